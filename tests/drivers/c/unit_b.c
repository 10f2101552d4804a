/* The second of four translation units: the kindergarten lookups. */
#include "bitboards.h"
#include "units.h"

/* Returns the rook attacks xor the bishop x-rays through every occupied square. */
uint64_t unit_b(uint64_t occ, int sq) { return bb_rook_attacks(occ, sq) ^ bb_xray_bishop_attacks(occ, occ, sq); }
