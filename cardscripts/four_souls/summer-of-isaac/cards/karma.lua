-- Karma: each time a soul comes under another player's control, choose 2 players: each of them
-- takes a shop item of their choice (a steal: not a purchase, FS 10.6.5) and loots 1.
return {
  triggered {
    label = "another player gained a soul: 2 players each take a shop item and loot 1",
    on = "gain-soul",
    condition = function(ctx, ev) return ev.player ~= ctx.controller end,
    effect = function(ctx)
      local chosen = ctx:choose_many("Choose 2 players: each takes a shop item and loots 1",
                                     ctx:labelled(ctx:players()), 2, 2)
      for _, p in ipairs(chosen) do
        local shop = ctx:shop_items()
        if #shop > 0 then
          ctx:take_item(ctx:choose("Take which shop item?", ctx:labelled(shop), p), p)
        end
        ctx:loot(p, 1)
      end
    end,
  },
}
