-- Water Bottle: ↷ roll (FS 5.1.4). 1-3: roll again. 4: deal 1 damage to a monster or a player,
-- then roll again. 5: deal 1 damage to a monster or a player. 6: if it is your turn, cancel
-- everything on the stack that has not resolved and end the turn (FS 3.3).
local function hit(ctx)
  local who = ctx:monsters_and_players()
  if #who == 0 then return end
  ctx:deal_damage(ctx:choose("Water Bottle: deal 1 damage to", ctx:labelled(who)), 1)
end

return {
  activated {
    label = "roll",
    cost = { tap = true },
    effect = function(ctx) ctx:roll_die("result") end,
  },
  result = function(ctx, r)
    if r <= 3 then
      ctx:roll_die("result")
    elseif r == 4 then
      hit(ctx)
      ctx:roll_die("result")
    elseif r == 5 then
      hit(ctx)
    elseif ctx:is_active(ctx.controller) then
      ctx:end_turn(true)
    end
  end,
}
