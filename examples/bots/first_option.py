#!/usr/bin/env python3
"""A tiny external bot: answers every decision with its first option (or the lowest number).

Run it in a game with:  deckwright play GAME --bots external:"python3 examples/bots/first_option.py"
It speaks the JSON-lines protocol in docs/external-agents.md; any language can do the same.
"""

import json
import sys


def answer(decision: dict) -> object:
    """Pick the first option; numbers take the minimum; orders keep the given order."""
    kind = decision["kind"]
    ids = [option["id"] for option in decision["options"]]
    if kind == "number":
        return decision["min"]
    if kind == "order":
        return ids
    if kind == "choose-many":
        return ids[: decision["min"]]
    return ids[0]


for line in sys.stdin:
    message = json.loads(line)
    if message["type"] == "decision":
        print(json.dumps({"answer": answer(message["decision"])}), flush=True)
    elif message["type"] == "end":
        break
