-- Pandora's Box (a soul item): ↷: destroy this, then roll: 1 gain 1¢; 2 gain 6¢; 3 kill a
-- monster of your choice; 4 loot 3; 5 gain 9¢; 6 this becomes a soul that you gain (R-132).
return {
  activated {
    label = "destroy this, then roll",
    hint = "now",
    cost = { tap = true },
    effect = function(ctx)
      local gone = ctx:destroy(ctx.self)
      ctx:roll_die("opened", { card = card.id, discarded = gone })
    end,
  },
  opened = function(ctx, result, extra)
    local me = ctx.controller
    if result == 1 then ctx:gain_cents(me, 1)
    elseif result == 2 then ctx:gain_cents(me, 6)
    elseif result == 3 then
      local ms = ctx:monsters()
      if #ms > 0 then ctx:kill(ctx:choose("Kill which monster?", ctx:labelled(ms))) end
    elseif result == 4 then ctx:loot(me, 3)
    elseif result == 5 then ctx:gain_cents(me, 9)
    else
      local box = (extra and extra.discarded) or ctx.self
      if ctx:exists(box) then ctx:gain_soul(me, box) end
    end
  end,
}
