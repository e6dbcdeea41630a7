"""The Binding of Isaac: Four Souls — the game plugin (rules, vocabulary, bots, text)."""
