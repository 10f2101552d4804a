// bench/cpp.py: the time bitboards::fill_slider_tables() takes, its first call
// (which fills every packed table: with -mbmi2 the PEXT ones too), and its second
// (which only finds them filled), in nanoseconds of steady_clock:
//     fill NS
//     again NS
//     check 0x...   (a digest of some lookups, so the fill is not optimized away)
#include "bitboards.hpp"

#include <chrono>
#include <cstdio>

int main() {
    namespace bb = bitboards;
    const auto t0 = std::chrono::steady_clock::now();
    bb::fill_slider_tables();
    const auto t1 = std::chrono::steady_clock::now();
    bb::fill_slider_tables();
    const auto t2 = std::chrono::steady_clock::now();
    std::uint64_t check = 0;
    for (int sq = 0; sq < 64; sq++) check ^= bb::queen_attacks_magic(0x0000100000020000ULL, sq) + bb::queen_attacks_black(0x42ULL, sq);
    std::printf("fill %lld\nagain %lld\ncheck 0x%016llx\n",
                static_cast<long long>(std::chrono::duration_cast<std::chrono::nanoseconds>(t1 - t0).count()),
                static_cast<long long>(std::chrono::duration_cast<std::chrono::nanoseconds>(t2 - t1).count()),
                static_cast<unsigned long long>(check));
    return 0;
}
