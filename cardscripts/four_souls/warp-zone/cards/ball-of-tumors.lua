-- Ball of Tumors: starts at level 6 (param starting_level). While it is above level 0, it
-- levels down instead of its controller paying the death penalty (FS 7.7.4, 10.15). Its
-- level abilities (param levels): 2+ one more loot play on your turn; 4+ at the end of your
-- turn, discard a loot card, then loot 2.
return {
  replacement {
    label = "level down instead of paying the death penalty",
    on = "death-penalty",
    condition = function(ctx, ev)
      return ev.player == ctx.controller and ctx:level(ctx.self) > 0
    end,
    apply = function(ctx, ev)
      ctx:level_down(ctx.self)
      return false
    end,
  },
  static {
    given = true,
    label = "one more loot play on your turn",
    stat = "loot_plays",
    applies = function(ctx, seat) return seat == ctx.controller end,
    value = 1,
  },
  triggered {
    given = true,
    label = "at the end of your turn, discard a loot card and loot 2",
    on = "turn-end",
    condition = function(ctx, ev) return ev.player == ctx.controller end,
    effect = function(ctx)
      ctx:discard_loot(ctx.controller, 1)
      ctx:loot(ctx.controller, 2)
    end,
  },
}
