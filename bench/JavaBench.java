// The Java section of `make bench` (bench/java.py): what the generated class
// costs at start-up and how fast the perft on it counts.
//
//   java JavaBench load      the loading and initialization of bitboards.Bitboards
//                            (its static initializer, which loads and initializes
//                            the nested classes of its larger tables), in ns;
//                            then the loading of Bitboards.class alone
//   java JavaBench compute   the same tables computed by stepping, as engines such
//                            as chess22k fill theirs in a static initializer, in ns
//   java JavaBench check     whether the computed tables equal the class's
//   java JavaBench perft FEN DEPTH WARMUP REPEATS
//                            Perft (tests/perft/Perft.java) in this JVM: WARMUP
//                            counts of FEN at DEPTH - 1 first, so that the JIT has
//                            compiled the search, then REPEATS timed counts at
//                            DEPTH, each in the CPU time of this thread:
//                            "nodes ns ns ..."
//
// Each timing is of one fresh JVM's first use (load, compute), run by bench/java.py
// many times: the CPU time of the main thread around the first touch of the class
// (the JIT's threads, which compile in the background, not counted).

import java.util.Arrays;

public final class JavaBench {
    private JavaBench() {}

    // The directions NOEA..NORT as (file, rank) steps, in the order of the class.
    static final int[][] STEPS = {{1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}, {0, 1}};
    static final int[][] KNIGHT = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};

    /** The tables, computed by stepping on the LERF board; a group of tables of one
     *  shape is one array of them, the class's tables in GROUPS' order. */
    static final class Computed {
        static final long[] AVOID_WRAP = new long[8];
        static final long[][] RAY_ATTACKS = new long[64][8];
        static final long[][] MASKS = new long[14][64];
        static final long[] KNIGHT_ATTACKS = new long[64];
        static final long[] KING_ATTACKS = new long[64];
        static final long[][] PAWN_ATTACKS = new long[2][64];
        static final long[][] PIECE_ATTACKS = new long[6][64];
        static final long[][] BLOCKERS_AND_BEYOND = new long[6][64];
        static final long[][][] PAIRS = new long[3][64][64];
        // the kindergarten tables: [0] the attacks, [1] the x-rays
        static final int[][][] FIRST_RANK = new int[2][64][8];
        static final long[][][] FILL_UP = new long[2][8][64];
        static final long[][][] A_FILE = new long[2][8][64];

        static {
            for (int sq = 0; sq < 64; sq++) {
                for (int d = 0; d < 8; d++) {
                    RAY_ATTACKS[sq][d] = ray(sq, d, 0);
                }
            }
            for (int sq = 0; sq < 64; sq++) {
                for (int d = 0; d < 8; d++) {
                    long target = step(sq, STEPS[d]);
                    AVOID_WRAP[d] |= target;
                    KING_ATTACKS[sq] |= target;
                    KNIGHT_ATTACKS[sq] |= step(sq, KNIGHT[d]);
                }
                long[] r = RAY_ATTACKS[sq];
                long bit = 1L << sq;
                long[] lines = {r[1] | r[5], r[7] | r[3], r[0] | r[4], r[6] | r[2]};
                for (int k = 0; k < 4; k++) {
                    MASKS[k][sq] = lines[k] | bit;
                    MASKS[4 + k][sq] = lines[k];
                }
                long rook = lines[0] | lines[1];
                long bishop = lines[2] | lines[3];
                long[] pieces = {rook, bishop, rook | bishop};
                for (int k = 0; k < 3; k++) {
                    MASKS[8 + k][sq] = pieces[k] | bit;
                    MASKS[11 + k][sq] = pieces[k];
                }
                PAWN_ATTACKS[0][sq] = step(sq, STEPS[0]) | step(sq, STEPS[6]);
                PAWN_ATTACKS[1][sq] = step(sq, STEPS[2]) | step(sq, STEPS[4]);
                long[] attacks = {0, KNIGHT_ATTACKS[sq], bishop, rook, rook | bishop, KING_ATTACKS[sq]};
                PIECE_ATTACKS[0][sq] = 0;
                for (int p = 1; p < 6; p++) {
                    PIECE_ATTACKS[p][sq] = attacks[p];
                }
                for (int d = 0; d < 8; d++) {
                    long inner = r[d] == 0 ? 0 : r[d] & ~(1L << edge(sq, d));
                    boolean diagonal = (d & 1) == 0;
                    BLOCKERS_AND_BEYOND[diagonal ? 2 : 3][sq] |= inner;
                    BLOCKERS_AND_BEYOND[4][sq] |= inner;
                    for (long to = r[d]; to != 0; to &= to - 1) {
                        int t = Long.numberOfTrailingZeros(to);
                        PAIRS[0][sq][t] = RAY_ATTACKS[t][d];
                        PAIRS[1][sq][t] = r[d] & ~RAY_ATTACKS[t][d] & ~(1L << t);
                        PAIRS[2][sq][t] = r[d] | r[d ^ 4] | bit;
                    }
                }
            }
            for (int occ6 = 0; occ6 < 64; occ6++) {
                for (int position = 0; position < 8; position++) {
                    int a = (int) (slide(position, (long) occ6 << 1, 1, 5) & 0xff);
                    int[] sets = {a, a ^ (int) (slide(position, ((long) occ6 << 1) & ~a, 1, 5) & 0xff)};
                    for (int k = 0; k < 2; k++) {
                        FIRST_RANK[k][occ6][position] = sets[k];
                        FILL_UP[k][position][occ6] = sets[k] * 0x0101010101010101L;
                    }
                }
            }
            for (int b = 0; b < 8; b++) {
                for (int idx = 0; idx < 64; idx++) {
                    long occ = 0;
                    for (int i = 0; i < 6; i++) {
                        if ((idx >> i & 1) != 0) {
                            occ |= 1L << 8 * (6 - i);
                        }
                    }
                    long a = slide(8 * b, occ, 7, 3);
                    A_FILE[0][b][idx] = a;
                    A_FILE[1][b][idx] = a ^ slide(8 * b, occ & ~a, 7, 3);
                }
            }
        }

        /** Returns the bitboard of the square one step from sq, 0 off the board. */
        static long step(int sq, int[] s) {
            int file = (sq & 7) + s[0];
            int rank = (sq >> 3) + s[1];
            return file < 0 || file > 7 || rank < 0 || rank > 7 ? 0 : 1L << (8 * rank + file);
        }

        /** Returns the squares from sq (excluded) in direction d up to the first of occ. */
        static long ray(int sq, int d, long occ) {
            long out = 0;
            for (long at = step(sq, STEPS[d]); at != 0; at = step(Long.numberOfTrailingZeros(at), STEPS[d])) {
                out |= at;
                if ((at & occ) != 0) {
                    break;
                }
            }
            return out;
        }

        static int edge(int sq, int d) {
            return d <= 1 || d >= 6 ? 63 - Long.numberOfLeadingZeros(RAY_ATTACKS[sq][d]) : Long.numberOfTrailingZeros(RAY_ATTACKS[sq][d]);
        }

        static long slide(int sq, long occ, int d1, int d2) {
            return ray(sq, d1, occ) | ray(sq, d2, occ);
        }
    }

    static boolean same(Object a, Object b) {
        return Arrays.deepEquals(new Object[] {a}, new Object[] {b});
    }

    /** The class's tables each group of Computed holds, in its order. */
    static final java.util.Map<String, String[]> GROUPS = java.util.Map.of(
        "MASKS", new String[] {"RANK_MASK", "FILE_MASK", "DIAGONAL_MASK", "ANTI_DIAGONAL_MASK", "RANK_MASK_EX",
            "FILE_MASK_EX", "DIAGONAL_MASK_EX", "ANTI_DIAGONAL_MASK_EX", "ROOK_MASK", "BISHOP_MASK", "QUEEN_MASK",
            "ROOK_MASK_EX", "BISHOP_MASK_EX", "QUEEN_MASK_EX"},
        "PAIRS", new String[] {"BEHIND", "BETWEEN", "LINE"},
        "FIRST_RANK", new String[] {"FIRST_RANK_ATTACKS", "FIRST_RANK_XRAYS"},
        "FILL_UP", new String[] {"FILL_UP_ATTACKS", "XRAY_FILL_UP_ATTACKS"},
        "A_FILE", new String[] {"A_FILE_ATTACKS", "XRAY_A_FILE_ATTACKS"});

    static String check() {
        StringBuilder out = new StringBuilder();
        try {
            for (java.lang.reflect.Field f : Computed.class.getDeclaredFields()) {
                String[] names = GROUPS.getOrDefault(f.getName(), new String[] {f.getName()});
                Object[] tables = GROUPS.containsKey(f.getName()) ? (Object[]) f.get(null) : new Object[] {f.get(null)};
                for (int k = 0; k < names.length; k++) {
                    if (!same(tables[k], bitboards.Bitboards.class.getField(names[k]).get(null))) {
                        out.append(names[k]).append(' ');
                    }
                }
            }
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
        return out.length() == 0 ? "same" : "differ: " + out;
    }

    public static void main(String[] args) throws Exception {
        switch (args[0]) {
            case "load": {
                java.lang.management.ThreadMXBean thread = java.lang.management.ManagementFactory.getThreadMXBean();
                long t0 = thread.getCurrentThreadCpuTime();
                Class.forName("bitboards.Bitboards", false, JavaBench.class.getClassLoader());
                long t1 = thread.getCurrentThreadCpuTime();
                long touch = bitboards.Bitboards.BETWEEN[0][63];
                long t2 = thread.getCurrentThreadCpuTime();
                System.out.println((t2 - t0) + " " + Long.bitCount(touch) + " " + (t1 - t0));
                break;
            }
            case "compute": {
                java.lang.management.ThreadMXBean thread = java.lang.management.ManagementFactory.getThreadMXBean();
                long t0 = thread.getCurrentThreadCpuTime();
                long touch = Computed.PAIRS[1][0][63]; // BETWEEN
                System.out.println((thread.getCurrentThreadCpuTime() - t0) + " " + Long.bitCount(touch));
                break;
            }
            case "check":
                System.out.println(check());
                break;
            case "perft": {
                String fen = args[1];
                int depth = Integer.parseInt(args[2]);
                int warmup = Integer.parseInt(args[3]);
                int repeats = Integer.parseInt(args[4]);
                for (int k = 0; k < warmup; k++) {
                    count(fen, depth - 1);
                }
                StringBuilder out = new StringBuilder();
                long nodes = 0;
                java.lang.management.ThreadMXBean thread = java.lang.management.ManagementFactory.getThreadMXBean();
                for (int k = 0; k < repeats; k++) {
                    long t0 = thread.getCurrentThreadCpuTime();
                    nodes = count(fen, depth);
                    out.append(' ').append(thread.getCurrentThreadCpuTime() - t0);
                }
                System.out.println(nodes + out.toString());
                break;
            }
            default:
                throw new IllegalArgumentException(args[0]);
        }
    }

    static long count(String fen, int depth) throws Perft.BadInput {
        Perft.Search search = new Perft.Search(depth);
        search.positions[0].copyFrom(Perft.parseFen(fen));
        return search.perft(0, depth);
    }
}
