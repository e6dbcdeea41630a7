-- IV. The Emperor, IX. The Hermit, XVIII. The Moon: look at the top five cards of
-- params.deck, put one of them on top and the others on the bottom.
--- param deck: 'loot'|'treasure'|'monster'
return {
  on_play = function(ctx)
    local cards = ctx:peek(params.deck, 5)
    if #cards == 0 then return end
    local keep = ctx:choose("Which card stays on top?", ctx:labelled(cards))
    for _, id in ipairs(cards) do
      if id ~= keep then ctx:to_deck_bottom(id) end
    end
  end,
}
