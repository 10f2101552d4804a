"""Where the time of one generation goes: imports, computing, rendering, black.

    python bench/gen_split.py

Run by bench/run.py in a fresh interpreter; prints one JSON object of CPU and
wall nanoseconds per phase. The phases are those of `python -m generator
generate`, done with the generator's own functions: importing the generator
(and Jinja2), computing the tables, rendering both templates, and importing
black and formatting the Python module with it. Writing is left out (nothing is
written).
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def main() -> int:
    phases = {}
    last = [time.process_time_ns(), time.perf_counter_ns()]

    def mark(phase: str) -> None:
        now = [time.process_time_ns(), time.perf_counter_ns()]
        phases[phase] = dict(cpu=now[0] - last[0], wall=now[1] - last[1])
        last[:] = now

    sys.path.insert(0, str(ROOT))
    from generator import render, tables

    mark("imports")
    tables.compute_tables.cache_clear()
    selection = render.select()
    mark("computing")
    python_text = render.render_python(selection, black_format=False)
    render.render_c(selection)
    mark("rendering")
    import black

    black.format_str(python_text, mode=black.Mode())
    mark("black")
    print(json.dumps(phases))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
