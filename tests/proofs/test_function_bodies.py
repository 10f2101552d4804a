"""The lookup functions' bodies of bitboard_tables/function_bodies.py, evaluated in
Python (`expression.evaluate`) on each mapping's tables, against the brute-force
oracle of tests/oracles/reference.py, which shares nothing with them:

- in LERF, every query of tests/harness/queries.py, the whole domain every
  language's driver answers;
- in each of the eight mappings, every occupancy of every line through every
  square (the line lookups, fill-up or a-file as the mapping chooses), and a
  seeded sample of every other function's queries, each carried into the
  mapping by its permutation (tests/oracles/mappings.py) and answered as P(the
  LERF answer), as tests/proofs/test_languages.py carries them; the line
  lookups on 32-bit words (JavaScript's) on the same occupancies, in LERF and LEFR;
- every function of the contract has a body or is a listed primitive, and each
  body reads and calls what its record says it needs;
- the portable byte swap, bit reversal and count of set bits (expression.PORTABLE, C's and C++'s
  paths without the instruction) on every single bit, every byte value in every
  byte and a seeded sample, against byte and bit orders reversed here;
- the statement printer every language's printer of the bodies derives from
  (expression.StatementPrinter) assigns a rebound name only where its old value
  is not read after, and refuses a statement node inside an operation.

A failure names each function whose body answered wrong, with its first wrong query.
About 12 s of CPU on a busy machine (22 s before expression.evaluator; 2026-11-29).
"""

from __future__ import annotations

import functools
import random
from collections import defaultdict
from typing import Dict, Iterable, List, Tuple

import pytest

from bitboard_tables.board import BOARD
from bitboard_tables.expression import PORTABLE, Arg, Const, Environment, Let, PythonPrinter, StatementPrinter, calls, evaluate, let, op, reads
from bitboard_tables.function_bodies import (
    PRIMITIVES,
    a_file_multiplier,
    evaluated_functions,
    fill_up_multiplier,
    function_bodies,
    kindergarten_shift,
)
from bitboard_tables.functions import BITBOARD, FUNCTIONS, INTEGER
from bitboard_tables.mapping import LERF, MAPPINGS
from tests.harness import queries
from tests.oracles import reference as ref
from tests.oracles.mappings import PERMUTATIONS

SAMPLE_PER_FUNCTION = 400  # the queries of each function asked in every mapping
SQUARE_ARGUMENTS = ("sq", "king_sq", "frm", "to")  # the integer arguments that are squares; the others stay as they are


def wrong_answers(mapping, cases: Iterable[Tuple[str, tuple, int]], word: int = 64) -> Dict[str, Tuple[tuple, str, int]]:
    """Returns {function: (arguments, the body's answer or error, expected)} of the
    first wrong answer of each function whose body answers a case of `cases` wrong in
    `mapping` (its bodies on words of `word` bits), or raises (a table read out of
    range, a name unbound)."""
    functions = evaluated_functions(mapping, word=word)
    wrong: Dict[str, Tuple[tuple, str, int]] = {}
    for name, args, want in cases:
        if name in wrong:
            continue
        try:
            got = functions[name](*args)
        except (IndexError, KeyError, TypeError, ValueError) as error:
            wrong[name] = (args, f"{type(error).__name__}: {error}", want)
            continue
        if got != want:
            wrong[name] = (args, f"{got:#x}", want)
    return wrong


def report(mapping, wrong: Dict[str, Tuple[tuple, str, int]]) -> str:
    """Returns the failure message: the functions whose bodies answer wrong, and the
    first wrong query of each."""
    lines = [f"{mapping}: the bodies of {', '.join(sorted(wrong))} answer wrong"]
    lines += [f"  {name}{args} = {got}, want {want:#x}" for name, (args, got, want) in sorted(wrong.items())]
    return "\n".join(lines)


def test_every_function_has_a_body_or_is_a_primitive():
    names = [f.name for f in FUNCTIONS]
    bodies = function_bodies(LERF)
    assert not set(bodies) & set(PRIMITIVES)
    assert [n for n in names if n not in PRIMITIVES] == list(bodies)
    assert set(PRIMITIVES) <= set(names), set(PRIMITIVES) - set(names)
    assert all(body.function.returns in (BITBOARD, INTEGER) for body in bodies.values())


@pytest.mark.parametrize("mapping", MAPPINGS.values(), ids=str)
def test_each_body_needs_what_its_record_says(mapping):
    for name, body in function_bodies(mapping).items():
        used = set(reads(body.expr)) | set(calls(body.expr))
        assert used == set(body.function.needs_in(mapping)), name


@pytest.mark.parametrize("mapping", MAPPINGS.values(), ids=str)
def test_kindergarten_constants_on_the_8x8_board_are_spec_s(mapping):
    # SPEC.md, the CPW kindergarten indexing: the same numbers in every mapping
    assert fill_up_multiplier(BOARD, mapping) == 0x0202020202020202
    assert a_file_multiplier(BOARD, mapping) == 0x0080402010080400
    assert BOARD.every_row(mapping) == 0x0101010101010101
    assert kindergarten_shift(BOARD, mapping) == 58
    assert (BOARD.position_mask(mapping), BOARD.row_shift(mapping)) == (7, 3)


def test_every_body_over_its_whole_domain_in_lerf():
    answers = zip(queries.contract_queries(), queries.expected_answers())
    wrong = wrong_answers(LERF, ((name, args, want) for (name, args), want in answers if name not in PRIMITIVES))
    assert not wrong, report(LERF, wrong)


def _carry(function, args: tuple, perm) -> tuple:
    """Returns LERF `args` of `function` in the permutation's mapping: bitboards by P,
    squares by p, pieces and directions as they are (their numbers are the mapping's)."""
    out = []
    for (name, kind), value in zip(function.params, args):
        out.append(perm.bb(value) if kind == BITBOARD else perm.sq(value) if name in SQUARE_ARGUMENTS else value)
    return tuple(out)


def _sampled_queries() -> List[Tuple[str, tuple, int]]:
    """Returns (function, LERF arguments, LERF answer): up to SAMPLE_PER_FUNCTION of
    each function's contract queries, drawn with a fixed seed."""
    by_function = defaultdict(list)
    for (name, args), want in zip(queries.contract_queries(), queries.expected_answers()):
        if name not in PRIMITIVES:
            by_function[name].append((name, args, want))
    rng = random.Random(45)
    return [q for name in sorted(by_function) for q in rng.sample(by_function[name], min(SAMPLE_PER_FUNCTION, len(by_function[name])))]


@functools.lru_cache(maxsize=None)
def _line_queries() -> Tuple[Tuple[str, tuple, int], ...]:
    """Returns (function, LERF arguments, LERF answer) of the line attacks and x-rays
    for every square, every line through it and every occupancy of that line (computed
    once a process: three tests ask them)."""
    out = []
    for sq, line, occ in queries.line_occupancies(0):
        out.append((f"{line}_attacks", (occ, sq), ref.line_attacks(line, sq, occ)))
        out.append((f"xray_{line}_attacks", (occ, sq), ref.line_xray(line, sq, occ)))
    return tuple(out)


@pytest.fixture(scope="module")
def lerf_cases() -> List[Tuple[str, tuple, int]]:
    return [*_line_queries(), *_sampled_queries()]


@pytest.mark.parametrize("mapping", MAPPINGS.values(), ids=str)
def test_every_body_in_every_mapping(mapping, lerf_cases):
    perm = PERMUTATIONS[mapping.name]
    functions = {f.name: f for f in FUNCTIONS}
    cases = (
        (name, _carry(functions[name], args, perm), want if name in queries.NUMBER_RESULTS else perm.bb(want))
        for name, args, want in lerf_cases
    )
    wrong = wrong_answers(mapping, cases)
    assert not wrong, report(mapping, wrong)


@pytest.mark.parametrize("mapping", [MAPPINGS["LERF"], MAPPINGS["LEFR"]], ids=str)
def test_the_line_lookups_on_32_bit_words(mapping):
    # the index from 32-bit products (function_bodies.line_lookup, word 32: JavaScript's
    # halves), on every occupancy of every line through every square, in a rank-major and
    # a file-major mapping (the x-rays take the same index of other tables)
    perm = PERMUTATIONS[mapping.name]
    lines = (q for q in _line_queries() if not q[0].startswith("xray"))
    cases = ((name, (perm.bb(occ), perm.sq(sq)), perm.bb(want)) for name, (occ, sq), want in lines)
    wrong = wrong_answers(mapping, cases, word=32)
    assert not wrong, report(mapping, wrong)


class _Statements(StatementPrinter):
    """The base's order in the plainest words, to read what it prints."""

    def __init__(self):
        super().__init__(PythonPrinter())

    def declare(self, name, type, value):
        return f"{name} = {self.printer.bare(value)}"


def test_a_rebinding_is_an_assignment_only_where_the_old_value_is_not_read_after():
    x = Arg("x")
    assert _Statements()((x,), let("x", op("or", x, Const(1)), lambda x1: op("and", x1, Const(6)))) == "\tx |= 1\n\treturn x & 6"
    # moved = (x = 2; x), then moved | x: the x after reads the parameter, which an assignment would have lost
    moved = let("moved", Let(x, Const(2), x), lambda m: op("or", m, x))
    with pytest.raises(ValueError, match="old value is read after"):
        _Statements()((x,), moved)


def test_a_statement_inside_an_operation_is_refused():
    x = Arg("x")
    with pytest.raises(ValueError, match="inside an expression"):
        _Statements()((x,), op("and", let("y", x, lambda y: y), Const(1)))


def test_the_portable_byte_swap_bit_reversal_and_count_reverse_the_bytes_and_the_bits_and_count_them():
    rng = random.Random(45)
    values = [1 << s for s in range(64)] + [v << (8 * k) for v in range(256) for k in range(8)]
    values += [rng.getrandbits(64) for _ in range(2000)] + [0, (1 << 64) - 1]
    wrong = []
    for v in values:
        env = Environment({"b": v}, {}, {})
        byte_swapped = int.from_bytes(v.to_bytes(8, "big"), "little")
        reversed_bits = sum(1 << (63 - s) for s in range(64) if v >> s & 1)
        ones = sum(v >> s & 1 for s in range(64))
        if evaluate(PORTABLE["bswap"], env) != byte_swapped or evaluate(PORTABLE["rbit"], env) != reversed_bits or evaluate(PORTABLE["popcount"], env) != ones:
            wrong.append(hex(v))
    assert not wrong, f"{len(wrong)} values wrong, the first {wrong[0]}"
