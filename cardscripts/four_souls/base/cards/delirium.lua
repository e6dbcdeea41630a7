-- Delirium: other monsters have +1 evasion; when it dies it goes into the monster deck as the
-- sixth card from the top instead of the discard.
return {
  static {
    stat = "evasion",
    applies = function(ctx, subject)
      return subject ~= ctx.self and ctx:zone_of(ctx.self) ~= "monster.dying"
        and ctx:card(subject).type == "monster"
    end,
    value = 1,
  },
  death_zone = function(ctx)
    return { zone = "monster.deck", position = 5 }
  end,
}
