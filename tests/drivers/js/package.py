"""The npm package of `bitboard-tables package --lang js`, self-tested by `node
--test` on the oldest and the newest Node the project tests, and by `npm test` on the
Node on PATH (tests/proofs/test_package.py through the driver's Package;
tests/proofs/test_package_js.py proves the rest with npm's own tools)."""

from __future__ import annotations

import os
import re
import shutil
from pathlib import Path

from bitboard_tables.languages.js import js_name
from tests.drivers.c.build import missing
from tests.drivers.js.build import NODE, NODES
from tests.harness.drivers import Package, Ran, Spoil, check_names
from tests.harness.packages import run

SELF_TEST = "test/self_test.mjs"


def summary(output: str) -> dict:
    """Returns the counts node's test runner ends with (`# tests 17` in TAP, `ℹ tests
    17` in its spec reporter)."""
    return {k: int(v) for k, v in re.findall(r"^(?:# |ℹ )(tests|pass|fail) (\d+)$", output, re.M)}


def npm(args, cwd: Path, env=None):
    """Runs npm (Debian's, on PATH) with `args` in `cwd`, offline; returns the finished
    process. Skips the test without npm (fails it under CI)."""
    command = shutil.which("npm")
    if command is None:
        missing("npm (Debian's npm; .ci/run installs it)")
    return run([command, *args, "--offline", "--no-audit", "--no-fund"], cwd, timeout=60, env=env)


def self_test(node, tree: Path, work: Path) -> Ran:
    """`node --test` on the self-test, TAP: its tests, each named as it passed or failed;
    on the Node on PATH (NODE), `npm test`, package.json's script, which npm runs on it
    (its reporter TAP by NODE_OPTIONS)."""
    if node is NODE:
        proc = npm(["test"], tree, env=dict(os.environ, NODE_OPTIONS="--test-reporter=tap"))
        assert f"> node --test {SELF_TEST}\n" in proc.stdout, proc.stdout[:600]  # the script's command, which npm echoes
    else:
        proc = run([node.require(), "--test", "--test-reporter=tap", SELF_TEST], tree, timeout=60)
    passed, failed = (re.findall(rf"^{ok} \d+ - (.+)$", proc.stdout, re.M) for ok in ("ok", "not ok"))
    assert summary(proc.stdout) == {"tests": len(passed) + len(failed), "pass": len(passed), "fail": len(failed)}, proc.stdout
    return Ran(len(passed), len(failed), proc.stdout + proc.stderr, passed)


# the test of each check: "rookAttacksMagic on every subset of every relevant mask"
name = check_names(
    "BETWEEN, LINE, BEHIND match their definitions",
    lambda lookup: f"{js_name(lookup.name)} on every subset of every relevant mask",
    lambda count: f"{count.what}: {count.value}",
)


# the oldest and the newest Node the project tests: the lockfile's Node 18 and the
# test extra's current one (tests/drivers/js/build.py); the one on PATH runs the
# spoiled copy's and the other package's, by `npm test`
PACKAGE = Package(
    self_test, tuple(NODES[1:]), name=name, others=(NODE,),
    spoils=(
        # BETWEEN[a1][c1]: b1, spoiled as b1 and c1
        Spoil("bitboards.mjs", r"(export const BETWEEN = [^\n]*\n[^\n]*\n[^,]*,[^,]*, )0x0000000000000002n", r"\g<1>0x0000000000000006n",
              "BETWEEN, LINE, BEHIND match their definitions", "BETWEEN[0][2]"),
        # the rook's magic number on a1, one more bit on (bit 20)
        Spoil("bitboards.mjs", r"(export const ROOK_MAGICS = [^\n]*\n\s*)0x0080008018204000n", r"\g<1>0x0080008018304000n",
              "rookAttacksMagic on every subset of every relevant mask", "rookAttacksMagic(0x"),
    ),
    other=("--mapping", "BERF", "--name", "@example/other-tables", "--version", "2.1.0"),
)  # fmt: skip
