-- Black Champions: monsters have +1 attack.
return {
  static {
    stat = "attack",
    applies = function(ctx, subject)
      for _, m in ipairs(ctx:monsters()) do
        if m == subject then return true end
      end
      return false
    end,
    value = 1,
  },
}
