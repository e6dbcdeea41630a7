-- Every character (FS 1.15.6 d): ↷ gives one more loot play this turn, on any player's turn.
-- Eden (params.eden) also chooses an eternal starting item when the game starts (R-003).
--- param eden?: count
local card_table = {
  activated {
    label = "one more loot play this turn",
    hint = "loot",
    cost = { tap = true },
    condition = function(ctx)
      return ctx:hand_size(ctx.controller) > 0
    end,
    effect = function(ctx)
      ctx:add_loot_plays(ctx.controller, 1)
    end,
  },
}
if params.eden then
  card_table.start_of_game = function(ctx)
    ctx:choose_starting_item(params.eden)
  end
end
return card_table
