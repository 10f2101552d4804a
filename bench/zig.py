"""Section 10: the Zig file. `zig build-obj -O ReleaseFast` of generated/bitboards.zig
alone (every declaration analyzed and compiled, the local cache fresh) with the
pinned Zig, against `cc -O2 -c` of a file including the header; the build time
and the stripped size of a ReleaseFast program using one lookup against the same
C program on bitboards.h (bench/one_lookup.py), with the empty program of each
language beside them.

Then its slider techniques: perft.zig by each against kindergarten's, every one
built for PERFT_CPU (x86-64-v3: AVX2 and BMI2, no AVX-512) in one run, with
Stockfish's ordering from the same run (issue 46: parallel hyperbola against fancy
magic and black magic; bitboards.zig has no PEXT), the best CPU time at depth 5 and
callgrind's instructions at depth 4 (parallel_rows); fillSliderTables(); the build
time and size of a program on rookAttacksMagic."""

from __future__ import annotations

import shutil
import subprocess
import tempfile
from pathlib import Path
from typing import List, Tuple

from bench.common import BUILD, GENERATED, Row, SLIDER_BUILD_GOAL, c_header_compile, median, render_variant, run, technique_perft_rows, walls_against
from bitboard_tables.languages.zig import CAPABILITIES as ZIG_CAPABILITIES
from bitboard_tables.mapping import LERF
from bench.one_lookup import smallest_program_rows
from tests.drivers.c.build import cpu_has
from tests.drivers.zig.build import ZIG, build_zig_perft

KEY = "zig"
REPEATS = (5, 2)  # (full run, --quick)

# every declaration referenced, so that build-obj compiles the whole file
ZIG_ALONE = """const bitboards = @import("bitboards.zig");

comptime {
    for (@typeInfo(bitboards).@"struct".decls) |declaration| _ = &@field(bitboards, declaration.name);
}
"""
ZIG_ONE = """const std = @import("std");
const bb = @import("bitboards.zig");

pub fn main() !void {
    var args = std.process.args();
    _ = args.skip();
    const occ = std.fmt.parseInt(u64, args.next() orelse "0", 0) catch 0;
    const sq = std.fmt.parseInt(usize, args.next() orelse "0", 0) catch 0;
    std.debug.print("{x}\\n", .{bb.rookAttacks(occ, sq & 63)});
}
"""
ZIG_EMPTY = "pub fn main() void {}\n"
# fillSliderTables() timed by the program itself, then a lookup of every packed
# table: a table that no lookup reads would be dropped by the optimizer, its fill
# with it, and the figure would be that of fewer tables
ZIG_FILL = """const std = @import("std");
const bb = @import("bitboards.zig");

pub fn main() !void {
    var timer = try std.time.Timer.start();
    bb.fillSliderTables();
    const ns = timer.read();
    var args = std.process.args();
    _ = args.skip();
    const occ = std.fmt.parseInt(u64, args.next() orelse "0", 0) catch 0;
    const check = bb.queenAttacksMagic(occ, 27) ^ bb.queenAttacksBlack(occ, 27) ^
        bb.xrayRookAttacksMagic(occ, 27) ^ bb.xrayBishopAttacksMagic(occ, 27);
    std.debug.print("{d} {x}\\n", .{ ns, check });
}
"""
ZIG_MAGIC = ZIG_ONE.replace("    std.debug.print(", "    bb.fillSliderTables();\n    std.debug.print(").replace("bb.rookAttacks(", "bb.rookAttacksMagic(")
FILL_GOAL_MS = 2.0
# the CPU of the perft race, every technique alike: AVX2 (parallel hyperbola's vector lanes)
# where the machine has it, and no AVX-512, which the native build would take where the
# machine has it and callgrind (valgrind 3.19) cannot decode; else the machine's
PERFT_CPU = ("-mcpu", "x86_64_v3") if cpu_has("avx2") else ()


def measure(repeats: int) -> List[Row]:
    section = "10. Zig file"
    if ZIG.path is None:
        return [Row(section, "not available", 0.0, "s", note="no Zig (the ziglang test extra)")]
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        shutil.copy(GENERATED / "bitboards.zig", work / "bitboards.zig")
        c_compile = c_header_compile(work)

        def zig(cache: str, *args: str) -> float:
            """Returns the wall time of `zig ARGS -O ReleaseFast` with a fresh local cache."""
            env = dict(ZIG.env(), ZIG_LOCAL_CACHE_DIR=str(work / f"cache-{cache}"))
            return run([ZIG.path, *args, "-O", "ReleaseFast"], env=env)[2]

        (work / "alone.zig").write_text(ZIG_ALONE)

        def alone(k: int) -> float:
            return zig(f"alone-{k}", "build-obj", str(work / "alone.zig"), f"-femit-bin={work / 'alone.o'}")

        # the first build fills the global cache with compiler_rt
        zig_wall, c_wall = walls_against(alone, lambda: run(c_compile)[2], repeats)
        rows = [Row(section, f"{ZIG.name} build-obj -O ReleaseFast, bitboards.zig alone, wall", zig_wall, "s", "cc -O2 -c, bitboards.h, wall", c_wall)]

        def program(key: str, k: int) -> Tuple[float, Path]:
            """Builds the program `key` stripped with a fresh local cache; returns its wall time and path."""
            (work / f"{key}.zig").write_text({"one": ZIG_ONE, "empty": ZIG_EMPTY}[key])
            return zig(f"{key}-{k}", "build-exe", str(work / f"{key}.zig"), "-fstrip", f"-femit-bin={work / (key + '-zig')}"), work / f"{key}-zig"

        rows += smallest_program_rows(section, work, "Zig", "zig build-exe -O ReleaseFast", "rookAttacks", program, repeats, warm=True)
    return rows + slider_rows(section, repeats)


def slider_rows(section: str, repeats: int) -> List[Row]:
    """The rows of the slider techniques: perft by technique, fillSliderTables(),
    zig build-exe, sizes."""
    rows = perft_rows(section, repeats)
    text = (GENERATED / "bitboards.zig").read_text()
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        (work / "bitboards.zig").write_text(text)
        (work / "fill.zig").write_text(ZIG_FILL)
        run([ZIG.path, "build-exe", str(work / "fill.zig"), "-O", "ReleaseFast", f"-femit-bin={work / 'fill'}"], env=ZIG.env())
        fills = []
        for _ in range(max(repeats, 5) * 2):
            proc = subprocess.run([str(work / "fill")], capture_output=True, text=True, check=True)
            fills.append(int(proc.stderr.split()[0]) / 1e6)
        rows.append(Row(section, "fillSliderTables(), first call, ReleaseFast, best", min(fills), "ms", limit=FILL_GOAL_MS,
                        note=f"goal: at most 2 ms; median {median(fills):.2f} ms"))  # fmt: skip
        kindergarten = work / "kindergarten"
        kindergarten.mkdir()
        without = render_variant("zig", sliders=False)
        (kindergarten / "bitboards.zig").write_text(without)
        (kindergarten / "main.zig").write_text(ZIG_ONE)
        sliders = work / "sliders"
        sliders.mkdir()
        (sliders / "bitboards.zig").write_text(text)
        (sliders / "main.zig").write_text(ZIG_MAGIC)
        for optimize in ("Debug", "ReleaseFast"):
            walls = {}
            for key, directory in (("kindergarten", kindergarten), ("sliders", sliders)):
                walls[key] = []
                for k in range(repeats + 1):  # the first builds compiler_rt into the global cache
                    env = dict(ZIG.env(), ZIG_LOCAL_CACHE_DIR=str(work / f"cache-{optimize}-{key}-{k}"))
                    command = [ZIG.path, "build-exe", str(directory / "main.zig"), "-O", optimize, "-fstrip", f"-femit-bin={directory / optimize}"]
                    wall = run(command, env=env)[2]
                    if k:
                        walls[key].append(wall)
            rows.append(Row(section, f"zig build-exe -O {optimize}, program using rookAttacksMagic (and the fill), wall", median(walls["sliders"]), "s",
                            "the same using rookAttacks, kindergarten-only file", median(walls["kindergarten"]), SLIDER_BUILD_GOAL))  # fmt: skip
        rows.append(Row(section, "program using rookAttacksMagic, ReleaseFast, stripped", (sliders / "ReleaseFast").stat().st_size, "bytes",
                        "the same using rookAttacks, kindergarten-only file", (kindergarten / "ReleaseFast").stat().st_size))  # fmt: skip
        rows.append(Row(section, "bitboards.zig, source", len(text.encode()), "bytes", "kindergarten-only (generated without the sliders)",
                        len(without.encode())))  # fmt: skip
    return rows


def perft_rows(section: str, repeats: int) -> List[Row]:
    """perft.zig by each technique bitboards.zig carries against kindergarten's, every
    one built ReleaseFast for PERFT_CPU, in one run (technique_perft_rows: with
    parallel hyperbola's rows)."""

    def perft(t: str) -> Path:
        return build_zig_perft(ZIG, GENERATED / "bitboards.zig", BUILD / f"perft-zig-{t}", technique=t, cpu=PERFT_CPU)

    baseline = "kindergarten (bitboards.zig's rookAttacks ...)"
    return technique_perft_rows(section, ZIG_CAPABILITIES.carried(LERF), perft, repeats, "Zig", baseline, best=True)
