/*
 * perft.c - a complete legal move generator and perft counter built on the
 * generated bitboard tables.
 *
 * Every attack set here comes from bitboards.h (generated/, or the header of
 * any square mapping in the directory given by -I): sliders from
 * bb_rook_attacks / bb_bishop_attacks / bb_queen_attacks, leapers from
 * BB_KNIGHT_ATTACKS, BB_KING_ATTACKS and BB_PAWN_ATTACKS[color][sq], absolute
 * pins from bb_pinned, pin rays from BB_LINE and check-blocking squares from
 * BB_BETWEEN. Nothing else is precomputed, so a wrong table entry shows up as a
 * wrong node count against the published perft numbers.
 *
 * Usage:
 *     perft "<FEN>" DEPTH            prints the number of leaf nodes
 *     perft --divide "<FEN>" DEPTH   one line per legal root move in UCI form
 *                                    ("e2e4: 20", "a7a8q: 1"), sorted by move,
 *                                    then the total
 *     perft [--divide] - DEPTH       reads standard input, one FEN per line,
 *                                    and answers each line in turn as above
 *
 * The count is always the last line of an answer. Bad input (malformed FEN,
 * an impossible position, a bad depth, wrong arguments) gives one line on
 * standard error starting with "perft: " and exit status 2.
 *
 * With "-" for the FEN, each line of standard input is answered exactly as
 * that FEN given as the argument: a line's trailing "\r" is ignored, the last
 * line may lack its newline, and an input with no lines gives no output (exit
 * status 0). DEPTH is checked before any input is read. A line that is not a
 * valid FEN gets that FEN's error line on standard error, as the argument
 * would, and the run goes on to the lines after it; it then ends with exit
 * status 2 (so one run can ask many bad FENs: a JVM or Node starts once). An
 * empty line is not skipped: like an empty argument it is a FEN of 0 fields.
 * (A NUL byte in a line is just a character that no field allows.)
 *
 * Input rules. A FEN has 4 to 6 fields separated by white space (the halfmove
 * clock and fullmove number may be left out; they default to 0 and 1):
 *   - placement: 8 ranks separated by '/', each covering exactly 8 squares
 *     with the letters PNBRQK/pnbrqk and the digits 1-8;
 *   - side to move: 'w' or 'b';
 *   - castling: '-' or letters from KQkq, each at most once, in that order
 *     (as python-chess); a right needs its king and rook on their home squares;
 *   - en passant: '-' or the square just crossed by a double pawn push: on
 *     rank 6 with white to move (3 with black), an enemy pawn in front of it,
 *     it and the square behind it empty;
 *   - counters: decimal digits only, at most 9; the fullmove number >= 1.
 * The position must have exactly one king of each color, no pawn on the first
 * or last rank, and the side not to move must not be in check. DEPTH is an
 * integer from 1 to 64.
 *
 * Build: cc -O2 -std=c99 -Wall -Wextra -Werror -pedantic -Igenerated \
 *            tests/perft/perft.c -o build/perft
 * (or -IDIR for the header of another square mapping, written by
 * `bitboard-tables generate --mapping NAME --out DIR`).
 * With -DBB_SLIDERS=BB_SLIDERS_MAGIC (or _KINDERGARTEN, _KOGGE_STONE,
 * _HYPERBOLA, _HYPERBOLA_SIMD, _BLACK, _HYPERBOLA_RBIT, _HYPERBOLA_AVX2 (with
 * -mavx2 for its AVX2 path), _MAGIC32; _PEXT or _PEXT16 with -DBB_PEXT -mbmi2) it
 * includes bitboards_sliders.h, whose technique then answers bb_rook_attacks,
 * bb_bishop_attacks, bb_queen_attacks and bb_pinned; -DBB_FILL_SLIDER_TABLES
 * fills the magic and PEXT tables at start-up.
 * Its C++ twin is perft.cpp, the same code on the namespace of bitboards.hpp.
 *
 * The generator is strictly legal: it never emits a move that leaves the own
 * king attacked, so perft can count the moves of the last ply without making
 * them ("bulk counting"). The approach, per position:
 *   1. checkers: enemy pieces attacking the own king;
 *   2. king moves: any square not attacked once the king is lifted off the
 *      board (so it cannot step back along a checking ray);
 *   3. double check: nothing else is legal;
 *   4. single check: the other pieces may only capture the checker or block
 *      it (BB_BETWEEN); castling is out;
 *   5. pinned pieces (bb_pinned) may only move along BB_LINE[king][piece];
 *   6. en passant removes two pieces from a line at once, so it is verified by
 *      recomputing the slider attacks on the king with the occupancy after the
 *      capture: this one test covers checks, pins and the "both pawns on the
 *      king's rank" case (8/8/8/KPp4r/8/8/8/7k w - c6).
 */

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef BB_SLIDERS
#include "bitboards_sliders.h"
#else
#include "bitboards.h"
#endif

/* ------------------------------------------------------------------------ */
/* Position                                                                  */
/* ------------------------------------------------------------------------ */

#define SQ_BIT(sq) ((uint64_t)1 << (sq))

/* The square difference of one pawn step forward: north for white. Squares
 * come from the header's names, bb_square, bb_square_file, bb_square_rank and
 * BB_DIR_SHIFT only, so this file counts right on the header of any square
 * mapping. */
static int pawn_step(int color)
{
    return BB_DIR_SHIFT[color == BB_WHITE ? BB_NORT : BB_SOUT];
}

enum { NO_PIECE = 6 };       /* board[] entry of an empty square */
enum { NO_SQUARE = -1 };     /* ep_square when there is no en-passant capture */
/* No position has more legal moves than this, even one far from any game:
 * at most 62 pieces besides the king, each with at most 27 moves (a queen's
 * most; a pawn has at most 12 with promotions), plus 8 king steps and 2
 * castlings. (Positions reachable in a game have at most 218.) */
enum { MAX_MOVES = 62 * 27 + 10 };
enum { MAX_DEPTH = 64 };     /* far beyond anything computable; bounds the stack */

/* Castling rights, one bit each. */
enum { CASTLE_WK = 1, CASTLE_WQ = 2, CASTLE_BK = 4, CASTLE_BQ = 8 };

typedef struct {
    uint64_t pieces[2][6]; /* [color][kind]: BB_WHITE/BB_BLACK, BB_PAWN..BB_KING */
    uint64_t colors[2];    /* all pieces of one color */
    uint64_t occupied;     /* all pieces */
    uint8_t board[64];     /* the piece kind on each square, or NO_PIECE */
    int side;              /* the color to move */
    int castling;          /* CASTLE_* bits still held */
    int ep_square;         /* the square a pawn may capture onto en passant */
    int halfmove_clock;
    int fullmove_number;
} Position;

static void put_piece(Position *pos, int color, int kind, int sq)
{
    pos->pieces[color][kind] |= SQ_BIT(sq);
    pos->colors[color] |= SQ_BIT(sq);
    pos->occupied |= SQ_BIT(sq);
    pos->board[sq] = (uint8_t)kind;
}

static void remove_piece(Position *pos, int color, int kind, int sq)
{
    pos->pieces[color][kind] &= ~SQ_BIT(sq);
    pos->colors[color] &= ~SQ_BIT(sq);
    pos->occupied &= ~SQ_BIT(sq);
    pos->board[sq] = NO_PIECE;
}

/* The pieces of color `by` that attack `sq` when the board holds `occ`.
 * Passing an occupancy other than pos->occupied asks "what if": the king
 * lifted off its square, or both pawns of an en-passant capture gone. */
static uint64_t attackers_of(const Position *pos, int sq, int by, uint64_t occ)
{
    const uint64_t *p = pos->pieces[by];
    /* A pawn of `by` attacks sq exactly when a pawn of the other color on sq
     * would attack the pawn's square. */
    return (BB_PAWN_ATTACKS[by ^ 1][sq] & p[BB_PAWN])
         | (BB_KNIGHT_ATTACKS[sq] & p[BB_KNIGHT])
         | (BB_KING_ATTACKS[sq] & p[BB_KING])
         | (bb_bishop_attacks(occ, sq) & (p[BB_BISHOP] | p[BB_QUEEN]))
         | (bb_rook_attacks(occ, sq) & (p[BB_ROOK] | p[BB_QUEEN]));
}

static int king_square(const Position *pos, int color)
{
    return bb_lsb(pos->pieces[color][BB_KING]);
}

/* ------------------------------------------------------------------------ */
/* Moves                                                                     */
/* ------------------------------------------------------------------------ */

enum { MOVE_NORMAL, MOVE_DOUBLE_PUSH, MOVE_EN_PASSANT, MOVE_CASTLE };

typedef struct {
    uint8_t from, to;
    uint8_t promotion; /* BB_KNIGHT..BB_QUEEN, or NO_PIECE */
    uint8_t kind;      /* MOVE_* */
} Move;

typedef struct {
    Move moves[MAX_MOVES];
    int count;
} MoveList;

/* One castling move: the right it needs and where king and rook go. */
typedef struct {
    int right;
    int king_from, king_to;
    int rook_from, rook_to;
} CastleRule;

static const CastleRule CASTLE_RULES[4] = {
    {CASTLE_WK, BB_E1, BB_G1, BB_H1, BB_F1},
    {CASTLE_WQ, BB_E1, BB_C1, BB_A1, BB_D1},
    {CASTLE_BK, BB_E8, BB_G8, BB_H8, BB_F8},
    {CASTLE_BQ, BB_E8, BB_C8, BB_A8, BB_D8},
};

/* The castling rights lost when a piece leaves or arrives on `sq`: a king or
 * rook moving away from home, or a rook captured there. */
static int rights_touching(int sq)
{
    int rights = 0, i;
    for (i = 0; i < 4; i++)
        if (sq == CASTLE_RULES[i].king_from || sq == CASTLE_RULES[i].rook_from)
            rights |= CASTLE_RULES[i].right;
    return rights;
}

static void add_move(MoveList *list, int from, int to, int promotion, int kind)
{
    Move *m = &list->moves[list->count++];
    m->from = (uint8_t)from;
    m->to = (uint8_t)to;
    m->promotion = (uint8_t)promotion;
    m->kind = (uint8_t)kind;
}

/* A pawn move to the last rank is four moves, one per promotion piece. */
static void add_pawn_move(MoveList *list, int from, int to, int kind)
{
    const int rank = bb_square_rank(to);
    if (rank == 0 || rank == 7) {
        add_move(list, from, to, BB_QUEEN, kind);
        add_move(list, from, to, BB_ROOK, kind);
        add_move(list, from, to, BB_BISHOP, kind);
        add_move(list, from, to, BB_KNIGHT, kind);
    } else {
        add_move(list, from, to, NO_PIECE, kind);
    }
}

/* Attacks of a knight, bishop, rook or queen on `sq` with occupancy `occ`. */
static uint64_t piece_attacks(int kind, uint64_t occ, int sq)
{
    switch (kind) {
    case BB_KNIGHT: return BB_KNIGHT_ATTACKS[sq];
    case BB_BISHOP: return bb_bishop_attacks(occ, sq);
    case BB_ROOK:   return bb_rook_attacks(occ, sq);
    default:        return bb_queen_attacks(occ, sq);
    }
}

/* Is capturing en passant from `from` legal? After the capture the capturing
 * pawn stands on the ep square and the captured pawn is gone. Recompute every
 * attack on the king with that occupancy; the captured pawn no longer counts
 * as an attacker. */
static int en_passant_is_legal(const Position *pos, int from, int king_sq)
{
    const int to = pos->ep_square;
    const int captured = to - pawn_step(pos->side);
    const uint64_t occ_after =
        (pos->occupied ^ SQ_BIT(from) ^ SQ_BIT(captured)) | SQ_BIT(to);
    return !(attackers_of(pos, king_sq, pos->side ^ 1, occ_after) & ~SQ_BIT(captured));
}

static void generate_pawn_moves(const Position *pos, MoveList *list, int king_sq,
                                uint64_t targets, uint64_t pinned)
{
    const int us = pos->side;
    const int up = pawn_step(us);
    const int start_rank = us == BB_WHITE ? 1 : 6;
    const uint64_t enemy = pos->colors[us ^ 1];
    uint64_t pawns = pos->pieces[us][BB_PAWN];

    while (pawns) {
        const int from = bb_lsb(pawns);
        /* The squares this pawn may land on: evasion targets, pin ray. */
        uint64_t allowed = targets;
        uint64_t captures;
        const int to = from + up; /* on the board: no pawn stands on the last rank */
        pawns &= pawns - 1;

        if (pinned & SQ_BIT(from))
            allowed &= BB_LINE[king_sq][from];

        /* Pushes: one square, and two from the start rank, onto empty squares. */
        if (!(pos->occupied & SQ_BIT(to))) {
            if (allowed & SQ_BIT(to))
                add_pawn_move(list, from, to, MOVE_NORMAL);
            if (bb_square_rank(from) == start_rank) {
                const int to2 = to + up;
                if (!(pos->occupied & SQ_BIT(to2)) && (allowed & SQ_BIT(to2)))
                    add_move(list, from, to2, NO_PIECE, MOVE_DOUBLE_PUSH);
            }
        }

        /* Captures, promotions included. */
        captures = BB_PAWN_ATTACKS[us][from] & enemy & allowed;
        while (captures) {
            add_pawn_move(list, from, bb_lsb(captures), MOVE_NORMAL);
            captures &= captures - 1;
        }

        /* En passant has its own complete legality test. */
        if (pos->ep_square != NO_SQUARE
            && (BB_PAWN_ATTACKS[us][from] & SQ_BIT(pos->ep_square))
            && en_passant_is_legal(pos, from, king_sq))
            add_move(list, from, pos->ep_square, NO_PIECE, MOVE_EN_PASSANT);
    }
}

static void generate_castling(const Position *pos, MoveList *list)
{
    const int us = pos->side;
    int i;
    /* CASTLE_RULES holds white's two rules, then black's. */
    for (i = 2 * us; i < 2 * us + 2; i++) {
        const CastleRule *r = &CASTLE_RULES[i];
        uint64_t crossed;
        int safe = 1;
        if (!(pos->castling & r->right))
            continue;
        /* Every square between king and rook is empty... */
        if (BB_BETWEEN[r->king_from][r->rook_from] & pos->occupied)
            continue;
        /* ...and the king does not pass through or land on an attacked square
         * (it is not in check now: castling is only tried then). */
        crossed = BB_BETWEEN[r->king_from][r->king_to] | SQ_BIT(r->king_to);
        while (crossed && safe) {
            safe = !attackers_of(pos, bb_lsb(crossed), us ^ 1, pos->occupied);
            crossed &= crossed - 1;
        }
        if (safe)
            add_move(list, r->king_from, r->king_to, NO_PIECE, MOVE_CASTLE);
    }
}

/* Fills `list` with exactly the legal moves of `pos`. */
static void generate_legal_moves(const Position *pos, MoveList *list)
{
    const int us = pos->side, them = us ^ 1;
    const uint64_t own = pos->colors[us];
    const uint64_t enemy_rq = pos->pieces[them][BB_ROOK] | pos->pieces[them][BB_QUEEN];
    const uint64_t enemy_bq = pos->pieces[them][BB_BISHOP] | pos->pieces[them][BB_QUEEN];
    const int king_sq = king_square(pos, us);
    const uint64_t checkers = attackers_of(pos, king_sq, them, pos->occupied);
    const uint64_t pinned = bb_pinned(pos->occupied, own, king_sq, enemy_rq, enemy_bq);
    uint64_t targets, moves;
    int kind;

    list->count = 0;

    /* King moves. The king is lifted off the board for the attack test: a
     * slider checking it along a line also covers the square behind it. */
    moves = BB_KING_ATTACKS[king_sq] & ~own;
    while (moves) {
        const int to = bb_lsb(moves);
        if (!attackers_of(pos, to, them, pos->occupied ^ SQ_BIT(king_sq)))
            add_move(list, king_sq, to, NO_PIECE, MOVE_NORMAL);
        moves &= moves - 1;
    }

    /* In double check (more than one bit set) only the king can move. */
    if (checkers & (checkers - 1))
        return;

    /* In single check every other move must capture the checker or step
     * between it and the king (empty for a knight or pawn checker). */
    if (checkers)
        targets = checkers | BB_BETWEEN[king_sq][bb_lsb(checkers)];
    else {
        targets = ~own;
        generate_castling(pos, list);
    }

    /* Knights, bishops, rooks, queens. A pinned piece keeps to the line
     * through king and pinner; a pinned knight never can. */
    for (kind = BB_KNIGHT; kind <= BB_QUEEN; kind++) {
        uint64_t pieces = pos->pieces[us][kind];
        while (pieces) {
            const int from = bb_lsb(pieces);
            pieces &= pieces - 1;
            moves = piece_attacks(kind, pos->occupied, from) & targets;
            if (pinned & SQ_BIT(from))
                moves &= BB_LINE[king_sq][from];
            while (moves) {
                add_move(list, from, bb_lsb(moves), NO_PIECE, MOVE_NORMAL);
                moves &= moves - 1;
            }
        }
    }

    generate_pawn_moves(pos, list, king_sq, targets, pinned);
}

/* Copy-make: `next` becomes `pos` after the legal move `m`. */
static void make_move(const Position *pos, Move m, Position *next)
{
    const int us = pos->side, them = us ^ 1;
    const int moved = pos->board[m.from];
    const int captured = pos->board[m.to];

    *next = *pos;
    remove_piece(next, us, moved, m.from);
    if (m.kind == MOVE_EN_PASSANT)
        remove_piece(next, them, BB_PAWN, m.to - pawn_step(us));
    else if (captured != NO_PIECE)
        remove_piece(next, them, captured, m.to);
    put_piece(next, us, m.promotion != NO_PIECE ? m.promotion : moved, m.to);

    if (m.kind == MOVE_CASTLE) {
        int i;
        for (i = 0; i < 4; i++)
            if (CASTLE_RULES[i].king_to == m.to) {
                remove_piece(next, us, BB_ROOK, CASTLE_RULES[i].rook_from);
                put_piece(next, us, BB_ROOK, CASTLE_RULES[i].rook_to);
            }
    }

    next->castling &= ~(rights_touching(m.from) | rights_touching(m.to));
    next->ep_square = m.kind == MOVE_DOUBLE_PUSH ? m.from + pawn_step(us) : NO_SQUARE;
    next->halfmove_clock =
        (moved == BB_PAWN || captured != NO_PIECE) ? 0 : pos->halfmove_clock + 1;
    next->fullmove_number = pos->fullmove_number + (us == BB_BLACK);
    next->side = them;
}

/* ------------------------------------------------------------------------ */
/* Perft                                                                     */
/* ------------------------------------------------------------------------ */

/* The number of leaf nodes `depth` plies below `pos` (depth >= 1). */
static uint64_t perft(const Position *pos, int depth)
{
    MoveList list;
    uint64_t nodes = 0;
    int i;

    generate_legal_moves(pos, &list);
    if (depth == 1)
        return (uint64_t)list.count; /* bulk counting: the moves are legal */
    for (i = 0; i < list.count; i++) {
        Position next;
        make_move(pos, list.moves[i], &next);
        nodes += perft(&next, depth - 1);
    }
    return nodes;
}

/* Writes `m` in UCI form ("e2e4", "e7e8q") into buf (at least 6 bytes). */
static void move_to_uci(Move m, char *buf)
{
    buf[0] = (char)('a' + bb_square_file(m.from));
    buf[1] = (char)('1' + bb_square_rank(m.from));
    buf[2] = (char)('a' + bb_square_file(m.to));
    buf[3] = (char)('1' + bb_square_rank(m.to));
    buf[4] = m.promotion == NO_PIECE ? '\0' : "pnbrqk"[m.promotion];
    buf[5] = '\0';
}

/* One line of --divide output; the lines are sorted by move. */
typedef struct {
    char uci[6];
    uint64_t nodes;
} DivideLine;

static int compare_lines(const void *a, const void *b)
{
    return strcmp(((const DivideLine *)a)->uci, ((const DivideLine *)b)->uci);
}

/* ------------------------------------------------------------------------ */
/* Input                                                                     */
/* ------------------------------------------------------------------------ */

/* Parses len decimal digits (1..9 of them, nothing else) as a number no
 * greater than max. Returns 0 on success. */
static int parse_number(const char *s, size_t len, long max, long *out)
{
    long value = 0;
    size_t i;
    if (len == 0 || len > 9)
        return -1;
    for (i = 0; i < len; i++) {
        if (s[i] < '0' || s[i] > '9')
            return -1;
        value = value * 10 + (s[i] - '0');
    }
    if (value > max)
        return -1;
    *out = value;
    return 0;
}

/* One whitespace-separated field of the FEN. */
typedef struct {
    const char *text;
    size_t len;
} Field;

static int field_is(Field f, const char *s)
{
    return f.len == strlen(s) && memcmp(f.text, s, f.len) == 0;
}

/* Copies input text into buf for an error message: at most 24 characters,
 * anything but printable ASCII shown as '?', so the message stays one line. */
enum { SHOWN_SIZE = 28 };
static const char *show(const char *text, size_t len, char buf[SHOWN_SIZE])
{
    size_t i, n = len < 24 ? len : 24;
    for (i = 0; i < n; i++)
        buf[i] = (text[i] >= 0x20 && text[i] < 0x7f) ? text[i] : '?';
    strcpy(buf + n, len > n ? "..." : "");
    return buf;
}

static int parse_placement(Field f, Position *pos, char *err, size_t errlen)
{
    static const char LETTERS[] = "pnbrqk";
    char shown[SHOWN_SIZE];
    int rank = 7, file = 0;
    size_t i;

    for (i = 0; i < f.len; i++) {
        const char c = f.text[i];
        if (c == '/') {
            if (file != 8) {
                snprintf(err, errlen, "rank %d of the FEN covers %d squares, not 8", rank + 1, file);
                return -1;
            }
            if (rank == 0) {
                snprintf(err, errlen, "the FEN piece placement has more than 8 ranks");
                return -1;
            }
            rank--;
            file = 0;
        } else if (c >= '1' && c <= '8') {
            file += c - '0';
            if (file > 8) {
                snprintf(err, errlen, "rank %d of the FEN covers more than 8 squares", rank + 1);
                return -1;
            }
        } else {
            /* Black pieces in lower case, white in upper case. */
            const int color = (c >= 'a' && c <= 'z') ? BB_BLACK : BB_WHITE;
            const char lower = (char)(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
            /* (memchr: a line of standard input may hold a '\0'.) */
            const char *p = (const char *)memchr(LETTERS, lower, sizeof LETTERS - 1);
            if (p == NULL) {
                snprintf(err, errlen, "bad character '%s' in the FEN piece placement",
                         show(&f.text[i], 1, shown));
                return -1;
            }
            if (file >= 8) {
                snprintf(err, errlen, "rank %d of the FEN covers more than 8 squares", rank + 1);
                return -1;
            }
            put_piece(pos, color, (int)(p - LETTERS), bb_square(file, rank));
            file++;
        }
    }
    if (file != 8) {
        snprintf(err, errlen, "rank %d of the FEN covers %d squares, not 8", rank + 1, file);
        return -1;
    }
    if (rank != 0) {
        snprintf(err, errlen, "the FEN piece placement has %d ranks, not 8", 8 - rank);
        return -1;
    }
    return 0;
}

static int parse_castling(Field f, Position *pos, char *err, size_t errlen)
{
    static const char LETTERS[] = "KQkq"; /* in the order of CASTLE_RULES */
    char shown[SHOWN_SIZE];
    size_t i;

    pos->castling = 0;
    if (field_is(f, "-"))
        return 0;
    if (f.len == 0 || f.len > 4) {
        snprintf(err, errlen, "bad FEN castling field '%s'", show(f.text, f.len, shown));
        return -1;
    }
    for (i = 0; i < f.len; i++) {
        const char *p = (const char *)memchr(LETTERS, f.text[i], sizeof LETTERS - 1);
        const CastleRule *r;
        int color;
        /* The rights grow in KQkq order, so a letter must add a larger one. */
        if (p == NULL || pos->castling >= CASTLE_RULES[p - LETTERS].right) {
            snprintf(err, errlen, "bad FEN castling field '%s'", show(f.text, f.len, shown));
            return -1; /* an unknown, repeated or out-of-order letter */
        }
        r = &CASTLE_RULES[p - LETTERS];
        color = (int)(p - LETTERS) / 2; /* KQ white, kq black */
        /* A right needs its king and rook on their home squares. */
        if (!(pos->pieces[color][BB_KING] & SQ_BIT(r->king_from))
            || !(pos->pieces[color][BB_ROOK] & SQ_BIT(r->rook_from))) {
            snprintf(err, errlen, "castling right '%c' without king and rook on their home squares",
                     f.text[i]);
            return -1;
        }
        pos->castling |= r->right;
    }
    return 0;
}

/* The en-passant field names the square behind a pawn that has just made a
 * double push: on rank 6 with white to move, on rank 3 with black to move,
 * with that pawn in front of it and both squares it crossed empty. */
static int parse_en_passant(Field f, Position *pos, char *err, size_t errlen)
{
    char shown[SHOWN_SIZE];
    int sq, pawn_sq, origin_sq;

    pos->ep_square = NO_SQUARE;
    if (field_is(f, "-"))
        return 0;
    if (f.len != 2 || f.text[0] < 'a' || f.text[0] > 'h'
        || f.text[1] != (pos->side == BB_WHITE ? '6' : '3')) {
        snprintf(err, errlen, "bad FEN en-passant field '%s'", show(f.text, f.len, shown));
        return -1;
    }
    sq = bb_square(f.text[0] - 'a', f.text[1] - '1');
    pawn_sq = sq - pawn_step(pos->side);
    origin_sq = sq + pawn_step(pos->side);
    if (!(pos->pieces[pos->side ^ 1][BB_PAWN] & SQ_BIT(pawn_sq))
        || (pos->occupied & (SQ_BIT(sq) | SQ_BIT(origin_sq)))) {
        snprintf(err, errlen, "FEN en-passant square '%s' does not follow a double pawn push",
                 show(f.text, f.len, shown));
        return -1;
    }
    pos->ep_square = sq;
    return 0;
}

static const char WHITE_SPACE[] = " \t\n\r\v\f";

static int is_white_space(char c)
{
    return memchr(WHITE_SPACE, c, sizeof WHITE_SPACE - 1) != NULL;
}

/* Parses a FEN of len characters (four to six fields: the two move counters
 * may be left out) into `pos` and checks that the position can be searched.
 * A '\0' in it is just a bad character. Returns 0, or -1 with a message in
 * err. */
static int parse_fen(const char *fen, size_t len, Position *pos, char *err, size_t errlen)
{
    Field fields[7];
    char shown[SHOWN_SIZE];
    int nfields = 0, color;
    long number;
    const char *s = fen, *const end = fen + len;

    /* Split on runs of white space; a seventh field is only there to be
     * refused. */
    while (s != end && nfields < 7) {
        while (s != end && is_white_space(*s))
            s++;
        if (s == end)
            break;
        fields[nfields].text = s;
        while (s != end && !is_white_space(*s))
            s++;
        fields[nfields].len = (size_t)(s - fields[nfields].text);
        nfields++;
    }
    if (nfields < 4 || nfields > 6) {
        snprintf(err, errlen, "a FEN has 4 to 6 fields, got %s%d",
                 nfields > 6 ? "more than " : "", nfields > 6 ? 6 : nfields);
        return -1;
    }

    memset(pos, 0, sizeof *pos);
    memset(pos->board, NO_PIECE, sizeof pos->board);

    if (parse_placement(fields[0], pos, err, errlen) != 0)
        return -1;
    for (color = BB_WHITE; color <= BB_BLACK; color++) {
        if (bb_popcount(pos->pieces[color][BB_KING]) != 1) {
            snprintf(err, errlen, "the position has %d %s kings, not exactly one",
                     bb_popcount(pos->pieces[color][BB_KING]),
                     color == BB_WHITE ? "white" : "black");
            return -1;
        }
    }
    if ((pos->pieces[BB_WHITE][BB_PAWN] | pos->pieces[BB_BLACK][BB_PAWN])
        & (BB_RANK_MASK[BB_A1] | BB_RANK_MASK[BB_A8])) {
        snprintf(err, errlen, "the position has a pawn on the first or last rank");
        return -1;
    }

    if (field_is(fields[1], "w"))
        pos->side = BB_WHITE;
    else if (field_is(fields[1], "b"))
        pos->side = BB_BLACK;
    else {
        snprintf(err, errlen, "bad FEN side to move '%s' (expected w or b)",
                 show(fields[1].text, fields[1].len, shown));
        return -1;
    }
    /* The side that just moved cannot have left its king attacked. */
    if (attackers_of(pos, king_square(pos, pos->side ^ 1), pos->side, pos->occupied)) {
        snprintf(err, errlen, "the side not to move is in check");
        return -1;
    }

    if (parse_castling(fields[2], pos, err, errlen) != 0
        || parse_en_passant(fields[3], pos, err, errlen) != 0)
        return -1;

    pos->halfmove_clock = 0;
    pos->fullmove_number = 1;
    if (nfields > 4) {
        if (parse_number(fields[4].text, fields[4].len, 999999999L, &number) != 0) {
            snprintf(err, errlen, "bad FEN halfmove clock '%s'",
                     show(fields[4].text, fields[4].len, shown));
            return -1;
        }
        pos->halfmove_clock = (int)number;
    }
    if (nfields > 5) {
        if (parse_number(fields[5].text, fields[5].len, 999999999L, &number) != 0 || number < 1) {
            snprintf(err, errlen, "bad FEN fullmove number '%s'",
                     show(fields[5].text, fields[5].len, shown));
            return -1;
        }
        pos->fullmove_number = (int)number;
    }
    return 0;
}

static int fail(const char *message)
{
    fprintf(stderr, "perft: %s\n", message);
    return 2;
}

/* Answers one FEN of len characters: the node count `depth` plies below it,
 * or with `divide` the sorted root move lines, then the total. Returns 0, or
 * -1 with a message in err (nothing printed). */
static int answer_fen(const char *fen, size_t len, int depth, int divide,
                      char *err, size_t errlen)
{
    Position pos;

    if (parse_fen(fen, len, &pos, err, errlen) != 0)
        return -1;

    if (divide) {
        /* Static: at MAX_MOVES entries these take some 34 KB. */
        static MoveList list;
        static DivideLine lines[MAX_MOVES];
        uint64_t total = 0;
        int i;
        generate_legal_moves(&pos, &list);
        for (i = 0; i < list.count; i++) {
            Position next;
            lines[i].nodes = 1;
            if (depth > 1) {
                make_move(&pos, list.moves[i], &next);
                lines[i].nodes = perft(&next, depth - 1);
            }
            move_to_uci(list.moves[i], lines[i].uci);
            total += lines[i].nodes;
        }
        qsort(lines, (size_t)list.count, sizeof lines[0], compare_lines);
        for (i = 0; i < list.count; i++)
            printf("%s: %llu\n", lines[i].uci, (unsigned long long)lines[i].nodes);
        printf("%llu\n", (unsigned long long)total);
    } else {
        printf("%llu\n", (unsigned long long)perft(&pos, depth));
    }
    return 0;
}

/* Answers each line of standard input in turn (see the opening comment).
 * Returns the exit status. */
static int answer_lines(int depth, int divide)
{
    char err[160] = "";
    char *line = NULL;
    size_t cap = 0, len = 0;
    int c, status = 0;

    do {
        c = getchar();
        if (c != EOF && c != '\n') {
            if (len == cap) {
                const size_t grown_cap = cap ? 2 * cap : 128;
                char *grown = (char *)realloc(line, grown_cap);
                if (grown == NULL) {
                    snprintf(err, sizeof err, "out of memory reading standard input");
                    break;
                }
                line = grown;
                cap = grown_cap;
            }
            line[len++] = (char)c;
        } else if (c == '\n' || len > 0) {
            /* A line, ended by its newline or (the last one) by the input's
             * end. */
            if (len > 0 && line[len - 1] == '\r')
                len--;
            if (answer_fen(line ? line : "", len, depth, divide, err, sizeof err) != 0) {
                fflush(stdout);
                status = fail(err); /* and the lines after it are answered */
                err[0] = '\0';
            }
            len = 0;
        }
    } while (c != EOF);
    if (err[0] == '\0' && ferror(stdin))
        snprintf(err, sizeof err, "cannot read standard input");
    free(line);
    fflush(stdout); /* the answers to the lines before an error stay */
    return err[0] != '\0' ? fail(err) : status;
}

int main(int argc, char **argv)
{
    char err[160], shown[SHOWN_SIZE];
    const char *fen, *depth_text;
    long depth;
    int divide = 0;

#ifdef BB_SLIDERS
    bb_fill_slider_tables(); /* nothing to do unless BB_FILL_SLIDER_TABLES */
#endif
    if (argc == 4 && strcmp(argv[1], "--divide") == 0) {
        divide = 1;
        fen = argv[2];
        depth_text = argv[3];
    } else if (argc == 3 && strncmp(argv[1], "--", 2) != 0) {
        fen = argv[1];
        depth_text = argv[2];
    } else {
        return fail("usage: perft [--divide] \"<FEN>\"|- DEPTH");
    }

    if (parse_number(depth_text, strlen(depth_text), MAX_DEPTH, &depth) != 0 || depth < 1) {
        snprintf(err, sizeof err, "depth must be an integer from 1 to %d, got '%s'",
                 MAX_DEPTH, show(depth_text, strlen(depth_text), shown));
        return fail(err);
    }
    if (strcmp(fen, "-") == 0)
        return answer_lines((int)depth, divide);
    if (answer_fen(fen, strlen(fen), (int)depth, divide, err, sizeof err) != 0)
        return fail(err);
    return 0;
}
