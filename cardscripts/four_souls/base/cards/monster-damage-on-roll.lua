-- Horf (params.plus), Leaper and Mom! (doubled): on an attack roll of params.roll against this
-- monster, its combat damage is higher (applied when the damage resolves, FS 6.6).
-- Mom! also adds a monster slot when it dies (params.slot, params.count).
--- param count?: count = 1
--- param plus?: count
--- param roll: integer 1..6
--- param slot?: string
local abilities = {
  static {
    stat = "monster_damage",
    applies = function(ctx, s) return s.monster == ctx.self and s.roll == params.roll end,
    value = function(ctx, s)
      if params.plus then return params.plus end
      return ctx:attack_of(ctx.self)
    end,
  },
}
if params.slot then
  abilities[#abilities + 1] = triggered {
    label = "add a slot when this dies",
    on = "die",
    condition = function(ctx, ev) return ev.target == ctx.self end,
    effect = function(ctx) ctx:expand(params.slot, params.count or 1) end,
  }
end
return abilities
