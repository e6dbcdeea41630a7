-- Lord of the Pit: ↷: cancel an attack in progress (FS 6.7.1 c): it ends, and damage it would
-- still deal fizzles (R-049); the attacking player may attack one more time this turn.
return {
  activated {
    label = "cancel the attack; the attacker may attack again",
    hint = "prevent",
    cost = { tap = true },
    condition = function(ctx) return ctx:attacking() ~= nil end,
    effect = function(ctx)
      if ctx:attacking() == nil then return end
      ctx:cancel_attack()
      ctx:extra_attack("may")
    end,
  },
}
