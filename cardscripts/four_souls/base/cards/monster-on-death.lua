-- A monster's "when this dies" ability (FS 7.6 step 2: before the rewards), from params.do:
--   extra_attack = "may" | "must" | "deck"   the active player attacks again (FS 6.9)
--   expand = "monster" | "shop"              add a slot (params.count)
--   each_damage = n                          each player takes n damage (Boom Fly)
--   killer_damage = n                        its killer takes n damage (Black Bony)
--   killer_discards_hand = true              its killer discards their hand (Sloth)
--   player_discards = n                      the AP chooses a player who discards n loot
--   player_loses = n                         the AP chooses a player who loses n¢
--   player_damage = n                        the AP deals n damage to a player of their choice
--   player_dies = true                       the AP chooses a player, who dies (Death)
--   player_destroys_soul = true              the AP chooses a player who destroys a soul
--   recharge_items = true                    the AP recharges every item they control
--   skip_turn = true                         the AP skips their next turn (Famine)
--   steal_item = true                        the AP may take a non-eternal item from another
--   look_hand = true                         the AP may look at a player's hand
--   split_damage = n                         the AP deals n damage one at a time as they like
--   take_soul = true                         the AP may have another player give them a soul
--- param count?: count = 1
--- param do: table
local D = params["do"]

-- "a player": any player for cards, ¢ and souls; a living one (among) for damage and death
-- (a dead player takes neither), or one of a given list. Nil when nobody qualifies.
local function choose_player(ctx, prompt, among)
  local list = among
  if among == "living" then
    list = ctx:living()
  elseif among == nil then
    -- a list of its own: one added to is never a table it was given
    local order = { ctx:active() }
    for _, p in ipairs(ctx:others(ctx:active())) do order[#order + 1] = p end
    list = order
  end
  if #list == 0 then return nil end
  return ctx:choose(prompt, ctx:labelled(list), ctx:active())
end

local function effect(ctx, ev)
  local ap = ctx:active()
  if D.extra_attack then ctx:extra_attack(D.extra_attack) end
  if D.expand then ctx:expand(D.expand, params.count or 1) end
  if D.each_damage then ctx:damage_each_player(D.each_damage) end
  if D.killer_damage and ev.killer then ctx:deal_damage(ev.killer, D.killer_damage) end
  if D.killer_discards_hand and ev.killer then ctx:discard_hand(ev.killer) end
  if D.player_discards then
    local who = choose_player(ctx, "Who discards " .. D.player_discards .. " loot cards?")
    if who then ctx:discard_loot(who, D.player_discards) end
  end
  if D.player_loses then
    local who = choose_player(ctx, "Who loses " .. D.player_loses .. "¢?")
    if who then ctx:lose_cents(who, D.player_loses) end
  end
  if D.player_damage then
    local who = choose_player(ctx, "Who takes " .. D.player_damage .. " damage?", "living")
    if who then ctx:deal_damage(who, D.player_damage) end
  end
  if D.player_dies then
    local who = choose_player(ctx, "Who dies?", "living")
    if who then ctx:kill(who) end
  end
  if D.player_destroys_soul then
    local who = choose_player(ctx, "Who destroys a soul?")
    local souls = who and ctx:soul_cards(who) or {}
    if #souls > 0 then
      ctx:destroy(ctx:choose("Destroy which of your souls?", ctx:labelled(souls), who))
    end
  end
  if D.recharge_items then
    for _, item in ipairs(ctx:items(ap)) do ctx:recharge(item) end
  end
  if D.skip_turn then ctx:skip_turn(ap) end
  if D.steal_item then
    local loot = {}
    for _, p in ipairs(ctx:others(ap)) do
      for _, item in ipairs(ctx:items(p, "non-eternal")) do loot[#loot + 1] = item end
    end
    if #loot > 0 and ctx:confirm("Take a non-eternal item from another player?", ap) then
      ctx:take_item(ctx:choose("Take which item?", ctx:labelled(loot), ap), ap)
    end
  end
  if D.look_hand then
    local others = ctx:others(ap)
    if #others > 0 and ctx:confirm("Look at a player's hand?", ap) then
      ctx:reveal_hand(choose_player(ctx, "Whose hand?", others), ap)
    end
  end
  if D.split_damage then
    for _ = 1, D.split_damage do
      local ids = ctx:monsters_and_players()
      ctx:deal_damage(ctx:choose("Deal 1 damage to whom?", ctx:labelled(ids), ap), 1)
    end
  end
  if D.take_soul then
    local givers = {}
    for _, p in ipairs(ctx:others(ap)) do
      if #ctx:soul_cards(p) > 0 then givers[#givers + 1] = p end
    end
    if #givers > 0 and ctx:confirm("Have another player give you a soul?", ap) then
      local who = choose_player(ctx, "Who gives you a soul?", givers)
      ctx:take_soul(ctx:choose("Give which soul?", ctx:labelled(ctx:soul_cards(who)), who), ap)
    end
  end
end

return {
  triggered {
    label = "when this dies",
    on = "die",
    condition = function(ctx, ev) return ev.target == ctx.self end,
    effect = effect,
  },
}
