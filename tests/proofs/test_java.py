"""The Java class beyond what every language proves (tests/proofs/test_languages.py):
the outputs of `--only` subsets (with `--prefix`, which the class records and
does not apply), with and without tables held in nested classes of their own
(both branches of the template's tables), compile warning-free for Java 11 and
read back entry by entry; every class file of the class of every
table stays within the class-file limits with room to spare; and an
out-of-range square throws, as any Java array index does.

The slider techniques are proven by tests/proofs/test_sliders.py through
tests/drivers/java/ (SliderCheck.java, compiled with the driver, on every JVM; the
JVM runs each holder's static initializer once, under its class-initialization
lock, and makes the threads that ask meanwhile wait for it). Here, run with the
JVM's log of class initializations, each fill group's public fill
(fillMagicAttacks, ...) initializes its own group's holder (MagicAttacksTables,
MagicXraysTables, BlackAttacksTables) and no other, and fillSliderTables() every
one; and a program that never calls a technique never loads the nested classes
of its tables.
"""

from __future__ import annotations

import math
import re
import struct
import subprocess
import sys
from pathlib import Path

import pytest

from bitboard_tables.languages import read_generated
from bitboard_tables.languages.java import dialect
from bitboard_tables.languages.slider_section import fill_groups, holder_class
from bitboard_tables.mapping import LERF
from bitboard_tables.tables import compute_tables
from tests.conftest import GENERATED, ROOT
from tests.harness.drivers import initialized_after_markers
from tests.drivers.java.build import JDK, QUICK_JVM, compiled, java_command, lay_out

pytestmark = pytest.mark.timeout(180)

# (the option --only, the tables it holds in nested classes): bitboard tables
# of one index and of two, a byte table, and none held at all
SUBSETS = [
    ("KNIGHT_ATTACKS,square_name", []),
    ("rook_attacks,BETWEEN,pinned", ["BETWEEN", "FILL_UP_ATTACKS", "A_FILE_ATTACKS"]),
    ("FIRST_RANK_XRAYS,RAY_ATTACKS", ["RAY_ATTACKS", "FIRST_RANK_XRAYS"]),
    ("DIR_SHIFT,squares,parse_square", []),
]


@pytest.mark.parametrize("only, held", SUBSETS, ids=[only for only, _ in SUBSETS])
def test_every_subset_compiles_and_reads_back(only, held, tmp_path):
    out = tmp_path / "out"
    command = [sys.executable, "-m", "bitboard_tables", "generate", "--lang", "java", "--only", only, "--prefix", "CB", "--out", str(out)]
    proc = subprocess.run(command, cwd=tmp_path, capture_output=True, text=True, env={"PYTHONPATH": str(ROOT), "PATH": ""})
    assert proc.returncode == 0, proc.stderr
    text = (out / "Bitboards.java").read_text()
    # the prefix names nothing, and is not recorded: a class is its own namespace
    assert "--prefix" not in text.split("\n", 3)[2] and "CB_" not in text and "cb_" not in text
    assert re.findall(r"^    public static final \w+(?:\[\])+ (\w+) = \w+\.VALUES;$", text, re.M) == held
    JDK.compile([lay_out(out / "Bitboards.java", tmp_path / "src")], tmp_path / "classes")
    nested = sorted(p.name for p in (tmp_path / "classes" / "bitboards").glob("Bitboards$*.class"))
    assert len(nested) == len(held), nested
    by_name = {t.name: t for t in compute_tables()}
    for table in read_generated(out / "Bitboards.java").tables:
        assert (table.shape, table.element, table.data) == (by_name[table.name].shape, by_name[table.name].element, by_name[table.name].data)


# the bytes after the tag of each constant-pool entry but Utf8's (JVMS 4.4)
_CONSTANT_SIZES = {3: 4, 4: 4, 5: 8, 6: 8, 7: 2, 8: 2, 9: 4, 10: 4, 11: 4, 12: 4, 15: 3, 16: 2, 17: 4, 18: 4, 19: 2, 20: 2}


def _class_limits(data: bytes):
    """Returns (constant-pool entries, the bytes of code of <clinit>) of a class file,
    read by the layout of the JVM specification (chapter 4)."""
    count = struct.unpack_from(">H", data, 8)[0]
    pos, k, utf8 = 10, 1, {}
    while k < count:
        tag = data[pos]
        if tag == 1:
            length = struct.unpack_from(">H", data, pos + 1)[0]
            utf8[k] = data[pos + 3 : pos + 3 + length]
            pos += 3 + length
        else:
            pos += 1 + _CONSTANT_SIZES[tag]
        k += 2 if tag in (5, 6) else 1  # a long or a double takes two entries
    pos += 6  # access flags, this class, super class
    pos += 2 + 2 * struct.unpack_from(">H", data, pos)[0]  # interfaces
    fields = struct.unpack_from(">H", data, pos)[0]
    pos += 2
    for _ in range(fields):  # access flags, name, descriptor, then attributes
        pos = _attributes_end(data, pos + 6)
    methods = struct.unpack_from(">H", data, pos)[0]
    pos += 2
    clinit = None
    for _ in range(methods):
        name = utf8[struct.unpack_from(">H", data, pos + 2)[0]]
        at = pos + 8
        for _ in range(struct.unpack_from(">H", data, pos + 6)[0]):
            attribute, length = struct.unpack_from(">HI", data, at)
            if name == b"<clinit>" and utf8[attribute] == b"Code":
                clinit = struct.unpack_from(">I", data, at + 10)[0]  # after max_stack, max_locals
            at += 6 + length
        pos = at
    return count - 1, clinit


def _attributes_end(data: bytes, pos: int) -> int:
    """Returns where the attributes whose count is at `pos` end."""
    count = struct.unpack_from(">H", data, pos)[0]
    pos += 2
    for _ in range(count):
        pos += 6 + struct.unpack_from(">I", data, pos + 2)[0]
    return pos


def test_every_class_stays_within_the_class_file_limits(tmp_path):
    """A method holds at most 65,535 bytes of code and a class 65,535 constant-pool
    entries; each class file of the class of every table (Bitboards, the nested
    classes of its tables and those of the slider techniques' packed tables) uses
    at most half of each."""
    JDK.compile([lay_out(GENERATED / "Bitboards.java", tmp_path / "src")], tmp_path / "classes")
    classes = sorted((tmp_path / "classes" / "bitboards").glob("*.class"))
    holders = [holder_class(g.name) for g in fill_groups(LERF, dialect())]  # MagicAttacksTables, ...
    assert len(classes) == 1 + sum(1 for t in compute_tables() if math.prod(t.shape) > 64) + len(holders)  # docs/functions.md
    for path in classes:
        entries, clinit = _class_limits(path.read_bytes())
        assert entries < 65535 // 2, (path.name, entries)
        assert clinit is not None and clinit < 65535 // 2, (path.name, clinit)


def test_an_out_of_range_square_throws(builds):
    (*command,) = builds.driver("java", JDK, GENERATED, "LERF")
    proc = subprocess.run(command, input="rank_attacks 0 64\n", capture_output=True, text=True, timeout=60)
    assert proc.returncode != 0 and "ArrayIndexOutOfBoundsException" in proc.stderr, proc.stderr[:300]


# --- the slider techniques ---------------------------------------------------------


@pytest.fixture(scope="module")
def classes(tmp_path_factory) -> Path:
    """The classes of generated/Bitboards.java, the driver, the sliders check and the
    perft, compiled once by the javac on PATH (every JVM runs them)."""
    return compiled(JDK, GENERATED, tmp_path_factory.mktemp("java"))


def _initialized_by_fill(classes: Path, mode: str) -> dict:
    """Returns {holder: the marker line of SliderCheck `mode` before the JVM's line
    that initialized it}, from -Xlog:class+init on the JDK on PATH."""
    command = java_command(JDK, classes, "SliderCheck", (*QUICK_JVM, "-Xlog:class+init=info:stdout"))
    proc = subprocess.run([*command, mode], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    return initialized_after_markers(proc.stdout.splitlines(), r"Initializing 'bitboards/Bitboards\$(\w+Tables)'")


def test_each_groups_fill_initializes_its_holder_and_no_other(classes):
    groups = fill_groups(LERF, dialect())
    assert _initialized_by_fill(classes, "fill-each") == {holder_class(g.name): f"fill {g.name}" for g in groups}
    assert _initialized_by_fill(classes, "fill-all") == {holder_class(g.name): "fill all" for g in groups}


def test_a_program_that_calls_no_technique_loads_none_of_their_tables(classes):
    """The driver asks the class's own functions: the JVM loads no nested class of a
    technique's packed tables, so their fill never runs; the sliders check loads
    every one."""
    holders = {f"bitboards.Bitboards${holder_class(g.name)}" for g in fill_groups(LERF, dialect())}
    assert holders == {f"bitboards.Bitboards${name}Tables" for name in ("MagicAttacks", "MagicXrays", "BlackAttacks")}

    def loaded(main: str, stdin: str) -> set:
        command = java_command(JDK, classes, main, (*QUICK_JVM, "-Xlog:class+load=info"))
        proc = subprocess.run(command, input=stdin, capture_output=True, text=True, timeout=60)
        assert proc.returncode == 0, proc.stderr
        return {line.split()[1] for line in proc.stdout.splitlines() if "class,load" in line}

    assert loaded("Driver", "rook_attacks 0x1000 3\nqueen_attacks 0 27\n") & holders == set()
    assert loaded("SliderCheck", "") >= holders
