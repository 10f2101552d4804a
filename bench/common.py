"""What every section of the bench uses: running and timing commands, medians,
the `Row` of the report, the machine's description, and the C and Rust builds."""

from __future__ import annotations

import os
import platform
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Dict, List, Optional, Sequence, Tuple

from bench import ROOT
from tests.drivers.c.build import cpu_has
from tests.perft.positions import CPW_RESULTS
from tests.drivers.rust.build import RUSTCS

BENCH = ROOT / "bench"
BUILD = ROOT / "build" / "bench"
GENERATED = ROOT / "generated"
PY = sys.executable

KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
DEEP_PERFT_DEPTH = 5  # Kiwipete: 193,690,690 nodes, long enough to time one program against another steadily
# Kiwipete's published counts by depth: CPW's to depth 4 as the tests hold them, and depth 5's
KIWIPETE_NODES = {**dict(enumerate(CPW_RESULTS["kiwipete"][1], 1)), 5: 193_690_690}
# the goals every compiled language's sliders share (issue 29): a program using them
# builds in at most 2x the kindergarten-only one's time; in Go, Zig, Java and C#,
# perft with fancy magic at least 1.1x kindergarten's nodes/s (its time at most 1/1.1)
SLIDER_BUILD_GOAL = 2.0
MAGIC_PERFT_GOAL = 1 / 1.1


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
    """The environment of every child: ours, less what changes Python's caching.
    Without PYTHONPATH, a child finds the repository's packages as its working
    directory, the root (`run`)."""
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


def deep_perft_times(exes: Dict[object, Path], repeats: int) -> Dict[object, List[float]]:
    """Returns {key: CPU seconds of each run} of the perfts `exes` ({key: program})
    on Kiwipete to DEEP_PERFT_DEPTH, `repeats` rounds, the programs alternating in
    each; raises RuntimeError for a wrong count."""
    times: Dict[object, List[float]] = {key: [] for key in exes}
    for _ in range(repeats):
        for key, exe in exes.items():
            out, cpu, _ = run([str(exe), KIWIPETE, str(DEEP_PERFT_DEPTH)])
            if int(out.split()[-1]) != KIWIPETE_NODES[DEEP_PERFT_DEPTH]:
                raise RuntimeError(f"{Path(exe).name}: {out.strip()} nodes at depth {DEEP_PERFT_DEPTH}")
            times[key].append(cpu)
    return times


def perft_race(
    commands: Dict[str, Sequence[str]], repeats: int, language: str, least: int = 3
) -> Tuple[Dict[str, List[float]], Dict[str, int]]:
    """Runs the perft `commands` ({technique: command}) in turn, max(repeats, least)
    rounds; returns ({technique: its CPU times}, {technique: its count}). Raises
    RuntimeError where two techniques count differently."""
    times: Dict[str, List[float]] = {t: [] for t in commands}
    nodes: Dict[str, int] = {}
    for _ in range(max(repeats, least)):
        for t, command in commands.items():
            out, cpu, _ = run(command)
            nodes[t] = int(out.split()[-1])
            times[t].append(cpu)
    if len(set(nodes.values())) != 1:
        raise RuntimeError(f"{language} perft counts differ between techniques: {nodes}")
    return times, nodes


def technique_perft_rows(
    section: str, carried, build: Callable[[str], Path], repeats: int, language: str, baseline: str, best: bool = False
) -> List[Row]:
    """Races `language`'s perft built by `build(technique)` (its program) on
    kindergarten and on each other technique of `carried` (the model's, as the
    language carries them), on Kiwipete at DEEP_PERFT_DEPTH, and returns a row a
    technique against kindergarten's (`baseline`, in words): the median CPU time of
    each, or with `best` the least; MAGIC_PERFT_GOAL for fancy magic's. Then, where
    it carries parallel hyperbola, the rows of parallel_rows from the same run."""
    techniques = raced_techniques(carried)
    commands = {t: [str(build(t)), KIWIPETE, str(DEEP_PERFT_DEPTH)] for t in ("kindergarten", *(t for t, _ in techniques))}
    times, nodes = perft_race(commands, repeats, language)
    figure = min if best else median
    base = figure(times["kindergarten"])
    return [
        Row(section, f"perft, Kiwipete depth {DEEP_PERFT_DEPTH}, {label} (sliders and pins), CPU{', best' if best else ''}", figure(times[t]), "s",
            baseline, base, MAGIC_PERFT_GOAL if t == "magic" else None, note=f"{nodes[t]} nodes; nodes/s {base / figure(times[t]):.2f}x")  # fmt: skip
        for t, label in techniques
    ] + parallel_rows(section, commands, times, nodes["kindergarten"], f"{language} perft", best)


# --- Stockfish's ordering: parallel hyperbola >= PEXT > magic (issue 46) ----------

PARALLEL = "hyperbola_avx2"  # parallel hyperbola, Stockfish's AVX2 path
CALLGRIND_DEPTH = 4  # the perft depth whose instructions callgrind counts (Kiwipete: 4,085,603 nodes)
# what parallel hyperbola's perft is raced against: (technique, label, the largest
# ratio of CPU times that keeps Stockfish's ordering); black magic is reported beside
ORDERING = (("magic", "fancy magic", 1.0), ("pext", "PEXT", 1.0), ("black", "black magic", None))


def parallel_rows(
    section: str, commands: Dict[str, List[str]], times: Dict[str, List[float]], count: int, program: str = "perft",
    best: bool = False, against: Sequence[Tuple[str, str, Optional[float]]] = ORDERING,
) -> List[Row]:  # fmt: skip
    """Returns parallel hyperbola's perft against each technique of `against` that
    `commands` ({technique: its perft on Kiwipete}) holds, from a race that gave
    `times` ({technique: CPU seconds}): its CPU time against theirs (the median, or
    with `best` the least), then callgrind's instructions of each at CALLGRIND_DEPTH
    against theirs; [] where parallel hyperbola was not raced. A ratio below 1 is
    parallel hyperbola the faster; Stockfish's ordering is at most 1 against both
    fancy magic and PEXT."""
    if PARALLEL not in commands:
        return []
    path = "AVX2" if cpu_has("avx2") else "scalar: no AVX2 here"
    figure, kind = (min, "CPU, best") if best else (median, "CPU time")
    raced = [(t, label, goal) for t, label, goal in against if t in commands]
    rows = [
        Row(section, f"{program}, Kiwipete depth {DEEP_PERFT_DEPTH}, parallel hyperbola ({path}) {kind} against {label}",
            figure(times[PARALLEL]), "s", label, figure(times[t]), goal, note=f"{count} nodes")  # fmt: skip
        for t, label, goal in raced
    ]
    counted = {t: callgrind_instructions(commands[t][0]) for t in (PARALLEL, *(t for t, _, _ in raced))}
    if None in counted.values():
        return rows + [Row(section, f"{program}, instructions (callgrind)", 0.0, "instructions", note="not available")]
    return rows + [
        Row(section, f"{program}, Kiwipete depth {CALLGRIND_DEPTH}, parallel hyperbola ({path}) instructions (callgrind) against {label}",
            counted[PARALLEL], "instructions", label, counted[t])  # fmt: skip
        for t, label, _ in raced
    ]


def callgrind_instructions(exe: str) -> Optional[int]:
    """Returns callgrind's count of the instructions `exe` (a perft) runs on Kiwipete to
    CALLGRIND_DEPTH, or None without valgrind (3.19 decodes no AVX-512: build for AVX2 at most)."""
    if shutil.which("valgrind") is None:
        return None
    with tempfile.TemporaryDirectory() as tmp:
        proc = subprocess.run(
            ["valgrind", "--tool=callgrind", f"--callgrind-out-file={tmp}/out", exe, KIWIPETE, str(CALLGRIND_DEPTH)],
            capture_output=True, text=True, check=True,
        )  # fmt: skip
    return int(re.search(r"refs:\s+([\d,]+)", proc.stderr).group(1).replace(",", ""))


def raced_techniques(carried) -> Tuple[Tuple[str, str], ...]:
    """Returns (name, title) of each of the slider techniques `carried` (a language's,
    as the model gives them: GO_CAPABILITIES.carried(LERF), ...) but kindergarten, the
    baseline they are raced against, in the model's order."""
    return tuple((t.name, t.title) for t in carried if t.name != "kindergarten")


def render_variant(language: str, **variants) -> str:
    """Returns the text of `language`'s first file (bitboards.rs, bitboards.zig,
    Bitboards.java ...) as `generate` renders it, every table and function
    selected, with `variants` of the selection (`Selection.sliders`,
    `lazy_fill_check`, `mask_to_64_bits`): what a section races the committed
    file against, made by the generator, not by editing its text (render_outputs:
    from the generator's cache where it holds it, keyed by the variants too)."""
    from dataclasses import replace

    from bitboard_tables.languages import LANGUAGES, render_outputs
    from bitboard_tables.selection import select

    (chosen,) = (lang for lang in LANGUAGES if lang.name == language)
    selection = replace(select(), languages=(language,), **variants)
    name = chosen.files[0].file_name(selection)
    return render_outputs(replace(selection, files=(name,)))[name]


def read_c_bench(out: str, program: str) -> Tuple[Dict[str, float], Optional[float]]:
    """Returns ({benchmark: ns per call}, fill ns or None) of the output of a C
    benchmark program (bench/lookups.c, bench/sliders.c); raises when two
    benchmarks that must agree computed different sets."""
    ns: Dict[str, float] = {}
    fill = None
    for line in out.splitlines():
        fields = line.split()
        if fields[0] == "bench":
            ns[fields[1]] = float(fields[2])
        elif fields[0] == "fill":
            fill = float(fields[1])
        elif fields[0] == "check" and fields[3] != "ok":
            raise RuntimeError(f"{program}: {fields[1]} and {fields[2]} compute different sets")
    return ns, fill


# --- a language's file against the C header ---------------------------------------


def c_header_compile(work: Path) -> List[str]:
    """Writes work/header.c, a unit that includes bitboards.h, and returns `cc -O2 -c`
    of it: what a language's build of its file alone is set against."""
    (work / "header.c").write_text('#include "bitboards.h"\nint bb_bench_unit;\n')
    return [c_compiler(), "-O2", "-std=c99", "-I" + str(GENERATED), "-c", str(work / "header.c"), "-o", str(work / "header.o")]


def walls_against(build: Callable[[int], float], against: Callable[[], float], repeats: int, warm: bool = True) -> Tuple[float, float]:
    """Returns the median of `repeats` wall times of build(k) (a build's k-th, which
    returns its wall time) and that of against() (C's build, timed likewise) run after
    each. With `warm`, build(0) first, not counted, fills the toolchain's caches
    (a standard library, compiler_rt), and k runs from 1."""
    if warm:
        build(0)
    walls, against_walls = [], []
    for k in range(int(warm), int(warm) + repeats):
        walls.append(build(k))
        against_walls.append(against())
    return median(walls), median(against_walls)


# --- the machine ----------------------------------------------------------------


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
        cc=first_line([c_compiler(), "--version"]),
        python_chess=chess_version.strip(),
        black=black_version.strip(),
        load_average=" ".join(f"{x:.2f}" for x in os.getloadavg()),
    )


# --- building the programs it times ---------------------------------------------


def c_compiler() -> str:
    return os.environ.get("CC", "cc")


def build_c(source: Path, exe: Path, flags: Sequence[str] = ()) -> Optional[str]:
    """Compiles `source` at -O2 as C99 against generated/, with `flags` (defines,
    -mbmi2); returns an error or None."""
    exe.parent.mkdir(parents=True, exist_ok=True)
    cmd = [c_compiler(), "-O2", "-std=c99", *flags, "-I" + str(GENERATED), str(source), "-o", str(exe)]
    proc = subprocess.run(cmd, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    return None if proc.returncode == 0 else f"{' '.join(cmd)}: {proc.stdout.strip()[-300:]}"


def rust_compilers() -> Dict[str, str]:
    """Returns {"rustc 1.95": path} of the rustc compilers the tests build with
    (tests/drivers/rust/build.py: $RUSTC or the one on PATH, and Debian's /usr/bin/rustc)."""
    return {rustc.name.replace("-", " "): rustc.path for rustc in RUSTCS if rustc.path}


def build_rust(source: Path, exe: Path, rustc: Optional[str] = None, *flags: str) -> Optional[str]:
    """Compiles the Rust program `source` -O on generated/bitboards.rs (read from
    BITBOARDS_RS, or beside it); returns an error or None."""
    rustc = rustc or next(iter(rust_compilers().values()), None)
    if rustc is None:
        return "no rustc"
    exe.parent.mkdir(parents=True, exist_ok=True)
    cmd = [rustc, "-O", *flags, str(source), "-o", str(exe)]
    env = dict(os.environ, BITBOARDS_RS=str(GENERATED / "bitboards.rs"))
    proc = subprocess.run(cmd, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    return None if proc.returncode == 0 else f"{' '.join(cmd)}: {proc.stdout.strip()[-300:]}"


GNU_TIME = "/usr/bin/time"  # GNU time's %M: the peak resident memory of the program it runs (a fork of
# this interpreter would count the interpreter's pages in its own peak)


def peak_kb(command: List[str]) -> int:
    """Returns the peak resident memory (KB) of one run of `command`, least of 5, by GNU time."""
    peaks = []
    for _ in range(5):
        proc = subprocess.run([GNU_TIME, "-f", "%M", *command], capture_output=True, text=True, check=True)
        peaks.append(int(proc.stderr.split()[-1]))
    return min(peaks)
