"""The Java class beyond what every language proves (tests/proofs/test_languages.py):
the outputs of `--only` subsets, which leave out one decoder or every one
(each branch of the template's decoders), compile warning-free for Java 11 and
read back entry by entry; the class of every table stays within the class-file
limits with room to spare; and an out-of-range square throws, as any Java array
index does.
"""

from __future__ import annotations

import struct
import subprocess
import sys
from pathlib import Path

import pytest

from bitboard_tables.languages import read_generated
from tests.conftest import GENERATED, ROOT
from tests.harness.javabuild import JDK, lay_out

pytestmark = pytest.mark.timeout(180)

# (the option --only, the decoders its class holds): the bitboard tables of one
# index, of two, the byte tables of two, no packed table at all
SUBSETS = [
    ("KNIGHT_ATTACKS,square_name", ["longs(int n, String hex)"]),
    ("rook_attacks,BETWEEN,pinned", ["longs(int n, String hex)", "longs(int n, int m, String... rows)"]),
    ("FIRST_RANK_XRAYS", ["bytes(int n, String hex)", "bytes(int n, int m, String... rows)"]),
    ("DIR_SHIFT,squares,parse_square", []),
]


@pytest.mark.parametrize("only, decoders", SUBSETS, ids=[only for only, _ in SUBSETS])
def test_every_subset_compiles_and_reads_back(only, decoders, tmp_path):
    out = tmp_path / "out"
    command = [sys.executable, "-m", "bitboard_tables", "generate", "--lang", "java", "--only", only, "--out", str(out)]
    proc = subprocess.run(command, cwd=tmp_path, capture_output=True, text=True, env={"PYTHONPATH": str(ROOT), "PATH": ""})
    assert proc.returncode == 0, proc.stderr
    text = (out / "Bitboards.java").read_text()
    assert [d for d in ("longs(int n, String hex)", "longs(int n, int m, String... rows)", "bytes(int n, String hex)",
                        "bytes(int n, int m, String... rows)") if d in text] == decoders
    JDK.compile([lay_out(out / "Bitboards.java", tmp_path / "src")], tmp_path / "classes")
    found = read_generated(out / "Bitboards.java")
    assert {t.name for t in found.tables} <= set(only.split(",")) | {"RANK_MASK_EX", "FILE_MASK_EX", "FILL_UP_ATTACKS", "A_FILE_ATTACKS",
                                                                      "DIAGONAL_MASK_EX", "ANTI_DIAGONAL_MASK_EX", "BETWEEN"}


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


def test_the_class_stays_within_the_class_file_limits(tmp_path):
    """A method holds at most 65,535 bytes of code and a class 65,535 constant-pool
    entries; the class of every table uses a fraction of each."""
    JDK.compile([lay_out(GENERATED / "Bitboards.java", tmp_path / "src")], tmp_path / "classes")
    entries, clinit = _class_limits((tmp_path / "classes" / "bitboards" / "Bitboards.class").read_bytes())
    assert entries < 65535 // 8, entries
    assert clinit is not None and clinit < 65535 // 4, clinit


def test_an_out_of_range_square_throws(builds):
    (*command,) = builds.driver("java", JDK, GENERATED, "LERF")
    proc = subprocess.run(command, input="rank_attacks 0 64\n", capture_output=True, text=True, timeout=60)
    assert proc.returncode != 0 and "ArrayIndexOutOfBoundsException" in proc.stderr, proc.stderr[:300]
