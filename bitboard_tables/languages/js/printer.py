"""The JavaScript printer of the slider techniques' expressions
(bitboard_tables/expression.py), on 32-bit halves, and of the lookup functions'
bodies (function_bodies.py) by the same printer (`JsStatements`, `js_bodies`).

bitboards.mjs takes and returns a bitboard as two 32-bit numbers, its low and high
halves, so that no operation allocates a bigint (a function returns the low half
and leaves the high half in the module's `high`). An expression of the model is a
tree of 64-bit operations; printed here, each u64 node becomes two halves, bound
to constants (`const t0Lo = ...; const t0Hi = ...;`), each node once however often
the tree holds it, and a function body ends `high = <hi>; return <lo>;` (an
index, a number: `return <index>;`). The 64-bit operations on halves:

- and, or, xor, not: on each half;
- add, sub: the low halves', the carry or borrow into the high halves';
- mul: `multiply64` of the module, the low 64 bits of the product;
- shr and shl: by a constant or a variable count, written out
  (`_shift_by_variable`);
- bswap: the halves swapped, each reversed by the module's `byteSwap32`;
- bit: `1 << n` in the half that holds bit n (a shift count of JavaScript is
  taken mod 32);
- a table of bitboards is read through its Int32Array of halves (`NAME_32`, entry
  k at [2 * k] (low) and [2 * k + 1] (high) in either byte order: `halvesOf`), a narrower one (u8, u32) as it is; `index` takes the
  low half (every index the model computes is below 2 ** 31);
- a function on halves (the module's, or a helper of the technique) is called with
  each bitboard argument as its halves, its high half read from `high` at once.

The text is what Prettier prints: a statement a line, short enough for its width,
parentheses where Prettier's rules put them (`needs_parens`).

A lookup function's body is printed by `JsStatements`, the statement printer of
expression.py on halves: each statement's expression compiled as above, a local
two halves, a FoldBits a loop over both. The line lookups are not printed
(`FAST_PATHS`): functions.mjs.j2 keeps their fill-up and a-file indices, which
need no 64-bit product.
"""

from __future__ import annotations

import re
from typing import Dict, List, Tuple

from ...expression import Arg, Call, Const, Expr, Name, Op, Printer, Read, Read2, StatementPrinter, type_of, walk
from ...functions import A_FILE_LOOKUP, FILL_UP_LOOKUP, FUNCTIONS
from ...statements import labelled
from ...tables import compute_tables
from . import HALVES, camel_case, halves_name, js_name

# JavaScript's binary operators by precedence, as Prettier ranks them
PRECEDENCE = {"*": 12, "+": 11, "-": 11, "<<": 10, ">>": 10, ">>>": 10, "<": 9, ">": 9, ">=": 9, "&": 7, "^": 6, "|": 5}
BITWISE = {"&", "^", "|", "<<", ">>", ">>>"}
SHIFTS = {"<<", ">>", ">>>"}
ATOM = 20  # the precedence of a name, a number, a call, a member or a parenthesized text
UNARY = 15
TERNARY = 2
_NAME = re.compile(r"^[A-Za-z_$][\w$]*$")


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


def int32(value: int) -> str:
    """Returns a 32-bit half as a literal: hex for a mask, decimal for a small number."""
    return f"0x{value:08x}" if value >= 1 << 16 else str(value)


class Printed(str):
    """A printed function body that keeps its expression, so that the fill can print
    the same expression as statements inside its loop (`JsPrinter.statements`)."""

    def __new__(cls, text: str, expr: Expr):
        out = super().__new__(cls, text)
        out.expr = expr
        return out

    @property
    def args(self) -> frozenset:
        """The names of the arguments the expression reads."""
        return frozenset(n.name for n in walk(self.expr) if isinstance(n, Arg))


class JsPrinter(Printer):
    """Prints an expression as the body of a JavaScript function on halves; its
    parameters are each bitboard's two halves (occLo, occHi) and each index (sq)."""

    def __init__(self):
        # a table of two dimensions of the main module: its row length (every mapping's)
        self.columns = {t.name: t.shape[1] for t in compute_tables() if len(t.shape) == 2}

    named = staticmethod(js_name)  # tables, functions and enumeration constants (as the contract writes them)
    arg = staticmethod(camel_case)

    # --- compiling a tree into statements -------------------------------------------

    def _start(self, prefix) -> None:
        """Starts an expression's statements, its temporaries numbered anew from `prefix`
        (None: on from the last, as through a function's body)."""
        self.lines: List[str] = []
        self.memo: Dict[Expr, object] = {}
        if prefix is not None:
            self.prefix, self.count = prefix, 0

    def _temp(self) -> str:
        name = f"{self.prefix}{self.count}"
        self.count += 1
        return name

    def _bind(self, value, name: str = "") -> str:
        """Returns `value` as a name or a literal: bound to a new constant (`name`, else
        a temporary's) unless it is one."""
        value = atom(value)
        if _atomic(value.text):
            return value.text
        name = name or self._temp()
        self.lines.append(f"const {name} = {value};")
        return name

    def _bind_halves(self, lo, hi) -> Tuple[str, str]:
        """Returns the halves `lo` and `hi` as names or literals, as `_bind` does each."""
        name = self._temp()
        return self._bind(lo, f"{name}Lo"), self._bind(hi, f"{name}Hi")

    def _call(self, function: str, args: List[str]) -> Tuple[str, str]:
        """Binds a call of a function on halves: its low half, then `high`."""
        name = self._temp()
        self.lines.append(f"const {name}Lo = {function}({', '.join(args)});")
        self.lines.append(f"const {name}Hi = high;")
        return f"{name}Lo", f"{name}Hi"

    def halves(self, expr: Expr) -> Tuple[str, str]:
        """Returns the (low, high) halves of the u64 `expr`, each a name or a literal
        (statements that compute them appended)."""
        if expr not in self.memo:
            self.memo[expr] = self._halves(expr)
        return self.memo[expr]

    def _args(self, call: Call) -> List[str]:
        """Returns the arguments of a call of a function on halves: a bitboard's halves."""
        return [h for a in call.args for h in (self.halves(a) if type_of(a) == "u64" and not isinstance(a, Name) else (self.number(a),))]

    def _halves(self, expr: Expr) -> Tuple[str, str]:
        if isinstance(expr, Arg):
            name = self.arg(expr.name)
            return f"{name}Lo", f"{name}Hi"
        if isinstance(expr, Const):
            return int32(expr.value & 0xFFFFFFFF), int32(expr.value >> 32)
        if isinstance(expr, (Read, Read2)) and expr.element == "u64":
            k = self.number(expr.index) if isinstance(expr, Read) else self._bind(self._position(expr))
            view = halves_name(self.table(expr.table))
            entry = binary("*", 2, k)
            return self._bind_halves(f"{view}[{entry}]", f"{view}[{binary('+', entry, 1)}]")
        if isinstance(expr, Call):
            return self._call(self.function(expr.function), self._args(expr))
        if isinstance(expr, Op):
            return self._op(expr)
        if isinstance(expr, (Read, Read2)):  # a narrower entry, widened
            return self.number(expr), "0"
        raise NotImplementedError(expr)

    def _op(self, expr: Op) -> Tuple[str, str]:
        op, args = expr.op, expr.args
        symbol = self.INFIX.get(op)
        if op in ("and", "or", "xor", "add", "sub", "mul"):
            (al, ah), (bl, bh) = self.halves(args[0]), self.halves(args[1])
        elif op in ("not", "shr", "shl", "bswap"):
            lo, hi = self.halves(args[0])
        if op in ("and", "or", "xor"):
            return self._bind_halves(binary(symbol, al, bl), binary(symbol, ah, bh))
        if op == "not":
            return self._bind_halves(unary("~", lo), unary("~", hi))
        if op in ("add", "sub"):
            lo = self._bind(binary("|", binary(symbol, al, bl), 0))
            # the carry: the low sum below an addend; the borrow: a below b, unsigned
            carry = binary("<", binary(">>>", lo, 0), binary(">>>", al, 0)) if op == "add" else binary("<", binary(">>>", al, 0), binary(">>>", bl, 0))
            return lo, self._bind(binary("|", binary(symbol, binary(symbol, ah, bh), carry), 0))
        if op == "mul":
            return self._call("multiply64", [al, ah, bl, bh])
        if op in ("shr", "shl"):
            if isinstance(args[1], Const):
                return self._shift_by_constant(op, lo, hi, args[1].value)
            return self._shift_by_variable(op, lo, hi, self._bind(self.number(args[1])))
        if op == "bswap":
            return self._bind_halves(f"byteSwap32({hi})", f"byteSwap32({lo})")
        if op == "bit":
            n = self._bind(self.number(args[0]))
            low = binary("<", n, 32)
            return self._bind_halves(conditional(low, binary("<<", 1, n), 0), conditional(low, 0, binary("<<", 1, n)))
        if op == "u64":
            return self.number(args[0]), "0"
        raise NotImplementedError(f"JavaScript prints no {op}")

    def _shift_by_variable(self, op: str, lo: str, hi: str, n: str) -> Tuple[str, str]:
        """Shifts by n, 0..63: JavaScript takes a count mod 32, so that `hi >>> n` is
        `hi >>> (n - 32)` for n >= 32, and the bits that cross between the halves
        are shifted in two steps (by 1, then 31 - n), which gives 0 for n = 0."""
        wide = binary(">=", n, 32)
        if op == "shr":
            crossing = self._bind(binary("<<", binary("<<", hi, 1), binary("-", 31, n)))
            return self._bind_halves(
                conditional(wide, binary(">>>", hi, n), binary("|", binary(">>>", lo, n), crossing)),
                conditional(wide, 0, binary(">>>", hi, n)),
            )
        crossing = self._bind(binary(">>>", binary(">>>", lo, 1), binary("-", 31, n)))
        return self._bind_halves(
            conditional(wide, 0, binary("<<", lo, n)),
            conditional(wide, binary("<<", lo, n), binary("|", binary("<<", hi, n), crossing)),
        )

    def _shift_by_constant(self, op: str, lo: str, hi: str, n: int) -> Tuple[str, str]:
        if n == 0:
            return lo, hi
        if op == "shr":
            if n >= 32:
                return self._bind_halves(binary("|", binary(">>>", hi, n - 32), 0) if n > 32 else hi, 0)
            return self._bind_halves(binary("|", binary(">>>", lo, n), binary("<<", hi, 32 - n)), binary("|", binary(">>>", hi, n), 0))
        if n >= 32:
            return self._bind_halves(0, binary("<<", lo, n - 32) if n > 32 else lo)
        return self._bind_halves(binary("<<", lo, n), binary("|", binary("<<", hi, n), binary(">>>", lo, 32 - n)))

    def number(self, expr: Expr) -> str:
        """Returns the number `expr` (an index, a narrower entry, a shift count, an
        enumeration constant), a name or a literal."""
        if expr not in self.memo:
            self.memo[expr] = self._bind(self._number(expr))
        return self.memo[expr]

    def _number(self, expr: Expr):
        if isinstance(expr, Arg):
            return self.arg(expr.name)
        if isinstance(expr, Const):
            return str(expr.value)
        if isinstance(expr, Name):
            return self.name(expr.name)
        if isinstance(expr, Read):
            return f"{self.table(expr.table)}[{self.number(expr.index)}]"
        if isinstance(expr, Read2):
            return f"{self.table(expr.table)}[{self._position(expr)}]"
        if isinstance(expr, Call):  # a function that returns a number: lsb
            return f"{self.function(expr.function)}({', '.join(self._args(expr))})"
        if isinstance(expr, Op) and expr.op == "neg":
            return unary("-", self.number(expr.args[0]))
        if isinstance(expr, Op) and expr.op in self.INDEX_INFIX:
            return binary(self.INDEX_INFIX[expr.op], self.number(expr.args[0]), self.number(expr.args[1]))
        if isinstance(expr, Op) and expr.op in ("index", "u64"):
            if type_of(expr.args[0]) == "u64" and not isinstance(expr.args[0], Const):
                return self.halves(expr.args[0])[0]  # the low half: an index is below 2 ** 31
            return self.number(expr.args[0])
        raise NotImplementedError(expr)

    def _position(self, expr: Read2) -> Js:
        """Returns the flat position of the entry [row][col] of a table of two dimensions."""
        row, col = self.number(expr.row), self.number(expr.col)
        return binary("+", binary("*", self.columns[expr.table], row), col)

    # --- what the slider section asks ------------------------------------------------

    def statements(self, expr: Expr, prefix="t") -> Tuple[List[str], Tuple[str, ...]]:
        """Returns (the statements, the result: its two halves, or the one number of an
        index) of `expr`, temporaries named from `prefix` (None: numbered on), unused ones dropped."""
        self._start(prefix)
        result = self.halves(expr) if type_of(expr) == "u64" else (self.number(expr),)
        return _used(self.lines, result), result

    def bare(self, expr: Expr) -> "Printed":
        """Returns the body of a function on halves computing `expr`: its statements,
        then `high = <hi>;` and `return <lo>;` (or `return <index>;`)."""
        lines, result = self.statements(expr)
        if len(result) == 2:
            lines += [f"high = {result[1]};", f"return {result[0]};"]
        else:
            lines.append(f"return {result[0]};")
        return Printed("\n".join(lines), expr)

    def __call__(self, expr: Expr) -> str:
        return self.bare(expr)


def _atomic(text: str) -> bool:
    """True if `text` is a name or a number literal."""
    return bool(_NAME.match(text) or re.fullmatch(r"-?(0x)?[0-9a-f]+", text))


def _used(lines: List[str], result) -> List[str]:
    """Returns `lines` without the constants nothing reads (the high half of a result
    only its low half is taken of, ...), a call's own line kept for its low half."""
    lines = list(lines)
    changed = True
    while changed:
        changed = False
        for k in range(len(lines) - 1, -1, -1):
            name = lines[k].split(" ", 2)[1]
            rest = "\n".join(lines[k + 1 :] + list(result))
            if not re.search(rf"\b{re.escape(name)}\b", rest):
                calls = re.findall(r"(\w+)\(", lines[k])
                if lines[k].endswith(" = high;") or set(calls) <= {"byteSwap32"}:
                    del lines[k]
                    changed = True
    return lines


# --- the lookup functions' bodies ------------------------------------------------------


class JsStatements(StatementPrinter):
    """The statements of a lookup function's body (function_bodies.py) on 32-bit halves
    (expression.StatementPrinter): each statement's expression is compiled by the
    `JsPrinter` above into constants (`const t0Lo = ...;`, numbered through the body),
    its outermost node written in the statement itself. A u64 local is two, `xLo` and
    `xHi`, `let` where the body assigns it again (`expression.reassigned`), else
    `const`; a Select's value is declared `let xLo;` / `let xHi;` before its if-else;
    an assignment `xLo = ...; xHi = ...;` (`xLo |= ...` where it can), the high half
    first where the low half's new value would be read by it, through constants where
    each reads the other; a FoldBits `while ((bitsLo | bitsHi) !== 0) {` with the
    square `lsb(bitsLo, bitsHi)`, clearing the lowest bit of the half that holds it.
    A body returns `high = <hi>; return <lo>;`, or a call's value as it is (the
    function called leaves its high half in `high`)."""

    INDENT = "  "
    END = ""  # each spelling ends its statements itself: several lines of halves

    def __call__(self, params, expr):
        self.printer.prefix, self.printer.count = "t", 0  # temporaries numbered through the body
        text = super().__call__(params, expr)
        order: Dict[str, str] = {}  # renumbered in order of appearance, the unbound ones' numbers left out
        return re.sub(r"\bt(\d+)(?=Lo\b|Hi\b|\b)", lambda m: "t" + order.setdefault(m.group(1), str(len(order))), text)

    def _line(self, text, end=True):
        for line in text.split("\n"):  # a spelling of several lines, indented within
            super()._line(line, end)

    def _compile(self, value: Expr) -> Tuple[List[str], List[str]]:
        """Returns (the constants that compute `value`, its halves or its one number as
        texts): its outermost node unbound, a half kept bound where another reads it."""
        lines, texts = self.printer.statements(value, None)
        texts = list(texts)
        for k in reversed(range(len(texts))):  # the last constants, the high half's first
            head = f"const {texts[k]} = "
            if not lines or not lines[-1].startswith(head):
                break
            others = "\n".join(lines[:-1] + texts[:k] + texts[k + 1 :])
            value_text = lines[-1][len(head) : -1]
            if re.search(rf"\b{re.escape(texts[k])}\b", others):
                break
            lines.pop()
            texts[k] = value_text
        return lines, texts

    def declare(self, name, type, value):
        lines, texts = self._compile(value)
        keyword = "let" if name in self.reassigned else "const"
        return "\n".join(lines + [f"{keyword} {name}{half} = {text};" for half, text in zip(HALVES if type == "u64" else ("",), texts)])

    def declare_unset(self, name, type):
        return f"let {name}Lo;\nlet {name}Hi;" if type == "u64" else f"let {name};"

    def assign(self, name, value):
        if isinstance(value, Op) and value.op in self.COMPOUND and isinstance(value.args[0], Arg) and value.args[0].name == name:
            return self._assign(name, value.args[1], f" {self.printer.INFIX[value.op]}= ")
        return self._assign(name, value, " = ")

    def _assign(self, name: str, value: Expr, operator: str) -> str:
        """`name` assigned `value` (operator " = ") or compounded with it (" |= ")."""
        lines, texts = self._compile(value)
        if type_of(value) != "u64":
            return "\n".join(lines + [f"{name}{operator}{texts[0]};"])
        low, high = (f"{name}{half}" for half in HALVES)
        reads = [re.search(rf"\b{other}\b", text) for text, other in zip(texts, (high, low))]
        if reads[0] and reads[1]:  # each half reads the other's old value: both bound first
            lines += [f"const {name}{half}New = {text};" for half, text in zip(HALVES, texts)]
            texts = [f"{name}LoNew", f"{name}HiNew"]
        statements = [f"{low}{operator}{texts[0]};", f"{high}{operator}{texts[1]};"]
        if reads[1]:  # the high half reads the low half's old value: assigned first
            statements.reverse()
        return "\n".join(lines + statements)

    def if_open(self, condition):
        lines, (text,) = self._compile(condition)
        return "\n".join(lines + [f"if ({text}) {{"])

    def loop_open(self, bits):
        return f"while (({bits}Lo | {bits}Hi) !== 0) {{"

    def clear_lowest(self, bits):
        low, high = f"{bits}Lo", f"{bits}Hi"
        return f"if ({low} !== 0) {{\n  {low} &= {low} - 1;\n}} else {{\n  {high} &= {high} - 1;\n}}"

    def returns(self, value):
        lines, texts = self._compile(value)
        if len(texts) == 1 or texts[1] == "high":  # a number, or a call's value: the function called left its high half
            return "\n".join(lines + [f"return {texts[0]};"])
        return "\n".join(lines + [f"high = {texts[1]};", f"return {texts[0]};"])


# the functions whose JavaScript body is not function_bodies.py's: the line lookups, whose
# fill-up and a-file kindergarten lookups functions.mjs.j2 writes faster on halves than
# the model's 64-bit product (its comment says why), proven against the oracle as they are
FAST_PATHS = (FILL_UP_LOOKUP, A_FILE_LOOKUP)


def js_bodies(mapping, printer: JsPrinter) -> Dict[str, str]:
    """Returns {name: the JavaScript statements of its body} of every lookup function
    with a body (function_bodies.py) in `mapping` but the fast paths (`FAST_PATHS`)."""
    fast = [f.name for f in FUNCTIONS if getattr(f.lookup(mapping), "kind", "") in FAST_PATHS]
    return JsStatements(printer).bodies(mapping, fast)


# --- the package's self-test (statements.py): on BigInts ------------------------------


class JsBigPrinter(Printer):
    """The expressions of the self-test's routines in JavaScript, a bitboard a BigInt
    (its constants `0n`, a subtraction cut to 64 bits) and a position or a signed
    number a Number; a package's lookup, which takes and gives a bitboard as 32-bit
    halves, called through the self-test's `big`. Tables of two indices are read flat."""

    INDEX_INFIX = {**Printer.INDEX_INFIX, "ne": "!==", "eq": "==="}
    UNARY = {"bit": "(1n << BigInt({1}))", "int": "{0}", "index": "{0}"}
    WIDE_ARGS = {"ray": (3,), "ones": (0,)}  # the BigInt arguments of the self-test's own functions
    wide = False  # whether a constant printed now is a BigInt

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
        return f"{self.table(expr.table)}[64 * {self.of(expr.row, False)} + {self.of(expr.col, False)}]"

    def call(self, expr: Call) -> str:
        wide = self.WIDE_ARGS.get(expr.function)
        args = [self.of(a, k in wide if wide is not None else k == 0, bare=True) for k, a in enumerate(expr.args)]
        if wide is None:  # a lookup of the package's: (occ, sq) on halves
            return f"big({self.function(expr.function)}, {', '.join(args)})"
        return f"{self.function(expr.function)}({', '.join(args)})"


class JsRoutines(StatementPrinter):
    """The self-test's routines (statements.py) in JavaScript: `const`, or `let` where
    assigned again; a check node:assert's `fail`."""

    INDENT, END = "  ", ";"

    def __init__(self):
        super().__init__(JsBigPrinter())

    def declare(self, name, type, value):
        return f"{'let' if name in self.reassigned else 'const'} {name} = {self.printer.of(value, type == 'u64', bare=True)}"

    def for_open(self, name, count):
        return f"for (let {name} = 0; {name} < {count}; {name}++) {{"

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
