-- A room that changes a stat of every player (params.who = "players") or every monster
-- ("monsters") by params.value: Maggy's Blessing, Samson's Blessing, Red and White Champions.
local P = params
return {
  static {
    stat = P.stat,
    applies = function(ctx, subject)
      if P.who == "players" then
        for _, seat in ipairs(ctx:players()) do
          if seat == subject then return true end
        end
        return false
      end
      local card = type(subject) == "string" and ctx:exists(subject) and ctx:card(subject)
      return card and card.type == "monster" or false
    end,
    value = P.value,
  },
}
