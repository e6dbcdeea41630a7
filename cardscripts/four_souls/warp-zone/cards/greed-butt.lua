-- Greed Butt!: an Ambush (FS 9.10.3: it becomes a monster on a monster slot not being
-- attacked, and the active player must attack it once more this turn). When it is put into a
-- monster slot, add a monster slot (FS 10.8).
return {
  triggered {
    label = "add a monster slot",
    on = "ambush",
    condition = function(ctx, ev) return ev.object == ctx.self end,
    effect = function(ctx) ctx:expand("monster", 1) end,
  },
}
