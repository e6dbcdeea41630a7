-- Gemini (+1 attack at 1 health), Larry Jr. (+1 evasion at 2 or less), Mask of Infamy (+2
-- evasion at 1): while this monster's health is at most params.at_most (and above 0).
--- param at_most: integer
--- param stat: string
--- param value: integer
return {
  static {
    stat = params.stat,
    applies = function(ctx, subject)
      if subject ~= ctx.self then return false end
      local left = ctx:hp(ctx.self)
      return left > 0 and left <= params.at_most
    end,
    value = params.value,
  },
}
