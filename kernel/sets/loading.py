"""Card sets: a folder with ``set.yaml`` and ``cards/*.lua``, validated with file and line."""

from __future__ import annotations

import difflib
import hashlib
import os
import re
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from ..boundedread import read_at_most
from ..errors import CardSetError
from ..scripting.luatypes import suggest
from .aihints import NO_HINTS, read_hints
from .carddefs import INT64, CardDef, CardSchema, CardSet, check_stat
from .cardstats import plain_problem
from .catalogue import Catalogue, read_catalogue
from .luasource import MAX_SCRIPT_BYTES, _syntax_error_cached
from .scriptparams import ParamDeclarationError, declared_params, params_problems
from .yamlread import MAX_YAML_BYTES, LineDict, read_yaml

CARD_ID = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
SET_ID = CARD_ID
CARD_FIELDS = {"id", "name", "type", "copies", "stats", "text", "script", "params", "tags",
               "ai"}
SET_FIELDS = {"game", "id", "name", "version", "description", "cards", "default", "catalogue",
              "requires"}




MAX_COPIES = 1000






# card sets this process has loaded (``set_loads``)
_loads = 0


def set_loads() -> int:
    """How many card sets this process has loaded so far: what a cache of the sets' files
    compares to know that a set was loaded again (as after an author's edit)."""
    return _loads


def load_set(
    path: str | Path, schema: CardSchema | None = None, game: str | None = None,
    shared: Mapping[str, Path] | None = None, found: list[str] | None = None,
    warned: list[str] | None = None,
) -> CardSet:
    """Load and validate a set folder (or its ``set.yaml``); CardSetError lists every problem.

    ``shared`` maps the ids of installed sets of the same game to their folders: a card may
    use one of their scripts (an archetype) with its own params. With a ``found`` list (a
    linter's), the problems go there and the set comes back with the cards that are sound;
    only an unreadable set.yaml still raises. With a ``warned`` list, what is only doubtful
    goes there (a tag the game does not declare), each line marked as a warning."""
    global _loads
    _loads += 1
    root = Path(path)
    if root.is_file():
        root = root.parent
    file = root / "set.yaml"
    if not file.exists():  # a pipe or a device is there: read_yaml names what it is
        raise CardSetError([f"{root}: no set.yaml in this folder"])
    data = read_yaml(file)
    problems: list[str] = []

    def at(line: int, message: str) -> None:
        problems.append(f"{file}:{line}: {message}")

    if not isinstance(data, LineDict):
        raise CardSetError([f"{file}:1: set.yaml must be a mapping with game, id, name, cards"])
    for key in data:
        if key not in SET_FIELDS:
            at(data.lines[key], f"unknown field '{key}' (fields: {', '.join(sorted(SET_FIELDS))})")
    for key in ("game", "id", "name", "cards"):
        if key not in data:
            at(data.line, f"missing field '{key}'")
    set_id = data.get("id")
    if "id" in data and (not isinstance(set_id, str) or not SET_ID.match(set_id)):
        at(data.lines["id"], f"set id {set_id!r} must be kebab-case (like 'my-set')")
    set_game = data.get("game")
    if game is not None and isinstance(set_game, str) and set_game != game:
        at(data.lines.get("game", 1), f"this set is for '{set_game}', not '{game}'")
    version = data.get("version", "0")
    if isinstance(version, bool) or not isinstance(version, (str, int, float)):
        at(data.lines.get("version", data.line), "field 'version' must be text, like '1.2'")
    if "default" in data and not isinstance(data["default"], bool):
        at(data.lines["default"], "field 'default' must be true or false (not "
           f"{_short(data['default'])})")
    requires = data.get("requires", [])
    if not isinstance(requires, list) or len(requires) > 100 or not all(
            isinstance(r, str) and SET_ID.match(r) for r in requires):
        at(data.lines.get("requires", data.line), "field 'requires' must be a list of set ids "
           "(like [plus, requiem]): the installed sets this one needs loaded with it")
        requires = []
    elif set_id in requires:
        at(data.lines["requires"], f"set '{set_id}' cannot require itself")
        requires = []
    if "name" in data and not isinstance(data["name"], str):
        at(data.lines["name"], "field 'name' must be text")
    if "game" in data and not isinstance(data["game"], str):
        at(data.lines["game"], "field 'game' must be text")
    catalogue = None
    if "catalogue" in data:
        catalogue = read_catalogue(data["catalogue"], data.lines["catalogue"], str(file),
                                   problems)
    cards_data = data.get("cards", [])
    if cards_data is None:  # "cards:" with only comments under it: a set still being written
        cards_data = []
    if not isinstance(cards_data, list):
        at(data.lines.get("cards", data.line), "'cards' must be a list of cards")
        cards_data = []
    cards: list[CardDef] = []
    seen: dict[str, int] = {}
    scripts = _ScriptFolder(root / "cards")
    others = {k: _ScriptFolder(Path(v) / "cards") for k, v in (shared or {}).items()
              if Path(v).resolve() != root.resolve()}
    for index, raw in enumerate(cards_data):
        card = _card(raw, index, scripts, file, schema, problems, others)
        if warned is not None and schema is not None and isinstance(raw, LineDict):
            warned.extend(_tag_warnings(raw, file, schema))
        if card is None:
            continue
        if card.id in seen:
            at(card.line, f"card '{card.id}': id used twice (first at line {seen[card.id]})")
            continue
        seen[card.id] = card.line
        cards.append(card)
    if not problems or found is not None:
        broken = scripts.compile_errors(cards)
        for card, error in broken:
            at(card.line, f"card '{card.id}': {error}")
        if found is not None:
            cards = [c for c in cards if all(c is not b for b, _ in broken)]
    if found is not None:
        found.extend(problems)
    elif problems:
        raise CardSetError(problems)
    if catalogue is not None:
        _check_catalogue(catalogue, cards, file, data.lines["catalogue"], problems, found)
    for card in cards:
        card.set_id = str(set_id)
    return CardSet(
        game=str(set_game),
        id=str(set_id),
        name=str(data.get("name", set_id)),
        version=str(version),
        path=root,
        cards=cards,
        yaml_digest=_digest_of(file),
        default=bool(data.get("default", True)),
        catalogue=catalogue,
        requires=tuple(requires),
    )


def _check_catalogue(catalogue: Catalogue, cards: list[CardDef], file: Path, line: int,
                     problems: list[str], found: list[str] | None) -> None:
    """A set cannot hold, or be waiting for, more cards than its official printing has; an
    ``outside`` id must be one of its cards and a card waiting must not have an entry."""
    ids = {c.id for c in cards}
    names = {c.name for c in cards}
    wrong = [f"{file}:{line}: catalogue: 'outside' names '{i}', which is no card of this set"
             for i in catalogue.outside if i not in ids]
    wrong += [f"{file}:{line}: catalogue: '{n.name}' is waiting (not_yet) but has an entry"
              for n in catalogue.not_yet if n.name in names]
    held = len(ids - set(catalogue.outside)) + len(catalogue.not_yet)
    if held > catalogue.cards:
        wrong.append(f"{file}:{line}: catalogue: {held} cards held or waiting, but the official "
                     f"set has {catalogue.cards}")
    if found is not None:
        found.extend(wrong)
    elif wrong:
        raise CardSetError(problems + wrong)


def _script_file(name: Any, scripts: _ScriptFolder, shared: Mapping[str, _ScriptFolder]
                 ) -> tuple[Path | None, str, str | None]:
    """Where a card's ``script`` is: the set's own cards/ folder, else an installed set's
    (``monster.lua``, or ``base:monster.lua`` to say which set), with the set it is from
    ("" for its own); or what is wrong."""
    if not isinstance(name, str):
        return None, "", "field 'script' must be a file name in the set's cards/ folder"
    owner, colon, file = name.rpartition(":")
    if "/" in file or "\\" in file or file.startswith(".") or not file or (colon and not owner):
        return None, "", ("field 'script' must be a file name in the set's cards/ folder, or "
                      "SET:FILE for an installed set's script (like 'base:monster.lua')")
    if colon:
        folder = shared.get(owner)
        if folder is None:
            known = ", ".join(sorted(shared)) or "none"
            return None, "", (f"no installed set '{owner}' to take {file} from (installed sets of "
                          f"this game: {known})")
        if not folder.has(file):
            return None, "", f"set '{owner}' has no script cards/{file}"
        return folder.folder / file, owner, None
    if scripts.has(file):
        return scripts.folder / file, "", None
    found = [set_id for set_id, folder in shared.items() if folder.has(file)]
    if len(found) == 1:
        return shared[found[0]].folder / file, found[0], None
    if found:
        return None, "", (f"cards/{file} is not in this set, and {len(found)} installed sets have "
                      f"one: write {', or '.join(f'{s}:{file}' for s in found)}")
    return None, "", f"script file cards/{file} does not exist (nor in an installed set)"


def _card(
    raw: Any, index: int, scripts: _ScriptFolder, file: Path, schema: CardSchema | None,
    problems: list[str], shared: Mapping[str, _ScriptFolder],
) -> CardDef | None:
    if not isinstance(raw, LineDict):
        problems.append(f"{file}: card #{index + 1} must be a mapping with id, name, type")
        return None
    line = raw.line
    label = f"card '{raw['id']}'" if isinstance(raw.get("id"), str) else f"card #{index + 1}"
    before = len(problems)

    def bad(key: str, message: str) -> None:
        problems.append(f"{file}:{raw.lines.get(key, line)}: {label}: {message}")

    for key in raw:
        if key not in CARD_FIELDS:
            close = difflib.get_close_matches(str(key), sorted(CARD_FIELDS), n=1)
            hint = f"; did you mean '{close[0]}'?" if close else ""
            bad(key, f"unknown field '{key}' (fields: {', '.join(sorted(CARD_FIELDS))}){hint}")
    for key in ("id", "name", "type"):
        if key not in raw:
            bad(key, f"missing field '{key}'")
        elif not isinstance(raw[key], str) or not raw[key].strip():
            bad(key, f"field '{key}' must be text")
    if isinstance(raw.get("id"), str) and not CARD_ID.match(raw["id"]):
        bad("id", f"id {raw['id']!r} must be kebab-case (like 'big-chest')")
    ctype = raw.get("type")
    if schema and schema.types and isinstance(ctype, str) and ctype not in schema.types:
        bad("type", f"type '{ctype}' is not one of {', '.join(schema.types)}")
    copies = raw.get("copies", 1)
    if isinstance(copies, bool) or not isinstance(copies, int) or not 0 <= copies <= MAX_COPIES:
        bad("copies", f"field 'copies' must be a whole number from 0 to {MAX_COPIES}")
    stats = raw.get("stats", {}) or {}
    if not isinstance(stats, dict):
        bad("stats", "field 'stats' must be a mapping of stat names to values")
        stats = {}
    stats = dict(stats)  # typed stats are kept as their type reads them
    for name, value in stats.items():
        if schema and schema.stats and name not in schema.stats:
            close = difflib.get_close_matches(str(name), schema.stats, n=1)
            hint = f"; did you mean '{close[0]}'?" if close else ""
            bad("stats", f"unknown stat '{name}' (stats: {', '.join(schema.stats)}){hint}")
        elif schema and not isinstance(schema.stat_types.get(name, ""), str):
            # a typed stat: its type says what is wrong, and what to keep
            kept, found = schema.stat_types[name].check(value)
            for problem in found:
                bad("stats", f"stat '{name}': {problem}")
            stats[name] = kept
        elif not _plain(value):
            bad("stats", f"stat '{name}' must be a number, text, or a list/mapping of them")
        elif schema and name in schema.stat_types:
            problem = check_stat(schema.stat_types[name], value, schema.players)
            if problem:
                bad("stats", f"stat '{name}' {problem}, not {_short(value)}")
    text = raw.get("text", "")
    if not isinstance(text, str):
        bad("text", "field 'text' must be text")
    params = raw.get("params", {}) or {}
    if not isinstance(params, dict):
        bad("params", "field 'params' must be a mapping of plain values")
        params = {}
    elif (problem := plain_problem(params)) is not None:
        bad("params", f"field 'params': {problem}")
        params = {}
    tags = raw.get("tags", []) or []
    if not isinstance(tags, list) or not all(isinstance(t, str) for t in tags):
        bad("tags", "field 'tags' must be a list of words")
        tags = []
    ai = NO_HINTS
    if "ai" in raw:
        ai, found = read_hints(raw["ai"], schema.ai_hints if schema is not None else None)
        for problem in found:
            bad("ai", problem)
    script: Path | None = None
    script_from = ""
    if raw.get("script") is not None:
        script, script_from, problem = _script_file(raw["script"], scripts, shared)
        if problem:
            bad("script", problem)
    if len(problems) == before:
        for at_line, problem in _params_problems(raw, params, script, schema):
            problems.append(f"{file}:{at_line}: {label}: {problem}")
    if len(problems) > before:
        return None
    card = CardDef(
        id=raw["id"],
        name=raw["name"].strip(),
        type=ctype,
        copies=copies,
        stats=dict(stats),
        text=" ".join(text.split()),
        params=dict(params),
        tags=list(tags),
        script=script,
        line=line,
        script_from=script_from,
        ai=ai,
    )
    if schema is not None and schema.check_card is not None:
        for problem in schema.check_card(card):
            bad("stats", problem)
        if len(problems) > before:
            return None
    return card


def _tag_warnings(raw: LineDict, file: Path, schema: CardSchema) -> list[str]:
    """A warning for each tag of a card the game does not declare (``Ruleset.card_tags``):
    a tag is free-form, so a new one may be meant, but a misspelt one silently does nothing."""
    tags = raw.get("tags")
    if not schema.tags or not isinstance(tags, list):
        return []
    label = f"card '{raw['id']}'" if isinstance(raw.get("id"), str) else "a card"
    line = raw.lines.get("tags", raw.line)
    return [f"{file}:{line}: warning: {label}: unknown tag '{tag}'{suggest(tag, schema.tags)} "
            f"(tags of this game: {', '.join(sorted(schema.tags))})"
            for tag in tags if isinstance(tag, str) and tag not in schema.tags]


def _params_problems(raw: LineDict, params: dict[str, Any], script: Path | None,
                     schema: CardSchema | None) -> list[tuple[int, str]]:
    """A card's params against its script's ``--- param`` lines (and the params the game reads
    from any card), each problem with the set.yaml line to name: the param's own line when
    the params are written one per line, else the line of ``params:`` (or ``script:``)."""
    game_params = schema.params if schema is not None else {}
    at_params = raw.lines.get("params", raw.line)
    if script is None:  # no script: only the params the game itself reads from any card
        name, specs = "this card", ()
        others = [str(k) for k in params if k not in game_params]
        if others:
            return [(at_params, f"params are read by a card's script, and this card has none "
                                f"(params {', '.join(others)}): give it a 'script' that "
                                "declares them, or remove them")]
    else:
        name = str(raw["script"])
        try:
            specs = declared_params(script)
        except (ParamDeclarationError, ValueError) as exc:
            return [(raw.lines.get("script", raw.line), str(exc))]
    found = params_problems(params, specs, name, game_params)
    # the line of the param itself when the params mapping is written one per line
    lines = getattr(raw.get("params"), "lines", {})
    out = []
    for problem in found:
        param = re.match(r"(?:unknown )?param '([^']*)'", problem)
        out.append((lines.get(param.group(1), at_params) if param else at_params, problem))
    return out


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:60] + "..."


def _plain(value: Any) -> bool:
    if isinstance(value, int) and not isinstance(value, bool):
        return INT64[0] <= value <= INT64[1]  # what a Lua integer holds
    if isinstance(value, float):
        return value == value and abs(value) != float("inf")
    if value is None or isinstance(value, (bool, str)):
        return True
    if isinstance(value, list):
        return all(_plain(v) for v in value)
    if isinstance(value, dict):
        return all(isinstance(k, str) and _plain(v) for k, v in value.items())
    return False




# up to this many script files a set's scripts are compiled when it loads, so a typo is
# reported before any game starts; a bigger set leaves it to each card's first use (the
# ScriptHost compiles on first use), as reading and compiling 20,000 files is most of the
# time such a set takes to load
EAGER_COMPILE = 2_000


class _ScriptFolder:
    """A set's cards/ folder, listed once (a stat per script costs seconds in a big set)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self._files: set[str] | None = None

    def has(self, name: str) -> bool:
        """Whether cards/``name`` is a file."""
        if self._files is None:
            try:
                with os.scandir(self.folder) as entries:
                    self._files = {e.name for e in entries if e.is_file()}
            except OSError:
                self._files = set()
        return name in self._files

    def compile_errors(self, cards: list[CardDef]) -> list[tuple[CardDef, str]]:
        """Each card whose script does not compile, with why (a set of up to
        EAGER_COMPILE scripts only; each file compiled once however many cards share it)."""
        users: dict[Path, list[CardDef]] = {}
        for card in cards:
            if card.script is not None:
                users.setdefault(card.script, []).append(card)
        if len(users) > EAGER_COMPILE:
            return []
        found = []
        for script, owners in users.items():
            try:
                stat = script.stat()
            except OSError:
                error: str | None = f"script file cards/{script.name} cannot be read"
            else:
                error = _syntax_error_cached(str(script), stat.st_mtime_ns, stat.st_size)
            if error:
                found.extend((card, error) for card in owners)
        return found




def _digest_of(file: Path) -> Any:
    """sha256 of a file's bytes (CardSetError if it cannot be read)."""
    try:
        return hashlib.sha256(read_at_most(file, max(MAX_YAML_BYTES, MAX_SCRIPT_BYTES)))
    except OSError as exc:
        raise CardSetError([f"{file}: cannot read: {exc.strerror or exc}"]) from None






_GAME_LINE = re.compile(r"^game:[ \t]*([A-Za-z0-9_-]+|'[^'\n]*'|\"[^\"\n]*\")[ \t]*(#.*)?$", re.M)


def peek_game(path: Path) -> str | None:
    """The ``game`` field of a set folder, without validating the rest: read off its
    top-level ``game:`` line (every installed set is peeked at each start, and parsing a
    big set twice costs a second); the whole file is parsed only when that line is unusual."""
    file = path / "set.yaml"
    try:
        raw = read_at_most(file, MAX_YAML_BYTES)
        found = _GAME_LINE.findall(raw.decode("utf-8")) if len(raw) <= MAX_YAML_BYTES else []
    except (OSError, UnicodeDecodeError):
        found = []
    if len(found) == 1:
        return found[0][0].strip("'\"")
    data = read_yaml(file)
    return data.get("game") if isinstance(data, dict) else None
