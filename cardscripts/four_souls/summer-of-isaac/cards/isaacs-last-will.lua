-- Isaac's Last Will: each time another player pays the death penalty, gain 2¢, and the item
-- that penalty destroyed goes from its discard pile under this (out of play, FS 1.11.1;
-- kept_under.py). ↷, choose one: gain 1¢ for each card under this; or put a card from under
-- this on top of its deck.
local function kept(ctx) return ctx:under(ctx.self) end

return {
  triggered {
    label = "gain 2¢: another player paid the death penalty",
    on = "penalty-paid",
    condition = function(ctx, ev) return ev.player ~= ctx.controller end,
    effect = function(ctx) ctx:gain_cents(ctx.controller, 2) end,
  },
  triggered {
    label = "their death-penalty item goes under this",
    on = "move",
    condition = function(ctx, ev)
      local was = ev.last_known and ev.last_known.controller
      return ev.how == "penalty" and was ~= nil and was ~= ctx.controller
    end,
    effect = function(ctx, ev)
      if ctx:exists(ctx.self) and ev.result ~= nil and ctx:exists(ev.result) then
        ctx:put_under(ev.result, ctx.self)
      end
    end,
  },
  activated {
    label = "gain 1¢ for each card under this",
    cost = { tap = true },
    condition = function(ctx) return #kept(ctx) > 0 end,
    effect = function(ctx) ctx:gain_cents(ctx.controller, #kept(ctx)) end,
  },
  activated {
    label = "put a card from under this on top of its deck",
    cost = { tap = true },
    condition = function(ctx) return #kept(ctx) > 0 end,
    target = function(ctx) return ctx:labelled(kept(ctx)) end,
    effect = function(ctx, card)
      if ctx:zone_of(card) == "under" then ctx:to_deck_top(card) end
    end,
  },
}
