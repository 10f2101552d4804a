"""Section 19: wasm32 (issue 48). The size of a wasm32 module that makes one rook
lookup, per technique, in C, Rust and Zig, against the same module on shakmaty (the
Rust crate, pinned by bench/peers/rust's Cargo.lock), built in the same run; and
the time of its first lookup in Node, the fill where the technique fills its tables.

Each module exports `rook(sq, occ)` to the host and imports nothing:
- C: generated/bitboards_sliders.h's lookup (bitboards.h's bb_rook_attacks for
  "default"), built freestanding by clang `--target=wasm32-wasi -nostdlib -O2
  -DNDEBUG`, linked by wasm-ld with `--strip-all`; a technique that fills is built
  twice, on its constant tables and with BB_FILL_SLIDER_TABLES, where the first
  call runs its fill group's own fill (bb_fill_magic_attacks, ...);
- Rust: bench/peers/rust/minimal/wasm-ours (a cdylib on generated/bitboards.rs, its
  lookup written into WASM_LOOKUP_RS: `rook_attacks` for "default"), whose first
  lookup fills its group; and minimal/wasm-shakmaty, shakmaty's
  rook_attacks: both by cargo for wasm32-unknown-unknown in the workspace's release
  profile (opt-level 3, one codegen unit), stripped (CARGO_PROFILE_RELEASE_STRIP);
- Zig: generated/bitboards.zig's lookup (`rookAttacks` for "default"), an `export
  fn`, built by the pinned Zig for wasm32-freestanding, ReleaseFast, stripped, no
  entry point; its lookups fill their group on first use, as Rust's.

No technique that needs BMI2 (PEXT) is built: the other vector paths (SSE2, rbit,
AVX2) take their portable code on wasm32. bench/wasm_first_lookup.mjs instantiates a
module in a fresh Node and times its first call: the figure is the CPU time of the
process over that call (every thread of Node's, so a compile it starts counts too),
steadier than its wall time on a shared machine, which the row's note and the
JSON keep; every answer is checked against tests/oracles/reference.py. Goals: ours
at most 0.25x shakmaty's size (a filling technique's constant tables are shown
without one: its filled module is the one to ship); the first lookup at most 5 ms.

Then the 32-bit magic index against fancy magic in wasm32, whose words are 32-bit
(a 64-bit multiply is one i64.mul there, which the engine lowers on x86-64 to one
instruction): tests/perft/perft.c on each, BB_SLIDERS choosing the lookups, built
for wasm32-wasi by clang as the tests build it (`make perft`'s flags, -O2, the
constant tables), and perft.rs on each (perft_sliders: the checked lookups, their
tables filled on first use) for wasm32-wasip1 by rustc -O, each run in Node's WASI
(tests/harness/wasi.mjs) on Kiwipete to DEEP_PERFT_DEPTH, the programs alternating,
a figure the median CPU time of `repeats` runs (at least 3) of the Node process."""

from __future__ import annotations

import dataclasses
import glob
import shutil
from pathlib import Path
from typing import List, Optional, Tuple

from bench.common import BENCH, BUILD, DEEP_PERFT_DEPTH, GENERATED, KIWIPETE, KIWIPETE_NODES, Row, base_env, median, perft_race, run
from tests.harness.cross import WASI_LOADER, WASI_NEEDS

KEY = "wasm"
REPEATS = (7, 3)  # (full run, --quick): fresh Node processes a module's first lookup is timed in
SECTION = "19. wasm32: one rook lookup's module size and first lookup in Node (C, Rust, Zig, shakmaty)"
SIZE_GOAL = 0.25  # ours at most a quarter of shakmaty's module
FIRST_LIMIT = 5e-3  # the first lookup (its fill) at most 5 ms
PEERS = BENCH / "peers" / "rust"
FIRST_LOOKUP = BENCH / "wasm_first_lookup.mjs"
# the lookup asked: d4, blockers on d6, b4, d2 and g4 (on its four rays) and off them
SQ = 27
OCC = (1 << 43) | (1 << 25) | (1 << 11) | (1 << 30) | (1 << 0) | (1 << 63) | (1 << 36)
C_FLAGS = ("--target=wasm32-wasi", "-nostdlib", "-O2", "-DNDEBUG", "-Wl,--no-entry", "-Wl,--strip-all")


def techniques() -> List[Tuple[str, Optional[str]]]:
    """Returns (technique, its attacks fill group or None) of the C header for wasm32
    (no BMI2), "default" first: Rust carries the same techniques."""
    from bitboard_tables.languages.c import CAPABILITIES, CPrinter, dialect
    from bitboard_tables.languages.slider_section import fill_groups
    from bitboard_tables.mapping import LERF

    groups = {}
    for g in fill_groups(LERF, dialect(CPrinter("BB_", "bb_"))):
        groups.setdefault(g.technique.name, g.name)  # its attacks group comes first
    return [("default", None)] + [(t.name, groups.get(t.name)) for t in CAPABILITIES.carried(LERF) if "bmi2" not in t.needs]


def c_source(technique: str, fill: Optional[str]) -> str:
    """Returns the C module of `technique`'s rook lookup, which runs `fill` (a fill
    group's name, on the filled tables) before its first lookup."""
    if technique == "default":
        return '#include "bitboards.h"\n\n__attribute__((export_name("rook"))) uint64_t rook(int sq, uint64_t occ) { return bb_rook_attacks(occ, sq & 63); }\n'
    lines = ['#include "bitboards_sliders.h"', "", '__attribute__((export_name("rook"))) uint64_t rook(int sq, uint64_t occ) {']
    if fill:
        lines += ["    static int filled;", f"    if (!filled) bb_fill_{fill}(), filled = 1;"]
    lines += [f"    return bb_rook_attacks_{technique}(occ, sq & 63);", "}"]
    return "\n".join(lines) + "\n"


def rust_source(technique: str) -> str:
    """Returns what wasm-ours includes: `rook` on `technique`'s rook lookup."""
    name = "rook_attacks" if technique == "default" else f"rook_attacks_{technique}"
    return f'#[no_mangle]\npub extern "C" fn rook(sq: u32, occ: u64) -> u64 {{\n    bitboards::{name}(occ, sq as usize % 64)\n}}\n'


def zig_source(technique: str) -> str:
    """Returns the Zig module of `technique`'s rook lookup."""
    from bitboard_tables.languages.zig import zig_name

    name = zig_name("rook_attacks" if technique == "default" else f"rook_attacks_{technique}")
    return f'const bb = @import("bitboards.zig");\n\nexport fn rook(sq: u32, occ: u64) u64 {{\n    return bb.{name}(occ, sq % 64);\n}}\n'


def build_zig(work: Path, technique: str) -> Path:
    from tests.drivers.zig.build import ZIG

    source, module = work / f"zig-{technique}.zig", work / f"zig-{technique}.wasm"
    shutil.copy(GENERATED / "bitboards.zig", work / "bitboards.zig")
    source.write_text(zig_source(technique))
    flags = ("-target", "wasm32-freestanding", "-O", "ReleaseFast", "-fno-entry", "-rdynamic", "-fstrip")
    run([ZIG.path, "build-exe", *flags, str(source), f"-femit-bin={module}"], env=ZIG.env())
    return module


def build_c(work: Path, technique: str, fill: Optional[str]) -> Path:
    name = f"c-{technique}{'-filled' if fill else ''}"
    source, module = work / f"{name}.c", work / f"{name}.wasm"
    source.write_text(c_source(technique, fill))
    run(["clang", *C_FLAGS, f"-I{GENERATED}", *(["-DBB_FILL_SLIDER_TABLES"] if fill else []), str(source), "-o", str(module)])
    return module


def build_rust(work: Path, package: str, technique: Optional[str] = None) -> Path:
    """Returns the module of `package` (wasm-ours on `technique`, or wasm-shakmaty),
    built by cargo for wasm32-unknown-unknown in release, stripped, offline and
    locked (make bench fetched the crates)."""
    from bench.peers import cargo

    env = dict(base_env(), CARGO_PROFILE_RELEASE_STRIP="symbols")
    target = BUILD / f"wasm-{package}"  # a target directory a package: shakmaty's crates built once
    if technique is not None:
        lookup = work / f"rust-{technique}.rs"
        lookup.write_text(rust_source(technique))
        env["WASM_LOOKUP_RS"] = str(lookup)
    command = [cargo() or "cargo", "build", "--offline", "--locked", "--quiet", "-p", package, "--release"]
    run([*command, "--target", "wasm32-unknown-unknown", "--target-dir", str(target), "--manifest-path", str(PEERS / "Cargo.toml")], env=env)
    built = target / "wasm32-unknown-unknown" / "release" / f"{package.replace('-', '_')}.wasm"
    kept = work / f"rust-{technique or package}.wasm"  # the next technique's build writes over it
    shutil.copy(built, kept)
    return kept


def first_lookup(module: Path, repeats: int) -> Tuple[float, float]:
    """Returns the medians of the CPU seconds and the wall seconds of `module`'s first
    rook(SQ, OCC), each in a fresh Node, each answer checked against the reference."""
    from tests.oracles.reference import rook_attacks

    want = f"{rook_attacks(OCC, SQ):x}"
    cpu, wall = [], []
    for _ in range(repeats):
        out = run(["node", str(FIRST_LOOKUP), str(module), str(SQ), str(OCC)])[0].split()
        if out[0] != want:
            raise RuntimeError(f"{module.name}: rook({SQ}, {OCC:#x}) answered {out[0]}, the reference {want}")
        wall.append(float(out[2]) / 1e3)
        cpu.append(float(out[4]) / 1e3)
    return median(cpu), median(wall)


def wasm_std() -> bool:
    """Whether the newest rustc has the standard library of wasm32-unknown-unknown
    (make bench adds it with the cross targets of make test)."""
    from tests.drivers.rust.build import NEWEST

    if NEWEST.path is None:
        return False
    sysroot = run([NEWEST.path, "--print", "sysroot"])[0].strip()
    return (Path(sysroot) / "lib" / "rustlib" / "wasm32-unknown-unknown" / "lib").is_dir()


def measure(repeats: int) -> List[Row]:
    missing = [tool for tool in ("clang", "node") if shutil.which(tool) is None]
    wasi = all(glob.glob(need) for need in WASI_NEEDS)  # Debian's packages, which .ci/run installs
    if missing or not wasi or not wasm_std():
        return [Row(SECTION, "wasm32 modules", 0, "", note="not available")]
    work = BUILD / "wasm"
    work.mkdir(parents=True, exist_ok=True)
    shakmaty = build_rust(work, "wasm-shakmaty")
    base_size, (base_first, _) = shakmaty.stat().st_size, first_lookup(shakmaty, repeats)
    baseline = "shakmaty's, the same module"
    rows = []
    modules = []
    for technique, fill in techniques():
        modules.append((f"C {technique}", build_c(work, technique, None)))
        if fill:
            modules.append((f"C {technique}, filled ({fill})", build_c(work, technique, fill)))
    for technique, _ in techniques():
        modules.append((f"Rust {technique}", build_rust(work, "wasm-ours", technique)))
    from tests.drivers.zig.build import ZIG

    for technique, _ in techniques() if ZIG.path else ():  # the ziglang test extra's
        modules.append((f"Zig {technique}", build_zig(work, technique)))
    for name, module in modules:
        # a filling technique's constant tables: its size for comparison, the goal being its filled one's
        constant = name.startswith("C ") and any(name == f"C {t}" for t, fill in techniques() if fill)
        size = module.stat().st_size
        note = "constant tables, against its filled module" if constant else ""
        rows.append(Row(SECTION, f"{name}: module size", size, "bytes", baseline, base_size, None if constant else SIZE_GOAL, note))
        first, wall = first_lookup(module, repeats)
        rows.append(Row(SECTION, f"{name}: first lookup in Node", first, "s", baseline, base_first, note=f"wall {wall * 1e3:.2f} ms", limit=FIRST_LIMIT))
    return rows + perft_rows(work, min(repeats, 5))


# the techniques whose perfts race in Node's WASI: the 32-bit index against the 64-bit one
PERFT_TECHNIQUES = ("magic", "magic32")


def wasi_perfts(work: Path) -> dict:
    """Returns {(language, technique): the perft built for wasm32-wasi}: C's by clang,
    and Rust's by the newest rustc where it has wasm32-wasip1's standard library."""
    from tests.drivers.c.build import build_perft_c
    from tests.drivers.rust.build import NEWEST, build_rust_perft

    perfts = {}
    for t in PERFT_TECHNIQUES:
        flags = ("--target=wasm32-wasi", f"-DBB_SLIDERS=BB_SLIDERS_{t.upper()}")
        perfts[("C", t)] = build_perft_c(GENERATED, work / f"perft-c-{t}.wasm", *flags, compiler="clang")
    sysroot = run([NEWEST.path, "--print", "sysroot"])[0].strip() if NEWEST.path else ""
    if sysroot and (Path(sysroot) / "lib" / "rustlib" / "wasm32-wasip1" / "lib").is_dir():
        rustc = dataclasses.replace(NEWEST, target=("--target", "wasm32-wasip1"))
        for t in PERFT_TECHNIQUES:
            perfts[("Rust", t)] = build_rust_perft(rustc, GENERATED / "bitboards.rs", work / f"perft-rust-{t}.wasm", technique=t)
    return perfts


def perft_rows(work: Path, repeats: int) -> List[Row]:
    """The perft of each language of wasi_perfts by the 32-bit magic against fancy magic's,
    in Node's WASI, in one race."""
    perfts = wasi_perfts(work)
    commands = {key: ["node", "--no-warnings", str(WASI_LOADER), str(exe), KIWIPETE, str(DEEP_PERFT_DEPTH)] for key, exe in perfts.items()}
    times, nodes = perft_race(commands, repeats, "wasm32")
    if set(nodes.values()) != {KIWIPETE_NODES[DEEP_PERFT_DEPTH]}:
        raise RuntimeError(f"wasm32 perfts counted {nodes}")
    rows = []
    for language in dict.fromkeys(language for language, _ in perfts):
        magic = median(times[(language, "magic")])
        name = f"{language} perft in Node's WASI: 32-bit magic, time (depth {DEEP_PERFT_DEPTH})"
        rows.append(Row(SECTION, name, median(times[(language, "magic32")]), "s", "fancy magic", magic))
    return rows
