"""The query memo keeps answers frozen: equal data freezes to equal keys, whatever its dict
order, and thaws back to what it was (issue #13)."""

from __future__ import annotations

import random
from typing import Any

from deckwright.kernel.scripting.querymemo import FrozenDict, copied, frozen, thawed


def reference_frozen(value: Any) -> Any:
    """The memo's freezing written plainly: lists and tuples to tuples, dicts to their pairs
    sorted by (key type name, key text)."""
    if isinstance(value, (list, tuple)):
        return tuple(reference_frozen(v) for v in value)
    if isinstance(value, dict):
        return FrozenDict(sorted(((k, reference_frozen(v)) for k, v in value.items()),
                                 key=lambda kv: (type(kv[0]).__name__, str(kv[0]))))
    return value


def random_data(rng: random.Random, depth: int = 0) -> Any:
    """Plain data as queries answer it: strings, numbers, booleans, nil, lists and tables
    (string keys mostly, sometimes numbers or booleans)."""
    roll = rng.random()
    if depth > 3 or roll < 0.4:
        return rng.choice([None, True, False, rng.randint(-5, 5), rng.random(),
                           rng.choice(["p1", "p2", "penny#3", "", "é"])])
    if roll < 0.7:
        return [random_data(rng, depth + 1) for _ in range(rng.randint(0, 4))]
    keys = [rng.choice(["id", "label", "kind", "n", "b", "Z"]) if rng.random() < 0.8
            else rng.choice([1, 2, 3.5, True]) for _ in range(rng.randint(0, 5))]
    return {k: random_data(rng, depth + 1) for k in keys}


def test_frozen_data_matches_the_plain_definition_and_thaws_back() -> None:
    rng = random.Random(13)
    for _ in range(3000):
        value = random_data(rng)
        kept = frozen(value)
        assert kept == reference_frozen(value)
        hash(kept)  # a memo key
        assert thawed(kept) == reference_thawed(value)


def test_dicts_in_any_order_freeze_alike() -> None:
    rng = random.Random(7)
    for _ in range(500):
        value = random_data(rng)
        if not isinstance(value, dict):
            continue
        shuffled = list(value.items())
        rng.shuffle(shuffled)
        assert frozen(dict(shuffled)) == frozen(value)


def reference_thawed(value: Any) -> Any:
    """What thawing a frozen value gives: tuples come back as lists."""
    if isinstance(value, (list, tuple)):
        return [reference_thawed(v) for v in value]
    if isinstance(value, dict):
        return {k: reference_thawed(v) for k, v in value.items()}
    return value


def test_equal_copies_freeze_alike_so_comparing_copies_is_as_strict() -> None:
    # the memo checks a question again by comparing its answer with a kept copy (==): that
    # may only say "same" where the frozen forms are the same
    rng = random.Random(29)
    equal = 0
    for _ in range(3000):
        a = random_data(rng)
        b = variant(rng, a) if rng.random() < 0.7 else random_data(rng)
        kept = copied(a)
        assert kept == a and frozen(kept) == frozen(a)
        if kept == b:
            equal += 1
            assert frozen(a) == frozen(b)
    assert equal > 500  # the case that matters was met often


def variant(rng: random.Random, value: Any) -> Any:
    """Data like ``value``: some lists made tuples, some numbers written as another equal
    number (1 as 1.0 or True), some dicts in another order."""
    if isinstance(value, list):
        items = [variant(rng, v) for v in value]
        return tuple(items) if rng.random() < 0.2 else items
    if isinstance(value, dict):
        pairs = [(k, variant(rng, v)) for k, v in value.items()]
        rng.shuffle(pairs)
        return dict(pairs)
    if type(value) is int and rng.random() < 0.3:
        return float(value) if value not in (0, 1) else rng.choice([float(value), bool(value)])
    return value
