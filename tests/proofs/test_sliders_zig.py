"""The slider techniques of bitboards.zig proven in Zig: every technique, on every
Zig at hand, in LERF and in BEFR (file-major, both coordinates descending).

tests/drivers/zig/sliders.zig is built once per toolchain (the pinned 0.15.2 and
the current 0.17.1, Debug: every safety check on, an index out of its table a
panic) on generated/, and once by the pinned Zig on the file of `generate
--mapping BEFR`. It fills the packed tables (fillSliderTables() from four
threads at once, each checking fancy and black magic against the kindergarten
lookups on every subset of every mask as soon as its call returned; then once
more, which changes nothing), then hashes each technique's rook and bishop
attacks and one-lookup x-rays over every subset of every square's relevant mask,
then over 256 random boards a square, and the queen's attacks over the random
boards, as tests/oracles/slider_hashes.py says; the same hashes computed there
from tests/oracles/reference.py's ray walks prove every answer of every
technique, in order, equal to the reference's. Which lookups are hashed is the
model's list of the techniques Zig carries.

The same binaries, in their first-use modes, prove that no lookup answers from
an empty table: every lookup first asked by four threads at once with no fill
called before (`first-use`: the packed tables filled by the lookups that read
them, group by group), and after each fill group's own fill alone (`fill-each`:
fillMagicAttacks, fillMagicXrays, fillBlackAttacks, each filling its own tables
and no other's), each answer checked against the reference's ray walks
(tests/oracles/slider_hashes.py: check_first_use_lines).

tests/perft/perft.zig built with fancy magic (the fastest in bench/zig.py) as
its sliders and pins (the sliders.zig that tests/drivers/zig/build.py writes;
Debug) counts the published numbers in LERF, and in every other mapping in
tests/proofs/test_languages.py (tests/drivers/zig/). The other techniques are
proven by the hashes alone: a perft build a technique would cost the suite some
five seconds each.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import List

import pytest

from bitboard_tables.languages.zig import CAPABILITIES as ZIG_CAPABILITIES
from bitboard_tables.mapping import mapping_named
from tests.conftest import GENERATED, ROOT
from tests.harness.drivers import check_published_perfts, first_use_check, sliders_check
from tests.drivers.zig.build import ZIG, ZIGS, build_sliders_check, build_zig_perft

pytestmark = pytest.mark.timeout(120)


def check_sliders(command: List[str], mapping: str) -> None:
    """Runs the sliders check (`command`) in its three modes and checks its answers in `mapping`."""
    techniques = ZIG_CAPABILITIES.carried(mapping_named(mapping))
    out = sliders_check(command, mapping, techniques)
    assert out.splitlines()[0] == "fill-threads 0", out.splitlines()[0]  # four threads filled at once, each saw whole tables
    first_use_check([*command, "first-use"], mapping, techniques)
    first_use_check([*command, "fill-each"], mapping, techniques, threads=[0])


@pytest.mark.parametrize("zig", ZIGS, ids=[z.name for z in ZIGS])
def test_every_subset_of_every_mask_and_random_boards(zig, tmp_path):
    zig.require()
    check_sliders([str(build_sliders_check(zig, GENERATED / "bitboards.zig", tmp_path / zig.name))], "LERF")


def test_a_file_major_output_passes_the_same_check(tmp_path):
    """BEFR: its own magics, the hyperbola byte swap on the rank and both diagonals,
    the first-rank table on the file."""
    ZIG.require()
    out = tmp_path / "befr"
    command = [sys.executable, "-m", "bitboard_tables", "generate", "--lang", "zig", "--mapping", "BEFR", "--out", str(out)]
    proc = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    check_sliders([str(build_sliders_check(ZIG, out / "bitboards.zig", tmp_path / "build", "BEFR"))], "BEFR")


def test_perft_with_fancy_magic_counts_the_published_numbers(tmp_path):
    ZIG.require()
    check_published_perfts([str(build_zig_perft(ZIG, GENERATED / "bitboards.zig", tmp_path / "perft-magic", "Debug", "magic"))])
