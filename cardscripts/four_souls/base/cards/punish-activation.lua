-- Gurdy Jr. (params.attacker_only) and Cursed Psy Horf: each time a player (the player
-- attacking Gurdy Jr.) activates an item, they take 1 damage.
--- param attacker_only?: boolean
return {
  triggered {
    label = "1 damage for activating an item",
    on = "activate",
    condition = function(ctx, ev)
      if not ev.is_item then return false end
      if params.attacker_only then
        local fight = ctx:attacking()
        return fight ~= nil and fight.target == ctx.self and fight.attacker == ev.player
      end
      return true
    end,
    effect = function(ctx, ev)
      ctx:deal_damage(ev.player, 1)
    end,
  },
}
