"""The magic numbers of bitboards_sliders.h, and what the generator says of each technique.

- Every recorded magic of bitboard_tables/magic_numbers.py, in all eight square
  mappings, has the minimal index size and no destructive collision: over every
  subset of the square's relevant mask, two subsets sharing an index share both
  their attack set and their x-ray set. So has every magic of the 32-bit index
  (MAGICS32), by that index, computed here on 32-bit words; a 64-bit magic used
  on 32 bits is caught. Masks, attack sets and x-ray sets come
  from tests/oracles/reference.py, squares from tests/oracles/mappings.py, both independent of
  the generator.
- The search reproduces the recorded numbers from its seed: the bishops of all
  eight mappings, the rooks of LERF through `python -m bitboard_tables.sliders`;
  the 32-bit ones, LERF's bishops and a rook square in each mapping.
- The table bytes the bench reports add up from the sizes of SPEC.md.
- Every 16-bit PEXT entry of LERF expands by pdep to the reference's sets.
- Every recorded black magic and offset of every mapping fills one table of at
  most 95,000 entries without a destructive collision, entry for entry the
  reference's attack sets; the search finds them again from the published set.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from functools import lru_cache
from typing import Dict, List, Tuple

import pytest

from bitboard_tables.magic_numbers import MAGICS, MAGICS32  # recorded data, verified here
from tests.oracles import reference as ref
from tests.oracles.mappings import NAMES, PERMUTATIONS
from tests.conftest import ROOT

M64 = (1 << 64) - 1
M32 = (1 << 32) - 1
RECORDED = {64: MAGICS, 32: MAGICS32}  # the magics of each index's width
PIECE_LINES = {"rook": ("rank", "file"), "bishop": ("diagonal", "anti_diagonal")}
ENTRIES = {"rook": 102400, "bishop": 5248}


def _line_mask(line: str, sq: int) -> int:
    """The line's squares from sq less the last square of each of its two rays (LERF)."""
    mask = 0
    for direction in ref.LINES[line]:
        mask |= ref.bb(ref.ray(sq, direction)[:-1])
    return mask


@lru_cache(maxsize=None)
def _lerf_lines(piece: str) -> Tuple[Tuple[Tuple[int, Dict[int, int]], ...], ...]:
    """[LERF sq][line]: (the line's relevant mask, {subset: id of its (attacks, x-rays)})."""
    out = []
    for sq in range(64):
        lines = []
        for line in PIECE_LINES[piece]:
            mask = _line_mask(line, sq)
            ids: Dict[Tuple[int, int], int] = {}
            keys = {
                occ: ids.setdefault((ref.line_attacks(line, sq, occ), ref.line_xray(line, sq, occ)), len(ids))
                for occ in ref.subsets(mask)
            }
            lines.append((mask, keys))
        out.append(tuple(lines))
    return tuple(out)


def _index(occ: int, magic: int, shift: int, width: int) -> int:
    """The magic index of the subset occ: ((occ * magic) mod 2**64) >> shift, or with
    `width` 32 Stockfish's on 32-bit words, the halves' products xor'ed."""
    if width == 64:
        return ((occ * magic) & M64) >> shift
    low = ((occ & M32) * (magic & M32)) & M32
    high = ((occ >> 32) * (magic >> 32)) & M32
    return (low ^ high) >> shift


def _destructive_collisions(mapping: str, piece: str, sq: int, magic: int, width: int = 64) -> List[Tuple[int, int]]:
    """Returns pairs of subsets (numbered in `mapping`) of sq's mask that the magic
    sends to one index (of `width` bits) although their attack or x-ray sets differ."""
    perm = PERMUTATIONS[mapping]
    (mask_a, keys_a), (mask_b, keys_b) = _lerf_lines(piece)[perm.lerf_sq(sq)]
    mask = perm.bb(mask_a | mask_b)
    shift = width - bin(mask).count("1")
    part_a = [(perm.bb(occ), key) for occ, key in keys_a.items()]
    part_b = [(perm.bb(occ), key) for occ, key in keys_b.items()]
    seen: Dict[int, Tuple[int, Tuple[int, int]]] = {}
    bad = []
    for occ_a, key_a in part_a:
        for occ_b, key_b in part_b:
            occ = occ_a | occ_b
            index = _index(occ, magic, shift, width)
            first = seen.setdefault(index, (occ, (key_a, key_b)))
            if first[1] != (key_a, key_b):
                bad.append((first[0], occ))
    return bad


@pytest.mark.parametrize("width", RECORDED)
def test_eight_mappings_recorded(width):
    assert sorted(RECORDED[width]) == sorted(NAMES)
    for name in NAMES:
        assert sorted(RECORDED[width][name]) == ["bishop", "rook"]
        assert all(len(RECORDED[width][name][piece]) == 64 for piece in ("rook", "bishop"))


@pytest.mark.timeout(120)
@pytest.mark.parametrize("width", RECORDED)
@pytest.mark.parametrize("mapping", NAMES)
def test_recorded_magics_have_no_destructive_collision(mapping, width):
    """Every subset of every mask, attacks and x-rays jointly, minimal index bits, by
    the index of the magics' width."""
    for piece in ("rook", "bishop"):
        for sq, magic in enumerate(RECORDED[width][mapping][piece]):
            assert not _destructive_collisions(mapping, piece, sq, magic, width), (mapping, piece, sq)


def test_minimal_index_sizes_add_up_to_the_packed_table_sizes():
    """Bits = popcount of the relevant mask: 102,400 rook and 5,248 bishop entries."""
    for piece in ("rook", "bishop"):
        total = sum(1 << bin(a[0] | b[0]).count("1") for a, b in _lerf_lines(piece))
        assert total == ENTRIES[piece]


def test_a_wrong_magic_is_caught():
    """The check finds the collisions of a magic that is not one (so that it can fail)."""
    assert _destructive_collisions("LERF", "rook", 0, 1)
    assert _destructive_collisions("BEFR", "bishop", 27, MAGICS["BEFR"]["bishop"][27] >> 1)
    # a magic of one index's width is none of the other's
    assert _destructive_collisions("LERF", "rook", 0, MAGICS["LERF"]["rook"][0], 32)
    assert _destructive_collisions("LERF", "rook", 0, MAGICS32["LERF"]["rook"][0], 64)


@pytest.mark.timeout(120)
def test_search_reproduces_recorded_magics_in_every_mapping():
    """The search of make magics takes half a minute a mapping, so each mapping checks
    part: the bishops of every square in LERF (BEFR's in the command's test
    below), then eight bishop squares and a rook square in every mapping, spread over the board
    (8j + (j + k) % 8 for the bishops, 9k for the rook, in mapping k):
    every recorded number is verified by the tests above, and these show that the
    search finds them again."""
    from bitboard_tables.mapping import MAPPINGS
    from bitboard_tables.sliders import search_magics

    assert search_magics(MAPPINGS["LERF"], "bishop") == MAGICS["LERF"]["bishop"]
    for k, (name, mapping) in enumerate(MAPPINGS.items()):
        for piece, squares in (("bishop", [8 * j + (j + k) % 8 for j in range(8)]), ("rook", (9 * k,))):
            found = search_magics(mapping, piece, squares)
            assert found == tuple(MAGICS[name][piece][sq] for sq in squares), (name, piece)


@pytest.mark.timeout(120)
def test_search_reproduces_recorded_32_bit_magics():
    """The 32-bit index's search (a stream of its own): the bishops of every square in
    LERF, and a rook square in every mapping (9k in mapping k)."""
    from bitboard_tables.mapping import MAPPINGS
    from bitboard_tables.sliders import search_magics

    assert search_magics(MAPPINGS["LERF"], "bishop", width=32) == MAGICS32["LERF"]["bishop"]
    for k, (name, mapping) in enumerate(MAPPINGS.items()):
        assert search_magics(mapping, "rook", (9 * k,), width=32) == (MAGICS32[name]["rook"][9 * k],), name


@pytest.mark.timeout(120)
def test_magics_command_reproduces_the_recorded_module(tmp_path):
    """`python -m bitboard_tables.sliders --mapping BEFR --piece bishop` prints BEFR's
    bishops as the module records them; with --write it rewrites the module, keeping
    what it did not search."""
    command = [sys.executable, "-m", "bitboard_tables.sliders", "--mapping", "BEFR", "--piece", "bishop"]
    proc = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=110)
    assert proc.returncode == 0, proc.stderr
    namespace: dict = {}
    exec(proc.stdout, namespace)
    assert namespace["MAGICS"] == {"BEFR": {"bishop": MAGICS["BEFR"]["bishop"]}}
    assert namespace["MAGICS32"] == {"BEFR": {"bishop": MAGICS32["BEFR"]["bishop"]}}
    assert proc.stderr.startswith("BEFR: ")
    copy = tmp_path / "bitboard_tables"
    shutil.copytree(ROOT / "bitboard_tables", copy, ignore=shutil.ignore_patterns("__pycache__"))
    proc = subprocess.run([*command, "--write"], cwd=tmp_path, capture_output=True, text=True, timeout=110)
    assert proc.returncode == 0, proc.stderr
    assert (copy / "magic_numbers.py").read_bytes() == (ROOT / "bitboard_tables" / "magic_numbers.py").read_bytes()


def test_magics_command_refuses_an_unknown_mapping():
    proc = subprocess.run(
        [sys.executable, "-m", "bitboard_tables.sliders", "--mapping", "XYZ"], cwd=ROOT, capture_output=True, text=True
    )
    assert proc.returncode == 2
    assert proc.stderr.count("\n") == 1 and "unknown mapping" in proc.stderr and "Traceback" not in proc.stderr


def test_table_bytes_per_technique():
    """Sizes from SPEC.md: 8 bytes an entry, [64] masks and magics, u8 shifts, u32 offsets."""
    from bitboard_tables.sliders import TECHNIQUES, table_bytes

    # their order numbers the C header's BB_SLIDERS_* values, which programs hold: a new technique comes after these
    assert TECHNIQUES[:8] == ("kindergarten", "kogge_stone", "hyperbola", "magic", "pext", "pext16", "hyperbola_simd", "black")
    # one table of 87,988 entries for both pieces; masks, magics and offsets of each
    assert sum(table_bytes("black").values()) == 8 * 87988 + 2 * 64 * (8 + 8 + 4)
    small = 64 * (8 + 8 + 1 + 4)  # mask, magic, shift, offset
    assert sum(table_bytes("magic").values()) == 8 * (102400 + 5248) + 2 * small
    assert sum(table_bytes("magic", xrays=True).values()) == 16 * (102400 + 5248) + 2 * small
    assert sum(table_bytes("magic32").values()) == 8 * (102400 + 5248) + 2 * small  # its own magics and shifts
    assert sum(table_bytes("pext").values()) == 8 * (102400 + 5248) + 2 * 64 * (8 + 4)
    # 2 bytes an entry; the relevant mask, the offset, and bitboards.h's *_MASK_EX for pdep
    assert sum(table_bytes("pext16").values()) == 2 * (102400 + 5248) + 2 * 64 * (8 + 4 + 8)
    assert sum(table_bytes("pext16", xrays=True).values()) == 4 * (102400 + 5248) + 2 * 64 * (8 + 4 + 8)
    # the goal of issue 22: at most 0.26 of the PEXT tables' bytes
    assert sum(table_bytes("pext16").values()) <= 0.26 * sum(table_bytes("pext").values())
    assert sum(table_bytes("kogge_stone").values()) == 8 * 4 + 8 * 8
    # three lines' masks: the a-file lookup and the first-rank table need none
    assert sum(table_bytes("hyperbola").values()) == 64 * 8 + 3 * 64 * 8
    assert table_bytes("hyperbola_simd") == table_bytes("hyperbola")  # the same tables, in vector lanes
    # parallel hyperbola's AVX2 path: one record of six bitboards a square and the rank's
    # 512 bytes, within issue 46's 4 KB; its scalar path reads what hyperbola reads
    assert table_bytes("hyperbola_avx2", vector=True) == {"HYPERBOLA_AVX2_RECORDS": 64 * 6 * 8, "FIRST_RANK_ATTACKS": 64 * 8}
    assert sum(table_bytes("hyperbola_avx2", vector=True).values()) <= 4096
    assert table_bytes("hyperbola_avx2") == table_bytes("hyperbola")
    # the bit reversal: the four lines' masks and no first-rank table
    assert table_bytes("hyperbola_rbit") == {f"{line}_MASK_EX": 64 * 8 for line in ("RANK", "FILE", "DIAGONAL", "ANTI_DIAGONAL")}
    assert sum(table_bytes("kindergarten").values()) == 3 * 64 * 8 + 2 * 8 * 64 * 8
    assert "RANK_MASK_EX" not in table_bytes("hyperbola") and "FILE_MASK_EX" not in table_bytes("kindergarten")
    from bitboard_tables.mapping import MAPPINGS

    befr = MAPPINGS["BEFR"]  # file-major: the file in one byte, the rank at one position
    assert "FILE_MASK_EX" not in table_bytes("hyperbola", mapping=befr)
    assert "RANK_MASK_EX" not in table_bytes("kindergarten", mapping=befr)
    with pytest.raises(KeyError):
        table_bytes("white_magic")


def test_spec_and_docs_name_every_table_of_the_header_with_its_shape():
    """Every table bitboards_sliders.h defines is in SPEC.md and docs/sliders.md, with its shape
    (the tables of integers: the magic lookups' records, bb_magic_record and bb_black_record,
    are read from them and no table of the contract)."""
    import re

    header = (ROOT / "generated" / "bitboards_sliders.h").read_text()
    defined = dict(re.findall(r"^BB_SLIDER_(?:PACKED_)?STORAGE uint\d+_t BB_(\w+)(\[\d+\]) = \{", header, re.M))
    assert len(defined) == 31
    for page in ("SPEC.md", "docs/sliders.md"):
        rows = [line for line in (ROOT / page).read_text().splitlines() if line.startswith("| `")]
        for name, shape in defined.items():
            (row,) = [r for r in rows if re.search(rf"`(BB_)?{name}`", r.split("|")[1])]
            shape_cell = row.split("|")[2]
            assert (shape if shape != "[64]" else "[64 sq]") in shape_cell, (page, name)


def test_the_search_rejects_a_magic_that_mixes_up_x_rays():
    """Four occupancies with one attack set and four x-ray sets: the first bishop a1
    candidate sends two of them to one index, which would do for the attacks alone;
    the search takes the next, which keeps the x-rays apart. (The recorded magics
    never needed this: on every square the first candidate without a destructive
    attack collision had no x-ray collision either.)"""
    from bitboard_tables.sliders import SquareSets, find_magic

    occupancies = (0, 1 << 9, 2 << 9, 3 << 9)
    alike = SquareSets(0b11 << 9, occupancies, (5,) * 4, (5,) * 4)
    apart = SquareSets(0b11 << 9, occupancies, (5,) * 4, (1, 2, 3, 4))
    first, tried = find_magic(alike, "bishop", 0)
    assert tried == 1 and len({((o * first) & M64) >> 62 for o in occupancies}) < 4
    magic, tried = find_magic(apart, "bishop", 0)
    assert tried > 1 and len({((o * magic) & M64) >> 62 for o in occupancies}) == 4


def _deposit(value: int, mask: int) -> int:
    """pdep: the bits of `value`, from bit 0, to the squares of `mask` in increasing order."""
    out = 0
    while mask:
        low = mask & -mask
        if value & 1:
            out |= low
        value >>= 1
        mask ^= low
    return out


@pytest.mark.timeout(60)
@pytest.mark.parametrize("piece", ("rook", "bishop"))
def test_pext16_entries_expand_to_the_reference_sets(piece):
    """LERF, every entry of the 16-bit PEXT tables: in carry-rippler order of each
    square's mask (increasing pext index), pdep(entry, the piece's empty-board
    rays by tests/oracles/reference.py) is the reference attack set and x-ray set
    of that subset, and every entry fits 16 bits."""
    from bitboard_tables.mapping import MAPPINGS
    from bitboard_tables.sliders import packed_tables, small_tables

    lerf = MAPPINGS["LERF"]
    offsets, packed = small_tables(lerf)[f"{piece.upper()}_OFFSETS"], packed_tables(lerf)
    pext16_attacks, pext16_xrays = packed[f"{piece.upper()}_PEXT16_ATTACKS"], packed[f"{piece.upper()}_PEXT16_XRAYS"]
    checked = 0
    for sq in range(64):
        (mask_a, _), (mask_b, _) = _lerf_lines(piece)[sq]
        line_a, line_b = PIECE_LINES[piece]
        rays = ref.line_attacks(line_a, sq, 0) | ref.line_attacks(line_b, sq, 0)
        start = offsets[sq]
        for i, occ in enumerate(ref.subsets(mask_a | mask_b)):
            if i and not occ:
                break
            attacks = ref.line_attacks(line_a, sq, occ) | ref.line_attacks(line_b, sq, occ)
            xrays = ref.line_xray(line_a, sq, occ) | ref.line_xray(line_b, sq, occ)
            entry_a, entry_x = pext16_attacks[start + i], pext16_xrays[start + i]
            assert 0 <= entry_a < 1 << 16 and 0 <= entry_x < 1 << 16
            assert (_deposit(entry_a, rays), _deposit(entry_x, rays)) == (attacks, xrays), (piece, sq, hex(occ))
            checked += 1
    assert checked == ENTRIES[piece] == len(pext16_attacks)


# --- the overlapped black magics ---------------------------------------------------

BLACK_BITS = {"rook": 12, "bishop": 9}  # fixed index bits (SPEC.md)
BLACK_GOAL = 95000  # issue 22: at most 95,000 entries in every mapping (88,772 shakmaty's)


@lru_cache(maxsize=None)
def _lerf_attacks(piece: str, sq: int) -> Tuple[Tuple[int, int], ...]:
    """(subset, attack set) of every subset of LERF square sq's mask, by reference.py's
    lines, in carry-rippler order: the same in every mapping, carried by its permutation."""
    line_a, line_b = PIECE_LINES[piece]
    (mask_a, _), (mask_b, _) = _lerf_lines(piece)[sq]
    out = []
    for i, occ in enumerate(ref.subsets(mask_a | mask_b)):
        if i and not occ:
            break
        out.append((occ, ref.line_attacks(line_a, sq, occ) | ref.line_attacks(line_b, sq, occ)))
    return tuple(out)


@pytest.mark.timeout(120)
@pytest.mark.parametrize("mapping", NAMES)
def test_black_magics_fill_one_table_of_at_most_95000_entries(mapping):
    """Every recorded black magic and offset of the mapping, over every subset of
    every square's mask (reference.py's lines), reaches an entry no other occupancy
    of any square of either piece fills with another attack set; the entries reached
    span at most 95,000, and the generator's table holds the reference's set at each
    and 0 at the others."""
    from bitboard_tables.mapping import MAPPINGS
    from bitboard_tables.magic_numbers import BLACK_MAGICS
    from bitboard_tables.sliders import black_table

    perm = PERMUTATIONS[mapping]
    table = {}
    for piece in ("rook", "bishop"):
        for sq, (magic, offset) in enumerate(BLACK_MAGICS[mapping][piece]):
            lerf_sq = perm.lerf_sq(sq)
            (mask_a, _), (mask_b, _) = _lerf_lines(piece)[lerf_sq]
            not_mask = ~perm.bb(mask_a | mask_b) & M64
            for lerf_occ, lerf_attacks in _lerf_attacks(piece, lerf_sq):
                attacks = perm.bb(lerf_attacks)
                entry = offset + ((((perm.bb(lerf_occ) | not_mask) * magic) & M64) >> (64 - BLACK_BITS[piece]))
                assert table.setdefault(entry, attacks) == attacks, (mapping, piece, sq, entry)
    assert max(table) + 1 <= BLACK_GOAL
    generated = black_table(MAPPINGS[mapping])
    assert len(generated) == max(table) + 1 == 87988
    assert all(generated[e] == table.get(e, 0) for e in range(len(generated)))


def test_the_black_search_reproduces_the_recorded_numbers():
    """In LERF and BEFR (a file-major mapping): the search from the published set finds
    the recorded magics and offsets, the same in every mapping (the board's
    symmetries move the rook and the bishop alike)."""
    from bitboard_tables.mapping import MAPPINGS
    from bitboard_tables.magic_numbers import BLACK_MAGICS
    from bitboard_tables.sliders import search_black_magics

    for name in ("LERF", "BEFR"):
        assert search_black_magics(MAPPINGS[name]) == BLACK_MAGICS[name]
    assert all(BLACK_MAGICS[name] == BLACK_MAGICS["LERF"] for name in NAMES)


def test_a_black_magic_that_collides_is_refused():
    """A seed whose bishop magic on c1 is halved mixes up attack sets: the search stops
    with a message instead of recording it."""
    from bitboard_tables import black_magic_seed
    from bitboard_tables.mapping import MAPPINGS
    from bitboard_tables.sliders import search_black_magics

    seed = black_magic_seed.SEED
    bad = dict(seed, bishop=tuple((m >> 1, o) if sq == 2 else (m, o) for sq, (m, o) in enumerate(seed["bishop"])))
    black_magic_seed.SEED = bad
    try:
        with pytest.raises(ValueError, match="mixes up|disagree"):
            search_black_magics(MAPPINGS["LERF"])
    finally:
        black_magic_seed.SEED = seed
