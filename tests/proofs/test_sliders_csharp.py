"""The slider techniques of Bitboards.cs proven in C#: every technique, on both
branches of tests/harness/csbuild.py, in LERF and in BEFR (file-major, both
coordinates descending).

tests/drivers/csharp/Sliders.cs is built once per toolchain on generated/ (mono's
portable branch; the .NET Core branch on the stand-ins of BitOperations.cs and
Intrinsics.cs), and once on the class of `generate --mapping BEFR`. It finds every
lookup of the class by its name (RookAttacksMagic, XrayRookAttacksMagic, ...) and
hashes its answers over every subset of every square's relevant mask, then over
256 random boards a square, as tests/oracles/slider_hashes.py says; the same
hashes computed there from tests/oracles/reference.py's ray walks prove every
answer of every technique, in order, equal to the reference's, and the lookups
found are the model's list of the techniques C# carries. The .NET Core build runs
twice: with the stand-in's Bmi2.X64.IsSupported true (PEXT and pdep by
ParallelBitExtract and ParallelBitDeposit, which count their calls) and false
(the portable pext and pdep that mono's build takes); every build says which
byte swap and which PEXT it called.

tests/perft/Perft.cs with fancy magic (the fastest in bench/csharp.py) as its
sliders and pins counts the published numbers in LERF; in every other mapping in
tests/proofs/test_languages.py (tests/drivers/csharp/).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from bitboard_tables.languages.csharp import carried
from bitboard_tables.mapping import mapping_named
from bitboard_tables.sliders import techniques
from tests.conftest import GENERATED, ROOT
from tests.harness.csbuild import NETCORE, PORTABLE, TOOLCHAINS, CS_DIR, Mcs, build_cs_perft, mono
from tests.harness.drivers import perft_each
from tests.oracles.slider_hashes import check_hash_lines
from tests.perft.positions import CPW_RESULTS, SEDLAK

pytestmark = pytest.mark.timeout(120)


def _check(exe: Path, mapping: str, *args: str) -> tuple:
    """Runs the sliders driver `exe`, checks its hashes in `mapping`; returns its
    calls of the byte swap and of PEXT/PDEP."""
    proc = subprocess.run([mono(), str(exe), *args], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0 and not proc.stderr, proc.stderr
    check_hash_lines(proc.stdout, mapping, [t for t in techniques(mapping_named(mapping)) if carried(t)])
    (calls,) = [line.split()[1:] for line in proc.stdout.splitlines() if line.startswith("calls ")]
    return tuple(map(int, calls))


def _build(toolchain: Mcs, module: Path, build: Path) -> Path:
    return toolchain.compile([CS_DIR / "Sliders.cs", module], build / "sliders.exe")


@pytest.mark.parametrize("toolchain", TOOLCHAINS, ids=[t.name for t in TOOLCHAINS])
def test_every_subset_of_every_mask_and_random_boards_on_each_branch(toolchain: Mcs, tmp_path):
    """mono's build calls no stand-in; the .NET Core build swaps bytes by
    BinaryPrimitives and, while IsSupported, extracts and deposits by BMI2's
    ParallelBitExtract and ParallelBitDeposit, else by the portable code."""
    exe = _build(toolchain, GENERATED / "Bitboards.cs", tmp_path)
    byte_swaps, bmi2 = _check(exe, "LERF")
    if toolchain is PORTABLE:
        assert (byte_swaps, bmi2) == (0, 0)
        return
    assert byte_swaps > 0 and bmi2 > 0
    byte_swaps, bmi2 = _check(exe, "LERF", "portable")
    assert byte_swaps > 0 and bmi2 == 0


def test_a_file_major_class_passes_the_same_check(tmp_path):
    """BEFR: its own magics, the hyperbola byte swap on the rank and both diagonals,
    the first-rank table on the file."""
    PORTABLE.require()
    out = tmp_path / "befr"
    command = [sys.executable, "-m", "bitboard_tables", "generate", "--lang", "csharp", "--mapping", "BEFR", "--out", str(out)]
    proc = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    _check(_build(PORTABLE, out / "Bitboards.cs", tmp_path / "build"), "BEFR")


# (position, depth) as tests/proofs/test_perft_compiled.py asks each C technique
PERFTS = [(CPW_RESULTS[name][0], depth, CPW_RESULTS[name][1][depth - 1]) for name, depth in
          (("kiwipete", 3), ("position3", 4), ("position4", 3), ("position5", 3), ("initial", 3))]  # fmt: skip
PERFTS += list(SEDLAK.values())


def test_perft_with_fancy_magic_counts_the_published_numbers(tmp_path):
    """Sliders and pins by fancy magic, the pins from its one-lookup x-rays."""
    PORTABLE.require()
    exe = build_cs_perft(PORTABLE, GENERATED / "Bitboards.cs", tmp_path / "perft-magic", "magic")
    for depth in sorted({depth for _, depth, _ in PERFTS}):
        asked = [(fen, nodes) for fen, d, nodes in PERFTS if d == depth]
        answers = perft_each([str(exe)], [fen for fen, _ in asked], depth)
        assert [int(answer[-1]) for answer in answers] == [nodes for _, nodes in asked], depth
