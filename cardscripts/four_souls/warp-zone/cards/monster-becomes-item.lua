-- A monster that becomes an item as it dies (Balrog, Peeper): once its rewards are gained, the
-- active player gains it as an item with one ability and none of its others (ctx:become_item
-- with keeps), so it never reaches a soul or the discard pile (FS 7.6 step 5 finds it gone).
-- The item's ability, params.item:
--   "kill"  ↷: destroy this; if you do, kill a player or a monster
--   "hp"    +1 health
-- params.miss_cancels: while it is a monster, an attack roll against it that misses cancels
-- the attack (FS 6.7.1 c): the miss's combat damage leaves the stack with it (FS 6.7.3).
--- param item: 'kill'|'hp'
--- param miss_cancels?: boolean
local LABELS = {
  kill = "destroy this: kill a player or a monster",
  hp = "+1 health",
}
local LABEL = LABELS[params.item]

local card = {
  triggered {
    label = "it died: it becomes the active player's item",
    on = "rewards-gained",
    condition = function(ctx, ev) return ev.object == ctx.self end,
    effect = function(ctx) ctx:become_item(ctx:active(), { LABEL }) end,
  },
}

if params.miss_cancels then
  card[#card + 1] = triggered {
    label = "an attack roll against it missed: cancel the attack",
    on = "attack-roll",
    condition = function(ctx, ev) return ev.target == ctx.self and not ev.hit end,
    effect = function(ctx) ctx:cancel_attack() end,
  }
end

if params.item == "kill" then
  card[#card + 1] = activated {
    given = true,
    label = LABEL,
    cost = { tap = true },
    target = function(ctx) return ctx:labelled(ctx:players_and_monsters()) end,
    effect = function(ctx, target)
      if ctx:destroy(ctx.self) == nil then return end
      ctx:kill(target)
    end,
  }
else
  card[#card + 1] = static {
    given = true,
    label = LABEL,
    stat = "hp",
    value = 1,
    applies = function(ctx, seat) return seat == ctx.controller end,
  }
end
return card
