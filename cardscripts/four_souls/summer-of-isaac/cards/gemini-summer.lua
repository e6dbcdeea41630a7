-- Gemini (The Summer of Isaac): when damage brings it to exactly 1 health, put an HP counter on a
-- random monster, then an AT counter on a random monster (each drawn anew; it may draw itself).
local function on_random_monster(ctx, name)
  local pick = lib.pick_random(ctx:monsters())
  if pick then ctx:add_counter(pick, name, 1) end
end

return {
  triggered {
    label = "at 1 health: an HP and an AT counter on random monsters",
    on = "damage",
    condition = function(ctx, ev)
      return ev.target == ctx.self and (ev.result or 0) > 0 and ctx:hp(ctx.self) == 1
    end,
    effect = function(ctx)
      on_random_monster(ctx, "hp")
      on_random_monster(ctx, "at")
    end,
  },
}
