"""`python -m bench`: runs the chosen sections, prints one table and writes the
same figures as JSON to build/bench.json (see bench/__init__.py)."""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import asdict
from pathlib import Path
from typing import List, Optional, Tuple

import bench
from bench import c_lookups, cozy_perft, cpp, csharp, explorer, generation, go, i686, java, js, layout, peers, peers_go, perft, python_import, python_lookups, rust, sliders, wasm, zig
from bench.common import BUILD, ROOT, Row, machine

# the sections by number, in the order they run
SECTIONS = {
    str(number): module
    for number, module in enumerate(
        (generation, python_import, python_lookups, c_lookups, perft, rust, sliders, cpp, go, zig, csharp, js, java, explorer, peers, peers_go, cozy_perft, layout, wasm, i686),
        start=1,
    )
}

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


def main(argv: Optional[List[str]] = None) -> int:
    p = argparse.ArgumentParser(prog="python -m bench", description=bench.__doc__.splitlines()[0])
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
    repeats = {SECTIONS[s].KEY: SECTIONS[s].REPEATS[1 if args.quick else 0] for s in chosen}
    rows: List[Row] = []
    for s in chosen:
        section = SECTIONS[s]
        print(f"running {section.KEY} ({repeats[section.KEY]} repeats) ...", file=sys.stderr, flush=True)
        rows += section.measure(repeats[section.KEY])

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
