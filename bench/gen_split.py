"""Where the time of one generation goes, with nothing cached.

    python -m bench.gen_split            # the phases, as JSON
    python -m bench.gen_split --before   # `generate --check` as it was: black over the whole module

Run by bench.generation in a fresh interpreter, from the repository root, with
the generator's cache turned off (bitboard_tables/cache.py), so that every phase
is computed. The phases are those of `python -m bitboard_tables generate`, done
with the generator's own functions: importing the generator, computing the
tables and the fast-path structures, rendering every output's templates,
importing black, and black formatting the code of the module (its data regions
left out, as `generate` does). The last phase, black over the whole module, is
what generation did before it left the data out: the baseline of the black
phase. Writing is left out.

With --before it does, end to end, what `generate --check` did before: compute,
render, black over the whole module, compare with generated/; bench.generation
times that process as the baseline of `make check`.
"""

from __future__ import annotations

import json
import os
import sys
import time

from bench import ROOT  # nothing more of the bench: the process is timed whole


def main() -> int:
    os.environ["BITBOARD_TABLES_CACHE_DIR"] = ""  # compute everything
    if "--before" in sys.argv[1:]:
        return check_as_before()
    phases = {}
    last = [time.process_time_ns(), time.perf_counter_ns()]

    def mark(phase: str) -> None:
        now = [time.process_time_ns(), time.perf_counter_ns()]
        phases[phase] = dict(cpu=now[0] - last[0], wall=now[1] - last[1])
        last[:] = now

    from bitboard_tables import fast_paths
    from bitboard_tables.languages import LANGUAGES, python
    from bitboard_tables.selection import select

    mark("imports")
    selection = select()
    fast_paths.fast_paths()
    mark("computing")
    python_text = python.render_module(selection, black_format=False)  # black is a phase of its own
    for language in LANGUAGES:  # every other file, as `generate` renders them
        if language is not python.LANGUAGE:
            for output in language.files:
                if output.wanted(selection):
                    output.render(selection)
    mark("rendering")
    import black

    mark("black_import")
    python.format_with_black(python_text)
    mark("black_code")
    black.format_str(python_text, mode=black.Mode())
    mark("black_whole")
    print(json.dumps(phases))
    return 0


def check_as_before() -> int:
    """Does what `generate --check` did before black was kept off the data, on the
    two outputs it had then; returns 0 when generated/ holds those bytes."""
    from bitboard_tables.cache import black_memo
    from bitboard_tables.languages import c, file_selection, python
    from bitboard_tables.selection import select

    selection = select()

    def of(language, name):  # the selection `generate` renders that file from: its banner's command
        return file_selection(selection, language, next(f for f in language.files if f.file_name(selection) == name))

    outputs = {
        # black over the whole module (black_memo: computed with the cache off, as main turns it off)
        "bitboards.py": black_memo(python.render_module(of(python.LANGUAGE, "bitboards.py"), black_format=False)),
        "bitboards.h": c.render_header(of(c.LANGUAGE, "bitboards.h")),
    }
    differ = [name for name, text in outputs.items() if (ROOT / "generated" / name).read_bytes() != text.encode()]
    if differ:
        print(f"bench.gen_split --before: {', '.join(differ)} as rendered differ from generated/", file=sys.stderr)
    return 1 if differ else 0


if __name__ == "__main__":
    raise SystemExit(main())
