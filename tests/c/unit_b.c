/* The second translation unit: includes the header again, on its own. */
#include "bitboards.h"

int rook_count(void);

int rook_count(void) { return bb_popcount(bb_rook_attacks(1ULL << BB_A4, BB_A1)); }
