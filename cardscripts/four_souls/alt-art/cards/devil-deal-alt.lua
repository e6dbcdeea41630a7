-- Devil Deal (Alt Ability): the active player chooses one: nothing (it is discarded); gain 6¢ and
-- take 1 damage; or take 2 damage, search the loot deck for a loot card of their choice, put it
-- into their hand and shuffle the loot deck.
return {
  on_reveal = function(ctx)
    local ap = ctx:active()
    local pick = ctx:choose("Devil Deal: choose one", {
      { id = "discard", label = "put this into the discard pile" },
      { id = "cents", label = "gain 6¢ and take 1 damage" },
      { id = "search", label = "take 2 damage and search the loot deck for a loot card" },
    }, ap)
    if pick == "cents" then
      ctx:gain_cents(ap, 6)
      ctx:deal_damage(ap, 1)
    elseif pick == "search" then
      ctx:deal_damage(ap, 2)
      local deck = ctx:deck("loot.deck")
      if #deck > 0 then
        ctx:move(ctx:choose("Take which loot card?", ctx:labelled(deck), ap), ap .. ".hand")
        ctx:shuffle("loot.deck")
      end
    end
  end,
}
