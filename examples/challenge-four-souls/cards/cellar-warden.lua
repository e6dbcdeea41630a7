-- Cellar Warden (homebrew final boss): each time a minion dies, it heals 1.
return {
  triggered {
    label = "a minion died: heal 1",
    on = "die",
    condition = function(ctx, ev)
      return ev.victim == "monster" and ctx:is_minion(ev.target)
    end,
    effect = function(ctx)
      ctx:heal(ctx.self, 1)
    end,
  },
}
