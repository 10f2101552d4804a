"""`bitboard-tables package --board WxH` (issue 49): a package of one board's tables
in each language that writes boards, proven by its ecosystem's own tools with the
helpers of the 8x8 packages' tests.

- Each language's package of its own board (C 10x10, C++ 10x8/12 as Fairy-Stockfish
  numbers Capablanca's board, Python 9x9 (shogi's), Rust 9x10 in LEFR, Zig 10x8,
  Go 6x6 in LEFR, JavaScript 5x5/8 in BEFR, Nim 4x8, Java 7x9 in BERLEF:
  64-bit and 128-bit bitboards, padded rows, file-major and descending
  numberings, boards narrower than a power of two and not; the magics of all but
  C++'s, JavaScript's and Java's recorded) is named for the board
  by default, as its ecosystem writes names (bitboards_6x6, bitboards-7x9,
  io.github.bitboards:bitboards-7x9), so that two boards' packages never share a
  name; it holds `generate`'s files for the same options byte for byte, its
  sliders file (bitboards_sliders_WxH.*) among them where the board's magics are
  recorded (SLIDERS), and nothing of 8x8 alone (no 8x8 technique, no engine tables;
  no lookup in its README, whose examples are 8x8's); its README says the board
  (files, ranks, squares, width, mapping, row stride), lists every table the file
  holds and says the slider techniques it carries.
- Its self-test, run by the ecosystem (CMake and ctest with gcc and g++ under the
  strict warnings, pip into a fresh virtual environment and unittest; cargo
  offline, zig build, go test, node --test and Nim's build by their test drivers'
  Package, as test_package.py runs the 8x8 packages; Java's Maven run, 3 s of CPU,
  is left out), runs exactly the checks selftest.py describes for a board:
  BETWEEN, LINE and BEHIND against ray walks on the board, the rook's and the
  bishop's lookups against them on every subset where they are few enough (Go's
  6x6: 4,096 and 416, the walk's count), and on the same subsets those of the
  sliders file (fancy magic and hyperbola; Nim's PEXT too), and the knight's and the king's moves of
  the empty board against their closed forms, which equal here a count of the leaps
  that stay on the board.
- A copy of the Python package with one BETWEEN, one KNIGHT_ATTACKS and one
  DIAGONAL_MAGICS entry changed fails exactly those three checks, naming the entry
  or the occupancy.
- The configuration's `board` makes the package too, and `package --check` finds
  it up to date.
- Bad use is one line on stderr, exit 2, nothing written: a language without a
  package (C#), a board past a language's 64 bits (Nim), a name without the board
  or with another board's, a table the board has not.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from bitboard_tables.board import parse_board
from bitboard_tables.packaging.selftest import SUBSETS, Lookup, board_counts, board_subsets
from tests.conftest import ROOT
from tests.harness.cli import run_cli
from tests.harness.drivers import drivers
from tests.harness.packages import kept_build
from tests.proofs.test_package_c import build, passes_every_check
from tests.proofs.test_package_python import install, self_test as unittest_self_test

pytestmark = pytest.mark.timeout(240)

# each language's board and options, the name its package takes by default, and the
# file of that package `generate` writes
BOARDS = {
    "c": (("--board", "10x10",), "bitboards_10x10", "include/bitboards_10x10.h"),
    "cpp": (("--board", "10x8/12",), "bitboards_10x8_12", "include/bitboards_10x8_12.hpp"),
    "python": (("--board", "9x9",), "bitboards-9x9", "src/bitboards_9x9/bitboards_9x9.py"),
    "rust": (("--board", "9x10", "--mapping", "LEFR"), "bitboards-9x10", "src/bitboards_9x10.rs"),
    "zig": (("--board", "10x8",), "bitboards_10x8", "bitboards_10x8.zig"),
    "go": (("--board", "6x6", "--mapping", "LEFR"), "bitboards-6x6", "bitboards_6x6.go"),
    "js": (("--board", "5x5/8", "--mapping", "BEFR"), "bitboards-5x5-8", "bitboards_5x5_8.mjs"),
    "nim": (("--board", "4x8",), "bitboards_4x8", "src/bitboards_4x8/bitboards_4x8.nim"),
    "java": (("--board", "7x9", "--mapping", "BERLEF"), "io.github.bitboards:bitboards-7x9", "src/main/java/bitboards/Bitboards_7x9.java"),
}  # fmt: skip
# where each names its package: the manifest and the line there
MANIFESTS = {
    "c": ("CMakeLists.txt", r"project\((\S+)"),
    "cpp": ("CMakeLists.txt", r"project\((\S+)"),
    "python": ("pyproject.toml", r'name = "(.+)"'),
    "rust": ("Cargo.toml", r'name = "(.+)"'),
    "zig": ("build.zig.zon", r"\.name = \.(\w+)"),
    "go": ("go.mod", r"module (\S+)"),
    "js": ("package.json", r'"name": "(.+)"'),
    "nim": ("README.md", r"^# (\S+)"),  # and its .nimble file is named so
    "java": ("pom.xml", r"<groupId>(.+)</groupId>\n  <artifactId>(.+)</artifactId>"),
}
LINE_TABLES = ("BETWEEN", "LINE", "BEHIND")
# the packages of a board whose magics are recorded that carry its sliders file (bitboards_sliders_WxH.*), and the
# techniques of that file their self-test checks: fancy magic and hyperbola quintessence, and Nim's PEXT (C's is
# under BB_PEXT and BMI2, which its self-test checks not, as on 8x8)
SLIDERS = {"c": ("magic", "hyperbola"), "python": ("magic", "hyperbola"), "go": ("magic", "hyperbola"), "nim": ("magic", "pext", "hyperbola"),
           "rust": ("magic", "pext", "hyperbola"), "zig": ("magic", "hyperbola")}  # Rust's PEXT checks compiled only with BMI2, as on 8x8: the runs here have none
TITLES = {"magic": "fancy magic", "pext": "PEXT", "hyperbola": "hyperbola quintessence"}
# what no file of a board package but the generated one may name: 8x8's techniques and engine tables; nor its
# README the lookups (its examples are 8x8's), which the self-test checks where they exist (`lookups`)
EIGHT_BY_EIGHT = re.compile(r"magic|pext|bitboards_sliders|bitboards_engine|\bd4\b", re.I)
LOOKUPS = re.compile(r"rook_attacks|rookAttacks", re.I)
OWN_SLIDERS = r"bitboards_engine|\bd4\b|kindergarten|kogge"  # a package of SLIDERS: none of 8x8's others


def options_of(language: str) -> tuple:
    return BOARDS[language][0]


def board_of(language: str):
    options = dict(zip(options_of(language)[::2], options_of(language)[1::2]))
    return parse_board(options["--board"])


@pytest.fixture(scope="module")
def packages(tmp_path_factory) -> dict:
    """{language: its board package's tree}, each made once (in this process), in a
    folder named as the package, as the Zig build caches key a project."""
    root, made = tmp_path_factory.mktemp("board-packages"), {}
    for language, (options, name, _) in BOARDS.items():
        tree = root / language / name
        proc = run_cli(["package", "--no-config", "--lang", language, "--out", str(tree), *options], ROOT)
        assert proc.returncode == 0, proc.stderr
        made[language] = tree
    return made


@pytest.mark.parametrize("language", BOARDS)
def test_a_board_package_is_named_for_it_holds_generates_file_and_says_its_board(packages, language, tmp_path):
    options, name, generated = BOARDS[language]
    tree, board = packages[language], board_of(language)
    manifest, pattern = MANIFESTS[language]
    assert ":".join(re.search(pattern, (tree / manifest).read_text(), re.M).groups()) == name
    if language == "nim":
        assert (tree / f"{name}.nimble").exists()
    proc = run_cli(["generate", "--no-config", "--lang", language, *options, "--out", str(tmp_path)], ROOT)
    assert proc.returncode == 0, proc.stderr
    # the board's files, less its slider lookups where its magics are recorded (Rust's 9x10 LEFR) but its package
    # carries them not yet
    left_out = (".",) if language in SLIDERS else (".", "bitboards_sliders_")
    written = {p.name: p.read_bytes() for p in tmp_path.iterdir() if not p.name.startswith(left_out)}
    assert any(file.startswith("bitboards_sliders_") for file in written) == (language in SLIDERS)
    assert Path(generated).name in written  # JavaScript's beside its declarations
    for file, data in written.items():
        assert (tree / Path(generated).parent / file).read_bytes() == data, file
    files = [p for p in tree.rglob("*") if p.is_file() and p.parent != (tree / generated).parent and p.name != "LICENSE"]
    files += [p for p in (tree / generated).parent.iterdir() if p.is_file() and p.name not in written]
    # its self-test and README name its sliders' techniques, and 8x8's others never
    eight_by_eight = EIGHT_BY_EIGHT if language not in SLIDERS else re.compile(OWN_SLIDERS + "|pext" * ("pext" not in SLIDERS[language]), re.I)
    for path in files:
        assert not eight_by_eight.search(path.read_text()), (path, eight_by_eight.search(path.read_text()))
    readme = (tree / "README.md").read_text()
    titles = [TITLES[t] for t in SLIDERS.get(language, TITLES)]
    carried = f"its slider lookups: the rook's, the\nbishop's and the queen's attacks by {', '.join(titles[:-1])} and {titles[-1]}"
    assert (carried in readme) == (language in SLIDERS), readme
    assert not LOOKUPS.search(readme)
    mapping = dict(zip(options[::2], options[1::2])).get("--mapping", "LERF")
    row, rows = (board.files, board.ranks) if mapping.startswith(("LER", "BER")) else (board.ranks, board.files)
    stride = board.stride or row  # the bits from a row to the next
    width = 64 if stride * (rows - 1) + row <= 64 else 128  # the narrowest that holds the highest square number
    said = f"{board.files} files (a to {'abcdefghijklmnop'[board.files - 1]}) and {board.ranks} ranks (1 to {board.ranks}), {board.squares} squares, in {width}-bit bitboards;"
    assert said in readme and f"| `--board` | `{board.name}` |" in readme
    padding = f" and {stride - row} bits of padding" if stride > row else ""
    assert f"square mapping {mapping}, a {'rank' if mapping.startswith(('LER', 'BER')) else 'file'} every {stride} bits (its {row} squares{padding})" in readme
    declared = re.findall(r"^\| `([A-Z_]+)\[", readme, re.M)
    assert declared and all(table.lower() in (tmp_path / Path(generated).name).read_text().lower() for table in declared)
    assert set(LINE_TABLES) | {"KNIGHT_ATTACKS", "KING_ATTACKS", "RAY_ATTACKS", "PROMOTION_RANK"} <= set(declared)


def test_two_boards_packages_have_two_names():
    """The default names of every language's package differ between boards and from
    8x8's (the mutant pkg-board-name-untagged gives every board 8x8's)."""
    names = {language: BOARDS[language][1] for language in BOARDS}
    assert len(set(names.values())) == len(names) and "bitboards" not in names.values()


def test_the_configurations_board_makes_the_package_and_check_finds_it_up_to_date(tmp_path):
    """`board = "5x5/8"` in [tool.bitboard-tables] makes a package of that board, named
    for it, which `package --check` then finds up to date and, with the board taken
    away, finds every file of the 8x8 package missing or different."""
    (tmp_path / "pyproject.toml").write_text('[tool.bitboard-tables]\nboard = "5x5/8"\n')
    proc = run_cli(["package", "--lang", "zig", "--out", "pkg"], tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert '.name = .bitboards_5x5_8,' in (tmp_path / "pkg" / "build.zig.zon").read_text()
    assert (tmp_path / "pkg" / "bitboards_5x5_8.zig").exists()
    proc = run_cli(["package", "--lang", "zig", "--out", "pkg", "--check"], tmp_path)
    assert proc.returncode == 0 and proc.stdout == "pkg/ is up to date\n", proc.stdout + proc.stderr
    proc = run_cli(["package", "--no-config", "--lang", "zig", "--out", "pkg", "--check"], tmp_path)
    assert proc.returncode == 1 and "pkg/bitboards.zig: missing" in proc.stderr, proc.stderr


def lookups(language: str) -> list:
    """The lookups a board package's self-test checks on every subset: those of the board
    (Nim's 4x8 rank-major has no rook: no a-file lookup serves its files) whose subsets are at
    most 8x8's rook's (SUBSETS, a self-test's time), then its sliders file's, both pieces'."""
    board, pieces = board_of(language), ("bishop",) if language == "nim" else ("rook", "bishop")
    few = [piece for piece in ("rook", "bishop") if board_subsets(board.files, board.ranks)[piece] <= SUBSETS["rook"]]
    # and of its sliders file, on the same subsets
    run = [t for t in SLIDERS.get(language, ()) if (language, t) != ("rust", "pext")]
    return [f"{piece}_attacks" for piece in pieces if piece in few] + [f"{p}_attacks_{t}" for t in run for p in few]


def _checks(language: str) -> list:
    """The names the self-test of a board package runs its checks by, in order."""
    tables = {"c": [f"BB_{t}" for t in LINE_TABLES], "cpp": list(LINE_TABLES)}.get(language, ["line_tables_match_their_definitions"])
    checked = [{"c": "bb_", "cpp": ""}[language] + name if language in ("c", "cpp") else f"{name}_on_every_subset" for name in lookups(language)]
    return tables + checked + ["knight_moves", "king_moves"]  # C's, C++'s and Python's


def test_the_c_and_cpp_board_packages_pass_their_ctest_self_test(packages):
    for language, compiler in (("c", "gcc"), ("cpp", "g++")):
        with kept_build(f"boards-{language}", package=packages[language]) as kept:  # kept between sessions
            passes_every_check(build(kept / "package", compiler, kept / "build"), _checks(language))


SELF_TESTED = {name: d.package for name, d in drivers().items() if d.package is not None and name in BOARDS}


@pytest.mark.parametrize("language", SELF_TESTED)
def test_the_board_package_passes_its_self_test_by_its_drivers_toolchain(packages, language):
    """Rust (cargo offline), Zig (zig build), Go (go test), JavaScript (node --test)
    and Nim (nimble's build of its self-test), each by its test driver's Package and
    first toolchain, as tests/proofs/test_package.py runs the 8x8 packages (in a
    build kept between sessions: tests/harness/packages.py, kept_build): every
    check of the board runs, named as its runner names it, and passes."""
    package, board = SELF_TESTED[language], board_of(language)
    toolchain = package.toolchains[0]
    toolchain.require()
    name = BOARDS[language][1].replace(":", "_")
    with kept_build(f"boards-{language}-{toolchain.name}", **{name: packages[language]}) as kept:  # kept between sessions
        ran = package.self_test(toolchain, kept / name, kept)
    checks = ["line_tables", *(Lookup(name.split("_")[0], name, "") for name in lookups(language)), *board_counts(board.files, board.ranks)]
    assert (ran.passed, ran.failed) == (len(checks), 0), ran.output[-3000:]
    if package.name is not None:
        assert sorted(ran.names) == sorted(map(package.name, checks)), ran.output[-3000:]


def test_the_python_board_package_installs_passes_and_fails_on_a_spoiled_copy(packages, tmp_path):
    """pip installs it into a fresh environment, where its self-test passes; with a copy
    of its package before the installed one (PYTHONPATH) whose BETWEEN and
    KNIGHT_ATTACKS each have one entry changed, and its sliders file's DIAGONAL_MAGICS
    one, exactly those three checks fail."""
    installed = install(packages["python"], tmp_path, BOARDS["python"][1])
    proc = unittest_self_test(installed)
    assert proc.returncode == 0 and f"Ran {len(_checks('python'))} tests" in proc.stderr, proc.stderr[-3000:]
    assert sorted(re.findall(r"^test_(\w+) .* ok$", proc.stderr, re.M)) == sorted(_checks("python"))
    spoilt = Path(shutil.copytree(packages["python"], tmp_path / "spoiled"))
    module = spoilt / BOARDS["python"][2]
    text = module.read_text()
    text, one = re.subn(r"(KNIGHT_ATTACKS = \(\s*)0x([0-9a-f_]+)", r"\g<1>0x0", text, count=1)
    # BETWEEN[0][2], past two empty entries (and the comment that ends a line of them)
    text, two = re.subn(r"(BETWEEN = \(\s*\(  # \[\w+\]\s*(?:0x0+,\s*(?:#.*\n\s*)?){2})0x0+2,", r"\g<1>0x0,", text, count=1)
    sliders = module.with_name("bitboards_sliders_9x9.py")
    magics, three = re.subn(r"(DIAGONAL_MAGICS = \(\s*)0x[0-9a-f]+,", r"\g<1>0x0,", sliders.read_text(), count=1)  # a1's
    assert (one, two, three) == (1, 1, 1)
    module.write_text(text)
    sliders.write_text(magics)
    proc = unittest_self_test(installed, spoilt)
    failed = sorted(re.findall(r"^test_(\w+) .* FAIL$", proc.stderr, re.M))
    assert failed == ["bishop_attacks_magic_on_every_subset", "knight_moves", "line_tables_match_their_definitions"], proc.stderr[-3000:]
    assert re.search(r"bishop_attacks_magic\(0x[0-9a-f]+, 0\) = 0x[0-9a-f]+, want 0x", proc.stderr), proc.stderr[-3000:]
    assert "BETWEEN[0][2] = 0x0000000000000000, want 0x0000000000000002" in proc.stderr, proc.stderr[-3000:]


def _leaps(files: int, ranks: int, leaps) -> int:
    """The ordered pairs of squares of the board a leap of `leaps` apart, counted one by one."""
    return sum(0 <= f + df < files and 0 <= r + dr < ranks for f in range(files) for r in range(ranks) for df, dr in leaps)


def test_the_self_tests_counts_are_the_leaps_on_the_board():
    knight = [(a, b) for a in (-2, -1, 1, 2) for b in (-2, -1, 1, 2) if abs(a) != abs(b)]
    king = [(a, b) for a in (-1, 0, 1) for b in (-1, 0, 1) if (a, b) != (0, 0)]
    for files in range(3, 17):
        for ranks in range(3, 17):
            counted = tuple(c.value for c in board_counts(files, ranks))
            assert counted == (_leaps(files, ranks, knight), _leaps(files, ranks, king)), (files, ranks)


@pytest.mark.parametrize(
    "args, error",
    [
        (("--lang", "csharp", "--board", "6x6"), "--lang 'csharp': package takes one of "),
        (("--lang", "nim", "--board", "9x10"), "--board: Nim writes bitboards of at most 64 bits, and the 9x10 board's numbering needs 128; accepted with a 9x10 board: c, cpp, python, rust, zig"),
        (("--lang", "python", "--board", "6x6", "--name", "bitboards"), "'bitboards' does not carry the board 6x6: a package of it is named for it, as bitboards-6x6"),
        (("--lang", "zig", "--board", "6x6", "--name", "tables_16x6"), "'tables_16x6' does not carry the board 6x6: a package of it is named for it, as bitboards_6x6"),
        (("--lang", "c", "--board", "5x5/8", "--name", "bb_5x5"), "'bb_5x5' does not carry the board 5x5/8: a package of it is named for it, as bitboards_5x5_8"),
        (("--lang", "c", "--board", "6x6", "--only", "POLYGLOT_RANDOM"), "--only: POLYGLOT_RANDOM is not written for the 6x6 board;"),
    ],
    ids=["language", "past 64 bits in Nim", "default name", "another board's name", "no stride", "8x8 table"],
)
def test_bad_board_use_is_one_line_exit_2_and_writes_nothing(tmp_path, args, error):
    proc = run_cli(["package", "--no-config", "--out", "pkg", *args], tmp_path)
    assert proc.returncode == 2 and proc.stderr.startswith(f"bitboard-tables: {error}") and proc.stderr.count("\n") == 1, proc.stderr
    assert not any(tmp_path.iterdir())
