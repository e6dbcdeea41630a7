-- Hagalaz: look at the top five cards of the monster deck or the room deck and put them back in
-- any order; then discard a room, or a monster that is not being attacked.
local function rooms(ctx)
  local ok, ids = pcall(ctx.zone, ctx, "room.1")
  return ok and ids or {}
end

return {
  on_play = function(ctx)
    local kind = "monster"
    local ok, room_deck = pcall(ctx.deck, ctx, "room.deck")
    if ok and #room_deck > 0 then
      kind = ctx:choose("Look at which deck?", {
        { id = "monster", label = "the monster deck" }, { id = "room", label = "the room deck" } })
    end
    ctx:arrange(kind, 5)
    local fight = ctx:attacking()
    local options = {}
    for _, m in ipairs(ctx:monsters()) do
      if fight == nil or fight.target ~= m then options[#options + 1] = m end
    end
    for _, r in ipairs(rooms(ctx)) do options[#options + 1] = r end
    if #options == 0 then return end
    ctx:discard(ctx:choose("Discard which room or monster?", ctx:labelled(options)))
  end,
}
