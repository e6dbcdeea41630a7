-- Rag Man: when it dies, after its rewards, roll: on a 1 or a 6 it goes back on top of the
-- monster deck instead of becoming a soul (FS 7.6 step 4).
return {
  triggered {
    label = "roll: on 1 or 6 back to the monster deck",
    on = "rewards-gained",
    condition = function(ctx, ev) return ev.card == card.id end,
    effect = function(ctx, ev)
      ctx:roll_die("back", { object = ev.object, card = card.id })
    end,
  },
  back = function(ctx, result, extra)
    if (result == 1 or result == 6) and ctx:zone_of(extra.object) == "monster.dying" then
      ctx:to_deck_top(extra.object)
    end
  end,
}
