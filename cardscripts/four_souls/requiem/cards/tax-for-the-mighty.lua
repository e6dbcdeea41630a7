-- Tax for the Mighty: while any player has a soul, a player with the most souls (or tied) pays
-- each other player 2¢ when they declare an attack; one who cannot pay it all pays nothing and
-- the attack is cancelled.
-- "while any player has a soul": a player with the most (or tied) then has one too
local function mightiest(ctx, seat)
  return lib.has_most(ctx, seat, ctx.souls) and ctx:souls(seat) > 0
end

return {
  triggered {
    label = "pay the tax to attack",
    on = "declare-attack",
    condition = function(ctx, ev) return mightiest(ctx, ev.player) end,
    effect = function(ctx, ev)
      local others = ctx:others(ev.player)
      if ctx:cents(ev.player) < 2 * #others then
        ctx:cancel_attack()
        return
      end
      for _, seat in ipairs(others) do ctx:steal_cents(ev.player, 2, seat) end
    end,
  },
}
