-- Baba: ↷ (on your own turn: no "any player's turn" line): choose another player who holds loot;
-- they reveal their hand; choose a loot card in it that is neither a trinket nor an Ambush. Until
-- the end of the turn you may play a copy of it without using a loot play (FS 10.5.3): Baba's
-- second ability, once, puts the copy on the stack (ctx:play_copy of the remembered card).
local function plain(ctx, id)
  for _, tag in ipairs(ctx:tags(id)) do
    if tag == "trinket" or tag == "ambush" then return false end
  end
  return true
end

local function waiting(ctx)
  local chosen = ctx:recall("copy")
  return chosen ~= nil and chosen.turn == ctx:turn() and not chosen.played
end

return {
  activated {
    label = "see another player's hand and choose a loot card to copy",
    cost = { tap = true },
    condition = function(ctx) return ctx:is_active(ctx.controller) end,
    target = function(ctx) return ctx:labelled(ctx:others(ctx.controller, "loot")) end,
    effect = function(ctx, seat)
      local hand = ctx:hand(seat)
      local plain_cards = {}
      for _, id in ipairs(hand) do
        ctx:reveal(id, "all")
        if plain(ctx, id) then plain_cards[#plain_cards + 1] = id end
      end
      if #plain_cards == 0 then return end
      local picked = ctx:choose("Baba: copy which loot card?", ctx:labelled(plain_cards))
      ctx:remember("copy", { card = ctx:object(picked).card, turn = ctx:turn() })
    end,
  },
  activated {
    label = "play the copy of the loot card you chose",
    condition = waiting,
    effect = function(ctx)
      local chosen = ctx:recall("copy")
      if chosen == nil or chosen.played then return end
      ctx:remember("copy", { card = chosen.card, turn = chosen.turn, played = true })
      ctx:play_copy(chosen.card)
    end,
  },
}
