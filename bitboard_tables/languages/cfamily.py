"""What C and C++ state alike, as templates/cfamily.j2 and bits_cfamily.j2 are what
they lay out alike: the types of their tables and arguments (`types`), what their
slider sections carry (`capabilities`, Rust's too), the functions a 128-bit board's
header writes itself (`main_part`) and the words of a board's sliders file (`board_words`).
"""

from __future__ import annotations

from dataclasses import replace
from ..functions import BITBOARD, INTEGER, NAME, SQUARE_OR_NONE, SQUARES, TWO_WORD_FUNCTIONS
from ..tables import INT, U8, U16, U32, U64
from .slider_section import Capabilities
from .vector import AVX2, NEON, SSE2

def types(std: str, squares: str) -> tuple:
    """Returns (elements, kinds): the tables' element types, the fixed-width integers of
    <stdint.h> (`std` "std::": <cstdint>'s), and the argument kinds' types: squares,
    pieces, directions and counts plain ints, a name a NUL-terminated string, no
    square -1, the squares of a bitboard `squares` (C's count, C++'s range)."""
    elements = {U64: std + "uint64_t", U32: std + "uint32_t", U16: std + "uint16_t", U8: std + "uint8_t", INT: "int"}
    return elements, {BITBOARD: elements[U64], INTEGER: "int", NAME: "const char *", SQUARE_OR_NONE: "int", SQUARES: squares}


def capabilities(conditions: dict, **more) -> Capabilities:
    """Returns what a C-family (or Rust) slider section carries: every technique, PEXT's
    under `conditions`' spelling of BMI2, the two-lines hyperbola's lanes on SSE2 and
    NEON, parallel hyperbola's on AVX2 (each its scalar path elsewhere), and `more`."""
    return Capabilities(features=frozenset({"bmi2", "sse2", "rbit", "avx2", "mul32"}), conditions=conditions, vectors=(SSE2, NEON, AVX2), **more)


def main_part(selection):
    """Returns `selection` as the main file's function sections print it: on a board
    past 64 bits, without the functions its 128-bit bitboard's header writes for both
    of its representations (functions.TWO_WORD_FUNCTIONS)."""
    if selection.mapping.board.width <= 64:
        return selection
    return replace(selection, functions=tuple(f for f in selection.functions if f.name not in TWO_WORD_FUNCTIONS))


def board_words(cf: dict, u32: str) -> dict:
    """Returns the words of a board's sliders file (templates/board_cfamily.j2): those of
    the language's slider section `cf`, a comment opened with a space, an offset `u32`."""
    return dict(cf, open=cf["open"] + " ", u32=u32)
