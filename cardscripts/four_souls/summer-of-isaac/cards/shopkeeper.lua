-- Shopkeeper: it can't be attacked (tag unattackable) and is Indomitable. If a player would
-- destroy an item for the death penalty, they put it into a shop slot instead (a new one, see
-- ctx:into_shop), where anyone may buy it.
return {
  replacement {
    label = "the item goes into the shop instead",
    on = "destroy",
    condition = function(ctx, ev) return ev.why == "penalty" end,
    apply = function(ctx, ev)
      if ctx:into_shop(ev.object) == nil then return ev end
      return false
    end,
  },
}
