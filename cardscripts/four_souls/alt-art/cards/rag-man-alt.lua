-- Rag Man (Alt Ability): when it dies, after its rewards, the active player rolls: on a 1 or a 6
-- it goes into the monster deck under its top card instead of becoming a soul (FS 7.6 step 4).
-- The printed "put this in a monster slot 1 card from the top" is read as the monster deck (the
-- set's README).
return {
  triggered {
    label = "roll: on 1 or 6 back into the monster deck, under its top card",
    on = "rewards-gained",
    condition = function(ctx, ev) return ev.card == card.id end,
    effect = function(ctx, ev)
      ctx:roll_die("back", ev.object, ctx:active())
    end,
  },
  back = function(ctx, result, object)
    if (result == 1 or result == 6) and ctx:zone_of(object) == "monster.dying" then
      ctx:into_deck(object, 1)
    end
  end,
}
