-- Devil Deal: the active player chooses: nothing; or loot 2 and take 1 damage; or take 2
-- damage and search the treasure deck for a Guppy item, gain it and shuffle.
return {
  on_reveal = function(ctx)
    local ap = ctx:active()
    local pick = ctx:choose("Devil Deal", {
      { id = "none", label = "no deal" },
      { id = "loot", label = "loot 2 and take 1 damage" },
      { id = "guppy", label = "take 2 damage and gain a Guppy item" },
    }, ap)
    if pick == "loot" then
      ctx:loot(ap, 2)
      ctx:deal_damage(ap, 1)
    elseif pick == "guppy" then
      ctx:deal_damage(ap, 2)
      ctx:search_treasure("guppy", ap)
    end
  end,
}
