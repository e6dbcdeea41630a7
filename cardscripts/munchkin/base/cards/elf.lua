-- Elf (MK 6.5): +1 to run away; a level for each monster killed with this Elf's help
-- (MK 4.10; one per monster, and it may be the winning level: MK 14.6).
return {
  static {
    stat = "run_away",
    value = 1,
    applies = function(ctx, seat)
      return ctx:works_for(seat)
    end,
  },

  helped_kill = function(ctx, seat, monsters)
    ctx:gain_levels(seat, monsters, "kill")
  end,
}
