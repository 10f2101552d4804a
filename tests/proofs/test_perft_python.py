"""The Python perft (tests/perft/movegen.py) against published counts, python-chess and the C perft.

tests/perft/movegen.py gets every attack set from generated/bitboards.py, so exact node
counts check the module's slider lookups, leaper tables, BETWEEN, LINE and
pinned together, over many thousands of positions. Each count is compared with
the published number (CPW "Perft Results"; Martin Sedlak's special cases as
listed on chessprogramming.net "Perfect Perft") and, move by move, with a
perft written on python-chess, which shares nothing with this project.
"""

from __future__ import annotations

import random
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Dict, Tuple

import chess
import pytest

from bitboard_tables.languages.python import CAPABILITIES as PYTHON_CAPABILITIES
from bitboard_tables.mapping import LERF
from tests.conftest import ROOT
from tests.drivers.c.build import PERFT_C, build_perft_c
from tests.perft import movegen as perft
from tests.oracles.python_chess import chess_divide, chess_perft
from tests.perft.positions import BAD_ARGUMENTS, BAD_FENS, CPW_RESULTS, KIWIPETE, SEDLAK, START

C_BUILT = ROOT / "build" / "perft"

# The Python perft runs every CPW position to depth 3, and these deeper
# (about a second each at most).
DEEP = [("initial", 4), ("kiwipete", 4), ("position3", 5), ("position4", 4), ("position4-mirrored", 4)]

# -- python-chess, the oracle (tests/oracles/python_chess.py) -------------------------


def assert_same_divide(fen: str, mine: Dict[str, int], theirs: Dict[str, int]) -> None:
    if mine != theirs:
        diff = [
            f"{m}: {mine.get(m)} (python-chess {theirs.get(m)})"
            for m in sorted(set(mine) | set(theirs))
            if mine.get(m) != theirs.get(m)
        ]
        pytest.fail(f"{fen}: --divide differs from python-chess:\n  " + "\n  ".join(diff))


# -- Published counts and python-chess -----------------------------------------------


@pytest.mark.parametrize("name", CPW_RESULTS)
def test_cpw_position_depth_1_to_3(name):
    fen, counts = CPW_RESULTS[name]
    s = perft.parse_fen(fen)
    board = chess.Board(fen)
    for depth in (1, 2):
        assert perft.perft(s, depth) == counts[depth - 1] == chess_perft(board, depth), (fen, depth)
    mine = dict(perft.divide(s, 3))
    assert_same_divide(fen, mine, chess_divide(board, 3))
    assert sum(mine.values()) == counts[2]


@pytest.mark.parametrize("name, depth", DEEP, ids=[f"{n}-d{d}" for n, d in DEEP])
def test_cpw_position_deeper(name, depth):
    fen, counts = CPW_RESULTS[name]
    assert perft.perft(perft.parse_fen(fen), depth) == counts[depth - 1]


# The published counts of the special cases the Python perft repeats: those of at
# most a million nodes (a few seconds each); the compiled perfts count every one.
SEDLAK_NODES = 1_000_000


@pytest.mark.parametrize("name", SEDLAK)
def test_sedlak_special_cases(name):
    """Each special case divides at depth 3 as python-chess does, and counts its
    published number where that is within SEDLAK_NODES."""
    fen, depth, nodes = SEDLAK[name]
    s = perft.parse_fen(fen)
    assert_same_divide(fen, dict(perft.divide(s, 3)), chess_divide(chess.Board(fen), 3))
    if nodes <= SEDLAK_NODES:
        assert perft.perft(s, depth) == nodes


def test_moves_match_python_chess_along_random_games():
    """The legal moves of every third position of 150 seeded random games."""
    checked = en_passant = promotions = castles = 0
    for seed in range(150):
        rng = random.Random(seed)
        board = chess.Board()
        while not board.is_game_over(claim_draw=False) and board.ply() < 160:
            legal = list(board.legal_moves)
            if board.ply() % 3 == seed % 3 or board.has_legal_en_passant():
                fen = board.fen()
                want = sorted(m.uci() for m in legal)
                got = perft.legal_moves_uci(fen)
                assert (
                    got == want
                ), f"{fen}: extra {sorted(set(got) - set(want))}, missing {sorted(set(want) - set(got))}"
                checked += 1
                en_passant += any(board.is_en_passant(m) for m in legal)
                promotions += any(m.promotion for m in legal)
                castles += any(board.is_castling(m) for m in legal)
            board.push(rng.choice(legal))
    assert checked > 3000 and en_passant > 20 and promotions > 20 and castles > 100


# -- Rules, one at a time ---------------------------------------------------------


def test_en_passant_exposing_the_king_along_the_rank():
    # b5xc6 e.p. takes both pawns off the fifth rank: the rook on h5 would see a5.
    assert "b5c6" not in perft.legal_moves_uci("8/8/8/KPp4r/8/8/8/7k w - c6 0 1")
    assert "b5c6" in perft.legal_moves_uci("8/8/8/KPp5/8/8/8/7k w - c6 0 1")
    # The same for black, the queen on h4 against the king on a4.
    assert "e4d3" not in perft.legal_moves_uci("8/8/8/8/k2Pp2Q/8/8/3K4 b - d3 0 1")


def test_en_passant_out_of_check():
    # The pawn that just moved gives check; taking it en passant is legal.
    assert "c4d3" in perft.legal_moves_uci("8/8/8/4k3/2pP4/8/8/4K3 b - d3 0 1")


def test_en_passant_of_a_pinned_pawn():
    # e4 is pinned by the bishop on b1 to the king on h7: exd3 e.p. stays on the pin line.
    moves = perft.legal_moves_uci("8/7k/8/8/3Pp3/8/8/1B2K3 b - d3 0 1")
    assert "e4d3" in moves and "e4e3" not in moves
    # e4 is pinned by the rook on e1 to the king on e8: exd3 e.p. leaves the file.
    moves = perft.legal_moves_uci("4k3/8/8/8/3Pp3/8/8/4RK2 b - d3 0 1")
    assert "e4d3" not in moves and "e4e3" in moves


def test_double_check_allows_king_moves_only():
    moves = perft.legal_moves_uci("3qk3/8/3N4/8/8/8/8/4R2K b - - 0 1")
    assert moves and all(m.startswith("e8") for m in moves)


def test_all_four_promotions():
    assert {"a7a8q", "a7a8r", "a7a8b", "a7a8n"} <= set(perft.legal_moves_uci("7k/P7/8/8/8/8/8/K7 w - - 0 1"))


def test_castling_through_attack_and_out_of_check():
    # f1 is attacked by the bishop on c4: no short castling; long is fine.
    moves = perft.legal_moves_uci("4k3/8/8/8/2b5/8/8/R3K2R w KQ - 0 1")
    assert "e1g1" not in moves and "e1c1" in moves
    # In check: no castling at all.
    moves = perft.legal_moves_uci("4k3/8/8/8/8/8/4r3/R3K2R w KQ - 0 1")
    assert "e1g1" not in moves and "e1c1" not in moves
    # Only b1 attacked: long castling is still legal (the king never crosses b1).
    assert "e1c1" in perft.legal_moves_uci("1r2k3/8/8/8/8/8/8/R3K3 w Q - 0 1")


# -- Command line -----------------------------------------------------------------


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "tests.perft", *args], cwd=ROOT, capture_output=True, text=True, timeout=120
    )


def parse_divide(stdout: str) -> Tuple[Dict[str, int], int]:
    """--divide output as ({uci: nodes}, total); asserts the line format."""
    *lines, total = stdout.splitlines()
    moves = {}
    for line in lines:
        match = re.fullmatch(r"([a-h][1-8][a-h][1-8][qrbn]?): (\d+)", line)
        assert match, f"bad --divide line {line!r}"
        assert match[1] not in moves, f"{match[1]} listed twice"
        moves[match[1]] = int(match[2])
    assert re.fullmatch(r"\d+", total), total
    return moves, int(total)


def test_subprocess_count():
    result = run(START, "3")
    assert (result.returncode, result.stderr) == (0, "")
    assert result.stdout.splitlines()[-1] == "8902"


def test_subprocess_divide():
    result = run("--divide", KIWIPETE, "2")
    assert (result.returncode, result.stderr) == (0, "")
    moves, total = parse_divide(result.stdout)
    assert total == sum(moves.values()) == 2039 and len(moves) == 48
    assert moves == chess_divide(chess.Board(KIWIPETE), 2)
    assert list(moves) == sorted(moves)


def test_fens_on_standard_input_are_answered_as_arguments():
    """`-` in place of the FEN, as the compiled perfts take it
    (test_perft_compiled.py): each line answered as that FEN as the argument; a
    trailing "\\r" ignored; a bad line gets its error, the lines after it are
    answered, exit 2."""
    fens = [START, KIWIPETE]
    for flags, depth in (([], 2), (["--divide"], 2)):
        alone = "".join(run(*flags, fen, str(depth)).stdout for fen in fens)
        batch = subprocess.run(
            [sys.executable, "-m", "tests.perft", *flags, "-", str(depth)],
            input="\r\n".join(fens), cwd=ROOT, capture_output=True, text=True, timeout=120,
        )
        assert (batch.returncode, batch.stderr, batch.stdout) == (0, "", alone)
    bad = subprocess.run(
        [sys.executable, "-m", "tests.perft", "-", "1"],
        input=f"{START}\nnot a fen\n{KIWIPETE}\n", cwd=ROOT, capture_output=True, text=True, timeout=120,
    )
    assert (bad.returncode, bad.stdout, bad.stderr) == (2, "20\n48\n", run("not a fen", "1").stderr)


def test_main_in_process(capsys):
    assert perft.main([START, "2"]) == 0
    assert capsys.readouterr().out == "400\n"
    assert perft.main(["--divide", "8/8/8/KPp4r/8/8/8/7k w - c6 0 1", "1"]) == 0
    assert capsys.readouterr().out == "a5a4: 1\na5a6: 1\na5b6: 1\nb5b6: 1\n4\n"




BAD_INPUTS = {**BAD_ARGUMENTS, **{f"fen-{k}": [v, "1"] for k, v in BAD_FENS.items()}}

# These also go through a real process: exit status, stderr, no traceback (every
# bad FEN too, in one run: test_bad_fens_subprocess).
SUBPROCESS_CASES = ["no-arguments", "depth-zero", "depth-not-a-number"]


def assert_rejected(status: int, out: str, err: str) -> None:
    assert status == 2, (status, out, err)
    assert out == "", out
    assert "Traceback" not in err, err
    assert err.endswith("\n") and len(err.splitlines()) == 1, err
    assert err.startswith("perft: ") and len(err.strip()) > len("perft:"), err


@pytest.mark.parametrize("args", BAD_INPUTS.values(), ids=BAD_INPUTS.keys())
def test_bad_input(args, capsys):
    status = perft.main(args)
    captured = capsys.readouterr()
    assert_rejected(status, captured.out, captured.err)
    if args and args[0] != "--divide" and len(args) == 2:
        status = perft.main(["--divide", *args])
        captured = capsys.readouterr()
        assert_rejected(status, captured.out, captured.err)


@pytest.mark.parametrize("case", SUBPROCESS_CASES)
def test_bad_input_subprocess(case):
    result = run(*BAD_INPUTS[case])
    assert_rejected(result.returncode, result.stdout, result.stderr)


def test_bad_fens_subprocess():
    """Every bad FEN a line of `-` in one real process: each its own "perft: " line on
    stderr (test_bad_input names the case of each, in process), no traceback,
    nothing on stdout, exit 2."""
    assert not any("\n" in fen for fen in BAD_FENS.values())
    result = subprocess.run(
        [sys.executable, "-m", "tests.perft", "-", "1"],
        input="".join(f"{fen}\n" for fen in BAD_FENS.values()), cwd=ROOT, capture_output=True, text=True, timeout=120,
    )
    lines = result.stderr.splitlines()
    assert (result.returncode, result.stdout, len(lines)) == (2, "", len(BAD_FENS)), result.stderr
    assert "Traceback" not in result.stderr and result.stderr.endswith("\n")
    assert {name: line for name, line in zip(BAD_FENS, lines) if not line.startswith("perft: ") or line == "perft: "} == {}


def test_optional_counters_and_white_space():
    assert perft.main([START.rsplit(" ", 2)[0], "1"]) == 0
    assert perft.main(["  " + START.replace(" ", " \t ") + "\n", "1"]) == 0


# -- Against the C perft --------------------------------------------------------------


@pytest.fixture(scope="module")
def c_perft(tmp_path_factory) -> Path:
    """The C perft: tests/perft/perft.c compiled here (as `make perft` does), or
    build/perft if there is no source or no compiler."""
    if PERFT_C.exists() and shutil.which("cc"):
        return build_perft_c(ROOT / "generated", tmp_path_factory.mktemp("perft") / "perft")
    if C_BUILT.exists():
        return C_BUILT
    pytest.skip("no tests/perft/perft.c (or no cc) and no build/perft")


@pytest.mark.parametrize("name", CPW_RESULTS)
def test_divide_matches_c_perft(c_perft, name):
    fen = CPW_RESULTS[name][0]
    result = subprocess.run([str(c_perft), "--divide", fen, "3"], capture_output=True, text=True, timeout=120)
    assert (result.returncode, result.stderr) == (0, "")
    theirs, total = parse_divide(result.stdout)
    mine = dict(perft.divide(perft.parse_fen(fen), 3))
    assert mine == theirs
    assert total == sum(mine.values()) == CPW_RESULTS[name][1][2]


# (position, depth, published count): every CPW position, each a fraction of a second
SLIDER_PERFTS = [(fen, depth, counts[depth - 1]) for fen, counts in CPW_RESULTS.values() for depth in (min(len(counts), 4 if counts[3] < 50_000 else 3),)]
# kindergarten's are the module's own line lookups; Kogge-Stone, the slowest, is proven by the hashes alone
SLIDER_TECHNIQUES = [t.name for t in PYTHON_CAPABILITIES.carried(LERF) if t.name not in ("kindergarten", "kogge_stone")]


@pytest.mark.parametrize("technique", SLIDER_TECHNIQUES)
def test_perft_with_each_technique_counts_the_published_numbers(technique, monkeypatch):
    """tests/perft/movegen.py's sliders and pins by the technique of generated/bitboards.py
    (sliders_of): every CPW position, each a fraction of a second."""
    for name, function in zip(("rook_attacks", "bishop_attacks", "queen_attacks", "pinned"), perft.sliders_of(technique)):
        monkeypatch.setattr(perft, name, function)
    assert [perft.perft(perft.parse_fen(fen), depth) for fen, depth, _ in SLIDER_PERFTS] == [nodes for _, _, nodes in SLIDER_PERFTS]
