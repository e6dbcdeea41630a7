-- Ball of Bandages (params.rolls = {3}), Halo of Flies ({1, 6}), and Gold Box's Infamy ({1}) and
-- Placenta ({4}, params.hp = 1): attack rolls of these numbers deal you no combat damage (a
-- prevention, FS 10.3); params.hp: you have +n health.
--- param hp?: count
--- param rolls: list
local abilities = {
  replacement {
    label = "no combat damage on this roll",
    on = "damage",
    condition = function(ctx, ev)
      if ev.target ~= ctx.controller or not ev.combat then return false end
      for _, n in ipairs(params.rolls) do
        if ev.roll == n then return true end
      end
      return false
    end,
    apply = function(ctx, ev) return false end,
  },
}
if params.hp then
  abilities[#abilities + 1] = static {
    stat = "hp",
    applies = function(ctx, seat) return seat == ctx.controller end,
    value = params.hp,
  }
end
return abilities
