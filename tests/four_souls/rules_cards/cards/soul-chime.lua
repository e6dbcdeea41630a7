-- Soul Chime: each time a player gains a soul, they choose: gain 1¢ or loot 1. (A trigger of
-- a soul gained at a death that waits for an answer: the slot must stay empty meanwhile.)
return {
  triggered {
    label = "gain 1¢ or loot 1",
    on = "gain-soul",
    effect = function(ctx, ev)
      local how = ctx:choose("Soul Chime: gain 1¢ or loot 1?",
        { { id = "cents", label = "gain 1¢" }, { id = "loot", label = "loot 1" } }, ev.player)
      if how == "cents" then ctx:gain_cents(ev.player, 1) else ctx:loot(ev.player, 1) end
    end,
  },
}
