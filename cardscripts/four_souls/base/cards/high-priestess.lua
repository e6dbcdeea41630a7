-- II. The High Priestess: choose a monster or player, roll, deal that much damage to it.
return {
  target = function(ctx)
    local ids = ctx:monsters()
    for _, p in ipairs(ctx:living()) do ids[#ids + 1] = p end
    return ctx:labelled(ids)
  end,
  on_play = function(ctx, who)
    ctx:roll_die("hit", { target = who })
  end,
  hit = function(ctx, result, extra)
    ctx:deal_damage(extra.target, result)
  end,
}
