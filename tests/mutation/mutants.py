"""The planted bugs of the mutation harness (`python -m tests.mutation`).

Each mutant replaces one exact piece of one line of `generator/` or
`templates/`, text that must occur exactly once in its file. Together they
cover every table, every lookup function in each output language and each
preprocessor branch of the header. A mutant the suite cannot kill because it
does not change behaviour is marked `equivalent`, with the reason.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Tuple


@dataclass(frozen=True)
class Mutant:
    id: str
    file: str  # relative to the repository root
    old: str  # occurs exactly once in the file, within one line
    new: str
    what: str  # the slip, in words
    equivalent: Optional[str] = None  # why the suite cannot kill it, when it cannot


def apply(mutant: Mutant, text: str) -> str:
    """Returns `text` with the mutant planted; raises ValueError unless its old text
    occurs exactly once, within one line."""
    if "\n" in mutant.old:
        raise ValueError("a mutant changes one line; its old text holds a line break")
    count = text.count(mutant.old)
    if count != 1:
        raise ValueError(f"{mutant.file}: {mutant.old!r} occurs {count} times; a mutant needs exactly one")
    return text.replace(mutant.old, mutant.new)


def _m(id: str, file: str, old: str, new: str, what: str, equivalent: Optional[str] = None) -> Mutant:
    return Mutant(id, file, old, new, what, equivalent)


GEO = "generator/geometry.py"
TAB = "generator/tables.py"
FAST = "generator/fastpath.py"
PYF = "templates/functions.py.j2"
CF = "templates/functions.h.j2"

MUTANTS: Tuple[Mutant, ...] = ()
