"""Compiling generated/bitboards.rs with the rustc compilers at hand.

Every rustc found is a separate build of the test matrix: the one on PATH, or
$RUSTC as `make perft-rs` takes it (what `.ci/run` installs from Debian's
packages when none is there), and Debian's
/usr/bin/rustc (the oldest release the module promises, 1.63), once each when
they are the same program. Every build is warning-free under `-D warnings`.

`driver_tables_source` writes the Rust driver's print_tables() by
tests/harness/table_printer.py in Rust's syntax (TABLES).
"""

from __future__ import annotations

import os
import shutil
from dataclasses import dataclass
from pathlib import Path
from typing import List, Optional, Sequence, Tuple

from tests.drivers.c.build import cpu_has, cpu_has_bmi2, missing
from tests.harness import kept
from tests.harness.drivers import tool_version
from bitboard_tables.functions import BITBOARD, INTEGER
from tests.harness.table_printer import CallSyntax, PrinterSyntax, calls_source, printer_source, printf, subscripts

from tests.conftest import TESTS

RUST_DIR = TESTS / "drivers" / "rust"
PERFT_RS = TESTS / "perft" / "perft.rs"
DEBIAN_RUSTC = "/usr/bin/rustc"


@dataclass(frozen=True)
class Rustc:
    name: str  # an id for the test report: "rustc-1.63"
    path: Optional[str]  # None: no rustc
    # the flags of a cross build: ("--target", "s390x-unknown-linux-gnu", "-C", "linker=s390x-linux-gnu-gcc");
    # (): the machine's
    target: Tuple[str, ...] = ()

    def require(self) -> str:
        """Returns the compiler's path; skips the test without one, or fails under CI."""
        if self.path is None:
            missing("rustc")
        return self.path

    def build(self, args: Sequence[str], cwd: Optional[Path] = None) -> None:
        """Runs this rustc with `args` and -D warnings (its program kept:
        tests/harness/kept.py); raises AssertionError with its messages on any
        warning or error."""
        command = [self.require(), "-D", "warnings", *self.target, *args]
        proc = kept.run(command, kept.RUST_SOURCES, cwd=cwd)
        assert proc.returncode == 0 and not proc.stderr.strip(), f"{self.name}: {' '.join(command)}\n{proc.stderr}"


def _rustcs() -> List[Rustc]:
    """Returns the current rustc (the one on PATH, or $RUSTC) first, then Debian's.
    Where the one on PATH is Debian's own, the current one is listed without a path
    (its tests skip, or fail under CI) rather than fall back silently to the oldest."""
    found: List[Rustc] = []
    current = shutil.which(os.environ.get("RUSTC", "rustc"))
    debian = DEBIAN_RUSTC if os.access(DEBIAN_RUSTC, os.X_OK) else None
    if current is None or (debian and os.path.realpath(current) == os.path.realpath(debian)):
        found.append(Rustc("rustc-current", None))
    else:
        found.append(Rustc(f"rustc-{tool_version([current, '--version'])}", current))
    if debian:
        found.append(Rustc(f"rustc-{tool_version([debian, '--version'])}", debian))
    return found


RUSTCS = _rustcs()
RUSTC_IDS = [r.name for r in RUSTCS]
# the builds of one rustc only (the eight mappings, perft per mapping): the one on PATH
NEWEST = RUSTCS[0]
# the editions whose styles rustfmt tells apart: 2015's (to 2021), and 2024's
RUSTFMT_EDITIONS = ("2015", "2024")
RUSTFMT_CONFIGS = ("rustfmt.toml", ".rustfmt.toml")  # searched from each file's directory up, and in ~/.config/rustfmt


def rustfmt_check(files: Sequence[Path], editions: Sequence[str] = RUSTFMT_EDITIONS) -> None:
    """Asserts that `rustfmt --check` (beside the newest rustc, its default options)
    leaves every file of `files` as it is, in each edition of `editions`."""
    rustfmt = Path(NEWEST.require()).with_name("rustfmt")
    if not rustfmt.exists():
        missing(f"rustfmt beside {NEWEST.path} (rustup component add rustfmt)")
    configs = kept.configurations([*files, Path.home() / ".config" / "rustfmt"], RUSTFMT_CONFIGS)
    for edition in editions:  # its silent pass kept (tests/harness/kept.py: check)
        command = [str(rustfmt), "--check", "--edition", edition, *map(str, files)]
        proc = kept.check(command, kept.RUST_SOURCES, inputs=configs, passes=kept.silent, timeout=120)
        assert proc.returncode == 0 and not proc.stderr.strip(), f"rustfmt --edition {edition}:\n{proc.stdout[:3000]}{proc.stderr[:3000]}"


# what the newest rustc's driver is built for where this CPU has it: the module's
# PEXT lookups (BMI2), the two-lines hyperbola's SSSE3 byte swap and, where the CPU
# has AVX2, parallel hyperbola's AVX2 path; the others build for the default x86-64
# (SSE2, no PEXT, no AVX2), so each path runs somewhere
CPU_FEATURES = ("-C", "target-feature=+bmi2,+ssse3" + (",+avx2" if cpu_has("avx2") else ""))


def driver_features(rustc: Rustc) -> Tuple[str, ...]:
    """Returns the target features `rustc` builds the driver with: CPU_FEATURES for
    the newest where the CPU has BMI2, else none."""
    return CPU_FEATURES if rustc == NEWEST and cpu_has_bmi2() else ()


TABLES = PrinterSyntax(
    head="""\
// Written by tests/drivers/rust/build.py: every entry of every table.
use super::bitboards::*;
use std::io::{self, Write};

pub fn print_tables(out: &mut impl Write) -> io::Result<()> {""",
    tail="    Ok(())\n}",
    loop="for {i} in 0..{n} {{",
    entry=subscripts(lambda name: name),
    print=printf('writeln!(out, "{format}", {args})?;', "{}", "{:016x}"),
)


CALLS = CallSyntax(
    "\n// Returns the answer of the function `name` of the contract to the arguments `a` gives in\n// turn: (whether a bitboard, the value); None for none."
    "\npub fn call(name: &str, a: &mut impl FnMut() -> u64) -> Option<(bool, u64)> {\n    Some(match name {",
    '        "{name}" => {result},', "        _ => return None,\n    })\n}\n", {BITBOARD: "a()", INTEGER: "a() as usize"},
    {BITBOARD: "(true, {call})", INTEGER: "(false, {call} as u64)"}, lambda name: name,
)


def driver_tables_source() -> str:
    """Returns the Rust of driver_tables.rs: print_tables() writes every entry of every
    table, "NAME i j 0xVALUE" (DIR_SHIFT in decimal); call() answers each function by name."""
    return printer_source(TABLES) + calls_source(CALLS)


# what a technique needs -> the cfg under which the driver asks its lookups: the
# driver's own, not the module's, so that a module that drops a technique it should
# carry fails to build the driver; the vector hyperbola has a portable path
DRIVER_NEEDS = {"bmi2": 'target_feature = "bmi2"'}


def driver_sliders_source() -> str:
    """Returns the Rust of driver_sliders.rs: slider_techniques(), the lookups of every
    technique the module carries in the model's order, one Technique per technique
    and kind (attacks, with the queen's; x-rays where it has them), each under the
    cfg of what the technique needs (PEXT's: BMI2)."""
    from bitboard_tables.languages.rust import CAPABILITIES
    from bitboard_tables.mapping import LERF
    from bitboard_tables.sliders.techniques import lookup_name

    lines = [
        "// Written by tests/drivers/rust/build.py: the lookups of every technique, in the model's order.",
        "use super::bitboards::*;",
        "use super::{technique, Technique};",
        "",
        "// Returns every technique the module has in this build.",
        "pub fn slider_techniques() -> Vec<Technique> {",
        "    let mut out = Vec::new();",
    ]
    for t in CAPABILITIES.carried(LERF):
        cfg = [f"    #[cfg({DRIVER_NEEDS[n]})]" for n in sorted(t.needs) if n in DRIVER_NEEDS]
        for kind in ("attacks", "xrays") if t.xrays else ("attacks",):
            rook, bishop = (lookup_name(piece, kind, t.name) for piece in ("rook", "bishop"))
            queen = f"Some({lookup_name('queen', 'attacks', t.name)})" if kind == "attacks" else "None"
            lines += [*cfg, f'    out.push(technique("{t.name}", "{kind}", {rook}, {bishop}, {queen}));']
    lines += ["    out", "}"]
    return "\n".join(lines) + "\n"


def write_driver_sources(build: Path) -> None:
    """Writes beside driver.rs in `build` the modules the build writes:
    driver_tables.rs and driver_sliders.rs."""
    (build / "driver_tables.rs").write_text(driver_tables_source())
    (build / "driver_sliders.rs").write_text(driver_sliders_source())


def build_driver(rustc: Rustc, module_rs: Path, build: Path, opt_level: str = "1") -> Path:
    """Returns tests/drivers/rust/driver.rs built by `rustc` in `build` on the Rust module
    `module_rs`, with `driver_features(rustc)`."""
    build.mkdir(parents=True, exist_ok=True)
    shutil.copy(RUST_DIR / "driver.rs", build / "driver.rs")
    shutil.copy(module_rs, build / "bitboards.rs")
    write_driver_sources(build)
    exe = build / "driver"
    rustc.build(["-C", f"opt-level={opt_level}", *driver_features(rustc), "driver.rs", "-o", str(exe)], cwd=build)
    return exe


def perft_sliders_source(technique: str, proof: bool = False) -> str:
    """Returns the Rust that perft.rs includes under --cfg sliders: the module's
    lookups of `technique` (a technique of the model; another name raises) as
    rook_attacks, bishop_attacks and queen_attacks, and xray_rook and xray_bishop:
    its one-lookup x-rays where it has them, else two of its attack lookups. With
    `proof` (a technique of packed tables), the lookups are the methods of a
    SliderTables kept in a static (SliderTables::assume_filled; perft.rs fills
    first), which read with no check, as an engine that fills at start-up calls them."""
    from bitboard_tables.mapping import LERF
    from bitboard_tables.sliders.techniques import lookup_name, technique_named

    record = technique_named(LERF, technique)
    assert record.fills or not proof, f"{technique} reads no packed table: it has no SliderTables methods"
    kinds = [("attacks", p, f"{p}_attacks") for p in ("bishop", "queen", "rook")]
    kinds += [("xrays", p, f"xray_{p}") for p in ("bishop", "rook") if record.xrays]
    lines = [f"// Written by tests/drivers/rust/build.py: the sliders of perft.rs, by {technique}."]
    if proof:
        lines += ["use bitboards::SliderTables;", "// SAFETY: perft.rs's main calls fill_slider_tables() first.",
                  "static TABLES: SliderTables = unsafe { SliderTables::assume_filled() };"]  # fmt: skip
        for kind, piece, name in kinds:
            lines += ["#[inline]", f"fn {name}(occ: u64, sq: usize) -> u64 {{", f"    TABLES.{lookup_name(piece, kind, technique)}(occ, sq)", "}"]
    else:
        lines.append("use bitboards::{" + ", ".join(f"{lookup_name(p, k, technique)} as {name}" for k, p, name in kinds) + "};")
    for piece in () if record.xrays else ("rook", "bishop"):
        lines += [
            f"fn xray_{piece}(occ: u64, sq: usize) -> u64 {{",
            f"    let first = {piece}_attacks(occ, sq);",
            f"    first ^ {piece}_attacks(occ & !first, sq)",
            "}",
        ]
    return "\n".join(lines) + "\n"


def perft_sliders(technique: Optional[str], where: Path, proof: bool = False) -> Tuple[Tuple[str, ...], dict]:
    """Returns the rustc flags and environment that build perft.rs on `technique`
    (None: the module's own lookups; `proof`: through SliderTables): --cfg sliders,
    and PERFT_SLIDERS_RS naming its perft_sliders_source, written to `where`."""
    if technique is None:
        return (), {}
    where.parent.mkdir(parents=True, exist_ok=True)
    where.write_text(perft_sliders_source(technique, proof))
    return ("--cfg", "sliders"), {"PERFT_SLIDERS_RS": str(where.resolve())}


def build_rust_perft(rustc: Rustc, module: Path, output: Path, *flags: str, technique: Optional[str] = None,
                     proof: bool = False, optimize: str = "-O") -> Path:  # fmt: skip
    """Returns tests/perft/perft.rs built by `rustc` `optimize` (-O; "-Copt-level=0"
    compiles in a third of the time, its overflow checks on) and `flags` on the Rust
    module at `module` (an absolute path in BITBOARDS_RS, as `make perft-rs` gives
    it), its sliders by `technique` (perft_sliders; None: the module's own; `proof`:
    SliderTables' unchecked methods)."""
    # the sliders in a directory of their own: kept.py hashes every .rs beside a file the build names
    chosen, sliders_env = perft_sliders(technique, output.parent / f"{output.name}-sliders" / "sliders.rs", proof)
    command = [rustc.require(), optimize, "-D", "warnings", *rustc.target, *flags, *chosen, str(PERFT_RS), "-o", str(output)]
    env = dict(os.environ, BITBOARDS_RS=str(module.resolve()), **sliders_env)
    proc = kept.run(command, kept.RUST_SOURCES, env=env, env_names=("BITBOARDS_RS", *sliders_env))
    assert proc.returncode == 0 and not proc.stderr.strip(), f"{rustc.name}: {' '.join(command)}\n{proc.stderr}"
    return output
