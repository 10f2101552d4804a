"""The eight square mappings as the issue tables them, written independently of
`bitboard_tables/`: each mapping's square number of (file, rank), with r = rank index
(rank 1 = 0) and f = file index (file a = 0), and its squares 0 and 1.

p takes a LERF square (8r + f) to the mapping's number of the same square; P
does that to every bit of a bitboard.
"""

from __future__ import annotations

from typing import Callable, Dict, List, Tuple

FORMULAS: Dict[str, Callable[[int, int], int]] = {
    "LERF": lambda f, r: 8 * r + f,
    "LERBEF": lambda f, r: 8 * r + (7 - f),
    "BERLEF": lambda f, r: 8 * (7 - r) + f,
    "BERF": lambda f, r: 8 * (7 - r) + (7 - f),
    "LEFR": lambda f, r: 8 * f + r,
    "LEFBER": lambda f, r: 8 * f + (7 - r),
    "BEFLER": lambda f, r: 8 * (7 - f) + r,
    "BEFR": lambda f, r: 8 * (7 - f) + (7 - r),
}
FORMULA_TEXT = {
    "LERF": "8r + f",
    "LERBEF": "8r + (7 - f)",
    "BERLEF": "8(7 - r) + f",
    "BERF": "8(7 - r) + (7 - f)",
    "LEFR": "8f + r",
    "LEFBER": "8f + (7 - r)",
    "BEFLER": "8(7 - f) + r",
    "BEFR": "8(7 - f) + (7 - r)",
}
SQUARE_0_AND_1 = {
    "LERF": ("a1", "b1"),
    "LERBEF": ("h1", "g1"),
    "BERLEF": ("a8", "b8"),
    "BERF": ("h8", "g8"),
    "LEFR": ("a1", "a2"),
    "LEFBER": ("a8", "a7"),
    "BEFLER": ("h1", "h2"),
    "BEFR": ("h8", "h7"),
}
NAMES = tuple(FORMULAS)
# In these a byte (sq >> 3) holds a rank; in the others it holds a file.
RANK_MAJOR = ("LERF", "LERBEF", "BERLEF", "BERF")


def square_name(file: int, rank: int) -> str:
    return "abcdefgh"[file] + "12345678"[rank]


class Permutation:
    """p and P of one mapping, and their inverses."""

    def __init__(self, name: str):
        formula = FORMULAS[name]
        self.name = name
        self.p: Tuple[int, ...] = tuple(formula(s % 8, s // 8) for s in range(64))
        inverse = [0] * 64
        for s, t in enumerate(self.p):
            inverse[t] = s
        self.p_inverse: Tuple[int, ...] = tuple(inverse)
        assert sorted(self.p) == list(range(64)), name
        self._bytes = _byte_images(self.p)
        self._bytes_inverse = _byte_images(self.p_inverse)

    def sq(self, lerf_sq: int) -> int:
        """Returns p(sq): the mapping's number of LERF square `lerf_sq`."""
        return self.p[lerf_sq]

    def bb(self, lerf_bb: int) -> int:
        """Returns P(bb): every bit of the LERF bitboard moved to the mapping's number of its square."""
        return _apply(self._bytes, lerf_bb)

    def lerf_sq(self, sq: int) -> int:
        return self.p_inverse[sq]

    def lerf_bb(self, bb: int) -> int:
        return _apply(self._bytes_inverse, bb)


def _byte_images(p) -> List[List[int]]:
    images = []
    for k in range(8):
        row = []
        for v in range(256):
            image = 0
            for i in range(8):
                if v >> i & 1:
                    image |= 1 << p[8 * k + i]
            row.append(image)
        images.append(row)
    return images


def _apply(images, bb: int) -> int:
    """Returns the union of the image of each byte k of `bb` (written out: a query of
    every mapping's proofs goes through it)."""
    i0, i1, i2, i3, i4, i5, i6, i7 = images
    return (i0[bb & 0xFF] | i1[bb >> 8 & 0xFF] | i2[bb >> 16 & 0xFF] | i3[bb >> 24 & 0xFF]
            | i4[bb >> 32 & 0xFF] | i5[bb >> 40 & 0xFF] | i6[bb >> 48 & 0xFF] | i7[bb >> 56 & 0xFF])  # fmt: skip


PERMUTATIONS = {name: Permutation(name) for name in NAMES}

# The tables of the contract whose indices and bits are squares (SPEC.md): which
# axes are squares ("s"), and the others (d: direction, c: color, p: piece).
# DIR_SHIFT follows the formula; the kindergarten tables live in bit space.
SQUARE_AXES = {
    "AVOID_WRAP": "d",
    "RAY_ATTACKS": "sd",
    **{
        f"{line}_MASK{ex}": "s"
        for line in ("RANK", "FILE", "DIAGONAL", "ANTI_DIAGONAL", "ROOK", "BISHOP", "QUEEN")
        for ex in ("", "_EX")
    },
    "KNIGHT_ATTACKS": "s",
    "KING_ATTACKS": "s",
    "PAWN_ATTACKS": "cs",
    "PIECE_ATTACKS": "ps",
    "BLOCKERS_AND_BEYOND": "ps",
    "BEHIND": "ss",
    "BETWEEN": "ss",
    "LINE": "ss",
    # issue 47: f a file and r a rank (0..7 in every mapping), x a distance
    "DISTANCE_RING": "sx",
    "FORWARD_RANKS": "cr",
    "FORWARD_FILE": "cs",
    "PAWN_ATTACK_SPAN": "cs",
    "PASSED_PAWN_SPAN": "cs",
    "ADJACENT_FILES": "f",
    "RAY_PASS": "ss",
    "BETWEEN_AND_TO": "ss",
    "CASTLING_EMPTY": "cff",
    "CASTLING_KING_PATH": "cff",
}
# The tables whose values are numbers: their square indices carried, their values not.
NUMBER_AXES = {"SQUARE_DISTANCE": "ss", "MANHATTAN_DISTANCE": "ss", "CENTER_DISTANCE": "s", "CENTER_MANHATTAN_DISTANCE": "s"}
# The tables without a square: the same in every mapping.
FIXED = ("POLYGLOT_RANDOM",)
BIT_SPACE = (
    "FIRST_RANK_ATTACKS",
    "FILL_UP_ATTACKS",
    "A_FILE_ATTACKS",
    "FIRST_RANK_XRAYS",
    "XRAY_FILL_UP_ATTACKS",
    "XRAY_A_FILE_ATTACKS",
)


def slider_sets(mapping: str, piece: str, sq: int, occ: int) -> Tuple[int, int]:
    """Returns (attacks, x-rays through every first blocker) of a rook, bishop or queen
    on sq given occ, all numbered in `mapping`, by tests/oracles/reference.py."""
    from tests.oracles import reference as ref

    perm = PERMUTATIONS[mapping]
    lerf_sq, lerf_occ = perm.lerf_sq(sq), perm.lerf_bb(occ)
    directions = {"rook": ref.ORTHOGONAL, "bishop": ref.DIAGONAL, "queen": ref.ALL_DIRECTIONS}[piece]
    attacks = ref.slider_attacks(lerf_sq, lerf_occ, directions)
    xrays = ref.xray_by_formula(lambda o: ref.slider_attacks(lerf_sq, o, directions), lerf_occ)
    return perm.bb(attacks), perm.bb(xrays)
