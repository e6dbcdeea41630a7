-- Curse of the Suspicious: other players may attack you, with 3 evasion (FS 6.10.2).
return {
  attackable_player = function(ctx, attacker, target)
    if target == ctx.controller then return 3 end
    return nil
  end,
}
