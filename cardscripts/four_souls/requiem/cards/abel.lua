-- Abel: each time you deal combat damage to a monster, roll: 4-6: deal 1 damage to another
-- monster or to a player.
return {
  triggered {
    label = "roll when you hit a monster",
    on = "damage",
    condition = function(ctx, ev)
      return ev.combat and ev.source_player == ctx.controller and ev.player == nil
        and (ev.result or ev.amount or 0) > 0
    end,
    effect = function(ctx, ev) ctx:roll_die("echo", { monster = ev.target }) end,
  },
  echo = function(ctx, result, extra)
    if result < 4 then return end
    local ids = {}
    for _, m in ipairs(ctx:monsters()) do
      if m ~= extra.monster then ids[#ids + 1] = m end
    end
    for _, p in ipairs(ctx:living()) do ids[#ids + 1] = p end
    if #ids > 0 then
      ctx:deal_damage(ctx:choose("Deal 1 damage to whom?", ctx:labelled(ids)), 1)
    end
  end,
}
