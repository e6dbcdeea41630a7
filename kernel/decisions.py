"""What the kernel waits for: a Decision with stable option ids, and how answers are checked."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

from .errors import IllegalAnswer

PRIORITY = "priority"
CHOOSE = "choose"
CHOOSE_MANY = "choose-many"
ORDER = "order"
NUMBER = "number"
CONFIRM = "confirm"
KINDS = (PRIORITY, CHOOSE, CHOOSE_MANY, ORDER, NUMBER, CONFIRM)
# the answer that takes a sub-menu back (a purchase's target, a trade's items) to the menu it
# came from, where the decision allows it (``Decision.back``); never among the options, so a
# bot choosing among them never meets it
BACK = "back"

Answer = str | int | list[str]


class Window:
    """A priority window before its legal actions are computed: what is cheap to know, for a
    seat to say whether it may want to act here (``Ruleset.priority_window`` builds it).

    ``number`` counts the game's priority windows (the log names a declined one by it);
    ``step`` is the game's name for where the turn is; ``top`` the kind of the top stack
    item (None: an empty stack), ``about_me`` whether that item concerns the seat (its
    target, its roller) and ``top_mine`` whether the seat controls it; ``holds`` the kinds
    of response the seat holds, in the game's words. A game whose facts cost something to
    work out gives a ``WindowView`` instead, which reads each when first asked (most windows
    are declined without reading them).
    """

    __slots__ = ("number", "player", "own_turn", "step", "top", "about_me", "_holds",
                 "top_mine")

    def __init__(self, number: int, player: str, own_turn: bool, step: str,
                 top: str | None = None, about_me: bool = False,
                 holds: frozenset[str] = frozenset(),
                 top_mine: bool = False) -> None:
        self.number = number
        self.player = player
        self.own_turn = own_turn
        self.step = step
        self.top = top
        self.about_me = about_me
        self._holds = holds
        self.top_mine = top_mine

    @property
    def holds(self) -> frozenset[str]:
        """The kinds of response the seat holds (a view works them out when first asked)."""
        return self._holds  # type: ignore[no-any-return]

    def _fields(self) -> tuple[Any, ...]:
        return (self.number, self.player, self.own_turn, self.step, self.top, self.about_me,
                self.holds, self.top_mine)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Window) and self._fields() == other._fields()

    def __hash__(self) -> int:
        return hash(self._fields())

    def __repr__(self) -> str:
        names = ("number", "player", "own_turn", "step", "top", "about_me", "holds", "top_mine")
        shown = ", ".join(f"{n}={v!r}" for n, v in zip(names, self._fields(), strict=True))
        return f"Window({shown})"


class Seated(Protocol):
    """The part of a game a window view reads itself: whose turn it is."""

    active: str


class WindowView(Window):
    """A window whose facts are read from the game when first asked, while the window is
    open: a game's subclass gives them as properties (``step``, ``top``, ``about_me``,
    ``holds`` …). Most windows are declined by a seat that decides from the game itself,
    and then none of them is worked out (issue #32). ``own_turn`` is read here."""

    __slots__ = ("_game",)

    def __init__(self, game: Any, number: int, player: str) -> None:
        # Window's other fields are the subclass's properties, not set here
        self.number = number
        self.player = player
        self._holds = None  # (a subclass keeps what the seat holds here once worked out)
        self._game = game

    @property  # type: ignore[override]
    def own_turn(self) -> bool:
        """Whether it is the seat's turn."""
        game: Seated = self._game
        return self.player == game.active


@dataclass(slots=True)
class Option:
    """One choice: a stable id (``play:penny#7``) and a label for people. ``cannot`` says why
    the choice cannot succeed now (``cannot pay 10¢: you have 8¢``): the prompt shows it and
    refuses the option, while the game still offers it as ever (a bot's choices stay the
    same)."""

    id: str
    label: str = ""
    cannot: str = ""

    def to_json(self) -> dict[str, str]:
        """The option as plain data."""
        return {"id": self.id, "label": self.label or self.id}


@dataclass(slots=True)
class Decision:
    """A question to one player. ``minimum``/``maximum`` bound choose-many counts and numbers;
    ``back``: the question is a step of a menu that ``BACK`` takes back to where it came from."""

    player: str
    kind: str
    prompt: str
    options: list[Option] = field(default_factory=list)
    minimum: int = 1
    maximum: int = 1
    simultaneous: bool = False
    context: dict[str, Any] = field(default_factory=dict)
    back: bool = False

    def option_ids(self) -> list[str]:
        """The ids on offer, in order."""
        return [o.id for o in self.options]

    def to_json(self) -> dict[str, Any]:
        """The decision as plain data (what an external bot receives)."""
        out: dict[str, Any] = {
            "player": self.player,
            "kind": self.kind,
            "prompt": self.prompt,
            "options": [o.to_json() for o in self.options],
        }
        if self.kind in (CHOOSE_MANY, NUMBER):
            out["min"] = self.minimum
            out["max"] = self.maximum
        if self.simultaneous:
            out["simultaneous"] = True
        if self.context:
            out["context"] = self.context
        return out

    def describe(self) -> str:
        """One line naming the player, the prompt and what is on offer (for failures)."""
        if self.kind == NUMBER:
            offer = f"a number from {self.minimum} to {self.maximum}"
        else:
            offer = ", ".join(self.option_ids()) or "nothing"
        return f"{self.player} {self.kind} '{self.prompt}': {offer}"

    def normalise(self, answer: Any) -> Answer:
        """Check ``answer`` against this decision and return it in canonical form.

        Raises IllegalAnswer naming what was on offer.
        """
        if self.back and answer == BACK:
            return BACK
        if self.kind == NUMBER:
            try:
                if isinstance(answer, str) and len(answer) > 40:
                    raise ValueError("too long")
                value = int(answer)
            except (TypeError, ValueError, OverflowError):
                raise IllegalAnswer(f"{_short(answer)} is not a number; {self.describe()}"
                                    ) from None
            if not self.minimum <= value <= self.maximum:
                raise IllegalAnswer(f"{value} is out of range; {self.describe()}")
            return value
        if self.kind in (CHOOSE_MANY, ORDER):
            if isinstance(answer, str):
                answer = [a for a in answer.replace(",", " ").split() if a]
            if not isinstance(answer, (list, tuple)):
                raise IllegalAnswer(f"{_short(answer)} is not a list of options; "
                                    f"{self.describe()}")
            picked = [str(a) for a in answer]
            ids = self.option_ids()
            unknown = [a for a in picked if a not in ids]
            if unknown:
                shown = ", ".join(_short(a, quote=False) for a in unknown[:5])
                raise IllegalAnswer(f"{shown} not on offer; {self.describe()}")
            if len(set(picked)) != len(picked):
                raise IllegalAnswer(f"an option was named twice; {self.describe()}")
            if self.kind == ORDER:
                if sorted(picked) != sorted(ids):
                    raise IllegalAnswer(f"an order must name every option once; {self.describe()}")
            elif not self.minimum <= len(picked) <= self.maximum:
                raise IllegalAnswer(
                    f"choose {self.minimum} to {self.maximum} options; {self.describe()}"
                )
            return picked
        answer = str(answer)
        for option in self.options:  # most answers: one of a few options, no list of ids made
            if option.id == answer:
                return answer
        raise IllegalAnswer(f"{_short(answer)} is not on offer; {self.describe()}")


def forced_answer(decision: Decision) -> Answer | None:
    """The answer of a decision that has exactly one legal answer (one option to choose, a
    number range of one, an order of one, a choose-many of none or of all), else None."""
    kind = decision.kind
    ids = decision.option_ids()
    if kind == NUMBER:
        return decision.minimum if decision.minimum == decision.maximum else None
    if kind == ORDER:
        return ids if len(ids) <= 1 else None
    if kind == CHOOSE_MANY:
        low, high = max(0, decision.minimum), min(len(ids), decision.maximum)
        if low == high and low in (0, len(ids)):
            return ids[:low]
        return None
    return ids[0] if len(ids) == 1 else None


def _short(value: Any, quote: bool = True) -> str:
    """An answer as messages show it: at most 60 characters, quoted."""
    text = value if isinstance(value, str) else repr(value)
    text = "".join(c if c.isprintable() else "?" for c in text[:60]) + (
        "..." if len(text) > 60 else "")
    return f"'{text}'" if quote else text
