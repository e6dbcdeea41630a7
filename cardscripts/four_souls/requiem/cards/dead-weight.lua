-- Dead Weight: you take no combat damage on attack rolls of 1. ↷: cancel a triggered ability
-- of a monster or of a non-eternal item (R-017: it must still be one when this resolves). At
-- the end of your turn, recharge this.
local function cancellable(ctx, id)
  local info = ctx:item_info(id)
  if info == nil or info.kind ~= "ability" or info.from_item or info.card == nil then return false end
  local kind = ctx:card(info.card).type
  if kind == "monster" then return true end
  if kind ~= "treasure" and kind ~= "starting-item" then return false end
  return ctx:exists(info.source) and not ctx:is_eternal(info.source)
end
return {
  replacement {
    label = "no combat damage on an attack roll of 1",
    on = "damage",
    condition = function(ctx, ev)
      return ev.target == ctx.controller and ev.combat and ev.roll == 1
    end,
    apply = function(ctx, ev) return false end,
  },
  activated {
    label = "cancel a triggered ability of a monster or non-eternal item",
    cost = { tap = true },
    target = function(ctx)
      local ids = {}
      for _, id in ipairs(ctx:stack_items("ability")) do
        if cancellable(ctx, id) then ids[#ids + 1] = id end
      end
      return ctx:labelled(ids)
    end,
    effect = function(ctx, item)
      if cancellable(ctx, item) then ctx:cancel(item) end
    end,
  },
  triggered {
    label = "recharge at the end of your turn",
    on = "turn-end",
    condition = function(ctx, ev) return ev.player == ctx.controller and ctx:is_tapped(ctx.self) end,
    effect = function(ctx) ctx:recharge(ctx.self) end,
  },
}
