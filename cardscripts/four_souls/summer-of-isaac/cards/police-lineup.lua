-- Police Lineup (event): the non-active players agree in secret on one of them who is guilty
-- (ctx:secret_vote: nobody else sees a ballot or the outcome). The active player then names a
-- non-active player: the guilty one dies and the active player gains +1 treasure; anyone else,
-- and the guilty player gains +1 treasure and the active player skips their next turn.
return {
  on_reveal = function(ctx)
    local ap = ctx:active()
    local suspects = ctx:others(ap)
    if #suspects == 0 then return end
    local guilty = ctx:secret_vote("Who is guilty?", suspects, ctx:labelled(suspects))
    if guilty == nil then return end
    local named = ctx:choose("Police Lineup: who is guilty?", ctx:labelled(suspects), ap)
    if named == guilty then
      ctx:log(named .. " was guilty")
      ctx:kill(named)
      ctx:gain_treasure(ap, 1)
    else
      ctx:log(named .. " was not guilty: " .. guilty .. " was")
      ctx:gain_treasure(guilty, 1)
      ctx:skip_turn(ap)
    end
  end,
}
