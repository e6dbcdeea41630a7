-- Wands have +1 power.
return {
  static {
    stat = "power",
    applies = function(ctx, subject)
      local obj = ctx:object(subject)
      return obj ~= nil and obj.card == "wand"
    end,
    value = 1,
  },
}
