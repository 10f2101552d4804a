"""The self-test every package carries, described once: what it proves, with
which data, and how, as routines (statements.py: the ray walk, the loops, the
checks) that each language prints through its statement printer (`printed`, with
the printer its Package's `routines` gives) into its template, the test
framework's shell (`languages/<name>/templates/package/`); nothing here is in any
language.

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

On a board other than 8x8 (`--board`, issue 49) the package holds the board's
tables alone (tables.BOARD_TABLES) and its self-test the same walks on that board:
a square's position is r * C + f, C the least power of two of at least the board's
files (`columns`; positions past the last file are skipped), and its counts are the
knight's and the king's moves of the empty board by their closed forms in the files
and ranks (`board_counts`). It checks the module's rook and bishop lookups on every
subset where the board has them and their subsets are at most 8x8's rook's 102,400
(`board_subsets`: 5x5, 6x6, 8x6, 4x8, 7x9; the bishop of 9x9, 10x8, 9x10), as a
self-test's time allows, and on the same subsets the lookups of the board's sliders
file (fancy magic, PEXT where the language carries it, hyperbola quintessence), where
the package carries it (Package.board_sliders: the board's magics recorded).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import reduce
from typing import Callable, Dict, Tuple

from ..expression import Arg, Call, Const, Name, Read, Read2, StatementPrinter, op
from ..geometry import DIRECTION_NAMES, QUEEN
from ..mapping import Mapping
from ..selection import Selection
from ..sliders.board_techniques import board_techniques
from ..sliders.build import carried_techniques, sliders_wanted
from ..sliders.occupancy import PIECES
from ..sliders.techniques import lookup_name
from ..statements import Assign, Break, Expect, For, If, Local, Named, Return, While, print_routine

# what every self-test says of itself under its first line (whose it is, who wrote it): the
# lines of its opening comment, each behind the language's comment leader (`opening`)
PROMISE = (
    "every table and lookup it checks is compared with an answer computed here by",
    "walking rays on the board, or with a published count; nothing is read from",
    "the tables to compute an expected answer.",
)


def opening(leader: str, written: str, more: str = "") -> str:
    """Returns the opening comment of a self-test, each line behind `leader` ("// "):
    `written` (whose self-test it is and who wrote it), then PROMISE, `more` after it."""
    return "\n".join(leader + line for line in (written + ":", *PROMISE[:-1], PROMISE[-1] + more))


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
    files: int = 8  # the board's files and ranks
    ranks: int = 8
    columns: int = 8  # the positions of a rank in `squares`: a power of two, at least `files`
    on_8x8: bool = True  # the 8x8 board unpadded (board.BOARD), whose positions are its 64 square numbers too

    # what a self-test of no check says as it skips (its language's skip)
    nothing = ("the package holds none of what the self-test checks: BETWEEN, LINE, BEHIND, a rook or bishop lookup, "
               "KNIGHT_ATTACKS, KING_ATTACKS or BLOCKERS_AND_BEYOND")

    @property
    def positions(self) -> int:
        """Returns the length of `squares`: a position for every rank and column."""
        return self.ranks * self.columns

    def steps(self, piece: str) -> Tuple[Tuple[int, int], ...]:
        """Returns the (rank step, file step) of each of `piece`'s rays."""
        return tuple((dr, df) for name, dr, df in self.directions if name in getattr(self, f"{piece}_steps"))

    def routines(self) -> Dict[str, tuple]:
        """Returns {name: (params, body)} of the self-test's routines (statements.py):
        the helpers `ray` and `ones`, then its tests, each by its check's name
        (`checks`), and a test of each line table alone ("between_table"). They
        read the package's tables and lookups, and `SQUARES`, the package's
        `squares`."""
        tests = {check.name: _line_tables(self) if check.kind == "line_tables" else
                 _every_subset(self, check.lookup) if check.lookup else _count(self, check.count) for check in self.checks()}
        tests.update((f"{table.lower()}_table", _line_tables(self, (table,))) for table in self.line_tables)  # one a table (C's)
        return {"ray": ((AT, DR, DF, OCC, INNER), _ray(self)), "ones": ((BITS,), ONES), **{name: ((), body) for name, body in tests.items()}}

    def checks(self) -> Tuple["Check", ...]:
        """Returns the self-test's checks, a test each, in order."""
        lines = (Check("line_tables_match_their_definitions", "line_tables"),) if self.line_tables else ()
        lookups = tuple(Check(f"{lookup.name}_on_every_subset", "lookup", lookup=lookup) for lookup in self.lookups)
        return lines + lookups + tuple(Check(count.kind, "count", count=count) for count in self.counts)


@dataclass(frozen=True)
class Check:
    """One check of a self-test, a test of its own: `name` its test's (snake_case; the
    language spells it), which its routine is printed under."""

    name: str
    kind: str  # "line_tables", "lookup", "count"
    lookup: Lookup = None
    count: Count = None


LOCAL = ("SQUARES", "ray", "ones")  # the names the self-test's routines give themselves, not the package


def printed(test: SelfTest, printer: StatementPrinter, scope="") -> Dict[str, str]:
    """Returns {name: its statements} of `test`'s routines printed by `printer` (a
    fresh one: its expression printer is changed so), which writes the reads, calls
    and constants of the package's `scope` (or of `scope(name)`: `held_scope`) and the name
    (the routines' labels, the name alone: `unscoped`)."""
    printer.printer.unscoped = {kind: getattr(printer.printer, kind) for kind in ("table", "function", "name")}
    scoped = scope if callable(scope) else lambda name: scope
    for kind, own in printer.printer.unscoped.items():
        setattr(printer.printer, kind, lambda name, own=own: name if name in LOCAL else scoped(name) + own(name))
    return {name: print_routine(printer, params, body) for name, (params, body) in test.routines().items()}


def held_scope(selection: Selection, scope: str, holders: Dict[str, str]):
    """Returns the scope of a self-test's names (`printed`): `scope`, but on a board other
    than 8x8 a lookup of a technique of `holders` {technique: its holder} is its
    holder's (Rust's magic.rook_attacks_magic, on the MagicAttacks its test makes)."""
    if selection.mapping.board.is_default:
        return scope
    return lambda name: next((holders[t] for t in holders if name.endswith("_" + t)), scope)


# --- the routines ---------------------------------------------------------------------------

AT, THERE, SQ, FRM, TO = (Arg(name, "index") for name in ("at", "there", "sq", "frm", "to"))  # positions, squares
DR, DF, INNER, RANK, FILE = (Arg(name, "int") for name in ("dr", "df", "inner", "rank", "file"))
OCC, BITS, WALKED, MASK, S = Arg("occ"), Arg("b"), Arg("walked"), Arg("mask"), Arg("s", "index")
ZERO = Const(0)


def _square(at) -> Read:
    """The square at position `at` (rank * 8 + file) of the board."""
    return Read("SQUARES", at, "index")


def _on_board(x, step, side: int):
    """Whether x + inner * step is a rank (or file) of a board of `side` of them."""
    ahead = op("add_int", x, op("mul_int", INNER, step))
    return op("both", op("ge", ahead, ZERO), op("lt", ahead, Const(side)))


def _file(test: SelfTest, at):
    """The file of position `at` (r * columns + f)."""
    return op("int", op("and_index", at, Const(test.columns - 1)))


def _each_position(test: SelfTest, at: Arg, body: tuple) -> For:
    """`body` for every position `at` of a square of the board: on a board narrower
    than its columns, the positions past its last file skipped."""
    if test.columns == test.files:
        return For(at, test.positions, body)
    return For(at, test.positions, (If(op("lt", _file(test, at), Const(test.files)), body),))


def ray(at, dr: int, df: int, occ=ZERO, inner: int = 0) -> Call:
    """The call of `ray` (_ray) from position `at` by the step (dr, df)."""
    return Call("ray", (at, Const(dr), Const(df), occ, Const(inner)))


def _ray(test: SelfTest) -> tuple:
    """ray(at, dr, df, occ, inner): the squares a step (dr, df) at a time from the square
    at position `at` to the edge (short of its last square where `inner` is 1), up to
    and including the first square occupied in `occ`."""
    shift, columns = Const(test.columns.bit_length() - 1), Const(test.columns)
    return (
        Local(WALKED, ZERO),
        Local(RANK, op("add_int", op("int", op("shr_index", AT, shift)), DR)),
        Local(FILE, op("add_int", _file(test, AT), DF)),
        While(op("both", _on_board(RANK, DR, test.ranks), _on_board(FILE, DF, test.files)), (
            Local(S, _square(op("index", op("add_int", op("mul_int", columns, RANK), FILE)))),
            Assign(WALKED, op("or", WALKED, op("bit", S))),
            If(op("ne", op("and", OCC, op("bit", S)), ZERO), (Break(),)),
            Assign(RANK, op("add_int", RANK, DR)),
            Assign(FILE, op("add_int", FILE, DF)),
        )),
        Return(WALKED),
    )  # fmt: skip
# ones(b): the number of squares of b
ONES = (
    Local(Arg("n", "int"), ZERO),
    Local(Arg("rest"), BITS),
    While(op("ne", Arg("rest"), ZERO), (
        Assign(Arg("rest"), op("and", Arg("rest"), op("sub", Arg("rest"), Const(1)))),
        Assign(Arg("n", "int"), op("add_int", Arg("n", "int"), Const(1))),
    )),
    Return(Arg("n", "int")),
)  # fmt: skip


def _line_tables(test: SelfTest, tables: Tuple[str, ...] = None) -> tuple:
    """Every entry of the line tables, against what the rays through both squares give:
    where `to` is on the ray from `frm` in a direction, BETWEEN is that ray without the
    ray on from `to` and `to`, BEHIND the ray on from `to`, LINE the ray both ways and
    `frm`; elsewhere each is empty. Of `tables`, by default every one the package has."""
    tables = tables or test.line_tables
    walked = {table: Arg(table.lower()) for table in tables}
    found = []
    for _, dr, df in test.directions:
        forward, beyond = ray(AT, dr, df), ray(THERE, dr, df)
        values = {
            "BETWEEN": op("xor", op("xor", forward, beyond), op("bit", TO)),
            "LINE": op("or", op("or", forward, ray(AT, -dr, -df)), op("bit", FRM)),
            "BEHIND": beyond,
        }
        found.append(If(op("ne", op("and", forward, op("bit", TO)), ZERO), tuple(Assign(walked[t], values[t]) for t in tables)))
    checks = (Expect(Read2(t, FRM, TO), walked[t], (Named(t), "[", FRM, "][", TO, "]")) for t in tables)
    pair = (Local(TO, _square(THERE)), *(Local(w, ZERO) for w in walked.values()), *found, *checks)
    return (_each_position(test, AT, (Local(FRM, _square(AT)), _each_position(test, THERE, pair))),)


def _every_subset(test: SelfTest, lookup: Lookup) -> tuple:
    """The lookup against the ray walk on every subset of every square's relevant mask
    (each ray short of its edge square, walked by the carry-rippler), and the number of
    occupancies that makes."""
    checked, steps = Arg("checked", "int"), test.steps(lookup.piece)

    def rays(occ, inner):  # the union of the piece's rays
        return reduce(lambda a, b: op("or", a, b), (ray(AT, dr, df, occ, inner) for dr, df in steps))

    subsets = While(None, (
        Expect(Call(lookup.name, (OCC, SQ)), rays(OCC, 0), (Named(lookup.name, "function"), "(", OCC, ", ", SQ, ")")),
        Assign(checked, op("add_int", checked, Const(1))),
        Assign(OCC, op("and", op("sub", OCC, MASK), MASK)),
        If(op("eq", OCC, ZERO), (Break(),)),
    ))  # fmt: skip
    every = _each_position(test, AT, (Local(SQ, _square(AT)), Local(MASK, rays(ZERO, 1)), Local(OCC, ZERO), subsets))
    return (Local(checked, ZERO), every, Expect(checked, Const(test.subsets[lookup.piece]), ("the occupancies ", Named(lookup.name, "function"), " was checked on"), False))


def _count(test: SelfTest, count: Count) -> tuple:
    """The published count, from the package's tables or lookups."""
    ones = lambda b: Call("ones", (b,))  # noqa: E731
    if count.kind in ("knight_moves", "king_moves"):
        total = Arg("total", "int")
        square = AT if test.on_8x8 else _square(AT)  # on 8x8 the positions are the square numbers
        add = Assign(total, op("add_int", total, ones(Read(count.needs[0], square))))
        return (Local(total, ZERO), _each_position(test, AT, (add,)), Expect(total, Const(count.value), (count.what,), False))
    d4 = Const(test.square_of[count.square])
    if count.kind == "queen_attacks":
        found = op("or", Call("rook_attacks", (ZERO, d4)), Call("bishop_attacks", (ZERO, d4)))
    else:
        found = Read2(count.needs[0], Name("QUEEN", QUEEN), d4)
    return (Expect(ones(found), Const(count.value), (count.what,), False),)


def board_counts(files: int, ranks: int) -> Tuple[Count, ...]:
    """Returns the knight's and the king's moves of an empty board of `files` x `ranks`,
    each a count of the ordered pairs of squares a leap apart, by its closed form
    (336 and 420 on 8x8): a knight's leap spans a 2x3 or 3x2 rectangle, 4 leaps each;
    a king's step is along a rank or file (2 ways) or across a 2x2 square (4 ways)."""
    w, h = files, ranks
    knight = 4 * ((w - 1) * (h - 2) + (w - 2) * (h - 1))
    king = 2 * ((w - 1) * h + w * (h - 1)) + 4 * (w - 1) * (h - 1)
    return tuple(Count(c.what, c.kind, value, needs=c.needs) for c, value in zip(COUNTS[:2], (knight, king)))


def board_subsets(files: int, ranks: int) -> Dict[str, int]:
    """Returns {piece: the occupancies its every-subset check walks on a board of `files`
    x `ranks`}: 2 ** (the squares of its rays short of the edge) summed over the squares
    (SUBSETS on 8x8)."""

    def inner(f: int, r: int, dr: int, df: int) -> int:
        steps = next(k for k in range(1, 17) if not (0 <= f + k * df < files and 0 <= r + k * dr < ranks)) - 1
        return max(steps - 1, 0)

    return {piece: sum(2 ** sum(inner(f, r, *STEPS[d]) for d in steps) for f in range(files) for r in range(ranks))
            for piece, steps in (("rook", ROOK_STEPS), ("bishop", BISHOP_STEPS))}  # fmt: skip


def self_test(selection: Selection, carries: Callable = None, board_sliders: bool = False) -> SelfTest:
    """Returns the self-test of the package of `selection`, whose language carries
    the slider techniques `carries` selects (sliders.build.carried_techniques; None:
    a language without them); on a board other than 8x8, where the package carries
    the board's sliders file (`board_sliders`), those of its techniques
    (sliders.board_techniques) `carries` selects, on the same subsets as the module's."""
    mapping: Mapping = selection.mapping
    names = selection.names
    board = mapping.board
    columns = 1 << (board.files - 1).bit_length()  # 8 on 8x8
    squares = tuple(mapping.square(f, rank) if f < board.files else 0 for rank in range(board.ranks) for f in range(columns))
    counts = COUNTS if board.is_default else board_counts(board.files, board.ranks)
    subsets = SUBSETS if board.is_default else board_subsets(board.files, board.ranks)
    # the pieces whose every subset is at most 8x8's rook's to walk (a self-test's time): both on 8x8
    walked = [p for p in PIECES if subsets[p] <= SUBSETS["rook"]]
    lookups = [Lookup(p, f"{p}_attacks", "") for p in walked if f"{p}_attacks" in names]
    techniques = list(carried_techniques(mapping, carries)) if carries is not None and sliders_wanted(selection, carries) else []
    techniques += list(filter(carries, board_techniques(mapping))) if carries is not None and board_sliders else []
    lookups += [Lookup(p, lookup_name(p, "attacks", t.name), t.name, tuple(sorted(t.needs))) for t in techniques for p in walked]
    return SelfTest(
        squares=squares,
        directions=tuple((d, *STEPS[d]) for d in DIRECTION_NAMES),
        rook_steps=ROOK_STEPS,
        bishop_steps=BISHOP_STEPS,
        line_tables=tuple(t for t in LINE_TABLES if t in names),
        lookups=tuple(lookups),
        counts=tuple(c for c in counts if set(c.needs) <= names),
        square_of={name: mapping.square_names.index(name) for name in ("d4",) if name in mapping.square_names},
        subsets=subsets,
        files=board.files,
        ranks=board.ranks,
        columns=columns,
        on_8x8=board.is_default,
    )
