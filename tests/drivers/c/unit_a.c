/* A program of four translation units that all include the header
 * (tests/proofs/test_c.py). Built as it is, each unit keeps its own copy of
 * the tables it uses; built with BB_SHARED_TABLES, and BB_IMPLEMENTATION as well
 * for unit_d.c, the tables are stored once, in unit_d's object.
 *
 * Reads "OCC SQ" lines; answers each with four values in hex: the queen attacks
 * (this unit), then unit_b, unit_c and unit_d of the same arguments. */
#include "bitboards.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>

#include "units.h"

int main(void) {
    char line[128];
    while (fgets(line, sizeof line, stdin)) {
        char *end;
        const uint64_t occ = (uint64_t)strtoull(line, &end, 0);
        const int sq = (int)strtol(end, NULL, 0);
        printf("0x%016" PRIx64 " 0x%016" PRIx64 " 0x%016" PRIx64 " 0x%016" PRIx64 "\n", bb_queen_attacks(occ, sq),
               unit_b(occ, sq), unit_c(occ, sq), unit_d(occ, sq));
    }
    return 0;
}
