"""The slider techniques of bitboards.py proven in Python, in LERF and in BEFR
(file-major, both coordinates descending).

tests/drivers/python/sliders.py runs once on generated/bitboards.py and once on the
module of `generate --lang python --mapping BEFR`, both at once (two processes, the
BEFR one started first). It hashes each technique's rook and bishop attacks and
one-lookup x-rays over every subset of every square's relevant mask, then over 256
random boards a square, and the queen's attacks over the random boards, as
tests/oracles/slider_hashes.py says; the same hashes computed there from
tests/oracles/reference.py's ray walks prove every answer of every technique, in
order, equal to the reference's. The first magic lookup fills the tables
(fill_slider_tables), so this proves the module's fill. Which lookups are hashed is
the model's list of the techniques Python carries.

The perft of tests/perft with fancy magic as its sliders counts the published numbers
in LERF (test_perft_python.py runs it on the module's own lookups) and in every other
mapping (tests/proofs/test_languages.py through tests/drivers/python/).
"""

from __future__ import annotations

import importlib.util
import itertools
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from bitboard_tables.languages.python import dialect as python_dialect
from bitboard_tables.languages.python import CAPABILITIES as PYTHON_CAPABILITIES
from bitboard_tables.languages.slider_section import fill_group_of, fill_groups
from bitboard_tables.mapping import mapping_named
from bitboard_tables.sliders import header_tables
from bitboard_tables.sliders.techniques import lookup_name
from tests.conftest import GENERATED, ROOT
from tests.harness.drivers import first_use_check
from tests.oracles.slider_hashes import THREADS, check_hash_lines, expected_hashes, first_use_queries, lookups_of, reference_answer
from tests.perft import movegen as perft
from tests.perft.positions import CPW_RESULTS

pytestmark = pytest.mark.timeout(120)

SLIDERS_PY = ROOT / "tests" / "drivers" / "python" / "sliders.py"


def _start(directory: Path) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, str(SLIDERS_PY), str(directory)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def _check(proc: subprocess.Popen, mapping: str) -> None:
    out, err = proc.communicate(timeout=100)
    assert proc.returncode == 0 and not err, err
    check_hash_lines(out, mapping, PYTHON_CAPABILITIES.carried(mapping_named(mapping)))


@pytest.fixture(scope="module")
def runs(tmp_path_factory):
    """The two driver runs, started together: {mapping: the running driver}."""
    out = tmp_path_factory.mktemp("befr")
    command = [sys.executable, "-m", "bitboard_tables", "generate", "--lang", "python", "--mapping", "BEFR", "--out", str(out)]
    proc = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    started = {"BEFR": _start(out), "LERF": _start(GENERATED)}
    for mapping in started:  # the reference's hashes, while the drivers run
        expected_hashes(mapping)
    yield started
    for p in started.values():
        if p.poll() is None:
            p.kill()
            p.communicate()


def test_every_subset_of_every_mask_and_random_boards(runs):
    _check(runs["LERF"], "LERF")


def test_a_file_major_module_passes_the_same_check(runs):
    """BEFR: its own magics, the hyperbola byte swap on the rank and both diagonals,
    the first-rank table on the file."""
    _check(runs["BEFR"], "BEFR")


# (position, depth, published count): every CPW position, each a fraction of a second
PERFTS = [(fen, depth, counts[depth - 1]) for fen, counts in CPW_RESULTS.values() for depth in (min(len(counts), 4 if counts[3] < 50_000 else 3),)]
# kindergarten's are the module's own line lookups; Kogge-Stone, the slowest, is proven by the hashes alone
TECHNIQUES = [t.name for t in PYTHON_CAPABILITIES.carried(mapping_named("LERF")) if t.name not in ("kindergarten", "kogge_stone")]


@pytest.mark.parametrize("technique", TECHNIQUES)
def test_perft_with_each_technique_counts_the_published_numbers(technique, monkeypatch):
    """tests/perft/movegen.py's sliders and pins by the technique (sliders_of)."""
    for name, function in zip(("rook_attacks", "bishop_attacks", "queen_attacks", "pinned"), perft.sliders_of(technique)):
        monkeypatch.setattr(perft, name, function)
    assert [perft.perft(perft.parse_fen(fen), depth) for fen, depth, _ in PERFTS] == [nodes for _, _, nodes in PERFTS]


# --- first use (issue 41): right answers whenever the first lookup comes ---------------

LERF_TECHNIQUES = PYTHON_CAPABILITIES.carried(mapping_named("LERF"))
GROUPS = fill_groups(mapping_named("LERF"), python_dialect())
FILL_OF = fill_group_of(GROUPS)
# (lookup's name, piece, kind) of every lookup that reads a fill group's tables
FILLED_LOOKUPS = [
    (lookup_name(piece, kind, technique), piece, kind)
    for technique, piece, kind in lookups_of(LERF_TECHNIQUES)
    if lookup_name(piece, kind, technique) in FILL_OF
]
_fresh_count = itertools.count()


def _fresh():
    """Returns generated/bitboards.py loaded anew, under a name of its own: a module
    whose tables nothing has filled."""
    spec = importlib.util.spec_from_file_location(f"_bitboards_fresh_{next(_fresh_count)}", GENERATED / "bitboards.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_first_lookups_from_four_threads_at_once_answer_as_the_reference():
    """tests/oracles/slider_hashes.py's protocol: THREADS threads released by a
    barrier, no fill called before, each asking every lookup once."""
    first_use_check([sys.executable, str(SLIDERS_PY), "first-use", str(GENERATED)], "LERF", LERF_TECHNIQUES)


def test_each_fill_group_filled_by_its_own_fill_answers_as_the_reference():
    """fill_magic_attacks(), fill_magic_xrays(), fill_black_attacks() called first,
    each filling on its call (True); then every lookup answers right, so each
    group's fill filled the tables its lookups read."""
    first_use_check([sys.executable, str(SLIDERS_PY), "fill-each", str(GENERATED)], "LERF", LERF_TECHNIQUES, threads=[0])


@pytest.mark.parametrize("lookup, piece, kind", FILLED_LOOKUPS, ids=[name for name, _, _ in FILLED_LOOKUPS])
def test_a_lookup_whose_tables_another_thread_fills_after_its_failed_read_answers(lookup, piece, kind):
    """The interleaving of issue 41 forced: the lookup's first read fails on the empty
    table, then another thread's fill of its group runs to its end, then the lookup's
    own call of the fill finds the tables full (False). The lookup answers, as the
    reference does, where the module of 65a2f2c re-raised the IndexError."""
    bb = _fresh()
    name = FILL_OF[lookup].function
    real, returned = getattr(bb, name), []

    def another_thread_first() -> bool:
        other = threading.Thread(target=real)
        other.start()
        other.join()
        returned.append(real())
        return returned[-1]

    setattr(bb, name, another_thread_first)  # the module's global, which the lookup calls
    (sq, occ), (sq2, occ2) = first_use_queries(0, 2)
    assert getattr(bb, lookup)(occ, sq) == reference_answer("LERF", piece, kind, sq, occ)
    assert returned == [False]  # the interleaving took place
    assert getattr(bb, lookup)(occ2, sq2) == reference_answer("LERF", piece, kind, sq2, occ2)
    assert returned == [False]  # the filled table answers without a fill


@pytest.mark.parametrize("group", GROUPS, ids=[g.function for g in GROUPS])
def test_first_lookups_from_four_threads_at_once_fill_their_group_once(group):
    """THREADS threads released together each call every lookup of the group: one
    call of its fill fills (True), every other finds it filled (False), and every
    answer is the reference's."""
    bb = _fresh()
    real, returned = getattr(bb, group.function), []

    def counted() -> bool:
        returned.append(real())
        return returned[-1]

    setattr(bb, group.function, counted)
    pieces = {lookup_name(piece, kind, t): (piece, kind) for t, piece, kind in lookups_of(LERF_TECHNIQUES)}
    questions = [first_use_queries(t, len(group.lookups)) for t in range(THREADS)]
    answers = [[] for _ in range(THREADS)]
    barrier = threading.Barrier(THREADS)

    def ask(t: int) -> None:
        barrier.wait()
        answers[t] = [getattr(bb, lookup)(occ, sq) for lookup, (sq, occ) in zip(group.lookups, questions[t])]

    threads = [threading.Thread(target=ask, args=(t,)) for t in range(THREADS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert returned.count(True) == 1, returned
    for t in range(THREADS):
        want = [reference_answer("LERF", *pieces[lookup], sq, occ) for lookup, (sq, occ) in zip(group.lookups, questions[t])]
        assert answers[t] == want, t


@pytest.mark.parametrize("lookup", [name for name, _, _ in FILLED_LOOKUPS])
def test_a_bad_square_raises_index_error_before_and_after_the_fill(lookup):
    """docs/functions.md: a square of 64 or more raises IndexError; on an empty
    table too (the fill runs, the lookup's second read raises), once, without
    recursion."""
    bb = _fresh()
    for _ in range(2):
        with pytest.raises(IndexError):
            getattr(bb, lookup)(0, 64)
    assert getattr(bb, FILL_OF[lookup].function)() is False  # the first bad call filled the group


def test_fill_slider_tables_fills_every_group_once():
    """fill_slider_tables() fills every packed table to its size (True), then finds
    them filled (False), as each group's own fill does."""
    bb = _fresh()
    tables = {table for g in GROUPS for table in g.tables}
    packed = [t for t in header_tables(mapping_named("LERF"))[1] if t.name in tables]
    assert bb.fill_slider_tables() is True
    assert {t.name: len(getattr(bb, t.name)) for t in packed} == {t.name: len(t.values) for t in packed}
    assert bb.fill_slider_tables() is False
    assert [getattr(bb, g.function)() for g in GROUPS] == [False] * len(GROUPS)
