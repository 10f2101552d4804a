// SliderCheck.java - the exhaustive check of the slider techniques of
// Bitboards.java, compiled with the driver (tests/drivers/java/build.py) and run
// on every JVM by tests/proofs/test_sliders_java.py.
//
// For every technique's rook and bishop attacks and one-lookup x-rays: on every
// square in turn, every subset of the square's relevant mask (ROOK_RELEVANT_MASK,
// BISHOP_RELEVANT_MASK) in carry-rippler order (occ = (occ - mask) & mask, the
// empty set first), then on every square in turn BOARDS random boards of a
// splitmix64 stream (seed SEED; board k of the stream: a & b & c, a & b, a or
// a | b of its next outputs, by k % 4); the queen's attacks on the random boards
// only. Prints one line per lookup:
//
//     hash TECHNIQUE PIECE KIND COUNT 0xHASH
//
// COUNT the answers, HASH their FNV-1a over 64-bit words (h = (h ^ answer) *
// 0x100000001b3 from 0xcbf29ce484222325), in the order above. The test computes
// the same from tests/oracles/reference.py (tests/oracles/slider_hashes.py).
//
// With the argument first-use, it asks each lookup once before anything has
// touched the class (no nested class of packed tables initialized, nor Bitboards
// itself): THREADS threads started together (a CountDownLatch, their start
// gate), thread t asking every lookup of LOOKUPS in order, each on the next (sq,
// occ) of a splitmix64 stream from FIRST_USE_SEED + t (occ = a & b, sq = c % 64
// of its next three outputs); after joining them it prints, for each thread in
// turn, one line a question, as tests/oracles/slider_hashes.py
// (check_first_use_lines) reads them:
//
//     first T TECHNIQUE PIECE KIND SQ 0xOCC 0xANSWER
//
// With the argument fill-each, it calls each fill group's own public fill in
// the model's order (FILLS, slider_section.fill_groups), printing "fill GROUP"
// before each and "filled" after the last, then asks thread 0's questions alone
// and prints its first lines; with fill-all, the same around fillSliderTables()
// ("fill all", "filled"). Run with -Xlog:class+init=info:stdout, the JVM's
// "Initializing 'bitboards/Bitboards$MagicAttacksTables'" lines fall between
// those markers: tests/proofs/test_java.py reads which fill initialized which
// holder.

import bitboards.Bitboards;
import java.util.concurrent.CountDownLatch;

public final class SliderCheck {
    private SliderCheck() {}

    static final int BOARDS = 256; // random boards a square
    static final long SEED = 0x5eed5eed5eed5eedL;
    static final int THREADS = 4; // threads of the first-use check
    static final long FIRST_USE_SEED = 0xf1257005e0000000L;

    /** A lookup of the class: the attacks or x-rays from sq given occ. */
    interface Answer {
        long of(long occ, int sq);
    }

    static final class Lookup {
        final String technique;
        final String piece;
        final String kind;
        final Answer answer;

        Lookup(String technique, String piece, String kind, Answer answer) {
            this.technique = technique;
            this.piece = piece;
            this.kind = kind;
            this.answer = answer;
        }
    }

    // every lookup of the techniques the class carries, in the model's order: the
    // SliderLookups.java tests/drivers/java/build.py writes
    static final Lookup[] LOOKUPS = SliderLookups.LOOKUPS;

    /** A fill group's public fill: its name in the contract and the method. */
    static final class Fill {
        final String group;
        final Runnable fill;

        Fill(String group, Runnable fill) {
            this.group = group;
            this.fill = fill;
        }
    }

    // each fill group's public fill, in the model's order (slider_section.fill_groups)
    static final Fill[] FILLS = SliderLookups.FILLS;

    static long state = SEED;

    static long next() {
        state += 0x9e3779b97f4a7c15L;
        return mix(state);
    }

    /** Returns splitmix64's output of the state `z`. */
    static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
        z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
        return z ^ (z >>> 31);
    }

    /** Returns thread `thread`'s questions of the first-use check and their answers:
     * {sq, occ, answer} a lookup, in the order of LOOKUPS. */
    static long[][] ask(int thread) {
        long[][] asked = new long[LOOKUPS.length][];
        long s = FIRST_USE_SEED + thread;
        for (int k = 0; k < LOOKUPS.length; k++) {
            long a = mix(s += 0x9e3779b97f4a7c15L);
            long b = mix(s += 0x9e3779b97f4a7c15L);
            long c = mix(s += 0x9e3779b97f4a7c15L);
            int sq = (int) (c & 63); // c % 64, c unsigned
            long occ = a & b;
            asked[k] = new long[] {sq, occ, LOOKUPS[k].answer.of(occ, sq)};
        }
        return asked;
    }

    /** The first-use check: prints every thread's questions and answers once all are joined. */
    static void firstUse() throws InterruptedException {
        final CountDownLatch start = new CountDownLatch(1);
        final long[][][] asked = new long[THREADS][][];
        Thread[] threads = new Thread[THREADS];
        for (int t = 0; t < THREADS; t++) {
            final int thread = t;
            threads[t] = new Thread(() -> {
                try {
                    start.await();
                } catch (InterruptedException e) {
                    throw new IllegalStateException(e);
                }
                asked[thread] = ask(thread);
            });
            threads[t].start();
        }
        start.countDown();
        for (Thread t : threads) {
            t.join();
        }
        printFirst(asked, THREADS);
    }

    /** The fill-each check (or with `all`, fill-all): the public fills, then thread 0's questions. */
    static void fillFirst(boolean all) {
        if (all) {
            marker("fill all");
            Bitboards.fillSliderTables();
        } else {
            for (Fill f : FILLS) {
                marker("fill " + f.group);
                f.fill.run();
            }
        }
        marker("filled");
        printFirst(new long[][][] {ask(0)}, 1);
    }

    /** Prints a marker line at once, so that the JVM's log lines after it follow it. */
    static void marker(String line) {
        System.out.println(line);
        System.out.flush();
    }

    /** Prints the first lines of threads 0 .. threads - 1. */
    static void printFirst(long[][][] asked, int threads) {
        StringBuilder out = new StringBuilder();
        for (int t = 0; t < threads; t++) {
            for (int k = 0; k < LOOKUPS.length; k++) {
                Lookup l = LOOKUPS[k];
                long[] q = asked[t][k];
                out.append(String.format("first %d %s %s %s %d 0x%x 0x%x%n", t, l.technique, l.piece, l.kind, q[0], q[1], q[2]));
            }
        }
        System.out.print(out);
    }

    /** Returns BOARDS random boards for each square, in the stream's order. */
    static long[][] randomBoards() {
        long[][] out = new long[64][BOARDS];
        for (int sq = 0; sq < 64; sq++) {
            for (int k = 0; k < BOARDS; k++) {
                long a = next();
                if (k % 4 == 0) {
                    a &= next() & next();
                } else if (k % 4 == 1) {
                    a &= next();
                } else if (k % 4 == 3) {
                    a |= next();
                }
                out[sq][k] = a;
            }
        }
        return out;
    }

    public static void main(String[] args) throws InterruptedException {
        if (args.length > 0 && args[0].equals("first-use")) {
            firstUse();
            return;
        }
        if (args.length > 0 && (args[0].equals("fill-each") || args[0].equals("fill-all"))) {
            fillFirst(args[0].equals("fill-all"));
            return;
        }
        long[][] boards = randomBoards();
        StringBuilder out = new StringBuilder();
        for (Lookup l : LOOKUPS) {
            long hash = 0xcbf29ce484222325L;
            int count = 0;
            long[] masks = l.piece.equals("rook") ? Bitboards.ROOK_RELEVANT_MASK
                    : l.piece.equals("bishop") ? Bitboards.BISHOP_RELEVANT_MASK : null;
            if (masks != null) {
                for (int sq = 0; sq < 64; sq++) {
                    long occ = 0;
                    do {
                        hash = (hash ^ l.answer.of(occ, sq)) * 0x100000001b3L;
                        count++;
                        occ = (occ - masks[sq]) & masks[sq];
                    } while (occ != 0);
                }
            }
            for (int sq = 0; sq < 64; sq++) {
                for (long occ : boards[sq]) {
                    hash = (hash ^ l.answer.of(occ, sq)) * 0x100000001b3L;
                    count++;
                }
            }
            out.append(String.format("hash %s %s %s %d 0x%016x%n", l.technique, l.piece, l.kind, count, hash));
        }
        System.out.print(out);
    }
}
