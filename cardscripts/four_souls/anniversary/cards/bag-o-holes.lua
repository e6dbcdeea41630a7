-- Bag-o-Holes: ↷ one more loot play this turn. Each loot of yours draws one more card. As
-- your turn starts, your hand is discarded.
return {
  activated {
    label = "one more loot play this turn",
    hint = "loot",
    cost = { tap = true },
    effect = function(ctx) ctx:add_loot_plays(ctx.controller, 1) end,
  },
  replacement {
    label = "loot one more",
    on = "loot",
    condition = function(ctx, ev) return ev.player == ctx.controller and ev.count > 0 end,
    apply = function(ctx, ev)
      ev.count = ev.count + 1
      return ev
    end,
  },
  triggered {
    label = "discard your hand",
    on = "turn-start",
    condition = function(ctx, ev)
      return ev.player == ctx.controller and ctx:hand_size(ctx.controller) > 0
    end,
    effect = function(ctx) ctx:discard_hand(ctx.controller) end,
  },
}
