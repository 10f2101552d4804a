"""Section 6: the Rust module. `rustc -O --crate-type lib` of generated/bitboards.rs
alone with each rustc at hand, against `cc -O2 -c` of a file including the
header; and the stripped size of a program using one lookup
(bench/rust_one_lookup.rs) and of one using every lookup and every table (the
test driver tests/drivers/rust/driver.rs), against an empty program.

Then its slider techniques (issue 29), each against the same program on the
kindergarten-only module (the module rendered without them) in the same run:
the source's size; the compile time, debug and -O, with each rustc, of
tests/perft/perft.rs on a technique (fancy magic, by perft_sliders) and of perft.rs
untouched on the whole module (what a user who ignores the sliders pays); the
first fill_slider_tables() (bench/rust_fill.rs); perft.rs's nodes per second on
Kiwipete with each technique against kindergarten's; the cost of the lazy
fill check, against the same module generated without it
(`Selection.lazy_fill_check`; perft.rs then fills first); and, from the same run
(every technique built with the same target features: BMI2, SSSE3 and AVX2 where
the CPU has them), Stockfish's ordering (issue 46): parallel hyperbola against fancy
magic, black magic and PEXT, checked and not, the best CPU time at depth 5 and
callgrind's instructions at depth 4 (parallel_rows)."""

from __future__ import annotations

import shutil
import tempfile
import time
from pathlib import Path
from typing import Dict, List, Optional, Tuple

from bench.common import BENCH, BUILD, DEEP_PERFT_DEPTH, GENERATED, KIWIPETE, ORDERING, Row, SLIDER_BUILD_GOAL, base_env, build_rust, c_header_compile, median, parallel_rows, perft_race, render_variant, run, rust_compilers
from bitboard_tables.sliders import BMI2_TECHNIQUES, TECHNIQUES
from tests.drivers.c.build import cpu_has_bmi2
from tests.drivers.rust.build import CPU_FEATURES, PERFT_RS, RUST_DIR, perft_sliders, write_driver_sources

FILL_LIMIT = 1e-3  # every packed table filled in at most 1 ms (issue 29)
PERFT_GOAL = 1 / 1.2  # perft with the fastest technique at least 1.2x kindergarten's nodes per second (issue 29)
SOURCE_LIMIT = 2 * 1024 * 1024  # Rust's share of issue 29's 4 MB for C++ and Rust together

KEY = "rust"
REPEATS = (5, 2)  # (full run, --quick)


def measure(repeats: int) -> List[Row]:
    section = "6. Rust module"
    compilers = rust_compilers()
    if not compilers:
        return [Row(section, "not available", 0.0, "s", note="no rustc")]
    rows = []
    module = GENERATED / "bitboards.rs"
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        c_compile = c_header_compile(work)
        for name, rustc in compilers.items():
            rust_compile = [rustc, "-O", "--crate-type", "lib", str(module), "-o", str(work / "libbitboards.rlib")]
            rust_times, c_times = [], []
            for _ in range(repeats):  # wall: rustc's CPU accounting undercounts its threads
                rust_times.append(run(rust_compile)[2])
                c_times.append(run(c_compile)[2])
            label = f"{name} -O --crate-type lib, bitboards.rs alone, wall"
            rows.append(Row(section, label, median(rust_times), "s", "cc -O2 -c, bitboards.h, wall", median(c_times)))
        # binary sizes, stripped, by the rustc on PATH
        rustc = next(iter(compilers.values()))
        (work / "empty.rs").write_text("fn main() {}\n")
        driver = work / "driver"
        shutil.copy(RUST_DIR / "driver.rs", driver.with_suffix(".rs"))
        shutil.copy(module, work / "bitboards.rs")
        write_driver_sources(work)
        sizes: Dict[str, int] = {}
        builds: Dict[str, List[float]] = {}
        for key, source in (("empty", work / "empty.rs"), ("one", BENCH / "rust_one_lookup.rs"), ("all", driver.with_suffix(".rs"))):
            exe = work / f"{key}-program"
            builds[key] = []
            for _ in range(repeats):
                start = time.perf_counter()
                error = build_rust(source, exe, rustc, "-C", "strip=symbols")
                builds[key].append(time.perf_counter() - start)
                if error:
                    return rows + [Row(section, "binary sizes", 0.0, "bytes", note=error)]
            sizes[key] = exe.stat().st_size
    empty = median(builds["empty"])
    rows.append(Row(section, "rustc -O, program using rook_attacks, wall", median(builds["one"]), "s", "empty program", empty))
    rows.append(Row(section, "rustc -O, program using every lookup and table, wall", median(builds["all"]), "s", "empty program", empty))
    rows.append(Row(section, "program using rook_attacks, stripped", sizes["one"], "bytes", "empty program", sizes["empty"]))
    rows.append(
        Row(section, "program using every lookup and table, stripped", sizes["all"], "bytes", "empty program", sizes["empty"])
    )
    return rows + slider_rows(section, compilers, repeats)


def _build(rustc: str, module: Path, source: Path, exe: Path, *flags: str, technique: Optional[str] = None) -> float:
    """Builds `source` on `module` (BITBOARDS_RS), perft.rs's sliders by `technique`
    (perft_sliders); returns the wall seconds."""
    chosen, sliders_env = perft_sliders(technique, exe.parent / f"{exe.name}-sliders.rs")
    env = dict(base_env(), BITBOARDS_RS=str(module), **sliders_env)
    _, _, wall = run([rustc, *flags, *chosen, str(source), "-o", str(exe)], env=env)
    return wall


def slider_rows(section: str, compilers: Dict[str, str], repeats: int) -> List[Row]:
    work = BUILD / "rust-sliders"
    work.mkdir(parents=True, exist_ok=True)
    full, plain, unchecked = work / "bitboards.rs", work / "kindergarten_only.rs", work / "unchecked.rs"
    full.write_text((GENERATED / "bitboards.rs").read_text())
    plain.write_text(render_variant("rust", sliders=False))
    unchecked.write_text(render_variant("rust", lazy_fill_check=False))
    rows = [
        Row(section, "sliders: bitboards.rs source", full.stat().st_size, "bytes", "kindergarten-only module",
            plain.stat().st_size, limit=plain.stat().st_size + SOURCE_LIMIT, note="the limit: 2 MB of growth"),  # fmt: skip
    ]
    # compile time: the same perft.rs, on a technique and untouched, against the kindergarten-only module
    for name, rustc in compilers.items():
        for mode, flags in (("debug", ()), ("-O", ("-O",))):
            times: Dict[str, List[float]] = {"plain": [], "magic": [], "untouched": []}
            for _ in range(repeats):
                times["plain"].append(_build(rustc, plain, PERFT_RS, work / "perft-plain", *flags))
                times["magic"].append(_build(rustc, full, PERFT_RS, work / "perft-magic", *flags, technique="magic"))
                times["untouched"].append(_build(rustc, full, PERFT_RS, work / "perft-untouched", *flags))
            base = median(times["plain"])
            rows.append(Row(section, f"sliders: {name} {mode}, perft.rs on fancy magic, wall", median(times["magic"]), "s",
                            "perft.rs, kindergarten-only module", base, SLIDER_BUILD_GOAL))  # fmt: skip
            rows.append(Row(section, f"sliders: {name} {mode}, perft.rs untouched on the whole module, wall",
                            median(times["untouched"]), "s", "perft.rs, kindergarten-only module", base, SLIDER_BUILD_GOAL))  # fmt: skip
    rustc = next(iter(compilers.values()))
    bmi2 = cpu_has_bmi2()
    features = CPU_FEATURES if bmi2 else ()
    # the start-up fill
    fill_exe = work / "rust-fill"
    _build(rustc, full, BENCH / "rust_fill.rs", fill_exe, "-O", *features)
    fills = [[int(n) for n in run([str(fill_exe)])[0].split()[1:3]] for _ in range(max(repeats, 5))]
    what = "every packed table" if bmi2 else "magic and black magic (no BMI2: no PEXT)"
    rows.append(Row(section, f"sliders: fill_slider_tables(), first call ({what})", median([f[0] for f in fills]) * 1e-9, "s",
                    limit=FILL_LIMIT))  # fmt: skip
    rows.append(Row(section, "sliders: fill_slider_tables(), second call", median([f[1] for f in fills]) * 1e-9, "s"))
    return rows + perft_rows(section, rustc, work, (full, plain, unchecked), repeats)


def perft_rows(section: str, rustc: str, work: Path, modules: Tuple[Path, Path, Path], repeats: int) -> List[Row]:
    """perft.rs on Kiwipete by each technique against kindergarten's, and fancy magic
    and the fastest with the lazy check taken out, in one run, every one built with
    CPU_FEATURES where the CPU has BMI2; `modules`: the whole module, the
    kindergarten-only one and the one without the check, in `work`."""
    full, plain, unchecked = modules
    bmi2 = cpu_has_bmi2()
    features = CPU_FEATURES if bmi2 else ()
    rows = []
    # perft with each technique, and with the lazy check taken out
    perft_runs = {"kindergarten-only": (plain, None)}
    for t in TECHNIQUES:
        if t in BMI2_TECHNIQUES and not bmi2:
            continue
        perft_runs[t] = (full, t)
    fastest = "pext" if bmi2 else "magic"
    for t in dict.fromkeys(("magic", fastest)):
        perft_runs[f"{t}, no lazy check"] = (unchecked, t)
    commands = {}
    for key, (module, technique) in perft_runs.items():
        exe = work / f"perft-{key.replace(' ', '').replace(',', '-')}"
        _build(rustc, module, PERFT_RS, exe, "-O", *features, technique=technique)
        commands[key] = [str(exe), KIWIPETE, str(DEEP_PERFT_DEPTH)]
    cpu, nodes = perft_race(commands, repeats, "perft.rs", least=1)
    count = nodes["kindergarten-only"]
    # seconds per run: a ratio below 1 is faster; the goal is 1.2x the nodes per second
    base = median(cpu["kindergarten-only"])
    for key in commands:
        if key == "kindergarten-only" or "lazy" in key:
            continue
        rows.append(Row(section, f"sliders: perft.rs Kiwipete depth {DEEP_PERFT_DEPTH}, {key}, CPU", median(cpu[key]), "s",
                        "kindergarten (module without sliders)", base, PERFT_GOAL if key == fastest else None,
                        note=f"{count} nodes"))  # fmt: skip
    for t in dict.fromkeys(("magic", fastest)):
        rows.append(Row(section, f"sliders: perft.rs {t}, lazy fill check in every lookup, CPU", median(cpu[t]), "s",
                        "no check (filled first)", median(cpu[f"{t}, no lazy check"])))  # fmt: skip
    # Stockfish's ordering, from the same run: parallel hyperbola (no table to check) against
    # the module's checked lookups and against the same lookups with no check
    no_check = tuple((f"{t}, no lazy check", f"{label}, no lazy check", None) for t, label, _ in ORDERING)
    return rows + parallel_rows(section, commands, cpu, count, f"sliders: perft.rs ({' '.join(features) or 'x86-64'})", best=True,
                                against=ORDERING + no_check)  # fmt: skip

