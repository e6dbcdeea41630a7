-- Mystery Gift: $ destroy this (the destruction is its whole price, paid as it is activated,
-- FS 9.3.4: it cannot be activated again while on the stack): choose
-- any number of players; look at the top X treasure cards (X: how many you chose) and put each
-- back on the top or the bottom of the treasure deck, in the order you like; then you gain +1
-- treasure, and each chosen player gains +1 treasure, in turn order.
local TOP = { id = "top", label = "keep it on top" }
local BOTTOM = { id = "bottom", label = "put it on the bottom" }

return {
  activated {
    label = "destroy this: treasure for you and the players you choose",
    condition = function(ctx) return not ctx:is_eternal(ctx.self) end,
    pay = function(ctx) return ctx:destroy(ctx.self) ~= nil end,
    effect = function(ctx)
      local chosen = ctx:choose_many("Mystery Gift: which players get a treasure?",
        ctx:players())
      local on_top = 0
      for _, id in ipairs(ctx:peek("treasure", #chosen)) do
        if ctx:choose("Mystery Gift: where does it go?", { TOP, BOTTOM }) == "bottom" then
          ctx:to_deck_bottom(id)
        else
          on_top = on_top + 1
        end
      end
      if on_top > 1 then ctx:arrange("treasure", on_top) end
      ctx:gain_treasure(ctx.controller, 1)
      for _, seat in ipairs(ctx:each_player()) do
        for _, picked in ipairs(chosen) do
          if picked == seat then ctx:gain_treasure(seat, 1) end
        end
      end
    end,
  },
}
