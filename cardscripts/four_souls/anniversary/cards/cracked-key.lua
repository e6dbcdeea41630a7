-- Cracked Key: choose a non-eternal item in play (a player's or the shop's); it becomes a room:
-- room slots expand by one and it goes there (ctx:into_room, item_rooms.py). Nobody controls
-- it from then on: the active player uses its abilities, and its "you" is the active player.
return {
  target = function(ctx) return ctx:labelled(ctx:all_items("non-eternal")) end,
  on_play = function(ctx, item)
    ctx:into_room(item)
  end,
}
