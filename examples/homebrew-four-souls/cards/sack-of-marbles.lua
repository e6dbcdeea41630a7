-- Sack of Marbles: gain 2¢. Then, if you hold no other loot card, loot 1.
return {
  on_play = function(ctx)
    local me = ctx.controller
    ctx:gain_cents(me, 2)
    if ctx:hand_size(me) == 0 then
      ctx:loot(me, 1)
    end
  end,
}
