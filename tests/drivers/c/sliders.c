/* Exhaustive check of generated/bitboards_sliders.h against a brute-force ray loop.
 *
 * With no argument: for the rook and the bishop on every square, every subset of
 * the square's relevant mask (computed here by walking the rays: 102,400 rook and
 * 5,248 bishop subsets), then random boards with pieces anywhere (off the mask,
 * on sq itself), each technique's attacks and the magic, PEXT and 16-bit PEXT
 * one-lookup x-rays are compared with the ray loop below. Prints one line per check,
 * "check TECHNIQUE PIECE KIND checked COUNT mismatches COUNT", and for the packed
 * tables a 64-bit FNV-1a hash of every entry ("hash NAME 0x..."), so that the
 * test can compare the constant and the filled tables, and the path of the
 * two-lines hyperbola ("simd sse2|ssse3|portable") and of parallel hyperbola
 * ("avx2 avx2|portable").
 * With "queries": reads "rook|bishop|queen SQ OCC" lines from stdin and prints
 * each technique's answer ("TECHNIQUE 0x..."), x-rays too; tests/proofs/test_c_sliders.py
 * compares them with tests/oracles/reference.py.
 * With "first-use": no fill called anywhere; THREADS POSIX threads, released
 * together by a barrier, each ask every lookup once (the model's technique order:
 * per technique rook attacks, rook x-rays, bishop attacks, bishop x-rays, queen
 * attacks), thread t on the questions of a splitmix64 stream seeded
 * FIRST_USE_SEED + t, and print after the join one line a question, "first T
 * TECHNIQUE PIECE KIND SQ 0xOCC 0xANSWER" (tests/oracles/slider_hashes.py). With
 * "fill-each": each fill group's own fill (bb_fill_magic_attacks() ...) is called,
 * each followed by a line naming the packed tables that hold anything so far
 * ("filled GROUP TABLE..."), then thread 0 alone asks its questions.
 *
 * Squares are named through the header's bb_square, bb_square_file and
 * bb_square_rank, so the program works in every square mapping. PEXT and 16-bit
 * PEXT are checked when built with BB_PEXT. Built with DRIVER_FUNCTIONS="file.h", the lookups come
 * from functions compiled elsewhere (clang's MSVC mode).
 */
#define _POSIX_C_SOURCE 200112L /* pthread_barrier_t under -std=c99 */
#include "bitboards_sliders.h"
#include "bitboards_sliders.h"
#ifdef DRIVER_FUNCTIONS
#include DRIVER_FUNCTIONS
#endif

#include <inttypes.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* (file, rank) steps in the dir8 order NOEA, EAST, SOEA, SOUT, SOWE, WEST, NOWE, NORT. */
static const int STEP[8][2] = {{1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}, {0, 1}};
static const int ROOK_DIRS[4] = {1, 3, 5, 7};
static const int BISHOP_DIRS[4] = {0, 2, 4, 6};

static uint64_t bit(int file, int rank) { return (uint64_t)1 << bb_square(file, rank); }

/* Walks the four rays of dirs from sq: the attacks (up to and including the first
 * occupied square) are returned, the x-rays (behind it, up to and including the
 * second occupied square or the edge) stored in *xrays. */
static uint64_t walk(const int *dirs, int sq, uint64_t occ, uint64_t *xrays) {
    uint64_t attacks = 0;
    int d;
    *xrays = 0;
    for (d = 0; d < 4; d++) {
        int file = bb_square_file(sq), rank = bb_square_rank(sq), blockers = 0;
        for (;;) {
            file += STEP[dirs[d]][0];
            rank += STEP[dirs[d]][1];
            if (file < 0 || file > 7 || rank < 0 || rank > 7 || blockers == 2) break;
            if (blockers == 0) attacks |= bit(file, rank);
            else *xrays |= bit(file, rank);
            if (occ & bit(file, rank)) blockers++;
        }
    }
    return attacks;
}

/* Returns the squares of the rays of dirs from sq less the last square of each ray. */
static uint64_t relevant(const int *dirs, int sq) {
    uint64_t mask = 0;
    int d;
    for (d = 0; d < 4; d++) {
        int file = bb_square_file(sq) + STEP[dirs[d]][0], rank = bb_square_rank(sq) + STEP[dirs[d]][1];
        while (file + STEP[dirs[d]][0] >= 0 && file + STEP[dirs[d]][0] <= 7 && rank + STEP[dirs[d]][1] >= 0
               && rank + STEP[dirs[d]][1] <= 7) {
            mask |= bit(file, rank);
            file += STEP[dirs[d]][0];
            rank += STEP[dirs[d]][1];
        }
    }
    return mask;
}

typedef uint64_t (*lookup)(uint64_t occ, int sq);

/* The lookups under test, per piece: kind "attacks" (with the queen's) or "xrays". */
struct technique {
    const char *name;
    const char *kind;
    lookup rook, bishop, queen;
};

/* A lookup in the model's order (tests/oracles/slider_hashes.py: lookups_of). */
struct first_lookup {
    const char *technique, *piece, *kind;
    lookup answer;
};

/* A fill group's own fill (slider_section.fill_groups). */
struct fill {
    const char *group;
    void (*fill)(void);
};

/* A packed table: its entries, how many, and the bytes of one. */
struct packed {
    const char *name;
    const void *entries;
    size_t count, width;
};

/* TECHNIQUES, FIRST_LOOKUPS, FILLS and PACKED of the techniques the header carries,
 * PEXT's under BB_PEXT, written by tests/drivers/c/build.py from the model. */
#include "sliders_lookups.h"
#define TECHNIQUE_COUNT (sizeof TECHNIQUES / sizeof TECHNIQUES[0])
#define FIRST_COUNT (sizeof FIRST_LOOKUPS / sizeof FIRST_LOOKUPS[0])
#define THREADS 4
#define FIRST_USE_SEED ((uint64_t)0xF1257005E0000000ULL)

/* One thread of the first-use check: its number, whether it waits for the others,
 * then its questions and answers. */
struct first_thread {
    int number, together;
    pthread_t thread;
    int sq[FIRST_COUNT];
    uint64_t occ[FIRST_COUNT], answer[FIRST_COUNT];
};

static pthread_barrier_t start_together;

/* Returns the next output of the splitmix64 stream whose state is *state. */
static uint64_t splitmix64(uint64_t *state) {
    uint64_t z = (*state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

/* Asks every lookup once, each on the next question of the thread's stream. */
static void *ask_first(void *argument) {
    struct first_thread *self = (struct first_thread *)argument;
    uint64_t state = FIRST_USE_SEED + (uint64_t)self->number;
    size_t i;
    for (i = 0; i < FIRST_COUNT; i++) {
        const uint64_t a = splitmix64(&state), b = splitmix64(&state), c = splitmix64(&state);
        self->occ[i] = a & b;
        self->sq[i] = (int)(c % 64);
    }
    if (self->together) pthread_barrier_wait(&start_together);
    for (i = 0; i < FIRST_COUNT; i++) self->answer[i] = FIRST_LOOKUPS[i].answer(self->occ[i], self->sq[i]);
    return NULL;
}

/* Prints the first-use lines of thread t. */
static void print_first(const struct first_thread *t) {
    size_t i;
    for (i = 0; i < FIRST_COUNT; i++)
        printf("first %d %s %s %s %d 0x%" PRIx64 " 0x%" PRIx64 "\n", t->number, FIRST_LOOKUPS[i].technique,
               FIRST_LOOKUPS[i].piece, FIRST_LOOKUPS[i].kind, t->sq[i], t->occ[i], t->answer[i]);
}

/* THREADS threads, released together, each ask every lookup before any fill. */
static void first_use(void) {
    static struct first_thread threads[THREADS];
    int t;
    pthread_barrier_init(&start_together, NULL, THREADS);
    for (t = 0; t < THREADS; t++) {
        threads[t].number = t;
        threads[t].together = 1;
        if (pthread_create(&threads[t].thread, NULL, ask_first, &threads[t]) != 0) abort();
    }
    for (t = 0; t < THREADS; t++) pthread_join(threads[t].thread, NULL);
    pthread_barrier_destroy(&start_together);
    for (t = 0; t < THREADS; t++) print_first(&threads[t]);
}

#ifndef DRIVER_FUNCTIONS /* the MSVC-mode tables live in the other unit */
/* Returns 1 if any of the count bytes at values is not 0. */
static int any_set(const void *values, size_t count) {
    const unsigned char *bytes = (const unsigned char *)values;
    size_t i;
    for (i = 0; i < count; i++)
        if (bytes[i]) return 1;
    return 0;
}

/* Prints "filled GROUP" and the names of the packed tables that hold anything so far. */
static void show_filled(const char *group) {
    size_t i;
    printf("filled %s", group);
    for (i = 0; i < sizeof PACKED / sizeof PACKED[0]; i++)
        if (any_set(PACKED[i].entries, PACKED[i].count * PACKED[i].width)) printf(" %s", PACKED[i].name);
    printf("\n");
}
#define SHOW_FILLED(group) show_filled(group)
#else
#define SHOW_FILLED(group)
#endif

/* Each fill group's own fill, in slider_section.fill_groups' order, each followed by
 * the tables that hold anything so far ("filled GROUP TABLE..."), then thread 0's
 * questions, asked here alone. */
static void fill_each(void) {
    static struct first_thread alone;
    size_t i;
    for (i = 0; i < sizeof FILLS / sizeof FILLS[0]; i++) {
        FILLS[i].fill();
        SHOW_FILLED(FILLS[i].group);
    }
    ask_first(&alone);
    print_first(&alone);
}

/* Queen lookups (attack techniques only), checked on the random boards against
 * rook | bishop of the ray loop. */
static uint64_t queen(size_t t, uint64_t occ, int sq) { return TECHNIQUES[t].queen(occ, sq); }

/* Returns the next state of Marsaglia's xorshift64 (13, 7, 17). */
static uint64_t xorshift64(uint64_t state) {
    state ^= state << 13;
    state ^= state >> 7;
    state ^= state << 17;
    return state;
}

#ifndef DRIVER_FUNCTIONS
/* Returns the 64-bit FNV-1a hash of the bytes of the count entries of `width` bytes
 * (2 or 8) at values, each low byte first. */
static uint64_t fnv1a(const void *values, size_t count, size_t width) {
    uint64_t hash = 0xcbf29ce484222325ULL;
    size_t i, b;
    if (width != 2 && width != 8) abort();
    for (i = 0; i < count; i++) {
        const uint64_t value = width == 2 ? ((const uint16_t *)values)[i] : ((const uint64_t *)values)[i];
        for (b = 0; b < 8 * width; b += 8) {
            hash ^= (value >> b) & 0xff;
            hash *= 0x100000001b3ULL;
        }
    }
    return hash;
}
#endif

static int popcount(uint64_t b) {
    int n = 0;
    for (; b; b &= b - 1) n++;
    return n;
}

static void check_all(void) {
    static long checked[TECHNIQUE_COUNT][2], wrong[TECHNIQUE_COUNT][2], queen_checked[TECHNIQUE_COUNT],
        queen_wrong[TECHNIQUE_COUNT];
    long mask_wrong = 0, block_wrong = 0, random_checked = 0;
    uint64_t state = 0x9e3779b97f4a7c15ULL;
    int piece, sq, i;
    size_t t;
    for (piece = 0; piece < 2; piece++) {
        const int *dirs = piece == 0 ? ROOK_DIRS : BISHOP_DIRS;
        const uint64_t *masks = piece == 0 ? BB_ROOK_RELEVANT_MASK : BB_BISHOP_RELEVANT_MASK;
        const uint32_t *offsets = piece == 0 ? BB_ROOK_OFFSETS : BB_BISHOP_OFFSETS;
        const uint32_t total = piece == 0 ? 102400u : 5248u;
        for (sq = 0; sq < 64; sq++) {
            const uint64_t mask = relevant(dirs, sq);
            const uint32_t next = sq == 63 ? total : offsets[sq + 1];
            uint64_t occ = 0;
            if (masks[sq] != mask) mask_wrong++;
            if (next - offsets[sq] != (uint32_t)1 << popcount(mask)) block_wrong++;
            do { /* every subset of the relevant mask */
                uint64_t xrays;
                const uint64_t attacks = walk(dirs, sq, occ, &xrays);
                for (t = 0; t < TECHNIQUE_COUNT; t++) {
                    const int is_xray = strcmp(TECHNIQUES[t].kind, "xrays") == 0;
                    const uint64_t got = (piece == 0 ? TECHNIQUES[t].rook : TECHNIQUES[t].bishop)(occ, sq);
                    checked[t][piece]++;
                    if (got != (is_xray ? xrays : attacks)) wrong[t][piece]++;
                }
                occ = (occ - mask) & mask;
            } while (occ);
            for (i = 0; i < 1000; i++) { /* random boards, sq and off-mask squares included */
                uint64_t xrays, other_xrays;
                state = xorshift64(state);
                occ = state & xorshift64(state ^ 0x5555555555555555ULL);
                if (i & 1) occ |= (uint64_t)1 << sq;
                {
                    const uint64_t attacks = walk(dirs, sq, occ, &xrays);
                    const uint64_t queen_attacks = walk(ROOK_DIRS, sq, occ, &other_xrays)
                                                 | walk(BISHOP_DIRS, sq, occ, &other_xrays);
                    for (t = 0; t < TECHNIQUE_COUNT; t++) {
                        const int is_xray = strcmp(TECHNIQUES[t].kind, "xrays") == 0;
                        const uint64_t got = (piece == 0 ? TECHNIQUES[t].rook : TECHNIQUES[t].bishop)(occ, sq);
                        checked[t][piece]++;
                        if (got != (is_xray ? xrays : attacks)) wrong[t][piece]++;
                        if (piece == 0 && !is_xray) {
                            queen_checked[t]++;
                            if (queen(t, occ, sq) != queen_attacks) queen_wrong[t]++;
                        }
                    }
                }
                random_checked++;
            }
        }
    }
    printf("check masks both all checked 128 mismatches %ld\n", mask_wrong);
    printf("check offsets both all checked 128 mismatches %ld\n", block_wrong);
    for (t = 0; t < TECHNIQUE_COUNT; t++) {
        for (piece = 0; piece < 2; piece++)
            printf("check %s %s %s checked %ld mismatches %ld\n", TECHNIQUES[t].name, piece == 0 ? "rook" : "bishop",
                   TECHNIQUES[t].kind, checked[t][piece], wrong[t][piece]);
        if (queen_checked[t])
            printf("check %s queen attacks checked %ld mismatches %ld\n", TECHNIQUES[t].name, queen_checked[t],
                   queen_wrong[t]);
    }
    printf("random %ld\n", random_checked);
    printf("simd %s\n", BB_HYPERBOLA_SIMD);
    printf("avx2 %s\n", BB_HYPERBOLA_AVX2);
#ifndef DRIVER_FUNCTIONS /* the MSVC-mode tables live in the other unit */
    for (t = 0; t < sizeof PACKED / sizeof PACKED[0]; t++)
        printf("hash %s 0x%016" PRIx64 "\n", PACKED[t].name, fnv1a(PACKED[t].entries, PACKED[t].count, PACKED[t].width));
#endif
}

/* Answers "rook|bishop|queen SQ OCC" lines: every technique's attacks, then the x-rays. */
static void answer_queries(void) {
    char piece[16], sq_text[32], occ_text[32];
    while (scanf("%15s %31s %31s", piece, sq_text, occ_text) == 3) {
        const int sq = (int)strtol(sq_text, NULL, 0);
        const uint64_t occ = (uint64_t)strtoull(occ_text, NULL, 0);
        size_t t;
        for (t = 0; t < TECHNIQUE_COUNT; t++) {
            uint64_t got;
            if (strcmp(piece, "queen") == 0) {
                if (strcmp(TECHNIQUES[t].kind, "xrays") == 0) continue;
                got = queen(t, occ, sq);
            } else {
                got = (strcmp(piece, "rook") == 0 ? TECHNIQUES[t].rook : TECHNIQUES[t].bishop)(occ, sq);
            }
            printf("%s %s %s 0x%016" PRIx64 "\n", piece, TECHNIQUES[t].name, TECHNIQUES[t].kind, got);
        }
    }
}

int main(int argc, char **argv) {
    if (argc > 1 && strcmp(argv[1], "first-use") == 0) {
        first_use();
        return 0;
    }
    if (argc > 1 && strcmp(argv[1], "fill-each") == 0) {
        fill_each();
        return 0;
    }
    bb_fill_slider_tables();
    if (argc > 1 && strcmp(argv[1], "queries") == 0) answer_queries();
    else check_all();
    return 0;
}
