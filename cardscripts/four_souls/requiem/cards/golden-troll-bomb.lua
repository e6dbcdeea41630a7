-- Golden Troll Bomb!: two separate abilities (R-024). The active player chooses a player, who
-- takes 2 damage. Then this goes into the monster deck 4 cards from the top.
return {
  abilities = function(ctx) return { "blast", "back_into_deck" } end,
  blast = function(ctx)
    local living = ctx:living()
    if #living > 0 then
      ctx:deal_damage(ctx:choose("Who takes 2 damage?", ctx:labelled(living), ctx:active()), 2)
    end
  end,
  back_into_deck = function(ctx) ctx:into_deck(ctx.self, 3) end,
}
