"""Expansions: an installed package registers card sets through the entry-point group
``deckwright`` (DESIGN §3, §4)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from tests.conftest import EXAMPLE_GAME, EXAMPLE_SET

ROOT = Path(__file__).resolve().parents[2]

SET = """\
game: wizard-duel
id: duel-expansion
name: Duel expansion
version: "0.1"
cards:
  - id: inferno
    name: Inferno
    type: spell
    copies: 2
    text: Deal 5 damage to target opponent.
    script: spark.lua
    params: {amount: 5}
"""

PLUGIN = """\
from pathlib import Path
from deckwright.kernel.hooks import hookimpl

@hookimpl
def deckwright_card_sets():
    return [str(Path(__file__).parent / "cards")]
"""


def install_fake_distribution(site: Path) -> None:
    """What pip would leave behind: a module and a dist-info with an entry point."""
    package = site / "duel_expansion"
    (package / "cards" / "cards").mkdir(parents=True)
    (package / "__init__.py").write_text(PLUGIN)
    (package / "cards" / "set.yaml").write_text(SET)
    spark = EXAMPLE_SET / "cards" / "spark.lua"
    (package / "cards" / "cards" / "spark.lua").write_text(spark.read_text())
    info = site / "duel_expansion-0.1.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: duel-expansion\nVersion: 0.1\n")
    (info / "entry_points.txt").write_text("[deckwright]\nduel-expansion = duel_expansion\n")


def path_env(site: Path) -> dict[str, str]:
    """The environment of a Python that sees the fake installation and the repository."""
    return {**os.environ, "PYTHONPATH": os.pathsep.join([str(site), str(ROOT),
                                                          str(EXAMPLE_GAME)])}


def test_an_installed_expansion_adds_its_cards_to_the_game(tmp_path: Path) -> None:
    install_fake_distribution(tmp_path)
    code = (
        "import json\n"
        "from deckwright.kernel.registry import Registry\n"
        "r = Registry(plugins=['wizard_duel.plugin'])\n"
        "lib = r.library('wizard-duel')\n"
        "print(json.dumps({'sets': [s.id for s in lib.sets], 'inferno': 'inferno' in lib.cards}))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          check=True, env=path_env(tmp_path))
    data = json.loads(done.stdout)
    assert data == {"sets": ["base", "duel-expansion"], "inferno": True}


def test_entry_points_can_be_switched_off(tmp_path: Path) -> None:
    install_fake_distribution(tmp_path)
    code = (
        "from deckwright.kernel.registry import Registry\n"
        "r = Registry(plugins=['wizard_duel.plugin'], entry_points=False)\n"
        "print('inferno' in r.library('wizard-duel').cards)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          check=True, env=path_env(tmp_path))
    assert done.stdout.strip() == "False"
