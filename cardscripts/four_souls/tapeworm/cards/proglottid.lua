-- Pink Proglottid and Black Proglottid (egg counters: a counter named "egg" on a player or an
-- object, FS 10.14). Each time a player or a monster with egg counters dies, each player
-- without an egg counter gets params.payout for each egg counter it had (read from what it
-- was as it died: a monster's counters leave play with it, FS 10.14.6).
--   params.payout: 'loot' (loot 1 per counter: Pink) or 'cents' (2¢ per counter: Black)
--   params.remove: the dead player's egg counters are removed first (Black)
--   params.place: how counters are put: 'tap' (↷: put an egg counter on a player or a monster,
--   or remove one from it: Pink) or 'turn' (as your turn starts and as it ends, you may put an
--   egg counter on a player or a monster that has none: Black)
--- param payout: 'loot'|'cents'
--- param remove?: boolean
--- param place: 'tap'|'turn'
local P = params

local function eggless(ctx)
  local ids = {}
  for _, who in ipairs(ctx:players_and_monsters()) do
    if ctx:counter(who, "egg") == 0 then ids[#ids + 1] = who end
  end
  return ids
end

local function put_one(ctx)
  local options = ctx:labelled(eggless(ctx))
  if #options == 0 then return end
  options[#options + 1] = { id = "none", label = "no egg counter" }
  local who = ctx:choose(card.name .. ": put an egg counter on", options)
  if who ~= "none" then ctx:add_counter(who, "egg", 1) end
end

local payout = triggered {
  label = P.payout == "loot" and "each player without an egg counter loots per egg"
    or "each player without an egg counter gains 2¢ per egg",
  on = "die",
  condition = function(ctx, ev)
    return (ev.victim == "player" or ev.victim == "monster") and ev.last_known ~= nil
      and (ev.last_known.counters.egg or 0) > 0
  end,
  effect = function(ctx, ev)
    local eggs = ev.last_known.counters.egg
    if P.remove and ev.victim == "player" then lib.remove_eggs(ctx, ev.target) end
    for _, seat in ipairs(ctx:each_player()) do
      if ctx:counter(seat, "egg") == 0 then
        if P.payout == "loot" then ctx:loot(seat, eggs) else ctx:gain_cents(seat, 2 * eggs) end
      end
    end
  end,
}

local abilities = {}
if P.place == "tap" then
  abilities[#abilities + 1] = activated {
    label = "put an egg counter on a player or a monster, or remove one",
    cost = { tap = true },
    target = function(ctx) return ctx:labelled(ctx:players_and_monsters()) end,
    effect = function(ctx, who)
      if not ctx:exists(who) then return end
      if ctx:counter(who, "egg") > 0 then
        local what = ctx:choose(card.name .. ": an egg counter on it", {
          { id = "add", label = "put one more" }, { id = "remove", label = "remove one" } })
        if what == "remove" then
          ctx:add_counter(who, "egg", -1)
          return
        end
      end
      ctx:add_counter(who, "egg", 1)
    end,
  }
else
  for _, moment in ipairs({ "turn-start", "turn-end" }) do
    abilities[#abilities + 1] = triggered {
      label = "you may put an egg counter on a player or a monster without one",
      on = moment,
      condition = function(ctx, ev) return ev.player == ctx.controller end,
      effect = put_one,
    }
  end
end
abilities[#abilities + 1] = payout
return abilities
