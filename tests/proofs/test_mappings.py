"""Every square mapping: what the mapping means, beyond what every language's
driver proves in each of the eight (tests/proofs/test_languages.py: the tables
and functions carried by the permutation, the square helpers, the perfts).

Against the mapping formulas of tests/oracles/mappings.py, with the Python
module of each mapping written by the command line:

- the kindergarten tables hold the same bytes in every mapping, and their
  indices mean what the README says: FIRST_RANK_ATTACKS[occ6][sq & 7] are the
  attacks along the line a byte holds, A_FILE_ATTACKS[sq >> 3][idx] along the
  line at one position of every byte;
- DIR_SHIFT and the square names follow the formula; every banner states the
  mapping and draws its numbers;
- `show`, `diff` and `list` speak of every mapping, and the README and SPEC.md
  table them as the formulas say.
"""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path
from typing import Dict, List, Tuple

import pytest

from bitboard_tables import cli
from bitboard_tables.languages import OUTPUT_NAMES
from bitboard_tables.mapping import LERF
from bitboard_tables.sliders.build import small_slider_tables
from generated import bitboards as lerf
from tests.conftest import ROOT
from tests.oracles import reference as ref
from tests.oracles.mappings import (
    BIT_SPACE,
    FIXED,
    FORMULA_TEXT,
    FORMULAS,
    NAMES,
    NUMBER_AXES,
    PERMUTATIONS,
    RANK_MAJOR,
    SQUARE_0_AND_1,
    SQUARE_AXES,
    square_name,
)

# The session fixtures write, import and compile the outputs of eight mappings;
# whichever test comes first pays for them, so this module's limit is longer.
pytestmark = pytest.mark.timeout(300)

# the module's tables but the slider techniques' [64 sq] ones (masks, magics, offsets:
# each mapping's own numbers, proven in tests/proofs/test_magic_numbers.py)
SLIDER_TABLES = {t.name for t in small_slider_tables(LERF)}
TABLE_NAMES = [name for name, value in vars(lerf).items() if name.isupper() and isinstance(value, tuple) and name not in SLIDER_TABLES]
STEPS = {  # dir8 order: (file step, rank step)
    "NOEA": (1, 1),
    "EAST": (1, 0),
    "SOEA": (1, -1),
    "SOUT": (0, -1),
    "SOWE": (-1, -1),
    "WEST": (-1, 0),
    "NOWE": (-1, 1),
    "NORT": (0, 1),
}


def _import(path: Path, name: str):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def modules(mapped) -> Dict[str, object]:
    """{mapping: its bitboards.py, imported}."""
    return {
        name: _import(directory / "bitboards.py", f"bitboards_{name.lower()}") for name, directory in mapped.items()
    }


# --- squares, names, shifts ------------------------------------------------------


@pytest.mark.parametrize("mapping", NAMES)
def test_square_enumerations_and_helpers_follow_the_formula(modules, mapping):
    bb, formula = modules[mapping], FORMULAS[mapping]
    for f in range(8):
        for r in range(8):
            sq = formula(f, r)
            assert getattr(bb, square_name(f, r).upper()) == sq
            assert bb.square(f, r) == sq
            assert (bb.square_file(sq), bb.square_rank(sq)) == (f, r)
    first, second = SQUARE_0_AND_1[mapping]
    assert getattr(bb, first.upper()) == 0 and getattr(bb, second.upper()) == 1


@pytest.mark.parametrize("mapping", NAMES)
def test_dir_shift_is_the_square_difference_of_one_step(modules, mapping):
    bb, formula = modules[mapping], FORMULAS[mapping]
    for d, (name, (df, dr)) in enumerate(STEPS.items()):
        assert getattr(bb, name) == d
        for f in range(8):
            for r in range(8):
                if 0 <= f + df < 8 and 0 <= r + dr < 8:
                    assert formula(f + df, r + dr) - formula(f, r) == bb.DIR_SHIFT[d], (name, f, r)


def test_dir_shift_examples_of_the_issue(modules):
    assert modules["BERLEF"].DIR_SHIFT[lerf.NORT] == -8
    assert modules["LEFR"].DIR_SHIFT[lerf.NORT] == +1
    assert modules["LERF"].DIR_SHIFT == (9, 1, -7, -8, -9, -1, 7, 8)


# what opens a line of a comment: #, //, /*, * (and the space after it)
COMMENT = re.compile(r"^\s*(?:##?|//!?|/\*|\*)\s?")


@pytest.mark.parametrize("mapping", NAMES)
def test_banners_state_the_mapping_and_draw_its_numbers(mapped, mapping):
    formula = FORMULAS[mapping]
    first, second = SQUARE_0_AND_1[mapping]
    board = [f"{r + 1} | " + " ".join(f"{formula(f, r):2d}" for f in range(8)) for r in range(7, -1, -1)]
    for name in OUTPUT_NAMES:  # every file of every language
        banner = (mapped[mapping] / name).read_text()[:2000]
        lines = [COMMENT.sub("", line).strip() for line in banner.splitlines()]
        said = " ".join(lines[:20])
        assert f"Square mapping {mapping}: square = " in said, name
        assert f"{first} = 0, {second} = 1" in said, name
        start = lines.index(board[0])
        assert lines[start : start + 9] == board + ["a  b  c  d  e  f  g  h"], name


# --- tables ---------------------------------------------------------------------


def test_every_table_is_classified():
    assert set(TABLE_NAMES) == set(SQUARE_AXES) | set(NUMBER_AXES) | set(BIT_SPACE) | set(FIXED) | {"DIR_SHIFT"}


@pytest.mark.parametrize("mapping", NAMES)
def test_kindergarten_tables_are_the_same_bytes_in_every_mapping(modules, mapping):
    for name in BIT_SPACE:
        assert getattr(modules[mapping], name) == getattr(lerf, name), name


def _lines(mapping: str) -> Tuple[str, str]:
    """Returns (the line a byte holds, the line at one position of every byte)."""
    return ("rank", "file") if mapping in RANK_MAJOR else ("file", "rank")


@pytest.mark.parametrize("mapping", NAMES)
def test_kindergarten_indices_mean_what_the_readme_says(modules, mapping):
    """FIRST_RANK_ATTACKS[occ6][pos] << 8 * byte: the attacks of a slider on square
    8 * byte + pos along the line its byte holds, the byte's inner positions holding
    occ6; FILL_UP_ATTACKS[pos][occ6] holds that in every byte. A_FILE_ATTACKS[byte][idx]
    << pos: the attacks along the line at position pos of every byte, bit i of idx
    being byte 6 - i. The same for the x-ray tables; references walk LERF squares."""
    bb, perm = modules[mapping], PERMUTATIONS[mapping]
    row, column = _lines(mapping)
    for byte in range(8):
        for pos in range(8):
            sq = 8 * byte + pos
            for occ6 in range(64):
                occ = perm.lerf_bb(occ6 << 8 * byte + 1)
                attacks = perm.bb(ref.line_attacks(row, perm.lerf_sq(sq), occ))
                xrays = perm.bb(ref.line_xray(row, perm.lerf_sq(sq), occ))
                assert bb.FIRST_RANK_ATTACKS[occ6][pos] << 8 * byte == attacks, (sq, occ6)
                assert bb.FIRST_RANK_XRAYS[occ6][pos] << 8 * byte == xrays, (sq, occ6)
                assert bb.FILL_UP_ATTACKS[pos][occ6] & 0xFF << 8 * byte == attacks, (sq, occ6)
                assert bb.XRAY_FILL_UP_ATTACKS[pos][occ6] & 0xFF << 8 * byte == xrays, (sq, occ6)
            for idx in range(64):
                occ = perm.lerf_bb(sum(1 << 8 * (6 - i) + pos for i in range(6) if idx >> i & 1))
                attacks = perm.bb(ref.line_attacks(column, perm.lerf_sq(sq), occ))
                xrays = perm.bb(ref.line_xray(column, perm.lerf_sq(sq), occ))
                assert bb.A_FILE_ATTACKS[byte][idx] << pos == attacks, (sq, idx)
                assert bb.XRAY_A_FILE_ATTACKS[byte][idx] << pos == xrays, (sq, idx)


# --- show and diff ---------------------------------------------------------------


def _show(capsys, *args: str) -> str:
    assert cli.main(["show", *args]) == 0
    return capsys.readouterr().out


@pytest.mark.parametrize("mapping", NAMES)
def test_show_draws_every_mapping_rank_8_on_top_file_a_left(mapped, capsys, mapping):
    perm = PERMUTATIONS[mapping]
    lerf_text = _show(capsys, "BEHIND", "d4", "g7")
    files = [["--file", str(mapped[mapping] / name)] for name in ("bitboards.h", "bitboards.rs")]
    for args in [["--mapping", mapping], *files]:
        text = _show(capsys, *args, "BEHIND", "d4", "g7")
        head, _, rest = text.partition("\n")
        assert head == f"BEHIND[d4][g7] = 0x{perm.bb(lerf.BEHIND[lerf.D4][lerf.G7]):016x}  (1 square: h8)"
        assert rest == lerf_text.partition("\n")[2]  # the same board, marks and legend
    # A u8 entry is the line a byte holds, its bit i the square at position i of byte 0:
    # a rank drawn left to right, or a file drawn upright. occ6 = 5 blocks positions 1
    # and 3 on both sides of a slider on position 2.
    text = _show(capsys, "--mapping", mapping, "FIRST_RANK_ATTACKS", "5", "2").splitlines()
    f1, r1 = perm.lerf_sq(1) % 8, perm.lerf_sq(1) // 8
    f3, r3 = perm.lerf_sq(3) % 8, perm.lerf_sq(3) // 8
    if mapping in RANK_MAJOR:
        assert text[0] == f"FIRST_RANK_ATTACKS[5][2] = 0x0a  (2 squares: {'abcdefgh'[f1]}, {'abcdefgh'[f3]})"
        assert text[3] == "  a b c d e f g h"
    else:
        assert text[0] == f"FIRST_RANK_ATTACKS[5][2] = 0x0a  (2 squares: rank {r1 + 1}, rank {r3 + 1})"
        assert [line[:2] for line in text[2:10]] == [f"{r} " for r in "87654321"]
        assert [line[2] for line in text[2:10]].count("1") == 2


@pytest.mark.parametrize("mapping", ["BERLEF", "BEFR"])
def test_diff_across_mappings_names_the_mapping_change(mapped, capsys, mapping):
    status = cli.main(["diff", str(mapped["LERF"] / "bitboards.py"), str(mapped[mapping] / "bitboards.py")])
    out = capsys.readouterr().out
    assert status == 1
    assert f"square mapping LERF -> {mapping}" in out
    status = cli.main(["diff", str(mapped[mapping] / "bitboards.h"), str(mapped[mapping] / "bitboards.h")])
    assert status == 0 and "no differences" in capsys.readouterr().out


def test_list_states_each_mapping_by_formula_and_squares_0_and_1(capsys):
    assert cli.main(["list"]) == 0
    rows = {line.split()[0]: line for line in capsys.readouterr().out.splitlines() if line.split()}
    for mapping in NAMES:
        name, rest = rows[mapping].split(None, 1)
        assert rest.startswith(FORMULA_TEXT[mapping] + " ")
        assert rest[len(FORMULA_TEXT[mapping]) :].split()[:2] == list(SQUARE_0_AND_1[mapping])


# --- the documents ----------------------------------------------------------------


def _table_rows(path: Path, first_header: str) -> Dict[str, List[str]]:
    """Returns {first cell: cells} of the Markdown table whose header starts `| first_header`."""
    lines = path.read_text().splitlines()
    start = next(k for k, line in enumerate(lines) if line.startswith(f"| {first_header}"))
    rows = {}
    for line in lines[start + 2 :]:
        if not line.startswith("|"):
            break
        cells = [c.strip() for c in line.strip("|").split("|")]
        rows[cells[0]] = cells
    return rows


def test_readme_and_spec_table_every_mapping_by_formula_and_squares_0_and_1():
    for path in (ROOT / "README.md", ROOT / "SPEC.md"):
        rows = _table_rows(path, "name | square")
        assert list(rows) == list(NAMES), path.name
        for mapping, cells in rows.items():
            assert cells[1:4] == [FORMULA_TEXT[mapping], *SQUARE_0_AND_1[mapping]], (path.name, mapping)
            if len(cells) > 4:
                assert cells[4] == ("a rank" if mapping in RANK_MAJOR else "a file"), mapping


def test_spec_tables_the_kindergarten_indices_of_every_mapping():
    rows = _table_rows(ROOT / "SPEC.md", "mapping | fill-up lookup")
    assert list(rows) == list(NAMES)
    for mapping, cells in rows.items():
        formula = FORMULAS[mapping]
        coordinates = {formula(f, r): (f, r) for f in range(8) for r in range(8)}
        row, column = _lines(mapping)
        assert cells[1:3] == [f"{row}, diagonals", column], mapping

        def names(squares):
            files = {coordinates[sq][0] for sq in squares}
            kind = "file" if len(files) == 8 else "rank"
            named = [
                "abcdefgh"[coordinates[sq][0]] if kind == "file" else str(coordinates[sq][1] + 1) for sq in squares
            ]
            return f"`[{kind}]`: 0..7 = {named[0]}..{named[7]}"

        assert cells[3] == names(range(8)), mapping  # positions 0..7 of byte 0
        assert cells[4] == names(range(0, 64, 8)), mapping  # position 0 of bytes 0..7
