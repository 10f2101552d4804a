"""`make bench`: every speed claim of the project, measured beside its baseline.

    python bench/run.py [--quick] [--sections 1,2,3,4,5] [--json PATH]

Runs from any directory; needs only the project's venv (python-chess, black,
Jinja2) and a C compiler (`$CC`, default `cc`). Prints one table and writes the
same figures as JSON to build/bench.json. Every figure is the median of
repeated runs, and each baseline is measured in the same run, alternating with
the figure it is compared to:

1. generation: `python -m generator generate` as a fresh process, and the
   split between importing, computing, rendering and black (bench/gen_split.py);
2. Python import of generated/bitboards.py in a fresh interpreter, bytecode
   cached and compiled from source, against `import chess`;
3. Python lookups against python-chess's attack tables, and the cost of the
   64-bit masking against the same functions unmasked (bench/py_lookups.py);
4. C lookups at -O2 against a classical ray loop and each other (bench/lookups.c);
5. perft of the C and Python consumers against python-chess's perft
   (bench/chess_perft.py) on the same position and depth.

Times are CPU time of the measured process (user + system) or thread: on a
shared machine it is far steadier than wall time, which is also recorded in
the JSON and shown for the generation. No figure here is a test: nothing
fails when a goal is missed.
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

# repetitions: (full run, --quick)
REPEATS = {
    "generation": (5, 2),
    "import": (21, 5),
    "py_lookups": (21, 5),
    "c_lookups": (21, 5),
    "perft": (3, 1),
}

IMPORT_GOAL = 0.2  # generated/bitboards.py imports in at most a fifth of `import chess`
PY_LOOKUP_GOAL = 1.0  # no slower than python-chess
C_ROOK_GOAL = 0.5  # kindergarten rook attacks at most half the classical ray loop


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

    @property
    def ratio(self) -> Optional[float]:
        if self.baseline_value is None or not self.baseline_value:
            return None
        return self.value / self.baseline_value

    @property
    def met(self) -> Optional[bool]:
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
    wall, cpu, start_cpu = [], [], []
    phases: Dict[str, List[float]] = {}
    for _ in range(repeats):
        with tempfile.TemporaryDirectory(prefix="bench-gen-") as out:
            _, c, w = run([PY, "-m", "generator", "generate", "--out", out])
        wall.append(w)
        cpu.append(c)
        _, c, _ = run([PY, "-c", "pass"])
        start_cpu.append(c)
        split, _, _ = run([PY, str(BENCH / "gen_split.py")])
        for phase, t in json.loads(split).items():
            phases.setdefault(phase, []).append(t["cpu"] / 1e9)
    total = median([sum(ts) for ts in zip(*phases.values())])
    section = "1. generation"
    rows = [
        Row(section, "generate, fresh process: wall", median(wall), "s"),
        Row(section, "generate, fresh process: CPU", median(cpu), "s", "python -c pass", median(start_cpu)),
        Row(section, "in-process total (CPU)", total, "s"),
    ]
    labels = {
        "imports": "  importing generator, Jinja2",
        "computing": "  computing the tables",
        "rendering": "  rendering both templates",
        "black": "  black: import and format",
    }
    for phase, ts in phases.items():
        rows.append(Row(section, labels.get(phase, phase), median(ts), "s", "in-process total", total))
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
    out, _, _ = run([PY, str(BENCH / "py_lookups.py"), str(repeats)])
    result = json.loads(out)
    section = "3. Python lookups"
    baseline = "python-chess tables"
    return [
        Row(section, r["name"], r["ours"], "ns", baseline, r["base"], PY_LOOKUP_GOAL, note=f"{result['calls']} calls")
        for r in result["rows"]
    ] + [
        Row(section, f"{r['name']}, 64-bit masked", r["ours"], "ns", "the same unmasked", r["base"])
        for r in result.get("masking", [])
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


def build_c(source: Path, exe: Path) -> Optional[str]:
    """Compiles `source` at -O2 as C99 against generated/; returns an error or None."""
    exe.parent.mkdir(parents=True, exist_ok=True)
    cmd = [c_compiler(), "-O2", "-std=c99", "-I" + str(ROOT / "generated"), str(source), "-o", str(exe)]
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


def bench_perft(repeats: int) -> List[Row]:
    section = f"5. perft (Kiwipete, depth {PERFT_DEPTH})"
    consumers: Dict[str, Optional[List[str]]] = {}
    c_source = ROOT / "tests" / "perft" / "perft.c"
    exe = BUILD / "perft"
    consumers["C perft (tests/perft/perft.c)"] = (
        [str(exe), KIWIPETE, str(PERFT_DEPTH)] if c_source.exists() and not build_c(c_source, exe) else None
    )
    consumers["Python perft (python -m tests.perft)"] = (
        [PY, "-m", "tests.perft", KIWIPETE, str(PERFT_DEPTH)]
        if (ROOT / "tests" / "perft.py").exists() or (ROOT / "tests" / "perft" / "__main__.py").exists()
        else None
    )
    baseline = [PY, str(BENCH / "chess_perft.py"), KIWIPETE, str(PERFT_DEPTH)]
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
    return rows


# --- the report -------------------------------------------------------------------


def fmt(value: Optional[float], unit: str) -> str:
    if value is None:
        return ""
    if unit == "s":
        return f"{value * 1e3:.2f} ms" if value < 1 else f"{value:.2f} s"
    if unit == "ns":
        return f"{value:.1f} ns" if value < 100 else f"{value:.0f} ns"
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


SECTIONS = {
    "1": ("generation", bench_generation),
    "2": ("import", bench_import),
    "3": ("py_lookups", bench_py_lookups),
    "4": ("c_lookups", bench_c_lookups),
    "5": ("perft", bench_perft),
}


def main(argv: Optional[List[str]] = None) -> int:
    p = argparse.ArgumentParser(prog="bench/run.py", description=__doc__.splitlines()[0])
    p.add_argument("--quick", action="store_true", help="fewer repetitions, for a quick look")
    p.add_argument("--sections", default="1,2,3,4,5", help="which sections to run (default: all)")
    p.add_argument("--json", default=str(ROOT / "build" / "bench.json"), help="where to write the JSON")
    args = p.parse_args(argv)
    chosen = [s.strip() for s in args.sections.split(",") if s.strip()]
    unknown = [s for s in chosen if s not in SECTIONS]
    if unknown:
        p.error(f"unknown section {', '.join(unknown)}; choose from 1..5")

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
        print("goals: " + "; ".join(f"{r.name} {r.ratio:.2f} <= {r.goal:g}: {'met' if r.met else 'MISSED'}" for r in goals))

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
