"""`python -m bitboard_tables.sliders` (`make magics`): the magic search's command."""

from __future__ import annotations

from .black_magics import search_black_magics
from .magic_search import magic_numbers_module, search_magics
from .occupancy import PIECES


def main(argv=None) -> int:
    """Searches the magics of the mappings and pieces named (all by default) and prints
    the module recording them, or with --write rewrites bitboard_tables/magic_numbers.py,
    keeping what was not searched: the same numbers, since the search is deterministic."""
    import argparse
    import sys
    import time
    from pathlib import Path

    from ..mapping import MAPPINGS, mapping_named

    parser = argparse.ArgumentParser(prog="python -m bitboard_tables.sliders", description=main.__doc__)
    parser.add_argument("--mapping", action="append", help="a square mapping (repeatable; default all eight)")
    parser.add_argument("--piece", action="append", choices=PIECES, help="rook or bishop (repeatable; default both)")
    parser.add_argument("--write", action="store_true", help="rewrite bitboard_tables/magic_numbers.py (with --board: its own module)")
    parser.add_argument(
        "--board",
        help="a board other than 8x8 (WxH or WxH/S, as generate takes it): search each line's magics there, in the "
        "mappings named (LERF by default), and print or with --write record them in bitboard_tables/board_magics/",
    )
    args = parser.parse_args(argv)
    if args.board:
        return board_main(parser, args)
    try:
        chosen = [mapping_named(n) for n in args.mapping] if args.mapping else list(MAPPINGS.values())
    except KeyError as exc:
        parser.exit(2, f"{parser.prog}: unknown mapping {exc}; accepted: {', '.join(MAPPINGS)}\n")
    found, black, found32 = {}, {}, {}
    for mapping in chosen:
        start = time.perf_counter()
        pieces = [piece for piece in PIECES if piece in (args.piece or PIECES)]
        found[mapping.name] = {piece: search_magics(mapping, piece) for piece in pieces}
        found32[mapping.name] = {piece: search_magics(mapping, piece, width=32) for piece in pieces}
        black_start = time.perf_counter()
        black[mapping.name] = search_black_magics(mapping)
        print(f"{mapping.name}: {time.perf_counter() - start:.1f} s (black magics {time.perf_counter() - black_start:.1f} s)", file=sys.stderr)
    if not args.write:
        sys.stdout.write(magic_numbers_module(found, black, found32))
        return 0
    from ..magic_numbers import BLACK_MAGICS, MAGICS, MAGICS32

    merged = {name: {**MAGICS.get(name, {}), **found.get(name, {})} for name in MAPPINGS}
    merged32 = {name: {**MAGICS32.get(name, {}), **found32.get(name, {})} for name in MAPPINGS}
    merged_black = {name: black.get(name, BLACK_MAGICS.get(name)) for name in MAPPINGS}
    path = Path(__file__).resolve().parent.parent / "magic_numbers.py"
    path.write_text(
        magic_numbers_module(
            {k: v for k, v in merged.items() if v}, {k: v for k, v in merged_black.items() if v}, {k: v for k, v in merged32.items() if v}
        )
    )
    print(f"wrote {path}", file=sys.stderr)
    return 0


def board_main(parser, args) -> int:
    """Searches the magics of `args.board` in each mapping named (LERF by default) and
    prints the module recording them, or with --write writes it into
    bitboard_tables/board_magics/; the seconds of each search go to stderr."""
    import sys
    from pathlib import Path

    from ..board import parse_board
    from ..mapping import MAPPINGS, mapping_named
    from .board_magics import board_magics_module, record_module, search_board_magics

    if args.piece:
        parser.exit(2, f"{parser.prog}: --piece: a board's magics are per line, every line searched\n")
    try:
        board = parse_board(args.board)
        chosen = [mapping_named(n).on(board) for n in (args.mapping or ["LERF"])]
    except KeyError as exc:
        parser.exit(2, f"{parser.prog}: unknown mapping {exc}; accepted: {', '.join(MAPPINGS)}\n")
    except ValueError as exc:
        parser.exit(2, f"{parser.prog}: --board: {exc}\n")
    if board.is_default:
        parser.exit(2, f"{parser.prog}: --board 8x8: the 8x8 magics are searched without --board\n")
    for mapping in chosen:
        found = search_board_magics(mapping)
        seconds = ", ".join(f"{line} {s} s" for line, s in found.seconds.items())
        print(f"{board.name} {mapping.name}: {sum(found.seconds.values()):.1f} s ({seconds})", file=sys.stderr)
        text = board_magics_module(found, mapping.square_names)
        if not args.write:
            sys.stdout.write(text)
            continue
        path = Path(__file__).resolve().parent.parent / "board_magics" / f"{record_module(mapping)}.py"
        path.write_text(text)
        print(f"wrote {path}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
