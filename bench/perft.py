"""Section 5: perft of the C, Rust and Python consumers against python-chess's
perft (`python -m bench.chess_perft`) on the same position and depth, and the
Rust perft against the C perft one ply deeper."""

from __future__ import annotations

from typing import Dict, List, Optional

from bench.common import BUILD, DEEP_PERFT_DEPTH, KIWIPETE, PY, Row, bench_module, build_c, build_rust, median, run
from tests.harness.cbuild import PERFT_C
from tests.harness.rustbuild import PERFT_RS

KEY = "perft"
REPEATS = (3, 1)  # (full run, --quick)
PERFT_DEPTH = 4

C_PERFT = "C perft (tests/perft/perft.c)"
RUST_PERFT = "Rust perft (tests/perft/perft.rs)"


def measure(repeats: int) -> List[Row]:
    section = f"5. perft (Kiwipete, depth {PERFT_DEPTH})"
    consumers: Dict[str, Optional[List[str]]] = {}
    exe = BUILD / "perft"
    consumers[C_PERFT] = None if build_c(PERFT_C, exe) else [str(exe), KIWIPETE, str(PERFT_DEPTH)]
    rust_exe = BUILD / "perft-rs"
    consumers[RUST_PERFT] = None if build_rust(PERFT_RS, rust_exe) else [str(rust_exe), KIWIPETE, str(PERFT_DEPTH)]
    consumers["Python perft (python -m tests.perft)"] = [PY, "-m", "tests.perft", KIWIPETE, str(PERFT_DEPTH)]
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

