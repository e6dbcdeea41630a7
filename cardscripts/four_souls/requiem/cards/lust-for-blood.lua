-- Lust for Blood!: two separate abilities (R-024). The active player chooses another player and
-- must make one more attack, against them; they have evasion 4 for it. If that player dies this
-- turn, they give the active player the item they would destroy for their death penalty.
return {
  abilities = function(ctx) return { "hunt", "spoils" } end,
  hunt = function(ctx)
    local ap = ctx:active()
    local prey = {}
    for _, p in ipairs(ctx:others(ap)) do
      if not ctx:is_dead(p) then prey[#prey + 1] = p end
    end
    if #prey == 0 then return end
    local who = ctx:choose("Attack which player?", ctx:labelled(prey), ap)
    ctx:remember("prey", who, ctx:turn())
    ctx:must_attack_player(who, 4)
  end,
  spoils = function(ctx)
    local who = ctx:recall("prey", ctx:turn())
    if who then ctx:penalty_item_to(who, ctx:active()) end
  end,
}
