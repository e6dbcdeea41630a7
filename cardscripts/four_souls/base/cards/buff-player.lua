-- III. The Empress, VI. The Lovers, VII. The Chariot, XI. Strength: a chosen player gets
-- until-end-of-turn bonuses: params.attack, params.hp, params.roll; params.extra_attack gives
-- the active player one more attack this turn.
--- param attack?: integer
--- param extra_attack?: boolean
--- param hp?: integer
--- param roll?: integer
local P = params
return {
  target = function(ctx)
    return ctx:labelled(ctx:living())
  end,
  on_play = function(ctx, who)
    if P.attack then ctx:add_effect(who, "attack", P.attack) end
    if P.hp then ctx:add_effect(who, "hp", P.hp) end
    if P.roll then ctx:add_effect(who, "roll", P.roll) end
    if P.extra_attack and ctx:is_active(who) then ctx:extra_attack("may") end
  end,
}
