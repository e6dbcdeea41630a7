-- Spoils of War: each time a player dies, each other player loots 1 (in turn order from the
-- active player, FS 10.11.1).
return {
  triggered {
    label = "the others loot",
    on = "die",
    condition = function(ctx, ev) return ev.victim == "player" end,
    effect = function(ctx, ev)
      for _, seat in ipairs(ctx:each_player()) do
        if seat ~= ev.player then ctx:loot(seat, 1) end
      end
    end,
  },
}
