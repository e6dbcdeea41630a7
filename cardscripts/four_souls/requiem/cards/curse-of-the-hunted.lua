-- Curse of the Hunted: during your turn, monsters have +1 attack.
return {
  static {
    stat = "attack",
    applies = function(ctx, subject)
      if ctx.controller == nil or not ctx:is_active(ctx.controller) then return false end
      local c = ctx:card(subject)
      return c ~= nil and c.type == "monster"
    end,
    value = 1,
  },
}
