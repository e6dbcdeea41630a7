-- An event or a loot card that rolls, and on a 5-6 becomes an item its roller gains, with one
-- ability and none of its others (ctx:become_item with keeps: Brea in Distress, Nightmare Tick,
-- the Unboxing of Isaac's Pills!). The roll resolves after the card did (FS 5.1.4), so the card
-- is found in its discard pile. On a 1-4, params.low: "skip-turn" (you skip your next turn),
-- "die" (you die), or nothing. The item's ability, params.item:
--   "hp"            +1 health
--   "attack"        +1 attack
--   "first-damage"  prevent the first 1 damage you would take each turn
--   "one-to"        when you would roll a 1, you may make it a 2 or a 3 (FS 5.2 step 4)
--- param item: 'hp'|'attack'|'first-damage'|'one-to'
--- param low?: 'skip-turn'|'die'
local ITEM = params.item
local LABELS = {
  hp = "+1 health",
  attack = "+1 attack",
  ["first-damage"] = "prevent the first 1 damage you would take each turn",
  ["one-to"] = "when you would roll a 1, you may make it a 2 or a 3",
}
local LABEL = LABELS[ITEM]

local function mine(ctx, seat) return seat == ctx.controller end

local function roll(ctx) ctx:roll_die("result") end

local card = {
  on_play = roll,
  on_reveal = roll,
  result = function(ctx, r)
    local you = ctx:you()
    if r >= 5 then
      ctx:become_item(you, { LABEL })
    elseif params.low == "skip-turn" then
      ctx:skip_turn(you)
    elseif params.low == "die" then
      ctx:kill(you)
    end
  end,
}

if ITEM == "hp" or ITEM == "attack" then
  card[#card + 1] = static { given = true, label = LABEL, stat = ITEM, value = 1, applies = mine }
elseif ITEM == "first-damage" then
  card[#card + 1] = replacement {
    given = true,
    label = LABEL,
    on = "damage",
    condition = function(ctx, ev)
      return ev.target == ctx.controller and ev.amount > 0 and ctx:recall("turn") ~= ctx:turn()
    end,
    apply = function(ctx, ev)
      ctx:remember("turn", ctx:turn())
      if ev.amount <= 1 then return false end
      ev.amount = ev.amount - 1
      return ev
    end,
  }
else
  card[#card + 1] = triggered {
    given = true,
    label = LABEL,
    on = "would-roll",
    condition = function(ctx, ev) return ev.result == 1 and ev.player == ctx.controller end,
    effect = function(ctx, ev)
      if ctx:roll_info(ev.item) == nil then return end  -- the roll left the stack meanwhile
      local picked = ctx:choose("Your 1: make it a 2 or a 3?", {
        { id = "3", label = "make it a 3" },
        { id = "2", label = "make it a 2" },
        { id = "keep", label = "keep the 1" },
      })
      if picked ~= "keep" then ctx:set_roll(ev.item, tonumber(picked)) end
    end,
  }
end
return card
