-- A Warp Zone monster that keeps count with counters on itself (FS 10.14). params.counts says
-- what puts a counter on it:
--   "attack_declared"  an attack is declared on it (Grandparent)
--   "damage_taken"     it takes damage (Melquíades)
--   "player_dies"      a player dies (The Radiance)
--   "monster_dies"     another monster dies (Expósito)
--   "kills_player"     it kills a player: its damage took them to 0 health (The Butcher)
-- What its counters do: params.stat gets params.per for each counter (Radiance: evasion -1), or
-- params.amount while it has at least params.at_least counters (Melquíades: evasion -2 at 5).
-- params.dies_at: once a counter of its own brings it to that many, it dies, and each player
-- then takes params.each_damage (Grandparent: 3 and 3; Expósito: 6).
-- params.also, one more ability of its own:
--   "loot_step"       the active player loots 1 more in their loot step (The Radiance)
--   "deck_each_turn"  the active player must attack the monster deck once each turn if able,
--                     with one of their own attacks (Expósito, as Blind Rage)
--   "roll_on_one"     each attack roll of 1 against it: the attacker rolls and takes that much
--                     damage from it (The Butcher)
--- param counts: 'attack_declared'|'damage_taken'|'kills_player'|'monster_dies'|'player_dies'
--- param stat?: 'attack'|'evasion'
--- param per?: integer
--- param amount?: integer
--- param at_least?: positive
--- param dies_at?: positive
--- param each_damage?: count
--- param also?: 'deck_each_turn'|'loot_step'|'roll_on_one'
local C = params.counts

local function counters(ctx) return ctx:counter(ctx.self, "counters") end

-- a counter on it; then, at params.dies_at, it dies (and each player may take damage)
local function count(ctx)
  if not ctx:exists(ctx.self) then return end
  ctx:add_counters(ctx.self, 1)
  if params.dies_at and counters(ctx) >= params.dies_at then
    ctx:kill(ctx.self)
    if params.each_damage then ctx:damage_each_player(params.each_damage) end
  end
end

local abilities = {}
if params.stat then
  abilities[1] = static {
    stat = params.stat,
    applies = function(ctx, subject)
      if subject ~= ctx.self then return false end
      return params.at_least == nil or counters(ctx) >= params.at_least
    end,
    value = function(ctx)
      if params.per then return params.per * counters(ctx) end
      return params.amount or 0
    end,
  }
end

if C == "attack_declared" then
  abilities[#abilities + 1] = triggered {
    label = "an attack on it: a counter",
    on = "attack-target",
    condition = function(ctx, ev) return ev.target == ctx.self end,
    effect = count,
  }
elseif C == "damage_taken" then
  abilities[#abilities + 1] = triggered {
    label = "it took damage: a counter",
    on = "damage",
    condition = function(ctx, ev) return ev.target == ctx.self and (ev.result or 0) > 0 end,
    effect = count,
  }
elseif C == "player_dies" or C == "monster_dies" then
  local victim = C == "player_dies" and "player" or "monster"
  abilities[#abilities + 1] = triggered {
    label = "a " .. victim .. " died: a counter",
    on = "die",
    condition = function(ctx, ev) return ev.victim == victim and ev.target ~= ctx.self end,
    effect = count,
  }
elseif C == "kills_player" then
  -- its damage took a player to 0 health: the counter comes when that player is dead (a death
  -- prevented puts none)
  abilities[#abilities + 1] = triggered {
    label = "it dealt a player a deadly blow",
    on = "damage",
    condition = function(ctx, ev)
      return ev.source == ctx.self and ev.player ~= nil and (ev.result or 0) > 0
        and ctx:hp(ev.player) == 0
    end,
    effect = function(ctx, ev)
      if ctx:is_dead(ev.player) then count(ctx) else ctx:when_dies(ev.player, "killed") end
    end,
  }
  abilities.killed = count
end

local A = params.also
if A == "loot_step" then
  abilities[#abilities + 1] = static {
    stat = "loot_step",
    applies = function(ctx, seat) return seat == ctx:active() end,
    value = 1,
  }
elseif A == "deck_each_turn" then
  abilities[#abilities + 1] = triggered {
    label = "you must attack the monster deck this turn",
    on = "turn-start",
    effect = function(ctx) ctx:must_attack_deck(1, false) end,
  }
elseif A == "roll_on_one" then
  abilities[#abilities + 1] = triggered {
    label = "an attack roll of 1: the attacker rolls and takes that much damage",
    on = "roll-result",
    condition = function(ctx, ev) return ev.attack and ev.target == ctx.self and ev.result == 1 end,
    effect = function(ctx, ev) ctx:roll_die("butchered", ev.player, ev.player) end,
  }
  abilities.butchered = function(ctx, result, who) ctx:deal_damage(who, result) end
end

return abilities
