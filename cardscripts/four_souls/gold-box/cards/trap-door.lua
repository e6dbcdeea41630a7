-- Trap Door!: the active player rolls. 1-3: they put the top three monster cards back in any
-- order, and may attack one more time this turn; 4-6: they take 1 damage.
return {
  on_reveal = function(ctx) ctx:roll_die("result") end,
  result = function(ctx, r)
    local ap = ctx:active()
    if r <= 3 then
      ctx:arrange("monster", 3, ap)
      ctx:extra_attack("may")
    else
      ctx:deal_damage(ap, 1)
    end
  end,
}
