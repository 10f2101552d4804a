"""The Go library an engine author would otherwise use, as an oracle of generated/bitboards.go
and bitboards_sliders.go: github.com/corentings/chess/v2 (a maintained fork of notnil/chess;
the Go module proxy serves neither dylhunn/dragontoothmg nor notnil/chess).

bench/peers/go (its go.sum pins the peer, which `make test` fetches into
build/peers/go-modules: tests/drivers/go/peers.py) is built once, offline, by the
newest Go (the peer needs Go 1.22; Debian's 1.19 does not build it), and run once in
`oracle` mode: every technique of ours (and the package's own RookAttacks ..., as
`main`) against the peer's hvAttack and diaAttack, which it does not export (reached
by //go:linkname: bench/peers/go/peer.go), rook and bishop on every subset of every
square's relevant mask and on 256 random boards a square, the queen on all of
those; fancy magic's one-lookup x-rays against two of the peer's lookups. The peer
is an implementation of its own (hyperbola quintessence by bit reversal, its
bitboards our BERF: the program converts every bitboard, and proves on the peer's
exported squares that it numbers them as LERF does), so zero mismatches over every
line, each count computed here from tests/oracles/reference.py's rays, proves
every technique against a program that shares nothing with ours. The peer's own
answers, digested in tests/oracles/slider_hashes.py's order, equal the reference's.

tests/perft/perft.go with the peer's sliders (and pins by two of its lookups)
counts the published numbers: what bench/peers_go.py times is our move generator,
with only the lookups changed.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from bitboard_tables.languages.go import CAPABILITIES as GO_CAPABILITIES
from bitboard_tables.mapping import mapping_named
from tests.conftest import GENERATED
from tests.drivers.go import peers
from tests.harness.drivers import check_published_perfts
from tests.oracles import reference as ref
from tests.oracles.slider_hashes import BOARDS, expected_hashes

pytestmark = pytest.mark.timeout(120)

PIECES = ("rook", "bishop", "queen")


def subset_count(directions) -> int:
    """The number of subsets of every square's relevant mask: each ray of the
    reference but its last square."""
    return sum(1 << sum(len(ref.ray(sq, d)[:-1]) for d in directions) for sq in range(64))


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    """bench/peers/go laid out on generated/ (tests/drivers/go/peers.py), once."""
    peers.require()
    return peers.lay_out(tmp_path_factory.mktemp("peers-go") / "module", GENERATED / "bitboards.go")


@pytest.fixture(scope="module")
def oracle(built) -> Path:
    return peers.build_program(built, ".", built.parent / "bitboard-peers-go")


@pytest.fixture(scope="module")
def oracle_lines(oracle) -> list:
    proc = run(oracle, "oracle")
    assert proc.returncode == 0 and proc.stderr == "", proc.stderr
    return [line.split() for line in proc.stdout.splitlines()]


def run(exe: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([str(exe), *args], capture_output=True, text=True, timeout=60)


def test_every_technique_answers_as_the_peer(oracle_lines):
    compared = {tuple(f[1:4]): (int(f[4]), int(f[5])) for f in oracle_lines if f[0] == "compare"}
    rook, bishop, random = subset_count(ref.ORTHOGONAL), subset_count(ref.DIAGONAL), 64 * BOARDS
    assert (rook, bishop, random) == (102400, 5248, 16384)
    count = {"rook": rook + random, "bishop": bishop + random, "queen": rook + bishop + random}
    carried = GO_CAPABILITIES.carried(mapping_named("LERF"))
    want = {(t, peers.PEER, piece): (count[piece], 0) for t in ["main"] + [t.name for t in carried] for piece in PIECES}
    want.update({(f"{t.name}_xray", peers.PEER, piece): (count[piece], 0) for t in carried if t.xrays for piece in PIECES[:2]})
    assert sorted(compared) == sorted(want), "not every lookup was compared with the peer"
    assert compared == want


def test_the_peer_answers_as_the_reference_on_the_same_boards(oracle_lines):
    """The peer's answers (converted to LERF), on the boards of
    tests/oracles/slider_hashes.py in its order, hash as tests/oracles/reference.py's
    ray walks do: the oracle's boards are the ones counted above, and its
    conversion of the peer's bitboards is right."""
    hashes = {(f[1], f[2], f[3]): (int(f[4]), int(f[5], 16)) for f in oracle_lines if f[0] == "hash"}
    want = expected_hashes("LERF")
    assert hashes == {(peers.PEER, piece, "attacks"): want[(piece, "attacks")] for piece in PIECES}


@pytest.mark.parametrize(
    "args, message",
    [
        ((), "usage: bitboard-peers-go oracle | race [ROUNDS [REPEATS]] | count CONTENDER PIECE MODE LOOKUPS"),
        (("race", "many"), 'not a count: "many"'),
        (("count", "stockfish", "rook", "chain", "10"), 'no contender "stockfish" in this build'),
        (("count", "magic", "king", "chain", "10"), 'piece "king": choose from rook, bishop, queen'),
        (("count", "magic", "rook", "sideways", "10"), 'mode "sideways": choose from independent, chain'),
    ],
)
def test_a_bad_command_line_gets_one_line_and_status_2(oracle, args, message):
    proc = run(oracle, *args)
    assert (proc.returncode, proc.stdout, proc.stderr) == (2, "", f"bitboard-peers-go: {message}\n")


def test_count_runs_that_many_lookups_of_one_contender(oracle):
    """`count`, what bench/peers_go.py runs under callgrind: the XOR of the answers
    to its first lookups of the race's pairs (in LERF), equal for ours and the peer."""
    answers = {name: run(oracle, "count", name, "queen", "chain", "1000").stdout.split() for name in ("magic", peers.PEER)}
    assert answers["magic"][:5] == ["count", "magic", "queen", "chain", "1000"]
    assert answers["magic"][5] == answers[peers.PEER][5] != "0"


def test_the_race_runs_every_contender_to_the_same_answers(oracle):
    """`race` on one round: a line for every contender, piece and mode, their
    checksums equal."""
    proc = run(oracle, "race", "1", "1")
    assert proc.returncode == 0 and proc.stderr == "", proc.stderr
    lines = [line.split() for line in proc.stdout.splitlines()]
    sums = {}
    for _, name, side, piece, mode, median_ns, least_ns, checksum in lines:
        assert side == ("peer" if name == peers.PEER else "ours") and 0 < float(least_ns) <= float(median_ns)
        sums.setdefault((piece, mode), set()).add(checksum)
    assert {name for _, name, *_ in lines} >= {"magic", peers.PEER} and len(sums) == 6
    assert all(len(value) == 1 for value in sums.values()), sums


def test_perft_on_the_peers_sliders_counts_the_published_numbers(built):
    exe = peers.build_perft(built.parent / "perft", GENERATED / "bitboards.go", built.parent / "perft-peer", peers.PEER)
    check_published_perfts([str(exe)])


@pytest.mark.parametrize("name", ["ours", "peer"])
def test_the_build_races_programs_answer_as_the_reference(built, name):
    """bench/peers/go/minimal/ours and minimal/peer, the programs whose clean build,
    size and start-up bench/peers_go.py compares (one rook lookup through one
    library alone), answer the reference's rook attacks."""
    exe = peers.build_program(built, f"./minimal/{name}", built.parent / f"minimal-{name}")
    for sq, occ in ((27, 4096), (0, 0), (63, (1 << 64) - 1), (36, 0x0010_2000_0840_1000)):
        proc = run(exe, str(sq), str(occ))
        assert proc.returncode == 0 and proc.stderr == "", proc.stderr
        assert int(proc.stdout, 16) == ref.rook_attacks(occ, sq), (sq, occ)
    proc = run(exe, "64", "0")
    assert (proc.returncode, proc.stdout, proc.stderr) == (2, "", f"{name}: SQ is 0..63 and OCC a 64-bit number\n")
