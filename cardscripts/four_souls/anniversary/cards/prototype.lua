-- Prototype: when you gain it, choose one text from each list; it has the two chosen texts
-- together, in list order ("Each time you roll a 6, loot 1."). The lists are missing from the
-- card data: these are our own, decided in the set's README from effects other cards print.
-- The choice is kept for the card for the whole game (ctx:remember under the key "texts"), so
-- the item keeps its texts if another player takes it (a take is not a gain, FS 10.6.5), and
-- chooses anew each time it is gained.
local WHEN = {
  { id = "turn", label = "At the start of your turn" },
  { id = "kill", label = "Each time you kill a monster" },
  { id = "six", label = "Each time you roll a 6" },
}
local WHAT = {
  { id = "cents", label = "gain 2¢" },
  { id = "loot", label = "loot 1" },
  { id = "damage", label = "deal 1 damage to a monster" },
}

local function label_of(list, id)
  for _, entry in ipairs(list) do
    if entry.id == id then return entry.label end
  end
  return id
end

local function does(ctx)
  local what = ctx:recall("what", "texts")
  if what == "cents" then
    ctx:gain_cents(ctx.controller, 2)
  elseif what == "loot" then
    ctx:loot(ctx.controller, 1)
  elseif what == "damage" then
    local monsters = ctx:monsters()
    if #monsters > 0 then
      ctx:deal_damage(ctx:choose("Prototype: deal 1 damage to which monster?",
        ctx:labelled(monsters)), 1)
    end
  end
end

local function when(name)
  return function(ctx) return ctx:recall("when", "texts") == name end
end

return {
  triggered {
    label = "gained: choose its texts",
    on = "gain-item",
    condition = function(ctx, ev) return ev.object == ctx.self end,
    effect = function(ctx)
      local w = ctx:choose("Prototype: choose its first text", WHEN)
      local x = ctx:choose("Prototype: choose its second text", WHAT)
      ctx:remember("when", w, "texts")
      ctx:remember("what", x, "texts")
      ctx:log(label_of(WHEN, w) .. ", " .. label_of(WHAT, x) .. ".")
    end,
  },
  triggered {
    label = "at the start of your turn",
    on = "turn-start",
    condition = function(ctx, ev) return when("turn")(ctx) and ev.player == ctx.controller end,
    effect = does,
  },
  triggered {
    label = "you killed a monster",
    on = "die",
    condition = function(ctx, ev)
      return when("kill")(ctx) and ev.victim == "monster" and ev.killer == ctx.controller
    end,
    effect = does,
  },
  triggered {
    label = "you rolled a 6",
    on = "roll-result",
    condition = function(ctx, ev)
      return when("six")(ctx) and ev.player == ctx.controller and ev.result == 6
    end,
    effect = does,
  },
}
