-- Javon!: at the start of each turn, the active player rerolls a shop item of their choice, then
-- deals 1 damage to a player chosen at random. Its reward: steal a shop item (the player who
-- gains its rewards takes it; the slot is refilled).
return {
  triggered {
    label = "reroll a shop item, then 1 damage to a random player",
    on = "turn-start",
    effect = function(ctx)
      local ap = ctx:active()
      local shop = ctx:shop_items()
      if #shop > 0 then
        ctx:reroll_item(ctx:choose("Javon!: reroll which shop item?", ctx:labelled(shop), ap))
      end
      local victim = lib.pick_random(ctx:living())
      if victim then ctx:deal_damage(victim, 1) end
    end,
  },
  reward = function(ctx, player)
    local shop = ctx:shop_items()
    if #shop == 0 then return end
    ctx:take_item(ctx:choose("Steal which shop item?", ctx:labelled(shop), player), player)
  end,
}
