/*
 * sliders.c - the slider techniques of generated/bitboards_sliders.h raced side
 * by side on the same inputs: the classical ray loop, Kogge-Stone,
 * kindergarten, hyperbola quintessence (and two lines at once), fancy magic,
 * overlapped black magic, PEXT and 16-bit PEXT.
 *
 * Build and run (bench/sliders.py does both, with -mbmi2 -DBB_PEXT where the CPU
 * has BMI2, and once more with -DBB_FILL_SLIDER_TABLES):
 *     cc -O2 -std=c99 -Igenerated -Ibuild/bench bench/sliders.c -o build/bench/sliders
 *     build/bench/sliders [REPEATS]
 * The techniques raced are the model's: bench/sliders.py writes their names
 * (bitboard_tables.sliders.TECHNIQUES) into build/bench/sliders_techniques.h,
 * as BENCH_TECHNIQUES(X) and BENCH_XRAY_TECHNIQUES(X), those that need BMI2
 * under BB_PEXT; each technique T is read as bb_rook_attacks_T ...
 *
 * For each technique and piece two figures, in CPU nanoseconds per call (the
 * median over REPEATS samples, as in bench/lookups.c):
 *   throughput  independent lookups over the NCASES boards of bench/cases.py,
 *               their results summed: how many lookups a core finishes;
 *   latency     a dependent chain: each lookup's occupancy takes bit 0 of the
 *               previous result, so no lookup starts before the one before it
 *               ends: how long one lookup takes.
 * The floor of a vector lookup's latency is timed too: the chain with no lookup,
 * and with only a trip of the occupancy into a vector register and back.
 * The x-rays through every first blocker are timed as one lookup (the x-ray
 * tables, by the attack tables' index) and as two (modifying occupancy).
 *
 * Nothing here checks the sets a lookup computes: tests/proofs/test_c_sliders.py
 * proves every technique and x-ray on every subset of every relevant mask
 * against a ray walk and tests/oracles/reference.py. The sums printed keep the
 * lookups from being optimized away.
 *
 * Output, for bench/sliders.py:
 *     bench NAME NS_PER_CALL CHECKSUM
 *     fill NS                           bb_fill_slider_tables(), with BB_FILL_SLIDER_TABLES
 *     pext on|off
 *     simd sse2|ssse3|portable          the path of the two-lines hyperbola
 */

#define _POSIX_C_SOURCE 199309L

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "bitboards_sliders.h"
#include "common.h"
#include "sliders_techniques.h"

#if defined(__SSE2__) && defined(__x86_64__) && defined(__GNUC__)
#include <emmintrin.h>
#define VECTOR_ROUND_TRIP 1
#endif

/* Defines chain_NAME(): EXPR over all cases, each occupancy depending on the
 * previous result; returns the last result. */
#define CHAIN(name, expr)                                                      \
    static NOINLINE uint64_t chain_##name(void) {                              \
        uint64_t acc = 0;                                                      \
        int i;                                                                 \
        for (i = 0; i < NCASES; i++) {                                         \
            const uint64_t occ = occs[i] ^ (acc & 1);                          \
            const int sq = sqs[i];                                             \
            acc = (expr);                                                      \
        }                                                                      \
        return acc;                                                            \
    }

/* Throughput and latency of one technique's rook, bishop and queen. */
#define PIECES_OF(t, rook, bishop, queen)                                      \
    BENCH(rook_##t, rook) BENCH(bishop_##t, bishop) BENCH(queen_##t, queen)    \
    CHAIN(rook_##t, rook) CHAIN(bishop_##t, bishop) CHAIN(queen_##t, queen)
/* The same of the generated technique t. */
#define TECHNIQUE(t)                                                           \
    PIECES_OF(t, bb_rook_attacks_##t(occ, sq), bb_bishop_attacks_##t(occ, sq), \
              bb_queen_attacks_##t(occ, sq))

PIECES_OF(loop, ray_loop(occ, sq, ROOK_STEPS, 4), ray_loop(occ, sq, BISHOP_STEPS, 4),
          ray_loop(occ, sq, QUEEN_STEPS, 8))
BENCH_TECHNIQUES(TECHNIQUE)

/* The floor of a vector lookup's latency (issue 22): the chain with no lookup,
 * and the chain with only a trip of the occupancy into a vector register and
 * back, the least that any vector lookup taking and returning a uint64_t adds
 * to a dependent chain before it computes anything. */
CHAIN(no_lookup, occ ^ (uint64_t)sq)
#ifdef VECTOR_ROUND_TRIP
/* Returns x after a trip into a vector register and back. */
static inline uint64_t vector_round_trip(uint64_t x) {
    __m128i v = _mm_cvtsi64_si128((long long)x);
    __asm__("" : "+x"(v)); /* v stays in a vector register: the two moves are not folded away */
    return (uint64_t)_mm_cvtsi128_si64(v);
}
CHAIN(vector_round_trip, vector_round_trip(occ) ^ (uint64_t)sq)
#endif

/* Defines NAME(occ, sq): the x-ray set through every first blocker by two
 * lookups of ATTACKS, CPW's modifying occupancy with every piece a blocker:
 * a ^ ATTACKS(occ ^ (occ & a)). */
#define XRAY_TWO(name, attacks)                                                \
    static inline uint64_t name(uint64_t occ, int sq) {                        \
        const uint64_t a = attacks(occ, sq);                                   \
        return a ^ attacks(occ & ~a, sq);                                      \
    }

XRAY_TWO(xray_rook_two_kindergarten, bb_rook_attacks_kindergarten)
BENCH(xray_rook_kindergarten_one, bb_xray_rank_attacks(occ, sq) | bb_xray_file_attacks(occ, sq))
BENCH(xray_rook_kindergarten_two, xray_rook_two_kindergarten(occ, sq))

/* The x-rays of the generated technique t with x-ray tables: one lookup and two. */
#define XRAYS(t)                                                               \
    XRAY_TWO(xray_rook_two_##t, bb_rook_attacks_##t)                           \
    XRAY_TWO(xray_bishop_two_##t, bb_bishop_attacks_##t)                       \
    BENCH(xray_rook_##t##_one, bb_xray_rook_attacks_##t(occ, sq))              \
    BENCH(xray_rook_##t##_two, xray_rook_two_##t(occ, sq))                     \
    BENCH(xray_bishop_##t##_one, bb_xray_bishop_attacks_##t(occ, sq))          \
    BENCH(xray_bishop_##t##_two, xray_bishop_two_##t(occ, sq))
BENCH_XRAY_TECHNIQUES(XRAYS)

#define T(t) B(rook_##t), B(bishop_##t), B(queen_##t),
#define C(t) {"chain_rook_" #t, chain_rook_##t}, {"chain_bishop_" #t, chain_bishop_##t}, \
             {"chain_queen_" #t, chain_queen_##t},
#define X(t) B(xray_rook_##t##_one), B(xray_rook_##t##_two), B(xray_bishop_##t##_one), B(xray_bishop_##t##_two),
static const Bench BENCHES[] = {
    T(loop) BENCH_TECHNIQUES(T)
    C(loop) BENCH_TECHNIQUES(C)
    {"chain_no_lookup", chain_no_lookup},
#ifdef VECTOR_ROUND_TRIP
    {"chain_vector_round_trip", chain_vector_round_trip},
#endif
    B(xray_rook_kindergarten_one), B(xray_rook_kindergarten_two),
    BENCH_XRAY_TECHNIQUES(X)
};
#define NBENCHES ((int)(sizeof BENCHES / sizeof BENCHES[0]))

int main(int argc, char **argv) {
    uint64_t sums[NBENCHES];
    volatile uint64_t sink = 0;
    int repeats = argc > 1 ? atoi(argv[1]) : 21;
    int b;

    if (repeats < 1 || repeats > MAX_REPEATS) {
        fprintf(stderr, "sliders: REPEATS must be 1..%d\n", MAX_REPEATS);
        return 2;
    }
#ifdef BB_FILL_SLIDER_TABLES
    {
        static double samples[MAX_REPEATS];
        int r;
        for (r = 0; r < repeats; r++) {
            const double t0 = cpu_ns();
            bb_fill_slider_tables();
            samples[r] = cpu_ns() - t0;
        }
        printf("fill %.0f\n", median_of(samples, repeats));
    }
#endif
    printf("simd %s\n", BB_HYPERBOLA_SIMD);
#ifdef BB_PEXT
    printf("pext on\n");
#else
    printf("pext off\n");
#endif
    make_cases();
    for (b = 0; b < NBENCHES; b++) sums[b] = BENCHES[b].run(); /* also warms up */
    for (b = 0; b < NBENCHES; b++)
        printf("bench %s %.3f %016llx\n", BENCHES[b].name, time_bench(BENCHES[b].run, repeats, &sink),
               (unsigned long long)sums[b]);
    printf("sink %016llx\n", (unsigned long long)sink);
    return 0;
}
