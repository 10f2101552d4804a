"""docs/porting.md is true: every row of its tables is computed on both sides.

The left column is evaluated with the names of `generated.bitboards`; the right
one with python-chess itself, with the Stockfish transcription below, or with
the CPW routines of `tests/oracles/cpw.py` (and, for CPW's lookup tables, brute force
from `tests/oracles/reference.py`). Neither of the last two imports `bitboard_tables/`. A row
holds for every value of its variables: all of them where there are at most
LIMIT combinations, LIMIT seeded random ones otherwise.
"""

from __future__ import annotations

import ast
import builtins
import itertools
import random
import re

import chess
import pytest

from generated import bitboards as bb
from tests.oracles import cpw
from tests.oracles import reference as ref
from tests.conftest import ROOT

PORTING = (ROOT / "docs" / "porting.md").read_text()
M64 = (1 << 64) - 1
LIMIT = 6000


# --- Stockfish, transcribed from src/types.h, src/bitboard.h, src/bitboard.cpp ---
#
# Only what the porting notes name. The magic lookup of attacks_bb<ROOK/BISHOP> is
# replaced by what the magic tables are filled with: sliding_attack of the
# occupancy masked by the "relevant occupancy" mask (init_magics).


class Stockfish:
    SQ_A1, SQ_H8 = 0, 63
    WHITE, BLACK = 0, 1
    NO_PIECE_TYPE, PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING = range(7)
    NORTH, EAST = 8, 1
    SOUTH, WEST = -NORTH, -EAST
    NORTH_EAST, SOUTH_EAST = NORTH + EAST, SOUTH + EAST
    SOUTH_WEST, NORTH_WEST = SOUTH + WEST, NORTH + WEST
    FileABB, Rank1BB = 0x0101010101010101, 0xFF
    FileHBB, Rank8BB = FileABB << 7, Rank1BB << (8 * 7)

    def __init__(self):
        self.PseudoAttacks = [[0] * 64 for _ in range(7)]
        self.PawnAttacks = [[0] * 64 for _ in range(2)]
        self.LineBB = [[0] * 64 for _ in range(64)]
        self.BetweenBB = [[0] * 64 for _ in range(64)]
        self.init()

    @staticmethod
    def is_ok(s):
        return Stockfish.SQ_A1 <= s <= Stockfish.SQ_H8

    @staticmethod
    def square_bb(s):
        assert Stockfish.is_ok(s)
        return 1 << s

    @staticmethod
    def distance(x, y):  # SquareDistance: max(distance<File>, distance<Rank>)
        return max(abs((x & 7) - (y & 7)), abs((x >> 3) - (y >> 3)))

    def safe_destination(self, s, step):
        # Square to = Square(s + step);
        # return is_ok(to) && distance(s, to) <= 2 ? square_bb(to) : Bitboard(0);
        to = s + step
        return self.square_bb(to) if self.is_ok(to) and self.distance(s, to) <= 2 else 0

    def shift(self, D, b):  # template<Direction D> Bitboard shift(Bitboard b)
        return M64 & (
            b << 8 if D == self.NORTH
            else b >> 8 if D == self.SOUTH
            else (b & ~self.FileHBB) << 1 if D == self.EAST
            else (b & ~self.FileABB) >> 1 if D == self.WEST
            else (b & ~self.FileHBB) << 9 if D == self.NORTH_EAST
            else (b & ~self.FileABB) << 7 if D == self.NORTH_WEST
            else (b & ~self.FileHBB) >> 7 if D == self.SOUTH_EAST
            else (b & ~self.FileABB) >> 9 if D == self.SOUTH_WEST
            else 0
        )

    def pawn_attacks_set(self, C, b):  # template<Color C> pawn_attacks_bb(Bitboard b)
        if C == self.WHITE:
            return self.shift(self.NORTH_WEST, b) | self.shift(self.NORTH_EAST, b)
        return self.shift(self.SOUTH_WEST, b) | self.shift(self.SOUTH_EAST, b)

    def pawn_attacks_bb(self, c, s):
        return self.PawnAttacks[c][s]

    def sliding_attack(self, pt, sq, occupied):
        # for (Direction d : (pt == ROOK ? RookDirections : BishopDirections)) {
        #     Square s = sq;
        #     while (safe_destination(s, d) && !(occupied & s))
        #         attacks |= (s += d);
        # }
        attacks = 0
        directions = (
            (self.NORTH, self.SOUTH, self.EAST, self.WEST)
            if pt == self.ROOK
            else (self.NORTH_EAST, self.SOUTH_EAST, self.SOUTH_WEST, self.NORTH_WEST)
        )
        for d in directions:
            s = sq
            while self.safe_destination(s, d) and not (occupied & self.square_bb(s)):
                s += d
                attacks |= self.square_bb(s)
        return attacks

    def magic_mask(self, pt, s):
        # edges = ((Rank1BB | Rank8BB) & ~rank_bb(s)) | ((FileABB | FileHBB) & ~file_bb(s));
        # m.mask = sliding_attack(pt, s, 0) & ~edges;
        rank_bb = self.Rank1BB << (8 * (s >> 3))
        file_bb = self.FileABB << (s & 7)
        edges = ((self.Rank1BB | self.Rank8BB) & ~rank_bb) | ((self.FileABB | self.FileHBB) & ~file_bb)
        return self.sliding_attack(pt, s, 0) & ~edges

    def attacks_bb(self, pt, s, occupied=0):
        if pt in (self.BISHOP, self.ROOK):  # attacks[index(occupied)], filled by init_magics
            return self.sliding_attack(pt, s, occupied & self.magic_mask(pt, s))
        if pt == self.QUEEN:
            return self.attacks_bb(self.BISHOP, s, occupied) | self.attacks_bb(self.ROOK, s, occupied)
        return self.PseudoAttacks[pt][s]

    def init(self):
        for s1 in range(self.SQ_A1, self.SQ_H8 + 1):
            self.PawnAttacks[self.WHITE][s1] = self.pawn_attacks_set(self.WHITE, self.square_bb(s1))
            self.PawnAttacks[self.BLACK][s1] = self.pawn_attacks_set(self.BLACK, self.square_bb(s1))
            for step in (-9, -8, -7, -1, 1, 7, 8, 9):
                self.PseudoAttacks[self.KING][s1] |= self.safe_destination(s1, step)
            for step in (-17, -15, -10, -6, 6, 10, 15, 17):
                self.PseudoAttacks[self.KNIGHT][s1] |= self.safe_destination(s1, step)
            self.PseudoAttacks[self.BISHOP][s1] = self.attacks_bb(self.BISHOP, s1, 0)
            self.PseudoAttacks[self.ROOK][s1] = self.attacks_bb(self.ROOK, s1, 0)
            self.PseudoAttacks[self.QUEEN][s1] = self.PseudoAttacks[self.BISHOP][s1] | self.PseudoAttacks[self.ROOK][s1]
            for pt in (self.BISHOP, self.ROOK):
                for s2 in range(self.SQ_A1, self.SQ_H8 + 1):
                    if self.PseudoAttacks[pt][s1] & self.square_bb(s2):
                        self.LineBB[s1][s2] = (
                            (self.attacks_bb(pt, s1, 0) & self.attacks_bb(pt, s2, 0))
                            | self.square_bb(s1)
                            | self.square_bb(s2)
                        )
                        self.BetweenBB[s1][s2] = self.attacks_bb(pt, s1, self.square_bb(s2)) & self.attacks_bb(
                            pt, s2, self.square_bb(s1)
                        )
                    self.BetweenBB[s1][s2] |= self.square_bb(s2)

    def aligned(self, s1, s2, s3):  # return line_bb(s1, s2) & s3;
        return bool(self.LineBB[s1][s2] & self.square_bb(s3))

    @staticmethod
    def popcount(b):
        return bin(b & M64).count("1")

    @staticmethod
    def lsb(b):
        assert b
        return (b & -b).bit_length() - 1

    def namespace(self):
        names = {n: getattr(self, n) for n in dir(self) if not n.startswith("_")}
        return names


def _stockfish_expression(text: str) -> str:
    """Returns C++ `f<T>(args)` as the transcription's `f(T, args)`."""
    return re.sub(r"(\w+)<(\w+)>\(", r"\1(\2, ", text)


# --- CPW: the routines of tests/oracles/cpw.py, and CPW's lookup tables by brute force ----


def _cpw_namespace():
    names = {n: getattr(cpw, n) for n in dir(cpw) if not n.startswith("_")}
    in_between = [[cpw.inBetween(a, b) for b in range(64)] for a in range(64)]

    def first_rank_attacks(occ6, f):
        occ = occ6 << 1
        return ref.ray_attacks(f, occ, ref.EAST) | ref.ray_attacks(f, occ, ref.WEST)

    first_rank = [[first_rank_attacks(occ6, f) for f in range(8)] for occ6 in range(64)]
    a_file = [[0] * 64 for _ in range(8)]
    for r in range(8):
        sq = 8 * r
        for occ in ref.subsets(0x0001010101010100):
            a_file[r][cpw.kindergarten_file_index(sq, occ)] = ref.rook_attacks(occ, sq) & cpw.fileMask(sq)

    def xray(attacks_of):
        def xray_attacks(occ, blockers, sq):
            return cpw.xray_modifying_occupancy(lambda o: attacks_of(o, sq), occ, blockers)

        return xray_attacks

    names.update(
        # CPW "Classical Approach": rayAttacks[dir8][square], the empty-board rays
        rayAttacks=[[cpw.slidingAttacks(1 << sq, M64, d) for sq in range(64)] for d in range(8)],
        arrRectangular=in_between,
        obstructed=cpw.inBetween,
        arrBehind=[[ref.behind(a, b) for b in range(64)] for a in range(64)],
        firstRankAttacks=first_rank,
        # CPW "Kindergarten Bitboards": fillUpAttacks[f][occ] = 0x0101010101010101 * firstRankAttacks[occ][f]
        fillUpAttacks=[[0x0101010101010101 * first_rank[occ6][f] for occ6 in range(64)] for f in range(8)],
        aFileAttacks=a_file,
        xrayRookAttacks=xray(ref.rook_attacks),
        xrayBishopAttacks=xray(ref.bishop_attacks),
    )
    return names


# --- the rows ---------------------------------------------------------------------

SIDES = {
    "Stockfish": lambda: Stockfish().namespace(),
    "python-chess": lambda: {"chess": chess},
    "CPW": _cpw_namespace,
}


def _code(cell: str) -> str:
    match = re.fullmatch(r"`([^`]+)`", cell.strip())
    assert match, f"not one code span: {cell!r}"
    return match.group(1).replace("\\|", "|")


def _rows():
    """Yields (side, ours, theirs) for every row of every equivalence table."""
    side = None
    for line in PORTING.splitlines():
        cells = [c.strip() for c in re.split(r"(?<!\\)\|", line.strip())[1:-1]] if line.startswith("|") else []
        if not cells:
            side = None
        elif cells[0] == "this project":
            side = cells[1]
            assert side in SIDES, side
        elif side and not set(cells[0]) <= set("-:"):
            yield side, _code(cells[0]), _code(cells[1])


ROWS = list(_rows())

SQUARE_NAMES = {"sq", "s1", "s2", "s3"}
BITBOARD_NAMES = {"occ", "gen", "empty", "sliders", "blockers", "targets"}
SMALL = {"d": range(8), "c": range(2), "f": range(8), "r": range(8), "occ6": range(64), "idx": range(64)}
EDGE = [0, M64, 1, 1 << 63, 0x8100000000000081, 0x00FFFFFFFFFFFF00, 0x0000001818000000, 0xAAAAAAAAAAAAAAAA]


def _bitboards(rng: random.Random, count: int):
    out = list(EDGE)
    while len(out) < count:
        out.append(rng.getrandbits(64) & rng.getrandbits(64) if len(out) % 2 else rng.getrandbits(64))
    return out


def _domain(name: str, rng: random.Random):
    if name in SQUARE_NAMES:
        return range(64)
    if name in SMALL:
        return SMALL[name]
    if name in BITBOARD_NAMES:
        return _bitboards(rng, 24)
    if name == "b":
        return [x for x in _bitboards(rng, 25) if x]
    raise AssertionError(f"docs/porting.md: no domain for the variable {name!r}")


def _free_names(code: str, namespace: dict):
    return {
        n.id
        for n in ast.walk(ast.parse(code, mode="eval"))
        if isinstance(n, ast.Name) and n.id not in namespace and not hasattr(builtins, n.id)
    }


_namespaces: dict = {}


def _namespace(side: str) -> dict:
    if side not in _namespaces:
        _namespaces[side] = SIDES[side]()
    return _namespaces[side]


def test_porting_notes_have_rows_for_every_side():
    sides = [side for side, _, _ in ROWS]
    assert sides.count("Stockfish") >= 20 and sides.count("python-chess") >= 25 and sides.count("CPW") >= 35
    assert ("Stockfish", "BETWEEN[s1][s2] | 1 << s2", "BetweenBB[s1][s2]") in ROWS
    assert ("Stockfish", "LINE[s1][s2]", "LineBB[s1][s2]") in ROWS


@pytest.mark.parametrize("side, ours, theirs", ROWS, ids=[f"{s}: {t}" for s, _, t in ROWS])
def test_every_stated_equivalence_holds(side, ours, theirs):
    our_names = {name: getattr(bb, name) for name in bb.__all__}
    their_names = _namespace(side)
    their_code = _stockfish_expression(theirs) if side == "Stockfish" else theirs
    variables = sorted(_free_names(ours, our_names))
    assert variables == sorted(_free_names(their_code, their_names)), (ours, theirs)
    rng = random.Random(f"{side}: {theirs}")
    domains = [list(_domain(v, rng)) for v in variables]
    size = 1
    for d in domains:
        size *= len(d)
    if size <= LIMIT:
        combinations = itertools.product(*domains)
    else:
        combinations = (tuple(rng.choice(d) for d in domains) for _ in range(LIMIT))
    ours_code, theirs_compiled = compile(ours, "ours", "eval"), compile(their_code, side, "eval")
    checked = 0
    for values in combinations:
        env = dict(zip(variables, values))
        got, expected = eval(ours_code, our_names, env), eval(theirs_compiled, their_names, env)
        assert got == expected, f"{ours} = {got!r}, {theirs} = {expected!r} for {env}"
        checked += 1
    assert checked == min(size, LIMIT)


def test_stockfish_between_differs_from_between_exactly_by_the_target():
    # the point of the note: for unaligned pairs BetweenBB is the target square alone
    sf = _namespace("Stockfish")
    assert sf["BetweenBB"][bb.A1][bb.B3] == 1 << bb.B3 and bb.BETWEEN[bb.A1][bb.B3] == 0
    assert sf["BetweenBB"][bb.D4][bb.D4] == 1 << bb.D4
    assert sf["BetweenBB"][bb.A1][bb.D4] == 1 << bb.B2 | 1 << bb.C3 | 1 << bb.D4
