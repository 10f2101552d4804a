"""Slow, obviously right references, written independently of `bitboard_tables/`.

Everything here steps square by square on (file, rank) coordinates and never
uses a shift of a whole bitboard: a step that leaves the board is simply not
taken, so nothing can wrap. The rules are the plain chess meanings (or the CPW
meaning quoted in the docstring); the fast code is checked against them.
"""

from __future__ import annotations

import random
from functools import lru_cache
from typing import Dict, Iterable, Iterator, List, Sequence, Tuple

FULL = (1 << 64) - 1

# Direction -> (file step, rank step), in SPEC's dir8 order NOEA..NORT.
NOEA, EAST, SOEA, SOUT, SOWE, WEST, NOWE, NORT = range(8)
STEPS = {
    NOEA: (+1, +1),
    EAST: (+1, 0),
    SOEA: (+1, -1),
    SOUT: (0, -1),
    SOWE: (-1, -1),
    WEST: (-1, 0),
    NOWE: (-1, +1),
    NORT: (0, +1),
}
ORTHOGONAL = (EAST, SOUT, WEST, NORT)
DIAGONAL = (NOEA, SOEA, SOWE, NOWE)
ALL_DIRECTIONS = tuple(range(8))

# The four lines through a square, each as its pair of opposite directions.
LINES: Dict[str, Tuple[int, int]] = {
    "rank": (EAST, WEST),
    "file": (NORT, SOUT),
    "diagonal": (NOEA, SOWE),
    "anti_diagonal": (NOWE, SOEA),
}

PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING = range(6)
WHITE, BLACK = range(2)
PIECE_DIRECTIONS = {BISHOP: DIAGONAL, ROOK: ORTHOGONAL, QUEEN: ALL_DIRECTIONS}

KNIGHT_JUMPS = ((1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2))
KING_STEPS = tuple(STEPS.values())
PAWN_CAPTURES = {WHITE: ((-1, +1), (+1, +1)), BLACK: ((-1, -1), (+1, -1))}


# --- squares and sets -------------------------------------------------------


def square(file: int, rank: int) -> int:
    return 8 * rank + file


def coords(sq: int) -> Tuple[int, int]:
    return sq % 8, sq // 8


def step(sq: int, df: int, dr: int):
    """Returns the square (df, dr) away from `sq`, or None when that is off the board."""
    f, r = coords(sq)
    f, r = f + df, r + dr
    if 0 <= f < 8 and 0 <= r < 8:
        return square(f, r)
    return None


def bb(squares: Iterable[int]) -> int:
    result = 0
    for s in squares:
        result |= 1 << s
    return result


def squares_of(b: int) -> List[int]:
    return [s for s in range(64) if b >> s & 1]


def has(b: int, sq: int) -> bool:
    return bool(b >> sq & 1)


def parse_board(text: str) -> int:
    """Returns the bitboard drawn as an 8x8 grid, rank 8 first, file a left; any
    character other than '.' marks a member square."""
    rows = [row.split() for row in text.strip().splitlines()]
    assert len(rows) == 8 and all(len(row) == 8 for row in rows), text
    result = 0
    for i, row in enumerate(rows):
        for f, cell in enumerate(row):
            if cell != ".":
                result |= 1 << square(f, 7 - i)
    return result


@lru_cache(maxsize=None)
def ray(sq: int, direction: int) -> Tuple[int, ...]:
    """The squares from `sq` (excluded) to the edge in `direction`, nearest first."""
    df, dr = STEPS[direction]
    out = []
    nxt = step(sq, df, dr)
    while nxt is not None:
        out.append(nxt)
        nxt = step(nxt, df, dr)
    return tuple(out)


def ray_bb(sq: int, direction: int) -> int:
    return bb(ray(sq, direction))


def line_squares(line: str, sq: int) -> Tuple[int, ...]:
    """The whole line through `sq`, `sq` included, from one end to the other."""
    back, forth = ray(sq, LINES[line][1]), ray(sq, LINES[line][0])
    return tuple(reversed(back)) + (sq,) + forth


def line_bb(line: str, sq: int) -> int:
    return bb(line_squares(line, sq))


def direction_from(frm: int, to: int):
    """The direction in which `to` lies on a ray from `frm`, or None."""
    for d in ALL_DIRECTIONS:
        if to in ray(frm, d):
            return d
    return None


def between(frm: int, to: int) -> int:
    """Squares strictly between the two on a common ray; 0 if none."""
    d = direction_from(frm, to)
    if d is None:
        return 0
    out = []
    for s in ray(frm, d):
        if s == to:
            break
        out.append(s)
    return bb(out)


def behind(frm: int, to: int) -> int:
    """Squares beyond `to` on the ray from `frm` through `to`; 0 if not aligned."""
    d = direction_from(frm, to)
    return 0 if d is None else bb(ray(to, d))


def line_through(frm: int, to: int) -> int:
    """The whole edge-to-edge line through both squares; 0 if equal or not aligned."""
    d = direction_from(frm, to)
    if d is None:
        return 0
    return bb(ray(frm, d)) | bb(ray(frm, d ^ 4)) | 1 << frm


# --- single pieces ----------------------------------------------------------


def ray_attacks(sq: int, occ: int, direction: int) -> int:
    """Squares a slider on `sq` attacks in one direction: up to and including the
    first occupied square."""
    out = 0
    for s in ray(sq, direction):
        out |= 1 << s
        if has(occ, s):
            break
    return out


def slider_attacks(sq: int, occ: int, directions: Sequence[int]) -> int:
    out = 0
    for d in directions:
        out |= ray_attacks(sq, occ, d)
    return out


def rook_attacks(occ: int, sq: int) -> int:
    return slider_attacks(sq, occ, ORTHOGONAL)


def bishop_attacks(occ: int, sq: int) -> int:
    return slider_attacks(sq, occ, DIAGONAL)


def queen_attacks(occ: int, sq: int) -> int:
    return slider_attacks(sq, occ, ALL_DIRECTIONS)


def line_attacks(line: str, sq: int, occ: int) -> int:
    return slider_attacks(sq, occ, LINES[line])


def ray_xray(sq: int, occ: int, direction: int) -> int:
    """The x-ray set on one ray: the squares behind the first blocker up to and
    including the second blocker, or to the edge; empty without a first blocker."""
    out = 0
    blockers_seen = 0
    for s in ray(sq, direction):
        if blockers_seen == 1:
            out |= 1 << s
        if has(occ, s):
            blockers_seen += 1
            if blockers_seen == 2:
                break
    return out


def line_xray(line: str, sq: int, occ: int) -> int:
    """The x-ray set along a line, walked ray by ray (SPEC: a ^ attacks(occ & ~a))."""
    return ray_xray(sq, occ, LINES[line][0]) | ray_xray(sq, occ, LINES[line][1])


def xray_by_formula(attacks_of, occ: int) -> int:
    """SPEC's x-ray formula over any attack getter: a ^ attacks(occ & ~a)."""
    a = attacks_of(occ)
    return a ^ attacks_of(occ & ~a & FULL)


def xray_through_blockers(sq: int, occ: int, blockers: int, directions: Sequence[int]) -> int:
    """CPW "modifying occupancy" x-rays for `blockers` that are occupied squares:
    on each ray whose first occupied square is one of `blockers`, the squares
    behind it up to and including the next occupied square, or to the edge."""
    out = 0
    for d in directions:
        first = None
        for s in ray(sq, d):
            if first is not None:
                out |= 1 << s
                if has(occ, s):
                    break
            elif has(occ, s):
                if not has(blockers, s):
                    break
                first = s
    return out


def xray_modifying_occupancy(sq: int, occ: int, blockers: int, directions: Sequence[int]) -> int:
    """SPEC's literal definition for any `blockers` (even empty squares, which the
    xor then adds to the occupancy): a ^ attacks(occ ^ (blockers & a))."""
    a = slider_attacks(sq, occ, directions)
    return a ^ slider_attacks(sq, occ ^ (blockers & a), directions)


def leaper_attacks(sq: int, jumps) -> int:
    return bb(t for t in (step(sq, df, dr) for df, dr in jumps) if t is not None)


def knight_attacks(sq: int) -> int:
    return leaper_attacks(sq, KNIGHT_JUMPS)


def king_attacks(sq: int) -> int:
    return leaper_attacks(sq, KING_STEPS)


def pawn_attacks(color: int, sq: int) -> int:
    return leaper_attacks(sq, PAWN_CAPTURES[color])


def piece_attacks(piece: int, sq: int, occ: int) -> int:
    """Attacks of a knight, bishop, rook, queen or king on `sq` given `occ`."""
    if piece == KNIGHT:
        return knight_attacks(sq)
    if piece == KING:
        return king_attacks(sq)
    return slider_attacks(sq, occ, PIECE_DIRECTIONS[piece])


def empty_board_attacks(piece: int, sq: int) -> int:
    return 0 if piece == PAWN else piece_attacks(piece, sq, 0)


def blockers_and_beyond(piece: int, sq: int) -> int:
    """Empty-board slider attacks less the last (edge) square of each ray."""
    if piece not in PIECE_DIRECTIONS:
        return 0
    return bb(s for d in PIECE_DIRECTIONS[piece] for s in ray(sq, d)[:-1])


def pinned(occ: int, own: int, king_sq: int, enemy_rq: int, enemy_bq: int) -> int:
    """Absolute pins by walking out from the king: on each ray, an own piece that is
    the first occupied square, with an enemy slider of the ray's kind as the
    second occupied square."""
    result = 0
    for d in ALL_DIRECTIONS:
        pinners = enemy_rq if d in ORTHOGONAL else enemy_bq
        occupied_on_ray = [s for s in ray(king_sq, d) if has(occ, s)]
        if len(occupied_on_ray) >= 2:
            first, second = occupied_on_ray[:2]
            if has(own, first) and has(pinners, second):
                result |= 1 << first
    return result


# --- many sliders at once, one direction (the set-wise fills) ---------------


def shift_one(b: int, direction: int) -> int:
    """Every square of `b` moved one step in `direction`; steps off the board vanish."""
    df, dr = STEPS[direction]
    return bb(t for t in (step(s, df, dr) for s in squares_of(b)) if t is not None)


def occluded_fill(gen: int, empty: int, direction: int) -> int:
    """Each square of `gen`, plus the squares reached from it in `direction` while
    they are empty; the first non-empty square (the blocker) is not included."""
    out = gen
    for s in squares_of(gen):
        for t in ray(s, direction):
            if not has(empty, t):
                break
            out |= 1 << t
    return out


def walk_attacks(sq: int, empty: int, direction: int) -> int:
    """What one slider on `sq` attacks in `direction`: squares up to and including
    the first square that is not empty."""
    out = 0
    for t in ray(sq, direction):
        out |= 1 << t
        if not has(empty, t):
            break
    return out


def sliding_attacks(sliders: int, empty: int, direction: int) -> int:
    out = 0
    for s in squares_of(sliders):
        out |= walk_attacks(s, empty, direction)
    return out


def xray_attacks(sliders: int, empty: int, blockers: int, direction: int) -> int:
    """CPW "X-ray Attacks (Bitboards)", Multiple Sliders, by meaning: every square of
    `blockers` that some slider attacks in `direction` is treated as a slider in its
    turn, and what it attacks further in that direction is the result. For
    `blockers` among the occupied squares: behind each slider's first blocker (when
    that blocker is one of `blockers`), up to and including the next occupied
    square, or to the edge."""
    out = 0
    for s in squares_of(sliders):
        for t in ray(s, direction):
            if has(blockers, t):
                out |= walk_attacks(t, empty, direction)
            if not has(empty, t):
                break
    return out


def between_slider_and_target(sliders: int, empty: int, targets: int, direction: int) -> int:
    """CPW "X-ray Attacks (Bitboards)", Blockers by Targets, by meaning: for every
    slider s and target g further along the ray from s in `direction`, the squares
    strictly between them when none of those is occupied, or the single occupied
    square when exactly one is (the blocker); nothing when two or more are."""
    out = 0
    for s in squares_of(sliders):
        path = ray(s, direction)
        for i, g in enumerate(path):
            if not has(targets, g):
                continue
            inner = path[:i]
            occupied = [t for t in inner if not has(empty, t)]
            if not occupied:
                out |= bb(inner)
            elif len(occupied) == 1:
                out |= 1 << occupied[0]
    return out


# --- enumeration and random sets --------------------------------------------


def subsets(mask: int) -> Iterator[int]:
    """Every subset of `mask`, the empty set first (carry-rippler:
    sub = (sub - mask) & mask)."""
    sub = 0
    while True:
        yield sub
        sub = (sub - mask) & mask
        if sub == 0:
            return


def random_occupancies(count: int, seed: int) -> List[int]:
    """`count` seeded random bitboards of mixed densities (about 1/8 to 3/4 full)."""
    rng = random.Random(seed)
    out = []
    for i in range(count):
        kind = i % 4
        a = rng.getrandbits(64)
        if kind == 0:  # sparse: ~1/8
            a &= rng.getrandbits(64) & rng.getrandbits(64)
        elif kind == 1:  # ~1/4
            a &= rng.getrandbits(64)
        elif kind == 3:  # dense: ~3/4
            a |= rng.getrandbits(64)
        out.append(a)
    return out


def random_position(rng: random.Random):
    """A random position with one king per side: returns
    (occ, own, king_sq, enemy_rq, enemy_bq) for the side whose king is on king_sq."""
    squares = list(range(64))
    rng.shuffle(squares)
    n_own, n_enemy = rng.randint(1, 12), rng.randint(1, 12)
    king_sq, enemy_king = squares[0], squares[1]
    own_sq = squares[2 : 2 + n_own]
    enemy_sq = squares[2 + n_own : 2 + n_own + n_enemy]
    own = bb(own_sq) | 1 << king_sq
    enemy = bb(enemy_sq) | 1 << enemy_king
    rooks = queens = bishops = 0
    for s in enemy_sq:
        kind = rng.choice((PAWN, KNIGHT, BISHOP, ROOK, QUEEN, QUEEN, ROOK, BISHOP))
        if kind == ROOK:
            rooks |= 1 << s
        elif kind == BISHOP:
            bishops |= 1 << s
        elif kind == QUEEN:
            queens |= 1 << s
    return own | enemy, own, king_sq, rooks | queens, bishops | queens
