-- Divine Intervention (MK 3.12, 13.14): resolved the moment it is drawn, face up or down.
-- Every Cleric goes up a level, and this can be the winning level (MK 5.7, 12.57). In a
-- starting hand the plugin first lets everyone put a Cleric on their table (MK 2.6).
return {
  immediate = function(ctx, seat)
    for _, player in ipairs(ctx:players()) do
      if ctx:is(player, "cleric") then
        ctx:gain_levels(player, 1, "win")
      end
    end
  end,
}
