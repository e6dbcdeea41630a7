-- Forever Alone: ↷, choose one (each choice is its own ↷ ability, so it is chosen when the
-- ability is activated, FS 4.4.1). Recharges each time its controller takes damage.
return {
  activated {
    label = "take 1¢ from another player",
    hint = "now",
    cost = { tap = true },
    target = function(ctx) return ctx:labelled(ctx:others(ctx.controller, "cents")) end,
    effect = function(ctx, who)
      ctx:steal_cents(who, 1)
    end,
  },
  activated {
    label = "look at the top card of a deck",
    cost = { tap = true },
    effect = function(ctx)
      local kind = ctx:choose("Look at the top card of which deck?", { "loot", "treasure", "monster" })
      ctx:peek(kind, 1)
    end,
  },
  activated {
    label = "discard a loot card, then loot 1",
    cost = { tap = true },
    -- "then": the loot happens even with no card to discard (FS 10.10.2, R-090)
    effect = function(ctx)
      ctx:discard_loot(ctx.controller, 1)
      ctx:loot(ctx.controller, 1)
    end,
  },
  triggered {
    label = "recharge when you take damage",
    on = "damage",
    condition = function(ctx, ev) return ev.target == ctx.controller and ctx:is_tapped(ctx.self) end,
    effect = function(ctx) ctx:recharge(ctx.self) end,
  },
}
