-- Something happens on an attack roll of params.roll against this monster (FS 5.1.2):
--   params.effect = "end_turn" (Mom's Hand: cancel everything and end the turn), "heal" (Chub:
--   heals params.amount), "monsters_evasion" (Daddy Long Legs: every monster +1 evasion this
--   turn), "attacker_damage" (Swarm of Flies: the attacker takes params.amount), "steal_loot"
--   (Ring of Flies: the attacker takes a random loot card from another player), "kill_player"
--   (Satan!: the attacker chooses a living player, who dies).
--- param amount?: count
--- param effect: 'attacker_damage'|'end_turn'|'heal'|'kill_player'|'monsters_evasion'|'steal_loot'
--- param roll: integer 1..6
local E = params.effect
return {
  triggered {
    label = "on an attack roll of " .. params.roll,
    on = "roll-result",
    condition = function(ctx, ev)
      return ev.attack and ev.target == ctx.self and ev.result == params.roll
    end,
    effect = function(ctx, ev)
      local attacker = ev.player
      if E == "end_turn" then
        ctx:end_turn(true)
      elseif E == "heal" then
        ctx:heal(ctx.self, params.amount)
      elseif E == "monsters_evasion" then
        ctx:add_effect("monsters", "evasion", 1)
      elseif E == "attacker_damage" then
        ctx:deal_damage(attacker, params.amount)
      elseif E == "steal_loot" then
        local from = ctx:others(attacker, "loot")
        if #from > 0 then
          local who = ctx:choose("Take a random loot card from whom?", ctx:labelled(from), attacker)
          local cards = ctx:hand(who)
          ctx:take_loot(cards[math.random(#cards)], attacker)
        end
      elseif E == "kill_player" then
        -- every player may already have died this turn (the attacker in answer to this): then
        -- nobody is left to choose
        local living = ctx:living()
        if #living > 0 then
          ctx:kill(ctx:choose("Who dies?", ctx:labelled(living), attacker))
        end
      end
    end,
  },
}
