-- The Wiz: monsters have +1 evasion during your turn; each time you deal combat damage, deal 1
-- damage to another monster or a player.
return {
  static {
    stat = "evasion",
    applies = function(ctx, subject)
      local facts = ctx.controller ~= nil and ctx:is_active(ctx.controller) and ctx:card(subject)
      return facts and facts.type == "monster" or false
    end,
    value = 1,
  },
  triggered {
    label = "deal 1 damage to another monster or player",
    on = "damage",
    condition = function(ctx, ev)
      return ev.combat and ev.source == ctx.controller and (ev.result or 0) > 0
    end,
    effect = function(ctx, ev)
      local ids = {}
      for _, id in ipairs(ctx:monsters_and_players()) do
        if id ~= ev.target then ids[#ids + 1] = id end
      end
      if #ids > 0 then
        ctx:deal_damage(ctx:choose("Deal 1 damage to whom?", ctx:labelled(ids)), 1)
      end
    end,
  },
}
