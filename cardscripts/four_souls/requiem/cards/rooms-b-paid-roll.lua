-- A "paid" room (Eternal Chest, Fortune Teller, Shell Game, Slot Machine): the active player
-- pays params.cost (no ↷, so as often as they can pay), then rolls and does the row of
-- params.table whose range holds the result. A row is {low, high, effect}; an effect holds any
-- of cents = n (gain), loot = n, treasure = n, discard_room = true (then discard this room).
--- param cost: table
--- param table: list
local P = params

local function give(ctx, who, e)
  if e.cents then ctx:gain_cents(who, e.cents) end
  if e.treasure then ctx:gain_treasure(who, e.treasure) end
  if e.loot then ctx:loot(who, e.loot) end
  if e.discard_room and ctx:exists(ctx.self) then ctx:discard(ctx.self) end
end

return {
  activated {
    label = "pay and roll",
    cost = P.cost,
    effect = function(ctx) ctx:roll_die("result") end,
  },
  result = function(ctx, r)
    local row = lib.row_for(P.table, r)
    if row then give(ctx, ctx:you(), row[3]) end
  end,
}
