"""The C++ header's own proofs, beside the registry-driven ones of
test_languages.py (every table entry and function on g++ and clang++ in C++17,
20 and 23, each driver a program of four units in which `nm` finds every table
stored once: tests/harness/cppbuild.py):

- the compiler proves every table: tests/drivers/cpp/selfcheck.cpp recomputes each
  one with constexpr code of its own and compares it entry by entry in
  static_asserts, so the compile fails on any differing entry; one compile, by g++
  in C++17 (clang++ takes about half a minute for the same, at its raised step limit);
- and that proof fails when an entry is wrong, naming the table.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from tests.conftest import GENERATED
from tests.harness.cbuild import STRICT, missing
from tests.harness.cppbuild import CPP_DIR

pytestmark = pytest.mark.timeout(120)

SELFCHECK = ["g++", "-std=c++17", "-fsyntax-only", *STRICT, str(CPP_DIR / "selfcheck.cpp")]


def _selfcheck(include: Path) -> subprocess.CompletedProcess:
    if subprocess.run(["which", "g++"], capture_output=True).returncode != 0:
        missing("g++")
    return subprocess.run([*SELFCHECK, f"-I{include}"], capture_output=True, text=True)


def test_the_compiler_proves_every_table_entry():
    proc = _selfcheck(GENERATED)
    assert proc.returncode == 0 and not proc.stderr, proc.stderr


def test_the_compilers_proof_fails_on_one_wrong_entry(tmp_path):
    # BETWEEN[a1][d1] is b1|c1 = 0x6; a7 in it is caught, and the table named
    header = (GENERATED / "bitboards.hpp").read_text()
    row = "0x0000000000000000, 0x0000000000000000, 0x0000000000000002, 0x0000000000000006, // [a1][a1..d1]"
    assert header.count(row) == 1
    (tmp_path / "bitboards.hpp").write_text(header.replace(row, row.replace("0x0000000000000006", "0x0000000000000007")))
    proc = _selfcheck(tmp_path)
    assert proc.returncode != 0
    assert "static assertion failed: BETWEEN" in proc.stderr and "(3 == -1)" in proc.stderr, proc.stderr
