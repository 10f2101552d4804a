"""The zones of variants (issue 49) on a board of `files` x `ranks`, decided square
by square from its (file, rank), apart from tables.py's, which lays whole ranks
counted from a color's side: the promotion zone and the drop region of each depth,
the palaces and the two halves of the river. The walk of tests/proofs/test_boards.py
adds them to its tables, so that every output read back there is checked against them."""

from __future__ import annotations

from typing import Callable, Dict, Iterable, Tuple

WHITE, BLACK = 0, 1


def zones(files: int, ranks: int, set_of: Callable[[Iterable[Tuple[int, int]]], int]) -> Dict[str, list]:
    """Returns {table name: its entries as nested lists} of the zones the board has,
    each set made by `set_of` from the (file, rank) squares in it."""
    squares = [(f, r) for f in range(files) for r in range(ranks)]

    def ahead(color: int, rank: int) -> int:  # the ranks in front of `rank` for `color`
        return ranks - 1 - rank if color == WHITE else rank

    def where(test) -> list:
        return [set_of(s for s in squares if test(color, *s)) for color in (WHITE, BLACK)]

    depths = range(ranks + 1)
    out = {
        "PROMOTION_ZONE": [[set_of(s for s in squares if ahead(c, s[1]) < d) for d in depths] for c in (WHITE, BLACK)],
        "DROP_REGION": [[set_of(s for s in squares if ahead(c, s[1]) >= d) for d in depths] for c in (WHITE, BLACK)],
    }
    # palaces where a middle file centres them, narrower than the board and apart
    if files % 2 and files >= 5 and ranks >= 6:
        out["PALACE"] = where(lambda c, f, r: abs(2 * f - (files - 1)) <= 2 and ahead(c, r) >= ranks - 3)
    if ranks % 2 == 0:  # a river between the two middle ranks
        out["OWN_HALF"] = where(lambda c, f, r: ahead(c, r) >= ranks // 2)
    return out
