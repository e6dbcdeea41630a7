"""What a Four Souls card script may define and listen to: its entry points and events.

The one place they are declared: the kernel refuses any other named function when a script
loads (a "Roll-" outcome the script hands to ``ctx:roll_die("name")`` is the script's own),
checks each result against its type, and the reference (`deckwright api`) prints them.
"""

from __future__ import annotations

from deckwright.kernel.events import KERNEL_EVENT_DOCS
from deckwright.kernel.ruleset import EntryPoint

OPTIONS = "a list of ids or {id, label} tables"
DEATH = ("death: {object, card, slot, roll, combat, killer, counters} (counters: what it had "
         "as it died, for a card with a reward entry point or a per-counter reward)")

ENTRY_POINTS: dict[str, EntryPoint] = {
    "start_of_game": EntryPoint(
        "start_of_game() -> nil",
        "Run once for each character before the first turn, in turn order from the first "
        "player, without priority (Eden picks its starting item here).", "effect",
        ("character",)),
    "modes": EntryPoint(
        "modes() -> list|nil",
        f"The \"choose one\" modes a loot card offers, as {OPTIONS}; the player picks one "
        "when it is played (a mode with no legal target is left out). Nothing or an empty "
        "list: the card has no modes.", "query", ("loot",)),
    "target": EntryPoint(
        "target(mode?: string) -> list|nil",
        f"The legal targets of a loot card in the chosen mode, as {OPTIONS}. Defining it "
        "makes the card targeted: with no target it cannot be played, and it fizzles if its "
        "target is gone or no longer legal when it resolves.", "query", ("loot",)),
    "on_play": EntryPoint(
        "on_play(target?: seat|id, mode?: string) -> nil",
        "What a loot card (or a copy of one) does when it resolves from the stack, with the "
        "target and mode chosen when it was played (nil if it has none).", "effect",
        ("loot",)),
    "additional_cost": EntryPoint(
        "additional_cost() -> boolean|nil",
        "A loot card's additional cost, paid as it is played: after its mode and target are "
        "chosen, before it uses a loot play and goes on the stack (Fiend Fire: discard your "
        "hand; FS 9.1.3). False: it could not be paid, and the card stays in hand. What was "
        "paid outlives the card's move to the stack only under a key (ctx:remember(name, "
        "value, key)). A copy of the card (FS 10.5.2) pays nothing.", "effect", ("loot",)),
    "on_reveal": EntryPoint(
        "on_reveal() -> nil",
        "What an event card does when it resolves after being revealed in a monster slot; "
        "the active player controls it, and the card is discarded afterwards.", "effect",
        ("event",)),
    "abilities": EntryPoint(
        "abilities() -> list|nil",
        "An event with several separate abilities: the names of its entry points, in order. "
        "Each goes on the stack as its own item when the event enters play (the first listed "
        "resolves first) and may be cancelled alone; the event is discarded once all have "
        "resolved or been cancelled (FS 1.15.5 d, R-024). Nil: on_reveal only.", "query",
        ("event",)),
    "earned": EntryPoint(
        "earned(seat: seat) -> boolean|nil",
        "Whether this player meets the bonus soul's condition now; asked whenever the game "
        "checks its state, of each player from the active one on, and the first it says "
        "true for gains the soul. Nil: not earned.", "query", ("bonus-soul",)),
    "reward_multiplier": EntryPoint(
        "reward_multiplier(death: table) -> positive|nil",
        f"How many times the dead monster's rewards are gained ({DEATH}: roll is the "
        "killing roll, combat whether it died in combat); nil: once.", "query",
        ("monster",)),
    "rewarded": EntryPoint(
        "rewarded(death: table) -> seat|nil",
        f"Who gains the dead monster's rewards and soul instead of the active player "
        f"({DEATH}; killer is who dealt the last damage); nil: the active player (FS 7.6).",
        "query", ("monster",)),
    "reward": EntryPoint(
        "reward(player: seat, death: table) -> nil",
        f"A reward that is no reward box, the card's own text (steal a shop item, \"this kills "
        f"you\", an extra turn, deal 2 damage): run for the player who gains the dead "
        f"monster's rewards, after its reward box, at the rewards step (FS 7.6 step 3; {DEATH}).",
        "effect", ("monster",)),
    "death_zone": EntryPoint(
        "death_zone() -> table|nil",
        "Where a dead monster without a soul goes instead of its discard pile: {zone, "
        "position} ('top', 'bottom' or the number of cards above it); nil or an unknown "
        "zone: the discard pile.", "query", ("monster",),
        {"zone": "string", "position": "'top'|'bottom'|count"}),
    "also_hit": EntryPoint(
        "also_hit(result: integer) -> boolean|nil",
        "Asked of a monster an attack roll misses (its final result below the monster's "
        "evasion): true means the attacking player also deals it combat damage. The roll is "
        "still a miss and the monster still deals its combat damage to them; both are one "
        "item on the stack, dealt together (Knight: on a 1, FS 6.5.3, 6.7.4). Nil: a plain "
        "miss.", "query", ("monster",)),
    "misses": EntryPoint(
        "misses(result: integer, previous: integer|nil) -> boolean|nil",
        "Asked of the target of an attack roll as it resolves, with its final result and the "
        "previous attack roll's against it this turn (nil: none): true means the roll counts "
        "as a miss whatever its result (FS 6.5.3: the target deals its combat damage to the "
        "roller; Hush, Mother!). Nil: hit or miss by evasion.", "query", ("monster",)),
    "attack_counts": EntryPoint(
        "attack_counts(attacker: seat, target: seat|id, result: integer) -> 'hit'|'miss'|nil",
        "Asked of every card in play as an attack roll resolves, with the roll's player, its "
        "target and its final result: 'hit' or 'miss' makes it count so whatever its result "
        "(The Gorm's 1s, Number One's 1s and 6s; FS 6.5.2-6.5.3); where cards disagree, or "
        "the target's `misses` says miss, it is a miss (counts_as.py). Nil: by evasion.",
        "query", ("monster", "treasure")),
    "forbids": EntryPoint(
        "forbids(player: seat) -> boolean|nil",
        "Asked of each card in play before a player other than the active one may play loot "
        "or activate an item: true stops them. Nil: no.", "query", ("treasure",)),
    "restricts": EntryPoint(
        "restricts(player: seat, action: string) -> boolean|nil",
        "Asked of each card in play before any player, on any turn, may play a loot card "
        "(action 'loot') or activate an ability ('activate'): true stops them (Shadow of "
        "Famine; ctx:done_this_turn counts what they did). Nil: no.", "query",
        ("room", "treasure", "monster", "curse")),
    "attackable_player": EntryPoint(
        "attackable_player(attacker: seat, target: seat) -> integer|nil",
        "Asked of each card in play while the active player (attacker) chooses what to "
        "attack: a number lets them attack that other player, who has that evasion against "
        "the attack (of several effects the newest wins, FS 6.10.2). Nil: not through this "
        "card.", "query", ("treasure",)),
    "shadows": EntryPoint(
        "shadows(seat: seat) -> boolean|nil",
        "Asked of each card in play when a player pays the death penalty: true means this "
        "card's controller picks the item that player destroys and takes the loot card and "
        "cent they lose. Nil: no.", "query", ("treasure",)),
    "picks_attack_target": EntryPoint(
        "picks_attack_target(attacker: seat) -> boolean|nil",
        "Asked of each card in play once the attacker has chosen to attack a monster in a "
        "slot (never the monster deck, R-037): true means this card's controller chooses "
        "which monster the attacker may attack is attacked instead (the first such card in "
        "seat order). Nil: no.", "query", ("treasure",)),
    # abilities that work from a discard pile (discard_abilities.py; the card's param
    # from_discard names the event kind that wakes them)
    "discard_trigger": EntryPoint(
        "discard_trigger(event: table) -> boolean|nil",
        "Asked of a card lying in its discard pile after each event of the kind its param "
        "`from_discard` names (event: that event's fields and ev.kind): true puts its "
        "`from_discard` ability on the stack, controlled by the active player (Tapeworm: a "
        "player with an egg counter dies). Nil: no.", "query", ("monster",)),
    "from_discard": EntryPoint(
        "from_discard(event: table) -> nil",
        "What a card's discard-pile ability does as it resolves, with the event that "
        "triggered it; ctx.self is the card in the pile (it may have left it since).",
        "effect", ("monster",)),
    # numbers in card text (card_numbers.py)
    "numbers": EntryPoint(
        "numbers() -> table|nil",
        "The numbers of this card's text that an effect may edit (The Real Left Hand), by "
        "name, each with its printed value ({attack = 2}); its abilities read each "
        "through ctx:text_number(name, printed). Nil: none.", "query"),
}

EVENTS: dict[str, str] = {
    "ambush": "An Ambush loot became a monster in a slot (FS 9.10.3): ev.player (who played "
              "it), ev.card, ev.object, ev.slot; the active player must attack it once more.",
    **KERNEL_EVENT_DOCS,
    "activate": "An activated ability of a character or item goes on the stack: ev.player, "
                "ev.object, ev.card, ev.item (the stack item), ev.is_item (false for a "
                "character), ev.targets (those chosen as it was activated).",
    "arrange": "A player has put the top cards of a deck back in the order they chose: "
               "ev.player, ev.zone, ev.count.",
    "attack-ended": "An attack is over: ev.player (the attacker), ev.target (the monster, nil "
                    "if none was attacked), ev.reason ('monster died', 'cancelled', 'turn "
                    "ends', 'combatant down', 'attacker died', 'target gone', 'event', "
                    "'unattackable', 'stalemate' …).",
    "attack-roll": "An attack roll has been compared with the monster's evasion: ev.player, "
                   "ev.target, ev.result, ev.hit, ev.first (the attacker's first attack roll "
                   "this turn), ev.rolled (the die before bonuses), ev.counted (true where a "
                   "card made it a hit or a miss against its evasion: attack_counts, misses).",
    "attack-target": "The attacker has chosen what to fight: ev.player, ev.target (the "
                     "monster), ev.card, ev.slot, ev.deck (true when it came off the monster "
                     "deck).",
    "rename": "An object takes a name for a while (it has only that name, plugins/four_souls/"
              "names.py): ev.object, ev.name, ev.until ('turn', 'start:p2': that player's "
              "next turn starts, 'end:p1': their turn ends).",
    "lose-abilities": "An object in play loses all its abilities (eternal stays) for a while: "
                      "ev.object, ev.until (as for rename).",
    "become-copy": "An object turns into a copy of another card: ev.object, ev.card (the one "
                   "copied), ev.original (its own card), ev.until ('turn', 'start:pN' for "
                   "the start of that player's next turn, 'end:pN' for the end of it, or "
                   "nil), ev.not_eternal.",
    "cancelled": "Something was taken off the stack unresolved: ev.item, ev.item_kind "
                 "('loot', 'ability', 'roll', 'death' …), ev.controller.",
    "damage": "Damage is dealt to a player or a monster: ev.target, ev.amount (a "
              "replacement may lower it), ev.source, ev.source_player, ev.combat, ev.attack, "
              "ev.roll, ev.player (the target if a player), ev.card (the target's card if a "
              "monster); after it, ev.result.",
    "death-pending": "A player or monster at 0 health gets a death on the stack: ev.target, "
                     "ev.victim ('player' or 'monster'), ev.item, ev.player (the target if a "
                     "player).",
    "death-prevented": "A death was taken off the stack and the target healed: ev.target.",
    "declare-attack": "The active player declares an attack: ev.player.",
    "declare-end": "The active player declares the end of the turn: ev.player.",
    "declare-purchase": "The active player declares a purchase: ev.player.",
    "destroy": "An object is about to be destroyed (a replacement may send it elsewhere): "
               "ev.object, ev.card, ev.player (its controller), ev.soul (true for a soul), "
               "ev.why ('penalty' for the item of a death penalty, FS 7.7.4; its move to the "
               "discard pile then has ev.how = 'penalty' and ev.result, its new id).",
    "die": "A player or monster dies: ev.target, ev.victim ('player' or 'monster'); a player: "
           "ev.player, ev.killer (the player whose card or attack dealt the last damage or "
           "killed them; nil for a monster's); a monster: ev.card, ev.slot, ev.roll, "
           "ev.combat, ev.killer (who dealt the last damage). Every death: ev.last_known, what "
           "the dying player or object was (last known information, read by its death "
           "triggers once it has left play): .counters, .controller, .tapped and .stats "
           "(hp, attack and, for an object, evasion, with every modifier).",
    "effect": "A stat is raised or lowered until the end of the turn: ev.subject (a seat, an "
              "object id or 'monsters'), ev.stat, ev.value.",
    "end-turn": "A card ends the turn: ev.player (the active player), ev.source.",
    "expand": "More slots of a kind are opened: ev.slot_kind ('monster', 'shop' …), "
              "ev.count.",
    "extra-attack": "The active player gets one more attack: ev.player, ev.mode ('may', "
                    "'must', 'turn' or 'deck'), ev.count (attacks on the deck still owed).",
    "flag": "A player is marked or unmarked: ev.target, ev.name ('dead', 'unlimited_loot', "
            "'skips'), ev.value (nil clears it).",
    "gain-cents": "A player takes cents from the bank: ev.player, ev.amount (a replacement "
                  "may change it), ev.source; after it, ev.result (what the bank could pay).",
    "gain-curse": "A curse goes to a player: ev.player, ev.card, ev.object.",
    "gain-item": "An item comes into play under a player: ev.player, ev.card, ev.object, "
                 "ev.how ('treasure', 'purchase', 'trinket', 'search', 'take', 'starting "
                 "item', 'becomes': an event, loot or monster that became an item …), ev.source "
                 "(the card it came from, or nil).",
    "gain-soul": "A card becomes a player's soul: ev.player, ev.card, ev.object, ev.how "
                 "('monster', 'bonus soul' …).",
    "gain-treasure": "A player is about to gain +N treasure (a replacement may change it): "
                     "ev.player, ev.count, ev.source.",
    "heal": "Damage is removed from a player or monster: ev.target, ev.amount (nil: all of "
            "it), ev.why; after it, ev.result (how much was removed).",
    "kill": "A card kills a player or monster outright: ev.target, ev.source.",
    "loot": "A player is about to loot (a replacement may change it): ev.player, ev.count, "
            "ev.source, ev.from ('loot.deck', or 'loot.discard' to take the top discard "
            "first).",
    "lose-cents": "A player loses, pays or hands over cents: ev.player, ev.amount, ev.to (a "
                  "seat, or nil for the bank), ev.how ('pay', 'penalty', 'steal', 'lose' …); "
                  "after it, ev.result.",
    "monster-gone": "A dead monster has left its slot: ev.card, ev.slot.",
    "penalty-discard": "A dead player is about to discard a loot card for the death penalty "
                       "(a replacement returning false spares it, FS 7.7.4): ev.player.",
    "death-penalty": "A dead player is about to pay the death penalty (FS 7.7.4): ev.player; "
                     "a replacement that cancels it pays none of it (Ball of Tumors, FS 10.15).",
    "penalty-paid": "A dead player has paid the death penalty: ev.player.",
    "play-loot": "A loot card is put on the stack: ev.player, ev.card, ev.object, ev.item.",
    "prevented": "A prevention shield stopped damage: ev.target, ev.amount, ev.source, "
                 "ev.controller.",
    "purchase": "A player bought an item: ev.player, ev.card, ev.object, ev.where (a shop "
                "slot or 'treasure.deck'), ev.cost.",
    "purchase-failed": "A player could not pay for what they chose: ev.player, ev.where, "
                       "ev.cost.",
    "rewards-given": "A dead monster's rewards are about to be gained: ev.player, ev.card, "
                     "ev.object.",
    "rewards-gained": "The active player has gained a dead monster's rewards: ev.player, "
                      "ev.card, ev.object.",
    "roll-changed": "A roll on the stack is changed: ev.player, ev.item, ev.from, ev.result, "
                    "ev.how ('reroll', 'add', 'set' or 'flip').",
    "roll-result": "A roll's final result is locked in: ev.player, ev.result, ev.item, "
                   "ev.attack, ev.first, ev.target (the monster, for an attack roll), ev.previous "
                   "(that player's final result before this one this turn; nil for their "
                   "first), ev.rolled (the die before bonuses); for a die other than the D6 "
                   "also ev.die ('D8') and ev.face (what it showed: an 8 counts as 6).",
    "rolled": "A die was rolled and the roll went on the stack: ev.player, ev.result, "
              "ev.item, ev.attack; for a die other than the D6 also ev.die ('D8') and "
              "ev.face (what it showed, before 7 and 8 count as 6).",
    "team-up": "A player teams up with the attacking player (team_up.py): ev.player (who "
               "joins), ev.attacker, ev.target (nil while the attack has no target yet).",
    "tap": "An object is deactivated: ev.object; ev.player and ev.cost (true) when tapped to "
           "pay for an ability; ev.reason when the rules did it ('death penalty', 'enters "
           "deactivated' …).",
    "turn-end": "The end phase of a player's turn begins: ev.player.",
    "turn-start": "The start phase of a player's turn begins (after recharging): ev.player.",
    "untap": "An object is recharged: ev.object; ev.reason ('recharge') at the start of a "
             "turn.",
    "vote": "A player casts a vote: ev.player, ev.choice.",
    "would-gain-soul": "A card is about to become a player's soul (FS 11.1.2): ev.player "
                       "(a replacement may give it to another player, or return false so "
                       "nobody gains it: a monster then goes to its discard), ev.card, "
                       "ev.object, ev.how.",
    "would-roll": "A roll is about to resolve (abilities may still change it): ev.player, "
                  "ev.result, ev.item, ev.attack.",
}
