"""The slider techniques of Bitboards.java proven in Java: every technique, on every
JVM at hand, in LERF and in BEFR (file-major, both coordinates descending).

tests/drivers/java/SliderCheck.java is compiled with the driver (once a session,
tests/harness/javabuild.py) on generated/ and run by each JVM of JDKS (the java on
PATH, Java 11 and the current Java), and compiled once more on the class of
`generate --mapping BEFR`. It hashes each technique's rook and bishop attacks and
one-lookup x-rays over every subset of every square's relevant mask, then over 256
random boards a square, and the queen's attacks over the random boards, as
tests/oracles/slider_hashes.py says; the same hashes computed there from
tests/oracles/reference.py's ray walks prove every answer of every technique, in
order, equal to the reference's (and so every entry of the packed tables each
nested class fills on first use). Which lookups are hashed is the model's list of
the techniques Java carries.

tests/perft/Perft.java with hyperbola, fancy magic and black magic as its sliders
and pins (PerftSliders, `-Dperft.sliders=T`) counts the published numbers in LERF
(CPW's positions; Sedlak's too with fancy magic);
with fancy magic (the fastest in bench/java.py) it counts them in every other
mapping in tests/proofs/test_languages.py (tests/drivers/java/). A program that
never calls a technique never loads the nested classes of its tables.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from bitboard_tables.languages.java import java_techniques_of, slider_holder
from bitboard_tables.mapping import mapping_named
from tests.conftest import GENERATED, ROOT
from tests.harness.drivers import perft_each
from tests.harness.javabuild import JDK, JDKS, QUICK_JVM, SLIDER_CHECK, SLIDERS_PROPERTY, compiled, java_command, lay_out
from tests.oracles.slider_hashes import check_hash_lines
from tests.perft.positions import CPW_RESULTS, SEDLAK

pytestmark = pytest.mark.timeout(120)


def _check(command, mapping: str) -> None:
    proc = subprocess.run(command, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0 and not proc.stderr, proc.stderr
    check_hash_lines(proc.stdout, mapping, java_techniques_of(mapping_named(mapping)))


@pytest.fixture(scope="module")
def classes(tmp_path_factory) -> Path:
    """The classes of generated/Bitboards.java, the driver, the sliders check and the
    perft, compiled once by the javac on PATH (every JVM runs them)."""
    return compiled(JDK, GENERATED, tmp_path_factory.mktemp("java"))


@pytest.mark.parametrize("jdk", JDKS, ids=[j.name for j in JDKS])
def test_every_subset_of_every_mask_and_random_boards(jdk, classes):
    _check(java_command(jdk, classes, "SliderCheck"), "LERF")


def test_a_file_major_class_passes_the_same_check(tmp_path):
    """BEFR: its own magics, the hyperbola byte swap on the rank and both diagonals,
    the first-rank table on the file."""
    JDK.require()
    out = tmp_path / "befr"
    command = [sys.executable, "-m", "bitboard_tables", "generate", "--lang", "java", "--mapping", "BEFR", "--out", str(out)]
    proc = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    JDK.compile([lay_out(out / "Bitboards.java", tmp_path / "src"), SLIDER_CHECK], tmp_path / "classes")
    _check(java_command(JDK, tmp_path / "classes", "SliderCheck"), "BEFR")


def test_a_program_that_calls_no_technique_loads_none_of_their_tables(classes):
    """The driver asks the class's own functions: the JVM loads no nested class of a
    technique's packed tables, so their fill never runs; the sliders check loads
    every one."""
    holders = {f"bitboards.Bitboards${slider_holder(t.name)}" for t in java_techniques_of(mapping_named("LERF")) if t.fills}
    assert holders == {"bitboards.Bitboards$MagicTables", "bitboards.Bitboards$BlackTables"}

    def loaded(main: str, stdin: str) -> set:
        command = java_command(JDK, classes, main, (*QUICK_JVM, "-Xlog:class+load=info"))
        proc = subprocess.run(command, input=stdin, capture_output=True, text=True, timeout=60)
        assert proc.returncode == 0, proc.stderr
        return {line.split()[1] for line in proc.stdout.splitlines() if "class,load" in line}

    assert loaded("Driver", "rook_attacks 0x1000 3\nqueen_attacks 0 27\n") & holders == set()
    assert loaded("SliderCheck", "") >= holders


# (position, depth) as tests/proofs/test_perft_compiled.py asks each C technique
CPW = [(CPW_RESULTS[name][0], depth, CPW_RESULTS[name][1][depth - 1]) for name, depth in
       (("kiwipete", 3), ("position3", 4), ("position4", 3), ("position5", 3), ("initial", 3))]  # fmt: skip
# kindergarten's: test_perft_compiled.py; Kogge-Stone, the slowest, is proven by the hashes alone; fancy
# magic, the fastest, on Sedlak's positions too (pins by its one-lookup x-rays), the others on CPW's
TECHNIQUES = [t.name for t in java_techniques_of(mapping_named("LERF")) if t.name not in ("kindergarten", "kogge_stone")]
PERFTS = {t: CPW + list(SEDLAK.values()) if t == "magic" else CPW for t in TECHNIQUES}


@pytest.mark.parametrize("technique", TECHNIQUES)
def test_perft_with_each_technique_counts_the_published_numbers(technique, classes):
    command = java_command(JDK, classes, "Perft", (*QUICK_JVM, f"-D{SLIDERS_PROPERTY}={technique}"))
    for depth in sorted({depth for _, depth, _ in PERFTS[technique]}):
        asked = [(fen, nodes) for fen, d, nodes in PERFTS[technique] if d == depth]
        answers = perft_each(command, [fen for fen, _ in asked], depth)
        assert [int(answer[-1]) for answer in answers] == [nodes for _, nodes in asked], depth
