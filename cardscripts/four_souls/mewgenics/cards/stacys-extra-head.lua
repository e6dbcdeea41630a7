-- Stacy's Extra Head: ↷, only in a turn in which you killed a monster or a player: choose a mode
-- not chosen before with this item: loot 3; or gain 7¢; or put an HP or an AT counter on your
-- character; or remove this item from the game, gain +1 treasure, put an eternal counter on that
-- treasure and take an extra turn after this one (FS 3.5.2). What the counters do is
-- params.counter_meanings, so they keep counting once this item is out of the game.
local MODES = {
  { id = "loot", label = "loot 3" },
  { id = "cents", label = "gain 7¢" },
  { id = "counter", label = "an HP or AT counter on your character" },
  { id = "extra-turn", label = "remove this: +1 treasure with an eternal counter, an extra turn" },
}
local COUNTERS = {
  { id = "hp", label = "an HP counter (+1 health)" },
  { id = "at", label = "an AT counter (+1 attack)" },
}

local function unused(ctx)
  local used = ctx:recall("used") or {}
  local out = {}
  for _, mode in ipairs(MODES) do
    if not used[mode.id] then out[#out + 1] = mode end
  end
  return out
end

return {
  activated {
    label = "a mode not chosen before",
    cost = { tap = true },
    condition = function(ctx) return ctx:recall("killed") == ctx:turn() and #unused(ctx) > 0 end,
    effect = function(ctx)
      local modes = unused(ctx)
      if #modes == 0 then return end
      local mode = ctx:choose("Stacy's Extra Head: which mode?", modes)
      local used = ctx:recall("used") or {}
      used[mode] = true
      ctx:remember("used", used)
      local me = ctx.controller
      if mode == "loot" then
        ctx:loot(me, 3)
      elseif mode == "cents" then
        ctx:gain_cents(me, 7)
      elseif mode == "counter" then
        local character = ctx:character(me)
        if character then
          ctx:add_counter(character, ctx:choose("Which counter?", COUNTERS), 1)
        end
      elseif ctx:move(ctx.self, "out") ~= nil then
        local gained = ctx:gain_treasure(me, 1)
        if gained[1] ~= nil and ctx:exists(gained[1]) then
          ctx:add_counter(gained[1], "eternal", 1)
        end
        ctx:extra_turn(me)
      end
    end,
  },
  triggered {
    label = "you killed this turn: the head may wake",
    on = "die",
    condition = function(ctx, ev)
      return ev.killer == ctx.controller and ev.target ~= ctx.controller
    end,
    effect = function(ctx) ctx:remember("killed", ctx:turn()) end,
  },
}
