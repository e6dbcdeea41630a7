-- Berkano: destroy an item; if a player controlled it, that player takes an item of their
-- choice from the shop.
return {
  target = function(ctx) return ctx:labelled(ctx:all_items("non-eternal")) end,
  on_play = function(ctx, item)
    local owner = ctx:controller_of(item)
    if not ctx:destroy(item) or owner == nil then return end
    local shop = ctx:shop_items()
    if #shop == 0 then return end
    ctx:take_item(ctx:choose("Take which shop item?", ctx:labelled(shop), owner), owner)
  end,
}
