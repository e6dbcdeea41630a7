-- Lil' Gish: ↷: choose a deactivated item in play; it does not recharge in its controller's next
-- recharge step (FS 3.1). Lil' Gish remembers the item (its object: a moved item is a new
-- one, which recharges as usual) and forgets it once that controller's turn has started.
return {
  activated {
    label = "an item stays deactivated",
    hint = "now",
    cost = { tap = true },
    target = function(ctx) return ctx:labelled(ctx:all_items("tapped")) end,
    effect = function(ctx, item)
      ctx:remember("held", item)
    end,
  },
  replacement {
    label = "it does not recharge",
    on = "untap",
    condition = function(ctx, ev)
      return ev.reason == "recharge" and ev.object == ctx:recall("held")
    end,
    apply = function(ctx)
      ctx:remember("held", nil)
      return false
    end,
  },
  -- an item charged again meanwhile is not recharged in that step; the hold ends all the same
  triggered {
    label = "the hold ends",
    on = "turn-start",
    condition = function(ctx, ev)
      local held = ctx:recall("held")
      return held ~= nil and ev.player == ctx:controller_of(held)
    end,
    effect = function(ctx) ctx:remember("held", nil) end,
  },
}
