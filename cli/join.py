"""``deckwright join``: take a seat in a game hosted with ``deckwright serve``."""

from __future__ import annotations

import asyncio
import contextlib
import sys
import threading
from typing import Any

import click

from deckwright.net.client import DEFAULT_RETRIES, JoinClient, Target, parse_address
from deckwright.net.tls import client_context


class StdioTerminal:
    """This terminal: text to stdout; lines from stdin, one per question, as ``play`` reads
    them (with line editing and history when both ends are a terminal)."""

    def __init__(self) -> None:
        self.tty = sys.stdin.isatty() and sys.stdout.isatty()
        self.asking = ""   # the prompt of the line being read, if one is
        self._saved: Any = None
        self._readline: Any = None
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
        self.asking = prompt

        def work() -> None:
            line = self._read(prompt)
            loop.call_soon_threadsafe(self._done, future, line)

        threading.Thread(target=work, name="join-input", daemon=True).start()
        return future

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
    context = client_context(cafile) if tls or cafile else None
    terminal = StdioTerminal()
    client = JoinClient(Target(host, port, token, context), terminal, retries=retry)
    try:
        code = asyncio.run(client.run())
    finally:
        terminal.restore()
    ctx.exit(code)
