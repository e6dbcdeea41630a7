-- Shop Upgrade! (Alt Ability), as decided in the set's README (its only source prints Secret
-- Room!'s text): add a shop slot (it fills at once, FS 10.8); the next shop item the active
-- player buys this turn costs 0¢.
return {
  on_reveal = function(ctx)
    ctx:expand("shop", 1)
    ctx:free_purchase(ctx:active())
  end,
}
