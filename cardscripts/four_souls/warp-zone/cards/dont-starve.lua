-- Don't Starve!: each living player, in turn order from the active player, may discard a loot
-- card; each one who doesn't takes 1 damage. This repeats until 1 or fewer players are alive.
-- Each round is a separate ability of the event (R-024), so a round's damage and deaths resolve
-- before the next round starts. A round takes a loot card or a health from every living
-- player, so the rounds set up as it is revealed are one more than the most health plus loot
-- cards a living player has then (at most 40); a round with 1 or fewer players alive does
-- nothing.
local MOST_ROUNDS = 40

return {
  abilities = function(ctx)
    local most = 0
    for _, p in ipairs(ctx:living()) do
      most = math.max(most, ctx:hp(p) + ctx:hand_size(p))
    end
    local rounds = {}
    for i = 1, math.min(most + 1, MOST_ROUNDS) do rounds[i] = "round" end
    return rounds
  end,
  round = function(ctx)
    local living = ctx:living()
    if #living <= 1 then return end
    local hungry = {}
    for _, p in ipairs(living) do
      local prompt = "Don't Starve!: discard a loot card (else take 1 damage)?"
      if ctx:hand_size(p) > 0 and ctx:confirm(prompt, p) then
        ctx:discard_loot(p, 1)
      else
        hungry[#hungry + 1] = p
      end
    end
    -- stacked last first, so the damage resolves in turn order (FS 10.11.4)
    for i = #hungry, 1, -1 do ctx:deal_damage(hungry[i], 1) end
  end,
}
