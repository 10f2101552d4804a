"""A bitboard expression (bitboard_tables/expression.py) lowered onto two 32-bit
words, its low and high halves, for a platform whose 64-bit integers allocate
(JavaScript's bigint) or that has none. The lowering is the model's; a language
gives only its spelling of the 32-bit operations (`HalvesPrinter`'s hooks), as
expression.Printer's languages give theirs of the 64-bit ones.

Each u64 node becomes two words bound to locals (`t0Lo`, `t0Hi`), each node once
however often the tree holds it; a number (an index, a narrower entry, a shift
count) is one word, an index of a u64 its low half (every index the model
computes is below 2 ** 31). The operations on halves:

- and, or, xor, not: on each half;
- add, sub: the low halves', the carry or borrow (an unsigned comparison) into
  the high halves';
- mul: the platform's `MULTIPLY`, the low 64 bits of the product;
- the 32-bit words' ops (the 32-bit magic index): a half one of the words, the
  product of two words the platform's `MULTIPLY32`, their xor and shift as they are;
- shr, shl: by a constant, or by a variable count written out with no word
  shifted by 32 or more (`_shift_by_variable`);
- bswap: the halves swapped, each byte-swapped by the platform's `BYTE_SWAP`;
- bit: 1 << n in the half that holds bit n;
- a table of bitboards read through its words (`view`), entry k at [2 * k] (low)
  and [2 * k + 1] (high), a narrower one as it is;
- a function on halves called with each bitboard argument as its halves: it
  returns its low half and leaves its high half in `HIGH`, read at once;
- ne, eq of bitboards: the or of each half's difference compared with 0.

`HalvesStatements` prints a lookup function's body (function_bodies.py) by the
same lowering, and a routine (statements.py): the slider fill's loops, its
stores of a bitboard's two words, its NextSubset.
"""

from __future__ import annotations

import functools
import re
import textwrap
from typing import Callable, Dict, List, Tuple

from ..expression import Arg, Call, Const, Expr, Formula, Name, Op, Printer, Read, Read2, StatementPrinter, type_of
from ..tables import compute_tables

HALVES = ("Lo", "Hi")  # the suffixes of a bitboard's two words: occLo, occHi
_NAME = re.compile(r"^[A-Za-z_$][\w$]*$")


def word(value: int) -> str:
    """Returns a 32-bit word as a literal: hex for a mask, decimal for a small number."""
    return f"0x{value:08x}" if value >= 1 << 16 else str(value)


class HalvesPrinter(Printer):
    """Prints an expression as the body of a function on halves, its parameters each
    bitboard's two words (occLo, occHi) and each number (sq). A language gives its
    spelling: `binary(symbol, a, b)`, `unary(symbol, a)` and `conditional(test, yes,
    no)` (of texts, its INFIX and INDEX_INFIX the symbols), `wrap` (a word brought
    back to the platform's 32-bit value after a sum or a logical shift; as it is by
    default), `unsigned` (a word as an unsigned comparison reads it), `local(name,
    value, mutable)` and `unset(name)` (a new local's line), `view` (the name of a
    u64 table's words), and the names of its helpers `HIGH`, `MULTIPLY` and
    `BYTE_SWAP`, and `MULTIPLY32`, the wrapping product of two words."""

    HIGH = MULTIPLY = BYTE_SWAP = MULTIPLY32 = ""

    @functools.cached_property
    def columns(self) -> Dict[str, int]:
        """{a table of two dimensions of the main module: its row length (every
        mapping's)}, computed at the first body printed, not when a language is
        imported (`--no-cache` is read after the imports)."""
        return {t.name: t.shape[1] for t in compute_tables() if len(t.shape) == 2}

    def wrap(self, value):
        return value

    def unsigned(self, value):
        return value

    def returned(self, texts) -> List[str]:
        """The lines that return the result `texts`: its words, or its one number."""
        if len(texts) == 2:
            return [f"{self.HIGH} = {texts[1]};", f"return {texts[0]};"]
        return [f"return {texts[0]};"]

    def _op(self, name: str, a, b):
        return self.binary(self.INFIX.get(name) or self.INDEX_INFIX[name], a, b)

    # --- compiling a tree into bindings ----------------------------------------------

    count = 0  # the temporaries t0, t1, ... numbered on through a body (HalvesStatements.numbered)

    def _temp(self) -> str:
        name = f"t{self.count}"
        self.count += 1
        return name

    def _bind(self, value, name: str = "") -> str:
        """Returns `value` as a name or a literal: bound to a new local (`name`, else a
        temporary's) unless it is one."""
        text = str(value)
        if _NAME.match(text) or re.fullmatch(r"-?(0x)?[0-9a-f]+", text):
            return text
        name = name or self._temp()
        self.lines.append((name, text))
        return name

    def _bind_halves(self, lo, hi) -> Tuple[str, str]:
        """Returns the words `lo` and `hi` as names or literals, as `_bind` does each."""
        name = self._temp()
        return self._bind(lo, name + HALVES[0]), self._bind(hi, name + HALVES[1])

    def _call(self, function: str, args: List[str]) -> Tuple[str, str]:
        """Binds a call of a function on halves: its low half, then `HIGH`."""
        name = self._temp()
        self.lines += [(name + HALVES[0], f"{function}({', '.join(args)})"), (name + HALVES[1], self.HIGH)]
        return name + HALVES[0], name + HALVES[1]

    def halves(self, expr: Expr) -> Tuple[str, str]:
        """Returns the (low, high) words of the u64 `expr`, each a name or a literal
        (the bindings that compute them appended)."""
        if expr not in self.memo:
            self.memo[expr] = self._halves(expr)
        return self.memo[expr]

    def _args(self, call: Call) -> List[str]:
        """Returns the arguments of a call of a function on halves: a bitboard's words."""
        return [h for a in call.args for h in (self.halves(a) if type_of(a) == "u64" and not isinstance(a, Name) else (self.number(a),))]

    def _halves(self, expr: Expr) -> Tuple[str, str]:
        if isinstance(expr, Arg):
            return tuple(self.arg(expr.name) + half for half in HALVES)
        if isinstance(expr, Const):
            return word(expr.value & 0xFFFFFFFF), word(expr.value >> 32)
        if isinstance(expr, (Read, Read2)) and expr.element == "u64":
            k = self.number(expr.index) if isinstance(expr, Read) else self._bind(self._position(expr))
            view = self.view(self.table(expr.table))
            entry = self._op("mul_int", 2, k)
            return self._bind_halves(f"{view}[{entry}]", f"{view}[{self._op('add', entry, 1)}]")
        if isinstance(expr, Call):
            return self._call(self.function(expr.function), self._args(expr))
        if isinstance(expr, Op):
            return self._word_op(expr)
        if isinstance(expr, (Read, Read2)):  # a narrower entry, widened
            return self.number(expr), "0"
        raise NotImplementedError(expr)

    def _word_op(self, expr: Op) -> Tuple[str, str]:
        op, args = expr.op, expr.args
        if op in ("and", "or", "xor", "add", "sub", "mul"):
            (al, ah), (bl, bh) = self.halves(args[0]), self.halves(args[1])
        elif op in ("not", "shr", "shl", "bswap"):
            lo, hi = self.halves(args[0])
        if op in ("or", "xor"):  # a word of 0 leaves the other as it is
            return self._bind_halves(*(b if a == "0" else a if b == "0" else self._op(op, a, b) for a, b in ((al, bl), (ah, bh))))
        if op == "and":
            return self._bind_halves(self._op(op, al, bl), self._op(op, ah, bh))
        if op == "not":
            return self._bind_halves(self.unary("~", lo), self.unary("~", hi))
        if op in ("add", "sub"):
            lo = self._bind(self.wrap(self._op(op, al, bl)))
            # the carry: the low sum below an addend; the borrow: a below b, unsigned
            carry = self._op("lt", self.unsigned(lo), self.unsigned(al)) if op == "add" else self._op("lt", self.unsigned(al), self.unsigned(bl))
            return lo, self._bind(self.wrap(self._op(op, self._op(op, ah, bh), carry)))
        if op == "mul":
            return self._call(self.MULTIPLY, [al, ah, bl, bh])
        if op in ("shr", "shl"):
            if isinstance(args[1], Const):
                return self._shift_by_constant(op, lo, hi, args[1].value)
            return self._shift_by_variable(op, lo, hi, self._bind(self.number(args[1])))
        if op == "bswap":
            return self._bind_halves(f"{self.BYTE_SWAP}({hi})", f"{self.BYTE_SWAP}({lo})")
        if op == "bit":
            n = self._bind(self.number(args[0]))
            low = self._op("lt", n, 32)
            return self._bind_halves(self.conditional(low, self._op("shl", 1, n), 0), self.conditional(low, 0, self._op("shl", 1, n)))
        if op == "u64":
            return self.number(args[0]), "0"
        raise NotImplementedError(f"{type(self).__name__} prints no {op}")

    def _shift_by_variable(self, op: str, lo: str, hi: str, n: str) -> Tuple[str, str]:
        """Shifts by n, 0..63, shifting each word by less than 32 (`hi >>> n` stands for
        `hi >>> (n - 32)` where n >= 32, as a platform that takes a count mod 32 reads
        it), and the bits that cross between the halves in two steps (by 1, then
        31 - n), which gives 0 for n = 0."""
        wide, shr, shl = self._op("ge", n, 32), (lambda a, b: self._op("shr", a, b)), (lambda a, b: self._op("shl", a, b))
        if op == "shr":
            crossing = self._bind(shl(shl(hi, 1), self._op("sub", 31, n)))
            return self._bind_halves(
                self.conditional(wide, shr(hi, n), self._op("or", shr(lo, n), crossing)),
                self.conditional(wide, 0, shr(hi, n)),
            )
        crossing = self._bind(shr(shr(lo, 1), self._op("sub", 31, n)))
        return self._bind_halves(
            self.conditional(wide, 0, shl(lo, n)),
            self.conditional(wide, shl(lo, n), self._op("or", shl(hi, n), crossing)),
        )

    def _shift_by_constant(self, op: str, lo: str, hi: str, n: int) -> Tuple[str, str]:
        shr, shl, either = (lambda a, b: self._op("shr", a, b)), (lambda a, b: self._op("shl", a, b)), (lambda a, b: self._op("or", a, b))
        if n == 0:
            return lo, hi
        if op == "shr":
            if n >= 32:
                return self._bind_halves(self.wrap(shr(hi, n - 32)) if n > 32 else hi, 0)
            return self._bind_halves(either(shr(lo, n), shl(hi, 32 - n)), self.wrap(shr(hi, n)))
        if n >= 32:
            return self._bind_halves(0, shl(lo, n - 32) if n > 32 else lo)
        return self._bind_halves(shl(lo, n), either(shl(hi, n), shr(lo, 32 - n)))

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
            return word(expr.value)
        if isinstance(expr, Name):
            return self.name(expr.name)
        if isinstance(expr, Read):
            return f"{self.table(expr.table)}[{self.number(expr.index)}]"
        if isinstance(expr, Read2):
            return f"{self.table(expr.table)}[{self._position(expr)}]"
        if isinstance(expr, Formula):
            return self.formula(expr.text)
        if isinstance(expr, Call):  # a function that returns a number: lsb
            return f"{self.function(expr.function)}({', '.join(self._args(expr))})"
        if isinstance(expr, Op) and expr.op in ("ne", "eq") and type_of(expr.args[0]) == "u64":  # each half's difference
            differ = [a if b == "0" else self._op("xor", a, b) for a, b in zip(*map(self.halves, expr.args))]
            return self._op(expr.op, self._op("or", *differ), 0)
        if isinstance(expr, Op) and expr.op == "neg":
            return self.unary("-", self.number(expr.args[0]))
        if isinstance(expr, Op) and expr.op in self.INDEX_INFIX:
            return self._op(expr.op, self.number(expr.args[0]), self.number(expr.args[1]))
        if isinstance(expr, Op) and expr.op in ("lo32", "hi32"):  # a bitboard's half: one of its words
            return self.halves(expr.args[0])[expr.op == "hi32"]
        if isinstance(expr, Op) and expr.op == "mul32":
            return f"{self.MULTIPLY32}({self.number(expr.args[0])}, {self.number(expr.args[1])})"
        if isinstance(expr, Op) and expr.op in ("xor32", "shr32", "shl32"):  # a word's shift right is logical (INFIX)
            return self._op(expr.op[:3], self.number(expr.args[0]), self.number(expr.args[1]))
        if isinstance(expr, Op) and expr.op in ("index", "u64"):
            if type_of(expr.args[0]) == "u64" and not isinstance(expr.args[0], Const):
                return self.halves(expr.args[0])[0]  # the low half: an index is below 2 ** 31
            return self.number(expr.args[0])
        raise NotImplementedError(expr)

    def _position(self, expr: Read2):
        """Returns the flat position of the entry [row][col] of a table of two dimensions."""
        row, col = self.number(expr.row), self.number(expr.col)
        return self._op("add", self._op("mul_int", self.columns[expr.table], row), col)

    # --- what the slider section and the statements ask ------------------------------

    def statements(self, expr: Expr) -> Tuple[List[Tuple[str, str]], Tuple[str, ...]]:
        """Returns (the bindings (name, value), the result: its two words, or the one
        number of an index) of `expr`, its temporaries numbered on, unused ones dropped."""
        self.lines: List[Tuple[str, str]] = []  # (name, value) of each new local
        self.memo: Dict[Expr, object] = {}
        result = self.halves(expr) if type_of(expr) == "u64" else (self.number(expr),)
        return self._used(self.lines, result), result

    def _used(self, lines: List[Tuple[str, str]], result) -> List[Tuple[str, str]]:
        """Returns `lines` without the locals nothing reads (the high half of a result
        only its low half is taken of, ...), a call's own line kept for its low half."""
        lines = list(lines)
        changed = True
        while changed:
            changed = False
            for k in range(len(lines) - 1, -1, -1):
                name, value = lines[k]
                rest = "\n".join([v for _, v in lines[k + 1 :]] + list(result))
                if not re.search(rf"\b{re.escape(name)}\b", rest):
                    calls = re.findall(r"(\w+)\(", value)
                    if value == self.HIGH or set(calls) <= {self.BYTE_SWAP}:
                        del lines[k]
                        changed = True
        return lines

    def bare(self, expr: Expr) -> str:
        """Returns the body of a function on halves computing `expr`: its statements
        (HalvesStatements), unindented."""
        return textwrap.dedent(HalvesStatements(self)((), expr))

    def __call__(self, expr: Expr) -> str:
        return self.bare(expr)


class HalvesStatements(StatementPrinter):
    """The statements of a lookup function's body (function_bodies.py) on halves
    (expression.StatementPrinter): each statement's expression compiled by a
    `HalvesPrinter` into locals (numbered through the body), its outermost node
    written in the statement itself. A u64 local is two, `xLo` and `xHi`, mutable
    where the body assigns it again (`expression.reassigned`); a Select's value is
    declared unset before its if-else; an assignment `xLo = ...; xHi = ...;` (`xLo |=
    ...` where it can), the high half first where the low half's new value would be
    read by it, through locals where each reads the other; a FoldBits a loop while
    either half is not 0, its square the platform's `lsb` of both, clearing the
    lowest bit of the half that holds it. A body returns its words (`returned`), or
    a call's value as it is (the function called leaves its high half in `HIGH`).
    The language gives `unset` (a local declared without a value)."""

    INDENT = "  "
    END = ""  # each spelling ends its statements itself: several lines of halves
    WORD = 32  # the line lookups' index from 32-bit products (function_bodies.line_lookup)

    def __call__(self, params, expr):
        return self.numbered(lambda: super(HalvesStatements, self).__call__(params, expr))

    def numbered(self, printed: Callable[[], str]) -> str:
        """Returns the text `printed()` prints (a body, a routine: statements.print_routine
        through this printer), its temporaries numbered through it from t0, in order of
        appearance, the unbound ones' numbers left out."""
        self.printer.count = 0
        order: Dict[str, str] = {}
        halves = "|".join(HALVES)
        return re.sub(rf"\bt(\d+)(?=(?:{halves})\b|\b)", lambda m: "t" + order.setdefault(m.group(1), str(len(order))), printed())

    def _line(self, text, end=True):
        for line in text.split("\n"):  # a spelling of several lines, indented within
            super()._line(line, end)

    def _compile(self, value: Expr) -> Tuple[List[str], List[str]]:
        """Returns (the lines of the locals that compute `value`, its words or its one
        number as texts): its outermost node unbound, a word kept bound where another
        reads it."""
        lines, texts = self.printer.statements(value)
        texts = list(texts)
        for k in reversed(range(len(texts))):  # the last locals, the high half's first
            if not lines or lines[-1][0] != texts[k]:
                break
            others = "\n".join([v for _, v in lines[:-1]] + texts[:k] + texts[k + 1 :])
            if re.search(rf"\b{re.escape(texts[k])}\b", others):
                break
            texts[k] = lines.pop()[1]
        return [self.printer.local(*line) for line in lines], texts

    def declare(self, name, type, value):
        lines, texts = self._compile(value)
        mutable = name in self.reassigned
        return "\n".join(lines + [self.printer.local(name + half, text, mutable) for half, text in zip(HALVES if type == "u64" else ("",), texts)])

    def declare_unset(self, name, type):
        return "\n".join(self.printer.unset(name + half) for half in (HALVES if type == "u64" else ("",)))

    def assign(self, name, value):
        if isinstance(value, Op) and value.op in self.COMPOUND and isinstance(value.args[0], Arg) and value.args[0].name == name:
            return self._assign(name, value.args[1], f" {self.printer.INFIX[value.op]}= ")
        return self._assign(name, value, " = ")

    def _assign(self, name: str, value: Expr, operator: str) -> str:
        """`name` assigned `value` (operator " = ") or compounded with it (" |= ")."""
        lines, texts = self._compile(value)
        if type_of(value) != "u64":
            return "\n".join(lines + [f"{name}{operator}{texts[0]};"])
        low, high = (name + half for half in HALVES)
        reads = [re.search(rf"\b{other}\b", text) for text, other in zip(texts, (high, low))]
        if reads[0] and reads[1]:  # each half reads the other's old value: both bound first
            lines += [self.printer.local(f"{name}{half}New", text) for half, text in zip(HALVES, texts)]
            texts = [f"{name}{half}New" for half in HALVES]
        statements = [f"{low}{operator}{texts[0]};", f"{high}{operator}{texts[1]};"]
        if reads[1]:  # the high half reads the low half's old value: assigned first
            statements.reverse()
        return "\n".join(lines + statements)

    def if_open(self, condition):
        lines, (text,) = self._compile(condition)
        return "\n".join(lines + [f"if ({text}) {{"])

    def do_close(self, condition):
        lines, (text,) = self._compile(condition)
        assert not lines, "a do-while's test computes no locals: it follows the block"
        return f"}} while ({text});"

    def next_subset(self, name, statement):
        """The low half stepped to its next subset, the high half only where the low
        one wraps to 0: where it held all of the mask's low half, the one case where
        the 64-bit subtraction borrows nothing from the high half (elsewhere the
        borrow gives (hi - maskHi - 1) & maskHi, which is hi again). Right for var
        within mask, as statements.NextSubset promises."""
        p = self.printer
        lines, masks = self._compile(statement.mask)
        low, high = (name + half for half in HALVES)
        step = lambda half, mask: f"{half} = {p._op('and', p._op('sub', half, mask), mask)};"  # noqa: E731
        return "\n".join(lines + [step(low, masks[0]), f"if ({p._op('eq', low, 0)}) {step(high, masks[1])}"])

    def for_open(self, name, count):
        return f"for ({self.printer.local(name, 0, True)} {self.printer._op('lt', name, count)}; {name}++) {{"

    def store(self, store):
        """A statements.Store: a bitboard's words at [2 * index] and [2 * index + 1] of
        its table's `view`."""
        p = self.printer
        lines, (index,) = self._compile(store.index)
        values, words = self._compile(store.value)
        entry = p._op("mul_int", 2, index)
        view = p.view(p.table(store.table))
        stores = [f"{view}[{entry}] = {words[0]};", f"{view}[{p._op('add', entry, 1)}] = {words[1]};"]
        return "\n".join(lines + values + stores)

    def loop_open(self, bits):
        p = self.printer
        return f"while ({p._op('ne', p._op('or', *(bits + half for half in HALVES)), 0)}) {{"

    def clear_lowest(self, bits):
        p = self.printer
        low, high = (bits + half for half in HALVES)
        clear = [f"{self.INDENT}{half} {p.INFIX['and']}= {p._op('sub', half, 1)};" for half in (low, high)]
        return "\n".join([f"if ({p._op('ne', low, 0)}) {{", clear[0], self.ELSE, clear[1], self.CLOSE])

    def returns(self, value):
        lines, texts = self._compile(value)
        if len(texts) == 2 and texts[1] == self.printer.HIGH:  # a call's value: the function called left its high half
            texts = texts[:1]
        return "\n".join(lines + self.printer.returned(texts))
