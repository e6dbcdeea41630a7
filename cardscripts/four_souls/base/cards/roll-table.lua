-- A "Roll-" card (FS 5.1.4, 9.10.8): roll, then do the row of params.table whose range holds
-- the result. A row is {low, high, effect}; an effect is a table of any of:
--   cents = n (gain), lose = n (lose ¢), loot = n, discard = n (loot cards), damage = n (to the
--   roller), treasure = n, hp = n / attack = n (until end of turn), each_cents / each_loot /
--   each_damage = n (every player, in turn order from the card's controller, FS 10.11.1),
--   monsters_damage = n (each monster), guppy = true (search the treasure deck for a Guppy item
--   and gain it).
-- Who rolls: a loot's player, an event's active player (on_reveal), or an item's controller:
--   params.cost = {tap = true} or {cents = 3}: an activated ability;
--   params.start_of_turn = true: at the start of its controller's turn.
--- param cost?: table
--- param start_of_turn?: boolean
--- param table: list
local P = params

local function give(ctx, who, e)
  if e.cents then ctx:gain_cents(who, e.cents) end
  if e.lose then ctx:lose_cents(who, e.lose) end
  if e.loot then ctx:loot(who, e.loot) end
  if e.discard then ctx:discard_loot(who, e.discard) end
  if e.damage then ctx:deal_damage(who, e.damage) end
  if e.treasure then ctx:gain_treasure(who, e.treasure) end
  if e.hp then ctx:add_effect(who, "hp", e.hp) end
  if e.attack then ctx:add_effect(who, "attack", e.attack) end
  if e.each_cents then
    for _, p in ipairs(ctx:each_player()) do ctx:gain_cents(p, e.each_cents) end
  end
  if e.each_loot then
    for _, p in ipairs(ctx:each_player()) do ctx:loot(p, e.each_loot) end
  end
  if e.each_damage then ctx:damage_each_player(e.each_damage) end
  if e.monsters_damage then
    ctx:damage_each_monster(e.monsters_damage)
  end
  if e.guppy then ctx:search_treasure("guppy", who) end
end

local function roll(ctx)
  ctx:roll_die("result")
end

local card_table = {
  result = function(ctx, r)
    local row = lib.row_for(P.table, r)
    if row then give(ctx, ctx:you(), row[3]) end
  end,
  on_play = roll,
  on_reveal = roll,
}
if P.cost then
  card_table[#card_table + 1] = activated {
    label = "roll",
    hint = "now",
    cost = P.cost,
    effect = roll,
  }
end
if P.start_of_turn then
  card_table[#card_table + 1] = triggered {
    label = "roll at the start of your turn",
    on = "turn-start",
    condition = function(ctx, ev) return ev.player == ctx.controller end,
    effect = roll,
  }
end
return card_table
