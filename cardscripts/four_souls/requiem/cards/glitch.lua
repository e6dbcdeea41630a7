-- Glitch: as your turn starts, choose a shop item: Glitch has its ↷ abilities until the end of
-- the turn. As your turn ends, choose a shop item: Glitch has its ↷ abilities until your next
-- turn starts; then recharge Glitch. (Only ↷ abilities are gained, used through Glitch's own ↷,
-- and only while that item is still in play.)
local function chosen(ctx)
  local item = ctx:recall("item")
  if item and ctx:exists(item) then return item end
  return nil
end
local function pick(ctx)
  ctx:remember("item", nil)
  local shop = ctx:shop_items()
  if #shop > 0 then
    ctx:remember("item", ctx:choose("Glitch: which shop item?", ctx:labelled(shop)))
  end
end
return {
  triggered {
    label = "as your turn starts: take on a shop item's abilities",
    on = "turn-start",
    condition = function(ctx, ev) return ev.player == ctx.controller end,
    effect = pick,
  },
  triggered {
    label = "as your turn ends: take on a shop item's abilities, recharge",
    on = "turn-end",
    condition = function(ctx, ev) return ev.player == ctx.controller end,
    effect = function(ctx)
      pick(ctx)
      ctx:recharge(ctx.self)
    end,
  },
  activated {
    label = "use a ↷ ability of the chosen shop item",
    cost = { tap = true },
    condition = function(ctx)
      local item = chosen(ctx)
      return item ~= nil and ctx:usable_abilities(item) > 0
    end,
    effect = function(ctx)
      local item = chosen(ctx)
      if item then ctx:use_ability_of(item) end
    end,
  },
}
