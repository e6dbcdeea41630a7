-- The one-shots that add to either side of any combat (MK 1.8g, 7.8): the player names a
-- fighting player or a monster (MK 4.14) and it gets stats.bonus for this combat.
--   kills = card id      used on that monster it kills it outright instead (Halitosis)
--   only = word          no target: every player in the combat who is `word` gets the bonus
--- param kills?: string
--- param only?: string

local P = params

local entries = {
  playable = function(ctx)
    return ctx:fight_on()
  end,

  on_play = function(ctx, target)
    if P.only then
      for _, seat in ipairs(ctx:fighters()) do
        if ctx:is(seat, P.only) then
          ctx:add_bonus(seat, card.stats.bonus or 2)
        end
      end
      return
    end
    if P.kills and ctx:is_monster(target) and ctx:card(target).id == P.kills then
      ctx:kill_monster(target)
      return
    end
    ctx:add_bonus(target, card.stats.bonus or 0)
  end,
}

-- a potion for either side names its target; one for every Elf needs none
if not P.only then
  entries.targets = function(ctx)
    return ctx:combat_targets()
  end
end

return entries
