"""The table as text for the command line: slots and shop, each player's character, items,
¢, health and souls, the viewer's hand, others' hand sizes, and the stack from the top."""

from __future__ import annotations

from deckwright.kernel.game import Game

from . import damage, kept_under, loot_deck_play, names, next_roll, secret_vote, zones
from .facts import (
    attack_of,
    evasion_of,
    hp,
    is_dead,
    label,
    max_hp,
    soul_value,
    temp_bonus,
    turn,
)
from .narration import counter_name


def _reward(game: Game, card_id: str) -> str:
    reward = game.card(card_id).stats.get("reward") or {}
    if not isinstance(reward, dict):
        return ""
    parts = []
    for key in ("cents", "loot", "treasure"):
        if reward.get(key):
            parts.append(f"{reward[key]}¢" if key == "cents" else f"{key} {reward[key]}")
    if reward.get("roll"):
        parts.append(f"roll: {reward['roll']}")
    return ", ".join(parts)


# the marks of the players' lines, said in their heading (and in the prompt's help)
MARKS = "*: whose turn; (charged): character's ↷ ready; ↷ after an item: used until it recharges"


def monster_line(game: Game, slot: str) -> str:
    """One monster slot: the monster's current stats, reward and souls."""
    obj = zones.top(game, slot)
    covered = game.zones.get(f"{slot}.covered")
    under = f" (+{len(covered.objects)} covered)" if covered and covered.objects else ""
    if obj is None:
        return f"  {slot}: empty{under}"
    card = game.card(obj.card)
    if not zones.is_monster(game, obj):
        return f"  {slot}: {names.shown(game, obj.id)} [{card.type}]{under}"
    souls = card.stats.get("souls") or 0
    soul = f", {souls} soul" if souls else ""
    tapped = " (deactivated)" if obj.tapped else ""
    return (f"  {slot}: {names.shown(game, obj.id)} — hp {hp(game, obj.id)}/"
            f"{max_hp(game, obj.id)}, "
            f"evasion {evasion_of(game, obj.id)}+, attack {attack_of(game, obj.id)}; "
            f"reward {_reward(game, obj.card)}{soul}{tapped}{under}")


def item_text(game: Game, obj: object, viewer: str | None = None) -> str:
    """An item: its name, whether it is deactivated, its counters (a level among them), the
    cards kept under it."""
    text = names.shown(game, obj.id)  # type: ignore[attr-defined]
    if obj.tapped:  # type: ignore[attr-defined]
        text += " ↷"
    counters = obj.counters  # type: ignore[attr-defined]
    if counters:
        text += " [" + ", ".join(f"{counter_name(k)} {v}" for k, v in counters.items()
                                 if v) + "]"
    return text + kept_under.shown(game, obj.id, viewer)  # type: ignore[attr-defined]


# the rest of a death, parked under triggers (FS 7.6): what resolving it does
DEATH_STEPS = {"penalty": "the rest of a death: the death penalty is paid",
               "rewards": "the rest of a death: the monster's rewards are given",
               "soul": "the rest of a death: the soul is gained"}


def stack_name(item: object, game: Game | None = None) -> str:
    """A stack item's name as a player reads it (the rest of a death says what it does: a
    monster without a soul goes to its discard pile, FS 7.6 step 5)."""
    if item.kind == "death-step":  # type: ignore[attr-defined]
        data = item.data  # type: ignore[attr-defined]
        step = str(data.get("step"))
        card = data.get("card")
        if step == "soul" and game is not None and isinstance(card, str) \
                and not game.card(card).stats.get("souls"):
            return (f"the rest of a death: {game.card(card).name} goes to the discard pile "
                    "(it has no soul)")
        return DEATH_STEPS.get(step, item.label)  # type: ignore[attr-defined]
    return item.label  # type: ignore[attr-defined]


def stack_line(game: Game, item: object) -> str:
    """What a stack item is and what it will do."""
    data = item.data  # type: ignore[attr-defined]
    text = item.label  # type: ignore[attr-defined]
    kind = item.kind  # type: ignore[attr-defined]
    if kind == "roll":
        atk = game.data.get("attack") or {}
        target = atk.get("target")
        if data.get("attack") and target in game.objects:
            need = evasion_of(game, target)
            text += f" vs {label(game, target)} (needs {need}+)"
        bonus = roll_bonus(game, data)
        if bonus:
            # the modifiers that apply as it resolves (FS 5.2 step 5), said while it waits
            result = max(1, min(6, int(data["result"]) + bonus))
            text += f"; {'+' if bonus > 0 else '-'}{abs(bonus)} = {result} as it resolves"
    elif kind == "death-step":
        text = stack_name(item, game)
    elif kind in ("loot", "ability"):
        card = item.card  # type: ignore[attr-defined]
        if card:
            name, _, when = text.partition(": ")
            said = game.card(card).text
            # a trigger's label ("Famine: when this dies") is the start of its text: once
            if when and said.lower().startswith(when.lower()):
                text = f"{name}: {said}"
            else:
                text += f" — {said}"
        # an ability's targets are the item's; a loot keeps its own in its data
        targets = item.targets or data.get("targets") or []  # type: ignore[attr-defined]
        if targets:
            text += f" → {', '.join(label(game, t) for t in targets)}"
    elif kind == "damage" and data.get("combat"):
        # combat damage is the source's attack when it resolves (FS 6.6): say what it is now
        source = data.get("source")
        if source in game.players or source in game.objects:
            text += f": {_combat_amount(game, data)} ({label(game, source)}'s attack)"
        also = (data.get("also") or {}).get("source")  # the second damage of a Knight's 1
        if also in game.players or also in game.objects:
            text += f", {attack_of(game, also)} ({label(game, also)}'s attack)"
    return text


def roll_bonus(game: Game, data: dict[str, object]) -> int:
    """What a roll waiting on the stack will get as it resolves: the static modifiers, a
    change waiting for the next attack roll, this turn's effects (FS 5.2 step 5)."""
    player = str(data.get("player"))
    attack = bool(data.get("attack"))
    done = turn(game)
    subject = {"player": player, "attack": attack,
               "first": attack and player not in done.get("first_roll", []),
               "first_die": player not in done.get("first_die", []), "result": data["result"]}
    bonus = game.scripts.modified("roll", subject, 0)
    total = int(bonus) if isinstance(bonus, (int, float)) else 0
    if attack:
        total += next_roll.waiting(game, player)
    return total + temp_bonus(game, "roll", player)


def _combat_amount(game: Game, data: dict[str, object]) -> str:
    """Combat damage as it will be dealt, with a bonus for this roll named ("2 (1 +1 for the
    first attack roll)": Curved Horn)."""
    base = attack_of(game, str(data.get("source")))
    amount = damage.combat_amount(game, data)  # type: ignore[arg-type]
    if amount == base:
        return str(amount)
    when = " for the first attack roll" if data.get("first") else ""
    sign = "+" if amount > base else "-"
    return f"{amount} ({base} {sign}{abs(amount - base)}{when})"


def brief(game: Game, viewer: str | None) -> str:
    """What changes within a turn, for ``viewer``: their own state, the attack, the stack."""
    lines = []
    if viewer is not None and viewer in game.players:
        hand = ", ".join(game.card(o.card).name for o in game.zones[f"{viewer}.hand"].objects)
        lines.append(f"You, {label(game, viewer)}: hp {hp(game, viewer)}/{max_hp(game, viewer)},"
                     f" {game.players[viewer].counters.get('cents', 0)}¢, souls "
                     f"{soul_value(game, viewer)}; hand: {hand or 'empty'}")
    atk = game.data.get("attack")
    if atk and atk.get("target") in game.objects:
        slot = atk.get("slot")
        target = monster_line(game, slot).strip() if slot in game.zones else \
            label(game, atk["target"])
        lines.append(f"Attack: {label(game, atk['attacker'])} attacks {target}")
    if game.stack:
        lines.append("Stack (top first):")
        for n, item in enumerate(reversed(game.stack), 1):
            lines.append(f"  {n}. {stack_line(game, item)}")
    return "\n".join(lines)


def render(game: Game, viewer: str | None) -> str:
    """The whole table for ``viewer`` (None: everything)."""
    lines = []
    who = label(game, game.active)
    lines.append(f"Turn {game.turn} — {who}, {game.phase or 'set-up'} phase"
                 f"{' (' + game.step + ')' if game.step else ''}; bank {game.data['bank']}¢"
                 + (f"; timer {game.data['timer']}" if game.data.get("timer") is not None
                    else ""))
    lines.append("Monsters:")
    for slot in zones.slots(game, "monster"):
        lines.append(monster_line(game, slot))
    if "challenge" in game.zones:
        for obj in game.zones["challenge"].objects:
            lines.append(f"Challenge: {game.card(obj.card).name} — {game.card(obj.card).text}")
        for slot in zones.slots(game, "final-boss"):
            lines.append("Final boss (armour: at most 3 damage at once but from attacks):")
            lines.append(monster_line(game, slot))
        minions = zones.slots(game, "minion")
        if minions:
            lines.append("Minions (never refilled):")
            lines.extend(monster_line(game, slot) for slot in minions
                         if game.zones[slot].objects)
    shop = [f"{s}: {label(game, o.id)}" for s in zones.slots(game, "shop")
            if (o := zones.top(game, s)) is not None]
    lines.append("Shop (10¢): " + ("; ".join(shop) or "empty")
                 + f"; treasure deck {len(game.zones['treasure.deck'].objects)}")
    for slot in zones.slots(game, "room"):
        room = zones.top(game, slot)
        lines.append(f"Room: {label(game, room.id) if room else 'none'}")
    for secret in secret_vote.known(game, viewer):  # shared with the voters alone
        lines.append(f"Secret (known to {', '.join(secret['known_to'])}): {secret['text']}")
    decks = ", ".join(f"{d} {len(game.zones[d + '.deck'].objects)}"
                      for d in ("loot", "monster"))
    revealed = loot_deck_play.top(game)
    if revealed is not None:  # played with its top card revealed (Glitter Bombs)
        decks += f"; top loot card (revealed): {game.card(revealed.card).name}"
    lines.append(f"Decks: {decks}")
    bonus = [game.card(o.card).name for o in game.zones["bonus"].objects]
    if bonus:
        lines.append("Bonus souls: " + ", ".join(bonus))
    atk = game.data.get("attack")
    if atk and atk.get("target") in game.objects:
        lines.append(f"Attack: {atk['attacker']} attacks {label(game, atk['target'])}")
    lines.append(f"Players ({MARKS}):")
    for seat in game.seats:
        character = zones.character_of(game, seat)
        name = names.shown(game, character.id) if character else "?"
        charged = "" if character is None or character.tapped else " (charged)"
        player = game.players[seat]
        status = " DEAD" if is_dead(game, seat) else ""
        mark = "*" if seat == game.active else " "
        hand = game.zones[f"{seat}.hand"]
        lines.append(
            f" {mark}{seat} {name}{charged}{status}: hp {hp(game, seat)}/{max_hp(game, seat)}, "
            f"attack {attack_of(game, seat)}, {player.counters.get('cents', 0)}¢, "
            f"souls {soul_value(game, seat)}, hand {len(hand.objects)}, "
            f"loot plays {player.counters.get('loot_plays', 0)}")
        items = [item_text(game, o, viewer) for o in game.zones[f"{seat}.items"].objects]
        if items:
            lines.append("     items: " + ", ".join(items))
        souls = [game.card(o.card).name for o in zones.souls_of(game, seat)]
        if souls:
            lines.append("     souls: " + ", ".join(souls))
        curses = [game.card(o.card).name for o in game.zones[f"{seat}.curses"].objects]
        if curses:
            lines.append("     curses: " + ", ".join(curses))
    if viewer is not None and viewer in game.players:
        hand = game.zones[f"{viewer}.hand"].objects
        lines.append("Your hand: " + (", ".join(game.card(o.card).name for o in hand)
                                      or "empty"))
    elif viewer is None:
        for seat in game.seats:
            hand = game.zones[f"{seat}.hand"].objects
            lines.append(f"{seat} hand: " + (", ".join(game.card(o.card).name for o in hand)
                                             or "empty"))
    if game.stack:
        lines.append("Stack (top first):")
        for n, item in enumerate(reversed(game.stack), 1):
            lines.append(f"  {n}. {stack_line(game, item)}")
    return "\n".join(lines)


def result_text(game: Game) -> str:
    """Who won, and everyone's souls."""
    result = game.result or {}
    winners = result.get("winners") or []
    souls = ", ".join(f"{s} {soul_value(game, s)}" for s in game.seats)
    if not winners:
        return f"No winner ({result.get('reason', 'game over')}). Souls: {souls}"
    names = ", ".join(label(game, s) for s in winners)
    verb = "wins" if len(winners) == 1 else "share the win"
    return f"{names} {verb} ({result.get('reason')}). Souls: {souls}"
