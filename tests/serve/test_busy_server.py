"""A server event loop no request can hold (issue #31): a card lookup's work is bounded, a
connection has one line at most in the host's inbox, and the host's time a connection's lines
cost is paid by that connection alone; the shared spectator token cannot fill the table."""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import random
import time

from deckwright.kernel.registry import Registry
from deckwright.kernel.sets.lookup import look_up
from deckwright.net.limits import Limits, WorkMeter

from .helpers import SPECTATOR, Hosted, Raw, run, serve

# the server's own limits, but a short grace so that the test ends soon
REAL = Limits(close_grace_seconds=0.5)


def made_up_words(length: int, seed: int = 31) -> str:
    """Words that are no card's, ``length`` characters of them."""
    pick = random.Random(seed)
    text = ""
    while len(text) < length:
        text += "".join(pick.choice("bcdfghjklmnpqrstvwxz") for _ in range(pick.randint(3, 9)))
        text += " "
    return text[:length].strip()


def four_souls(registry: Registry) -> object:
    """Three players of Four Souls (its library is the largest): p1 is asked first."""
    return registry.new_game("four-souls", players=3, seed=3)


async def answer_time(seat: Raw, answer: str = "1") -> float:
    """Send a seat's answer; the seconds until the server's first word back."""
    loop = asyncio.get_running_loop()
    start = loop.time()
    seat.send(answer)
    await seat.until(lambda fresh: len(fresh) > 0, 10)
    return loop.time() - start


async def two_seats(hosted: Hosted) -> tuple[Raw, Raw]:
    """p1, asked a question, and p2, who waits and is about to flood the server."""
    p1 = await Raw.connect(hosted.port, hosted.tokens["p1"])
    p2 = await Raw.connect(hosted.port, hosted.tokens["p2"])
    await p1.until("p1> ")
    await p2.until("the game begins")
    return p1, p2


def test_six_abusive_lines_from_one_seat_leave_another_seats_answer_under_100_ms(
        registry: Registry) -> None:
    async def main() -> None:
        game = four_souls(registry)
        bot = registry.agent_factories("four-souls")["heuristic"]("p3", game)
        hosted = await serve(registry, game, ["p1", "p2"], bots={"p3": bot}, limits=REAL)
        p1, p2 = await two_seats(hosted)
        line = "card " + made_up_words(4_090)  # just within the 4,096 bytes of a line
        assert len(line.encode()) < REAL.line_bytes
        p2.writer.write((line + "\n").encode() * 6)
        seconds = await answer_time(p1)
        assert seconds < 0.1, f"p1's answer waited {seconds:.3f} s behind p2's lines"
        told = await p2.until(lambda fresh: fresh.count("no card has a name that long") == 6)
        assert "at most 100)" in told
        await hosted.close()

    run(main())


def test_a_flood_of_costly_lines_slows_its_sender_and_not_the_others(
        registry: Registry) -> None:
    # a budget of 20 ms of the host's time a second, 100 ms at once; and a command that costs
    # the host 20 ms, whatever it is (the lookups above are cheap now)
    limits = dataclasses.replace(REAL, work_per_second=0.02, work_burst=0.1)

    async def main() -> None:
        game = four_souls(registry)
        bot = registry.agent_factories("four-souls")["heuristic"]("p3", game)
        hosted = await serve(registry, game, ["p1", "p2"], bots={"p3": bot}, limits=limits)
        p1, p2 = await two_seats(hosted)
        prompt = hosted.host.seats["p2"].prompt
        answer_info = prompt.info

        def costly(text: str, viewer: str) -> bool:
            time.sleep(0.02)  # the event loop is held, as by a costly command
            return answer_info(text, viewer)

        prompt.info = costly  # type: ignore[method-assign]
        p2.writer.write(b"state\n" * 40)  # within the line rate's burst: all read at once
        # its first lines spend p2's budget (100 ms: five lines); one line at a time is in
        # the host's inbox, so the rest wait in p2's own reader, not in the host's
        await p2.until(lambda fresh: fresh.count("Your hand") >= 5)
        seconds = await answer_time(p1)
        with contextlib.suppress(TimeoutError):  # read what p2 is sent for 0.3 s more
            await p2.until(lambda fresh: False, 0.3)
        # p2 pays: beyond its budget, each 20 ms line waits a second
        shown = p2.text().count("Your hand")
        assert 5 <= shown <= 8, f"{shown} of p2's 40 lines answered"
        assert seconds < 0.1, f"p1's answer waited {seconds:.3f} s behind p2's flood"
        conn = hosted.host.seats["p2"].conn
        assert conn is not None and conn.work.debt_seconds() > 0
        await hosted.close()

    run(main())


def test_a_card_lookup_longer_than_any_name_is_refused_before_any_matching(
        registry: Registry) -> None:
    game = registry.new_game("munchkin", players=3, seed=1)
    found = look_up(game, "p1", made_up_words(4_000))
    assert not found.shown and not found.also
    assert found.hint.startswith("no card has a name that long (4,000 characters; at most 100)")
    # repeated and misspelt words are matched once each, and the longest name still fits
    longest = max((c.name for c in game.library.cards.values()), key=len)
    assert [c.name for c in look_up(game, "p1", longest).shown] == [longest]
    many = look_up(game, "p1", "a " * 50)
    assert many.also and not many.hint


def test_a_connection_in_debt_waits_for_its_budget_to_refill() -> None:
    now = [0.0]
    meter = WorkMeter(rate=0.1, burst=0.5, clock=lambda: now[0])
    meter.charge(0.4)
    assert meter.debt_seconds() == 0
    meter.charge(0.3)  # 0.2 s of the host's time over the budget: 2 s to earn it back
    assert abs(meter.debt_seconds() - 2.0) < 1e-9
    now[0] = 1.5
    assert abs(meter.debt_seconds() - 0.5) < 1e-9
    now[0] = 10.0
    assert meter.debt_seconds() == 0 and meter.balance == 0.5  # never more than the burst


def test_the_shared_spectator_token_cannot_fill_every_place_from_one_address(
        registry: Registry) -> None:
    limits = dataclasses.replace(REAL, spectators_per_address=2, spectator_burst=3,
                                 spectator_lines_per_second=2)

    async def main() -> None:
        game = registry.new_game("dungeon-raiders", players=3, seed=5)
        hosted = await serve(registry, game, ["p1", "p2", "p3"], spectators=True,
                             limits=limits)
        token = hosted.tokens[SPECTATOR]
        watchers = [await Raw.connect(hosted.port, token) for _ in range(2)]
        for watcher in watchers:
            await watcher.until("watching> ")
        third = await Raw.connect(hosted.port, token)
        assert "closed: 2 spectators from your address watch already" in await third.closed()
        # each spectator's connection has its own, lower line rate: a burst of 3, then 2 a
        # second; the fourth line of a burst waits
        loop = asyncio.get_running_loop()
        start = loop.time()
        watchers[0].writer.write(b"help\n" * 5)
        await watchers[0].until(lambda fresh: fresh.count("You are watching") == 5)
        assert loop.time() - start >= 0.75  # two lines beyond the burst, half a second each
        assert "slow down: lines beyond 2 a second" in watchers[0].text()
        await hosted.close()

    run(main())
