"""Nanoseconds per call of the Python lookups, beside python-chess's tables.

    python -m bench.py_lookups REPEATS

Run by bench.python_lookups in a fresh interpreter, from the repository root;
prints one JSON object. Each lookup of generated/bitboards.py is paired with a
function of the same signature that gets the same sets from python-chess's
attack tables (`BB_RANK_ATTACKS`, `BB_FILE_ATTACKS`, `BB_DIAG_ATTACKS`:
dictionaries keyed by the masked occupancy, the tables python-chess computes at
import), written the way a user of python-chess would write it. Both are checked
to return the same sets on every case, then timed alternately: a sample is one
loop calling the function on all cases of bench.cases, in thread CPU time with
the garbage collector off, divided by the number of calls; the figure is the
median of REPEATS samples. The loop and the call are part of both figures.

The same run measures what the 64-bit masking of `popcount` and `occluded_fill`
costs (they take a negative int as its two's complement, so `~x` works): each
against an unmasked twin compiled from the module's own source with the
`& 0xFFFF_FFFF_FFFF_FFFF` removed, on the same cases (`occluded_fill` with the
empty squares of each case and its eight directions in turn).

It also times a fancy magic lookup written in Python, on the magics and table
of generated/bitboards_sliders.h (from bitboard_tables.sliders), against the module's
own `rook_attacks` and `bishop_attacks`: why the module carries no magic tables.
"""

from __future__ import annotations

import gc
import inspect
import json
import statistics
import sys
import time

from chess import (
    BB_DIAG_ATTACKS,
    BB_DIAG_MASKS,
    BB_FILE_ATTACKS,
    BB_FILE_MASKS,
    BB_KING_ATTACKS,
    BB_KNIGHT_ATTACKS,
    BB_RANK_ATTACKS,
    BB_RANK_MASKS,
)

import generated.bitboards as bb
from bench.cases import cases

# --- the baselines: python-chess's tables behind the same signatures -------------


def chess_rook_attacks(occ, sq):
    return BB_RANK_ATTACKS[sq][BB_RANK_MASKS[sq] & occ] | BB_FILE_ATTACKS[sq][BB_FILE_MASKS[sq] & occ]


def chess_bishop_attacks(occ, sq):
    return BB_DIAG_ATTACKS[sq][BB_DIAG_MASKS[sq] & occ]


def chess_queen_attacks(occ, sq):
    return (
        BB_RANK_ATTACKS[sq][BB_RANK_MASKS[sq] & occ]
        | BB_FILE_ATTACKS[sq][BB_FILE_MASKS[sq] & occ]
        | BB_DIAG_ATTACKS[sq][BB_DIAG_MASKS[sq] & occ]
    )


def chess_piece_attacks(piece, occ, sq):
    # the dispatch of python-chess's BaseBoard.attacks_mask, by our piece numbers
    if piece == bb.KNIGHT:
        return BB_KNIGHT_ATTACKS[sq]
    if piece == bb.KING:
        return BB_KING_ATTACKS[sq]
    if piece == bb.BISHOP:
        return BB_DIAG_ATTACKS[sq][BB_DIAG_MASKS[sq] & occ]
    attacks = BB_RANK_ATTACKS[sq][BB_RANK_MASKS[sq] & occ] | BB_FILE_ATTACKS[sq][BB_FILE_MASKS[sq] & occ]
    if piece == bb.QUEEN:
        attacks |= BB_DIAG_ATTACKS[sq][BB_DIAG_MASKS[sq] & occ]
    return attacks


def chess_xray_rook_attacks(occ, blockers, sq):
    # modifying occupancy with python-chess's tables: two lookups per line
    attacks = BB_RANK_ATTACKS[sq][BB_RANK_MASKS[sq] & occ] | BB_FILE_ATTACKS[sq][BB_FILE_MASKS[sq] & occ]
    occ ^= blockers & attacks
    return attacks ^ (BB_RANK_ATTACKS[sq][BB_RANK_MASKS[sq] & occ] | BB_FILE_ATTACKS[sq][BB_FILE_MASKS[sq] & occ])


# --- a fancy magic lookup in Python, on the C header's data ------------------------


def magic_lookup(piece):
    """Returns f(occ, sq): the attacks of `piece` ("rook", "bishop") by one fancy
    magic lookup, as bitboards_sliders.h computes them, in Python."""
    from bitboard_tables.mapping import LERF
    from bitboard_tables.sliders import packed_tables, small_tables

    p, small = piece.upper(), small_tables(LERF)
    masks, magics, shifts, offsets = (small[f"{p}_{name}"] for name in ("RELEVANT_MASK", "MAGICS", "MAGIC_SHIFTS", "OFFSETS"))
    table = packed_tables(LERF)[f"{p}_MAGIC_ATTACKS"]

    def attacks(occ, sq):
        return table[offsets[sq] + (((occ & masks[sq]) * magics[sq] & 0xFFFF_FFFF_FFFF_FFFF) >> shifts[sq])]

    return attacks


# --- the unmasked twins of the masked functions -------------------------------------

MASK_TEXT = " & 0xFFFF_FFFF_FFFF_FFFF"
MASKED = ("popcount", "occluded_fill")


def unmasked(name):
    """Returns the module's function `name` compiled again without its 64-bit mask,
    in a copy of the module's namespace (the same globals to look up)."""
    source = inspect.getsource(getattr(bb, name))
    if MASK_TEXT not in source:
        raise SystemExit(f"py_lookups: {name} has no {MASK_TEXT.strip()} to remove")
    namespace = dict(vars(bb))
    exec(source.replace(MASK_TEXT, ""), namespace)
    return namespace[name]


# --- timing ------------------------------------------------------------------------

clock = time.thread_time_ns


def loop2(f, args):
    t = clock()
    for a, b in args:
        f(a, b)
    return clock() - t


def loop3(f, args):
    t = clock()
    for a, b, c in args:
        f(a, b, c)
    return clock() - t


def loop1(f, args):
    t = clock()
    for (a,) in args:
        f(a)
    return clock() - t


def timed_pairs(pairs, repeats):
    """Returns a row per (name, ours, base, loop, args): medians and minima of
    `repeats` alternating samples, in ns per call, after checking both agree."""
    rows = []
    for name, ours, base, loop, args in pairs:
        for a in args:
            if ours(*a) != base(*a):
                raise SystemExit(f"py_lookups: {name}{a} differs from its baseline")
        ours_ns, base_ns = [], []
        loop(ours, args), loop(base, args)  # warm up (3.11 specializes on first runs)
        for _ in range(repeats):
            ours_ns.append(loop(ours, args) / len(args))
            base_ns.append(loop(base, args) / len(args))
        rows.append(
            dict(
                name=name,
                ours=statistics.median(ours_ns),
                base=statistics.median(base_ns),
                ours_min=min(ours_ns),
                base_min=min(base_ns),
            )
        )
    return rows


def main() -> int:
    repeats = int(sys.argv[1]) if len(sys.argv) > 1 else 21
    data = cases()
    occ_sq = [(c.occ, c.sq) for c in data]
    piece_occ_sq = [(c.piece, c.occ, c.sq) for c in data]
    occ_sub_sq = [(c.occ, c.sub, c.sq) for c in data]
    pairs = [
        ("rook_attacks", bb.rook_attacks, chess_rook_attacks, loop2, occ_sq),
        ("bishop_attacks", bb.bishop_attacks, chess_bishop_attacks, loop2, occ_sq),
        ("queen_attacks", bb.queen_attacks, chess_queen_attacks, loop2, occ_sq),
        ("piece_attacks", bb.piece_attacks, chess_piece_attacks, loop3, piece_occ_sq),
        ("xray_rook_attacks", bb.xray_rook_attacks, chess_xray_rook_attacks, loop3, occ_sub_sq),
    ]
    mask = (1 << 64) - 1
    masking = [
        ("popcount", bb.popcount, unmasked("popcount"), loop1, [(c.occ,) for c in data]),
        (
            "occluded_fill",
            bb.occluded_fill,
            unmasked("occluded_fill"),
            loop3,
            [(c.sliders, ~c.occ & mask, d) for c in data[:512] for d in range(8)],
        ),
    ]
    magic = [
        ("rook_attacks", magic_lookup("rook"), bb.rook_attacks, loop2, occ_sq),
        ("bishop_attacks", magic_lookup("bishop"), bb.bishop_attacks, loop2, occ_sq),
    ]
    gc.disable()
    rows = timed_pairs(pairs, repeats)
    masking_rows = timed_pairs(masking, repeats)
    magic_rows = timed_pairs(magic, repeats)
    gc.enable()
    print(json.dumps(dict(calls=len(data), repeats=repeats, rows=rows, masking=masking_rows, magic=magic_rows)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
