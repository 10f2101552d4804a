/* The third of four translation units: blockers-and-beyond and the square pairs. */
#include "bitboards.h"
#include "units.h"

/* Returns the queen attacks by blockers-and-beyond xor the line through sq and 63 - sq. */
uint64_t unit_c(uint64_t occ, int sq) { return bb_piece_attacks(BB_QUEEN, occ, sq) ^ BB_LINE[sq][63 - sq]; }
