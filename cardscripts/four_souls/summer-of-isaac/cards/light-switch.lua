-- Light Switch: each time the active player deals it damage, they roll: 1: take 3 damage;
-- 2: take 2 damage; 3: gain 1¢; 4: loot 1; 5: gain 5¢; 6: gain +1 treasure.
local function outcome(ctx, r)
  local ap = ctx:active()
  if r == 1 then ctx:deal_damage(ap, 3)
  elseif r == 2 then ctx:deal_damage(ap, 2)
  elseif r == 3 then ctx:gain_cents(ap, 1)
  elseif r == 4 then ctx:loot(ap, 1)
  elseif r == 5 then ctx:gain_cents(ap, 5)
  else ctx:gain_treasure(ap, 1) end
end

return {
  switch = outcome,
  triggered {
    label = "the active player damaged it: they roll",
    on = "damage",
    condition = function(ctx, ev)
      return ev.target == ctx.self and ev.source_player == ctx:active() and (ev.result or 0) > 0
    end,
    effect = function(ctx) ctx:roll_die("switch", nil, ctx:active()) end,
  },
}
