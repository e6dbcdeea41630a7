-- Brownie (Alt Ability): when it dies, search the monster deck for a card named Dingle or Dangle,
-- put it into a monster slot that is not being attacked and shuffle the deck; the active player
-- must attack it once more this turn. Names are asked of ctx:named (any of a card's names).
local NAMES = { "Dingle", "Dangle" }

local function named(ctx, id)
  for _, name in ipairs(NAMES) do
    if ctx:named(id, name) then return true end
  end
  return false
end

return {
  triggered {
    label = "it died: Dingle or Dangle from the monster deck",
    on = "die",
    condition = function(ctx, ev) return ev.target == ctx.self end,
    effect = function(ctx)
      local found = {}
      for _, id in ipairs(ctx:deck("monster.deck")) do
        if named(ctx, id) then found[#found + 1] = id end
      end
      if #found > 0 then
        local pick = found[1]
        if #found > 1 then
          pick = ctx:choose("Which card?", ctx:labelled(found), ctx:active())
        end
        local slot = ctx:choose_slot("monster", ctx:active())
        if slot ~= nil then
          local placed = ctx:to_slot(pick, slot)
          if placed ~= nil then
            ctx:extra_attack("may")
            ctx:must_attack(placed)
          end
        end
      end
      ctx:shuffle("monster.deck")
    end,
  },
}
