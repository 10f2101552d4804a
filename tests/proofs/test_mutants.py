"""The mutation harness's list stays true to the code: every mutant still finds its
one line, so `make mutate` plants each bug where the list says."""

from __future__ import annotations

import pytest

from tests.harness.cbuild import ROOT
from tests.mutation.mutants import MUTANTS, apply


def test_mutant_ids_are_unique():
    ids = [m.id for m in MUTANTS]
    assert len(ids) == len(set(ids))


@pytest.mark.parametrize("mutant", MUTANTS, ids=[m.id for m in MUTANTS])
def test_every_mutant_applies_to_exactly_one_place(mutant):
    text = (ROOT / mutant.file).read_text()
    mutated = apply(mutant, text)
    assert mutated != text
    assert len(mutated.splitlines()) == len(text.splitlines())  # one line changed, none added


def test_the_list_covers_every_source_the_issue_names():
    files = {m.file for m in MUTANTS}
    for required in ("generator/geometry.py", "generator/tables.py", "templates/functions.py.j2",
                     "templates/functions.h.j2", "templates/bitboards.h.j2", "templates/functions.rs.j2"):  # fmt: skip
        assert required in files
    assert len([m for m in MUTANTS if not m.equivalent]) >= 40
