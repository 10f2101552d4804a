// The program of the move-generator pattern (static_init.hpp): the forwarders to
// bitboards.hpp's packed-table lookups, a `static const` of this unit initialized
// by rook_attacks_magic(0, A1), and main, which calls no fill and prints
//     static library TECHNIQUE PIECE KIND SQ 0xOCC 0xANSWER   (asked before main by the library)
//     static unit magic rook attacks 0 0x0 0xANSWER           (this unit's static const)
// for tests/proofs/test_cpp.py to check against the reference.
#include "bitboards.hpp"
#include "static_init.hpp"

#include <cstdio>

namespace bb = bitboards;

namespace {

std::uint64_t rook_magic(std::uint64_t occ, int sq) { return bb::rook_attacks_magic(occ, sq); }
std::uint64_t rook_magic_xrays(std::uint64_t occ, int sq) { return bb::xray_rook_attacks_magic(occ, sq); }
std::uint64_t bishop_magic(std::uint64_t occ, int sq) { return bb::bishop_attacks_magic(occ, sq); }
std::uint64_t bishop_magic_xrays(std::uint64_t occ, int sq) { return bb::xray_bishop_attacks_magic(occ, sq); }
std::uint64_t queen_magic(std::uint64_t occ, int sq) { return bb::queen_attacks_magic(occ, sq); }
std::uint64_t rook_black(std::uint64_t occ, int sq) { return bb::rook_attacks_black(occ, sq); }
std::uint64_t bishop_black(std::uint64_t occ, int sq) { return bb::bishop_attacks_black(occ, sq); }
std::uint64_t rook_magic32(std::uint64_t occ, int sq) { return bb::rook_attacks_magic32(occ, sq); }
std::uint64_t bishop_magic32(std::uint64_t occ, int sq) { return bb::bishop_attacks_magic32(occ, sq); }
#if defined(__BMI2__) && defined(__x86_64__)
std::uint64_t rook_pext(std::uint64_t occ, int sq) { return bb::rook_attacks_pext(occ, sq); }
std::uint64_t bishop_pext_xrays(std::uint64_t occ, int sq) { return bb::xray_bishop_attacks_pext(occ, sq); }
std::uint64_t rook_pext16(std::uint64_t occ, int sq) { return bb::rook_attacks_pext16(occ, sq); }
std::uint64_t rook_pext16_xrays(std::uint64_t occ, int sq) { return bb::xray_rook_attacks_pext16(occ, sq); }
#endif

const std::uint64_t ROOK_A1 = bb::rook_attacks_magic(0, bb::A1);

}  // namespace

const Forwarded FORWARDED[] = {
    {"magic", "rook", "attacks", rook_magic},
    {"magic", "rook", "xrays", rook_magic_xrays},
    {"magic", "bishop", "attacks", bishop_magic},
    {"magic", "bishop", "xrays", bishop_magic_xrays},
    {"magic", "queen", "attacks", queen_magic},
    {"black", "rook", "attacks", rook_black},
    {"black", "bishop", "attacks", bishop_black},
    {"magic32", "rook", "attacks", rook_magic32},
    {"magic32", "bishop", "attacks", bishop_magic32},
#if defined(__BMI2__) && defined(__x86_64__)
    {"pext", "rook", "attacks", rook_pext},
    {"pext", "bishop", "xrays", bishop_pext_xrays},
    {"pext16", "rook", "attacks", rook_pext16},
    {"pext16", "rook", "xrays", rook_pext16_xrays},
#endif
};
const int FORWARDED_COUNT = sizeof FORWARDED / sizeof FORWARDED[0];

int main() {
    print_library_answers();
    std::printf("static unit magic rook attacks 0 0x0 0x%llx\n", static_cast<unsigned long long>(ROOK_A1));
    return 0;
}
