"""The Python module's docstrings of the lookup functions, from their records (bitboard_tables/functions.py)."""

from __future__ import annotations

from ...fast_paths import FAST_DOCS
from ...functions import ARGUMENTS, BITBOARD, BITBOARD_NOTE, Function
from ...literals import wrapped


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
    return "\n\n".join("\n".join(wrapped(line, "", width) for line in paragraph.split("\n")) for paragraph in paragraphs)
