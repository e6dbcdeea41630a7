-- Gello: ↷: choose a monster being attacked; heal it fully, then deal as much damage as it
-- healed to another monster. Off your turn, also cancel the attack, and the active player may
-- attack once more this turn.
return {
  activated {
    label = "heal the monster being attacked; its wounds hit another monster",
    cost = { tap = true },
    target = function(ctx)
      local atk = ctx:attacking()
      if atk == nil or not ctx:exists(atk.target) then return {} end
      return ctx:labelled({ atk.target })
    end,
    effect = function(ctx, monster)
      local wounds = ctx:max_hp(monster) - ctx:hp(monster)
      if wounds > 0 then ctx:heal(monster, wounds) end
      local others = {}
      for _, id in ipairs(ctx:monsters()) do
        if id ~= monster then others[#others + 1] = id end
      end
      if wounds > 0 and #others > 0 then
        ctx:deal_damage(ctx:choose("Deal the damage to which monster?", ctx:labelled(others)), wounds)
      end
      if not ctx:is_active(ctx.controller) and ctx:attacking() then
        ctx:cancel_attack()
        ctx:extra_attack("may")
      end
    end,
  },
}
