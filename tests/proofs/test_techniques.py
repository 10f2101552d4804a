"""The slider techniques' neutral descriptions (bitboard_tables/sliders/): what every
language prints, proven in Python before any language prints it.

- Every technique's rook, bishop and x-ray lookup, evaluated by the model's own
  obviously right tree-walker (`expression.evaluate`) on the generator's tables,
  gives the reference's sets (tests/oracles/reference.py, squares carried by
  tests/oracles/mappings.py) on random boards and on random subsets of the
  relevant masks, in a rank-major and a file-major mapping. The main module's
  functions the lookups call are bound to the reference's.
- The compiled form the generator builds its tables with (`expression.compiled`)
  agrees with the tree-walker on every expression and random arguments.
- The vector path of each lookup with lanes (sliders/lanes.py: the two-lines
  hyperbola's program of lane-wise operations), run lane by lane, gives the
  reference's sets too, and every instruction set's table spells each of its
  operations (languages/vector.py).
- pext, pdep and the byte swap agree with their definitions by single bits.
- What a technique reads follows from its expressions, and no table is read that
  the technique does not own or the main module does not have.
- docs/sliders.md lists for each language the techniques its capabilities carry
  (languages/slider_section.py, `Capabilities`), none other.
- SPEC.md's suffixes of bitboards_sliders.h and the values of BB_SLIDERS in
  SPEC.md and docs/sliders.md name every technique, in the model's order.
"""

from __future__ import annotations

import random
import re

import pytest

from bitboard_tables.mapping import MAPPINGS
from bitboard_tables.sliders import PIECES, packed_tables, small_tables, techniques
from bitboard_tables.sliders.build import main_tables
from bitboard_tables.expression import SQ, Const, Environment, bswap, compiled, evaluate, op, pdep, pext, rbit, walk
from bitboard_tables.functions import BITBOARD, FUNCTIONS
from bitboard_tables.sliders.lanes import OPERATIONS, evaluate_lanes, evaluate_parallel, lane_program, parallel_program
from bitboard_tables.sliders.techniques import fill_sets, technique_named
from tests.conftest import ROOT
from tests.harness.queries import BRUTE_FORCE
from tests.oracles import reference as ref
from tests.oracles.mappings import PERMUTATIONS
from tests.proofs.test_function_bodies import SQUARE_ARGUMENTS

LINES = {"rook": ("rank", "file"), "bishop": ("diagonal", "anti_diagonal")}
DIRECTIONS = ("NOEA", "EAST", "SOEA", "SOUT", "SOWE", "WEST", "NOWE", "NORT")  # SPEC.md's order


def _reference_functions(perm):
    """The main module's functions of a bitboard (the ones a technique may call), by the
    reference (tests/harness/queries.py's BRUTE_FORCE), in `perm`'s numbering:
    bitboards and squares carried by the permutation, pieces and directions as they
    are (they are named on the board, the same in every mapping: SPEC.md)."""

    def carried(function):
        brute = BRUTE_FORCE[function.name]

        def f(*args):
            lerf = [
                perm.lerf_bb(v) if kind == BITBOARD else perm.lerf_sq(v) if name in SQUARE_ARGUMENTS else v
                for (name, kind), v in zip(function.params, args)
            ]
            return perm.bb(brute(*lerf))

        return f

    return {f.name: carried(f) for f in FUNCTIONS if f.name in BRUTE_FORCE and f.returns == BITBOARD}


def _environment(mapping, occ, sq, functions):
    tables = {**main_tables(mapping), **small_tables(mapping), **packed_tables(mapping)}
    return Environment({"occ": occ, "sq": sq}, tables, functions)


@pytest.mark.timeout(120)
@pytest.mark.parametrize("name", ["LERF", "BEFR"])
def test_every_lookup_evaluates_to_the_reference(name):
    mapping, perm = MAPPINGS[name], PERMUTATIONS[name]
    functions = _reference_functions(perm)
    rng = random.Random(29)
    queries = []
    for _ in range(150):  # random boards, sparse and dense
        queries.append((rng.getrandbits(64) & rng.getrandbits(64), rng.randrange(64)))
    for piece in PIECES:  # random subsets of the relevant masks, where the tables differ most
        masks = small_tables(mapping)[f"{piece.upper()}_RELEVANT_MASK"]
        for _ in range(100):
            sq = rng.randrange(64)
            queries.append((rng.getrandbits(64) & masks[sq], sq))
    checked = 0
    for technique in techniques(mapping):
        for (piece, kind), expr in technique.lookups.items():
            helpers = {h.name: h for h in technique.helpers}
            for occ, sq in queries:
                lerf_sq, lerf_occ = perm.lerf_sq(sq), perm.lerf_bb(occ)
                env = _environment(mapping, occ, sq, {**functions, **_helper_functions(helpers, mapping, functions)})
                want = sum_lines(piece, kind, lerf_sq, lerf_occ)
                assert evaluate(expr, env) == perm.bb(want), (name, technique.name, piece, kind, hex(occ), sq)
                checked += 1
    assert checked == len(queries) * sum(len(t.lookups) for t in techniques(mapping))


@pytest.mark.parametrize("name", list(MAPPINGS))
def test_the_bit_reversal_hyperbola_holds_in_every_mapping(name):
    """The bit reversal maps square s to s ^ 63 in every numbering, so hyperbola by
    bit reversal holds on all four lines, the rank included, in each of the eight
    mappings (the byte swap holds only on the lines with one square per byte): its
    lookups, compiled as the generator compiles them, give the reference's sets for
    every square on random subsets of its relevant masks, an empty and a full board."""
    mapping, perm = MAPPINGS[name], PERMUTATIONS[name]
    technique = technique_named(mapping, "hyperbola_rbit")
    tables = {**main_tables(mapping), **small_tables(mapping)}
    (helper,) = technique.helpers
    line = compiled(tuple(p.name for p in helper.params), helper.body, tables, {})
    rng = random.Random(37)
    for piece in PIECES:
        lookup = compiled(("occ", "sq"), technique.lookups[(piece, "attacks")], tables, {helper.name: line})
        masks = small_tables(mapping)[f"{piece.upper()}_RELEVANT_MASK"]
        for sq in range(64):
            for occ in [0, (1 << 64) - 1] + [rng.getrandbits(64) & masks[sq] for _ in range(12)]:
                want = perm.bb(sum_lines(piece, "attacks", perm.lerf_sq(sq), perm.lerf_bb(occ)))
                assert lookup(occ, sq) == want, (name, piece, hex(occ), sq)


def sum_lines(piece, kind, sq, occ):
    out = 0
    for line in LINES[piece]:
        out |= ref.line_attacks(line, sq, occ) if kind == "attacks" else ref.line_xray(line, sq, occ)
    return out


def _helper_functions(helpers, mapping, functions):
    """The technique's helpers as Python functions evaluating their bodies."""

    def make(helper):
        def f(*args):
            values = {p.name: a for p, a in zip(helper.params, args)}
            tables = {**main_tables(mapping), **small_tables(mapping)}
            return evaluate(helper.body, Environment(values, tables, {**functions, **_helper_functions(helpers, mapping, functions)}))

        return f

    return {name: make(h) for name, h in helpers.items()}


@pytest.mark.parametrize("name", ["LERF", "BEFR"])
def test_the_vector_paths_evaluate_to_the_reference(name):
    """Each lane of a lookup's vector path runs the helper on its own line; the
    lanes or'ed are the piece's attacks, on random boards and random subsets of
    the relevant masks, and dense and empty boards."""
    mapping, perm = MAPPINGS[name], PERMUTATIONS[name]
    functions = _reference_functions(perm)
    rng = random.Random(31)
    programs = []
    # no vector has a lane-wise bit reversal; a parallel technique's path is its own (below)
    for t in (t for t in techniques(mapping) if "rbit" not in t.needs and not t.parallel):
        for (piece, kind), expr in t.lookups.items():
            program = lane_program(expr, {h.name: h for h in t.helpers})
            if program is not None:
                programs.append((piece, kind, program))
                assert [n for n, _ in program.steps] == ["forward", "reverse", "borrowed", "both"]
    assert [(p, k) for p, k, _ in programs] == [("bishop", "attacks")] * 2  # the hyperbola's and the two-lines one's
    masks = small_tables(mapping)["BISHOP_RELEVANT_MASK"]
    for piece, kind, program in programs:
        for sq in range(64):
            for occ in (0, (1 << 64) - 1, rng.getrandbits(64), rng.getrandbits(64) & rng.getrandbits(64), rng.getrandbits(64) & masks[sq]):
                env = _environment(mapping, occ, sq, functions)
                want = sum_lines(piece, kind, perm.lerf_sq(sq), perm.lerf_bb(occ))
                assert evaluate_lanes(program, env) == perm.bb(want), (name, hex(occ), sq)


@pytest.mark.timeout(120)
@pytest.mark.parametrize("name", list(MAPPINGS))
def test_the_parallel_path_evaluates_to_the_reference_in_every_mapping(name):
    """Parallel hyperbola (Stockfish's AVX2 path): the three lines with one square
    per byte in the lanes of one vector, the fourth lane zero, the row by the
    first-rank table; each piece's column (the or of its lanes in the vector's two
    halves) or'ed with its scalar part is its attacks, in each of the eight mappings,
    for every square on the empty and the full board and random boards and subsets
    of the relevant masks, the lanes and the bits they subtract read from the record
    of sq. Its lanes are the three lines other than the mapping's row, laid out as
    Stockfish's DualMagic lays them: the rook's line, the bishop's first, zero, the
    bishop's second."""
    mapping, perm = MAPPINGS[name], PERMUTATIONS[name]
    technique = technique_named(mapping, "hyperbola_avx2")
    parallel = parallel_program(technique)
    assert technique.lanes == tuple(line for line in ("rank", "file", "diagonal", "anti_diagonal") if line != mapping.row_line)
    rook, first, second = (f"{line.upper()}_MASK_EX" for line in technique.lanes)
    assert [getattr(r, "table", r) for r in parallel.program.pair] == [rook, first, Const(0), second]
    assert [n for n, _ in parallel.program.steps] == ["forward", "reverse", "borrowed", "both"]
    assert parallel.fields == (op("bit", op("xor_index", SQ, Const(56))), op("bit", SQ))
    functions = _reference_functions(perm)
    functions = {**functions, **_helper_functions({h.name: h for h in technique.helpers}, mapping, functions)}
    rng = random.Random(41)
    masks = {piece: small_tables(mapping)[f"{piece.upper()}_RELEVANT_MASK"] for piece in PIECES}
    for sq in range(64):
        boards = [0, (1 << 64) - 1, rng.getrandbits(64), rng.getrandbits(64) & rng.getrandbits(64)]
        boards += [rng.getrandbits(64) & masks[piece][sq] for piece in PIECES for _ in range(3)]
        for occ in boards:
            got = evaluate_parallel(parallel, _environment(mapping, occ, sq, functions))
            for piece in PIECES:
                want = sum_lines(piece, "attacks", perm.lerf_sq(sq), perm.lerf_bb(occ))
                assert got[piece] == perm.bb(want), (name, piece, hex(occ), sq)


def test_every_instruction_set_spells_every_operation():
    from bitboard_tables.languages.vector import AVX2, NEON, SSE2
    from bitboard_tables.languages.zig import VECTOR, VECTOR4

    for isa in (SSE2, NEON, VECTOR):
        assert set(isa.spell) == {"pair", "splat", "fold", *OPERATIONS}, isa.name
    for isa in (AVX2, VECTOR4):  # a parallel technique's: its lanes loaded from a record, read back by column
        assert set(isa.spell) - {"column0"} == {"load", "splat", "column", *OPERATIONS}, isa.name


def test_the_fills_compute_the_reference_sets():
    """What a fill at run time computes for a subset (the main module's line lookups) is
    the reference's attack and x-ray set."""
    perm = PERMUTATIONS["LERF"]
    functions = _reference_functions(perm)
    rng = random.Random(7)
    for piece in PIECES:
        sets = fill_sets(piece)
        for _ in range(200):
            occ, sq = rng.getrandbits(64), rng.randrange(64)
            env = Environment({"occ": occ, "sq": sq}, {}, functions)
            assert evaluate(sets["attacks"], env) == sum_lines(piece, "attacks", sq, occ)
            assert evaluate(sets["xrays"], env) == sum_lines(piece, "xrays", sq, occ)


def test_compiled_agrees_with_the_tree_walker():
    mapping = MAPPINGS["LERF"]
    tables = {**main_tables(mapping), **small_tables(mapping), **packed_tables(mapping)}
    functions = _reference_functions(PERMUTATIONS["LERF"])
    rng = random.Random(3)
    count = 0
    for technique in techniques(mapping):
        exprs = [e for e in technique.lookups.values()] + [f.index for f in technique.fills] + [f.value for f in technique.fills]
        helpers = _helper_functions({h.name: h for h in technique.helpers}, mapping, functions)
        for expr in exprs:
            fast = compiled(("occ", "sq", "set"), expr, tables, {**functions, **helpers})
            for _ in range(40):
                args = {"occ": rng.getrandbits(64), "sq": rng.randrange(64), "set": rng.getrandbits(64)}
                mask = small_tables(mapping)["ROOK_RELEVANT_MASK"][args["sq"]] & small_tables(mapping)["BISHOP_RELEVANT_MASK"][args["sq"]]
                args["occ"] &= mask | rng.getrandbits(64)
                try:
                    want = evaluate(expr, Environment(args, tables, {**functions, **helpers}))
                except IndexError:
                    continue  # an index past a table: only subsets of the mask index it
                assert fast(**args) == want
                count += 1
    assert count > 500


def test_the_primitives_by_their_definitions():
    rng = random.Random(5)
    for _ in range(300):
        value, mask = rng.getrandbits(64), rng.getrandbits(64) & rng.getrandbits(64)
        bits = [sq for sq in range(64) if mask >> sq & 1]
        assert pext(value, mask) == sum(1 << k for k, sq in enumerate(bits) if value >> sq & 1)
        packed = rng.getrandbits(len(bits)) if bits else 0
        assert pdep(packed, mask) == sum(1 << sq for k, sq in enumerate(bits) if packed >> k & 1)
        assert bswap(value) == sum(((value >> (8 * i)) & 0xFF) << (8 * (7 - i)) for i in range(8))
        assert rbit(value) == sum(1 << (63 - sq) for sq in range(64) if value >> sq & 1)


def test_the_32_bit_words_by_their_definitions():
    """lo32, hi32, mul32, xor32, shr32 (the 32-bit magic index): a bitboard's halves
    are its value modulo 2**32 and its quotient by 2**32, a product of two words is
    cut modulo 2**32; the evaluator and the compiled form (PythonPrinter) agree."""
    from bitboard_tables.expression import Arg, op

    a, b, n = Arg("a"), Arg("b"), Arg("n", "index")
    expr = op("shr32", op("xor32", op("mul32", op("lo32", a), op("lo32", b)), op("mul32", op("hi32", a), op("hi32", b))), n)
    fast = compiled(("a", "b", "n"), expr, {}, {})
    rng = random.Random(32)
    for _ in range(300):
        x, y, k = rng.getrandbits(64), rng.getrandbits(64), rng.randrange(32)
        low, high = (x % 2**32) * (y % 2**32) % 2**32, (x // 2**32) * (y // 2**32) % 2**32
        want = (low ^ high) // 2**k
        assert evaluate(expr, Environment({"a": x, "b": y, "n": k}, {}, {})) == fast(x, y, k) == want


def test_the_64_bit_words_of_a_128_bit_bitboard_by_their_definitions():
    """lo64, hi64 (a board's PEXT index past 64 bits, sliders/board_techniques.py): a
    128-bit bitboard's words are its value modulo 2**64 and its quotient by 2**64; the
    evaluator at 128 bits and the compiled form (PythonPrinter) agree."""
    from bitboard_tables.expression import Arg, op

    a = Arg("a")
    expr = op("or", op("lo64", a), op("shl", op("hi64", a), Const(64)))  # the words joined again: a itself
    low, high = compiled(("a",), op("lo64", a), {}, {}), compiled(("a",), op("hi64", a), {}, {})
    rng = random.Random(49)
    for _ in range(300):
        x = rng.getrandbits(128)
        assert low(x) == evaluate(op("lo64", a), Environment({"a": x}, {}, {}, 128)) == x % 2**64
        assert high(x) == evaluate(op("hi64", a), Environment({"a": x}, {}, {}, 128)) == x // 2**64
        assert evaluate(expr, Environment({"a": x}, {}, {}, 128)) == x


def test_what_each_technique_reads_is_its_own_or_the_main_modules():
    mapping = MAPPINGS["LERF"]
    own = set(small_tables(mapping)) | set(packed_tables(mapping))
    main = set(main_tables(mapping))
    for technique in techniques(mapping):
        for expr in technique.expressions():
            for node in walk(expr):
                table = getattr(node, "table", None)
                if table:
                    assert table in own | main, (technique.name, table)
        assert set(technique.reads(xrays=True)) >= set(technique.reads())
        for fill in technique.fills:
            assert fill.table in packed_tables(mapping)
    by_name = {t.name: t for t in techniques(mapping)}
    assert by_name["kindergarten"].calls() == ("rank_attacks", "file_attacks", "diagonal_attacks", "anti_diagonal_attacks")
    assert by_name["kogge_stone"].calls() == ("sliding_attacks",) and set(by_name["kogge_stone"].names()) == set(DIRECTIONS) - set()
    assert by_name["magic"].calls() == () and by_name["magic"].xrays and not by_name["black"].xrays
    assert by_name["pext"].needs == by_name["pext16"].needs == frozenset({"bmi2"})


def _technique_rows(section: str, cells: int = 1) -> list:
    """Returns the first cell (with `cells`, the first so many) of each row of the
    first `| technique |` table in `section`."""
    table = section[section.index("\n| technique |") :].split("\n\n")[0]
    rows = [line[2:].split(" | ") for line in table.strip().splitlines()[2:]]
    return [row[0] if cells == 1 else tuple(row[:cells]) for row in rows]


def test_the_docs_list_what_each_language_carries():
    """docs/sliders.md's table of the techniques (C's, every one) and the first table
    of each language's own section ("## In Go: ...") list the techniques that the
    language's CAPABILITIES carry (languages/slider_section.py), none other; C++ and
    Rust, which have no table of their own, carry every one: what a language carries
    is said once, in its capabilities."""
    import importlib

    from bitboard_tables.languages import LANGUAGES

    text = (ROOT / "docs/sliders.md").read_text()
    sections = {s.split("\n", 1)[0]: s for s in text.split("\n## ")}
    # the technique of each title the documents use, by its suffix in the table of the techniques
    named = {title: suffix.strip("`_") for title, suffix in _technique_rows(sections["The techniques"], 2)}
    checked = []
    for language in LANGUAGES:
        heading = "The techniques" if language.name == "c" else next((h for h in sections if h.startswith(f"In {language.title}: ")), None)
        carried = importlib.import_module(f"bitboard_tables.languages.{language.name}").CAPABILITIES.carried(MAPPINGS["LERF"])
        if heading is None:  # C++ and Rust: "every technique too", as C; no table of their own
            assert carried == techniques(MAPPINGS["LERF"]), language.name
            continue
        listed = [named[title] for title in _technique_rows(sections[heading])]
        assert sorted(listed) == sorted(t.name for t in carried), heading
        checked.append(language.name)
    assert checked == ["c", "csharp", "go", "java", "js", "nim", "python", "zig"]


def test_the_contract_lists_every_technique_in_order():
    """SPEC.md's list of the suffixes `T` of bitboards_sliders.h and the values of
    BB_SLIDERS in SPEC.md and docs/sliders.md name every technique of the model, in
    its order (the macros' values 1..N), none other: a new technique is written down
    where a reader of the contract looks for it."""
    names = [t.name for t in techniques(MAPPINGS["LERF"])]
    spec = " ".join((ROOT / "SPEC.md").read_text().split())
    suffixes = spec[spec.index("For `T` each of ") + len("For `T` each of ") :].split(":", 1)[0]
    assert re.findall(r"`(\w+)`", suffixes) == names
    for path in ("SPEC.md", "docs/sliders.md"):
        text = " ".join((ROOT / path).read_text().split())
        values = re.search(r"((?:`BB_SLIDERS_\w+`,? (?:or )?)+)\((?:the header defines them as )?1\.\.(\d+)\)", text)
        assert values, f"{path}: no list of BB_SLIDERS' values"
        assert re.findall(r"`BB_SLIDERS_(\w+)`", values[1]) == [n.upper() for n in names], path
        assert int(values[2]) == len(names), path
