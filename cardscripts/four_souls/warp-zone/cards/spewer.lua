-- Spewer: $ discard a loot card: roll, three times if the card discarded is named Pills! (every
-- name counts: a rename, "also named"; the set's bracketed "(coins)" is no part of it). For each
-- roll, 1-2: +1 health until the end of the turn; 3-4: +1 attack until the end of the
-- turn; 5-6: take 1 damage.
return {
  activated {
    label = "discard a loot card: roll",
    condition = function(ctx) return ctx:hand_size(ctx.controller) > 0 end,
    pay = function(ctx)
      local hand = ctx:hand(ctx.controller)
      if #hand == 0 then return false end
      local id = ctx:choose("Spewer: discard a loot card", ctx:labelled(hand))
      local pills = ctx:named(id, "Pills!")
      -- a discard that something stops (Rib of Greed) pays nothing: no roll
      if not ctx:move(id, "loot.discard", "top") then return false end
      ctx:remember("pills", pills)
    end,
    effect = function(ctx)
      local times = ctx:recall("pills") and 3 or 1
      for _ = 1, times do ctx:roll_die("result") end
    end,
  },
  result = function(ctx, r)
    local you = ctx.controller
    if r <= 2 then
      ctx:add_effect(you, "hp", 1)
    elseif r <= 4 then
      ctx:add_effect(you, "attack", 1)
    else
      ctx:deal_damage(you, 1)
    end
  end,
}
