"""The ``serve`` and ``join`` commands' options and errors, TLS, and the seat-keys file."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest
from click.testing import CliRunner

from deckwright.cli.main import cli
from deckwright.kernel.errors import DeckwrightError
from deckwright.kernel.registry import Registry
from deckwright.net.client import JoinClient, Target, parse_address
from deckwright.net.server import is_loopback
from deckwright.net.tls import server_context
from deckwright.net.tokens import SeatKeys, issue, keys_path, new_token, token_hash

from .helpers import CannedTerminal, Raw, run, serve


def invoke(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(cli, list(args))
    return result.exit_code, result.output


def test_both_commands_have_help() -> None:
    for name in ("serve", "join"):
        code, out = invoke(name, "--help")
        assert code == 0 and "Usage:" in out
    assert "--away-limit" in invoke("serve", "--help")[1]


def test_options_that_do_not_fit_are_one_clear_line(tmp_path: Path) -> None:
    code, out = invoke("serve", "dungeon-raiders", "--new-tokens")
    assert code == 1 and "error: --recover, --changed and --new-tokens go with --load" in out
    code, out = invoke("join", "localhost", "token")
    assert code == 1 and "error: 'localhost' is not HOST:PORT" in out
    code, out = invoke("join", "127.0.0.1:1", "token")
    assert code == 1 and out.startswith("error: cannot join 127.0.0.1:1:")
    assert "Traceback" not in out


def test_a_non_loopback_address_is_bound_only_when_asked_and_warned_about() -> None:
    assert is_loopback("127.0.0.1") and is_loopback("::1") and is_loopback("localhost")
    assert not is_loopback("0.0.0.0") and not is_loopback("192.0.2.1")
    # an address of no interface here: the warning comes first, then the bind fails cleanly
    code, out = invoke("serve", "dungeon-raiders", "--host", "192.0.2.1", "--save",
                       "/nonexistent/x.jsonl")
    assert "warning: listening on 192.0.2.1: anyone who can reach this machine" in out
    assert "without --certfile everything travels unencrypted" in out
    assert code == 1 and "error: cannot listen on 192.0.2.1" in out


def test_seat_keys_keep_hashes_only_and_refuse_a_file_for_other_seats(tmp_path: Path) -> None:
    keys, tokens = issue(["p1", "p2"], {"p3": "heuristic"}, spectators=True)
    assert keys.who(tokens["p1"]) == "p1" and keys.who("nope") is None
    assert keys.who(tokens["spectator"]) == "spectator"
    assert len(set(tokens.values())) == 3 and all(len(t) >= 24 for t in tokens.values())
    path = keys_path(tmp_path / "g.jsonl")
    keys.port = 4242
    keys.save(path)
    assert token_hash(tokens["p1"]) in path.read_text() and tokens["p1"] not in path.read_text()
    again = SeatKeys.load(path, ["p1", "p2", "p3"])
    assert again == keys
    with pytest.raises(DeckwrightError, match="names other seats"):
        SeatKeys.load(path, ["p1", "p2"])
    path.write_text(json.dumps({"seats": "x"}))
    with pytest.raises(DeckwrightError, match="not a deckwright seat-keys file"):
        SeatKeys.load(path, ["p1"])


def test_no_token_begins_with_a_dash_which_join_would_read_as_an_option() -> None:
    # one token in 64 did ('-ZqH3…'): `deckwright join HOST:PORT -ZqH3…` failed with
    # "No such option '-Z'" and that player could never join (found by a CI run)
    tokens = [new_token() for _ in range(3000)]
    assert not [t for t in tokens if t.startswith("-")]
    assert len(set(tokens)) == len(tokens) and all(len(t) == 24 for t in tokens)


def test_addresses_parse_with_ipv6_brackets() -> None:
    assert parse_address("[::1]:7777") == ("::1", 7777)
    assert parse_address("example.org:80") == ("example.org", 80)
    with pytest.raises(DeckwrightError):
        parse_address("host:99999")



@pytest.mark.skipif(shutil.which("openssl") is None, reason="needs the openssl command")
def test_tls_with_a_certificate_and_join_trusting_it(registry: Registry, tmp_path: Path) -> None:
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1",
                    "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1",
                    "-keyout", str(key), "-out", str(cert)], check=True, capture_output=True)
    import ssl

    async def main() -> None:
        game = registry.new_game("dungeon-raiders", players=3, seed=5)
        bot = registry.agent_factories("dungeon-raiders")["heuristic"]
        hosted = await serve(registry, game, ["p1"],
                             bots={"p2": bot("p2", game), "p3": bot("p3", game)})
        await hosted.server.close()  # the same host, listening again with TLS
        hosted.server.tls = server_context(str(cert), str(key))
        hosted.server._server = None
        hosted.server.port = 0
        await hosted.server.start()
        plain = await Raw.connect(hosted.port, hosted.tokens["p1"])
        await plain.closed(5)  # a client without TLS gets nowhere, and the server goes on
        terminal = CannedTerminal("quit")
        context = ssl.create_default_context(cafile=str(cert))
        client = JoinClient(Target("127.0.0.1", hosted.port, hosted.tokens["p1"], context),
                            terminal)
        assert await client.run() == 0
        shown = "".join(terminal.shown)
        assert "You are p1 in Dungeon Raiders" in shown and "your seat waits for you" in shown
        untrusting = JoinClient(Target("127.0.0.1", hosted.port, hosted.tokens["p1"],
                                       ssl.create_default_context()), CannedTerminal("quit"))
        with pytest.raises(DeckwrightError, match="TLS failed"):
            await untrusting.run()
        await hosted.close()

    run(main())
