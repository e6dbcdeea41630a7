-- Telekinesis: ↷: choose another player's item; its controller must activate one of its ↷ or $
-- abilities now if able (you choose which, among those they could use). At the start of your
-- turn, you may look at the top 2 cards of a deck, discard any of them and put the rest back in
-- any order.
local DECKS = {
  { id = "loot", label = "the loot deck" },
  { id = "treasure", label = "the treasure deck" },
  { id = "monster", label = "the monster deck" },
  { id = "none", label = "look at no deck" },
}

return {
  activated {
    label = "another player must activate an ability of their item",
    cost = { tap = true },
    target = function(ctx) return ctx:labelled(ctx:others_items()) end,
    effect = function(ctx, item) ctx:force_activation(item) end,
  },
  triggered {
    label = "look at the top 2 cards of a deck",
    on = "turn-start",
    condition = function(ctx, ev) return ev.player == ctx.controller end,
    effect = function(ctx)
      local kind = ctx:choose("Telekinesis: look at the top 2 cards of which deck?", DECKS)
      if kind == "none" then return end
      local top = ctx:peek(kind, 2)
      if #top == 0 then return end
      local gone = ctx:choose_many("Discard which of them?", ctx:labelled(top), 0, #top)
      for _, id in ipairs(gone) do ctx:discard(id) end
      ctx:arrange(kind, #top - #gone)
    end,
  },
}
