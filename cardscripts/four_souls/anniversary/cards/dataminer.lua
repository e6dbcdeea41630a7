-- Dataminer: ↷, roll: 1: each monster's attack becomes 1 until the end of the turn. 2: destroy
-- this; if you do, put an AT counter on your character. 3: deactivate every character and item
-- in play. 4: your hand limit is 0 until your next turn starts. 5: each monster's attack
-- becomes 9 until the end of the turn. 6: destroy this; if you do, your attack is 9 until the
-- end of the turn. "Becomes n": each gets the difference to n, as its attack is then.
local function set_attack(ctx, who, n) ctx:add_effect(who, "attack", n - ctx:attack_of(who)) end

return {
  activated {
    label = "roll: datamine",
    cost = { tap = true },
    effect = function(ctx) ctx:roll_die("datamine") end,
  },
  datamine = function(ctx, result)
    if result == 1 or result == 5 then
      for _, monster in ipairs(ctx:monsters()) do set_attack(ctx, monster, result == 1 and 1 or 9) end
    elseif result == 2 then
      if ctx:destroy(ctx.self) == nil then return end
      local character = ctx:character(ctx.controller)
      if character then ctx:add_counter(character, "at", 1) end
    elseif result == 3 then
      for _, character in ipairs(ctx:characters()) do ctx:deactivate(character) end
      for _, item in ipairs(ctx:all_items()) do ctx:deactivate(item) end
    elseif result == 4 then
      ctx:remember("no_hand", true)
    elseif result == 6 then
      if ctx:destroy(ctx.self) ~= nil then set_attack(ctx, ctx.controller, 9) end
    end
  end,
  -- the base hand limit is 10 (as Curse of Tiny Hands reads it)
  static {
    stat = "hand_size",
    applies = function(ctx, seat) return seat == ctx.controller and ctx:recall("no_hand") == true end,
    value = -10,
  },
  triggered {
    label = "your turn starts: your hand limit is back",
    on = "turn-start",
    condition = function(ctx, ev)
      return ev.player == ctx.controller and ctx:recall("no_hand") == true
    end,
    effect = function(ctx) ctx:remember("no_hand", nil) end,
  },
}
