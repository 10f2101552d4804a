"""The C++ package (`bitboard-tables package --lang cpp`): bitboards.hpp as the
same CMake package as C's (packaging/cmake.py: cmake_package), proven by CMake's own
tools with the helpers of tests/proofs/test_package_c.py.

- It configures, builds and passes its ctest self-test (the C package's source,
  compiled as C++17) with g++ and clang++ of the test matrix, by path, the
  matrix's strict warnings as errors: exactly the 21 checks of the description,
  named by the header's own names.
- On a copy with one BETWEEN entry spoiled and one fancy magic number spoiled (one
  build), ctest fails exactly the two tests of what was spoiled, each naming it.
- Installed with `cmake --install --prefix`, a consumer project finds it with
  find_package and takes it by add_subdirectory and FetchContent, and a plain
  compile finds it with pkg-config: each prints the reference's rook attacks from
  d4 (tests/oracles/reference.py), 14 squares on an empty board.
(`package --check` and generate's bytes: tests/proofs/test_package.py.)
"""

from __future__ import annotations

import contextlib

import pytest

from tests.drivers.c.build import STRICT
from tests.harness.packages import make_package
from tests.oracles import reference as ref
from tests.proofs.test_package_c import (
    ANSWER,
    OCCUPANCY,
    PORTABLE,
    builds,
    compiled_and_run,
    consumed,
    fails_only,
    install,
    passes_every_check,
    pkg_config_cflags,
    spoiled_copy,
    tool,
)

pytestmark = pytest.mark.timeout(120)

# the checks, named by the header's names in its namespace (bitboards::BETWEEN), each
# with what it returns when it passes: as C's (test_package_c.CHECKS)
CHECKS = {
    **{table: 64 * 64 for table in ("BETWEEN", "LINE", "BEHIND")},
    **{f"{piece}_attacks{t}": n for t in ("", *(f"_{t}" for t in PORTABLE)) for piece, n in (("rook", 102_400), ("bishop", 5_248))},
    "knight_moves": 336,
    "king_moves": 420,
    "queen_attacks": 27,
    "queen_blockers_and_beyond": 19,
}
SPOILS = {
    # BETWEEN[a1][c1]: b1 (0x2) made b1 and c1
    "between": ("bitboards.hpp", r"(BETWEEN\[64\]\[64\] = \{\s*\{ // \[a1\]\s*(?:0x0{16}, ){2})0x0{15}2,", r"\g<1>0x0000000000000006,"),
    # the fancy magic of a1's rook
    "magic": ("bitboards.hpp", r"(ROOK_MAGICS\[64\] = \{\s*)0x[0-9a-f]{16},", r"\g<1>0x0000000000000001,"),
}
CONSUMER_CPP = """#include <cstdio>
#include "bitboards.hpp"

int main() {
    std::printf("0x%%016llx %%d\\n", static_cast<unsigned long long>(bitboards::rook_attacks(0x%016xULL, bitboards::D4)),
                bitboards::popcount(bitboards::rook_attacks(0, bitboards::D4)));
    return 0;
}
"""


@pytest.fixture(scope="module")
def made(tmp_path_factory):
    """The default package built by g++ and clang++, and its copy with one BETWEEN
    entry and one rook magic spoiled, built by g++: {name: (package, build directory)}."""
    work = tmp_path_factory.mktemp("package-cpp")
    package = make_package("cpp", work / "bitboards")
    jobs = [("g++", package, "g++"), ("clang++", package, "clang++"), ("spoiled", spoiled_copy(package, work / "spoiled", SPOILS.values()), "g++")]
    with contextlib.ExitStack() as stack:
        yield builds(jobs, "cpp", stack)


@pytest.mark.parametrize("compiler", ["g++", "clang++"])
def test_the_package_builds_and_passes_every_check_of_its_self_test(made, compiler):
    passes_every_check(made[compiler][1], CHECKS)


def test_the_self_test_names_the_checks_spoiled_tables_fail(made):
    fails_only(made["spoiled"][1], CHECKS, {
        "BETWEEN": "BETWEEN[0][2] = 0x0000000000000006, want 0x0000000000000002",
        # the packed table filled at start-up by the spoiled magic (C's is the generator's constant)
        "rook_attacks_magic": "rook_attacks_magic(0x0000000000000000, 0) = 0x0000000000000102, want 0x01010101010101fe",
    })  # fmt: skip


def test_a_consumer_finds_the_installed_package_and_takes_it_by_add_subdirectory_and_fetchcontent(made, tmp_path):
    package, build_dir = made["g++"]
    prefix = tmp_path / "prefix"
    install(build_dir, prefix, ["bitboards.hpp"])
    assert ANSWER == f"0x{ref.rook_attacks(OCCUPANCY, ref.square(3, 3)):016x} 14\n"
    printed = consumed(package, prefix, tmp_path, "CXX", "main.cpp", CONSUMER_CPP % OCCUPANCY)
    assert printed == dict.fromkeys(("find_package", "add_subdirectory", "FetchContent"), ANSWER)
    source = tmp_path / "pc_consumer.cpp"
    source.write_text(CONSUMER_CPP % OCCUPANCY)
    assert compiled_and_run([tool("g++"), "-std=c++17", *STRICT, *pkg_config_cflags(prefix, tmp_path)], source) == ANSWER
