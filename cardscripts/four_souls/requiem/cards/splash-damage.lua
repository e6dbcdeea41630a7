-- Splash Damage: each time a player deals damage to a monster (an active one: an attackable
-- item or room is no monster, FS 6.10.1), the player to their left takes 1 damage (dealt by
-- this room).
local function is_monster(ctx, id)
  for _, m in ipairs(ctx:monsters()) do
    if m == id then return true end
  end
  return false
end

return {
  triggered {
    label = "the splash hits the next player",
    on = "damage",
    condition = function(ctx, ev)
      return ev.source_player ~= nil and (ev.result or 0) > 0 and is_monster(ctx, ev.target)
    end,
    effect = function(ctx, ev) ctx:deal_damage(ctx:left_of(ev.source_player), 1) end,
  },
}
