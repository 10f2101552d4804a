"""The crates an engine author would otherwise use, as oracles of generated/bitboards.rs.

bench/peers/rust/ (its `Cargo.lock` pins shakmaty and cozy-chess, which `make test`
fetches: the Makefile's `cargo fetch --locked`) is built once, offline, by the cargo
beside the newest rustc (tests/drivers/rust/build.py), with BMI2 where the CPU has it
(our PEXT and 16-bit PEXT), and run once in `oracle` mode: every technique of ours
(and the module's own `rook_attacks` ..., as `main`) against each peer's lookups,
rook and bishop on every subset of every square's relevant mask and on 256 random
boards a square, the queen on all of those. The peers are implementations of their
own (shakmaty's fixed-shift magics, cozy-chess's black magics), so zero mismatches
over every line, each of the count computed here from tests/oracles/reference.py's
rays, proves every technique against two programs that share nothing with ours.
The peers' own answers, digested in tests/oracles/slider_hashes.py's order, equal the
reference's: the boards the program compares on are the ones this module counts.
In `engine` mode the program compares the engine tables with shakmaty's own sets
(src/engine.rs): the square pairs' `BETWEEN`, `LINE` and distances, the Polyglot keys
and the Chess960 castling paths, each over its whole domain.

The perft of bench/peers.py (tests/perft/perft.rs on each contender's sliders and
pins, the crate's `perft` feature) counts the published numbers with each peer's
sliders: what bench/peers.py times is our move generator, with only the lookups
changed.

The chess crate (its build script searches its magics on every build, a minute of
CPU) is not an oracle here: the race of bench/peers.py has it. The Go peer is
tests/proofs/test_peers_go.py's.
"""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

from bitboard_tables.mapping import mapping_named
from bitboard_tables.sliders import techniques
from tests.conftest import GENERATED, NATIVE_BUILD_CACHE, ROOT
from tests.drivers.c.build import cpu_has_bmi2, missing
from tests.drivers.rust.build import NEWEST
from tests.harness.drivers import check_published_perfts
from tests.oracles import reference as ref
from tests.oracles.slider_hashes import BOARDS, expected_hashes

pytestmark = pytest.mark.timeout(240)

CRATE = ROOT / "bench" / "peers" / "rust"
PEERS = ("shakmaty", "cozy-chess")
PIECES = ("rook", "bishop", "queen")


def cargo() -> str:
    """Returns the cargo beside the newest rustc; skips without one (fails under CI)."""
    path = Path(NEWEST.require()).parent / "cargo"
    if not os.access(path, os.X_OK):
        missing(f"cargo beside {NEWEST.path}")
    return str(path)


def subset_count(directions) -> int:
    """The number of subsets of every square's relevant mask: each ray of the
    reference but its last square."""
    return sum(1 << sum(len(ref.ray(sq, d)[:-1]) for d in directions) for sq in range(64))


@pytest.fixture(scope="module")
def target() -> Path:
    """The module's CARGO_TARGET_DIR, kept between runs (conftest.NATIVE_BUILD_CACHE):
    the peer crates are compiled once, not once a run; cargo builds the program again
    when the Rust module it includes changes (build.rs: rerun-if-env-changed, and
    rustc's dependency info names the included file)."""
    return NATIVE_BUILD_CACHE / "peers-rust-target"


def build(target: Path, *args: str, **env: str) -> None:
    """cargo build of bench/peers/rust in the oracle profile (opt-level 1), offline and
    locked, into `target`; fails on any message."""
    env = dict(os.environ, RUSTC=NEWEST.require(), CARGO_TARGET_DIR=str(target), BITBOARDS_RS=str(GENERATED / "bitboards.rs"), **env)
    env["RUSTFLAGS"] = "-D warnings" + (" -C target-feature=+bmi2" if cpu_has_bmi2() else "")
    env.update(CARGO_TERM_COLOR="never", CARGO_TERM_PROGRESS_WHEN="never")
    command = [cargo(), "build", "--offline", "--locked", "--quiet", "--profile", "oracle", *args]
    proc = subprocess.run(command, cwd=CRATE, env=env, capture_output=True, text=True, timeout=220)
    assert proc.returncode == 0 and not proc.stderr.strip(), f"{' '.join(command)} (make fetches the crates)\n{proc.stderr}"


@pytest.fixture(scope="module")
def oracle(target) -> Path:
    build(target, "--bin", "bitboard-peers")
    return target / "oracle" / "bitboard-peers"


def run(exe: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([str(exe), *args], capture_output=True, text=True, timeout=60)


def test_every_technique_answers_as_every_peer(oracle):
    proc = run(oracle, "oracle")
    assert proc.returncode == 0 and proc.stderr == "", proc.stderr
    compared = {}
    for fields in (line.split() for line in proc.stdout.splitlines()):
        if fields[0] == "compare":
            compared[tuple(fields[1:4])] = (int(fields[4]), int(fields[5]))
    rook, bishop, random = subset_count(ref.ORTHOGONAL), subset_count(ref.DIAGONAL), 64 * BOARDS
    assert (rook, bishop) == (102400, 5248)
    count = {"rook": rook + random, "bishop": bishop + random, "queen": rook + bishop + random}
    carried = [t for t in techniques(mapping_named("LERF")) if "bmi2" not in t.needs or cpu_has_bmi2()]
    # the module's own lookups, every technique's, and through SliderTables (no fill
    # check) those of the techniques of packed tables
    ours = ["main"] + [t.name for t in carried] + [f"{t.name}_filled" for t in carried if t.fills]
    want = {(t, peer, piece): (count[piece], 0) for t in ours for peer in PEERS for piece in PIECES}
    assert sorted(compared) == sorted(want), "not every technique was compared with every peer"
    assert compared == want


def test_the_peers_answer_as_the_reference_on_the_same_boards(oracle):
    """The peers' answers, on the boards of tests/oracles/slider_hashes.py in its order,
    hash as tests/oracles/reference.py's ray walks do."""
    proc = run(oracle, "oracle")
    hashes = {}
    for fields in (line.split() for line in proc.stdout.splitlines()):
        if fields[0] == "hash":
            hashes[(fields[1], fields[2], fields[3])] = (int(fields[4]), int(fields[5], 16))
    want = expected_hashes("LERF")
    assert hashes == {(peer, piece, "attacks"): want[(piece, "attacks")] for peer in PEERS for piece in PIECES}


def test_the_engine_tables_equal_shakmaty_s_over_their_whole_domain(oracle):
    """The engine tables of issue 47 where shakmaty has the same sets, each over its
    whole domain: `BETWEEN` and `LINE` against its `attacks::between` and
    `attacks::ray`, `SQUARE_DISTANCE` against `Square::distance`, `polyglot_piece_key`
    and the other Polyglot keys against its `Zobrist64`, and `CASTLING_EMPTY` against
    the paths of its Chess960 `Castles` (bench/peers/rust/src/engine.rs)."""
    proc = run(oracle, "engine")
    assert proc.returncode == 0 and proc.stderr == "", proc.stderr
    compared = {fields[1]: (int(fields[2]), int(fields[3])) for fields in map(str.split, proc.stdout.splitlines())}
    pairs, first_rank_pairs = 64 * 64, 8 * 7  # every square pair; the king's and the rook's files, apart
    want = {
        "between": pairs, "line": pairs, "distance": pairs, "piece-keys": 2 * 6 * 64, "other-keys": 781 - 768,
        "castling-empty": 2 * first_rank_pairs,
    }
    assert compared == {what: (count, 0) for what, count in want.items()}


@pytest.mark.parametrize(
    "args, message",
    [
        ((), "usage: bitboard-peers oracle | engine | race [ROUNDS [REPEATS]] | count CONTENDER PIECE MODE LOOKUPS"),
        (("race", "many"), 'not a count: "many"'),
        (("count", "stockfish", "rook", "chain", "10"), 'no contender "stockfish" in this build'),
        (("count", "magic", "king", "chain", "10"), 'piece "king": choose from rook, bishop, queen'),
    ],
)
def test_a_bad_command_line_gets_one_line_and_status_2(oracle, args, message):
    proc = run(oracle, *args)
    assert (proc.returncode, proc.stdout, proc.stderr) == (2, "", f"bitboard-peers: {message}\n")


def test_count_runs_that_many_lookups_of_one_contender(oracle):
    """`count`, what bench/peers.py runs under callgrind: the sum of the answers to
    its first lookups of the race's pairs, equal for ours and a peer."""
    sums = {name: run(oracle, "count", name, "queen", "chain", "1000").stdout.split() for name in ("magic", "shakmaty")}
    assert sums["magic"][:5] == ["count", "magic", "queen", "chain", "1000"]
    assert sums["magic"][5] == sums["shakmaty"][5] != "0"


@pytest.mark.parametrize("peer", PEERS)
def test_perft_on_a_peers_sliders_counts_the_published_numbers(target, peer):
    build(target, "--features", "perft", "--bin", "perft-peers", PERFT_SLIDERS=peer)
    check_published_perfts([str(target / "oracle" / "perft-peers")])


def test_the_build_races_program_on_our_module_answers_as_the_reference(target):
    """bench/peers/rust/minimal/ours, the program whose clean build, size and start-up
    make bench races against each peer's (one rook lookup through the module beside
    it, as the README's quick start has it), builds warning-free and answers the
    reference's rook attacks; its first lookup is the one that fills."""
    build(target, "-p", "minimal-ours")
    exe = target / "oracle" / "minimal-ours"
    for sq, occ in ((27, 4096), (0, 0), (63, (1 << 64) - 1), (36, 0x0010_2000_0840_1000)):
        proc = run(exe, str(sq), str(occ))
        assert proc.returncode == 0 and proc.stderr == "", proc.stderr
        assert int(proc.stdout, 16) == ref.rook_attacks(occ, sq), (sq, occ)
