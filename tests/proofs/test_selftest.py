"""The packages' self-test, described once (bitboard_tables/packaging/selftest.py:
its routines, statements.py), run in Python over the reference (tests/oracles/):
every check passes on the reference's tables and lookups, in LERF and in a mapping
whose squares run otherwise, and each fails, naming what differs, where one entry
or one lookup's answer is spoiled. What every package prints is this description;
the packages' own runs are tests/proofs/test_package*.py."""

from __future__ import annotations

import copy
from functools import lru_cache

import pytest

from bitboard_tables.mapping import mapping_named
from bitboard_tables.packaging.selftest import self_test
from bitboard_tables.selection import select
from bitboard_tables.statements import compiled
from tests.oracles import reference as ref
from tests.oracles.mappings import Permutation


def _package(mapping: str, spoil=None) -> dict:
    """The reference's tables and lookups in `mapping` ({name: value}), as a package
    holds them (a copy of its own); `spoil(name, values)` may change any of them."""
    package = copy.deepcopy(_reference(mapping))
    if spoil is not None:
        spoil(package)
    return package


@lru_cache(maxsize=None)
def _reference(mapping: str) -> dict:
    """The reference's tables and lookups in `mapping`, computed once a mapping: each
    lookup's answers remembered, as every run of the module asks the same 107,648."""
    P = Permutation(mapping)
    lerf = P.lerf_sq
    tables = {
        "BETWEEN": [[P.bb(ref.between(lerf(a), lerf(b))) for b in range(64)] for a in range(64)],
        "LINE": [[P.bb(ref.line_through(lerf(a), lerf(b))) for b in range(64)] for a in range(64)],
        "BEHIND": [[P.bb(ref.behind(lerf(a), lerf(b))) for b in range(64)] for a in range(64)],
        "KNIGHT_ATTACKS": [P.bb(ref.knight_attacks(lerf(s))) for s in range(64)],
        "KING_ATTACKS": [P.bb(ref.king_attacks(lerf(s))) for s in range(64)],
        "BLOCKERS_AND_BEYOND": [[P.bb(ref.blockers_and_beyond(piece, lerf(s))) for s in range(64)] for piece in range(6)],
    }
    lookups = {
        name: lru_cache(maxsize=None)((lambda attacks: lambda occ, sq: P.bb(attacks(P.lerf_bb(occ), lerf(sq))))(attacks))
        for name, attacks in (("rook_attacks", ref.rook_attacks), ("bishop_attacks", ref.bishop_attacks))
    }
    return dict(tables, **lookups)


def _run(mapping: str, spoil=None) -> dict:
    """Runs every check of the self-test of `mapping`'s package (the main module's
    lookups, no technique's) on the reference; returns {check: None, or its failure}."""
    test = self_test(select(mapping=mapping_named(mapping)))
    package = _package(mapping, spoil)
    squares = [mapping_named(mapping).square(f, r) for r in range(8) for f in range(8)]
    routines = compiled(test.routines(), dict(SQUARES=squares, **package), package)
    results = {}
    for name in [n for n in routines if n not in ("ray", "ones")]:
        try:
            routines[name]()
            results[name] = None
        except AssertionError as failure:
            results[name] = str(failure)
    return results


@pytest.mark.parametrize("mapping", ["LERF", "BEFR"])
def test_every_check_passes_on_the_reference(mapping):
    results = _run(mapping)
    assert set(results) == {"line_tables_match_their_definitions", "rook_attacks_on_every_subset", "bishop_attacks_on_every_subset", "knight_moves",
                            "king_moves", "queen_attacks", "queen_blockers_and_beyond", "between_table", "line_table", "behind_table"}  # fmt: skip
    assert results == dict.fromkeys(results), results


def _between_a1_d1(package):
    package["BETWEEN"][0][3] ^= 1 << 2  # {b1, c1} without c1


def _rook_on_d4(package):
    rook = package["rook_attacks"]
    package["rook_attacks"] = lambda occ, sq: rook(occ, sq) ^ (1 << 63) * (sq == 27 and occ == 1 << 28)


def _knight_on_b1(package):
    package["KNIGHT_ATTACKS"][1] |= 1 << 1


@pytest.mark.parametrize(
    "spoil, checks, message",
    [
        (_between_a1_d1, ["line_tables_match_their_definitions", "between_table"], "BETWEEN[0][3] = 0x0000000000000002, want 0x0000000000000006"),
        (_rook_on_d4, ["rook_attacks_on_every_subset"], "rook_attacks(0x0000000010000000, 27) = 0x"),
        (_knight_on_b1, ["knight_moves"], "the knight moves of an empty board = 337, want 336"),
    ],
    ids=["a line-table entry", "a lookup's answer", "a table of a count"],
)
def test_a_spoiled_entry_fails_its_check_alone_naming_it(spoil, checks, message):
    results = _run("LERF", spoil)
    assert [name for name, failure in results.items() if failure] == checks, results
    assert all(results[check].startswith(message) for check in checks), results
