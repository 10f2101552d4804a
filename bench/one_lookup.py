"""The smallest programs of the Go and Zig sections (bench/go.py, bench/zig.py) and
their C counterpart: one lookup (rook_attacks) on arguments read at run time, so
nothing is folded away, printed in hex; and the empty program of each language;
and the rows that set a language's against C's (smallest_program_rows)."""

from __future__ import annotations

from pathlib import Path
from typing import Callable, List, Tuple

from bench.common import GENERATED, Row, c_compiler, run, walls_against

C_ONE = """#include <stdio.h>
#include <stdlib.h>
#include "bitboards.h"

int main(int argc, char **argv) {
    uint64_t occ = argc > 1 ? strtoull(argv[1], 0, 0) : 0;
    int sq = argc > 2 ? atoi(argv[2]) & 63 : 0;
    printf("%llx\\n", (unsigned long long)bb_rook_attacks(occ, sq));
    return 0;
}
"""
C_EMPTY = "int main(void) { return 0; }\n"


def smallest_program_rows(
    section: str, work: Path, language: str, tool: str, lookup: str, build: Callable[[str, int], Tuple[float, Path]], repeats: int, warm: bool
) -> List[Row]:
    """Returns the rows of `language`'s smallest programs against C's, each built in
    `work`: `build(key, k)` builds the program `key` ("one", which calls `lookup`, or
    "empty") stripped for the k-th time and returns (its wall time, its path);
    C's, C_ONE and C_EMPTY, by cc -O2 -s after each (walls_against, `warm`). The
    build time of "one" (by `tool`, the command in words), the sizes of both."""
    walls, sizes = {}, {}
    for key, c_source in (("one", C_ONE), ("empty", C_EMPTY)):
        (work / f"{key}.c").write_text(c_source)
        c_build = [c_compiler(), "-O2", "-s", "-I" + str(GENERATED), str(work / f"{key}.c"), "-o", str(work / f"{key}-c")]
        built = {}

        def timed(k: int, key: str = key) -> float:
            wall, built["program"] = build(key, k)
            return wall

        walls[key] = walls_against(timed, lambda: run(c_build)[2], repeats, warm)
        sizes[key] = (built["program"].stat().st_size, (work / f"{key}-c").stat().st_size)
    return [
        Row(section, f"{tool}, program using {lookup}, wall", walls["one"][0], "s", "cc -O2, the same on bitboards.h", walls["one"][1]),
        Row(section, f"program using {lookup}, stripped", sizes["one"][0], "bytes", "the same C program, stripped", sizes["one"][1]),
        Row(section, f"empty {language} program, stripped", sizes["empty"][0], "bytes", "empty C program, stripped", sizes["empty"][1]),
    ]
