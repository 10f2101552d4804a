"""The Go printer of the slider techniques' expressions (bitboard_tables/expression.py).

Names are Go's MixedCaps (`go_name`: RookMagics, RankAttacks, East); uint64
arithmetic wraps by itself; a table position is an `int(...)`, a narrower entry
widened by `uint64(...)`, one bit `uint64(1) << sq`, a byte swap
`bits.ReverseBytes64`. Go has no PEXT or PDEP (no intrinsic, and assembly is out
of a one-file package): a technique that needs them is not printed.

The text is what gofmt prints: gofmt spaces a binary operator or closes it up by
the depth the expression sits at (a statement's expression is at depth 1, an
index or the arguments of a call of several arguments one deeper, a parenthesized
operand as deep as its parent), so the printer carries that depth. Every operand
that is itself an operation is parenthesized (a run of one associative operator,
`a | b | c`, excepted), so that an operator's precedence never meets another's:
an operation is then spaced at depth 1 and closed up deeper. A shift by a
table's entry (the magic shifts) is printed `>> (shift & 63)`: the same value for
every count the model allows (0..63), without the test Go makes for a count of 64
or more. A constant of more than 32 bits is written in hex, all 16 digits
(0x0202020202020202: the kindergarten multipliers).

A lookup function's body (`function_bodies.py`) is printed by `GoStatements`, the
statement printer of expression.py in Go's words: a `Let` `x := v` (an assignment
`x = v` where it rebinds, `x |= y` or `x &^= y` where it can), a `Select` an if-else
(Go has no conditional expression), a `FoldBits` `for bits != 0 { ... bits &= bits -
1 }` with the square `Lsb(bits)`.
"""

from __future__ import annotations

from ...expression import Call, Const, Expr, Op, Printer, Read, Read2, StatementPrinter, type_of
from ...functions import FUNCTIONS
from ...statements import labelled
from ..language import camel_case, pascal_case

# a table whose MixedCaps name is a function's takes this suffix (PIECE_ATTACKS)
TABLE_SUFFIX = "Table"
FUNCTION_NAMES = frozenset(pascal_case(f.name) for f in FUNCTIONS)


def go_name(name: str) -> str:
    """Returns the Go name of a table, function or enumeration constant of the
    contract: its MixedCaps, with TABLE_SUFFIX for a table that a function's would hide."""
    go = pascal_case(name)  # Go's MixedCaps: RankMaskEx, XrayRankAttacks, Noea, A1
    return go + TABLE_SUFFIX if name.isupper() and go in FUNCTION_NAMES else go


go_param = camel_case  # a parameter in Go's mixedCaps: king_sq is kingSq


INFIX = {**Printer.INFIX, "mul32": "*", "xor32": "^", "shr32": ">>"}  # uint32's wrap as uint64's do


def _binary(expr: Expr) -> bool:
    """True if `expr` prints as a Go binary expression."""
    return isinstance(expr, Op) and (expr.op in INFIX or expr.op in Printer.INDEX_INFIX or expr.op == "bit")


class GoPrinter(Printer):
    INFIX, WIDE = INFIX, "0x{:016x}"

    def __init__(self):
        self.depth = 1  # gofmt's depth of the expression being printed

    named = staticmethod(go_name)
    arg = staticmethod(go_param)

    def _at(self, depth: int, expr: Expr, bare: bool = False) -> str:
        saved, self.depth = self.depth, depth
        try:
            return self.bare(expr) if bare else self(expr)
        finally:
            self.depth = saved

    def formula(self, text):
        """A square helper's formula spaced as gofmt spaces it: `8 * (7 - rank) + file`
        as `8*(7-rank) + file` (the product binds tighter, so gofmt closes it up)."""
        if " + " not in text:
            return text
        product, rest = text.split(" + ", 1)
        return f"{product.replace(' ', '')} + {rest}"

    def bare(self, expr: Expr) -> str:
        """Returns `expr` without outer parentheses, at the current depth."""
        if _binary(expr):
            return self._binary_text(expr)
        return self(expr)

    def __call__(self, expr: Expr) -> str:
        if _binary(expr):  # an operand: parenthesized, its inside one level shallower
            return f"({self._at(max(self.depth - 1, 1), expr, bare=True)})"
        return super().__call__(expr)

    def _binary_text(self, expr: Op) -> str:
        d = self.depth
        if expr.op == "bit":  # uint64(1) << sq
            symbol, left, right = "<<", "uint64(1)", self._at(d + 1, expr.args[0])
            return f"{left} {symbol} {right}" if d == 1 else f"{left}{symbol}{right}"
        symbol = self.INFIX.get(expr.op) or self.INDEX_INFIX[expr.op]
        a, b = expr.args
        chained = isinstance(a, Op) and a.op == expr.op and expr.op in self.ASSOCIATIVE
        left = self._at(d, a, bare=True) if chained else self._at(d + 1, a)
        if expr.op in ("shr", "shr32") and not isinstance(b, Const):
            # a shift by a variable (a table's entry, 0..63 by the model, 0..31 a
            # uint32's): masked, so that Go drops its test of a count of 64 (32) or more
            b = Op("and_index", (b, Const(63 if expr.op == "shr" else 31)))
        right = self._at(d + 1, b)
        # gofmt spaces a lone precedence at depth 1 only, and `a & ^b` always
        spaced = d == 1 or (symbol == "&" and right.startswith("^"))
        return f"{left} {symbol} {right}" if spaced else f"{left}{symbol}{right}"

    # a unary operation: a prefix of its operand, or a call (a conversion) of it bare
    PREFIXES = {"not": "^", "neg": "-"}
    CALLS = {"u64": "uint64", "index": "int", "bswap": "bits.ReverseBytes64", "rbit": "bits.Reverse64", "lo32": "uint32", "hi32": "uint32"}

    def unary(self, op, a):
        if op == "int" or (op == "index" and type_of(a) in ("int", "index")):  # an int already
            return self(a)
        if op in self.PREFIXES:
            return self.PREFIXES[op] + self(a)
        if op not in self.CALLS:
            raise NotImplementedError(f"Go has no {op}")
        half = Op("shr", (a, Const(32))) if op == "hi32" else a  # a bitboard's high 32 bits
        return f"{self.CALLS[op]}({self.bare(half)})"

    def read(self, expr: Read) -> str:
        return f"{self.table(expr.table)}[{self._at(self.depth + 1, expr.index, bare=True)}]"

    def read2(self, expr: Read2) -> str:
        # gofmt prints the inner index expression at depth 1 whatever its own depth
        return f"{self.table(expr.table)}[{self._at(2, expr.row, bare=True)}][{self._at(self.depth + 1, expr.col, bare=True)}]"

    def call(self, expr: Call) -> str:
        d = self.depth + (len(expr.args) > 1)
        return f"{self.function(expr.function)}({', '.join(self._at(d, a, bare=True) for a in expr.args)})"


TYPES = {"u64": "uint64", "index": "int", "int": "int"}  # an expression type -> its Go type


class GoStatements(StatementPrinter):
    """The statements of a lookup function's body in Go (expression.StatementPrinter)."""

    BLOCK, WHILE = "{} {} {{", "for"  # Go's while is a for

    def __init__(self):
        super().__init__(GoPrinter())

    def declare(self, name, type, value):
        if isinstance(value, Const):  # an untyped constant: `x := 0` would be an int
            return f"var {name} {TYPES[type]}" if value.value == 0 else f"{name} := {TYPES[type]}({self.printer(value)})"
        return f"{name} := {self.printer.bare(value)}"

    def declare_unset(self, name, type):
        return f"var {name} {TYPES[type]}"

    def compound(self, name, op, operand):
        if op == "and" and isinstance(operand, Op) and operand.op == "not":  # Go's and-not
            return f"{name} &^= {self.printer.bare(operand.args[0])}"
        return super().compound(name, op, operand)

    # a routine's (statements.py): a check fails its test by t.Fatalf; no do-while
    FOREVER, DO, FOR = "for {", "", "for {0} := 0; {0} < {1}; {0}++ {{"

    def expect(self, expect):
        self.printer.depth = 2  # the arguments of a call of several
        words, values = labelled(self.printer, expect, lambda v: "%d", lambda v: "0x%016x", lambda t: t.replace("%", "%%"))
        self.printer.depth = 1
        condition = self.printer.bare(Op("ne", (expect.got, expect.want)))
        return [f"if {condition} {{", f'\tt.Fatalf("{words}", {", ".join(values)})', "}"]

