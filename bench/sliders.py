"""Section 7: the slider techniques of generated/bitboards_sliders.h raced side by
side (bench/sliders.c): the classical ray loop, Kogge-Stone, kindergarten,
hyperbola quintessence (and two lines at once, SSE2 and SSSE3), fancy magic,
overlapped black magic, PEXT and
16-bit PEXT (where the CPU has BMI2), rook,
bishop and queen as independent lookups (throughput) and as a dependent chain
(latency), one-lookup x-rays against two lookups, the tables filled at start-up
against constant ones, the floor of a vector lookup's latency, the bytes of table
each reads, and the C perft with each as its slider lookup. The techniques are
the model's (bitboard_tables.sliders), written for bench/sliders.c into
build/bench/sliders_techniques.h."""

from __future__ import annotations

from pathlib import Path
from typing import Dict, List, Optional, Sequence, Tuple

from bench import perft
from bench.common import BENCH, BUILD, DEEP_PERFT_DEPTH, KIWIPETE, ORDERING, Row, build_c, median, parallel_rows, perft_race, read_c_bench, run
from bitboard_tables.sliders import AVX2_TECHNIQUES, BMI2_TECHNIQUES, PACKED_TECHNIQUES, XRAY_TECHNIQUES, black_table, table_bytes, techniques
from bitboard_tables.mapping import LERF
from tests.drivers.c.build import PERFT_C, cpu_has, cpu_has_bmi2

KEY = "sliders"
REPEATS = (21, 5)  # (full run, --quick)
MAGIC_ROOK_GOAL = 0.7  # fancy magic rook attacks at most 0.7 of kindergarten's
PEXT_ROOK_GOAL = 0.6  # PEXT rook attacks at most 0.6 of kindergarten's
ONE_LOOKUP_XRAY_GOAL = 0.6  # a one-lookup magic x-ray at most 0.6 of two magic lookups
PEXT16_ROOK_GOAL = 1.15  # 16-bit PEXT rook attacks at most 1.15 of PEXT's (issue 22)
PEXT16_BYTES_GOAL = 0.26  # 16-bit PEXT tables at most 0.26 of PEXT's bytes (issue 22)
SIMD_LATENCY_GOAL = 0.8  # the two-lines hyperbola's dependent chain at most 0.8 of the scalar one's (issue 22)
SSSE3 = "-mssse3"  # the two-lines hyperbola's byte swap by pshufb
AVX2 = "-mavx2"  # parallel hyperbola's vector path (its perft build, where the CPU has AVX2)
# parallel hyperbola's perft at least 1.03x fancy magic's speed (issue 46: Stockfish
# measured +3.1% nps), at least PEXT's: its CPU time at most these fractions of theirs
C_GOALS = tuple((t, label, 1 / 1.03 if t == "magic" else goal) for t, label, goal in ORDERING)
BLACK_ENTRIES_GOAL = 95000  # the overlapped black magic table at most 95,000 entries (issue 22)
AVX2_BYTES_GOAL = 4096  # the tables parallel hyperbola's AVX2 path reads at most 4 KB (issue 46)

# (name in bench/sliders.c and in BB_SLIDERS_*, label): the classical ray loop, the
# baseline, then the model's techniques
TECHNIQUES = [("loop", "classical ray loop"), *((t.name, t.title) for t in techniques(LERF))]
BMI2 = BMI2_TECHNIQUES  # the techniques that need BB_PEXT
TECHNIQUE_GOALS = {("rook", "magic"): MAGIC_ROOK_GOAL, ("rook", "pext"): PEXT_ROOK_GOAL}
PEXT_FLAGS = ["-mbmi2", "-DBB_PEXT"]


def run_sliders(exe: Path, repeats: int) -> Tuple[Dict[str, float], Optional[float]]:
    """Runs bench/sliders.c; returns ({benchmark: ns per call}, fill ns or None)."""
    out, _, _ = run([str(exe), str(repeats)])
    return read_c_bench(out, "sliders.c")


def techniques_header() -> str:
    """Returns build/bench/sliders_techniques.h: the model's techniques as X-macros
    for bench/sliders.c, those that need BMI2 under BB_PEXT."""

    def x_macro(name: str, chosen) -> str:
        portable = " ".join(f"X({t})" for t in chosen if t not in BMI2)
        every = " ".join(f"X({t})" for t in chosen)
        return f"#ifdef BB_PEXT\n#define {name}(X) {every}\n#else\n#define {name}(X) {portable}\n#endif\n"

    names = [t for t, _ in TECHNIQUES if t != "loop"]
    return (
        "/* Written by bench/sliders.py from bitboard_tables.sliders: the techniques raced, and those with x-ray tables. */\n"
        + x_macro("BENCH_TECHNIQUES", names)
        + x_macro("BENCH_XRAY_TECHNIQUES", XRAY_TECHNIQUES)
    )


def measure(repeats: int) -> List[Row]:
    section = "7. slider techniques (C, -O2)"
    perft_repeats = perft.REPEATS[0 if repeats >= REPEATS[0] else 1]  # the perft section's, full or --quick
    pext = cpu_has_bmi2()
    flags = PEXT_FLAGS if pext else []
    source = BENCH / "sliders.c"
    BUILD.mkdir(parents=True, exist_ok=True)
    (BUILD / "sliders_techniques.h").write_text(techniques_header())
    flags = [*flags, f"-I{BUILD}"]
    constant, filled, ssse3 = BUILD / "sliders", BUILD / "sliders_filled", BUILD / "sliders_ssse3"
    error = (
        build_c(source, constant, flags)
        # release builds: NDEBUG drops the filled lookups' debug asserts (issue 41)
        or build_c(source, filled, [*flags, "-DBB_FILL_SLIDER_TABLES", "-DNDEBUG"])
        # with AVX2 where the CPU has it: parallel hyperbola's vector path (the others' scalar one)
        or build_c(source, ssse3, [*flags, "-DBB_FILL_SLIDER_TABLES", "-DNDEBUG", SSSE3, *([AVX2] if cpu_has("avx2") else [])])
    )
    if error:
        return [Row(section, "not available", 0.0, "ns", note=error)]
    ns, _ = run_sliders(constant, repeats)
    filled_ns, fill = run_sliders(filled, repeats)
    ssse3_ns, _ = run_sliders(ssse3, repeats)
    techniques = [(t, label) for t, label in TECHNIQUES if t not in BMI2 or pext]
    rows = []
    for kind, prefix, what in (("throughput", "", "independent lookups"), ("latency", "chain_", "dependent chain")):
        for piece in ("rook", "bishop", "queen"):
            base = ns[f"{prefix}{piece}_kindergarten"]
            for t, label in techniques:
                if t == "kindergarten":
                    continue
                goal = TECHNIQUE_GOALS.get((piece, t)) if kind == "throughput" else None
                rows.append(
                    Row(section, f"{piece}, {label}, {kind}", ns[f"{prefix}{piece}_{t}"], "ns",
                        "kindergarten", base, goal, note=what)  # fmt: skip
                )
            if cpu_has("avx2"):  # parallel hyperbola's AVX2 path against fancy magic, in the same build
                rows.append(
                    Row(section, f"{piece}, parallel hyperbola (AVX2) against fancy magic, {kind}",
                        ssse3_ns[f"{prefix}{piece}_hyperbola_avx2"], "ns", "fancy magic (same build)",
                        ssse3_ns[f"{prefix}{piece}_magic"], note=what)  # fmt: skip
                )
            for label, figures in (("SSE2", ns), ("SSSE3", ssse3_ns)):  # two lines at once against one
                rows.append(
                    Row(section, f"{piece}, hyperbola two lines at once ({label}) against one, {kind}",
                        figures[f"{prefix}{piece}_hyperbola_simd"], "ns", "hyperbola (same build)",
                        figures[f"{prefix}{piece}_hyperbola"],
                        SIMD_LATENCY_GOAL if kind == "latency" and piece != "rook" else None, note=what)  # fmt: skip
                )
            if pext:  # the smaller tables against the larger ones
                rows.append(
                    Row(section, f"{piece}, 16-bit PEXT against PEXT, {kind}", ns[f"{prefix}{piece}_pext16"], "ns",
                        "PEXT", ns[f"{prefix}{piece}_pext"], PEXT16_ROOK_GOAL if (piece, kind) == ("rook", "throughput") else None,
                        note=what)  # fmt: skip
                )
    rows += vector_floor(section, ns)
    for piece, t, label, goal in (
        ("rook", "kindergarten", "kindergarten, 1 lookup per line", None),
        ("rook", "magic", "fancy magic", ONE_LOOKUP_XRAY_GOAL),
        ("bishop", "magic", "fancy magic", ONE_LOOKUP_XRAY_GOAL),
        ("rook", "pext", "PEXT", None),
        ("bishop", "pext", "PEXT", None),
        ("rook", "pext16", "16-bit PEXT", None),
        ("bishop", "pext16", "16-bit PEXT", None),
    ):
        one = f"xray_{piece}_{t}_one"
        if one in ns:
            rows.append(
                Row(section, f"{piece} x-ray, {label}, one lookup", ns[one], "ns",
                    "two lookups (modifying occ.)", ns[f"xray_{piece}_{t}_two"], goal)  # fmt: skip
            )
    for t, label in techniques:
        if t in PACKED_TECHNIQUES:
            for piece in ("rook", "bishop"):
                rows.append(
                    Row(section, f"{piece}, {label}, tables filled at start-up", filled_ns[f"{piece}_{t}"], "ns",
                        "constant tables", ns[f"{piece}_{t}"])  # fmt: skip
                )
    if fill is not None:
        tables = "every packed table" if pext else "magic, black"
        label = f"bb_fill_slider_tables(), warm: the median of repeated calls, the pages in ({tables})"
        rows.append(Row(section, label, fill * 1e-9, "s"))
    rows += slider_table_bytes(section, techniques)
    rows += slider_perfts(section, techniques, flags, perft_repeats)
    return rows


def vector_floor(section: str, ns: Dict[str, float]) -> List[Row]:
    """Returns the row of the floor of a vector lookup in a dependent chain (issue
    22's latency goal), beside the scalar hyperbola: the occupancy's trip into a
    vector register and back with nothing computed; none where the bench had no
    SSE2. (The two-lines lookup less its byte swaps, a hand copy of the generated
    one, is no longer raced: docs/sliders.md keeps its figures.)"""
    if "chain_vector_round_trip" not in ns:
        return []
    what = f"dependent chain; the chain with no lookup takes {ns['chain_no_lookup']:.2f} ns"
    return [
        Row(section, "bishop, vector floor: a trip into a vector register and back, nothing computed, latency",
            ns["chain_vector_round_trip"], "ns", "hyperbola", ns["chain_bishop_hyperbola"], note=what)  # fmt: skip
    ]


def slider_table_bytes(section: str, techniques) -> List[Row]:
    """Returns a row per technique: the bytes of the tables its rook, bishop and queen
    lookups read, beside kindergarten's (and the x-ray tables of magic and PEXT)."""
    base = sum(table_bytes("kindergarten").values())
    rows = []
    for t, label in techniques:
        if t == "loop":
            continue
        rows.append(Row(section, f"table bytes, {label}", sum(table_bytes(t).values()), "bytes", "kindergarten", base))
        if t == "black":
            rows.append(Row(section, "overlapped black magic, table entries", len(black_table(LERF)), "entries",
                            "fancy magic", 102400 + 5248, limit=BLACK_ENTRIES_GOAL))  # fmt: skip
        if t in AVX2_TECHNIQUES:  # its AVX2 path reads its record of each square and the rank table
            rows.append(Row(section, f"table bytes, {label}, AVX2 path", sum(table_bytes(t, vector=True).values()), "bytes",
                            "kindergarten", base, limit=AVX2_BYTES_GOAL))  # fmt: skip
        if t == "pext16":
            rows.append(
                Row(section, "table bytes, 16-bit PEXT against PEXT", sum(table_bytes(t).values()), "bytes", "PEXT",
                    sum(table_bytes("pext").values()), PEXT16_BYTES_GOAL)  # fmt: skip
            )
        if t in XRAY_TECHNIQUES:
            rows.append(
                Row(section, f"table bytes, {label}, with x-rays", sum(table_bytes(t, xrays=True).values()), "bytes",
                    "kindergarten", base)  # fmt: skip
            )
    return rows


def slider_perfts(section: str, techniques, flags: Sequence[str], repeats: int) -> List[Row]:
    """Returns a row per technique: the C perft's nodes per second with it as
    BB_SLIDERS, beside the perft with kindergarten, on the same position and depth
    (the two-lines hyperbola also with SSSE3)."""
    commands: Dict[str, List[str]] = {}
    techniques = [*techniques, ("hyperbola_simd_ssse3", "hyperbola, two lines at once (SSSE3)")]
    for t, _ in techniques:
        if t == "loop":
            continue
        # every technique with -mavx2 where the CPU has it, as C++'s race builds them: the
        # compiler's AVX2 code generation helps magic and PEXT too (clang: 2-4% fewer instructions)
        extra = [SSSE3] if t.endswith("_ssse3") else [AVX2] if cpu_has("avx2") else []
        exe = BUILD / f"perft_{t}"
        error = build_c(PERFT_C, exe, [*flags, *extra, f"-DBB_SLIDERS=BB_SLIDERS_{t.removesuffix('_ssse3').upper()}"])
        if error:
            return [Row(section, "perft with each technique", 0.0, "nodes/s", note=error)]
        commands[t] = [str(exe), KIWIPETE, str(DEEP_PERFT_DEPTH)]
    times, nodes = perft_race(commands, repeats, "C", least=1)
    count = nodes["kindergarten"]
    nps = {t: count / median(times[t]) for t in commands}
    labels = dict(techniques)
    rows = [
        Row(section, f"perft, Kiwipete depth {DEEP_PERFT_DEPTH}, {labels[t]}", nps[t], "nodes/s", "kindergarten",
            nps["kindergarten"], note=f"{count} nodes")  # fmt: skip
        for t in commands
        if t != "kindergarten"
    ]
    if "pext16" in nps:  # nodes per second: a ratio above 1 is faster
        rows.append(
            Row(section, f"perft, Kiwipete depth {DEEP_PERFT_DEPTH}, 16-bit PEXT against PEXT", nps["pext16"], "nodes/s",
                "PEXT", nps["pext"], note=f"{count} nodes")  # fmt: skip
        )
    rows += parallel_rows(section, commands, times, count, against=C_GOALS)
    return rows
