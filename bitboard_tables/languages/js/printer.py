"""JavaScript's spelling of the expressions and lookup bodies that languages/halves.py
lowers onto 32-bit halves (`JsPrinter`), and the self-test's
routines on BigInts (`JsRoutines`). The text is what Prettier prints, parentheses
where its rules put them (`_needs_parens`); a word is a signed 32-bit number:
`| 0` after a sum or a logical shift `>>>`, `>>> 0` where a comparison reads it
unsigned.
"""

from __future__ import annotations

from ...expression import Call, Const, Expr, Op, Printer, Read2, StatementPrinter, type_of
from ...statements import labelled
from ..halves import HalvesPrinter
from ..language import camel_case

# JavaScript's binary operators by precedence, as Prettier ranks them
PRECEDENCE = {"*": 12, "%": 12, "/": 12, "+": 11, "-": 11, "<<": 10, ">>": 10, ">>>": 10, "<": 9, ">": 9, ">=": 9, "!==": 8, "===": 8, "&": 7, "^": 6, "|": 5}
BITWISE = {"&", "^", "|", "<<", ">>", ">>>"}
SHIFTS = {"<<", ">>", ">>>"}
ATOM = 20  # the precedence of a name, a number, a call, a member or a parenthesized text
UNARY = 15
TERNARY = 2
STRICT = {**Printer.INDEX_INFIX, "ne": "!==", "eq": "==="}  # the operators on numbers: equality strict


def js_name(name: str) -> str:
    """Returns the JavaScript name of a contract name: functions in camelCase
    (rank_attacks: rankAttacks), tables and constants as they are (RANK_MASK_EX, A1)."""
    return name if name == name.upper() else camel_case(name)


def halves_name(name: str) -> str:
    """Returns the name of the module's Int32Array of a u64 table's 32-bit halves
    (RANK_MASK_EX_32): the table's memory on a little-endian platform, a copy in the
    same order on a big-endian one (`halvesOf`)."""
    return f"{name}_32"


class Js:
    """A JavaScript expression: its text and its precedence (of its outermost operator)."""

    def __init__(self, text: str, precedence: int = ATOM, op: str = ""):
        self.text, self.precedence, self.op = text, precedence, op

    def __str__(self) -> str:
        return self.text


def atom(text) -> Js:
    return text if isinstance(text, Js) else Js(str(text))


def _needs_parens(parent: str, child: Js, right: bool) -> bool:
    """Returns True where Prettier parenthesizes the binary expression `child` as an
    operand of `parent` (its needs-parens rules)."""
    if child.precedence >= UNARY:
        return False
    if child.precedence == TERNARY:
        return True
    pp, np = PRECEDENCE[parent], child.precedence
    if pp > np or (pp == np and right):
        return True
    if pp == np and not _flattens(parent, child.op):
        return True
    return pp < np and parent in BITWISE


def _flattens(parent: str, child: str) -> bool:
    """Prettier's shouldFlatten for two operators of one precedence."""
    return not (parent in SHIFTS and child in SHIFTS)


def binary(op: str, a, b) -> Js:
    a, b = atom(a), atom(b)
    left = f"({a})" if _needs_parens(op, a, False) else str(a)
    right = f"({b})" if _needs_parens(op, b, True) else str(b)
    return Js(f"{left} {op} {right}", PRECEDENCE[op], op)


def unary(op: str, a) -> Js:
    a = atom(a)
    return Js(f"{op}({a})" if a.precedence < UNARY else f"{op}{a}", UNARY)


def conditional(test, yes, no) -> Js:
    return Js(f"{test} ? {yes} : {no}", TERNARY)


class JsPrinter(HalvesPrinter):
    """Prints an expression as the body of a JavaScript function on halves
    (halves.HalvesPrinter), in Prettier's layout."""

    INFIX = {**Printer.INFIX, "shr": ">>>"}  # a word's shift right is logical
    INDEX_INFIX = STRICT
    HIGH, MULTIPLY, BYTE_SWAP, MULTIPLY32 = "high", "multiply64", "byteSwap32", "Math.imul"
    named = staticmethod(js_name)  # tables, functions and enumeration constants (as the contract writes them)
    arg = staticmethod(camel_case)
    view = staticmethod(halves_name)
    binary, unary, conditional = staticmethod(binary), staticmethod(unary), staticmethod(conditional)

    def wrap(self, value):
        return binary("|", value, 0)

    def unsigned(self, value):
        return binary(">>>", value, 0)

    def local(self, name, value, mutable=False):
        return f"{'let' if mutable else 'const'} {name} = {value};"

    def unset(self, name):
        return f"let {name};"

    def formula(self, text):  # a board's row rounded down (sq / 10 the formula's last term)
        return text.replace("sq / ", "Math.floor(sq / ") + ")" if " / " in text else text

    def _op(self, name, a, b):
        if name == "div_index":  # a board's row (issue 49): the quotient of numbers, rounded down
            return Js(f"Math.floor({binary('/', a, b)})")
        return super()._op(name, a, b)


# --- the package's self-test (statements.py): on BigInts ------------------------------


class JsBigPrinter(Printer):
    """The expressions of the self-test's routines in JavaScript, a bitboard a BigInt
    (its constants `0n`, a subtraction cut to 64 bits) and a position or a signed
    number a Number; a package's lookup called by its bigint twin (rookAttacksBig), which
    takes and gives a bitboard as a BigInt. Tables of two indices are read flat."""

    INDEX_INFIX = STRICT
    UNARY = {"bit": "(1n << BigInt({1}))", "int": "{0}", "index": "{0}"}
    WIDE_ARGS = {"ray": (3,), "ones": (0,)}  # the BigInt arguments of the self-test's own functions
    wide = False  # whether a constant printed now is a BigInt
    row = 64  # the entries of a row of a flat table of two indices: the board's square numbers

    def named(self, name):
        return js_name(name)

    def const(self, value):
        return f"{value}n" if self.wide else str(value)

    def of(self, expr: Expr, wide: bool, bare: bool = False) -> str:
        """Returns `expr` printed, a constant in it a BigInt where `wide`."""
        saved, self.wide = self.wide, wide
        try:
            return self.bare(expr) if bare else self(expr)
        finally:
            self.wide = saved

    def infix(self, op, a, b):
        text = f"{self.operand_of(op, a)} {self.INFIX[op]} {self.operand_of(op, b)}"
        return f"BigInt.asUintN(64, {text})" if op == "sub" else f"({text})"

    def operand_of(self, op, child):
        return self.of(child, True, bare=isinstance(child, Op) and child.op == op and op in self.ASSOCIATIVE)

    def index_infix(self, op, a, b):
        wide = any(type_of(x) == "u64" and not isinstance(x, Const) for x in (a, b)) and op in ("ne", "eq")
        return f"({self.of(a, wide)} {self.INDEX_INFIX[op]} {self.of(b, wide)})"

    def read2(self, expr: Read2) -> str:
        return f"{self.table(expr.table)}[{self.row} * {self.of(expr.row, False)} + {self.of(expr.col, False)}]"

    def call(self, expr: Call) -> str:
        wide = self.WIDE_ARGS.get(expr.function)
        args = [self.of(a, k in wide if wide is not None else k == 0, bare=True) for k, a in enumerate(expr.args)]
        twin = "Big" if wide is None else ""  # a lookup of the package's: its bigint twin, (occ, sq) as BigInt and number
        return f"{self.function(expr.function)}{twin}({', '.join(args)})"


class JsRoutines(StatementPrinter):
    """The self-test's routines (statements.py) in JavaScript: `const`, or `let` where
    assigned again; a check node:assert's `fail`."""

    INDENT, END = "  ", ";"
    FOR = "for (let {0} = 0; {0} < {1}; {0}++) {{"

    def __init__(self):
        super().__init__(JsBigPrinter())

    def declare(self, name, type, value):
        return f"{'let' if name in self.reassigned else 'const'} {name} = {self.printer.of(value, type == 'u64', bare=True)}"

    def assign(self, name, value):
        saved, self.printer.wide = self.printer.wide, self._bound(name) == "u64"
        try:
            return super().assign(name, value)
        finally:
            self.printer.wide = saved

    def expect(self, expect):
        words, _ = labelled(self.printer, expect, "${{{}}}".format, "${{hex({})}}".format, lambda t: t.replace("`", "\\`"))
        got, want = (self.printer.of(e, expect.bitboards) for e in (expect.got, expect.want))
        return [f"if ({got} !== {want}) assert.fail(`{words}`);"]
