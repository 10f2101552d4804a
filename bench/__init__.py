"""The benchmarks of `make bench` (bench/run.py); the programs it runs in a fresh
interpreter are modules of this package, run from the repository root as
`python -m bench.gen_split`, `bench.py_lookups` and `bench.chess_perft`."""

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent  # the repository
