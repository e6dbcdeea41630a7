-- The Lil Greed coins (A Dollar!, A Quarter!): $ destroy this: params.effect, "cents" (gain
-- params.cents ¢) or "shop" (take every shop item: a steal, not a purchase, FS 10.6.5).
-- Destroying it is the cost (FS 9.3.4), paid as the ability is activated, so it cannot be
-- activated twice, and an eternal one (Eden's starting item, FS 9.10.1) cannot pay it.
--- param effect: 'cents'|'shop'
--- param cents?: count
local LABEL = { cents = "destroy this: gain " .. tostring(params.cents) .. "¢",
                shop = "destroy this: take every shop item" }
return {
  activated {
    label = LABEL[params.effect],
    cost = {},
    condition = function(ctx) return not ctx:is_eternal(ctx.self) end,
    pay = function(ctx) return ctx:destroy(ctx.self) ~= nil end,
    effect = function(ctx)
      local me = ctx:you()
      if params.effect == "cents" then
        ctx:gain_cents(me, params.cents or 0)
      else
        for _, item in ipairs(ctx:shop_items()) do ctx:take_item(item, me) end
      end
    end,
  },
}
