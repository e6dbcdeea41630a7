-- Delirium: other monsters have +1 evasion; when it dies it goes into the monster deck as the
-- sixth card from the top instead of the discard.
return {
  static {
    stat = "evasion",
    applies = function(ctx, subject) return ctx:is_other_monster(subject) end,
    value = 1,
  },
  death_zone = function(ctx)
    return { zone = "monster.deck", position = 5 }
  end,
}
