"""Every slider technique of every language whose test driver has a sliders driver
(tests/harness/drivers.py: Sliders), proven in that language on every toolchain of
its matrix, in LERF and in BEFR (file-major, both coordinates descending: its own
magics, the hyperbola byte swap on the rank and both diagonals, the first-rank
table on the file).

Each language's sliders driver (tests/drivers/go/sliders.go is the model) is
built once a toolchain and mapping and asked in the protocol of
tests/oracles/slider_hashes.py, on each branch the build takes:

- its hashes: each technique's rook and bishop attacks and one-lookup x-rays over
  every subset of every square's relevant mask, then over 256 random boards a
  square, and the queen's attacks over the random boards; the same hashes computed
  there from tests/oracles/reference.py's ray walks prove every answer of every
  technique, in order, equal to the reference's (and so every entry of the packed
  tables the output fills). Which lookups are asked is the model's list of the
  techniques the language carries (Capabilities.carried); no other is asked;
- its first use: every lookup asked once before anything has filled a table, by
  four threads released together (by one where the language has one), each answer
  the reference's: no lookup answers from an empty table;
- after each fill group's own fill (and the fill of every table, where the
  language has one), thread 0 alone: each fill fills its own group's tables.

Then the perft of each technique the driver names (Sliders.perfts) counts the
published numbers in LERF; fancy magic's counts them in every mapping in
tests/proofs/test_languages.py. What a language proves beyond this is its own:
C's, C++'s and Rust's sliders (tests/proofs/test_c_sliders.py, test_cpp.py,
test_rust.py), Python's fills under forced interleavings (test_sliders_python.py),
the holders each fill initializes in Java and C# (test_java.py, test_csharp.py).
"""

from __future__ import annotations

import os
import subprocess
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import List, Sequence

import pytest

from tests.conftest import GENERATED
from tests.harness.drivers import Once, carried_techniques as carried, check_published_perfts, drivers
from tests.oracles.slider_hashes import THREADS, check_first_use_lines, check_hash_lines, expected_hashes

# the first test of a language builds its sliders drivers and runs every run of them
pytestmark = pytest.mark.timeout(240)

MAPPINGS = ("LERF", "BEFR")  # BEFR by the default toolchain
DRIVERS = {language: d for language, d in drivers().items() if d.sliders is not None}


# (language, toolchain, mapping): every toolchain on the committed outputs, the default on BEFR
BUILDS = [
    (language, toolchain, mapping)
    for language, d in DRIVERS.items()
    for mapping in MAPPINGS
    for toolchain in (d.toolchains if mapping == "LERF" else (d.default,))
]
BUILD_IDS = [f"{language}-{toolchain.name}-{mapping}" for language, toolchain, mapping in BUILDS]
TECHNIQUES = [(*build, t.name) for build in BUILDS for t in carried(build[0], build[2])]
TECHNIQUE_IDS = [f"{language}-{toolchain.name}-{mapping}-{t}" for language, toolchain, mapping, t in TECHNIQUES]
FILLED = [(*build, mode) for build in BUILDS for mode in DRIVERS[build[0]].sliders.fills]
FILLED_IDS = [f"{language}-{toolchain.name}-{mapping}-{mode}" for language, toolchain, mapping, mode in FILLED]
PERFTS = [(language, t) for language, d in DRIVERS.items() for t in d.sliders.perfts]


def _modes(language: str) -> List[tuple]:
    """The modes of a run of `language`'s sliders driver: the hashes, first use, its fills."""
    return [(), ("first-use",), *((mode,) for mode in DRIVERS[language].sliders.fills)]


class Runs(Once):
    """The sliders drivers of the session, each built once a toolchain and mapping, and
    the output of each run of them, run once: all of a language's at its first test,
    two at a time, as the machine has two cores. A failed build or run fails each test
    that needs it."""

    def __init__(self, root: Path, mapped_of):
        super().__init__()
        self.root, self.mapped_of = root, mapped_of

    def outputs(self, language: str, mapping: str) -> Path:
        return GENERATED if mapping == "LERF" else self.mapped_of(language, (mapping,))[mapping]

    def command(self, language: str, toolchain, mapping: str):
        """Returns (arguments) -> the command of `language`'s sliders driver built by
        `toolchain` on the outputs of `mapping`."""

        def build():
            toolchain.require()
            where = self.root / f"{language}-{toolchain.name}-{mapping}"
            where.mkdir(parents=True, exist_ok=True)
            return DRIVERS[language].sliders.build(toolchain, self.outputs(language, mapping), where, mapping)

        return self._once(("build", language, toolchain.name, mapping), build)

    def output(self, language: str, toolchain, mapping: str, args: Sequence[str]) -> str:
        """Returns what the driver prints when run with `args` (a branch's, then a mode)."""

        def run():
            command = self.command(language, toolchain, mapping)(list(args))
            proc = subprocess.run(command, capture_output=True, text=True, timeout=120)
            assert proc.returncode == 0 and not proc.stderr, f"{' '.join(command)}: {proc.stderr[:2000]}"
            return proc.stdout

        return self._once(("run", language, toolchain.name, mapping, tuple(args)), run)

    def prepare(self, language: str) -> None:
        """Builds and runs every run of `language`, two at a time, the first time it is asked."""
        with self._lock:
            if ("prepared", language) in self.done:
                return
            self.done[("prepared", language)] = True
        sliders = DRIVERS[language].sliders
        builds = [(toolchain, mapping) for lang, toolchain, mapping in BUILDS if lang == language]
        jobs = [lambda t=t, m=m: self.command(language, t, m) for t, m in builds]
        jobs += [
            lambda t=t, m=m, a=(*branch, *mode): self.output(language, t, m, a)
            for t, m in builds
            for branch in sliders.branches(t)
            for mode in _modes(language)
        ]
        for mapping in MAPPINGS:  # the reference's hashes, while the drivers build
            jobs.insert(0, lambda m=mapping: expected_hashes(m))
        with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
            for future in [pool.submit(job) for job in jobs]:
                try:
                    future.result()
                except BaseException:  # reported by the test that needs it
                    pass


@pytest.fixture(scope="session")
def runs(tmp_path_factory, mapped_of) -> Runs:
    return Runs(tmp_path_factory.mktemp("sliders"), mapped_of)


def _outputs(runs: Runs, language: str, toolchain, mapping: str, mode: tuple) -> list:
    """Returns [(branch, output)] of each branch's run of `mode`."""
    runs.prepare(language)
    return [(branch, runs.output(language, toolchain, mapping, (*branch, *mode))) for branch in DRIVERS[language].sliders.branches(toolchain)]


@pytest.mark.parametrize("language, toolchain, mapping, technique", TECHNIQUES, ids=TECHNIQUE_IDS)
def test_every_lookup_over_every_subset_of_every_mask_and_random_boards(runs, language, toolchain, mapping, technique):
    """The technique's hash lines, each equal to the reference's."""
    (record,) = [t for t in carried(language, mapping) if t.name == technique]
    for branch, out in _outputs(runs, language, toolchain, mapping, ()):
        lines = [line for line in out.splitlines() if line.startswith(f"hash {technique} ")]
        check_hash_lines("\n".join(lines), mapping, [record])


@pytest.mark.parametrize("language, toolchain, mapping", BUILDS, ids=BUILD_IDS)
def test_the_driver_asks_the_lookups_of_the_techniques_the_language_carries(runs, language, toolchain, mapping):
    """No lookup missing, none of a technique the language does not carry; and what
    the run says beside its hashes, where the language says more (Sliders.check)."""
    sliders = DRIVERS[language].sliders
    for branch, out in _outputs(runs, language, toolchain, mapping, ()):
        check_hash_lines(out, mapping, carried(language, mapping))
        if sliders.check is not None:
            sliders.check(toolchain, branch, out)


@pytest.mark.parametrize("language, toolchain, mapping", BUILDS, ids=BUILD_IDS)
def test_every_lookup_answers_right_on_first_use(runs, language, toolchain, mapping):
    """Every lookup first asked by four threads at once (or the one), before any fill."""
    threads = DRIVERS[language].sliders.threads or range(THREADS)
    for _, out in _outputs(runs, language, toolchain, mapping, ("first-use",)):
        check_first_use_lines(out, mapping, carried(language, mapping), threads)


@pytest.mark.parametrize("language, toolchain, mapping, mode", FILLED, ids=FILLED_IDS)
def test_every_lookup_answers_right_after_each_groups_own_fill(runs, language, toolchain, mapping, mode):
    """Each fill group's own fill called first (fill-each; fill-all: the fill of every
    table), then thread 0 asks every lookup."""
    check_fills = DRIVERS[language].sliders.check_fills
    for branch, out in _outputs(runs, language, toolchain, mapping, (mode,)):
        check_first_use_lines(out, mapping, carried(language, mapping), [0])
        if check_fills is not None:
            check_fills(toolchain, branch, mode, out)


@pytest.mark.parametrize("language, technique", PERFTS, ids=[f"{language}-{t}" for language, t in PERFTS])
def test_perft_with_each_technique_counts_the_published_numbers(language, technique, tmp_path):
    """The perft's sliders and pins by the technique's lookups."""
    driver = DRIVERS[language]
    driver.default.require()
    command = driver.sliders.build_perft(technique, GENERATED, tmp_path / f"perft-{technique}")
    check_published_perfts(command, driver.sliders.perfts[technique])
