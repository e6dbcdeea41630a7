-- Golden Idol (event): as it enters play it becomes an eternal item the active player gains.
-- At the end of your turn, gain 10¢. Other players may attack you, with 4 evasion (FS 6.10.2);
-- when another player kills you, give this to them.
return {
  on_reveal = function(ctx) ctx:become_item(ctx:active()) end,
  attackable_player = function(ctx, attacker, target)
    if ctx:zone_of(ctx.self) ~= ctx.controller .. ".items" then return nil end
    if target == ctx.controller and attacker ~= target then return 4 end
    return nil
  end,
  triggered {
    label = "the end of your turn: gain 10¢",
    on = "turn-end",
    condition = function(ctx, ev) return ev.player == ctx.controller end,
    effect = function(ctx) ctx:gain_cents(ctx.controller, 10) end,
  },
  triggered {
    label = "another player killed you: they take this",
    on = "die",
    condition = function(ctx, ev)
      return ev.victim == "player" and ev.target == ctx.controller and ev.killer ~= nil
        and ev.killer ~= ctx.controller
    end,
    effect = function(ctx, ev) ctx:take_item(ctx.self, ev.killer) end,
  },
}
