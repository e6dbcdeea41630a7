-- Zombie Jesus: at the start of each turn the active player rolls: 3-4 the player to their right
-- dies; 5-6 the player to their left dies. Its reward: "This kills you!": the player who gains
-- its rewards dies.
return {
  judgement = function(ctx, r)
    local ap = ctx:active()
    if r == 3 or r == 4 then
      ctx:kill(ctx:right_of(ap))
    elseif r >= 5 then
      ctx:kill(ctx:left_of(ap))
    end
  end,
  triggered {
    label = "the active player rolls: 3-4 kill the right, 5-6 the left",
    on = "turn-start",
    effect = function(ctx) ctx:roll_die("judgement", nil, ctx:active()) end,
  },
  reward = function(ctx, player) ctx:kill(player) end,
}
