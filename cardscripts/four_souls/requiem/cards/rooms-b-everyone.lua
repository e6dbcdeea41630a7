-- A room that changes a stat of every player (params.who = "players") or every monster
-- ("monsters": the active monsters, so never an attackable item or room, FS 6.10.1) by
-- params.value: Maggy's Blessing, Samson's Blessing, Red and White Champions.
--- param stat: string
--- param value: count
--- param who: string
local P = params
local function member(list, subject)
  for _, x in ipairs(list) do
    if x == subject then return true end
  end
  return false
end
return {
  static {
    stat = P.stat,
    applies = function(ctx, subject)
      if P.who == "players" then return member(ctx:players(), subject) end
      return member(ctx:monsters(), subject)
    end,
    value = P.value,
  },
}
