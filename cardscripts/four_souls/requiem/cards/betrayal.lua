-- Betrayal!: the active player chooses another player and rolls. 1-2: steal 5¢ from them;
-- 3-4: steal a random loot card from them; 5: steal a non-eternal item they control; 6: steal
-- one of their souls.
return {
  on_reveal = function(ctx)
    local ap = ctx:active()
    local others = ctx:others(ap)
    if #others == 0 then return end
    local victim = ctx:choose("Betray which player?", ctx:labelled(others), ap)
    ctx:roll_die("steal", victim, ap)
  end,
  steal = function(ctx, r, victim)
    local ap = ctx:active()
    if r <= 2 then
      ctx:steal_cents(victim, 5, ap)
    elseif r <= 4 then
      local loot = lib.pick_random(ctx:hand(victim))
      if loot then ctx:take_loot(loot, ap) end
    elseif r == 5 then
      local items = ctx:items(victim, "non-eternal")
      if #items > 0 then ctx:take_item(ctx:choose("Steal which item?", ctx:labelled(items), ap), ap) end
    else
      local souls = ctx:soul_cards(victim)
      if #souls > 0 then ctx:take_soul(ctx:choose("Steal which soul?", ctx:labelled(souls), ap), ap) end
    end
  end,
}
