"""The slider techniques of bitboards.mjs proven in JavaScript: every technique, on
every Node at hand, in LERF and in BEFR (file-major, both coordinates descending).

tests/drivers/js/sliders.mjs runs once per Node (tests/drivers/js/build.py: the one
on PATH, the pinned Node 18 and the current one of the test extra) on
generated/, and once on the module of `generate --mapping BEFR`. It hashes each
technique's rook and bishop attacks and one-lookup x-rays over every subset of
every square's relevant mask, then over 256 random boards a square, and the
queen's attacks over the random boards, as tests/oracles/slider_hashes.py says;
the same hashes computed there from tests/oracles/reference.py's ray walks prove
every answer of every technique, in order, equal to the reference's, and so every
entry of the tables the first call fills. Which lookups are hashed is the model's
list of the techniques JavaScript carries. The bigint twins (rookAttacksMagicBig)
answer as their functions on halves do, and check their arguments.

tests/perft/perft.mjs with fancy magic as its sliders and pins (the sliders.mjs
that tests/drivers/js/build.py writes; the fastest in bench/js.py) counts the
published numbers of CPW's positions in LERF, and of those and Sedlak's in
every other mapping in
tests/proofs/test_languages.py (tests/drivers/js/); with overlapped black magic,
whose pins take two lookups an x-ray, those of depth 3.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from bitboard_tables.languages.js import CAPABILITIES as JS_CAPABILITIES, camel, dialect, js_name
from bitboard_tables.languages.slider_section import fill_groups
from bitboard_tables.mapping import mapping_named
from bitboard_tables.sliders.techniques import lookup_name
from tests.conftest import GENERATED, ROOT
from tests.harness.drivers import first_use_check, perft_each
from tests.drivers.js.build import JS_DIR, NODE, NODES, build_js_perft
from tests.oracles.slider_hashes import check_hash_lines, lookups_of, reference_answer
from tests.perft.positions import CPW_RESULTS

pytestmark = pytest.mark.timeout(120)


def _check(node, directory: Path, mapping: str) -> None:
    techniques = JS_CAPABILITIES.carried(mapping_named(mapping))
    lookups = [[t, piece, kind, js_name(lookup_name(piece, kind, t))] for t, piece, kind in lookups_of(techniques)]
    out = node.run([str(JS_DIR / "sliders.mjs"), str(directory), json.dumps(lookups)], directory)
    check_hash_lines(out, mapping, techniques)


@pytest.mark.parametrize("node", NODES, ids=[n.name for n in NODES])
def test_every_subset_of_every_mask_and_random_boards(node):
    node.require()
    _check(node, GENERATED, "LERF")


def test_a_file_major_module_passes_the_same_check(tmp_path):
    """BEFR: its own magics, the hyperbola byte swap on the rank and both diagonals,
    the first-rank table on the file."""
    NODE.require()
    command = [sys.executable, "-m", "bitboard_tables", "generate", "--lang", "js", "--mapping", "BEFR", "--out", str(tmp_path)]
    proc = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    _check(NODE, tmp_path, "BEFR")


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


def test_each_bigint_twin_answers_as_its_function_and_checks_its_square():
    techniques = JS_CAPABILITIES.carried(mapping_named("LERF"))
    names = [js_name(lookup_name(piece, kind, t)) for t, piece, kind in lookups_of(techniques)]
    out = NODE.run(["--input-type=module", "-e", TWINS, str(GENERATED / "bitboards.mjs"), json.dumps(names)], GENERATED)
    assert out.split() == ["same"]


# (position, depth) as tests/proofs/test_sliders_go.py asks each Go technique, but
# Sedlak's positions, which fancy magic counts in the seven other mappings
# (test_languages.py), one Node a depth
PERFTS = [(CPW_RESULTS[name][0], depth, CPW_RESULTS[name][1][depth - 1]) for name, depth in
          (("kiwipete", 3), ("position3", 4), ("position4", 3), ("position5", 3), ("initial", 3))]  # fmt: skip
# fancy magic, the fastest (bench/js.py), on every position; overlapped black magic, whose
# pins take two lookups an x-ray, on those of depth 3; kindergarten's: the perft of
# test_languages.py; hyperbola and Kogge-Stone are proven by the hashes alone
DEPTHS = {"magic": None, "black": 3}


@pytest.mark.parametrize("technique", DEPTHS)
def test_perft_with_each_technique_counts_the_published_numbers(technique, tmp_path):
    exe = build_js_perft(NODE, GENERATED, tmp_path / f"perft-{technique}", technique)
    for depth in sorted({depth for _, depth, _ in PERFTS if DEPTHS[technique] in (None, depth)}):
        asked = [(fen, nodes) for fen, d, nodes in PERFTS if d == depth]
        answers = perft_each([str(exe)], [fen for fen, _ in asked], depth)
        assert [int(answer[-1]) for answer in answers] == [nodes for _, nodes in asked], depth


# --- first use (issue 41) and squares off the board ----------------------------------

LERF_TECHNIQUES = JS_CAPABILITIES.carried(mapping_named("LERF"))
LOOKUPS = [[t, piece, kind, js_name(lookup_name(piece, kind, t))] for t, piece, kind in lookups_of(LERF_TECHNIQUES)]
FILLS = [camel(g.function) for g in fill_groups(mapping_named("LERF"), dialect())]  # fillMagicAttacks ...


@pytest.mark.parametrize("node", NODES, ids=[n.name for n in NODES])
def test_first_lookups_answer_as_the_reference(node):
    """tests/oracles/slider_hashes.py's protocol, thread 0 (JavaScript has one): every
    lookup asked once, no fill called before."""
    command = [node.require(), str(JS_DIR / "sliders.mjs"), "first-use", str(GENERATED), json.dumps(LOOKUPS)]
    first_use_check(command, "LERF", LERF_TECHNIQUES, threads=[0])


def test_each_fill_group_filled_by_its_own_fill_answers_as_the_reference():
    """fillMagicAttacks(), fillMagicXrays(), fillBlackAttacks() called first, each
    filling on its call (true); then every lookup answers right, so each group's
    fill filled the tables its lookups read."""
    command = [NODE.require(), str(JS_DIR / "sliders.mjs"), "fill-each", str(GENERATED), json.dumps(LOOKUPS), json.dumps(FILLS)]
    first_use_check(command, "LERF", LERF_TECHNIQUES, threads=[0])


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
