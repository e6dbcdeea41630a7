-- Charmed Vis: its reward: while it is a monster, it becomes an item of the player who gains its
-- rewards, a familiar (the other players may attack it and kill it). Each time a player
-- attacking it (or teamed up against it), or its controller while it is an item, takes damage,
-- it deals 1 damage to each other monster. If another player would kill it while it is an item,
-- the death is prevented (FS 7.4.5) and that player (the active one) takes it instead.
local function is_item(ctx)
  local zone = ctx:zone_of(ctx.self)
  return zone ~= nil and zone:sub(-6) == ".items"
end

local function fighting_it(ctx, seat)
  local atk = ctx:attacking()
  if atk == nil or atk.target ~= ctx.self then return false end
  if atk.attacker == seat then return true end
  for _, mate in ipairs(ctx:team()) do
    if mate == seat then return true end
  end
  return false
end

return {
  triggered {
    label = "it becomes your item, a familiar",
    on = "rewards-gained",
    condition = function(ctx, ev) return ev.object == ctx.self end,
    effect = function(ctx, ev) ctx:take_item(ctx.self, ev.player) end,
  },
  triggered {
    label = "1 damage to each other monster",
    on = "damage",
    condition = function(ctx, ev)
      if (ev.result or 0) <= 0 or ev.player == nil then return false end
      if is_item(ctx) then return ev.player == ctx.controller end
      return fighting_it(ctx, ev.player)
    end,
    effect = function(ctx)
      for _, id in ipairs(ctx:monsters()) do
        if id ~= ctx.self then ctx:deal_damage(id, 1) end
      end
    end,
  },
  triggered {
    label = "another player would kill it: they take it instead",
    on = "death-pending",
    condition = function(ctx, ev)
      return ev.target == ctx.self and is_item(ctx) and ctx:active() ~= ctx.controller
    end,
    effect = function(ctx)
      if not ctx:prevent_death(ctx.self) then return end
      ctx:heal(ctx.self, ctx:max_hp(ctx.self))
      ctx:take_item(ctx.self, ctx:active())
    end,
  },
}
