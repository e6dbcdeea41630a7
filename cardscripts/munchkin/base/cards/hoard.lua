-- Hoard! (MK 3.12, 13.13): resolved the moment it is drawn, face up or down: the drawer
-- takes 3 Treasures face down. No card replaces it (MK 14.23).
return {
  immediate = function(ctx, seat)
    ctx:draw(seat, "treasure", 3, "down")
  end,
}
