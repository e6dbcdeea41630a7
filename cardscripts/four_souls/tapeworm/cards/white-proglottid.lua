-- White Proglottid: ↷ put an egg counter on another player. Players with egg counters may be
-- attacked with 4 evasion (FS 6.10.2). Each time one dies, their egg counters go and their
-- killer loots 1.
return {
  activated {
    label = "put an egg counter on another player",
    cost = { tap = true },
    target = function(ctx) return ctx:labelled(ctx:others(ctx.controller)) end,
    effect = function(ctx, seat) ctx:add_counter(seat, "egg", 1) end,
  },
  attackable_player = function(ctx, attacker, target)
    if ctx:counter(target, "egg") > 0 then return 4 end
    return nil
  end,
  lib.dead_lose_eggs("remove their egg counters; their killer loots 1", function(ctx, ev)
    if ev.killer then ctx:loot(ev.killer, 1) end
  end),
}
