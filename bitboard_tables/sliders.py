"""The slider techniques of bitboards_sliders.h: fancy magic and PEXT tables, their
magic numbers, and the table bytes of every technique.

Both index schemes address, for each square, one block of 2**n entries, n the
number of squares in the square's relevant-occupancy mask (its rook or bishop
rays less sq and less the last square of each ray, whose occupancy never
changes an attack set): rook 102,400 entries in all, bishop 5,248. Square sq's
block starts at `offsets[sq]`, the same for both schemes.

- Fancy magic: index = ((occ & mask) * magic) >> (64 - n), one magic per square.
- PEXT: index = pext(occ, mask). Enumerating the subsets of a mask in
  carry-rippler order (CPW) yields them in increasing PEXT index, so a PEXT
  block is the attack sets in that order.
- Overlapped (black) magics: one table for the rook and the bishop, index
  offset + (((occ | ~mask) * magic) >> (64 - bits)) with fixed bits (12 rook, 9
  bishop), the squares' blocks overlapping where their entries agree; the magics
  and offsets come from a published LERF set (`search_black_magics`).
- 16-bit PEXT: the PEXT index into tables of 16-bit entries, each a set
  compressed by pext(set, rays), rays the piece's empty-board attacks from sq
  (at most 14 squares), and expanded by pdep(entry, rays).

Each index also addresses an x-ray table: the set a ^ attacks(occ & ~a) with
a = attacks(occ), on each ray the squares behind the first blocker up to and
including the second (or to the edge). A magic is accepted only if it has no
destructive collision for the pair (attacks, x-rays): two subsets that share an
index share both sets.

Every attack and x-ray set comes from `geometry.slide`, the reference
calculator, on LERF squares, carried into the mapping by its permutation. A set
depends on the occupancy of each line separately, so each line's sets are
computed once per subset of that line's mask and combined.

The magics are searched per mapping (`search_magics`), deterministically from
`SEED`, and recorded in `bitboard_tables/magic_numbers.py`: the search takes half a
minute per mapping, too long for every generation. `python -m bitboard_tables.sliders`
(`make magics`) repeats the search and prints the module; with `--write` it
rewrites it.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Dict, Iterator, List, Tuple

from .fastpath import subsets  # carry-rippler order: the order of increasing pext(subset, mask)
from .geometry import (
    ANTI_DIAGONAL_DIRECTIONS,
    DIAGONAL_DIRECTIONS,
    FILE_DIRECTIONS,
    RANK_DIRECTIONS,
    SQUARES,
    inner_rays,
    slide,
)
from .mapping import LERF, Mapping
from .parse import parse_value_table
from .tables import U8, U16, U32, U64, Table

M64 = (1 << 64) - 1
ROOK_PIECE, BISHOP_PIECE = "rook", "bishop"  # the sliders with tables of their own
PIECES = (ROOK_PIECE, BISHOP_PIECE)
# the two lines of each piece, each as its pair of opposite directions
PIECE_LINES = {ROOK_PIECE: (RANK_DIRECTIONS, FILE_DIRECTIONS), BISHOP_PIECE: (DIAGONAL_DIRECTIONS, ANTI_DIAGONAL_DIRECTIONS)}
TABLE_ENTRIES = {ROOK_PIECE: 102400, BISHOP_PIECE: 5248}


SEED = 0x62697462_6F617264  # "bitboard": the fixed seed of the magic search


def relevant_masks(mapping: Mapping, piece: str) -> Tuple[int, ...]:
    """Returns [sq]: the relevant-occupancy mask of `piece` on sq in `mapping`: its rays
    less sq and less the last square of each ray."""
    directions = sum(PIECE_LINES[piece], ())
    return mapping.carry_square_sets(lambda s: inner_rays(s, directions))


def index_bits(mapping: Mapping, piece: str) -> Tuple[int, ...]:
    """Returns [sq]: the number of index bits of sq, the size of its relevant mask."""
    return tuple(bin(m).count("1") for m in relevant_masks(mapping, piece))


def offsets(mapping: Mapping, piece: str) -> Tuple[int, ...]:
    """Returns [sq]: where sq's block of 2**bits entries starts in the packed tables."""
    out, total = [], 0
    for bits in index_bits(mapping, piece):
        out.append(total)
        total += 1 << bits
    return tuple(out)


@dataclass(frozen=True)
class SquareSets:
    """Every subset of one square's relevant mask, in carry-rippler (PEXT) order,
    with its attack set and x-ray set."""

    mask: int
    occupancies: Tuple[int, ...]
    attacks: Tuple[int, ...]
    xrays: Tuple[int, ...]


def _line_sets(mapping: Mapping, directions) -> Tuple[Tuple[int, Dict[int, Tuple[int, int]]], ...]:
    """Returns [sq]: (the line's relevant mask, {subset: (attacks, x-rays)}) of the line
    `directions` through sq, all numbered in `mapping`."""
    masks = mapping.carry_square_sets(lambda s: inner_rays(s, directions))
    attacks_of = mapping.carry_attacks(lambda s, occ: slide(s, occ, directions))
    out = []
    for sq, mask in enumerate(masks):
        sets = {}
        for occ in subsets(mask):
            attacks = attacks_of(sq, occ)
            sets[occ] = (attacks, attacks ^ attacks_of(sq, occ & ~attacks))
        out.append((mask, sets))
    return tuple(out)


@lru_cache(maxsize=None)
def square_sets(mapping: Mapping, piece: str) -> Tuple[SquareSets, ...]:
    """Returns [sq]: every subset of sq's relevant mask for `piece` in `mapping`, with
    its attack and x-ray sets, in carry-rippler order."""
    out = []
    line_a, line_b = (_line_sets(mapping, d) for d in PIECE_LINES[piece])
    for sq in SQUARES:
        (mask_a, sets_a), (mask_b, sets_b) = line_a[sq], line_b[sq]
        mask = mask_a | mask_b
        occupancies, attacks, xrays = [], [], []
        for occ in subsets(mask):
            attacks_a, xrays_a = sets_a[occ & mask_a]
            attacks_b, xrays_b = sets_b[occ & mask_b]
            occupancies.append(occ)
            attacks.append(attacks_a | attacks_b)
            xrays.append(xrays_a | xrays_b)
        out.append(SquareSets(mask, tuple(occupancies), tuple(attacks), tuple(xrays)))
    return tuple(out)


# --- the magic search -------------------------------------------------------------


def compress(value: int, mask: int) -> int:
    """Returns pext(value, mask): the bits of `value` at the squares of `mask`, packed
    from bit 0 in increasing order of square."""
    out, k = 0, 0
    while mask:
        low = mask & -mask
        if value & low:
            out |= 1 << k
        k += 1
        mask ^= low
    return out


def splitmix64(state: int) -> Iterator[int]:
    """Yields the splitmix64 stream (Steele, Lea, Flood 2014) from `state`."""
    while True:
        state = (state + 0x9E3779B97F4A7C15) & M64
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & M64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & M64
        yield z ^ (z >> 31)


def candidate_stream(piece: str, sq: int) -> Iterator[int]:
    """Yields the magic candidates of `piece` on sq: sparse numbers, each the AND of
    three draws of splitmix64 seeded by SEED, the piece and the square (the same
    stream in every mapping)."""
    draws = splitmix64(SEED ^ (PIECES.index(piece) << 6 | sq))
    while True:
        yield next(draws) & next(draws) & next(draws)


def _keys(sets: SquareSets) -> List[int]:
    """Returns one small number per subset, equal for two subsets when both their
    attack sets and their x-ray sets are equal."""
    ids: Dict[Tuple[int, int], int] = {}
    return [ids.setdefault(pair, len(ids)) for pair in zip(sets.attacks, sets.xrays)]


def find_magic(sets: SquareSets, piece: str, sq: int) -> Tuple[int, int]:
    """Returns (magic, candidates tried): the first candidate of sq's stream that gives
    the minimal index (bits = popcount of the mask) without a destructive collision
    for attacks or x-rays."""
    bits = bin(sets.mask).count("1")
    shift, size = 64 - bits, 1 << bits
    pairs = list(zip(sets.occupancies, _keys(sets)))
    used = [0] * size
    stamp = [0] * size
    tried = 0
    for magic in candidate_stream(piece, sq):
        if bin(((sets.mask * magic) & M64) >> 56).count("1") < 6:  # few high bits: rarely a magic
            continue
        tried += 1
        for occ, key in pairs:
            index = ((occ * magic) & M64) >> shift
            if stamp[index] != tried:
                stamp[index] = tried
                used[index] = key
            elif used[index] != key:
                break
        else:
            return magic, tried
    raise AssertionError("unreachable: the stream is endless")


def search_magics(mapping: Mapping, piece: str, squares=SQUARES) -> Tuple[int, ...]:
    """Returns the magic of each of `squares` for `piece` in `mapping`, found by `find_magic`."""
    sets = square_sets(mapping, piece)
    return tuple(find_magic(sets[sq], piece, sq)[0] for sq in squares)


def recorded_magics(mapping: Mapping, piece: str) -> Tuple[int, ...]:
    """Returns [sq]: the recorded magic of `piece` in `mapping` (bitboard_tables/magic_numbers.py)."""
    from .magic_numbers import MAGICS

    return MAGICS[mapping.name][piece]


# --- the overlapped (black) magics -------------------------------------------------

BLACK_BITS = {ROOK_PIECE: 12, BISHOP_PIECE: 9}  # the fixed index bits of each piece
BLACK_CHUNK = 4096  # the file's comments number the shared table's entries in runs of this many


def _black_blocks(mapping: Mapping, magics: Dict[str, Tuple[int, ...]]) -> Dict[Tuple[str, int], Dict[int, int]]:
    """Returns {(piece, sq): {index in sq's block: attack set}} for `magics` ([64 sq]
    per piece) in `mapping`; raises ValueError when two occupancies of a square share
    an index but not their attack set."""
    out = {}
    for piece in PIECES:
        shift = 64 - BLACK_BITS[piece]
        for sq, s in enumerate(square_sets(mapping, piece)):
            magic, not_mask, block = magics[piece][sq], ~s.mask & M64, {}
            for occ, attacks in zip(s.occupancies, s.attacks):
                if block.setdefault((((occ | not_mask) * magic) & M64) >> shift, attacks) != attacks:
                    raise ValueError(f"{mapping.name}: the black magic of the {piece} on square {sq} mixes up attack sets")
            out[(piece, sq)] = block
    return out


def _black_place(blocks, offsets) -> Dict[int, int]:
    """Returns {entry: attack set} of the blocks at `offsets` ({(piece, sq): offset});
    raises ValueError where two blocks put different sets in one entry."""
    table: Dict[int, int] = {}
    for key, block in blocks.items():
        start = offsets[key]
        for index, attacks in block.items():
            if table.setdefault(start + index, attacks) != attacks:
                raise ValueError(f"the blocks of {key} and another square disagree at entry {start + index}")
    return table


def search_black_magics(mapping: Mapping) -> Dict[str, Tuple[Tuple[int, int], ...]]:
    """Returns {piece: [64 sq] (magic, offset)}: the overlapped black magics of
    `mapping`. The search starts from the published LERF set (black_magic_seed.SEED),
    checks it in `mapping` (two occupancies share an entry, of one square or of two,
    only when their attack sets agree), then compacts it: the square whose block ends
    last moves to the lowest offset where its entries agree with every other
    square's, as long as the table shrinks. Deterministic; the eight mappings are the
    board's symmetries, under which the rook and the bishop move alike, so every
    mapping finds the same numbers."""
    from .black_magic_seed import SEED

    magics = {piece: tuple(m for m, _ in SEED[piece]) for piece in PIECES}
    offsets = {(piece, sq): SEED[piece][sq][1] for piece in PIECES for sq in SQUARES}
    blocks = _black_blocks(mapping, magics)
    _black_place(blocks, offsets)
    ends = {key: offsets[key] + max(block) + 1 for key, block in blocks.items()}
    while True:
        last = max(ends, key=lambda key: (ends[key], key))
        others = _black_place({k: b for k, b in blocks.items() if k != last}, offsets)
        entries = sorted(blocks[last].items())
        found = None
        for start in range(offsets[last]):  # the lowest offset where its entries agree
            if all(others.get(start + index, attacks) == attacks for index, attacks in entries):
                found = start
                break
        rest = max(end for key, end in ends.items() if key != last)
        if found is None or max(rest, found + max(blocks[last]) + 1) >= ends[last]:
            break
        offsets[last] = found
        ends[last] = found + max(blocks[last]) + 1
    return {piece: tuple((magics[piece][sq], offsets[(piece, sq)]) for sq in SQUARES) for piece in PIECES}


def recorded_black_magics(mapping: Mapping) -> Dict[str, Tuple[Tuple[int, int], ...]]:
    """Returns {piece: [64 sq] (magic, offset)}: the recorded black magics of `mapping`."""
    from .magic_numbers import BLACK_MAGICS

    return BLACK_MAGICS[mapping.name]


@lru_cache(maxsize=None)
def black_table(mapping: Mapping) -> Tuple[int, ...]:
    """Returns the overlapped black magic table of `mapping` from its recorded magics and
    offsets: at each entry the attack set every occupancy that reaches it shares, 0
    where none does."""
    recorded = recorded_black_magics(mapping)
    blocks = _black_blocks(mapping, {piece: tuple(m for m, _ in recorded[piece]) for piece in PIECES})
    table = _black_place(blocks, {(piece, sq): recorded[piece][sq][1] for piece in PIECES for sq in SQUARES})
    out = [0] * (max(table) + 1)
    for entry, attacks in table.items():
        out[entry] = attacks
    return tuple(out)


# --- the tables -----------------------------------------------------------------


@dataclass(frozen=True)
class PieceTables:
    """The magic and PEXT data of one piece in one mapping."""

    piece: str
    masks: Tuple[int, ...]  # [64 sq]
    magics: Tuple[int, ...]  # [64 sq]
    shifts: Tuple[int, ...]  # [64 sq]: 64 - index bits
    offsets: Tuple[int, ...]  # [64 sq]
    magic_attacks: Tuple[int, ...]  # [entries]
    magic_xrays: Tuple[int, ...]
    pext_attacks: Tuple[int, ...]
    pext_xrays: Tuple[int, ...]
    pext16_attacks: Tuple[int, ...]  # [entries]: pext(the PEXT entry, the empty-board attacks of sq)
    pext16_xrays: Tuple[int, ...]


@lru_cache(maxsize=None)
def piece_tables(mapping: Mapping, piece: str) -> PieceTables:
    """Returns the magic and PEXT tables of `piece` in `mapping`; an index slot no
    subset reaches holds 0."""
    sets = square_sets(mapping, piece)
    magics = recorded_magics(mapping, piece)
    starts = offsets(mapping, piece)
    size = TABLE_ENTRIES[piece]
    magic_attacks, magic_xrays = [0] * size, [0] * size
    pext_attacks, pext_xrays, shifts = [], [], []
    pext16_attacks, pext16_xrays = [], []
    for sq in SQUARES:
        s, magic, start = sets[sq], magics[sq], starts[sq]
        shift = 64 - bin(s.mask).count("1")
        shifts.append(shift)
        for occ, attacks, xrays in zip(s.occupancies, s.attacks, s.xrays):
            index = start + (((occ * magic) & M64) >> shift)
            magic_attacks[index] = attacks
            magic_xrays[index] = xrays
        pext_attacks += s.attacks
        pext_xrays += s.xrays
        rays = s.attacks[0]  # the first subset is the empty one: the empty-board attacks
        packed = {}  # the attack and x-ray sets of a square repeat: compress each once
        pext16_attacks += [packed.setdefault(a, compress(a, rays)) for a in s.attacks]
        pext16_xrays += [packed.setdefault(x, compress(x, rays)) for x in s.xrays]
    assert len(pext_attacks) == size
    return PieceTables(
        piece,
        tuple(s.mask for s in sets),
        magics,
        tuple(shifts),
        starts,
        tuple(magic_attacks),
        tuple(magic_xrays),
        tuple(pext_attacks),
        tuple(pext_xrays),
        tuple(pext16_attacks),
        tuple(pext16_xrays),
    )


# --- what each technique reads --------------------------------------------------

LINE_NAMES = ("rank", "file", "diagonal", "anti_diagonal")


def _masks_except(line: str) -> Dict[str, int]:
    """Returns {name: bytes} of the [64 sq] u64 *_MASK_EX tables of every line but `line`."""
    return {f"{other.upper()}_MASK_EX": 64 * 8 for other in LINE_NAMES if other != line}


def table_bytes(technique: str, xrays: bool = False, mapping: Mapping = LERF) -> Dict[str, int]:
    """Returns {table name (no prefix): bytes} of the tables `technique` reads in
    `mapping` for its rook, bishop and queen lookups, and with `xrays` those of its
    one-lookup x-rays too (XRAY_TECHNIQUES only). The totals are the same in every
    mapping; the names of the masks follow its lines. Raises KeyError for an unknown
    technique."""
    if technique == "kindergarten":  # the a-file lookup needs no mask
        return {**_masks_except(mapping.column_line), "FILL_UP_ATTACKS": 8 * 64 * 8, "A_FILE_ATTACKS": 8 * 64 * 8}
    if technique == "kogge_stone":
        return {"DIR_SHIFT": 8 * 4, "AVOID_WRAP": 8 * 8}
    if technique in ("hyperbola", "hyperbola_simd"):  # the line one byte holds: the first-rank table and a shift
        return {"FIRST_RANK_ATTACKS": 64 * 8, **_masks_except(mapping.row_line)}
    if technique == "black":  # one table for both pieces
        out = {"BLACK_ATTACKS": len(black_table(mapping)) * 8}
        for piece in PIECES:
            p = piece.upper()
            out.update({f"{p}_RELEVANT_MASK": 64 * 8, f"{p}_BLACK_MAGICS": 64 * 8, f"{p}_BLACK_OFFSETS": 64 * 4})
        return out
    if technique not in ("magic", "pext", "pext16"):
        raise KeyError(technique)
    name = technique.upper()
    entry = 2 if technique == "pext16" else 8
    out: Dict[str, int] = {}
    for piece in PIECES:
        p = piece.upper()
        out[f"{p}_RELEVANT_MASK"] = 64 * 8
        if technique == "magic":
            out[f"{p}_MAGICS"] = 64 * 8
            out[f"{p}_MAGIC_SHIFTS"] = 64 * 1
        if technique == "pext16":  # bitboards.h's empty-board attacks: the pdep mask
            out[f"{p}_MASK_EX"] = 64 * 8
        out[f"{p}_OFFSETS"] = 64 * 4
        out[f"{p}_{name}_ATTACKS"] = TABLE_ENTRIES[piece] * entry
        if xrays:
            out[f"{p}_{name}_XRAYS"] = TABLE_ENTRIES[piece] * entry
    return out


def magic_numbers_module(found: Dict[str, Dict[str, Tuple[int, ...]]], black=None) -> str:
    """Returns the text of bitboard_tables/magic_numbers.py recording `found`
    ({mapping name: {piece: [64 sq] magics}}), four magics a line, each line naming
    its squares, and `black` ({mapping name: {piece: [64 sq] (magic, offset)}}), the
    overlapped black magics, when given."""
    from .mapping import MAPPINGS

    lines = [
        '"""The magic numbers of bitboards_sliders.h, per square mapping and piece: [64 sq].',
        "",
        "Written by `python -m bitboard_tables.sliders --write` (bitboard_tables/sliders.py: search_magics",
        "from SEED; search_black_magics from the published set of black_magic_seed.py); do not edit.",
        "tests/proofs/test_sliders.py verifies every number on every run.",
        '"""',
        "",
        "MAGICS = {",
    ]
    for name, pieces in found.items():
        names = MAPPINGS[name].square_names
        lines.append(f'    "{name}": {{')
        for piece, magics in pieces.items():
            lines.append(f'        "{piece}": (')
            for start in range(0, 64, 4):
                values = " ".join(f"0x{m:016x}," for m in magics[start : start + 4])
                lines.append(f"            {values}  # {names[start]}..{names[start + 3]}")
            lines.append("        ),")
        lines.append("    },")
    lines.append("}")
    if black:
        lines += ["", "# the overlapped black magics: [64 sq] (magic, offset in the table of both pieces)", "BLACK_MAGICS = {"]
        for name, pieces in black.items():
            names = MAPPINGS[name].square_names
            lines.append(f'    "{name}": {{')
            for piece, pairs in pieces.items():
                lines.append(f'        "{piece}": (')
                for start in range(0, 64, 4):
                    values = " ".join(f"(0x{m:016x}, {o})," for m, o in pairs[start : start + 4])
                    lines.append(f"            {values}  # {names[start]}..{names[start + 3]}")
                lines.append("        ),")
            lines.append("    },")
        lines.append("}")
    return "\n".join(lines) + "\n"


# --- what bitboards_sliders.h lays out -------------------------------------------


@dataclass(frozen=True)
class SliderTable:
    """One table of bitboards_sliders.h: [64 sq] small data, or a packed block table."""

    name: str  # without the prefix
    ctype: str
    meaning: str
    values: Tuple[int, ...]
    guard: str = ""  # the macro without the prefix that must be defined ("PEXT"), or none
    starts: Tuple[int, ...] = ()  # a packed table: where each square's block starts
    labels: Tuple[str, ...] = ()  # the square names


@dataclass(frozen=True)
class Technique:
    name: str  # the suffix of its functions
    title: str  # for comments
    index: str = ""  # how magic and PEXT compute a table index
    needs: str = ""  # the macro (without the prefix) its lookups and tables need, or none
    xrays: bool = False  # gives one-lookup x-rays


TECHNIQUE_RECORDS = {
    t.name: t
    for t in (
        Technique("kindergarten", "kindergarten lookups"),
        Technique("kogge_stone", "Kogge-Stone fills"),
        Technique("hyperbola", "hyperbola quintessence"),
        Technique(
            "magic",
            "fancy magic",
            "one magic per square, the minimal index bits; x-rays by the same index",
            xrays=True,
        ),
        Technique(
            "pext",
            "PEXT",
            "index pext(occ, mask), needs BMI2; x-rays by the same index",
            "PEXT",
            True,
        ),
        Technique(
            "pext16",
            "16-bit PEXT",
            "the PEXT index into 16-bit entries, expanded by\n"
            " * pdep(entry, the empty-board attacks of sq); needs BMI2; x-rays by the same index",
            "PEXT",
            True,
        ),
        Technique("hyperbola_simd", "hyperbola quintessence, two lines at once"),
        Technique(
            "black",
            "overlapped black magic",
            "one table for both\n"
            " * pieces, fixed index bits, the squares' blocks overlapping where their entries\n"
            " * agree (no x-rays: see docs/sliders.md)",
        ),
    )
}
# The techniques of bitboards_sliders.h, in the order of its selection macro's values.
TECHNIQUES = tuple(TECHNIQUE_RECORDS)
# those with one-lookup x-rays; those that need BMI2 (BB_PEXT)
XRAY_TECHNIQUES = tuple(t.name for t in TECHNIQUE_RECORDS.values() if t.xrays)
BMI2_TECHNIQUES = tuple(t.name for t in TECHNIQUE_RECORDS.values() if t.needs == "PEXT")

# the piece facts the header's functions are written from
HEADER_PIECES = (
    dict(name=ROOK_PIECE, upper="ROOK", lines=("rank", "file"), directions=("EAST", "WEST", "NORT", "SOUT"), black_shift=64 - BLACK_BITS[ROOK_PIECE]),
    dict(name=BISHOP_PIECE, upper="BISHOP", lines=("diagonal", "anti_diagonal"), directions=("NOEA", "SOWE", "NOWE", "SOEA"), black_shift=64 - BLACK_BITS[BISHOP_PIECE]),
)


C_ELEMENTS = {"uint64_t": U64, "uint8_t": U8, "uint32_t": U32, "uint16_t": U16}  # a SliderTable's ctype -> element


def slider_tables(mapping: Mapping) -> List[Table]:
    """Returns the tables of bitboards_sliders.h in `mapping` as `Table`s, as `show` and
    `list` take them: the [64 sq] tables, then the packed ones ([entries])."""
    small, big = header_tables(mapping)
    return [
        parse_value_table(t.name, tuple(t.values), C_ELEMENTS[t.ctype], t.meaning, [(len(t.values), "entry" if t.starts else "sq")], mapping)
        for t in (*small, *big)
    ]


def header_tables(mapping: Mapping) -> Tuple[Tuple[SliderTable, ...], Tuple[SliderTable, ...]]:
    """Returns (the [64 sq] tables, the packed tables) of bitboards_sliders.h in `mapping`."""
    small, big = [], []
    names = mapping.square_names
    black = recorded_black_magics(mapping)
    for piece in PIECES:
        t = piece_tables(mapping, piece)
        p = piece.upper()
        entries = TABLE_ENTRIES[piece]
        small += [
            SliderTable(
                f"{p}_RELEVANT_MASK",
                "uint64_t",
                f"the {piece} rays from sq less sq and the last square of each ray: the squares "
                "whose occupancy the magic and PEXT indices read",
                t.masks,
            ),
            SliderTable(f"{p}_MAGICS", "uint64_t", f"the magic number of the {piece} on sq", t.magics),
            SliderTable(
                f"{p}_MAGIC_SHIFTS",
                "uint8_t",
                f"64 less the index bits of sq (the size of {p}_RELEVANT_MASK[sq])",
                t.shifts,
            ),
            SliderTable(
                f"{p}_OFFSETS",
                "uint32_t",
                f"where sq's block of 2**bits entries starts in the {piece} magic and PEXT tables",
                t.offsets,
            ),
            SliderTable(f"{p}_BLACK_MAGICS", "uint64_t", f"the black magic of the {piece} on sq", tuple(m for m, _ in black[piece])),
            SliderTable(
                f"{p}_BLACK_OFFSETS",
                "uint32_t",
                f"where the {piece} block of sq starts in BLACK_ATTACKS (the blocks overlap)",
                tuple(o for _, o in black[piece]),
            ),
        ]
        pext_index = f"pext(occ, {p}_RELEVANT_MASK[sq])"
        for technique, ctype, guard, attacks, xrays, index, what in (
            ("MAGIC", "uint64_t", "", t.magic_attacks, t.magic_xrays, f"(((occ & {p}_RELEVANT_MASK[sq]) * {p}_MAGICS[sq]) >> {p}_MAGIC_SHIFTS[sq])", ""),
            ("PEXT", "uint64_t", "PEXT", t.pext_attacks, t.pext_xrays, pext_index, ""),
            ("PEXT16", "uint16_t", "PEXT", t.pext16_attacks, t.pext16_xrays, pext_index, f", compressed by pext(set, {p}_MASK_EX[sq])"),
        ):
            where = f"entry {p}_OFFSETS[sq] + {index}"
            big += [
                SliderTable(
                    f"{p}_{technique}_ATTACKS",
                    ctype,
                    f"{entries} entries; at {where}: the {piece} attacks from sq given occ{what} (0 where no occupancy leads)",
                    attacks,
                    guard,
                    t.offsets,
                    names,
                ),
                SliderTable(
                    f"{p}_{technique}_XRAYS",
                    ctype,
                    f"as {p}_{technique}_ATTACKS, holding the x-ray set a ^ attacks(occ & ~a), a = attacks(occ)",
                    xrays,
                    guard,
                    t.offsets,
                    names,
                ),
            ]
    table = black_table(mapping)
    chunks = tuple(range(0, len(table), BLACK_CHUNK))
    big.append(
        SliderTable(
            "BLACK_ATTACKS",
            "uint64_t",
            f"{len(table)} entries, both pieces; at entry {{P}}_BLACK_OFFSETS[sq] + (((occ | ~{{P}}_RELEVANT_MASK[sq]) * "
            f"{{P}}_BLACK_MAGICS[sq]) >> (64 - bits)), P = ROOK, bits 12 or P = BISHOP, bits 9: the attacks from sq "
            "given occ (0 where no occupancy leads)",
            table,
            starts=chunks,
            labels=("",) * len(chunks),
        )
    )
    small = [SliderTable(t.name, t.ctype, t.meaning, t.values, labels=names) for t in small]
    return tuple(small), tuple(big)


def main(argv=None) -> int:
    """Searches the magics of the mappings and pieces named (all by default) and prints
    the module recording them, or with --write rewrites bitboard_tables/magic_numbers.py,
    keeping what was not searched: the same numbers, since the search is deterministic."""
    import argparse
    import sys
    import time
    from pathlib import Path

    from .mapping import MAPPINGS, mapping_named

    parser = argparse.ArgumentParser(prog="python -m bitboard_tables.sliders", description=main.__doc__)
    parser.add_argument("--mapping", action="append", help="a square mapping (repeatable; default all eight)")
    parser.add_argument("--piece", action="append", choices=PIECES, help="rook or bishop (repeatable; default both)")
    parser.add_argument("--write", action="store_true", help="rewrite bitboard_tables/magic_numbers.py")
    args = parser.parse_args(argv)
    try:
        chosen = [mapping_named(n) for n in args.mapping] if args.mapping else list(MAPPINGS.values())
    except KeyError as exc:
        parser.exit(2, f"{parser.prog}: unknown mapping {exc}; accepted: {', '.join(MAPPINGS)}\n")
    found, black = {}, {}
    for mapping in chosen:
        start = time.perf_counter()
        found[mapping.name] = {piece: search_magics(mapping, piece) for piece in PIECES if piece in (args.piece or PIECES)}
        black_start = time.perf_counter()
        black[mapping.name] = search_black_magics(mapping)
        print(f"{mapping.name}: {time.perf_counter() - start:.1f} s (black magics {time.perf_counter() - black_start:.1f} s)", file=sys.stderr)
    if not args.write:
        sys.stdout.write(magic_numbers_module(found, black))
        return 0
    from .magic_numbers import BLACK_MAGICS, MAGICS

    merged = {name: {**MAGICS.get(name, {}), **found.get(name, {})} for name in MAPPINGS}
    merged_black = {name: black.get(name, BLACK_MAGICS.get(name)) for name in MAPPINGS}
    path = Path(__file__).resolve().parent / "magic_numbers.py"
    path.write_text(magic_numbers_module({k: v for k, v in merged.items() if v}, {k: v for k, v in merged_black.items() if v}))
    print(f"wrote {path}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
