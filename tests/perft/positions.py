"""Published perft counts that both consumers must meet, and the bad input
both must reject.

CPW "Perft Results": node counts for depths 1, 2, 3, ... of each position.
Martin Sedlak's special cases (TalkChess, as listed on chessprogramming.net
"Perfect Perft"): (FEN, depth, nodes), each about one rule.
"""

START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -"
POSITION_3 = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - -"
POSITION_4 = "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1"
POSITION_4_MIRRORED = "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1"
POSITION_5 = "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8"
POSITION_6 = "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10"

CPW_RESULTS = {
    "initial": (START, (20, 400, 8902, 197281, 4865609)),
    "kiwipete": (KIWIPETE, (48, 2039, 97862, 4085603)),
    "position3": (POSITION_3, (14, 191, 2812, 43238, 674624, 11030083)),
    "position4": (POSITION_4, (6, 264, 9467, 422333, 15833292)),
    "position4-mirrored": (POSITION_4_MIRRORED, (6, 264, 9467, 422333, 15833292)),
    "position5": (POSITION_5, (44, 1486, 62379, 2103487)),
    "position6": (POSITION_6, (46, 2079, 89890, 3894594)),
}

SEDLAK = {
    "illegal-ep-1": ("3k4/3p4/8/K1P4r/8/8/8/8 b - - 0 1", 6, 1134888),
    "illegal-ep-2": ("8/8/4k3/8/2p5/8/B2P2K1/8 w - - 0 1", 6, 1015133),
    "ep-capture-checks": ("8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1", 6, 1440467),
    "short-castling-check": ("5k2/8/8/8/8/8/8/4K2R w K - 0 1", 6, 661072),
    "long-castling-check": ("3k4/8/8/8/8/8/8/R3K3 w Q - 0 1", 6, 803711),
    "castle-rights": ("r3k2r/1b4bq/8/8/8/8/7B/R3K2R w KQkq - 0 1", 4, 1274206),
    "castling-prevented": ("r3k2r/8/3Q4/8/8/5q2/8/R3K2R b KQkq - 0 1", 4, 1720476),
    "promote-out-of-check": ("2K2r2/4P3/8/8/8/8/8/3k4 w - - 0 1", 6, 3821001),
    "discovered-check": ("8/8/1P2K3/8/2n5/1q6/8/5k2 b - - 0 1", 5, 1004658),
    "promote-to-give-check": ("4k3/1P6/8/8/8/8/K7/8 w - - 0 1", 6, 217342),
    "underpromote-to-check": ("8/P1k5/K7/8/8/8/8/8 w - - 0 1", 6, 92683),
    "self-stalemate": ("K1k5/8/P7/8/8/8/8/8 w - - 0 1", 6, 2217),
    "stalemate-and-checkmate-1": ("8/k1P5/8/1K6/8/8/8/8 w - - 0 1", 7, 567584),
    "stalemate-and-checkmate-2": ("8/8/2k5/5q2/5n2/8/5K2/8 b - - 0 1", 4, 23527),
}


# Bad input both consumers reject with one "perft: " line and exit status 2.
BAD_ARGUMENTS = {
    "no-arguments": [],
    "fen-only": [START],
    "too-many": [START, "3", "extra"],
    "divide-without-depth": ["--divide", START],
    "unknown-option": ["--split", START, "3"],
    "depth-zero": [START, "0"],
    "depth-negative": [START, "-1"],
    "depth-not-a-number": [START, "three"],
    "depth-fraction": [START, "1.5"],
    "depth-empty": [START, ""],
    "depth-plus-sign": [START, "+2"],
    "depth-huge": [START, "99999999999999999999999"],
    "depth-too-deep": [START, "65"],
    "divide-bad-depth": ["--divide", START, "0"],
    "depth-with-newline": [START, "2\n3"],
    "divide-last": [START, "3", "--divide"],
    "depth-non-ascii-digit": [START, "\u0663"],
}

BAD_FENS = {
    "empty": "",
    "blank": "   ",
    "one-field": "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
    "three-fields": "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq",
    "seven-fields": START + " 7",
    "seven-ranks": "rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "nine-ranks": "rnbqkbnr/pppppppp/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "empty-rank": "rnbqkbnr/pppppppp//8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "trailing-slash": "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/ w KQkq - 0 1",
    "rank-of-7": "rnbqkbnr/pppppppp/7/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "rank-of-9": "rnbqkbnr/pppppppp/8/8/4P4/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "rank-of-9-pieces": "rnbqkbnrr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "digit-9": "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "digit-0": "rnbqkbnr/pppppppp/08/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "bad-piece-letter": "rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "bad-piece-symbol": "rnbqkbnr/pppp.ppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "control-character": "rnbqkbnr/pppp\x01ppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "non-ascii": "rnbqkbnr/pppp\u00e9pp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "side-x": "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
    "side-upper-case": "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR W KQkq - 0 1",
    "side-word": "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR white KQkq - 0 1",
    "castling-letter": "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkx - 0 1",
    "castling-repeated": "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KKq - 0 1",
    "castling-out-of-order": "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w kqKQ - 0 1",
    "castling-too-long": "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkqK - 0 1",
    "castling-dash-and-letter": "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w -K - 0 1",
    "castling-without-rook": "rnbqkbn1/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "castling-without-king": "rnbq1bnr/ppppkppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "ep-bad-square": "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq z6 0 1",
    "ep-wrong-rank": "rnbqkbnr/pppp1ppp/8/4p3/8/8/PPPPPPPP/RNBQKBNR w KQkq e5 0 2",
    "ep-wrong-side": "rnbqkbnr/pppp1ppp/8/4p3/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 2",
    "ep-no-pawn": "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1",
    "ep-too-long": "rnbqkbnr/pppp1ppp/8/4p3/8/8/PPPPPPPP/RNBQKBNR w KQkq e6e 0 2",
    "halfmove-negative": "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -1 1",
    "halfmove-letter": "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1",
    "halfmove-huge": "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 99999999999999999999 1",
    "fullmove-zero": "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0",
    "fullmove-fraction": "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1.5",
    "no-white-king": "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQQBNR w kq - 0 1",
    "no-kings": "8/8/8/8/8/8/8/8 w - - 0 1",
    "two-black-kings": "rnbqkbnr/pppppppp/8/8/3k4/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "pawn-on-rank-8": "P3k3/8/8/8/8/8/8/4K3 w - - 0 1",
    "pawn-on-rank-1": "4k3/8/8/8/8/8/8/p3K3 w - - 0 1",
    # Black, who just moved, left the king on e8 attacked by the rook on e1.
    "side-not-to-move-in-check": "4k3/8/8/8/8/8/8/4R1K1 w - - 0 1",
    "kelvin-sign-for-k": "rnbq\u212abnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1",
}
