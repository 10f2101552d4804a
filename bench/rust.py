"""Section 6: the Rust module. `rustc -O --crate-type lib` of generated/bitboards.rs
alone with each rustc at hand, against `cc -O2 -c` of a file including the
header; and the stripped size of a program using one lookup
(bench/rust_one_lookup.rs) and of one using every lookup and every table (the
test driver tests/drivers/rust/driver.rs), against an empty program."""

from __future__ import annotations

import shutil
import tempfile
import time
from pathlib import Path
from typing import Dict, List

from bench.common import BENCH, GENERATED, Row, build_rust, c_compiler, median, run, rust_compilers
from tests.harness.rustbuild import RUST_DIR, driver_tables_source

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
        (work / "header.c").write_text('#include "bitboards.h"\nint bb_bench_unit;\n')
        c_compile = [c_compiler(), "-O2", "-std=c99", "-I" + str(GENERATED), "-c", str(work / "header.c"), "-o", str(work / "header.o")]
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
        (work / "driver_tables.rs").write_text(driver_tables_source())
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
    return rows

