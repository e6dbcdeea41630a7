-- Friendship Potion (card data, wording estimated): every monster in the combat makes
-- friends and leaves; no levels, no Treasure, no Bad Stuff.
return {
  playable = function(ctx)
    return ctx:fight_on()
  end,

  on_play = function(ctx)
    ctx:remove_all_monsters()
  end,
}
