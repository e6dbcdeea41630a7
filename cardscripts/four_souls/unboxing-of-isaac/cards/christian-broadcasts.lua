-- "Christian Broadcasts": when it dies (FS 7.6 step 2), the active player chooses another monster
-- and a living player; both die (FS 7.4.4). Then add 2 monster slots (FS 10.8).
return {
  triggered {
    label = "when this dies: another monster and a player die; 2 more monster slots",
    on = "die",
    condition = function(ctx, ev) return ev.target == ctx.self end,
    effect = function(ctx)
      local ap = ctx:active()
      local others = {}
      for _, m in ipairs(ctx:monsters()) do
        if m ~= ctx.self then others[#others + 1] = m end
      end
      local monster = #others > 0
        and ctx:choose("Which other monster dies?", ctx:labelled(others), ap) or nil
      local living = ctx:living()
      local player = #living > 0
        and ctx:choose("Which player dies?", ctx:labelled(living), ap) or nil
      if monster then ctx:kill(monster) end
      if player then ctx:kill(player) end
      ctx:expand("monster", 2)
    end,
  },
}
