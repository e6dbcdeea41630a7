-- Each time this Alt Ability monster takes damage (params.effect):
--   "attack_up"  it has +params.amount attack until the end of the turn (Dark One)
--   "counter"    put a counter on it; other monsters have +1 evasion per counter on it (Fistula)
--   "flip_next"  the next attack roll this turn, whoever makes it, is flipped: it becomes 7 minus
--                its result (Polycephalus; FS 5.1.3). Several hurts before it flip it once.
--- param effect: 'attack_up'|'counter'|'flip_next'
--- param amount?: count = 1
local E = params.effect

local abilities = {
  triggered {
    label = "when it takes damage",
    on = "damage",
    condition = function(ctx, ev) return ev.target == ctx.self and (ev.amount or 0) > 0 end,
    effect = function(ctx)
      if E == "attack_up" then
        ctx:add_effect(ctx.self, "attack", params.amount or 1)
      elseif E == "counter" then
        lib.put_counter(ctx)
      else
        ctx:remember("flip", ctx:turn())
      end
    end,
  },
}
if E == "counter" then
  abilities[#abilities + 1] = static {
    stat = "evasion",
    applies = function(ctx, subject) return ctx:is_other_monster(subject) end,
    value = function(ctx) return ctx:counter(ctx.self, "counters") end,
  }
elseif E == "flip_next" then
  abilities[#abilities + 1] = triggered {
    label = "flip the next attack roll",
    on = "rolled",
    condition = function(ctx, ev) return ev.attack and ctx:recall("flip") == ctx:turn() end,
    effect = function(ctx, ev)
      ctx:remember("flip", nil)
      ctx:flip_roll(ev.item)
    end,
  }
end
return abilities
