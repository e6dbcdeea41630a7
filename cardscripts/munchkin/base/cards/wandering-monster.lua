-- Wandering Monster (MK 4.18): played in any combat with a monster from the player's hand,
-- which joins the fight against the fighter and any helper.
return {
  playable = function(ctx, seat)
    return ctx:fight_on() and #ctx:hand(seat, "monster") > 0
  end,

  on_play = function(ctx)
    local seat = ctx.controller
    local offer = {}
    for i, id in ipairs(ctx:hand(seat, "monster")) do
      offer[i] = { id = id, label = ctx:card(id).name }
    end
    local monster = ctx:choose("Which monster wanders in?", offer, seat)
    ctx:add_monster(monster)
  end,
}
