-- I Am Error!: the active player rolls. 1-2: they must attack the monster deck once more, at
-- once (an added attack, R-056); 3-4: loot 3; 5-6: gain +1 treasure.
return {
  on_reveal = function(ctx) ctx:roll_die("result") end,
  result = function(ctx, r)
    local ap = ctx:active()
    if r <= 2 then ctx:must_attack_deck(ctx:turn_state("deck_attacks") + 1)
    elseif r <= 4 then ctx:loot(ap, 3)
    else ctx:gain_treasure(ap, 1) end
  end,
}
