-- Cursed Lil Haunt: while in play, each time a player rolls a die (a roll that goes on the
-- stack), they roll a second die and the player to their left chooses which one is the roll.
-- Only the chosen die counts (R-028): the roll takes its number before it resolves.
return {
  triggered {
    label = "two dice: the player on the left picks one",
    on = "rolled",
    effect = function(ctx, ev)
      local roll = ctx:roll_info(ev.item)
      if roll == nil then return end
      local first, second = roll.result, ctx:roll(ev.player)
      if second == first then return end
      local pick = ctx:choose("Which die is " .. ev.player .. "'s roll?", {
        { id = "die:" .. first, label = "the " .. first },
        { id = "die:" .. second, label = "the " .. second },
      }, ctx:left_of(ev.player))
      local chosen = tonumber(pick:sub(5))
      if chosen ~= first then ctx:set_roll(ev.item, chosen) end
    end,
  },
}
