-- Soul Heart / V. The Hierophant: prevent the next params.amount damage a chosen player
-- (params.monsters: or monster) would take this turn (FS 10.3, R-077).
--- param amount: count
--- param monsters?: boolean
return {
  target = function(ctx)
    return ctx:labelled(params.monsters and ctx:players_and_monsters() or ctx:living())
  end,
  on_play = function(ctx, who)
    ctx:prevent(who, params.amount)
  end,
}
