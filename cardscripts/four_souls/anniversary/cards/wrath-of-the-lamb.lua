-- Wrath of the Lamb: each player votes for another player (FS 10.19); the player with the most
-- votes (on a tie, the one of the tied the active player chooses) may steal a soul from another
-- player.
local NONE = { id = "none", label = "steal no soul" }

return {
  on_reveal = function(ctx)
    local leaders = ctx:vote_leaders("Wrath of the Lamb: vote for another player",
      ctx:players(), false, true)
    if #leaders == 0 then return end
    local who = leaders[1]
    if #leaders > 1 then
      who = ctx:choose("Wrath of the Lamb: which of the tied players?", leaders, ctx:active())
    end
    local souls = {}
    for _, seat in ipairs(ctx:others(who)) do
      for _, soul in ipairs(ctx:soul_cards(seat)) do souls[#souls + 1] = soul end
    end
    if #souls == 0 then return end
    local options = ctx:labelled(souls)
    options[#options + 1] = NONE
    local picked = ctx:choose("Wrath of the Lamb: steal which soul?", options, who)
    if picked ~= "none" then ctx:take_soul(picked, who) end
  end,
}
