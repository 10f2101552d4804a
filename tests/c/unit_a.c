/* One of two translation units that include the header: they must link. */
#include "bitboards.h"
#include <stdio.h>

int rook_count(void); /* in unit_b.c */

int main(void) {
    printf("%d\n", bb_popcount(bb_queen_attacks(0, BB_D4)));
    printf("%d\n", rook_count());
    return 0;
}
