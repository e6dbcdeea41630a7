-- Doorway: ↷, choose one (each choice its own ↷ ability, chosen on activation, FS 4.4.1): put
-- each monster that is not being attacked into its discard pile; or each shop item; or each
-- room. No monster gives rewards this way (FS 7.5.5); the emptied slots refill (FS 7.8).
return {
  activated {
    label = "discard each monster not being attacked",
    cost = { tap = true },
    condition = function(ctx) return #lib.not_attacked(ctx) > 0 end,
    effect = function(ctx)
      for _, m in ipairs(lib.not_attacked(ctx)) do
        if ctx:exists(m) then ctx:discard_monster(m) end
      end
    end,
  },
  activated {
    label = "discard each shop item",
    cost = { tap = true },
    condition = function(ctx) return #ctx:shop_items() > 0 end,
    effect = function(ctx)
      for _, item in ipairs(ctx:shop_items()) do ctx:discard(item) end
    end,
  },
  activated {
    label = "discard each room",
    cost = { tap = true },
    condition = function(ctx) return #lib.rooms(ctx) > 0 end,
    effect = function(ctx)
      for _, room in ipairs(lib.rooms(ctx)) do ctx:discard(room) end
    end,
  },
}
