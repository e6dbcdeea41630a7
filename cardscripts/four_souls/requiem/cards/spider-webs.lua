-- Spider Webs: at the end of the turn, the active player deactivates their character.
return {
  triggered {
    label = "the character is caught",
    on = "turn-end",
    effect = function(ctx, ev) ctx:deactivate(ctx:character(ev.player)) end,
  },
}
