"""The Zig file beyond what every language proves (tests/proofs/test_languages.py):
on the pinned Zig (tests/harness/zigbuild.py), the outputs of two mappings and of
an `--only` subset are `zig fmt`-stable and compile, every declaration analyzed
(Zig compiles lazily; Zig has no warnings, only errors).
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import GENERATED, ROOT
from tests.harness.zigbuild import ZIG

pytestmark = pytest.mark.timeout(180)

SUBSET = ["--only", "pinned,rank_attacks,KNIGHT_ATTACKS", "--prefix", "CB"]
# analyzes every declaration of bitboards.zig, each function's body with it
EVERY_DECLARATION = """const bitboards = @import("bitboards.zig");

comptime {
    for (@typeInfo(bitboards).@"struct".decls) |declaration| _ = &@field(bitboards, declaration.name);
}
"""


@pytest.fixture(scope="module")
def outputs(tmp_path_factory) -> list:
    """The directories of the committed outputs, of `generate --lang zig --mapping
    BEFR` and of `generate --lang zig --only ... --prefix CB`."""
    found = [GENERATED]
    for name, options in (("BEFR", ["--mapping", "BEFR"]), ("subset", SUBSET)):
        out = tmp_path_factory.mktemp(f"zig-{name}")
        command = [sys.executable, "-m", "bitboard_tables", "generate", "--lang", "zig", *options, "--out", str(out)]
        proc = subprocess.run(command, cwd=out, capture_output=True, text=True, env={"PYTHONPATH": str(ROOT), "PATH": ""})
        assert proc.returncode == 0, proc.stderr
        found.append(out)
    text = (found[-1] / "bitboards.zig").read_text()
    assert "--prefix CB" in text.split("\n", 3)[2] and "ueenAttacks(" not in text, text[:400]
    return found


def test_zig_fmt_check_passes_and_every_declaration_compiles(outputs, tmp_path):
    for k, directory in enumerate(outputs):
        build = tmp_path / str(k)
        build.mkdir()
        shutil.copy(directory / "bitboards.zig", build / "bitboards.zig")
        ZIG.run(["fmt", "--check", "bitboards.zig"], build)
        if directory is not GENERATED:  # the driver analyzes every declaration of generated/'s
            (build / "all.zig").write_text(EVERY_DECLARATION)
            ZIG.run(["build-obj", "all.zig", "-fno-emit-bin"], build)
