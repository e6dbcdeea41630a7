-- Dad's Key: $ discard a loot card: put the top card of the monster deck into a monster slot
-- that is not being attacked (an event revealed this way resolves, FS 1.8).
return {
  activated {
    label = "discard a loot card: a new monster",
    cost = { discard = 1 },
    effect = function(ctx)
      local slot = ctx:choose_slot("monster")
      if slot then ctx:to_monster_slot(slot) end
    end,
  },
}
