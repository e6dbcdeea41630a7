-- Holy Greed: Indomitable. Shop items cost the active player 3¢ less. Each time a player buys a
-- shop item, it gets as many counters as the ¢ they paid. Its reward box (1¢) is gained once per
-- counter it had as it died (reward_per_counter).
return {
  static {
    stat = "shop_cost",
    applies = function(ctx, subject) return subject.shop and subject.player == ctx:active() end,
    value = -3,
  },
  triggered {
    label = "counters for the ¢ paid",
    on = "purchase",
    condition = function(ctx, ev) return ev.where ~= "treasure.deck" and (ev.cost or 0) > 0 end,
    effect = function(ctx, ev) ctx:add_counters(ctx.self, ev.cost) end,
  },
}
