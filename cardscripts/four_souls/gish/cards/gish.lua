-- Gish: the active player must attack it each turn, if able (FS 6.9): from the start of each
-- turn, and at once when it is revealed during a turn. When it dies the active player chooses a
-- player, who skips their next turn (FS 3.5.2).
local function must(ctx) ctx:must_attack(ctx.self) end
return {
  triggered {
    label = "you must attack Gish this turn",
    on = "turn-start",
    effect = must,
  },
  triggered {
    label = "you must attack Gish this turn",
    on = "move",
    -- revealed into a slot (not moved to die: a dying monster moves out of its slot)
    condition = function(ctx, ev)
      return ev.result == ctx.self and string.match(ev.to or "", "^monster%.%d+$") ~= nil
    end,
    effect = must,
  },
  triggered {
    label = "a player skips their next turn",
    on = "die",
    condition = function(ctx, ev) return ev.target == ctx.self end,
    effect = function(ctx)
      local ap = ctx:active()
      local who = ctx:choose("Who loses (skips) their next turn?", ctx:labelled(ctx:players()), ap)
      ctx:skip_turn(who)
    end,
  },
}
