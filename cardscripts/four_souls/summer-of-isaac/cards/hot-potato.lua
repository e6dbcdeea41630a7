-- Hot Potato! (event): as it enters play it becomes an item the active player gains. Each time
-- it comes under a player's control, they gain 2¢ and roll: 1-4 give it to the player on their
-- left; 5 destroy it and take 3 damage; 6 it becomes their soul (worth 1).
return {
  on_reveal = function(ctx) ctx:become_item(ctx:active()) end,
  triggered {
    label = "it came under your control: gain 2¢ and roll",
    on = "move",
    condition = function(ctx, ev)
      return ev.new_object == ctx.self and string.sub(tostring(ev.to), -6) == ".items"
    end,
    effect = function(ctx)
      ctx:gain_cents(ctx.controller, 2)
      ctx:roll_die("potato", nil, ctx.controller)
    end,
  },
  potato = function(ctx, r)
    local holder = ctx.controller
    if not ctx:exists(ctx.self) then return end
    if r <= 4 then
      ctx:take_item(ctx.self, ctx:left_of(holder))
    elseif r == 5 then
      ctx:destroy(ctx.self)
      ctx:deal_damage(holder, 3)
    else
      ctx:gain_soul(holder, ctx.self)
    end
  end,
}
