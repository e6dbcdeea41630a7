-- Club (Clubby the Seal's starting item): rewards of monsters that are not bosses are doubled on
-- your turn. ↷, on your turn: put a monster not being attacked on the bottom of the monster
-- deck. ↷: cancel a loot card being played or a ↷/$ ability of an item; then Club loses every
-- ability (it stays eternal) until your next turn ends.
local function not_attacked(ctx)
  local atk = ctx:attacking()
  local ids = {}
  for _, m in ipairs(ctx:monsters()) do
    if atk == nil or atk.target ~= m then ids[#ids + 1] = m end
  end
  return ids
end

return {
  static {
    label = "non-boss rewards doubled on your turn",
    stat = "extra_rewards",
    applies = function(ctx, card)
      local c = ctx:card(card)
      if c == nil or not ctx:is_active(ctx.controller) then return false end
      for _, tag in ipairs(ctx:tags(card)) do
        if tag == "boss" or tag == "epic" then return false end
      end
      return true
    end,
    value = 1,
  },
  activated {
    label = "put a monster not being attacked on the bottom of the monster deck",
    cost = { tap = true },
    condition = function(ctx) return ctx:is_active(ctx.controller) end,
    target = function(ctx) return ctx:labelled(not_attacked(ctx)) end,
    effect = function(ctx, monster) ctx:to_deck_bottom(monster) end,
  },
  activated {
    label = "cancel a loot card or an item's ability, then lose every ability",
    hint = "prevent",
    cost = { tap = true },
    target = function(ctx)
      local ids = {}
      for _, id in ipairs(ctx:stack_items()) do
        local info = ctx:item_info(id)
        if (info.kind == "loot" or info.from_item) and info.source ~= ctx.self then
          ids[#ids + 1] = id
        end
      end
      return ctx:labelled(ids)
    end,
    effect = function(ctx, item)
      ctx:cancel(item)
      ctx:lose_abilities(ctx.self, "next-turn-end")
    end,
  },
}
