"""``deckwright join``: take a seat in a game hosted with ``deckwright serve``."""

from __future__ import annotations

import asyncio
import contextlib
import os
import queue
import select
import sys
import threading
from collections.abc import Callable
from typing import Any

import click

from deckwright.net.client import (
    DEFAULT_RETRIES,
    JoinClient,
    Target,
    check_token,
    parse_address,
)
from deckwright.net.tls import client_context

LOOK_SECONDS = 0.1  # how often a terminal waiting for no answer looks for a question
MAX_TYPED = 65_536  # bytes read at once from the terminal (its line discipline keeps less)

Heard = Callable[[str | None], None]


class StdioTerminal:
    """This terminal: text to stdout; lines from stdin, as ``play`` reads them (with line
    editing and history when both ends are a terminal).

    From a pipe, one line per question. At a terminal, one thread reads every line: typed at
    a question, it answers; typed while none is on screen, it goes to ``listen``'s callback
    as it is typed (the server answers a command and drops anything else), so it never sits
    in the terminal to answer the next question blind."""

    def __init__(self) -> None:
        self.tty = sys.stdin.isatty() and sys.stdout.isatty()
        self.asking = ""   # the prompt of the line being read, if one is
        self._saved: Any = None
        self._readline: Any = None
        self._heard: Heard | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._questions: queue.Queue[tuple[str, asyncio.Future[str | None]]] = queue.Queue()
        self._reader: threading.Thread | None = None
        if self.tty:
            with contextlib.suppress(ImportError):
                import readline

                self._readline = readline
            with contextlib.suppress(ImportError, OSError):
                import termios

                self._saved = termios.tcgetattr(sys.stdin.fileno())

    def show(self, text: str) -> None:
        """Print text; in the middle of typing, above the line being typed."""
        if self.asking and self.tty:
            typed = self._readline.get_line_buffer() if self._readline else ""
            sys.stdout.write("\r\x1b[K" + text + self.asking + typed)
            sys.stdout.flush()
            return
        click.echo(text, nl=False)

    def ask(self, prompt: str) -> asyncio.Future[str | None]:
        """Read one line in a thread (the event loop goes on showing what arrives)."""
        loop = asyncio.get_running_loop()
        future: asyncio.Future[str | None] = loop.create_future()
        if self.tty:
            self._loop = loop
            self._questions.put((prompt, future))
            self._read_all()
            return future
        self.asking = prompt

        def work() -> None:
            line = self._read(prompt)
            loop.call_soon_threadsafe(self._done, future, line)

        threading.Thread(target=work, name="join-input", daemon=True).start()
        return future

    def listen(self, heard: Heard) -> None:
        """At a terminal: from now on, lines typed while no question is on screen go to
        ``heard`` (from a pipe, every line answers a question)."""
        if not self.tty:
            return
        self._heard = heard
        self._loop = asyncio.get_running_loop()
        self._read_all()

    def _read_all(self) -> None:
        """Start the one thread that reads this terminal, if it is not running."""
        if self._reader is None:
            self._reader = threading.Thread(target=self._reading, name="join-input",
                                            daemon=True)
            self._reader.start()

    def _reading(self) -> None:
        """Read the terminal for as long as the program runs: a question's answer with line
        editing; between questions, each line as it is finished, as an aside."""
        while True:
            try:
                prompt, future = self._questions.get(timeout=LOOK_SECONDS)
            except queue.Empty:
                if self._line_finished(LOOK_SECONDS) and not self._aside():
                    return
                continue
            # lines finished before the question could be shown are asides too
            while self._line_finished(0):
                if not self._aside():
                    return
            self.asking = prompt
            line = self._read(prompt)
            self._call(self._done, future, line)
            if line is None:
                return

    def _line_finished(self, seconds: float) -> bool:
        """Whether a whole line (or the end of input) waits in the terminal: in its usual
        line mode a terminal is readable only once Enter is pressed."""
        with contextlib.suppress(OSError, ValueError):
            return bool(select.select([sys.stdin.fileno()], [], [], seconds)[0])
        return False

    def _aside(self) -> bool:
        """Read the finished line typed while no question was on screen and pass it on;
        False at the end of input."""
        try:
            raw = os.read(sys.stdin.fileno(), MAX_TYPED)
        except OSError:
            raw = b""
        line = raw.decode("utf-8", errors="replace").rstrip("\r\n") if raw else None
        if self._heard is not None:
            self._call(self._heard, line)
        return line is not None

    def _call(self, function: Callable[..., None], *args: Any) -> None:
        """Call ``function`` in the event loop (it may be gone once the program ends)."""
        if self._loop is not None:
            with contextlib.suppress(RuntimeError):
                self._loop.call_soon_threadsafe(function, *args)

    def _done(self, future: asyncio.Future[str | None], line: str | None) -> None:
        self.asking = ""
        if not future.done():
            future.set_result(line)

    def _read(self, prompt: str) -> str | None:
        if self.tty:
            try:
                return input(prompt)
            except (EOFError, OSError):
                return None
        click.echo(prompt, nl=False)
        raw = sys.stdin.buffer.readline()
        if not raw:
            return None
        return raw.decode("utf-8", errors="replace").rstrip("\r\n")

    def restore(self) -> None:
        """Put the terminal back as it was (a read may still be going on in its thread)."""
        if self._saved is not None:
            import termios

            with contextlib.suppress(OSError, termios.error):
                termios.tcsetattr(sys.stdin.fileno(), termios.TCSADRAIN, self._saved)


@click.command("join")
@click.argument("address", metavar="HOST:PORT")
@click.argument("token")
@click.option("--tls", is_flag=True, help="Speak TLS (a server started with --certfile).")
@click.option("--cafile", type=click.Path(exists=True, dir_okay=False),
              help="With --tls: trust this certificate (a self-signed one, say).")
@click.option("--retry", type=click.IntRange(min=0), default=DEFAULT_RETRIES,
              show_default=True, metavar="TRIES",
              help="How many times in a row to try again when a connection fails or is lost, "
                   "waiting longer each time (0: never).")
@click.pass_context
def command(ctx: click.Context, address: str, token: str, tls: bool, cafile: str | None,
            retry: int) -> None:
    """Take your seat in a game hosted with deckwright serve: the same table, questions
    and commands as deckwright play. A lost connection is joined again by itself."""
    host, port = parse_address(address)
    check_token(token)
    context = client_context(cafile) if tls or cafile else None
    terminal = StdioTerminal()
    client = JoinClient(Target(host, port, token, context), terminal, retries=retry)
    try:
        code = asyncio.run(client.run())
    finally:
        terminal.restore()
    ctx.exit(code)
