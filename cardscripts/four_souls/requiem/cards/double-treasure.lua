-- Double Treasure!: the active player chooses another player; each of them gains +1 treasure.
return {
  on_reveal = function(ctx)
    local ap = ctx:active()
    ctx:gain_treasure(ap, 1)
    local others = ctx:others(ap)
    if #others > 0 then
      ctx:gain_treasure(ctx:choose("Who else gains +1 treasure?", ctx:labelled(others), ap), 1)
    end
  end,
}
