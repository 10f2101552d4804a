"""`diff`: two generated files, or two directories of them, compared table by table."""

from __future__ import annotations

from pathlib import Path
from typing import List, Optional, Tuple

from ..languages import OUTPUT_NAMES, outputs_text
from ..parse import NotGenerated, read_bytes
from ..selection import PROG
from .differences import MISSING, Side, diff_lines, differences
from .options import UsageError


def cmd_diff(args) -> int:
    if args.max < 0:
        raise UsageError(f"--max {args.max}: accepted: a number of entries, 0 for all")
    # read everything first, so that a bad argument prints nothing but its error
    pairs = [(_side(old), _side(new)) for old, new in _pairs(Path(args.old), Path(args.new))]
    different = False
    for old, new, difference in differences(pairs):
        if difference == MISSING:
            print(f"{new.path or old.path}: only in {args.new if old.data is None else args.old}")
            different = True
            continue
        print(f"diff {old.path} {new.path}")
        if difference is None:
            print("  no differences")
            continue
        different = True
        for line in diff_lines(difference, args.max):
            print(f"  {line}" if line else "")
    return 1 if different else 0


def _side(path: Optional[Path]) -> Side:
    """Returns `path` as a side of the comparison, read as a generated file; no file
    for None. Raises UsageError for a file that is not one."""
    if path is None:
        return Side(path, None)
    try:
        side = Side(path, read_bytes(path))
        side.parsed
    except NotGenerated as exc:
        raise UsageError(
            f"{exc}; diff takes two {outputs_text('or')} files written by {PROG}, or two directories of them"
        ) from None
    return side


def _pairs(old: Path, new: Path) -> List[Tuple[Optional[Path], Optional[Path]]]:
    """Returns the (old, new) files to compare: two files; a file and the file of the
    same name in a directory; or the outputs (OUTPUT_NAMES) of two directories,
    None for one a directory lacks."""
    if old.is_dir() and new.is_dir():
        pairs = [tuple(p / n if (p / n).is_file() else None for p in (old, new)) for n in OUTPUT_NAMES]
        pairs = [pair for pair in pairs if pair != (None, None)]
        if not pairs:
            raise UsageError(
                f"{old} and {new} hold no {outputs_text('or')}; "
                "accepted: two generated files, or two directories holding them"
            )
        return pairs  # type: ignore[return-value]
    if old.is_dir():
        old = old / new.name
    elif new.is_dir():
        new = new / old.name
    return [(old, new)]
