"""The vector path of a technique with `lanes` (techniques.py: hyperbola_simd),
described once: a lookup that ors one call of a helper a line, the calls differing
only in the line, computed over two 64-bit lanes, lane k holding line k.

A `Program` is the helper's own expression over the lanes, as a short sequence of
lane-wise operations: `lines`, the pair of the lines loaded into lanes 0 and 1;
then each value the helper names (`Helper.named`: forward, reverse) and its whole
body (`both`), each a local; the answer, both lanes of the last or'ed. Its
operations are the helper's: and, or, xor, add, sub (wrapping, per lane), bswap
(the eight bytes of each lane reversed), a subexpression free of the lanes (occ,
the bit of sq) broadcast to both. Each instruction set spells those few
operations in a table (languages/vector.py: SSE2 and NEON; Zig's @Vector in its
folder), so nothing of the algorithm is written per instruction set, and
`evaluate_lanes` runs the program here, lane by lane, for the proofs. A parallel
technique's (`Parallel`: parallel hyperbola) is the same program over four lanes,
read from one record per square, its answers by column (`evaluate_parallel`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Dict, Optional, Tuple

from ..expression import SQ, Arg, Call, Const, Environment, Expr, Op, Read, Read2, evaluate, replace, substitute, walk

LINES = Arg("lines")  # the vector of the lanes' lines
RESULT = "both"  # the last local: the attacks of both lanes' lines
OPERATIONS = ("and", "or", "xor", "add", "sub", "bswap")  # the lane-wise operations a program uses


@dataclass(frozen=True)
class Program:
    """A lookup's vector path: `pair`, the scalar lines of lanes 0 and 1 (`lines`);
    `steps`, (name, value) each bound in order to a local, a value an expression
    whose subexpressions reading `lines` or an earlier local are lane-wise and the
    others scalars broadcast; the answer, the last local's lanes or'ed."""

    pair: Tuple[Expr, Expr]
    steps: Tuple[Tuple[str, Expr], ...]

    @property
    def locals(self) -> frozenset:
        """The names of its vectors: lines and every step's."""
        return frozenset({LINES.name, *(name for name, _ in self.steps)})

    def vector(self, expr: Expr) -> bool:
        """True if `expr` is a vector (reads a local); else a scalar, broadcast."""
        return any(isinstance(n, Arg) and n.name in self.locals for n in walk(expr))


def lane_program(lookup: Expr, helpers: Dict[str, object]) -> Optional[Program]:
    """Returns the vector path of `lookup`, an or of two calls of one helper of
    `helpers` ({name: Helper}) that differ in one argument, the line; None for a
    lookup that is not two such calls."""
    lane_calls = [node for node in walk(lookup) if isinstance(node, Call)]
    if len(lane_calls) != 2 or len({c.function for c in lane_calls}) != 1 or lane_calls[0].function not in helpers:
        return None
    helper = helpers[lane_calls[0].function]
    differing = [k for k, args in enumerate(zip(*(c.args for c in lane_calls))) if len(set(args)) > 1]
    if len(differing) != 1:
        return None
    (k,) = differing
    values = {p.name: a for p, a in zip(helper.params, lane_calls[0].args)}
    return Program((lane_calls[0].args[k], lane_calls[1].args[k]), _steps(helper, k, values))


def _steps(helper, k: int, values: Dict[str, Expr]) -> Tuple[Tuple[str, Expr], ...]:
    """Returns a program's steps: `helper`'s named values and body, its arguments
    `values` ({parameter: argument}) but parameter k, the lanes' lines."""
    values = {**values, helper.params[k].name: LINES}
    names = [name for name, _ in helper.named] + [RESULT]
    exprs = [substitute(e, values) for _, e in helper.named] + [substitute(helper.body, values)]
    for i, name in enumerate(names):  # each named value read by the later ones as its local
        exprs[i + 1 :] = [replace(e, exprs[i], Arg(name)) for e in exprs[i + 1 :]]
    return tuple(zip(names, exprs))


def evaluate_lanes(program: Program, env: Environment) -> int:
    """Returns the answer of `program` in `env`, computed lane by lane: each lane's
    locals bound to its own values, the operations the scalar ones on 64 bits."""
    answer = 0
    for line in program.pair:
        lane = env.binding({LINES.name: evaluate(line, env)})
        for name, value in program.steps:
            assert all(n.op in OPERATIONS for n in walk(value) if isinstance(n, Op) and program.vector(n)), name
            lane = lane.binding({name: evaluate(value, lane)})
        answer |= lane.args[RESULT]
    return answer


@dataclass(frozen=True)
class Parallel:
    """A parallel technique's vector path (Technique.parallel: Stockfish's AVX2
    path, its `DualMagic`): `program` over `width` lanes, `program.pair` the line
    of each lane (Const(0) where a lane is zero), laid out so that each piece's
    lines share a column: lanes k and k + width/2 fold into column k of the or of
    the vector's two halves (one 128-bit or); per piece its `answers`: its column
    and the scalar part it ors with it (the row by its table), or None.

    The program reads one record per square, `record` (the table HYPERBOLA_AVX2_RECORDS):
    its first `width` entries the lanes' lines (`lines`, one load), then
    `fields`, the scalars of the program that depend on sq alone (the bits of sq
    and of its mirror), each read in the steps as `record[sq][width + i]` and
    broadcast from there."""

    program: Program
    width: int
    answers: Dict[str, Tuple[int, Optional[Expr]]]
    record: str = ""
    fields: Tuple[Expr, ...] = ()

    @property
    def half(self) -> int:
        """The lanes of one half: lane k folds with lane k + half into column k."""
        return self.width // 2

    def row(self, env: Environment) -> Tuple[int, ...]:
        """Returns the record of env's sq: the lanes' lines, then the fields."""
        return tuple(evaluate(e, env) & env.mask for e in self.program.pair + self.fields)


ZERO = Const(0)  # the line of a lane no piece reads


def parallel_program(technique, width: int = 4) -> Parallel:
    """Returns the vector path of a parallel technique: its lookups' calls of one
    helper whose line argument reads a lane's line (`<LINE>_MASK_EX[sq]`) computed in
    one program, every other part of a lookup (the row's call) its scalar part.
    Piece i's lines go to column i (lanes i, i + width/2), so one or of the
    vector's halves gives each piece's lines or'ed; what depends on sq alone is
    read from the record of sq."""
    helpers = {h.name: h for h in technique.helpers}
    tables = [f"{line.upper()}_MASK_EX" for line in technique.lanes]
    half = width // 2
    pair, answers, helper, k = [ZERO] * width, {}, None, None
    for column, ((piece, kind), lookup) in enumerate(technique.lookups.items()):
        lines, scalars = [], []
        for part in _or_parts(lookup):
            line = _lane_argument(part, helpers, tables)
            if line is None:
                scalars.append(part)
                continue
            k, arg = line
            assert helper in (None, part.function), technique.name
            helper = part.function
            lines.append(arg)
        assert column < half and len(lines) <= width // half, technique.name
        for j, arg in enumerate(lines):
            pair[column + j * half] = arg
        scalar = None
        for part in scalars:
            scalar = part if scalar is None else Op("or", (scalar, part))
        answers[piece] = (column, scalar)
    h = helpers[helper]
    program = Program(tuple(pair), _steps(h, k, {p.name: p for p in h.params}))
    record = f"{technique.name.upper()}_RECORDS"
    fields = _square_scalars(program)
    steps = program.steps
    for i, field in enumerate(fields):
        steps = tuple((name, replace(value, field, Read2(record, SQ, Const(width + i)))) for name, value in steps)
    return Parallel(Program(program.pair, steps), width, answers, record, fields)


def _square_scalars(program: Program) -> Tuple[Expr, ...]:
    """Returns the scalars the steps of `program` broadcast that read sq alone (no
    other argument), each once, in order of first use."""
    found = []

    def visit(expr: Expr) -> None:
        if not program.vector(expr):
            if {n.name for n in walk(expr) if isinstance(n, Arg)} == {SQ.name} and expr not in found:
                found.append(expr)
            return
        for child in expr.children():
            visit(child)

    for _, value in program.steps:
        visit(value)
    return tuple(found)


def _or_parts(expr: Expr) -> Tuple[Expr, ...]:
    """Returns the operands of an or of ors, left to right."""
    if isinstance(expr, Op) and expr.op == "or":
        return tuple(p for a in expr.args for p in _or_parts(a))
    return (expr,)


def _lane_argument(part: Expr, helpers, tables):
    """Returns (argument index, the Read) of a call of a helper whose one argument
    reads one of `tables` at sq; None for any other part."""
    if not (isinstance(part, Call) and part.function in helpers):
        return None
    for k, arg in enumerate(part.args):
        if isinstance(arg, Read) and arg.table in tables:
            return k, arg
    return None


def evaluate_parallel(parallel: Parallel, env: Environment) -> Dict[str, int]:
    """Returns {piece: its set} of `parallel` in `env`, computed lane by lane as
    evaluate_lanes does from the record of sq (`Parallel.row`), the lanes folded
    into columns (lane k or'ed with lane k + width/2), each piece's column or'ed
    with its scalar part."""
    program, lanes = parallel.program, []
    row = parallel.row(env)
    env = Environment(env.args, {**env.tables, parallel.record: {env.args[SQ.name]: row}}, env.functions, env.width)
    for k in range(parallel.width):
        lane = env.binding({LINES.name: row[k]})
        for name, value in program.steps:
            assert all(n.op in OPERATIONS for n in walk(value) if isinstance(n, Op) and program.vector(n)), name
            lane = lane.binding({name: evaluate(value, lane)})
        lanes.append(lane.args[RESULT])
    columns = [lanes[k] | lanes[k + parallel.half] for k in range(parallel.half)]
    out = {}
    for piece, (column, scalar) in parallel.answers.items():
        out[piece] = columns[column] | (evaluate(scalar, env) if scalar is not None else 0)
    return out
