-- Dad's Ring: each time you declare an attack on a monster (in a slot or off the deck), roll:
-- on a 5 or a 6 that monster has -1 evasion until the end of the turn.
return {
  triggered {
    label = "roll: 5-6, the monster has -1 evasion",
    on = "attack-target",
    condition = function(ctx, ev)
      return ev.player == ctx.controller and ev.target ~= nil and ctx:exists(ev.target)
    end,
    effect = function(ctx, ev) ctx:roll_die("ring", ev.target) end,
  },
  ring = function(ctx, result, monster)
    if result >= 5 and ctx:exists(monster) then ctx:add_effect(monster, "evasion", -1) end
  end,
}
