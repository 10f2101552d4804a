"""The C# class beyond what every language proves (tests/proofs/test_languages.py):
on both branches of tests/drivers/csharp/build.py (mono's portable bit scans, and the
.NET Core branch on the stand-in BitOperations), each build takes the branch it
should; the outputs of two mappings and of an `--only` subset with its own class
(`--prefix CB` is the class Cb) compile as C# 2.0 (`-langversion:ISO-2`, the
version the banner promises) without a warning, two classes in one assembly; every
function generated alone, in a class of its own, builds warning-free on both
branches; and an index beyond a table throws IndexOutOfRangeException, as any C#
array index does.

The slider techniques (issue 30) are proven by tests/proofs/test_sliders.py through
tests/drivers/csharp/ (Sliders.cs, which finds every lookup of the class by its
name, on both builds; the .NET Core build also with the stand-in's
Bmi2.X64.IsSupported false, `portable`, each run saying which byte swap and PEXT
it called: the runtime runs each nested class's type initializer once, under its
lock, before any thread reads its packed tables). Here, traced by mono
(--trace=T: each holder), each fill group's public fill (FillMagicAttacks, ...)
runs its own group's type initializer (MagicAttacksTables, MagicXraysTables,
...) and no other, and FillSliderTables() every one.
"""

from __future__ import annotations

import subprocess
import sys

import pytest

from pathlib import Path

from bitboard_tables.functions import FUNCTIONS, ranged_arguments, reads_a_table

from bitboard_tables.languages.csharp import dialect
from bitboard_tables.languages.slider_section import holder_class
from bitboard_tables.languages.slider_section import fill_groups
from bitboard_tables.mapping import mapping_named
from tests.conftest import GENERATED, ROOT
from tests.drivers.csharp.build import CS_DIR, NETCORE, PORTABLE, TOOLCHAINS, Mcs, mono
from tests.harness import queries
from tests.harness.drivers import initialized_after_markers, run

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
        if fn.name in queries.COMPUTED_INDEX:
            continue
        ranged = {name for name, _, _ in ranged_arguments(fn)}
        for argument in sorted(ranged):
            for value in (1 << 20, (1 << 64) - 1):
                args = [str(value) if name == argument else "0" if name in ranged else "0x8100000000000081" for name, _ in fn.params]
                calls.append(" ".join(["throws", fn.name, *args]))
    assert {call.split()[1] for call in calls} == {fn.name for fn in FUNCTIONS if ranged_arguments(fn) and reads_a_table(fn)} - set(queries.COMPUTED_INDEX)
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


def _initialized_by_fill(exe: Path, mode: str, holders) -> dict:
    """Returns {holder: the marker line of the driver's `mode` before mono's trace
    line that entered the holder's type initializer}."""
    trace = ",".join(f"T:{name}" for name in holders)
    proc = subprocess.run([mono(), f"--trace={trace}", str(exe), mode], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    return initialized_after_markers(proc.stdout.splitlines(), r"ENTER: Bitboards/(\w+Tables):\.cctor")


def test_each_groups_fill_runs_its_holders_type_initializer_and_no_other(tmp_path):
    groups = fill_groups(mapping_named("LERF"), dialect())
    holders = [holder_class(g.name) for g in groups]
    exe = PORTABLE.compile([CS_DIR / "Sliders.cs", GENERATED / "Bitboards.cs"], tmp_path / "sliders.exe")
    assert _initialized_by_fill(exe, "fill-each", holders) == {holder_class(g.name): f"fill {g.name}" for g in groups}
    assert _initialized_by_fill(exe, "fill-all", holders) == dict.fromkeys(holders, "fill all")
