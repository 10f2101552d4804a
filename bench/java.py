"""Section 12: the Java class. What generated/Bitboards.java costs and how fast
the perft on it counts, with the C figures measured in the same run beside them:

- the perft (tests/perft/Perft.java), Kiwipete at depth 5, in nodes/s against
  perft.c (`make perft`'s build): warmed up in its own JVM (bench/JavaBench.java
  counts Kiwipete at depth 4 WARMUP times, some 4 million nodes each, so that
  the JIT has compiled the search with both compilers, then times REPEATS counts at
  depth 5 in the CPU time of its thread), and cold, as `build/perft-java` runs it once
  (the JVM's start-up, the class load and the JIT inside the CPU time); goal: at
  least 0.6 of C's nodes/s, warmed up;
- the class-load time of the tables: a fresh JVM's first touch of the class (its
  class file loaded, then its static initializers run: its own and those of the
  nested classes that hold its larger tables), in the CPU time of the main
  thread, against
  the same tables computed by stepping in a static initializer, as chess22k
  fills its own (JavaBench's `compute`, checked equal to the class's first); the
  least of LAUNCHES fresh JVMs each, the figure of a start-up;
- javac of Bitboards.java alone (`--release 11`, wall, a JVM of its own) against
  `cc -O2 -c` of a file including the header; the size of the class files and of
  a jar of them against the bytes of the tables' entries (what C's arrays hold).

The slider techniques (`slider_rows`): the warmed-up perft as above with fancy
magic, overlapped black magic, hyperbola and Kogge-Stone as its sliders and pins
(PerftSliders of one technique, direct calls), against the same program on the
class rendered without the sliders (its own rookAttacks ... and pinned), each in
a JVM of its own, the JVMs run in turn and the best taken (goal, for the fastest:
1.1x kindergarten's nodes/s); the first lookups by fancy magic and by black magic
in a fresh JVM (their nested classes loaded and their tables filled), the least
of LAUNCHES (goal: the class and all its tables within 10 ms); javac of the class
with the sliders against the class without them (goal: at most 2x); the source
sizes.
"""

from __future__ import annotations

import shutil
import tempfile
import zipfile
from pathlib import Path
from typing import List

from bench.common import BUILD, DEEP_PERFT_DEPTH, GENERATED, KIWIPETE, MAGIC_PERFT_GOAL, ROOT, Row, SLIDER_BUILD_GOAL, c_header_compile, median, raced_techniques, render_variant, run
from bitboard_tables.languages.java import CAPABILITIES as JAVA_CAPABILITIES
from bitboard_tables.mapping import LERF
from bitboard_tables.tables import compute_tables
from tests.drivers.java.build import FULL_JVM, JDK, PERFT_JAVA, lay_out, perft_sliders_source

KEY = "java"
REPEATS = (5, 2)  # (full run, --quick)
WARMUP = 5  # counts at depth 4 before the timed ones
LAUNCHES = 15  # fresh JVMs for each start-up figure
BENCH = ROOT / "bench" / "JavaBench.java"
SLIDERS_BENCH = ROOT / "bench" / "JavaSliders.java"
JAVAC_ALONE = ("--release", "11", "-Xlint:all", "-Werror")


def measure(repeats: int) -> List[Row]:
    section = "13. Java class"
    if JDK.javac is None:
        return [Row(section, "not available", 0.0, "s", note="no javac (default-jdk-headless)")]
    rows: List[Row] = []
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        classes = work / "classes"
        src = work / "src"
        sources = [lay_out(GENERATED / "Bitboards.java", src), PERFT_JAVA, BENCH, src / "PerftSliders.java"]
        sources[-1].write_text(perft_sliders_source(("kindergarten",)))
        JDK.compile(sources, classes)
        bench = [JDK.java, *FULL_JVM, "-cp", str(classes), "JavaBench"]
        same = run([*bench, "check"])[0].strip()
        if same != "same":
            raise RuntimeError(f"JavaBench computes other tables than Bitboards.java's: {same}")
        c_perft = _c_perft()
        rows += _perft(section, bench, c_perft, repeats)
        rows += _start_up(section, bench, max(LAUNCHES // (3 if repeats < 5 else 1), 3))
        rows += _compile_and_size(section, work, repeats)
        rows += slider_rows(section, work, repeats)
    return rows


PERFT_TECHNIQUES = raced_techniques(JAVA_CAPABILITIES.carried(LERF))
INIT_GOAL_MS = 10.0


def slider_rows(section: str, work: Path, repeats: int) -> List[Row]:
    """The rows of the slider techniques: the perft by technique against the class
    without them, the first lookups' fill, javac, the sizes."""
    plain = work / "plain"
    plain.mkdir()
    (plain / "Bitboards.java").write_text(render_variant("java", sliders=False))
    benches = {}
    for t in ("kindergarten", *(t for t, _ in PERFT_TECHNIQUES)):
        src, classes = work / f"src-{t}", work / f"classes-{t}"
        sources = [lay_out((plain if t == "kindergarten" else GENERATED) / "Bitboards.java", src), PERFT_JAVA, BENCH]
        sources += [] if t == "kindergarten" else [SLIDERS_BENCH]
        (src / "PerftSliders.java").write_text(perft_sliders_source((t,)))
        JDK.compile([*sources, src / "PerftSliders.java"], classes)
        benches[t] = [JDK.java, *FULL_JVM, "-cp", str(classes), "JavaBench"]
    times = {t: [] for t in benches}
    nodes = {}
    for _ in range(max(repeats // 2, 2)):
        for t, bench in benches.items():
            out = run([*bench, "perft", KIWIPETE, str(DEEP_PERFT_DEPTH), str(WARMUP), "3"])[0].split()
            nodes[t] = int(out[0])
            times[t].append(min(int(x) for x in out[1:]) / 1e9)
    if len(set(nodes.values())) != 1:
        raise RuntimeError(f"Java perft counts differ between techniques: {nodes}")
    base = min(times["kindergarten"])
    rows = []
    for t, label in PERFT_TECHNIQUES:
        rows.append(Row(section, f"perft Kiwipete depth {DEEP_PERFT_DEPTH}, warmed up, {label} (sliders and pins), CPU", min(times[t]), "s",
                        "kindergarten (the class without sliders)", base, MAGIC_PERFT_GOAL if t == "magic" else None,
                        note=f"{nodes[t]} nodes; nodes/s {base / min(times[t]):.2f}x; the best of {len(times[t])} JVMs"))  # fmt: skip
    fills, magic, black, walls, xrays = [], [], [], [], []
    for _ in range(LAUNCHES):
        words = [int(w) for w in run([*benches["magic"][:-1], "JavaSliders"])[0].split()]
        fills.append(words[0] / 1e6)
        magic.append(words[1] / 1e6)
        black.append(words[2] / 1e6)
        walls.append(words[3] / 1e6)
        xrays.append(words[4] / 1e6)
    note = f"the least of {LAUNCHES} fresh JVMs (CPU time of the main thread)"
    rows += [
        Row(section, "first lookups by fancy magic and black magic: their tables filled", min(fills), "ms", limit=INIT_GOAL_MS, note=note),
        Row(section, "first lookup by fancy magic: MagicAttacksTables filled", min(magic), "ms", note=note),
        Row(section, "first lookup by black magic: BlackAttacksTables filled", min(black), "ms", note=note),
        Row(section, "first x-ray lookup by fancy magic: MagicXraysTables filled", min(xrays), "ms", note=note),
        Row(section, "first lookups by fancy magic and black magic, wall", min(walls), "ms", note=f"the least of {LAUNCHES} fresh JVMs"),
    ]
    javac = {"sliders": [], "kindergarten": []}
    for k in range(repeats):
        for key, folder in (("sliders", GENERATED), ("kindergarten", plain)):
            source = lay_out(folder / "Bitboards.java", work / f"javac-{key}")
            javac[key].append(run([JDK.javac, *JAVAC_ALONE, "-d", str(work / f"javac-{key}-{k}"), str(source)])[2])
    rows.append(Row(section, "javac --release 11, Bitboards.java with the sliders, wall", median(javac["sliders"]), "s",
                    "the class without them", median(javac["kindergarten"]), SLIDER_BUILD_GOAL))  # fmt: skip
    sliders_classes = sorted((work / "javac-sliders-0" / "bitboards").glob("*.class"))
    plain_classes = sorted((work / "javac-kindergarten-0" / "bitboards").glob("*.class"))
    rows += [
        Row(section, "Bitboards.java with the sliders, source", (GENERATED / "Bitboards.java").stat().st_size, "bytes",
            "without them", (plain / "Bitboards.java").stat().st_size),
        Row(section, f"its class files ({len(sliders_classes)})", sum(p.stat().st_size for p in sliders_classes), "bytes",
            f"without the sliders ({len(plain_classes)})", sum(p.stat().st_size for p in plain_classes)),
    ]
    return rows


def _c_perft() -> List[str]:
    from tests.drivers.c import DRIVER

    return DRIVER.build_perft(GENERATED, BUILD / "perft")


def _perft(section: str, bench: List[str], c_perft: List[str], repeats: int) -> List[Row]:
    """The warmed-up perft in one JVM against perft.c, then `build/perft-java` cold."""
    out = run([*bench, "perft", KIWIPETE, str(DEEP_PERFT_DEPTH), str(WARMUP), str(repeats)])[0].split()
    nodes, java_ns = int(out[0]), [int(t) for t in out[1:]]
    c_times = []
    for _ in range(max(repeats, 3)):
        c_out, cpu, _ = run([*c_perft, KIWIPETE, str(DEEP_PERFT_DEPTH)])
        if int(c_out.split()[-1]) != nodes:
            raise RuntimeError(f"the Java and C perfts count {nodes} and {c_out.split()[-1]} nodes")
        c_times.append(cpu)
    c_nps = nodes / median(c_times)
    rows = [
        Row(section, f"perft Kiwipete depth {DEEP_PERFT_DEPTH}, warmed up ({WARMUP} counts at depth {DEEP_PERFT_DEPTH - 1})",
            nodes / (median(java_ns) / 1e9), "nodes/s", "C perft, same depth", c_nps, note=f"{nodes} nodes; goal >= 0.6 of C"),
    ]
    from tests.drivers.java import build_perft

    launcher = build_perft(GENERATED, BUILD / "perft-java")
    cold = [run([*launcher, KIWIPETE, str(DEEP_PERFT_DEPTH)])[1] for _ in range(max(repeats // 2, 1))]
    rows.append(Row(section, f"build/perft-java depth {DEEP_PERFT_DEPTH}, cold (one JVM a count, CPU)", nodes / median(cold),
                    "nodes/s", "C perft, same depth", c_nps, note=f"{nodes} nodes"))
    return rows


def _start_up(section: str, bench: List[str], launches: int) -> List[Row]:
    """The least load-and-initialize time of the class over fresh JVMs, against the
    tables computed by stepping; and the class file read alone."""
    load, read, compute = [], [], []
    for _ in range(launches):
        words = run([*bench, "load"])[0].split()
        load.append(int(words[0]) / 1e9)
        read.append(int(words[2]) / 1e9)
        compute.append(int(run([*bench, "compute"])[0].split()[0]) / 1e9)
    note = f"the least of {launches} fresh JVMs (CPU time of the main thread)"
    return [
        Row(section, "class load: Bitboards and its tables loaded and initialized", min(load), "s",
            "the same tables computed at start-up", min(compute), note=note),
        Row(section, "class load: Bitboards.class loaded alone, not initialized", min(read), "s", note=note),
        Row(section, "class load, median", median(load), "s", "computed at start-up, median", median(compute), note=note),
    ]


def _compile_and_size(section: str, work: Path, repeats: int) -> List[Row]:
    """javac of Bitboards.java alone against cc -O2 -c of the header; the sizes."""
    c_compile = c_header_compile(work)
    source = lay_out(GENERATED / "Bitboards.java", work / "alone")
    javac, cc = [], []
    for k in range(repeats):
        out = work / f"alone-classes{k}"
        javac.append(run([JDK.javac, *JAVAC_ALONE, "-d", str(out), str(source)])[2])
        cc.append(run(c_compile)[2])
    class_files = sorted((out / "bitboards").glob("*.class"))  # Bitboards and its tables' nested classes
    jar = work / "bitboards.jar"
    with zipfile.ZipFile(jar, "w", zipfile.ZIP_DEFLATED) as archive:
        for path in class_files:
            archive.write(path, f"bitboards/{path.name}")
    shutil.rmtree(work / "alone", ignore_errors=True)
    return [
        Row(section, "javac --release 11, Bitboards.java alone, wall", median(javac), "s", "cc -O2 -c, bitboards.h, wall", median(cc)),
        Row(section, f"the class files ({len(class_files)})", sum(p.stat().st_size for p in class_files), "bytes", "the tables' entries",
            sum(t.size_bytes for t in compute_tables())),
        Row(section, "the class files in a jar (deflated)", jar.stat().st_size, "bytes"),
    ]
