// bench/cpp.py: the time bitboards::fill_slider_tables() takes, its first call
// (which fills every packed table: with -mbmi2 the PEXT ones too), and its second
// (which only finds them filled), in nanoseconds of the process's CPU time
// (std::clock: the kernel's page faults on the tables included, a descheduled
// moment on a busy machine not); and, for scale, the time of one store to each
// 4 KB page of a zeroed array as large as those tables (the first touches alone,
// what any fill of fresh memory pays before it computes anything):
//     fill NS
//     again NS
//     touch NS
//     check 0x...   (a digest of some lookups and of the array, so that nothing is optimized away)
#include "bitboards.hpp"

#include <cstdio>
#include <ctime>

namespace {

namespace bb = bitboards;

constexpr std::size_t TABLE_BYTES = sizeof bb::ROOK_MAGIC_ATTACKS + sizeof bb::ROOK_MAGIC_XRAYS + sizeof bb::BISHOP_MAGIC_ATTACKS
                                  + sizeof bb::BISHOP_MAGIC_XRAYS + sizeof bb::BLACK_ATTACKS
#if defined(__BMI2__)
                                  + sizeof bb::ROOK_PEXT_ATTACKS + sizeof bb::ROOK_PEXT_XRAYS + sizeof bb::BISHOP_PEXT_ATTACKS
                                  + sizeof bb::BISHOP_PEXT_XRAYS + sizeof bb::ROOK_PEXT16_ATTACKS + sizeof bb::ROOK_PEXT16_XRAYS
                                  + sizeof bb::BISHOP_PEXT16_ATTACKS + sizeof bb::BISHOP_PEXT16_XRAYS
#endif
    ;
std::uint64_t touched[TABLE_BYTES / 8];

long long nanoseconds(std::clock_t from, std::clock_t to) { return static_cast<long long>(1e9 * static_cast<double>(to - from) / CLOCKS_PER_SEC); }

}  // namespace

int main() {
    const std::clock_t t0 = std::clock();
    bb::fill_slider_tables();
    const std::clock_t t1 = std::clock();
    bb::fill_slider_tables();
    const std::clock_t t2 = std::clock();
    for (std::size_t i = 0; i < TABLE_BYTES / 8; i += 512) touched[i] = i;
    const std::clock_t t3 = std::clock();
    std::uint64_t check = 0;
    for (int sq = 0; sq < 64; sq++) check ^= bb::queen_attacks_magic(0x0000100000020000ULL, sq) + bb::queen_attacks_black(0x42ULL, sq);
    for (std::size_t i = 0; i < TABLE_BYTES / 8; i += 4096) check += touched[i];
    std::printf("fill %lld\nagain %lld\ntouch %lld\ncheck 0x%016llx\n", nanoseconds(t0, t1), nanoseconds(t1, t2), nanoseconds(t2, t3),
                static_cast<unsigned long long>(check));
    return 0;
}
