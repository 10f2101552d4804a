"""Nanoseconds per call of the Python lookups, beside python-chess's tables.

    python -m bench.py_lookups REPEATS UNMASKED

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
against its unmasked twin in UNMASKED, the module generated without the cut
(`Selection.mask_to_64_bits`; bench.python_lookups writes it), on the same
cases (`occluded_fill` with the empty squares of each case and its eight
directions in turn).

It also times the module's slider techniques (`rook_attacks_magic` ...) against its
kindergarten ones (`rook_attacks_kindergarten`), on the same cases, their tables
filled first; and tests/perft's Python perft of Kiwipete with its sliders and pins
by each technique against the same perft by kindergarten, in this interpreter.
"""

from __future__ import annotations

import gc
import importlib.util
import json
import statistics
import sys
import time
import types

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


# --- the slider techniques of the module, and its perft by each ------------------------

# the techniques the module carries (the generator's choice: rook_attacks_T in its
# __all__), but kindergarten, the baseline
TECHNIQUES = tuple(n[len("rook_attacks_") :] for n in bb.__all__ if n.startswith("rook_attacks_") and n != "rook_attacks_kindergarten")


def technique_pairs(occ_sq):
    """Returns the pairs that time each technique's rook, bishop and queen lookups
    against the module's kindergarten ones (`*_attacks_kindergarten`), the module's
    own fast lookups likewise, and the one-lookup magic x-rays against
    xray_rook_attacks(occ, occ, sq) (two lookups of the fast paths)."""
    bb.fill_slider_tables()  # the first magic lookup would: outside the timing
    pairs = []
    for technique in ("fast", *TECHNIQUES):
        for piece in ("rook", "bishop", "queen"):
            name = f"{piece}_attacks" if technique == "fast" else f"{piece}_attacks_{technique}"
            pairs.append((name, getattr(bb, name), getattr(bb, f"{piece}_attacks_kindergarten"), loop2, occ_sq))
    pairs.append(("xray_rook_attacks_magic", bb.xray_rook_attacks_magic, lambda occ, sq: bb.xray_rook_attacks(occ, occ, sq), loop2, occ_sq))
    return pairs


def perft_rows(repeats):
    """Returns a row per technique: the CPU time of tests/perft's Python perft of
    Kiwipete at depth PERFT_DEPTH with its sliders and pins by the technique
    (tests/perft/movegen.py's sliders_of) and by the module's own fast lookups,
    against the same perft by the kindergarten lookups, alternately, in this
    interpreter."""
    from tests.perft import movegen
    from tests.perft.positions import KIWIPETE

    names = ("rook_attacks", "bishop_attacks", "queen_attacks", "pinned")
    own = tuple(getattr(movegen, name) for name in names)
    position = movegen.parse_fen(KIWIPETE)

    def timed(sliders):
        for name, function in zip(names, sliders):
            setattr(movegen, name, function)
        t = clock()
        nodes = movegen.perft(position, PERFT_DEPTH)
        return clock() - t, nodes

    chosen = {"fast": own, **{t: movegen.sliders_of(t) for t in ("kindergarten", *TECHNIQUES) if t != "kogge_stone"}}
    times = {name: [] for name in chosen}
    for _ in range(repeats):
        for name, sliders in chosen.items():
            ns, nodes = timed(sliders)
            if nodes != PERFT_NODES:
                raise SystemExit(f"py_lookups: perft by {name} counts {nodes}, not {PERFT_NODES}")
            times[name].append(ns / 1e9)
    timed(own)
    base = statistics.median(times["kindergarten"])
    return [dict(name=name, ours=statistics.median(v), base=base, ours_min=min(v), base_min=min(times["kindergarten"]))
            for name, v in times.items() if name != "kindergarten"]


PERFT_DEPTH, PERFT_NODES = 4, 4085603  # Kiwipete (CPW "Perft Results"); depth 5 takes a minute a run in Python


# --- the unmasked twins of the masked functions -------------------------------------


def unmasked_module(path):
    """Returns the module generated without the 64-bit cut, loaded from `path`."""
    spec = importlib.util.spec_from_file_location("bitboards_unmasked", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


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
        # a loop of its own for each side: one call site that CPython specializes
        # for one function, not one that flips between the two
        ours_loop, base_loop = (types.FunctionType(loop.__code__.replace(), loop.__globals__) for _ in range(2))
        for a in args:
            if ours(*a) != base(*a):
                raise SystemExit(f"py_lookups: {name}{a} differs from its baseline")
        ours_ns, base_ns = [], []
        ours_loop(ours, args), base_loop(base, args)  # warm up (3.11 specializes on first runs)
        for _ in range(repeats):
            ours_ns.append(ours_loop(ours, args) / len(args))
            base_ns.append(base_loop(base, args) / len(args))
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
    unmasked = unmasked_module(sys.argv[2])
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
        ("popcount", bb.popcount, unmasked.popcount, loop1, [(c.occ,) for c in data]),
        (
            "occluded_fill",
            bb.occluded_fill,
            unmasked.occluded_fill,
            loop3,
            [(c.sliders, ~c.occ & mask, d) for c in data[:512] for d in range(8)],
        ),
    ]
    gc.disable()
    rows = timed_pairs(pairs, repeats)
    masking_rows = timed_pairs(masking, repeats)
    technique_rows = timed_pairs(technique_pairs(occ_sq), repeats)
    technique_rows[-1]["base_name"] = "xray_rook_attacks(occ, occ, sq)"
    perft = perft_rows(max(1, repeats // 7))
    gc.enable()
    print(json.dumps(dict(calls=len(data), repeats=repeats, rows=rows, masking=masking_rows, techniques=technique_rows, perft=perft)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
