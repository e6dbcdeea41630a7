-- Go Up a Level cards (MK 1.8h, 5.4c): any player goes up a level, played at any time; never
-- the winning level, so a level-9 player is no target (MK 5.7, 12.55). params:
--   needs = hireling       only while a Hireling is in play; it is discarded with its item
--   needs = after-combat   only right after a combat, anyone's
--   needs = not-highest    not while you are the highest level or tied for it
--   self_only = true       the player who plays it goes up
--- param needs?: 'after-combat'|'hireling'|'not-highest'
--- param self_only?: boolean
local P = params

local function allowed(ctx, seat)
  if P.needs == "hireling" then
    return ctx:hireling() ~= nil
  elseif P.needs == "after-combat" then
    return ctx:just_after_combat()
  elseif P.needs == "not-highest" then
    for _, top in ipairs(ctx:highest()) do
      if top == seat then
        return false
      end
    end
  end
  return true
end

local function targets(ctx, seat)
  local out = {}
  if P.self_only then
    if ctx:can_gain(seat) then
      out[1] = seat
    end
    return out
  end
  for _, player in ipairs(ctx:players()) do
    if ctx:can_gain(player) then
      out[#out + 1] = player
    end
  end
  return out
end

return {
  -- a card with no target on offer is not playable: the game asks targets after this
  playable = allowed,

  targets = targets,

  on_play = function(ctx, target)
    if P.needs == "hireling" then
      ctx:discard(ctx:hireling(), "killed")
    end
    ctx:gain_levels(target, 1)
  end,
}
