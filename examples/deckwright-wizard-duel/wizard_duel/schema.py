"""What a Wizard Duel card may be: its types and stats, and the events its abilities may
listen to. A set that breaks them does not load (``deckwright lint`` says where), and
``deckwright api wizard-duel`` prints them."""

CARD_TYPES = ("spell", "item")

# each stat's type (a kind the set loader checks) and its line of help
STAT_TYPES = {"power": "integer"}
STAT_DOCS = {"power": "A wand's damage; a static ability (the Lens) may raise it."}

# what a static ability's ``stat`` may name: the values the rules ask with ctx:stat
STATIC_STATS = {"power": "A wand's damage (ctx:stat(id, 'power'))."}

# the game's own events (the kernel adds move, counter, roll …)
EVENTS = {
    "damage": "A player is dealt damage: ev.target, ev.amount, ev.source (the card's object).",
    "flag": "A player is marked: ev.target, ev.name ('eliminated' at 0 hp).",
}

