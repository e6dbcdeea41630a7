-- The Enigma // amginE ehT: the usual ↷ (one more loot play, any turn, even in response). A
-- "side" counter on the character counts its flips (Flip): on an odd count the back side,
-- params.back, is up and its health and attack replace the front's (R-062: damage stays).
--- param back: table
local function back_up(ctx) return ctx:counter(ctx.self, "side") % 2 == 1 end
local front = card.stats
return {
  activated {
    label = "one more loot play this turn",
    hint = "loot",
    cost = { tap = true },
    condition = function(ctx) return ctx:hand_size(ctx.controller) > 0 end,
    effect = function(ctx) ctx:add_loot_plays(ctx.controller, 1) end,
  },
  static {
    stat = "hp",
    applies = function(ctx, seat) return seat == ctx.controller and back_up(ctx) end,
    value = params.back.hp - front.hp,
  },
  static {
    stat = "attack",
    applies = function(ctx, seat) return seat == ctx.controller and back_up(ctx) end,
    value = params.back.attack - front.attack,
  },
}
