-- Rubber Cement: each time you miss with an attack roll, roll: 1-3: deal 1 damage to a monster
-- or a player.
return {
  triggered {
    label = "roll when you miss",
    on = "attack-roll",
    condition = function(ctx, ev) return ev.player == ctx.controller and not ev.hit end,
    effect = function(ctx) ctx:roll_die("bounce") end,
  },
  bounce = function(ctx, result)
    if result > 3 then return end
    local ids = ctx:monsters_and_players()
    if #ids > 0 then
      ctx:deal_damage(ctx:choose("Deal 1 damage to whom?", ctx:labelled(ids)), 1)
    end
  end,
}
