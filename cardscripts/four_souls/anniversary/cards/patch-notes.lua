-- Patch Notes: three different players are chosen at random, in order. The first puts an HP
-- counter on a non-eternal item they control, the second an AT counter on a non-eternal item
-- they control, the third an eternal counter on an item they control (params.counter_meanings
-- says what each counter does). With fewer players, the later notes go unread.
local NOTES = {
  { counter = "hp", filter = "non-eternal", what = "an HP counter" },
  { counter = "at", filter = "non-eternal", what = "an AT counter" },
  { counter = "eternal", what = "an eternal counter" },
}

return {
  on_reveal = function(ctx)
    local pool = ctx:players()
    for _, note in ipairs(NOTES) do
      if #pool == 0 then return end
      local seat = table.remove(pool, math.random(#pool))
      local items = note.filter and ctx:items(seat, note.filter) or ctx:items(seat)
      if #items > 0 then
        local item = ctx:choose("Patch Notes: put " .. note.what .. " on which item?",
          ctx:labelled(items), seat)
        ctx:add_counter(item, note.counter, 1)
      end
    end
  end,
}
