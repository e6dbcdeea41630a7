-- IBS: $ discard a loot card, choose one: cancel your attack on a monster; or gain 3¢.
-- $ discard two loot cards: cancel a ↷ or $ ability of an item, or a loot card being played.
local function my_attack(ctx)
  local atk = ctx:attacking()
  return atk ~= nil and atk.attacker == ctx.controller
end
return {
  activated {
    label = "discard a loot card: cancel your attack",
    hint = "now",
    cost = { discard = 1 },
    condition = my_attack,
    effect = function(ctx) if my_attack(ctx) then ctx:cancel_attack() end end,
  },
  activated {
    label = "discard a loot card: gain 3¢",
    hint = "now",
    cost = { discard = 1 },
    effect = function(ctx) ctx:gain_cents(ctx.controller, 3) end,
  },
  activated {
    label = "discard two loot cards: cancel an item's ability or a loot card",
    cost = { discard = 2 },
    target = function(ctx)
      local ids = {}
      for _, id in ipairs(ctx:stack_items()) do
        local info = ctx:item_info(id)
        if info.from_item or info.kind == "loot" then ids[#ids + 1] = id end
      end
      return ctx:labelled(ids)
    end,
    effect = function(ctx, item) ctx:cancel(item) end,
  },
}
