-- Pills! (steal item): a player chosen at random among the others gives you a non-eternal item
-- of their choice (a starting item stays with its character); nothing if they control none.
return {
  on_play = function(ctx)
    local me = ctx:you()
    local who = lib.pick_random(ctx:others(me))
    if who == nil then return end
    local items = ctx:items(who, "non-eternal")
    if #items == 0 then return end
    ctx:take_item(ctx:choose("Give which item?", ctx:labelled(items), who), me)
  end,
}
