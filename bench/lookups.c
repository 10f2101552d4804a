/*
 * lookups.c - nanoseconds per call of the C lookups of generated/bitboards.h,
 * each beside a baseline computed in the same program on the same inputs.
 *
 * Build and run (bench/c_lookups.py does both):
 *     cc -O2 -std=c99 -Igenerated bench/lookups.c -o build/bench/lookups
 *     build/bench/lookups [REPEATS]
 *
 * The inputs are NCASES (occupancy, square, piece, set) tuples drawn from the
 * splitmix64 stream of bench/cases.py with the same seed, so the Python and C
 * lookups see the same occupancies. One benchmark is a noinline function that
 * runs one lookup over all cases and sums the results; a timed sample calls it
 * PASSES times with a compiler barrier between calls, and the figure is the
 * median over REPEATS samples of CPU time (CLOCK_PROCESS_CPUTIME_ID) divided by
 * the number of calls. The sums are printed and compared: a lookup and its
 * baseline must compute the same sets, and nothing can be optimized away.
 *
 * Output, one line per benchmark, for bench/c_lookups.py:
 *     bench NAME NS_PER_CALL CHECKSUM
 * and one line per pair that must agree:
 *     check NAME_A NAME_B ok|DIFFER
 */

#define _POSIX_C_SOURCE 199309L

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bitboards.h"
#include "common.h"

/* Returns the attacks of piece (KNIGHT..KING) on sq by ray loops and leaper tables. */
static inline uint64_t loop_piece(int piece, int sq, uint64_t occ) {
    switch (piece) {
    case BB_KNIGHT: return BB_KNIGHT_ATTACKS[sq];
    case BB_BISHOP: return ray_loop(occ, sq, BISHOP_STEPS, 4);
    case BB_ROOK: return ray_loop(occ, sq, ROOK_STEPS, 4);
    case BB_QUEEN: return ray_loop(occ, sq, QUEEN_STEPS, 8);
    case BB_KING: return BB_KING_ATTACKS[sq];
    default: return 0;
    }
}

/* Returns the rook attacks of every slider of set, Kogge-Stone, set-wise. */
static inline uint64_t kogge_stone_rooks(uint64_t set, uint64_t occ) {
    const uint64_t empty = ~occ;
    return bb_sliding_attacks(set, empty, BB_EAST) | bb_sliding_attacks(set, empty, BB_WEST)
         | bb_sliding_attacks(set, empty, BB_NORT) | bb_sliding_attacks(set, empty, BB_SOUT);
}

/* Returns the queen attacks of every slider of set, Kogge-Stone, set-wise. */
static inline uint64_t kogge_stone_queens(uint64_t set, uint64_t occ) {
    const uint64_t empty = ~occ;
    uint64_t attacks = 0;
    int dir;
    for (dir = 0; dir < 8; dir++) attacks |= bb_sliding_attacks(set, empty, dir);
    return attacks;
}

/* Returns the rook attacks of every slider of set, one kindergarten lookup each. */
static inline uint64_t kindergarten_rooks(uint64_t set, uint64_t occ) {
    uint64_t attacks = 0;
    while (set) {
        attacks |= bb_rook_attacks(occ, bb_lsb(set));
        set &= set - 1;
    }
    return attacks;
}

/* --- the benchmarks -------------------------------------------------------- */

BENCH(loop_rank, ray_loop(occ, sq, RANK_STEPS, 2))
BENCH(loop_file, ray_loop(occ, sq, FILE_STEPS, 2))
BENCH(loop_diagonal, ray_loop(occ, sq, DIAGONAL_STEPS, 2))
BENCH(loop_anti_diagonal, ray_loop(occ, sq, ANTI_DIAGONAL_STEPS, 2))
BENCH(loop_rook, ray_loop(occ, sq, ROOK_STEPS, 4))
BENCH(loop_bishop, ray_loop(occ, sq, BISHOP_STEPS, 4))
BENCH(loop_queen, ray_loop(occ, sq, QUEEN_STEPS, 8))
BENCH(loop_piece, loop_piece(piece, sq, occ))

BENCH(rank_attacks, bb_rank_attacks(occ, sq))
BENCH(file_attacks, bb_file_attacks(occ, sq))
BENCH(diagonal_attacks, bb_diagonal_attacks(occ, sq))
BENCH(anti_diagonal_attacks, bb_anti_diagonal_attacks(occ, sq))
BENCH(rook_attacks, bb_rook_attacks(occ, sq))
BENCH(bishop_attacks, bb_bishop_attacks(occ, sq))
BENCH(queen_attacks, bb_queen_attacks(occ, sq))

BENCH(piece_attacks_rook, bb_piece_attacks(BB_ROOK, occ, sq))
BENCH(piece_attacks_bishop, bb_piece_attacks(BB_BISHOP, occ, sq))
BENCH(piece_attacks_queen, bb_piece_attacks(BB_QUEEN, occ, sq))
BENCH(piece_attacks, bb_piece_attacks(piece, occ, sq))

/* x-rays through every first blocker: one lookup per line, or two (modifying occupancy) */
BENCH(xray_rook_one_lookup, bb_xray_rank_attacks(occ, sq) | bb_xray_file_attacks(occ, sq))
BENCH(xray_rook_two_lookups, bb_xray_rook_attacks(occ, occ, sq))
BENCH(xray_bishop_one_lookup, bb_xray_diagonal_attacks(occ, sq) | bb_xray_anti_diagonal_attacks(occ, sq))
BENCH(xray_bishop_two_lookups, bb_xray_bishop_attacks(occ, occ, sq))
/* x-rays through the own blockers only (sub), as bb_pinned needs them */
BENCH(xray_rook_own_blockers, bb_xray_rook_attacks(occ, sub, sq))

BENCH(kogge_stone_rook, kogge_stone_rooks((uint64_t)1 << sq, occ))
BENCH(kogge_stone_queen, kogge_stone_queens((uint64_t)1 << sq, occ))
BENCH(kogge_stone_rook_set, kogge_stone_rooks(set, occ))
BENCH(kindergarten_rook_set, kindergarten_rooks(set, occ))

static const Bench BENCHES[] = {
    B(loop_rank), B(loop_file), B(loop_diagonal), B(loop_anti_diagonal),
    B(loop_rook), B(loop_bishop), B(loop_queen), B(loop_piece),
    B(rank_attacks), B(file_attacks), B(diagonal_attacks), B(anti_diagonal_attacks),
    B(rook_attacks), B(bishop_attacks), B(queen_attacks),
    B(piece_attacks_rook), B(piece_attacks_bishop), B(piece_attacks_queen), B(piece_attacks),
    B(xray_rook_one_lookup), B(xray_rook_two_lookups),
    B(xray_bishop_one_lookup), B(xray_bishop_two_lookups), B(xray_rook_own_blockers),
    B(kogge_stone_rook), B(kogge_stone_queen), B(kogge_stone_rook_set), B(kindergarten_rook_set),
};
#define NBENCHES ((int)(sizeof BENCHES / sizeof BENCHES[0]))

/* Pairs that compute the same sets and so must have the same sum. */
static const char *const SAME[][2] = {
    {"rank_attacks", "loop_rank"},
    {"file_attacks", "loop_file"},
    {"diagonal_attacks", "loop_diagonal"},
    {"anti_diagonal_attacks", "loop_anti_diagonal"},
    {"rook_attacks", "loop_rook"},
    {"bishop_attacks", "loop_bishop"},
    {"queen_attacks", "loop_queen"},
    {"piece_attacks_rook", "loop_rook"},
    {"piece_attacks_bishop", "loop_bishop"},
    {"piece_attacks_queen", "loop_queen"},
    {"piece_attacks", "loop_piece"},
    {"xray_rook_one_lookup", "xray_rook_two_lookups"},
    {"xray_bishop_one_lookup", "xray_bishop_two_lookups"},
    {"kogge_stone_rook", "loop_rook"},
    {"kogge_stone_queen", "loop_queen"},
    {"kogge_stone_rook_set", "kindergarten_rook_set"},
};

int main(int argc, char **argv) {
    uint64_t sums[NBENCHES];
    volatile uint64_t sink = 0;
    int repeats = argc > 1 ? atoi(argv[1]) : 21;
    int b;
    size_t s;

    if (repeats < 1 || repeats > MAX_REPEATS) {
        fprintf(stderr, "lookups: REPEATS must be 1..%d\n", MAX_REPEATS);
        return 2;
    }
    make_cases();
    for (b = 0; b < NBENCHES; b++) sums[b] = BENCHES[b].run(); /* also warms up */
    for (b = 0; b < NBENCHES; b++) {
        printf("bench %s %.3f %016llx\n", BENCHES[b].name, time_bench(BENCHES[b].run, repeats, &sink),
               (unsigned long long)sums[b]);
    }
    for (s = 0; s < sizeof SAME / sizeof SAME[0]; s++) {
        uint64_t x = 0, y = 1;
        for (b = 0; b < NBENCHES; b++) {
            if (strcmp(BENCHES[b].name, SAME[s][0]) == 0) x = sums[b];
            if (strcmp(BENCHES[b].name, SAME[s][1]) == 0) y = sums[b];
        }
        printf("check %s %s %s\n", SAME[s][0], SAME[s][1], x == y ? "ok" : "DIFFER");
    }
    printf("sink %016llx\n", (unsigned long long)sink);
    return 0;
}
