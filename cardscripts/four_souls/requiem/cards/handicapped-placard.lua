-- Handicapped Placard: during your turn monsters have -X evasion, X = the souls of the player
-- with the most souls minus your own.
local function behind(ctx) return lib.most(ctx, ctx.souls) - ctx:souls(ctx.controller) end
return {
  static {
    stat = "evasion",
    applies = function(ctx, subject)
      return ctx.controller ~= nil and ctx:is_active(ctx.controller)
        and ctx:card(subject).type == "monster"
    end,
    value = function(ctx) return -behind(ctx) end,
  },
}
