-- Curse of the Hunted: during your turn, monsters have +1 attack.
return {
  static {
    stat = "attack",
    applies = function(ctx, subject)
      return ctx.controller ~= nil and ctx:is_active(ctx.controller) and ctx:card(subject).type == "monster"
    end,
    value = 1,
  },
}
