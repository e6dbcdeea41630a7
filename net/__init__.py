"""Playing over the network: a game server on asyncio streams and the ``join`` client.

``host`` runs the game on one task; ``server`` accepts connections and checks seat tokens;
``wire`` frames and bounds what one connection reads and writes; ``client`` is ``join``.
"""
