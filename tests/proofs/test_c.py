"""The C header beyond the proofs every language shares (test_languages.py), its modes: one copy of each table in a program of several files
(BB_SHARED_TABLES, BB_IMPLEMENTATION) and the checked mode (BB_CHECKED).

One copy: the four units of tests/drivers/c/unit_*.c are compiled one by one and
linked, under gcc, g++, clang, clang++ and tcc and with C and C++ units mixed;
`nm` must find every table defined in the implementation unit's object only,
whole (its symbol size is the table's size), and once in the program; the
program must answer as the Python module does. Built plainly, the same units
link too, each with its own copies (which `nm` must see, so the check above can
see copies at all).

Checked mode: the driver built with BB_CHECKED stops every function on every
out-of-range square, piece, direction and empty bit scan, naming the function
on stderr; a user hook replaces the default; off, the checks leave no code.

Both modes follow --prefix, and the commands and message of docs/functions.md are real.
"""

from __future__ import annotations

import os
import random
import re
import shutil
import signal
import subprocess
from dataclasses import dataclass
from pathlib import Path
from typing import Dict, List, Sequence, Tuple

import pytest

from generated import bitboards as bb
from bitboard_tables.functions import FUNCTIONS, ranged_arguments
from bitboard_tables.sliders.build import small_slider_tables
from bitboard_tables.mapping import LERF
from tests.conftest import GENERATED, ROOT
from tests.drivers.c import CALLS
from tests.drivers.c.build import C_DIR, MSVC_TARGET, STRICT, missing
from tests.harness import kept
from tests.harness.cli import run_cli
from tests.harness.table_printer import calls_source

UNITS = [C_DIR / f"unit_{u}.c" for u in "abcd"]
IMPLEMENTATION_UNIT = "unit_d.c"
SLIDER_TABLES = {t.name for t in small_slider_tables(LERF)}
# the tables of bitboards.h: the Python module's, but for the slider techniques' [64 sq]
# tables, which the C sliders header holds (bitboards_sliders.h)
TABLES = {name: value for name, value in vars(bb).items() if name.isupper() and isinstance(value, tuple) and name not in SLIDER_TABLES}


INT_TABLES = ("DIR_SHIFT", "SQUARE_DISTANCE", "MANHATTAN_DISTANCE", "CENTER_DISTANCE", "CENTER_MANHATTAN_DISTANCE")  # SPEC.md: int


def _table_bytes(name: str) -> int:
    """Returns the size in bytes of a C table: its entries times the element size."""
    value, count = TABLES[name], 1
    while isinstance(value, tuple):
        count *= len(value)
        value = value[0]
    element = 4 if name in INT_TABLES else 1 if name in ("FIRST_RANK_ATTACKS", "FIRST_RANK_XRAYS") else 8
    return count * element


def _require(*tools: str) -> None:
    for tool in tools:
        if shutil.which(tool) is None:
            missing(tool)


def _run(cmd: Sequence[str], **kwargs) -> subprocess.CompletedProcess:
    return subprocess.run([str(c) for c in cmd], capture_output=True, text=True, **kwargs)


def _compile(cmd: Sequence[str]) -> None:
    proc = kept.run(cmd, kept.C_SOURCES)
    assert proc.returncode == 0 and not proc.stderr.strip(), f"{' '.join(map(str, cmd))}\n{proc.stderr}"


def _defined_symbols(obj: Path) -> Dict[str, Tuple[str, int]]:
    """Returns {symbol: (nm type letter, size)} of the symbols `obj` defines."""
    out = _run(["nm", "-S", obj]).stdout
    symbols = {}
    for line in out.splitlines():
        fields = line.split()
        if len(fields) == 4:  # value, size, type, name
            symbols[fields[3]] = (fields[2], int(fields[1], 16))
        elif len(fields) == 3 and fields[1] != "U":  # value, type, name (no size)
            symbols[fields[2]] = (fields[1], -1)
    return symbols


# --- one copy of each table -------------------------------------------------------


@dataclass(frozen=True)
class Build:
    """How the four units are built: the compiler of the implementation unit and of the others."""

    name: str
    implementation: Tuple[str, ...]
    others: Tuple[str, ...]
    linker: str


C99 = ("gcc", "-std=c99")
CXX17 = ("g++", "-std=c++17", "-x", "c++")
BUILDS = [
    Build("gcc", C99, C99, "gcc"),
    Build("g++", CXX17, CXX17, "g++"),
    Build("clang", ("clang", "-std=c11"), ("clang", "-std=c11"), "clang"),
    Build("clang++", ("clang++", "-std=c++11", "-x", "c++"), ("clang++", "-std=c++11", "-x", "c++"), "clang++"),
    Build("tcc", ("tcc", "-std=c99"), ("tcc", "-std=c99"), "tcc"),
    Build("C-tables-C++-users", C99, CXX17, "g++"),
    Build("C++-tables-C-users", CXX17, C99, "g++"),
]


def _flags(command: Tuple[str, ...]) -> List[str]:
    return ["-Wall", "-Werror"] if command[0] == "tcc" else [*STRICT]


def _build_units(build: Build, work: Path, shared: bool, opt: str = "-O0") -> Tuple[Path, Dict[str, Path]]:
    """Compiles each unit to an object, then links them; returns (program, {unit: object})."""
    objects = {}
    for src in UNITS:
        command = build.implementation if src.name == IMPLEMENTATION_UNIT else build.others
        defines = []
        if shared:
            defines.append("-DBB_SHARED_TABLES")
            if src.name == IMPLEMENTATION_UNIT:
                defines.append("-DBB_IMPLEMENTATION")
        obj = work / (src.stem + ".o")
        _compile([*command, opt, *_flags(command), *defines, f"-I{GENERATED}", "-c", src, "-o", obj])
        objects[src.name] = obj
    exe = work / "program"
    _compile([build.linker, *objects.values(), "-o", exe])
    return exe, objects


def _unit_queries() -> List[Tuple[int, int]]:
    rng = random.Random(11)
    boards = [0, (1 << 64) - 1] + [rng.getrandbits(64) & rng.getrandbits(64) for _ in range(62)]
    return [(boards[sq], sq) for sq in range(64)]


def _check_answers(exe: Path) -> None:
    """The four-unit program answers as the Python module does."""
    queries = _unit_queries()
    proc = _run([exe], input="".join(f"{occ} {sq}\n" for occ, sq in queries), timeout=60)
    assert proc.returncode == 0, proc.stderr
    expected = []
    for occ, sq in queries:
        values = (
            bb.queen_attacks(occ, sq),
            bb.rook_attacks(occ, sq) ^ bb.xray_bishop_attacks(occ, occ, sq),
            bb.piece_attacks(bb.QUEEN, occ, sq) ^ bb.LINE[sq][63 - sq] ^ bb.RAY_PASS[sq][63 - sq],
            (bb.KNIGHT_ATTACKS[sq] | bb.PAWN_ATTACKS[bb.WHITE][sq]) ^ bb.sliding_attacks(occ, ~occ & ((1 << 64) - 1), sq % 8),
        )
        expected.append(" ".join(f"0x{v:016x}" for v in values))
    assert proc.stdout.splitlines() == expected


@pytest.mark.parametrize("build", BUILDS, ids=[b.name for b in BUILDS])
def test_four_units_store_each_table_once(tmp_path, build):
    _require(build.implementation[0], build.others[0], "nm")
    exe, objects = _build_units(build, tmp_path, shared=True)
    _check_answers(exe)
    defined = {unit: _defined_symbols(obj) for unit, obj in objects.items()}
    for name in TABLES:
        symbol = f"BB_{name}"
        holders = [unit for unit, symbols in defined.items() if symbol in symbols]
        assert holders == [IMPLEMENTATION_UNIT], (symbol, holders)
        kind, size = defined[IMPLEMENTATION_UNIT][symbol]
        assert kind.isupper(), f"{symbol} is not global in {IMPLEMENTATION_UNIT}: nm type {kind}"
        assert size in (-1, _table_bytes(name)), (symbol, size)
    program = _run(["nm", exe]).stdout.split()
    if program:  # tcc writes programs without a symbol table
        for name in TABLES:
            assert program.count(f"BB_{name}") == 1, name


@pytest.mark.parametrize("build", [b for b in BUILDS if b.name in ("gcc", "g++", "clang", "tcc")], ids=lambda b: b.name)
def test_four_units_without_a_macro_link_with_a_copy_each(tmp_path, build):
    _require(build.implementation[0], "nm")
    exe, objects = _build_units(build, tmp_path, shared=False)
    _check_answers(exe)
    for unit, obj in objects.items():
        for kind, _ in _defined_symbols(obj).values():
            assert not (kind.isupper() and kind not in "TU"), f"{unit} exports data: the default tables must be static"
    if build.name == "gcc":
        # gcc -O0 keeps every static const table in every unit: the copies nm must see
        copies = [unit for unit, obj in objects.items() if "BB_BEHIND" in _defined_symbols(obj)]
        assert copies == [u.name for u in UNITS]


def test_one_unit_with_implementation_and_no_other_macro(tmp_path):
    """BB_IMPLEMENTATION alone implies BB_SHARED_TABLES: the file defines every table, globally."""
    _require("gcc", "nm")
    obj = tmp_path / "unit_d.o"
    _compile(["gcc", "-std=c99", *STRICT, "-DBB_IMPLEMENTATION", f"-I{GENERATED}", "-c", C_DIR / "unit_d.c", "-o", obj])
    symbols = _defined_symbols(obj)
    assert all(symbols.get(f"BB_{name}", ("?",))[0] == "R" for name in TABLES)


def test_mistakes_are_link_errors(tmp_path):
    """No file or two files with BB_IMPLEMENTATION: the link fails and names a table."""
    _require("gcc")
    objects = []
    for src in UNITS:
        obj = tmp_path / (src.stem + ".o")
        _compile(["gcc", "-std=c99", *STRICT, "-DBB_SHARED_TABLES", f"-I{GENERATED}", "-c", src, "-o", obj])
        objects.append(obj)
    missing = _run(["gcc", *objects, "-o", tmp_path / "program"])
    assert missing.returncode != 0 and "undefined reference to `BB_" in missing.stderr, missing.stderr
    twice = []
    for stem in ("one", "two"):
        src = tmp_path / f"{stem}.c"
        src.write_text('#include "bitboards.h"\n')
        obj = tmp_path / f"{stem}.o"
        _compile(["gcc", "-std=c99", *STRICT, "-DBB_IMPLEMENTATION", f"-I{GENERATED}", "-c", src, "-o", obj])
        twice.append(obj)
    main = tmp_path / "main.c"
    main.write_text("int main(void) { return 0; }\n")
    proc = _run(["gcc", *twice, main, "-o", tmp_path / "program"])
    assert proc.returncode != 0 and "multiple definition of `BB_" in proc.stderr, proc.stderr


def test_cxx_units_share_c_tables_under_the_msvc_abi(tmp_path):
    """The tables have C linkage in C++: where the ABI mangles the names of C++
    variables (MSVC's does; the Itanium ABI of Linux does not), a C++ unit must
    still ask for the very symbol a C implementation defines."""
    _require("clang", "nm")
    c_obj, cxx_obj = tmp_path / "unit_d.obj", tmp_path / "unit_b.obj"
    base = ["clang", *MSVC_TARGET, *STRICT, f"-I{GENERATED}", "-c"]
    _compile([*base, "-std=c11", "-DBB_IMPLEMENTATION", C_DIR / "unit_d.c", "-o", c_obj])
    _compile([*base, "-x", "c++", "-std=c++17", "-DBB_SHARED_TABLES", C_DIR / "unit_b.c", "-o", cxx_obj])
    wanted = {line.split()[-1] for line in _run(["nm", cxx_obj]).stdout.splitlines() if line.split()[-2:-1] == ["U"]}
    tables = {name for name in wanted if "BB_" in name}
    assert tables, wanted
    assert tables <= set(_defined_symbols(c_obj)), tables


# --- checked mode -------------------------------------------------------------------

CHECKED_COMPILERS = {
    "gcc": ("gcc", "-std=c99", "-O1", *STRICT),
    "g++": ("g++", "-std=c++17", "-O1", *STRICT, "-x", "c++"),
    "clang": ("clang", "-std=c11", "-O1", *STRICT),
    "tcc": ("tcc", "-std=c99", "-Wall", "-Werror"),
}


@pytest.fixture(scope="module")
def checked_drivers(tmp_path_factory):
    """Returns {compiler: the driver built with BB_CHECKED} (None where missing)."""
    work = tmp_path_factory.mktemp("checked")
    (work / "driver_tables.h").write_text("static void print_tables(void) {}\n" + calls_source(CALLS))
    out = {}
    for name, command in CHECKED_COMPILERS.items():
        if shutil.which(command[0]) is None:
            out[name] = None
            continue
        exe = work / f"driver-{name}"
        _compile([*command, "-DBB_CHECKED", f"-I{GENERATED}", f"-I{work}", C_DIR / "driver.c", "-o", exe])
        out[name] = exe
    return out


def _bad_calls() -> List[Tuple[str, str, str, int, str]]:
    """Returns (function, query line, argument, value, expected) for every function and
    every argument it checks, each out of range below and above."""
    calls = []
    for fn in FUNCTIONS:
        ranged = {name: (count, expected) for name, count, expected in ranged_arguments(fn)}
        for argument, (count, expected) in ranged.items():
            for value in (-1, count, 1 << 20, -(1 << 31)):
                args = [str(value) if name == argument else "0" if name in ranged else "0x8100000000000081" for name, _ in fn.params]
                calls.append((fn.name, " ".join([fn.name, *args]), argument, value, expected))
    calls.append(("lsb", "lsb 0", "b", 0, "a bitboard with a bit set"))
    return calls


BAD_CALLS = _bad_calls()


@pytest.mark.parametrize("compiler", list(CHECKED_COMPILERS))
def test_checked_mode_stops_every_out_of_range_argument(checked_drivers, compiler):
    if checked_drivers[compiler] is None:
        _require(CHECKED_COMPILERS[compiler][0])
    checked = {fn.name for fn in FUNCTIONS if ranged_arguments(fn)} | {"lsb"}
    assert {name for name, *_ in BAD_CALLS} == checked
    helpers = [fn.name for fn in FUNCTIONS if fn.group == "squares"]  # macros: constant expressions, no check
    # and popcount and squares, which take any bitboard, and parse_square, any text
    assert len(checked) == len(FUNCTIONS) - 3 - len(helpers)
    for name, query, argument, value, expected in BAD_CALLS:
        proc = _run([checked_drivers[compiler]], input=query + "\n", timeout=30)
        assert proc.returncode == -signal.SIGABRT, (query, proc.returncode, proc.stdout)
        assert proc.stderr == f"bb_{name}: {argument} = {value}, expected {expected}\n", query


def test_swapped_arguments_stop_in_checked_mode(tmp_path):
    # bb_rook_attacks(BB_A1, occ): compiles (without -Wconversion) and, checked, stops.
    _require("gcc")
    src = tmp_path / "swapped.c"
    src.write_text(
        '#include "bitboards.h"\n#include <stdio.h>\n#include <stdlib.h>\n'
        "int main(int argc, char **argv) {\n"
        "    uint64_t occ = argc > 1 ? (uint64_t)strtoull(argv[1], NULL, 0) : 0;\n"
        '    printf("%d\\n", bb_popcount(bb_rook_attacks(BB_A1, occ)));\n'
        "    return 0;\n}\n"
    )
    loose = ["gcc", "-std=c99", "-Wall", "-Wextra", "-Werror", "-pedantic", f"-I{GENERATED}", src]
    _compile([*loose, "-o", tmp_path / "unchecked"])
    _compile([*loose, "-DBB_CHECKED", "-o", tmp_path / "checked"])
    proc = _run([tmp_path / "checked", "0xffff"])
    assert proc.returncode == -signal.SIGABRT
    assert proc.stderr == "bb_rook_attacks: sq = 65535, expected a square 0..63\n"
    # -Wconversion finds the same call at compile time
    warned = _run([*loose, "-Wconversion", "-fsyntax-only"])
    assert "[-Werror=conversion]" in warned.stderr, warned.stderr


def test_checked_mode_calls_a_user_hook(tmp_path):
    _require("gcc")
    src = tmp_path / "hook.c"
    src.write_text(
        "#include <stdio.h>\n#include <stdlib.h>\n"
        "static void hook(const char *function, const char *argument, long long value, const char *expected) {\n"
        '    printf("hook %s %s %lld %s\\n", function, argument, value, expected);\n'
        "    exit(3);\n}\n"
        "#define BB_CHECKED\n"
        "#define BB_CHECK_FAILED(function, argument, value, expected) hook(function, argument, value, expected)\n"
        '#include "bitboards.h"\n'
        "int main(int argc, char **argv) {\n"
        "    (void)argc;\n"
        '    printf("%d\\n", bb_popcount(bb_piece_attacks(atoi(argv[1]), 0, BB_D4)));\n'
        "    return 0;\n}\n"
    )
    _compile(["gcc", "-std=c99", *STRICT, f"-I{GENERATED}", src, "-o", tmp_path / "hook"])
    ok = _run([tmp_path / "hook", "4"])
    assert (ok.returncode, ok.stdout) == (0, "27\n")
    bad = _run([tmp_path / "hook", "6"])
    assert (bad.returncode, bad.stdout, bad.stderr) == (3, "hook bb_piece_attacks piece 6 a piece 0..5\n", "")


@pytest.mark.parametrize("cc", ["gcc", "clang"])
def test_checks_leave_no_code_when_off(tmp_path, cc):
    """Without BB_CHECKED, the driver compiles to the same assembly as with every
    check line deleted from the header: the checks cost nothing."""
    _require(cc)
    stripped = tmp_path / "stripped"
    stripped.mkdir()
    for name in ("bitboards.h", "bitboards_engine.h"):
        text = (GENERATED / name).read_text()
        lines = [line for line in text.splitlines(keepends=True) if not re.match(r"\s+BB_CHECK_\(", line)]
        assert len(lines) < len(text.splitlines()) - 15, name
        (stripped / name).write_text("".join(lines))
    (tmp_path / "driver_tables.h").write_text("static void print_tables(void) {}\n" + calls_source(CALLS))
    asm = []
    for include in (GENERATED, stripped):
        out = tmp_path / f"driver-{include.name}.s"
        _compile([cc, "-std=c99", "-O2", *STRICT, f"-I{include}", f"-I{tmp_path}", "-S", C_DIR / "driver.c", "-o", out])
        asm.append(out.read_text())
    assert asm[0] == asm[1]


def test_prefix_renames_the_macros_of_every_mode(tmp_path):
    """--prefix CHESS --only rook_attacks: CHESS_SHARED_TABLES, CHESS_IMPLEMENTATION
    and CHESS_CHECKED work on the subset, and name no BB_ macro."""
    _require("gcc", "nm")
    out = tmp_path / "out"
    out.mkdir()
    proc = run_cli(["generate", "--out", str(out), "--prefix", "CHESS", "--only", "rook_attacks"], ROOT)
    assert proc.returncode == 0, proc.stderr
    header = (out / "bitboards.h").read_text()
    assert "BB_" not in header.replace("CHESS_", "")
    (tmp_path / "tables.c").write_text('#define CHESS_IMPLEMENTATION\n#include "bitboards.h"\n')
    (tmp_path / "main.c").write_text(
        '#include "bitboards.h"\n#include <stdio.h>\n#include <stdlib.h>\n'
        "int main(int argc, char **argv) {\n    (void)argc;\n"
        '    printf("%d\\n", __builtin_popcountll(chess_rook_attacks(0, atoi(argv[1]))));\n    return 0;\n}\n'
    )
    objects = []
    for src, defines in (("tables.c", []), ("main.c", ["-DCHESS_SHARED_TABLES", "-DCHESS_CHECKED"])):
        obj = tmp_path / src.replace(".c", ".o")
        _compile(["gcc", "-std=gnu99", *STRICT, *defines, f"-I{out}", "-c", tmp_path / src, "-o", obj])
        objects.append(obj)
    exe = tmp_path / "program"
    _compile(["gcc", *objects, "-o", exe])
    assert "CHESS_A_FILE_ATTACKS" in _defined_symbols(objects[0]) and "CHESS_A_FILE_ATTACKS" not in _defined_symbols(objects[1])
    assert _run([exe, "27"]).stdout == "14\n"
    bad = _run([exe, "64"])
    assert (bad.returncode, bad.stderr) == (-signal.SIGABRT, "chess_rook_attacks: sq = 64, expected a square 0..63\n")


# --- docs/functions.md says so --------------------------------------------------------------

DOC = (ROOT / "docs" / "functions.md").read_text()  # where the use of the header is documented


def test_documented_build_of_several_files_stores_the_tables_once(tmp_path):
    """The three commands of docs/functions.md, run as they stand (the header found through
    CPATH), on a main.c, a search.c and a tables.c of one #include."""
    _require("cc", "nm")
    (block,) = [b for b in re.findall(r"```sh\n(.*?)```", DOC, re.S) if "BB_IMPLEMENTATION" in b]
    (tmp_path / "tables.c").write_text('#include "bitboards.h"\n')
    (tmp_path / "search.c").write_text(
        '#include "bitboards.h"\nint search(void);\nint search(void) { return bb_popcount(bb_queen_attacks(0, BB_D4)); }\n'
    )
    (tmp_path / "main.c").write_text(
        '#include "bitboards.h"\n#include <stdio.h>\nint search(void);\n'
        'int main(void) { printf("%d %d\\n", search(), bb_popcount(BB_BEHIND[BB_D4][BB_F4])); return 0; }\n'
    )
    env = dict(os.environ, CPATH=str(GENERATED))
    proc = subprocess.run(["sh", "-e", "-c", block], cwd=tmp_path, env=env, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    assert _run([tmp_path / "engine"]).stdout == "27 2\n"
    holders = [obj.name for obj in sorted(tmp_path.glob("*.o")) if "BB_BEHIND" in _defined_symbols(obj)]
    assert holders == ["tables.o"]


def test_docs_show_the_checked_mode_message():
    assert "\nbb_rook_attacks: sq = 65535, expected a square 0..63\n" in DOC
