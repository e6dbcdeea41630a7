-- Shadow of Famine: each turn, every player may activate at most one ability and play at most
-- one loot card (whatever else would let them do more).
return {
  restricts = function(ctx, player, action)
    return ctx:done_this_turn(player, action) >= 1
  end,
}
