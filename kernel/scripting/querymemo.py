"""The query memo: answers of read-only card functions, kept with the questions they asked.

A read-only card function (a condition, a filter, a static value) sees the game only through
its questions to the kernel, so its answer can be given again while each of those questions
gets the same answer (``ScriptHost.ask`` checks them). The answer it gave before the last
(``older``) is kept too, with its questions: a function whose questions turn back to what they
answered then (a combat begun and over again) gives that answer again. Answers are kept as
plain copies (``copied``) and handed out as fresh copies the caller may change, in the same
order of keys as when first given; arguments are kept frozen (hashable, unchangeable) and
thawed to ask again; the answer each question got is kept as a plain copy, compared with
``==`` when the question is asked again.
"""

from __future__ import annotations

from operator import itemgetter
from typing import Any

Key = tuple[Any, ...]
# a question a card function asked: (the question as a call with no arguments, its answer,
# its stamp as a call or None, the stamp's value then): see ScriptHost._same_answers
Read = tuple[Any, ...]

# objects come and go: past this many answers the memo forgets them all and starts again
MEMO_LIMIT = 50_000
# where a key holds the object whose function was asked (see ScriptHost.ask)
SOURCE = 3
# marks the key of a function asked about an event, kept by what it reads of it (eventreads):
# such a key never equals one of a function asked without an event
EVENT_READS = "event reads"
# marks the key of a function asked without an event about a table (a static's subject), kept
# by what it reads of its arguments: never equal to either key above
ARGUMENT_READS = "argument reads"
# marks the function name in the key of a function asked for the ids of its entries alone
# (ScriptHost.ask's ids_only): such an answer is never given for the whole one
IDS_ONLY = "ids only"
# values that are their own frozen and thawed form
PLAIN = frozenset({str, int, float, bool, type(None)})


class QueryMemo:
    """Remembered answers of read-only card functions, by (card, ability, function, source,
    controller, frozen arguments)."""

    def __init__(self) -> None:
        self.entries: dict[Key, tuple[Any, list[Read]]] = {}
        # the answer each key had before its latest, with its reads (see ScriptHost.ask)
        self.older: dict[Key, tuple[Any, list[Read]]] = {}
        # the keys of each source object, so an object's answers go when it leaves the game
        self.by_source: dict[Any, list[Key]] = {}
        # False: nothing remembered is given again (the equivalence tests compare both ways)
        self.enabled = True

    def get(self, key: Key) -> tuple[Any, list[Read]] | None:
        """The remembered (answer, reads) of ``key``; TypeError if it is unhashable."""
        return self.entries.get(key) if self.enabled else None

    def keep(self, key: Key, answer: Any, reads: list[Read]) -> None:
        """Remember an answer (a copy no caller holds) and the questions asked to reach it."""
        entries = self.entries
        if len(entries) > MEMO_LIMIT:
            self.clear()
        latest = entries.get(key)
        if latest is None:
            self.by_source.setdefault(key[SOURCE], []).append(key)
        else:
            self.older[key] = latest
        entries[key] = (answer, reads)

    def clear(self) -> None:
        """Forget every answer (each is asked afresh next time)."""
        self.entries.clear()
        self.older.clear()
        self.by_source.clear()

    def swap(self, key: Key) -> tuple[Any, list[Read]]:
        """Make the older answer of ``key`` its latest (the latest becomes the older); the
        answer and reads now latest."""
        entries, older = self.entries, self.older
        kept = older[key]
        older[key] = entries[key]
        entries[key] = kept
        return kept

    def forget(self, source: str) -> None:
        """Drop the answers asked of an object that has left the game: its id is never used
        again, so they could only be found by a question about the past, asked anew."""
        keys = self.by_source.pop(source, None)
        if keys:
            entries, older = self.entries, self.older
            for key in keys:
                entries.pop(key, None)
                older.pop(key, None)


def frozen(value: Any) -> Any:
    """A hashable, unchangeable copy of plain data (lists become tuples, dicts sorted pairs)."""
    t = type(value)
    if t in PLAIN:
        return value
    if t is list or t is tuple:
        for v in value:
            if type(v) not in PLAIN:
                return tuple([frozen(v) for v in value])
        return tuple(value)  # the common case, all plain values: no call per item
    if t is dict:
        items = [(k, v if type(v) in PLAIN else frozen(v)) for k, v in value.items()]
        for k in value:
            if type(k) is not str:
                items.sort(key=_key_order)
                break
        else:  # string keys, the common case: _key_order would sort them by themselves
            items.sort(key=_first)
        return FrozenDict(items)
    return value


def copied(value: Any) -> Any:
    """A deep copy of plain data that keeps its types (a list stays a list): what a question
    answered, kept to be compared with ``==`` against its answer later, which is as strict as
    comparing frozen forms (equal data freezes alike) and cheaper."""
    t = type(value)
    if t in PLAIN:
        return value
    # (a list or table of plain values, the usual answer, copied whole: its items' types read
    # as one set, not one test per item in Python)
    if t is list:
        if PLAIN.issuperset(map(type, value)):
            return value.copy()
        return [v if type(v) in PLAIN else copied(v) for v in value]
    if t is tuple:
        if PLAIN.issuperset(map(type, value)):
            return value  # nothing in it to change
        return tuple([v if type(v) in PLAIN else copied(v) for v in value])
    if t is dict:
        if PLAIN.issuperset(map(type, value.values())):
            return value.copy()
        return {k: v if type(v) in PLAIN else copied(v) for k, v in value.items()}
    return value


class FrozenDict(tuple):
    """A dict kept by ``frozen`` (told apart from a list of pairs when thawed)."""

    __slots__ = ()


_first = itemgetter(0)


def _key_order(item: tuple[Any, Any]) -> tuple[str, str]:
    return (type(item[0]).__name__, str(item[0]))


def thawed(value: Any) -> Any:
    """Plain data again from ``frozen`` (a fresh copy the caller may change)."""
    t = type(value)
    if t in PLAIN:
        return value
    if t is tuple:
        for v in value:
            if type(v) not in PLAIN:
                return [thawed(v) for v in value]
        return list(value)
    if t is FrozenDict:
        return {k: thawed(v) for k, v in value}
    return value
