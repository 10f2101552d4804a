/*
 * common.h - what the C benchmarks share: the inputs (the splitmix64 stream of
 * bench/cases.py), the classical ray loop they race against, and CPU timing.
 * Each benchmark program includes it once, after the header it measures.
 */
#ifndef BENCH_COMMON_H
#define BENCH_COMMON_H

#include <stdint.h>
#include <stdlib.h>
#include <time.h>

#define NCASES 4096
#define PASSES 64
#define MAX_REPEATS 1001

#if defined(__GNUC__) || defined(__clang__)
#define NOINLINE __attribute__((noinline))
#define BARRIER() __asm__ __volatile__("" ::: "memory")
#else
#define NOINLINE
#define BARRIER() ((void)0)
#endif

/* --- the inputs: the stream of bench/cases.py ------------------------------ */

#define SEED 0x5eedb17b0a4dULL

static uint64_t rng_state = SEED;

/* Returns the next value of splitmix64 (Steele, Lea, Flood 2014). */
static uint64_t splitmix64(void) {
    uint64_t z = (rng_state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

static uint64_t occs[NCASES];    /* about a quarter of the squares occupied */
static uint64_t subsets[NCASES]; /* about half of occs: "own" pieces, blockers */
static uint64_t sliders[NCASES]; /* three squares of occs: a set of sliders */
static int sqs[NCASES];
static int pieces[NCASES]; /* BB_KNIGHT..BB_KING */

static void make_cases(void) {
    int i, k;
    for (i = 0; i < NCASES; i++) {
        uint64_t a = splitmix64(), b = splitmix64(), c = splitmix64();
        occs[i] = a & b;
        subsets[i] = occs[i] & c;
        sqs[i] = (int)(splitmix64() >> 58);
        pieces[i] = 1 + (int)(splitmix64() % 5);
        sliders[i] = 0;
        for (k = 0; k < 3; k++) sliders[i] |= (uint64_t)1 << (splitmix64() >> 58);
        occs[i] |= sliders[i] | (uint64_t)1 << sqs[i];
    }
}

/* --- the baseline: a classical ray loop ------------------------------------ */

/* Steps (file, rank) of the rays of each line, as in SPEC.md's dir8 order. */
static const int RANK_STEPS[2][2] = {{1, 0}, {-1, 0}};
static const int FILE_STEPS[2][2] = {{0, 1}, {0, -1}};
static const int DIAGONAL_STEPS[2][2] = {{1, 1}, {-1, -1}};
static const int ANTI_DIAGONAL_STEPS[2][2] = {{-1, 1}, {1, -1}};
static const int ROOK_STEPS[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
static const int BISHOP_STEPS[4][2] = {{1, 1}, {-1, -1}, {-1, 1}, {1, -1}};
static const int QUEEN_STEPS[8][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1},
                                      {1, 1}, {-1, -1}, {-1, 1}, {1, -1}};

/* Returns the squares a slider on sq attacks along the n rays of steps: each ray
 * walked square by square up to and including its first occupied square. */
static inline uint64_t ray_loop(uint64_t occ, int sq, const int (*steps)[2], int n) {
    uint64_t attacks = 0;
    int d;
    for (d = 0; d < n; d++) {
        int file = (sq & 7) + steps[d][0], rank = (sq >> 3) + steps[d][1];
        while (file >= 0 && file < 8 && rank >= 0 && rank < 8) {
            const uint64_t bit = (uint64_t)1 << (8 * rank + file);
            attacks |= bit;
            if (occ & bit) break;
            file += steps[d][0];
            rank += steps[d][1];
        }
    }
    return attacks;
}

static double cpu_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

static int cmp_double(const void *a, const void *b) {
    const double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* Returns the median of the n samples (sorts them). */
static double median_of(double *samples, int n) {
    qsort(samples, (size_t)n, sizeof samples[0], cmp_double);
    return samples[n / 2];
}

/* Defines run_NAME(): EXPR over all cases (occ, sq, piece, sub, set), summed. */
#define BENCH(name, expr)                                                      \
    static NOINLINE uint64_t run_##name(void) {                                \
        uint64_t sum = 0;                                                      \
        int i;                                                                 \
        for (i = 0; i < NCASES; i++) {                                         \
            const uint64_t occ = occs[i], sub = subsets[i], set = sliders[i];  \
            const int sq = sqs[i], piece = pieces[i];                          \
            (void)sub; (void)set; (void)sq; (void)piece;                       \
            sum += (expr);                                                     \
        }                                                                      \
        return sum;                                                            \
    }

typedef struct {
    const char *name;
    uint64_t (*run)(void);
} Bench;

#define B(name) {#name, run_##name}

/* Returns the median over `repeats` samples of the CPU nanoseconds per call of
 * run (PASSES runs of NCASES calls each a sample), adding the sums to *sink. */
static double time_bench(uint64_t (*run)(void), int repeats, volatile uint64_t *sink) {
    static double samples[MAX_REPEATS];
    int r, p;
    for (r = 0; r < repeats; r++) {
        const double t0 = cpu_ns();
        uint64_t sum = 0;
        for (p = 0; p < PASSES; p++) {
            sum += run();
            BARRIER();
        }
        samples[r] = (cpu_ns() - t0) / ((double)PASSES * NCASES);
        *sink += sum;
    }
    return median_of(samples, repeats);
}

#endif /* BENCH_COMMON_H */
