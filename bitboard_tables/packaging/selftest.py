"""The self-test every package carries, described once: what it proves and with
which data. Each language's template prints it in that ecosystem's test framework
(`languages/<name>/templates/package/`); nothing here is in any language.

What every self-test does, from nothing but the package's own file and the data
below:

- it walks rays on the board (`squares`: the square of each rank and file, in
  the package's mapping; `directions`: each direction's rank and file steps), and
  from those walks it builds `BETWEEN`, `LINE` and `BEHIND` by their definitions
  (SPEC.md) and compares every one of their 4,096 entries;
- for every slider lookup the package carries (`lookups`: the main module's rook
  and bishop lookups, and each slider technique's), it compares the lookup with a
  ray walk on every subset of every square's relevant mask (the squares of the
  piece's rays short of the edge): 102,400 rook and 5,248 bishop occupancies;
- it checks a few published counts (`counts`), none of them read from the tables:
  the 336 knight moves and the 420 king moves of an empty board, the queen's 27
  attacks from d4 and the 19 squares of her blockers-and-beyond set there.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Tuple

from ..geometry import DIRECTION_NAMES
from ..mapping import Mapping
from ..selection import Selection
from ..sliders.build import carried_techniques, sliders_wanted
from ..sliders.occupancy import PIECES
from ..sliders.techniques import lookup_name

LINE_TABLES = ("BETWEEN", "LINE", "BEHIND")  # the [64 frm][64 to] tables built from ray walks
# each direction's (rank step, file step), by the contract's direction names
STEPS = {
    "NORT": (1, 0), "NOEA": (1, 1), "EAST": (0, 1), "SOEA": (-1, 1),
    "SOUT": (-1, 0), "SOWE": (-1, -1), "WEST": (0, -1), "NOWE": (1, -1),
}  # fmt: skip
ROOK_STEPS = ("NORT", "EAST", "SOUT", "WEST")
BISHOP_STEPS = ("NOEA", "SOEA", "SOWE", "NOWE")
SUBSETS = {"rook": 102_400, "bishop": 5_248}  # the occupancies a piece's lookups are checked on


@dataclass(frozen=True)
class Lookup:
    """One slider lookup the self-test checks: `name` is the contract's
    (rook_attacks_magic); `needs` what the technique needs of the CPU ("bmi2",
    "sse2"), which the language turns into its own condition."""

    piece: str
    name: str
    technique: str  # "" for the main module's own lookups
    needs: Tuple[str, ...] = ()


@dataclass(frozen=True)
class Count:
    """A published count the self-test checks: `what` in words, and how it is
    computed from the package (`kind`), on `square` (the contract's square name)."""

    what: str
    kind: str  # "knight_moves", "king_moves", "queen_attacks", "queen_blockers_and_beyond"
    value: int
    square: str = ""
    needs: Tuple[str, ...] = ()  # the contract names it reads


COUNTS = (
    Count("the knight moves of an empty board", "knight_moves", 336, needs=("KNIGHT_ATTACKS",)),
    Count("the king moves of an empty board", "king_moves", 420, needs=("KING_ATTACKS",)),
    Count("the queen's attacks from d4 on an empty board", "queen_attacks", 27, "d4", ("rook_attacks", "bishop_attacks")),
    Count("the queen's blockers-and-beyond squares on d4", "queen_blockers_and_beyond", 19, "d4", ("BLOCKERS_AND_BEYOND",)),
)


@dataclass(frozen=True)
class SelfTest:
    """What one package's self-test checks, and the data it walks rays with."""

    squares: Tuple[int, ...]  # the square of rank r and file f at r * 8 + f (both from 0: rank 1, file a)
    directions: Tuple[Tuple[str, int, int], ...]  # (name, rank step, file step) of every direction
    rook_steps: Tuple[str, ...]
    bishop_steps: Tuple[str, ...]
    line_tables: Tuple[str, ...]  # of LINE_TABLES, those the package carries
    lookups: Tuple[Lookup, ...]
    counts: Tuple[Count, ...]
    square_of: dict  # contract square name (d4) -> its index in the mapping
    subsets: dict  # piece -> the occupancies its lookups are checked on


def self_test(selection: Selection, carries: Callable = None) -> SelfTest:
    """Returns the self-test of the package of `selection`, whose language carries
    the slider techniques `carries` selects (sliders.build.carried_techniques; None:
    a language without them)."""
    mapping: Mapping = selection.mapping
    names = selection.names
    squares = tuple(mapping.square(file, rank) for rank in range(8) for file in range(8))
    lookups = [Lookup(p, f"{p}_attacks", "") for p in PIECES if f"{p}_attacks" in names]
    if carries is not None and sliders_wanted(selection, carries):
        for technique in carried_techniques(mapping, carries):
            lookups += [Lookup(p, lookup_name(p, "attacks", technique.name), technique.name, tuple(sorted(technique.needs))) for p in PIECES]
    return SelfTest(
        squares=squares,
        directions=tuple((d, *STEPS[d]) for d in DIRECTION_NAMES),
        rook_steps=ROOK_STEPS,
        bishop_steps=BISHOP_STEPS,
        line_tables=tuple(t for t in LINE_TABLES if t in names),
        lookups=tuple(lookups),
        counts=tuple(c for c in COUNTS if set(c.needs) <= names),
        square_of={name: mapping.square_names.index(name) for name in ("d4",)},
        subsets=dict(SUBSETS),
    )
