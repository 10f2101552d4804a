/* The third of four translation units: blockers-and-beyond and the square pairs,
 * of bitboards.h and of bitboards_engine.h. */
#include "bitboards_engine.h"
#include "units.h"

/* Returns the queen attacks by blockers-and-beyond xor the line through sq and 63 - sq,
 * then xor Stockfish's ray from sq through 63 - sq. */
uint64_t unit_c(uint64_t occ, int sq) {
    return bb_piece_attacks(BB_QUEEN, occ, sq) ^ BB_LINE[sq][63 - sq] ^ BB_RAY_PASS[sq][63 - sq];
}
