"""The Lua vocabulary: the functions card scripts call as ``ctx:<name>(...)``, declared once.

The kernel, every game and an expansion declare them the same way, each function with its
typed signature (its Lua name first, every argument and the result typed) and one sentence::

    VOCABULARY = Vocabulary("Dungeon Raiders")

    @VOCABULARY.query("coins(seat: seat) -> integer", "How many coins a player has.")
    def coins(game, source, controller, seat): ...

A ``query`` reads the game and may run anywhere (conditions, targets, static values); an
``action`` changes it and runs only inside effects and costs, as a generator whose changes are
events. Each call is checked against the signature before the function runs, and the
reference (``deckwright api``) is made from the same declarations. A game's or an expansion's
function is called as ``fn(game, source, controller, *args)``; the kernel's own
(``kernelapi``) as ``fn(host, call, *args)``, since they are the script host's.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import Any, TypeVar

from ..errors import DeckwrightError
from .luatypes import Signature, parse_signature

QUERY = "query"
ACTION = "action"

F = TypeVar("F", bound=Callable[..., Any])


class VocabularyError(DeckwrightError):
    """A declaration the vocabulary refuses (a fault of the plugin, found when it loads)."""


@dataclass(frozen=True, slots=True)
class VocabEntry:
    """One function of the vocabulary: its Lua name, kind, typed signature, sentence, its
    implementation and where it was declared (named when another takes the same name)."""

    name: str
    kind: str  # QUERY or ACTION
    signature: Signature
    doc: str
    fn: Callable[..., Any]
    origin: str
    # a query's stamp: ``version(game, *args)`` gives a value that changes whenever the
    # answer could (None: it cannot say), so the query memo need not ask again while it is
    # the same (``ScriptHost._same_answers``); a list or table argument reaches it frozen
    # (querymemo.frozen: a tuple, a FrozenDict)
    version: Callable[..., Any] | None = None
    # a query whose answer is one table per id of its argument, with that id as its ``id``
    # field (a list of options made readable): ``ids(game, source, controller, *args)`` gives
    # those tables with their ids alone, for a caller that reads nothing else of them
    # (``ScriptHost.ask``'s ``ids_only``); None: it labels nothing
    ids: Callable[..., Any] | None = None

    def calling(self, fn: Callable[..., Any]) -> VocabEntry:
        """The same declaration carried out by another implementation (a wrapper of ``fn``)."""
        return dataclasses.replace(self, fn=fn)


class Vocabulary:
    """An ordered set of declared functions; ``@query``/``@action`` declare one each."""

    def __init__(self, owner: str, entries: Iterable[VocabEntry] = ()) -> None:
        self.owner = owner  # who declares them, for messages ("Four Souls", "the kernel")
        self._entries: dict[str, VocabEntry] = {}
        for entry in entries:
            self.add(entry)

    def query(self, signature: str, doc: str, *,
              version: Callable[..., Any] | None = None,
              ids: Callable[..., Any] | None = None) -> Callable[[F], F]:
        """Declare a function that reads the game and may run anywhere; ``version(game,
        *args)``, if given, is a value that changes whenever its answer could (None: it
        cannot say), compared by the query memo instead of asking again (list and table
        arguments frozen: tuples, FrozenDicts); ``ids(game, source, controller, *args)``,
        for a function that labels the ids it is given, its answer with the ids alone."""
        return self._declarer(QUERY, signature, doc, version, ids)

    def action(self, signature: str, doc: str) -> Callable[[F], F]:
        """Declare a function that changes the game (a generator; effects and costs only)."""
        return self._declarer(ACTION, signature, doc)

    def _declarer(self, kind: str, signature: str, doc: str,
                  version: Callable[..., Any] | None = None,
                  ids: Callable[..., Any] | None = None) -> Callable[[F], F]:
        # parsed now, so a bad declaration stops the plugin as it loads, not a game later
        parsed = typed_signature(signature, self.owner)

        def declare(fn: F) -> F:
            origin = f"{self.owner} ({fn.__module__}.{fn.__qualname__})"
            self.add(VocabEntry(parsed.name, kind, parsed, doc, fn, origin, version, ids))
            return fn
        return declare

    def add(self, entry: VocabEntry) -> None:
        """Take one more declared function; VocabularyError if its name is taken."""
        known = self._entries.get(entry.name)
        if known is not None:
            raise VocabularyError(f"ctx:{entry.name} is declared twice: by {known.origin} "
                                  f"and by {entry.origin}")
        if entry.kind not in (QUERY, ACTION):
            raise VocabularyError(f"ctx:{entry.name} ({entry.origin}) is a {entry.kind!r}; a "
                                  f"function is a {QUERY!r} or an {ACTION!r}")
        self._entries[entry.name] = entry

    def joined(self, *others: Vocabulary) -> Vocabulary:
        """This vocabulary and ``others``, in that order; VocabularyError on a name in two."""
        out = Vocabulary(self.owner, self)
        for other in others:
            for entry in other:
                out.add(entry)
        return out

    def mapped(self, change: Callable[[VocabEntry], VocabEntry]) -> Vocabulary:
        """Every function as ``change`` gives it back (a wrapper around some of them)."""
        return Vocabulary(self.owner, (change(entry) for entry in self))

    def __iter__(self) -> Iterator[VocabEntry]:
        return iter(self._entries.values())

    def __len__(self) -> int:
        return len(self._entries)

    def __contains__(self, name: object) -> bool:
        return name in self._entries

    def __getitem__(self, name: str) -> VocabEntry:
        return self._entries[name]


def typed_signature(text: str, owner: str) -> Signature:
    """``text`` parsed, with every argument and the result typed; VocabularyError naming
    ``owner`` if one has no type (an untyped value would reach the function unchecked)."""
    signature = parse_signature(text)
    loose = [p.name for p in signature.params if p.loose]
    if loose:
        raise VocabularyError(f"{owner}: ctx:{signature.name} declares {', '.join(loose)} "
                              f"without a type (write '{loose[0]}: type'; 'any' if it can be "
                              "anything)")
    if "->" not in text.rpartition(")")[2]:
        raise VocabularyError(f"{owner}: ctx:{signature.name} declares no result type (write "
                              f"'{text.strip()} -> type'; 'any' if it can be anything)")
    return signature
