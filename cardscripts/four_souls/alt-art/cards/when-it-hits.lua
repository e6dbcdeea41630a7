-- Each time this Alt Ability monster deals combat damage (FS 6.6), params.effect:
--   "random_monster"  it deals 1 damage to a monster chosen at random, itself included (Hornfel)
--   "vote_side"       each player votes left or right (FS 10.19); the player on that side of the
--                     active player takes 1 damage; a tie counts as left (Monstro II)
--   "end_turn"        everything on the stack that has not resolved is cancelled and the turn
--                     ends (Mom's Hand; FS 3.3)
-- params.must_attack_on = n: at the start of each turn the active player rolls; on 1..n they must
-- attack it this turn (Mom's Hand; FS 6.9.1).
--- param effect: 'random_monster'|'vote_side'|'end_turn'
--- param must_attack_on?: integer 1..6
local E = params.effect

local abilities = {
  triggered {
    label = "when it deals combat damage",
    on = "damage",
    condition = function(ctx, ev)
      return ev.source == ctx.self and ev.combat and (ev.amount or 0) > 0
    end,
    effect = function(ctx)
      if E == "random_monster" then
        local monster = lib.pick_random(ctx:monsters())
        if monster then ctx:deal_damage(monster, 1) end
      elseif E == "vote_side" then
        local side = ctx:vote("Which player takes 1 damage?", {
          { id = "left", label = "the player to the active player's left" },
          { id = "right", label = "the player to the active player's right" },
        })
        local ap = ctx:active()
        ctx:deal_damage(side == "right" and ctx:right_of(ap) or ctx:left_of(ap), 1)
      else
        ctx:end_turn(true)
      end
    end,
  },
}
if params.must_attack_on then
  abilities[#abilities + 1] = triggered {
    label = "the active player rolls: low, they must attack it",
    on = "turn-start",
    effect = function(ctx) ctx:roll_die("must_attack_it", nil, ctx:active()) end,
  }
  abilities.must_attack_it = function(ctx, result)
    if result <= params.must_attack_on then ctx:must_attack(ctx.self) end
  end
end
return abilities
