"""Bonus souls' conditions (FS 11.4) asked as rarely as never guessing allows (issue #32).

The bonus-soul check runs before every priority and almost always finds that nobody meets a
condition. A condition is a read-only card function: the first question it asks is always the
same (it has seen nothing of the game yet), each next one depends only on the answers before,
and its answer on them all. So each (soul, seat)'s questions are kept as a tree: a question,
then for each answer it got, the next question, down to the card's answer. The check walks it,
asking each question on its path and following the branch of the answer it gets now, and asks
the card again (in Lua) only where the path leaves the tree: a player's ¢ or hand at a value
never met before (between two checks they change back and forth among a few values). A walk
is one question a step, where keeping the last few answers, each under a key of its own,
asked all of each kept answer's questions again until one held. Never a guess: a leaf reached
is the answer of a card that was asked exactly these questions and got exactly these answers.
When a soul's stamps moved (one seat's ¢ changed), a seat whose own answer's questions read
what they read when it was found (``reads_now``: its ¢ themselves, its zones' versions) keeps
that answer without its tree being walked.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from operator import attrgetter
from typing import Any

from deckwright.kernel.errors import DeckwrightError
from deckwright.kernel.game import Game

from .zones import BONUS

CACHE = "four-souls bonus conditions"
LEAVES = 256  # answers kept per bonus soul and seat: a tree grown past it starts again
# what asking a question again may raise (as ``ScriptHost`` asking again sees it): then the
# card is asked, which says what is wrong
ASKING_FAILED = (DeckwrightError, KeyError, TypeError, ValueError)
_UNSEEN = object()  # an answer's marks not worked out yet
_VERSION = attrgetter("version")  # a zone's version


class Answer:
    """A condition's answer and the questions on its path, in the order asked, as the script
    host keeps them (``ScriptHost.asked_under``); None: not kept (a question failed)."""

    __slots__ = ("value", "reads", "marks", "seen")

    def __init__(self, value: bool, reads: tuple[tuple[Any, ...], ...] | None) -> None:
        self.value = value
        self.reads = reads
        # what its questions read, as stamps take it (``marks_of``), worked out when first
        # asked: a leaf's questions are fixed
        self.marks: Any = _UNSEEN
        # what they read when it was last found (``reads_now``): the same now, it holds
        self.seen: Any = None


class Question:
    """A question a condition asked (its read: the call that asks it again first) and where
    each answer it got led: the next question, or the card's answer."""

    __slots__ = ("read", "led")

    def __init__(self, read: tuple[Any, ...]) -> None:
        self.read = read
        self.led: list[tuple[Any, Node]] = []


Node = Question | Answer


@dataclass
class Trees:
    """Each (bonus soul, seat)'s tree of questions, and how many answers it holds."""

    roots: dict[tuple[str, str], Node] = field(default_factory=dict)
    leaves: dict[tuple[str, str], int] = field(default_factory=dict)


def nobody_earns(game: Game, obj: Any, before: tuple[Answer, ...] | None = None
                 ) -> tuple[Answer, ...] | None:
    """Each seat's answer to bonus soul ``obj``'s condition when none meets it; None as soon as
    one does (seat by seat: who gains it is ``gain_bonus``'s to say). ``before``: each seat's
    answer the last time nobody met it, whose stamps (``soul_stamps``) have since moved: a
    seat's answer whose own questions read what they read then holds, and is not asked."""
    answers = []
    seats = game.seats
    if before is not None and len(before) != len(seats):
        before = None
    for i, seat in enumerate(seats):
        if before is not None:
            # one seat's ¢ or hand changed: the other seats' answers are read, not walked
            answer = before[i]
            if answer.seen is not None and reads_now(game, answer.marks) == answer.seen:
                answers.append(answer)
                continue
        answer = answer_of(game, obj, seat)
        if answer.value:
            return None
        if before is not None:
            marks = answer.marks
            if marks is _UNSEEN:
                marks = answer.marks = marks_of(game, answer.reads)
            if marks is not None:
                answer.seen = reads_now(game, marks)  # what it read as it was found
        answers.append(answer)
    return tuple(answers)


def same_marks(answers: tuple[Answer, ...], before: tuple[Answer, ...]) -> bool:
    """Whether each seat's answer (``nobody_earns``, given ``before``) reads what the one
    before did (most often: another leaf of the same one question): the same stamps."""
    for answer, was in zip(answers, before, strict=True):
        if answer is not was and (answer.marks is None or answer.marks != was.marks):
            return False
    return True


def answer_of(game: Game, obj: Any, seat: str) -> Answer:
    """``seat``'s answer to bonus soul ``obj``'s condition: found by walking its tree of
    questions, else asked of the card and added to the tree."""
    scripts = game.scripts
    if not scripts.memo.enabled:  # nothing remembered: the card asked every time
        return Answer(bool(scripts.query_entry(obj.card, "earned", seat, source=obj.id,
                                               controller=seat)), None)
    trees = game.caches.get(CACHE)
    if trees is None:
        trees = game.caches[CACHE] = Trees()
    key = (obj.id, seat)
    node = trees.roots.get(key)
    try:
        while type(node) is Question:
            # a question the game stamps (ScriptHost.ask's reads) is asked again only when
            # its stamp moved; its answer then is kept with the new stamp, as the memo does
            ask, answer, stamp, seen = node.read
            if stamp is None:
                now = ask()
            else:
                stamped = stamp()
                if stamped == seen:
                    now = answer
                else:
                    now = ask()
                    if stamped is not None:
                        node.read = (ask, now, stamp, stamped)
            for got, then in node.led:
                if now == got:
                    node = then
                    break
            else:
                node = None  # an answer it never got here: the card is asked
    except ASKING_FAILED:
        node = None
    if node is not None:
        return node  # type: ignore[return-value]
    # asked under one key per soul and seat: the questions it asks come with the answer
    asked_as = ("bonus condition", obj.id, seat)
    value = scripts.remembered(asked_as, lambda: scripts.query_entry(
        obj.card, "earned", seat, source=obj.id, controller=seat))
    reads = scripts.asked_under(asked_as)
    answer = Answer(bool(value), None if reads is None else tuple(reads))
    if answer.reads is not None:
        _grow(trees, key, answer)
    return answer


def _grow(trees: Trees, key: tuple[str, str], answer: Answer) -> None:
    """Add ``answer`` to ``key``'s tree on the path of its questions and their answers."""
    reads = answer.reads
    assert reads is not None
    if not reads:  # a condition that asks nothing: its answer alone
        trees.roots[key], trees.leaves[key] = answer, 1
        return
    node = trees.roots.get(key)
    count = trees.leaves.get(key, 0)
    if count >= LEAVES or not isinstance(node, Question) or not _same_question(
            node.read, reads[0]):
        node = trees.roots[key] = Question(reads[0])
        count = 0
    trees.leaves[key] = count + 1
    last = len(reads) - 1
    for i, read in enumerate(reads):
        got = read[1]
        nxt: Node = answer if i == last else Question(reads[i + 1])
        for j, (seen, then) in enumerate(node.led):
            if seen == got:
                if i != last and isinstance(then, Question) and _same_question(
                        then.read, reads[i + 1]):
                    nxt = then
                else:  # the same path asked another question: this one's branch instead
                    node.led[j] = (seen, nxt)
                break
        else:
            node.led.append((got, nxt))
        if i == last:
            return
        node = nxt  # type: ignore[assignment]


def _same_question(a: tuple[Any, ...], b: tuple[Any, ...]) -> bool:
    """Whether two reads ask the same question (the script host's calls that ask again)."""
    ask, other = a[0], b[0]
    return ask is other or (getattr(ask, "func", None) is getattr(other, "func", False)
                            and getattr(ask, "args", None) == getattr(other, "args", ()))


# Nobody again, known without asking (issue #32): when every question the whole check asked
# the last time it found nobody is one whose answer the game stamps, the check is not run
# while those stamps are unchanged. The questions, by the function that answers them (named,
# not imported: vocabulary.py imports souls.py, which asks this module):
VOCABULARY = "deckwright.plugins.four_souls.vocabulary"
CENTS = (VOCABULARY, "cents")  # a seat's ¢: a counter, whose changes are counted by name
HAND_SIZE = (VOCABULARY, "hand_size")  # a seat's hand: its zone's version
# a seat's items with a filter of card facts alone, which it stamps itself (_items_version):
# its zone, and which card each object is
ITEMS = (VOCABULARY, "items")
# in Game.caches: the Stamps, their values, each soul's answers (``nobody_earns``) and the
# souls' own Stamps joined in them
NOBODY = "four-souls bonus souls: nobody"
# in Game.caches: each bonus soul's own (Stamps, their values, answers) by its object id,
# when nobody met its condition
EACH = "four-souls bonus souls: nobody, soul by soul"
# in Game.caches: the game's Stamps by what they stamp (``Marks``): one object for the same
# stamps, so that stamps are told apart by identity
MADE = "four-souls bonus souls: stamps made"

# what a set of questions reads, as stamps take it: ¢ (of these seats, for one answer's
# questions; any seat's, for a whole check's), the zones by name, which card each object is
Marks = tuple[Any, tuple[str, ...], bool]


@dataclass(eq=False)
class Stamps:
    """What the questions of a check that found nobody read, all stamped by the game: ¢
    (``Game.counter_changes``), these zones (their versions), which card each object is
    (``Game.abilities_version``), and the bonus zone itself. Made once per game
    for the same ``marks`` (``stamps_for``): the same stamps are the same object."""

    cents: bool
    zones: tuple[Any, ...]
    cards: bool
    bonus: Any
    marks: Marks

    def now(self, game: Game) -> tuple[Any, ...]:
        """The stamps' values now: equal to the last ones, nothing they stamp has changed."""
        # (the zones' versions summed, without a comprehension: asked before every priority;
        # these zones are fixed and a version only grows, so the same sum is the same versions)
        return (game.counter_changes.get("cents") if self.cents else None,
                sum(map(_VERSION, self.zones)),
                game.abilities_version if self.cards else None, self.bonus.version)


def stamps_for(game: Game, marks: Marks) -> Stamps:
    """The game's one Stamps of ``marks``."""
    made = game.caches.get(MADE)
    if made is None:
        made = game.caches[MADE] = {}
    stamps = made.get(marks)
    if stamps is None:
        cents, names, cards = marks
        zones = game.zones
        stamps = made[marks] = Stamps(cents, tuple([zones[n] for n in names]), cards,
                                      zones[BONUS], marks)
    return stamps


def joined(game: Game, parts: tuple[Stamps, ...]) -> Stamps:
    """The stamps of every question of ``parts``: one of them changed, one of these."""
    names = tuple([n for part in parts for n in part.marks[1]])  # (each soul asks its own)
    return stamps_for(game, (any(p.cents for p in parts), names, any(p.cards for p in parts)))


def soul_stamps(game: Game, answers: tuple[Answer, ...]) -> Stamps | None:
    """The stamps of the questions each seat's answer was found by (``nobody_earns``), or
    None when one is not a question the game stamps (``marks_of``). Each answer notes what
    its questions read now (``Answer.seen``: it was just found)."""
    cents, cards = False, False
    names: list[str] = []
    for answer in answers:
        marks = answer.marks
        if marks is _UNSEEN:
            marks = answer.marks = marks_of(game, answer.reads)
        if marks is None:
            return None
        answer.seen = reads_now(game, marks)
        cents = cents or bool(marks[0])
        names.extend(marks[1])
        cards = cards or marks[2]
    return stamps_for(game, (cents, tuple(names), cards))


def reads_now(game: Game, marks: Marks) -> list[Any]:
    """What one seat's answer's questions (``marks``) read, now, in a fixed order: the ¢ of
    the seats asked (the answers themselves), their zones' versions, which card each object
    is (compared only with what the same answer's questions read)."""
    cents, names, cards = marks
    seen = []
    if cents:
        players = game.players
        for seat in cents:
            seen.append(players[seat].counters.get("cents", 0))
    if names:
        zones = game.zones
        for name in names:
            seen.append(zones[name].version)
    if cards:
        seen.append(game.abilities_version)
    return seen


def marks_of(game: Game, asked: Iterable[tuple[Any, ...]] | None) -> Marks | None:
    """What the questions ``asked`` (as the script host keeps them) read, or None when one is
    not a question this module knows the game stamps (a homebrew soul's condition asking
    anything else is checked by its answers every time)."""
    if asked is None:
        return None
    cents: list[str] = []
    cards = False
    names: list[str] = []
    for read in asked:
        ask = read[0]
        func = getattr(ask, "func", None)
        args = getattr(ask, "args", ())
        # (game, source, controller, *the question's arguments): see ScriptHost._asking_again
        if func is None or len(args) < 4 or args[0] is not game or ask.keywords:
            return None
        name = (getattr(func, "__module__", None), getattr(func, "__qualname__", None))
        seat, rest = args[3], args[4:]
        if seat not in game.players:
            return None
        if name == CENTS and not rest:
            if seat not in cents:
                cents.append(seat)
        elif name == HAND_SIZE and not rest:
            names.append(f"{seat}.hand")
        elif name == ITEMS and read[2] is not None:  # its stamp: the filter reads cards alone
            names.append(f"{seat}.items")
            cards = True
        else:
            return None
    return (tuple(cents), tuple(names), cards)
