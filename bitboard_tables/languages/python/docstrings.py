"""The Python module's docstrings of the lookup functions, from their records (bitboard_tables/functions.py)."""

from __future__ import annotations

import textwrap

from ...functions import ARGUMENTS, BITBOARD, BITBOARD_NOTE, Function


# the description of a function whose Python body takes the fast paths (bitboard_tables/fast_paths.py)
# where the module holds them, in place of the method the record names
FAST_DOCS = {
    "piece_attacks": "Returns the attacks of piece (KNIGHT..KING) on sq: the leapers' from PIECE_ATTACKS, the "
    "sliders' by the lookups of rook_attacks and bishop_attacks; 0 for PAWN.",
}


def python_docstring(fn: Function, fast: bool = False, width: int = 84) -> str:
    """Returns the Python docstring of `fn`, without quotes or indentation: the
    one-line description (with `fast`, FAST_DOCS's where it has one), each
    argument, the edges, and for a function taking a bitboard the note on negative
    ints. Lines are at most `width` long."""
    own = dict(fn.args)
    paragraphs = [FAST_DOCS.get(fn.name, fn.doc) if fast else fn.doc, "\n".join(f"{name}: {own.get(name, ARGUMENTS[name])}" for name, _ in fn.params)]
    if fn.edges:
        paragraphs.append(fn.edges)
    if any(kind == BITBOARD for _, kind in fn.params):
        paragraphs.append(BITBOARD_NOTE)
    wrap = textwrap.TextWrapper(width=width, subsequent_indent="", break_on_hyphens=False)
    out = []
    for paragraph in paragraphs:
        out.append("\n".join("\n".join(wrap.wrap(line)) for line in paragraph.split("\n")))
    return "\n\n".join(out)
