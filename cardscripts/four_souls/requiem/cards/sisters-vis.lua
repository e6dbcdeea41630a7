-- Sisters Vis: when an attack is declared on it, the active player chooses another player. After
-- each attack roll the active player makes against it, the chosen player makes an attack roll
-- against it too (FS 6.8, R-044: their own hit or miss). If it dies this turn, the chosen
-- player gains +1 treasure.
-- The chosen player is kept under the turn's number: the card's memory outlives this object,
-- so the "when it dies" trigger still knows them after the body has left its slot.
local function chosen(ctx)
  return ctx:recall("roller", ctx:turn())
end

return {
  triggered {
    label = "choose a player who rolls too",
    on = "attack-target",
    condition = function(ctx, ev) return ev.target == ctx.self end,
    effect = function(ctx)
      local ap = ctx:active()
      local others = ctx:others(ap, 'living')
      if #others == 0 then return end
      local who = ctx:choose("Who rolls against Sisters Vis too?", ctx:labelled(others), ap)
      ctx:remember("roller", who, ctx:turn())
    end,
  },
  triggered {
    label = "the chosen player makes an attack roll",
    on = "attack-roll",
    condition = function(ctx, ev)
      return ev.target == ctx.self and ev.player == ctx:active() and chosen(ctx) ~= nil
    end,
    effect = function(ctx) ctx:attack_roll_for(chosen(ctx)) end,
  },
  triggered {
    label = "the chosen player gains +1 treasure",
    on = "die",
    condition = function(ctx, ev) return ev.target == ctx.self and chosen(ctx) ~= nil end,
    effect = function(ctx) ctx:gain_treasure(chosen(ctx), 1) end,
  },
}
