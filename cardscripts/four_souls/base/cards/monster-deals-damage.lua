-- Each time this monster deals combat damage (params.effect):
--   "lose_cents" (Keeper Head: the damaged player loses params.amount¢), "each_lose"
--   (Greed: every player loses params.amount¢), "discard" (Scolex: the damaged player discards
--   a loot card), "heal_self" (Mega Fatty: it heals 1), "others_damage" (The Bloat: each
--   non-active player takes 1), "left_damage" (Rage Creep: when it damages the active player,
--   the player to their left takes as much).
--- param amount?: count
--- param effect: 'discard'|'each_lose'|'heal_self'|'left_damage'|'lose_cents'|'others_damage'
local E = params.effect
return {
  triggered {
    label = "when it deals combat damage",
    on = "damage",
    condition = function(ctx, ev)
      if ev.source ~= ctx.self or not ev.combat then return false end
      if E == "left_damage" then return ev.target == ctx:active() end
      return true
    end,
    effect = function(ctx, ev)
      local hit = ev.target
      if E == "lose_cents" then
        ctx:lose_cents(hit, params.amount)
      elseif E == "each_lose" then
        -- "each player", the dead included (FS 10.11.7)
        for _, p in ipairs(ctx:each_player()) do ctx:lose_cents(p, params.amount) end
      elseif E == "discard" then
        ctx:discard_loot(hit, 1)
      elseif E == "heal_self" then
        ctx:heal(ctx.self, 1)
      elseif E == "others_damage" then
        ctx:damage_each_player(1, ctx:active())
      elseif E == "left_damage" then
        ctx:deal_damage(ctx:left_of(hit), ev.amount)
      end
    end,
  },
}
