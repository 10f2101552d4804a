"""The NEON path of the two-lines hyperbola, printed from the model for C, C++ and Rust.

A technique with `lanes` (bitboard_tables/sliders/techniques.py: hyperbola_simd)
computes a piece's lines side by side: its lookup ors one call of a line helper
(`hyperbola_line(occ, sq, line_ex)`) a line, the calls differing only in the line.
On ARM's NEON (`<arm_neon.h>`, `__ARM_NEON`: every aarch64 compiler, as
Stockfish's ARM code uses it) the helper's own expression is printed once over
the two 64-bit lanes of a `uint64x2_t`, lane k holding line k: the line
argument is the vector `lines`, each subexpression free of it (occ, sq) the
language's scalar printing broadcast to both lanes, the byte swap NEON's
`vrev64q_u8`. The intrinsics' names are ACLE's in every language, written from a
path where the language has one (Rust's `core::arch::aarch64::`, stable since
Rust 1.59). Nothing of the algorithm is written here: the helper's expression
is the scalar hyperbola's, evaluated by the generator too.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from ..expression import Arg, Call, Expr, Op, Printer, substitute, walk

LINES = "lines"  # the vector of the lanes' lines, as the templates declare it


@dataclass(frozen=True)
class Lanes:
    """A lookup's vector path, printed: `lines`, the lanes' lines in one uint64x2_t
    (lane 0 the first); `attacks`, the helper over the lanes, whose two lanes or'ed
    are the lookup's answer."""

    lines: str
    attacks: str


class NeonPrinter(Printer):
    """Prints an expression of the line `lane` (an `Arg`) over NEON's two 64-bit lanes,
    each intrinsic's name after `path` ("" in C and C++)."""

    VECTOR = {"and": "vandq_u64", "or": "vorrq_u64", "xor": "veorq_u64", "add": "vaddq_u64", "sub": "vsubq_u64"}

    def __init__(self, scalar: Printer, lane: Arg, path: str = ""):
        self.scalar, self.lane, self.path = scalar, lane, path

    def __call__(self, expr: Expr) -> str:
        v = self.path
        if expr == self.lane:
            return LINES
        if self.lane not in walk(expr):  # the same in both lanes
            return f"{v}vdupq_n_u64({self.scalar.bare(expr)})"
        if isinstance(expr, Op) and expr.op in self.VECTOR:
            return f"{v}{self.VECTOR[expr.op]}({', '.join(self(a) for a in expr.args)})"
        if isinstance(expr, Op) and expr.op == "bswap":  # the eight bytes of each lane reversed
            return f"{v}vreinterpretq_u64_u8({v}vrev64q_u8({v}vreinterpretq_u8_u64({self(expr.args[0])})))"
        raise NotImplementedError(f"no NEON printing of {expr}")


def neon_lanes(lookup: Expr, helpers, scalar: Printer, path: str = "") -> Optional[Lanes]:
    """Returns the NEON path of `lookup` (an or of calls of one helper of `helpers`,
    {name: Helper}, one a lane, differing in one argument), printed with `scalar`
    for what both lanes share and each intrinsic after `path`; None for a lookup
    that is not two such calls."""
    lane_calls = [node for node in walk(lookup) if isinstance(node, Call)]
    if len(lane_calls) != 2 or len({c.function for c in lane_calls}) != 1 or lane_calls[0].function not in helpers:
        return None
    helper = helpers[lane_calls[0].function]
    differing = [k for k, args in enumerate(zip(*(c.args for c in lane_calls))) if len(set(args)) > 1]
    if len(differing) != 1:
        return None
    (k,) = differing
    lane = helper.params[k]
    shared = {p.name: a for p, a in zip(helper.params, lane_calls[0].args) if p != lane}
    first, second = (scalar.bare(c.args[k]) for c in lane_calls)
    return Lanes(
        f"{path}vcombine_u64({path}vcreate_u64({first}), {path}vcreate_u64({second}))",
        NeonPrinter(scalar, lane, path).bare(substitute(helper.body, shared)),
    )
