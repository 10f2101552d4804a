"""Comparing two sets of tables and functions, entry by entry.

`generate --check` compares the files on disk with a fresh generation and
`diff` compares two generated files; both use `compare` and differ only in how
they print the result. The private structures of two Python modules' fast paths
are compared entry by entry as well (`compare_private`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Dict, List, Optional, Sequence, Tuple

from .parse import PrivateData
from .tables import Table
from .view import Index, entries


@dataclass(frozen=True)
class TableChange:
    """One table present on both sides whose shape, element type or entries differ."""

    old: Table
    new: Table
    changed: Tuple[Tuple[Index, int, int], ...]  # (index, old value, new value)
    notes: Tuple[str, ...]  # what differs besides the entries: shape, element type

    @property
    def name(self) -> str:
        return self.new.name

    @property
    def total(self) -> int:
        return sum(1 for _ in entries(self.new))


@dataclass(frozen=True)
class PrivateChange:
    """One private structure present on both sides whose entries differ."""

    name: str
    element: str
    changed: Tuple[Tuple[str, Optional[int], Optional[int]], ...]  # (index, old, new); None: no such entry
    total: int  # the entries of either side (the keys of both, once each)


@dataclass(frozen=True)
class Comparison:
    added: Tuple[str, ...] = ()  # tables only on the new side
    removed: Tuple[str, ...] = ()  # tables only on the old side
    changed: Tuple[TableChange, ...] = ()
    functions_added: Tuple[str, ...] = ()
    functions_removed: Tuple[str, ...] = ()
    functions_changed: Tuple[str, ...] = ()
    notes: Tuple[str, ...] = field(default=())
    private_added: Tuple[str, ...] = ()
    private_removed: Tuple[str, ...] = ()
    private_changed: Tuple[PrivateChange, ...] = ()

    def __bool__(self) -> bool:
        """True when anything differs."""
        return any(
            (self.added, self.removed, self.changed, self.functions_added, self.functions_removed)
            + (self.functions_changed, self.notes, self.private_added, self.private_removed, self.private_changed)
        )



def _in_contract_order(names) -> Tuple[str, ...]:
    """Returns function `names` in SPEC.md's order (functions.FUNCTIONS), any other
    after them by name: the same list whichever order a language's file keeps."""
    from .functions import FUNCTIONS

    order = {f.name: i for i, f in enumerate(FUNCTIONS)}
    return tuple(sorted(names, key=lambda name: (order.get(name, len(order)), name)))

def _dims(table: Table) -> str:
    return "".join(f"[{n}]" for n in table.shape)


def compare_table(old: Table, new: Table) -> Optional[TableChange]:
    """Returns how `new` differs from `old` (same name), or None if it does not."""
    notes = []
    if old.shape != new.shape:
        notes.append(f"shape {_dims(old)} -> {_dims(new)}, entries not compared")
    if old.element != new.element:
        notes.append(f"element {old.element} -> {new.element}")
    changed: List[Tuple[Index, int, int]] = []
    if old.shape == new.shape and old.data != new.data:
        changed = [(i, a, b) for (i, a), (_, b) in zip(entries(old), entries(new)) if a != b]
    if not notes and not changed:
        return None
    return TableChange(old, new, tuple(changed), tuple(notes))


def compare(
    old: Sequence[Table],
    new: Sequence[Table],
    old_functions: Optional[Dict[str, str]] = None,
    new_functions: Optional[Dict[str, str]] = None,
    notes: Sequence[str] = (),
    old_private: Sequence[PrivateData] = (),
    new_private: Sequence[PrivateData] = (),
) -> Comparison:
    """Returns how the tables (and functions and private structures, when both sides
    give them) of `new` differ from those of `old`; each is matched by name."""
    old_by, new_by = {t.name: t for t in old}, {t.name: t for t in new}
    changes = [compare_table(old_by[t.name], t) for t in new if t.name in old_by]
    of, nf = old_functions, new_functions
    both = of is not None and nf is not None
    return Comparison(
        added=tuple(t.name for t in new if t.name not in old_by),
        removed=tuple(t.name for t in old if t.name not in new_by),
        changed=tuple(c for c in changes if c is not None),
        functions_added=_in_contract_order(n for n in nf if n not in of) if both else (),
        functions_removed=_in_contract_order(n for n in of if n not in nf) if both else (),
        functions_changed=_in_contract_order(n for n in nf if n in of and of[n] != nf[n]) if both else (),
        notes=tuple(notes),
        **compare_private(old_private, new_private),
    )


def compare_private(old: Sequence[PrivateData], new: Sequence[PrivateData]) -> dict:
    """Returns the private_added, private_removed and private_changed fields of a
    Comparison: the structures only on one side, and each entry that differs."""
    old_by, new_by = {p.name: p for p in old}, {p.name: p for p in new}
    changes = []
    for p in new:
        if p.name not in old_by:
            continue
        a, b = old_by[p.name].entries, p.entries
        if a == b:
            continue
        changed = [(i, a.get(i), v) for i, v in b.items() if a.get(i) != v]
        changed += [(i, v, None) for i, v in a.items() if i not in b]
        changes.append(PrivateChange(p.name, p.element, tuple(changed), len(set(a) | set(b))))
    return dict(
        private_added=tuple(p.name for p in new if p.name not in old_by),
        private_removed=tuple(p.name for p in old if p.name not in new_by),
        private_changed=tuple(changes),
    )
