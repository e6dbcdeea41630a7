-- Shadow: when another player pays a death penalty, you choose the item they destroy, and the
-- loot card and ¢ they lose come to you. (The death penalty asks this entry point.)
return {
  shadows = function(ctx, dying)
    return ctx:zone_of(ctx.self) ~= nil and ctx.controller ~= nil and dying ~= ctx.controller
  end,
}
