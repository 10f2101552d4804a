"""The expressions and statements of a 128-bit bitboard as C and C++ print them on a
board past 64 bits (issue 49), in the words both of the header's representations
have: unsigned __int128, and the struct of two 64-bit words that the compilers
without it take (templates/bits_cfamily.j2; its and, shifts, sum, difference and
product are board_cfamily.j2's `two_words`). One body so serves both: the board's
functions and its slider lookups compile on either.

- A bitboard's operation is the header's function in C (`bb_and(a, b)`,
  `bb_mul(a, b)`, `bb_shift_left(b, n)`: C has no operators on a struct), its
  operator in C++ (the struct has an integer's); the complement in C is the xor
  of every bit, the header's `bb_not` keeping the board's squares alone.
- A constant standing as a bitboard is made of its two halves
  (`bb_bitboard(high, low)`, `bitboard(high, low)`), the one bit is `square_bb`,
  a narrower value widened its low half.
- A bitboard made a table position or a 64-bit word is its low word (`low(b)`);
  the high word is `high(b)`.
- A bitboard compared with 0 is C's `bb_is_empty`, compared with another
  `bb_equal`; C++ compares them by its operators.

The 64-bit words of a board's PEXT index (a pext, a bitboard's low or high word,
and what is computed of them) keep the language's own operators: they are not
bitboards (`is_bitboard`).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..expression import Arg, Call, CFamilyPrinter, CFamilyStatements, Const, Expr, Op, Read, Read2, op

# a bitboard's operations -> the header's function of each in C (bb_and, bb_shift_left)
BITBOARD_OPS = {"and": "and", "or": "or", "xor": "xor", "add": "add", "sub": "sub", "mul": "mul", "shl": "shift_left", "shr": "shift_right"}
SHIFTS = ("shl", "shr")
POSITIONS = ("index", "int", "lo32")  # a bitboard narrowed: its low word's
# the one-operand ops of a bitboard, the header's function after the prefix ("{1}" the operand bare)
FORMS = {"bit": "square_bb({1})", "u64": "bitboard(0, {1})", "lo64": "low({1})", "hi64": "high({1})"}


@dataclass(frozen=True)
class Wide(Const):
    """A constant standing as a bitboard: printed by its two halves."""


def is_bitboard(expr: Expr) -> bool:
    """Returns True if `expr` is a bitboard of the board's width: a parameter or a
    table's entry of that type, a call (the functions return bitboards where one is
    an operand), the one bit, a widening, or a bitboard's operation; not a constant
    alone, a 64-bit word (lo64, hi64, pext) or a number."""
    if isinstance(expr, Arg):
        return expr.type == "u64"
    if isinstance(expr, (Read, Read2)):
        return expr.element == "u64"
    if isinstance(expr, (Call, Wide)):
        return True
    if not isinstance(expr, Op):
        return False
    if expr.op in ("bit", "u64"):
        return True
    if expr.op == "not":
        return is_bitboard(expr.args[0])
    operands = expr.args[:1] if expr.op in SHIFTS else expr.args
    return expr.op in BITBOARD_OPS and any(map(is_bitboard, operands))


def widened(expr: Expr) -> Expr:
    """Returns `expr`, a constant made a bitboard (`Wide`)."""
    return Wide(expr.value) if isinstance(expr, Const) and not isinstance(expr, Wide) else expr


class TwoWordsPrinter:
    """The part of a C or C++ printer (expression.CFamilyPrinter's subclass, before it
    in the bases) that writes a bitboard's operations as above: `p` the prefix of
    the header's functions ("bb_"; C++'s ""), and the language's own
    `operation(op, a, b)` of two bitboards."""

    def wide(self, value: int) -> str:
        """Returns the bitboard `value` made of its two halves: bb_bitboard(0, 1)."""
        if value >> 64:
            return f"{self.p}bitboard(0x{value >> 64:016x}, 0x{value & (1 << 64) - 1:016x})"
        return f"{self.p}bitboard(0, {super().const(value)})"

    def operation(self, name: str, a: Expr, b: Expr) -> str:
        raise NotImplementedError

    def __call__(self, expr):
        return self.wide(expr.value) if isinstance(expr, Wide) else super().__call__(expr)

    def const(self, value):  # a constant past 64 bits can only be a bitboard
        return self.wide(value) if value >> 64 else super().const(value)

    def infix(self, name, a, b):
        if name not in BITBOARD_OPS or not is_bitboard(Op(name, (a, b))):
            return super().infix(name, a, b)  # a 64-bit word's (the PEXT index's)
        return self.operation(name, widened(a), b if name in SHIFTS else widened(b))

    def index_infix(self, name, a, b):
        if is_bitboard(a) or is_bitboard(b):
            return self.comparison(name, widened(a), widened(b))
        return super().index_infix(name, a, b)

    def comparison(self, name: str, a: Expr, b: Expr) -> str:
        return super(TwoWordsPrinter, self).index_infix(name, a, b)

    def unary(self, name, a):
        if name in POSITIONS and is_bitboard(a):
            return super().unary(name, op("lo64", a))
        if name in FORMS:
            return self.p + FORMS[name].format(self(a), self.bare(a))
        return super().unary(name, a)


class TwoWordsC(TwoWordsPrinter, CFamilyPrinter):
    """C's printer: the header's functions, `bb_is_empty` and `bb_equal` its comparisons."""

    def operation(self, name, a, b):
        return f"{self.p}{BITBOARD_OPS[name]}({self.bare(a)}, {self.bare(b)})"

    def comparison(self, name, a, b):
        if name not in ("ne", "eq"):
            raise NotImplementedError(f"C compares two bitboards by == and != alone, not {name}")
        zero = next((x for x, y in ((a, b), (b, a)) if y == Wide(0)), None)
        test = f"{self.p}is_empty({self.bare(zero)})" if zero is not None else f"{self.p}equal({self.bare(a)}, {self.bare(b)})"
        return test if name == "eq" else f"!{test}"

    def unary(self, name, a):
        if name == "not" and is_bitboard(a):  # every bit's complement, not bb_not's (the board's squares)
            return self.operation("xor", a, Wide((1 << 128) - 1))
        return super().unary(name, a)


class TwoWordsCpp(TwoWordsPrinter):
    """C++'s: the operators."""

    p = ""

    def operation(self, name, a, b):
        return super(TwoWordsPrinter, self).infix(name, a, b)


class TwoWordsStatements:
    """The part of C's and C++'s statement printer (expression.CFamilyStatements'
    subclass, before it in the bases) on the two representations: a bitboard local
    declared of a constant takes it widened, a position's cast reads the low word,
    the lowest bit cleared by the printer's difference; C's compound assignments are
    those of numbers alone (`bb_or` is no operator), its loops test `bb_is_empty`."""

    def declare(self, name, type, value):
        if type == "u64":
            value = widened(value)
        elif isinstance(value, Op) and value.op == "index" and is_bitboard(value.args[0]):
            value = op("index", op("lo64", value.args[0]))
        return super().declare(name, type, value)

    def clear_lowest(self, bits):
        b = Arg(bits)
        return self.assign(bits, op("and", b, op("sub", b, Const(1))))


class TwoWordsCStatements(TwoWordsStatements, CFamilyStatements):
    """C's statements, its bitboards of the header's type `bitboard` (bb_bitboard_t)."""

    COMPOUND = ("add_int",)  # a bitboard's assignments call the header's functions

    def __init__(self, printer: TwoWordsC, bitboard: str):
        super().__init__(printer)
        self.TYPES = {**self.TYPES, "u64": bitboard}

    def loop_open(self, bits):
        return self.while_open(op("ne", Arg(bits), Const(0)))

    def do_close(self, condition):
        return f"}} while ({self.printer.bare(condition)});"


class TwoWordsCppStatements(TwoWordsStatements):
    COMPOUND = ("and", "or", "xor", "add_int")  # the struct's compound assignments
    UNSET = "{}"  # a bitboard_t (or a number) each branch assigns: zero, as a constexpr function wants
