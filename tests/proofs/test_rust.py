"""The Rust module: compiles warning-free on every rustc at hand, holds the same
tables as the Python module, and its functions give the brute-force answers.

tests/drivers/rust/driver.rs is built once per rustc (tests/harness/rustbuild.py: the rustc on
PATH and Debian's 1.63) on generated/bitboards.rs. Each build prints every table
entry, which must equal the Python module's; answers the queries of
tests/harness/queries.py (every function over its whole input domain, the list the C
header and the Python module answer) and every subset of every line, which must
equal the brute-force references of tests/oracles/reference.py; evaluates the square
helpers in constant contexts; and stops, panicking, on every out-of-range
square, piece and direction (SPEC.md: Rust has no checked mode to ask for). The module also compiles inside a `#![no_std]`
library, as `mod` and through `include!`, in every edition each rustc knows.
The other square mappings are in tests/proofs/test_mappings.py, the Rust perft in
tests/proofs/test_perft_rust.py.
"""

from __future__ import annotations

import subprocess
from pathlib import Path
from typing import Dict, List

import pytest

from generated import bitboards as bb
from bitboard_tables.functions import FUNCTIONS, ranged_arguments
from tests.harness import queries
from tests.oracles import reference as ref
from tests.harness.cbuild import GENERATED
from tests.harness.rustbuild import RUSTC_IDS, RUSTCS, Rustc, build_driver

MODULE = GENERATED / "bitboards.rs"
# the editions of each rustc: 2024 from Rust 1.85 on
EDITIONS = ("2015", "2018", "2021")

pytestmark = pytest.mark.timeout(180)


@pytest.fixture(scope="session")
def rust_drivers(tmp_path_factory) -> Dict[str, Path]:
    """{rustc name: tests/drivers/rust/driver.rs built by it on generated/bitboards.rs}."""
    build = tmp_path_factory.mktemp("rust-drivers")
    return {r.name: build_driver(r, MODULE, bb, build / r.name) for r in RUSTCS if r.path is not None}


def _driver(rust_drivers, rustc: Rustc) -> Path:
    rustc.require()
    return rust_drivers[rustc.name]


def _run(exe: Path, text: str) -> List[str]:
    proc = subprocess.run([str(exe)], input=text, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0 and not proc.stderr, proc.stderr[:2000]
    return proc.stdout.splitlines()


def _expected_tables() -> List[str]:
    """Returns the driver's `tables` output as the Python module's tables give it."""
    out = []
    for name, value in vars(bb).items():
        if not (name.isupper() and isinstance(value, tuple)):
            continue

        def walk(value, idx):
            if isinstance(value, tuple):
                for i, v in enumerate(value):
                    walk(v, idx + [i])
            else:
                shown = str(value) if name == "DIR_SHIFT" else f"0x{value:016x}"
                out.append(f"{name} {' '.join(map(str, idx))} {shown}")

        walk(value, [])
    return out


@pytest.mark.parametrize("rustc", RUSTCS, ids=RUSTC_IDS)
def test_every_table_entry_equals_python(rust_drivers, rustc):
    expected = _expected_tables()
    out = _run(_driver(rust_drivers, rustc), "tables\n")
    assert len(out) == len(expected) > 17000
    assert out == expected


@pytest.mark.parametrize("rustc", RUSTCS, ids=RUSTC_IDS)
def test_line_functions_exhaustive_against_brute_force(rust_drivers, rustc):
    # Every subset of every line through every square, alone and with pieces off the line.
    expected = []
    for seed in queries.LINE_NOISE_SEEDS:
        for sq, line, occ in queries.line_occupancies(seed):
            a, x = ref.line_attacks(line, sq, occ), ref.line_xray(line, sq, occ)
            expected.append(f"{sq} {queries.LINE_NAMES.index(line)} 0x{occ:016x} 0x{a:016x} 0x{x:016x}")
    out = _run(_driver(rust_drivers, rustc), "".join(f"lines {seed}\n" for seed in queries.LINE_NOISE_SEEDS))
    assert len(out) == len(expected)
    for got, want in zip(out, expected):
        assert got == want


@pytest.mark.parametrize("rustc", RUSTCS, ids=RUSTC_IDS)
def test_every_function_over_its_domain_against_brute_force(rust_drivers, rustc):
    pairs = list(zip(queries.contract_queries(), queries.expected_answers()))
    text = "".join(queries.driver_line(name, args) + "\n" for (name, args), _ in pairs)
    out = _run(_driver(rust_drivers, rustc), text)
    assert len(out) == len(pairs)
    for ((name, args), want), got in zip(pairs, out):
        assert got == queries.driver_answer(name, want), (name, args)


@pytest.mark.parametrize("rustc", RUSTCS, ids=RUSTC_IDS)
def test_examples_with_published_answers(rust_drivers, rustc):
    text = "".join(queries.driver_line(name, args) + "\n" for name, args, _ in queries.EXAMPLES)
    out = _run(_driver(rust_drivers, rustc), text)
    assert out == [queries.driver_answer(name, want) for name, _, want in queries.EXAMPLES]


@pytest.mark.parametrize("rustc", RUSTCS, ids=RUSTC_IDS)
def test_square_helpers_are_const_fns_with_the_lerf_numbers(rust_drivers, rustc):
    out = _run(_driver(rust_drivers, rustc), "squares\n")
    expected = [f"square {f} {r} {8 * r + f}" for f in range(8) for r in range(8)]
    expected += [f"coordinates {sq} {sq % 8} {sq // 8}" for sq in range(64)]
    assert out == expected + ["D4 27 8 1"]


def _out_of_range_calls() -> List[str]:
    """Returns a driver query for every function and every argument that indexes a
    table, that argument out of range (its count, 2**20, 2**64 - 1), the others valid."""
    calls = []
    for fn in FUNCTIONS:
        ranged = {name: count for name, count, _ in ranged_arguments(fn)}
        for argument, count in ranged.items():
            for value in (count, 1 << 20, (1 << 64) - 1):
                args = [str(value) if name == argument else "0" if name in ranged else "0x8100000000000081" for name, _ in fn.params]
                calls.append(" ".join([fn.name, *args]))
    return calls


@pytest.mark.parametrize("rustc", RUSTCS, ids=RUSTC_IDS)
def test_every_out_of_range_index_panics(rust_drivers, rustc):
    exe = _driver(rust_drivers, rustc)
    calls = _out_of_range_calls()
    assert {call.split()[0] for call in calls} == {fn.name for fn in FUNCTIONS if ranged_arguments(fn)}
    for call in calls:
        proc = subprocess.run([str(exe)], input=call + "\n", capture_output=True, text=True, timeout=30)
        assert proc.returncode == 101 and proc.stdout == "", (call, proc.returncode, proc.stdout)
        assert "index out of bounds" in proc.stderr, (call, proc.stderr)
    # the same calls in range answer; lsb(0), which has no set bit, is 64
    valid = [" ".join(call.split()[:1] + ["0" if a.isdigit() else a for a in call.split()[1:]]) for call in calls]
    assert len(_run(exe, "".join(q + "\n" for q in valid))) == len(valid)
    assert _run(exe, "lsb 0\n") == ["64"]


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
