"""The Lua bridge: the sandbox, the typed API card scripts call, the script host that runs
their abilities, queries and entry points for a game."""
