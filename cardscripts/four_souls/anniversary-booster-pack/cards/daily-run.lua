-- Daily Run: a room that can be attacked (tag attackable, FS 6.10.1), Indomitable. Each time it
-- takes damage, the active player gains 4¢ or loots 1, then may cancel their attack on it.
return {
  triggered {
    label = "gain 4¢ or loot 1, then you may stop",
    on = "damage",
    condition = function(ctx, ev) return ev.target == ctx.self and (ev.result or 0) > 0 end,
    effect = function(ctx)
      local ap = ctx:active()
      local pick = ctx:choose("Daily Run: gain 4¢ or loot 1?",
        { { id = "cents", label = "gain 4¢" }, { id = "loot", label = "loot 1" } }, ap)
      if pick == "cents" then ctx:gain_cents(ap, 4) else ctx:loot(ap, 1) end
      local atk = ctx:attacking()
      if atk ~= nil and atk.target == ctx.self
          and ctx:confirm("Cancel your attack on Daily Run?", ap) then
        ctx:cancel_attack()
      end
    end,
  },
}
