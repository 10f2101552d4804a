"""Nanoseconds per call of the Python lookups, beside python-chess's tables.

    python bench/py_lookups.py REPEATS

Run by bench/run.py in a fresh interpreter; prints one JSON object. Each lookup
of generated/bitboards.py is paired with a function of the same signature that
gets the same sets from python-chess's attack tables (`BB_RANK_ATTACKS`,
`BB_FILE_ATTACKS`, `BB_DIAG_ATTACKS`: dictionaries keyed by the masked
occupancy, the tables python-chess computes at import), written the way a user
of python-chess would write it. Both are checked to return the same sets on
every case, then timed alternately: a sample is one loop calling the function
on all cases of bench/cases.py, in thread CPU time with the garbage collector
off, divided by the number of calls; the figure is the median of REPEATS
samples. The loop and the call are part of both figures.
"""

from __future__ import annotations

import gc
import json
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "bench")]

from chess import (  # noqa: E402
    BB_DIAG_ATTACKS,
    BB_DIAG_MASKS,
    BB_FILE_ATTACKS,
    BB_FILE_MASKS,
    BB_KING_ATTACKS,
    BB_KNIGHT_ATTACKS,
    BB_RANK_ATTACKS,
    BB_RANK_MASKS,
)

import generated.bitboards as bb  # noqa: E402
from cases import cases  # noqa: E402

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
    rows = []
    gc.disable()
    for name, ours, base, loop, args in pairs:
        for a in args:
            if ours(*a) != base(*a):
                raise SystemExit(f"py_lookups: {name}{a} differs from python-chess")
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
    gc.enable()
    print(json.dumps(dict(calls=len(data), repeats=repeats, rows=rows)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
