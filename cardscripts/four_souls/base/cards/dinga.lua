-- Dinga: killed by an attack roll of 6, its rewards are doubled.
return {
  reward_multiplier = function(ctx, death)
    if death.combat and death.roll == 6 then return 2 end
    return 1
  end,
}
