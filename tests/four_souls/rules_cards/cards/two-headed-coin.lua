-- Two-Headed Coin: your die rolls become coin flips, heads 6 and tails 1 (FS 5.1.6).
return {
  replacement {
    on = "roll",
    condition = function(ctx, ev) return ev.player == ctx.controller end,
    apply = function(ctx, ev) ev.faces = {6, 1} return ev end,
  },
}
