-- Widow (The Summer of Isaac): at the start of each turn, put a spider counter on a character
-- chosen at random; then the active player rolls once per spider counter on their character:
-- each 1-3 deals them 1 damage. While it is in play, each character with a spider counter has
-- "↷: remove a spider counter from this" (a given ability: "this" is the character).
local GIVEN = "remove a spider counter from this"

local function zone_ends(ctx, id, tail)
  local zone = ctx:zone_of(id)
  return zone ~= nil and string.sub(zone, -#tail) == tail
end

return {
  triggered {
    label = "a spider counter on a random character; the active player rolls per spider",
    on = "turn-start",
    effect = function(ctx)
      local picked = lib.pick_random(ctx:characters())
      if picked ~= nil then ctx:add_counter(picked, "spider", 1) end
      local mine = ctx:character(ctx:active())
      if mine == nil then return end
      for _ = 1, ctx:counter(mine, "spider") do
        ctx:roll_die("bite", nil, ctx:active())
      end
    end,
  },
  bite = function(ctx, r)
    if r <= 3 then ctx:deal_damage(ctx:active(), 1) end
  end,
  static {
    label = "each character with a spider counter has its ↷",
    gives = GIVEN,
    applies = function(ctx, id)
      return zone_ends(ctx, id, ".character") and ctx:counter(id, "spider") > 0
    end,
  },
  activated {
    given = true,
    label = GIVEN,
    cost = { tap = true },
    condition = function(ctx) return ctx:counter(ctx.self, "spider") > 0 end,
    effect = function(ctx) ctx:add_counter(ctx.self, "spider", -1) end,
  },
}
