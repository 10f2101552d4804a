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
`evaluate_lanes` runs the program here, lane by lane, for the proofs.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Dict, Optional, Tuple

from ..expression import Arg, Call, Environment, Expr, Op, evaluate, replace, substitute, walk

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
    values[helper.params[k].name] = LINES
    names = [name for name, _ in helper.named] + [RESULT]
    exprs = [substitute(e, values) for _, e in helper.named] + [substitute(helper.body, values)]
    for i, name in enumerate(names):  # each named value read by the later ones as its local
        exprs[i + 1 :] = [replace(e, exprs[i], Arg(name)) for e in exprs[i + 1 :]]
    return Program((lane_calls[0].args[k], lane_calls[1].args[k]), tuple(zip(names, exprs)))


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
