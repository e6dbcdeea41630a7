-- Twitchy: at the end of each turn, the active player moves it on top of another monster slot
-- of their choice: it covers the monster there (FS 1.8), never an Indomitable one (FS 9.10.5),
-- and its old slot shows what it covered again, or refills at the next priority.
local function _indomitable(ctx, id)
  for _, tag in ipairs(ctx:tags(id)) do
    if tag == "indomitable" then return true end
  end
  return false
end

return {
  triggered {
    label = "moves to another monster slot",
    on = "turn-end",
    effect = function(ctx)
      if not ctx:exists(ctx.self) then return end  -- it left play before this resolved
      local here = ctx:zone_of(ctx.self)
      local slots = {}
      for _, slot in ipairs(ctx:slots("monster")) do
        local top = ctx:zone(slot)[1]
        if slot ~= here and not (top and _indomitable(ctx, top)) then
          slots[#slots + 1] = { id = slot, label = slot .. " (" .. (top and ctx:card(top).name or "empty") .. ")" }
        end
      end
      if #slots == 0 then return end
      local slot = ctx:choose("Move Twitchy onto which monster slot?", slots, ctx:active())
      local top = ctx:zone(slot)[1]
      if top then ctx:move(top, slot .. ".covered", "top") end
      ctx:move(ctx.self, slot, "top")
    end,
  },
}
