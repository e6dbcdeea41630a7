-- Rusty Spoons: at the start of your turn each player loots 1. ↷: choose a player with a loot
-- card; a random one of theirs goes under this (out of play, face up: FS 1.11.1), and until the
-- end of the turn you may play it without a loot play (kept_under.py). At the end of your
-- turn, recharge this.
return {
  triggered {
    label = "each player loots 1",
    on = "turn-start",
    condition = function(ctx, ev) return ev.player == ctx.controller end,
    effect = function(ctx)
      for _, seat in ipairs(ctx:each_player()) do ctx:loot(seat, 1) end
    end,
  },
  activated {
    label = "a random loot card of a player's under this: you may play it this turn",
    cost = { tap = true },
    target = function(ctx)
      local seats = {}
      for _, seat in ipairs(ctx:each_player()) do
        if ctx:hand_size(seat) > 0 then seats[#seats + 1] = seat end
      end
      return ctx:labelled(seats)
    end,
    effect = function(ctx, seat)
      local card = lib.pick_random(ctx:hand(seat))
      if card == nil or not ctx:exists(ctx.self) then return end
      local kept = ctx:put_under(card, ctx.self)
      if kept ~= nil then ctx:play_from_under(kept, ctx.controller, true) end
    end,
  },
  triggered {
    label = "recharge at the end of your turn",
    on = "turn-end",
    condition = function(ctx, ev) return ev.player == ctx.controller and ctx:is_tapped(ctx.self) end,
    effect = function(ctx) ctx:recharge(ctx.self) end,
  },
}
