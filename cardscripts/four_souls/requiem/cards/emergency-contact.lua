-- Emergency Contact: cancel an attack on a monster, then put that monster on the bottom of the
-- monster deck.
return {
  target = function(ctx)
    local fight = ctx:attacking()
    if fight == nil or not string.match(ctx:zone_of(fight.target) or "", "^monster%.%d+$") then
      return {}
    end
    return ctx:labelled({ fight.target })
  end,
  on_play = function(ctx, monster)
    ctx:cancel_attack()
    ctx:to_deck_bottom(monster)
  end,
}
