"""The Python module as a user meets it: ints of any sign, `help()`, `__all__`.

- Python's `~x` is negative, so every function must give the 64-bit answer for a
  negative int (its two's complement), and for an int with bits above 63: the
  same answer as for the masked value, itself a non-negative int below 2**64.
  (The masked answers are proven against independent references elsewhere.)
- `help(module)` is a reference: `__all__` lists every public name, the
  functions carry annotations, their docstrings name every argument, the module
  docstring lists every table with its shape and meaning, and the edge cases the
  docstrings state hold.
"""

from __future__ import annotations

import inspect
import pydoc
import random
import typing

import pytest

from generated import bitboards as bb
from bitboard_tables.languages.python import CAPABILITIES as python_capabilities
from bitboard_tables.functions import BITBOARD, FUNCTIONS, INTEGER, NAME, SQUARE_OR_NONE, SQUARES
from bitboard_tables.literals import shape_text
from bitboard_tables.mapping import LERF
from bitboard_tables.sliders import header_tables
from bitboard_tables.tables import compute_tables

MASK = (1 << 64) - 1
FULL = MASK

# the domain of each non-bitboard argument, by name
INT_DOMAINS = {
    "sq": range(64),
    "king_sq": range(64),
    "dir": range(8),
    "piece": range(6),
    "file": range(8),
    "rank": range(8),
    "frm": range(64),
    "to": range(64),
    "color": range(2),
}

EDGE_BITBOARDS = [0, 1, 1 << 63, FULL, FULL ^ 1, 0x8100000000000081, 0x00FFFFFFFFFFFF00, 0xAAAAAAAAAAAAAAAA]


def _argument_sets(fn, rng: random.Random, count: int):
    """Yields `count` argument tuples for `fn`: bitboards random or from the edge
    list, each other argument from its domain."""
    for i in range(count):
        args = []
        for name, ctype in fn.params:
            if ctype == BITBOARD:
                args.append(EDGE_BITBOARDS[i % len(EDGE_BITBOARDS)] if i % 3 == 0 else rng.getrandbits(64))
            else:
                args.append(rng.choice(INT_DOMAINS[name]))
        yield tuple(args)


def _variants(fn, args, rng: random.Random):
    """Yields the argument tuples that must give the answer of `args`: each bitboard
    argument alone, then all of them, as a negative int (v - 2**64, the two's
    complement reading; ~x for x = ~v), and with random bits above bit 63."""
    positions = [i for i, (_, ctype) in enumerate(fn.params) if ctype == BITBOARD]

    def replaced(which, change):
        return tuple(change(a) if i in which else a for i, a in enumerate(args))

    for change in (lambda v: v - (1 << 64), lambda v: v | rng.getrandbits(64) << 64):
        for i in positions:
            yield replaced({i}, change)
        yield replaced(set(positions), change)


def _answer(fn, args):
    """Returns what the module's function `fn` gives for `args`; the squares a list."""
    answer = getattr(bb, fn.name)(*args)
    return list(answer) if fn.returns == SQUARES else answer


def _in_range(fn, answer) -> bool:
    """Returns True if `answer` is a 64-bit value, a square name, or squares 0..63."""
    if fn.returns == SQUARES:
        return all(0 <= sq < 64 for sq in answer)
    if fn.returns == NAME:
        return len(answer) == 2 and answer[0] in "abcdefgh" and answer[1] in "12345678"
    return 0 <= answer <= MASK


INT_FUNCTIONS = [fn for fn in FUNCTIONS if all(kind in (BITBOARD, INTEGER) for _, kind in fn.params)]


@pytest.mark.parametrize("fn", INT_FUNCTIONS, ids=lambda f: f.name)
def test_negative_and_wide_ints_give_the_64_bit_answer(fn):
    rng = random.Random(f"wide-{fn.name}")
    checked = 0
    for args in _argument_sets(fn, rng, 400):
        expected = _answer(fn, args)
        assert _in_range(fn, expected), (fn.name, args)
        for variant in _variants(fn, args, rng):
            got = _answer(fn, variant)
            assert got == expected, f"{fn.name}{variant}: {got}, {expected} for the masked arguments"
            checked += 1
    assert checked > 400


def test_the_trap_of_issue_10():
    # Python's ~0 is -1: bin(-1) has one '1', and the Kogge-Stone fill of ~(...) kept the sign.
    assert bb.popcount(~0) == 64
    rooks = 1 << bb.A1 | 1 << bb.H1
    empty = ~(rooks | 1 << bb.A4 | 1 << bb.H6)
    assert bb.occluded_fill(rooks, empty, bb.NORT) == sum(1 << s for s in (bb.A1, bb.A2, bb.A3, bb.H1, bb.H2, bb.H3, bb.H4, bb.H5))
    assert bb.sliding_attacks(rooks, empty, bb.NORT) == sum(1 << s for s in (bb.A2, bb.A3, bb.A4, bb.H2, bb.H3, bb.H4, bb.H5, bb.H6))


# --- help() ---------------------------------------------------------------------


def _public_names():
    return {name for name in vars(bb) if not name.startswith("_")}


def test_dunder_all_lists_every_public_name_once():
    assert isinstance(bb.__all__, list)
    assert len(bb.__all__) == len(set(bb.__all__))
    assert set(bb.__all__) == _public_names()
    tables = {t.name for t in compute_tables()}
    functions = {f.name for f in FUNCTIONS}
    assert tables | functions <= set(bb.__all__)


def test_module_star_import_gives_the_public_names():
    namespace: dict = {}
    exec("from generated.bitboards import *", namespace)
    assert set(namespace) - {"__builtins__"} == _public_names()


# the annotation of each kind of argument and result (SPEC.md: a name is a str, the
# squares of a bitboard a generator)
ANNOTATIONS = {BITBOARD: int, INTEGER: int, NAME: str, SQUARE_OR_NONE: int, SQUARES: typing.Iterator[int]}


def test_functions_are_annotated_and_their_docstrings_name_every_argument():
    for fn in FUNCTIONS:
        function = getattr(bb, fn.name)
        signature = inspect.signature(function)
        assert list(signature.parameters) == [name for name, _ in fn.params], fn.name
        assert [p.annotation for p in signature.parameters.values()] == [ANNOTATIONS[k] for _, k in fn.params], fn.name
        assert signature.return_annotation == ANNOTATIONS[fn.returns], fn.name
        doc = inspect.getdoc(function)
        assert doc.splitlines()[0].startswith("Returns"), fn.name
        for name, ctype in fn.params:
            assert f"\n{name}: " in doc, (fn.name, name)
        if any(ctype == BITBOARD for _, ctype in fn.params):
            assert "two's complement" in " ".join(doc.split()), fn.name


def _shown(annotation) -> str:
    """Returns an annotation as pydoc shows it: `int`, `Iterator[int]`."""
    return getattr(annotation, "__name__", None) or str(annotation).replace("typing.", "")


def test_pydoc_of_the_module_lists_every_table_with_shape_and_meaning():
    text = pydoc.render_doc(bb, renderer=pydoc.plaintext)
    flat = " ".join(text.split())  # the docstring wraps long meanings
    for table in compute_tables():
        entry = f"{table.name}{shape_text(table)}, {table.element}: {table.meaning}"
        assert " ".join(entry.split()) in flat, table.name
    for fn in FUNCTIONS:
        params = ", ".join(f"{name}: {_shown(ANNOTATIONS[kind])}" for name, kind in fn.params)
        assert f"{fn.name}({params}) -> {_shown(ANNOTATIONS[fn.returns])}" in text, fn.name
    small, packed = header_tables(LERF)
    carried = python_capabilities.carried(LERF)  # the slider techniques' tables, those the module carries
    read = {r for t in carried for r in t.reads(xrays=True)}
    assert {t.name for t in small} - read == {"ROOK_MAGICS32", "ROOK_MAGIC32_SHIFTS", "BISHOP_MAGICS32", "BISHOP_MAGIC32_SHIFTS"}  # the 32-bit magic's: not carried
    for table in small:
        line = f"{table.name}[64 sq], {table.element}: {' '.join(table.meaning.split())}"
        assert (line in flat) == (table.name in read), table.name
    for name in ("ROOK_MAGIC_ATTACKS", "ROOK_MAGIC_XRAYS", "BISHOP_MAGIC_ATTACKS", "BISHOP_MAGIC_XRAYS", "BLACK_ATTACKS"):
        (table,) = [t for t in packed if t.name == name]
        assert f"{name}[{len(table.values)}], u64: {' '.join(table.meaning.split())}" in flat, name
    assert "SPEC.md" in text
    assert "0xFFFF_FFFF_FFFF_FFFF" in text


XRAY_PAIRS = [
    (bb.rank_attacks, bb.xray_rank_attacks),
    (bb.file_attacks, bb.xray_file_attacks),
    (bb.diagonal_attacks, bb.xray_diagonal_attacks),
    (bb.anti_diagonal_attacks, bb.xray_anti_diagonal_attacks),
]

# the line of each direction NOEA..NORT
DIRECTION_LINES = [XRAY_PAIRS[i] for i in (2, 0, 3, 1, 2, 0, 3, 1)]


def test_edge_cases_the_docstrings_state():
    sq = range(64)
    assert bb.lsb(0) == bb.lsb(1 << 64) == bb.lsb(-(1 << 64)) == 64  # no set bit, modulo 2**64
    assert bb.popcount(0) == 0 and bb.popcount(FULL) == bb.popcount(-1) == 64
    for line, mask in [
        (bb.rank_attacks, bb.RANK_MASK_EX),
        (bb.file_attacks, bb.FILE_MASK_EX),
        (bb.diagonal_attacks, bb.DIAGONAL_MASK_EX),
        (bb.anti_diagonal_attacks, bb.ANTI_DIAGONAL_MASK_EX),
    ]:
        assert [line(0, s) for s in sq] == list(mask)
        # the bit of sq itself is ignored
        assert all(line(1 << s, s) == mask[s] for s in sq)
    assert bb.diagonal_attacks(0, bb.H1) == bb.diagonal_attacks(0, bb.A8) == 0
    assert bb.anti_diagonal_attacks(0, bb.A1) == bb.anti_diagonal_attacks(0, bb.H8) == 0
    assert {bb.popcount(bb.rook_attacks(0, s)) for s in sq} == {14}
    assert {bb.popcount(bb.bishop_attacks(0, s)) for s in sq} == set(range(7, 14, 2))
    assert bb.popcount(bb.queen_attacks(0, bb.D4)) == 27
    rng = random.Random(5)
    for _ in range(200):
        occ, s = rng.getrandbits(64), rng.randrange(64)
        assert bb.piece_attacks(bb.PAWN, occ, s) == 0
        assert bb.piece_attacks(bb.KNIGHT, occ, s) == bb.KNIGHT_ATTACKS[s]
        assert bb.piece_attacks(bb.KING, occ, s) == bb.KING_ATTACKS[s]
        for attacks, xrays in XRAY_PAIRS:
            assert xrays(occ, s) & attacks(occ, s) == 0  # never the first blockers
        assert bb.xray_rook_attacks(occ, 0, s) == bb.xray_bishop_attacks(occ, 0, s) == 0
        not_attacked = occ & ~bb.queen_attacks(occ, s)
        assert bb.xray_rook_attacks(occ, not_attacked, s) == bb.xray_bishop_attacks(occ, not_attacked, s) == 0
    for s in sq:
        for piece in (bb.KNIGHT, bb.BISHOP, bb.ROOK, bb.QUEEN, bb.KING):
            assert bb.piece_attacks(piece, 0, s) == bb.PIECE_ATTACKS[piece][s]
        for _, xrays in XRAY_PAIRS:
            assert xrays(0, s) == 0  # no blocker on either side
        for d, (_, xrays) in enumerate(DIRECTION_LINES):
            ray = bb.RAY_ATTACKS[s][d]
            if ray:  # one blocker next to sq: the x-ray runs on to the edge
                near = 1 << s + bb.DIR_SHIFT[d]
                assert xrays(near, s) == ray ^ near, (s, d)
    for d in range(8):
        assert bb.shift_one(0, d) == 0
        gen = 1 << bb.D4 | 1 << bb.A8
        assert bb.occluded_fill(gen, 0, d) == gen
        assert bb.occluded_fill(gen, ~0, d) == gen | bb.RAY_ATTACKS[bb.D4][d] | bb.RAY_ATTACKS[bb.A8][d]
        assert bb.sliding_attacks(0, ~0, d) == 0
    assert bb.pinned(1 << bb.E1, 1 << bb.E1, bb.E1, 0, 0) == 0
