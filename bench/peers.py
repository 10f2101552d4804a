"""Section 15: our Rust sliders against the crates an engine author would otherwise
use (issue 38): bench/peers/rust, with shakmaty, cozy-chess and chess pinned by
its Cargo.lock, built twice with cargo --release: portable (the default x86-64)
and with `-C target-cpu=native`, where cozy-chess has its `pext` feature, chess its
`get_rook_moves_bmi` ... (as `chess-bmi`) and ours their PEXT.

Its `race` times, in one process, our fastest techniques (magic, black, PEXT,
hyperbola, kindergarten) and each peer's lookups on the same 16,384 random (square,
occupancy) pairs, each library given its squares in its own type: independent
lookups (their sum), and a chain, each occupancy depending on the last answer;
rook, bishop and queen (a peer without a queen lookup ORs its two). A figure is
the least of seven timings of 3.3 million lookups, the contenders timed in turns,
in wall time (ns a lookup): on a machine shared with other work the least is the
steadiest (the median is in the note); the sums must agree. The row compares our
fastest technique with the fastest peer (goal: at most 1.0x).

Then the race that matters to an engine: tests/perft/perft.rs, our move generator,
on Kiwipete to depth 5 with the sliders and pins of each contender in turn (the
program of the `perft` feature, whose build.rs hands perft.rs our module with its
rook_attacks, bishop_attacks, queen_attacks and pinned replaced; the pins by two
lookups of the same sliders, for ours as for the peers), CPU time, the programs run
in turns and the median taken; every count must be the published 193,690,690.

What each costs to build, ship and start: the minimal programs of
bench/peers/rust/minimal (members of its workspace, pinned by the same
Cargo.lock), each one rook lookup through one library alone (ours: the module
beside it, as the README's quick start has it; or one peer), built clean (a
target directory of its own, the crates' sources fetched but nothing compiled)
in the dev and release profiles, wall time and the CPU of cargo and its children;
the release binary's size; its start-up, callgrind's instructions of the whole
run (our first lookup fills the magic attack tables). Goals (issue 38): a clean
release build at most 0.5x as long as each peer's, a binary no larger.

Wall time on a shared machine is noisy, so the same lookups are also counted in
instructions by callgrind where valgrind is installed: `count` runs LOOKUPS
lookups of one contender after one warm-up lookup (our first lookup fills the
tables), and the figure is (Ir(LOOKUPS) - Ir(0)) / LOOKUPS. Instructions do not
see cache misses or the chain's latency: they are the independent mode's.
Valgrind 3.19 does not decode AVX-512, which `target-cpu=native` lets the compiler
use on CPUs that have it (not in the lookups: in the set-up's copies), so the
native build's instructions are counted on a build for the same CPU less
AVX-512 (`-C target-feature=-avx512f`).
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import tempfile
import time
from pathlib import Path
from typing import Dict, List, Optional, Tuple

from bench.common import BENCH, BUILD, DEEP_PERFT_DEPTH, GENERATED, KIWIPETE, KIWIPETE_NODES, Row, base_env, median, perft_race
from tests.drivers.c.build import cpu_has_bmi2
from tests.drivers.rust.build import NEWEST

KEY = "peers"
REPEATS = (7, 3)  # (full run, --quick): timings of each contender, whose median is taken
CRATE = BENCH / "peers" / "rust"
ROUNDS = 200  # rounds over the pairs: 3.3 million lookups a timing
LOOKUPS = 100_000  # a contender's lookups counted by callgrind
GOAL = 1.0  # our fastest technique's time at most the fastest peer's (issue 38)
PERFT_SLIDERS = {"portable": ("kindergarten", "magic", "black", "hyperbola", "shakmaty", "cozy-chess", "chess")}
PERFT_SLIDERS["native"] = PERFT_SLIDERS["portable"] + ("pext",)
BUILDS = {
    "portable": ("", ("chess",)),
    "native": ("-C target-cpu=native", ("chess", "pext")),
    "native-callgrind": ("-C target-cpu=native -C target-feature=-avx512f", ("chess", "pext")),
}
CALLGRIND_BUILD = {"portable": "portable", "native": "native-callgrind"}


def cargo() -> Optional[str]:
    """The cargo beside the newest rustc, or None."""
    if NEWEST.path is None:
        return None
    path = Path(NEWEST.path).parent / "cargo"
    return str(path) if os.access(path, os.X_OK) else None


def build(name: str, perft: Optional[str] = None) -> Path:
    """Builds bench/peers/rust in release as `name` of BUILDS (offline: make bench
    fetched its crates); returns the race program, or with `perft` (a name of
    PERFT_SLIDERS) a copy of the perft program on those sliders."""
    flags, features = BUILDS[name]
    target = BUILD / f"peers-rust-{name}"
    env = dict(base_env(), RUSTC=NEWEST.path or "rustc", CARGO_TARGET_DIR=str(target), RUSTFLAGS=flags)
    env["BITBOARDS_RS"] = str(GENERATED / "bitboards.rs")
    command = [cargo() or "cargo", "build", "--offline", "--locked", "--quiet", "--release", "--features", ",".join(features)]
    if perft:
        env["PERFT_SLIDERS"] = perft
        command[-1] += ",perft"
        command += ["--bin", "perft-peers"]
    else:
        command += ["--bin", "bitboard-peers"]
    proc = subprocess.run(command, cwd=CRATE, env=env, capture_output=True, text=True)
    if proc.returncode != 0:
        raise RuntimeError(f"{' '.join(command)} failed (make bench fetches the crates first): {proc.stderr.strip()[-800:]}")
    if not perft:
        return target / "release" / "bitboard-peers"
    copy = target / f"perft-{perft}"
    shutil.copy(target / "release" / "perft-peers", copy)
    return copy


def race(exe: Path, repeats: int, rounds: int = ROUNDS) -> Tuple[Dict[Tuple[str, str], Dict[str, Tuple[str, float]]], Dict[Tuple[str, str], Dict[str, Tuple[str, float]]]]:
    """Runs the race (`exe race ROUNDS REPEATS`, the Rust or the Go program); returns
    ({(piece, mode): {contender: (ours|peer, least ns)}}, the same of the medians).
    The contenders' checksums of a (piece, mode) must agree."""
    proc = subprocess.run([str(exe), "race", str(rounds), str(repeats)], capture_output=True, text=True)
    if proc.returncode != 0:
        raise RuntimeError(f"{exe} race failed: {proc.stderr.strip()}")
    least: Dict[Tuple[str, str], Dict[str, Tuple[str, float]]] = {}
    medians: Dict[Tuple[str, str], Dict[str, Tuple[str, float]]] = {}
    sums: Dict[Tuple[str, str], set] = {}
    for fields in (line.split() for line in proc.stdout.splitlines()):
        if fields and fields[0] == "race":
            _, name, side, piece, mode, median_ns, least_ns, total = fields
            least.setdefault((piece, mode), {})[name] = (side, float(least_ns))
            medians.setdefault((piece, mode), {})[name] = (side, float(median_ns))
            sums.setdefault((piece, mode), set()).add(total)
    wrong = {key: value for key, value in sums.items() if len(value) != 1}
    if wrong:
        raise RuntimeError(f"{exe}: the contenders' answers differ: {wrong}")
    return least, medians


def instructions(exe: Path, name: str, piece: str, lookups: int) -> int:
    """The instructions callgrind counts in `count NAME PIECE independent LOOKUPS`."""
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "callgrind.out"
        command = ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", str(exe), "count", name, piece, "independent", str(lookups)]
        proc = subprocess.run(command, capture_output=True, text=True)
        match = re.search(r"^summary: (\d+)", out.read_text() if out.exists() else "", re.M)
        if proc.returncode != 0 or match is None:
            raise RuntimeError(f"{' '.join(command)} failed: {proc.stderr.strip()[-500:]}")
        return int(match.group(1))


def best(figures: Dict[str, Tuple[str, float]], side: str) -> Tuple[str, float]:
    """The fastest contender of `side` (ours or peer) and its figure."""
    return min(((name, value) for name, (s, value) in figures.items() if s == side), key=lambda item: item[1])


def listing(figures: Dict[str, Tuple[str, float]], unit: str) -> str:
    return ", ".join(f"{name} {value:.2f}{unit}" for name, (_, value) in sorted(figures.items(), key=lambda item: item[1][1]))


def measure(repeats: int) -> List[Row]:
    section = "15. Rust peers (shakmaty, cozy-chess, chess)"
    if cargo() is None:
        return [Row(section, "not available", 0.0, "ns", note="no cargo beside the newest rustc")]
    load = os.getloadavg()[0]
    rows = build_rows(section)
    for name in ("portable", "native"):
        if name == "native" and not cpu_has_bmi2():
            rows.append(Row(section, "native build", 0.0, "ns", note="not available"))
            continue
        exe = build(name)
        figures, medians = race(exe, repeats)
        for (piece, mode), by_name in figures.items():
            ours, peer = best(by_name, "ours"), best(by_name, "peer")
            rows.append(
                Row(section, f"{name}, {piece}, {mode}, ours fastest: {ours[0]}, wall", ours[1], "ns", f"fastest peer: {peer[0]}", peer[1], GOAL,
                    note=f"load {load:.1f}; least: {listing(by_name, ' ns')}; medians: {listing(medians[(piece, mode)], ' ns')}")  # fmt: skip
            )
        rows += perft_rows(section, name, repeats)
        if shutil.which("valgrind") is None:
            continue
        exe = build(CALLGRIND_BUILD[name])
        for piece in ("rook", "bishop", "queen"):
            counted = {}
            for contender, (side, _) in figures[(piece, "independent")].items():
                per_lookup = (instructions(exe, contender, piece, LOOKUPS) - instructions(exe, contender, piece, 0)) / LOOKUPS
                counted[contender] = (side, per_lookup)
            ours, peer = best(counted, "ours"), best(counted, "peer")
            rows.append(
                Row(section, f"{name}, {piece}, ours fewest: {ours[0]}, callgrind", ours[1], "instructions", f"fewest of a peer: {peer[0]}", peer[1], GOAL,
                    note=listing(counted, ""))  # fmt: skip
            )
    return rows


MINIMAL = ("ours", "shakmaty", "cozy-chess", "chess")  # bench/peers/rust/minimal/NAME
BUILD_GOAL = 0.5  # our clean release build at most half a peer's time


def clean_build(name: str, profile: str) -> Tuple[float, float, Path]:
    """Builds the minimal program of `name` clean in `profile` (dev or release);
    returns (wall seconds, CPU seconds of cargo and its children, the program)."""
    target = BUILD / f"peers-minimal-{name}-{profile}"
    shutil.rmtree(target, ignore_errors=True)
    env = dict(base_env(), RUSTC=NEWEST.path or "rustc", CARGO_TARGET_DIR=str(target), RUSTFLAGS="")
    command = [cargo() or "cargo", "build", "--offline", "--locked", "--quiet", "-p", f"minimal-{name}", "--profile", profile]
    before, start = os.times(), time.perf_counter()
    proc = subprocess.run(command, cwd=CRATE, env=env, capture_output=True, text=True)
    wall, after = time.perf_counter() - start, os.times()
    if proc.returncode != 0:
        raise RuntimeError(f"{' '.join(command)} failed (make bench fetches the crates first): {proc.stderr.strip()[-800:]}")
    cpu = (after.children_user - before.children_user) + (after.children_system - before.children_system)
    return wall, cpu, target / ("debug" if profile == "dev" else profile) / f"minimal-{name}"


def start_up(program: Path) -> Optional[int]:
    """The instructions callgrind counts in one run of a minimal program, or None
    without valgrind."""
    if shutil.which("valgrind") is None:
        return None
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "callgrind.out"
        proc = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", str(program), "27", "4096"], capture_output=True, text=True)
        match = re.search(r"^summary: (\d+)", out.read_text() if out.exists() else "", re.M)
        if proc.returncode != 0 or match is None or proc.stdout.strip() != "08080808f7080808":
            raise RuntimeError(f"{program} failed or answered {proc.stdout.strip()!r}: {proc.stderr.strip()[-300:]}")
        return int(match.group(1))


def build_rows(section: str) -> List[Row]:
    """The clean builds, binary sizes and start-ups of the minimal programs: ours
    against each peer."""
    figures = {}
    for name in MINIMAL:
        dev, release = clean_build(name, "dev"), clean_build(name, "release")
        figures[name] = dict(dev=dev[0], dev_cpu=dev[1], release=release[0], release_cpu=release[1],
                             size=release[2].stat().st_size, start=start_up(release[2]))  # fmt: skip
    ours, rows = figures["ours"], []
    for peer in MINIMAL[1:]:
        theirs = figures[peer]
        rows += [
            Row(section, f"clean release build, one rook lookup, ours against {peer}, wall", ours["release"], "s", peer, theirs["release"],
                BUILD_GOAL, note=f"CPU {ours['release_cpu']:.2f} s against {theirs['release_cpu']:.2f} s"),
            Row(section, f"clean debug build, ours against {peer}, wall", ours["dev"], "s", peer, theirs["dev"],
                note=f"CPU {ours['dev_cpu']:.2f} s against {theirs['dev_cpu']:.2f} s"),
            Row(section, f"release binary, ours against {peer}", ours["size"], "bytes", peer, theirs["size"], 1.0),
        ]  # fmt: skip
        if ours["start"] is not None:
            rows.append(Row(section, f"a run (start-up and one lookup), ours against {peer}, callgrind", ours["start"], "instructions", peer,
                            theirs["start"], note="ours fills the magic attack tables on its first lookup"))  # fmt: skip
    return rows


def perft_rows(section: str, name: str, repeats: int) -> List[Row]:
    """perft.rs on Kiwipete to DEEP_PERFT_DEPTH with each contender's sliders."""
    commands = {sliders: [str(build(name, sliders)), KIWIPETE, str(DEEP_PERFT_DEPTH)] for sliders in PERFT_SLIDERS[name]}
    times, nodes = perft_race(commands, max(1, repeats // 2), "Rust (bench/peers)")
    if set(nodes.values()) != {KIWIPETE_NODES[DEEP_PERFT_DEPTH]}:
        raise RuntimeError(f"perft.rs on the peers' sliders: Kiwipete depth {DEEP_PERFT_DEPTH} counted {nodes}, not {KIWIPETE_NODES[DEEP_PERFT_DEPTH]}")
    figures = {s: ("peer" if s in ("shakmaty", "cozy-chess", "chess") else "ours", median(times[s])) for s in commands}
    ours, peer = best(figures, "ours"), best(figures, "peer")
    return [
        Row(section, f"{name}, perft.rs Kiwipete depth {DEEP_PERFT_DEPTH}, ours fastest: {ours[0]}, CPU", ours[1], "s", f"fastest peer: {peer[0]}", peer[1], GOAL,
            note=f"{nodes[ours[0]]} nodes; {listing(figures, ' s')}")  # fmt: skip
    ]


if __name__ == "__main__":
    import sys

    for row in measure(REPEATS[1 if "--quick" in sys.argv[1:] else 0]):
        ratio = f"{row.ratio:.2f}" if row.ratio is not None else ""
        print(f"{row.name}: {row.value:.2f} {row.unit} against {row.baseline} {row.baseline_value} -> {ratio}  ({row.note})")
