-- It Lives! (alt ability): while a player controls it as a soul, the souls that win are at
-- least 5 (FS 11.2.1 "effects can change the required value"). The subject of souls_to_win is
-- the winning value before changes: this raises it to 5, never lowers it.
return {
  static {
    label = "a player needs 5 souls to win",
    stat = "souls_to_win",
    applies = function(ctx) return ctx:is_soul(ctx.self) end,
    value = function(ctx, target) return math.max(0, 5 - target) end,
  },
}
