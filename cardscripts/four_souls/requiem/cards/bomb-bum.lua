-- Bomb Bum: $ discard a loot card: roll (roll three times if its name holds "bomb"). Each roll:
-- 1-4: deal 1 damage to a monster or player; 5-6: take 1 damage.
return {
  activated {
    label = "discard a loot card: roll",
    condition = function(ctx) return ctx:hand_size(ctx:active()) > 0 end,
    pay = function(ctx)
      local you = ctx:active()
      local hand = ctx:hand(you)
      if #hand == 0 then return false end
      local id = ctx:choose("Bomb Bum: discard a loot card", ctx:labelled(hand), you)
      local bomb = ctx:named(id, "bomb", "holds")
      -- a discard that something stops (Rib of Greed) pays nothing: no roll
      if not ctx:move(id, "loot.discard", "top") then return false end
      ctx:remember("bomb", bomb)
    end,
    effect = function(ctx)
      local times = ctx:recall("bomb") and 3 or 1
      for _ = 1, times do ctx:roll_die("result") end
    end,
  },
  result = function(ctx, r)
    local you = ctx:you()
    if r <= 4 then
      local who = ctx:choose("Bomb Bum: deal 1 damage to", ctx:labelled(ctx:monsters_and_players()), you)
      ctx:deal_damage(who, 1)
    else
      ctx:deal_damage(you, 1)
    end
  end,
}
