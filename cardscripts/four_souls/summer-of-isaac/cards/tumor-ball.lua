-- Tumor Ball: each time you die, put 3 counters on this. $ remove 2 counters: choose a player;
-- the next time they would die this turn, the death is prevented and they heal to full, and a
-- player who is attacking may then cancel their attack (FS 7.4.5, 6.7.1 c).
return {
  saved = function(ctx, player)
    ctx:prevent_death(player)
    ctx:heal(player, ctx:max_hp(player))
    local attack = ctx:attacking()
    if attack and attack.attacker == player
        and ctx:confirm("Cancel your attack?", player) then
      ctx:cancel_attack()
    end
  end,
  triggered {
    label = "you died: 3 counters on this",
    on = "die",
    condition = function(ctx, ev) return ev.victim == "player" and ev.target == ctx.controller end,
    effect = function(ctx) ctx:add_counters(ctx.self, 3) end,
  },
  activated {
    label = "a player's next death this turn is prevented",
    cost = { counters = 2 },
    -- a player already dead this turn has no death left to prevent
    target = function(ctx) return ctx:labelled(ctx:living()) end,
    effect = function(ctx, who) ctx:when_would_die(who, "saved") end,
  },
}
