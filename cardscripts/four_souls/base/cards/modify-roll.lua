-- The D6, Book of Belial, Godhead, Lucky Foot, Mini Mush, Spoon Bender: ↷: change a die roll
-- on the stack. Each entry of params.options is its own ↷ ability, so what it does is chosen on
-- activation (FS 4.4.1): {add = n}, {set = n} or {reroll = true} (the roll's player rolls that
-- die again, FS 5.1.3). params.not_attack: only rolls that are not attack rolls (Lucky Foot);
-- params.recharge_at_end: it recharges at the end of its controller's turn.
--- param not_attack?: boolean
--- param options: list
--- param recharge_at_end?: boolean
local abilities = {}
for _, option in ipairs(params.options) do
  local label = option.reroll and "reroll a die roll"
    or option.set and ("make a die roll a " .. option.set)
    or ((option.add > 0 and "+" or "") .. option.add .. " to a die roll")
  abilities[#abilities + 1] = activated {
    label = label,
    hint = "roll",
    cost = { tap = true },
    target = function(ctx)
      local ids = {}
      for _, id in ipairs(ctx:rolls()) do
        if not (params.not_attack and ctx:roll_info(id).attack) then ids[#ids + 1] = id end
      end
      return ctx:labelled(ids)
    end,
    effect = function(ctx, roll)
      if option.reroll then ctx:reroll(roll)
      elseif option.set then ctx:set_roll(roll, option.set)
      else ctx:add_to_roll(roll, option.add) end
    end,
  }
end
if params.recharge_at_end then
  abilities[#abilities + 1] = triggered {
    label = "recharge at the end of your turn",
    on = "turn-end",
    condition = function(ctx, ev) return ev.player == ctx.controller and ctx:is_tapped(ctx.self) end,
    effect = function(ctx) ctx:recharge(ctx.self) end,
  }
end
return abilities
