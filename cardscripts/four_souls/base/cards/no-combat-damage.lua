-- Hopper, Pin (params.rolls = {6}), Carrion Queen ({4, 5}): attack rolls of these numbers
-- deal this monster no combat damage (a prevention, FS 10.3).
--- param rolls: list
return {
  replacement {
    label = "no combat damage on this roll",
    on = "damage",
    condition = function(ctx, ev)
      if ev.target ~= ctx.self or not ev.combat then return false end
      for _, n in ipairs(params.rolls) do
        if ev.roll == n then return true end
      end
      return false
    end,
    apply = function(ctx, ev)
      return false
    end,
  },
}
