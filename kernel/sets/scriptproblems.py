"""What is wrong with a set's card scripts, found by loading each as a game would: a script
that does not compile, returns no table of abilities, names an unknown event, field, entry
point or ctx function, or a card that does nothing without the script it lacks."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..errors import DeckwrightError
from .carddefs import CardDef, CardSet
from .library import CardLibrary

if TYPE_CHECKING:
    from ..ruleset import Ruleset


def script_problems(rules: Ruleset, installed: Iterable[CardSet], hooks: Any, card_set: CardSet,
                    one_per_script: bool = False, unscripted: bool = True) -> list[str]:
    """Load every script the set's cards use, as a game of ``rules`` would (beside the default
    sets among ``installed``), without starting the game: what fails (one line per script and
    problem, naming set.yaml's line). ``one_per_script`` loads only the first card of each
    script file (a set of many cards sharing a few); ``unscripted`` also names cards that need
    a script and have none (a lint's question)."""
    from ..game import Game

    file = card_set.path / "set.yaml"
    library = CardLibrary(card_set.game)
    for other in installed:
        if other.default and other.path.resolve() != card_set.path.resolve():
            library.add(other)
    own = [c for c in card_set.cards if c.id not in library.cards]
    library.add(CardSet(card_set.game, card_set.id, card_set.name, card_set.version,
                        card_set.path, own))
    game = Game(rules, players=rules.min_players, seed=0, library=library,
                hooks=hooks, start=False)
    problems = [f"{file}:{card.line}: card '{card.id}': {message}"
                for card, message in rules.check_cards_together(own, library.cards)]
    reported: dict[tuple[str, str], list[str]] = {}
    if one_per_script:
        firsts: dict[Path | None, CardDef] = {}
        for card in own:
            firsts.setdefault(card.script, card) if card.script is not None else None
        own = list(firsts.values())
    for card in own:
        if card.script is None:
            if unscripted and rules.needs_script(card):
                problems.append(f"{file}:{card.line}: card '{card.id}': a {card.type} like "
                                "this does nothing without a script")
            continue
        try:
            game.scripts.script(card.id)
        except DeckwrightError as exc:
            detail = getattr(exc, "detail", str(exc))
            same = reported.setdefault((str(card.script), detail), [])
            same.append(card.id)
            if len(same) == 1:
                problems.append(f"{file}:{card.line}: card '{card.id}': {detail}")
    for (_, detail), cards in reported.items():
        if len(cards) > 1:
            problems.append(f"{file}: the same problem ({detail.split(':')[0]}) in "
                            f"{len(cards) - 1} more cards using that script: "
                            f"{', '.join(cards[1:6])}{' …' if len(cards) > 6 else ''}")
    return problems
