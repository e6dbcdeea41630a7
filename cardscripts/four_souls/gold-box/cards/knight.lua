-- Knight: an attack roll of 1 against it hits it, as a roll reaching its evasion does.
return {
  hits = function(ctx, result) return result == 1 end,
}
