"""The JavaScript module beyond what every language proves
(tests/proofs/test_languages.py): its TypeScript declarations type-check a
consumer under `tsc --strict` (each TypeScript pinned by
tests/drivers/js/package-lock.json: the current one and 4.7), refuse a bitboard where a square is
expected, and declare exactly what the module exports; the outputs of another
mapping and of an `--only` subset load in Node and type-check too; and every
file is stable under Prettier (its defaults; each table, laid out a fixed number
of values a line with its comments, is marked `// prettier-ignore`). Of the
slider techniques (beyond tests/proofs/test_sliders.py): the bigint twins
(rookAttacksMagicBig) answer as their functions on halves do and check their
square; a lookup's answer for a square off the board is 0, its high half 0, as
docs/functions.md says; fillSliderTables() fills every group.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from bitboard_tables.languages.js import CAPABILITIES as JS_CAPABILITIES, camel_case, dialect, js_name
from bitboard_tables.languages.slider_section import fill_groups
from bitboard_tables.mapping import LERF
from bitboard_tables.sliders.techniques import lookup_name
from tests.conftest import GENERATED, ROOT
from tests.harness import queries
from tests.harness.drivers import run
from tests.drivers.js.build import JS_DIR, NODE, TYPESCRIPTS, prettier, tsc
from tests.oracles import reference as ref
from tests.oracles.slider_hashes import lookups_of, reference_answer

pytestmark = pytest.mark.timeout(180)

SUBSET = ["--only", "pinned,rank_attacks,KNIGHT_ATTACKS", "--prefix", "CB"]
# what a consumer checks under: strict, Node's module resolution (bitboards.mjs is
# declared by bitboards.d.mts beside it); the consumer is emitted only to be run.
# TypeScript's own lib.*.d.ts are not type-checked again (--skipDefaultLibCheck: half
# of a tsc run's CPU); every other file is, bitboards.d.mts among them
TSC_OPTIONS = ["--strict", "--module", "nodenext", "--target", "es2020", "--skipDefaultLibCheck"]


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
def test_a_typescript_consumer_compiles_under_strict_and_a_bitboard_as_a_square_does_not(outputs, tmp_path, typescript):
    """consumer.mts type-checks under --strict against bitboards.d.mts, as do the
    declarations of the other outputs alone, and wrong_call.mts, which passes a
    bitboard where a Square is expected, fails on that line alone: one tsc, which
    also writes the consumer without its types; then Node runs that, printing
    what the consumer's comments say. Each pinned TypeScript."""
    _lay_out(GENERATED, tmp_path, "consumer.mts", "wrong_call.mts")
    others = []
    for k, directory in enumerate(outputs[1:]):
        (tmp_path / f"other{k}").mkdir()
        shutil.copy(directory / "bitboards.d.mts", tmp_path / f"other{k}" / "bitboards.d.mts")
        others.append(f"other{k}/bitboards.d.mts")
    proc = tsc([*TSC_OPTIONS, "--outDir", "out", "consumer.mts", "wrong_call.mts", *others], tmp_path, typescript)
    errors = [line for line in proc.stdout.splitlines() if "error TS" in line]
    assert proc.returncode != 0 and len(errors) == 1, proc.stdout + proc.stderr
    assert errors[0].startswith("wrong_call.mts(6,") and "Square" in errors[0], errors
    shutil.copy(GENERATED / "bitboards.mjs", tmp_path / "out" / "bitboards.mjs")
    printed = NODE.run(["out/consumer.mjs"], tmp_path).splitlines()
    claims = re.findall(r"console\.log\(.*\); // (.+)", (JS_DIR / "consumer.mts").read_text())
    assert printed == claims


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


def test_the_bigint_twins_answer_every_query_against_brute_force(builds):
    """The bigint twins (rookAttacksBig ...) answer every query of
    tests/harness/queries.py, every subset of every line and the squares of every
    scan board as the brute-force references do: the driver with `big` asks them."""
    command = [*builds.driver("js", NODE, GENERATED, "LERF"), "big"]
    pairs = list(zip(queries.contract_queries(), queries.expected_answers()))
    text = "".join(queries.driver_line(name, args) + "\n" for (name, args), _ in pairs)
    want = [queries.driver_answer(name, answer) for (name, _), answer in pairs]
    for seed in queries.LINE_NOISE_SEEDS:
        text += f"lines {seed}\n"
        for sq, line, occ in queries.line_occupancies(seed):
            a, x = ref.line_attacks(line, sq, occ), ref.line_xray(line, sq, occ)
            want.append(f"{sq} {queries.LINE_NAMES.index(line)} 0x{occ:016x} 0x{a:016x} 0x{x:016x}")
    for board in queries.scan_boards():
        found = ref.squares_of(board)
        text += f"scan {board}\n"
        want.append(" ".join(map(str, [len(found), *found])))
    got = run(command, text)
    assert len(got) == len(want)
    assert [k for k, (g, w) in enumerate(zip(got, want)) if g != w][:5] == []


# (call, the error it throws): a newcomer's slips, each a clear one-line error
BAD_CALLS = [
    ("rookAttacksBig(0n, 64)", "RangeError: rookAttacksBig: sq = 64, expected a square 0..63"),
    ("rookAttacksBig(0n, 27.5)", "RangeError: rookAttacksBig: sq = 27.5, expected a square 0..63"),
    ("rookAttacksBig(0n, -1)", "RangeError: rookAttacksBig: sq = -1, expected a square 0..63"),
    ('rookAttacksBig(0n, "d4")', 'TypeError: rookAttacksBig: sq = "d4", expected a square 0..63'),
    ("rookAttacksBig(0n, 27n)", "TypeError: rookAttacksBig: sq = 27n, expected a square 0..63"),
    ("rookAttacksBig(0, 27)", "TypeError: rookAttacksBig: occ = 0, expected a bitboard as a bigint"),
    ("rookAttacksBig(0, 0, 27)", "TypeError: rookAttacksBig: 3 arguments, expected 2 (occ, sq)"),
    ("rookAttacksBig(0n)", "TypeError: rookAttacksBig: 1 arguments, expected 2 (occ, sq)"),
    ("pieceAttacksBig(6, 0n, 27)", "RangeError: pieceAttacksBig: piece = 6, expected a piece 0..5"),
    ("shiftOneBig(1n, 8)", "RangeError: shiftOneBig: dir = 8, expected a direction 0..7"),
    ("pinnedBig(0n, 0n, 64, 0n, 0n)", "RangeError: pinnedBig: kingSq = 64, expected a square 0..63"),
    ("squareBbBig(64)", "RangeError: squareBbBig: sq = 64, expected a square 0..63"),
    ("squareName(64)", "RangeError: squareName: sq = 64, expected a square 0..63"),
    ("squareName(27.5)", "RangeError: squareName: sq = 27.5, expected a square 0..63"),
    ('squareName("d4")', 'TypeError: squareName: sq = "d4", expected a square 0..63'),
    ("[...squaresBig(5)]", "TypeError: squaresBig: b = 5, expected a bitboard as a bigint"),
]
# (call, what it returns): the same functions on good arguments; a bitboard read
# modulo 2 ** 64, as Python's module reads it
GOOD_CALLS = [
    ("rookAttacksBig(1n << 43n, 27).toString(16)", "808f7080808"),
    ("rookAttacksBig(~0n, 27).toString(16)", "814080000"),
    ("rookAttacksBig((1n << 64n) | (1n << 43n), 27).toString(16)", "808f7080808"),
    ("lsbBig(0n)", "64"),
    ("popcountBig(-1n)", "64"),
    ('[...squaresBig(0x8000000000000001n)].join(" ")', "0 63"),
    ("squareBbBig(63).toString(16)", "8000000000000000"),
    ("squareName(63)", "h8"),
]

CALLS = """
const bb = await import(process.argv[1]);
for (const call of JSON.parse(process.argv[2])) {
  try {
    console.log(String(new Function("bb", `with (bb) return ${call};`)(bb)));
  } catch (error) {
    console.log(`${error.name}: ${error.message}`);
  }
}
"""


def test_a_bad_argument_to_a_bigint_twin_or_square_name_throws_a_clear_error():
    """A bigint twin checks every argument; squareName its square: a square of 64,
    27.5, -1 or "d4", a piece or direction out of range, a number for a bitboard or
    the halves given to a twin each throw, naming the function, the argument and
    its value; good arguments answer."""
    calls = [call for call, _ in BAD_CALLS + GOOD_CALLS]
    out = NODE.run(["--input-type=module", "-e", CALLS, str(GENERATED / "bitboards.mjs"), json.dumps(calls)], GENERATED)
    assert out.splitlines() == [want for _, want in BAD_CALLS + GOOD_CALLS]


# --- the slider techniques beyond tests/proofs/test_sliders.py -------------------------

LOOKUPS = [[t, piece, kind, js_name(lookup_name(piece, kind, t))] for t, piece, kind in lookups_of(JS_CAPABILITIES.carried(LERF))]
FILLS = [camel_case(g.function) for g in fill_groups(LERF, dialect())]  # fillMagicAttacks ...

TWINS = """
const bb = await import(process.argv[1]);
const boards = [0n, 0x0000001008000000n, 0xffffffffffffffffn, 0x8142241818244281n, 0x00ff00000000ff00n];
const out = [];
for (const name of JSON.parse(process.argv[2])) {
  for (const occ of boards) {
    for (const sq of [0, 27, 63]) {
      const lo = bb[name](bb.lowHalf(occ), bb.highHalf(occ), sq);
      const same = bb[`${name}Big`](occ, sq) === bb.toBigInt(lo, bb.high);
      if (!same) out.push(`${name} ${occ} ${sq}`);
    }
  }
  try {
    bb[`${name}Big`](0n, 64);
    out.push(`${name}Big takes 64`);
  } catch (error) {
    if (error.message !== `${name}Big: sq = 64, expected a square 0..63`) out.push(error.message);
  }
}
console.log(out.join("\\n") || "same");
"""


def test_each_slider_bigint_twin_answers_as_its_function_and_checks_its_square():
    """rookAttacksMagicBig ... answer as their functions on halves do, and check their square."""
    names = [name for *_, name in LOOKUPS]
    out = NODE.run(["--input-type=module", "-e", TWINS, str(GENERATED / "bitboards.mjs"), json.dumps(names)], GENERATED)
    assert out.split() == ["same"]


# docs/functions.md: "The functions on halves check no index: a typed array read out
# of range gives `undefined`, so `rookAttacks(0, 0, 64)` returns 0": a lookup's
# answer for a square off the board is 0, its high half 0
OFF_BOARD = [64, 65, 127, 128, 1 << 20, 2**31, -1, -64, -(2**31)]
OFF_BOARD_JS = """
const bb = await import(process.argv[1]);
const [names, squares] = [JSON.parse(process.argv[2]), JSON.parse(process.argv[3])];
const out = [];
for (const name of names) {
  for (const sq of squares) {
    bb.rookAttacks(0, 0, bb.D4); // leaves a high half that is not 0
    const lo = bb[name](-1, -1, sq);
    out.push(`${name} ${sq} ${lo} ${bb.high}`);
  }
}
const d4 = bb.queenAttacksMagic(0x10000000, 0x800, bb.D4); // then a square on the board, tables filled
out.push(`d4 ${bb.toBigInt(d4, bb.high)}`);
console.log(out.join("\\n"));
"""


def test_every_lookup_answers_0_high_0_for_a_square_off_the_board():
    """Every lookup of every technique, each first called on squares off the board
    (before its tables are filled), as the docs say of the functions on halves;
    then a square on the board answers as the reference."""
    names = [name for *_, name in LOOKUPS]
    squares = json.dumps(OFF_BOARD)
    out = NODE.run(["--input-type=module", "-e", OFF_BOARD_JS, str(GENERATED / "bitboards.mjs"), json.dumps(names), squares], GENERATED)
    *lines, d4 = out.splitlines()
    assert lines == [f"{name} {sq} 0 0" for name in names for sq in OFF_BOARD]
    occ = 0x0000080010000000  # e4 and d6: lows 0x10000000, high 0x800
    assert d4 == f"d4 {reference_answer('LERF', 'queen', 'attacks', 27, occ)}"


FILL_ALL_JS = """
const bb = await import(process.argv[1]);
const fills = JSON.parse(process.argv[2]);
console.log(bb.fillSliderTables(), fills.map((fill) => bb[fill]()).join(" "), bb.fillSliderTables());
"""


def test_fill_slider_tables_fills_every_group():
    """fillSliderTables() fills (true), after which every group's own fill finds
    its tables filled (false), and so does fillSliderTables()."""
    out = NODE.run(["--input-type=module", "-e", FILL_ALL_JS, str(GENERATED / "bitboards.mjs"), json.dumps(FILLS)], GENERATED)
    assert out.split() == ["true", *["false"] * len(FILLS), "false"]
