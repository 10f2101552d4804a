"""The Rust module beyond what every language proves (tests/proofs/test_languages.py):
on every rustc at hand (tests/harness/rustbuild.py: the rustc on PATH and
Debian's 1.63), the driver stops, panicking, on every out-of-range square, piece
and direction (SPEC.md: Rust has no checked mode to ask for); the module compiles
inside a `#![no_std]` library, as `mod` and through `include!`, in every edition
each rustc knows; rustdoc documents it without a warning; and it compiles
optimized as a library alone.
"""

from __future__ import annotations

import os
import subprocess
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import List

import pytest

from bitboard_tables.functions import FUNCTIONS, ranged_arguments, reads_a_table
from tests.conftest import GENERATED
from tests.harness.drivers import run
from tests.harness.rustbuild import RUSTC_IDS, RUSTCS, Rustc

MODULE = GENERATED / "bitboards.rs"
# the editions of each rustc: 2024 from Rust 1.85 on
EDITIONS = ("2015", "2018", "2021")

pytestmark = pytest.mark.timeout(180)




def _out_of_range_calls() -> List[str]:
    """Returns a driver query for every function and every argument that indexes a
    table, that argument out of range (its count, 2**20, 2**64 - 1), the others valid."""
    calls = []
    for fn in filter(reads_a_table, FUNCTIONS):  # square_bb indexes no table
        ranged = {name: count for name, count, _ in ranged_arguments(fn)}
        for argument, count in ranged.items():
            for value in (count, 1 << 20, (1 << 64) - 1):
                args = [str(value) if name == argument else "0" if name in ranged else "0x8100000000000081" for name, _ in fn.params]
                calls.append(" ".join([fn.name, *args]))
    return calls


@pytest.mark.parametrize("rustc", RUSTCS, ids=RUSTC_IDS)
def test_every_out_of_range_index_panics(builds, rustc):
    (exe,) = builds.driver("rust", rustc, GENERATED, "LERF")
    calls = _out_of_range_calls()
    assert {call.split()[0] for call in calls} == {fn.name for fn in FUNCTIONS if ranged_arguments(fn) and reads_a_table(fn)}

    env = dict(os.environ, RUST_BACKTRACE="0")  # the panic's message, no backtrace to capture

    def call_alone(call: str):  # a panic ends the driver: one process a call
        return call, subprocess.run([str(exe)], input=call + "\n", capture_output=True, text=True, timeout=30, env=env)

    with ThreadPoolExecutor(max_workers=4) as pool:
        for call, proc in pool.map(call_alone, calls):
            assert proc.returncode == 101 and proc.stdout == "", (call, proc.returncode, proc.stdout)
            assert "index out of bounds" in proc.stderr, (call, proc.stderr)
    # the same calls in range answer; lsb(0), which has no set bit, is 64
    valid = [" ".join(call.split()[:1] + ["0" if a.isdigit() else a for a in call.split()[1:]]) for call in calls]
    assert len(run([exe], "".join(q + "\n" for q in valid))) == len(valid)
    assert run([exe], "lsb 0\n") == ["64"]


def _editions(rustc: Rustc) -> List[str]:
    proc = subprocess.run([rustc.require(), "--edition", "2024", "--print", "crate-name", "-"], input="", capture_output=True, text=True)
    return list(EDITIONS) + (["2024"] if proc.returncode == 0 else [])


@pytest.mark.parametrize("rustc", RUSTCS, ids=RUSTC_IDS)
def test_compiles_in_a_no_std_library_in_every_edition(rustc, tmp_path):
    """`#![no_std]` library crates holding the module as `pub mod bitboards;` and
    through `include!`, type-checked and linted (-D warnings) in each edition."""
    (tmp_path / "bitboards.rs").write_bytes(MODULE.read_bytes())
    crates = {
        "as_mod.rs": "#![no_std]\npub mod bitboards;\n",
        "as_include.rs": '#![no_std]\npub mod bitboards {\n    include!("bitboards.rs");\n}\n',
    }
    for name, text in crates.items():
        (tmp_path / name).write_text(text)
    for edition in _editions(rustc):
        for name in crates:
            out = tmp_path / f"{edition}-{name}.rmeta"
            rustc.build(["--edition", edition, "--crate-type", "lib", "--emit", f"metadata={out}", name], cwd=tmp_path)


@pytest.mark.parametrize("rustc", RUSTCS, ids=RUSTC_IDS)
def test_rustdoc_documents_it_without_warnings(rustc, tmp_path):
    """`cargo doc` of a crate holding the module: every doc comment is valid rustdoc
    (a table's `[64 sq]` is no broken link)."""
    rustdoc = Path(rustc.require()).with_name("rustdoc")
    if not rustdoc.exists():
        pytest.skip(f"no rustdoc beside {rustc.path}")
    command = [str(rustdoc), "-D", "warnings", "--crate-type", "lib", "--crate-name", "bitboards", str(MODULE)]
    proc = subprocess.run([*command, "-o", str(tmp_path)], capture_output=True, text=True)
    assert proc.returncode == 0 and not proc.stderr.strip(), proc.stderr
    assert (tmp_path / "bitboards" / "fn.rook_attacks.html").exists()


@pytest.mark.parametrize("rustc", RUSTCS, ids=RUSTC_IDS)
def test_compiles_optimized_as_a_library(rustc, tmp_path):
    """`rustc -O --crate-type lib` on the module alone, as bench/run.py times it."""
    rustc.build(["-O", "--crate-type", "lib", str(MODULE), "-o", str(tmp_path / "libbitboards.rlib")])
