"""The Zig file beyond what every language proves (tests/proofs/test_languages.py):
on every Zig (tests/drivers/zig/build.py: the pinned 0.15.2 and the current
0.17.1), the outputs of two mappings and of an `--only` subset are `zig
fmt`-stable and compile, every declaration analyzed (Zig compiles lazily; Zig
has no warnings, only errors).
"""

from __future__ import annotations

import shutil
import subprocess
import sys

import pytest

from tests.conftest import GENERATED, ROOT
from tests.drivers.zig.build import ZIGS, build_zig_perft
from tests.perft.positions import BAD_ARGUMENTS, BAD_FENS, CPW_RESULTS, KIWIPETE, START

pytestmark = pytest.mark.timeout(180)

SUBSET = ["--only", "pinned,rank_attacks,KNIGHT_ATTACKS", "--prefix", "CB"]
# analyzes every declaration of bitboards.zig, each function's body with it
EVERY_DECLARATION = """const std = @import("std");
const bitboards = @import("bitboards.zig");

comptime {
    for (std.meta.declarations(bitboards)) |declaration| {
        // Zig 0.15 lists a declaration as a struct with its name; later releases, the name alone
        const name = if (@TypeOf(declaration) == [:0]const u8) declaration else declaration.name;
        _ = &@field(bitboards, name);
    }
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
    # a module takes no prefix: its banner records the subset and none
    assert "--only KNIGHT_ATTACKS,rank_attacks,pinned" in text.split("\n", 3)[2] and "--prefix" not in text.split("\n", 3)[2]
    assert "ueenAttacks(" not in text, text[:400]
    return found


@pytest.mark.parametrize("zig", ZIGS, ids=lambda zig: zig.name)
def test_zig_fmt_check_passes_and_every_declaration_compiles(outputs, tmp_path, zig):
    for k, directory in enumerate(outputs):
        build = tmp_path / str(k)
        build.mkdir()
        shutil.copy(directory / "bitboards.zig", build / "bitboards.zig")
        zig.run(["fmt", "--check", "bitboards.zig"], build)
        if directory is not GENERATED:  # the driver analyzes every declaration of generated/'s
            (build / "all.zig").write_text(EVERY_DECLARATION)
            zig.run(["build-obj", "all.zig", "-fno-emit-bin"], build)


def _perft_runs() -> list:
    """(arguments, standard input) of every run the perft test makes: each published
    count within 200,000 nodes, --divide, `-` (a "\\r\\n" line, a last line without
    its newline, a bad line after good ones), every bad argument and bad FEN."""
    runs = [([fen, str(d)], "") for fen, counts in CPW_RESULTS.values() for d, n in enumerate(counts, 1) if n <= 200_000]
    runs += [(["--divide", KIWIPETE, "2"], ""), (["-", "2"], f"{START}\r\n{KIWIPETE}"), (["--divide", "-", "1"], f"{KIWIPETE}\n")]
    runs += [(["-", "1"], f"{START}\nnot a fen\n{KIWIPETE}\n")]
    runs += [(args, "") for args in BAD_ARGUMENTS.values()] + [([fen, "1"], "") for fen in BAD_FENS.values()]
    return runs


def test_the_perft_answers_alike_on_every_zig(tmp_path):
    """tests/perft/perft.zig, whose standard streams and arguments differ by Zig
    release (std.Io from 0.16), answers every run alike on every Zig: the same
    output, messages and status (Debug builds, every safety check on). The other
    tests count with the pinned Zig's perft."""
    for zig in ZIGS:
        zig.require()  # before building any
    answers = []
    for zig in ZIGS:
        exe = build_zig_perft(zig, GENERATED / "bitboards.zig", tmp_path / zig.name, "Debug")
        answers.append([subprocess.run([str(exe), *args], input=stdin, capture_output=True, text=True, timeout=60) for args, stdin in _perft_runs()])
    first = answers[0]
    assert [r.stdout.splitlines()[-1] for r in first[:7]] == ["20", "400", "8902", "197281", "48", "2039", "97862"]
    for zig, runs in zip(ZIGS[1:], answers[1:]):
        for (args, stdin), a, b in zip(_perft_runs(), first, runs):
            assert (b.returncode, b.stdout, b.stderr) == (a.returncode, a.stdout, a.stderr), f"{zig.name}: perft {args} <<< {stdin!r}"
