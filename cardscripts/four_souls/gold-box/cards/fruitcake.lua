-- Fruitcake: ↷: roll. 1: loot 1; 2-3: gain 1¢; 4-6: look at the top card of a deck of your
-- choice. Each time a player's roll result equals their previous one this turn, recharge this.
return {
  activated {
    label = "roll",
    hint = "now",
    cost = { tap = true },
    effect = function(ctx) ctx:roll_die("result") end,
  },
  result = function(ctx, r)
    local me = ctx.controller
    if r == 1 then ctx:loot(me, 1)
    elseif r <= 3 then ctx:gain_cents(me, 1)
    else
      ctx:peek(ctx:choose("Look at the top card of which deck?", { "loot", "treasure", "monster" }), 1)
    end
  end,
  triggered {
    label = "recharge: the same result twice in a row",
    on = "roll-result",
    condition = function(ctx, ev)
      return ev.previous ~= nil and ev.previous == ev.result and ctx:is_tapped(ctx.self)
    end,
    effect = function(ctx) ctx:recharge(ctx.self) end,
  },
}
