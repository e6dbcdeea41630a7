-- Knight: "the attacking player also deals combat damage to this on attack rolls of 1". A 1
-- still misses it (evasion 6), so it deals its combat damage to the attacker, and the attacker
-- deals theirs to it as well, both from the one roll (FS 6.5.3).
return {
  also_hit = function(ctx, result) return result == 1 end,
}
