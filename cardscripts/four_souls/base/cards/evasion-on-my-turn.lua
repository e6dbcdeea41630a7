-- Curse of the Blind, Baby Haunt: monsters have +params.evasion evasion during its
-- controller's turn. params.pass_on: when its controller dies, before the death penalty, they
-- give it to another player (Baby Haunt; see also Daddy Haunt).
--- param evasion: count
--- param pass_on?: boolean
local abilities = {
  static {
    stat = "evasion",
    applies = function(ctx, subject)
      return ctx.controller ~= nil and ctx:is_active(ctx.controller) and ctx:card(subject).type == "monster"
    end,
    value = params.evasion,
  },
}
if params.pass_on then
  abilities[#abilities + 1] = triggered {
    label = "give this to another player",
    on = "die",
    condition = function(ctx, ev) return ev.victim == "player" and ev.target == ctx.controller end,
    effect = function(ctx) ctx:give_to_another(ctx.self) end,
  }
end
return abilities
