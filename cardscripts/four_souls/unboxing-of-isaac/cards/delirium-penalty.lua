-- Delirium (random death penalty): while you control it as a soul, the item your death
-- penalty destroys is chosen at random (FS 7.7.4), not by you.
return {
  static {
    label = "your death penalty's item is chosen at random",
    stat = "random_penalty",
    applies = function(ctx, seat) return ctx:is_soul(ctx.self) and seat == ctx.controller end,
    value = 1,
  },
}
