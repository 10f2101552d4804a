"""`make bench`: every speed claim of the project, measured beside its baseline.

    python -m bench [--quick] [--sections 1,2,...,20] [--json PATH]
    python -m bench.c_sizes [--header DIR] [--cc CC]

Run from the repository root, or with it on PYTHONPATH, so that `bench`,
`bitboard_tables`, `generated` and `tests.harness` import as packages; every
program the bench starts runs with the root as its working directory. Needs
only the project's venv (python-chess, black, Jinja2, pytest) and a C compiler
(`$CC`, default `cc`). Prints one table and writes the same figures as JSON to
build/bench.json. Every figure is the median of repeated runs, and each
baseline is measured in the same run, alternating with the figure it is
compared to. One module per section, in this order:

1. bench.generation: `make generate` and `make check` in wall time, with the
   generator's cache warm and with nothing cached, against `generate --check`
   as it was before black was kept off the data; and the split between
   importing, computing, rendering and black, nothing cached (bench.gen_split);
2. bench.python_import: Python import of generated/bitboards.py in a fresh
   interpreter, bytecode cached and compiled from source, against `import chess`;
3. bench.python_lookups: Python lookups against python-chess's attack tables,
   and the cost of the 64-bit masking against the same functions unmasked
   (bench.py_lookups);
4. bench.c_lookups: C lookups at -O2 against a classical ray loop and each
   other (bench/lookups.c);
5. bench.perft: perft of the C, C++, Rust and Python consumers against
   python-chess's perft (bench.chess_perft) on the same position and depth, and
   the C++ and Rust perfts against the C perft one ply deeper;
6. bench.rust: the Rust module: `rustc -O --crate-type lib` of
   generated/bitboards.rs alone with each rustc at hand, against `cc -O2 -c` of
   a file including the header; and the stripped size of a program using one
   lookup (bench/rust_one_lookup.rs) and of one using every lookup and every
   table (the test driver tests/drivers/rust/driver.rs), against an empty program.
7. bench.sliders: the slider techniques of generated/bitboards_sliders.h raced
   side by side (bench/sliders.c): the classical ray loop, Kogge-Stone,
   kindergarten, hyperbola quintessence, fancy magic and PEXT (where the CPU has
   BMI2), rook, bishop and queen as independent lookups (throughput) and as a
   dependent chain (latency), one-lookup x-rays against two lookups, the tables
   filled at start-up against constant ones, the bytes of table each reads, and
   the C perft with each as its slider lookup;
8. bench.cpp: the C++ header: the compile time of a unit that includes
   generated/bitboards.hpp and uses one lookup, against the same on bitboards.h,
   and the stripped size of each program (bench/cpp_one_lookup*.cpp);
9. to 14. bench.go, bench.zig, bench.csharp, bench.js, bench.java and
   bench.explorer: each of those outputs (and the explorer page) against its
   baselines, as each module's docstring says;
15. bench.peers: the Rust module against the crates an engine author would
   otherwise install (shakmaty, cozy-chess, chess), from bench/peers/rust;
16. bench.peers_go: the Go package against the Go library served here
   (corentings/chess/v2), from bench/peers/go;
17. bench.cozy_perft: cozy-chess's own perft (the crate's source as
   bench/peers/rust pins it, copied to build/) with its slider lookups swapped
   for the Rust module's, against the crate's own lookups.
18. bench.layout: C's and C++'s perft by magic and black magic, each square's
   record against the parallel tables (issue 46), under PIE and without, by
   callgrind's instructions and by time.
19. bench.wasm: wasm32 (issue 48): the size of a module with one rook lookup in
   C, Rust and Zig against shakmaty's, its first lookup in Node, and the C and
   Rust perfts by the 32-bit magic against fancy magic in Node's WASI.
20. bench.i686: C perft on i686 (native, built by i686-linux-gnu-gcc) by each
   technique it carries, against fancy magic, and the same on x86-64, by
   callgrind's instructions and by time (issue 48: the 32-bit magic).

bench.common holds what the sections share: running and timing a command, the
`Row` of the report, the machine's description, the C and Rust builds. The
programs a section runs in a fresh interpreter (`python -m bench.gen_split`,
`bench.py_lookups`, `bench.chess_perft`) import nothing of the bench but this
package's `ROOT` and the inputs of bench.cases (and bench.chess_perft the tests'
python-chess oracle, tests/oracles/python_chess.py), so that what they time is
theirs alone. bench.c_sizes, the second half of `make bench`, prints the stored size of
C programs with one copy of the tables and with many.

Times are CPU time of the measured process (user + system) or thread: on a
shared machine it is far steadier than wall time, which is also recorded in
the JSON and shown for `make generate` and `make check`, whose goal is in wall
time. No figure here is a test: nothing fails when a goal is missed.
"""

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent  # the repository
