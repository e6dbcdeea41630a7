"""The answer syntax shared by scenario files and the play prompt (the table of forms is in
docs/writing-cards.md, "Answers"): an option's id; the id without its object numbers
(``play:spark`` for ``play:spark#47``, ``activate:conjoined-d6:1`` for
``activate:conjoined-d6#12:1``); the id without its first word (``p2`` for ``target:p2``) or a
bare id after the question's word (``mode:2`` for mode ``2``); the start of the option's label
or card name (``sword`` for ``play Sword``). The prompt also takes an option's number; a
scenario does not, as numbers change when other cards are added."""

from __future__ import annotations

import re
from typing import Any

from .decisions import CHOOSE_MANY, NUMBER, ORDER, Decision
from .errors import IllegalAnswer

OBJECT_NUMBER = re.compile(r"#\d+")
NONE = "none"  # choose-many: choose nothing
_DIGITS = re.compile(r"[0-9]+")


class UnclearAnswer(IllegalAnswer):
    """An answer that fits several different options: the message names them."""


def option_for(ids: list[str], answer: Any) -> Any:
    """The option ``answer`` names: an exact id wins, else the first id that equals it once
    its object numbers are removed; anything else is returned as it is (the decision refuses
    it, naming what was on offer)."""
    if not isinstance(answer, str) or answer in ids:
        return answer
    for option in ids:
        if OBJECT_NUMBER.sub("", option) == answer:
            return option
    return answer


def option_named(decision: Decision, text: str, ids: list[str] | None = None) -> str | None:
    """The option ``text`` names among ``ids`` (default: all the decision's), trying each form
    in turn: the id, the id without object numbers, the id without its first word or with the
    question's word before a bare id, the start of its label or card name (any case). None
    if none fits (digits fit only an id that is those digits); raises UnclearAnswer if a
    form fits several different options (copies of one card are one: the first is meant)."""
    ids = decision.option_ids() if ids is None else ids
    picked = option_for(ids, text)
    if picked in ids:
        return str(picked)
    wanted = text.strip().lower()
    if not wanted or _DIGITS.fullmatch(wanted):
        return None
    offered = [o for o in decision.options if o.id in ids]
    why = str(decision.context.get("why") or "")
    if why and wanted.startswith(why.lower() + ":"):  # mode:2 for the mode '2'
        inner = option_for(ids, text.strip()[len(why) + 1:])
        if inner in ids:
            return str(inner)
    bare = [o.id for o in offered if wanted in _bare_forms(o.id)]
    if bare:
        return _one(text, bare, decision)
    starts = [o.id for o in offered if any(key.startswith(wanted) or key.startswith(
        wanted.replace("-", " ")) for key in _name_keys(o.id, o.label))]
    return _one(text, starts, decision) if starts else None


def scenario_answer(decision: Decision | None, answer: Any) -> Any:
    """What a scenario's answer means for ``decision``: names turned into option ids (a list,
    or a text of several words, item by item; ``none`` for no choice), a number kept for a
    number question. Raises IllegalAnswer for an option's number or a name that fits several
    options; anything else is returned as it is, for the decision to refuse."""
    if decision is None:
        return answer
    if decision.kind == NUMBER:
        return answer
    if decision.kind in (CHOOSE_MANY, ORDER):
        if isinstance(answer, str):
            if answer.strip().lower() == NONE and decision.kind == CHOOSE_MANY:
                return []
            answer = answer.replace(",", " ").split()
        if not isinstance(answer, list):
            return _one_answer(decision, answer, decision.option_ids())
        taken: list[str] = []
        out = []
        for item in answer:
            picked = _one_answer(decision, item, [i for i in decision.option_ids()
                                                  if i not in taken])
            if isinstance(picked, str):
                taken.append(picked)
            out.append(picked)
        return out
    return _one_answer(decision, answer, decision.option_ids())


def _one_answer(decision: Decision, answer: Any, ids: list[str]) -> Any:
    """One option as a scenario names it, among ``ids``."""
    if isinstance(answer, bool) or not isinstance(answer, (str, int)):
        return answer
    text = str(answer)
    picked = option_named(decision, text, ids)
    if picked is not None:
        return picked
    if _DIGITS.fullmatch(text.strip()):
        raise IllegalAnswer(
            f"'{text.strip()}' is an option's number: a scenario names the option instead (the "
            f"numbers change when other cards are added); on offer: "
            f"{', '.join(decision.option_ids()) or 'nothing'}")
    return answer


def _bare_forms(option: str) -> set[str]:
    """An id without its first word, with and without object numbers (``p2`` for
    ``target:p2``; ``sword#4`` and ``sword`` for ``play:sword#4``)."""
    _, colon, rest = option.partition(":")
    if not colon or not rest:
        return set()
    return {rest.lower(), OBJECT_NUMBER.sub("", rest).lower()}


def _name_keys(option: str, label: str) -> list[str]:
    """What an answer may be the start of: the id, the label, the label after its first word
    ('sword' for 'play Sword'), the card's name in the id (dashes read as spaces)."""
    lowered = (label or "").lower()
    card = option.split(":", 1)[-1].split("#")[0].replace("-", " ")
    return [k for k in (option.lower(), lowered, lowered.partition(" ")[2], card) if k]


def _one(text: str, fits: list[str], decision: Decision) -> str:
    """The first of ``fits`` if they are all one option (copies of a card); else the error
    naming them."""
    kinds = {OBJECT_NUMBER.sub("", f) for f in fits}
    if len(kinds) == 1:
        return fits[0]
    labels = {o.id: o.label for o in decision.options}
    named = ", ".join(f"{f} ({labels[f]})" if labels.get(f) and labels[f] != f else f
                      for f in fits[:8])
    more = f" and {len(fits) - 8} more" if len(fits) > 8 else ""
    raise UnclearAnswer(f"'{text.strip()[:40]}' fits {len(fits)} options: {named}{more}; "
                        "write more of it, or the option's id")
