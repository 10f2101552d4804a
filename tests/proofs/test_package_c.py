"""The C package (`bitboard-tables package --lang c`): a CMake package of
bitboards.h, bitboards_engine.h and bitboards_sliders.h, proven by CMake's own tools.

- It configures, builds and passes its ctest self-test with gcc and clang (the C
  compilers of the test matrix, by path, as tests/drivers/c/build.py picks them;
  the self-test compiled with the matrix's strict warnings as errors) and with
  tcc: ctest runs exactly the checks the self-test description gives (3 line
  tables, the main and each portable technique's rook and bishop lookups, 4
  counts), every one passing.
- Its self-test is no formality: on a copy with one BETWEEN entry spoiled and one
  fancy magic number spoiled (one build: the checks are tests of their own), the
  same ctest fails exactly the two tests of what was spoiled, each naming the entry
  that differs.
- `cmake --install --prefix` lays out the headers, the CMake package (in share/)
  and the .pc; a consumer project finds it with find_package, takes it by
  add_subdirectory and by FetchContent, and a plain compile finds it with
  pkg-config: each prints the rook's attacks from d4, which equal the reference's
  (tests/oracles/reference.py) and its 14 squares on an empty board.
- (`package --check`: tests/proofs/test_package.py.) The
  headers in the tree are `generate`'s bytes, for the default selection and for
  BERF under another name and version, whose self-test passes too.

test_package_cpp.py proves the C++ package, the same CMake package, with the
helpers here.
"""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from bitboard_tables.languages import render_outputs
from bitboard_tables.languages.c import LANGUAGE as C
from bitboard_tables.mapping import LERF
from bitboard_tables.packaging.tree import package_tree
from bitboard_tables.packaging.selftest import self_test
from bitboard_tables.selection import select
from bitboard_tables.sliders import BMI2_TECHNIQUES, TECHNIQUES
from bitboard_tables.sliders.build import main_needs
from tests.conftest import GENERATED, ROOT
from tests.drivers.c.build import STRICT, missing
from tests.harness.packages import kept_build, make_package, run, spoiled
from tests.oracles import reference as ref

pytestmark = pytest.mark.timeout(120)

# each compiler of the test matrix, which CMake is given by path, with the language it
# compiles and the flags its self-test build takes (C's here, C++'s in test_package_cpp.py)
COMPILERS = {
    "gcc": ("C", STRICT),
    "clang": ("C", STRICT),
    "tcc": ("C", ["-Wall", "-Werror"]),
    "g++": ("CXX", STRICT),
    "clang++": ("CXX", STRICT),
}
# the portable techniques of bitboards_sliders.h (all but PEXT's, which need BB_PEXT)
PORTABLE = tuple(t for t in TECHNIQUES if t not in BMI2_TECHNIQUES)
# the checks of the default package, in order, each with what it returns when it
# passes: the 4,096 entries of each line table, every occupancy of the main module's
# lookups and each portable technique's, rook (102,400) then bishop (5,248), and the
# published counts
CHECKS = {
    **{f"BB_{table}": 64 * 64 for table in ("BETWEEN", "LINE", "BEHIND")},
    **{f"bb_{piece}_attacks{t}": n for t in ("", *(f"_{t}" for t in PORTABLE)) for piece, n in (("rook", 102_400), ("bishop", 5_248))},
    "knight_moves": 336,
    "king_moves": 420,
    "queen_attacks": 27,
    "queen_blockers_and_beyond": 19,
}
# what the consumers print: the rook's attacks from d4 with pieces on d6, b4 and g4
# (LERF squares), and on an empty board
OCCUPANCY = ref.bb([ref.square(3, 5), ref.square(1, 3), ref.square(6, 3)])
CONSUMER_C = """#include <inttypes.h>
#include <stdio.h>
#include "%s"

int main(void) {
    printf("0x%%016" PRIx64 " %%d\\n", bb_rook_attacks(0x%016xULL, BB_D4), bb_popcount(bb_rook_attacks(0, BB_D4)));
    return 0;
}
"""
# one consumer project of the C or C++ package, which takes it as HOW says
CONSUMER_CMAKE = """cmake_minimum_required(VERSION 3.21)
project(consumer LANGUAGES %(language)s)
if(HOW STREQUAL "find_package")
    find_package(bitboards 0.1 REQUIRED)
elseif(HOW STREQUAL "add_subdirectory")
    add_subdirectory("${PACKAGE}" bitboards)
else()
    include(FetchContent)
    FetchContent_Declare(bitboards SOURCE_DIR "${PACKAGE}")
    FetchContent_MakeAvailable(bitboards)
endif()
add_executable(consumer %(main)s)
target_link_libraries(consumer PRIVATE bitboards::bitboards)
"""
# what every consumer prints: the reference's rook attacks with OCCUPANCY from d4, and
# how many there are on an empty board
ANSWER = f"0x{ref.rook_attacks(OCCUPANCY, ref.square(3, 3)):016x} {bin(ref.rook_attacks(0, ref.square(3, 3))).count('1')}\n"


def tool(name: str) -> str:
    """Returns the path of `name`, or ends the test for want of it."""
    return shutil.which(name) or missing(name)


def build(package: Path, compiler: str, out: Path) -> Path:
    """Configures and builds `package` in `out` with `compiler` (a key of COMPILERS)
    by CMake; returns `out`. Fails on any error or warning."""
    language, flags = COMPILERS[compiler]
    configure = [tool("cmake"), "-S", package, "-B", out, f"-DCMAKE_{language}_COMPILER={tool(compiler)}", f"-DCMAKE_{language}_FLAGS={' '.join(flags)}"]
    for command in (configure, [tool("cmake"), "--build", out]):
        proc = run(command, package)
        assert proc.returncode == 0 and "warning" not in (proc.stdout + proc.stderr).lower(), f"{command}:\n{proc.stdout}\n{proc.stderr}"
    return out


def builds(jobs, kept: str, stack: contextlib.ExitStack) -> dict:
    """Returns {name: (package, build directory)} of `jobs` [(name, package,
    compiler)], built two at a time, each in a build kept between sessions as
    `kept`-NAME (tests/harness/packages.py: kept_build; its copy of the package
    CMake's source, its build directory CMake's, brought up to date as a user's is:
    the strict flags make a warning an error, so nothing built is one that warned),
    each held by `stack` while the tests use it."""
    homes = {name: stack.enter_context(kept_build(f"{kept}-{name}", package=package)) for name, package, _ in jobs}

    def built(job):
        name, package, compiler = job
        return name, (package, build(homes[name] / "package", compiler, homes[name] / "build"))

    with ThreadPoolExecutor(2) as pool:
        return dict(pool.map(built, jobs))


def spoiled_copy(package: Path, copy: Path, spoils) -> Path:
    """Returns `copy`, a copy of `package` with each spoil of `spoils` [(file, pattern,
    replacement)] made: the first match of `pattern` in its include/`file` replaced."""
    shutil.copytree(package, copy)
    for file, pattern, replacement in spoils:
        spoiled(copy / "include" / file, pattern, replacement)
    return copy


def ctest(build_dir: Path):
    return run([tool("ctest"), "--test-dir", build_dir, "--output-on-failure"], build_dir)


def ran(output: str) -> list:
    """Returns the names of the tests ctest's `output` reports run, in its order."""
    return re.findall(r"Test +#\d+: (\S+) \.", output)


def passes_every_check(build_dir: Path, checks) -> None:
    """Proves that ctest in `build_dir` runs exactly `checks`, in order, and each passes."""
    proc = ctest(build_dir)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert ran(proc.stdout) == list(checks)
    assert f"100% tests passed, 0 tests failed out of {len(checks)}" in proc.stdout


def fails_only(build_dir: Path, checks, failing: dict) -> None:
    """Proves that ctest in `build_dir` runs exactly `checks` and fails those named
    in `failing` {name: what its test prints} alone, each printing what it says."""
    proc = ctest(build_dir)
    assert proc.returncode != 0
    assert ran(proc.stdout) == list(checks), proc.stdout
    assert f"{len(failing)} tests failed out of {len(checks)}" in proc.stdout, proc.stdout
    assert re.findall(r"\d+ - (\S+) \(Failed\)", proc.stdout) == [name for name in checks if name in failing], proc.stdout
    for name, message in failing.items():
        test = re.search(rf"^ *\d+/\d+ Test +#\d+: {name} .*?(?=^ *Start +\d+: |^\d+% tests)", proc.stdout, re.M | re.S)  # its output
        assert test and message in test[0], (name, proc.stdout)


@pytest.fixture(scope="module")
def made(tmp_path_factory):
    """The default package, its copy with one BETWEEN entry and one rook magic
    spoiled, and the BERF package named `other` at 2.1.0, each built by gcc (the
    default also by clang and tcc), two builds at a time: {name: (package, build
    directory)}."""
    work = tmp_path_factory.mktemp("package-c")
    package = make_package("c", work / "bitboards")
    trees = {"default": package, "spoiled": spoiled_copy(package, work / "spoiled", SPOILS.values())}
    trees["other"] = make_package("c", work / "other", *OTHER)
    jobs = [(name, tree, "gcc") for name, tree in trees.items()] + [("clang", package, "clang"), ("tcc", package, "tcc")]
    with contextlib.ExitStack() as stack:
        yield builds(jobs, "c", stack)


# a second selection: another mapping, name and version
OTHER = ("--mapping", "BERF", "--name", "other", "--version", "2.1.0")
SPOILS = {
    # BB_BETWEEN[a1][c1]: b1 (0x2) made b1 and c1
    "between": ("bitboards.h", r"(BB_BETWEEN\[64\]\[64\] = \{\s*\{ /\* \[a1\] \*/\s*(?:0x0{16}ULL, ){2})0x0{15}2ULL", r"\g<1>0x0000000000000006ULL"),
    # the fancy magic of a1's rook, in the record its lookup reads (bb_magic_record: mask, magic, ...)
    "magic": ("bitboards_sliders.h", r"(BB_ROOK_MAGIC_RECORDS\[64\] = \{\s*\{ 0x[0-9a-f]{16}ULL, )0x[0-9a-f]{16}ULL", r"\g<1>0x0000000000000001ULL"),
}


@pytest.mark.parametrize("compiler", ["gcc", "clang", "tcc"])
def test_the_package_builds_and_passes_every_check_of_its_self_test(made, compiler):
    passes_every_check(made["default" if compiler == "gcc" else compiler][1], CHECKS)


def test_the_self_test_names_the_checks_spoiled_tables_fail(made):
    fails_only(made["spoiled"][1], CHECKS, {
        "BB_BETWEEN": "BB_BETWEEN[0][2] = 0x0000000000000006, want 0x0000000000000002",
        "bb_rook_attacks_magic": "bb_rook_attacks_magic(0x0000000000000002, 0) = 0x01010101010101fe, want 0x0101010101010102",
    })  # fmt: skip


def test_the_self_test_runs_every_check_alone(made):
    executable = made["default"][1] / "bitboards_self_test"
    proc = run([executable], executable.parent)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.splitlines() == [
        *(f"ok {name}: {expected}" for name, expected in CHECKS.items()),
        f"{len(CHECKS)} of {len(CHECKS)} checks passed",
    ]
    unknown = run([executable, "bb_rook_attacks_pext"], executable.parent)
    assert (unknown.returncode, unknown.stderr) == (2, "no check is named bb_rook_attacks_pext\n")


def install(build_dir: Path, prefix: Path, headers) -> None:
    """Installs the package built in `build_dir` into `prefix` by `cmake --install
    --prefix` (not the prefix it was configured with), and proves what it lays out:
    the `headers` in include/bitboards/, the CMake package in share/bitboards/cmake/
    (the headers hold no code of a machine) and the .pc in share/pkgconfig/."""
    proc = run([tool("cmake"), "--install", build_dir, "--prefix", prefix], build_dir)
    assert proc.returncode == 0, proc.stderr
    assert sorted(str(p.relative_to(prefix)) for p in prefix.rglob("*") if p.is_file()) == [
        *(f"include/bitboards/{header}" for header in headers),
        "share/bitboards/cmake/bitboardsConfig.cmake",
        "share/bitboards/cmake/bitboardsConfigVersion.cmake",
        "share/bitboards/cmake/bitboardsTargets.cmake",
        "share/pkgconfig/bitboards.pc",
    ]


def consumed(package: Path, prefix: Path, work: Path, language: str, main: str, source: str) -> dict:
    """Returns {how: what it printed} of a consumer project (CONSUMER_CMAKE) in
    `language` of the one source `main`, `source`, that takes the package installed
    in `prefix` by find_package, and `package` itself by add_subdirectory and by
    FetchContent; each built without a warning, two at a time, and without the
    package's self-test."""
    consumer = work / "consumer"
    consumer.mkdir()
    (consumer / "CMakeLists.txt").write_text(CONSUMER_CMAKE % dict(language=language, main=main))
    (consumer / main).write_text(source)
    ways = {
        "find_package": [f"-DCMAKE_PREFIX_PATH={prefix}"],
        "add_subdirectory": [f"-DPACKAGE={package}"],
        "FetchContent": [f"-DPACKAGE={package}"],
    }

    def consume(how: str) -> str:
        out = work / f"consumer-{how}"
        for command in ([tool("cmake"), "-S", consumer, "-B", out, f"-DHOW={how}", *ways[how]], [tool("cmake"), "--build", out]):
            proc = run(command, consumer)
            assert proc.returncode == 0 and "warning" not in (proc.stdout + proc.stderr).lower(), f"{how}:\n{proc.stdout}\n{proc.stderr}"
        assert not list(out.rglob("bitboards_self_test*")), how
        return run([out / "consumer"], out).stdout

    with ThreadPoolExecutor(2) as pool:
        return dict(zip(ways, pool.map(consume, ways)))


def pkg_config_cflags(prefix: Path, work: Path) -> list:
    """Returns `pkg-config --cflags bitboards` of the .pc installed in `prefix`, which
    pkg-config validates and whose version is 0.1.0; its one -I names the installed
    headers' directory (found from where the .pc lies)."""
    env = dict(os.environ, PKG_CONFIG_PATH=str(prefix / "share" / "pkgconfig"))
    pkg_config = tool("pkg-config")
    assert run([pkg_config, "--validate", "bitboards"], work, env=env).returncode == 0
    assert run([pkg_config, "--modversion", "bitboards"], work, env=env).stdout == "0.1.0\n"
    cflags = run([pkg_config, "--cflags", "bitboards"], work, env=env).stdout.split()
    assert [Path(flag[2:]).resolve() for flag in cflags] == [prefix / "include" / "bitboards"]
    return cflags


def compiled_and_run(command: list, source: Path) -> str:
    """Returns what `source`, compiled by `command` (a compiler and its flags) without
    a warning, prints."""
    program = source.with_suffix("")
    proc = run([*command, source, "-o", program], source.parent)
    assert proc.returncode == 0 and not proc.stderr, proc.stderr
    return run([program], source.parent).stdout


def test_a_consumer_finds_the_installed_package_and_takes_it_by_add_subdirectory_and_fetchcontent(made, tmp_path):
    package, build_dir = made["default"]
    prefix = tmp_path / "prefix"
    install(build_dir, prefix, ["bitboards.h", "bitboards_engine.h", "bitboards_sliders.h"])
    assert ANSWER.endswith(" 14\n")
    printed = consumed(package, prefix, tmp_path, "C", "main.c", CONSUMER_C % ("bitboards.h", OCCUPANCY))
    assert printed == dict.fromkeys(("find_package", "add_subdirectory", "FetchContent"), ANSWER)
    # by pkg-config: the installed sliders header, fancy magic made the engine's rook_attacks
    source = tmp_path / "pc_consumer.c"
    source.write_text("#define BB_SLIDERS BB_SLIDERS_MAGIC\n" + CONSUMER_C % ("bitboards_sliders.h", OCCUPANCY))
    assert compiled_and_run([tool("gcc"), "-std=c99", *STRICT, *pkg_config_cflags(prefix, tmp_path)], source) == ANSWER
    # and the installed engine header, which includes bitboards.h: the king's distance
    # of b1 and g7 as python-chess counts it
    import chess

    source = tmp_path / "engine_consumer.c"
    source.write_text('#include <stdio.h>\n#include "bitboards_engine.h"\nint main(void) { printf("%d\\n", bb_distance(BB_B1, BB_G7)); return 0; }\n')
    printed = compiled_and_run([tool("gcc"), "-std=c99", *STRICT, *pkg_config_cflags(prefix, tmp_path)], source)
    assert printed == f"{chess.square_distance(chess.B1, chess.G7)}\n"


def test_the_headers_are_generates_bytes_in_every_selection_and_a_berf_package_passes_its_self_test(made, tmp_path):
    package = made["default"][0]
    for header in ("bitboards.h", "bitboards_engine.h", "bitboards_sliders.h"):
        assert (package / "include" / header).read_bytes() == (GENERATED / header).read_bytes()
    other = made["other"][0]
    generated = tmp_path / "generated"
    proc = run([sys.executable, "-m", "bitboard_tables", "generate", "--no-config", "--lang", "c", "--mapping", "BERF", "--out", generated], ROOT)
    assert proc.returncode == 0, proc.stderr
    assert {p.name: p.read_bytes() for p in (other / "include").iterdir()} == {p.name: p.read_bytes() for p in generated.iterdir()}
    cmake = (other / "CMakeLists.txt").read_text()
    assert "project(other\n    VERSION 2.1.0" in cmake and "add_library(other::other ALIAS other)" in cmake
    passes_every_check(made["other"][1], CHECKS)


def test_the_self_test_checks_the_techniques_only_where_the_package_has_the_sliders_header():
    # what the portable techniques read, without the functions bitboards_sliders.h
    # rebinds (bb_pinned ...): no sliders header, so no technique to check
    selection = select(sorted(main_needs(LERF, PORTABLE)), "BB", LERF, ("c",))
    assert len(self_test(selection, C.package.carries).lookups) == 2 * len(PORTABLE)  # what they read is there
    tree = package_tree(C, selection, render_outputs(selection), "bitboards", "0.1.0")
    assert [path for path in tree if path.startswith("include/")] == ["include/bitboards.h"]
    assert '#include "bitboards.h"' in tree["tests/self_test.c"]
    assert "_attacks_" not in tree["tests/self_test.c"] + tree["CMakeLists.txt"]
