-- Polyphemus: +2 attack; monsters have +1 evasion during your turn.
return {
  static {
    stat = "attack",
    applies = function(ctx, seat) return seat == ctx.controller end,
    value = 2,
  },
  static {
    stat = "evasion",
    applies = function(ctx, subject)
      local facts = ctx.controller ~= nil and ctx:is_active(ctx.controller) and ctx:card(subject)
      return facts and facts.type == "monster" or false
    end,
    value = 1,
  },
}
