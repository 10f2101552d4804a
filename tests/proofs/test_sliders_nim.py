"""The slider techniques of bitboards.nim proven in Nim: every technique, on both
Nims (tests/drivers/nim/build.py: Debian's 1.6 with every check on, the current
2.2 with -d:danger), PEXT by BMI2's instruction too (-d:bmi2, where the CPU has
it), in LERF and in BEFR (file-major, both coordinates descending).

tests/drivers/nim/sliders.nim hashes each technique's rook and bishop attacks and
one-lookup x-rays over every subset of every square's relevant mask, then over
256 random boards a square, and the queen's attacks over the random boards, as
tests/oracles/slider_hashes.py says; the same hashes computed there from
tests/oracles/reference.py's ray walks prove every answer of every technique, in
order, equal to the reference's. Which lookups are asked is the model's list of
the techniques Nim carries (sliders_lookups.nim, written by build.py).

In its first-use mode it asks every lookup once at its first statement, before
anything of the program has read a slider table, and every answer equals the
reference's: the module's initialization has filled its packed tables before its
importer's code runs. One thread: the module has no fill of its own to call.
"""

from __future__ import annotations

import subprocess
import sys

import pytest

from bitboard_tables.languages.nim import CAPABILITIES
from bitboard_tables.mapping import mapping_named
from tests.conftest import GENERATED, ROOT
from tests.drivers.c.build import cpu_has_bmi2
from tests.drivers.nim.build import NIM, NIMS, lay_out
from tests.harness.drivers import first_use_check, sliders_check

pytestmark = pytest.mark.timeout(120)


def check(nim, module, build, mapping="LERF", flags=None) -> None:
    """Builds sliders.nim by `nim` on `module` of `mapping` and runs both its checks."""
    exe = nim.compile("sliders.nim", lay_out("sliders", module, build, mapping) / "sliders", nim.mode if flags is None else flags)
    techniques = CAPABILITIES.carried(mapping_named(mapping))
    sliders_check([str(exe)], mapping, techniques)
    first_use_check([str(exe), "first-use"], mapping, techniques, threads=[0])


@pytest.mark.parametrize("nim", NIMS, ids=[n.name for n in NIMS])
def test_every_subset_of_every_mask_and_random_boards(nim, tmp_path):
    nim.require()
    check(nim, GENERATED / "bitboards.nim", tmp_path)


def test_pext_by_the_bmi2_instruction(tmp_path):
    if not cpu_has_bmi2():
        pytest.skip("this CPU has no BMI2")
    NIMS[-1].require()
    check(NIMS[-1], GENERATED / "bitboards.nim", tmp_path, flags=("-d:danger", "-d:bmi2"))
    assert "_pext_u64" in "".join(p.read_text() for p in tmp_path.glob("cache-sliders/*bitboards*.c"))


def test_a_file_major_module_passes_the_same_check(tmp_path):
    """BEFR: its own magics, the hyperbola byte swap on the rank and both diagonals,
    the first-rank table on the file."""
    NIM.require()
    out = tmp_path / "befr"
    command = [sys.executable, "-m", "bitboard_tables", "generate", "--no-config", "--lang", "nim", "--mapping", "BEFR", "--out", str(out)]
    proc = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    check(NIM, out / "bitboards.nim", tmp_path / "build", "BEFR")
