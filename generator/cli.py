"""The command line: `python -m generator generate [--out DIR] [--check]`."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import List, Optional

from .render import render_all, write_if_changed

CHECK_HINT = "generated/ is not up to date: run make generate"


class UsageError(Exception):
    """Bad input: reported as one line on stderr with exit status 2."""


def cmd_generate(args) -> int:
    out = Path(args.out)
    outputs = render_all()
    if args.check:
        stale = [name for name, text in outputs.items() if _read(out / name) != text.encode("utf-8")]
        for name in stale:
            print(f"{out / name}: differs from a fresh generation", file=sys.stderr)
        if stale:
            print(CHECK_HINT, file=sys.stderr)
            return 1
        return 0
    try:
        out.mkdir(parents=True, exist_ok=True)
        for name, text in outputs.items():
            if write_if_changed(out / name, text):
                print(f"wrote {out / name}")
    except OSError as exc:
        raise UsageError(f"cannot write to {out}: {exc.strerror or exc}") from None
    return 0


def _read(path: Path) -> Optional[bytes]:
    try:
        return path.read_bytes()
    except OSError:
        return None


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="bitboard-tables", description="Generate chess bitboard tables.")
    sub = p.add_subparsers(dest="command", required=True)
    g = sub.add_parser("generate", help="write generated/bitboards.py and generated/bitboards.h")
    g.add_argument("--out", default="generated", help="output directory (default: generated)")
    g.add_argument("--check", action="store_true", help="write nothing; exit 1 if the files differ")
    g.set_defaults(run=cmd_generate)
    return p


def main(argv: Optional[List[str]] = None) -> int:
    args = parser().parse_args(argv)
    try:
        return args.run(args)
    except UsageError as exc:
        print(f"bitboard-tables: {exc}", file=sys.stderr)
        return 2
