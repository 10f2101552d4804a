"""The vector path of the two-lines hyperbola, printed from its one description
(bitboard_tables/sliders/lanes.py: a `Program` of lane-wise operations) by a table
per instruction set: SSE2 and NEON here, for C, C++ and Rust; Zig's @Vector in
its folder.

An `InstructionSet` spells each operation of a program (load the pair, broadcast,
and, or, xor, add, sub, bswap, or the two lanes into the answer) as a pattern of
its operands `{0}` and `{1}`, its intrinsics named after `{p}`, the path a
language names them from ("" in C and C++, Rust's `core::arch::x86_64::`). SSE2
loads and reads signed 64-bit lanes (`_mm_set1_epi64x`, `_mm_cvtsi128_si64`),
which the language casts (`LaneDialect`); its byte swap of each lane is a
function of the output (`byte_swap_x2`: one SSSE3 pshufb where the target has
SSSE3, else SSE2 shifts and shuffles), written from the table's two bodies. NEON
(`<arm_neon.h>`, `__ARM_NEON`: every aarch64 compiler, as Stockfish's ARM code
uses it) swaps a lane's bytes by `vrev64q_u8`. AVX2 (parallel hyperbola's
`Parallel`, C, C++ and Rust) loads its four lanes from the record of sq, whose
address each language writes (`LaneDialect.pointer`), and reads a piece's column
of the or of the vector's two halves. The names are Intel's and ACLE's in every
language.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Dict, Tuple

from ..expression import SQ, Arg, Expr, Op, Printer, Read, bare_text
from ..sliders.lanes import LINES, Parallel, Program, lane_program, parallel_program


def _same(text: str) -> str:
    return text


@dataclass(frozen=True)
class LaneHelper:
    """A function an instruction set's spelling calls (`{name}`), of one vector
    `v`: its comment, its body where the target has `feature` and its `fallback`
    body elsewhere, each a pattern of `{0}` (v) and `{p}`."""

    name: str
    doc: str
    feature: str
    body: str
    fallback: str


@dataclass(frozen=True)
class InstructionSet:
    """How one instruction set spells a program's operations over two 64-bit lanes:
    `type` its vector type, `register` the vector in words for comments, `spell`
    {operation: pattern} (`pair` lanes 0 and 1 from two scalars, `splat` one
    scalar in both lanes, `fold` the or of a vector's two lanes as a scalar, and
    the lane-wise operations of sliders/lanes.py); `signed`: its loads take and
    its fold gives a signed 64-bit integer, which the language casts; `helpers`,
    the functions its patterns call."""

    name: str
    type: str
    register: str
    spell: Dict[str, str]
    signed: bool = False
    helpers: Tuple[LaneHelper, ...] = ()


SSE2 = InstructionSet(
    "sse2",
    "{p}__m128i",
    "an SSE2 register",
    {
        "pair": "{p}_mm_set_epi64x({1}, {0})",
        "splat": "{p}_mm_set1_epi64x({0})",
        "and": "{p}_mm_and_si128({0}, {1})",
        "or": "{p}_mm_or_si128({0}, {1})",
        "xor": "{p}_mm_xor_si128({0}, {1})",
        "add": "{p}_mm_add_epi64({0}, {1})",
        "sub": "{p}_mm_sub_epi64({0}, {1})",
        "bswap": "{byte_swap_x2}({0})",
        "fold": "{p}_mm_cvtsi128_si64({p}_mm_or_si128({0}, {p}_mm_unpackhi_epi64({0}, {0})))",
    },
    signed=True,
    helpers=(
        LaneHelper(
            "byte_swap_x2",
            "Returns v with the eight bytes of each 64-bit lane in reverse order: one SSSE3 pshufb where the\n"
            "target has SSSE3, else SSE2 shifts (the bytes of each 16-bit word) and shuffles (the four words of each lane).",
            "ssse3",
            "{p}_mm_shuffle_epi8({0}, {p}_mm_set_epi8(8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7))",
            "{p}_mm_shufflehi_epi16({p}_mm_shufflelo_epi16({p}_mm_or_si128({p}_mm_slli_epi16({0}, 8), {p}_mm_srli_epi16({0}, 8)), 0x1b), 0x1b)",
        ),
    ),
)

NEON = InstructionSet(
    "neon",
    "uint64x2_t",
    "a NEON register",
    {
        "pair": "{p}vcombine_u64({p}vcreate_u64({0}), {p}vcreate_u64({1}))",
        "splat": "{p}vdupq_n_u64({0})",
        "and": "{p}vandq_u64({0}, {1})",
        "or": "{p}vorrq_u64({0}, {1})",
        "xor": "{p}veorq_u64({0}, {1})",
        "add": "{p}vaddq_u64({0}, {1})",
        "sub": "{p}vsubq_u64({0}, {1})",
        "bswap": "{p}vreinterpretq_u64_u8({p}vrev64q_u8({p}vreinterpretq_u8_u64({0})))",
        "fold": "{p}vgetq_lane_u64({0}, 0) | {p}vgetq_lane_u64({0}, 1)",
    },
)


# Parallel hyperbola's set (Technique.parallel): four 64-bit lanes of an AVX2 register
# (<immintrin.h>, __AVX2__), each lane's bytes reversed by one vpshufb, whose control
# picks within each 128-bit half: byte i of a lane from byte 7 - i of the same lane.
# `load` reads the four lanes from the address {0} (a record of sq: one vmovdqu, no
# alignment asked); `column` reads column {1} of {0}, the or of its two 128-bit halves
# (one vextracti128 and one vpor for both columns), as a signed 64-bit integer:
# vpextrq for column 1, and for column 0 vmovq by its own pattern (`column0`: gcc
# 12's _mm_extract_epi64(x, 0) cost 0.9% more instructions in perft).
AVX2 = InstructionSet(
    "avx2",
    "{p}__m256i",
    "an AVX2 register",
    {
        "load": "{p}_mm256_loadu_si256({0})",
        "splat": "{p}_mm256_set1_epi64x({0})",
        "and": "{p}_mm256_and_si256({0}, {1})",
        "or": "{p}_mm256_or_si256({0}, {1})",
        "xor": "{p}_mm256_xor_si256({0}, {1})",
        "add": "{p}_mm256_add_epi64({0}, {1})",
        "sub": "{p}_mm256_sub_epi64({0}, {1})",
        "bswap": "{p}_mm256_shuffle_epi8({0}, {p}_mm256_set_epi8(8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7, "
        "8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7))",
        "column": "{p}_mm_extract_epi64({p}_mm_or_si128({p}_mm256_castsi256_si128({0}), {p}_mm256_extracti128_si256({0}, 1)), {1})",
        "column0": "{p}_mm_cvtsi128_si64({p}_mm_or_si128({p}_mm256_castsi256_si128({0}), {p}_mm256_extracti128_si256({0}, 1)))",
    },
    signed=True,
)


@dataclass(frozen=True)
class LaneDialect:
    """How a language writes what an instruction set leaves to it: `path`, {set's
    name: the path its intrinsics are named from} ("" where absent); `signed` an
    operand (printed as one: parenthesized where compound) as a signed 64-bit
    integer, `unsigned` a signed 64-bit result as the bitboard; `doc` a comment
    of more than one line as its comments continue a line; `pointer` a row of a
    table of records (printed) as the address a vector load takes, of the vector
    type (printed)."""

    path: Dict[str, str]
    signed: Callable[[str], str] = _same
    unsigned: Callable[[str], str] = _same
    doc: Callable[[str], str] = _same
    pointer: Callable[[str, str], str] = lambda row, vector: row


@dataclass(frozen=True)
class Lanes:
    """A lookup's vector path in one instruction set, printed: the vector's `type`,
    `steps` ((local, value): `lines` first, `both` last), and `result`, the answer."""

    type: str
    register: str
    steps: Tuple[Tuple[str, str], ...]
    result: str


class LanePrinter:
    """Prints a program's values in one instruction set: a local by its name, a
    scalar subexpression by the language's printer `scalar`, broadcast, a lane-wise
    operation by the set's pattern."""

    def __init__(self, isa: InstructionSet, program: Program, scalar: Printer, dialect: LaneDialect):
        self.isa, self.program, self.scalar, self.dialect = isa, program, scalar, dialect
        self.path = dialect.path.get(isa.name, "")
        self.functions = {h.name: scalar.function(h.name) for h in isa.helpers}

    def spell(self, operation: str, *operands: str) -> str:
        """Returns `operation` of the printed `operands` as the set spells it."""
        return self.isa.spell[operation].format(*operands, p=self.path, **self.functions)

    def load(self, expr: Expr) -> str:
        """Returns the scalar `expr` as the set's loads take it."""
        return self.dialect.signed(self.scalar(expr)) if self.isa.signed else self.scalar.bare(expr)

    def __call__(self, expr: Expr) -> str:
        if isinstance(expr, Arg) and expr.name in self.program.locals:
            return expr.name
        if not self.program.vector(expr):  # the same in both lanes
            return self.spell("splat", self.load(expr))
        if isinstance(expr, Op) and expr.op in self.isa.spell:
            return self.spell(expr.op, *(self(a) for a in expr.args))
        raise NotImplementedError(f"no {self.isa.name} spelling of {expr}")

    def lanes(self) -> Lanes:
        p = self.program
        steps = [(LINES.name, self.spell("pair", *(self.load(line) for line in p.pair)))]
        steps += [(name, bare_text(self(value))) for name, value in p.steps]
        result = self.spell("fold", p.steps[-1][0])
        if self.isa.signed:
            result = self.dialect.unsigned(result)
        return Lanes(self.spell_type(), self.isa.register, tuple(steps), result)

    def spell_type(self) -> str:
        return self.isa.type.format(p=self.path)

    def parallel(self, parallel: Parallel) -> "ParallelLanes":
        """Returns a parallel technique's vector path printed: the lanes loaded from
        the record of sq, each piece's answer its column (read back) or'ed with its
        scalar part."""
        p = self.program
        row = self.scalar(Read(parallel.record, SQ))
        steps = [(LINES.name, self.spell("load", self.dialect.pointer(row, self.spell_type())))]
        steps += [(name, bare_text(self(value))) for name, value in p.steps]
        results = {}
        for piece, (column, scalar) in parallel.answers.items():
            own = f"column{column}" if f"column{column}" in self.isa.spell else "column"  # a column's own spelling
            parts = [self.spell(own, p.steps[-1][0], str(column), str(column + parallel.half))]
            if self.isa.signed:
                parts = [self.dialect.unsigned(part) for part in parts]
            if scalar is not None:
                parts.append(self.scalar(scalar))
            results[piece] = " | ".join(parts)
        return ParallelLanes(self.spell_type(), self.isa.register, tuple(steps), results)


@dataclass(frozen=True)
class ParallelLanes:
    """A parallel technique's vector path in one instruction set, printed: the
    vector's `type`, `steps` as Lanes', `results` {piece: its answer}."""

    type: str
    register: str
    steps: Tuple[Tuple[str, str], ...]
    results: Dict[str, str]


def printed_parallel(technique, scalar: Printer, sets: Tuple[InstructionSet, ...], dialect: LaneDialect) -> Dict[str, ParallelLanes]:
    """Returns {set's name: the vector path of a parallel technique} in each of
    `sets` that spells a load of its lanes and a column's read (AVX2), printed with `scalar`."""
    parallel = parallel_program(technique)
    return {isa.name: LanePrinter(isa, parallel.program, scalar, dialect).parallel(parallel) for isa in sets if "column" in isa.spell}


def helper_bodies(isa: InstructionSet, dialect: LaneDialect, scalar: Printer, param: str = "v") -> Tuple[dict, ...]:
    """Returns the functions `isa`'s patterns call, printed: name (the language's),
    doc, feature, body and fallback of the vector `param`, and the vector's type."""
    path = dialect.path.get(isa.name, "")
    return tuple(
        dict(
            name=scalar.function(h.name),
            doc=dialect.doc(h.doc),
            feature=h.feature,
            body=h.body.format(param, p=path),
            fallback=h.fallback.format(param, p=path),
            type=isa.type.format(p=path),
        )
        for h in isa.helpers
    )


def printed_lanes(lookup: Expr, helpers, scalar: Printer, sets: Tuple[InstructionSet, ...], dialect: LaneDialect) -> Dict[str, Lanes]:
    """Returns {set's name: the vector path of `lookup`} in each of `sets`, printed
    with `scalar` for what both lanes share; {} for a lookup without one
    (sliders.lanes.lane_program)."""
    program = lane_program(lookup, helpers)
    if program is None:
        return {}
    return {isa.name: LanePrinter(isa, program, scalar, dialect).lanes() for isa in sets if "fold" in isa.spell}

