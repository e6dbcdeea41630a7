"""What a Munchkin card script may define and listen to: its entry points and events.

The one place they are declared: the kernel refuses any other named function when a script
loads, checks each result against its type, and the reference (`deckwright api`) prints them.
"""

from __future__ import annotations

from deckwright.kernel.events import KERNEL_EVENT_DOCS
from deckwright.kernel.ruleset import EntryPoint

MONSTER = ("monster",)
PLAYED = ("go-up-a-level", "monster-enhancer", "cheat", "one-shot", "special")
ON_TABLE = ("item", "hireling", "title", "race", "class", "curse")

ENTRY_POINTS: dict[str, EntryPoint] = {
    # ---------------------------------------------------------------- monsters
    "engages": EntryPoint(
        "engages(seat: seat) -> boolean|nil",
        "Whether the monster pursues this character when it is met (MK 3.6); false lets the "
        "player let it go, fight it anyway or take a way out it offers. Nil: it does.",
        "query", MONSTER),
    "not_engaged": EntryPoint(
        "not_engaged(seat: seat) -> nil",
        "What a player who lets go a monster that did not pursue them gets (the Amazon's "
        "Treasure).", "effect", MONSTER),
    "before_fight": EntryPoint(
        "before_fight(seat: seat) -> nil",
        "What the fighter must do as the monster enters the fight, before anything else "
        "(the Tongue Demon takes an item).", "effect", MONSTER),
    "strength": EntryPoint(
        "strength() -> integer|nil",
        "What the monster's own text adds to its level against the players now in the fight "
        "(MK 4.3); asked whenever the strengths are counted. Nil: nothing.", "query",
        MONSTER),
    "player_bonus": EntryPoint(
        "player_bonus(seat: seat) -> integer|nil",
        "What the monster's text adds to (or, negative, takes from) a fighting player's "
        "strength. Nil: nothing.", "query", MONSTER),
    "combat_rules": EntryPoint(
        "combat_rules() -> table|nil",
        "The monster's standing combat rules, asked once a game: {alone (nobody may help), "
        "no_run, auto_escape, fight_with ('all', 'level' or 'bonuses')}. Nil: the usual "
        "ones.", "query", MONSTER,
        {"alone": "boolean", "no_run": "boolean", "auto_escape": "boolean",
         "fight_with": "'all'|'level'|'bonuses'"}),
    "instead_options": EntryPoint(
        "instead_options(seat: seat) -> list|nil",
        "The ways out of fighting the monster it offers this player now, as {id, label} "
        "tables (a bribe, walking past …); offered with the losing fighter's choices and to "
        "a player it does not pursue. Nil or empty: none.", "query", MONSTER),
    "instead": EntryPoint(
        "instead(seat: seat, way: string) -> nil",
        "Carry out the way out the player took (way is the id instead_options gave it).",
        "effect", MONSTER),
    "run_bonus": EntryPoint(
        "run_bonus(seat: seat) -> integer|nil",
        "What the monster (or the Mate copying it) adds to the player's rolls to run away "
        "from it (MK 4.12). Nil: nothing.", "query", ("monster", "monster-enhancer")),
    "bad_stuff": EntryPoint(
        "bad_stuff(seat: seat) -> nil",
        "The Bad Stuff the monster does to a runner who failed to get away (MK 8.7).",
        "effect", MONSTER),
    "escaped": EntryPoint(
        "escaped(seat: seat) -> nil",
        "What still happens to a runner who got away from the monster (King Tut).",
        "effect", MONSTER),
    "extra_reward": EntryPoint(
        "extra_reward(fighter: seat) -> table|nil",
        "Levels and Treasures the fighter gains on top of the printed ones when the monster "
        "is beaten: {levels, treasures}. Nil: none.", "query", MONSTER,
        {"levels": "count", "treasures": "count"}),
    # ---------------------------------------------------------------- cards played from hand
    "playable": EntryPoint(
        "playable(seat: seat) -> boolean|nil",
        "Whether the player may play the card now, besides the game's own limits (a card "
        "with on_play but no playable may always be played). Nil: no.", "query",
        (*PLAYED, "combinator")),
    "targets": EntryPoint(
        "targets(seat: seat) -> list|nil",
        "What the player may aim the card at, as ids or {id, label} tables; defining it makes "
        "the card targeted, so it cannot be played with no target. Nil or empty: none.",
        "query", PLAYED),
    "on_play": EntryPoint(
        "on_play(target?: seat|object) -> nil",
        "What the card does when it is played from hand, with the target the player chose "
        "(nil if it takes none).", "effect", PLAYED),
    "immediate": EntryPoint(
        "immediate(seat: seat) -> nil",
        "What a card that must be played when drawn (Hoard!, Divine Intervention) does for "
        "the player who drew it; it is shown to all and then discarded.", "effect",
        ("immediate",)),
    # ---------------------------------------------------------------- curses
    "affects": EntryPoint(
        "affects(seat: seat) -> boolean|nil",
        "Whether the curse can do anything to this player (MK 8.3); false makes it fizzle "
        "unused. Nil: it can.", "query", ("curse",)),
    "curse": EntryPoint(
        "curse(seat: seat) -> nil",
        "What the curse does to its victim once nobody cancelled it (MK 8.5); a lasting one "
        "moves onto their table.", "effect", ("curse",)),
    "cancel": EntryPoint(
        "cancel(seat: seat) -> nil",
        "Undo a lasting curse on this player's table when it is cancelled, before it is "
        "discarded (Change Sex switches back).", "effect", ("curse",)),
    "blocks_item": EntryPoint(
        "blocks_item(seat: seat, item: object) -> boolean|nil",
        "Whether this card on the player's table stops the bonus of one of their items now "
        "(Malign Mirror). Nil: no.", "query", ("curse",)),
    # ---------------------------------------------------------------- cards on a table
    "bonus": EntryPoint(
        "bonus(seat: seat) -> integer|nil",
        "The bonus this card gives the player while it works for them. Nil: its printed "
        "bonus stat.", "query", ("item", "hireling", "title")),
    "is_weapon": EntryPoint(
        "is_weapon() -> boolean|nil",
        "Whether a hand item is a weapon: one the Hireling carries works only if it is not "
        "(MK 7.11); asked once a game. Nil: it is.", "query", ("item",)),
    "carries": EntryPoint(
        "carries() -> positive|nil",
        "How many items the Hireling can carry. Nil: one.", "query", ("hireling",)),
    "arrives": EntryPoint(
        "arrives(seat: seat) -> nil",
        "The card has just come into the player's hand (drawn, taken or handed over).",
        "effect", ("item",)),
    "entered": EntryPoint(
        "entered(seat: seat) -> nil",
        "The card has just been put on the player's table.", "effect",
        ("item", "hireling", "title")),
    "forces_help": EntryPoint(
        "forces_help(fighter: seat, helper: seat) -> boolean|nil",
        "Whether this card the fighter has in use makes the asked player help for no reward "
        "(Kneepads of Allure, MK 4.11). Nil: no.", "query", ("item",)),
    "forced": EntryPoint(
        "forced(fighter: seat) -> nil",
        "This card has just forced a player to help the fighter.", "effect", ("item",)),
    "helped_kill": EntryPoint(
        "helped_kill(helper: seat, monsters: count) -> nil",
        "A card in use by the helper when the fight is won, with the number of monsters "
        "killed (the Elf's level per monster).", "effect", ON_TABLE),
    "combat_over": EntryPoint(
        "combat_over(seat: seat) -> nil",
        "A card on the table of a player who took part, when the combat ends (an unused "
        "Change Sex penalty or the Malign Mirror goes).", "effect", ON_TABLE),
}

EVENTS: dict[str, str] = {
    **KERNEL_EVENT_DOCS,
    "move": "An object moves: ev.object, ev.from, ev.to, ev.position, ev.card; most moves "
            "also say ev.cause ('play', 'kick', 'bad-stuff', 'curse', 'trade', 'used' …) and "
            "ev.player, a draw ev.draw (the deck), a discard ev.place ('hand' or 'table') "
            "and, for equipment, ev.slot; after it, ev.result is the object's new id.",
    "roll": "A die is rolled: ev.player, ev.sides, ev.why ('run', 'order', 'bad-stuff' …); "
            "after it, ev.result.",
    "bonus": "A card changes a strength in the combat: ev.target (a seat or a monster), "
             "ev.amount, ev.player (who played it), ev.card.",
    "caught": "A runner failed to get away from a monster; its Bad Stuff follows: ev.player, "
              "ev.monster, ev.card.",
    "combat": "A fight begins: ev.fighter, ev.monster, ev.card.",
    "combat-ends": "The fight is over: ev.fighter, ev.outcome ('won', 'ran', 'escaped' or "
                   "'removed').",
    "curse": "A curse is about to hit its victim (a replacement may stop it): ev.target, "
             "ev.card, ev.object, ev.from ('hand' or 'door'), ev.player (who played it).",
    "curse-cancelled": "A curse was cancelled: ev.card, ev.player (who cancelled it).",
    "curse-fizzles": "A curse could do nothing to its victim: ev.target, ev.card.",
    "curse-played": "A curse is aimed at a player, before anyone may cancel it: ev.player, "
                    "ev.target, ev.card, ev.object, ev.from ('hand' or 'door').",
    "die": "A character dies: ev.player, ev.cause (the card that killed them, or '').",
    "die-set": "The die just rolled is set to a number (Loaded Die): ev.player, ev.value.",
    "double": "A lone fighter's strength will count twice (Doppleganger): ev.player.",
    "escape": "A player got away: ev.player, ev.monster (nil: from the whole fight); "
              "ev.card after a roll, ev.auto (true) without one.",
    "first": "The player who starts is chosen: ev.player.",
    "flag": "A player or a card is marked: ev.target, ev.name ('dead', 'out', 'sex' for a "
            "player; 'cheat', 'cheat_of', 'hireling' for a card), ev.value (nil clears it).",
    "give": "A player gave an item away: ev.player, ev.to.",
    "glued": "The escape just rolled does not count (Flask of Glue): ev.player.",
    "help": "The fighter asked a player for help: ev.fighter, ev.player, ev.bribe (Treasures "
            "offered), ev.accepted, ev.forced.",
    "help-ends": "The helper leaves the fight: ev.player, ev.why.",
    "instead": "The fighter takes a way out a monster offers instead of fighting it: "
               "ev.player, ev.monster, ev.card, ev.way.",
    "joins": "Another monster joins the fight: ev.monster, ev.card, ev.copy_of (the monster "
             "a Mate copies, or nil).",
    "kick": "The active player kicks open the door: ev.player, ev.object, ev.card.",
    "kill": "The fight is won: ev.fighter, ev.helper (nil if none), ev.monsters (their ids), "
            "ev.cards, ev.players and ev.monsters_strength (the final strengths).",
    "let-go": "A player lets a monster that does not pursue them go: ev.player, ev.card.",
    "lost": "The fight is lost outright: an item borrowed with Help Me Out Here! no longer "
            "wins it and goes back: ev.player (the fighter), ev.why.",
    "play": "A card is played from hand: ev.player, ev.card, ev.object, ev.target (nil if "
            "none).",
    "removed": "A card takes a monster out of the fight: ev.monster, ev.card, ev.state "
               "('removed'; 'removed-treasure': its Treasures still go to a won fight; "
               "'slain': killed outright, it counts as beaten).",
    "run": "The losing side runs away: ev.player (the fighter), ev.helper, ev.players and "
           "ev.monsters (the strengths).",
    "roll-shown": "A die just rolled through the game, shown before anyone may change it: "
                  "ev.player, ev.why, ev.die, ev.modifier (Chicken on Your Head …), ev.needed "
                  "(the result that succeeds, if any); for a run ev.monster, ev.card, ev.bonus.",
    "rolled": "A die roll's final value, after Loaded Die and die modifiers: ev.player, "
              "ev.why ('run', 'theft', 'bad-stuff' …), ev.die (the die), ev.total, ev.changed "
              "(a Loaded Die changed it after it was shown).",
    "run-roll": "A roll to run away from one monster: ev.player, ev.monster, ev.card, "
                "ev.roll, ev.bonus (race, items, the monster), ev.total, ev.needed (5), "
                "ev.success, ev.changed (a Loaded Die changed the die after it was shown).",
    "strength": "The strengths as a fight begins: ev.fighter, ev.players, ev.monsters.",
    "run-bonus": "A player's rolls to run away get a bonus in this combat: ev.player, "
                 "ev.amount.",
    "trade": "A player offered a trade of items: ev.player, ev.with, ev.accepted.",
    "transfer": "The combat passes to another player (Transferral Potion): ev.from, ev.to, "
                "ev.player (who played it).",
    "turn": "A player's turn begins: ev.player, ev.turn.",
}
