-- Gun That Can Kill the Past: ↷ destroy this; if you do, cancel everything on the stack that
-- has not resolved (FS 4.5) and take an extra turn after this turn (FS 3.5.2: the order and the
-- rounds go on from this turn afterwards).
return {
  activated {
    label = "destroy this: cancel the stack, take an extra turn",
    hint = "now",
    cost = { tap = true },
    effect = function(ctx)
      if ctx:destroy(ctx.self) == nil then return end
      for _, item in ipairs(ctx:stack_items()) do ctx:cancel(item) end
      ctx:extra_turn(ctx.controller)
    end,
  },
}
