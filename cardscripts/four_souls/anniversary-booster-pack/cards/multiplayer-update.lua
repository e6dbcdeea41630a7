-- Multiplayer Update: each time an attack is declared, every player other than the active one
-- teams up with the attacker (team_up.py). A player who kills a monster gains its rewards.
return {
  triggered {
    label = "every other player teams up",
    on = "declare-attack",
    effect = function(ctx, ev)
      for _, seat in ipairs(ctx:living()) do
        if seat ~= ev.player then ctx:team_up(seat) end
      end
    end,
  },
  static { stat = "rewards_to_killer", value = 1 },
}
