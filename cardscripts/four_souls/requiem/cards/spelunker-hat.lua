-- Spelunker Hat: at the start of your turn, you may look at the top three cards of a deck and
-- put them back in any order.
return {
  triggered {
    label = "look at the top three cards of a deck",
    on = "turn-start",
    condition = function(ctx, ev) return ev.player == ctx.controller end,
    effect = function(ctx)
      local kind = ctx:choose("Look at the top three cards of which deck?", {
        { id = "loot", label = "the loot deck" }, { id = "treasure", label = "the treasure deck" },
        { id = "monster", label = "the monster deck" }, { id = "none", label = "none" } })
      if kind ~= "none" then ctx:arrange(kind, 3) end
    end,
  },
}
