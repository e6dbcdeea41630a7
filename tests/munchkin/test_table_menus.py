"""Munchkin at the prompt (#33): the trade, sell and charity menus take 'back' and lose
nothing, a gift says it is one, the sell menu shows a Halfling's double, and the last pass of
a turn with a card still playable asks once."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from deckwright.cli.main import cli

TABLES = """game: munchkin
players: 3
seed: 1
scenarios:
  - name: a Halfling with items to sell
    setup:
      levels: {p1: 2}
      table: {p1: [halfling]}
      hands: {p1: [staff-of-napalm, leather-armor]}
  - name: the end of a turn with a race card in hand
    setup:
      hands: {p1: [maul-rat, lame-goblin, bigfoot, maul-rat, lame-goblin]}
      top: {door.deck: [elf, maul-rat]}
"""


def played(tmp_path: Path, lines: list[str], *args: str) -> str:
    """The screen of p1 against two bots, typing ``lines`` (``args``: how the game starts)."""
    tables = tmp_path / "tables.yaml"
    tables.write_text(TABLES)
    args = args or ("--setup", str(tables))
    result = CliRunner().invoke(cli, ["play", "munchkin", "--bots", "2", *args],
                                input="".join(f"{line}\n" for line in lines),
                                env={"NO_COLOR": "1"})
    assert "Traceback" not in result.output, result.output
    return result.output


def test_the_trade_menu_is_left_with_back_and_the_item_stays(tmp_path: Path) -> None:
    # MK 7.9: trades and gifts are a player's choice; #33's seed 78 reproduction
    screen = played(tmp_path, ["2", "3", "1", "back", "back", "quit"],
                    "--players", "3", "--seed", "78")
    assert screen.count("[p1] Trade with whom?") == 2
    assert "gives an item" not in screen
    last = screen.rsplit("[p1] You have priority", 1)[1]
    assert "Trade items with another player, or give some away  [trade]" in last
    assert "in play: Pantyhose of Giant Strength +3" in screen.rsplit("Trade with whom?", 1)[0]


def test_a_partner_with_nothing_to_give_back_is_offered_a_gift_that_says_so(
        tmp_path: Path) -> None:
    # MK 7.9: only table items are traded; with none on the other side it is a gift
    screen = played(tmp_path, ["2", "3", "1", "quit"], "--players", "3", "--seed", "78")
    assert "1. p2 (no items on the table: only a gift)  [to:p2]" in screen
    assert "2. p3 (has Leather Armor)  [to:p3]" in screen
    assert "[p1] Give to p2, a gift (p2 has no items to trade back): which of your items?" \
        in screen


def test_a_trade_asks_what_comes_back_and_back_returns_to_the_items_given(
        tmp_path: Path) -> None:
    # MK 7.9: a trade is items for items, which the partner accepts or refuses
    screen = played(tmp_path, ["2", "3", "2", "1", "back", "quit"],
                    "--players", "3", "--seed", "78")
    asked = screen.index("[p1] Which of p3's items do you ask for in return? (none: a gift; "
                         "they accept or refuse a trade)")
    assert "[p1] Trade with p3: which of your items?" in screen[asked:]


def test_the_sell_menu_shows_a_halflings_double_and_back_keeps_the_items(
        tmp_path: Path) -> None:
    # MK 5.5 with the Halfling card: the dearest item of one sale a turn counts double
    screen = played(tmp_path, ["sell", "back", "quit"])
    assert "[p1] Sell which items? (1,000 gold buys a level; a Halfling's dearest item sold " \
           "counts double, once a turn)" in screen
    assert "1. Staff of Napalm (800, or 1600 as the dearest)  [card:staff-of-napalm" in screen
    assert "Sell items for levels (1,000 gold a level)  [sell]" in \
        screen.rsplit("[p1] You have priority", 1)[1]


def test_the_last_pass_of_a_turn_with_a_card_to_play_asks_once(tmp_path: Path) -> None:
    # MK 3.9: after the fight (here: looting the room) cards may still be played
    tables = tmp_path / "tables.yaml"
    screen = played(tmp_path, ["1", "1", "1", "quit"], "--setup", str(tables),
                    "--scenario", "2")
    assert "Pass — on to charity, the end of your turn: that leaves 1 card in hand you could " \
           "still play. Type '1' again to do it, or choose something else" in screen
    assert "Charity" not in screen


def test_charity_is_left_with_back_for_the_cards_still_to_play(tmp_path: Path) -> None:
    # MK 3.10: charity comes when the turn ends; 'back' returns to the free actions (MK 3.9)
    tables = tmp_path / "tables.yaml"
    screen = played(tmp_path, ["1", "1", "1", "1", "back", "2", "1", "quit"],
                    "--setup", str(tables), "--scenario", "2")
    charity = screen.index("[p1] Charity: you are (tied for) the lowest level: choose 1 card "
                           "to discard")
    assert "choose 1, e.g. '1'\n  back: return to the menu this came from" in screen[charity:]
    assert "p1 puts Elf into play" in screen[charity:]
    assert "discards" not in screen[charity:].split("—— turn 2")[0]
