// perft.mjs - a complete legal move generator and perft counter built on the
// generated JavaScript module, the twin of perft.c and perft.go.
//
// Every attack set here comes from bitboards.mjs (generated/, or the module of
// any square mapping, beside this file): sliders from rookAttacks /
// bishopAttacks / queenAttacks, leapers from KNIGHT_ATTACKS, KING_ATTACKS and
// PAWN_ATTACKS[color][sq], absolute pins from pinned, pin rays from LINE and
// check-blocking squares from BETWEEN. Squares come from the module's names,
// square, squareFile, squareRank and DIR_SHIFT only, so this file counts right
// on the module of every square mapping. Nothing else is precomputed, so a
// wrong table entry shows up as a wrong node count against the published
// perft numbers.
//
// Usage:
//
//     node perft.mjs "<FEN>" DEPTH            prints the number of leaf nodes
//     node perft.mjs --divide "<FEN>" DEPTH   one line per legal root move in UCI
//                                             form ("e2e4: 20", "a7a8q: 1"),
//                                             sorted by move, then the total
//     node perft.mjs [--divide] - DEPTH       the same for each line of standard
//                                             input, one FEN a line, in turn
//
// The count is always the last line of standard output (of each FEN's answer).
// Bad input (malformed FEN, an impossible position, a bad depth, wrong
// arguments) gives one line on standard error starting with "perft: " and exit
// status 2. The input rules are perft.c's, word for word in its opening comment,
// and so are those of `-` (perft.c's usage): DEPTH is checked before any input
// is read, a line's trailing "\r" is ignored, no input gives no output, and a bad
// line gets its error on standard error, the lines after it answered, exit status 2.
//
// `make perft-js` lays this file out beside generated/bitboards.mjs in
// build/perft-js.d/ and writes the launcher build/perft-js. The sliders and pins
// come from sliders.mjs beside it, which tests/drivers/js/build.py writes: the
// module's rookAttacks ... and pinned, or those of a slider technique
// (rookAttacksMagic ...); the high half of pinned's result is pinnedHigh()'s.
//
// A bitboard is two 32-bit halves, as the module's functions take them: a
// position is one Int32Array (its bitboards as halves, its state, its board),
// copied to make a move, and a function of this file that returns a bitboard
// returns its low half and leaves the high half in `H`, as the module leaves
// it in `high`. The tables are read as halves from Int32Arrays of the
// module's BigUint64Arrays, built at load from each entry's value, and so in
// either byte order. No bitboard operation allocates. The generator is
// strictly legal, as perft.c's (see its opening comment for the six steps), so
// perft counts the moves of the last ply without making them ("bulk counting").

import {
    high, lowHalf, highHalf, square, squareFile, squareRank, lsb, popcount,
    DIR_SHIFT, KNIGHT_ATTACKS, KING_ATTACKS, PAWN_ATTACKS, BETWEEN, LINE, RANK_MASK,
    WHITE, BLACK, PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING, NORT, SOUT,
    A1, C1, D1, E1, F1, G1, H1, A8, C8, D8, E8, F8, G8, H8,
} from "./bitboards.mjs";
import { pinned, pinnedHigh, rookAttacks, bishopAttacks, queenAttacks } from "./sliders.mjs";
import { readFileSync } from "node:fs";

// Returns the bitboards of `table` as halves: entry k at [2 * k] (low) and [2 * k + 1] (high).
function halves(table) {
    return Int32Array.from({ length: 2 * table.length }, (_, i) => (i & 1 ? highHalf : lowHalf)(table[i >> 1]));
}

const KNIGHTS = halves(KNIGHT_ATTACKS);
const KINGS = halves(KING_ATTACKS);
const PAWNS = halves(PAWN_ATTACKS); // [color][sq] at 2 * (64 * color + sq)
const BETWEENS = halves(BETWEEN); // [frm][to] at 2 * (64 * frm + to)
const LINES = halves(LINE);
const RANK_MASKS = halves(RANK_MASK);

// ------------------------------------------------------------------------
// Position: one Int32Array
// ------------------------------------------------------------------------

const PIECES = 0; // [color][kind] halves at 2 * (6 * color + kind)
const COLORS = 24; // [color] halves: all pieces of one color
const OCC = 28; // all pieces
const SIDE = 30; // the color to move
const CASTLING = 31; // CASTLE_* bits still held
const EP = 32; // the square a pawn may capture onto en passant, or -1
const HALFMOVE = 33;
const FULLMOVE = 34;
const BOARD = 35; // the piece kind on each square, or NO_PIECE
const SIZE = BOARD + 64;
const NO_PIECE = 6;
// No position has more legal moves than this (see perft.c).
const MAX_MOVES = 62 * 27 + 10;
const MAX_DEPTH = 64;

const CASTLE_WK = 1, CASTLE_WQ = 2, CASTLE_BK = 4, CASTLE_BQ = 8;

let H = 0; // the high half of the bitboard this file's last function returned

function emptyPosition() {
    const pos = new Int32Array(SIZE);
    pos.fill(NO_PIECE, BOARD);
    pos[SIDE] = WHITE;
    pos[EP] = -1;
    pos[FULLMOVE] = 1;
    return pos;
}

// Returns whether square sq is in the bitboard (lo, hi).
function has(lo, hi, sq) {
    return (sq < 32 ? (lo >>> sq) & 1 : (hi >>> (sq - 32)) & 1) !== 0;
}

// Flips square sq in the bitboards of a piece of `color` and `kind`.
function flip(pos, color, kind, sq) {
    const half = sq >> 5;
    const bit = 1 << (sq & 31);
    pos[PIECES + 2 * (6 * color + kind) + half] ^= bit;
    pos[COLORS + 2 * color + half] ^= bit;
    pos[OCC + half] ^= bit;
}

function putPiece(pos, color, kind, sq) {
    flip(pos, color, kind, sq);
    pos[BOARD + sq] = kind;
}

function removePiece(pos, color, kind, sq) {
    flip(pos, color, kind, sq);
    pos[BOARD + sq] = NO_PIECE;
}

// Returns the pieces of color `by` that attack sq when the board holds (occLo,
// occHi) (other than the position's occupancy to ask "what if"): the low half,
// the high half in H.
function attackersOf(pos, sq, by, occLo, occHi) {
    const p = PIECES + 12 * by;
    // A pawn of `by` attacks sq exactly when a pawn of the other color on sq
    // would attack the pawn's square.
    const pawn = 2 * (64 * (by ^ 1) + sq);
    const k = 2 * sq;
    let lo = (PAWNS[pawn] & pos[p]) | (KNIGHTS[k] & pos[p + 2]) | (KINGS[k] & pos[p + 10]);
    let hi = (PAWNS[pawn + 1] & pos[p + 1]) | (KNIGHTS[k + 1] & pos[p + 3]) | (KINGS[k + 1] & pos[p + 11]);
    lo |= bishopAttacks(occLo, occHi, sq) & (pos[p + 4] | pos[p + 8]);
    hi |= high & (pos[p + 5] | pos[p + 9]);
    lo |= rookAttacks(occLo, occHi, sq) & (pos[p + 6] | pos[p + 8]);
    hi |= high & (pos[p + 7] | pos[p + 9]);
    H = hi;
    return lo;
}

// Returns whether any piece of color `by` attacks sq when the board holds (occLo, occHi).
function attacked(pos, sq, by, occLo, occHi) {
    return (attackersOf(pos, sq, by, occLo, occHi) | H) !== 0;
}

function kingSquare(pos, color) {
    const k = PIECES + 2 * (6 * color + KING);
    return lsb(pos[k], pos[k + 1]);
}

// pawnStep returns the square difference of one pawn step forward: north for white.
function pawnStep(color) {
    return color === WHITE ? DIR_SHIFT[NORT] : DIR_SHIFT[SOUT];
}

// ------------------------------------------------------------------------
// Moves: from | to << 6 | promotion << 12 | kind << 16
// ------------------------------------------------------------------------

const MOVE_NORMAL = 0, MOVE_DOUBLE_PUSH = 1, MOVE_EN_PASSANT = 2, MOVE_CASTLE = 3;

function encode(from, to, promotion, kind) {
    return from | (to << 6) | (promotion << 12) | (kind << 16);
}

// One castling move each: the right it needs and where king and rook go.
const CASTLE_RULES = [
    [CASTLE_WK, E1, G1, H1, F1],
    [CASTLE_WQ, E1, C1, A1, D1],
    [CASTLE_BK, E8, G8, H8, F8],
    [CASTLE_BQ, E8, C8, A8, D8],
];

// The castling rights lost when a piece leaves or arrives on each square.
const RIGHTS_TOUCHING = new Int32Array(64);
for (const [right, kingFrom, , rookFrom] of CASTLE_RULES) {
    RIGHTS_TOUCHING[kingFrom] |= right;
    RIGHTS_TOUCHING[rookFrom] |= right;
}

// Adds a pawn move; one to the last rank is four moves, one per promotion piece.
function addPawnMove(list, n, from, to, kind) {
    const rank = squareRank(to);
    if (rank === 0 || rank === 7) {
        list[n++] = encode(from, to, QUEEN, kind);
        list[n++] = encode(from, to, ROOK, kind);
        list[n++] = encode(from, to, BISHOP, kind);
        list[n++] = encode(from, to, KNIGHT, kind);
        return n;
    }
    list[n++] = encode(from, to, NO_PIECE, kind);
    return n;
}

// Returns whether capturing en passant from `from` onto `to` is legal: every
// attack on the king recomputed with the occupancy after the capture.
function enPassantIsLegal(pos, from, to, kingSq) {
    const captured = to - pawnStep(pos[SIDE]);
    let occLo = pos[OCC], occHi = pos[OCC + 1];
    for (const sq of [from, captured, to]) {
        if (sq < 32) occLo ^= 1 << sq;
        else occHi ^= 1 << (sq - 32);
    }
    let lo = attackersOf(pos, kingSq, pos[SIDE] ^ 1, occLo, occHi);
    let hi = H;
    // the captured pawn attacks nothing any more
    if (captured < 32) lo &= ~(1 << captured);
    else hi &= ~(1 << (captured - 32));
    return (lo | hi) === 0;
}

function generatePawnMoves(pos, list, n, kingSq, targetsLo, targetsHi, pinnedLo, pinnedHi) {
    const us = pos[SIDE];
    const up = pawnStep(us);
    const startRank = us === WHITE ? 1 : 6;
    const enemyLo = pos[COLORS + 2 * (us ^ 1)], enemyHi = pos[COLORS + 2 * (us ^ 1) + 1];
    const occLo = pos[OCC], occHi = pos[OCC + 1];
    const p = PIECES + 2 * (6 * us + PAWN);
    let pawnsLo = pos[p], pawnsHi = pos[p + 1];
    const ep = pos[EP];

    while ((pawnsLo | pawnsHi) !== 0) {
        const from = lsb(pawnsLo, pawnsHi);
        if (pawnsLo !== 0) pawnsLo &= pawnsLo - 1;
        else pawnsHi &= pawnsHi - 1;
        // The squares this pawn may land on: evasion targets, pin ray.
        let allowedLo = targetsLo, allowedHi = targetsHi;
        if (has(pinnedLo, pinnedHi, from)) {
            const line = 2 * (64 * kingSq + from);
            allowedLo &= LINES[line];
            allowedHi &= LINES[line + 1];
        }
        const to = from + up; // on the board: no pawn stands on the last rank

        // Pushes: one square, and two from the start rank, onto empty squares.
        if (!has(occLo, occHi, to)) {
            if (has(allowedLo, allowedHi, to)) n = addPawnMove(list, n, from, to, MOVE_NORMAL);
            if (squareRank(from) === startRank) {
                const to2 = to + up;
                if (!has(occLo, occHi, to2) && has(allowedLo, allowedHi, to2)) {
                    list[n++] = encode(from, to2, NO_PIECE, MOVE_DOUBLE_PUSH);
                }
            }
        }

        // Captures, promotions included.
        const attack = 2 * (64 * us + from);
        let capturesLo = PAWNS[attack] & enemyLo & allowedLo;
        let capturesHi = PAWNS[attack + 1] & enemyHi & allowedHi;
        while ((capturesLo | capturesHi) !== 0) {
            n = addPawnMove(list, n, from, lsb(capturesLo, capturesHi), MOVE_NORMAL);
            if (capturesLo !== 0) capturesLo &= capturesLo - 1;
            else capturesHi &= capturesHi - 1;
        }

        // En passant has its own complete legality test.
        if (ep >= 0 && has(PAWNS[attack], PAWNS[attack + 1], ep) && enPassantIsLegal(pos, from, ep, kingSq)) {
            list[n++] = encode(from, ep, NO_PIECE, MOVE_EN_PASSANT);
        }
    }
    return n;
}

function generateCastling(pos, list, n) {
    const us = pos[SIDE];
    const occLo = pos[OCC], occHi = pos[OCC + 1];
    // CASTLE_RULES holds white's two rules, then black's.
    for (let r = 2 * us; r < 2 * us + 2; r++) {
        const [right, kingFrom, kingTo, rookFrom] = CASTLE_RULES[r];
        const path = 2 * (64 * kingFrom + rookFrom);
        if ((pos[CASTLING] & right) === 0 || ((BETWEENS[path] & occLo) | (BETWEENS[path + 1] & occHi)) !== 0) {
            continue;
        }
        // The king does not pass through or land on an attacked square (it is
        // not in check now: castling is only tried then).
        const crossed = 2 * (64 * kingFrom + kingTo);
        let crossedLo = BETWEENS[crossed], crossedHi = BETWEENS[crossed + 1];
        if (kingTo < 32) crossedLo |= 1 << kingTo;
        else crossedHi |= 1 << (kingTo - 32);
        let safe = true;
        while ((crossedLo | crossedHi) !== 0 && safe) {
            safe = !attacked(pos, lsb(crossedLo, crossedHi), us ^ 1, occLo, occHi);
            if (crossedLo !== 0) crossedLo &= crossedLo - 1;
            else crossedHi &= crossedHi - 1;
        }
        if (safe) list[n++] = encode(kingFrom, kingTo, NO_PIECE, MOVE_CASTLE);
    }
    return n;
}

// Fills list with exactly the legal moves of pos; returns how many.
function generateLegalMoves(pos, list) {
    const us = pos[SIDE];
    const them = us ^ 1;
    const ownLo = pos[COLORS + 2 * us], ownHi = pos[COLORS + 2 * us + 1];
    const t = PIECES + 12 * them;
    const enemyRqLo = pos[t + 6] | pos[t + 8], enemyRqHi = pos[t + 7] | pos[t + 9];
    const enemyBqLo = pos[t + 4] | pos[t + 8], enemyBqHi = pos[t + 5] | pos[t + 9];
    const occLo = pos[OCC], occHi = pos[OCC + 1];
    const kingSq = kingSquare(pos, us);
    const checkersLo = attackersOf(pos, kingSq, them, occLo, occHi), checkersHi = H;
    const pinnedLo = pinned(occLo, occHi, ownLo, ownHi, kingSq, enemyRqLo, enemyRqHi, enemyBqLo, enemyBqHi);
    const pinnedHi = pinnedHigh();
    let n = 0;

    // King moves, the king lifted off the board for the attack test.
    const liftedLo = kingSq < 32 ? occLo ^ (1 << kingSq) : occLo;
    const liftedHi = kingSq < 32 ? occHi : occHi ^ (1 << (kingSq - 32));
    let movesLo = KINGS[2 * kingSq] & ~ownLo, movesHi = KINGS[2 * kingSq + 1] & ~ownHi;
    while ((movesLo | movesHi) !== 0) {
        const to = lsb(movesLo, movesHi);
        if (!attacked(pos, to, them, liftedLo, liftedHi)) list[n++] = encode(kingSq, to, NO_PIECE, MOVE_NORMAL);
        if (movesLo !== 0) movesLo &= movesLo - 1;
        else movesHi &= movesHi - 1;
    }

    // In double check only the king can move.
    if (popcount(checkersLo, checkersHi) > 1) return n;

    // In single check every other move captures the checker or blocks it.
    let targetsLo, targetsHi;
    if ((checkersLo | checkersHi) !== 0) {
        const between = 2 * (64 * kingSq + lsb(checkersLo, checkersHi));
        targetsLo = checkersLo | BETWEENS[between];
        targetsHi = checkersHi | BETWEENS[between + 1];
    } else {
        n = generateCastling(pos, list, n);
        targetsLo = ~ownLo;
        targetsHi = ~ownHi;
    }

    // Knights, bishops, rooks, queens; a pinned piece keeps to its pin line.
    for (let kind = KNIGHT; kind <= QUEEN; kind++) {
        const p = PIECES + 2 * (6 * us + kind);
        let piecesLo = pos[p], piecesHi = pos[p + 1];
        while ((piecesLo | piecesHi) !== 0) {
            const from = lsb(piecesLo, piecesHi);
            if (piecesLo !== 0) piecesLo &= piecesLo - 1;
            else piecesHi &= piecesHi - 1;
            let lo;
            if (kind === KNIGHT) {
                lo = KNIGHTS[2 * from];
                H = KNIGHTS[2 * from + 1];
            } else {
                lo = kind === BISHOP ? bishopAttacks(occLo, occHi, from)
                    : kind === ROOK ? rookAttacks(occLo, occHi, from) : queenAttacks(occLo, occHi, from);
                H = high;
            }
            let movesLo = lo & targetsLo, movesHi = H & targetsHi;
            if (has(pinnedLo, pinnedHi, from)) {
                const line = 2 * (64 * kingSq + from);
                movesLo &= LINES[line];
                movesHi &= LINES[line + 1];
            }
            while ((movesLo | movesHi) !== 0) {
                list[n++] = encode(from, lsb(movesLo, movesHi), NO_PIECE, MOVE_NORMAL);
                if (movesLo !== 0) movesLo &= movesLo - 1;
                else movesHi &= movesHi - 1;
            }
        }
    }

    return generatePawnMoves(pos, list, n, kingSq, targetsLo, targetsHi, pinnedLo, pinnedHi);
}

// Writes into `next` the position after the legal move m of pos (copy-make).
function makeMove(pos, m, next) {
    const us = pos[SIDE];
    const them = us ^ 1;
    const from = m & 63, to = (m >> 6) & 63, promotion = (m >> 12) & 15, kind = m >> 16;
    const moved = pos[BOARD + from];
    const captured = pos[BOARD + to];
    next.set(pos);

    removePiece(next, us, moved, from);
    if (kind === MOVE_EN_PASSANT) removePiece(next, them, PAWN, to - pawnStep(us));
    else if (captured !== NO_PIECE) removePiece(next, them, captured, to);
    putPiece(next, us, promotion !== NO_PIECE ? promotion : moved, to);

    if (kind === MOVE_CASTLE) {
        for (const [, , kingTo, rookFrom, rookTo] of CASTLE_RULES) {
            if (kingTo === to) {
                removePiece(next, us, ROOK, rookFrom);
                putPiece(next, us, ROOK, rookTo);
            }
        }
    }

    next[CASTLING] &= ~(RIGHTS_TOUCHING[from] | RIGHTS_TOUCHING[to]);
    next[EP] = kind === MOVE_DOUBLE_PUSH ? from + pawnStep(us) : -1;
    next[HALFMOVE] = moved === PAWN || captured !== NO_PIECE ? 0 : pos[HALFMOVE] + 1;
    next[FULLMOVE] = pos[FULLMOVE] + (us === BLACK ? 1 : 0);
    next[SIDE] = them;
}

// ------------------------------------------------------------------------
// Perft
// ------------------------------------------------------------------------

// The move list and the position of each ply, made once.
const LISTS = Array.from({ length: MAX_DEPTH + 1 }, () => new Int32Array(MAX_MOVES));
const POSITIONS = Array.from({ length: MAX_DEPTH + 1 }, () => new Int32Array(SIZE));

// Returns the number of leaf nodes depth plies below pos (depth >= 1), pos
// being the position of `ply`.
function perft(pos, depth, ply) {
    const list = LISTS[ply];
    const n = generateLegalMoves(pos, list);
    if (depth === 1) return n; // bulk counting: the moves are legal
    const next = POSITIONS[ply + 1];
    let nodes = 0;
    for (let i = 0; i < n; i++) {
        makeMove(pos, list[i], next);
        nodes += perft(next, depth - 1, ply + 1);
    }
    return nodes;
}

// Returns m in UCI form ("e2e4", "e7e8q").
function moveToUci(m) {
    const name = (sq) => "abcdefgh"[squareFile(sq)] + "12345678"[squareRank(sq)];
    const promotion = (m >> 12) & 15;
    return name(m & 63) + name((m >> 6) & 63) + (promotion !== NO_PIECE ? "pnbrqk"[promotion] : "");
}

// ------------------------------------------------------------------------
// Input
// ------------------------------------------------------------------------

class FenError extends Error {}

// Returns the number 1..9 decimal digits (nothing else) spell when it is no
// greater than max, else -1.
function parseNumber(s, max) {
    if (!/^[0-9]{1,9}$/.test(s)) return -1;
    const value = Number(s);
    return value <= max ? value : -1;
}

// Returns input text for an error message: at most 24 characters, anything but
// printable ASCII shown as '?', so the message stays one line.
function show(text) {
    const shown = text.slice(0, 24).replace(/[^\x20-\x7e]/g, "?");
    return text.length > 24 ? shown + "..." : shown;
}

function parsePlacement(f, pos) {
    const letters = "pnbrqk";
    let rank = 7, file = 0;
    for (const c of f) {
        if (c === "/") {
            if (file !== 8) throw new FenError(`rank ${rank + 1} of the FEN covers ${file} squares, not 8`);
            if (rank === 0) throw new FenError("the FEN piece placement has more than 8 ranks");
            rank--;
            file = 0;
        } else if (c >= "1" && c <= "8") {
            file += Number(c);
            if (file > 8) throw new FenError(`rank ${rank + 1} of the FEN covers more than 8 squares`);
        } else {
            // Black pieces in lower case, white in upper case.
            const color = c >= "a" && c <= "z" ? BLACK : WHITE;
            const kind = c.length === 1 && /[A-Za-z]/.test(c) ? letters.indexOf(c.toLowerCase()) : -1;
            if (kind < 0) throw new FenError(`bad character '${show(c)}' in the FEN piece placement`);
            if (file >= 8) throw new FenError(`rank ${rank + 1} of the FEN covers more than 8 squares`);
            putPiece(pos, color, kind, square(file, rank));
            file++;
        }
    }
    if (file !== 8) throw new FenError(`rank ${rank + 1} of the FEN covers ${file} squares, not 8`);
    if (rank !== 0) throw new FenError(`the FEN piece placement has ${8 - rank} ranks, not 8`);
}

function parseCastling(f, pos) {
    const letters = "KQkq"; // in the order of CASTLE_RULES
    pos[CASTLING] = 0;
    if (f === "-") return;
    const bad = new FenError(`bad FEN castling field '${show(f)}'`);
    if (f.length === 0 || f.length > 4) throw bad;
    for (const c of f) {
        // The rights grow in KQkq order, so a letter must add a larger one.
        const k = letters.indexOf(c);
        if (k < 0 || pos[CASTLING] >= CASTLE_RULES[k][0]) throw bad; // an unknown, repeated or out-of-order letter
        const [right, kingFrom, , rookFrom] = CASTLE_RULES[k];
        const color = k >> 1; // KQ white, kq black
        const king = PIECES + 2 * (6 * color + KING), rook = PIECES + 2 * (6 * color + ROOK);
        if (!has(pos[king], pos[king + 1], kingFrom) || !has(pos[rook], pos[rook + 1], rookFrom)) {
            throw new FenError(`castling right '${c}' without king and rook on their home squares`);
        }
        pos[CASTLING] |= right;
    }
}

// Reads the en-passant field, which names the square behind a pawn that has
// just made a double push, with that pawn in front of it and both squares it
// crossed empty.
function parseEnPassant(f, pos) {
    pos[EP] = -1;
    if (f === "-") return;
    const rank = pos[SIDE] === WHITE ? "6" : "3";
    if (f.length !== 2 || f[0] < "a" || f[0] > "h" || f[1] !== rank) {
        throw new FenError(`bad FEN en-passant field '${show(f)}'`);
    }
    const sq = square(f.charCodeAt(0) - 97, f.charCodeAt(1) - 49);
    const pawnSq = sq - pawnStep(pos[SIDE]);
    const originSq = sq + pawnStep(pos[SIDE]);
    const pawns = PIECES + 2 * (6 * (pos[SIDE] ^ 1) + PAWN);
    if (!has(pos[pawns], pos[pawns + 1], pawnSq) || has(pos[OCC], pos[OCC + 1], sq) || has(pos[OCC], pos[OCC + 1], originSq)) {
        throw new FenError(`FEN en-passant square '${show(f)}' does not follow a double pawn push`);
    }
    pos[EP] = sq;
}

// Returns the position of a FEN (four to six fields: the two move counters may
// be left out), checked that it can be searched; throws a FenError saying why not.
function parseFen(fen) {
    // Split on runs of white space; a seventh field is only there to be refused.
    const fields = fen.split(/[ \t\n\r\v\f]+/).filter(Boolean);
    if (fields.length < 4 || fields.length > 6) {
        throw new FenError(`a FEN has 4 to 6 fields, got ${fields.length > 6 ? "more than 6" : fields.length}`);
    }
    const pos = emptyPosition();
    parsePlacement(fields[0], pos);
    for (const [color, name] of [[WHITE, "white"], [BLACK, "black"]]) {
        const k = PIECES + 2 * (6 * color + KING);
        const kings = popcount(pos[k], pos[k + 1]);
        if (kings !== 1) throw new FenError(`the position has ${kings} ${name} kings, not exactly one`);
    }
    const pw = PIECES + 2 * PAWN, pb = PIECES + 2 * (6 + PAWN);
    const lastLo = RANK_MASKS[2 * A1] | RANK_MASKS[2 * A8], lastHi = RANK_MASKS[2 * A1 + 1] | RANK_MASKS[2 * A8 + 1];
    if ((((pos[pw] | pos[pb]) & lastLo) | ((pos[pw + 1] | pos[pb + 1]) & lastHi)) !== 0) {
        throw new FenError("the position has a pawn on the first or last rank");
    }
    if (fields[1] === "w") pos[SIDE] = WHITE;
    else if (fields[1] === "b") pos[SIDE] = BLACK;
    else throw new FenError(`bad FEN side to move '${show(fields[1])}' (expected w or b)`);
    // The side that just moved cannot have left its king attacked.
    if (attacked(pos, kingSquare(pos, pos[SIDE] ^ 1), pos[SIDE], pos[OCC], pos[OCC + 1])) {
        throw new FenError("the side not to move is in check");
    }
    parseCastling(fields[2], pos);
    parseEnPassant(fields[3], pos);
    if (fields.length > 4) {
        const clock = parseNumber(fields[4], 999_999_999);
        if (clock < 0) throw new FenError(`bad FEN halfmove clock '${show(fields[4])}'`);
        pos[HALFMOVE] = clock;
    }
    if (fields.length > 5) {
        const number = parseNumber(fields[5], 999_999_999);
        if (number < 1) throw new FenError(`bad FEN fullmove number '${show(fields[5])}'`);
        pos[FULLMOVE] = number;
    }
    return pos;
}

// Prints "perft: message" on stderr and exits with status 2.
function fail(message) {
    process.stderr.write(`perft: ${message}\n`);
    process.exit(2);
}

// Returns what one FEN gets: its node count at depth, or with divide its root
// moves' lines, sorted, then the total; throws a FenError for a bad FEN.
function answer(fen, depth, divide) {
    POSITIONS[0].set(parseFen(fen));
    if (!divide) return `${perft(POSITIONS[0], depth, 0)}\n`;
    const root = new Int32Array(MAX_MOVES);
    const n = generateLegalMoves(POSITIONS[0], root);
    const lines = [];
    let total = 0;
    for (let i = 0; i < n; i++) {
        let nodes = 1;
        if (depth > 1) {
            makeMove(POSITIONS[0], root[i], POSITIONS[1]);
            nodes = perft(POSITIONS[1], depth - 1, 1);
        }
        lines.push([moveToUci(root[i]), nodes]);
        total += nodes;
    }
    lines.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    return lines.map(([uci, nodes]) => `${uci}: ${nodes}\n`).join("") + `${total}\n`;
}

// Returns the lines of standard input, read at once as UTF-8 (as Node decodes
// the arguments), without their "\n" and a "\r" before that.
function readLines() {
    let text;
    try {
        text = readFileSync(0, "utf8");
    } catch (error) {
        process.stderr.write(`perft: cannot read standard input: ${error.message}\n`);
        process.exit(1);
    }
    const lines = text.split("\n");
    if (lines.at(-1) === "") lines.pop(); // after the last newline, or no input at all
    return lines.map((line) => (line.endsWith("\r") ? line.slice(0, -1) : line));
}

function main(args) {
    let divide = false, fen, depthText;
    if (args.length === 3 && args[0] === "--divide") [divide, fen, depthText] = [true, args[1], args[2]];
    else if (args.length === 2 && !args[0].startsWith("--")) [fen, depthText] = args;
    else fail('usage: perft [--divide] "<FEN>"|- DEPTH');
    const depth = parseNumber(depthText, MAX_DEPTH);
    if (depth < 1) fail(`depth must be an integer from 1 to ${MAX_DEPTH}, got '${show(depthText)}'`);
    // The answers are buffered and written at the end, or before the error of a
    // bad line of standard input, which follows the answers of the lines before it.
    let out = "", refused = false;
    for (const line of fen === "-" ? readLines() : [fen]) {
        try {
            out += answer(line, depth, divide);
        } catch (error) {
            if (!(error instanceof FenError)) throw error;
            process.stdout.write(out);
            process.stderr.write(`perft: ${error.message}\n`);
            [out, refused] = ["", true];
        }
        if (out.length >= 1 << 16) {
            process.stdout.write(out);
            out = "";
        }
    }
    process.stdout.write(out);
    if (refused) process.exitCode = 2;
}

main(process.argv.slice(2));
