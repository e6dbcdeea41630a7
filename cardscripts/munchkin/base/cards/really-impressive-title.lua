-- Really Impressive Title: a lasting table card that is not an item (MK 7.13, erratum 9.5f).
-- The plugin keeps it out of trades, theft, sales and looting because it has no value.
return {
  bonus = function(ctx, seat)
    return card.stats.bonus or 3
  end,
}
