"""The C# class beyond what every language proves (tests/proofs/test_languages.py):
on both branches of tests/drivers/csharp/build.py (mono's portable bit scans, and the
.NET Core branch on the stand-in BitOperations), each build takes the branch it
should; the outputs of two mappings and of an `--only` subset with its own class
(`--prefix CB` is the class Cb) compile as C# 2.0 (`-langversion:ISO-2`, the
version the banner promises) without a warning, two classes in one assembly; every
function generated alone, in a class of its own, builds warning-free on both
branches; and an index beyond a table throws IndexOutOfRangeException, as any C#
array index does.

The slider techniques (issue 30): tests/drivers/csharp/Sliders.cs is built once per
toolchain on generated/ (mono's portable branch; the .NET Core branch on the
stand-ins of BitOperations.cs and Intrinsics.cs), and once on the class of
`generate --mapping BEFR` (file-major, both coordinates descending). It finds every
lookup of the class by its name (RookAttacksMagic, XrayRookAttacksMagic, ...) and
hashes its answers over every subset of every square's relevant mask, then over
256 random boards a square, as tests/oracles/slider_hashes.py says; the same
hashes computed there from tests/oracles/reference.py's ray walks prove every
answer of every technique, in order, equal to the reference's, and the lookups
found are the model's list of the techniques C# carries. The .NET Core build runs
twice: with the stand-in's Bmi2.X64.IsSupported true (PEXT and PDEP by
ParallelBitExtract and ParallelBitDeposit, which count their calls) and false
(the portable pext and pdep that mono's build takes); every build says which
byte swap and which PEXT it called. The same builds in their first-use mode
(`sliders.exe first-use`; the .NET Core build also with its PEXT portable) ask
every lookup once before anything has run a type initializer of the class, four
threads at once behind a ManualResetEvent, and every answer equals the
reference's (tests/harness/drivers.py: first_use_check): the runtime runs each
nested class's type initializer once, under its lock, before any thread reads
its packed tables. In their `fill-each` mode (`fill-all`: FillSliderTables()
alone) the same builds call each fill group's public fill (FillMagicAttacks,
...) before thread 0 alone asks every lookup, and every answer equals the
reference's; traced by mono (--trace=T: each holder), each fill runs its own
group's type initializer (MagicAttacksTables, MagicXraysTables, ...) and no
other, and FillSliderTables() every one. tests/perft/Perft.cs with fancy magic (the
fastest in bench/csharp.py) as its sliders and pins counts the published
numbers in LERF; in every other mapping in tests/proofs/test_languages.py
(tests/drivers/csharp/).
"""

from __future__ import annotations

import subprocess
import sys

import pytest

from pathlib import Path

from bitboard_tables.functions import FUNCTIONS, ranged_arguments, reads_a_table

from bitboard_tables.languages.csharp import CAPABILITIES as CSHARP_CAPABILITIES, dialect, holder
from bitboard_tables.languages.slider_section import fill_groups
from bitboard_tables.mapping import mapping_named
from tests.conftest import GENERATED, ROOT
from tests.drivers.csharp.build import CS_DIR, NETCORE, PORTABLE, TOOLCHAINS, Mcs, build_cs_perft, mono
from tests.harness.drivers import first_use_check, initialized_after_markers, perft_each, run
from tests.oracles.slider_hashes import check_hash_lines
from tests.perft.positions import CPW_RESULTS, SEDLAK

pytestmark = pytest.mark.timeout(180)

SUBSET = ["--only", "pinned,rank_attacks,KNIGHT_ATTACKS", "--prefix", "CB"]


@pytest.fixture(scope="module")
def outputs(tmp_path_factory) -> list:
    """The directories of the committed outputs, of `generate --lang csharp --mapping
    BEFR` and of `generate --lang csharp --only ... --prefix CB`."""
    found = [GENERATED]
    for name, options in (("BEFR", ["--mapping", "BEFR"]), ("subset", SUBSET)):
        out = tmp_path_factory.mktemp(f"csharp-{name}")
        command = [sys.executable, "-m", "bitboard_tables", "generate", "--lang", "csharp", *options, "--out", str(out)]
        proc = subprocess.run(command, cwd=out, capture_output=True, text=True, env={"PYTHONPATH": str(ROOT), "PATH": ""})
        assert proc.returncode == 0, proc.stderr
        found.append(out)
    text = (found[-1] / "Cb.cs").read_text()  # the file named after its class
    assert "--prefix CB" in text.split("\n", 3)[2] and "\npublic static class Cb\n" in text and "QueenAttacks(" not in text
    return found


@pytest.mark.parametrize("toolchain", TOOLCHAINS, ids=[t.name for t in TOOLCHAINS])
def test_each_build_takes_its_branch_of_the_bit_scans(builds, toolchain: Mcs):
    """The .NET Core build calls System.Numerics.BitOperations (the stand-in counts
    the calls of Lsb(1) and Popcount(1)); the portable one never does."""
    command = builds.driver("csharp", toolchain, GENERATED, "LERF")
    assert run(command, "bit_scans\n") == ["2" if toolchain is NETCORE else "0"]


@pytest.mark.parametrize("toolchain", TOOLCHAINS, ids=[t.name for t in TOOLCHAINS])
def test_every_output_compiles_as_csharp_2_without_a_warning(outputs, toolchain: Mcs, tmp_path):
    """Each class alone as a library, then the subset's class Cb with the default
    class Bitboards in one assembly."""
    for k, directory in enumerate(outputs):
        (module,) = directory.glob("*.cs")  # Bitboards.cs, or the subset's Cb.cs
        toolchain.compile([module], tmp_path / f"{k}.dll", "-target:library", "-langversion:ISO-2")
    both = tmp_path / "both"
    both.mkdir()
    (both / "Cb.cs").write_bytes((outputs[-1] / "Cb.cs").read_bytes())
    toolchain.compile([GENERATED / "Bitboards.cs", both / "Cb.cs"], tmp_path / "both.dll", "-target:library")


def test_an_index_beyond_a_table_throws(builds):
    """A square, piece or direction far beyond its range (2**20, or 2**64 - 1, which is
    -1 as an int) indexes beyond the flat table and throws IndexOutOfRangeException.
    (One just beyond its own dimension, sq 64 of BETWEEN[frm * 64 + to], may read
    another row: docs/functions.md.)"""
    command = builds.driver("csharp", PORTABLE, GENERATED, "LERF")
    calls = []
    for fn in filter(reads_a_table, FUNCTIONS):  # square_bb indexes no table
        ranged = {name for name, _, _ in ranged_arguments(fn)}
        for argument in sorted(ranged):
            for value in (1 << 20, (1 << 64) - 1):
                args = [str(value) if name == argument else "0" if name in ranged else "0x8100000000000081" for name, _ in fn.params]
                calls.append(" ".join(["throws", fn.name, *args]))
    assert {call.split()[1] for call in calls} == {fn.name for fn in FUNCTIONS if ranged_arguments(fn) and reads_a_table(fn)}
    out = run(command, "".join(call + "\n" for call in calls))
    assert len(out) == len(calls) and set(out) == {"IndexOutOfRangeException"}, [c for c, o in zip(calls, out) if o != "IndexOutOfRangeException"][:5]


@pytest.mark.parametrize("toolchain", TOOLCHAINS, ids=[t.name for t in TOOLCHAINS])
def test_every_function_alone_compiles_in_a_class_of_its_own(toolchain: Mcs, tmp_path):
    """`--only NAME --prefix F_NAME` for every function: what it needs comes with it,
    both branches of the bit scans build warning-free with any subset of them, and
    the classes (F_RANK_ATTACKS is FRankAttacks ...) live side by side in one assembly."""
    from bitboard_tables.languages.csharp import render_module
    from bitboard_tables.selection import select

    sources = []
    for fn in FUNCTIONS:
        source = tmp_path / f"{fn.name}.cs"
        source.write_text(render_module(select([fn.name], prefix=f"F_{fn.name}", languages=["csharp"])))
        sources.append(source)
    toolchain.compile(sources, tmp_path / "functions.dll", "-target:library")


# --- the slider techniques ---------------------------------------------------------


def _carried(mapping: str) -> list:
    return list(CSHARP_CAPABILITIES.carried(mapping_named(mapping)))


def _check(exe: Path, mapping: str, *args: str) -> tuple:
    """Runs the sliders driver `exe`, checks its hashes in `mapping`; returns its
    calls of the byte swap and of PEXT/PDEP."""
    proc = subprocess.run([mono(), str(exe), *args], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0 and not proc.stderr, proc.stderr
    check_hash_lines(proc.stdout, mapping, _carried(mapping))
    (calls,) = [line.split()[1:] for line in proc.stdout.splitlines() if line.startswith("calls ")]
    return tuple(map(int, calls))


def _build(toolchain: Mcs, module: Path, build: Path) -> Path:
    return toolchain.compile([CS_DIR / "Sliders.cs", module], build / "sliders.exe")


@pytest.fixture(scope="module")
def sliders(tmp_path_factory):
    """Returns the sliders driver of a toolchain on generated/, built once a module."""
    built = {}

    def sliders_of(toolchain: Mcs) -> Path:
        if toolchain.name not in built:
            built[toolchain.name] = _build(toolchain, GENERATED / "Bitboards.cs", tmp_path_factory.mktemp(toolchain.name))
        return built[toolchain.name]

    return sliders_of


@pytest.mark.parametrize("toolchain", TOOLCHAINS, ids=[t.name for t in TOOLCHAINS])
def test_the_sliders_over_every_subset_of_every_mask_and_random_boards_on_each_branch(toolchain: Mcs, sliders):
    """mono's build calls no stand-in; the .NET Core build swaps bytes by
    BinaryPrimitives and, while IsSupported, extracts and deposits by BMI2's
    ParallelBitExtract and ParallelBitDeposit, else by the portable code."""
    exe = sliders(toolchain)
    byte_swaps, bmi2 = _check(exe, "LERF")
    if toolchain is PORTABLE:
        assert (byte_swaps, bmi2) == (0, 0)
        return
    assert byte_swaps > 0 and bmi2 > 0
    byte_swaps, bmi2 = _check(exe, "LERF", "portable")
    assert byte_swaps > 0 and bmi2 == 0


@pytest.mark.parametrize("toolchain", TOOLCHAINS, ids=[t.name for t in TOOLCHAINS])
def test_every_lookup_answers_right_on_first_use_from_four_threads_at_once(toolchain: Mcs, sliders):
    exe = sliders(toolchain)
    for args in [("first-use",)] + ([("portable", "first-use")] if toolchain is NETCORE else []):
        first_use_check([mono(), str(exe), *args], "LERF", _carried("LERF"))


@pytest.mark.parametrize("toolchain", TOOLCHAINS, ids=[t.name for t in TOOLCHAINS])
def test_every_lookup_answers_right_after_each_groups_own_fill(toolchain: Mcs, sliders):
    exe = sliders(toolchain)
    for mode in ("fill-each", "fill-all"):
        first_use_check([mono(), str(exe), mode], "LERF", _carried("LERF"), threads=[0])


def _initialized_by_fill(exe: Path, mode: str, holders) -> dict:
    """Returns {holder: the marker line of the driver's `mode` before mono's trace
    line that entered the holder's type initializer}."""
    trace = ",".join(f"T:{name}" for name in holders)
    proc = subprocess.run([mono(), f"--trace={trace}", str(exe), mode], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    return initialized_after_markers(proc.stdout.splitlines(), r"ENTER: Bitboards/(\w+Tables):\.cctor")


def test_each_groups_fill_runs_its_holders_type_initializer_and_no_other(sliders):
    groups = fill_groups(mapping_named("LERF"), dialect(mapping_named("LERF")))
    holders = [holder(g.name) for g in groups]
    exe = sliders(PORTABLE)
    assert _initialized_by_fill(exe, "fill-each", holders) == {holder(g.name): f"fill {g.name}" for g in groups}
    assert _initialized_by_fill(exe, "fill-all", holders) == dict.fromkeys(holders, "fill all")


def test_the_sliders_of_a_file_major_class_pass_the_same_check(outputs, tmp_path):
    """BEFR: its own magics, the hyperbola byte swap on the rank and both diagonals,
    the first-rank table on the file."""
    PORTABLE.require()
    exe = _build(PORTABLE, outputs[1] / "Bitboards.cs", tmp_path)
    _check(exe, "BEFR")
    first_use_check([mono(), str(exe), "first-use"], "BEFR", _carried("BEFR"))


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
