-- XIII. Death (Alt Ability): every living player dies, in turn order from you (FS 10.11.1).
return {
  on_play = function(ctx)
    for _, p in ipairs(ctx:each_living()) do ctx:kill(p) end
  end,
}
