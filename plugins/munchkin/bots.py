"""The heuristic Munchkin bot: equips its best items, fights what it can beat, asks for help
when short, runs when it must, curses the leader, never stalls a window."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from deckwright.kernel.decisions import CHOOSE_MANY, CONFIRM, NUMBER, ORDER, Decision

from . import character as ch
from . import combat as cb
from .cards import ctype, stat, value

if TYPE_CHECKING:
    from deckwright.kernel.game import Game


class MunchkinBot:
    """Reads the game directly (it is the game's own bot) but only acts through options."""

    def __init__(self, seat: str, game: Game) -> None:
        self.seat = seat
        self.game = game
        self.rng = game.rng.derive(f"munchkin-bot:{seat}")

    # ------------------------------------------------------------------ helpers
    def card_of(self, option_id: str) -> str | None:
        """The card behind an option like play:elf#12."""
        tail = option_id.split(":", 1)[-1]
        obj = self.game.objects.get(tail.split(":")[0])
        return None if obj is None else obj.card

    def leader(self) -> str | None:
        """The strongest other player."""
        others = ch.others(self.game, self.seat)
        if not others:
            return None
        return max(others, key=lambda s: (ch.level(self.game, s), s))

    def on_my_side(self) -> bool:
        """Whether this bot fights in the current combat."""
        return self.seat in cb.fighters(self.game)

    # ------------------------------------------------------------------ decisions
    def choose(self, decision: Decision, view: Mapping[str, Any]) -> Any:
        """Pick an answer from the options."""
        ids = decision.option_ids()
        if decision.kind == NUMBER:
            return decision.maximum if "Loaded" in decision.prompt else decision.minimum
        if decision.kind == ORDER:
            return ids
        if decision.kind == CHOOSE_MANY:
            return self.choose_many(decision, ids)
        if decision.kind == CONFIRM:
            return self.confirm(decision, ids)
        if decision.kind == "priority":
            return self.priority(ids)
        return self.choose_one(decision, ids)

    def confirm(self, decision: Decision, ids: list[str]) -> str:
        """Accept trades only when they look fair; never otherwise."""
        return "no" if "no" in ids else ids[0]

    def choose_many(self, decision: Decision, ids: list[str]) -> list[str]:
        """Sell the cheapest items that reach 1,000; give away the least useful cards."""
        game = self.game
        prompt = decision.prompt
        if prompt.startswith("Sell"):
            cards = sorted(ids, key=lambda i: value(game, self.card_of(i) or "") if
                           self.card_of(i) else 0)
            picked, total = [], 0
            for option in cards:
                picked.append(option)
                total += value(game, self.card_of(option) or "")
                if total >= 1000:
                    break
            return picked[:max(decision.minimum, len(picked))]
        count = max(decision.minimum, 0)
        return ids[:count] if count else []

    def choose_one(self, decision: Decision, ids: list[str]) -> str:
        """Friendly monsters, help requests, targets, losing fights ..."""
        game = self.game
        prompt = decision.prompt
        if "refuse" in ids:
            return self.answer_help(prompt, ids)
        if "run" in ids:
            for option in ids:
                if option.startswith("help:"):
                    return option
            for option in ids:
                if option.startswith("instead:"):
                    return option
            return "run"
        if "fight" in ids and "let-go" in ids:
            for option in ids:
                if option.startswith("instead:"):
                    return option
            return "let-go"
        if "loot" in ids:
            for option in ids:
                if option.startswith("trouble:"):
                    card = self.card_of(option)
                    if card and int(stat(game, card, "level", 99)) < ch.level(game, self.seat):
                        return option
            return "loot"
        if "keep" in ids:
            return "play" if "play" in ids else "keep"
        if "kick" in ids:
            return "kick"
        if any(o.startswith("bribe:") for o in ids):
            return ids[min(1, len(ids) - 1)]
        if any(o.startswith("target:") for o in ids):
            return self.target(prompt, ids)
        if "reroll" in ids:
            return "reroll"
        return ids[0]

    def answer_help(self, prompt: str, ids: list[str]) -> str:
        """Help for a share of the Treasure, unless the fighter is about to win the game."""
        c = cb.current(self.game)
        if c is not None and ch.level(self.game, c["fighter"]) >= 8:
            return "refuse"
        return "accept" if "for 0 of" not in prompt else ("accept" if self.rng.random() < 0.3
                                                         else "refuse")

    def target(self, prompt: str, ids: list[str]) -> str:
        """Buff my side, hurt the other side; curse the leader."""
        seats = [i.split(":", 1)[1] for i in ids]
        if self.on_my_side() and self.seat in seats:
            return f"target:{self.seat}"
        leader = self.leader()
        if leader and leader in seats and "Curse" in prompt:
            return f"target:{leader}"
        if self.seat in seats:
            return f"target:{self.seat}"
        return ids[0]

    def priority(self, ids: list[str]) -> str:
        """Play what helps now; otherwise pass."""
        game = self.game
        c = cb.current(game)
        for option in ids:
            if option.startswith(("equip:", "sell")):
                return option
        for option in ids:
            card = self.card_of(option)
            if card is None:
                continue
            kind = ctype(game, card)
            if option.startswith("play:") and kind in ("race", "class", "go-up-a-level",
                                                        "hireling", "title"):
                return option
        if c is not None:
            mine = self.on_my_side()
            losing = not c["winning"]
            for option in ids:
                card = self.card_of(option)
                if card is None or not option.startswith("play:"):
                    continue
                kind = ctype(game, card)
                if mine and losing and kind == "one-shot":
                    return option
                if not mine and not losing and kind == "monster-enhancer" and \
                        c["fighter"] == self.leader():
                    return option
        else:
            for option in ids:
                card = self.card_of(option)
                if card and option.startswith("play:") and ctype(game, card) == "curse":
                    leader = self.leader()
                    if leader and ch.level(game, leader) >= ch.level(game, self.seat):
                        return option
        return "pass"
