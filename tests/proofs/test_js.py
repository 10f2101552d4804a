"""The JavaScript module beyond what every language proves
(tests/proofs/test_languages.py): its TypeScript declarations type-check a
consumer under `tsc --strict` (each TypeScript pinned by
tests/drivers/js/package-lock.json: the current one and 4.7), refuse a bitboard where a square is
expected, and declare exactly what the module exports; the outputs of another
mapping and of an `--only` subset load in Node and type-check too; and every
file is stable under Prettier (its defaults; each table, laid out a fixed number
of values a line with its comments, is marked `// prettier-ignore`).
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import GENERATED, ROOT
from tests.harness.jsbuild import JS_DIR, NODE, TYPESCRIPTS, prettier, tsc

pytestmark = pytest.mark.timeout(180)

SUBSET = ["--only", "pinned,rank_attacks,KNIGHT_ATTACKS", "--prefix", "CB"]
# what a consumer checks under: strict, Node's module resolution (bitboards.mjs is
# declared by bitboards.d.mts beside it); the consumer is emitted only to be run
TSC_OPTIONS = ["--strict", "--module", "nodenext", "--target", "es2020"]


@pytest.fixture(scope="module")
def outputs(tmp_path_factory) -> list:
    """The directories of the committed outputs, of `generate --lang js --mapping
    BEFR` and of `generate --lang js --only ... --prefix CB`."""
    found = [GENERATED]
    for name, options in (("BEFR", ["--mapping", "BEFR"]), ("subset", SUBSET)):
        out = tmp_path_factory.mktemp(f"js-{name}")
        command = [sys.executable, "-m", "bitboard_tables", "generate", "--lang", "js", *options, "--out", str(out)]
        proc = subprocess.run(command, cwd=out, capture_output=True, text=True, env={"PYTHONPATH": str(ROOT), "PATH": ""})
        assert proc.returncode == 0, proc.stderr
        found.append(out)
    text = (found[-1] / "bitboards.mjs").read_text()
    # a module takes no prefix: its banner records the subset and none
    assert "--only KNIGHT_ATTACKS,rank_attacks,pinned" in text.split("\n", 3)[2] and "--prefix" not in text.split("\n", 3)[2]
    assert "queenAttacks(" not in text, text[:400]
    return found


def _lay_out(directory: Path, work: Path, *sources: str) -> None:
    for name in ("bitboards.mjs", "bitboards.d.mts"):
        shutil.copy(directory / name, work / name)
    for source in sources:
        shutil.copy(JS_DIR / source, work / source)


@pytest.mark.parametrize("typescript", TYPESCRIPTS)
def test_a_typescript_consumer_compiles_under_strict_and_prints_its_comments(outputs, tmp_path, typescript):
    """consumer.mts type-checks under --strict against bitboards.d.mts, as do the
    declarations of the other outputs alone: the check of `tsc --strict --noEmit`,
    made by one tsc that also writes the consumer without its types; then Node
    runs that, printing what the consumer's comments say. Each pinned TypeScript."""
    _lay_out(GENERATED, tmp_path, "consumer.mts")
    others = []
    for k, directory in enumerate(outputs[1:]):
        (tmp_path / f"other{k}").mkdir()
        shutil.copy(directory / "bitboards.d.mts", tmp_path / f"other{k}" / "bitboards.d.mts")
        others.append(f"other{k}/bitboards.d.mts")
    proc = tsc([*TSC_OPTIONS, "--outDir", "out", "consumer.mts", *others], tmp_path, typescript)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    shutil.copy(GENERATED / "bitboards.mjs", tmp_path / "out" / "bitboards.mjs")
    printed = NODE.run(["out/consumer.mjs"], tmp_path).splitlines()
    claims = re.findall(r"console\.log\(.*\); // (.+)", (JS_DIR / "consumer.mts").read_text())
    assert printed == claims


@pytest.mark.parametrize("typescript", TYPESCRIPTS)
def test_a_bitboard_where_a_square_is_expected_does_not_compile(tmp_path, typescript):
    _lay_out(GENERATED, tmp_path, "wrong_call.mts")
    proc = tsc([*TSC_OPTIONS, "--noEmit", "wrong_call.mts"], tmp_path, typescript)
    assert proc.returncode != 0
    errors = [line for line in proc.stdout.splitlines() if "error TS" in line]
    assert len(errors) == 1 and "wrong_call.mts(6," in errors[0] and "Square" in errors[0], proc.stdout


EXPORTS = """
const bb = await import(process.argv[1]);
console.log(Object.keys(bb).sort().join("\\n"));
"""
_DECLARED = re.compile(r"^export (?:declare )?(?:const|let|function|type) (\w+)", re.M)


def test_the_declarations_declare_exactly_what_each_module_exports(outputs):
    """Every output loads in Node, and its bitboards.d.mts declares each of its
    exports and nothing else (the type Square aside)."""
    for directory in outputs:
        exported = NODE.run(["--input-type=module", "-e", EXPORTS, str(directory / "bitboards.mjs")], directory).split()
        declared = set(_DECLARED.findall((directory / "bitboards.d.mts").read_text())) - {"Square"}
        assert sorted(declared) == exported, directory


def test_every_output_is_stable_under_prettier(outputs):
    """`prettier --check`, its default options, passes on the module and the
    declarations of each output (one Prettier)."""
    files = [str(directory / name) for directory in outputs for name in ("bitboards.mjs", "bitboards.d.mts")]
    proc = prettier(["--check", *files], ROOT)
    assert proc.returncode == 0, proc.stdout + proc.stderr
