-- Glitch: as your turn starts, choose a shop item: this has its abilities until the turn ends.
-- As your turn ends, choose a shop item: this has its abilities until your next turn starts;
-- then recharge this. It becomes a copy of the item for that long (it stays eternal, FS 1.15.3)
-- and is Glitch again just before each of those moments, so it chooses anew (R-087).
local function take_on(ctx, moment)
  local shop = ctx:shop_items()
  if #shop == 0 then return end
  ctx:become_copy_until(ctx:choose("Glitch: which shop item's abilities?", ctx:labelled(shop)), moment)
end
return {
  triggered {
    label = "as your turn starts: take on a shop item's abilities",
    on = "turn-start",
    condition = function(ctx, ev) return ev.player == ctx.controller end,
    effect = function(ctx) take_on(ctx, "my-turn-end") end,
  },
  triggered {
    label = "as your turn ends: take on a shop item's abilities, then recharge",
    on = "turn-end",
    condition = function(ctx, ev) return ev.player == ctx.controller end,
    effect = function(ctx)
      take_on(ctx, "my-turn-start")
      ctx:recharge(ctx.self)
    end,
  },
}
