"""The slider techniques of bitboards.py beyond tests/proofs/test_sliders.py, which
proves every answer of every technique in LERF and in BEFR, on first use from four
threads and after each fill group's own fill, by tests/drivers/python/sliders.py:
Python's fills under interleavings forced in one process, on a fresh module whose
tables nothing has filled.

A lookup whose first read fails on an empty table, while another thread's fill of
its group runs to its end, answers as the reference does; four threads' first
lookups of a group fill it once between them; a bad square raises IndexError
before and after the fill; fill_slider_tables() fills every packed table to its
size, once. (The perft of each technique: tests/proofs/test_perft_python.py.)
"""

from __future__ import annotations

import importlib.util
import itertools
import threading

import pytest

from bitboard_tables.languages.python import dialect as python_dialect
from bitboard_tables.languages.python import CAPABILITIES as PYTHON_CAPABILITIES
from bitboard_tables.languages.slider_section import fill_group_of, fill_groups
from bitboard_tables.mapping import mapping_named
from bitboard_tables.sliders import header_tables
from bitboard_tables.sliders.techniques import lookup_name
from tests.conftest import GENERATED
from tests.oracles.slider_hashes import THREADS, first_use_queries, lookups_of, reference_answer

pytestmark = pytest.mark.timeout(120)


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
