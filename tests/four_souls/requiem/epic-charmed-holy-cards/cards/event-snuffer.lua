-- Event Snuffer (test-only): cancel one ability of an event on the stack.
return {
  target = function(ctx) return ctx:stack_items("event") end,
  on_play = function(ctx, target) ctx:cancel(target) end,
}
