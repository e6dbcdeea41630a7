"""Card sets: the line-numbered YAML reader, the card model, loading a set folder, its Lua
syntax, AI hints, card lookup and new-set templates."""
