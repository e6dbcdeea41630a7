-- Broken Remote: each time you activate an item, you may discard a room, or a monster that is
-- not being attacked.
local function rooms(ctx)
  local ok, ids = pcall(ctx.zone, ctx, "room.1")
  return ok and ids or {}
end

return {
  triggered {
    label = "you may discard a room or a monster",
    on = "activate",
    condition = function(ctx, ev) return ev.player == ctx.controller and ev.is_item end,
    effect = function(ctx)
      local fight = ctx:attacking()
      local options = {}
      for _, m in ipairs(ctx:monsters()) do
        if fight == nil or fight.target ~= m then options[#options + 1] = m end
      end
      for _, r in ipairs(rooms(ctx)) do options[#options + 1] = r end
      if #options == 0 or not ctx:confirm("Discard a room or a monster?") then return end
      ctx:discard(ctx:choose("Discard which?", ctx:labelled(options)))
    end,
  },
}
