-- Euthanasia: each time two of your attack rolls in a row this turn show the same result, kill
-- the monster you are attacking. It remembers your last attack roll and the turn it was in.
return {
  triggered {
    label = "same attack roll twice in a row: kill the monster",
    on = "roll-result",
    condition = function(ctx, ev) return ev.attack and ev.player == ctx.controller end,
    effect = function(ctx, ev)
      local again = ctx:recall("turn") == ctx:turn() and ctx:recall("last") == ev.result
      ctx:remember("turn", ctx:turn())
      ctx:remember("last", ev.result)
      local fight = ctx:attacking()
      -- an attacked player (FS 6.10.2) has no card: only a monster is killed
      local card = ctx:exists(ev.target) and ctx:card(ev.target)
      if again and fight and fight.target == ev.target and card and card.type == "monster" then
        ctx:kill(ev.target)
      end
    end,
  },
}
