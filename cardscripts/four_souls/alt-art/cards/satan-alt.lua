-- Satan! (Alt Ability), while it is in play: a die that would show 5 shows 6 instead (any
-- player's, any roll); the third 6 rolled in a turn, by whichever players, kills every player.
return {
  replacement {
    label = "a 5 becomes a 6",
    on = "roll",
    condition = function(ctx, ev) return (ev.sides or 6) == 6 end,
    apply = function(ctx, ev)
      ev.faces = { 1, 2, 3, 4, 6, 6 }
      return ev
    end,
  },
  triggered {
    label = "a 6: the third this turn kills every player",
    on = "roll-result",
    condition = function(ctx, ev) return ev.result == 6 end,
    effect = function(ctx)
      local seen = ctx:recall("sixes")
      local count = ((seen and seen.turn == ctx:turn()) and seen.count or 0) + 1
      ctx:remember("sixes", { turn = ctx:turn(), count = count })
      if count == 3 then
        for _, p in ipairs(ctx:each_living()) do ctx:kill(p) end
      end
    end,
  },
}
