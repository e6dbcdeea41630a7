-- Soul Heart / V. The Hierophant: prevent the next params.amount damage a chosen player
-- (params.monsters: or monster) would take this turn (FS 10.3, R-077).
return {
  target = function(ctx)
    local ids = ctx:living()
    if params.monsters then
      for _, m in ipairs(ctx:monsters()) do ids[#ids + 1] = m end
    end
    return ctx:labelled(ids)
  end,
  on_play = function(ctx, who)
    ctx:prevent(who, params.amount)
  end,
}
