-- The Harbingers (out of the game until Dogma brings them): they cannot go to the discard.
-- Each time they die they come back to their slot as a new card at full health, one death
-- more on the count (R-066); on the fourth death The Beast! takes their slot instead and they
-- leave the game.
local KEY = "the-harbingers"
return {
  triggered {
    label = "count the death",
    on = "die",
    condition = function(ctx, ev) return ev.target == ctx.self end,
    effect = function(ctx, ev)
      local n = (ctx:recall("deaths", KEY) or 0) + 1
      ctx:remember("deaths", n, KEY)
      ctx:remember("slot", ev.slot, KEY)
      if n >= 4 then ctx:from_outside("the-beast", ev.slot) end
    end,
  },
  death_zone = function(ctx)
    if (ctx:recall("deaths", KEY) or 0) >= 4 then return { zone = "out" } end
    return { zone = ctx:recall("slot", KEY) or "out", position = "top" }
  end,
}
