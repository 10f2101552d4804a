"""Section 4: the C lookups of generated/bitboards.h at -O2 (bench/lookups.c)
against a classical ray loop and each other."""

from __future__ import annotations

from typing import List

from bench.common import BENCH, BUILD, Row, build_c, read_c_bench, run

KEY = "c_lookups"
REPEATS = (21, 5)  # (full run, --quick)
C_ROOK_GOAL = 0.5  # kindergarten rook attacks at most half the classical ray loop

# (benchmark, label, baseline benchmark, goal)
C_ROWS = [
    ("rank_attacks", "bb_rank_attacks", "loop_rank", None),
    ("file_attacks", "bb_file_attacks", "loop_file", None),
    ("diagonal_attacks", "bb_diagonal_attacks", "loop_diagonal", None),
    ("anti_diagonal_attacks", "bb_anti_diagonal_attacks", "loop_anti_diagonal", None),
    ("rook_attacks", "bb_rook_attacks", "loop_rook", C_ROOK_GOAL),
    ("bishop_attacks", "bb_bishop_attacks", "loop_bishop", None),
    ("queen_attacks", "bb_queen_attacks", "loop_queen", None),
    ("piece_attacks_rook", "bb_piece_attacks ROOK (b-and-b)", "loop_rook", None),
    ("piece_attacks_bishop", "bb_piece_attacks BISHOP (b-and-b)", "loop_bishop", None),
    ("piece_attacks_queen", "bb_piece_attacks QUEEN (b-and-b)", "loop_queen", None),
    ("piece_attacks", "bb_piece_attacks KNIGHT..KING", "loop_piece", None),
    ("piece_attacks_rook", "bb_piece_attacks ROOK, vs kindergarten", "rook_attacks", None),
    ("xray_rook_one_lookup", "rook x-ray, 1 lookup per line", "xray_rook_two_lookups", None),
    ("xray_bishop_one_lookup", "bishop x-ray, 1 lookup per line", "xray_bishop_two_lookups", None),
    ("xray_rook_own_blockers", "bb_xray_rook_attacks(occ, own)", "loop_rook", None),
    ("kogge_stone_rook", "Kogge-Stone rook, 1 slider", "loop_rook", None),
    ("kogge_stone_queen", "Kogge-Stone queen, 1 slider", "loop_queen", None),
    ("kogge_stone_rook_set", "Kogge-Stone rooks, 3 at once", "kindergarten_rook_set", None),
]

C_LABELS = {
    "loop_rank": "rank ray loop",
    "loop_file": "file ray loop",
    "loop_diagonal": "diagonal ray loop",
    "loop_anti_diagonal": "anti-diag. ray loop",
    "loop_rook": "rook ray loop",
    "loop_bishop": "bishop ray loop",
    "loop_queen": "queen ray loop",
    "loop_piece": "ray loop / leaper table",
    "rook_attacks": "bb_rook_attacks",
    "xray_rook_two_lookups": "2 lookups (modifying occ.)",
    "xray_bishop_two_lookups": "2 lookups (modifying occ.)",
    "kindergarten_rook_set": "bb_rook_attacks per slider",
}


def measure(repeats: int) -> List[Row]:
    section = "4. C lookups (-O2)"
    exe = BUILD / "lookups"
    error = build_c(BENCH / "lookups.c", exe)
    if error:
        return [Row(section, "not available", 0.0, "ns", note=error)]
    out, _, _ = run([str(exe), str(repeats)])
    ns, _ = read_c_bench(out, "lookups.c")
    return [
        Row(section, label, ns[name], "ns", C_LABELS.get(base, base), ns[base], goal, note="4096 calls x 64")
        for name, label, base, goal in C_ROWS
    ]

