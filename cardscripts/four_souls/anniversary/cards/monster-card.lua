-- Monster Card: Ambush (FS 9.10.3). When it is attacked, reveal the top card of the monster
-- deck: it becomes a copy of that card (FS 10.5.1) for as long as it is in play, and gains "if
-- this would leave play, the active player puts it into their hand instead", an ability of its
-- own card it keeps as the copy (ctx:become_copy_keeping, plugins/four_souls/copies.py). A
-- revealed card that is no monster (an event, a curse) is only revealed: it stays Monster Card.
local KEPT = "if this would leave play, the active player puts it into their hand instead"

local function monster_card(ctx, id)
  local facts = ctx:card(id)
  return facts ~= nil and facts.type == "monster"
end

return {
  triggered {
    label = "attacked: it becomes a copy of the top monster card",
    on = "attack-target",
    condition = function(ctx, ev) return ev.target == ctx.self end,
    effect = function(ctx)
      local top = ctx:deck("monster.deck")[1]
      if top == nil then return end
      ctx:reveal(top, "all")
      if monster_card(ctx, top) then ctx:become_copy_keeping(top, KEPT) end
    end,
  },
  replacement {
    label = KEPT,
    given = true,
    on = "move",
    condition = function(ctx, ev)
      return ev.object == ctx.self and string.match(ev.to or "", "^monster%.%d+$") == nil
    end,
    apply = function(ctx, ev)
      ev.to = ctx:active() .. ".hand"
      ev.position = "top"
      return ev
    end,
  },
}
