-- Boxing Glove: ↷ put a monster that is not being attacked on the bottom of the monster deck
-- (its slot refills, FS 7.8). Each time a monster dies, recharge this.
return {
  activated {
    label = "put a monster not being attacked on the bottom of the monster deck",
    cost = { tap = true },
    target = function(ctx) return ctx:labelled(lib.not_attacked(ctx)) end,
    effect = function(ctx, monster)
      if ctx:exists(monster) then ctx:to_deck_bottom(monster) end
    end,
  },
  triggered {
    label = "recharge this",
    on = "die",
    condition = function(ctx, ev)
      return ev.victim == "monster" and ctx:is_tapped(ctx.self)
    end,
    effect = function(ctx)
      if ctx:exists(ctx.self) then ctx:recharge(ctx.self) end
    end,
  },
}
