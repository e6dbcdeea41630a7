-- Everything Must Go (room): when it enters play, 2 more shop slots. At the start of each turn,
-- a counter on it; that turn the active player's shop items cost 2¢ less per counter, and they
-- must buy a shop item if able (plugins/four_souls/forced_purchase.py). Empty shop slots are not
-- refilled while it has counters; it cannot be discarded while the shop has an item
-- (plugins/four_souls/room_kept.py).
local function counters(ctx) return ctx:counter(ctx.self, "counters") end
return {
  triggered {
    label = "2 more shop slots",
    on = "move",
    condition = function(ctx, ev) return ev.result == ctx.self end,
    effect = function(ctx) ctx:expand("shop", 2) end,
  },
  triggered {
    label = "a counter on this",
    on = "turn-start",
    effect = function(ctx)
      if ctx:exists(ctx.self) then ctx:add_counters(ctx.self, 1) end
    end,
  },
  static {
    stat = "shop_cost",
    applies = function(ctx, s) return s.shop and s.player == ctx:active() end,
    value = function(ctx) return -2 * counters(ctx) end,
  },
  static {
    stat = "must_purchase",
    applies = function(ctx, seat) return seat == ctx:active() and counters(ctx) > 0 end,
    value = 1,
  },
  static {
    stat = "shop_not_refilled",
    applies = function(ctx) return counters(ctx) > 0 end,
    value = 1,
  },
  static {
    stat = "room_kept",
    applies = function(ctx, id) return id == ctx.self and #ctx:shop_items() > 0 end,
    value = 1,
  },
}
