-- The Bloat (The Summer of Isaac): each time a monster dies (itself included: its own death
-- triggers as it dies, FS 7.6), it deals 1 damage to each other monster and to each player.
return {
  triggered {
    label = "a monster died: 1 damage to each other monster and each player",
    on = "die",
    condition = function(ctx, ev) return ev.victim == "monster" end,
    effect = function(ctx, ev)
      for _, id in ipairs(ctx:monsters()) do
        if id ~= ctx.self and id ~= ev.target then ctx:deal_damage(id, 1) end
      end
      for _, p in ipairs(ctx:each_living()) do ctx:deal_damage(p, 1) end
    end,
  },
}
