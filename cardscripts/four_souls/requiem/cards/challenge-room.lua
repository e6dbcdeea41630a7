-- Challenge Room: whenever a monster dies, the active player rolls. 4-6: they must attack once
-- more this turn.
return {
  triggered {
    label = "roll: 4-6, attack once more this turn",
    on = "die",
    condition = function(ctx, ev) return ev.victim == "monster" end,
    effect = function(ctx) ctx:roll_die("result") end,
  },
  result = function(ctx, r)
    if r >= 4 then ctx:extra_attack("turn") end
  end,
}
