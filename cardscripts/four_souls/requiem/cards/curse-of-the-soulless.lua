-- Curse of the Soulless: you can't gain souls. If this would be put into the discard (when you
-- die, say), give it to another player instead.
return {
  replacement {
    label = "you can't gain souls",
    on = "would-gain-soul",
    condition = function(ctx, ev) return ev.player == ctx.controller end,
    apply = function(ctx, ev) return false end,
  },
  replacement {
    label = "give it to another player instead",
    on = "move",
    condition = function(ctx, ev)
      -- a curse nobody holds (on the monster deck, say) has no "another player": it is discarded
      return ev.object == ctx.self and ev.to == "monster.discard" and ctx.controller ~= nil
        and #ctx:others(ctx.controller) > 0
    end,
    apply = function(ctx, ev)
      local who = ctx:choose("Give Curse of the Soulless to whom?", ctx:labelled(ctx:others(ctx.controller)))
      ev.to = who .. ".curses"
      ev.controller = who
      return ev
    end,
  },
}
