"""Python transcriptions of the Chess Programming Wiki (CPW) bitboard formulas.

These are test oracles: they import nothing from `bitboard_tables/`. Every routine is
written as close to the C on the CPW page as Python allows and names the page
it came from. C's fixed-width arithmetic is emulated explicitly:

- `U64` values are masked to 64 bits after every operation that can overflow
  (`<<`, `-`, `*`, unary minus);
- `int` values (32-bit signed in the CPW code) go through `i32()`, and a right
  shift of a negative `int` is arithmetic (`sar32`), which is what CPW relies on
  in `diag >> 31`.

Square mapping: little-endian rank-file (LERF), a1 = 0, h8 = 63, as on CPW.
"""

from __future__ import annotations

M64 = (1 << 64) - 1


def u64(x: int) -> int:
    """Returns `x` converted to C `uint64_t` (reduced modulo 2**64)."""
    return x & M64


def i32(x: int) -> int:
    """Returns `x` converted to a 32-bit two's complement C `int`."""
    x &= 0xFFFFFFFF
    return x - (1 << 32) if x & 0x80000000 else x


def sar32(x: int, n: int) -> int:
    """Returns the C `int` expression `x >> n` (arithmetic shift, as CPW assumes)."""
    return i32(i32(x) >> n)


def rotate_left(x: int, s: int) -> int:
    """CPW "General Setwise Operations", Rotate: rotateLeft(x, s), s taken mod 64."""
    s &= 63
    return u64((x << s) | (x >> ((64 - s) & 63))) if s else u64(x)


# --- CPW "On an empty Board": Line Attacks, By Calculation ------------------


def rankMask(sq: int) -> int:  # noqa: N802 (CPW names)
    # CPW "On an empty Board": return C64(0xff) << (sq & 56);
    return u64(0xFF << (sq & 56))


def fileMask(sq: int) -> int:  # noqa: N802
    # CPW "On an empty Board": return C64(0x0101010101010101) << (sq & 7);
    return u64(0x0101010101010101 << (sq & 7))


def diagonalMask(sq: int) -> int:  # noqa: N802
    # CPW "On an empty Board", by calculation:
    #   const U64 maindia = C64(0x8040201008040201);
    #   int diag =8*(sq & 7) - (sq & 56);
    #   int nort = -diag & ( diag >> 31);
    #   int sout =  diag & (-diag >> 31);
    #   return (maindia >> sout) << nort;
    maindia = 0x8040201008040201
    diag = i32(8 * (sq & 7) - (sq & 56))
    nort = i32(-diag) & sar32(diag, 31)
    sout = diag & sar32(-diag, 31)
    return u64((maindia >> sout) << nort)


def antiDiagMask(sq: int) -> int:  # noqa: N802
    # CPW "On an empty Board", by calculation:
    #   const U64 maindia = C64(0x0102040810204080);
    #   int diag =56- 8*(sq&7) - (sq&56);
    #   int nort = -diag & ( diag >> 31);
    #   int sout =  diag & (-diag >> 31);
    #   return (maindia >> sout) << nort;
    maindia = 0x0102040810204080
    diag = i32(56 - 8 * (sq & 7) - (sq & 56))
    nort = i32(-diag) & sar32(diag, 31)
    sout = diag & sar32(-diag, 31)
    return u64((maindia >> sout) << nort)


def diagonalMaskShift(sq: int) -> int:  # noqa: N802
    # CPW "On an empty Board", the generalized shift version (Thomas Jahn):
    #   int diag  = (sq&7) - (sq>>3);
    #   return diag >= 0 ? maindia >> diag*8 : maindia << -diag*8;
    maindia = 0x8040201008040201
    diag = (sq & 7) - (sq >> 3)
    return maindia >> diag * 8 if diag >= 0 else u64(maindia << -diag * 8)


def antiDiagMaskShift(sq: int) -> int:  # noqa: N802
    # CPW "On an empty Board", the generalized shift version (Thomas Jahn):
    #   int diag  = 7 - (sq&7) - (sq>>3);
    #   return diag >= 0 ? maindia >> diag*8 : maindia << -diag*8;
    maindia = 0x0102040810204080
    diag = 7 - (sq & 7) - (sq >> 3)
    return maindia >> diag * 8 if diag >= 0 else u64(maindia << -diag * 8)


# CPW "On an empty Board": excluding the square bit.
def rankMaskEx(sq: int) -> int:  # noqa: N802
    return (1 << sq) ^ rankMask(sq)


def fileMaskEx(sq: int) -> int:  # noqa: N802
    return (1 << sq) ^ fileMask(sq)


def diagonalMaskEx(sq: int) -> int:  # noqa: N802
    return (1 << sq) ^ diagonalMask(sq)


def antiDiagMaskEx(sq: int) -> int:  # noqa: N802
    return (1 << sq) ^ antiDiagMask(sq)


# CPW "On an empty Board": Piece Attacks, By Calculation.
def rookMask(sq: int) -> int:  # noqa: N802
    return rankMask(sq) | fileMask(sq)


def bishopMask(sq: int) -> int:  # noqa: N802
    return diagonalMask(sq) | antiDiagMask(sq)


def rookMaskEx(sq: int) -> int:  # noqa: N802
    return rankMask(sq) ^ fileMask(sq)


def bishopMaskEx(sq: int) -> int:  # noqa: N802
    return diagonalMask(sq) ^ antiDiagMask(sq)


def queenMask(sq: int) -> int:  # noqa: N802
    return rookMask(sq) | bishopMask(sq)


def queenMaskEx(sq: int) -> int:  # noqa: N802
    return rookMask(sq) ^ bishopMask(sq)


# --- CPW "On an empty Board": Positive and Negative Rays, By Calculation ----


def eastMaskEx(sq: int) -> int:  # noqa: N802
    # const U64 one = 1; return 2*( (one << (sq|7)) - (one << sq) );
    one = 1
    return u64(2 * u64((one << (sq | 7)) - (one << sq)))


def nortMaskEx(sq: int) -> int:  # noqa: N802
    # return C64(0x0101010101010100) << sq;
    return u64(0x0101010101010100 << sq)


def westMaskEx(sq: int) -> int:  # noqa: N802
    # const U64 one = 1; return (one << sq) - (one << (sq&56));
    one = 1
    return u64((one << sq) - (one << (sq & 56)))


def soutMaskEx(sq: int) -> int:  # noqa: N802
    # return C64(0x0080808080808080) >> (sq ^ 63);
    return 0x0080808080808080 >> (sq ^ 63)


def positiveRay(line_attacks: int, sq: int) -> int:  # noqa: N802
    # CPW "On an empty Board", Rays by Line:
    #   positiveRay[sq] = lineAttacks[sq] & (C64(-2) << sq);
    return line_attacks & u64(u64(-2) << sq)


def negativeRay(line_attacks: int, sq: int) -> int:  # noqa: N802
    # CPW "On an empty Board", Rays by Line:
    #   negativeRay[sq] = lineAttacks[sq] & ((C64(1) << sq) - 1);
    return line_attacks & u64((1 << sq) - 1)


# --- CPW "Kogge-Stone Algorithm": Generalized Rays --------------------------

# positve left, negative right shifts
# int shift[8] = {9, 1,-7,-8,-9,-1, 7, 8};
shift = (9, 1, -7, -8, -9, -1, 7, 8)

avoidWrap = (  # noqa: N816
    0xFEFEFEFEFEFEFE00,
    0xFEFEFEFEFEFEFEFE,
    0x00FEFEFEFEFEFEFE,
    0x00FFFFFFFFFFFFFF,
    0x007F7F7F7F7F7F7F,
    0x7F7F7F7F7F7F7F7F,
    0x7F7F7F7F7F7F7F00,
    0xFFFFFFFFFFFFFF00,
)


def occludedFill(gen: int, pro: int, dir8: int) -> int:  # noqa: N802
    # CPW "Kogge-Stone Algorithm", Generalized Rays:
    #   int r = shift[dir8]; // {+-1,7,8,9}
    #   pro &= avoidWrap[dir8];
    #   gen |= pro & rotateLeft(gen, r);
    #   pro &=       rotateLeft(pro, r);
    #   gen |= pro & rotateLeft(gen, 2*r);
    #   pro &=       rotateLeft(pro, 2*r);
    #   gen |= pro & rotateLeft(gen, 4*r);
    #   return gen;
    r = shift[dir8]
    pro &= avoidWrap[dir8]
    gen |= pro & rotate_left(gen, r)
    pro &= rotate_left(pro, r)
    gen |= pro & rotate_left(gen, 2 * r)
    pro &= rotate_left(pro, 2 * r)
    gen |= pro & rotate_left(gen, 4 * r)
    return gen


def occludedFillLoop(gen: int, pro: int, dir8: int) -> int:  # noqa: N802
    # CPW "Dumb7Fill", Generalized Rays, the loop version:
    #   U64 flood = 0;
    #   if (gen) { int r = shift[dir8]; pro &= avoidWrap[dir8];
    #      do { flood |= gen; gen = rotateLeft(gen, r) & pro; } while (gen); }
    #   return flood;
    flood = 0
    if gen:
        r = shift[dir8]
        pro &= avoidWrap[dir8]
        while gen:
            flood |= gen
            gen = rotate_left(gen, r) & pro
    return flood


def shiftOne(b: int, dir8: int) -> int:  # noqa: N802
    # CPW "Kogge-Stone Algorithm": return rotateLeft(b, shift[dir8]) & avoidWrap[dir8];
    return rotate_left(b, shift[dir8]) & avoidWrap[dir8]


def slidingAttacks(sliders: int, empty: int, dir8: int) -> int:  # noqa: N802
    # CPW "Kogge-Stone Algorithm": shiftOne(occludedFill(sliders, empty, dir8), dir8)
    return shiftOne(occludedFill(sliders, empty, dir8), dir8)


def opposite(dir8: int) -> int:
    # CPW dir8 enumeration: the opposite direction is four steps around the rose.
    return dir8 ^ 4


# --- CPW "X-ray Attacks (Bitboards)": Multiple Sliders ----------------------


def xrayAttacks(sliders: int, empty: int, blockers: int, dir8: int) -> int:  # noqa: N802
    # U64 attacks = slidingAttacks (sliders, empty, dir8);
    # blockers &= attacks; // & notOuterSquares[dir8];
    # if ( blockers ) return slidingAttacks (blockers, empty, dir8);
    # return 0;
    attacks = slidingAttacks(sliders, empty, dir8)
    blockers &= attacks
    if blockers:
        return slidingAttacks(blockers, empty, dir8)
    return 0


def betweenSliderAndTarget(sliders: int, empty: int, targets: int, dir8: int) -> int:  # noqa: N802
    # CPW "X-ray Attacks (Bitboards)", Blockers by Targets:
    # U64 attacks    = slidingAttacks (sliders, empty, dir8);
    # U64 fromtarget = slidingAttacks (targets, empty, opposite(dir8));
    # return attacks & fromtarget;
    attacks = slidingAttacks(sliders, empty, dir8)
    fromtarget = slidingAttacks(targets, empty, opposite(dir8))
    return attacks & fromtarget


# --- CPW "Square Attacked By": In Between, Pure Calculation -----------------


def inBetween(sq1: int, sq2: int) -> int:  # noqa: N802
    # const U64 m1   = C64(-1);
    # const U64 a2a7 = C64(0x0001010101010100);
    # const U64 b2g7 = C64(0x0040201008040200);
    # const U64 h1b7 = C64(0x0002040810204080); /* Thanks Dustin, g2b7 did not work for c1-a3 */
    # U64 btwn, line, rank, file;
    m1 = u64(-1)
    a2a7 = 0x0001010101010100
    b2g7 = 0x0040201008040200
    h1b7 = 0x0002040810204080
    # btwn  = (m1 << sq1) ^ (m1 << sq2);
    btwn = u64(m1 << sq1) ^ u64(m1 << sq2)
    # file  =   (sq2 & 7) - (sq1   & 7);        (int arithmetic, stored in a U64)
    file = u64(i32((sq2 & 7) - (sq1 & 7)))
    # rank  =  ((sq2 | 7) -  sq1) >> 3 ;         (int, arithmetic shift, stored in a U64)
    rank = u64(sar32((sq2 | 7) - sq1, 3))
    # line  =      (   (file  &  7) - 1) & a2a7; /* a2a7 if same file */
    line = u64((file & 7) - 1) & a2a7
    # line += 2 * ((   (rank  &  7) - 1) >> 58); /* b1g1 if same rank */
    line = u64(line + 2 * (u64((rank & 7) - 1) >> 58))
    # line += (((rank - file) & 15) - 1) & b2g7; /* b2g7 if same diagonal */
    line = u64(line + (u64((u64(rank - file) & 15) - 1) & b2g7))
    # line += (((rank + file) & 15) - 1) & h1b7; /* h1b7 if same antidiag */
    line = u64(line + (u64((u64(rank + file) & 15) - 1) & h1b7))
    # line *= btwn & -btwn; /* mul acts like shift by smaller square */
    line = u64(line * (btwn & u64(-btwn)))
    # return line & btwn;   /* return the bits on that line in-between */
    return line & btwn


# --- CPW "Kindergarten Bitboards", as SPEC.md gives the index formulas ------

B_FILE = 0x0202020202020202
A_FILE = 0x0101010101010101
DIAG_C2_H7 = 0x0080402010080400


def kindergarten_line_index(mask_ex: int, occ: int) -> int:
    """SPEC / CPW "Kindergarten Bitboards": ((MASK_EX & occ) * 0x0202020202020202) >> 58."""
    return u64((mask_ex & occ) * B_FILE) >> 58


def kindergarten_line_attacks(fill_up, mask_ex: int, sq: int, occ: int) -> int:
    """SPEC / CPW: MASK_EX & FILL_UP_ATTACKS[sq & 7][idx] (also for the x-ray table)."""
    return mask_ex & fill_up[sq & 7][kindergarten_line_index(mask_ex, occ)]


def kindergarten_file_index(sq: int, occ: int) -> int:
    """SPEC / CPW: (((occ >> (sq & 7)) & 0x0101010101010101) * 0x0080402010080400) >> 58."""
    return u64(((occ >> (sq & 7)) & A_FILE) * DIAG_C2_H7) >> 58


def kindergarten_file_attacks(a_file, sq: int, occ: int) -> int:
    """SPEC / CPW: A_FILE_ATTACKS[sq >> 3][idx] << (sq & 7) (also for the x-ray table)."""
    return u64(a_file[sq >> 3][kindergarten_file_index(sq, occ)] << (sq & 7))


# --- CPW "X-ray Attacks (Bitboards)" ----------------------------------------


def xray(attacks_of, occ: int) -> int:
    """CPW/SPEC x-ray set of one slider: a ^ attacks(occ & ~a), a = attacks(occ)."""
    a = attacks_of(occ)
    return a ^ attacks_of(occ & ~a & M64)


def xray_modifying_occupancy(attacks_of, occ: int, blockers: int) -> int:
    # CPW "X-ray Attacks (Bitboards)", Modifying Occupancy:
    #   U64 attacks = rookAttacks(occ, rookSq);
    #   blockers &= attacks;
    #   return attacks ^ rookAttacks(occ ^ blockers, rookSq);
    attacks = attacks_of(occ)
    blockers &= attacks
    return attacks ^ attacks_of(occ ^ blockers)


# --- CPW "Blockers and Beyond": the Senpai loop -----------------------------


def bitScanForward(b: int) -> int:  # noqa: N802
    return (b & -b).bit_length() - 1


def pieceAttacks(arrPieceAttacks, arrBlockersAndBeyond, arrBehind, pc, f, occupied):  # noqa: N802,N803
    # U64 ts = arrPieceAttacks[pc][f];
    # for (U64 b = occupied & arrBlockersAndBeyond[pc][f]; b != 0; b &= (b - 1)) {
    #    int sq = bitScanForward(b);
    #    ts &= ~arrBehind[f][sq];
    # }
    # return ts;
    ts = arrPieceAttacks[pc][f]
    b = occupied & arrBlockersAndBeyond[pc][f]
    while b != 0:
        sq = bitScanForward(b)
        ts &= ~arrBehind[f][sq] & M64
        b &= b - 1
    return ts


# --- CPW "Pin": absolute pins -----------------------------------------------


def absolute_pins(
    xrayRookAttacks, xrayBishopAttacks, obstructed, occupiedBB, ownPieces, squareOfKing, opRQ, opBQ
):  # noqa: N803
    # pinned = 0;
    # pinner = xrayRookAttacks(occupiedBB, ownPieces, squareOfKing) & opRQ;
    # while ( pinner ) {
    #    int sq  = bitScanForward(pinner);
    #    pinned |= obstructed(sq, squareOfKing) & ownPieces;
    #    pinner &= pinner - 1;
    # }
    # pinner = xrayBishopAttacks(occupiedBB, ownPieces, squareOfKing) & opBQ;
    # while ( pinner ) { ... the same ... }
    pinned = 0
    pinner = xrayRookAttacks(occupiedBB, ownPieces, squareOfKing) & opRQ
    while pinner:
        sq = bitScanForward(pinner)
        pinned |= obstructed(sq, squareOfKing) & ownPieces
        pinner &= pinner - 1
    pinner = xrayBishopAttacks(occupiedBB, ownPieces, squareOfKing) & opBQ
    while pinner:
        sq = bitScanForward(pinner)
        pinned |= obstructed(sq, squareOfKing) & ownPieces
        pinner &= pinner - 1
    return pinned


# --- CPW "Knight Pattern", "King Pattern", "Pawn Attacks (Bitboards)" -------

notAFile = 0xFEFEFEFEFEFEFEFE  # noqa: N816
notHFile = 0x7F7F7F7F7F7F7F7F  # noqa: N816


def knightAttacks(knights: int) -> int:  # noqa: N802
    # CPW "Knight Pattern", Multiple Knight Attacks:
    #   U64 l1 = (knights >> 1) & C64(0x7f7f7f7f7f7f7f7f);
    #   U64 l2 = (knights >> 2) & C64(0x3f3f3f3f3f3f3f3f);
    #   U64 r1 = (knights << 1) & C64(0xfefefefefefefefe);
    #   U64 r2 = (knights << 2) & C64(0xfcfcfcfcfcfcfcfc);
    #   U64 h1 = l1 | r1;
    #   U64 h2 = l2 | r2;
    #   return (h1<<16) | (h1>>16) | (h2<<8) | (h2>>8);
    l1 = (knights >> 1) & 0x7F7F7F7F7F7F7F7F
    l2 = (knights >> 2) & 0x3F3F3F3F3F3F3F3F
    r1 = u64(knights << 1) & 0xFEFEFEFEFEFEFEFE
    r2 = u64(knights << 2) & 0xFCFCFCFCFCFCFCFC
    h1 = l1 | r1
    h2 = l2 | r2
    return u64(h1 << 16) | (h1 >> 16) | u64(h2 << 8) | (h2 >> 8)


def eastOne(b: int) -> int:  # noqa: N802
    # CPW "General Setwise Operations", One Step Only: return (b << 1) & notAFile;
    return u64(b << 1) & notAFile


def westOne(b: int) -> int:  # noqa: N802
    # return (b >> 1) & notHFile;
    return (b >> 1) & notHFile


def nortOne(b: int) -> int:  # noqa: N802
    # return b << 8;
    return u64(b << 8)


def soutOne(b: int) -> int:  # noqa: N802
    # return b >> 8;
    return b >> 8


def noEaOne(b: int) -> int:  # noqa: N802
    # return (b << 9) & notAFile;
    return u64(b << 9) & notAFile


def soEaOne(b: int) -> int:  # noqa: N802
    # return (b >> 7) & notAFile;
    return (b >> 7) & notAFile


def soWeOne(b: int) -> int:  # noqa: N802
    # return (b >> 9) & notHFile;
    return (b >> 9) & notHFile


def noWeOne(b: int) -> int:  # noqa: N802
    # return (b << 7) & notHFile;
    return u64(b << 7) & notHFile


def kingAttacks(kingSet: int) -> int:  # noqa: N802,N803
    # CPW "King Pattern", by Calculation:
    #   U64 attacks = eastOne(kingSet) | westOne(kingSet);
    #   kingSet    |= attacks;
    #   attacks    |= nortOne(kingSet) | soutOne(kingSet);
    #   return attacks;
    attacks = eastOne(kingSet) | westOne(kingSet)
    kingSet |= attacks
    attacks |= nortOne(kingSet) | soutOne(kingSet)
    return attacks


def wPawnEastAttacks(wpawns: int) -> int:  # noqa: N802
    # CPW "Pawn Attacks (Bitboards)": return noEaOne(wpawns);
    return noEaOne(wpawns)


def wPawnWestAttacks(wpawns: int) -> int:  # noqa: N802
    # return noWeOne(wpawns);
    return noWeOne(wpawns)


def bPawnEastAttacks(bpawns: int) -> int:  # noqa: N802
    # return soEaOne(bpawns);
    return soEaOne(bpawns)


def bPawnWestAttacks(bpawns: int) -> int:  # noqa: N802
    # return soWeOne(bpawns);
    return soWeOne(bpawns)
