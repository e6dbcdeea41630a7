-- Ambush! (Alt Ability): add two monster slots; the active player must make one more attack this
-- turn, on a monster in one of them (FS 6.9.1 a). The new slots are filled at once from the
-- monster deck (they would be at the next priority, FS 10.8), so the attack owed knows its
-- monsters; an event revealed there triggers as usual.
return {
  on_reveal = function(ctx)
    ctx:expand("monster", 2)
    local slots = ctx:slots("monster")
    local monsters = {}
    for i = #slots - 1, #slots do
      local id = ctx:to_monster_slot(slots[i])
      if id ~= nil and ctx:card(id).type == "monster" then monsters[#monsters + 1] = id end
    end
    if #monsters > 0 then ctx:must_attack_one_of(monsters) end
  end,
}
