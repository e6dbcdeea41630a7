-- The Cellar Siege (homebrew challenge, FS 2.4): kill the Cellar Warden to win; a turn in
-- which no monster died brings one more minion.
return {
  triggered {
    label = "the Warden is dead: the players win",
    on = "die",
    condition = function(ctx, ev)
      return ev.victim == "monster" and ctx:is_final_boss(ev.target)
    end,
    effect = function(ctx)
      ctx:win_challenge("the Cellar Warden is dead")
    end,
  },
  triggered {
    label = "a minion joins the Warden",
    on = "turn-end",
    condition = function(ctx, ev) return not ctx:turn_state("monster_died") end,
    effect = function(ctx)
      ctx:summon_minion()
    end,
  },
}
