-- An Alt Ability monster's "when this dies" ability (FS 7.6 step 2: before the rewards); the
-- active player resolves it (params.do):
--   discard_hand = true        the active player discards their hand (Famine)
--   roll_destroy = n           the active player rolls: on 1..n they destroy a random
--                              non-eternal item they control (Monstro)
--   passed_damage = true       the active player chooses a player, who takes 1 damage, then
--                              deals 1 damage to a player of their choice (Pestilence)
--   blast = true               1 damage to a monster and 1 to a player, both of the active
--                              player's choice, then 1 to the active player (Mulliboom)
--   expand_any = true          add a monster, shop or room slot, as the active player chooses
--                              (Mulligan; a room slot only in a game with rooms)
--   others_lose_soul = n       the active player may choose up to n other players; each
--                              destroys a soul of their choice (The Lamb)
--   souls_end = true           each player destroys each soul they control, then each gains +2
--                              treasure and loots 6, in turn order (The Beast)
-- Damage is stacked last first, so it resolves in the order the card says (FS 4.3).
--- param do: table
local D = params["do"]

local function pick(ctx, prompt, ids, who)
  if #ids == 0 then return nil end
  return ctx:choose(prompt, ctx:labelled(ids), who)
end

local function effect(ctx)
  local ap = ctx:active()
  if D.discard_hand then ctx:discard_hand(ap) end
  if D.roll_destroy then ctx:roll_die("destroyed_on_low", D.roll_destroy, ap) end
  if D.passed_damage then
    local first = pick(ctx, "Who takes 1 damage, then deals 1?", ctx:living(), ap)
    if first then
      local second = pick(ctx, "Deal 1 damage to which player?", ctx:living(), first)
      if second then ctx:deal_damage(second, 1) end
      ctx:deal_damage(first, 1)
    end
  end
  if D.blast then
    local monster = pick(ctx, "Deal 1 damage to which monster?", ctx:monsters(), ap)
    local player = pick(ctx, "Deal 1 damage to which player?", ctx:living(), ap)
    ctx:deal_damage(ap, 1)
    if player then ctx:deal_damage(player, 1) end
    if monster then ctx:deal_damage(monster, 1) end
  end
  if D.expand_any then
    local kinds = { { id = "monster", label = "a monster slot" }, { id = "shop", label = "a shop slot" } }
    if #ctx:slots("room") > 0 then kinds[#kinds + 1] = { id = "room", label = "a room slot" } end
    ctx:expand(ctx:choose("Add which slot?", kinds, ap), 1)
  end
  if D.others_lose_soul then
    local holders = {}
    for _, p in ipairs(ctx:others(ap)) do
      if #ctx:soul_cards(p) > 0 then holders[#holders + 1] = p end
    end
    local chosen = #holders > 0 and ctx:choose_many("Which players destroy a soul?",
      ctx:labelled(holders), 0, D.others_lose_soul, ap) or {}
    for _, p in ipairs(chosen) do
      local soul = pick(ctx, "Destroy which of your souls?", ctx:soul_cards(p), p)
      if soul then ctx:destroy(soul) end
    end
  end
  if D.souls_end then
    for _, p in ipairs(ctx:each_player()) do
      for _, soul in ipairs(ctx:soul_cards(p)) do ctx:destroy(soul) end
    end
    for _, p in ipairs(ctx:each_player()) do
      ctx:gain_treasure(p, 2)
      ctx:loot(p, 6)
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
  -- Monstro: the roll's outcome, for the player who rolled it
  destroyed_on_low = function(ctx, result, low)
    if result > low then return end
    local item = lib.pick_random(ctx:items(ctx:active(), "non-eternal"))
    if item then ctx:destroy(item) end
  end,
}
