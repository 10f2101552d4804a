"""JavaScript's spelling of the expressions and lookup bodies that languages/halves.py
lowers onto 32-bit halves (`JsPrinter`), and the self-test's routines on BigInts
(`JsRoutines`). The text is what Prettier prints, parentheses where its rules put them
(`_operand`); a word is a signed 32-bit number: `| 0` after a sum or a logical shift
`>>>`, `>>> 0` where a comparison reads it unsigned.
"""

from __future__ import annotations

from ...expression import Call, Const, Name, Printer, Read2, StatementPrinter
from ..halves import HalvesPrinter
from ..language import camel_case

# JavaScript's binary operators by precedence, as Prettier ranks them
PRECEDENCE = {"*": 12, "%": 12, "/": 12, "+": 11, "-": 11, "<<": 10, ">>": 10, ">>>": 10, "<": 9, ">": 9, ">=": 9, "!==": 8, "===": 8, "&": 7, "^": 6, "|": 5}
BITWISE = {"&", "^", "|", "<<", ">>", ">>>"}
SHIFTS = {"<<", ">>", ">>>"}
# the precedences of a name, a number, a call, a member or a parenthesized text; a unary; a ternary
ATOM, UNARY, TERNARY = 20, 15, 2
STRICT = {**Printer.INDEX_INFIX, "ne": "!==", "eq": "==="}  # the operators on numbers: equality strict


def js_name(name: str) -> str:
    """Returns the JavaScript name of a contract name: functions in camelCase
    (rank_attacks: rankAttacks), tables and constants as they are (RANK_MASK_EX, A1)."""
    return name if name == name.upper() else camel_case(name)


class Js(str):
    """A JavaScript expression's text, knowing the precedence of its outermost operator."""

    def __new__(cls, text: str, precedence: int = ATOM):
        js = super().__new__(cls, text)
        js.precedence = precedence
        return js


def _operand(parent: str, child, right: bool) -> str:
    """Returns `child` as an operand of `parent`, parenthesized where Prettier's
    needs-parens rules put it: a ternary; a looser operator; one as tight on the
    right, or a shift in a shift (which Prettier never flattens); a tighter one in a
    bitwise operator."""
    pp, np = PRECEDENCE[parent], getattr(child, "precedence", ATOM)
    if np == TERNARY or pp > np or (pp == np and (right or parent in SHIFTS)) or (pp < np < UNARY and parent in BITWISE):
        return f"({child})"
    return str(child)


class JsPrinter(HalvesPrinter):
    """Prints an expression as the body of a JavaScript function on halves
    (halves.HalvesPrinter), in Prettier's layout."""

    INFIX = {**Printer.INFIX, "shr": ">>>"}  # a word's shift right is logical
    INDEX_INFIX = STRICT
    HIGH, MULTIPLY, BYTE_SWAP, MULTIPLY32 = "high", "multiply64", "byteSwap32", "Math.imul"
    named = staticmethod(js_name)  # tables, functions and enumeration constants (as the contract writes them)
    arg = staticmethod(camel_case)
    # a u64 table's Int32Array of halves (RANK_MASK_EX_32): its memory, or a copy in that order (`halvesOf`)
    view = staticmethod("{}_32".format)

    def binary(self, op, a, b):
        return Js(f"{_operand(op, a, False)} {op} {_operand(op, b, True)}", PRECEDENCE[op])

    def unary(self, op, a):
        return Js(f"{op}({a})" if getattr(a, "precedence", ATOM) < UNARY else f"{op}{a}", UNARY)

    def conditional(self, test, yes, no):
        return Js(f"{test} ? {yes} : {no}", TERNARY)

    def wrap(self, value):
        return self.binary("|", value, 0)

    def unsigned(self, value):
        return self.binary(">>>", value, 0)

    def local(self, name, value, mutable=False):
        return f"{'let' if mutable else 'const'} {name} = {value};"

    def unset(self, name):
        return f"let {name};"

    def formula(self, text):  # a board's row rounded down (sq / 10 the formula's last term)
        return text.replace("sq / ", "Math.floor(sq / ") + ")" if " / " in text else text

    def _op(self, name, a, b):
        if name == "div_index":  # a board's row (issue 49): the quotient of numbers, rounded down
            return Js(f"Math.floor({self.binary('/', a, b)})")
        return super()._op(name, a, b)


# --- the package's self-test (statements.py): on BigInts ------------------------------


class JsBigPrinter(Printer):
    """The expressions of the self-test's routines in JavaScript, every number a
    BigInt (`0n`; a subtraction cut to 64 bits; an enumeration constant made one), so
    that no operation mixes a BigInt with a Number; a package's lookup called by its
    bigint twin (rookAttacksBig), its square a Number. Tables of two indices are read
    flat: a typed array's index may be a BigInt."""

    INDEX_INFIX = STRICT
    UNARY = {"bit": "(1n << {1})", "int": "{0}", "index": "{0}"}
    named = staticmethod(js_name)

    def __init__(self, row: int):
        self.row = row  # the entries of a row of a flat table of two indices: the board's square numbers

    def const(self, value):
        return f"{value}n"

    def __call__(self, expr):
        return f"BigInt({super().__call__(expr)})" if isinstance(expr, Name) else super().__call__(expr)

    def infix(self, op, a, b):
        text = super().infix(op, a, b)
        return f"BigInt.asUintN(64, {text[1:-1]})" if op == "sub" else text

    def read2(self, expr: Read2) -> str:
        return f"{self.table(expr.table)}[{self.row}n * {self(expr.row)} + {self(expr.col)}]"

    def call(self, expr: Call) -> str:
        if expr.function in ("ray", "ones"):  # the self-test's own: BigInts
            return super().call(expr)
        occ, sq = expr.args  # a lookup of the package's: its bigint twin, its square a Number
        return f"{self.function(expr.function)}Big({self.bare(occ)}, {sq.value if isinstance(sq, Const) else f'Number({self.bare(sq)})'})"


class JsRoutines(StatementPrinter):
    """The self-test's routines (statements.py) in JavaScript: `const`, or `let` where
    assigned again; a check node:assert's `fail`."""

    INDENT, END = "  ", ";"
    FOR = "for (let {0} = 0n; {0} < {1}n; {0}++) {{"
    FAIL, NUMBER, HEXA, ESCAPE = ("assert.fail(`{0}`);",), "${{{}}}", "${{hex({})}}", {"`": "\\`"}

    def __init__(self, row: int = 64):
        super().__init__(JsBigPrinter(row))

    def declare(self, name, type, value):
        return f"{'let' if name in self.reassigned else 'const'} {name} = {self.printer.bare(value)}"
