-- Transferral Potion (MK 4.20, 13.27): the whole combat moves to the player named (yourself
-- included). The new fighter fights normally, may ask for help and takes the rewards. When
-- the combat ends, however it ends, whoever played the potion draws a Door face down
-- (MK 14.9: the game option transferral_draw=fighter gives that Door to the old fighter).
return {
  playable = function(ctx)
    return ctx:fight_on()
  end,

  targets = function(ctx, seat)
    local out = {}
    for _, player in ipairs(ctx:players()) do
      if player ~= ctx:fighter() and not ctx:is_dead(player) then
        out[#out + 1] = player
      end
    end
    return out
  end,

  on_play = function(ctx, player)
    ctx:transfer_combat(player)
  end,
}
