"""Section 9: the Zig file. `zig build-obj -O ReleaseFast` of generated/bitboards.zig
alone (every declaration analyzed and compiled, the local cache fresh) with the
pinned Zig, against `cc -O2 -c` of a file including the header; the build time
and the stripped size of a ReleaseFast program using one lookup against the same
C program on bitboards.h (bench/one_lookup.py), with the empty program of each
language beside them."""

from __future__ import annotations

import shutil
import subprocess
import tempfile
from pathlib import Path
from typing import List

from bench.common import BUILD, DEEP_PERFT_DEPTH, GENERATED, KIWIPETE, Row, c_compiler, median, perft_race, raced_techniques, render_variant, run
from bitboard_tables.languages.zig import CAPABILITIES as ZIG_CAPABILITIES
from bitboard_tables.mapping import LERF
from bench.one_lookup import C_EMPTY, C_ONE
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
PERFT_TECHNIQUES = raced_techniques(ZIG_CAPABILITIES.carried(LERF))
PERFT_GOAL = 1 / 1.1  # of kindergarten's CPU time: 1.1x its nodes/s
FILL_GOAL_MS = 2.0
BUILD_GOAL = 2.0  # of the kindergarten-only build time


def measure(repeats: int) -> List[Row]:
    section = "9. Zig file"
    if ZIG.path is None:
        return [Row(section, "not available", 0.0, "s", note="no Zig (the ziglang test extra)")]
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        shutil.copy(GENERATED / "bitboards.zig", work / "bitboards.zig")
        (work / "header.c").write_text('#include "bitboards.h"\nint bb_bench_unit;\n')
        c_compile = [c_compiler(), "-O2", "-std=c99", "-I" + str(GENERATED), "-c", str(work / "header.c"), "-o", str(work / "header.o")]

        def zig(k: int, *args: str) -> float:
            """Returns the wall time of `zig ARGS -O ReleaseFast` with a fresh local cache."""
            env = dict(ZIG.env(), ZIG_LOCAL_CACHE_DIR=str(work / f"cache{k}"))
            return run([ZIG.path, *args, "-O", "ReleaseFast"], env=env)[2]

        (work / "alone.zig").write_text(ZIG_ALONE)
        times, c_times = [], []
        for k in range(repeats + 1):  # the first builds compiler_rt into the global cache
            wall = zig(k, "build-obj", str(work / "alone.zig"), f"-femit-bin={work / 'alone.o'}")
            if k:
                times.append(wall)
                c_times.append(run(c_compile)[2])
        rows.append(Row(section, f"{ZIG.name} build-obj -O ReleaseFast, bitboards.zig alone, wall", median(times), "s", "cc -O2 -c, bitboards.h, wall", median(c_times)))
        sizes, builds = {}, {}
        for key, zig_source, c_source in (("one", ZIG_ONE, C_ONE), ("empty", ZIG_EMPTY, C_EMPTY)):
            (work / f"{key}.zig").write_text(zig_source)
            (work / f"{key}.c").write_text(c_source)
            zig_times, c_build_times = [], []
            for k in range(repeats + 1):
                wall = zig(100 + 10 * k + len(key), "build-exe", str(work / f"{key}.zig"), "-fstrip", f"-femit-bin={work / (key + '-zig')}")
                c_wall = run([c_compiler(), "-O2", "-s", "-I" + str(GENERATED), str(work / f"{key}.c"), "-o", str(work / f"{key}-c")])[2]
                if k:
                    zig_times.append(wall)
                    c_build_times.append(c_wall)
            sizes[key] = ((work / f"{key}-zig").stat().st_size, (work / f"{key}-c").stat().st_size)
            builds[key] = (median(zig_times), median(c_build_times))
    rows.append(Row(section, "zig build-exe -O ReleaseFast, program using rookAttacks, wall", builds["one"][0], "s", "cc -O2, the same on bitboards.h", builds["one"][1]))
    rows.append(Row(section, "program using rookAttacks, stripped", sizes["one"][0], "bytes", "the same C program, stripped", sizes["one"][1]))
    rows.append(Row(section, "empty Zig program, stripped", sizes["empty"][0], "bytes", "empty C program, stripped", sizes["empty"][1]))
    return rows + slider_rows(section, repeats)


def slider_rows(section: str, repeats: int) -> List[Row]:
    """The rows of the slider techniques: perft by technique, fillSliderTables(),
    zig build-exe, sizes."""
    rows = []
    commands = {}
    for t in ("kindergarten", *(t for t, _ in PERFT_TECHNIQUES)):
        exe = build_zig_perft(ZIG, GENERATED / "bitboards.zig", BUILD / f"perft-zig-{t}", technique=t)
        commands[t] = [str(exe), KIWIPETE, str(DEEP_PERFT_DEPTH)]
    times, nodes = perft_race(commands, repeats, "Zig")
    base = min(times["kindergarten"])
    for t, label in PERFT_TECHNIQUES:
        rows.append(
            Row(section, f"perft, Kiwipete depth {DEEP_PERFT_DEPTH}, {label} (sliders and pins), CPU, best", min(times[t]), "s",
                "kindergarten (bitboards.zig's rookAttacks ...)", base, PERFT_GOAL if t == "magic" else None,
                note=f"{nodes[t]} nodes; nodes/s {base / min(times[t]):.2f}x")  # fmt: skip
        )
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
                            "the same using rookAttacks, kindergarten-only file", median(walls["kindergarten"]), BUILD_GOAL))  # fmt: skip
        rows.append(Row(section, "program using rookAttacksMagic, ReleaseFast, stripped", (sliders / "ReleaseFast").stat().st_size, "bytes",
                        "the same using rookAttacks, kindergarten-only file", (kindergarten / "ReleaseFast").stat().st_size))  # fmt: skip
        rows.append(Row(section, "bitboards.zig, source", len(text.encode()), "bytes", "kindergarten-only (generated without the sliders)",
                        len(without.encode())))  # fmt: skip
    return rows
