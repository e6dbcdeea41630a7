-- The Baleful, The Capricious: characters whose ↷ lacks "on any player's turn, even in
-- response", so it is used on your own turn only. params.soul_attack: +1 attack with 1-2 souls,
-- +2 with 3 or more (The Baleful). params.shop_discard: a second mode of the same ↷, put a shop
-- item into the treasure discard (its slot refills; The Capricious). params.plays: the ↷'s "1" is
-- printed as a number, which The Real Left Hand may edit (Edmund, warp-zone).
--- param plays?: positive
--- param shop_discard?: boolean
--- param soul_attack?: boolean
local function my_turn(ctx) return ctx:is_active(ctx.controller) end
local abilities = {
  activated {
    label = "one more loot play this turn",
    hint = "loot",
    cost = { tap = true },
    condition = function(ctx) return my_turn(ctx) and ctx:hand_size(ctx.controller) > 0 end,
    effect = function(ctx)
      ctx:add_loot_plays(ctx.controller, params.plays and ctx:text_number("plays", params.plays) or 1)
    end,
  },
}
if params.plays then
  abilities.numbers = function() return { plays = params.plays } end
end
if params.shop_discard then
  abilities[#abilities + 1] = activated {
    label = "put a shop item into the discard pile",
    cost = { tap = true },
    condition = my_turn,
    target = function(ctx) return ctx:labelled(ctx:shop_items()) end,
    effect = function(ctx, item) ctx:discard(item) end,
  }
end
if params.soul_attack then
  abilities[#abilities + 1] = static {
    stat = "attack",
    applies = function(ctx, seat) return seat == ctx.controller end,
    value = function(ctx)
      local souls = ctx:souls(ctx.controller)
      if souls >= 3 then return 2 elseif souls >= 1 then return 1 end
      return 0
    end,
  }
end
return abilities
