-- Four Souls+ cursed and holy monsters (FS 1.15.5 c): while in play, each time a player rolls
-- params.number (any roll, R-030), params.effect:
--   "heal_monsters"  each monster heals params.amount (Cursed Globin)
--   "each_damage"    each player takes params.amount damage (Cursed Tumor)
--   "arrange"        that player may look at the top params.amount cards of a deck of their
--                    choice and put them back in any order (Holy Bony)
--- param amount: count
--- param effect: 'arrange'|'each_damage'|'heal_monsters'
--- param number: integer 1..6
local E = params.effect
return {
  triggered {
    label = "when a player rolls a " .. params.number,
    on = "roll-result",
    condition = function(ctx, ev) return ev.result == params.number end,
    effect = function(ctx, ev)
      if E == "heal_monsters" then
        for _, m in ipairs(ctx:monsters()) do ctx:heal(m, params.amount) end
      elseif E == "each_damage" then
        ctx:damage_each_player(params.amount)
      elseif E == "arrange" then
        local who = ev.player
        if ctx:confirm("Look at the top " .. params.amount .. " cards of a deck?", who) then
          local kind = ctx:choose("Which deck?", { "loot", "treasure", "monster" }, who)
          ctx:arrange(kind, params.amount, who)
        end
      end
    end,
  },
}
