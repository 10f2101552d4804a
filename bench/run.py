"""`make bench`: every speed claim of the project, measured beside its baseline.

    python bench/run.py [--quick] [--sections 1,2,3,4,5,6,7] [--json PATH]

Runs from any directory, and runs the programs of the package `bench` from the
repository root (`python -m bench.gen_split`, ...); needs only the project's
venv (python-chess, black, Jinja2) and a C compiler (`$CC`, default `cc`). Prints one table and writes the
same figures as JSON to build/bench.json. Every figure is the median of
repeated runs, and each baseline is measured in the same run, alternating with
the figure it is compared to:

1. generation: `make generate` and `make check` in wall time, with the
   generator's cache warm and with nothing cached, against `generate --check`
   as it was before black was kept off the data; and the split between
   importing, computing, rendering and black, nothing cached (bench.gen_split);
2. Python import of generated/bitboards.py in a fresh interpreter, bytecode
   cached and compiled from source, against `import chess`;
3. Python lookups against python-chess's attack tables, and the cost of the
   64-bit masking against the same functions unmasked (bench.py_lookups);
4. C lookups at -O2 against a classical ray loop and each other (bench/lookups.c);
5. perft of the C, Rust and Python consumers against python-chess's perft
   (bench.chess_perft) on the same position and depth, and the Rust perft
   against the C perft one ply deeper;
6. the Rust module: `rustc -O --crate-type lib` of generated/bitboards.rs alone
   with each rustc at hand, against `cc -O2 -c` of a file including the header;
   and the stripped size of a program using one lookup
   (bench/rust_one_lookup.rs) and of one using every lookup and every table
   (the test driver tests/drivers/rust/driver.rs), against an empty program.
7. the slider techniques of generated/bitboards_sliders.h raced side by side
   (bench/sliders.c): the classical ray loop, Kogge-Stone, kindergarten,
   hyperbola quintessence, fancy magic and PEXT (where the CPU has BMI2), rook,
   bishop and queen as independent lookups (throughput) and as a dependent chain
   (latency), one-lookup x-rays against two lookups, the tables filled at
   start-up against constant ones, the bytes of table each reads, and the C
   perft with each as its slider lookup.

Times are CPU time of the measured process (user + system) or thread: on a
shared machine it is far steadier than wall time, which is also recorded in
the JSON and shown for `make generate` and `make check`, whose goal is in wall
time. No figure here is a test: nothing fails when a goal is missed.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Dict, List, Optional, Sequence, Tuple

ROOT = Path(__file__).resolve().parent.parent
BENCH = ROOT / "bench"
BUILD = ROOT / "build" / "bench"
PY = sys.executable

KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
PERFT_DEPTH = 4
DEEP_PERFT_DEPTH = 5  # Kiwipete: 193,690,690 nodes, long enough to time one program against another steadily

# repetitions: (full run, --quick)
REPEATS = {
    "generation": (5, 2),
    "import": (21, 5),
    "py_lookups": (21, 5),
    "c_lookups": (21, 5),
    "perft": (3, 1),
    "rust": (5, 2),
    "sliders": (21, 5),
}

GENERATE_LIMIT = 0.6  # seconds, wall: `make generate` and `make check` on a warm venv
IMPORT_GOAL = 0.2  # generated/bitboards.py imports in at most a fifth of `import chess`
PY_LOOKUP_GOAL = 1.0  # no slower than python-chess
C_ROOK_GOAL = 0.5  # kindergarten rook attacks at most half the classical ray loop
MAGIC_ROOK_GOAL = 0.7  # fancy magic rook attacks at most 0.7 of kindergarten's
PEXT_ROOK_GOAL = 0.6  # PEXT rook attacks at most 0.6 of kindergarten's
ONE_LOOKUP_XRAY_GOAL = 0.6  # a one-lookup magic x-ray at most 0.6 of two magic lookups


@dataclass
class Row:
    section: str
    name: str
    value: float
    unit: str  # "ns", "s", "nodes/s"
    baseline: str = ""
    baseline_value: Optional[float] = None
    goal: Optional[float] = None  # the largest ratio that meets the goal
    note: str = ""
    limit: Optional[float] = None  # the largest figure that meets the goal, when the goal is not a ratio

    @property
    def ratio(self) -> Optional[float]:
        if self.baseline_value is None or not self.baseline_value:
            return None
        return self.value / self.baseline_value

    @property
    def met(self) -> Optional[bool]:
        if self.limit is not None:
            return self.value <= self.limit
        if self.goal is None or self.ratio is None:
            return None
        return self.ratio <= self.goal


# --- running things -------------------------------------------------------------


def base_env() -> Dict[str, str]:
    """The environment of every child: ours, less what changes Python's caching."""
    env = dict(os.environ)
    for name in ("PYTHONDONTWRITEBYTECODE", "PYTHONPYCACHEPREFIX", "PYTHONPATH", "PYTHONSTARTUP"):
        env.pop(name, None)
    return env


def run(cmd: Sequence[str], env: Optional[Dict[str, str]] = None, check: bool = True) -> Tuple[str, float, float]:
    """Runs `cmd` from the repository root; returns (stdout, CPU seconds, wall seconds).
    The CPU time is that of the child (user + system), from the kernel's accounting."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    proc = subprocess.run(
        list(cmd), cwd=ROOT, env=env or base_env(), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    wall = time.perf_counter() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    if check and proc.returncode != 0:
        raise RuntimeError(f"{' '.join(cmd)} failed ({proc.returncode}): {proc.stderr.strip()[-500:]}")
    return proc.stdout, cpu, wall


def bench_module(name: str, *args: str) -> List[str]:
    """Returns the command that runs the program bench.`name` in a fresh interpreter
    (`run` starts it from the repository root, where `bench` imports)."""
    return [PY, "-m", f"bench.{name}", *args]


def median(values: Sequence[float]) -> float:
    return statistics.median(values)


def first_line(cmd: Sequence[str]) -> str:
    try:
        out = subprocess.run(list(cmd), stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True).stdout
        return out.splitlines()[0].strip() if out else "?"
    except OSError:
        return "not found"


def cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def machine() -> Dict[str, str]:
    chess_version, _, _ = run([PY, "-c", "import chess; print(chess.__version__)"])
    black_version, _, _ = run([PY, "-c", "import black; print(black.__version__)"])
    return dict(
        cpu=cpu_model(),
        cores=str(os.cpu_count()),
        os=platform.platform(),
        python=platform.python_version(),
        cc=first_line([os.environ.get("CC", "cc"), "--version"]),
        python_chess=chess_version.strip(),
        black=black_version.strip(),
        load_average=" ".join(f"{x:.2f}" for x in os.getloadavg()),
    )


# --- 1. generation ----------------------------------------------------------------


def bench_generation(repeats: int) -> List[Row]:
    make = shutil.which("make")
    section = "1. generation"
    if make is None:
        return [Row(section, "make generate", 0.0, "s", note="not available")]
    env = base_env()
    env.pop("BITBOARD_TABLES_CACHE_DIR", None)  # the user's cache, as `make` uses it
    run([make, "-s", "check"], env=env)  # the venv and the cache warm, generated/ up to date
    walls: Dict[str, List[float]] = {}
    cpus: Dict[str, List[float]] = {}
    phases: Dict[str, List[float]] = {}
    with tempfile.TemporaryDirectory(prefix="bench-cache-") as empty_caches:
        for i in range(repeats):  # alternating, so that a change of load touches all alike
            cold = dict(env, BITBOARD_TABLES_CACHE_DIR=str(Path(empty_caches) / str(i)))
            for key, cmd, cmd_env in (
                ("generate", [make, "-s", "generate"], env),
                ("check", [make, "-s", "check"], env),
                ("check_cold", [make, "-s", "check"], cold),
                ("before", bench_module("gen_split", "--before"), env),
            ):
                _, c, w = run(cmd, env=cmd_env)
                walls.setdefault(key, []).append(w)
                cpus.setdefault(key, []).append(c)
            split, _, _ = run(bench_module("gen_split"))
            for phase, t in json.loads(split).items():
                phases.setdefault(phase, []).append(t["cpu"] / 1e9)
    wall = {key: median(ts) for key, ts in walls.items()}
    cpu = {key: median(ts) for key, ts in cpus.items()}
    before = "check as before (black on all)"
    rows = [
        Row(section, "make generate, wall", wall["generate"], "s", before, wall["before"], limit=GENERATE_LIMIT),
        Row(section, "make check, wall", wall["check"], "s", before, wall["before"], limit=GENERATE_LIMIT),
        Row(section, "make check, nothing cached: wall", wall["check_cold"], "s", before, wall["before"]),
        Row(section, "make check: CPU", cpu["check"], "s", before, cpu["before"]),
        Row(section, "make check, nothing cached: CPU", cpu["check_cold"], "s", before, cpu["before"]),
    ]
    split = {phase: median(ts) for phase, ts in phases.items()}
    total = sum(t for phase, t in split.items() if phase != "black_whole")
    rows.append(Row(section, "nothing cached, in process (CPU)", total, "s"))
    labels = {
        "imports": "  importing the generator",
        "computing": "  computing tables, fast paths",
        "rendering": "  rendering every template",
        "black_import": "  importing black",
    }
    for phase, label in labels.items():
        rows.append(Row(section, label, split[phase], "s", "in-process total", total))
    rows.append(Row(section, "  black, the code only", split["black_code"], "s", "black, whole module", split["black_whole"]))
    return rows


# --- 2. import --------------------------------------------------------------------

IMPORT_CODE = (
    "import time\n"
    "c, w = time.process_time_ns(), time.perf_counter_ns()\n"
    "import {module}\n"
    "print(time.process_time_ns() - c, time.perf_counter_ns() - w)\n"
)


def time_import(module: str, env: Dict[str, str]) -> Tuple[float, float]:
    out, _, _ = run([PY, "-c", IMPORT_CODE.format(module=module)], env=env)
    cpu, wall = out.split()
    return int(cpu) / 1e9, int(wall) / 1e9


def bench_import(repeats: int) -> List[Row]:
    cached_dir = BUILD / "pycache"
    empty_dir = BUILD / "pycache-empty"
    shutil.rmtree(empty_dir, ignore_errors=True)
    empty_dir.mkdir(parents=True)
    cached = dict(base_env(), PYTHONPYCACHEPREFIX=str(cached_dir))
    source = dict(base_env(), PYTHONPYCACHEPREFIX=str(empty_dir), PYTHONDONTWRITEBYTECODE="1")
    for module in ("generated.bitboards", "chess"):  # fill the cache
        time_import(module, cached)
    ours_cached, ours_source, chess_cached, chess_source = [], [], [], []
    for _ in range(repeats):
        ours_cached.append(time_import("generated.bitboards", cached)[0])
        chess_cached.append(time_import("chess", cached)[0])
        ours_source.append(time_import("generated.bitboards", source)[0])
        chess_source.append(time_import("chess", source)[0])
    if any(empty_dir.iterdir()):
        raise RuntimeError(f"{empty_dir} was written: the from-source imports read a cache")
    section = "2. Python import"
    return [
        Row(
            section,
            "generated.bitboards, bytecode cached",
            median(ours_cached),
            "s",
            "import chess, cached",
            median(chess_cached),
            IMPORT_GOAL,
        ),
        Row(
            section,
            "generated.bitboards, from source",
            median(ours_source),
            "s",
            "import chess, cached",
            median(chess_cached),
        ),
        Row(
            section,
            "  (python-chess from source)",
            median(chess_source),
            "s",
            "import chess, cached",
            median(chess_cached),
        ),
    ]


# --- 3. Python lookups ------------------------------------------------------------


def bench_py_lookups(repeats: int) -> List[Row]:
    out, _, _ = run(bench_module("py_lookups", str(repeats)))
    result = json.loads(out)
    section = "3. Python lookups"
    baseline = "python-chess tables"
    return [
        Row(section, r["name"], r["ours"], "ns", baseline, r["base"], PY_LOOKUP_GOAL, note=f"{result['calls']} calls")
        for r in result["rows"]
    ] + [
        Row(section, f"{r['name']}, 64-bit masked", r["ours"], "ns", "the same unmasked", r["base"])
        for r in result.get("masking", [])
    ] + [
        Row(section, f"fancy magic lookup in Python, {r['name'].split('_')[0]}", r["ours"], "ns",
            f"the module's {r['name']}", r["base"])  # fmt: skip
        for r in result.get("magic", [])
    ]


# --- 4. C lookups -----------------------------------------------------------------

# (benchmark, label, baseline benchmark, goal)
C_ROWS = [
    ("rank_attacks", "bb_rank_attacks", "loop_rank", None),
    ("file_attacks", "bb_file_attacks", "loop_file", None),
    ("diagonal_attacks", "bb_diagonal_attacks", "loop_diagonal", None),
    ("anti_diagonal_attacks", "bb_anti_diagonal_attacks", "loop_anti_diagonal", None),
    ("rook_attacks", "bb_rook_attacks", "loop_rook", C_ROOK_GOAL),
    ("bishop_attacks", "bb_bishop_attacks", "loop_bishop", None),
    ("queen_attacks", "bb_queen_attacks", "loop_queen", None),
    ("piece_attacks_rook", "bb_piece_attacks ROOK (b-and-b)", "loop_rook", None),
    ("piece_attacks_bishop", "bb_piece_attacks BISHOP (b-and-b)", "loop_bishop", None),
    ("piece_attacks_queen", "bb_piece_attacks QUEEN (b-and-b)", "loop_queen", None),
    ("piece_attacks", "bb_piece_attacks KNIGHT..KING", "loop_piece", None),
    ("piece_attacks_rook", "bb_piece_attacks ROOK, vs kindergarten", "rook_attacks", None),
    ("xray_rook_one_lookup", "rook x-ray, 1 lookup per line", "xray_rook_two_lookups", None),
    ("xray_bishop_one_lookup", "bishop x-ray, 1 lookup per line", "xray_bishop_two_lookups", None),
    ("xray_rook_own_blockers", "bb_xray_rook_attacks(occ, own)", "loop_rook", None),
    ("kogge_stone_rook", "Kogge-Stone rook, 1 slider", "loop_rook", None),
    ("kogge_stone_queen", "Kogge-Stone queen, 1 slider", "loop_queen", None),
    ("kogge_stone_rook_set", "Kogge-Stone rooks, 3 at once", "kindergarten_rook_set", None),
]

C_LABELS = {
    "loop_rank": "rank ray loop",
    "loop_file": "file ray loop",
    "loop_diagonal": "diagonal ray loop",
    "loop_anti_diagonal": "anti-diag. ray loop",
    "loop_rook": "rook ray loop",
    "loop_bishop": "bishop ray loop",
    "loop_queen": "queen ray loop",
    "loop_piece": "ray loop / leaper table",
    "rook_attacks": "bb_rook_attacks",
    "xray_rook_two_lookups": "2 lookups (modifying occ.)",
    "xray_bishop_two_lookups": "2 lookups (modifying occ.)",
    "kindergarten_rook_set": "bb_rook_attacks per slider",
}


def c_compiler() -> str:
    return os.environ.get("CC", "cc")


def build_c(source: Path, exe: Path, flags: Sequence[str] = ()) -> Optional[str]:
    """Compiles `source` at -O2 as C99 against generated/, with `flags` (defines,
    -mbmi2); returns an error or None."""
    exe.parent.mkdir(parents=True, exist_ok=True)
    cmd = [c_compiler(), "-O2", "-std=c99", *flags, "-I" + str(ROOT / "generated"), str(source), "-o", str(exe)]
    proc = subprocess.run(cmd, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    return None if proc.returncode == 0 else f"{' '.join(cmd)}: {proc.stdout.strip()[-300:]}"


def bench_c_lookups(repeats: int) -> List[Row]:
    section = "4. C lookups (-O2)"
    exe = BUILD / "lookups"
    error = build_c(BENCH / "lookups.c", exe)
    if error:
        return [Row(section, "not available", 0.0, "ns", note=error)]
    out, _, _ = run([str(exe), str(repeats)])
    ns: Dict[str, float] = {}
    for line in out.splitlines():
        fields = line.split()
        if fields[0] == "bench":
            ns[fields[1]] = float(fields[2])
        elif fields[0] == "check" and fields[3] != "ok":
            raise RuntimeError(f"lookups.c: {fields[1]} and {fields[2]} compute different sets")
    return [
        Row(section, label, ns[name], "ns", C_LABELS.get(base, base), ns[base], goal, note="4096 calls x 64")
        for name, label, base, goal in C_ROWS
    ]


# --- 5. perft ---------------------------------------------------------------------


C_PERFT = "C perft (tests/perft/perft.c)"
RUST_PERFT = "Rust perft (tests/perft/perft.rs)"


def bench_perft(repeats: int) -> List[Row]:
    section = f"5. perft (Kiwipete, depth {PERFT_DEPTH})"
    consumers: Dict[str, Optional[List[str]]] = {}
    c_source = ROOT / "tests" / "perft" / "perft.c"
    exe = BUILD / "perft"
    consumers[C_PERFT] = (
        [str(exe), KIWIPETE, str(PERFT_DEPTH)] if c_source.exists() and not build_c(c_source, exe) else None
    )
    rust_exe = BUILD / "perft-rs"
    rust_error = build_rust(ROOT / "tests" / "perft" / "perft.rs", rust_exe)
    consumers[RUST_PERFT] = None if rust_error else [str(rust_exe), KIWIPETE, str(PERFT_DEPTH)]
    consumers["Python perft (python -m tests.perft)"] = (
        [PY, "-m", "tests.perft", KIWIPETE, str(PERFT_DEPTH)]
        if (ROOT / "tests" / "perft.py").exists() or (ROOT / "tests" / "perft" / "__main__.py").exists()
        else None
    )
    baseline = bench_module("chess_perft", KIWIPETE, str(PERFT_DEPTH))
    times: Dict[str, List[float]] = {name: [] for name, cmd in consumers.items() if cmd}
    base_times: List[float] = []
    nodes: Dict[str, int] = {}
    for _ in range(repeats):
        for name, cmd in consumers.items():
            if cmd:
                out, cpu, _ = run(cmd)
                nodes[name] = int(out.split()[-1])
                times[name].append(cpu)
        out, cpu, _ = run(baseline)
        nodes["python-chess"] = int(out.split()[-1])
        base_times.append(cpu)
    expected = nodes["python-chess"]
    base_nps = expected / median(base_times)
    rows = []
    for name, cmd in consumers.items():
        if not cmd:
            rows.append(Row(section, name, 0.0, "nodes/s", note="not available"))
            continue
        if nodes[name] != expected:
            raise RuntimeError(f"{name}: {nodes[name]} nodes, python-chess counts {expected}")
        rows.append(
            Row(section, name, expected / median(times[name]), "nodes/s", "python-chess perft", base_nps, note=f"{expected} nodes")
        )
    if consumers[RUST_PERFT] and consumers[C_PERFT]:
        rows.append(rust_beside_c(section, consumers[RUST_PERFT][0], consumers[C_PERFT][0], max(repeats, 3)))
    return rows




def rust_beside_c(section: str, rust_exe: str, c_exe: str, repeats: int) -> Row:
    """Returns the Rust perft's nodes/s beside the C perft's, both deeper than the
    Python perft can go, alternating."""
    times: Dict[str, List[float]] = {rust_exe: [], c_exe: []}
    counts = set()
    for _ in range(repeats):
        for exe in (rust_exe, c_exe):
            out, cpu, _ = run([exe, KIWIPETE, str(DEEP_PERFT_DEPTH)])
            counts.add(int(out.split()[-1]))
            times[exe].append(cpu)
    if len(counts) != 1:
        raise RuntimeError(f"the Rust and C perfts count {sorted(counts)} nodes")
    nodes = counts.pop()
    rust, c = (nodes / median(times[exe]) for exe in (rust_exe, c_exe))
    name = f"Rust perft beside the C perft, depth {DEEP_PERFT_DEPTH}"
    return Row(section, name, rust, "nodes/s", "C perft, same depth", c, note=f"{nodes} nodes")


# --- 6. the Rust module -------------------------------------------------------------


def rust_compilers() -> Dict[str, str]:
    """Returns {"rustc 1.95": path} of the rustc compilers the tests build with
    (tests/harness/rustbuild.py: $RUSTC or the one on PATH, and Debian's /usr/bin/rustc)."""
    sys.path.insert(0, str(ROOT))
    from tests.harness.rustbuild import RUSTCS

    return {rustc.name.replace("-", " "): rustc.path for rustc in RUSTCS if rustc.path}


def build_rust(source: Path, exe: Path, rustc: Optional[str] = None, *flags: str) -> Optional[str]:
    """Compiles the Rust program `source` -O on generated/bitboards.rs (read from
    BITBOARDS_RS, or beside it); returns an error or None."""
    rustc = rustc or next(iter(rust_compilers().values()), None)
    if rustc is None:
        return "no rustc"
    exe.parent.mkdir(parents=True, exist_ok=True)
    cmd = [rustc, "-O", *flags, str(source), "-o", str(exe)]
    env = dict(os.environ, BITBOARDS_RS=str(ROOT / "generated" / "bitboards.rs"))
    proc = subprocess.run(cmd, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    return None if proc.returncode == 0 else f"{' '.join(cmd)}: {proc.stdout.strip()[-300:]}"


def bench_rust(repeats: int) -> List[Row]:
    section = "6. Rust module"
    compilers = rust_compilers()
    if not compilers:
        return [Row(section, "not available", 0.0, "s", note="no rustc")]
    rows = []
    module = ROOT / "generated" / "bitboards.rs"
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        (work / "header.c").write_text('#include "bitboards.h"\nint bb_bench_unit;\n')
        c_compile = [c_compiler(), "-O2", "-std=c99", "-I" + str(ROOT / "generated"), "-c", str(work / "header.c"), "-o", str(work / "header.o")]
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
        shutil.copy(ROOT / "tests" / "drivers" / "rust" / "driver.rs", driver.with_suffix(".rs"))
        shutil.copy(module, work / "bitboards.rs")
        sys.path.insert(0, str(ROOT))
        from generated import bitboards as python_module
        from tests.harness.rustbuild import driver_tables_source

        (work / "driver_tables.rs").write_text(driver_tables_source(python_module))
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


# --- 7. slider techniques ---------------------------------------------------------

# (name in bench/sliders.c and in BB_SLIDERS_*, label), the baseline first
TECHNIQUES = [
    ("loop", "classical ray loop"),
    ("kogge_stone", "Kogge-Stone"),
    ("kindergarten", "kindergarten"),
    ("hyperbola", "hyperbola quintessence"),
    ("magic", "fancy magic"),
    ("pext", "PEXT"),
]
TECHNIQUE_GOALS = {("rook", "magic"): MAGIC_ROOK_GOAL, ("rook", "pext"): PEXT_ROOK_GOAL}
PEXT_FLAGS = ["-mbmi2", "-DBB_PEXT"]


def run_sliders(exe: Path, repeats: int) -> Tuple[Dict[str, float], Optional[float]]:
    """Runs bench/sliders.c; returns ({benchmark: ns per call}, fill ns or None),
    and raises when two benchmarks that must agree computed different sets."""
    out, _, _ = run([str(exe), str(repeats)])
    ns: Dict[str, float] = {}
    fill = None
    for line in out.splitlines():
        fields = line.split()
        if fields[0] == "bench":
            ns[fields[1]] = float(fields[2])
        elif fields[0] == "fill":
            fill = float(fields[1])
        elif fields[0] == "check" and fields[3] != "ok":
            raise RuntimeError(f"sliders.c: {fields[1]} and {fields[2]} compute different sets")
    return ns, fill


def bench_sliders(repeats: int) -> List[Row]:
    section = "7. slider techniques (C, -O2)"
    sys.path.insert(0, str(ROOT))
    from tests.harness.cbuild import cpu_has_bmi2

    perft_repeats = REPEATS["perft"][0 if repeats >= REPEATS["sliders"][0] else 1]
    pext = cpu_has_bmi2()
    flags = PEXT_FLAGS if pext else []
    source = BENCH / "sliders.c"
    constant, filled = BUILD / "sliders", BUILD / "sliders_filled"
    error = build_c(source, constant, flags) or build_c(
        source, filled, [*flags, "-DBB_FILL_SLIDER_TABLES"]
    )
    if error:
        return [Row(section, "not available", 0.0, "ns", note=error)]
    ns, _ = run_sliders(constant, repeats)
    filled_ns, fill = run_sliders(filled, repeats)
    techniques = [(t, label) for t, label in TECHNIQUES if t != "pext" or pext]
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
    for piece, t, label, goal in (
        ("rook", "kindergarten", "kindergarten, 1 lookup per line", None),
        ("rook", "magic", "fancy magic", ONE_LOOKUP_XRAY_GOAL),
        ("bishop", "magic", "fancy magic", ONE_LOOKUP_XRAY_GOAL),
        ("rook", "pext", "PEXT", None),
        ("bishop", "pext", "PEXT", None),
    ):
        one = f"xray_{piece}_{t}_one"
        if one in ns:
            rows.append(
                Row(section, f"{piece} x-ray, {label}, one lookup", ns[one], "ns",
                    "two lookups (modifying occ.)", ns[f"xray_{piece}_{t}_two"], goal)  # fmt: skip
            )
    for t, label in techniques:
        if t in ("magic", "pext"):
            for piece in ("rook", "bishop"):
                rows.append(
                    Row(section, f"{piece}, {label}, tables filled at start-up", filled_ns[f"{piece}_{t}"], "ns",
                        "constant tables", ns[f"{piece}_{t}"])  # fmt: skip
                )
    if fill is not None:
        rows.append(Row(section, "bb_fill_slider_tables() (magic and PEXT)" if pext else "bb_fill_slider_tables() (magic)",
                        fill * 1e-9, "s"))  # fmt: skip
    rows += slider_table_bytes(section, techniques)
    rows += slider_perfts(section, techniques, flags, perft_repeats)
    return rows


def slider_table_bytes(section: str, techniques) -> List[Row]:
    """Returns a row per technique: the bytes of the tables its rook, bishop and queen
    lookups read, beside kindergarten's (and the x-ray tables of magic and PEXT)."""
    sys.path.insert(0, str(ROOT))
    from bitboard_tables.sliders import table_bytes

    base = sum(table_bytes("kindergarten").values())
    rows = []
    for t, label in techniques:
        if t == "loop":
            continue
        rows.append(Row(section, f"table bytes, {label}", sum(table_bytes(t).values()), "bytes", "kindergarten", base))
        if t in ("magic", "pext"):
            rows.append(
                Row(section, f"table bytes, {label}, with x-rays", sum(table_bytes(t, xrays=True).values()), "bytes",
                    "kindergarten", base)  # fmt: skip
            )
    return rows


def slider_perfts(section: str, techniques, flags: Sequence[str], repeats: int) -> List[Row]:
    """Returns a row per technique: the C perft's nodes per second with it as
    BB_SLIDERS, beside the perft with kindergarten, on the same position and depth."""
    source = ROOT / "tests" / "perft" / "perft.c"
    commands: Dict[str, List[str]] = {}
    for t, _ in techniques:
        if t == "loop":
            continue
        exe = BUILD / f"perft_{t}"
        error = build_c(source, exe, [*flags, f"-DBB_SLIDERS=BB_SLIDERS_{t.upper()}"])
        if error:
            return [Row(section, "perft with each technique", 0.0, "nodes/s", note=error)]
        commands[t] = [str(exe), KIWIPETE, str(DEEP_PERFT_DEPTH)]
    times: Dict[str, List[float]] = {t: [] for t in commands}
    nodes: Dict[str, int] = {}
    for _ in range(repeats):
        for t, cmd in commands.items():
            out, cpu, _ = run(cmd)
            nodes[t] = int(out.split()[-1])
            times[t].append(cpu)
    if len(set(nodes.values())) != 1:
        raise RuntimeError(f"perft counts differ between techniques: {nodes}")
    count = nodes["kindergarten"]
    nps = {t: count / median(times[t]) for t in commands}
    labels = dict(techniques)
    return [
        Row(section, f"perft, Kiwipete depth {DEEP_PERFT_DEPTH}, {labels[t]}", nps[t], "nodes/s", "kindergarten",
            nps["kindergarten"], note=f"{count} nodes")  # fmt: skip
        for t in commands
        if t != "kindergarten"
    ]


# --- the report -------------------------------------------------------------------


def fmt(value: Optional[float], unit: str) -> str:
    if value is None:
        return ""
    if unit == "s":
        return f"{value * 1e3:.2f} ms" if value < 1 else f"{value:.2f} s"
    if unit == "ns":
        return f"{value:.1f} ns" if value < 100 else f"{value:.0f} ns"
    if unit == "bytes":
        return f"{value / 1024:,.0f} KB" if value >= 1024 else f"{value:.0f} B"
    if unit == "nodes/s":
        return f"{value / 1e6:.2f} M/s" if value >= 1e6 else f"{value / 1e3:.0f} k/s"
    return f"{value:g} {unit}"


def table(rows: List[Row]) -> str:
    header = ("measure", "figure", "baseline", "baseline figure", "ratio", "goal", "met")
    lines: List[Tuple[str, ...]] = []
    section = None
    for r in rows:
        if r.section != section:
            section = r.section
            lines.append((section,))
        if r.note == "not available":
            lines.append((f"  {r.name}", "not available"))
            continue
        goal = f"<= {r.goal:g}" if r.goal is not None else ""
        goal = f"<= {fmt(r.limit, r.unit)}" if r.limit is not None else goal
        met = "" if r.met is None else ("yes" if r.met else "NO")
        ratio = f"{r.ratio:.2f}" if r.ratio is not None else ""
        lines.append(
            (f"  {r.name}", fmt(r.value, r.unit), r.baseline, fmt(r.baseline_value, r.unit), ratio, goal, met)
        )
    widths = [max(len(line[i]) for line in [header] + lines if len(line) > i) for i in range(len(header))]
    right = {1, 3, 4}

    def render(line: Tuple[str, ...]) -> str:
        if len(line) == 1:
            return line[0]
        cells = [c.rjust(widths[i]) if i in right else c.ljust(widths[i]) for i, c in enumerate(line)]
        return "  ".join(cells).rstrip()

    out = [render(header), render(tuple("-" * w for w in widths))]
    out += [render(line) for line in lines]
    return "\n".join(out)


def _goal_text(r: Row) -> str:
    if r.limit is not None:
        measured = f"{fmt(r.value, r.unit)} <= {fmt(r.limit, r.unit)}"
    else:
        measured = f"{r.ratio:.2f} <= {r.goal:g}"
    return f"{r.name} {measured}: {'met' if r.met else 'MISSED'}"


SECTIONS = {
    "1": ("generation", bench_generation),
    "2": ("import", bench_import),
    "3": ("py_lookups", bench_py_lookups),
    "4": ("c_lookups", bench_c_lookups),
    "5": ("perft", bench_perft),
    "6": ("rust", bench_rust),
    "7": ("sliders", bench_sliders),
}


def main(argv: Optional[List[str]] = None) -> int:
    p = argparse.ArgumentParser(prog="bench/run.py", description=__doc__.splitlines()[0])
    p.add_argument("--quick", action="store_true", help="fewer repetitions, for a quick look")
    p.add_argument("--sections", default=",".join(SECTIONS), help="which sections to run (default: all)")
    p.add_argument("--json", default=str(ROOT / "build" / "bench.json"), help="where to write the JSON")
    args = p.parse_args(argv)
    chosen = [s.strip() for s in args.sections.split(",") if s.strip()]
    unknown = [s for s in chosen if s not in SECTIONS]
    if unknown:
        p.error(f"unknown section {', '.join(unknown)}; choose from 1..{len(SECTIONS)}")

    BUILD.mkdir(parents=True, exist_ok=True)
    info = machine()
    repeats = {SECTIONS[s][0]: REPEATS[SECTIONS[s][0]][1 if args.quick else 0] for s in chosen}
    rows: List[Row] = []
    for s in chosen:
        key, fn = SECTIONS[s]
        print(f"running {key} ({repeats[key]} repeats) ...", file=sys.stderr, flush=True)
        rows += fn(repeats[key])

    print(f"bitboard-tables benchmarks on {info['cpu']}, {info['cores']} cores, {info['os']}")
    print(
        f"Python {info['python']}, {info['cc']}, python-chess {info['python_chess']}, "
        f"black {info['black']}; load average at start {info['load_average']}"
    )
    print(
        "Medians of repeated runs: "
        + ", ".join(f"{key} {n}" for key, n in repeats.items())
        + ". Times are CPU time; ratio = figure / baseline (times: lower is better; nodes/s: higher)."
    )
    print()
    print(table(rows))
    goals = [r for r in rows if r.met is not None]
    if goals:
        print()
        print("goals: " + "; ".join(_goal_text(r) for r in goals))

    path = Path(args.json)
    path.parent.mkdir(parents=True, exist_ok=True)
    data = dict(
        machine=info,
        repeats=repeats,
        clock="CPU time (user + system) of the measured process or thread; wall where named",
        rows=[dict(asdict(r), ratio=r.ratio, met=r.met) for r in rows],
    )
    path.write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")
    print(f"\nwrote {path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
