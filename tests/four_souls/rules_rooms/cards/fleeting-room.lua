-- Fleeting Room: at the end of the turn, discard this.
return {
  triggered {
    on = "turn-end",
    effect = function(ctx)
      ctx:move(ctx.self, "room.discard")
    end,
  },
}
