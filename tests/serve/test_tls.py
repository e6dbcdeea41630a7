"""TLS and the handshake (issue #31): the TLS handshake counts under the per-address and total
limits within the handshake deadline; silent connections cannot keep a join out; ``join``
sends its token only after a deckwright greeting and stops after ``--retry`` tries; every
certificate or key problem is one error line."""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import shutil
import socket
import ssl
import subprocess
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from click.testing import CliRunner

from deckwright.cli.main import cli
from deckwright.kernel.errors import DeckwrightError
from deckwright.kernel.registry import Registry
from deckwright.net.client import JoinClient, Target
from deckwright.net.limits import AddressGuard, Limits
from deckwright.net.tls import client_context, server_context

from .helpers import FAST, CannedTerminal, Raw, run, serve

needs_openssl = pytest.mark.skipif(shutil.which("openssl") is None,
                                   reason="needs the openssl command")


@dataclass
class Pems:
    """A certificate for 127.0.0.1 and its key, and the files that are wrong in each way."""

    cert: Path
    key: Path
    other_key: Path   # a key of another certificate
    encrypted: Path   # the right key, under the pass phrase 'secret'
    junk: Path        # no PEM at all


@pytest.fixture(scope="module")
def pems(tmp_path_factory: pytest.TempPathFactory) -> Pems:
    """Made once for the module with the openssl command (EC keys: quick to make)."""
    folder = tmp_path_factory.mktemp("pems")

    def make(cert: str, key: str, name: str) -> None:
        subprocess.run(["openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt",
                        "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1", "-subj",
                        f"/CN={name}", "-addext", f"subjectAltName=IP:{name}", "-keyout",
                        str(folder / key), "-out", str(folder / cert)],
                       check=True, capture_output=True, timeout=30)
    make("cert.pem", "key.pem", "127.0.0.1")
    make("other-cert.pem", "other-key.pem", "127.0.0.2")
    subprocess.run(["openssl", "pkey", "-in", str(folder / "key.pem"), "-aes256", "-passout",
                    "pass:secret", "-out", str(folder / "encrypted-key.pem")],
                   check=True, capture_output=True, timeout=30)
    (folder / "junk.pem").write_text("not a certificate\n")
    return Pems(folder / "cert.pem", folder / "key.pem", folder / "other-key.pem",
                folder / "encrypted-key.pem", folder / "junk.pem")



def dungeon(registry: Registry) -> object:
    return registry.new_game("dungeon-raiders", players=3, seed=5)


# ---------------------------------------------------------------------- join and retries
@needs_openssl
def test_plain_join_against_a_tls_port_stops_after_its_retries(registry: Registry,
                                                                pems: Pems) -> None:
    async def main() -> None:
        hosted = await serve(registry, dungeon(registry), ["p1", "p2", "p3"],
                             tls=server_context(str(pems.cert), str(pems.key)))
        loop = asyncio.get_running_loop()
        for retries, pauses in ((0, 0.0), (2, 0.2 + 0.5)):
            screen = CannedTerminal()
            before = hosted.server.accepted
            start = loop.time()
            client = JoinClient(Target("127.0.0.1", hosted.port, hosted.tokens["p1"]), screen,
                                retries=retries)
            with pytest.raises(DeckwrightError, match="closed the connection without a "
                                                      r"greeting \(if it serves TLS, join with "
                                                      "--tls\\)"):
                await client.run()
            assert hosted.server.accepted - before == retries + 1  # one try, and each retry
            assert pauses <= loop.time() - start < pauses + 3  # with a pause before each
            assert sum("trying again in" in line for line in screen.shown) == retries
        assert not hosted.host.seats["p1"].joined and hosted.server.guard.wrong_total == 0
        await hosted.close()

    run(main())


def test_a_wrong_token_reaches_join_as_a_goodbye_it_understands(registry: Registry) -> None:
    async def main() -> None:
        hosted = await serve(registry, dungeon(registry), ["p1", "p2", "p3"])
        screen = CannedTerminal()
        client = JoinClient(Target("127.0.0.1", hosted.port, "not-a-token"), screen)
        assert await client.run() == 1  # at once: no retries for a goodbye
        assert screen.shown == ["refused: that token opens no seat of this game; check it "
                                "against the join line the host gave you.\n"]
        assert hosted.server.accepted == 1
        await hosted.close()

    run(main())


@dataclass
class Impostor:
    """Something at a port that is no deckwright server: it says ``first`` (or nothing) and
    closes after ``keep`` seconds, keeping every byte a client sent."""

    first: bytes = b""
    keep: float = 0.0
    received: bytearray = field(default_factory=bytearray)
    connections: int = 0

    async def handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.connections += 1
        writer.write(self.first)
        with contextlib.suppress(TimeoutError, ConnectionError):
            deadline = asyncio.get_running_loop().time() + self.keep
            while (left := deadline - asyncio.get_running_loop().time()) > 0:
                chunk = await asyncio.wait_for(reader.read(4096), left)
                if not chunk:
                    break
                self.received += chunk
        writer.close()


def test_join_sends_no_token_to_what_does_not_greet_and_backs_off() -> None:
    token = "Zr0PqSecretSeatToken123"

    async def main() -> None:
        for impostor, why in ((Impostor(), "closed the connection without a greeting"),
                              (Impostor(b"SSH-2.0-OpenSSH_9.6\r\n", keep=2.0),
                               "is not a deckwright server"),
                              (Impostor(b"\x15\x03\x03\x00\x02\x02\x46"),  # an alert
                               "speaks TLS: join with --tls")):
            listener = await asyncio.start_server(impostor.handle, "127.0.0.1", 0)
            port = listener.sockets[0].getsockname()[1]
            client = JoinClient(Target("127.0.0.1", port, token), CannedTerminal(), retries=1)
            with pytest.raises(DeckwrightError, match=why):
                await client.run()
            listener.close()
            assert impostor.connections == 2
            assert token.encode() not in impostor.received

    run(main())


class Closer:
    """A port that accepts and closes at once, in a thread (for ``join`` run as a command);
    it counts the connections and keeps what they sent."""

    def __init__(self) -> None:
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.listener.settimeout(0.1)
        self.port = self.listener.getsockname()[1]
        self.connections = 0
        self.received = bytearray()
        self.stop = threading.Event()
        self.thread = threading.Thread(target=self._serve, daemon=True)
        self.thread.start()

    def _serve(self) -> None:
        end = time.monotonic() + 30  # bounded, whatever the test does
        while not self.stop.is_set() and time.monotonic() < end:
            try:
                conn, _ = self.listener.accept()
            except TimeoutError:
                continue
            self.connections += 1
            conn.settimeout(0.05)
            with contextlib.suppress(OSError):
                self.received += conn.recv(4096)
            conn.close()

    def close(self) -> None:
        self.stop.set()
        self.thread.join(5)
        self.listener.close()


def test_join_against_a_port_that_accepts_and_closes_tries_retry_times_more_then_stops() -> None:
    closer = Closer()
    try:
        runner = CliRunner()
        result = runner.invoke(cli, ["join", f"127.0.0.1:{closer.port}", "tok3n", "--retry",
                                     "0"])
        assert result.exit_code == 1 and closer.connections == 1
        assert result.output == (f"error: cannot join 127.0.0.1:{closer.port}: the server "
                                 "closed the connection without a greeting (if it serves TLS, "
                                 "join with --tls)\n")
        start = time.monotonic()
        result = runner.invoke(cli, ["join", f"127.0.0.1:{closer.port}", "tok3n", "--retry",
                                     "2"])
        assert result.exit_code == 1 and closer.connections == 1 + 3
        assert time.monotonic() - start >= 0.2 + 0.5  # it waited before each try again
        lines = result.output.splitlines()
        assert [line.split(";")[1] for line in lines[:2]] == [
            " trying again in 0.2 s (try 1 of 2", " trying again in 0.5 s (try 2 of 2"]
        assert lines[2].startswith("error: cannot join") and lines[2].endswith(
            "; gave up after 2 more tries") and len(lines) == 3
        assert b"tok3n" not in closer.received
    finally:
        closer.close()


# ---------------------------------------------------------------------- the handshake limits
@needs_openssl
def test_a_hundred_silent_tls_handshakes_from_one_address_hold_at_most_eight(
        registry: Registry, pems: Pems) -> None:
    limits = dataclasses.replace(FAST, handshake_seconds=1.0)

    async def main() -> None:
        hosted = await serve(registry, dungeon(registry), ["p1", "p2", "p3"], limits=limits,
                             tls=server_context(str(pems.cert), str(pems.key)))
        loop = asyncio.get_running_loop()
        start = loop.time()  # before the first connection: each deadline runs from its accept
        silent = [await asyncio.open_connection("127.0.0.1", hosted.port) for _ in range(100)]

        async def closed(reader: asyncio.StreamReader) -> float:
            with contextlib.suppress(ConnectionError):
                await reader.read()
            return loop.time()

        waits = [asyncio.ensure_future(closed(reader)) for reader, _ in silent]
        await asyncio.sleep(0.3)
        assert hosted.server.accepted == 100
        assert hosted.server.guard.handshakes == 8 and len(hosted.server.connections) == 8
        assert sum(w.done() for w in waits) == 92  # refused at once
        ends = await asyncio.wait_for(asyncio.gather(*waits), 10)
        held = sorted(end - start for end in ends)[-8:]
        # the deadline holds for TLS too (the upper bound leaves room for a loaded machine)
        assert all(0.9 <= t < 6 for t in held), held
        assert hosted.server.guard.handshakes == 0
        for _, writer in silent:
            writer.close()
        await hosted.close()

    run(main())


def test_a_newcomer_takes_the_place_of_the_oldest_silent_connection_of_the_busiest_address(
) -> None:
    guard = AddressGuard(Limits(handshakes_per_address=8, handshakes=64))
    held = {f"10.0.0.{n}": [object() for _ in range(8)] for n in range(8)}
    for address, conns in held.items():
        for conn in conns:
            assert guard.admit(address, conn) == (None, None)
    assert guard.handshakes == 64
    # an address of its own: in, in place of the oldest connection of a busiest address
    player = object()
    assert guard.admit("192.0.2.7", player) == (None, held["10.0.0.0"][0])
    # the next newcomer: the busiest now are the other seven; 10.0.0.0 holds seven
    assert guard.admit("192.0.2.8", object()) == (None, held["10.0.0.1"][0])
    # a busy address cannot push out what is less busy than itself, nor hold more than 8
    assert guard.admit("10.0.0.2", object())[0] == ("too many connections from your address "
                                                    "are waiting to send a token")
    guard.closed(held["10.0.0.3"][1])
    assert guard.admit("10.0.0.3", object()) == (None, None)  # room again: plainly in
    guard.closed(player)
    guard.closed(player)  # a second close changes nothing
    assert guard.handshakes == 63 and "192.0.2.7" not in guard.records  # nothing kept of it


def _loopback_sources(count: int) -> list[str]:
    """``count`` loopback addresses besides 127.0.0.1 to connect from (Linux answers on all
    of 127.0.0.0/8); none where they cannot be bound."""
    sources = [f"127.0.0.{n}" for n in range(2, 2 + count)]
    for address in sources:
        with socket.socket() as probe:
            try:
                probe.bind((address, 0))
            except OSError:
                return []
    return sources


def test_silent_connections_from_eight_addresses_do_not_keep_a_join_out(
        registry: Registry) -> None:
    sources = _loopback_sources(8)
    if not sources:
        pytest.skip("this system cannot connect from 127.0.0.2-9")

    async def main() -> None:
        hosted = await serve(registry, dungeon(registry), ["p1", "p2", "p3"],
                             limits=dataclasses.replace(FAST, handshake_seconds=20))
        silent = [await asyncio.open_connection("127.0.0.1", hosted.port,
                                                local_addr=(address, 0))
                  for address in sources for _ in range(8)]
        for reader, _ in silent:  # each was greeted, and has sent nothing
            await asyncio.wait_for(reader.readline(), 5)
        assert hosted.server.guard.handshakes == 64
        loop = asyncio.get_running_loop()
        start = loop.time()
        p1 = await Raw.connect(hosted.port, hosted.tokens["p1"])
        await p1.until("You are p1", 5)
        assert loop.time() - start < 1.0  # in at once, not 20 s later
        assert await asyncio.wait_for(silent[0][0].read(), 5) == (
            b"closed: you sent no token, and others are waiting to\n")
        for _, writer in silent:
            writer.close()
        await hosted.close()

    run(main())


# ---------------------------------------------------------------------- certificate files
@needs_openssl
def test_every_certificate_or_key_problem_is_one_error_line_naming_the_file(pems: Pems) -> None:
    runner = CliRunner()  # its standard input is no terminal
    serve = ["serve", "dungeon-raiders", "--save", "/nonexistent/x.jsonl"]
    cases = [
        ([*serve, "--certfile", str(pems.junk)],
         f"error: {pems.junk} holds no PEM certificate"),
        ([*serve, "--certfile", str(pems.cert), "--keyfile", str(pems.other_key)],
         f"error: {pems.other_key} is not the private key of the certificate in {pems.cert}"),
        ([*serve, "--certfile", str(pems.cert)],
         f"error: {pems.cert} holds a certificate but not its private key: give the key with "
         "--keyfile"),
        ([*serve, "--certfile", str(pems.cert), "--keyfile", str(pems.encrypted)],
         f"error: {pems.encrypted} is encrypted and there is no terminal to ask for its pass "
         "phrase"),
        ([*serve, "--certfile", str(pems.cert), "--keyfile", str(pems.junk)],
         f"error: {pems.junk} holds no PEM private key"),
        (["join", "--tls", "--cafile", str(pems.junk), "127.0.0.1:9", "token"],
         f"error: {pems.junk} holds no PEM certificate to trust"),
    ]
    for args, said in cases:
        result = runner.invoke(cli, args)
        assert result.exit_code == 1, (args, result.output)
        assert len(result.output.splitlines()) == 1 and result.output.startswith(said), \
            (args, result.output)


@needs_openssl
def test_an_encrypted_key_opens_with_its_pass_phrase_and_not_another(pems: Pems) -> None:
    context = server_context(str(pems.cert), str(pems.encrypted), lambda key: "secret")
    assert isinstance(context, ssl.SSLContext)
    assert context.minimum_version == ssl.TLSVersion.TLSv1_2
    with pytest.raises(DeckwrightError, match=f"wrong pass phrase for {pems.encrypted}"):
        server_context(str(pems.cert), str(pems.encrypted), lambda key: "guess")
    assert isinstance(client_context(str(pems.cert)), ssl.SSLContext)


@needs_openssl
def test_a_tls_join_is_greeted_then_seated(registry: Registry,
                                            pems: Pems) -> None:
    async def main() -> None:
        game = dungeon(registry)
        bot = registry.agent_factories("dungeon-raiders")["heuristic"]
        hosted = await serve(registry, game, ["p1"], bots={"p2": bot("p2", game),
                                                           "p3": bot("p3", game)},
                             tls=server_context(str(pems.cert), str(pems.key)))
        screen = CannedTerminal()
        client = JoinClient(Target("127.0.0.1", hosted.port, hosted.tokens["p1"],
                                   client_context(str(pems.cert))), screen)
        # the screen has no input: the seat is shown its question, then the input ends
        assert await asyncio.wait_for(client.run(), 10) == 1
        shown = "".join(screen.shown)
        assert "You are p1 in Dungeon Raiders" in shown and "[p1] Choose a card" in shown
        await hosted.close()

    run(main())
