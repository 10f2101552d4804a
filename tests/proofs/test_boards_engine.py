"""The engine tables on boards other than 8x8 (issue 49; SPEC.md "Boards other than
8x8"): SQUARE_DISTANCE ... BETWEEN_AND_TO and their lookups (`distance` ...
`adjacent_files`) on issue 49's ten boards and a padded one (10x8/12, in LERF and in
BERF, whose files count down), against the brute force of tests/oracles/board_engine.py,
which decides each entry from the board's (file, rank) coordinates and numbers the
squares by test_boards.py's walk: the model's tables over their whole domain, and
each board's Python module, generated once, read back and asked every lookup over
every square (every pair for the distances). On 8x8 the same oracle agrees with the
8x8 module, which python-chess proves too (test_engine_tables.py). C, C++, Rust, Zig,
Go, Java, C#, JavaScript and Nim read the same tables back through test_boards.py's
and test_boards_languages.py's walk, which holds this oracle's tables, and answer a
sample of the lookups in test_boards_functions.py. What a board leaves out
(Polyglot's keys, castling) is refused in one line."""

from __future__ import annotations

import importlib.util

import pytest

from bitboard_tables.cli import main
from bitboard_tables.tables import ENGINE_TABLES, ONLY_ON_8X8, compute_tables
from generated import bitboards as eight
from tests.oracles.board_engine import engine_tables
from tests.proofs.test_boards import Walk, as_lists, board_mapping, generated

BOARDS = [("5x5", "LERF"), ("6x6", "LEFR"), ("4x8", "LERF"), ("8x8", "LERF"), ("9x9", "LERF"), ("10x8", "LERF"),
          ("9x10", "LEFR"), ("10x10", "BERF"), ("12x10", "LERF"), ("16x8", "LEFR"), ("10x8/12", "LERF"),
          ("10x8/12", "BERF")]  # fmt: skip
LOOKUPS = ("distance", "manhattan_distance", "forward_ranks", "forward_file", "pawn_attack_span", "passed_pawn_span", "adjacent_files")
IDS = [f"{board}-{mapping}" for board, mapping in BOARDS]
ORACLE_TABLES = [name for name in ENGINE_TABLES if name not in ONLY_ON_8X8]  # the oracle's, every board's


@pytest.fixture(scope="module")
def oracles() -> dict:
    """Returns {(board, mapping): (its walk, the oracle's engine tables)}, each computed once."""
    out = {}
    for board_text, mapping_name in BOARDS:
        walk = Walk(board_text, mapping_name)
        out[board_text, mapping_name] = walk, engine_tables(walk.files, walk.ranks, walk.number)
    return out


@pytest.fixture(scope="module")
def modules(tmp_path_factory) -> dict:
    """Returns {(board, mapping): its Python module of the engine tables and lookups alone},
    each board's generated once (8x8's the repository's whole generated/bitboards.py)."""
    root, out = tmp_path_factory.mktemp("engine"), {}
    for board_text, mapping_name in BOARDS:
        if board_text == "8x8":
            out[board_text, mapping_name] = eight
            continue
        tag = f"{board_text.replace('/', '_')}_{mapping_name}"
        only = ",".join([*ORACLE_TABLES, *LOOKUPS])  # the module of them alone (the whole one: test_boards.py's read back)
        path = generated(root / tag, board_text, mapping_name, "--lang", "python", "--file", f"bitboards_{board_text.replace('/', '_')}.py", "--only", only)
        spec = importlib.util.spec_from_file_location(f"engine_{tag}", next(path.glob("*.py")))
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        out[board_text, mapping_name] = module
    return out


@pytest.mark.parametrize("board", BOARDS, ids=IDS)
def test_the_model_tables_equal_the_oracle(board, oracles):
    _, want = oracles[board]
    tables = {t.name: t for t in compute_tables(board_mapping(*board))}
    on_a_board = board[0] != "8x8"
    assert [n for n in ENGINE_TABLES if n in tables] == [n for n in ENGINE_TABLES if not (on_a_board and n in ONLY_ON_8X8)]
    for name, data in want.items():
        assert as_lists(tables[name].data) == data, (board, name)


@pytest.mark.parametrize("board", BOARDS, ids=IDS)
def test_the_python_module_reads_back_and_answers_over_every_square(board, oracles, modules):
    walk, want = oracles[board]
    module = modules[board]
    for name, data in want.items():
        assert as_lists(getattr(module, name)) == data, (board, name)
    if board[0] != "8x8":
        assert not any(hasattr(module, name) for name in (*ONLY_ON_8X8, "polyglot_piece_key")), board
    squares = [(walk.number(f, r), f, r) for f, r in walk.squares]
    distances = want["SQUARE_DISTANCE"], want["MANHATTAN_DISTANCE"]
    wrong = [(a, b) for a, *_ in squares for b, *_ in squares
             if (module.distance(a, b), module.manhattan_distance(a, b)) != (distances[0][a][b], distances[1][a][b])]  # fmt: skip
    assert not wrong, (board, wrong[:3])
    for color in (0, 1):
        for sq, f, r in squares:
            got = [getattr(module, name)(color, sq) for name in LOOKUPS[2:-1]] + [module.adjacent_files(sq)]
            spans = [want[name.upper()][color][sq] for name in LOOKUPS[3:-1]]
            expected = [want["FORWARD_RANKS"][color][r], *spans, want["ADJACENT_FILES"][f]]
            assert got == expected, (board, color, sq)


@pytest.mark.parametrize("only", ["POLYGLOT_RANDOM", "CASTLING_KING_PATH", "polyglot_piece_key"])
def test_what_a_board_leaves_out_is_refused_in_one_line(only, tmp_path, capsys):
    assert main(["generate", "--no-config", "--out", str(tmp_path / "out"), "--board", "10x8", "--only", only]) == 2
    err = capsys.readouterr().err
    assert f"--only: {only} is not written for the 10x8 board; accepted on it: " in err and err.count("\n") == 1, err
    assert "SQUARE_DISTANCE" in err and "adjacent_files" in err
