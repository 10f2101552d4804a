"""The mutation harness: plants one-line bugs and reports which the tests miss.

    .venv/bin/python -m tests.mutation [--jobs N] [--only ID,...] [--list] [--timeout S]

For each mutant of `tests/mutation/mutants.py` (the shared ones, and each
language's of tests/drivers/<name>/mutants.py) it copies the working tree (the
files git tracks, as they are on disk) into a temporary directory, replaces the
mutant's one line, regenerates the outputs there with `python -m bitboard_tables
generate`, and runs the test suite there with `pytest -x`. A mutant is killed
when generation or a test fails (or the run exceeds --timeout), and survives
when the suite passes. The report lists each mutant, then the kill ratio; the
exit status is 1 when a mutant that is not marked equivalent survived, 2 on bad
input (an unknown id, or a mutant whose line is no longer in its file), else 0.

`make mutate` runs it. CI does not: it takes tens of minutes.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import List, Optional, Tuple

from tests.conftest import PIP_TARGETS, ROOT

from .mutants import MUTANTS, Mutant, apply

# The exhaustive table and function checks first, so that most mutants die within
# seconds, cheapest first (in-process, then the mappings' outputs, then the builds
# of every language's drivers, then the sliders header's); then every other test
# file, in pytest's order.
FIRST = (
    "tests/proofs/test_python.py",
    "tests/proofs/test_engine_tables.py",
    "tests/proofs/test_python_functions.py",
    "tests/proofs/test_python_api.py",
    "tests/proofs/test_function_bodies.py",
    "tests/proofs/test_magic_numbers.py",
    "tests/proofs/test_mappings.py",
    "tests/proofs/test_languages.py",
    "tests/proofs/test_c.py",
    "tests/proofs/test_rust.py",
    "tests/proofs/test_csharp.py",
    "tests/proofs/test_c_sliders.py",
    "tests/proofs/test_sliders.py",
    "tests/proofs/test_java.py",
    "tests/proofs/test_sliders_python.py",
)


# Tests of the mutant list itself: in a tree with a mutant planted, the planted
# line no longer reads as the list says, so they would fail there and report
# every mutant the product's tests miss as killed.
NOT_RUN = ("tests/proofs/test_mutants.py",)
# The recorded digests of the outputs (tests/oracles/digests.py) fail for any
# mutant that changes a byte: they record bytes, not meaning, so a mutant that
# only they kill is one the proofs miss. The harness leaves them out.
DESELECTED = ("tests/proofs/test_outputs.py::test_every_output_of_every_mapping_has_the_recorded_bytes",)


DESELECT = [f"--deselect={test}" for test in DESELECTED]
# what `make test` installs inside the tree, untracked, and each mutant's copy shares:
# the pinned TypeScripts and Node of the JavaScript tests (npm ci), and the toolchains
# the Makefile installs with pip --target (.venv/zig-current, .venv/java-11, ...)
INSTALLED = (
    "tests/drivers/js/node_modules",
    *(target.relative_to(ROOT).as_posix() for target in PIP_TARGETS),
)


def test_files(root: Path) -> List[str]:
    """Returns the test files of `root`, FIRST first, without NOT_RUN."""
    rest = sorted(p.relative_to(root).as_posix() for p in (root / "tests" / "proofs").glob("test_*.py"))
    rest = [f for f in rest if f not in NOT_RUN]
    return [f for f in FIRST if f in rest] + [f for f in rest if f not in FIRST]


def tracked_files(root: Path) -> List[str]:
    """Returns the paths git tracks under `root`, relative to it."""
    out = subprocess.run(["git", "ls-files", "-z"], cwd=root, capture_output=True, check=True).stdout
    return [p for p in out.decode().split("\0") if p]


def copy_tree(root: Path, files: List[str], dest: Path) -> None:
    """Copies `files` (relative to `root`) into `dest`, keeping their modes."""
    for rel in files:
        src = root / rel
        if not src.is_file():  # deleted in the working tree
            continue
        target = dest / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(src, target)


def run_mutant(mutant: Mutant, files: List[str], timeout: float) -> Tuple[str, str, float]:
    """Returns (verdict, detail, seconds) for `mutant`: verdict is "killed",
    "survived", or "timed out" where the run outlasted `timeout`: no verdict (a test
    that the mutant makes hang fails by its own time limit, which is a kill; the
    harness's limit is reached by a machine too loaded to finish the run)."""
    start = time.monotonic()
    with tempfile.TemporaryDirectory(prefix=f"mutant-{mutant.id}-") as tmp:
        work = Path(tmp)
        copy_tree(ROOT, files, work)
        # the copy's own .venv, where its tests keep the generator's cache, their bytecode
        # and their compiled programs (tests/conftest.py, tests/harness/kept.py): each
        # starts empty and goes with the copy, so the copy reads nothing the unmutated
        # tree computed (the generator's keys hold the bytes of bitboard_tables/ too,
        # where every mutant is planted)
        (work / ".venv").mkdir(exist_ok=True)
        for installed in INSTALLED:  # what the tests installed, which git does not track
            if (ROOT / installed).is_dir():
                (work / installed).parent.mkdir(parents=True, exist_ok=True)
                (work / installed).symlink_to(ROOT / installed)
        path = work / mutant.file
        path.write_text(apply(mutant, path.read_text()))
        # no cache of generated results: every mutant computes its tables afresh (the
        # tests' sessions set their own cache, the copy's)
        env = dict(os.environ, PYTHONPATH=str(work), PYTHONDONTWRITEBYTECODE="1", BITBOARD_TABLES_CACHE_DIR="")
        env.pop("CI", None)
        steps = (
            ("generate", [sys.executable, "-m", "bitboard_tables", "generate"]),
            ("tests", [sys.executable, "-m", "pytest", "-x", "-q", "-p", "no:cacheprovider", *DESELECT, *test_files(work)]),
        )
        for step, cmd in steps:
            left = timeout - (time.monotonic() - start)
            try:
                proc = subprocess.run(cmd, cwd=work, env=env, capture_output=True, text=True, timeout=max(left, 1))
            except subprocess.TimeoutExpired:
                return "timed out", f"{step}: no verdict within {timeout:.0f} s", time.monotonic() - start
            if proc.returncode != 0:
                return "killed", f"{step}: {_first_failure(proc.stdout + proc.stderr)}", time.monotonic() - start
    return "survived", "the suite passed", time.monotonic() - start


def _first_failure(output: str) -> str:
    """Returns the line naming the first failed test, or the last line of `output`."""
    lines = [line for line in output.splitlines() if line.strip()]
    for line in lines:
        if line.startswith(("FAILED ", "ERROR ")):
            return line.split(" - ")[0]
    return lines[-1][:160] if lines else "failed"


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.mutation", description=__doc__.splitlines()[0])
    parser.add_argument("--jobs", type=int, default=2, help="mutants run at once (default 2)")
    parser.add_argument("--only", metavar="ID,...", help="run only these mutants")
    parser.add_argument("--list", action="store_true", help="list the mutants and exit")
    parser.add_argument("--timeout", type=float, default=900, help="seconds one mutant may take (default 900)")
    args = parser.parse_args(argv)

    mutants = list(MUTANTS)
    if args.only:
        wanted = [i.strip() for i in args.only.split(",") if i.strip()]
        known = {m.id for m in MUTANTS}
        unknown = [i for i in wanted if i not in known]
        if unknown:
            print(f"mutation: unknown mutant {unknown[0]!r}; accepted: the ids --list prints", file=sys.stderr)
            return 2
        mutants = [m for m in MUTANTS if m.id in wanted]
    for m in mutants:
        try:
            apply(m, (ROOT / m.file).read_text())
        except (ValueError, OSError) as exc:
            print(f"mutation: {m.id}: {exc}", file=sys.stderr)
            return 2
    if args.list:
        for m in mutants:
            print(f"{m.id:<28} {m.file}: {m.what}" + (f"  [equivalent: {m.equivalent}]" if m.equivalent else ""))
        return 0

    files = tracked_files(ROOT)
    runnable = [m for m in mutants if not m.equivalent]
    print(f"{len(runnable)} mutants, {args.jobs} at a time; equivalent mutants are listed, not run", flush=True)
    results = {}
    with ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        futures = {pool.submit(run_mutant, m, files, args.timeout): m for m in runnable}
        for future, m in futures.items():
            verdict, detail, seconds = future.result()
            results[m.id] = verdict
            print(f"{verdict:<9} {m.id:<28} {seconds:6.1f} s  {detail}", flush=True)
    for m in mutants:
        if m.equivalent:
            print(f"{'equiv':<9} {m.id:<28} {'':>8}  {m.equivalent}")
    killed = sum(1 for v in results.values() if v == "killed")
    survivors = [i for i, v in results.items() if v == "survived"]
    undecided = [i for i, v in results.items() if v == "timed out"]
    print(f"killed {killed} of {len(runnable)} non-equivalent mutants ({len(mutants) - len(runnable)} equivalent)")
    if survivors:
        print(f"survived: {', '.join(survivors)}")
    if undecided:
        print(f"timed out, no verdict (run again on a quieter machine or with a larger --timeout): {', '.join(undecided)}")
    return 1 if survivors or undecided else 0


if __name__ == "__main__":
    sys.exit(main())
