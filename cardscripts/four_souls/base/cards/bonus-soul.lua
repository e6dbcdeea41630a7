-- Bonus souls (FS 11.4): the first player to meet the condition gains it. params.cents: have
-- that many ¢; params.hand: hold that many loot cards; params.guppy: control that many Guppy
-- items.
--- param cents?: count
--- param guppy?: count
--- param hand?: count
return {
  earned = function(ctx, seat)
    if params.cents then return ctx:cents(seat) >= params.cents end
    if params.hand then return ctx:hand_size(seat) >= params.hand end
    if params.guppy then return #ctx:items(seat, "guppy") >= params.guppy end
    return false
  end,
}
