// Test driver for generated/Bitboards.java: answers queries read from stdin, as
// tests/drivers/c/driver.c does for the C header, line for line.
//
// Each input line is a function name (the contract's, snake_case) and its
// arguments as decimal or 0x hex numbers; each output line is the result (hex
// for bitboards, decimal for the bit scans). Extra commands:
//
//   tables        prints every table, one "NAME i j ... 0xVALUE" line per entry
//                 (DIR_SHIFT in decimal): DriverTables.print, which the test
//                 writes from the Python module's table names
//   lines [SEED]  for every square, each of its four lines and every subset of
//                 the line, prints the line attacks and the line x-rays of the
//                 subset plus off-line noise from xorshift64 seeded with SEED (no
//                 noise for 0, the default); tests/harness/queries.py walks the same order
//   squares       prints the square helpers for every file and rank and square,
//                 the name of every square, then "D4 <square> <ranks> <is d4>",
//                 the last a switch whose case label is the constant D4
//   square_name SQ     prints the name of square SQ
//   parse_square NAME  prints the number of the square NAME names, -1 for none
//   scan B        prints how many squares bitboard B has, then each, lowest first
//
// Build (tests/drivers/java/build.py): javac --release 11 -Xlint:all -Werror on
// this file, DriverTables.java and bitboards/Bitboards.java.

import static bitboards.Bitboards.*;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.FileOutputStream;
import java.io.FileDescriptor;
import java.io.BufferedOutputStream;
import java.nio.charset.StandardCharsets;

public final class Driver {
    private Driver() {}

    static final PrintStream OUT =
            new PrintStream(new BufferedOutputStream(new FileOutputStream(FileDescriptor.out), 1 << 16), false, StandardCharsets.UTF_8);

    private static final char[] HEX = "0123456789abcdef".toCharArray();

    /** Returns b as 0x and 16 hex digits. */
    static String hex(long b) {
        char[] text = new char[18];
        text[0] = '0';
        text[1] = 'x';
        for (int k = 17; k >= 2; k--, b >>>= 4) {
            text[k] = HEX[(int) (b & 15)];
        }
        return new String(text);
    }

    private static int isD4(int sq) {
        switch (sq) {
            case D4:
                return 1;
            default:
                return 0;
        }
    }

    private static void printSquares() {
        for (int file = 0; file < 8; file++) {
            for (int rank = 0; rank < 8; rank++) {
                OUT.println("square " + file + " " + rank + " " + square(file, rank));
            }
        }
        for (int sq = 0; sq < 64; sq++) {
            OUT.println("coordinates " + sq + " " + squareFile(sq) + " " + squareRank(sq));
        }
        for (int sq = 0; sq < 64; sq++) {
            OUT.println("name " + sq + " " + squareName(sq));
        }
        OUT.println("D4 " + square(3, 3) + " " + (squareRank(H8) + 1) + " " + isD4(square(3, 3)));
    }

    private static long xorshift64(long state) {
        state ^= state << 13;
        state ^= state >>> 7;
        state ^= state << 17;
        return state;
    }

    private static void printLines(long state) {
        for (int sq = 0; sq < 64; sq++) {
            long[] masks = {RANK_MASK[sq], FILE_MASK[sq], DIAGONAL_MASK[sq], ANTI_DIAGONAL_MASK[sq]};
            for (int line = 0; line < 4; line++) {
                long mask = masks[line];
                long sub = 0;
                do {
                    state = xorshift64(state);
                    long occ = sub | state & ~mask;
                    long a;
                    long x;
                    switch (line) {
                        case 0:
                            a = rankAttacks(occ, sq);
                            x = xrayRankAttacks(occ, sq);
                            break;
                        case 1:
                            a = fileAttacks(occ, sq);
                            x = xrayFileAttacks(occ, sq);
                            break;
                        case 2:
                            a = diagonalAttacks(occ, sq);
                            x = xrayDiagonalAttacks(occ, sq);
                            break;
                        default:
                            a = antiDiagonalAttacks(occ, sq);
                            x = xrayAntiDiagonalAttacks(occ, sq);
                    }
                    OUT.println(sq + " " + line + " " + hex(occ) + " " + hex(a) + " " + hex(x));
                    sub = (sub - mask) & mask; // carry-rippler: the next subset of mask
                } while (sub != 0);
            }
        }
    }

    private static long arg(String[] words, int k) {
        if (k >= words.length) {
            fail("a missing argument");
        }
        String word = words[k];
        try {
            if (word.startsWith("0x") || word.startsWith("0X")) {
                return Long.parseUnsignedLong(word.substring(2), 16);
            }
            return Long.parseUnsignedLong(word);
        } catch (NumberFormatException e) {
            fail("a bad argument " + word);
            return 0;
        }
    }

    private static void fail(String message) {
        OUT.flush();
        System.err.println("driver: " + message);
        System.exit(2);
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8), 1 << 16);
        for (String text = in.readLine(); text != null; text = in.readLine()) {
            String[] w = text.trim().split("\\s+");
            if (w[0].isEmpty()) {
                continue;
            }
            long b;
            switch (w[0]) {
                case "tables":
                    DriverTables.print(OUT);
                    continue;
                case "lines":
                    printLines(w.length > 1 ? arg(w, 1) : 0);
                    continue;
                case "squares":
                    printSquares();
                    continue;
                case "square_name":
                    OUT.println(squareName((int) arg(w, 1)));
                    continue;
                case "parse_square":
                    OUT.println(parseSquare(w.length > 1 ? w[1] : ""));
                    continue;
                case "scan": {
                    int[] found = squares(arg(w, 1));
                    StringBuilder line = new StringBuilder().append(found.length);
                    for (int sq : found) {
                        line.append(' ').append(sq);
                    }
                    OUT.println(line);
                    continue;
                }
                case "lsb":
                    OUT.println(lsb(arg(w, 1)));
                    continue;
                case "popcount":
                    OUT.println(popcount(arg(w, 1)));
                    continue;
                case "distance":
                    OUT.println(distance((int) arg(w, 1), (int) arg(w, 2)));
                    continue;
                case "manhattan_distance":
                    OUT.println(manhattanDistance((int) arg(w, 1), (int) arg(w, 2)));
                    continue;
                case "forward_ranks":
                    b = forwardRanks((int) arg(w, 1), (int) arg(w, 2));
                    break;
                case "forward_file":
                    b = forwardFile((int) arg(w, 1), (int) arg(w, 2));
                    break;
                case "pawn_attack_span":
                    b = pawnAttackSpan((int) arg(w, 1), (int) arg(w, 2));
                    break;
                case "passed_pawn_span":
                    b = passedPawnSpan((int) arg(w, 1), (int) arg(w, 2));
                    break;
                case "adjacent_files":
                    b = adjacentFiles((int) arg(w, 1));
                    break;
                case "polyglot_piece_key":
                    b = polyglotPieceKey((int) arg(w, 1), (int) arg(w, 2), (int) arg(w, 3));
                    break;
                case "square_bb":
                    b = squareBb((int) arg(w, 1));
                    break;
                case "rank_attacks":
                    b = rankAttacks(arg(w, 1), (int) arg(w, 2));
                    break;
                case "file_attacks":
                    b = fileAttacks(arg(w, 1), (int) arg(w, 2));
                    break;
                case "diagonal_attacks":
                    b = diagonalAttacks(arg(w, 1), (int) arg(w, 2));
                    break;
                case "anti_diagonal_attacks":
                    b = antiDiagonalAttacks(arg(w, 1), (int) arg(w, 2));
                    break;
                case "rook_attacks":
                    b = rookAttacks(arg(w, 1), (int) arg(w, 2));
                    break;
                case "bishop_attacks":
                    b = bishopAttacks(arg(w, 1), (int) arg(w, 2));
                    break;
                case "queen_attacks":
                    b = queenAttacks(arg(w, 1), (int) arg(w, 2));
                    break;
                case "xray_rank_attacks":
                    b = xrayRankAttacks(arg(w, 1), (int) arg(w, 2));
                    break;
                case "xray_file_attacks":
                    b = xrayFileAttacks(arg(w, 1), (int) arg(w, 2));
                    break;
                case "xray_diagonal_attacks":
                    b = xrayDiagonalAttacks(arg(w, 1), (int) arg(w, 2));
                    break;
                case "xray_anti_diagonal_attacks":
                    b = xrayAntiDiagonalAttacks(arg(w, 1), (int) arg(w, 2));
                    break;
                case "xray_rook_attacks":
                    b = xrayRookAttacks(arg(w, 1), arg(w, 2), (int) arg(w, 3));
                    break;
                case "xray_bishop_attacks":
                    b = xrayBishopAttacks(arg(w, 1), arg(w, 2), (int) arg(w, 3));
                    break;
                case "piece_attacks":
                    b = pieceAttacks((int) arg(w, 1), arg(w, 2), (int) arg(w, 3));
                    break;
                case "pinned":
                    b = pinned(arg(w, 1), arg(w, 2), (int) arg(w, 3), arg(w, 4), arg(w, 5));
                    break;
                case "shift_one":
                    b = shiftOne(arg(w, 1), (int) arg(w, 2));
                    break;
                case "occluded_fill":
                    b = occludedFill(arg(w, 1), arg(w, 2), (int) arg(w, 3));
                    break;
                case "sliding_attacks":
                    b = slidingAttacks(arg(w, 1), arg(w, 2), (int) arg(w, 3));
                    break;
                case "xray_attacks":
                    b = xrayAttacks(arg(w, 1), arg(w, 2), arg(w, 3), (int) arg(w, 4));
                    break;
                case "between_slider_and_target":
                    b = betweenSliderAndTarget(arg(w, 1), arg(w, 2), arg(w, 3), (int) arg(w, 4));
                    break;
                default:
                    fail("unknown command " + w[0]);
                    continue;
            }
            OUT.println(hex(b));
        }
        OUT.flush();
    }
}
