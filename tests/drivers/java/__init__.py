"""The Java test driver: Driver.java on Bitboards.java, built by the JDK at hand
(tests/drivers/java/build.py: javac --release 11 -Xlint:all -Werror) and run on
every JVM of JDKS: the java on PATH, Java 11 and the current Java; the perft is
tests/perft/Perft.java as `make perft-java` builds it: a launcher script, run by
the JVM on PATH alone (the same class files run on every JVM, and the driver
proves every function on each).

A JVM costs a tenth of a second to start and a cold javac a second or two, so each
directory of outputs is compiled once, the driver and the perft together, and
the perft of the mappings (by fancy magic) counts each position at the deepest depth within a
hundred thousand nodes: the launches, not the counting, are what a Java test
pays for (test_perft_compiled counts the LERF perft to the published depths).
Its sliders driver is tests/drivers/java/SliderCheck.java, compiled with the
driver; the perft takes its technique as a property (-Dperft.sliders=T).
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

from bitboard_tables.languages.java import CAPABILITIES
from bitboard_tables.mapping import LERF
from tests.conftest import GENERATED
from tests.harness.drivers import Driver, Examples, Sliders, slider_perfts
from tests.drivers.java.build import FULL_JVM, JDK, JDKS, QUICK_JVM, SLIDERS_PROPERTY, compiled, java_command, write_launcher


def build(jdk, outputs: Path, build_dir: Path) -> list:
    """Returns the command of Driver.java compiled by `jdk` (a javabuild.Jdk) on the
    class in `outputs`, run by its java."""
    return java_command(jdk, compiled(jdk, outputs, build_dir), "Driver")


def build_perft(outputs: Path, exe: Path) -> list:
    """Returns tests/perft/Perft.java compiled on the class in `outputs` with a
    launcher script `exe` (both compilers, as an engine runs)."""
    exe.parent.mkdir(parents=True, exist_ok=True)
    classes = compiled(JDK, outputs, exe.parent / f"{exe.name}.build")
    return [str(write_launcher(JDK, classes, exe, FULL_JVM))]


def build_quick_perft(outputs: Path, exe: Path) -> list:
    """As build_perft, the launcher running the quick compiler alone (C1), which
    starts soonest, its sliders and pins by fancy magic (the fastest technique in
    bench/java.py): the perft of the mappings other than LERF, so that the sliders
    count the published numbers in every mapping (LERF's with each technique:
    tests/proofs/test_sliders.py)."""
    exe.parent.mkdir(parents=True, exist_ok=True)
    classes = compiled(JDK, outputs, exe.parent / f"{exe.name}.build")
    return [str(write_launcher(JDK, classes, exe, (*QUICK_JVM, f"-D{SLIDERS_PROPERTY}=magic")))]


def build_sliders(jdk, outputs: Path, build_dir: Path, mapping: str):
    """Returns how to run SliderCheck.java, compiled with the driver on the class in
    `outputs`, by `jdk`'s java: (its arguments) -> command."""
    command = java_command(jdk, compiled(jdk, outputs, build_dir), "SliderCheck")
    return lambda args: [*command, *args]


def build_technique_perft(technique: str, outputs: Path, build_dir: Path) -> list:
    """Returns Perft.java, compiled with the driver on the class in `outputs`, its
    sliders and pins by `technique` (PerftSliders, -Dperft.sliders=T)."""
    return java_command(JDK, compiled(JDK, outputs, build_dir), "Perft", (*QUICK_JVM, f"-D{SLIDERS_PROPERTY}={technique}"))


# every technique's perft but kindergarten's (tests/proofs/test_perft_compiled.py) and
# Kogge-Stone's, the slowest, proven by the hashes alone; on CPW's positions
SLIDERS = Sliders(
    build_sliders, fills=("fill-each", "fill-all"), build_perft=build_technique_perft,
    perfts={t.name: slider_perfts(sedlak=False) for t in CAPABILITIES.carried(LERF) if t.name not in ("kindergarten", "kogge_stone")},
)  # fmt: skip


def run_example(jdk, code: str, work: Path) -> list:
    """Returns what a documents' Java block prints: its class, in the file its name
    names, compiled by `jdk` against generated/Bitboards.java's classes (compiled
    once a session, as the drivers' are) and run by its java."""
    name = re.search(r"\bclass\s+(\w+)", code)
    assert name, "a Java example without a class"
    source = work / f"{name.group(1)}.java"
    source.write_text(code)
    bitboards = compiled(jdk, GENERATED, work / "bitboards")
    jdk.compile([source], work / "classes", classpath=bitboards)
    command = java_command(jdk, work / "classes", name.group(1), classpath=bitboards)
    return subprocess.run(command, capture_output=True, text=True, check=True).stdout.splitlines()


EXAMPLES = Examples("java", "static void main", "System.out.print", r"//\s*(.+?)\s*$", run_example, every_toolchain=True)
DRIVER = Driver(
    "java", tuple(JDKS), build, build_perft, perft="perft-java", perft_nodes=100_000, examples=EXAMPLES,
    build_quick_perft=build_quick_perft, sliders=SLIDERS,
)
