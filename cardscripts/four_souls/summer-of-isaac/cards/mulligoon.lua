-- Mulligoon: it keeps its damage at the end of the turn (tag keeps-damage). Each time it takes
-- damage, an attack on it is cancelled, the active player loots 1 and moves it, damage and all,
-- to another monster slot of their choice. Its reward: deal 2 damage to a monster or a player.
return {
  triggered {
    label = "cancel the attack, loot 1, move it",
    on = "damage",
    condition = function(ctx, ev) return ev.target == ctx.self and (ev.result or 0) > 0 end,
    effect = function(ctx)
      local atk = ctx:attacking()
      if atk ~= nil and atk.target == ctx.self then ctx:cancel_attack() end
      local ap = ctx:active()
      ctx:loot(ap, 1)
      local here = ctx:zone_of(ctx.self)
      if here == nil then return end
      local slots = {}
      for _, id in ipairs(ctx:monsters()) do
        local slot = ctx:zone_of(id)
        if slot ~= here then slots[#slots + 1] = { id = slot, label = slot .. " (" .. ctx:card(id).name .. ")" } end
      end
      if #slots > 0 then
        ctx:move_monster(ctx.self, ctx:choose("Move Mulligoon onto which monster slot?", slots, ap))
      end
    end,
  },
  reward = function(ctx, player)
    local targets = ctx:monsters_and_players()
    if #targets == 0 then return end
    ctx:deal_damage(ctx:choose("Deal 2 damage to which monster or player?", ctx:labelled(targets),
      player), 2)
  end,
}
