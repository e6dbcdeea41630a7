-- Gnawed Leaf: prevent all damage you would take when it is not your turn. The first time each
-- turn another player plays a loot card that targets you or something you control, you may
-- cancel it (FS 4.5).
local function mine(ctx, target)
  return target == ctx.controller or ctx:controller_of(target) == ctx.controller
end
return {
  replacement {
    label = "no damage when it is not your turn",
    on = "damage",
    condition = function(ctx, ev)
      return ev.target == ctx.controller and not ctx:is_active(ctx.controller)
    end,
    apply = function(ctx, ev) return false end,
  },
  triggered {
    label = "you may cancel that loot card",
    on = "play-loot",
    condition = function(ctx, ev)
      if ev.player == ctx.controller or ctx:recall("used", ctx:turn()) then return false end
      local info = ctx:item_info(ev.item)
      if info == nil then return false end
      for _, t in ipairs(info.targets) do
        if mine(ctx, t) then return true end
      end
      return false
    end,
    effect = function(ctx, ev)
      ctx:remember("used", true, ctx:turn())
      if ctx:item_info(ev.item) ~= nil and ctx:confirm("Cancel " .. ctx:card(ev.card).name .. "?") then
        ctx:cancel(ev.item)
      end
    end,
  },
}
