-- Mother's Shadow!: two separate abilities (R-024). Each player who controls the most items
-- (every one tied for it) dies. Then this goes into the monster deck 6 cards from the top.
return {
  abilities = function(ctx) return { "most_items_die", "back_into_deck" } end,
  most_items_die = function(ctx)
    local most = 0
    for _, p in ipairs(ctx:living()) do most = math.max(most, #ctx:items(p)) end
    for _, p in ipairs(ctx:living()) do
      if #ctx:items(p) == most then ctx:kill(p) end
    end
  end,
  back_into_deck = function(ctx) ctx:into_deck(ctx.self, 5) end,
}
