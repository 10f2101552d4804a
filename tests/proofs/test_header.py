"""The C header: compiles cleanly across the compiler matrix, holds the same tables
as the Python module, and its functions give the same answers as Python's.

One driver program (tests/drivers/c/driver.c) is built with every compiler of the
matrix (tests/harness/cbuild.py): gcc, clang, g++ and clang++ over C99 to C++20, tcc,
the portable bit scans forced, clang's MSVC mode, checked mode, the tables
shared (C and C++), and AddressSanitizer with UndefinedBehaviorSanitizer. Each build prints every table
entry, which must equal the Python module's, and answers the queries of
tests/harness/queries.py (every function over its whole input domain) and every subset
of every line, which must equal the brute-force references. The Python module
answers the same queries in tests/proofs/test_functions_python.py.
"""

from __future__ import annotations

import os
import subprocess
from concurrent.futures import ThreadPoolExecutor

import pytest

from generated import bitboards as bb
from tests.harness import queries
from tests.oracles import reference as ref
from tests.harness.cbuild import C_DIR, GENERATED, MATRIX, Compiler, require

TABLE_NAMES = [
    name
    for name, value in vars(bb).items()
    if name.isupper() and isinstance(value, tuple)
]


def _driver_tables_source() -> str:
    """Returns C code for print_tables(): every entry of every table, one per line."""
    lines = ["static void print_tables(void) {"]
    for name in TABLE_NAMES:
        shape = []
        value = getattr(bb, name)
        while isinstance(value, tuple):
            shape.append(len(value))
            value = value[0]
        idx = [f"i{k}" for k in range(len(shape))]
        body = f'printf("{name}{" %d" * len(shape)} %lld\\n", {", ".join(idx)}, (long long)BB_{name}{"".join(f"[{i}]" for i in idx)});'
        if name not in ("DIR_SHIFT",):
            body = (
                f'printf("{name}{" %d" * len(shape)} 0x%016" PRIx64 "\\n", {", ".join(idx)}, '
                f'(uint64_t)BB_{name}{"".join(f"[{i}]" for i in idx)});'
            )
        block = "    { int " + ", ".join(idx) + ";\n"
        for k, n in enumerate(shape):
            block += "    " * (k + 2) + f"for (i{k} = 0; i{k} < {n}; i{k}++)\n"
        block += "    " * (len(shape) + 2) + body + "\n    }"
        lines.append(block)
    lines.append("}")
    return "\n".join(lines) + "\n"


@pytest.fixture(scope="session")
def drivers(tmp_path_factory):
    """Returns {compiler name: path of the built driver} for the available compilers."""
    build = tmp_path_factory.mktemp("drivers")
    (build / "driver_tables.h").write_text(_driver_tables_source())

    def one(compiler: Compiler):
        if not compiler.available:
            return compiler.name, None
        exe = build / f"driver-{compiler.name}"
        compiler.build([C_DIR / "driver.c"], exe, [GENERATED, build])
        return compiler.name, exe

    with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        return dict(pool.map(one, MATRIX))


def _driver(drivers, compiler: Compiler):
    require(compiler)
    return drivers[compiler.name]


def _run(exe, text: str) -> list:
    proc = subprocess.run([str(exe)], input=text, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0 and not proc.stderr, proc.stderr[:2000]
    return proc.stdout.splitlines()


MATRIX_IDS = [c.name for c in MATRIX]


@pytest.mark.parametrize("compiler", MATRIX, ids=MATRIX_IDS)
def test_every_table_entry_equals_python(drivers, compiler):
    out = _run(_driver(drivers, compiler), "tables\n")
    expected = []
    for name in TABLE_NAMES:
        def walk(value, idx):
            if isinstance(value, tuple):
                for i, v in enumerate(value):
                    walk(v, idx + [i])
            elif name == "DIR_SHIFT":
                expected.append(f"{name} {' '.join(map(str, idx))} {value}")
            else:
                expected.append(f"{name} {' '.join(map(str, idx))} 0x{value:016x}")

        walk(getattr(bb, name), [])
    assert len(out) == len(expected)
    assert out == expected


@pytest.fixture(scope="session")
def expected_lines():
    """Returns the driver's `lines SEED` output, for each seed, computed by brute force."""
    out = []
    for seed in queries.LINE_NOISE_SEEDS:
        for sq, line, occ in queries.line_occupancies(seed):
            a = ref.line_attacks(line, sq, occ)
            x = ref.line_xray(line, sq, occ)
            out.append(f"{sq} {queries.LINE_NAMES.index(line)} 0x{occ:016x} 0x{a:016x} 0x{x:016x}")
    return out


@pytest.mark.parametrize("compiler", MATRIX, ids=MATRIX_IDS)
def test_line_functions_exhaustive_against_brute_force(drivers, compiler, expected_lines):
    # Every subset of every line through every square, alone and with pieces off the line.
    out = _run(_driver(drivers, compiler), "".join(f"lines {seed}\n" for seed in queries.LINE_NOISE_SEEDS))
    assert len(out) == len(expected_lines)
    for got, want in zip(out, expected_lines):
        assert got == want


@pytest.fixture(scope="session")
def contract_queries():
    """Returns (driver input, expected driver output lines) of tests/harness/queries.py."""
    pairs = zip(queries.contract_queries(), queries.expected_answers())
    lines = [(queries.driver_line(name, args), queries.driver_answer(name, want)) for (name, args), want in pairs]
    return "".join(q + "\n" for q, _ in lines), lines


@pytest.mark.parametrize("compiler", MATRIX, ids=MATRIX_IDS)
def test_every_function_over_its_domain_against_brute_force(drivers, compiler, contract_queries):
    text, lines = contract_queries
    out = _run(_driver(drivers, compiler), text)
    assert len(out) == len(lines)
    for (query, want), got in zip(lines, out):
        assert got == want, query


def test_examples_with_published_answers(drivers):
    # e.g. issue 11: bb_xray_rook_attacks(a1|a7, a4, A1) == 0x0001010100000000
    compiler = next(c for c in MATRIX if c.name == "gcc-c99")
    text = "".join(queries.driver_line(name, args) + "\n" for name, args, _ in queries.EXAMPLES)
    out = _run(_driver(drivers, compiler), text)
    assert out == [queries.driver_answer(name, want) for name, _, want in queries.EXAMPLES]
