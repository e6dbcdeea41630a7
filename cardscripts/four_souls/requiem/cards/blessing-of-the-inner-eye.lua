-- Blessing of the Inner Eye: when a player declares an attack, before they choose its target,
-- they may look at the top 3 cards of the monster deck and put them back in any order.
return {
  triggered {
    label = "you may reorder the top 3 monster cards",
    on = "declare-attack",
    effect = function(ctx, ev)
      if ctx:confirm("Look at the top 3 monster cards and reorder them?", ev.player) then
        ctx:arrange("monster", 3, ev.player)
      end
    end,
  },
}
