-- Eggy: when it dies (FS 7.6 step 2, before its rewards), the active player rolls (FS 5.1.4):
-- 1-2: add 1 monster slot; 3-4: add 2; 5-6: add 3 (FS 10.8).
return {
  triggered {
    label = "when this dies, roll for more monster slots",
    on = "die",
    condition = function(ctx, ev) return ev.target == ctx.self end,
    effect = function(ctx) ctx:roll_die("hatch", nil, ctx:active()) end,
  },
  hatch = function(ctx, result) ctx:expand("monster", math.ceil(result / 2)) end,
}
