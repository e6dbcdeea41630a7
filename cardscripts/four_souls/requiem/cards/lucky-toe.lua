-- Lucky Toe: each time you would loot outside your loot step, loot that many plus one instead.
return {
  replacement {
    label = "loot one more",
    on = "loot",
    condition = function(ctx, ev)
      return ev.player == ctx.controller and ev.source ~= "loot step" and ev.count > 0
    end,
    apply = function(ctx, ev)
      ev.count = ev.count + 1
      return ev
    end,
  },
}
