-- Delirium (Alt Ability): monsters have +1 evasion while the active player's souls are worth 2,
-- +2 while they are worth 3 or more (FS 11.1.4: soul value). Indomitable is its tag.
return {
  static {
    label = "monsters are harder to hit the more souls the active player has",
    stat = "evasion",
    applies = function(ctx, subject)
      for _, id in ipairs(ctx:monsters()) do
        if id == subject then return ctx:souls(ctx:active()) >= 2 end
      end
      return false
    end,
    value = function(ctx) return ctx:souls(ctx:active()) >= 3 and 2 or 1 end,
  },
}
