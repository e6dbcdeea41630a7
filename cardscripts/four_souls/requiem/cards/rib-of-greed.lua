-- Rib of Greed: abilities and the death penalty cannot make you discard loot cards or lose ¢.
-- Paying a cost is not "being made to lose" ¢; the hand limit (a rule of the end phase, not an
-- ability) still discards.
return {
  replacement {
    label = "keep your ¢",
    on = "lose-cents",
    condition = function(ctx, ev)
      return ev.player == ctx.controller and ev.how ~= "pay"
    end,
    apply = function(ctx, ev)
      return false
    end,
  },
  replacement {
    label = "keep your loot cards",
    on = "move",
    condition = function(ctx, ev)
      return ev.to == "loot.discard" and ctx:zone_of(ev.object) == ctx.controller .. ".hand"
        and ctx:turn_state("phase") ~= "end" and ev.how ~= "cost"
    end,
    apply = function(ctx, ev)
      return false
    end,
  },
}
