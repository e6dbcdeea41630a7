-- Cow on a Trash Farm: choose a player. Until their next turn starts, their character is named
-- Cow and has no abilities, and each item they control is named Trash and has no abilities
-- (eternal is no ability: an eternal item stays eternal). Items they gain later are unchanged.
return {
  target = function(ctx) return ctx:labelled(ctx:each_player()) end,
  on_play = function(ctx, who)
    ctx:rename(who, "Cow", "next-turn-start", who)
    ctx:lose_abilities(who, "next-turn-start", who)
    for _, item in ipairs(ctx:items(who)) do
      ctx:rename(item, "Trash", "next-turn-start", who)
      ctx:lose_abilities(item, "next-turn-start", who)
    end
  end,
}
