// perft_bigint.mjs - the representation bitboards.mjs did not choose, measured by
// bench/js.py: the move generator of tests/perft/perft.mjs with every bitboard a
// bigint, read from the module's BigUint64Array tables as bigint entries, and the
// kindergarten lookups written over them in bigint (BigInt.asUintN(64, ...)
// where a product wraps). Every operation allocates a bigint; the counts are the
// same as perft.mjs's (bench/js.py checks them).
//
//     node perft_bigint.mjs DIR "<FEN>" DEPTH    (DIR holds bitboards.mjs; LERF)
//
// The FEN is trusted: no input checks, unlike perft.mjs.

const [dir, fen, depthText] = process.argv.slice(2);
const bb = await import(new URL(`file://${dir}/bitboards.mjs`).href);
const {
    RANK_MASK_EX, DIAGONAL_MASK_EX, ANTI_DIAGONAL_MASK_EX, FILL_UP_ATTACKS, A_FILE_ATTACKS,
    KNIGHT_ATTACKS, KING_ATTACKS, PAWN_ATTACKS, BETWEEN, LINE, DIR_SHIFT,
} = bb;

function fillUp(mask, occ, sq) {
    const m = mask[sq];
    return m & FILL_UP_ATTACKS[((sq & 7) << 6) | Number(BigInt.asUintN(64, (m & occ) * 0x0202020202020202n) >> 58n)];
}
function fileAttacks(occ, sq) {
    const position = BigInt(sq & 7);
    const idx = Number(BigInt.asUintN(64, ((occ >> position) & 0x0101010101010101n) * 0x0080402010080400n) >> 58n);
    return A_FILE_ATTACKS[((sq >> 3) << 6) | idx] << position;
}
const rookAttacks = (occ, sq) => fillUp(RANK_MASK_EX, occ, sq) | fileAttacks(occ, sq);
const bishopAttacks = (occ, sq) => fillUp(DIAGONAL_MASK_EX, occ, sq) | fillUp(ANTI_DIAGONAL_MASK_EX, occ, sq);
const queenAttacks = (occ, sq) => rookAttacks(occ, sq) | bishopAttacks(occ, sq);
function lsb(b) {
    const lo = Number(b & 0xffffffffn);
    return lo !== 0 ? 31 - Math.clz32(lo & -lo) : 63 - Math.clz32(Number(b >> 32n) & -Number(b >> 32n));
}
function popcount(b) {
    let n = 0;
    for (; b !== 0n; b &= b - 1n) n++;
    return n;
}
const BIT = Array.from({ length: 64 }, (_, sq) => 1n << BigInt(sq));
function xrayRook(occ, blockers, sq) {
    const a = rookAttacks(occ, sq);
    return a ^ rookAttacks(occ ^ (blockers & a), sq);
}
function xrayBishop(occ, blockers, sq) {
    const a = bishopAttacks(occ, sq);
    return a ^ bishopAttacks(occ ^ (blockers & a), sq);
}
function pinned(occ, own, kingSq, rq, bq) {
    let pinners = (xrayRook(occ, own, kingSq) & rq) | (xrayBishop(occ, own, kingSq) & bq);
    let result = 0n;
    for (; pinners !== 0n; pinners &= pinners - 1n) result |= BETWEEN[64 * kingSq + lsb(pinners)] & own;
    return result;
}

const NO_PIECE = 6, MAX_MOVES = 62 * 27 + 10;
const [WHITE, PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING] = [0, 0, 1, 2, 3, 4, 5];
const CASTLE_RULES = [[1, bb.E1, bb.G1, bb.H1, bb.F1], [2, bb.E1, bb.C1, bb.A1, bb.D1], [4, bb.E8, bb.G8, bb.H8, bb.F8], [8, bb.E8, bb.C8, bb.A8, bb.D8]];
const RIGHTS_TOUCHING = new Int32Array(64);
for (const [right, kingFrom, , rookFrom] of CASTLE_RULES) {
    RIGHTS_TOUCHING[kingFrom] |= right;
    RIGHTS_TOUCHING[rookFrom] |= right;
}
const pawnStep = (color) => (color === WHITE ? DIR_SHIFT[bb.NORT] : DIR_SHIFT[bb.SOUT]);

// a position: pieces[color * 6 + kind], colors[2], occupied, board, side, castling, ep
function newPosition() {
    return { pieces: new BigUint64Array(12), colors: new BigUint64Array(2), occ: 0n, board: new Int8Array(64).fill(NO_PIECE), side: 0, castling: 0, ep: -1 };
}
function copy(from, to) {
    to.pieces.set(from.pieces);
    to.colors.set(from.colors);
    to.occ = from.occ;
    to.board.set(from.board);
    to.side = from.side;
    to.castling = from.castling;
    to.ep = from.ep;
}
function flip(pos, color, kind, sq) {
    pos.pieces[6 * color + kind] ^= BIT[sq];
    pos.colors[color] ^= BIT[sq];
    pos.occ ^= BIT[sq];
}
function put(pos, color, kind, sq) {
    flip(pos, color, kind, sq);
    pos.board[sq] = kind;
}
function remove(pos, color, kind, sq) {
    flip(pos, color, kind, sq);
    pos.board[sq] = NO_PIECE;
}
function attackersOf(pos, sq, by, occ) {
    const p = pos.pieces, k = 6 * by;
    return (PAWN_ATTACKS[64 * (by ^ 1) + sq] & p[k + PAWN]) | (KNIGHT_ATTACKS[sq] & p[k + KNIGHT]) | (KING_ATTACKS[sq] & p[k + KING])
        | (bishopAttacks(occ, sq) & (p[k + BISHOP] | p[k + QUEEN])) | (rookAttacks(occ, sq) & (p[k + ROOK] | p[k + QUEEN]));
}
const encode = (from, to, promotion, kind) => from | (to << 6) | (promotion << 12) | (kind << 16);
function addPawnMove(list, n, from, to, kind) {
    const rank = bb.squareRank(to);
    if (rank === 0 || rank === 7) {
        for (const promotion of [QUEEN, ROOK, BISHOP, KNIGHT]) list[n++] = encode(from, to, promotion, kind);
        return n;
    }
    list[n++] = encode(from, to, NO_PIECE, kind);
    return n;
}

function generate(pos, list) {
    const us = pos.side, them = us ^ 1, p = pos.pieces, occ = pos.occ;
    const own = pos.colors[us];
    const rq = p[6 * them + ROOK] | p[6 * them + QUEEN], bq = p[6 * them + BISHOP] | p[6 * them + QUEEN];
    const kingSq = lsb(p[6 * us + KING]);
    const checkers = attackersOf(pos, kingSq, them, occ);
    const pins = pinned(occ, own, kingSq, rq, bq);
    let n = 0;
    for (let moves = KING_ATTACKS[kingSq] & ~own; moves !== 0n; moves &= moves - 1n) {
        const to = lsb(moves);
        if (attackersOf(pos, to, them, occ ^ BIT[kingSq]) === 0n) list[n++] = encode(kingSq, to, NO_PIECE, 0);
    }
    if ((checkers & (checkers - 1n)) !== 0n) return n;
    let targets;
    if (checkers !== 0n) targets = checkers | BETWEEN[64 * kingSq + lsb(checkers)];
    else {
        for (let r = 2 * us; r < 2 * us + 2; r++) {
            const [right, kingFrom, kingTo, rookFrom] = CASTLE_RULES[r];
            if ((pos.castling & right) === 0 || (BETWEEN[64 * kingFrom + rookFrom] & occ) !== 0n) continue;
            let safe = true;
            for (let crossed = BETWEEN[64 * kingFrom + kingTo] | BIT[kingTo]; crossed !== 0n && safe; crossed &= crossed - 1n) {
                safe = attackersOf(pos, lsb(crossed), them, occ) === 0n;
            }
            if (safe) list[n++] = encode(kingFrom, kingTo, NO_PIECE, 3);
        }
        targets = BigInt.asUintN(64, ~own);
    }
    for (let kind = KNIGHT; kind <= QUEEN; kind++) {
        for (let pieces = p[6 * us + kind]; pieces !== 0n; pieces &= pieces - 1n) {
            const from = lsb(pieces);
            let moves = (kind === KNIGHT ? KNIGHT_ATTACKS[from] : kind === BISHOP ? bishopAttacks(occ, from)
                : kind === ROOK ? rookAttacks(occ, from) : queenAttacks(occ, from)) & targets;
            if ((pins & BIT[from]) !== 0n) moves &= LINE[64 * kingSq + from];
            for (; moves !== 0n; moves &= moves - 1n) list[n++] = encode(from, lsb(moves), NO_PIECE, 0);
        }
    }
    const up = pawnStep(us), startRank = us === WHITE ? 1 : 6, enemy = pos.colors[them];
    for (let pawns = p[6 * us + PAWN]; pawns !== 0n; pawns &= pawns - 1n) {
        const from = lsb(pawns);
        let allowed = targets;
        if ((pins & BIT[from]) !== 0n) allowed &= LINE[64 * kingSq + from];
        const to = from + up;
        if ((occ & BIT[to]) === 0n) {
            if ((allowed & BIT[to]) !== 0n) n = addPawnMove(list, n, from, to, 0);
            if (bb.squareRank(from) === startRank && (occ & BIT[to + up]) === 0n && (allowed & BIT[to + up]) !== 0n) {
                list[n++] = encode(from, to + up, NO_PIECE, 1);
            }
        }
        for (let captures = PAWN_ATTACKS[64 * us + from] & enemy & allowed; captures !== 0n; captures &= captures - 1n) {
            n = addPawnMove(list, n, from, lsb(captures), 0);
        }
        const ep = pos.ep;
        if (ep >= 0 && (PAWN_ATTACKS[64 * us + from] & BIT[ep]) !== 0n) {
            const captured = ep - up;
            const after = (occ ^ BIT[from] ^ BIT[captured]) | BIT[ep];
            if ((attackersOf(pos, kingSq, them, after) & ~BIT[captured]) === 0n) list[n++] = encode(from, ep, NO_PIECE, 2);
        }
    }
    return n;
}

function makeMove(pos, m, next) {
    const us = pos.side, them = us ^ 1;
    const from = m & 63, to = (m >> 6) & 63, promotion = (m >> 12) & 15, kind = m >> 16;
    const moved = pos.board[from], captured = pos.board[to];
    copy(pos, next);
    remove(next, us, moved, from);
    if (kind === 2) remove(next, them, PAWN, to - pawnStep(us));
    else if (captured !== NO_PIECE) remove(next, them, captured, to);
    put(next, us, promotion !== NO_PIECE ? promotion : moved, to);
    if (kind === 3) {
        for (const [, , kingTo, rookFrom, rookTo] of CASTLE_RULES) {
            if (kingTo === to) {
                remove(next, us, ROOK, rookFrom);
                put(next, us, ROOK, rookTo);
            }
        }
    }
    next.castling &= ~(RIGHTS_TOUCHING[from] | RIGHTS_TOUCHING[to]);
    next.ep = kind === 1 ? from + pawnStep(us) : -1;
    next.side = them;
}

const LISTS = Array.from({ length: 65 }, () => new Int32Array(MAX_MOVES));
const POSITIONS = Array.from({ length: 65 }, newPosition);
function perft(pos, depth, ply) {
    const list = LISTS[ply];
    const n = generate(pos, list);
    if (depth === 1) return n;
    let nodes = 0;
    for (let i = 0; i < n; i++) {
        makeMove(pos, list[i], POSITIONS[ply + 1]);
        nodes += perft(POSITIONS[ply + 1], depth - 1, ply + 1);
    }
    return nodes;
}

// the trusted FEN
const [placement, side, castling, ep] = fen.trim().split(/\s+/);
const root = POSITIONS[0];
let rank = 7, file = 0;
for (const c of placement) {
    if (c === "/") [rank, file] = [rank - 1, 0];
    else if (c >= "1" && c <= "8") file += Number(c);
    else put(root, c === c.toLowerCase() ? 1 : 0, "pnbrqk".indexOf(c.toLowerCase()), bb.square(file++, rank));
}
root.side = side === "w" ? 0 : 1;
for (const c of castling) root.castling |= { K: 1, Q: 2, k: 4, q: 8 }[c] ?? 0;
root.ep = ep === "-" ? -1 : bb.parseSquare(ep);
process.stdout.write(`${perft(root, Number(depthText), 0)}\n`);
