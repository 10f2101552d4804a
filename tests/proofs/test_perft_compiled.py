"""The compiled perft programs of every language (tests/perft/perft.c,
tests/perft/perft.rs, ...) against published node counts.

perft.c takes every attack set from generated/bitboards.h and perft.rs from
generated/bitboards.rs, so an exact node count over millions of positions checks
the slider lookups, leaper tables, BETWEEN, LINE and pinned of each output all at
once. Every test runs on every program, built as `make perft`, `make perft-rs`
... build it (each language's test driver, tests/drivers/<name>/); all take the
same arguments and print the same lines.
"""

from __future__ import annotations

import functools
import re
import subprocess
from pathlib import Path

import pytest

from tests.conftest import ROOT
from tests.drivers.c.build import build_perft_c, cpu_has, cpu_has_bmi2
from tests.perft.positions import BAD_ARGUMENTS, BAD_FENS, CPW_RESULTS, KIWIPETE, POSITION_3, POSITION_4, SEDLAK, START
from bitboard_tables.sliders import AVX2_TECHNIQUES, BMI2_TECHNIQUES, PACKED_TECHNIQUES, TECHNIQUES
from tests.harness.drivers import drivers, perft_each

INCLUDE = ROOT / "generated"
# every language whose perft is a program built on its output (tests/drivers/<name>/)
DRIVERS = drivers()
PROGRAMS = [language for language, driver in DRIVERS.items() if driver.perft]

# The first test of each perft builds it: Go's first build compiles the standard
# library into the session's cache, Zig's goes through LLVM (ReleaseFast), each some
# 15 s alone and several times that on a loaded machine; so this module's limit is longer.
pytestmark = pytest.mark.timeout(240)


@pytest.fixture(scope="session", params=PROGRAMS)  # ids: the languages (tests/conftest.py splits by them)
def perft_binary(request, builds) -> Path:
    """The perft of one language built on the committed outputs as `make <perft>`
    builds it: perft.c by cc (C99, -Werror), perft.rs by rustc (-O, -D warnings)."""
    (binary,) = builds.perft(request.param, INCLUDE, "LERF")
    return Path(binary)


def run(binary: Path, *args: str, stdin: str = "") -> subprocess.CompletedProcess:
    return subprocess.run([str(binary), *args], input=stdin, capture_output=True, text=True, timeout=120)


def perft(binary: Path, fen: str, depth: int) -> int:
    result = run(binary, fen, str(depth))
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    return int(result.stdout.splitlines()[-1])


def divided(answer: list) -> tuple[dict[str, int], int]:
    """One FEN's --divide answer (its lines) as ({uci move: nodes}, total), in printed order."""
    *lines, total = answer
    moves = {}
    for line in lines:
        match = re.fullmatch(r"([a-h][1-8][a-h][1-8][qrbn]?): (\d+)", line)
        assert match, f"bad --divide line {line!r}"
        assert match[1] not in moves, f"move {match[1]} listed twice"
        moves[match[1]] = int(match[2])
    return moves, int(total)


# --------------------------------------------------------------------------
# Node counts
# --------------------------------------------------------------------------


# the positions of the rules' tests below
EP_PINNED = "8/8/8/KPp4r/8/8/8/7k w - c6 0 1"
EP_NOT_PINNED = "8/8/8/KPp5/8/8/8/7k w - c6 0 1"
EP_OUT_OF_CHECK = "8/8/8/4k3/2pP4/8/8/4K3 b - d3 0 1"
DOUBLE_CHECK = "3qk3/8/3N4/8/8/8/8/4R2K b - - 0 1"
PROMOTIONS = "7k/P7/8/8/8/8/8/K7 w - - 0 1"
QUEENS = "knQQQQQQ/ppQ4Q/QQ5Q/Q6Q/Q6Q/Q6Q/Q6Q/QQQQQQQK w - - 0 1"
WITHOUT_COUNTERS, WITHOUT_FULLMOVE = START.rsplit(" ", 2)[0], START.rsplit(" ", 1)[0]

# every count asked, (FEN, depth): the published ones, then the rules'
PUBLISHED = [(fen, depth) for fen, counts in CPW_RESULTS.values() for depth in range(1, len(counts) + 1)]
PUBLISHED += [(fen, depth) for fen, depth, _ in SEDLAK.values()]
COUNTED = PUBLISHED + [(QUEENS, 2), (WITHOUT_COUNTERS, 3), (WITHOUT_FULLMOVE, 3)]
# every --divide asked, (FEN, depth): test_divide's, Kiwipete's at depth 2, the rules'
DIVIDE_CASES = {"kiwipete-d3": (KIWIPETE, 3), "position4-d3": (POSITION_4, 3), "position3-d4": (POSITION_3, 4), "initial-d1": (START, 1)}
DIVIDED = [*DIVIDE_CASES.values(), (KIWIPETE, 2)]
DIVIDED += [(fen, 1) for fen in (EP_PINNED, EP_NOT_PINNED, EP_OUT_OF_CHECK, DOUBLE_CHECK, PROMOTIONS, QUEENS)]


def _asked(perft_binary: Path, cases: list, divide: bool) -> dict:
    """{(FEN, depth): its answer's lines} for each of `cases`, the FENs of one depth
    asked in one run (`-`): a JVM or Node starts a few times, not forty; test_fens_on_
    standard_input_are_answered_as_arguments proves a line answered as the argument."""
    found = {}
    for depth in sorted({depth for _, depth in cases}):
        fens = sorted({fen for fen, d in cases if d == depth})
        for fen, answer in zip(fens, perft_each([str(perft_binary)], fens, depth, divide=divide)):
            found[fen, depth] = answer
    return found


@pytest.fixture(scope="session")
def counted(perft_binary: Path) -> dict:
    """{(FEN, depth): the count the perft prints} for every case of COUNTED."""
    return {case: int(answer[-1]) for case, answer in _asked(perft_binary, COUNTED, divide=False).items()}


@pytest.fixture(scope="session")
def divides(perft_binary: Path) -> dict:
    """{(FEN, depth): ({uci move: nodes}, total)} of `--divide` for every case of DIVIDED."""
    return {case: divided(answer) for case, answer in _asked(perft_binary, DIVIDED, divide=True).items()}


def test_cpw_perft_results(counted) -> None:
    """Every depth of every CPW position, one check a language: {position-dDEPTH: count},
    so that a failure names each count that differs."""
    got = {f"{name}-d{depth}": counted[fen, depth] for name, (fen, counts) in CPW_RESULTS.items() for depth in range(1, len(counts) + 1)}
    assert got == {f"{name}-d{depth}": nodes for name, (_, counts) in CPW_RESULTS.items() for depth, nodes in enumerate(counts, start=1)}


def test_edge_cases(counted) -> None:
    """Each of Sedlak's special cases, by its name."""
    assert {name: counted[fen, depth] for name, (fen, depth, _) in SEDLAK.items()} == {name: nodes for name, (_, _, nodes) in SEDLAK.items()}


def test_en_passant_pinned_along_the_rank(divides) -> None:
    # b5xc6 e.p. would take both pawns off the fifth rank and expose the king
    # on a5 to the rook on h5.
    moves, total = divides[EP_PINNED, 1]
    assert "b5c6" not in moves
    assert total == len(moves) == 4  # Ka4, Ka6, Kb6, b6
    # Without the rook the same capture is legal.
    moves, _ = divides[EP_NOT_PINNED, 1]
    assert "b5c6" in moves


def test_en_passant_out_of_check(divides) -> None:
    # The pawn that just moved gives check; capturing it en passant is legal.
    moves, _ = divides[EP_OUT_OF_CHECK, 1]
    assert "c4d3" in moves


def test_double_check_allows_king_moves_only(divides) -> None:
    # Rook e1 and knight d6 both check the king on e8; the black queen could
    # take either checker but not both.
    moves, _ = divides[DOUBLE_CHECK, 1]
    assert moves and all(move.startswith("e8") for move in moves)


def test_all_four_promotions(divides) -> None:
    moves, _ = divides[PROMOTIONS, 1]
    assert {"a7a8q", "a7a8r", "a7a8b", "a7a8n"} <= set(moves)


def test_more_moves_than_any_game(divides, counted) -> None:
    # 36 white queens: more legal moves (263) than any position reachable in a
    # game (218), so a move list sized for games would overflow.
    moves, total = divides[QUEENS, 1]
    assert total == len(moves) == 263
    assert counted[QUEENS, 2] == 254  # as python-chess counts


def test_counters_are_optional(counted) -> None:
    assert counted[WITHOUT_COUNTERS, 3] == counted[WITHOUT_FULLMOVE, 3] == 8902


def test_white_space_between_fields(perft_binary: Path) -> None:
    assert perft(perft_binary, "  " + START.replace(" ", " \t ") + "\n", 3) == 8902


# --------------------------------------------------------------------------
# --divide
# --------------------------------------------------------------------------


@pytest.mark.parametrize("fen, depth", DIVIDE_CASES.values(), ids=DIVIDE_CASES.keys())
def test_divide(divides: dict, counted: dict, fen: str, depth: int) -> None:
    """The moves in order, their counts adding up to the total, which is the count
    the same program gives without --divide (`counted`), and as many moves as its
    count at depth 1."""
    moves, total = divides[fen, depth]
    assert list(moves) == sorted(moves)
    assert sum(moves.values()) == total
    assert total == counted[fen, depth]
    assert len(moves) == counted[fen, 1]
    for move, nodes in moves.items():
        assert nodes >= 0, move


@functools.lru_cache(maxsize=None)
def _random_game_positions() -> tuple:
    """(FEN, python-chess's legal moves in UCI, sorted) of positions of seeded random
    games (castling, e.p., promotions): computed once, asked of every language."""
    import chess
    import random

    rng = random.Random(20240611)
    boards = []
    for _ in range(12):
        board = chess.Board()
        while not board.is_game_over() and board.ply() < 160:
            if board.ply() % 7 == 3 or board.has_legal_en_passant():
                boards.append(board.copy(stack=False))
            board.push(rng.choice(list(board.legal_moves)))
    return tuple((board.fen(), sorted(m.uci() for m in board.legal_moves)) for board in boards)


def test_divide_matches_python_chess(perft_binary: Path) -> None:
    """The root moves of --divide are exactly python-chess's legal moves,
    over positions of seeded random games (castling, e.p., promotions), all
    asked in one run (`--divide - 1`, each FEN a line of standard input)."""
    pytest.importorskip("chess")
    positions = _random_game_positions()
    assert len(positions) > 100
    answers = perft_each([str(perft_binary)], [fen for fen, _ in positions], 1, divide=True)
    for (fen, legal), (*lines, total) in zip(positions, answers):
        moves = [line.split(": ")[0] for line in lines]
        assert moves == legal, fen
        assert all(line.endswith(": 1") for line in lines) and int(total) == len(moves), fen


def test_kiwipete_divides_as_python_chess_does(divides) -> None:
    """`--divide` of Kiwipete at depth 2: every legal move in UCI order with
    python-chess's count below it, then the total (CPW: 48 moves, 2039 nodes); the
    other mappings' perfts divide it in tests/proofs/test_languages.py."""
    chess = pytest.importorskip("chess")
    from tests.oracles.python_chess import chess_divide

    expected = chess_divide(chess.Board(KIWIPETE), 2)
    moves, total = divides[KIWIPETE, 2]
    assert list(moves.items()) == sorted(expected.items())
    assert total == sum(expected.values()) == 2039 and len(moves) == 48


def test_fens_on_standard_input_are_answered_as_arguments(perft_binary: Path) -> None:
    """`-` in place of the FEN: each line of standard input answered as that FEN
    given as the argument, with and without --divide; a trailing "\\r" ignored;
    no line, no output; a bad line gets the argument's error after the answers of
    the lines before it, the lines after it are answered, exit 2."""
    fens = [START, KIWIPETE, POSITION_3]
    for flags, depth in (([], 3), (["--divide"], 2)):
        alone = []
        for fen in fens:
            result = run(perft_binary, *flags, fen, str(depth))
            assert result.returncode == 0 and result.stderr == "", result.stderr
            alone.append(result.stdout)
        batch = run(perft_binary, *flags, "-", str(depth), stdin="\r\n".join(fens))
        assert (batch.returncode, batch.stderr, batch.stdout) == (0, "", "".join(alone))
    empty = run(perft_binary, "-", "2")
    assert (empty.returncode, empty.stdout, empty.stderr) == (0, "", "")
    bad_fen = BAD_FENS["one-field"]
    bad = run(perft_binary, "-", "1", stdin=f"{START}\n{bad_fen}\n{KIWIPETE}\n")
    assert (bad.returncode, bad.stdout, bad.stderr) == (2, "20\n48\n", run(perft_binary, bad_fen, "1").stderr)


# --------------------------------------------------------------------------
# Bad input: one line on stderr starting "perft: ", exit status 2, no stdout
# --------------------------------------------------------------------------


def _rejection(result: subprocess.CompletedProcess) -> str:
    """Returns what is wrong with the run of a bad input, "" for nothing."""
    lines = result.stderr.splitlines()
    if result.returncode != 2 or result.stdout != "":
        return f"exit {result.returncode}, stdout {result.stdout[:200]!r}, stderr {result.stderr[:200]!r}"
    if len(lines) != 1 or not result.stderr.endswith("\n"):
        return f"not one line on stderr: {result.stderr[:400]!r}"
    if not (lines[0].startswith("perft: ") and len(lines[0]) > len("perft: ")):
        return f"not a 'perft: ' message: {lines[0]!r}"
    return ""


def _assert_each_rejected(binary: Path, cases: dict) -> None:
    """Runs `binary` on each of `cases` ({name: arguments}), one process each, and
    asserts that every one is rejected; a failure names each case and what it did."""
    wrong = {name: _rejection(run(binary, *args)) for name, args in cases.items()}
    assert {name: problem for name, problem in wrong.items() if problem} == {}


def _assert_each_refused_in_one_run(binary: Path, flags: list, fens: dict) -> None:
    """Asks `binary` every FEN of `fens` ({name: bad FEN}) in one run (`[flags] - 1`,
    a line of standard input each, so that a JVM or Node starts once, not forty times)
    and asserts that each gets its own "perft: " line on stderr, in order, nothing on
    stdout, exit 2. Where the run is not so, each is run alone as the argument
    (_assert_each_rejected), which names the cases that are not rejected."""
    assert not any("\n" in fen for fen in fens.values())
    result = run(binary, *flags, "-", "1", stdin="".join(f"{fen}\n" for fen in fens.values()))
    lines = result.stderr.splitlines()
    good = [line.startswith("perft: ") and len(line) > len("perft: ") for line in lines]
    if (result.returncode, result.stdout, len(lines), all(good)) == (2, "", len(fens), True) and result.stderr.endswith("\n"):
        return
    _assert_each_rejected(binary, {name: [*flags, fen, "1"] for name, fen in fens.items()})
    pytest.fail(f"each bad FEN is rejected alone, not in one run: exit {result.returncode}, stdout {result.stdout[:200]!r}, stderr {result.stderr[:2000]!r}")


# one test a language of each kind of bad input, each case its own process (the
# cases are a loop: one pytest test each cost more than the check)
def test_bad_arguments(perft_binary: Path) -> None:
    _assert_each_rejected(perft_binary, BAD_ARGUMENTS)


# Every bad FEN is asked in one run of `-` (a line of standard input each), with and
# without --divide; as arguments, which the same parser reads, those whose bytes an
# argument may carry otherwise than a line (empty, a control character, non-ASCII),
# and with --divide one bad FEN of each part of a FEN (the fields, the board, the
# castling rights, en passant, the counters, the kings): each its own process
ARGUMENT_SPOT_CHECKS = ("empty", "control-character", "non-ascii", "kelvin-sign-for-k")
DIVIDE_SPOT_CHECKS = ("one-field", "rank-of-9", "castling-without-rook", "ep-wrong-side", "fullmove-zero", "no-kings")


def test_bad_fen(perft_binary: Path) -> None:
    _assert_each_refused_in_one_run(perft_binary, [], BAD_FENS)
    _assert_each_rejected(perft_binary, {name: [BAD_FENS[name], "1"] for name in ARGUMENT_SPOT_CHECKS})


def test_bad_fen_with_divide(perft_binary: Path) -> None:
    _assert_each_refused_in_one_run(perft_binary, ["--divide"], BAD_FENS)
    _assert_each_rejected(perft_binary, {name: ["--divide", BAD_FENS[name], "1"] for name in DIVIDE_SPOT_CHECKS})


# --------------------------------------------------------------------------
# Every slider technique of bitboards_sliders.h as the engine's lookups
# --------------------------------------------------------------------------


# every technique, those that need BMI2 with BB_PEXT, those with an AVX2 path with
# -mavx2 where the CPU has AVX2 (its scalar path is test_c_sliders'): those of the packed tables
# (magic, PEXT, black magic) on their constant tables and on the tables filled at
# start-up; the others, which read none, with the packed tables left to fill (their
# 430,000 values are seconds of compiling)
PEXT_FLAGS = ("-DBB_PEXT", "-mbmi2")
FILL = "-DBB_FILL_SLIDER_TABLES"
AVX2_FLAGS = ("-mavx2",) if cpu_has("avx2") else ()
SLIDER_BUILDS = [
    (t, (*(PEXT_FLAGS if t in BMI2_TECHNIQUES else ()), *(AVX2_FLAGS if t in AVX2_TECHNIQUES else ()), *fill))
    for t in TECHNIQUES
    for fill in (((), (FILL,)) if t in PACKED_TECHNIQUES else ((FILL,),))
]


@pytest.mark.timeout(300)
@pytest.mark.parametrize(
    "technique, flags",
    SLIDER_BUILDS,
    ids=[f"{t}{'-filled' if any('FILL' in f for f in flags) else ''}" for t, flags in SLIDER_BUILDS],
)
def test_each_slider_technique_counts_the_published_numbers(tmp_path: Path, technique: str, flags) -> None:
    """perft.c built with -DBB_SLIDERS=BB_SLIDERS_<T>: its sliders and pins by T."""
    if technique in BMI2_TECHNIQUES and not cpu_has_bmi2():
        from tests.proofs.test_c_sliders import PEXT_SKIP

        pytest.skip(PEXT_SKIP)
    binary = tmp_path / f"perft-{technique}"
    build_perft_c(INCLUDE, binary, f"-DBB_SLIDERS=BB_SLIDERS_{technique.upper()}", *flags)
    for name, depth in (("kiwipete", 3), ("position3", 4), ("position4", 3), ("position5", 3), ("initial", 3)):
        fen, counts = CPW_RESULTS[name]
        assert perft(binary, fen, depth) == counts[depth - 1], (name, depth)
    for name, (fen, depth, nodes) in SEDLAK.items():
        assert perft(binary, fen, depth) == nodes, name
