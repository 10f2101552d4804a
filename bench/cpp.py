"""Section 8: the C++ header. The compile time (CPU) of a translation unit that
includes generated/bitboards.hpp and uses one lookup (bench/cpp_one_lookup.cpp),
against the same unit on bitboards.h (bench/cpp_one_lookup_h.cpp), by the C++
compiler (`$CXX`, default g++) at -O2 in C++20; and the stripped size of each
program, against an empty one. The perft race against C is in section 5."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path
from typing import Dict, List

from bench.common import BENCH, GENERATED, Row, median, run

KEY = "cpp"
REPEATS = (9, 3)  # (full run, --quick)


def measure(repeats: int) -> List[Row]:
    section = "8. C++ header"
    cxx = os.environ.get("CXX", "g++")
    rows: List[Row] = []
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        (work / "empty.cpp").write_text("int main() { return 0; }\n")
        sources = {"hpp": BENCH / "cpp_one_lookup.cpp", "h": BENCH / "cpp_one_lookup_h.cpp", "empty": work / "empty.cpp"}
        compile_times: Dict[str, List[float]] = {key: [] for key in sources}
        sizes: Dict[str, int] = {}
        for _ in range(repeats):  # alternating, so that both see the same load
            for key, source in sources.items():
                obj = work / f"{key}.o"
                compile_times[key].append(run([cxx, "-std=c++20", "-O2", f"-I{GENERATED}", "-c", str(source), "-o", str(obj)])[1])
        for key, source in sources.items():
            exe = work / f"{key}-program"
            run([cxx, "-std=c++20", "-O2", "-s", f"-I{GENERATED}", str(source), "-o", str(exe)])
            sizes[key] = exe.stat().st_size
    rows.append(
        Row(section, f"{cxx} -O2 -c, one lookup on bitboards.hpp", median(compile_times["hpp"]), "s",
            "the same on bitboards.h", median(compile_times["h"]))
    )
    rows.append(Row(section, "program using rook_attacks, bitboards.hpp, stripped", sizes["hpp"], "bytes", "empty program", sizes["empty"]))
    rows.append(Row(section, "program using rook_attacks, bitboards.h, stripped", sizes["h"], "bytes", "empty program", sizes["empty"]))
    return rows
