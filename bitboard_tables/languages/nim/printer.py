"""The Nim printer of the slider techniques' expressions and the lookup functions'
bodies (expression.py): Nim's names (`nim_name`) and operator words (`and`, `shl`), uint64
wrapping by itself, a position `int(...)`, a narrower entry widened `uint64(...)`; the byte
swap, pext and pdep the module's. `NimStatements` prints a body in blocks of
indentation: `let` (`var` where assigned again), `x = x or y`, `if`, `while bits
!= 0:`; a rebound parameter (immutable) a variable of its name; `result` Nim's own.
"""

from __future__ import annotations

from ...expression import OPS, Const, Printer, StatementPrinter, type_of
from ...sliders import PACKED_TABLES
from ..board_sliders import held_on_board
from ..language import camel_case

VARIABLES = PACKED_TABLES | set(held_on_board())  # the tables filled at import: 8x8's packed ones, a board's attack tables


def nim_name(name: str) -> str:
    """Returns the Nim name of a table, function or enumeration constant of the
    contract: a constant as the contract spells it, a function or a packed table
    (a variable) in camelCase."""
    return name if name.isupper() and name not in VARIABLES else camel_case(name.lower())


class NimPrinter(Printer):
    INFIX = {**Printer.INFIX, "and": "and", "or": "or", "xor": "xor", "shr": "shr", "shl": "shl", "mul32": "*", "xor32": "xor", "shr32": "shr"}
    INDEX_INFIX = {**Printer.INDEX_INFIX, "xor_index": "xor", "and_index": "and", "or_index": "or", "shr_index": "shr", "shl_index": "shl", "mod_index": "mod", "div_index": "div", "both": "and"}
    UNARY = {"not": "(not {0})", "bit": "(1'u64 shl {0})", "bswap": "byteSwap({1})", "rbit": "reverseBits({1})", "lo32": "uint32({1})", "hi32": "uint32({0} shr 32)"}
    INTS = frozenset({"index", "int"})
    CASTS, CAST = {"u64": ("uint64", frozenset({"u64"})), "index": ("int", INTS), "int": ("int", INTS)}, "{0}({2})"
    named, arg = staticmethod(nim_name), staticmethod(camel_case)

    WIDE, WIDE_ABOVE = "0x{:016x}'u64", 31  # past an int32 literal's, which Nim converts to a uint64 by itself

    def formula(self, text):
        return text.replace(" >> ", " shr ").replace(" & ", " and ").replace(" / ", " div ").replace(" % ", " mod ")

    def index_infix(self, op, a, b):
        # an entry of a table of offsets (uint32) is an int where it meets a position
        positions = op in Printer.INDEX_INFIX and OPS[op][1] != "bool"
        a, b = (f"int({self.bare(x)})" if positions and type_of(x) not in self.INTS and not isinstance(x, Const) else self(x) for x in (a, b))
        return f"({a} {self.INDEX_INFIX[op]} {b})"

    def unary(self, op, a):
        if op == "neg":  # a direction's shift, an int; a bitboard wraps
            return f"(-{self(a)})" if type_of(a) == "int" else f"(0'u64 - {self(a)})"
        return super().unary(op, a)

    def binary(self, op, a, b):
        return f"{op}({self.bare(a)}, {self.bare(b)})"  # the module's pext, pdep


class NimStatements(StatementPrinter):
    """The statements of a lookup function's body in Nim (expression.StatementPrinter): a
    local of an expression type typed as a conversion to it casts (NimPrinter.CASTS)."""

    INDENT, CLOSE, ELSE, FOREVER, BREAK, BLOCK = "  ", "", "else:", "while true:", "break", "{} {}:"  # blocks of indentation
    COMPOUND_FORM, CLEAR_LOWEST = "{0} = {0} {1} {3}", "{0} = {0} and ({0} - 1)"  # no `|=`
    _params = frozenset()  # the parameters of the body printed (__call__) not yet rebound

    def __init__(self):
        super().__init__(NimPrinter())

    def __call__(self, params, expr):
        self._params = {p.name for p in params}
        return super().__call__(params, expr)

    def declare(self, name, type, value):
        if name == "result":  # Nim's own, declared in every function with a result
            return f"result = {self.printer.bare(value)}"
        return f"{'var' if name in self.reassigned else 'let'} {name}: {self.printer.CASTS[type][0]} = {self.printer.bare(value)}"

    def declare_unset(self, name, type):
        return f"var {name}: {self.printer.CASTS[type][0]}"

    def _bind(self, var, value, later, value_later):
        if var.name in self._params and not any(var.name in scope for scope in self._scopes[1:]):
            # a parameter is immutable: a variable of its name, declared in this block
            if var.name in later:
                raise ValueError(f"{var.name} rebound where its old value is read after: not printable as a variable")
            self._emit(value, ("declare", var), value_later)
            if len(self._scopes) == 1:  # the function's own block: rebound after, the variable is assigned
                self._params.discard(var.name)
            return
        super()._bind(var, value, later, value_later)


class NimRoutines(NimStatements):
    """The self-test's routines (statements.py) in Nim: a check `fail`s its test and
    returns from it."""

    DO, SCOPE = "", "block:"  # the fill's (slider_section.fill_loop): a loop until a break, a block a piece

    FOR = "for {0} in 0 ..< {1}:"
    # a failed check fails its test and returns from it, the values shown by $ or hex
    FAIL, NUMBER, HEXA, ESCAPE = ('fail("{0}")', "return"), '" & $({}) & "', '" & hex({}) & "', {}
