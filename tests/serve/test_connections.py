"""Who may take a seat, and what one connection may do: reconnection, wrong tokens, floods,
clients that stop reading, idle ones, spectators, and seats handed to a bot (issue #16)."""

from __future__ import annotations

import asyncio
import dataclasses
import json

from deckwright.kernel.registry import Registry
from deckwright.net.wire import READ_CHUNK

from .helpers import FAST, SPECTATOR, Raw, WireCheck, hidden_from, run, serve


def dr(registry: Registry, seed: int = 5) -> object:
    return registry.new_game("dungeon-raiders", players=3, seed=seed)


def test_a_seat_that_drops_in_the_middle_of_a_decision_gets_it_again(registry: Registry) -> None:
    async def main() -> None:
        game = dr(registry)
        hosted = await serve(registry, game, ["p1", "p2", "p3"])
        p2 = await Raw.connect(hosted.port, f"{hosted.tokens['p2']} json")
        p3 = await Raw.connect(hosted.port, f"{hosted.tokens['p3']} json")
        p1 = await Raw.connect(hosted.port, hosted.tokens["p1"])
        first = await p1.until("p1> ")
        question = first[first.index("[p1]"):]
        decisions = [await client.message("decision") for client in (p2, p3)]
        p1.close()  # the network fails while p1 thinks
        notice = await p2.notice("p1 left the table")
        assert "the game waits for them" in notice
        again = await Raw.connect(hosted.port, hosted.tokens["p1"])
        shown = await again.until("p1> ")
        assert question in shown and "Your hand:" in shown  # the table and the same question
        assert await p2.notice("p1 is back") == "p1 is back"
        again.send("1")
        for client, decision in zip((p2, p3), decisions, strict=True):
            client.send(json.dumps({"answer": decision["decision"]["options"][0]["id"]}))
        after = await again.until("p1> ")
        assert "Last room:" in after and len(game.answers) == 3
        await hosted.close()

    run(main())


def test_a_wrong_token_is_refused_counted_then_slowed_and_banned(registry: Registry) -> None:
    limits = dataclasses.replace(FAST, wrong_tokens_free=2, wrong_token_delay=0.3,
                                 wrong_tokens_ban=4, ban_seconds=60)

    async def main() -> None:
        hosted = await serve(registry, dr(registry), ["p1", "p2", "p3"], limits=limits)
        loop = asyncio.get_running_loop()
        times = []
        for attempt in range(4):
            client = await Raw.connect(hosted.port, f"guess-{attempt}")
            start = loop.time()
            said = await client.closed()
            times.append(loop.time() - start)
            assert "refused: that token opens no seat of this game" in said
        assert "slowed down" in said or "refused for 60 s" in said
        assert times[0] < 0.25 and times[2] >= 0.25  # the third and later wait
        assert "refused for 60 s" in said
        assert sum("refused a wrong token from 127.0.0.1" in s for s in hosted.said) == 4
        # banned: even the right token is refused for a while, before it is read
        client = await Raw.connect(hosted.port, hosted.tokens["p1"])
        assert "too many wrong tokens from your address" in await client.closed()
        assert not hosted.host.seats["p1"].joined
        await hosted.close()

    run(main())


def test_one_live_connection_per_seat_the_newest_wins(registry: Registry) -> None:
    async def main() -> None:
        hosted = await serve(registry, dr(registry), ["p1", "p2", "p3"])
        old = await Raw.connect(hosted.port, hosted.tokens["p1"])
        await old.until("the game starts when p2, p3 join")
        new = await Raw.connect(hosted.port, hosted.tokens["p1"])
        await new.until("You are p1")
        assert "another connection joined as p1 with your token" in await old.closed()
        assert hosted.host.seats["p1"].conn is not None
        await hosted.close()

    run(main())


def test_a_flood_of_long_lines_is_refused_and_cut_off_and_the_others_play_on(
        registry: Registry) -> None:
    async def main() -> None:
        game = dr(registry)
        hosted = await serve(registry, game, ["p1", "p2"], bots={"p3": _bot(registry, game)})
        p2 = await Raw.connect(hosted.port, hosted.tokens["p2"])
        p1 = await Raw.connect(hosted.port, hosted.tokens["p1"])
        await p1.until("p1> ")
        largest = 0
        for _ in range(40):  # 40 lines of 100 kB, and one of 2 MB without an end
            p1.writer.write(b"x" * 100_000 + b"\n")
            largest = max(largest, *(len(c._buffer) for c in hosted.server.connections))
            await asyncio.sleep(0)
        p1.writer.write(b"y" * 2_000_000)
        said = await p1.closed()
        assert "that line is too long (more than 4,096 bytes); it was not read" in said
        assert "closed: 5 lines longer than 4,096 bytes" in said
        assert largest <= FAST.line_bytes + READ_CHUNK  # nothing long is ever kept
        assert "p1 left the table (closed: 5 lines longer" in await p2.until("waits for them")
        assert "p2> " in p2.text()
        p2.send("1")  # the game goes on for the others
        await p2.until("waiting for p1")
        await hosted.close()

    run(main())


def test_a_fast_sender_is_slowed_not_dropped(registry: Registry) -> None:
    limits = dataclasses.replace(FAST, lines_per_second=200, burst=5)

    async def main() -> None:
        hosted = await serve(registry, dr(registry), ["p1", "p2", "p3"], limits=limits)
        p1 = await Raw.connect(hosted.port, hosted.tokens["p1"])
        await p1.until("join")
        p1.writer.write(b"card dragon\n" * 60)
        start = asyncio.get_running_loop().time()
        got = await p1.until(lambda text: text.count("Dragon [dragon] (") == 60)
        assert "slow down: lines beyond 200 a second are read more slowly" in got
        assert asyncio.get_running_loop().time() - start >= 0.2
        await hosted.close()

    run(main())


def test_a_client_that_stops_reading_is_dropped_and_the_server_goes_on(
        registry: Registry) -> None:
    limits = dataclasses.replace(FAST, write_buffer_bytes=32_768)

    async def main() -> None:
        game = dr(registry)
        hosted = await serve(registry, game, ["p1", "p2"], bots={"p3": _bot(registry, game)},
                             limits=limits)
        p2 = await Raw.connect(hosted.port, hosted.tokens["p2"])
        slow = await Raw.connect(hosted.port, hosted.tokens["p1"], rcvbuf=4096)
        await p2.until("p2> ")
        # asks for the table again and again, and never reads; a busy machine serves the
        # answers slowly, so the test waits on the drop itself, not on a count of requests
        deadline = asyncio.get_running_loop().time() + 20
        while (hosted.host.seats["p1"].conn is not None
               and asyncio.get_running_loop().time() < deadline):
            slow.writer.write(b"state\n" * 50)
            await asyncio.sleep(0.005)
        news = await p2.until("waits for them")
        assert "p1 left the table (dropped: it stopped reading what the server sends" in news
        assert all(c.writer.transport.get_write_buffer_size() <= 32_768 + 4096
                   for c in hosted.server.connections)
        p2.send("1")
        await p2.until("waiting for p1")  # the server never waited for the slow client
        back = await Raw.connect(hosted.port, hosted.tokens["p1"])
        assert "[p1] Choose a card" in await back.until("p1> ")
        slow.close()
        await hosted.close()

    run(main())


def test_the_token_must_come_soon_and_a_question_may_not_wait_forever(
        registry: Registry) -> None:
    limits = dataclasses.replace(FAST, handshake_seconds=0.3, idle_seconds=0.4)

    async def main() -> None:
        game = dr(registry)
        hosted = await serve(registry, game, ["p1"], limits=limits,
                             bots={"p2": _bot(registry, game, "p2"), "p3": _bot(registry, game)})
        silent = await Raw.connect(hosted.port)
        assert "closed: no token within 0.3 s" in await silent.closed(5)
        p1 = await Raw.connect(hosted.port, hosted.tokens["p1"])
        await p1.until("p1> ")
        said = await p1.closed(5)
        assert "a question waited" in said and "join again with the same token" in said
        assert any("p1 left (closed: a question waited" in s for s in hosted.said)
        await hosted.close()

    run(main())


def test_a_spectator_sees_only_what_every_player_may_see(registry: Registry) -> None:
    async def main() -> None:
        game = registry.new_game("four-souls", players=2, seed=3)
        check = WireCheck(game, {SPECTATOR})
        hosted = await serve(registry, game, ["p1", "p2"], spectators=True, tap=check)
        watcher = await Raw.connect(hosted.port, hosted.tokens[SPECTATOR])
        table = await watcher.until("watching> ")
        assert "Your hand" not in table and "p1 hand:" not in table and "Monsters:" in table
        for command in ("state", "log", "1", "help"):
            watcher.send(command)
            got = await watcher.until("watching> ")
        assert "spectators only watch" not in got and "You are watching" in got
        program = await Raw.connect(hosted.port, f"{hosted.tokens[SPECTATOR]} json")
        hello = await program.message("hello")
        assert hello["seat"] is None
        view = (await program.message("view"))["view"]
        assert all(card.get("hidden") for card in view["zones"]["p1.hand"]["cards"])
        assert view["viewer"] == SPECTATOR
        hidden = hidden_from(game, SPECTATOR)
        assert {o.id for o in game.zones["p1.hand"].objects} <= hidden
        assert check.checked > 0 and check.leaks == []
        await hosted.close()

    run(main())


def test_a_seat_away_past_the_limit_is_played_by_a_bot_until_it_returns(
        registry: Registry) -> None:
    async def main() -> None:
        game = dr(registry)
        hosted = await serve(registry, game, ["p1", "p2", "p3"], away_limit=0.3)
        p1 = await Raw.connect(hosted.port, f"{hosted.tokens['p1']} json")
        p2 = await Raw.connect(hosted.port, f"{hosted.tokens['p2']} json")
        # p3 never comes: after 0.3 s a bot takes the seat and the game starts
        await p1.notice("p2 joined")
        told = await p1.notice("p3 has been away for 0.3 s")
        assert told.endswith("a bot plays for them until they join again")
        for client in (p1, p2):
            decision = await client.message("decision")
            client.send(json.dumps({"answer": decision["decision"]["options"][0]["id"]}))
        decisions = [await client.message("decision") for client in (p1, p2)]
        assert [s for s, _ in game.answers].count("p3") == 2  # the bot answered for p3
        p3 = await Raw.connect(hosted.port, hosted.tokens["p3"])
        assert "waiting for p1, p2" in await p3.until("waiting for")
        assert await p1.notice("p3 joined") == "p3 joined; the bot that stood in stands down"
        for client, decision in zip((p1, p2), decisions, strict=True):
            client.send(json.dumps({"answer": decision["decision"]["options"][0]["id"]}))
        assert "[p3] Choose a card" in await p3.until("p3> ")  # back at its seat, asked
        await hosted.close()

    run(main())


def _bot(registry: Registry, game: object, seat: str = "p3") -> object:
    return registry.agent_factories("dungeon-raiders")["heuristic"](seat, game)


def test_stopping_the_server_saves_and_leaves_clients_to_reconnect(
        registry: Registry, tmp_path: object) -> None:
    from pathlib import Path

    from deckwright.kernel.log import read_log
    from deckwright.net.host import Stop

    save = Path(str(tmp_path)) / "g.jsonl"

    async def main() -> None:
        game = dr(registry)
        hosted = await serve(registry, game, ["p1"], save=save,
                             bots={"p2": _bot(registry, game, "p2"), "p3": _bot(registry, game)})
        p1 = await Raw.connect(hosted.port, f"{hosted.tokens['p1']} term")
        while (await p1.message()).get("t") != "prompt":
            pass
        p1.send("1")
        while (await p1.message()).get("t") != "prompt":
            pass
        hosted.host.post(Stop("the host stopped the server"))
        assert await asyncio.wait_for(hosted.task, 5) is None
        frames = [json.loads(line) for line in (await p1.closed()).splitlines()]
        assert frames[-1]["text"].startswith("the server stops: the host stopped the server")
        assert all(frame["t"] != "bye" for frame in frames)  # so join tries again
        assert len(read_log(save).answers) == len(game.answers) >= 3
        await hosted.close()

    run(main())
