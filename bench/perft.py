"""Section 5: the perft of every output language (each built by its test driver,
tests/drivers/<name>/) against python-chess's perft (`python -m
bench.chess_perft`) on the same position and depth, and every compiled perft
against the C perft one ply deeper."""

from __future__ import annotations

from typing import Dict, List, Optional

from bench.common import BUILD, DEEP_PERFT_DEPTH, KIWIPETE, Row, bench_module, median, run
from bitboard_tables.languages import LANGUAGES
from tests.conftest import GENERATED
from tests.harness.drivers import drivers

KEY = "perft"
REPEATS = (3, 1)  # (full run, --quick)
PERFT_DEPTH = 4
TITLES = {language.name: language.title for language in LANGUAGES}


def _perfts() -> Dict[str, Optional[List[str]]]:
    """Returns {row name: the perft's command, None where it cannot be built here}."""
    out: Dict[str, Optional[List[str]]] = {}
    for language, driver in drivers().items():
        name = f"{TITLES[language]} perft"
        try:
            out[name] = driver.build_perft(GENERATED, BUILD / f"perft-{language}")
        except Exception:  # a missing toolchain, a failed build: shown as not available
            out[name] = None
    return out


def measure(repeats: int) -> List[Row]:
    section = f"5. perft (Kiwipete, depth {PERFT_DEPTH})"
    consumers = _perfts()
    baseline = bench_module("chess_perft", KIWIPETE, str(PERFT_DEPTH))
    times: Dict[str, List[float]] = {name: [] for name, cmd in consumers.items() if cmd}
    base_times: List[float] = []
    nodes: Dict[str, int] = {}
    for _ in range(repeats):
        for name, cmd in consumers.items():
            if cmd:
                out, cpu, _ = run([*cmd, KIWIPETE, str(PERFT_DEPTH)])
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
    c_perft = consumers.get(f"{TITLES['c']} perft")
    for language, driver in drivers().items():
        command = consumers[f"{TITLES[language]} perft"]
        if language != "c" and driver.perft and command and c_perft:
            rows.append(beside_c(section, TITLES[language], command, c_perft, max(repeats, 3)))
    return rows


def beside_c(section: str, title: str, command: List[str], c_command: List[str], repeats: int) -> Row:
    """Returns a compiled perft's nodes/s beside the C perft's, both deeper than the
    Python perft can go, alternating."""
    times: List[List[float]] = [[], []]
    counts = set()
    for _ in range(repeats):
        for k, cmd in enumerate((command, c_command)):
            out, cpu, _ = run([*cmd, KIWIPETE, str(DEEP_PERFT_DEPTH)])
            counts.add(int(out.split()[-1]))
            times[k].append(cpu)
    if len(counts) != 1:
        raise RuntimeError(f"the {title} and C perfts count {sorted(counts)} nodes")
    nodes = counts.pop()
    mine, c = (nodes / median(t) for t in times)
    return Row(section, f"{title} perft beside the C perft, depth {DEEP_PERFT_DEPTH}", mine, "nodes/s", "C perft, same depth", c, note=f"{nodes} nodes")
