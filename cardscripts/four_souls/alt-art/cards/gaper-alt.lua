-- Gaper (Alt Ability): when an attack roll of 4 kills it, the active player must make one more
-- attack this turn, on the monster slot it was in (FS 6.9.1 a): on what is on top of that slot
-- once it has left, which is filled at once from the monster deck if it is empty.
return {
  triggered {
    label = "killed by a 4: attack its slot again",
    on = "die",
    condition = function(ctx, ev)
      return ev.target == ctx.self and ev.combat and ev.roll == 4 and ev.slot ~= nil
    end,
    effect = function(ctx, ev)
      local there = ctx:zone(ev.slot)[1]
      if there == nil then there = ctx:to_monster_slot(ev.slot) end
      if there ~= nil then ctx:must_attack_one_of({ there }) end
    end,
  },
}
