-- Pyromaniac: when you gain or buy this, search the loot deck for up to 2 cards named Bomb!,
-- show them, put them into your hand and shuffle the loot deck. Damage you deal outside combat
-- (from your cards: loot, items, abilities) is 1 higher.
local function from_me(ctx, ev)
  if ev.combat then return false end
  if ev.source == ctx.controller then return true end
  local facts = ev.source ~= nil and ctx:card(ev.source)
  return ev.source_player == ctx.controller and not (facts and facts.type == "monster")
end

return {
  triggered {
    label = "search the loot deck for 2 Bomb!",
    on = "gain-item",
    condition = function(ctx, ev) return ev.object == ctx.self and ev.how ~= "take" end,
    effect = function(ctx, ev)
      local bombs = {}
      for _, id in ipairs(ctx:deck("loot.deck")) do
        if #bombs < 2 and ctx:card(id).name == "Bomb!" then bombs[#bombs + 1] = id end
      end
      for _, id in ipairs(bombs) do
        local held = ctx:move(id, ev.player .. ".hand")
        if held then ctx:reveal(held, "all") end
      end
      ctx:shuffle("loot.deck")
    end,
  },
  replacement {
    label = "+1 damage outside combat",
    on = "damage",
    condition = function(ctx, ev) return ev.amount > 0 and from_me(ctx, ev) end,
    apply = function(ctx, ev)
      ev.amount = ev.amount + 1
      return ev
    end,
  },
}
