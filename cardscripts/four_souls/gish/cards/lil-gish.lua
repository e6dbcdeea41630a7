-- Lil' Gish: ↷: choose a deactivated item in play; it does not recharge in its controller's next
-- recharge step (FS 3.1). Lil' Gish remembers the item (its object: a moved item is a new
-- one, which recharges as usual) and forgets it at the first recharge it stops.
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
}
