// Perft.java - a complete legal move generator and perft counter built on the
// generated Java class, the twin of perft.c, perft.rs and perft.go.
//
// Every attack set here comes from Bitboards.java (generated/, or the class of
// any square mapping): sliders from rookAttacks / bishopAttacks / queenAttacks,
// leapers from KNIGHT_ATTACKS, KING_ATTACKS and PAWN_ATTACKS[color][sq],
// absolute pins from pinned, pin rays from LINE and check-blocking squares from
// BETWEEN. The sliders and the pins are called through PerftSliders, which
// tests/drivers/java/build.py writes beside this file: the class's own lookups, or
// those of a slider technique (rookAttacksMagic, ...). Squares come from the class's names, square, squareFile, squareRank
// and DIR_SHIFT only, so this file counts right on the class of every square
// mapping. Nothing else is precomputed, so a wrong table entry shows up as a
// wrong node count against the published perft numbers.
//
// Usage:
//
//   java Perft "<FEN>" DEPTH            prints the number of leaf nodes
//   java Perft --divide "<FEN>" DEPTH   one line per legal root move in UCI form
//                                       ("e2e4: 20", "a7a8q: 1"), sorted by
//                                       move, then the total
//   java Perft [--divide] - DEPTH       the same for each line of standard input,
//                                       one FEN a line, in turn
//
// The count is always the last line of standard output (of each FEN's answer).
// Bad input (malformed FEN, an impossible position, a bad depth, wrong
// arguments) gives one line on standard error starting with "perft: " and exit
// status 2. The input rules are perft.c's, word for word in its opening comment,
// and so are those of `-` (perft.c's usage): DEPTH is checked before any input
// is read, a line's trailing "\r" is ignored, no input gives no output, and a bad
// line gets its error on standard error, the lines after it answered, exit status 2.
//
// Build: javac --release 11 -Xlint:all -Werror on this file, PerftSliders.java and
// bitboards/Bitboards.java (`make perft-java` writes build/perft-java, a
// launcher script; tests/drivers/java/build.py).
//
// The generator is strictly legal, as perft.c's (see its opening comment for
// the six steps), so perft counts the moves of the last ply without making
// them ("bulk counting"). Positions are copied into one preallocated position
// per ply and moves are ints, so a search allocates nothing.

import static bitboards.Bitboards.*;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

public final class Perft {
    private Perft() {}

    static final int NO_PIECE = 6; // board[] entry of an empty square
    // No position has more legal moves than this (see perft.c).
    static final int MAX_MOVES = 62 * 27 + 10;
    static final int MAX_DEPTH = 64;

    // Castling rights, one bit each.
    static final int CASTLE_WK = 1;
    static final int CASTLE_WQ = 2;
    static final int CASTLE_BK = 4;
    static final int CASTLE_BQ = 8;

    // Move kinds.
    static final int MOVE_NORMAL = 0;
    static final int MOVE_DOUBLE_PUSH = 1;
    static final int MOVE_EN_PASSANT = 2;
    static final int MOVE_CASTLE = 3;

    // One castling move per row: the right it needs, king from and to, rook from and to.
    static final int[][] CASTLE_RULES = {
        {CASTLE_WK, E1, G1, H1, F1},
        {CASTLE_WQ, E1, C1, A1, D1},
        {CASTLE_BK, E8, G8, H8, F8},
        {CASTLE_BQ, E8, C8, A8, D8},
    };

    /** Returns the bitboard of square sq alone. */
    static long sqBit(int sq) {
        return 1L << sq;
    }

    /** Returns the square difference of one pawn step forward: north for white. */
    static int pawnStep(int color) {
        return color == WHITE ? DIR_SHIFT[NORT] : DIR_SHIFT[SOUT];
    }

    /** A position; pieces[6 * color + kind]. */
    static final class Position {
        final long[] pieces = new long[12];
        final long[] colors = new long[2];
        long occupied;
        final byte[] board = new byte[64];
        int side = WHITE;
        int castling;
        int epSquare = -1;
        long halfmoveClock;
        long fullmoveNumber = 1;

        Position() {
            Arrays.fill(board, (byte) NO_PIECE);
        }

        void copyFrom(Position p) {
            System.arraycopy(p.pieces, 0, pieces, 0, 12);
            colors[0] = p.colors[0];
            colors[1] = p.colors[1];
            occupied = p.occupied;
            System.arraycopy(p.board, 0, board, 0, 64);
            side = p.side;
            castling = p.castling;
            epSquare = p.epSquare;
            halfmoveClock = p.halfmoveClock;
            fullmoveNumber = p.fullmoveNumber;
        }

        void putPiece(int color, int kind, int sq) {
            pieces[6 * color + kind] |= sqBit(sq);
            colors[color] |= sqBit(sq);
            occupied |= sqBit(sq);
            board[sq] = (byte) kind;
        }

        void removePiece(int color, int kind, int sq) {
            pieces[6 * color + kind] &= ~sqBit(sq);
            colors[color] &= ~sqBit(sq);
            occupied &= ~sqBit(sq);
            board[sq] = (byte) NO_PIECE;
        }

        /** Returns the pieces of color by that attack sq when the board holds occ. */
        long attackersOf(int sq, int by, long occ) {
            int p = 6 * by;
            // A pawn of `by` attacks sq exactly when a pawn of the other color on sq
            // would attack the pawn's square.
            return PAWN_ATTACKS[by ^ 1][sq] & pieces[p + PAWN]
                    | KNIGHT_ATTACKS[sq] & pieces[p + KNIGHT]
                    | KING_ATTACKS[sq] & pieces[p + KING]
                    | PerftSliders.bishopAttacks(occ, sq) & (pieces[p + BISHOP] | pieces[p + QUEEN])
                    | PerftSliders.rookAttacks(occ, sq) & (pieces[p + ROOK] | pieces[p + QUEEN]);
        }

        int kingSquare(int color) {
            return lsb(pieces[6 * color + KING]);
        }
    }

    // --- Moves: from | to << 6 | promotion << 12 | kind << 16 ---------------

    static int move(int from, int to, int promotion, int kind) {
        return from | to << 6 | promotion << 12 | kind << 16;
    }

    static int from(int m) {
        return m & 63;
    }

    static int to(int m) {
        return m >>> 6 & 63;
    }

    static int promotion(int m) {
        return m >>> 12 & 15;
    }

    static int kind(int m) {
        return m >>> 16;
    }

    /** A list of moves. */
    static final class Moves {
        final int[] moves = new int[MAX_MOVES];
        int count;

        void add(int from, int to, int promotion, int kind) {
            moves[count++] = move(from, to, promotion, kind);
        }

        /** Adds a pawn move; one to the last rank is four moves, one per promotion piece. */
        void addPawn(int from, int to, int kind) {
            int rank = squareRank(to);
            if (rank == 0 || rank == 7) {
                add(from, to, QUEEN, kind);
                add(from, to, ROOK, kind);
                add(from, to, BISHOP, kind);
                add(from, to, KNIGHT, kind);
            } else {
                add(from, to, NO_PIECE, kind);
            }
        }
    }

    /** Returns the castling rights lost when a piece leaves or arrives on sq. */
    static int rightsTouching(int sq) {
        int rights = 0;
        for (int[] r : CASTLE_RULES) {
            if (sq == r[1] || sq == r[3]) {
                rights |= r[0];
            }
        }
        return rights;
    }

    /** Returns the attacks of a knight, bishop, rook or queen on sq. */
    static long attacksOf(int kind, long occ, int sq) {
        switch (kind) {
            case KNIGHT:
                return KNIGHT_ATTACKS[sq];
            case BISHOP:
                return PerftSliders.bishopAttacks(occ, sq);
            case ROOK:
                return PerftSliders.rookAttacks(occ, sq);
            default:
                return PerftSliders.queenAttacks(occ, sq);
        }
    }

    /** Whether capturing en passant from `from` onto `to` is legal: every attack on
     *  the king recomputed with the occupancy after the capture. */
    static boolean enPassantIsLegal(Position pos, int from, int to, int kingSq) {
        int captured = to - pawnStep(pos.side);
        long occAfter = (pos.occupied ^ sqBit(from) ^ sqBit(captured)) | sqBit(to);
        return (pos.attackersOf(kingSq, pos.side ^ 1, occAfter) & ~sqBit(captured)) == 0;
    }

    static void generatePawnMoves(Position pos, Moves list, int kingSq, long targets, long pinned) {
        int us = pos.side;
        int up = pawnStep(us);
        int startRank = us == WHITE ? 1 : 6;
        long enemy = pos.colors[us ^ 1];
        for (long pawns = pos.pieces[6 * us + PAWN]; pawns != 0; pawns &= pawns - 1) {
            int from = lsb(pawns);
            // The squares this pawn may land on: evasion targets, pin ray.
            long allowed = targets;
            if ((pinned & sqBit(from)) != 0) {
                allowed &= LINE[kingSq][from];
            }
            int to = from + up; // on the board: no pawn stands on the last rank

            // Pushes: one square, and two from the start rank, onto empty squares.
            if ((pos.occupied & sqBit(to)) == 0) {
                if ((allowed & sqBit(to)) != 0) {
                    list.addPawn(from, to, MOVE_NORMAL);
                }
                if (squareRank(from) == startRank) {
                    int to2 = to + up;
                    if ((pos.occupied & sqBit(to2)) == 0 && (allowed & sqBit(to2)) != 0) {
                        list.add(from, to2, NO_PIECE, MOVE_DOUBLE_PUSH);
                    }
                }
            }

            // Captures, promotions included.
            for (long captures = PAWN_ATTACKS[us][from] & enemy & allowed; captures != 0; captures &= captures - 1) {
                list.addPawn(from, lsb(captures), MOVE_NORMAL);
            }

            // En passant has its own complete legality test.
            int ep = pos.epSquare;
            if (ep >= 0 && (PAWN_ATTACKS[us][from] & sqBit(ep)) != 0 && enPassantIsLegal(pos, from, ep, kingSq)) {
                list.add(from, ep, NO_PIECE, MOVE_EN_PASSANT);
            }
        }
    }

    static void generateCastling(Position pos, Moves list) {
        int us = pos.side;
        // CASTLE_RULES holds white's two rules, then black's.
        for (int k = 2 * us; k < 2 * us + 2; k++) {
            int[] r = CASTLE_RULES[k];
            if ((pos.castling & r[0]) == 0 || (BETWEEN[r[1]][r[3]] & pos.occupied) != 0) {
                continue;
            }
            // The king does not pass through or land on an attacked square (it is
            // not in check now: castling is only tried then).
            long crossed = BETWEEN[r[1]][r[2]] | sqBit(r[2]);
            boolean safe = true;
            for (; crossed != 0 && safe; crossed &= crossed - 1) {
                safe = pos.attackersOf(lsb(crossed), us ^ 1, pos.occupied) == 0;
            }
            if (safe) {
                list.add(r[1], r[2], NO_PIECE, MOVE_CASTLE);
            }
        }
    }

    /** Fills list with exactly the legal moves of pos. */
    static void generateLegalMoves(Position pos, Moves list) {
        int us = pos.side;
        int them = us ^ 1;
        long own = pos.colors[us];
        long enemyRq = pos.pieces[6 * them + ROOK] | pos.pieces[6 * them + QUEEN];
        long enemyBq = pos.pieces[6 * them + BISHOP] | pos.pieces[6 * them + QUEEN];
        int kingSq = pos.kingSquare(us);
        long checkers = pos.attackersOf(kingSq, them, pos.occupied);
        long pinned = PerftSliders.pinned(pos.occupied, own, kingSq, enemyRq, enemyBq);

        list.count = 0;

        // King moves, the king lifted off the board for the attack test.
        for (long moves = KING_ATTACKS[kingSq] & ~own; moves != 0; moves &= moves - 1) {
            int to = lsb(moves);
            if (pos.attackersOf(to, them, pos.occupied ^ sqBit(kingSq)) == 0) {
                list.add(kingSq, to, NO_PIECE, MOVE_NORMAL);
            }
        }

        // In double check only the king can move.
        if ((checkers & (checkers - 1)) != 0) {
            return;
        }

        // In single check every other move captures the checker or blocks it.
        long targets;
        if (checkers != 0) {
            targets = checkers | BETWEEN[kingSq][lsb(checkers)];
        } else {
            generateCastling(pos, list);
            targets = ~own;
        }

        // Knights, bishops, rooks, queens; a pinned piece keeps to its pin line.
        for (int kind = KNIGHT; kind <= QUEEN; kind++) {
            for (long pieces = pos.pieces[6 * us + kind]; pieces != 0; pieces &= pieces - 1) {
                int from = lsb(pieces);
                long moves = attacksOf(kind, pos.occupied, from) & targets;
                if ((pinned & sqBit(from)) != 0) {
                    moves &= LINE[kingSq][from];
                }
                for (; moves != 0; moves &= moves - 1) {
                    list.add(from, lsb(moves), NO_PIECE, MOVE_NORMAL);
                }
            }
        }

        generatePawnMoves(pos, list, kingSq, targets, pinned);
    }

    /** Makes the legal move m of pos in next (copy-make). */
    static void makeMove(Position pos, int m, Position next) {
        int us = pos.side;
        int them = us ^ 1;
        int from = from(m);
        int to = to(m);
        int moved = pos.board[from];
        int captured = pos.board[to];
        next.copyFrom(pos);

        next.removePiece(us, moved, from);
        if (kind(m) == MOVE_EN_PASSANT) {
            next.removePiece(them, PAWN, to - pawnStep(us));
        } else if (captured != NO_PIECE) {
            next.removePiece(them, captured, to);
        }
        next.putPiece(us, promotion(m) != NO_PIECE ? promotion(m) : moved, to);

        if (kind(m) == MOVE_CASTLE) {
            for (int[] r : CASTLE_RULES) {
                if (r[2] == to) {
                    next.removePiece(us, ROOK, r[3]);
                    next.putPiece(us, ROOK, r[4]);
                }
            }
        }

        next.castling &= ~(rightsTouching(from) | rightsTouching(to));
        next.epSquare = kind(m) == MOVE_DOUBLE_PUSH ? from + pawnStep(us) : -1;
        next.halfmoveClock = moved == PAWN || captured != NO_PIECE ? 0 : pos.halfmoveClock + 1;
        next.fullmoveNumber = pos.fullmoveNumber + (us == BLACK ? 1 : 0);
        next.side = them;
    }

    // --- Perft ---------------------------------------------------------------

    /** The positions and move lists of a search, one per ply. */
    static final class Search {
        final Position[] positions;
        final Moves[] lists;

        Search(int depth) {
            positions = new Position[depth + 1];
            lists = new Moves[depth + 1];
            for (int i = 0; i <= depth; i++) {
                positions[i] = new Position();
                lists[i] = new Moves();
            }
        }

        /** Returns the number of leaf nodes depth plies below positions[ply] (depth >= 1). */
        long perft(int ply, int depth) {
            Position pos = positions[ply];
            Moves list = lists[ply];
            generateLegalMoves(pos, list);
            if (depth == 1) {
                return list.count; // bulk counting: the moves are legal
            }
            long nodes = 0;
            Position next = positions[ply + 1];
            for (int i = 0; i < list.count; i++) {
                makeMove(pos, list.moves[i], next);
                nodes += perft(ply + 1, depth - 1);
            }
            return nodes;
        }
    }

    /** Returns m in UCI form ("e2e4", "e7e8q"). */
    static String moveToUci(int m) {
        StringBuilder uci = new StringBuilder();
        for (int sq : new int[] {from(m), to(m)}) {
            uci.append((char) ('a' + squareFile(sq))).append((char) ('1' + squareRank(sq)));
        }
        if (promotion(m) != NO_PIECE) {
            uci.append("pnbrqk".charAt(promotion(m)));
        }
        return uci.toString();
    }

    // --- Input ---------------------------------------------------------------

    /** Why a FEN or the arguments cannot be searched. */
    static final class BadInput extends Exception {
        private static final long serialVersionUID = 1L;

        BadInput(String message) {
            super(message);
        }
    }

    /** Returns the number 1..9 decimal digits (nothing else) spell, or -1 when they
     *  do not or it is greater than max. */
    static long parseNumber(String s, long max) {
        if (s.isEmpty() || s.length() > 9) {
            return -1;
        }
        long value = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < '0' || c > '9') {
                return -1;
            }
            value = 10 * value + (c - '0');
        }
        return value <= max ? value : -1;
    }

    static char showByte(int c) {
        return c >= 0x20 && c < 0x7f ? (char) c : '?';
    }

    /** Returns input text for an error message: at most 24 bytes of its UTF-8,
     *  anything but printable ASCII shown as '?', so the message stays one line. */
    static String show(String text) {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        StringBuilder shown = new StringBuilder();
        for (int i = 0; i < bytes.length && i < 24; i++) {
            shown.append(showByte(bytes[i] & 0xff));
        }
        if (bytes.length > 24) {
            shown.append("...");
        }
        return shown.toString();
    }

    static void parsePlacement(String f, Position pos) throws BadInput {
        String letters = "pnbrqk";
        int rank = 7;
        int file = 0;
        for (int i = 0; i < f.length(); i++) {
            char c = f.charAt(i);
            if (c == '/') {
                if (file != 8) {
                    throw new BadInput("rank " + (rank + 1) + " of the FEN covers " + file + " squares, not 8");
                }
                if (rank == 0) {
                    throw new BadInput("the FEN piece placement has more than 8 ranks");
                }
                rank--;
                file = 0;
            } else if (c >= '1' && c <= '8') {
                file += c - '0';
                if (file > 8) {
                    throw new BadInput("rank " + (rank + 1) + " of the FEN covers more than 8 squares");
                }
            } else {
                // Black pieces in lower case, white in upper case.
                int color = c >= 'a' && c <= 'z' ? BLACK : WHITE;
                char lower = c >= 'A' && c <= 'Z' ? (char) (c + 'a' - 'A') : c;
                int kind = letters.indexOf(lower);
                if (kind < 0) {
                    throw new BadInput("bad character '" + showByte(c) + "' in the FEN piece placement");
                }
                if (file >= 8) {
                    throw new BadInput("rank " + (rank + 1) + " of the FEN covers more than 8 squares");
                }
                pos.putPiece(color, kind, square(file, rank));
                file++;
            }
        }
        if (file != 8) {
            throw new BadInput("rank " + (rank + 1) + " of the FEN covers " + file + " squares, not 8");
        }
        if (rank != 0) {
            throw new BadInput("the FEN piece placement has " + (8 - rank) + " ranks, not 8");
        }
    }

    static void parseCastling(String f, Position pos) throws BadInput {
        String letters = "KQkq"; // in the order of CASTLE_RULES
        pos.castling = 0;
        if (f.equals("-")) {
            return;
        }
        BadInput bad = new BadInput("bad FEN castling field '" + show(f) + "'");
        if (f.isEmpty() || f.length() > 4) {
            throw bad;
        }
        for (int i = 0; i < f.length(); i++) {
            // The rights grow in KQkq order, so a letter must add a larger one.
            int k = letters.indexOf(f.charAt(i));
            if (k < 0 || pos.castling >= CASTLE_RULES[k][0]) {
                throw bad; // an unknown, repeated or out-of-order letter
            }
            int[] r = CASTLE_RULES[k];
            int color = k / 2; // KQ white, kq black
            if ((pos.pieces[6 * color + KING] & sqBit(r[1])) == 0 || (pos.pieces[6 * color + ROOK] & sqBit(r[3])) == 0) {
                throw new BadInput("castling right '" + f.charAt(i) + "' without king and rook on their home squares");
            }
            pos.castling |= r[0];
        }
    }

    /** Reads the en-passant field, which names the square behind a pawn that has
     *  just made a double push, with that pawn in front of it and both squares it
     *  crossed empty. */
    static void parseEnPassant(String f, Position pos) throws BadInput {
        pos.epSquare = -1;
        if (f.equals("-")) {
            return;
        }
        char rank = pos.side == WHITE ? '6' : '3';
        if (f.length() != 2 || f.charAt(0) < 'a' || f.charAt(0) > 'h' || f.charAt(1) != rank) {
            throw new BadInput("bad FEN en-passant field '" + show(f) + "'");
        }
        int sq = square(f.charAt(0) - 'a', f.charAt(1) - '1');
        int pawnSq = sq - pawnStep(pos.side);
        int originSq = sq + pawnStep(pos.side);
        if ((pos.pieces[6 * (pos.side ^ 1) + PAWN] & sqBit(pawnSq)) == 0 || (pos.occupied & (sqBit(sq) | sqBit(originSq))) != 0) {
            throw new BadInput("FEN en-passant square '" + show(f) + "' does not follow a double pawn push");
        }
        pos.epSquare = sq;
    }

    /** Returns the position of a FEN (four to six fields: the two move counters may
     *  be left out), checked that it can be searched. */
    static Position parseFen(String fen) throws BadInput {
        // Split on runs of white space; a seventh field is only there to be refused.
        String[] fields = Arrays.stream(fen.split("[ \t\n\r\u000b\f]+")).filter(s -> !s.isEmpty()).toArray(String[]::new);
        if (fields.length < 4 || fields.length > 6) {
            String got = fields.length > 6 ? "more than 6" : Integer.toString(fields.length);
            throw new BadInput("a FEN has 4 to 6 fields, got " + got);
        }
        Position pos = new Position();
        parsePlacement(fields[0], pos);
        String[] names = {"white", "black"};
        for (int color = WHITE; color <= BLACK; color++) {
            int kings = popcount(pos.pieces[6 * color + KING]);
            if (kings != 1) {
                throw new BadInput("the position has " + kings + " " + names[color] + " kings, not exactly one");
            }
        }
        if (((pos.pieces[PAWN] | pos.pieces[6 + PAWN]) & (RANK_MASK[A1] | RANK_MASK[A8])) != 0) {
            throw new BadInput("the position has a pawn on the first or last rank");
        }
        if (fields[1].equals("w")) {
            pos.side = WHITE;
        } else if (fields[1].equals("b")) {
            pos.side = BLACK;
        } else {
            throw new BadInput("bad FEN side to move '" + show(fields[1]) + "' (expected w or b)");
        }
        // The side that just moved cannot have left its king attacked.
        if (pos.attackersOf(pos.kingSquare(pos.side ^ 1), pos.side, pos.occupied) != 0) {
            throw new BadInput("the side not to move is in check");
        }
        parseCastling(fields[2], pos);
        parseEnPassant(fields[3], pos);
        if (fields.length > 4) {
            long clock = parseNumber(fields[4], 999_999_999);
            if (clock < 0) {
                throw new BadInput("bad FEN halfmove clock '" + show(fields[4]) + "'");
            }
            pos.halfmoveClock = clock;
        }
        if (fields.length > 5) {
            long number = parseNumber(fields[5], 999_999_999);
            if (number < 1) {
                throw new BadInput("bad FEN fullmove number '" + show(fields[5]) + "'");
            }
            pos.fullmoveNumber = number;
        }
        return pos;
    }

    /** Returns what one FEN gets: its node count at depth, or with divide its root
     *  moves' lines, sorted, then the total; search has room for depth plies. */
    static String answer(String fen, int depth, boolean divide, Search search) throws BadInput {
        search.positions[0].copyFrom(parseFen(fen));
        if (!divide) {
            return search.perft(0, depth) + "\n";
        }
        Moves root = new Moves();
        generateLegalMoves(search.positions[0], root);
        String[] lines = new String[root.count];
        long total = 0;
        for (int i = 0; i < root.count; i++) {
            long nodes = 1;
            if (depth > 1) {
                makeMove(search.positions[0], root.moves[i], search.positions[1]);
                nodes = search.perft(1, depth - 1);
            }
            lines[i] = moveToUci(root.moves[i]) + ": " + nodes;
            total += nodes;
        }
        Arrays.sort(lines); // the UCI names, then ": ", sort as the names do
        StringBuilder out = new StringBuilder();
        for (String line : lines) {
            out.append(line).append('\n');
        }
        return out.append(total).append('\n').toString();
    }

    /** The character set the JVM decodes the arguments with (the locale's). */
    static final Charset ARGUMENT_CHARSET = Charset.forName(System.getProperty("sun.jnu.encoding", "UTF-8"));

    /** Returns the next line of in without its "\n" and a "\r" before that, decoded
     *  as the JVM decodes the arguments (so a line gets the errors it gets as the
     *  argument), or null at the end of the input. */
    static String readLine(InputStream in) throws IOException {
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        int c = in.read();
        if (c < 0) {
            return null;
        }
        for (; c >= 0 && c != '\n'; c = in.read()) {
            line.write(c);
        }
        byte[] bytes = line.toByteArray();
        int n = bytes.length > 0 && bytes[bytes.length - 1] == '\r' ? bytes.length - 1 : bytes.length;
        return new String(bytes, 0, n, ARGUMENT_CHARSET);
    }

    /** Counts (or divides) as the arguments ask, for the FEN argument or, when it is
     *  "-", for each line of standard input in turn, printing to out; a bad line gets
     *  its error on stderr and the lines after it are answered. Returns whether a
     *  line was bad. */
    static boolean run(String[] args, PrintStream out) throws BadInput, IOException {
        boolean divide = false;
        String fen;
        String depthText;
        if (args.length == 3 && args[0].equals("--divide")) {
            divide = true;
            fen = args[1];
            depthText = args[2];
        } else if (args.length == 2 && !args[0].startsWith("--")) {
            fen = args[0];
            depthText = args[1];
        } else {
            throw new BadInput("usage: perft [--divide] \"<FEN>\"|- DEPTH");
        }
        long depthValue = parseNumber(depthText, MAX_DEPTH);
        if (depthValue < 1) {
            throw new BadInput("depth must be an integer from 1 to " + MAX_DEPTH + ", got '" + show(depthText) + "'");
        }
        int depth = (int) depthValue;
        Search search = new Search(depth);
        if (!fen.equals("-")) {
            out.print(answer(fen, depth, divide, search));
            return false;
        }
        InputStream in = new BufferedInputStream(System.in, 1 << 16);
        boolean refused = false;
        for (String line = readLine(in); line != null; line = readLine(in)) {
            try {
                out.print(answer(line, depth, divide, search));
            } catch (BadInput e) {
                out.flush();
                System.err.print("perft: " + e.getMessage() + "\n");
                refused = true;
            }
        }
        return refused;
    }

    public static void main(String[] args) {
        // Buffered, flushed at the end and before the error of a bad line of
        // standard input, which follows the answers of the lines before it.
        PrintStream out = new PrintStream(
                new BufferedOutputStream(new FileOutputStream(FileDescriptor.out), 1 << 16), false, StandardCharsets.US_ASCII);
        String error = null;
        int status = 0;
        try {
            status = run(args, out) ? 2 : 0;
        } catch (BadInput e) {
            error = e.getMessage();
            status = 2;
        } catch (IOException e) {
            error = "cannot read standard input: " + e.getMessage();
            status = 1;
        }
        out.flush();
        if (error != null) {
            System.err.print("perft: " + error + "\n");
            System.exit(status);
        }
        if (out.checkError()) {
            System.exit(1);
        }
        if (status != 0) {
            System.exit(status); // a line of standard input was bad
        }
    }
}
