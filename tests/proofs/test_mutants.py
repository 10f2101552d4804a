"""The mutation harness's list stays true to the code: every mutant still finds its
one line, so `make mutate` plants each bug where the list says."""

from __future__ import annotations

import pytest

import importlib

from bitboard_tables.languages import LANGUAGE_NAMES
from tests.conftest import ROOT
from tests.mutation.mutants import MUTANTS, apply


def driver_mutants(name: str):
    return importlib.import_module(f"tests.drivers.{name}.mutants").MUTANTS


def test_mutant_ids_are_unique():
    ids = [m.id for m in MUTANTS]
    assert len(ids) == len(set(ids))


@pytest.mark.parametrize("mutant", MUTANTS, ids=[m.id for m in MUTANTS])
def test_every_mutant_applies_to_exactly_one_place(mutant):
    text = (ROOT / mutant.file).read_text()
    mutated = apply(mutant, text)
    assert mutated != text
    assert len(mutated.splitlines()) == len(text.splitlines())  # one line changed, none added


def test_the_list_covers_the_shared_sources_and_every_language():
    files = {m.file for m in MUTANTS}
    for required in ("geometry.py", "tables.py", "mapping.py", "functions.py", "sliders/techniques.py", "expression.py"):
        assert f"bitboard_tables/{required}" in files, required
    for name in LANGUAGE_NAMES:  # each language's own mutants plant bugs in its own folder
        own = [m for m in driver_mutants(name) if not m.equivalent]
        assert len(own) >= 10, name
        assert all(m.file.startswith(f"bitboard_tables/languages/{name}/") for m in own), name
        assert any(m.file.endswith(".j2") for m in own), name
    assert len([m for m in MUTANTS if not m.equivalent]) >= 100
