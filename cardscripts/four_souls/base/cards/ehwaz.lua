-- Ehwaz: discard every monster not being attacked; the slots refill from the monster deck.
return {
  on_play = function(ctx)
    local fight = ctx:attacking()
    for _, m in ipairs(ctx:monsters()) do
      if fight == nil or fight.target ~= m then
        ctx:discard_monster(m)
      end
    end
  end,
}
