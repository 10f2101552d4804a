/* Test driver for generated/bitboards.h and bitboards_engine.h: answers queries read from stdin.
 *
 * Each input line is a function name and its arguments as decimal or 0x hex
 * numbers, answered by call() of driver_tables.h, which the test writes from the
 * model; each output line is the result in hex (decimal for an integer). Extra commands:
 *   tables        prints every table, one "NAME i j ... 0xVALUE" line per entry
 *   lines SEED    for every square, each of its four lines and every subset of
 *                 the line, prints the line attacks and the line x-rays of the
 *                 subset plus off-line noise from xorshift64 seeded with SEED
 *                 (no noise for 0); tests/harness/queries.py walks the same order
 *   squares       prints the square helpers for every file and rank and square,
 *                 and the name of every square
 *   square_name SQ     prints the name of square SQ
 *   parse_square NAME  prints the number of the square NAME names, -1 for none
 *   scan B        prints how many squares bitboard B has, then each, lowest
 *                 first, on one line: the count and the array of bb_squares
 * The file includes each header twice on purpose (include guard test).
 *
 * Built with DRIVER_FUNCTIONS="file.h", the lookups come from functions compiled
 * elsewhere: the file redefines each bb_ name (tests/drivers/c/build.py builds the
 * header's functions in clang's MSVC mode that way).
 */
#include "bitboards.h"
#include "bitboards.h"
#include "bitboards_engine.h"
#include "bitboards_engine.h"
#ifdef DRIVER_FUNCTIONS
#include DRIVER_FUNCTIONS
#endif

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The square helpers make constant expressions: an enumerator, an array size, a case label. */
enum { DRIVER_D4 = bb_square(3, 3) };
typedef char driver_by_rank_of_h8[bb_square_rank(BB_H8) + 1];

static int driver_is_d4(int sq) {
    switch (sq) {
    case bb_square(3, 3): return 1;
    default: return 0;
    }
}

/* bb_square of every file and rank, bb_square_file, bb_square_rank and
 * bb_square_name of every square, then the constant expressions above:
 * "D4 <enumerator> <array size> <is d4>". */
static void print_squares(void) {
    int file, rank, sq;
    for (file = 0; file < 8; file++)
        for (rank = 0; rank < 8; rank++) printf("square %d %d %d\n", file, rank, bb_square(file, rank));
    for (sq = 0; sq < 64; sq++) printf("coordinates %d %d %d\n", sq, bb_square_file(sq), bb_square_rank(sq));
    for (sq = 0; sq < 64; sq++) printf("name %d %s\n", sq, bb_square_name(sq));
    printf("D4 %d %d %d\n", DRIVER_D4, (int)sizeof(driver_by_rank_of_h8), driver_is_d4(BB_D4));
}

/* How many squares b has, then each, lowest first, on one line. */
static void print_scan(uint64_t b) {
    int squares[64], count = bb_squares(b, squares), i;
    printf("%d", count);
    for (i = 0; i < count; i++) printf(" %d", squares[i]);
    printf("\n");
}

static uint64_t arg(const char *text) { return (uint64_t)strtoull(text, NULL, 0); }

static int iarg(const char *text) { return (int)strtol(text, NULL, 0); }

static void print_u64(uint64_t v) { printf("0x%016" PRIx64 "\n", v); }

static void print_int(int v) { printf("%d\n", v); }

#include "driver_tables.h" /* written by the test: print_tables(), and call(), each function by name */

/* Returns the next state of Marsaglia's xorshift64 (13, 7, 17); 0 stays 0. */
static uint64_t xorshift64(uint64_t state) {
    state ^= state << 13;
    state ^= state >> 7;
    state ^= state << 17;
    return state;
}

/* Every occupancy subset of each line through every square (64 * 4 * 2^8 at
 * most), each with the noise of the next xorshift64 state off the line. */
static void print_lines(uint64_t state) {
    int sq;
    for (sq = 0; sq < 64; sq++) {
        const uint64_t masks[4] = {BB_RANK_MASK[sq], BB_FILE_MASK[sq], BB_DIAGONAL_MASK[sq],
                                   BB_ANTI_DIAGONAL_MASK[sq]};
        int line;
        for (line = 0; line < 4; line++) {
            const uint64_t mask = masks[line];
            uint64_t occ = 0;
            do {
                uint64_t a, x;
                const uint64_t sub = occ;
                state = xorshift64(state);
                occ = sub | (state & ~mask);
                switch (line) {
                case 0: a = bb_rank_attacks(occ, sq); x = bb_xray_rank_attacks(occ, sq); break;
                case 1: a = bb_file_attacks(occ, sq); x = bb_xray_file_attacks(occ, sq); break;
                case 2: a = bb_diagonal_attacks(occ, sq); x = bb_xray_diagonal_attacks(occ, sq); break;
                default: a = bb_anti_diagonal_attacks(occ, sq); x = bb_xray_anti_diagonal_attacks(occ, sq); break;
                }
                printf("%d %d 0x%016" PRIx64 " 0x%016" PRIx64 " 0x%016" PRIx64 "\n", sq, line, occ, a, x);
                occ = (sub - mask) & mask; /* carry-rippler: the next subset of mask */
            } while (occ);
        }
    }
}

int main(void) {
    char buf[512];
    while (fgets(buf, sizeof buf, stdin)) {
        char *w[8] = {0};
        int n = 0;
        char *tok = strtok(buf, " \t\r\n");
        while (tok && n < 8) {
            w[n++] = tok;
            tok = strtok(NULL, " \t\r\n");
        }
        if (n == 0) continue;
#define IS(name) (strcmp(w[0], name) == 0)
        if (IS("tables")) print_tables();
        else if (IS("lines")) print_lines(w[1] ? arg(w[1]) : 0);
        else if (IS("squares")) print_squares();
        else if (IS("square_name")) printf("%s\n", bb_square_name(iarg(w[1])));
        else if (IS("parse_square")) printf("%d\n", bb_parse_square(w[1] ? w[1] : ""));
        else if (IS("scan")) print_scan(arg(w[1]));
        else if (!call(w[0], w + 1)) {
            fprintf(stderr, "driver: unknown command %s\n", w[0]);
            return 2;
        }
#undef IS
    }
    return 0;
}
