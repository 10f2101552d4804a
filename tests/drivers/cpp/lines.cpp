// The driver's `lines SEED` (driver.cpp): every occupancy subset of each line
// through every square, each with the noise of the next xorshift64 state off the
// line; tests/harness/queries.py walks the same order.
//
// On each of those occupancies it also compares hyperbola quintessence with the
// kindergarten lookups the output proves: the rook (rank, file) or bishop
// (diagonals) and the queen attacks by hyperbola, cut to the line, must be the
// line attacks; else it says so on stderr and exits with status 3, which fails
// every test that runs `lines`.
#include "bitboards.hpp"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

void print_lines(std::uint64_t state);

namespace {

// Returns the next state of Marsaglia's xorshift64 (13, 7, 17); 0 stays 0.
std::uint64_t xorshift64(std::uint64_t state) {
    state ^= state << 13;
    state ^= state >> 7;
    state ^= state << 17;
    return state;
}

}  // namespace

void print_lines(std::uint64_t state) {
    namespace bb = bitboards;
    for (int sq = 0; sq < 64; sq++) {
        const std::uint64_t masks[4] = {bb::RANK_MASK[sq], bb::FILE_MASK[sq], bb::DIAGONAL_MASK[sq], bb::ANTI_DIAGONAL_MASK[sq]};
        for (int line = 0; line < 4; line++) {
            const std::uint64_t mask = masks[line];
            std::uint64_t occ = 0;
            do {
                const std::uint64_t sub = occ;
                state = xorshift64(state);
                occ = sub | (state & ~mask);
                std::uint64_t a = 0, x = 0;
                switch (line) {
                case 0: a = bb::rank_attacks(occ, sq); x = bb::xray_rank_attacks(occ, sq); break;
                case 1: a = bb::file_attacks(occ, sq); x = bb::xray_file_attacks(occ, sq); break;
                case 2: a = bb::diagonal_attacks(occ, sq); x = bb::xray_diagonal_attacks(occ, sq); break;
                default: a = bb::anti_diagonal_attacks(occ, sq); x = bb::xray_anti_diagonal_attacks(occ, sq); break;
                }
                const std::uint64_t slider = line < 2 ? bb::rook_attacks_hyperbola(occ, sq) : bb::bishop_attacks_hyperbola(occ, sq);
                if ((slider & mask) != a || (bb::queen_attacks_hyperbola(occ, sq) & mask) != a) {
                    std::fprintf(stderr, "driver: hyperbola differs on square %d, line %d, occ 0x%016llx\n", sq, line,
                                 static_cast<unsigned long long>(occ));
                    std::exit(3);
                }
                std::printf("%d %d 0x%016llx 0x%016llx 0x%016llx\n", sq, line, static_cast<unsigned long long>(occ),
                            static_cast<unsigned long long>(a), static_cast<unsigned long long>(x));
                occ = (sub - mask) & mask;  // carry-rippler: the next subset of mask
            } while (occ);
        }
    }
}
