"""`diff`: two generated files, or two directories of them, compared table by table."""

from __future__ import annotations

from pathlib import Path
from typing import Dict, List, Optional, Tuple

from ..languages import OUTPUT_NAMES, language_of, outputs_text
from ..parse import BANNER, NotGenerated, read_bytes
from ..selection import PROG
from .differences import MISSING, Side, diff_lines, differences
from .options import UsageError


def cmd_diff(args) -> int:
    if args.max < 0:
        raise UsageError(f"--max {args.max}: accepted: a number of entries, 0 for all")
    # read everything first, so that a bad argument prints nothing but its error
    pairs = []
    for old_path, new_path in _pairs(Path(args.old), Path(args.new)):
        old = _side(old_path)
        pairs.append((old, _side(new_path, old)))
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


def _side(path: Optional[Path], other: Optional[Side] = None) -> Side:
    """Returns `path` as a side of the comparison, read as a generated file (unless
    its bytes are those of `other`, already read: a directory compared with itself
    reads each file once); no file for None. Raises UsageError for a file that is not one."""
    if path is None:
        return Side(path, None)
    try:
        side = Side(path, read_bytes(path))
        if other is not None and other.data == side.data:
            return side
        side.parsed
    except NotGenerated as exc:
        raise UsageError(
            f"{exc}; diff takes two {outputs_text('or')} files written by {PROG}, or two directories of them"
        ) from None
    return side


def _pairs(old: Path, new: Path) -> List[Tuple[Optional[Path], Optional[Path]]]:
    """Returns the (old, new) files to compare: two files; a file and the file of the
    same name in a directory; or the generated files of two directories, by name
    (the outputs' names first, in OUTPUT_NAMES order), a file of one language that
    each holds alone under another name paired too (Bitboards.cs with MyEngine.cs),
    None for one a directory lacks."""
    if old.is_dir() and new.is_dir():
        found = [_generated(old), _generated(new)]
        names = [n for n in OUTPUT_NAMES if n in found[0] or n in found[1]]
        names += sorted((set(found[0]) | set(found[1])) - set(names))
        pairs = [tuple(p / n if n in f else None for p, f in zip((old, new), found)) for n in names]
        pairs = _renamed(pairs, found)
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


def _generated(directory: Path) -> Dict[str, str]:
    """Returns {name: language} of the files directly in `directory` that this tool
    wrote (whose first line is its banner's)."""
    found = {}
    for path in sorted(directory.iterdir()):
        if not path.is_file() or path.name.startswith("."):
            continue
        try:
            with open(path, "rb") as f:
                first = f.readline(400).decode("utf-8")
            if BANNER in first:
                found[path.name] = language_of(first, path).name
        except (OSError, UnicodeDecodeError, NotGenerated):
            continue
    return found


def _renamed(pairs: list, found: List[Dict[str, str]]) -> list:
    """Returns `pairs` with the file of a language that only one side holds, when each
    side holds one such file of that language alone, paired with the other's."""
    alone = [{}, {}]  # side -> {language: [the pair index of each of its unpaired files]}
    for k, pair in enumerate(pairs):
        for side in (0, 1):
            if pair[1 - side] is None:
                alone[side].setdefault(found[side][pair[side].name], []).append(k)
    dropped = set()
    for language, olds in alone[0].items():
        news = alone[1].get(language, [])
        if len(olds) == 1 and len(news) == 1:
            pairs[olds[0]] = (pairs[olds[0]][0], pairs[news[0]][1])
            dropped.add(news[0])
    return [pair for k, pair in enumerate(pairs) if k not in dropped]
