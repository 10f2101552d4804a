/*
 * sliders.c - the slider techniques of generated/bitboards_sliders.h raced side
 * by side on the same inputs: the classical ray loop, Kogge-Stone,
 * kindergarten, hyperbola quintessence (and two lines at once), fancy magic,
 * overlapped black magic, PEXT and 16-bit PEXT.
 *
 * Build and run (bench/sliders.py does both, with -mbmi2 -DBB_PEXT where the CPU
 * has BMI2, and once more with -DBB_FILL_SLIDER_TABLES):
 *     cc -O2 -std=c99 -Igenerated bench/sliders.c -o build/bench/sliders
 *     build/bench/sliders [REPEATS]
 *
 * For each technique and piece two figures, in CPU nanoseconds per call (the
 * median over REPEATS samples, as in bench/lookups.c):
 *   throughput  independent lookups over the NCASES boards of bench/cases.py,
 *               their results summed: how many lookups a core finishes;
 *   latency     a dependent chain: each lookup's occupancy takes bit 0 of the
 *               previous result, so no lookup starts before the one before it
 *               ends: how long one lookup takes.
 * The floor of a vector lookup's latency is timed too: the chain with no lookup,
 * with only a trip of the occupancy into a vector register and back, and with
 * the two-lines lookup less its byte swaps.
 * The x-rays through every first blocker are timed as one lookup (the x-ray
 * tables, by the attack tables' index) and as two (modifying occupancy).
 *
 * Output, for bench/sliders.py:
 *     bench NAME NS_PER_CALL CHECKSUM
 *     check NAME_A NAME_B ok|DIFFER     pairs that must compute the same sets
 *     fill NS                           bb_fill_slider_tables(), with BB_FILL_SLIDER_TABLES
 *     pext on|off
 *     simd sse2|ssse3|portable          the path of the two-lines hyperbola
 */

#define _POSIX_C_SOURCE 199309L

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bitboards_sliders.h"
#include "common.h"

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
#define TECHNIQUE(t, rook, bishop, queen)                                      \
    BENCH(rook_##t, rook) BENCH(bishop_##t, bishop) BENCH(queen_##t, queen)    \
    CHAIN(rook_##t, rook) CHAIN(bishop_##t, bishop) CHAIN(queen_##t, queen)

TECHNIQUE(loop, ray_loop(occ, sq, ROOK_STEPS, 4), ray_loop(occ, sq, BISHOP_STEPS, 4),
          ray_loop(occ, sq, QUEEN_STEPS, 8))
TECHNIQUE(kogge_stone, bb_rook_attacks_kogge_stone(occ, sq), bb_bishop_attacks_kogge_stone(occ, sq),
          bb_queen_attacks_kogge_stone(occ, sq))
TECHNIQUE(kindergarten, bb_rook_attacks_kindergarten(occ, sq), bb_bishop_attacks_kindergarten(occ, sq),
          bb_queen_attacks_kindergarten(occ, sq))
TECHNIQUE(hyperbola, bb_rook_attacks_hyperbola(occ, sq), bb_bishop_attacks_hyperbola(occ, sq),
          bb_queen_attacks_hyperbola(occ, sq))
TECHNIQUE(hyperbola_simd, bb_rook_attacks_hyperbola_simd(occ, sq), bb_bishop_attacks_hyperbola_simd(occ, sq),
          bb_queen_attacks_hyperbola_simd(occ, sq))
TECHNIQUE(black, bb_rook_attacks_black(occ, sq), bb_bishop_attacks_black(occ, sq), bb_queen_attacks_black(occ, sq))
TECHNIQUE(magic, bb_rook_attacks_magic(occ, sq), bb_bishop_attacks_magic(occ, sq),
          bb_queen_attacks_magic(occ, sq))
#ifdef BB_PEXT
TECHNIQUE(pext, bb_rook_attacks_pext(occ, sq), bb_bishop_attacks_pext(occ, sq),
          bb_queen_attacks_pext(occ, sq))
TECHNIQUE(pext16, bb_rook_attacks_pext16(occ, sq), bb_bishop_attacks_pext16(occ, sq),
          bb_queen_attacks_pext16(occ, sq))
#endif

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

/* Returns the two-lines bishop lookup of bitboards_sliders.h with its two byte
 * swaps left out (so not the attacks): the steps that no two-lines lookup skips. */
static inline uint64_t two_lines_unswapped(uint64_t occ, int sq) {
    const __m128i lines = _mm_set_epi64x((long long)BB_ANTI_DIAGONAL_MASK_EX[sq], (long long)BB_DIAGONAL_MASK_EX[sq]);
    const __m128i forward = _mm_and_si128(_mm_set1_epi64x((long long)occ), lines);
    __m128i both = _mm_sub_epi64(forward, _mm_set1_epi64x((long long)((uint64_t)1 << sq)));
    both = _mm_and_si128(_mm_xor_si128(both, forward), lines);
    return (uint64_t)_mm_cvtsi128_si64(_mm_or_si128(both, _mm_unpackhi_epi64(both, both)));
}
CHAIN(bishop_two_lines_unswapped, two_lines_unswapped(occ, sq))
CHAIN(queen_two_lines_unswapped, bb_rook_attacks_hyperbola(occ, sq) | two_lines_unswapped(occ, sq))
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
XRAY_TWO(xray_rook_two_magic, bb_rook_attacks_magic)
XRAY_TWO(xray_bishop_two_magic, bb_bishop_attacks_magic)

BENCH(xray_rook_kindergarten_one, bb_xray_rank_attacks(occ, sq) | bb_xray_file_attacks(occ, sq))
BENCH(xray_rook_kindergarten_two, xray_rook_two_kindergarten(occ, sq))
BENCH(xray_rook_magic_one, bb_xray_rook_attacks_magic(occ, sq))
BENCH(xray_rook_magic_two, xray_rook_two_magic(occ, sq))
BENCH(xray_bishop_magic_one, bb_xray_bishop_attacks_magic(occ, sq))
BENCH(xray_bishop_magic_two, xray_bishop_two_magic(occ, sq))
#ifdef BB_PEXT
XRAY_TWO(xray_rook_two_pext, bb_rook_attacks_pext)
XRAY_TWO(xray_bishop_two_pext, bb_bishop_attacks_pext)
BENCH(xray_rook_pext_one, bb_xray_rook_attacks_pext(occ, sq))
BENCH(xray_rook_pext_two, xray_rook_two_pext(occ, sq))
BENCH(xray_bishop_pext_one, bb_xray_bishop_attacks_pext(occ, sq))
BENCH(xray_bishop_pext_two, xray_bishop_two_pext(occ, sq))
XRAY_TWO(xray_rook_two_pext16, bb_rook_attacks_pext16)
XRAY_TWO(xray_bishop_two_pext16, bb_bishop_attacks_pext16)
BENCH(xray_rook_pext16_one, bb_xray_rook_attacks_pext16(occ, sq))
BENCH(xray_rook_pext16_two, xray_rook_two_pext16(occ, sq))
BENCH(xray_bishop_pext16_one, bb_xray_bishop_attacks_pext16(occ, sq))
BENCH(xray_bishop_pext16_two, xray_bishop_two_pext16(occ, sq))
#endif

#define T(t) B(rook_##t), B(bishop_##t), B(queen_##t)
#define C(t) {"chain_rook_" #t, chain_rook_##t}, {"chain_bishop_" #t, chain_bishop_##t}, \
             {"chain_queen_" #t, chain_queen_##t}
static const Bench BENCHES[] = {
    T(loop), T(kogge_stone), T(kindergarten), T(hyperbola), T(hyperbola_simd), T(magic), T(black),
#ifdef BB_PEXT
    T(pext), T(pext16),
#endif
    C(loop), C(kogge_stone), C(kindergarten), C(hyperbola), C(hyperbola_simd), C(magic), C(black),
#ifdef BB_PEXT
    C(pext), C(pext16),
#endif
    {"chain_no_lookup", chain_no_lookup},
#ifdef VECTOR_ROUND_TRIP
    {"chain_vector_round_trip", chain_vector_round_trip},
    {"chain_bishop_two_lines_unswapped", chain_bishop_two_lines_unswapped},
    {"chain_queen_two_lines_unswapped", chain_queen_two_lines_unswapped},
#endif
    B(xray_rook_kindergarten_one), B(xray_rook_kindergarten_two),
    B(xray_rook_magic_one), B(xray_rook_magic_two), B(xray_bishop_magic_one), B(xray_bishop_magic_two),
#ifdef BB_PEXT
    B(xray_rook_pext_one), B(xray_rook_pext_two), B(xray_bishop_pext_one), B(xray_bishop_pext_two),
    B(xray_rook_pext16_one), B(xray_rook_pext16_two), B(xray_bishop_pext16_one), B(xray_bishop_pext16_two),
#endif
};
#define NBENCHES ((int)(sizeof BENCHES / sizeof BENCHES[0]))

/* Returns the index of the benchmark called name, or -1. */
static int find(const char *name) {
    int b;
    for (b = 0; b < NBENCHES; b++)
        if (strcmp(BENCHES[b].name, name) == 0) return b;
    return -1;
}

int main(int argc, char **argv) {
    static const char *const TECHNIQUES[] = {"kogge_stone", "kindergarten", "hyperbola", "hyperbola_simd", "magic", "black", "pext", "pext16"};
    static const char *const PIECES[] = {"rook", "bishop", "queen"};
    static const char *const XRAYS[][2] = {
        {"xray_rook_kindergarten_one", "xray_rook_kindergarten_two"},
        {"xray_rook_magic_one", "xray_rook_magic_two"},
        {"xray_bishop_magic_one", "xray_bishop_magic_two"},
        {"xray_rook_pext_one", "xray_rook_pext_two"},
        {"xray_bishop_pext_one", "xray_bishop_pext_two"},
        {"xray_rook_magic_one", "xray_rook_kindergarten_one"},
        {"xray_rook_pext_one", "xray_rook_kindergarten_one"},
        {"xray_rook_pext16_one", "xray_rook_pext16_two"},
        {"xray_bishop_pext16_one", "xray_bishop_pext16_two"},
        {"xray_rook_pext16_one", "xray_rook_kindergarten_one"},
    };
    uint64_t sums[NBENCHES];
    volatile uint64_t sink = 0;
    int repeats = argc > 1 ? atoi(argv[1]) : 21;
    int b;
    size_t t, p;

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
    /* every technique computes the ray loop's sets, independent and chained */
    for (t = 0; t < sizeof TECHNIQUES / sizeof TECHNIQUES[0]; t++) {
        for (p = 0; p < sizeof PIECES / sizeof PIECES[0]; p++) {
            static const char *const KINDS[] = {"", "chain_"};
            size_t k;
            for (k = 0; k < 2; k++) {
                char name[64], base[64];
                int x, y;
                snprintf(name, sizeof name, "%s%s_%s", KINDS[k], PIECES[p], TECHNIQUES[t]);
                snprintf(base, sizeof base, "%s%s_loop", KINDS[k], PIECES[p]);
                x = find(name), y = find(base);
                if (x >= 0) printf("check %s %s %s\n", name, base, sums[x] == sums[y] ? "ok" : "DIFFER");
            }
        }
    }
    for (t = 0; t < sizeof XRAYS / sizeof XRAYS[0]; t++) {
        const int x = find(XRAYS[t][0]), y = find(XRAYS[t][1]);
        if (x >= 0 && y >= 0)
            printf("check %s %s %s\n", XRAYS[t][0], XRAYS[t][1], sums[x] == sums[y] ? "ok" : "DIFFER");
    }
    printf("sink %016llx\n", (unsigned long long)sink);
    return 0;
}
