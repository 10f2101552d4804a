// The C++ header's one-lookup program (bench.cpp): rook_attacks of the
// occupancy and square given on the command line.
#include "bitboards.hpp"

#include <cstdio>
#include <cstdlib>

int main(int argc, char **argv) {
    if (argc != 3) return 2;
    const auto occ = std::strtoull(argv[1], nullptr, 0);
    std::printf("%llx\n", static_cast<unsigned long long>(bitboards::rook_attacks(occ, std::atoi(argv[2]))));
    return 0;
}
