-- TNT Barrel: the active player chooses a player or a monster and rolls. 1-4: the active
-- player and the one chosen each take 2 damage; 5-6: the one chosen takes 4 damage.
return {
  on_reveal = function(ctx)
    local ap = ctx:active()
    local ids = ctx:players_and_monsters()
    if #ids == 0 then return end
    ctx:roll_die("blast", ctx:choose("Blow up whom?", ctx:labelled(ids), ap), ap)
  end,
  blast = function(ctx, r, target)
    if r <= 4 then
      ctx:deal_damage(ctx:active(), 2)
      ctx:deal_damage(target, 2)
    else
      ctx:deal_damage(target, 4)
    end
  end,
}
