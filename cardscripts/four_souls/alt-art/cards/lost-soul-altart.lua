-- Lost Soul (Alt Ability): a trinket that becomes a soul as it enters play, given at once to
-- another player. Whoever holds it ("you": its controller) may be attacked by the other players,
-- with 4 evasion (FS 6.10.2); the player who kills them takes this soul.
return {
  triggered {
    label = "give this soul to another player",
    on = "gain-soul",
    condition = function(ctx, ev) return ev.object == ctx.self and ev.how == "trinket" end,
    effect = function(ctx, ev)
      local others = ctx:others(ev.player)
      if #others == 0 or not ctx:exists(ctx.self) then return end
      ctx:take_soul(ctx.self, ctx:choose("Give Lost Soul to whom?", ctx:labelled(others), ev.player))
    end,
  },
  attackable_player = function(ctx, attacker, target)
    if ctx:is_soul(ctx.self) and target == ctx.controller then return 4 end
    return nil
  end,
  triggered {
    label = "its holder's killer takes this soul",
    on = "die",
    condition = function(ctx, ev)
      return ev.victim == "player" and ev.target == ctx.controller and ctx:is_soul(ctx.self)
        and ev.killer ~= nil and ev.killer ~= ev.target
    end,
    effect = function(ctx, ev)
      -- gone meanwhile (taken or given away before this resolved): nothing to give
      if ctx:exists(ctx.self) then ctx:take_soul(ctx.self, ev.killer) end
    end,
  },
}
