"""Every output language proven alike, from its registered test driver.

Each language of bitboard_tables.languages registers a driver
(tests/harness/drivers.py, tests/drivers/<name>/); from it alone the language
gets every proof below, parametrized over the registry:

- on the committed LERF outputs, built by every toolchain of its matrix: every
  table entry equals the generator's, and every function answers the
  brute-force references of tests/oracles/reference.py over its whole domain
  (tests/harness/queries.py) and on every subset of every line;
- in the square mappings, on the outputs `generate --mapping` writes: every
  table entry is the LERF entry carried by the mapping's permutation
  (T_M[p(a)] = P(T_LERF[a]), from the formulas of tests/oracles/mappings.py),
  the square helpers follow the formula, and every function answers
  f_M(P(occ), p(sq)) == P(f_LERF(occ, sq)) on thousands of random queries and
  on every occupancy of every line; each other compiler of the matrix (one
  standard of each; the modes no mapping changes are left to LERF) answers the
  same on the mapping farthest from LERF. The Python module, whose LERF is the
  reference, is carried into all eight mappings; every other language into
  BRANCH_MAPPINGS, four that between them take every branch a mapping makes in
  a language's code (below);
- its perft counts the published numbers in the mapping farthest from LERF
  (the Python perft in every mapping), LERF's perfts
  tests/proofs/test_perft_compiled.py and test_perft_python.py prove deeper,
  and every language's perft divides Kiwipete at depth 2 as python-chess does,
  in every mapping it is carried into (LERF's compiled perfts in
  test_perft_compiled.py).

The LERF Python module is the reference the conjugation proofs carry: the
brute-force proofs above prove it first, and the Python module is not carried
onto itself.
"""

from __future__ import annotations

import random
import subprocess
from functools import lru_cache
from typing import Dict, List, Tuple

import chess
import pytest

from bitboard_tables.languages import LANGUAGE_NAMES
from bitboard_tables.tables import compute_tables
from generated import bitboards as lerf
from tests.conftest import GENERATED, computed_once
from tests.harness import queries
from tests.harness.drivers import driver_of, drivers, perft_each, run
from tests.oracles import reference as ref
from tests.oracles.python_chess import chess_divide
from tests.oracles.mappings import BIT_SPACE, FIXED, FORMULAS, NAMES, NUMBER_AXES, PERMUTATIONS, SQUARE_AXES, square_name
from tests.perft.positions import CPW_RESULTS, KIWIPETE, SEDLAK

# The session fixtures generate the outputs of eight mappings and build every
# driver; whichever test comes first pays for them, so this module's limit is longer.
pytestmark = pytest.mark.timeout(300)

REFERENCE = "python"  # the language whose LERF module the conjugation proofs carry
FARTHEST = "BEFR"  # file-major, both coordinates descending: the farthest from LERF
# What a mapping changes in a language's code (bitboard_tables/mapping.py): which line
# a byte holds (the kindergarten lookups of the row and the column differ), and how
# each coordinate is read from a square, as the byte or the position within it,
# ascending or descending (the square helpers, the parsing of names). These four
# mappings take each of those branches: the file is read as the position ascending
# (LERF) and descending (BERF), as the byte ascending (LEFR) and descending (BEFR),
# the rank likewise the other way round, and a byte holds a rank in two and a file in
# the other two. The other four combine the same branches otherwise; the Python
# module is carried into them too, and test_mappings.py and test_outputs.py prove
# every mapping of every language's files from the generator's side.
BRANCH_MAPPINGS = ("LERF", "BERF", "LEFR", "BEFR")


DRIVERS = drivers()
MATRIX = [(language, toolchain) for language, d in DRIVERS.items() for toolchain in d.toolchains]
MATRIX_IDS = [f"{language}-{toolchain.name}" for language, toolchain in MATRIX]


def _one_of_each_family(language: str) -> list:
    """Returns the toolchains of `language` but its default, one of each family: a
    compiler with each of its standards is one family, and the builds that differ
    from another only in a branch no mapping changes (checked mode, shared tables,
    sanitizers, portable bit scans: `mode` on the toolchain) are left to LERF; a
    toolchain without a family is its own."""
    seen, out = set(), []
    for toolchain in DRIVERS[language].toolchains:
        family = getattr(toolchain, "family", toolchain.name)
        if family not in seen and not getattr(toolchain, "mode", ""):
            seen.add(family)
            out.append(toolchain)
    return [t for t in out if t is not DRIVERS[language].default]


OTHER_TOOLCHAINS = [(language, t) for language in DRIVERS for t in _one_of_each_family(language)]

def mappings_of(language: str) -> tuple:
    """The mappings `language` is carried into: all eight for the reference's language,
    BRANCH_MAPPINGS for the others."""
    return NAMES if language == REFERENCE else BRANCH_MAPPINGS


MAPPED = [(language, mapping) for language in DRIVERS for mapping in mappings_of(language)]
# the published counts: in the farthest mapping, and in all for the reference's language
PERFTS = [(language, mapping) for language, mapping in MAPPED if mapping != "LERF" and (language == REFERENCE or mapping == FARTHEST)]
# the perfts that divide Kiwipete here: LERF's compiled ones divide it in
# tests/proofs/test_perft_compiled.py, on the build it counts the published numbers with
DIVIDED = [(language, mapping) for language, mapping in MAPPED if mapping != "LERF" or DRIVERS[language].perft is None]
CARRIED = [(language, mapping) for language, mapping in MAPPED if (language, mapping) != (REFERENCE, "LERF")]


def test_every_language_has_a_test_driver():
    for name in LANGUAGE_NAMES:
        driver = driver_of(name)  # raises ImportError naming what is missing
        assert driver.toolchains, name


def _per_language(build_jobs):
    """Returns prebuild(language): runs `build_jobs(language)` (calls of builds.driver or
    builds.perft) in parallel the first time a language asks, so that a worker builds
    only the languages whose tests it runs (conftest.py hands each language's tests of
    this module to one worker)."""
    done = set()

    def prebuild(builds, language: str, mapped=None) -> None:
        if language not in done:
            done.add(language)
            builds.prebuild(build_jobs(builds, language, mapped))

    return prebuild


# Builds a language's driver by every toolchain on the committed outputs.
lerf_matrix = _per_language(
    lambda builds, language, _: [
        lambda t=toolchain: builds.driver(language, t, GENERATED, "LERF") for toolchain in DRIVERS[language].toolchains
    ]
)


def _mapped_jobs(builds, language, mapped):
    """A language's default driver on the outputs of every mapping (`mapped`), its
    other toolchains' on the farthest; first, those of the mappings other than
    LERF as one program where its driver builds them so (Builds.drivers_together)."""
    builds.drivers_together(language, DRIVERS[language].default, {m: mapped[m] for m in mappings_of(language) if m != "LERF"})
    jobs = [lambda m=mapping: builds.driver(language, DRIVERS[language].default, mapped[m], m) for mapping in mappings_of(language)]
    others = [t for lang, t in OTHER_TOOLCHAINS if lang == language]
    return jobs + [lambda t=toolchain: builds.driver(language, t, mapped[FARTHEST], FARTHEST) for toolchain in others]


mapped_drivers = _per_language(_mapped_jobs)
def _perft_jobs(builds, language, mapped):
    """A language's perft on the outputs of every mapping it divides Kiwipete in;
    first, those of the mappings other than LERF as one program where its driver
    builds them so (Builds.perfts_together)."""
    builds.perfts_together(language, {m: mapped[m] for lang, m in DIVIDED if lang == language and m != "LERF"})
    return [lambda m=m: builds.perft(language, mapped[m], m) for lang, m in DIVIDED if lang == language]


perfts = _per_language(_perft_jobs)


# --- the expectations -------------------------------------------------------------


def _dump(name: str, data, mapping: str) -> List[str]:
    """Returns the `tables` lines of the LERF table `name` carried into `mapping`:
    T_M[p(a)] = P(T_LERF[a]) over its square axes (tests/oracles/mappings.py),
    DIR_SHIFT from the formula, the kindergarten tables as they are."""
    if name == "DIR_SHIFT":
        formula = FORMULAS[mapping]
        return [f"DIR_SHIFT {d} {formula(3 + df, 3 + dr) - formula(3, 3)}" for d, (df, dr) in ref.STEPS.items()]
    perm, axes = PERMUTATIONS[mapping], SQUARE_AXES.get(name, NUMBER_AXES.get(name))
    carried = perm.bb if name in SQUARE_AXES else lambda value: value
    assert axes is not None or name in BIT_SPACE + FIXED, name
    entries = []

    def walk(node, index):
        if isinstance(node, tuple):
            for i, child in enumerate(node):
                walk(child, index + [i])
        elif axes is None:
            entries.append((tuple(index), node))
        else:
            entries.append((tuple(perm.sq(i) if axis == "s" else i for axis, i in zip(axes, index)), carried(node)))

    walk(data, [])
    return [f"{name} {' '.join(map(str, index))} 0x{value:016x}" for index, value in sorted(entries)]


def _expected_tables() -> Dict[str, List[str]]:
    """{mapping: the `tables` output}: the generator's LERF tables, carried. The
    kindergarten tables (indexed by occupancy bits) are the same bytes in every mapping."""
    tables = compute_tables()
    return {mapping: [line for t in tables for line in _dump(t.name, t.data, mapping)] for mapping in NAMES}


@pytest.fixture(scope="session")
def expected_tables() -> Dict[str, List[str]]:
    return computed_once("expected_tables", _expected_tables)


@pytest.fixture(scope="session")
def contract_queries() -> List[Tuple[tuple, int]]:
    """((function, arguments), brute-force answer) of tests/harness/queries.py."""
    return list(zip(queries.contract_queries(), queries.expected_answers()))


@pytest.fixture(scope="session")
def contract_io(contract_queries):
    """(checked) -> (driver input, expected output lines) of the queries a toolchain is
    asked (queries.asked: a checked mode is not asked what it stops), each written once
    a session, not once a toolchain (some 0.15 s each)."""
    written = {}

    def of(checked: bool) -> Tuple[str, List[str]]:
        if checked not in written:
            written[checked] = _driver_io(queries.asked(checked, contract_queries))
        return written[checked]

    return of


def _driver_io(pairs) -> Tuple[str, List[str]]:
    """Returns (driver input, expected output lines) of ((function, arguments), answer) pairs."""
    lines = [(queries.driver_line(name, args), queries.driver_answer(name, want)) for (name, args), want in pairs]
    return "".join(q + "\n" for q, _ in lines), [a for _, a in lines]


def _expected_lines() -> List[str]:
    """The driver's `lines SEED` output for each seed, computed by brute force."""
    out = []
    for seed in queries.LINE_NOISE_SEEDS:
        for sq, line, occ in queries.line_occupancies(seed):
            a, x = ref.line_attacks(line, sq, occ), ref.line_xray(line, sq, occ)
            out.append(f"{sq} {queries.LINE_NAMES.index(line)} 0x{occ:016x} 0x{a:016x} 0x{x:016x}")
    return out


@pytest.fixture(scope="session")
def expected_lines() -> List[str]:
    return computed_once("expected_lines", _expected_lines)


# Argument kinds: b a bitboard (carried by P), s and t squares (by p), d a direction, p a piece, c a color.
SIGNATURES = {
    "square_bb": "s",
    **{f"{line}_attacks": "bs" for line in queries.LINE_NAMES},
    **{f"xray_{line}_attacks": "bs" for line in queries.LINE_NAMES},
    "rook_attacks": "bs",
    "bishop_attacks": "bs",
    "queen_attacks": "bs",
    "xray_rook_attacks": "bbs",
    "xray_bishop_attacks": "bbs",
    "piece_attacks": "pbs",
    "pinned": "bbsbb",
    "shift_one": "bd",
    "occluded_fill": "bbd",
    "sliding_attacks": "bbd",
    "xray_attacks": "bbbd",
    "between_slider_and_target": "bbbd",
    "distance": "st",
    "manhattan_distance": "st",
    **{name: "cs" for name in queries.PAWN_FUNCTIONS},
    "adjacent_files": "s",
    "polyglot_piece_key": "cps",
}


def _random_lerf_queries(count: int = 1200, seed: int = 9) -> List[Tuple[str, tuple]]:
    """Returns (function, LERF arguments) pairs: `count` rounds of every function."""
    rng = random.Random(seed)
    edges = [0, ref.FULL, 0xFF818181818181FF, 0x8100000000000081]

    def bitboard():
        if rng.random() < 0.1:
            return rng.choice(edges)
        return rng.getrandbits(64) & rng.getrandbits(64) & (rng.getrandbits(64) | rng.getrandbits(64))

    out = []
    for _ in range(count):
        sq = rng.randrange(64)
        values = {"s": sq, "d": rng.randrange(8), "p": rng.randrange(6), "c": rng.randrange(2), "t": rng.randrange(64)}
        for name, kinds in SIGNATURES.items():
            args = []
            for k, kind in enumerate(kinds):
                if kind == "b":
                    value = bitboard()
                    args.append(value | 1 << sq if k == 0 and "s" in kinds else value)
                else:
                    args.append(values[kind])
            out.append((name, tuple(args)))
        out.append(("pinned", ref.random_position(rng)))
    return out


def _carry(kinds: str, args: tuple, perm) -> tuple:
    return tuple(perm.bb(a) if k == "b" else perm.sq(a) if k in "st" else a for k, a in zip(kinds, args))


def _mapped_queries() -> Dict[str, Tuple[str, List[str]]]:
    """{mapping: (driver input, expected lines)}: random queries carried by the
    permutation, each answered as P(the LERF module's answer)."""
    answers = [(name, args, getattr(lerf, name)(*args)) for name, args in _random_lerf_queries()]
    out = {}
    for mapping in NAMES:
        perm = PERMUTATIONS[mapping]
        text = "".join(queries.driver_line(n, _carry(SIGNATURES[n], a, perm)) + "\n" for n, a, _ in answers)
        out[mapping] = (text, [queries.driver_answer(n, v if n in queries.NUMBER_RESULTS else perm.bb(v)) for n, _, v in answers])
    return out


@pytest.fixture(scope="session")
def mapped_queries() -> Dict[str, Tuple[str, List[str]]]:
    return computed_once("mapped_queries", _mapped_queries)


def _mapped_lines() -> Dict[str, List[str]]:
    """{mapping: the driver's `lines` output}: every square, every line, every occupancy
    of the line (carry-rippler order), the attacks and x-rays as the LERF module
    answers them, carried by P."""
    functions = [(getattr(lerf, f"{line}_attacks"), getattr(lerf, f"xray_{line}_attacks")) for line in queries.LINE_NAMES]
    masks = (lerf.RANK_MASK, lerf.FILE_MASK, lerf.DIAGONAL_MASK, lerf.ANTI_DIAGONAL_MASK)
    # the LERF answers of every subset of every line, asked once for all eight mappings
    answered = {(k, s): [(o, a(o, s), x(o, s)) for o in ref.subsets(masks[k][s])] for k, (a, x) in enumerate(functions) for s in range(64)}
    out = {}
    for mapping in NAMES:
        perm = PERMUTATIONS[mapping]
        lines = []
        for sq in range(64):
            s = perm.lerf_sq(sq)
            for k in range(len(functions)):
                carried = {o: perm.bb(o) for o, _, _ in answered[k, s]}  # P of every subset of the line
                carry = lambda b: carried[b] if b in carried else perm.bb(b)  # noqa: E731 (the answers lie on the line too)
                by_occupancy = {carried[o]: (carry(a), carry(x)) for o, a, x in answered[k, s]}
                for occ in ref.subsets(perm.bb(masks[k][s])):
                    a, x = by_occupancy[occ]
                    lines.append(f"{sq} {k} 0x{occ:016x} 0x{a:016x} 0x{x:016x}")
        out[mapping] = lines
    return out


@pytest.fixture(scope="session")
def mapped_lines() -> Dict[str, List[str]]:
    return computed_once("mapped_lines", _mapped_lines)


def _expected_squares(mapping: str) -> Tuple[str, List[str]]:
    """(driver input, expected output) of the square helpers in `mapping`: `squares`
    (every file and rank, every square's coordinates and name, the constant contexts),
    then parse_square on every name and `scan` (tests/harness/queries.py)."""
    formula = FORMULAS[mapping]
    out = [f"square {f} {r} {formula(f, r)}" for f in range(8) for r in range(8)]
    coordinates = {formula(f, r): (f, r) for f in range(8) for r in range(8)}
    out += [f"coordinates {sq} {coordinates[sq][0]} {coordinates[sq][1]}" for sq in range(64)]
    out += [f"name {sq} {square_name(*coordinates[sq])}" for sq in range(64)]
    text, answers = queries.names_queries(formula)
    return "squares\n" + text, out + [f"D4 {formula(3, 3)} 8 1"] + answers


def _same(got: List[str], want: List[str], queries_text: str = "") -> None:
    """Asserts the lines are equal, naming the first query that differs."""
    if got == want:
        return
    assert len(got) == len(want), (len(got), len(want))
    asked = queries_text.splitlines()
    for k, (g, w) in enumerate(zip(got, want)):
        assert g == w, asked[k] if asked else k


# --- LERF, every toolchain ----------------------------------------------------------


# What a LERF driver answers, asked once a toolchain: the questions of the three proofs
# below in one run (a JVM, Node, Mono or Python starts and loads the outputs once, not
# three times), its answers split by the lengths of the expected ones. A driver that
# answers one question with more or fewer lines than expected shifts what follows, so
# the part it belongs to fails, or a later one: the three pass together only where the
# whole output is the expected one, line for line.
LERF_PARTS = ("tables", "functions", "lines")


@pytest.fixture(scope="module")
def lerf_answers(builds, expected_tables, contract_io, expected_lines):
    """answers(language, toolchain, part) -> (what the driver answered of `part` of
    LERF_PARTS, the expected lines, its input where it asks queries): each toolchain's
    driver run once for all three parts, each part handed out once."""
    text = "".join(f"lines {seed}\n" for seed in queries.LINE_NOISE_SEEDS)  # every subset of every line, alone and with noise
    kept: Dict[tuple, Dict[str, List[str]]] = {}  # the parts not yet handed out

    def answers(language: str, toolchain, part: str) -> Tuple[List[str], List[str], str]:
        lerf_matrix(builds, language)
        functions, want = contract_io(getattr(toolchain, "checked", False))  # a checked mode: not what it stops
        parts = {"tables": ("tables\n", expected_tables["LERF"]), "functions": (functions, want), "lines": (text, expected_lines)}
        key = (language, toolchain.name)
        if key not in kept:
            out = run(builds.driver(language, toolchain, GENERATED, "LERF"), "".join(parts[p][0] for p in LERF_PARTS))
            kept[key] = {}
            for p in LERF_PARTS:  # the last part takes the rest
                count = len(parts[p][1]) if p != LERF_PARTS[-1] else len(out)
                kept[key][p], out = out[:count], out[count:]
        got = kept[key].pop(part)
        if not kept[key]:
            del kept[key]
        return got, parts[part][1], parts[part][0] if part == "functions" else ""

    return answers


@pytest.mark.parametrize("language, toolchain", MATRIX, ids=MATRIX_IDS)
def test_every_table_entry_equals_the_generators(lerf_answers, language, toolchain):
    out, want, _ = lerf_answers(language, toolchain, "tables")
    assert len(out) > 17000
    _same(out, want)


@pytest.mark.parametrize("language, toolchain", MATRIX, ids=MATRIX_IDS)
def test_every_function_over_its_domain_against_brute_force(lerf_answers, language, toolchain):
    _same(*lerf_answers(language, toolchain, "functions"))


@pytest.mark.parametrize("language, toolchain", MATRIX, ids=MATRIX_IDS)
def test_line_functions_on_every_line_occupancy_against_brute_force(lerf_answers, language, toolchain):
    # Every subset of every line through every square, alone and with pieces off the line.
    out, want, _ = lerf_answers(language, toolchain, "lines")
    _same(out, want)


@pytest.mark.parametrize("language", DRIVERS)
def test_examples_with_published_answers(builds, language):
    # e.g. bb_xray_rook_attacks(a1|a7, a4, A1) == 0x0001010100000000 (tests/harness/queries.py)
    text = "".join(queries.driver_line(name, args) + "\n" for name, args, _ in queries.EXAMPLES)
    out = run(builds.driver(language, DRIVERS[language].default, GENERATED, "LERF"), text)
    assert out == [queries.driver_answer(name, want) for name, _, want in queries.EXAMPLES]


# --- every mapping, by conjugation ---------------------------------------------------


@pytest.mark.parametrize("language, mapping", CARRIED, ids=[f"{language}-{m}" for language, m in CARRIED])
def test_the_mapping_is_lerf_carried_by_its_permutation(
    builds, mapped_of, expected_tables, mapped_queries, mapped_lines, language, mapping
):
    mapped = mapped_of(language, mappings_of(language))
    mapped_drivers(builds, language, mapped)
    command = builds.driver(language, DRIVERS[language].default, mapped[mapping], mapping)
    text, want = mapped_queries[mapping]
    squares_text, squares = _expected_squares(mapping)
    out = run(command, "tables\n" + squares_text + text + "lines\n")  # one run: the module loads once
    tables = expected_tables[mapping]
    _same(out[: len(tables)], tables)
    _same(out[len(tables) : len(tables) + len(squares)], squares)
    queried = out[len(tables) + len(squares) :][: len(want)]
    _same(queried, want, text)
    _same(out[len(tables) + len(squares) + len(want) :], mapped_lines[mapping])


@pytest.mark.parametrize("language, toolchain", OTHER_TOOLCHAINS, ids=[f"{lang}-{t.name}" for lang, t in OTHER_TOOLCHAINS])
def test_every_toolchain_on_the_mapping_farthest_from_lerf(builds, mapped_of, mapped_queries, mapped_lines, language, toolchain):
    mapped = mapped_of(language, mappings_of(language))
    mapped_drivers(builds, language, mapped)
    command = builds.driver(language, toolchain, mapped[FARTHEST], FARTHEST)
    squares_text, squares = _expected_squares(FARTHEST)
    text, want = mapped_queries[FARTHEST]
    asked, lines = text.splitlines()[::4], want[::4]  # every function, a quarter of the rounds
    out = run(command, squares_text + "".join(q + "\n" for q in asked) + "lines\n")  # one run: the module loads once
    _same(out[: len(squares)], squares)
    _same(out[len(squares) : len(squares) + len(lines)], lines, "\n".join(asked))
    _same(out[len(squares) + len(lines) :], mapped_lines[FARTHEST])


# --- perft ------------------------------------------------------------------------


@pytest.mark.timeout(600)
@pytest.mark.parametrize("language, mapping", PERFTS, ids=[f"{language}-{m}" for language, m in PERFTS])
def test_perft_counts_the_published_numbers_in_other_mappings(builds, mapped_of, language, mapping):
    """In the mapping farthest from LERF (the reference's language: in every
    mapping), every CPW position at the deepest depth up to 3 whose count is within the
    language's node budget (castling, en passant, promotions and checks all come
    by then), and each Sedlak case published at depth 6 within it: two or three
    runs of the perft a mapping (one a depth), as a JVM or Node starts slowly;
    LERF's perfts count every published number (test_perft_compiled.py)."""
    mapped = mapped_of(language, mappings_of(language))
    perfts(builds, language, mapped)
    command = builds.perft(language, mapped[mapping], mapping)
    budget = DRIVERS[language].perft_nodes
    cases = [(name, fen, depth, nodes) for name, (fen, counts) in CPW_RESULTS.items() for depth, nodes in enumerate(counts[:3], 1)]
    cases += [(name, fen, depth, nodes) for name, (fen, depth, nodes) in SEDLAK.items() if depth == 6]
    deepest = {}
    for name, fen, depth, nodes in cases:
        if nodes <= budget and depth >= deepest.get(name, (0,))[0]:
            deepest[name] = (depth, fen, nodes)
    assert {"initial", "kiwipete"} <= set(deepest), budget
    for depth in sorted({depth for depth, _, _ in deepest.values()}):  # one run a depth
        names = [name for name, (d, _, _) in deepest.items() if d == depth]
        answers = perft_each(command, [deepest[name][1] for name in names], depth)
        assert {name: int(answer[-1]) for name, answer in zip(names, answers)} == {name: deepest[name][2] for name in names}, depth


@pytest.fixture(scope="session")
def kiwipete_divide() -> List[str]:
    """What `--divide` prints of Kiwipete at depth 2, by python-chess: "uci: count"
    for every legal move in UCI order, then the total."""
    counts = chess_divide(chess.Board(KIWIPETE), 2)
    return [f"{uci}: {counts[uci]}" for uci in sorted(counts)] + [str(sum(counts.values()))]


@pytest.mark.parametrize("language, mapping", DIVIDED, ids=[f"{language}-{m}" for language, m in DIVIDED])
def test_every_perft_divides_kiwipete_as_python_chess_does(builds, mapped_of, kiwipete_divide, language, mapping):
    """`--divide` of Kiwipete at depth 2, in UCI names, from every language in every
    mapping it is carried into (LERF's compiled perfts in tests/proofs/test_perft_compiled.py)."""
    mapped = mapped_of(language, mappings_of(language))
    perfts(builds, language, mapped)
    command = builds.perft(language, mapped[mapping], mapping)
    proc = subprocess.run([*command, "--divide", KIWIPETE, "2"], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.splitlines() == kiwipete_divide
    assert kiwipete_divide[-1] == "2039" and len(kiwipete_divide) == 49  # CPW: 48 moves, 2039 nodes


# --- reading the files back ---------------------------------------------------------


def _small_read(language: str) -> set:
    """The [64 sq] tables of the slider techniques `language` carries (its
    capabilities), which its lookups or fills read."""
    import importlib

    from bitboard_tables.expression import reads
    from bitboard_tables.mapping import mapping_named

    carried = importlib.import_module(f"bitboard_tables.languages.{language}").CAPABILITIES.carried(mapping_named("LERF"))
    return {r for t in carried for e in (*t.expressions(), *(x for f in t.fills for x in (f.index, f.value))) for r in reads(e)}


@lru_cache(maxsize=1)
def _lerf_slider_tables() -> dict:
    """{name: (shape, element, entries)} of the generator's LERF slider tables, computed
    (or read from its cache, some 0.2 s) once a module, not three times a language."""
    from bitboard_tables.mapping import LERF
    from bitboard_tables.sliders import slider_tables

    return {t.name: (t.shape, t.element, t.data) for t in slider_tables(LERF)}


@pytest.mark.parametrize("language", DRIVERS)
def test_the_reader_reads_every_table_entry_and_function_back(language):
    """What `generate --check`, `diff` and `show --file` read of a language's files:
    each is recognized as that language's, and the file that holds the tables holds
    every table of the generator, entry by entry, and every function (C's square
    helpers are read as their macros); the sliders header every table of its own;
    where the engine tables have a file of their own (C's bitboards_engine.h), it
    holds them and their functions, and the main file the rest."""
    from bitboard_tables.functions import FUNCTIONS
    from bitboard_tables.languages import LANGUAGES, read_generated
    from bitboard_tables.tables import ENGINE_TABLES

    (chosen,) = [lang for lang in LANGUAGES if lang.name == language]
    files = chosen.file_names
    expected = {t.name: (t.shape, t.element, t.data) for t in compute_tables()}
    engine = [f.name for f in chosen.files if f.engine]
    if engine:
        (engine_file,) = engine
        engine_tables = {n: v for n, v in expected.items() if n in ENGINE_TABLES}
        assert engine_tables and len(engine_tables) == len(ENGINE_TABLES)
        expected = {n: v for n, v in expected.items() if n not in ENGINE_TABLES}
    # the C sliders header holds its own tables, entry by entry too
    sliders = _lerf_slider_tables()
    expected_of = {"bitboards_sliders.h": sliders}
    # the Go sliders file its [64 sq] tables (init() fills the packed ones)
    expected_of["bitboards_sliders.go"] = {n: v for n, v in expected_of["bitboards_sliders.h"].items() if v[0] == (64,)}
    # and the two files of its fill that -tags bitboards_nofill chooses between: no table
    expected_of.update({"bitboards_sliders_fill.go": {}, "bitboards_sliders_nofill.go": {}})
    expected_of["bitboards.d.mts"] = {}  # the TypeScript declarations: functions, no table
    # the C++ header and the C# class also hold the techniques' [64 sq] tables (their
    # packed ones start zeroed)
    small = {n: v for n, v in sliders.items() if v[0] == (64,)}
    # and so do the Java class (its packed ones live in nested classes, filled on first
    # use), the Zig file, the JavaScript module (its packed ones filled on first use) and
    # the Python module (its packed ones start empty), and the Nim module (its packed ones filled at import)
    # (each the [64 sq] tables of the techniques its language carries: Java's, C#'s,
    # Python's and Nim's not the 32-bit magic's)
    carried = {name: _small_read(lang) for name, lang in (("bitboards.hpp", "cpp"), ("Bitboards.java", "java"), ("Bitboards.cs", "csharp"),
               ("bitboards.zig", "zig"), ("bitboards.mjs", "js"), ("bitboards.py", "python"), ("bitboards.nim", "nim"))}  # fmt: skip
    also = {name: {n: v for n, v in small.items() if n in read} for name, read in carried.items()}
    # the C++ header also parallel hyperbola's record of each square, read where it has AVX2
    also["bitboards.hpp"] = {**also["bitboards.hpp"], **{n: v for n, v in sliders.items() if n.endswith("_RECORDS")}}
    holders, engine_functions = [], set()
    if engine:
        found = read_generated(GENERATED / engine_file)
        assert found.language == language, engine_file
        assert {t.name: (t.shape, t.element, t.data) for t in found.tables} == engine_tables, engine_file
        engine_functions = set(found.functions)
        expected_of[engine_file] = engine_tables
    for name in files:
        found = read_generated(GENERATED / name)
        assert found.language == language, name
        assert {t.name: (t.shape, t.element, t.data) for t in found.tables} == {**expected_of.get(name, expected), **also.get(name, {})}, name
        if name not in expected_of:
            assert {f.name for f in FUNCTIONS} <= set(found.functions) | engine_functions, name
            holders.append(name)
    assert holders, files
