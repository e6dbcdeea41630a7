-- The Gorm: at the end of each turn, the active player discards a loot card. Attack rolls of 1
-- against it count as hits (counts_as.py), and the combat damage it takes on them is doubled.
-- Indomitable (its card's tag).
return {
  triggered {
    label = "the end of each turn: the active player discards a loot card",
    on = "turn-end",
    effect = function(ctx) ctx:discard_loot(ctx:active(), 1) end,
  },
  attack_counts = function(ctx, attacker, target, result)
    if target == ctx.self and result == 1 then return "hit" end
    return nil
  end,
  replacement {
    label = "combat damage it takes on an attack roll of 1 is doubled",
    on = "damage",
    condition = function(ctx, ev)
      return ev.target == ctx.self and ev.combat and ev.roll == 1 and ev.amount > 0
    end,
    apply = function(ctx, ev)
      ev.amount = ev.amount * 2
      return ev
    end,
  },
}
