"""Building Zig programs on generated/bitboards.zig with the Zigs at hand.

Two toolchains, as Go is tested on two: the `ziglang` test extra of
pyproject.toml (0.15.2, the oldest release the file promises) and the current
Zig (0.17.1), which the Makefile installs with pip into .venv/zig-current (the
same `ziglang` package, so it cannot be a second test extra). Zig changes its
syntax and standard library between releases; bitboards.zig itself uses nothing
of std, and the test programs choose what differs by `builtin.zig_version`.
Every build is warning-free (Zig has no warnings: an unused local is an error).
The caches, global and local, are the toolchain's directory of
conftest.NATIVE_BUILD_CACHE, kept between sessions (Zig keys them by every input),
so each standard library and compiler_rt is compiled once, not once a run; the
programs of `build-exe` are kept as those of C, C++, Rust and Nim are
(tests/harness/kept.py, Zig.run).

`driver_model_source` writes the Zig driver's printTables() and call() by
tests/harness/table_printer.py in Zig's syntax (TABLES, CALLS).
"""

from __future__ import annotations

import importlib.util
import os
import subprocess
from dataclasses import dataclass
from pathlib import Path
from typing import Dict, List, Optional, Sequence, Tuple

from bitboard_tables.functions import BITBOARD, INTEGER
from bitboard_tables.languages.zig import zig_name
from tests.drivers.c.build import cpu_has
from tests.harness import kept
from tests.harness.drivers import Installed, installed, laid_out, lookup_rows, mapping_commands, together_root
from tests.harness.table_printer import CallSyntax, PrinterSyntax, calls_source, printer_source, printf, subscripts

from tests.conftest import CURRENT_ZIG, NATIVE_BUILD_CACHE, ROOT, TESTS, ZIG_CURRENT_DIR

ZIG_DIR = TESTS / "drivers" / "zig"
PERFT_ZIG = TESTS / "perft" / "perft.zig"


@dataclass(frozen=True)
class Zig(Installed):
    name: str  # an id for the test report: "zig-0.15"
    path: Optional[str]  # None: not installed
    origin: str = "the ziglang test extra"  # where it comes from, for the message when missing
    # the flags of its build-exe commands: ("-target", "s390x-linux-musl", "-mcpu", "z13") for a
    # cross build; (): the machine's
    target: Tuple[str, ...] = ()
    cache: Optional[Path] = None  # its caches (cross builds: their own); None: NATIVE_BUILD_CACHE's

    def env(self) -> dict:
        """Returns the environment of its commands: its caches (NATIVE_BUILD_CACHE's unless it has its own)."""
        cache = self.cache or NATIVE_BUILD_CACHE / self.name
        return dict(os.environ, ZIG_GLOBAL_CACHE_DIR=str(cache / "global"), ZIG_LOCAL_CACHE_DIR=str(cache / "local"))

    def run(self, args: Sequence[str], cwd: Path) -> str:
        """Runs this zig with `args` in `cwd` and returns its output; raises
        AssertionError with its messages when it fails or says anything on stderr.
        A `build-exe` that names its program (-femit-bin=) keeps it
        (tests/harness/kept.py): build-exe keeps no whole program in Zig's own caches;
        a `fmt --check`, or an analysis that writes nothing (-fno-emit-bin), keeps its
        silent pass (kept.check)."""
        command = [self.require(), *args]
        if args and args[0] == "build-exe" and kept.output_of(command) is not None:
            proc = kept.run(command, kept.ZIG_SOURCES, cwd=cwd, env=self.env())
        elif args[:2] == ["fmt", "--check"] or "-fno-emit-bin" in args:
            proc = kept.check(command, kept.ZIG_SOURCES, cwd=cwd, env=self.env(), passes=kept.silent)
        else:
            proc = subprocess.run(command, capture_output=True, text=True, cwd=cwd, env=self.env())
        assert proc.returncode == 0 and not proc.stderr.strip(), f"{self.name}: {' '.join(command)}\n{proc.stderr}"
        return proc.stdout


def _zigs() -> List[Zig]:
    """Returns the pinned Zig of the ziglang test extra first (it builds the mappings'
    drivers and the perfts), then the current one of .venv/zig-current; a toolchain
    that is missing is listed without a path."""
    spec = importlib.util.find_spec("ziglang")
    pinned = str(Path(spec.origin).parent / "zig") if spec and spec.origin else None
    origin = f"make installs it in {ZIG_CURRENT_DIR.relative_to(ROOT)}"
    return [installed(Zig, "zig", pinned, "pinned", ("version",)), installed(Zig, "zig", str(CURRENT_ZIG), "current", ("version",), origin=origin)]


ZIGS = _zigs()
ZIG = ZIGS[0]  # the pinned one


TABLES = PrinterSyntax(
    head="""\
// Written by tests/drivers/zig/build.py: every entry of every table, each function by name.
const std = @import("std");
const bb = @import("bitboards.zig");
const arg = @import("driver.zig").arg;
const Words = @import("driver.zig").Words;
const is = @import("driver.zig").is;

pub fn printTables(out: *std.Io.Writer) !void {""",
    tail="}",
    loop="for (0..{n}) |{i}| {{",
    entry=subscripts(lambda name: f"bb.{zig_name(name)}"),
    print=printf('try out.print("{format}\\n", .{{ {args} }});', "{d}", "{x:0>16}", "@as(u64, @intCast({}))"),
    index="x{k}",
)


CALLS = CallSyntax(
    "\n// Returns .{ whether a bitboard, the value } of the function `name` of the contract on the\n// arguments `w` holds; null for none.\n"
    "pub fn call(name: []const u8, w: *Words) ?struct { bool, u64 } {",
    '    if (is(name, "{name}")) return {result};', "    return null;\n}\n", {BITBOARD: "arg(w)", INTEGER: "@intCast(arg(w))"},
    {BITBOARD: ".{{ true, {call} }}", INTEGER: ".{{ false, {call} }}"}, lambda name: f"bb.{zig_name(name)}",
)


def driver_model_source() -> str:
    """Returns the Zig of driver_model.zig: printTables() writes every entry of every
    table, "NAME i j 0xVALUE" (DIR_SHIFT in decimal); call() answers each function."""
    return printer_source(TABLES) + calls_source(CALLS)


def build_driver(zig: Zig, module: Path, build: Path, optimize: str = "Debug") -> Path:
    """Returns tests/drivers/zig/driver.zig built by `zig` -O `optimize` (Debug: safety
    checks on) in `build` on the generated file `module`."""
    laid_out(build, {"driver.zig": ZIG_DIR / "driver.zig", "bitboards.zig": module, "driver_model.zig": driver_model_source()})
    zig.run(["build-exe", *zig.target, "driver.zig", "-O", optimize, "-femit-bin=driver"], build)
    return build / "driver"


def sliders_lookups_source(mapping: str) -> str:
    """Returns the Zig of sliders_lookups.zig, which tests/drivers/zig/sliders.zig
    asks: `lookups`, every lookup of the techniques Zig carries in `mapping`, and
    `fills`, each of their fill groups' own fill, in the model's order."""
    from bitboard_tables.languages.slider_section import fill_groups
    from bitboard_tables.languages.zig import CAPABILITIES, dialect
    from bitboard_tables.mapping import mapping_named

    row = '    .{{ .technique = "{technique}", .piece = "{piece}", .kind = "{kind}", .answer = bb.{name} }},'
    rows = lookup_rows(CAPABILITIES.carried(mapping_named(mapping)), row, zig_name)
    fills = [f"    bb.{zig_name(f'fill_{g.name}')}," for g in fill_groups(mapping_named(mapping), dialect())]
    head = [
        "// Written by tests/drivers/zig/build.py: every lookup and fill of the techniques Zig carries.",
        'const bb = @import("bitboards.zig");',
        'const Lookup = @import("sliders.zig").Lookup;',
        "",
    ]
    lines = [*head, "pub const lookups = [_]Lookup{", *rows, "};", "", "pub const fills = [_]*const fn () void{", *fills, "};"]
    return "\n".join(lines) + "\n"


def build_sliders_check(zig: Zig, module: Path, build: Path, mapping: str = "LERF") -> Path:
    """Returns tests/drivers/zig/sliders.zig built by `zig` (Debug: safety checks on)
    in `build` on the generated file `module` of `mapping`, with the lookups of
    sliders_lookups_source."""
    laid_out(build, {"sliders.zig": ZIG_DIR / "sliders.zig", "sliders_lookups.zig": sliders_lookups_source(mapping), "bitboards.zig": module})
    zig.run(["build-exe", *zig.target, *sliders_cpu(zig), "sliders.zig", "-femit-bin=sliders"], build)
    return build / "sliders"


def sliders_cpu(zig: Zig) -> Tuple[str, ...]:
    """Returns the -mcpu of `zig`'s sliders check: x86-64-v2 (no AVX2: parallel
    hyperbola's scalar path) for the pinned Zig's native build, the machine's for the
    others, so that where the CPU has AVX2 each path runs in one of the builds there
    are anyway."""
    return ("-mcpu", "x86_64_v2") if zig.name == ZIG.name and not zig.target else ()


def native_avx2(zig: Optional[Zig]) -> bool:
    """Returns True where `zig`'s sliders check takes parallel hyperbola's AVX2 lanes:
    a native build (not the pinned Zig's x86-64-v2) on a CPU with AVX2; False for a
    cross build (`zig` None where an emulator runs it: harness.drivers.check_slider_modes)."""
    return zig is not None and not zig.target and not sliders_cpu(zig) and cpu_has("avx2")


def sliders_shim(technique: str) -> str:
    """Returns the Zig of perft's sliders.zig: rookAttacks, bishopAttacks, queenAttacks,
    pinnedPieces and init() by `technique` of bitboards.zig ("kindergarten": its own
    rookAttacks ... and pinned, and an init() that does nothing), calls that the compiler inlines.
    With another technique, init() calls fillSliderTables() and pinnedPieces is
    bitboards.zig's pinned over x-rays by the technique: its one-lookup x-rays where
    it has them (fancy magic: the enemy slider is the second blocker behind the
    king's ray, and `between` holds the first, own or not), else two of its attack
    lookups (a ^ attacks(occ ^ (own & a)))."""
    from bitboard_tables.mapping import LERF
    from bitboard_tables.sliders.techniques import technique_named

    lines = [f"// Written by tests/drivers/zig/build.py: the sliders of perft.zig, by {technique}.", 'const bb = @import("bitboards.zig");', ""]
    suffix = "" if technique == "kindergarten" else zig_name(f"x_{technique}")[1:]
    for piece in ("rook", "bishop", "queen"):
        lines += [f"pub fn {piece}Attacks(occ: u64, sq: usize) u64 {{", f"    return bb.{piece}Attacks{suffix}(occ, sq);", "}", ""]
    lines += ["pub fn pinnedPieces(occ: u64, own: u64, king_sq: usize, enemy_rq: u64, enemy_bq: u64) u64 {"]
    if technique == "kindergarten":
        return "\n".join(lines + ["    return bb.pinned(occ, own, king_sq, enemy_rq, enemy_bq);", "}", "", "pub fn init() void {}"]) + "\n"
    one_lookup = technique_named(LERF, technique).xrays
    xray = {p: f"bb.xray{p}Attacks{suffix}(occ, king_sq)" if one_lookup else f"xray{p}(occ, own, king_sq)" for p in ("Rook", "Bishop")}
    lines += [
        f"    var pinners = ({xray['Rook']} & enemy_rq) | ({xray['Bishop']} & enemy_bq);",
        "    var result: u64 = 0;",
        "    while (pinners != 0) : (pinners &= pinners - 1) {",
        "        result |= bb.between[king_sq][bb.lsb(pinners)] & own;",
        "    }",
        "    return result;",
        "}",
        "",
        "pub fn init() void {",
        "    bb.fillSliderTables();",
        "}",
    ]
    for piece in () if one_lookup else ("Rook", "Bishop"):
        lines += [
            "",
            f"fn xray{piece}(occ: u64, blockers: u64, sq: usize) u64 {{",
            f"    const attacks = {piece.lower()}Attacks(occ, sq);",
            f"    return attacks ^ {piece.lower()}Attacks(occ ^ (blockers & attacks), sq);",
            "}",
        ]
    return "\n".join(lines) + "\n"


def build_zig_perft(
    zig: Zig, module: Path, output: Path, optimize: str = "ReleaseFast", technique: str = "kindergarten", cpu: Sequence[str] = ()
) -> Path:
    """Returns tests/perft/perft.zig built by `zig` -O `optimize` into `output` on the
    generated file `module`, in a directory beside it, its sliders and pins by
    `technique` (sliders_shim), for the CPU `cpu` names (("-mcpu", "x86_64_v3"); (): the machine's)."""
    build = output.parent / f"{output.name}.src"
    laid_out(build, {"perft.zig": PERFT_ZIG, "bitboards.zig": module, "sliders.zig": sliders_shim(technique)})
    zig.run(["build-exe", *zig.target, *cpu, "perft.zig", "-O", optimize, f"-femit-bin={output.resolve()}"], build)
    return output


# the root of programs built together: its main runs the main of the module named by
# $BITBOARDS_MAPPING (Zig 0.15's main, which takes nothing)
ROOT = (
    "// Written by tests/drivers/zig/build.py: the programs of several mappings in one,",
    "// the one that runs chosen by ${variable}.",
    'const std = @import("std");',
    "",
    "const programs = .{",
    '    .{ "{m}", @import("{m}") },',
    "};",
    "",
    "pub fn main() !void {",
    '    const chosen = std.posix.getenv("{variable}") orelse return error.NoMappingChosen;',
    "    inline for (programs) |program| {",
    "        if (std.mem.eql(u8, chosen, program[0])) return program[1].main();",
    "    }",
    "    return error.UnknownMapping;",
    "}",
)


def build_together(zig: Zig, directories: Dict[str, Path], main: str, output: Path, optimize: str = "Debug") -> Dict[str, List[str]]:
    """Returns {mapping: command} of the program `main` of each of `directories`
    ({mapping: a directory holding `main` and what it imports}), built by `zig` -O
    `optimize` as one program into `output`: each directory's `main` a module of
    its own, chosen at run time by $BITBOARDS_MAPPING. One build of seven costs
    about what two single builds do, as most of a Debug build is its own start-up."""
    mappings = list(directories)
    output.parent.mkdir(parents=True, exist_ok=True)
    root = output.parent / f"{output.name}-root.zig"
    root.write_text(together_root(ROOT, mappings))
    modules = [f"-M{m}={directories[m] / main}" for m in mappings]
    deps = [flag for m in mappings for flag in ("--dep", m)]
    zig.run(["build-exe", *deps, f"-Mroot={root}", *modules, "-O", optimize, f"-femit-bin={output.resolve()}"], output.parent)
    return mapping_commands(output, mappings)
