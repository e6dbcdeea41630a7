-- The Rainmaker: while in play, each time a player rolls a 1 they loot 1. When it dies, search
-- the monster deck for a curse (the active player picks one if there are several), put it into
-- a monster slot not being attacked, then shuffle the monster deck.
return {
  triggered {
    label = "a player who rolls a 1 loots 1",
    on = "roll-result",
    condition = function(ctx, ev) return ev.result == 1 end,
    effect = function(ctx, ev) ctx:loot(ev.player, 1) end,
  },
  triggered {
    label = "a curse comes out of the monster deck",
    on = "die",
    condition = function(ctx, ev) return ev.target == ctx.self end,
    effect = function(ctx)
      local ap = ctx:active()
      local curses = {}
      for _, id in ipairs(ctx:deck("monster.deck")) do
        if ctx:card(id).type == "curse" then curses[#curses + 1] = id end
      end
      if #curses > 0 then
        local curse = curses[1]
        if #curses > 1 then curse = ctx:choose("Which curse?", ctx:labelled(curses), ap) end
        ctx:to_deck_top(curse)
        local slot = ctx:choose_slot("monster", ap)
        if slot then ctx:to_monster_slot(slot) end
      end
      ctx:shuffle("monster.deck")
    end,
  },
}
