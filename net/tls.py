"""TLS contexts for ``serve --certfile`` and ``join --tls``, with every file problem as one
clear error naming the file (never an ``SSLError`` from deep inside OpenSSL).

OpenSSL says "PEM lib" for a file that is no certificate, a certificate without its key and a
wrong pass phrase alike, so the files are looked at first and each case gets its own words.
"""

from __future__ import annotations

import getpass
import ssl
import sys
from collections.abc import Callable

from deckwright.kernel.boundedread import read_at_most
from deckwright.kernel.errors import DeckwrightError

MAX_PEM_BYTES = 1024 * 1024  # a certificate chain or a key is a few kilobytes
CERTIFICATE = b"-----BEGIN CERTIFICATE-----"
PRIVATE_KEY = b"PRIVATE KEY-----"  # BEGIN PRIVATE KEY, RSA/EC PRIVATE KEY, ENCRYPTED PRIVATE KEY

PassPhrase = Callable[[str], str]


class _NoTerminal(Exception):
    """An encrypted key, and nobody to ask for its pass phrase."""


def ask_at_terminal(keyfile: str) -> str:
    """The pass phrase of ``keyfile``, typed at this terminal (none: _NoTerminal)."""
    if not sys.stdin.isatty():
        raise _NoTerminal()
    return getpass.getpass(f"pass phrase for {keyfile}: ")


def server_context(certfile: str, keyfile: str | None,
                   pass_phrase: PassPhrase = ask_at_terminal) -> ssl.SSLContext:
    """A server context (TLS 1.2 or later) for the certificate and its key (in ``keyfile``, or
    in ``certfile`` too); DeckwrightError naming the file for anything wrong with them."""
    key_source = keyfile or certfile
    cert_text = _read(certfile)
    key_text = _read(keyfile) if keyfile else cert_text
    if CERTIFICATE not in cert_text:
        raise DeckwrightError(f"{certfile} holds no PEM certificate "
                              "('-----BEGIN CERTIFICATE-----')")
    if PRIVATE_KEY not in key_text:
        if keyfile is None:
            raise DeckwrightError(f"{certfile} holds a certificate but not its private key: "
                                  "give the key with --keyfile")
        raise DeckwrightError(f"{keyfile} holds no PEM private key")
    asked: list[bool] = []

    def password() -> str:
        asked.append(True)
        return pass_phrase(key_source)

    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    try:
        context.load_cert_chain(certfile, keyfile, password=password)
    except _NoTerminal:
        raise DeckwrightError(f"{key_source} is encrypted and there is no terminal to ask for "
                              "its pass phrase (start serve at a terminal, or decrypt the key: "
                              f"openssl pkey -in {key_source} -out plain-key.pem)") from None
    except (EOFError, KeyboardInterrupt):
        raise DeckwrightError(f"no pass phrase given for {key_source}") from None
    except ssl.SSLError as exc:
        if exc.reason == "KEY_VALUES_MISMATCH":
            raise DeckwrightError(f"{key_source} is not the private key of the certificate in "
                                  f"{certfile} (they do not match)") from None
        if asked:
            raise DeckwrightError(f"wrong pass phrase for {key_source}") from None
        raise DeckwrightError(f"cannot use {certfile}"
                              f"{' and ' + keyfile if keyfile else ''}: "
                              f"{exc.reason or exc}") from None
    except OSError as exc:
        raise DeckwrightError(f"cannot read {certfile}: {exc.strerror or exc}") from None
    return context


def client_context(cafile: str | None) -> ssl.SSLContext:
    """A client context that checks the server's certificate and name (trusting ``cafile``
    too, if given); DeckwrightError naming the file if it holds nothing to trust."""
    if cafile is not None and CERTIFICATE not in _read(cafile):
        raise DeckwrightError(f"{cafile} holds no PEM certificate to trust")
    try:
        return ssl.create_default_context(cafile=cafile)
    except ssl.SSLError as exc:
        raise DeckwrightError(f"cannot trust the certificates in {cafile}: "
                              f"{exc.reason or exc}") from None
    except OSError as exc:
        raise DeckwrightError(f"cannot read {cafile}: {exc.strerror or exc}") from None


def _read(path: str) -> bytes:
    """A PEM file's bytes; DeckwrightError if it cannot be read or is far too large."""
    try:
        data = read_at_most(path, MAX_PEM_BYTES)
    except OSError as exc:
        raise DeckwrightError(f"cannot read {path}: {exc.strerror or exc}") from None
    if len(data) > MAX_PEM_BYTES:
        raise DeckwrightError(f"{path} is too large for a certificate or key "
                              f"(more than {MAX_PEM_BYTES:,} bytes)")
    return data
