-- Roundy: each time it deals combat damage, it deals 1 damage to each other monster; the
-- active player orders that damage (FS 10.11.5).
return {
  triggered {
    label = "1 damage to each other monster",
    on = "damage",
    condition = function(ctx, ev) return ev.source == ctx.self and ev.combat end,
    effect = function(ctx)
      local rest = {}
      for _, m in ipairs(ctx:monsters()) do
        if m ~= ctx.self then rest[#rest + 1] = m end
      end
      local order = {}
      while #rest > 1 do
        local m = ctx:choose("Which monster takes its damage next?", ctx:labelled(rest),
                             ctx:active())
        order[#order + 1] = m
        for i, id in ipairs(rest) do
          if id == m then table.remove(rest, i) break end
        end
      end
      order[#order + 1] = rest[1]
      -- the last one put on the stack resolves first
      for i = #order, 1, -1 do ctx:deal_damage(order[i], 1) end
    end,
  },
}
