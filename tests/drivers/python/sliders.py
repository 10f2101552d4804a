"""The exhaustive check of the slider techniques of a generated bitboards.py, run by
tests/proofs/test_sliders.py as `python sliders.py DIR` (DIR holds the module).

For every technique's rook and bishop attacks and one-lookup x-rays: on every square
in turn, every subset of the square's relevant mask (ROOK_RELEVANT_MASK,
BISHOP_RELEVANT_MASK) in carry-rippler order (occ = (occ - mask) & mask, the empty
set first), then on every square in turn the random boards of the oracle's
splitmix64 stream (tests/oracles/slider_hashes.py's random_boards: the questions,
not the answers); the queen's attacks on the random boards only. Prints one line
per lookup, as tests/oracles/slider_hashes.py says (tests/drivers/go/sliders.go is
the same check in Go):

    hash TECHNIQUE PIECE KIND COUNT 0xHASH

The first lookup of fancy or black magic fills their tables (its fill group's fill),
so the check covers the module's own fill.

Two more modes, the first-use protocol of tests/oracles/slider_hashes.py, checked
by tests/harness/drivers.py's first_use_check:

    python sliders.py first-use DIR   THREADS threads released together by a
        threading.Barrier, no fill called before: thread t asks every lookup once,
        on its own question (first_use_queries(t, ...)); after the joins, one line
        a question, thread by thread: first T TECHNIQUE PIECE KIND SQ 0xOCC 0xANSWER
    python sliders.py fill-each DIR   each fill group's own fill called first, in
        the module's order (its fill_* functions of __all__ but fill_slider_tables;
        each must return True), then thread 0's questions alone
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]  # the repository: the oracle's board stream
M64 = (1 << 64) - 1


def subsets(masks):
    """Returns (occupancies, squares): every subset of each square's mask, carry-rippler order."""
    occs, sqs = [], []
    for sq, mask in enumerate(masks):
        occ = 0
        while True:
            occs.append(occ)
            sqs.append(sq)
            occ = (occ - mask) & mask
            if not occ:
                break
    return occs, sqs


def lookups(bb) -> list:
    """Returns (technique, piece, kind, function name) of every lookup of the
    techniques the module `bb` carries, in the model's order
    (tests/oracles/slider_hashes.py: lookups_of)."""
    from bitboard_tables.languages.python import CAPABILITIES
    from bitboard_tables.mapping import LERF
    from bitboard_tables.sliders.techniques import lookup_name
    from tests.oracles.slider_hashes import lookups_of

    carried = [t for t in CAPABILITIES.carried(LERF) if lookup_name("rook", "attacks", t.name) in bb.__all__]
    return [(t, piece, kind, lookup_name(piece, kind, t)) for t, piece, kind in lookups_of(carried)]


def first_use(bb, threads: int) -> list:
    """Returns the `first` lines of threads 0 .. threads - 1, each asking every lookup
    once, all released together by a barrier."""
    import threading

    from tests.oracles.slider_hashes import first_use_queries

    listed = lookups(bb)
    questions = [first_use_queries(t, len(listed)) for t in range(threads)]  # before the barrier
    answers = [[] for _ in range(threads)]
    barrier = threading.Barrier(threads)

    def ask(t: int) -> None:
        barrier.wait()
        for (_, _, _, name), (sq, occ) in zip(listed, questions[t]):
            answers[t].append(getattr(bb, name)(occ, sq))

    started = [threading.Thread(target=ask, args=(t,)) for t in range(threads)]
    for thread in started:
        thread.start()
    for thread in started:
        thread.join()
    return [
        f"first {t} {technique} {piece} {kind} {sq} 0x{occ:x} 0x{answer:x}"
        for t in range(threads)
        for (technique, piece, kind, _), (sq, occ), answer in zip(listed, questions[t], answers[t])
    ]


def main() -> int:
    mode = sys.argv[1] if sys.argv[1] in ("first-use", "fill-each") else "hash"
    sys.path[:0] = [sys.argv[-1], str(ROOT)]
    import bitboards as bb

    if mode == "first-use":
        from tests.oracles.slider_hashes import THREADS

        print("\n".join(first_use(bb, THREADS)))
        return 0
    if mode == "fill-each":
        for name in bb.__all__:
            if name.startswith("fill_") and name != "fill_slider_tables" and not getattr(bb, name)():
                raise SystemExit(f"{name}() filled nothing on its first call")
        print("\n".join(first_use(bb, 1)))
        return 0
    from tests.oracles.slider_hashes import random_boards

    rows = random_boards()  # [64 sq][BOARDS]
    boards = ([occ for row in rows for occ in row], [sq for sq, row in enumerate(rows) for _ in row])
    asked = {"queen": boards}
    for piece, masks in (("rook", bb.ROOK_RELEVANT_MASK), ("bishop", bb.BISHOP_RELEVANT_MASK)):
        occs, sqs = subsets(masks)
        asked[piece] = (occs + boards[0], sqs + boards[1])
    out = []
    for technique, piece, kind, name in lookups(bb):
        occs, sqs = asked[piece]
        h = 0xCBF29CE484222325
        for answer in map(getattr(bb, name), occs, sqs):
            h = ((h ^ answer) * 0x100000001B3) & M64
        out.append(f"hash {technique} {piece} {kind} {len(occs)} 0x{h:016x}")
    print("\n".join(out))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
