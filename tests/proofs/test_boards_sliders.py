"""Slider techniques on boards other than 8x8 (issue 49): the magics recorded per board
and mapping, and the fancy magic, PEXT and hyperbola lookups printed from them, against
walks written here.

- Every recorded magic is checked on every subset of its line's mask, the attack sets
  by this file's own walk of the board (file and rank stepped, numbered by the
  mapping's rule written out here): two subsets that share an index share their attacks.
- The C header (bitboards_sliders_WxH.h) of every board, each under its own prefix, is
  compiled into one program, a unit per board: every subset of every line's mask of
  every square, each paired with a subset of the piece's other line and with squares
  off both lines, answered by rook_attacks_magic and bishop_attacks_magic (queen's for
  some), and by rook_attacks_hyperbola and bishop_attacks_hyperbola (queen's for some),
  against the unit's own walk. Where the CPU has BMI2 the same build (-mbmi2
  -DBB_PEXT; C++ and Rust for BMI2 too) asks rook_attacks_pext, bishop_attacks_pext and
  queen_attacks_pext the same questions. The C++ headers (each in its namespace), the
  Rust modules and the Zig modules (built by the pinned Zig and the current one) are
  asked the same, each language's boards in one program.
- The Python module is imported and sampled the same way.
- The model itself (sliders/board_techniques.py), evaluated before any language prints
  it, against the walk: every technique on two boards, hyperbola (which needs no
  magics) on boards past 64 squares and with padded rows too.
"""

from __future__ import annotations

import importlib.util
import platform
import random
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from bitboard_tables.board import parse_board
from bitboard_tables.cli import main
from bitboard_tables.languages import read_generated
from bitboard_tables.mapping import mapping_named
from bitboard_tables.sliders.board_magics import BOARD_LINES, NoMagics, recorded_board_magics
from tests.drivers.c.build import cpu_has_bmi2
from tests.drivers.zig.build import ZIGS
from tests.harness import kept

# the boards of issue 49 but 8x8 (whose sliders the 8x8 proofs prove), each in a mapping whose magics
# are recorded (bitboard_tables/board_magics/): minishogi's and Gardner's, Los Alamos' (file-major),
# Silverman's, shogi's, Capablanca's, xiangqi's (file-major), Grand's, Fairy-Stockfish's largest and 128 squares
BOARDS = [("5x5", "LERF"), ("6x6", "LEFR"), ("4x8", "LERF"), ("9x9", "LERF"), ("10x8", "LERF"), ("9x10", "LEFR"),
          ("10x10", "LERF"), ("12x10", "LERF"), ("16x8", "LERF")]  # fmt: skip
WALKED = [board for board in BOARDS if board[0] != "16x8"]  # 16x8's 1.2 million subsets: its lookups prove its magics
STEPS = {"rank": [(1, 0), (-1, 0)], "file": [(0, 1), (0, -1)], "diagonal": [(1, 1), (-1, -1)], "anti_diagonal": [(-1, 1), (1, -1)]}
PIECES = {"rook": ("rank", "file"), "bishop": ("diagonal", "anti_diagonal")}


class Walk:
    """The brute force: squares as (file, rank), numbered by the mapping's rule written
    out here (LERF: rank-major, LEFR: file-major, both counting up), rows `stride` apart."""

    def __init__(self, board_text: str, mapping_name: str):
        found = re.fullmatch(r"(\d+)x(\d+)(?:/(\d+))?", board_text)
        self.files, self.ranks = int(found.group(1)), int(found.group(2))
        self.file_major = {"LERF": False, "LEFR": True}[mapping_name]
        self.stride = int(found.group(3) or (self.ranks if self.file_major else self.files))
        self.width = 64 if self.number(self.files - 1, self.ranks - 1) < 64 else 128

    def number(self, f: int, r: int) -> int:
        return self.stride * f + r if self.file_major else self.stride * r + f

    def squares(self):
        return [(f, r) for r in range(self.ranks) for f in range(self.files)]

    def slide(self, f: int, r: int, occ: int, steps) -> int:
        out = 0
        for df, dr in steps:
            x, y = f + df, r + dr
            while 0 <= x < self.files and 0 <= y < self.ranks:
                out |= 1 << self.number(x, y)
                if occ >> self.number(x, y) & 1:
                    break
                x, y = x + df, y + dr
        return out

    def mask(self, f: int, r: int, steps) -> int:
        """The line's squares less (f, r) and each ray's last square."""
        out = 0
        for df, dr in steps:
            ray, x, y = [], f + df, r + dr
            while 0 <= x < self.files and 0 <= y < self.ranks:
                ray.append(self.number(x, y))
                x, y = x + df, y + dr
            for t in ray[:-1]:
                out |= 1 << t
        return out


def subsets(mask: int):
    occ = 0
    while True:
        yield occ
        occ = (occ - mask) & mask
        if not occ:
            return


def indices(line: str, magics, walk: Walk, f: int, r: int):
    """Yields (index within the block, attacks) of every subset of the line's mask."""
    sq, mask = walk.number(f, r), walk.mask(f, r, STEPS[line])
    bits, top = bin(mask).count("1"), (1 << walk.width) - 1
    shift = walk.width - max(bits, 1)
    for occ in subsets(mask):
        yield ((occ * magics[sq]) & top) >> shift, walk.slide(f, r, occ, STEPS[line])


@pytest.mark.parametrize("board_text,mapping_name", WALKED)
def test_every_recorded_magic_sends_equal_attacks_alone_to_an_entry(board_text, mapping_name):
    walk = Walk(board_text, mapping_name)
    recorded = recorded_board_magics(mapping_named(mapping_name).on(parse_board(board_text)))
    assert list(recorded) == list(BOARD_LINES)
    for line, magics in recorded.items():
        assert len(magics) == walk.number(walk.files - 1, walk.ranks - 1) + 1
        for f, r in walk.squares():
            seen = {}
            for index, attacks in indices(line, magics, walk, f, r):
                assert seen.setdefault(index, attacks) == attacks, (line, f, r)


def test_a_board_without_magics_names_the_command(capsys, tmp_path):
    with pytest.raises(NoMagics, match=r"python -m bitboard_tables.sliders --board 7x7 --mapping LERF --write"):
        recorded_board_magics(mapping_named("LERF").on(parse_board("7x7")))
    assert main(["generate", "--no-config", "--out", str(tmp_path), "--board", "7x7", "--lang", "c"]) == 0
    assert sorted(p.name for p in tmp_path.iterdir()) == ["bitboards_7x7.h"]
    err = capsys.readouterr().err
    assert "python -m bitboard_tables.sliders --board 7x7 --mapping LERF --write" in err


def c_check(walk: Walk, header: Path, cpp: bool = False, name: str = "", tag: str = "") -> str:
    """Returns a C program (C++ with `cpp`) that checks every subset of every line's mask
    of every square through the header's lookups against its own walk; it prints its
    failures and checks. The header's names: `name`_ (C's prefix in lower case, bb by
    default) or `name`:: (C++'s namespace, bitboards by default). With `tag`, a unit of
    a program rather than one: its entry is int check_`tag`(void), and each line it
    prints begins with `tag`."""
    name = name or ("bitboards" if cpp else "bb")
    spelled = (lambda fn: f"{name}::{fn}") if cpp else (lambda fn: f"{name}_{fn}")
    t = spelled("bitboard_t") if walk.width > 64 else "uint64_t"
    renamed = [f"#define bb_{fn}_{kind} {spelled(fn)}_{kind}" for kind in ("magic", "hyperbola") for fn in ("rook_attacks", "bishop_attacks", "queen_attacks")]
    renamed_pext = [f"#define bb_{fn} {spelled(fn)}" for fn in ("rook_attacks_pext", "bishop_attacks_pext", "queen_attacks_pext")]
    if name == "bb":  # C's own names
        renamed = renamed_pext = []
    label = f"{tag} " if tag else ""
    numbering = "STRIDE * f + r" if walk.file_major else "STRIDE * r + f"
    lines = [
        "#include <stdio.h>",
        f'#include "{header}"',
        f"typedef {t} bb;",
        f"enum {{ FILES = {walk.files}, RANKS = {walk.ranks}, STRIDE = {walk.stride} }};",
        f"static int number(int f, int r) {{ return {numbering}; }}",
        "static const int STEPS[4][2][2] = {" + ", ".join("{" + ", ".join(f"{{{a}, {b}}}" for a, b in STEPS[n]) + "}" for n in STEPS) + "};",
        "static bb slide(int f, int r, bb occ, int line) {",
        "    bb out = 0;",
        "    for (int k = 0; k < 2; k++) {",
        "        for (int x = f + STEPS[line][k][0], y = r + STEPS[line][k][1]; x >= 0 && x < FILES && y >= 0 && y < RANKS;",
        "             x += STEPS[line][k][0], y += STEPS[line][k][1]) {",
        "            out |= (bb)1 << number(x, y);",
        "            if (occ >> number(x, y) & 1) break;",
        "        }",
        "    }",
        "    return out;",
        "}",
        "static bb inner(int f, int r, int line) {",
        "    bb out = 0;",
        "    for (int k = 0; k < 2; k++) {",
        "        int x = f + STEPS[line][k][0], y = r + STEPS[line][k][1];",
        "        while (x + STEPS[line][k][0] >= 0 && x + STEPS[line][k][0] < FILES && y + STEPS[line][k][1] >= 0 && y + STEPS[line][k][1] < RANKS) {",
        "            out |= (bb)1 << number(x, y);",
        "            x += STEPS[line][k][0], y += STEPS[line][k][1];",
        "        }",
        "    }",
        "    return out;",
        "}",
        *renamed,
        # the PEXT lookups where the build has them (C: BB_PEXT; C++: BMI2 on x86-64), asked the same questions
        "#if (defined(__cplusplus) && defined(__BMI2__) && defined(__x86_64__)) || (!defined(__cplusplus) && defined(BB_PEXT))",
        "#define PEXT_CHECKED 1",
        *renamed_pext,
        "#else",
        "#define PEXT_CHECKED 0",
        "#endif",
        "static bb state = 0x9E3779B97F4A7C15u;",
        "static bb junk(bb board) { state ^= state << 13; state ^= state >> 7; state ^= state << 17; return (state | state << 64 % (sizeof(bb) * 8)) & board; }",
        f"int check_{tag}(void);" if tag else "",
        f"int check_{tag}(void) {{" if tag else "int main(void) {",
        "    long checks = 0, failures = 0, pext_checks = 0;",
        "    bb board = 0;",
        "    for (int f = 0; f < FILES; f++) for (int r = 0; r < RANKS; r++) board |= (bb)1 << number(f, r);",
        "    for (int f = 0; f < FILES; f++) for (int r = 0; r < RANKS; r++) {",
        "        int sq = number(f, r);",
        "        for (int piece = 0; piece < 2; piece++) for (int first = 0; first < 2; first++) {",
        "            int a = 2 * piece + first, b = 2 * piece + 1 - first;",
        "            bb mask = inner(f, r, a), other = inner(f, r, b), occ = 0, paired = 0;",
        "            do {",
        "                bb full = occ | paired | (junk(board) & ~(mask | other));",
        "                bb got = piece ? bb_bishop_attacks_magic(full, sq) : bb_rook_attacks_magic(full, sq);",
        "                bb want = slide(f, r, full, a) | slide(f, r, full, b);",
        "                if ((checks & 15) == 0) { got |= bb_queen_attacks_magic(full, sq) & 0; }",
        "                checks++;",
        "                if (got != want && failures++ < 5) printf(\"square %d piece %d: wrong\\n\", sq, piece);",
        "                got = piece ? bb_bishop_attacks_hyperbola(full, sq) : bb_rook_attacks_hyperbola(full, sq);",
        "                if (got != want && failures++ < 5) printf(\"square %d piece %d: wrong by hyperbola\\n\", sq, piece);",
        "#if PEXT_CHECKED",
        "                got = piece ? bb_bishop_attacks_pext(full, sq) : bb_rook_attacks_pext(full, sq);",
        "                pext_checks++;",
        "                if (got != want && failures++ < 5) printf(\"square %d piece %d: wrong by PEXT\\n\", sq, piece);",
        "#endif",
        "                occ = (occ - mask) & mask;",
        "                paired = (paired - other) & other;",
        "            } while (occ);",
        "        }",
        "        for (int k = 0; k < 64; k++) {  /* the queen, on random occupancies */",
        "            bb full = junk(board);",
        "            checks++;",
        "            if (bb_queen_attacks_magic(full, sq) != (slide(f, r, full, 0) | slide(f, r, full, 1) | slide(f, r, full, 2) | slide(f, r, full, 3))) failures++;",
        "            if (bb_queen_attacks_hyperbola(full, sq) != (slide(f, r, full, 0) | slide(f, r, full, 1) | slide(f, r, full, 2) | slide(f, r, full, 3))) failures++;",
        "#if PEXT_CHECKED",
        "            pext_checks++;",
        "            if (bb_queen_attacks_pext(full, sq) != (slide(f, r, full, 0) | slide(f, r, full, 1) | slide(f, r, full, 2) | slide(f, r, full, 3))) failures++;",
        "#endif",
        "        }",
        "    }",
        f'    if (PEXT_CHECKED) printf("{label}pext %ld\\n", pext_checks);',
        f'    printf("{label}%ld %ld\\n", failures, checks);',
        "    return 0;",
        "}",
    ]
    return "\n".join(lines) + "\n"


# the PEXT lookups are built where the CPU runs them: C's under BB_PEXT with BMI2, C++'s with BMI2
PEXT_FLAGS = ("-mbmi2", "-DBB_PEXT") if cpu_has_bmi2() and platform.machine() in ("x86_64", "AMD64") else ()


def board_results(output: str) -> dict:
    """Returns {tag: (failures, checks, PEXT checks)} of a program of many boards, whose
    lines are "TAG FAILURES CHECKS" and, where its PEXT lookups were asked, "TAG pext N"."""
    found = {}
    for line in output.splitlines():
        tag, first, second = line.split()
        if first == "pext":
            found.setdefault(tag, [0, 0, 0])[2] = int(second)
        else:
            found.setdefault(tag, [0, 0, 0])[:2] = [int(first), int(second)]
    return {tag: tuple(values) for tag, values in found.items()}


def assert_every_board_checked(output: str, pext: bool = False, per_square: int = 64) -> None:
    """Asserts that `output` reports every board of BOARDS without a failure, each
    asked more than `per_square` questions a square, and with `pext` the PEXT lookups
    asked every one."""
    results = board_results(output)
    assert sorted(results) == sorted(tag for tag, _ in written_boards()), output
    for tag, walk in written_boards():
        failures, checks, pext_asked = results[tag]
        assert failures == 0 and checks > walk.files * walk.ranks * per_square, (tag, failures, checks)
        assert pext_asked == (checks if pext else 0), (tag, output)


def written_boards():
    """Returns [(tag, its Walk)] of BOARDS."""
    return [(board_text.replace("/", "_"), Walk(board_text, mapping_name)) for board_text, mapping_name in BOARDS]


@pytest.fixture(scope="module")
def written(tmp_path_factory) -> Path:
    """Returns the directory of each board's directory of its sliders files in C, C++,
    Python, Rust and Zig (and the C and C++ tables they include), written once: C's
    prefixed S<TAG> (s5x5_rook_attacks_magic), C++'s in the namespace s<tag>, so that
    one program holds every board."""
    root = tmp_path_factory.mktemp("boards")
    for board_text, mapping_name in BOARDS:
        tag = board_text.replace("/", "_")
        files = [f"bitboards_{tag}.h", f"bitboards_{tag}.hpp", *(f"bitboards_sliders_{tag}.{suffix}" for suffix in ("h", "hpp", "py", "rs", "zig"))]
        generated(root, board_text, mapping_name, "c,cpp,python,rust,zig", "--prefix", f"S{tag.upper()}", "--file", ",".join(files))
    return root


def laid_out_boards(written: Path, build: Path, *names: str) -> Path:
    """Returns `build`, made, holding each board's files `names` ({tag} the board's) from `written`."""
    build.mkdir()
    for tag, _ in written_boards():
        for name in names:
            shutil.copy(written / tag / name.format(tag=tag), build)
    return build


def generated(tmp_path: Path, board_text: str, mapping_name: str, lang: str, *options: str) -> Path:
    out = tmp_path / board_text.replace("/", "_")
    assert main(["generate", "--no-config", "--out", str(out), "--board", board_text, "--mapping", mapping_name, "--lang", lang, *options]) == 0
    return out


def c_units(build: Path, cpp: bool) -> list:
    """Writes into `build` a unit per board checking its header (c_check's, under the
    board's prefix or namespace) and a main calling each; returns the units' names."""
    suffix = "cpp" if cpp else "c"
    units = []
    for tag, walk in written_boards():
        header = f"bitboards_sliders_{tag}.{'hpp' if cpp else 'h'}"
        switch = "" if cpp else f"#ifdef BB_PEXT\n#define S{tag.upper()}_PEXT\n#endif\n"  # the switch bears the prefix
        (build / f"check_{tag}.{suffix}").write_text(switch + c_check(walk, Path(header), cpp=cpp, name=f"s{tag}", tag=tag))
        units.append(f"check_{tag}.{suffix}")
    declared = "".join(f"int check_{tag}(void);\n" for tag, _ in written_boards())
    called = "".join(f"    check_{tag}();\n" for tag, _ in written_boards())
    (build / f"main.{suffix}").write_text(f"{declared}\nint main(void) {{\n{called}    return 0;\n}}\n")
    return [*units, f"main.{suffix}"]


def build_and_run(command, build: Path) -> str:
    """Builds by `command` in `build` (its program kept: tests/harness/kept.py), silently,
    and returns what the program ./check prints."""
    proc = kept.run(command, kept.C_SOURCES, cwd=build)
    assert proc.returncode == 0 and not proc.stdout and not proc.stderr, proc.stderr[:3000]
    return subprocess.run([str(build / "check")], check=True, capture_output=True, text=True).stdout


@pytest.mark.skipif(shutil.which("cc") is None, reason="no C compiler")
def test_the_c_lookups_equal_the_walk_on_every_subset(written, tmp_path):
    """Every board's C header in one program, a unit per board: c_check's questions."""
    build = laid_out_boards(written, tmp_path / "c", "bitboards_{tag}.h", "bitboards_sliders_{tag}.h")
    units = c_units(build, cpp=False)
    flags = ["-std=c99", "-O1", "-Wall", "-Wextra", "-Werror", "-pedantic", "-Wno-unused-function", *PEXT_FLAGS]
    assert_every_board_checked(build_and_run(["cc", *flags, *units, "-o", "check"], build), pext=bool(PEXT_FLAGS))
    for tag, walk in written_boards():
        check_read_back(build / f"bitboards_sliders_{tag}.h", walk)


@pytest.mark.skipif(shutil.which("c++") is None, reason="no C++ compiler")
def test_the_cpp_lookups_equal_the_walk_on_every_subset(written, tmp_path):
    """Every board's C++ header in one program, a unit per board: the C program's checks."""
    build = laid_out_boards(written, tmp_path / "cpp", "bitboards_{tag}.hpp", "bitboards_sliders_{tag}.hpp")
    units = c_units(build, cpp=True)
    flags = ["-std=c++17", "-O1", "-Wall", "-Wextra", "-Werror", "-pedantic", *PEXT_FLAGS[:1]]
    assert_every_board_checked(build_and_run(["c++", *flags, *units, "-o", "check"], build), pext=bool(PEXT_FLAGS))
    for tag, walk in written_boards():
        check_read_back(build / f"bitboards_sliders_{tag}.hpp", walk)


def rust_check(walk: Walk, tag: str, unit: bool = False) -> str:
    """Returns a Rust program that checks the module's lookups as c_check's program does;
    with `unit`, a module of a program (check_`tag`.rs) whose run() does, each line it
    prints beginning with `tag`."""
    if unit:
        program = rust_check(walk, tag).replace(f"#[allow(dead_code)]\nmod bitboards_sliders_{tag};", f"use crate::bitboards_sliders_{tag};")
        program = program.replace("fn main() {", "pub fn run() {").replace('println!("pext', f'println!("{tag} pext')
        return program.replace('println!("{failures}', f'println!("{tag} {{failures}}')
    t = "u128" if walk.width > 64 else "u64"
    numbering = "STRIDE * f + r" if walk.file_major else "STRIDE * r + f"
    steps = ", ".join("[" + ", ".join(f"[{a}, {b}]" for a, b in STEPS[n]) + "]" for n in STEPS)
    return f"""#[allow(dead_code)]
mod bitboards_sliders_{tag};
type Bb = {t};
const FILES: i32 = {walk.files};
const RANKS: i32 = {walk.ranks};
const STRIDE: i32 = {walk.stride};
const STEPS: [[[i32; 2]; 2]; 4] = [{steps}];
fn number(f: i32, r: i32) -> u32 {{
    ({numbering}) as u32
}}
fn on(x: i32, y: i32) -> bool {{
    (0..FILES).contains(&x) && (0..RANKS).contains(&y)
}}
fn slide(f: i32, r: i32, occ: Bb, line: usize, inner: bool) -> Bb {{
    let mut out: Bb = 0;
    for step in STEPS[line] {{
        let (mut x, mut y) = (f + step[0], r + step[1]);
        while on(x, y) && (!inner || on(x + step[0], y + step[1])) {{
            out |= 1 << number(x, y);
            if !inner && occ >> number(x, y) & 1 != 0 {{
                break;
            }}
            x += step[0];
            y += step[1];
        }}
    }}
    out
}}
fn main() {{
    let tables = bitboards_sliders_{tag}::MagicAttacks::new();
    // the PEXT lookups where the target has #[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))], asked the same questions (piece 2: the queen)
    #[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
    let pext = bitboards_sliders_{tag}::PextAttacks::new();
    #[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
    let ask_pext = |piece: usize, full: Bb, sq: usize| match piece {{
        0 => pext.rook_attacks_pext(full, sq),
        1 => pext.bishop_attacks_pext(full, sq),
        _ => pext.queen_attacks_pext(full, sq),
    }};
    #[cfg(not(all(target_arch = "x86_64", target_feature = "bmi2")))]
    let ask_pext = |_: usize, _: Bb, _: usize| -> Bb {{ 0 }};
    let mut pext_checks: u64 = 0;
    let (mut checks, mut failures, mut state): (u64, u64, u64) = (0, 0, 0x9E37_79B9_7F4A_7C15);
    let mut board: Bb = 0;
    for f in 0..FILES {{
        for r in 0..RANKS {{
            board |= 1 << number(f, r);
        }}
    }}
    for f in 0..FILES {{
        for r in 0..RANKS {{
            let sq = number(f, r) as usize;
            for piece in 0..2 {{
                for first in 0..2 {{
                    let (a, b) = (2 * piece + first, 2 * piece + 1 - first);
                    let (mask, other) = (slide(f, r, 0, a, true), slide(f, r, 0, b, true));
                    let (mut occ, mut paired): (Bb, Bb) = (0, 0);
                    loop {{
                        state ^= state << 13;
                        state ^= state >> 7;
                        state ^= state << 17;
                        let full = occ | paired | (Bb::from(state) * 0x1_0000_0001 & board & !(mask | other));
                        let got = if piece == 1 {{ tables.bishop_attacks_magic(full, sq) }} else {{ tables.rook_attacks_magic(full, sq) }};
                        let want = slide(f, r, full, a, false) | slide(f, r, full, b, false);
                        let queen = (0..4).fold(0, |q, line| q | slide(f, r, full, line, false));
                        checks += 1;
                        failures += u64::from(got != want) + u64::from(tables.queen_attacks_magic(full, sq) != queen);
                        let hyperbola = if piece == 1 {{ bitboards_sliders_{tag}::bishop_attacks_hyperbola(full, sq) }} else {{ bitboards_sliders_{tag}::rook_attacks_hyperbola(full, sq) }};
                        failures += u64::from(hyperbola != want) + u64::from(bitboards_sliders_{tag}::queen_attacks_hyperbola(full, sq) != queen);
                        if cfg!(all(target_arch = "x86_64", target_feature = "bmi2")) {{
                            pext_checks += 1;
                            failures += u64::from(ask_pext(piece, full, sq) != want) + u64::from(ask_pext(2, full, sq) != queen);
                        }}
                        occ = occ.wrapping_sub(mask) & mask;
                        paired = paired.wrapping_sub(other) & other;
                        if occ == 0 {{
                            break;
                        }}
                    }}
                }}
            }}
        }}
    }}
    if cfg!(all(target_arch = "x86_64", target_feature = "bmi2")) {{
        println!("pext {{pext_checks}}");
    }}
    println!("{{failures}} {{checks}}");
}}
"""


@pytest.mark.skipif(shutil.which("rustc") is None, reason="no Rust compiler")
def test_the_rust_lookups_equal_the_walk_on_every_subset(written, tmp_path):
    """Every board's Rust module in one program, a module checking each: the C program's checks."""
    from tests.drivers.rust.build import NEWEST

    build = laid_out_boards(written, tmp_path / "rust", "bitboards_sliders_{tag}.rs")
    lines = []
    for tag, walk in written_boards():
        (build / f"check_{tag}.rs").write_text(rust_check(walk, tag, unit=True))
        lines += [f"#[allow(dead_code)]\nmod bitboards_sliders_{tag};", f"mod check_{tag};"]
    called = "".join(f"    check_{tag}::run();\n" for tag, _ in written_boards())
    (build / "main.rs").write_text("\n".join(lines) + f"\n\nfn main() {{\n{called}}}\n")
    bmi2 = ["-C", "target-feature=+bmi2"] if PEXT_FLAGS else []
    NEWEST.build(["--edition", "2021", "-O", *bmi2, "main.rs", "-o", "check"], cwd=build)
    output = subprocess.run([str(build / "check")], check=True, capture_output=True, text=True).stdout
    assert_every_board_checked(output, pext=bool(PEXT_FLAGS), per_square=1)
    for tag, walk in written_boards():
        check_read_back(build / f"bitboards_sliders_{tag}.rs", walk)
    if shutil.which("rustfmt"):  # rustfmt-clean, as an engine's `cargo fmt --check` wants a vendored file
        files = [str(build / f"bitboards_sliders_{tag}.rs") for tag, _ in written_boards()]
        subprocess.run(["rustfmt", "--check", "--edition", "2021", *files], check=True)


def zig_check(walk: Walk, tag: str, unit: bool = False) -> str:
    """Returns a Zig program that checks the module's lookups as c_check's program does;
    with `unit`, a file of a program (check_`tag`.zig) whose run() does, its line
    beginning with `tag`."""
    if unit:
        program = zig_check(walk, tag).replace("pub fn main() void {", "pub fn run() void {")
        return program.replace('std.debug.print("{d} {d}', f'std.debug.print("{tag} {{d}} {{d}}')
    t = "u128" if walk.width > 64 else "u64"
    numbering = "STRIDE * f + r" if walk.file_major else "STRIDE * r + f"
    steps = ", ".join(".{" + ", ".join(f".{{ {a}, {b} }}" for a, b in STEPS[n]) + "}" for n in STEPS)
    return f"""const std = @import("std");
const sl = @import("bitboards_sliders_{tag}.zig");
const Bb = {t};
const files: i32 = {walk.files};
const ranks: i32 = {walk.ranks};
const STRIDE: i32 = {walk.stride};
const steps = [4][2][2]i32{{ {steps} }};
var tables: sl.MagicAttacks = undefined;
fn number(f: i32, r: i32) usize {{
    return @intCast({numbering});
}}
fn on(x: i32, y: i32) bool {{
    return x >= 0 and x < files and y >= 0 and y < ranks;
}}
fn bit(f: i32, r: i32) Bb {{
    return @as(Bb, 1) << @intCast(number(f, r));
}}
fn slide(f: i32, r: i32, occ: Bb, line: usize, inner: bool) Bb {{
    var out: Bb = 0;
    for (steps[line]) |step| {{
        var x = f + step[0];
        var y = r + step[1];
        while (on(x, y) and (!inner or on(x + step[0], y + step[1]))) : ({{
            x += step[0];
            y += step[1];
        }}) {{
            out |= bit(x, y);
            if (!inner and occ & bit(x, y) != 0) break;
        }}
    }}
    return out;
}}
pub fn main() void {{
    tables.fill();
    var checks: u64 = 0;
    var failures: u64 = 0;
    var state: u64 = 0x9E3779B97F4A7C15;
    var board: Bb = 0;
    for (0..files) |fu| for (0..ranks) |ru| {{
        board |= bit(@intCast(fu), @intCast(ru));
    }};
    for (0..files) |fu| for (0..ranks) |ru| {{
        const f: i32 = @intCast(fu);
        const r: i32 = @intCast(ru);
        const sq = number(f, r);
        for (0..2) |piece| for (0..2) |first| {{
            const a = 2 * piece + first;
            const b = 2 * piece + 1 - first;
            const mask = slide(f, r, 0, a, true);
            const other = slide(f, r, 0, b, true);
            var occ: Bb = 0;
            var paired: Bb = 0;
            while (true) {{
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                const full = occ | paired | (@as(Bb, state) *% 0x100000001 & board & ~(mask | other));
                const got = if (piece == 1) tables.bishopAttacksMagic(full, sq) else tables.rookAttacksMagic(full, sq);
                const want = slide(f, r, full, a, false) | slide(f, r, full, b, false);
                var queen: Bb = 0;
                for (0..4) |line| queen |= slide(f, r, full, line, false);
                checks += 1;
                if (got != want) failures += 1;
                if (tables.queenAttacksMagic(full, sq) != queen) failures += 1;
                if ((if (piece == 1) sl.bishopAttacksHyperbola(full, sq) else sl.rookAttacksHyperbola(full, sq)) != want) failures += 1;
                if (sl.queenAttacksHyperbola(full, sq) != queen) failures += 1;
                occ = (occ -% mask) & mask;
                paired = (paired -% other) & other;
                if (occ == 0) break;
            }}
        }};
    }};
    std.debug.print("{{d}} {{d}}\\n", .{{ failures, checks }});
}}
"""


@pytest.mark.parametrize("zig", ZIGS, ids=lambda zig: zig.name)
def test_the_zig_lookups_equal_the_walk_on_every_subset(written, tmp_path, zig):
    """Every board's Zig module, zig fmt-clean, in one program, a file checking each:
    the C program's checks, built by the pinned Zig and the current one, -O ReleaseSmall:
    a build of 5 s where ReleaseSafe's takes 16 and Debug's program runs 4 s (the 8x8
    Zig programs run Debug's safety checks)."""
    zig.require()
    build = laid_out_boards(written, tmp_path / "zig", "bitboards_sliders_{tag}.zig")
    zig.run(["fmt", "--check", *(f"bitboards_sliders_{tag}.zig" for tag, _ in written_boards())], build)
    for tag, walk in written_boards():
        (build / f"check_{tag}.zig").write_text(zig_check(walk, tag, unit=True))
    imported = "".join(f'const check_{tag} = @import("check_{tag}.zig");\n' for tag, _ in written_boards())
    called = "".join(f"    check_{tag}.run();\n" for tag, _ in written_boards())
    (build / "main.zig").write_text(f"{imported}\npub fn main() void {{\n{called}}}\n")
    zig.run(["build-exe", "main.zig", "-O", "ReleaseSmall", "-femit-bin=check"], build)
    assert_every_board_checked(subprocess.run([str(build / "check")], check=True, capture_output=True, text=True).stderr, per_square=1)
    for tag, walk in written_boards():
        check_read_back(build / f"bitboards_sliders_{tag}.zig", walk)


def check_read_back(path: Path, walk: Walk) -> None:
    """The reader of `show` and `diff` reads each line's masks back equal to the walk's
    (its hyperbola's too), and its magics equal to the recorded ones."""
    tables = {t.name: t.data for t in read_generated(path).tables}
    recorded = recorded_board_magics(mapping_named("LEFR" if walk.file_major else "LERF").on(parse_board(f"{walk.files}x{walk.ranks}")))
    for line, steps in STEPS.items():
        masks = {walk.number(f, r): walk.mask(f, r, steps) for f, r in walk.squares()}
        assert tuple(tables[f"{line.upper()}_RELEVANT_MASK"]) == tuple(masks.get(sq, 0) for sq in range(len(recorded[line]))), (path.name, line)
        assert tuple(tables[f"{line.upper()}_MAGICS"]) == tuple(recorded[line]), (path.name, line)
        lines = {walk.number(f, r): walk.slide(f, r, 0, steps) for f, r in walk.squares()}  # the line through sq, sq excluded
        assert tuple(tables[f"{line.upper()}_HYPERBOLA_MASK"]) == tuple(lines.get(sq, 0) for sq in range(len(recorded[line]))), (path.name, line)


@pytest.mark.parametrize("board_text,mapping_name", BOARDS)
def test_the_python_lookups_equal_the_walk_on_a_sample(board_text, mapping_name, written):
    walk = Walk(board_text, mapping_name)
    tag = board_text.replace("/", "_")
    path = written / tag / f"bitboards_sliders_{tag}.py"
    spec = importlib.util.spec_from_file_location(f"bitboards_sliders_{tag}", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    rng = random.Random(49)
    board = sum(1 << walk.number(f, r) for f, r in walk.squares())
    for f, r in walk.squares():
        sq = walk.number(f, r)
        for piece, lines in PIECES.items():
            lookups = [getattr(module, f"{piece}_attacks_{kind}") for kind in ("magic", "hyperbola")]
            masks = [walk.mask(f, r, STEPS[line]) for line in lines]
            for _ in range(8):  # subsets of both lines' masks, and squares off them
                occ = rng.getrandbits(walk.width) & board
                steps = STEPS[lines[0]] + STEPS[lines[1]]
                inner = occ & (masks[0] | masks[1])
                wants = {occ: walk.slide(f, r, occ, steps), inner: walk.slide(f, r, inner, steps)}
                for lookup in lookups:
                    assert all(lookup(o, sq) == want for o, want in wants.items()), (lookup.__name__, f, r, hex(occ))
        occ = rng.getrandbits(walk.width) & board
        want = walk.slide(f, r, occ, sum(STEPS.values(), []))
        assert module.queen_attacks_magic(occ, sq) == want and module.queen_attacks_hyperbola(occ, sq) == want, (f, r, hex(occ))
    assert module.fill_slider_tables() is False  # the first lookup filled them
    for piece in (*PIECES, "queen"):  # a square past the board's numbering: the tuples' own IndexError, not a loop of fills
        for kind in ("magic", "hyperbola"):
            with pytest.raises(IndexError):
                getattr(module, f"{piece}_attacks_{kind}")(0, walk.number(walk.files - 1, walk.ranks - 1) + 1)
    check_read_back(path, walk)


def test_the_search_finds_the_recorded_magics_again():
    """The search is deterministic: 6x6's magics in LEFR, searched again (a second)."""
    from bitboard_tables.sliders.board_magics import search_board_magics

    mapping = mapping_named("LEFR").on(parse_board("6x6"))
    assert search_board_magics(mapping).magics == recorded_board_magics(mapping)


@pytest.mark.parametrize("board_text,mapping_name", [BOARDS[0], BOARDS[1]])
def test_the_model_evaluated_equals_the_walk(board_text, mapping_name):
    """The board techniques as the generator evaluates them, before any language prints
    them (sliders/board_techniques.py: the fill run in Python at the board's width, each
    lookup's expression evaluated), against this file's walk: fancy magic, PEXT and
    hyperbola, every piece on every square, on subsets of its lines' masks and on random
    occupancies."""
    from bitboard_tables.expression import Environment, evaluate
    from bitboard_tables.sliders.board_techniques import board_attack_tables, board_techniques, small_tables

    walk = Walk(board_text, mapping_name)
    mapping = mapping_named(mapping_name).on(parse_board(board_text))
    rng = random.Random(45)
    board = sum(1 << walk.number(f, r) for f, r in walk.squares())
    for t in board_techniques(mapping):
        tables, functions = {**small_tables(mapping), **board_attack_tables(mapping, t)}, {}

        def ask(expr, occ, sq):
            return evaluate(expr, Environment({"occ": occ, "sq": sq}, tables, functions, walk.width))

        functions.update({h.name: lambda occ, sq, h=h: ask(h.body, occ, sq) for h in (*t.indexes.values(), *t.helpers)})
        functions.update({f"{piece}_attacks_{t.name}": lambda occ, sq, piece=piece: ask(t.lookups[piece], occ, sq) for piece in PIECES})
        for f, r in walk.squares():
            sq = walk.number(f, r)
            for piece, lines in PIECES.items():
                steps = STEPS[lines[0]] + STEPS[lines[1]]
                inner = walk.mask(f, r, STEPS[lines[0]]) | walk.mask(f, r, STEPS[lines[1]])
                for occ in (rng.getrandbits(walk.width) & board, rng.getrandbits(walk.width) & inner, inner):
                    assert ask(t.lookups[piece], occ, sq) == walk.slide(f, r, occ, steps), (t.name, piece, f, r, hex(occ))
            occ = rng.getrandbits(walk.width) & board
            assert ask(t.lookups["queen"], occ, sq) == walk.slide(f, r, occ, sum(STEPS.values(), [])), (t.name, f, r)


@pytest.mark.parametrize("board_text,mapping_name", [("12x10", "LERF"), ("16x8", "LERF"), ("5x5/8", "LERF"), ("9x10/12", "LEFR")])
def test_the_model_of_hyperbola_equals_the_walk(board_text, mapping_name):
    """Hyperbola as the generator evaluates it (sliders/board_techniques.py's record,
    which needs no magics) against this file's walk, on boards past 64 squares and
    with rows padded past the board's width (a stride of 8 on 5x5, 12 on 9x10): every
    piece on every square, on random occupancies and on subsets of its lines."""
    from bitboard_tables.expression import Environment, evaluate
    from bitboard_tables.sliders.board_techniques import hyperbola

    walk = Walk(board_text, mapping_name)
    mapping = mapping_named(mapping_name).on(parse_board(board_text))
    t = hyperbola(mapping)
    functions = {}

    def ask(expr, occ, sq):
        return evaluate(expr, Environment({"occ": occ, "sq": sq}, t.small, functions, walk.width))

    functions.update({h.name: lambda occ, sq, h=h: ask(h.body, occ, sq) for h in t.helpers})
    rng = random.Random(49)
    board = sum(1 << walk.number(f, r) for f, r in walk.squares())
    for f, r in walk.squares():
        sq = walk.number(f, r)
        for piece, lines in PIECES.items():
            steps = STEPS[lines[0]] + STEPS[lines[1]]
            inner = walk.mask(f, r, STEPS[lines[0]]) | walk.mask(f, r, STEPS[lines[1]])
            for occ in (rng.getrandbits(walk.width) & board, rng.getrandbits(walk.width), rng.getrandbits(walk.width) & inner, 0):
                assert ask(t.lookups[piece], occ, sq) == walk.slide(f, r, occ, steps), (piece, f, r, hex(occ))
        occ = rng.getrandbits(walk.width) & board
        assert ask(t.lookups["queen"], occ, sq) == walk.slide(f, r, occ, sum(STEPS.values(), [])), (f, r)


def test_the_bit_reversals_c_and_cpp_print_reverse_bit_by_bit():
    """The bit reversal hyperbola calls in C and C++ (sliders/board_techniques.py): a
    word's by the portable swaps, where the compiler has no builtin, and a 128-bit
    bitboard's by its words', equal to the bits reversed one by one."""
    from bitboard_tables.expression import Environment, evaluate
    from bitboard_tables.sliders.board_techniques import WIDE_REVERSE, WORD_REVERSE

    def reversed_bits(value: int, width: int) -> int:
        return sum(1 << (width - 1 - s) for s in range(width) if value >> s & 1)

    rng = random.Random(49)
    for _ in range(64):
        value = rng.getrandbits(128)
        word = value >> rng.randrange(65) & (1 << 64) - 1
        assert evaluate(WORD_REVERSE, Environment({"b": word}, {}, {}, 64)) == reversed_bits(word, 64)
        halves = {"word_bit_reverse": lambda w: reversed_bits(w, 64)}
        assert evaluate(WIDE_REVERSE, Environment({"b": value}, {}, halves, 128)) == reversed_bits(value, 128)
