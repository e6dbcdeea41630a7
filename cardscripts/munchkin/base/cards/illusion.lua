-- Illusion: in any combat, one monster is discarded with every card played on it, and a
-- monster from the player's hand takes its place.
return {
  -- a card with no target on offer is not playable: with no monster left, targets gives none
  playable = function(ctx, seat)
    return ctx:fight_on() and #ctx:hand(seat, "monster") > 0
  end,

  targets = function(ctx)
    return ctx:monster_targets()
  end,

  on_play = function(ctx, monster)
    local seat = ctx.controller
    local offer = {}
    for i, id in ipairs(ctx:hand(seat, "monster")) do
      offer[i] = { id = id, label = ctx:card(id).name }
    end
    local replacement = ctx:choose("Which monster takes its place?", offer, seat)
    ctx:replace_monster(monster, replacement)
  end,
}
