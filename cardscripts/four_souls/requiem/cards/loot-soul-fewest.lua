-- Soul of Envy (params.souls = 3) / Soul of Sloth (params.items = 4), bonus souls (FS 11.4):
-- the first time a player has that many souls (soul value) or items, the active player
-- chooses a player with the fewest (or tied for the fewest), who gains this.
--- param items?: count
--- param souls?: count
local function amount(ctx, p)
  if params.souls then return ctx:souls(p) end
  return #ctx:items(p)
end

local function reached(ctx)
  for _, p in ipairs(ctx:players()) do
    if amount(ctx, p) >= (params.souls or params.items) then return true end
  end
  return false
end

return {
  triggered {
    label = "the player with the fewest gains this",
    on = params.souls and "gain-soul" or "gain-item",
    condition = function(ctx, ev) return reached(ctx) end,
    effect = function(ctx)
      if ctx:zone_of(ctx.self) ~= "bonus" then return end
      local fewest, who = nil, {}
      for _, p in ipairs(ctx:players()) do
        local n = amount(ctx, p)
        if fewest == nil or n < fewest then fewest, who = n, { p }
        elseif n == fewest then who[#who + 1] = p end
      end
      local pick = ctx:choose("Who gains " .. card.name .. "?", ctx:labelled(who), ctx:active())
      ctx:gain_soul(pick, ctx.self)
    end,
  },
}
