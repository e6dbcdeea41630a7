-- Events (FS 1.15.5 d): their ability triggers when they enter play in a monster slot; the
-- active player resolves it (params.do):
--   must_attack_deck = n     Ambush!: attack the monster deck until n deck attacks this turn
--   each_damage = n          every player takes n damage
--   ap_damage = n            the active player takes n damage
--   richest_lose_all = true  the player(s) with the most ¢ lose all of it
--   expand = kind            add params.count slots of that kind
--   extra_attack = true      the active player may attack one more time this turn
--   deeper = true            put monster cards (not events) from the discard on top of the deck
--   see_forever = n          look at the top n loot cards, reorder them, then loot 1
--- param count?: count = 1
--- param do: table
local D = params["do"]
return {
  on_reveal = function(ctx)
    local ap = ctx:active()
    if D.must_attack_deck then ctx:must_attack_deck(D.must_attack_deck) end
    if D.each_damage then ctx:damage_each_player(D.each_damage) end
    if D.ap_damage then ctx:deal_damage(ap, D.ap_damage) end
    if D.richest_lose_all then
      local most = lib.most(ctx, ctx.cents)
      if most > 0 then
        for _, p in ipairs(ctx:each_player()) do  -- the dead too (FS 10.11.7)
          if ctx:cents(p) == most then ctx:lose_cents(p, most) end
        end
      end
    end
    if D.expand then ctx:expand(D.expand, params.count or 1) end
    if D.deeper then
      local monsters = {}
      for _, id in ipairs(ctx:deck("monster.discard")) do
        if ctx:card(id).type == "monster" then monsters[#monsters + 1] = id end
      end
      if #monsters > 0 then
        local picked = ctx:choose_many("Put which monsters on top of the monster deck?",
          ctx:labelled(monsters), 0, #monsters, ap)
        for _, id in ipairs(picked) do ctx:to_deck_top(id) end
      end
    end
    if D.see_forever then
      ctx:arrange("loot", D.see_forever, ap)
      ctx:loot(ap, 1)
    end
    if D.extra_attack then ctx:extra_attack("may") end
  end,
}
