-- Flush!: ↷, choose one (chosen on activation): every monster not being attacked to the
-- bottom of the monster deck; or every shop item to the bottom of the treasure deck.
return {
  activated {
    label = "monsters to the bottom of their deck",
    cost = { tap = true },
    effect = function(ctx)
      local fight = ctx:attacking()
      for _, m in ipairs(ctx:monsters()) do
        if fight == nil or fight.target ~= m then ctx:to_deck_bottom(m) end
      end
    end,
  },
  activated {
    label = "shop items to the bottom of their deck",
    cost = { tap = true },
    effect = function(ctx)
      for _, item in ipairs(ctx:shop_items()) do ctx:to_deck_bottom(item) end
    end,
  },
}
