// bench/cpp_one_lookup.cpp on the C header, compiled as C++ (bench.cpp's baseline).
#include "bitboards.h"

#include <cstdio>
#include <cstdlib>

int main(int argc, char **argv) {
    if (argc != 3) return 2;
    const auto occ = std::strtoull(argv[1], nullptr, 0);
    std::printf("%llx\n", static_cast<unsigned long long>(bb_rook_attacks(occ, std::atoi(argv[2]))));
    return 0;
}
