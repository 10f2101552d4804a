// The start-up of the slider techniques of Bitboards.java, for `make bench`
// (bench/java.py, slider_rows):
//
//   java JavaSliders   the first lookups by fancy magic and by black magic once the
//                      class is initialized (the nested classes of their packed
//                      tables loaded, initialized and filled: MagicAttacksTables,
//                      BlackAttacksTables), in ns: the CPU time of the main thread
//                      for both, then for each, then the wall time of both, then
//                      the CPU time of the first fancy magic x-ray lookup after
//                      them (MagicXraysTables filled)
//
// Each run is one fresh JVM's first use, run by bench/java.py many times; the
// JIT's threads, which compile the fill in the background, are not counted in
// the CPU figures.

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

public final class JavaSliders {
    private JavaSliders() {}

    public static void main(String[] args) {
        ThreadMXBean thread = ManagementFactory.getThreadMXBean();
        long touch = bitboards.Bitboards.BETWEEN[0][63]; // the class initialized first
        long wall = System.nanoTime();
        long t0 = thread.getCurrentThreadCpuTime();
        touch ^= bitboards.Bitboards.rookAttacksMagic(touch, 27);
        long t1 = thread.getCurrentThreadCpuTime();
        touch ^= bitboards.Bitboards.rookAttacksBlack(touch, 27);
        long t2 = thread.getCurrentThreadCpuTime();
        wall = System.nanoTime() - wall;
        touch ^= bitboards.Bitboards.xrayRookAttacksMagic(touch, 27);
        long t3 = thread.getCurrentThreadCpuTime();
        System.out.println((t2 - t0) + " " + (t1 - t0) + " " + (t2 - t1) + " " + wall + " " + (t3 - t2) + " " + Long.bitCount(touch));
    }
}
