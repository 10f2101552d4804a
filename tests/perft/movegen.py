"""Perft: count the leaf nodes of the legal move tree, attacks from the generated tables.

    python -m tests.perft "<FEN>" DEPTH
    python -m tests.perft --divide "<FEN>" DEPTH
    python -m tests.perft [--divide] - DEPTH   each line of standard input a FEN

The last line printed is the node count; with --divide, one line per root move
in UCI form ("e2e4: 20", sorted) comes first. Bad input (a malformed FEN, a
position perft cannot count, such as one without exactly one king of each
color, a depth that is not an integer from 1 to 64, wrong arguments) prints
one line starting with "perft: " on stderr and exits with status 2; with `-`, a
bad line gets its line there and the lines after it are answered. The input
rules are those of the C perft, tests/perft/perft.c.

A small legal move generator in plain Python that gets every attack set from
`bitboards.py` and from nothing else: `rook_attacks`,
`bishop_attacks`, `queen_attacks`, `KNIGHT_ATTACKS`, `KING_ATTACKS`,
`PAWN_ATTACKS`, `pinned`, `BETWEEN` and `LINE` (`ROOK_MASK_EX` and
`BISHOP_MASK_EX`, the empty-board attacks, skip slider lookups that cannot
hit). Moves are generated legal (check evasions by `BETWEEN`, pinned pieces
kept on `LINE`, king moves tested against the attacks with the king lifted
off the board, en passant by the slider attacks on the king after the
capture), so the last ply is counted in bulk without making the moves. A
position is a flat list of ints, copied on make. Counts follow the CPW
"Perft" page and "Perft Results".

It works on the module of any square mapping: squares come from the module's
names (`bb.E1`), `square`, `square_file`, `square_rank`, `RANK_MASK` and
`DIR_SHIFT`, never from arithmetic of its own. The module is the
`bitboards.py` of a directory on PYTHONPATH (`PYTHONPATH=out python -m
tests.perft ...`, as perft.c takes bitboards.h from `-Iout`), else
`generated/bitboards.py`.
"""

from __future__ import annotations

import os
import re
import sys
from typing import Iterator, List, Optional, Sequence, Tuple

try:  # the bitboards.py of a directory on PYTHONPATH: any square mapping
    import bitboards as bb
except ModuleNotFoundError:
    from generated import bitboards as bb

KNIGHT_ATTACKS = bb.KNIGHT_ATTACKS
KING_ATTACKS = bb.KING_ATTACKS
PAWN_ATTACKS = bb.PAWN_ATTACKS
BETWEEN = bb.BETWEEN
LINE = bb.LINE
ROOK_MASK_EX = bb.ROOK_MASK_EX  # empty-board attacks: a cheap test before a lookup
BISHOP_MASK_EX = bb.BISHOP_MASK_EX
rook_attacks = bb.rook_attacks
bishop_attacks = bb.bishop_attacks
queen_attacks = bb.queen_attacks
pinned = bb.pinned


def sliders_of(technique: str):
    """Returns (rook_attacks, bishop_attacks, queen_attacks, pinned) by `technique` of
    the module's slider section (magic, black, ...): its rook_attacks_T,
    bishop_attacks_T and queen_attacks_T, and pinned as bitboards.py's, its x-rays
    the one-lookup xray_rook_attacks_T where T has them (the enemy slider is the
    second blocker; BETWEEN holds the first, own or not), else two of its attack
    lookups (a ^ attacks(occ ^ (own & a)))."""
    rook, bishop, queen = (getattr(bb, f"{piece}_attacks_{technique}") for piece in ("rook", "bishop", "queen"))
    xray_rook = getattr(bb, f"xray_rook_attacks_{technique}", None)
    xray_bishop = getattr(bb, f"xray_bishop_attacks_{technique}", None)

    def pins(occ: int, own: int, ksq: int, erq: int, ebq: int) -> int:
        if xray_rook:
            pinners = xray_rook(occ, ksq) & erq | xray_bishop(occ, ksq) & ebq
        else:
            a = rook(occ, ksq)
            pinners = (a ^ rook(occ ^ (own & a), ksq)) & erq
            a = bishop(occ, ksq)
            pinners |= (a ^ bishop(occ ^ (own & a), ksq)) & ebq
        result = 0
        between = BETWEEN[ksq]
        while pinners:
            low = pinners & -pinners
            result |= between[low.bit_length() - 1] & own
            pinners ^= low
        return result

    return rook, bishop, queen, pins


# PERFT_SLIDERS=T in the environment: the sliders and pins by technique T (sliders_of)
if os.environ.get("PERFT_SLIDERS"):
    rook_attacks, bishop_attacks, queen_attacks, pinned = sliders_of(os.environ["PERFT_SLIDERS"])

WHITE, BLACK = bb.WHITE, bb.BLACK
PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING = bb.PAWN, bb.KNIGHT, bb.BISHOP, bb.ROOK, bb.QUEEN, bb.KING

ALL = (1 << 64) - 1

# A position is a list of ints:
#   [6 * color + piece]  the bitboard of that color's pieces of that kind (0..11)
#   [OCC + color]        the union of one color's pieces
#   [CASTLING]           castling rights, the CASTLE_* bits
#   [EP]                 the en-passant target square as a bitboard, 0 if none
#   [TURN]               the color to move
OCC, CASTLING, EP, TURN = 12, 14, 15, 16

CASTLE_WK, CASTLE_WQ, CASTLE_BK, CASTLE_BQ = 1, 2, 4, 8

# Move kinds.
NORMAL, PROMOTION, EN_PASSANT, CASTLE = 0, 1, 2, 3

# The rights a move from or to a square leaves standing.
_KEEP_RIGHTS = [0b1111] * 64
_KEEP_RIGHTS[bb.E1] = 0b1100
_KEEP_RIGHTS[bb.A1] = 0b1101
_KEEP_RIGHTS[bb.H1] = 0b1110
_KEEP_RIGHTS[bb.E8] = 0b0011
_KEEP_RIGHTS[bb.A8] = 0b0111
_KEEP_RIGHTS[bb.H8] = 0b1011
KEEP_RIGHTS = tuple(_KEEP_RIGHTS)

# Per color: (right, king destination, squares that must be empty,
# squares the king passes that must not be attacked) for each wing.
CASTLES = (
    (
        (CASTLE_WK, bb.G1, 1 << bb.F1 | 1 << bb.G1, (bb.F1, bb.G1)),
        (CASTLE_WQ, bb.C1, 1 << bb.B1 | 1 << bb.C1 | 1 << bb.D1, (bb.D1, bb.C1)),
    ),
    (
        (CASTLE_BK, bb.G8, 1 << bb.F8 | 1 << bb.G8, (bb.F8, bb.G8)),
        (CASTLE_BQ, bb.C8, 1 << bb.B8 | 1 << bb.C8 | 1 << bb.D8, (bb.D8, bb.C8)),
    ),
)
# The rook's from|to bits, by the king's destination square.
CASTLE_ROOK = {
    bb.G1: 1 << bb.H1 | 1 << bb.F1,
    bb.C1: 1 << bb.A1 | 1 << bb.D1,
    bb.G8: 1 << bb.H8 | 1 << bb.F8,
    bb.C8: 1 << bb.A8 | 1 << bb.D8,
}

RANK_2 = bb.RANK_MASK[bb.A2]
RANK_7 = bb.RANK_MASK[bb.A7]
BACK_RANKS = bb.RANK_MASK[bb.A1] | bb.RANK_MASK[bb.A8]
# [color]: the square difference of one pawn step forward (north for white)
PAWN_STEP = (bb.DIR_SHIFT[bb.NORT], bb.DIR_SHIFT[bb.SOUT])

PROMOTION_PIECES = (QUEEN, ROOK, BISHOP, KNIGHT)
PIECE_LETTERS = "pnbrqk"
SQUARE_NAMES = tuple("abcdefgh"[bb.square_file(sq)] + "12345678"[bb.square_rank(sq)] for sq in range(64))

if hasattr(int, "bit_count"):
    popcount = int.bit_count
else:  # Python < 3.10

    def popcount(b: int) -> int:
        return bin(b).count("1")


class PerftError(ValueError):
    """Bad input: the message is printed after "perft: "."""


# -- FEN ------------------------------------------------------------------------

_CASTLING_FIELD = re.compile(r"-|K?Q?k?q?")  # KQkq order, as the C perft and python-chess


def parse_fen(fen: str) -> List[int]:
    """Returns the position of a FEN (4 to 6 fields: the move counters may be left
    out); raises PerftError if it is malformed or not a position perft can count:
    not exactly one king a side, a pawn on a back rank, a castling right without
    its king and rook at home, an en-passant square that no double push left, the
    side not to move in check."""
    fields = re.split(r"[ \t\n\r\v\f]+", fen.strip(" \t\n\r\v\f"))
    if fields == [""]:
        fields = []
    if not 4 <= len(fields) <= 6:
        raise PerftError(f"FEN needs 4 to 6 fields, got {len(fields)}: {fen!r}")
    placement, turn, castling, ep = fields[:4]
    s = [0] * 17

    ranks = placement.split("/")
    if len(ranks) != 8:
        raise PerftError(f"FEN board needs 8 ranks, got {len(ranks)}: {placement!r}")
    for i, row in enumerate(ranks):
        rank = 7 - i
        file = 0
        for ch in row:
            if ch in "12345678":
                file += int(ch)
                if file > 8:
                    raise PerftError(f"FEN rank {rank + 1} has more than 8 squares: {row!r}")
            elif ch in "PNBRQKpnbrqk":
                if file > 7:
                    raise PerftError(f"FEN rank {rank + 1} has more than 8 squares: {row!r}")
                color = WHITE if ch in "PNBRQK" else BLACK
                s[6 * color + PIECE_LETTERS.index(ch.lower())] |= 1 << bb.square(file, rank)
                file += 1
            else:
                raise PerftError(f"bad character {ch!r} in FEN board {placement!r}")
        if file != 8:
            raise PerftError(f"FEN rank {rank + 1} does not have 8 squares: {row!r}")
    s[OCC + WHITE] = s[0] | s[1] | s[2] | s[3] | s[4] | s[5]
    s[OCC + BLACK] = s[6] | s[7] | s[8] | s[9] | s[10] | s[11]

    for color, name in ((WHITE, "white"), (BLACK, "black")):
        kings = popcount(s[6 * color + KING])
        if kings != 1:
            raise PerftError(f"the position needs exactly one {name} king, it has {kings}")
    if (s[PAWN] | s[6 + PAWN]) & BACK_RANKS:
        raise PerftError("a pawn stands on the first or the last rank")

    if turn not in ("w", "b"):
        raise PerftError(f"side to move must be 'w' or 'b', got {turn!r}")
    us = WHITE if turn == "w" else BLACK
    s[TURN] = us

    if not _CASTLING_FIELD.fullmatch(castling) or castling == "":
        raise PerftError(f"bad castling field {castling!r}")
    rights = 0
    for letter, right, king, rook, color in (
        ("K", CASTLE_WK, bb.E1, bb.H1, WHITE),
        ("Q", CASTLE_WQ, bb.E1, bb.A1, WHITE),
        ("k", CASTLE_BK, bb.E8, bb.H8, BLACK),
        ("q", CASTLE_BQ, bb.E8, bb.A8, BLACK),
    ):
        if letter in castling:
            if not (s[6 * color + KING] >> king & 1 and s[6 * color + ROOK] >> rook & 1):
                raise PerftError(f"castling right {letter!r} without king and rook on their home squares")
            rights |= right
    s[CASTLING] = rights

    if ep != "-":
        if ep not in SQUARE_NAMES:
            raise PerftError(f"bad en-passant field {ep!r}")
        sq = SQUARE_NAMES.index(ep)
        if bb.square_rank(sq) != (5 if us == WHITE else 2):
            raise PerftError(f"en-passant square {ep} is not on the {'6th' if us == WHITE else '3rd'} rank")
        pushed = sq - PAWN_STEP[us]
        origin = sq + PAWN_STEP[us]
        occ = s[OCC] | s[OCC + 1]
        if not s[6 * (us ^ 1) + PAWN] >> pushed & 1 or occ >> sq & 1 or occ >> origin & 1:
            raise PerftError(f"en-passant square {ep} does not follow a double pawn push")
        s[EP] = 1 << sq

    for name, text, least in zip(("halfmove clock", "fullmove number"), fields[4:], (0, 1)):
        if not re.fullmatch(r"[0-9]{1,9}", text) or int(text) < least:
            raise PerftError(f"bad {name} {text!r}")

    them = us ^ 1
    if attackers_of(s, (s[6 * them + KING]).bit_length() - 1, us, s[OCC] | s[OCC + 1]):
        raise PerftError("the side not to move is in check")
    return s


def attackers_of(s: Sequence[int], sq: int, color: int, occ: int) -> int:
    """Returns the pieces of `color` that attack `sq` through the occupancy `occ`."""
    o = 6 * color
    attackers = (
        (PAWN_ATTACKS[color ^ 1][sq] & s[o + PAWN])
        | (KNIGHT_ATTACKS[sq] & s[o + KNIGHT])
        | (KING_ATTACKS[sq] & s[o + KING])
    )
    rq = (s[o + ROOK] | s[o + QUEEN]) & ROOK_MASK_EX[sq]
    if rq:
        attackers |= rook_attacks(occ, sq) & rq
    bq = (s[o + BISHOP] | s[o + QUEEN]) & BISHOP_MASK_EX[sq]
    if bq:
        attackers |= bishop_attacks(occ, sq) & bq
    return attackers


# -- Move generation ------------------------------------------------------------


def generate(s: Sequence[int]) -> List[Tuple[int, int, int, int]]:
    """Returns the legal moves of the side to move grouped by piece: a list of
    (piece index into s, from square, to-square bitboard, move kind). A PROMOTION
    group stands for four moves per target square."""
    us = s[TURN]
    them = us ^ 1
    o = 6 * us
    e = 6 * them
    own = s[OCC + us]
    occ = own | s[OCC + them]
    eP, eN, eB, eR, eQ, eK = s[e : e + 6]
    erq = eR | eQ
    ebq = eB | eQ
    king = s[o + KING]
    ksq = king.bit_length() - 1
    pawn_attacks_us = PAWN_ATTACKS[us]

    checkers = (KNIGHT_ATTACKS[ksq] & eN) | (pawn_attacks_us[ksq] & eP)
    if erq & ROOK_MASK_EX[ksq]:
        checkers |= rook_attacks(occ, ksq) & erq
    if ebq & BISHOP_MASK_EX[ksq]:
        checkers |= bishop_attacks(occ, ksq) & ebq

    # King steps, tested with the king lifted so that it cannot hide behind itself.
    occ_nk = occ ^ king
    safe = 0
    targets = KING_ATTACKS[ksq] & ~own
    while targets:
        low = targets & -targets
        targets ^= low
        to = low.bit_length() - 1
        if (
            (KNIGHT_ATTACKS[to] & eN)
            or (pawn_attacks_us[to] & eP)
            or (KING_ATTACKS[to] & eK)
            or (erq & ROOK_MASK_EX[to] and rook_attacks(occ_nk, to) & erq)
            or (ebq & BISHOP_MASK_EX[to] and bishop_attacks(occ_nk, to) & ebq)
        ):
            continue
        safe |= low
    moves = [(o + KING, ksq, safe, NORMAL)] if safe else []

    if checkers & (checkers - 1):
        return moves  # double check: only the king moves
    if checkers:
        target = checkers | BETWEEN[ksq][checkers.bit_length() - 1]
    else:
        target = ALL ^ own

    pins = pinned(occ, own, ksq, erq, ebq) if erq & ROOK_MASK_EX[ksq] | ebq & BISHOP_MASK_EX[ksq] else 0
    line = LINE[ksq]

    b = s[o + KNIGHT] & ~pins  # a pinned knight never moves
    while b:
        low = b & -b
        b ^= low
        sq = low.bit_length() - 1
        t = KNIGHT_ATTACKS[sq] & target
        if t:
            moves.append((o + KNIGHT, sq, t, NORMAL))
    for piece in (BISHOP, ROOK, QUEEN):
        b = s[o + piece]
        while b:
            low = b & -b
            b ^= low
            sq = low.bit_length() - 1
            if piece == BISHOP:
                t = bishop_attacks(occ, sq) & target
            elif piece == ROOK:
                t = rook_attacks(occ, sq) & target
            else:
                t = queen_attacks(occ, sq) & target
            if low & pins:
                t &= line[sq]
            if t:
                moves.append((o + piece, sq, t, NORMAL))

    enemy = s[OCC + them]
    empty = ALL ^ occ
    pawns = s[o + PAWN]
    step = PAWN_STEP[us]
    start, last = (RANK_2, RANK_7) if us == WHITE else (RANK_7, RANK_2)
    b = pawns
    while b:
        low = b & -b
        b ^= low
        sq = low.bit_length() - 1
        one = 1 << (sq + step)
        t = pawn_attacks_us[sq] & enemy
        if one & empty:
            t |= one
            if low & start:
                two = 1 << (sq + 2 * step)
                if two & empty:
                    t |= two
        t &= target
        if low & pins:
            t &= line[sq]
        if t:
            moves.append((o + PAWN, sq, t, PROMOTION if low & last else NORMAL))

    ep = s[EP]
    if ep:
        epsq = ep.bit_length() - 1
        captured = 1 << (epsq - step)
        # Our pawns that attack the target square are those a pawn of theirs there would attack.
        b = PAWN_ATTACKS[them][epsq] & pawns
        while b:
            low = b & -b
            b ^= low
            # Both pawns leave their squares at once (the rank case), so test the
            # king against the position after the capture instead of by pins.
            after = occ ^ low ^ captured ^ ep
            if checkers & ~captured:
                if not ep & target:
                    continue
            if erq and rook_attacks(after, ksq) & erq:
                continue
            if ebq and bishop_attacks(after, ksq) & ebq:
                continue
            moves.append((o + PAWN, low.bit_length() - 1, ep, EN_PASSANT))

    rights = s[CASTLING]
    if rights and not checkers:
        for right, to, path, passes in CASTLES[us]:
            if rights & right and not path & occ:
                for sq in passes:
                    if attackers_of(s, sq, them, occ):
                        break
                else:
                    moves.append((o + KING, ksq, 1 << to, CASTLE))
    return moves


def count(s: Sequence[int]) -> int:
    """Returns the number of legal moves of the side to move."""
    n = 0
    for _, _, t, kind in generate(s):
        n += popcount(t) * 4 if kind == PROMOTION else popcount(t)
    return n


def children(s: Sequence[int]) -> Iterator[Tuple[str, List[int]]]:
    """Yields (uci, position after the move) for every legal move."""
    for piece, frm, targets, kind in generate(s):
        while targets:
            low = targets & -targets
            targets ^= low
            to = low.bit_length() - 1
            uci = SQUARE_NAMES[frm] + SQUARE_NAMES[to]
            if kind == PROMOTION:
                for promo in PROMOTION_PIECES:
                    yield uci + PIECE_LETTERS[promo], make(s, piece, frm, to, kind, promo)
            else:
                yield uci, make(s, piece, frm, to, kind, 0)


def make(s: Sequence[int], piece: int, frm: int, to: int, kind: int, promo: int) -> List[int]:
    """Returns the position after a legal move (s is left unchanged)."""
    n = list(s)
    us = s[TURN]
    them = us ^ 1
    src = 1 << frm
    dst = 1 << to
    n[piece] ^= src | dst
    n[OCC + us] ^= src | dst
    if dst & s[OCC + them]:
        e = 6 * them
        for i in range(e, e + 5):
            if s[i] & dst:
                n[i] ^= dst
                break
        n[OCC + them] ^= dst
    n[EP] = 0
    if kind == NORMAL:
        if piece == 6 * us + PAWN and to - frm == 2 * PAWN_STEP[us]:
            n[EP] = 1 << (frm + PAWN_STEP[us])
    elif kind == PROMOTION:
        n[piece] ^= dst
        n[6 * us + promo] ^= dst
    elif kind == EN_PASSANT:
        captured = 1 << (to - PAWN_STEP[us])
        n[6 * them + PAWN] ^= captured
        n[OCC + them] ^= captured
    else:
        rook = CASTLE_ROOK[to]
        n[6 * us + ROOK] ^= rook
        n[OCC + us] ^= rook
    n[CASTLING] &= KEEP_RIGHTS[frm] & KEEP_RIGHTS[to]
    n[TURN] = them
    return n


def perft(s: Sequence[int], depth: int) -> int:
    """Returns the number of leaf nodes of the legal move tree `depth` plies deep."""
    if depth <= 1:
        return count(s) if depth == 1 else 1
    total = 0
    for piece, frm, targets, kind in generate(s):
        while targets:
            low = targets & -targets
            targets ^= low
            to = low.bit_length() - 1
            if kind == PROMOTION:
                for promo in PROMOTION_PIECES:
                    total += perft(make(s, piece, frm, to, kind, promo), depth - 1)
            else:
                total += perft(make(s, piece, frm, to, kind, 0), depth - 1)
    return total


def divide(s: Sequence[int], depth: int) -> List[Tuple[str, int]]:
    """Returns (uci, perft(depth - 1) after it) for every legal root move, sorted by uci."""
    return sorted((uci, perft(child, depth - 1)) for uci, child in children(s))


def legal_moves_uci(fen: str) -> List[str]:
    """Returns the legal moves of a FEN in UCI form, sorted."""
    return sorted(uci for uci, _ in children(parse_fen(fen)))


# -- Command line ---------------------------------------------------------------

USAGE = 'usage: python -m tests.perft [--divide] "<FEN>"|- DEPTH'


MAX_DEPTH = 64


def parse_depth(text: str) -> int:
    """Returns DEPTH as an int; raises PerftError unless it is an integer from 1 to MAX_DEPTH."""
    if not re.fullmatch(r"[0-9]{1,3}", text) or not 1 <= int(text) <= MAX_DEPTH:
        raise PerftError(f"depth must be an integer from 1 to {MAX_DEPTH}, got {text!r}")
    return int(text)


def main(argv: Optional[Sequence[str]] = None) -> int:
    """The command line; returns the exit status (2 for bad input)."""
    args = list(sys.argv[1:] if argv is None else argv)
    if args in (["-h"], ["--help"]):
        print(__doc__.strip())
        return 0
    show_divide = len(args) == 3 and args[0] == "--divide"
    if show_divide:
        args = args[1:]
    try:
        if len(args) != 2 or args[0].startswith("--"):
            raise PerftError(USAGE)
        fen_text, depth_text = args
        depth = parse_depth(depth_text)
    except PerftError as exc:
        return refuse(exc)
    # "-": each line of standard input a FEN, answered in turn
    fens = (line.rstrip("\n").removesuffix("\r") for line in sys.stdin) if fen_text == "-" else [fen_text]
    status = 0
    for fen in fens:
        try:
            s = parse_fen(fen)
        except PerftError as exc:
            status = refuse(exc)
        else:
            answer(s, depth, show_divide)
    return status


def refuse(error: PerftError) -> int:
    """Prints the "perft: " line of bad input on stderr, after what stdout holds
    so far; returns its exit status, 2."""
    sys.stdout.flush()
    print(f"perft: {error}", file=sys.stderr)
    return 2


def answer(s, depth: int, show_divide: bool) -> None:
    """Prints the count of position `s` at `depth`, or with `show_divide` the count
    of each root move ("e2e4: 20", in UCI order) and then the total."""
    if show_divide:
        total = 0
        for uci, nodes in divide(s, depth):
            print(f"{uci}: {nodes}")
            total += nodes
        print(total)
    else:
        print(perft(s, depth))


if __name__ == "__main__":
    sys.exit(main())
