"""Comparing generated files: the one loop `generate --check` and `diff` share, and
the lines each prints of what differs."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Iterable, Iterator, List, Optional, Tuple, Union

from ..compare import Comparison, compare
from ..languages import parse_generated
from ..parse import GeneratedFile, NotGenerated
from ..tables import SQUARE_SETS
from ..view import ADDED, REMOVED, draw_change, draw_entry, entry_label, format_value, legend, side_by_side

MISSING = "missing"  # one side has no file


@dataclass
class Side:
    """One side of a comparison: a path and its bytes (None: no such file), read as a
    generated file when first asked."""

    path: Path
    data: Optional[bytes]

    @cached_property
    def parsed(self) -> GeneratedFile:
        """The generated file; raises NotGenerated."""
        assert self.data is not None
        return parse_generated(self.data, self.path)


Difference = Union[None, str, NotGenerated, Comparison]


def differences(pairs: Iterable[Tuple[Side, Side]]) -> Iterator[Tuple[Side, Side, Difference]]:
    """Yields (old, new, how new differs from old) for each pair: None when their bytes
    are the same, MISSING when either side has no file, the NotGenerated of an old
    side that cannot be read, else their Comparison (empty when only the text
    around the tables and functions differs). A side is read only when it differs."""
    for old, new in pairs:
        if old.data == new.data:
            yield old, new, None
        elif old.data is None or new.data is None:
            yield old, new, MISSING
        else:
            try:
                before = old.parsed
            except NotGenerated as exc:
                yield old, new, exc
                continue
            yield old, new, compare_files(before, new.parsed)


def compare_files(old: GeneratedFile, new: GeneratedFile) -> Comparison:
    """Returns how `new` differs from `old`; functions are compared when both files are
    in the same language, and so is what they declare their names in (a prefix,
    namespace, package or class: every user's name of them changes with it), and
    the fast paths' private structures when both are in the same language and
    mapping (across mappings their keys are other squares and occupancies: the
    mapping's note says it)."""
    same_language = old.language == new.language
    same_private = same_language and old.mapping == new.mapping
    notes = []
    if same_language:
        before = dict(old.scope)
        notes += [f"{kind} {before[kind]} -> {name}" for kind, name in new.scope if before.get(kind, name) != name]
    if old.mapping != new.mapping:
        notes.append(f"square mapping {old.mapping} -> {new.mapping}: square indices and bits number other squares")
    return compare(
        old.tables,
        new.tables,
        old.functions if same_language else None,
        new.functions if same_language else None,
        notes,
        old.private if same_private else (),
        new.private if same_private else (),
    )


def count(changed: int, total: int, one: str, many: str) -> str:
    return f"{changed} of {total} entries {one if changed == 1 else many}"


def private_lines(result: Comparison, verb: str, template: str, most: int) -> List[str]:
    """Returns the lines naming each changed entry of the private structures, at most
    `most` per structure (0: all); `template` lays out {old} and {new}."""
    lines = []
    for change in result.private_changed:
        lines.append(f"{change.name}: {count(len(change.changed), change.total, verb, verb)}")
        shown = change.changed if most == 0 else change.changed[:most]
        for index, old, new in shown:
            old_text, new_text = (
                "(none)" if value is None else format_value(change.element, value) for value in (old, new)
            )
            lines.append(f"  {change.name}{index}: {template.format(old=old_text, new=new_text)}")
        if len(shown) < len(change.changed):
            lines.append(f"  ... and {len(change.changed) - len(shown)} more")
    return lines


def function_lines(result: Comparison, added: str, removed: str, changed: str) -> List[str]:
    lines = []
    for names, what in ((result.functions_added, added), (result.functions_removed, removed)):
        if names:
            lines.append(f"functions {what}: {', '.join(names)}")
    if result.functions_changed:
        lines.append(f"functions that {changed}: {', '.join(result.functions_changed)}")
    return lines


def check_lines(result: Comparison, most: int) -> List[str]:
    """Returns what `generate --check` says of a file on disk (old) that differs from
    a fresh generation (new): every difference, `most` entries per table."""
    lines = [f"{name}: generated, missing on disk" for name in result.added]
    lines += [f"{name}: on disk, not generated" for name in result.removed]
    for change in result.changed:
        lines += [f"{change.name}: {note}" for note in change.notes]
        if change.changed:
            lines.append(f"{change.name}: {count(len(change.changed), change.total, 'differs', 'differ')}")
        for index, old, new in change.changed[:most]:
            element = change.new.element
            label = entry_label(change.new, index)
            lines.append(f"  {label}: {format_value(element, old)} on disk, {format_value(element, new)} generated")
        if len(change.changed) > most:
            lines.append(f"  ... and {len(change.changed) - most} more")
    lines += function_lines(result, "generated, missing on disk", "on disk, not generated", "differ")
    lines += [f"{name}: generated, missing on disk" for name in result.private_added]
    lines += [f"{name}: on disk, not generated" for name in result.private_removed]
    lines += private_lines(result, "differs", "{old} on disk, {new} generated", most)
    lines += [f"{note}" for note in result.notes]
    if not result:
        lines.append("tables and functions agree; the text around them differs (banner, comments or layout)")
    return lines


def diff_lines(result: Comparison, most: int) -> List[str]:
    """Returns what `diff` says of two files that differ: every difference, `most`
    entries per table (0: all) each drawn as boards."""
    lines = [f"tables added: {', '.join(result.added)}"] if result.added else []
    lines += [f"tables removed: {', '.join(result.removed)}"] if result.removed else []
    lines += function_lines(result, "added", "removed", "changed")
    lines += [f"fast-path structures added: {', '.join(result.private_added)}"] if result.private_added else []
    lines += [f"fast-path structures removed: {', '.join(result.private_removed)}"] if result.private_removed else []
    lines += private_lines(result, "changed", "{old} -> {new}", most)
    lines += list(result.notes)
    for change in result.changed:
        lines += [f"{change.name}: {note}" for note in change.notes]
        if change.changed:
            lines.append(f"{change.name}: {count(len(change.changed), change.total, 'changed', 'changed')}")
        shown = change.changed if most == 0 else change.changed[:most]
        for index, a, b in shown:
            element = change.new.element
            lines.append(f"  {entry_label(change.new, index)}: {format_value(element, a)} -> {format_value(element, b)}")
            if element in SQUARE_SETS:
                bits = {"u64": 64, "u128": 128}.get(element, 8)
                blocks = [
                    draw_entry(change.old, index, a),
                    draw_entry(change.new, index, b),
                    draw_change(a, b, bits, change.new.mapping),
                ]
                lines += ["    " + line if line else "" for line in side_by_side(blocks, ["old", "new", "change"])]
                lines.append("")
        if len(shown) < len(change.changed):
            lines.append(f"  ... and {len(change.changed) - len(shown)} more (--max 0 shows all)")
    drawn = [(change, change.changed[0][0]) for change in result.changed if change.changed]
    if drawn and drawn[0][0].new.element in SQUARE_SETS:
        change, index = drawn[0]
        lines.append(f"{legend(change.new, index)}; change: {ADDED} only in new, {REMOVED} only in old")
    if not result:
        lines.append("no table or function changed; the text around them differs (banner, comments or layout)")
    return lines
