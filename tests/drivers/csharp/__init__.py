"""The C# test driver: Driver.cs on Bitboards.cs, built by mono's mcs on both
branches of the class (tests/drivers/csharp/build.py: the portable bit scans, and the
.NET Core branch on a stand-in System.Numerics.BitOperations); the perft is
tests/perft/Perft.cs as `make perft-cs` builds it, and in the mappings other
than LERF with fancy magic as its sliders. Its sliders driver is
tests/drivers/csharp/Sliders.cs, run on each branch of each build: the .NET Core
build's also with `portable`, which leaves the intrinsics' IsSupported false."""

from __future__ import annotations

import subprocess
from pathlib import Path

from tests.conftest import GENERATED
from tests.drivers.csharp.build import CS_DIR, NETCORE, PORTABLE, TOOLCHAINS, build_cs_perft, build_driver, mono
from tests.harness.drivers import Driver, Examples, Sliders, slider_perfts


def build(toolchain, outputs: Path, build_dir: Path) -> list:
    """Returns Driver.cs built by `toolchain` (a csbuild.Mcs) on the class in `outputs`."""
    return build_driver(toolchain, outputs / "Bitboards.cs", build_dir / toolchain.name)


def build_perft(outputs: Path, exe: Path) -> list:
    """Returns tests/perft/Perft.cs built into `exe` (a launcher script of mono) on the
    class in `outputs`."""
    return [str(build_cs_perft(PORTABLE, outputs / "Bitboards.cs", exe))]


def build_magic_perft(outputs: Path, exe: Path) -> list:
    """Returns the perft as build_perft does, its sliders and pins by fancy magic of
    the class (the fastest technique in bench/csharp.py): the perft of the
    mappings other than LERF, so that the sliders count the published numbers in
    every mapping (LERF's: tests/proofs/test_sliders.py)."""
    return [str(build_cs_perft(PORTABLE, outputs / "Bitboards.cs", exe, "magic"))]


def build_sliders(toolchain, outputs: Path, build_dir: Path, mapping: str):
    """Returns how to run tests/drivers/csharp/Sliders.cs built by `toolchain` with
    the class in `outputs`, by mono: (its arguments) -> command."""
    exe = toolchain.compile([CS_DIR / "Sliders.cs", outputs / "Bitboards.cs"], build_dir / "sliders.exe")
    return lambda args: [mono(), str(exe), *args]


def branches(toolchain) -> tuple:
    """The .NET Core build runs with its intrinsics and without (`portable`)."""
    return ((), ("portable",)) if toolchain is NETCORE else ((),)


def check_calls(toolchain, branch, out: str) -> None:
    """The `calls` line of a hash run: how often the byte swap and PEXT/PDEP went to
    the runtime. mono's build calls no stand-in; the .NET Core build swaps bytes by
    BinaryPrimitives and, while IsSupported, extracts and deposits by BMI2's
    ParallelBitExtract and ParallelBitDeposit, else by the portable code."""
    (calls,) = [line.split()[1:] for line in out.splitlines() if line.startswith("calls ")]
    byte_swaps, bmi2 = map(int, calls)
    if toolchain is PORTABLE:
        assert (byte_swaps, bmi2) == (0, 0)
    else:
        assert byte_swaps > 0 and (bmi2 == 0 if branch else bmi2 > 0), (branch, byte_swaps, bmi2)


def build_technique_perft(technique: str, outputs: Path, build_dir: Path) -> list:
    """Returns the perft as build_perft does, its sliders and pins by `technique`."""
    return [str(build_cs_perft(PORTABLE, outputs / "Bitboards.cs", build_dir / "perft", technique))]


# fancy magic's perft, its pins from its one-lookup x-rays
SLIDERS = Sliders(
    build_sliders, fills=("fill-each", "fill-all"), branches=branches, check=check_calls,
    perfts={"magic": slider_perfts()}, build_perft=build_technique_perft,
)  # fmt: skip


def run_example(toolchain, code: str, work: Path) -> list:
    """Returns what a documents' C# block prints: Example.cs built with
    generated/Bitboards.cs by `toolchain` and run by mono."""
    source = work / "Example.cs"
    source.write_text(code)
    exe = toolchain.compile([source, GENERATED / "Bitboards.cs"], work / "example.exe")
    return subprocess.run([mono(), str(exe)], capture_output=True, text=True, check=True).stdout.splitlines()


EXAMPLES = Examples("csharp", "static void Main", "Console.Write", r"//\s*(.+?)\s*$", run_example, every_toolchain=True)
# mono counts some 10 million nodes a second: each position of the mappings'
# perft at the deepest depth within a million nodes
DRIVER = Driver("csharp", TOOLCHAINS, build, build_perft, perft="perft-cs", perft_nodes=1_000_000, examples=EXAMPLES,
                build_quick_perft=build_magic_perft, sliders=SLIDERS)
