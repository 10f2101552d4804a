"""The slider techniques of bitboards.py proven in Python, in LERF and in BEFR
(file-major, both coordinates descending).

tests/drivers/python/sliders.py runs once on generated/bitboards.py and once on the
module of `generate --lang python --mapping BEFR`, both at once (two processes, the
BEFR one started first). It hashes each technique's rook and bishop attacks and
one-lookup x-rays over every subset of every square's relevant mask, then over 256
random boards a square, and the queen's attacks over the random boards, as
tests/oracles/slider_hashes.py says; the same hashes computed there from
tests/oracles/reference.py's ray walks prove every answer of every technique, in
order, equal to the reference's. The first magic lookup fills the tables
(fill_slider_tables), so this proves the module's fill. Which lookups are hashed is
the model's list of the techniques Python carries.

The perft of tests/perft with fancy magic as its sliders counts the published numbers
in LERF (test_perft_python.py runs it on the module's own lookups) and in every other
mapping (tests/proofs/test_languages.py through tests/drivers/python/).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from bitboard_tables.languages.python import python_techniques_of
from bitboard_tables.mapping import mapping_named
from tests.conftest import GENERATED, ROOT
from tests.oracles.slider_hashes import check_hash_lines, expected_hashes
from tests.perft import movegen as perft
from tests.perft.positions import CPW_RESULTS

pytestmark = pytest.mark.timeout(120)

SLIDERS_PY = ROOT / "tests" / "drivers" / "python" / "sliders.py"


def _start(directory: Path) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, str(SLIDERS_PY), str(directory)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def _check(proc: subprocess.Popen, mapping: str) -> None:
    out, err = proc.communicate(timeout=100)
    assert proc.returncode == 0 and not err, err
    check_hash_lines(out, mapping, python_techniques_of(mapping_named(mapping)))


@pytest.fixture(scope="module")
def runs(tmp_path_factory):
    """The two driver runs, started together: {mapping: the running driver}."""
    out = tmp_path_factory.mktemp("befr")
    command = [sys.executable, "-m", "bitboard_tables", "generate", "--lang", "python", "--mapping", "BEFR", "--out", str(out)]
    proc = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    started = {"BEFR": _start(out), "LERF": _start(GENERATED)}
    for mapping in started:  # the reference's hashes, while the drivers run
        expected_hashes(mapping)
    yield started
    for p in started.values():
        if p.poll() is None:
            p.kill()
            p.communicate()


def test_every_subset_of_every_mask_and_random_boards(runs):
    _check(runs["LERF"], "LERF")


def test_a_file_major_module_passes_the_same_check(runs):
    """BEFR: its own magics, the hyperbola byte swap on the rank and both diagonals,
    the first-rank table on the file."""
    _check(runs["BEFR"], "BEFR")


# (position, depth, published count): every CPW position, each a fraction of a second
PERFTS = [(fen, depth, counts[depth - 1]) for fen, counts in CPW_RESULTS.values() for depth in (min(len(counts), 4 if counts[3] < 50_000 else 3),)]
# kindergarten's are the module's own line lookups; Kogge-Stone, the slowest, is proven by the hashes alone
TECHNIQUES = [t.name for t in python_techniques_of(mapping_named("LERF")) if t.name not in ("kindergarten", "kogge_stone")]


@pytest.mark.parametrize("technique", TECHNIQUES)
def test_perft_with_each_technique_counts_the_published_numbers(technique, monkeypatch):
    """tests/perft/movegen.py's sliders and pins by the technique (sliders_of)."""
    for name, function in zip(("rook_attacks", "bishop_attacks", "queen_attacks", "pinned"), perft.sliders_of(technique)):
        monkeypatch.setattr(perft, name, function)
    assert [perft.perft(perft.parse_fen(fen), depth) for fen, depth, _ in PERFTS] == [nodes for _, _, nodes in PERFTS]
