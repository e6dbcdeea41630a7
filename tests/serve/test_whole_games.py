"""Whole games over loopback: every seat a client in another mode, the same game as offline,
and nothing hidden from a seat ever sent to it (issue #16)."""

from __future__ import annotations

import asyncio
import json
import re
from typing import Any

from deckwright.kernel.agents import make_agent
from deckwright.kernel.decisions import Decision, Option, forced_answer
from deckwright.kernel.registry import Registry
from deckwright.net.client import JoinClient, Target

from .helpers import OBJECT_ID, Raw, WireCheck, as_text, hidden_from, run, scripted_answers, serve

COMMANDS = ["state", "log events", "help", "card Dragon", "options", "save /tmp/nope.jsonl"]


class ScriptedTerminal:
    """A terminal that types a seat's scripted answers, one per question."""

    def __init__(self, answers: list[Any]) -> None:
        self.answers = [as_text(a) for a in answers]
        self.shown: list[str] = []
        self.asked = 0

    def show(self, text: str) -> None:
        self.shown.append(text)

    def listen(self, heard: Any) -> None:
        """Nothing is typed between questions."""

    def ask(self, prompt: str) -> asyncio.Future[str | None]:
        future: asyncio.Future[str | None] = asyncio.get_running_loop().create_future()
        self.asked += 1
        future.set_result(self.answers.pop(0) if self.answers else None)
        return future


async def text_seat(port: int, token: str, seat: str, answers: list[Any]) -> Raw:
    """A person at ``nc``: waits for the prompt, sometimes types a command, then answers."""
    client = await Raw.connect(port, token)
    commands = list(COMMANDS)
    for number, answer in enumerate(answers):
        got = await client.until(lambda fresh: fresh.endswith(f"{seat}> "), 20)
        assert "the game is over" not in got
        if number % 4 == 1 and commands:
            client.send(commands.pop(0))
            await client.until(lambda fresh: fresh.endswith(f"{seat}> "), 20)
        client.send(as_text(answer))
    await client.until("the game is over", 20)
    return client


async def json_seat(port: int, token: str, answers: list[Any]) -> tuple[Raw, dict[str, Any]]:
    """A program speaking the external-agent protocol; returns the end message."""
    client = await Raw.connect(port, f"{token} json")
    hello = await client.message("hello")
    assert hello["protocol"] == 1 and hello["seat"] in hello["seats"]
    queue = list(answers)
    while True:
        message = await client.message(None, 20)
        if message["type"] == "decision":
            assert message["decision"]["player"] == hello["seat"]
            assert message["view"]["viewer"] == hello["seat"]
            client.send(json.dumps({"answer": queue.pop(0)}))
        elif message["type"] == "end":
            end = message
        elif message["type"] == "bye":
            assert message["over"] is True
            return client, end


def test_four_scripted_clients_play_dungeon_raiders_to_the_end(registry: Registry) -> None:
    answers, offline_hash = scripted_answers(registry, "dungeon-raiders", 4, seed=11)

    async def main() -> None:
        game = registry.new_game("dungeon-raiders", players=4, seed=11)
        check = WireCheck(game, {"p1", "p2", "p3", "p4"})
        hosted = await serve(registry, game, ["p1", "p2", "p3", "p4"], tap=check)
        terminal = ScriptedTerminal(answers["p2"])
        join = JoinClient(Target("127.0.0.1", hosted.port, hosted.tokens["p2"]), terminal)
        p1, code, (_, end3), (_, end4) = await asyncio.gather(
            text_seat(hosted.port, hosted.tokens["p1"], "p1", answers["p1"]),
            join.run(),
            json_seat(hosted.port, hosted.tokens["p3"], answers["p3"]),
            json_seat(hosted.port, hosted.tokens["p4"], answers["p4"]))
        late = await Raw.connect(hosted.port, hosted.tokens["p1"])
        assert "Final ranking:" in await late.closed()  # one who comes late hears the end
        result = await hosted.finish()
        assert game.over and not game.error and result == game.result
        assert game.state_hash() == offline_hash  # the very game the bots played offline
        assert code == 0 and "the game is over" in "".join(terminal.shown)
        assert end3["result"] == end4["result"] == json.loads(json.dumps(game.result))
        text = p1.text()
        assert "Final ranking:" in text and "Your hand:" in text
        assert "Commands: help, state" in text and "join again with the same token" in text
        assert "the host saves the game after every answer" in text  # no files written
        assert re.search(r"\n  turn \d+: move ", text)  # the 'log events' command
        # nothing hidden from a seat was ever named in what it was sent
        assert check.checked > 100 and check.leaks == []
        # and p1's whole byte stream names no object that p1 never saw
        assert "[face down]" in text

    run(main())


def test_two_clients_and_a_bot_play_four_souls_to_the_end(registry: Registry) -> None:
    answers, offline_hash = scripted_answers(registry, "four-souls", 3, seed=3)

    async def main() -> None:
        game = registry.new_game("four-souls", players=3, seed=3)
        factories = registry.agent_factories("four-souls")
        bot = factories["heuristic"]("p3", game)
        check = WireCheck(game, {"p1", "p2"})
        hosted = await serve(registry, game, ["p1", "p2"], bots={"p3": bot}, tap=check)
        terminal = ScriptedTerminal(answers["p2"])
        join = JoinClient(Target("127.0.0.1", hosted.port, hosted.tokens["p2"]), terminal)
        (p1, end), code = await asyncio.gather(
            json_seat(hosted.port, hosted.tokens["p1"], answers["p1"]), join.run())
        await hosted.finish()
        assert game.over and not game.error
        assert game.state_hash() == offline_hash
        assert code == 0 and terminal.answers == []
        shown = "".join(terminal.shown)
        assert "Your hand:" in shown and "p2> " not in shown  # prompts go to input, not text
        assert end["result"]["winners"] == game.result["winners"]
        assert check.checked > 100 and check.leaks == []
        # the json seat saw other hands only as {"hidden": true}
        hands = [json.loads(line) for line in p1.text().splitlines()
                 if line.startswith('{"type":"decision"')]
        other = hands[-1]["view"]["zones"]["p2.hand"]["cards"]
        assert all(card.get("hidden") for card in other)

    run(main(), 120)


def test_the_hidden_set_is_what_a_seat_may_not_see(registry: Registry) -> None:
    """The check itself: another seat's hand and the decks are hidden, one's own hand is not."""
    game = registry.new_game("four-souls", players=2, seed=3)
    hidden = hidden_from(game, "p1")
    own = {o.id for o in game.zones["p1.hand"].objects}
    theirs = {o.id for o in game.zones["p2.hand"].objects}
    assert theirs <= hidden and not own & hidden
    assert {o.id for o in game.zones["loot.deck"].objects} <= hidden
    assert OBJECT_ID.findall(f"play {next(iter(theirs))} now") == [next(iter(theirs))]


def _last_option(decision: dict[str, Any]) -> Any:
    ids = [o["id"] for o in decision["options"]]
    kind = decision["kind"]
    return (decision["min"] if kind == "number" else ids if kind == "order"
            else ids[:decision["min"]] if kind == "choose-many" else ids[-1])


async def forced_counting_seat(port: int, token: str, opt_out: bool) -> int:
    """A program at a seat that answers each question with its last option; returns how
    many forced questions (one legal answer) it was sent after its first answer."""
    client = await Raw.connect(port, f"{token} json")
    await client.message("hello")
    forced, answered = 0, 0
    while True:
        message = await client.message(None, 20)
        if message["type"] == "decision":
            d = message["decision"]
            decision = Decision(d["player"], d["kind"], d["prompt"],
                                [Option(o["id"]) for o in d["options"]],
                                d.get("min", 1), d.get("max", 1))
            forced += answered > 0 and forced_answer(decision) is not None
            reply: dict[str, Any] = {"answer": _last_option(d)}
            if opt_out:
                reply["forced_questions"] = False
            client.send(json.dumps(reply))
            answered += 1
        elif message["type"] == "bye":
            return forced


def test_a_program_at_a_served_seat_can_opt_out_of_forced_questions(
        registry: Registry) -> None:  # issue #13: fewer, better decisions
    async def main(opt_out: bool) -> tuple[int, str]:
        game = registry.new_game("wizard-duel", players=2, seed=3, options={"turn_limit": 5})
        hosted = await serve(registry, game, ["p1", "p2"])
        counts = await asyncio.gather(
            *(forced_counting_seat(hosted.port, hosted.tokens[s], opt_out) for s in game.seats))
        await hosted.finish()
        assert game.over and not game.error
        return sum(counts), game.state_hash()

    asked_all, game_asked = run(main(False))
    spared, game_spared = run(main(True))
    assert asked_all > 0 and spared == 0
    assert game_asked == game_spared  # the answers given for it are the ones it would give


async def stop_level_seat(port: int, token: str, stops: str) -> int:
    """A program at a seat that passes whenever it may (else the first option), asking for
    stop level ``stops`` with its first answer; how many priority questions it was sent."""
    client = await Raw.connect(port, f"{token} json")
    await client.message("hello")
    asked = 0
    while True:
        message = await client.message(None, 20)
        if message["type"] == "decision":
            d = message["decision"]
            ids = [o["id"] for o in d["options"]]
            asked += d["kind"] == "priority"
            answer = "pass" if "pass" in ids else _last_option({**d, "options": d["options"][:1]})
            client.send(json.dumps({"answer": answer, "stops": stops}))
        elif message["type"] == "bye":
            return asked


def test_a_program_at_a_served_seat_may_choose_its_stop_level(
        registry: Registry) -> None:  # issue #32: an external program declares its relevance
    async def main(stops: str) -> int:
        game = registry.new_game("four-souls", players=2, seed=3, options={"max_turns": 3})
        hosted = await serve(registry, game, ["p1"],
                             bots={"p2": make_agent("heuristic", "p2", game,
                                                    registry.agent_factories("four-souls"))})
        asked = await stop_level_seat(hosted.port, hosted.tokens["p1"], stops)
        await hosted.finish()
        assert game.over and not game.error
        return asked

    every, normal = run(main("every")), run(main("normal"))
    assert 0 < normal < every


def test_a_stop_level_that_does_not_exist_is_refused_and_asked_again(
        registry: Registry) -> None:
    async def main() -> dict[str, Any]:
        game = registry.new_game("four-souls", players=2, seed=3, options={"max_turns": 1})
        hosted = await serve(registry, game, ["p1"],
                             bots={"p2": make_agent("heuristic", "p2", game,
                                                    registry.agent_factories("four-souls"))})
        client = await Raw.connect(hosted.port, f"{hosted.tokens['p1']} json")
        await client.message("hello")
        await client.message("decision", 20)
        client.send(json.dumps({"answer": "pass", "stops": "sometimes"}))
        refused = await client.message("refused", 20)
        while True:  # the same question is asked again; the game goes on to its end
            message = await client.message(None, 20)
            if message["type"] == "decision":
                ids = [o["id"] for o in message["decision"]["options"]]
                client.send(json.dumps({"answer": "pass" if "pass" in ids else _last_option(
                    {**message["decision"], "options": message["decision"]["options"][:1]})}))
            elif message["type"] == "bye":
                break
        await hosted.finish()
        return refused

    assert run(main())["message"] == "stops 'sometimes': the levels are few, normal, every"
