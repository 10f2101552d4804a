// The driver's `squares` (driver.cpp): the square helpers of every file, rank and
// square and every square's name, then "D4 <constant> <array size> <is d4>" from
// the constexpr helpers
// in constant contexts: a constexpr variable, an array size, a case label, and
// a static_assert on a table entry.
#include "bitboards.hpp"

#include <cstdio>

void print_squares();

namespace {

namespace bb = bitboards;

constexpr int DRIVER_D4 = bb::square(3, 3);
using ByRankOfH8 = char[bb::square_rank(bb::H8) + 1];
static_assert(bb::BETWEEN[bb::square(0, 0)][bb::square(7, 0)] == bb::RANK_MASK_EX[bb::A1] - (1ULL << bb::H1), "a table read in a constant expression");
static_assert(bb::queen_attacks_hyperbola(0, bb::D4) == bb::QUEEN_MASK_EX[bb::D4], "hyperbola quintessence in a constant expression");
static_assert(bb::rook_attacks_hyperbola(1ULL << bb::D6, bb::D4) == bb::rook_attacks(1ULL << bb::D6, bb::D4), "");
static_assert(bb::parse_square("d4") == bb::D4 && bb::parse_square("d9") == -1 && bb::square_name(bb::D4)[0] == 'd',
              "the square names in constant expressions");

// Returns the sum of the squares of b, by the range squares(b): a constexpr loop.
constexpr int sum_of_squares(std::uint64_t b) {
    int sum = 0;
    for (const int sq : bb::squares(b)) sum += sq;
    return sum;
}
static_assert(sum_of_squares(~0ULL) == 63 * 64 / 2, "the squares of a bitboard in a constant expression");

int driver_is_d4(int sq) {
    switch (sq) {
    case bb::square(3, 3): return 1;
    default: return 0;
    }
}

}  // namespace

void print_squares() {
    for (int file = 0; file < 8; file++)
        for (int rank = 0; rank < 8; rank++) std::printf("square %d %d %d\n", file, rank, bb::square(file, rank));
    for (int sq = 0; sq < 64; sq++) std::printf("coordinates %d %d %d\n", sq, bb::square_file(sq), bb::square_rank(sq));
    for (int sq = 0; sq < 64; sq++) std::printf("name %d %s\n", sq, bb::square_name(sq));
    std::printf("D4 %d %d %d\n", DRIVER_D4, static_cast<int>(sizeof(ByRankOfH8)), driver_is_d4(bb::D4));
}
