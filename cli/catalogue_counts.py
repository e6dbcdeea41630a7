"""How far each set is, counted against the official printing its ``catalogue:`` names."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from deckwright.kernel.sets.carddefs import CardSet
from deckwright.kernel.sets.catalogue import NotYet


@dataclass(frozen=True, slots=True)
class SetCount:
    """One set's standing: entries scripted and tested, the official count, the rest."""

    set_id: str
    done: int          # entries of official cards that are scripted (or vanilla) and tested
    official: int      # the official set's cards; without a catalogue, the set's entries
    reprints: int
    not_yet: tuple[NotYet, ...]
    declared: bool     # whether the set names an official printing (a ``catalogue:``)

    @property
    def complete(self) -> bool:
        """Every official card has an entry that is scripted and tested."""
        return self.done == self.official and not self.not_yet

    def standing(self) -> str:
        """``complete``, or how many cards are still to go and how many wait for a mechanic."""
        if self.complete:
            return "complete"
        waiting = f", {len(self.not_yet)} waiting for a mechanic" if self.not_yet else ""
        return f"{max(self.official - self.done, len(self.not_yet))} to go{waiting}"

    def line(self) -> str:
        """The one line ``cards --status`` ends with for a single set."""
        rest = f"; {len(self.not_yet)} not yet" if self.not_yet else ""
        return f"{self.done} of {self.official} cards scripted and tested (set {self.set_id}){rest}"

    def to_json(self) -> dict[str, Any]:
        """Plain data, for ``--json``."""
        return {"set": self.set_id, "done": self.done, "official": self.official,
                "reprints": self.reprints, "declared": self.declared,
                "not_yet": [{"name": n.name, "needs": n.needs} for n in self.not_yet]}


def set_count(card_set: CardSet, table: dict[str, dict[str, Any]]) -> SetCount:
    """Count ``card_set`` from the status table (card id to its scripted/tested row)."""
    catalogue = card_set.catalogue
    outside = set(catalogue.outside) if catalogue else set()
    entries = [c for c in card_set.cards if c.id not in outside]
    done = sum(1 for c in entries
               if table[c.id]["scripted"] != "missing" and table[c.id]["tested"] == "tested")
    if catalogue is None:
        return SetCount(card_set.id, done, len(entries), 0, (), False)
    return SetCount(card_set.id, done, catalogue.cards, catalogue.reprints, catalogue.not_yet,
                    True)


def total_line(counts: list[SetCount]) -> str:
    """The catalogue's last line: official cards in all, reprints apart, and how many are done."""
    official = sum(c.official for c in counts)
    reprints = sum(c.reprints for c in counts)
    done = sum(c.done for c in counts)
    complete = sum(1 for c in counts if c.complete)
    return (f"{done} of {official} official cards scripted and tested ({official - reprints} "
            f"not reprints) in {len(counts)} set{'s' if len(counts) != 1 else ''}, {complete} of "
            "them complete")
