"""Finding games, card sets and agents: built-in plugins, entry points, extra modules."""

from __future__ import annotations

import importlib
import os
from collections.abc import Callable, Iterable
from dataclasses import replace
from importlib import metadata, resources
from pathlib import Path
from typing import Any

import pluggy

from .errors import CardSetError, DeckwrightError, ScenarioError, UnknownGame
from .hooks import PROJECT, DeckwrightSpec
from .ruleset import GameDefinition
from .sets.carddefs import CardSchema, CardSet
from .sets.library import CardLibrary
from .sets.loading import EAGER_COMPILE, load_set, peek_game
from .sets.scriptproblems import script_problems

# the distribution whose own entry points are the built-in games
DISTRIBUTION = "deckwright"


def builtin_plugins() -> dict[str, str]:
    """The built-in games' plugin modules by entry-point name: deckwright's own entry points
    in the ``deckwright`` group (pyproject.toml, the one place a built-in game is listed)."""
    try:
        own = metadata.distribution(DISTRIBUTION)
    except metadata.PackageNotFoundError:
        return {}
    return dict(sorted((e.name, e.value) for e in own.entry_points if e.group == PROJECT))


EVERY_SET = "all"  # the --set value that names every installed set of the game

class Registry:
    """The plugin manager with the games, sets and agents it found."""

    def __init__(self, *, entry_points: bool = True, plugins: Iterable[Any] = ()) -> None:
        self.pm = pluggy.PluginManager(PROJECT)
        self.pm.add_hookspecs(DeckwrightSpec)
        self._games: dict[str, GameDefinition] | None = None
        self._sets: dict[str, list[CardSet]] = {}
        self._set_paths: list[tuple[Path, str | None]] | None = None
        self._builtin_count = 0
        self._libraries: dict[tuple[str, tuple[str, ...], bool, bool], CardLibrary] = {}
        self.broken: dict[str, str] = {}
        # the plugin modules named on top of the built-in ones, so that another process (a
        # cluster's worker) can build the same registry
        self.plugin_names: list[str] = []
        # the built-in games load first and even with entry points off (entry_points=False
        # turns off the games and sets other packages install)
        builtin = builtin_plugins()
        if not builtin:
            self.broken[DISTRIBUTION] = ("no built-in games: its entry points were not found "
                                         "(install it: pip install -e .)")
        for name, module in builtin.items():
            self._load(name, module)
        extra = [m for m in os.environ.get("DECKWRIGHT_PLUGINS", "").split(",") if m.strip()]
        for plugin in [*extra, *plugins]:
            self.register(plugin)
        if entry_points and not os.environ.get("DECKWRIGHT_NO_ENTRY_POINTS"):
            for entry in metadata.entry_points(group=PROJECT):
                if self.pm.get_plugin(entry.name) is None and entry.name not in self.broken:
                    self._load(entry.name, entry.value)

    def _load(self, name: str, module: str) -> None:
        """Import and register one plugin; a failure is recorded, never fatal for the rest."""
        try:
            plugin = importlib.import_module(module)
        except ModuleNotFoundError as exc:
            if exc.name is not None and module.startswith(exc.name):
                return  # not installed: nothing to report
            self.broken[name] = f"{type(exc).__name__}: {exc}"
            return
        except Exception as exc:  # a broken plugin must not take the other games down
            self.broken[name] = f"{type(exc).__name__}: {exc}"
            return
        try:
            self.pm.register(plugin, name=name)
        except Exception as exc:
            self.broken[name] = f"{type(exc).__name__}: {exc}"

    def register(self, plugin: Any) -> None:
        """Register a plugin module (or its dotted name)."""
        if isinstance(plugin, str):
            try:
                plugin = importlib.import_module(plugin.strip())
                if plugin.__name__ not in self.plugin_names:
                    self.plugin_names.append(plugin.__name__)
            except ImportError as exc:
                raise DeckwrightError(f"cannot import plugin {plugin}: {exc}") from None
        if self.pm.is_registered(plugin):
            return
        self.pm.register(plugin)
        self._games = None
        self._sets = {}
        self._set_paths = None
        self._libraries.clear()

    @property
    def hook(self) -> Any:
        """pluggy's hook relay (``registry.hook.deckwright_…``)."""
        return self.pm.hook

    def games(self) -> dict[str, GameDefinition]:
        """Every registered game by id."""
        if self._games is None:
            found: dict[str, GameDefinition] = {}
            for batch in self.pm.hook.deckwright_games():
                for definition in batch or []:
                    found.setdefault(definition.id, definition)
            self._games = dict(sorted(found.items()))
        return self._games

    def game(self, game_id: str) -> GameDefinition:
        """The game ``game_id``; UnknownGame naming the games there are."""
        games = self.games()
        if game_id not in games:
            if game_id in self.broken:
                raise UnknownGame(f"the plugin for '{game_id}' failed to load: "
                                  f"{self.broken[game_id]}")
            offer = ", ".join(games) or "none installed"
            raise UnknownGame(f"no game called '{game_id}' (games: {offer})")
        return games[game_id]

    def set_paths(self) -> list[tuple[Path, str | None]]:
        """Every set folder shipped in ``deckwright.cardscripts`` or by a plugin, with its game."""
        if self._set_paths is None:
            root = Path(str(resources.files("deckwright.cardscripts")))
            builtin = sorted(p.parent for p in root.glob("*/*/set.yaml"))
            shipped = [Path(p) for batch in self.pm.hook.deckwright_card_sets()
                       for p in batch or []]
            self._set_paths = [(p, peek_game(p)) for p in [*builtin, *shipped]]
            self._builtin_count = len(builtin)
        return self._set_paths

    def installed_sets(self, game_id: str) -> list[CardSet]:
        """The sets installed for one game (another game's broken set never matters here)."""
        if game_id not in self._sets:
            paths = self.set_paths()
            schema = self.schema(game_id)
            # a shipped expansion may borrow another shipped set's archetypes (Gold Box takes
            # Requiem's), and so may every plugin's set: a set whose lender is not loaded yet
            # waits for the next round; the sets keep their folders' order
            pending = [p for p, game in paths[: self._builtin_count] if game == game_id]
            loaded: dict[Path, CardSet] = {}
            shared: dict[str, Path] = {}
            while pending:
                waiting, first_error = [], None
                for p in pending:
                    try:
                        card_set = load_set(p, schema, game_id, dict(shared))
                    except CardSetError as exc:
                        waiting.append(p)
                        first_error = first_error or exc
                        continue
                    loaded[p] = card_set
                    shared[card_set.id] = card_set.path
                if len(waiting) == len(pending):
                    raise first_error or CardSetError([f"cannot load {pending[0]}"])
                pending = waiting
            builtin = [loaded[p] for p, game in paths[: self._builtin_count]
                       if game == game_id]
            shipped = [load_set(p, schema, game_id, shared)
                       for p, game in paths[self._builtin_count:] if game == game_id]
            # a stable order whatever order plugins registered in: card order shapes the game
            self._sets[game_id] = builtin + sorted(shipped, key=lambda s: s.id)
        return self._sets[game_id]

    def set_refs(self, game_id: str, refs: Iterable[str | Path]) -> list[str]:
        """Each ``--set`` as a log records it: an installed set's id as it is, a folder as its
        absolute path; ``all`` (when no folder has that name) every installed set of the game;
        CardSetError naming both kinds for one that is neither."""
        out: list[str] = []
        for ref in refs:
            text = str(ref)
            path = Path(text)
            if text == EVERY_SET and not path.exists():
                out.extend(s.id for s in self.installed_sets(game_id) if s.id not in out)
                continue
            if path.exists():
                # an installed set's own folder is that set, not a second copy of its cards
                here = path.resolve()
                same = [s.id for s in self.installed_sets(game_id) if s.path.resolve() == here]
                out.append(same[0] if same else str(here))
                continue
            ids = [s.id for s in self.installed_sets(game_id)]
            if text in ids:
                out.append(text)
                continue
            raise CardSetError([f"no set folder '{text}', nor an installed set of {game_id} "
                                f"by that name (installed: {', '.join(ids) or 'none'}; "
                                f"'{EVERY_SET}' for every one)"])
        return out

    def shared_scripts(self, game_id: str) -> dict[str, Path]:
        """The installed sets of a game by id, whose scripts a homebrew set may use."""
        return {s.id: s.path for s in self.installed_sets(game_id)}

    def schema(self, game_id: str) -> CardSchema:
        """What the game accepts in a set."""
        rules = self.game(game_id).ruleset
        return CardSchema(tuple(rules.card_types), tuple(rules.stat_fields),
                          dict(rules.stat_types), (rules.min_players, rules.max_players),
                          rules().check_card, tuple(rules.ai_hints), dict(rules.card_params),
                          tuple(rules.card_tags))

    def library(
        self, game_id: str, extra_sets: Iterable[str | Path] = (), *, defaults: bool = True,
        every_installed: bool = False,
    ) -> CardLibrary:
        """The cards for one game: its default sets (or every installed one) plus the ``extra``
        sets, each a folder or the id of an installed set that is not loaded by default."""
        extra = tuple(self.set_refs(game_id, extra_sets))
        key = (game_id, extra, defaults, every_installed)
        if key in self._libraries:
            return self._libraries[key]
        self.game(game_id)
        library = CardLibrary(game_id)
        installed = {s.id: s for s in self.installed_sets(game_id)}
        if defaults:
            for card_set in installed.values():
                if card_set.default or every_installed:
                    library.add(card_set)
        for ref in extra:
            if ref in installed:
                self._add_with_requirements(library, installed[ref], installed, ())
                continue
            card_set = load_set(ref, self.schema(game_id), game_id,
                                self.shared_scripts(game_id))
            _check_scripts_now(self, game_id, card_set)
            self._add_with_requirements(library, card_set, installed, ())
        self._libraries[key] = library
        return library

    def _add_with_requirements(self, library: CardLibrary, card_set: CardSet,
                               installed: dict[str, CardSet], chain: tuple[str, ...]) -> None:
        """Add ``card_set`` after the installed sets it ``requires`` (and theirs), each once;
        CardSetError for a requirement not installed or a loop of requirements."""
        if any(s is card_set for s in library.sets):
            return
        for need in card_set.requires:
            if need in chain or need == card_set.id:
                raise CardSetError([f"sets require each other in a loop: "
                                    f"{' -> '.join((*chain, card_set.id, need))}"])
            if need not in installed:
                raise CardSetError([f"set '{card_set.id}' requires the set '{need}', which is "
                                    f"not installed (installed: {', '.join(installed)})"])
            self._add_with_requirements(library, installed[need], installed,
                                        (*chain, card_set.id))
        library.add(card_set)

    def agent_factories(self, game_id: str) -> dict[str, Any]:
        """Agents for ``game_id`` by name: random, the game's bots, plugins' agents."""
        from .agents import RandomAgent

        out: dict[str, Any] = {"random": RandomAgent}
        for batch in self.pm.hook.deckwright_agents():
            out.update(batch or {})
        out.update(self.game(game_id).ruleset().agents())
        return out

    def new_game(
        self,
        game_id: str,
        *,
        players: int | None = None,
        seed: int = 0,
        options: dict[str, Any] | None = None,
        sets: Iterable[str | Path] = (),
        setup: dict[str, Any] | None = None,
        on_start: Callable[[Any], None] | None = None,
        history_kept: int | None = None,
    ) -> Any:
        """Set up a new game and run it to its first decision; ``on_start(game)`` is called
        once the table is set, before the first event (an observer's chance to see it all);
        ``history_kept``: how many events the game keeps for people to read (0 for a game
        nobody watches; default the game's own)."""
        from .game import HISTORY_KEPT, Game

        definition = self.game(game_id)
        rules = definition.ruleset()
        library = self.library(game_id, sets)
        if setup is not None and not (isinstance(setup, dict) and setup.get("deal") is True):
            # a scenario's table: the sets it names (the homebrew under test, or an installed
            # set that is not dealt by default) are dealt only where its set-up puts them, so
            # a card added to one changes no deal; the sets they require are dealt as usual
            installed = {s.id for s in self.installed_sets(game_id)}
            held = _held_back(library, installed, self.set_refs(game_id, sets))
            dealt = setup.get("deal") if isinstance(setup, dict) else None
            if isinstance(dealt, list):
                unknown = [d for d in dealt if d not in held]
                if unknown:
                    raise ScenarioError(
                        f"setup: deal names {', '.join(map(str, unknown))}, not a set this "
                        f"scenario names and holds back (it holds back: "
                        f"{', '.join(sorted(held)) or 'none'})")
                held = held - set(dealt)
            library = replace(library, held_back=held)
        game = Game(
            rules,
            players=players or rules.default_players,
            seed=seed,
            options=options,
            library=library,
            hooks=self.pm,
            setup=setup,
            on_start=on_start,
            history_kept=HISTORY_KEPT if history_kept is None else history_kept,
        )
        return game


def _held_back(library: CardLibrary, installed: set[str], named: Iterable[str]) -> frozenset[str]:
    """The sets a scenario's deal leaves out: the homebrew read from folders, and each
    installed set it names that is not dealt by default nor required by another of its sets."""
    names = set(named)
    required = {need for s in library.sets for need in s.requires}
    return frozenset(s.id for s in library.sets
                     if s.id not in installed
                     or (s.id in names and not s.default and s.id not in required))


def _check_scripts_now(registry: Registry, game_id: str, card_set: CardSet) -> None:
    """Load a homebrew set's scripts as it loads, so a misspelt event, field, entry point or
    ctx function stops the game before it starts (a set of more than EAGER_COMPILE scripts is
    left to each card's first use, as its compile check is)."""
    scripted = [c for c in card_set.cards if c.script is not None]
    scripts = {c.script for c in scripted}
    if len(scripts) > EAGER_COMPILE:
        return
    problems = script_problems(registry.game(game_id).ruleset(),
                               registry.installed_sets(game_id), registry.pm, card_set,
                               unscripted=False, one_per_script=len(scripted) > EAGER_COMPILE)
    if problems:
        raise CardSetError(problems)


_default: Registry | None = None


def default_registry() -> Registry:
    """The process-wide registry (built on first use)."""
    global _default
    if _default is None:
        _default = Registry()
    return _default


def new_game(game_id: str, **kwargs: Any) -> Any:
    """Start a game with the default registry (``new_game("dungeon-raiders", players=4)``)."""
    return default_registry().new_game(game_id, **kwargs)
