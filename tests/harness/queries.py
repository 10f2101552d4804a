"""The queries every output language answers: every lookup function of the
contract over its whole input domain, with the brute-force answer of
tests/oracles/reference.py.

Every language's driver, built by every toolchain of its matrix
(tests/proofs/test_languages.py, tests/drivers/<name>/), answers the same list,
so no language is asked less than another. The domain is the contract's:

- every square, the origin square occupied and empty;
- empty, full and structured boards (edges, ranks, files) and random ones of
  every density;
- x-ray blockers inside the occupancy, outside it and both;
- every piece, PAWN (0) included; every direction;
- set-wise fills with overlapping and disjoint sets, full and empty boards.

Line functions are also queried exhaustively: `line_occupancies` walks every
subset of every line through every square, with or without pieces off the line.
"""

from __future__ import annotations

import random

import chess.polyglot
from functools import lru_cache
from typing import Iterator, List, Tuple

from tests.oracles import engine
from tests.oracles import reference as ref

FULL = ref.FULL
EDGE_SQUARES = 0xFF818181818181FF
RANKS = [0xFF << 8 * r for r in range(8)]
FILES = [0x0101010101010101 << f for f in range(8)]
EDGE_BOARDS = [0, FULL, EDGE_SQUARES, FULL & ~EDGE_SQUARES, 0x8100000000000081, 0x0000001818000000] + RANKS + FILES

LINE_NAMES = ("rank", "file", "diagonal", "anti_diagonal")  # the driver's `lines` order
LINE_FUNCTIONS = tuple(f"{line}_attacks" for line in LINE_NAMES) + tuple(f"xray_{line}_attacks" for line in LINE_NAMES)
SQUARE_FUNCTIONS = LINE_FUNCTIONS + ("rook_attacks", "bishop_attacks", "queen_attacks")
SETWISE_FUNCTIONS = ("occluded_fill", "sliding_attacks", "xray_attacks", "between_slider_and_target")

A1, A4, A7, B2, D4, E1, E2, E5, E8, H8 = 0, 24, 48, 9, 27, 4, 12, 36, 60, 63

# (function, arguments, the published or hand-worked answer)
EXAMPLES = [
    # issue 11: blockers outside the occupancy join it (a4), and the x-ray stops at a7
    ("xray_rook_attacks", (1 << A1 | 1 << A7, 1 << A4, A1), 0x0001010100000000),
    # rook a1, own pawn a4, enemy a7: the x-ray through a4 reaches a5..a7
    ("xray_rook_attacks", (1 << A1 | 1 << A4 | 1 << A7, 1 << A4, A1), 0x0001010100000000),
    ("xray_file_attacks", (1 << A1 | 1 << A4 | 1 << A7, A1), 0x0001010100000000),
    # CPW X-ray Attacks: rook 00001000 on a rank occupied 01011010 -> x-rays 01100001
    ("xray_rank_attacks", (0b01011010, 4), 0b10000110),
    ("rank_attacks", (0b01011010, 4), 0b01101000),
    # a queen on d4, empty board: rank 4, d-file, a1-h8 and g1-a7 less d4 (27 squares)
    ("queen_attacks", (0, D4), 0x00000000F7000000 | 0x0808080800080808 | 0x8040201000040201 | 0x0001020400102040),
    ("queen_attacks", (1 << D4, D4), 0x00000000F7000000 | 0x0808080800080808 | 0x8040201000040201 | 0x0001020400102040),
    # pins: knight e2 pinned by a rook e8 to the king e1; not by a bishop; not with e5 between
    ("pinned", (1 << E1 | 1 << E2 | 1 << E8, 1 << E1 | 1 << E2, E1, 1 << E8, 0), 1 << E2),
    ("pinned", (1 << E1 | 1 << E2 | 1 << E8, 1 << E1 | 1 << E2, E1, 0, 1 << E8), 0),
    ("pinned", (1 << E1 | 1 << E2 | 1 << E5 | 1 << E8, 1 << E1 | 1 << E2 | 1 << E5, E1, 1 << E8, 0), 0),
    ("pinned", (1 << A1 | 1 << B2 | 1 << H8, 1 << A1 | 1 << B2, A1, 1 << H8, 1 << H8), 1 << B2),
    # the blocker between a rook e8 and a king e1, southwards
    ("between_slider_and_target", (1 << E8, FULL & ~(1 << E8 | 1 << E1 | 1 << E2), 1 << E1, 3), 1 << E2),
    ("piece_attacks", (0, FULL, D4), 0),
    ("lsb", (1 << 63,), 63),
    ("popcount", (FULL,), 64),
]


def _boards(rng: random.Random, count: int) -> List[int]:
    """Returns `count` random boards of mixed density (about 1/8 to 3/4 full)."""
    return ref.random_occupancies(count, seed=rng.getrandbits(32))


def _square_queries(rng: random.Random) -> List[Tuple[str, tuple]]:
    out: List[Tuple[str, tuple]] = []
    for sq in range(64):
        bit = 1 << sq
        boards = EDGE_BOARDS + _boards(rng, 12)
        # the origin square both empty and occupied on every random board
        boards = boards + [b ^ bit for b in boards[len(EDGE_BOARDS) :]]
        for occ in boards:
            for name in SQUARE_FUNCTIONS:
                out.append((name, (occ, sq)))
            inside = occ & rng.getrandbits(64)
            anywhere = rng.getrandbits(64)
            for blockers in (inside, anywhere, anywhere & ~occ):
                out.append(("xray_rook_attacks", (occ, blockers, sq)))
                out.append(("xray_bishop_attacks", (occ, blockers, sq)))
            for piece in range(6):
                out.append(("piece_attacks", (piece, occ, sq)))
        for blockers in (0, FULL):
            for occ in (0, FULL, rng.getrandbits(64)):
                out.append(("xray_rook_attacks", (occ, blockers, sq)))
                out.append(("xray_bishop_attacks", (occ, blockers, sq)))
    return out


def setwise_cases(rng: random.Random) -> List[Tuple[int, int, int, int]]:
    """Returns (sliders, empty, blockers, targets): random sets, sliders inside and
    outside the empty squares, full and empty boards, single squares."""
    cases = []
    for i in range(300):
        sparse = rng.getrandbits(64) & rng.getrandbits(64) & rng.getrandbits(64)
        empty = rng.getrandbits(64) | (rng.getrandbits(64) if i % 2 else 0)
        occupied_blockers = rng.getrandbits(64) & ~empty
        any_targets = rng.getrandbits(64) & rng.getrandbits(64)
        cases.append((sparse, empty, occupied_blockers, any_targets))
        cases.append((sparse & ~empty, empty, any_targets, occupied_blockers))
    for a in (0, FULL, EDGE_SQUARES, 1 << D4, 1 << A1 | 1 << H8):
        for e in (0, FULL, FULL & ~EDGE_SQUARES, EDGE_SQUARES):
            cases.append((a, e, ~e & FULL, a ^ FULL))
    for sq in range(64):
        for e in (0, FULL):
            cases.append((1 << sq, e & ~(1 << sq), FULL, FULL))
    return cases


def _setwise_queries(rng: random.Random) -> List[Tuple[str, tuple]]:
    out: List[Tuple[str, tuple]] = []
    for sliders, empty, blockers, targets in setwise_cases(rng):
        for d in range(8):
            out.append(("shift_one", (sliders, d)))
            out.append(("occluded_fill", (sliders, empty, d)))
            out.append(("sliding_attacks", (sliders, empty, d)))
            out.append(("xray_attacks", (sliders, empty, blockers, d)))
            out.append(("xray_attacks", (sliders, empty, targets, d)))
            out.append(("between_slider_and_target", (sliders, empty, targets, d)))
            out.append(("between_slider_and_target", (sliders, empty, blockers, d)))
    return out


def _bit_queries(rng: random.Random) -> List[Tuple[str, tuple]]:
    # lsb(0): 64, the number of bits, in every output and build (SPEC.md)
    out: List[Tuple[str, tuple]] = [("popcount", (0,)), ("popcount", (FULL,)), ("lsb", (0,))]
    for sq in range(64):
        out.append(("square_bb", (sq,)))
        out += [("lsb", (1 << sq,)), ("lsb", (FULL << sq & FULL,)), ("popcount", (1 << sq,)), ("popcount", (FULL >> sq,))]
    for board in _boards(rng, 400):
        out.append(("popcount", (board,)))
        if board:
            out.append(("lsb", (board,)))
    return out


DISTANCE_FUNCTIONS = ("distance", "manhattan_distance")  # of two squares, answered in decimal
PAWN_FUNCTIONS = ("forward_ranks", "forward_file", "pawn_attack_span", "passed_pawn_span")  # of a color and a square
# the functions whose table index is computed from the square's file and rank, so that a
# square just beyond 0..63 reads another entry (their edges say so): no out-of-range panic
COMPUTED_INDEX = ("adjacent_files", "polyglot_piece_key")
# the functions whose result is a number, not a set of squares: the same in every mapping
NUMBER_RESULTS = DISTANCE_FUNCTIONS + ("polyglot_piece_key",)


def _engine_queries() -> List[Tuple[str, tuple]]:
    """Every pair of squares, every color and square, every square: the whole domain."""
    out = [(name, (a, b)) for name in DISTANCE_FUNCTIONS for a in range(64) for b in range(64)]
    out += [(name, (color, sq)) for name in PAWN_FUNCTIONS for color in range(2) for sq in range(64)]
    out += [("polyglot_piece_key", (color, piece, sq)) for color in range(2) for piece in range(6) for sq in range(64)]
    return out + [("adjacent_files", (sq,)) for sq in range(64)]


def _pin_queries(rng: random.Random) -> List[Tuple[str, tuple]]:
    return [("pinned", ref.random_position(rng)) for _ in range(2000)]


@lru_cache(maxsize=None)
def contract_queries() -> Tuple[Tuple[str, tuple], ...]:
    """Returns the (function name, arguments) queries, seeded, the same on every run."""
    rng = random.Random(2024)
    queries = [(name, args) for name, args, _ in EXAMPLES]
    queries += _bit_queries(rng) + _square_queries(rng) + _pin_queries(rng) + _setwise_queries(rng) + _engine_queries()
    return tuple(queries)


def _lowest_square(b: int) -> int:
    """Returns the lowest square of `b`; 64, the number of bits, for the empty board."""
    found = ref.squares_of(b)
    return found[0] if found else 64


# The queries a checked mode stops as the caller's error instead of answering
# (C's BB_CHECKED: lsb of the empty board; tests/proofs/test_header_modes.py proves
# that it stops them); a toolchain whose `checked` is true is not asked them.
CHECKED_MODE_STOPS = frozenset({("lsb", (0,))})


def asked(checked: bool, pairs):
    """Returns the (query, answer) pairs of `pairs` that a toolchain is asked: all but
    CHECKED_MODE_STOPS for one that builds a checked mode (`checked`)."""
    if not checked:
        return list(pairs)
    return [(query, answer) for query, answer in pairs if query not in CHECKED_MODE_STOPS]


# name -> brute-force reference taking the query's arguments in the same order
BRUTE_FORCE = {
    "square_bb": lambda sq: ref.bb([sq]),
    "lsb": _lowest_square,
    "popcount": lambda b: len(ref.squares_of(b)),
    "rook_attacks": ref.rook_attacks,
    "bishop_attacks": ref.bishop_attacks,
    "queen_attacks": ref.queen_attacks,
    "xray_rook_attacks": lambda occ, blockers, sq: ref.xray_modifying_occupancy(sq, occ, blockers, ref.ORTHOGONAL),
    "xray_bishop_attacks": lambda occ, blockers, sq: ref.xray_modifying_occupancy(sq, occ, blockers, ref.DIAGONAL),
    "piece_attacks": lambda piece, occ, sq: 0 if piece == ref.PAWN else ref.piece_attacks(piece, sq, occ),
    "pinned": ref.pinned,
    "shift_one": ref.shift_one,
    "occluded_fill": ref.occluded_fill,
    "sliding_attacks": ref.sliding_attacks,
    "xray_attacks": ref.xray_attacks,
    "between_slider_and_target": ref.between_slider_and_target,
    "distance": engine.square_distance,
    "manhattan_distance": engine.manhattan_distance,
    "forward_ranks": lambda color, sq: engine.forward_ranks(color, sq // 8),
    "forward_file": engine.forward_file,
    "pawn_attack_span": engine.pawn_attack_span,
    "passed_pawn_span": engine.passed_pawn_span,
    "adjacent_files": lambda sq: engine.adjacent_files(sq % 8),
    # python-chess's copy of the Polyglot keys, its piece kinds and its squares (LERF)
    "polyglot_piece_key": lambda color, piece, sq: chess.polyglot.POLYGLOT_RANDOM_ARRAY[64 * (2 * piece + 1 - color) + sq],
}
for _line in LINE_NAMES:
    BRUTE_FORCE[f"{_line}_attacks"] = lambda occ, sq, line=_line: ref.line_attacks(line, sq, occ)
    BRUTE_FORCE[f"xray_{_line}_attacks"] = lambda occ, sq, line=_line: ref.line_xray(line, sq, occ)


@lru_cache(maxsize=None)
def expected_answers() -> Tuple[int, ...]:
    """Returns the brute-force answer of every query of `contract_queries()`, in order."""
    return tuple(BRUTE_FORCE[name](*args) for name, args in contract_queries())


def driver_line(name: str, args: tuple) -> str:
    """Returns the query as tests/drivers/c/driver.c reads it: the name, then the arguments."""
    return " ".join([name, *map(str, args)])


def driver_answer(name: str, value: int) -> str:
    """Returns `value` as the driver prints it: decimal for the bit scans and the
    distances, else 0x and 16 hex digits."""
    return str(value) if name in ("lsb", "popcount") + DISTANCE_FUNCTIONS else f"0x{value:016x}"


# --- square names and the squares of a bitboard ------------------------------------------

# Every two characters of a file letter, its neighbours and a capital, then a rank digit
# and its neighbours, and the wrong lengths and orders: what parse_square is asked.
PARSE_FILES, PARSE_RANKS = "`abcdefghiAH", "0123456789"
PARSE_NAMES = tuple(f + r for f in PARSE_FILES for r in PARSE_RANKS) + ("a", "8", "aa", "11", "4d", "d44", "d4d", "a1a1")


def scan_boards() -> List[int]:
    """Returns the bitboards `scan` is asked: empty, full, every single square, every
    run to either end, and random boards of every density."""
    rng = random.Random(64)
    boards = [0, FULL, EDGE_SQUARES] + [1 << sq for sq in range(64)]
    boards += [FULL << sq & FULL for sq in range(64)] + [FULL >> sq for sq in range(64)]
    return boards + _boards(rng, 200)


def names_queries(formula) -> Tuple[str, List[str]]:
    """Returns (driver input, expected output) of parse_square on every name of
    PARSE_NAMES and of `scan` on every board of scan_boards, the squares numbered by
    `formula` (file, rank -> square): the square, or -1 for a name of none; the count
    of the board's squares, then each, lowest first (squares are bits: no mapping)."""
    text, want = [], []
    for name in PARSE_NAMES:
        valid = len(name) == 2 and name[0] in "abcdefgh" and name[1] in "12345678"
        text.append(f"parse_square {name}")
        want.append(str(formula("abcdefgh".index(name[0]), "12345678".index(name[1])) if valid else -1))
    for board in scan_boards():
        found = ref.squares_of(board)
        text.append(f"scan {board}")
        want.append(" ".join(map(str, [len(found), *found])))
    return "".join(line + "\n" for line in text), want


# --- every subset of every line ----------------------------------------------------


def xorshift64(state: int) -> int:
    """Returns the next state of Marsaglia's xorshift64 (13, 7, 17); 0 stays 0.
    tests/drivers/c/driver.c steps the same generator for its `lines SEED` noise."""
    state ^= state << 13 & FULL
    state ^= state >> 7
    state ^= state << 17 & FULL
    return state


LINE_NOISE_SEEDS = (0, 0x9E3779B97F4A7C15)  # the lines alone, then with pieces off the line


def line_occupancies(seed: int) -> Iterator[Tuple[int, str, int]]:
    """Yields (square, line, occupancy) in the order of the driver's `lines SEED`:
    for every square and each of its four lines, every subset of the whole line
    (origin and outer squares included), the empty set first; each subset with
    the off-line squares of the next xorshift64 state added (none for seed 0)."""
    state = seed
    for sq in range(64):
        for line in LINE_NAMES:
            mask = ref.line_bb(line, sq)
            for sub in ref.subsets(mask):
                state = xorshift64(state)
                yield sq, line, sub | (state & ~mask & FULL)
