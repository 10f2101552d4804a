/* The fourth of four translation units: leapers and the set-wise fills. In the
 * one-copy build it is compiled with BB_IMPLEMENTATION and holds every table,
 * bitboards_engine.h's too. */
#include "bitboards_engine.h"
#include "units.h"

/* Returns the knight and white pawn attacks of sq xor the sliding attacks of occ
 * through the empty squares in direction sq % 8. */
uint64_t unit_d(uint64_t occ, int sq) {
    return (BB_KNIGHT_ATTACKS[sq] | BB_PAWN_ATTACKS[BB_WHITE][sq]) ^ bb_sliding_attacks(occ, ~occ, sq % 8);
}
