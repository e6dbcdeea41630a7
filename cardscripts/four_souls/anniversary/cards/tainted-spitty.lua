-- Tainted Spitty: an attack roll against it is made with X dice, X being the souls (their
-- value) the attacker controls plus one, and the lowest die counts. The attack die is rolled
-- as usual; before anyone may answer, it is rolled again as X dice (FS 5.1.5): the lowest is
-- the roll, the others trigger nothing. With no soul, X is 1: the roll stands.
return {
  triggered {
    label = "rolled again as X dice: the lowest counts",
    on = "rolled",
    condition = function(ctx, ev)
      if not ev.attack or ctx:souls(ev.player) == 0 then return false end
      local fight = ctx:attacking()
      return fight ~= nil and fight.target == ctx.self
    end,
    effect = function(ctx, ev)
      if ctx:roll_info(ev.item) == nil then return end
      ctx:reroll_pick(ev.item, ctx:souls(ev.player) + 1, "lowest")
    end,
  },
}
