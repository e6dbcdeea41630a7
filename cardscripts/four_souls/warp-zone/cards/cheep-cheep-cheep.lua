-- Cheep Cheep Cheep!: choose a living player. Until the start of their next turn, their
-- character is named Chicken, and each other player must attack them once on their own turn
-- if able (this turn too, if it is another's), with 3 evasion against those attacks
-- (ctx:must_be_attacked, FS 6.9, 6.10.2).
return {
  target = function(ctx) return ctx:labelled(ctx:living()) end,
  on_play = function(ctx, who)
    ctx:rename(who, "Chicken", "next-turn-start", who)
    ctx:must_be_attacked(who, 3)
  end,
}
