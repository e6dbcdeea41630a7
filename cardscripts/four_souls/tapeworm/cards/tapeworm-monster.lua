-- Tapeworm (the monster): when it dies, put an egg counter on the active player. While it is in
-- the monster discard pile (params.from_discard, plugins/four_souls/discard_abilities.py):
-- when a player who had egg counters dies, remove their egg counters and put this on top of a
-- monster slot of the active player's choice (it covers what is there, FS 1.8).
return {
  triggered {
    label = "it died: an egg counter on the active player",
    on = "die",
    condition = function(ctx, ev) return ev.target == ctx.self end,
    effect = function(ctx) ctx:add_counter(ctx:active(), "egg", 1) end,
  },
  discard_trigger = function(ctx, ev)
    return ev.kind == "die" and ev.victim == "player" and ev.last_known ~= nil
      and (ev.last_known.counters.egg or 0) > 0
  end,
  from_discard = function(ctx, ev)
    local left = ctx:counter(ev.player, "egg")
    if left > 0 then ctx:add_counter(ev.player, "egg", -left) end
    if not ctx:exists(ctx.self) then return end
    local slot = ctx:choose_slot("monster", ctx:active())
    if slot then ctx:to_slot(ctx.self, slot) end
  end,
}
