-- Fetal Haunt: at the end of your turn, give a loot card from your hand to another player.
-- When you die, before the death penalty, give this to another player (as Baby Haunt).
return {
  triggered {
    label = "give a loot card away",
    on = "turn-end",
    condition = function(ctx, ev)
      return ev.player == ctx.controller and ctx:hand_size(ctx.controller) > 0
        and #ctx:others(ctx.controller) > 0
    end,
    effect = function(ctx)
      local me = ctx.controller
      local hand = ctx:hand(me)
      local others = ctx:others(me)
      if #hand == 0 or #others == 0 then return end
      local card_id = ctx:choose("Give which loot card?", ctx:labelled(hand))
      ctx:take_loot(card_id, ctx:choose("Give it to whom?", ctx:labelled(others)))
    end,
  },
  triggered {
    label = "give this to another player",
    on = "die",
    condition = function(ctx, ev) return ev.victim == "player" and ev.target == ctx.controller end,
    effect = function(ctx) ctx:give_to_another(ctx.self) end,
  },
}
