-- The Rainmaker (The Summer of Isaac): it has +1 attack for each curse the active player
-- controls. When an attack is declared on it, reveal cards from the top of the monster deck until
-- a curse shows: the active player gains that curse (FS 9.10.6), and the other revealed cards go
-- to the bottom of the deck in random order.
local function curses_of(ctx, seat)
  local n = 0
  for _, id in ipairs(ctx:curses()) do
    if ctx:controller_of(id) == seat then n = n + 1 end
  end
  return n
end

return {
  static {
    stat = "attack",
    applies = function(ctx, subject) return subject == ctx.self end,
    value = function(ctx) return curses_of(ctx, ctx:active()) end,
  },
  triggered {
    label = "reveal monster cards until a curse: the active player gains it",
    on = "attack-target",
    condition = function(ctx, ev) return ev.target == ctx.self end,
    effect = function(ctx, ev)
      local others, curse = {}, nil
      for _, id in ipairs(ctx:deck("monster.deck")) do
        ctx:reveal(id, "all")
        if ctx:card(id).type == "curse" then
          curse = id
          break
        end
        others[#others + 1] = id
      end
      if curse then ctx:give_curse(curse, ev.player) end
      while #others > 0 do
        local pick = lib.pick_random(others)
        for i, id in ipairs(others) do
          if id == pick then table.remove(others, i) break end
        end
        ctx:to_deck_bottom(pick)
      end
    end,
  },
}
