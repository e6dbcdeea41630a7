-- Curved Horn (and the first-roll part of Champion Belt / Polydactyly): +params.damage attack
-- for your first attack roll each turn.
--- param attacks?: integer
--- param damage?: integer = 1
--- param loot_plays?: integer
local abilities = {
  static {
    stat = "combat_damage",
    applies = function(ctx, s) return s.player == ctx.controller and s.first end,
    value = params.damage or 1,
  },
}
if params.loot_plays then
  abilities[#abilities + 1] = static {
    stat = "loot_plays",
    applies = function(ctx, seat) return seat == ctx.controller end,
    value = params.loot_plays,
  }
end
if params.attacks then
  abilities[#abilities + 1] = static {
    stat = "attacks",
    applies = function(ctx, seat) return seat == ctx.controller end,
    value = params.attacks,
  }
end
return abilities
