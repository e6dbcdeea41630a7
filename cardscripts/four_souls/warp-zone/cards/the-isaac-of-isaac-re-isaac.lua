-- The Isaac of Isaac: Re-Isaac (room): while it is in play, every character is named Isaac, and
-- every item has only "↷: choose a dice roll; its player rolls it again" and eternal.
local function zone_ends(ctx, id, tail)
  local zone = ctx:zone_of(id)
  return zone ~= nil and string.sub(zone, -#tail) == tail
end

local function is_item(ctx, id) return zone_ends(ctx, id, ".items") end

return {
  static {
    label = "every character is named Isaac",
    names = "Isaac",
    applies = function(ctx, id) return zone_ends(ctx, id, ".character") end,
  },
  static {
    label = "every item loses its abilities",
    strips = true,
    applies = is_item,
  },
  static {
    label = "every item has the reroll",
    gives = "choose a dice roll: its player rolls it again",
    applies = is_item,
  },
  static {
    label = "every item is eternal",
    stat = "eternal",
    value = 1,
    applies = function(ctx, id) return ctx:zone_of(id) ~= nil and is_item(ctx, id) end,
  },
  activated {
    given = true,
    label = "choose a dice roll: its player rolls it again",
    cost = { tap = true },
    target = function(ctx) return ctx:labelled(ctx:rolls()) end,
    effect = function(ctx, roll) ctx:reroll(roll) end,
  },
}
