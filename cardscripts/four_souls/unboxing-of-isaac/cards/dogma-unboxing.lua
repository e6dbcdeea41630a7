-- Dogma (The Unboxing of Isaac): each time the player attacking it rolls an attack roll of 1
-- (as on Mom's Hand), each player dies (FS 7.4.4, in turn order from the active player, FS
-- 10.11.1). When it dies, each other monster dies; their rewards go to the active player (FS 7.6).
return {
  triggered {
    label = "an attack roll of 1: each player dies",
    on = "roll-result",
    condition = function(ctx, ev)
      return ev.attack and ev.target == ctx.self and ev.result == 1
    end,
    effect = function(ctx)
      for _, p in ipairs(ctx:each_living()) do ctx:kill(p) end
    end,
  },
  triggered {
    label = "when this dies, each other monster dies",
    on = "die",
    condition = function(ctx, ev) return ev.target == ctx.self end,
    effect = function(ctx)
      for _, m in ipairs(ctx:monsters()) do
        if m ~= ctx.self then ctx:kill(m) end
      end
    end,
  },
}
