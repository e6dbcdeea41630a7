-- Every worn item (MK 7): the plugin handles slots, hands, Big items and restrictions from the
-- card's stats; this script gives the item's bonus and its extras, from params:
--   bonus_for = {word = n}    the bonus is n instead for a wearer who is `word` (Horny Helmet)
--   run = n                   +n to run away while it is in use
--   escape_treasure = n       draw n Treasures face down after escaping with it in use
--   escape_max_level = n      discard it to escape a monster of level n or lower (Rat on a Stick)
--   not_weapon = true         needs hands but is not for fighting (a Hireling can use it)
--- param bonus_for?: table
--- param escape_max_level?: count
--- param escape_treasure?: count
--- param not_weapon?: boolean
--- param run?: count

local P = params

local abilities = {}

-- an item without bonus_for gives its printed bonus, which the game reads from its stats
-- when the card gives no bonus of its own
if P.bonus_for then
  abilities.bonus = function(ctx, seat)
    for word, n in pairs(P.bonus_for) do
      if ctx:is(seat, word) then
        return n
      end
    end
    return card.stats.bonus or 0
  end
end

-- an item is a weapon unless it says not (the game takes a missing is_weapon as "it is")
if P.not_weapon then
  abilities.is_weapon = function(ctx)
    return false
  end
end

if P.run then
  abilities[#abilities + 1] = static {
    stat = "run_away",
    applies = function(ctx, seat)
      return ctx:works_for(seat)
    end,
    value = P.run,
  }
end

if P.escape_treasure then
  abilities[#abilities + 1] = triggered {
    on = "escape",
    condition = function(ctx, ev)
      return ctx:works_for(ev.player)
    end,
    effect = function(ctx, ev)
      ctx:draw(ev.player, "treasure", P.escape_treasure, "down")
    end,
  }
end

if P.escape_max_level then
  abilities[#abilities + 1] = activated {
    label = "discard it to escape",
    condition = function(ctx)
      local seat = ctx:owner(ctx.self)
      return ctx:runner() == seat and ctx:monster_level(ctx:running_from()) <= P.escape_max_level
    end,
    effect = function(ctx)
      local seat = ctx:owner(ctx.self)
      local monster = ctx:running_from()
      ctx:discard(ctx.self, "escape")
      ctx:escape(seat, monster)
    end,
  }
end

return abilities
