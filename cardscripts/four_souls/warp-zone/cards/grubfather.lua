-- Grubfather (event): as it enters play it becomes an eternal item the active player gains.
-- While you control a non-eternal item, monsters have +1 evasion on your turn. $ destroy another
-- item you control: give this to another player.
return {
  on_reveal = function(ctx) ctx:become_item(ctx:active()) end,
  static {
    label = "monsters +1 evasion on your turn while you control a non-eternal item",
    stat = "evasion",
    value = 1,
    applies = function(ctx, monster)
      return ctx:is_other_monster(monster) and ctx:is_active(ctx.controller)
        and #ctx:items(ctx.controller, "non-eternal") > 0
        and ctx:zone_of(ctx.self) == ctx.controller .. ".items"
    end,
  },
  activated {
    label = "give this to another player",
    cost = { destroy_others = 1 },
    effect = function(ctx) ctx:give_to_another(ctx.self) end,
  },
}
