"""The packages of deckwright's wheel, found by pattern (pyproject.toml holds the rest).

Each folder below is the subpackage ``deckwright.<folder>``, with every package inside it.
setuptools' ``[tool.setuptools.packages.find]`` cannot put a repository's top folders under
a namespace (``kernel/`` as ``deckwright.kernel``), hence these lines; with them a new game
is its folder under plugins/ and its entry point in pyproject.toml, nothing else."""

from setuptools import find_packages, setup

# the repository's folders that are deckwright's subpackages
FOLDERS = ("kernel", "plugins", "cardscripts", "cli", "net", "tools")

setup(
    package_dir={f"deckwright.{folder}": folder for folder in FOLDERS},
    packages=[f"deckwright.{name}" for folder in FOLDERS
              for name in (folder, *(f"{folder}.{sub}" for sub in find_packages(folder)))],
)
