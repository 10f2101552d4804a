"""The slider techniques' exhaustive check, as every language's sliders driver asks it
(tests/drivers/go/sliders.go is the model): for each lookup of each technique a
language carries, one line

    hash TECHNIQUE PIECE KIND COUNT 0xHASH

COUNT the answers and HASH their FNV-1a over 64-bit words (h = (h ^ answer) *
0x100000001b3 from 0xcbf29ce484222325), asked in this order: for the rook and the
bishop (attacks, and x-rays where the technique has them), on every square in turn
every subset of the square's relevant mask in carry-rippler order (occ = (occ -
mask) & mask, the empty set first); then, for every piece, queen included, on
every square in turn BOARDS random boards of a splitmix64 stream from SEED (board
k of the stream: a & b & c, a & b, a or a | b of its next outputs, by k % 4).

The first-use check (`first_use_queries`, `check_first_use_lines`) asks each lookup
once before anything has filled a table: THREADS threads started together, thread t
asking every lookup of `lookups_of` in order, each on one (sq, occ) of a splitmix64
stream from FIRST_USE_SEED + t (occ = a & b, sq = c % 64 of its next three outputs),
and printing one line a question:

    first T TECHNIQUE PIECE KIND SQ 0xOCC 0xANSWER

`expected_hashes` computes the same from tests/oracles/reference.py's ray walks
(the squares and bitboards of other mappings carried by tests/oracles/mappings.py),
the relevant masks walked from the reference's rays, not read from the generator;
`check_hash_lines` compares a driver's output with it.
"""

from __future__ import annotations

from functools import lru_cache

from tests.oracles import reference as ref
from tests.oracles.mappings import PERMUTATIONS

BOARDS, SEED = 256, 0x5EED5EED5EED5EED
THREADS, FIRST_USE_SEED = 4, 0xF1257005E0000000
M64 = (1 << 64) - 1
DIRECTIONS = {"rook": ref.ORTHOGONAL, "bishop": ref.DIAGONAL, "queen": ref.ALL_DIRECTIONS}
FNV_OFFSET, FNV_PRIME = 0xCBF29CE484222325, 0x100000001B3


def splitmix64(state: int):
    """Yields the splitmix64 stream from `state`."""
    while True:
        state = (state + 0x9E3779B97F4A7C15) & M64
        z = state
        z = ((z ^ z >> 30) * 0xBF58476D1CE4E5B9) & M64
        z = ((z ^ z >> 27) * 0x94D049BB133111EB) & M64
        yield z ^ z >> 31


def random_boards():
    """Returns [64 sq][BOARDS] boards, in the stream's order."""
    stream = splitmix64(SEED)
    out = []
    for _ in range(64):
        boards = []
        for k in range(BOARDS):
            a = next(stream)
            if k % 4 == 0:
                a &= next(stream) & next(stream)
            elif k % 4 == 1:
                a &= next(stream)
            elif k % 4 == 3:
                a |= next(stream)
            boards.append(a)
        out.append(boards)
    return out


@lru_cache(maxsize=None)
def expected_hashes(mapping: str) -> dict:
    """Returns {(piece, kind): (count, hash)} of the reference's answers in the order
    the drivers ask them, in `mapping` (a name)."""
    perm = PERMUTATIONS[mapping]
    rays = {}  # (mapped sq, direction) -> (the ray's bitboard, {its occupancy: (attacks, x-rays)})
    for sq in range(64):
        lerf = perm.lerf_sq(sq)
        for d in ref.ALL_DIRECTIONS:
            rays[(sq, d)] = (perm.bb(ref.ray_bb(lerf, d)), {})

    def answer(sq: int, occ: int, directions) -> tuple:
        attacks = xrays = 0
        lerf = perm.lerf_sq(sq)
        for d in directions:
            line, known = rays[(sq, d)]
            key = occ & line
            if key not in known:
                on_ray = perm.lerf_bb(key)
                known[key] = (perm.bb(ref.ray_attacks(lerf, on_ray, d)), perm.bb(ref.ray_xray(lerf, on_ray, d)))
            a, x = known[key]
            attacks |= a
            xrays |= x
        return attacks, xrays

    boards = random_boards()
    out = {}
    for piece, directions in DIRECTIONS.items():
        hashes = [FNV_OFFSET, FNV_OFFSET]
        count = 0
        occupancies = []
        if piece != "queen":
            for sq in range(64):
                lerf = perm.lerf_sq(sq)
                mask = perm.bb(ref.bb(s for d in directions for s in ref.ray(lerf, d)[:-1]))
                occupancies += [(sq, occ) for occ in ref.subsets(mask)]
        occupancies += [(sq, occ) for sq in range(64) for occ in boards[sq]]
        for sq, occ in occupancies:
            for k, value in enumerate(answer(sq, occ, directions)):
                hashes[k] = ((hashes[k] ^ value) * FNV_PRIME) & M64
            count += 1
        out[(piece, "attacks")] = (count, hashes[0])
        if piece != "queen":
            out[(piece, "xrays")] = (count, hashes[1])
    assert out[("rook", "attacks")][0] == 102400 + 64 * BOARDS and out[("bishop", "xrays")][0] == 5248 + 64 * BOARDS
    return out


def lookups_of(techniques) -> list:
    """Returns the (technique, piece, kind) of every lookup of `techniques` (the
    model's records), the queen's attacks included."""
    out = []
    for t in techniques:
        for piece in ("rook", "bishop", "queen"):
            for kind in ("attacks", "xrays"):
                if (piece, kind) in t.lookups or (piece, kind) == ("queen", "attacks"):
                    out.append((t.name, piece, kind))
    return out


def check_hash_lines(stdout: str, mapping: str, techniques) -> None:
    """Asserts that a driver's `hash` lines are one for each lookup of `techniques`
    and each equals the reference's in `mapping`."""
    want = expected_hashes(mapping)
    got = {}
    for line in stdout.splitlines():
        if line.startswith("hash "):
            _, technique, piece, kind, count, value = line.split()
            got[(technique, piece, kind)] = (int(count), int(value, 16))
    assert sorted(got) == sorted(lookups_of(techniques))
    wrong = {key: value for key, value in got.items() if value != want[key[1:]]}
    assert wrong == {}, f"{mapping}: differ from the reference: {sorted(wrong)}"


def first_use_queries(thread: int, count: int) -> list:
    """Returns the (sq, occ) that thread `thread` of the first-use check asks of its
    first `count` lookups, in order."""
    stream = splitmix64(FIRST_USE_SEED + thread)
    out = []
    for _ in range(count):
        a, b, c = next(stream), next(stream), next(stream)
        out.append((c % 64, a & b))
    return out


def reference_answer(mapping: str, piece: str, kind: str, sq: int, occ: int) -> int:
    """Returns the reference's attacks or x-rays of `piece` on `sq` given `occ`, in
    `mapping` (a name), by the ray walks of tests/oracles/reference.py."""
    perm = PERMUTATIONS[mapping]
    lerf, on_board = perm.lerf_sq(sq), perm.lerf_bb(occ)
    walk = ref.ray_attacks if kind == "attacks" else ref.ray_xray
    out = 0
    for d in DIRECTIONS[piece]:
        out |= walk(lerf, on_board & ref.ray_bb(lerf, d), d)
    return perm.bb(out)


def check_first_use_lines(stdout: str, mapping: str, techniques, threads=range(THREADS)) -> None:
    """Asserts that a driver's `first` lines are, for each thread of `threads`, one
    for each lookup of `techniques` in order, each asking the thread's question and
    each answer equal to the reference's in `mapping`."""
    lookups = lookups_of(techniques)
    got = {}
    for line in stdout.splitlines():
        if line.startswith("first "):
            _, thread, technique, piece, kind, sq, occ, answer = line.split()
            got.setdefault(int(thread), []).append(((technique, piece, kind), int(sq), int(occ, 16), int(answer, 16)))
    assert sorted(got) == sorted(threads), f"first-use lines of threads {sorted(got)}"
    wrong = []
    for thread, asked in sorted(got.items()):
        assert [lookup for lookup, *_ in asked] == lookups, f"thread {thread} asked other lookups"
        for ((technique, piece, kind), sq, occ, answer), question in zip(asked, first_use_queries(thread, len(lookups))):
            assert (sq, occ) == question, f"thread {thread}: {technique} {piece} {kind} asked {(sq, occ)}, not {question}"
            if answer != reference_answer(mapping, piece, kind, sq, occ):
                wrong.append(f"thread {thread}: {technique} {piece} {kind} sq {sq} occ {occ:#x}: {answer:#x}")
    assert wrong == [], f"{mapping}: first lookups differ from the reference: {wrong[:6]}"
