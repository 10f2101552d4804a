// Test driver for generated/bitboards.hpp: answers queries read from stdin, as
// tests/drivers/c/driver.c does for the C header, line for line.
//
// Each input line is a function name and its arguments as decimal or 0x hex
// numbers; each output line is the result (hex for bitboards, decimal for the
// bit scans). Three extra commands:
//   tables        prints every table, one "NAME i j ... 0xVALUE" line per entry
//                 (DIR_SHIFT in decimal): print_tables() of driver_tables.cpp,
//                 which the test writes from the generator's table names
//   lines [SEED]  for every square, each of its four lines and every subset of
//                 the line, prints the line attacks and the line x-rays of the
//                 subset plus off-line noise from xorshift64 seeded with SEED
//                 (no noise for 0, the default): lines.cpp
//   squares       prints the square helpers for every file and rank and square,
//                 and every square's name, then the constant contexts of squares.cpp
//   parse_square NAME  prints the number of the square NAME names, -1 for none
//   scan B        prints how many squares bitboard B has, then each, lowest
//                 first, on one line: the range squares(B)
//
// The program is four translation units that each include the header (this
// one twice, for the include guard), so that `nm` shows each table stored once.
// Build (the test writes driver_tables.cpp):
//     g++ -std=c++20 -O1 -Igenerated driver.cpp squares.cpp lines.cpp driver_tables.cpp -o driver
#include "bitboards.hpp"
#include "bitboards.hpp"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>

void print_tables();
void print_lines(std::uint64_t state);
void print_squares();

namespace {

std::uint64_t arg(const char *text) { return text ? std::strtoull(text, nullptr, 0) : 0; }

int iarg(const char *text) { return text ? static_cast<int>(std::strtol(text, nullptr, 0)) : 0; }

void print_u64(std::uint64_t v) { std::printf("0x%016llx\n", static_cast<unsigned long long>(v)); }

// How many squares b has, then each, lowest first, on one line.
void print_scan(std::uint64_t b) {
    int count = 0;
    for (const int sq : bitboards::squares(b)) {
        static_cast<void>(sq);
        count++;
    }
    std::printf("%d", count);
    for (const int sq : bitboards::squares(b)) std::printf(" %d", sq);
    std::printf("\n");
}

}  // namespace

int main() {
    namespace bb = bitboards;
    char buf[512];
    while (std::fgets(buf, sizeof buf, stdin)) {
        const char *w[8] = {};
        int n = 0;
        for (char *tok = std::strtok(buf, " \t\r\n"); tok && n < 8; tok = std::strtok(nullptr, " \t\r\n")) w[n++] = tok;
        if (n == 0) continue;
        const auto is = [&](const char *name) { return std::strcmp(w[0], name) == 0; };
        if (is("tables")) print_tables();
        else if (is("lines")) print_lines(arg(w[1]));
        else if (is("squares")) print_squares();
        else if (is("square_name")) std::printf("%s\n", bb::square_name(iarg(w[1])));
        else if (is("parse_square")) std::printf("%d\n", bb::parse_square(w[1] ? w[1] : ""));
        else if (is("scan")) print_scan(arg(w[1]));
        else if (is("square_bb")) print_u64(bb::square_bb(iarg(w[1])));
        else if (is("lsb")) std::printf("%d\n", bb::lsb(arg(w[1])));
        else if (is("popcount")) std::printf("%d\n", bb::popcount(arg(w[1])));
        else if (is("rank_attacks")) print_u64(bb::rank_attacks(arg(w[1]), iarg(w[2])));
        else if (is("file_attacks")) print_u64(bb::file_attacks(arg(w[1]), iarg(w[2])));
        else if (is("diagonal_attacks")) print_u64(bb::diagonal_attacks(arg(w[1]), iarg(w[2])));
        else if (is("anti_diagonal_attacks")) print_u64(bb::anti_diagonal_attacks(arg(w[1]), iarg(w[2])));
        else if (is("rook_attacks")) print_u64(bb::rook_attacks(arg(w[1]), iarg(w[2])));
        else if (is("bishop_attacks")) print_u64(bb::bishop_attacks(arg(w[1]), iarg(w[2])));
        else if (is("queen_attacks")) print_u64(bb::queen_attacks(arg(w[1]), iarg(w[2])));
        else if (is("xray_rank_attacks")) print_u64(bb::xray_rank_attacks(arg(w[1]), iarg(w[2])));
        else if (is("xray_file_attacks")) print_u64(bb::xray_file_attacks(arg(w[1]), iarg(w[2])));
        else if (is("xray_diagonal_attacks")) print_u64(bb::xray_diagonal_attacks(arg(w[1]), iarg(w[2])));
        else if (is("xray_anti_diagonal_attacks")) print_u64(bb::xray_anti_diagonal_attacks(arg(w[1]), iarg(w[2])));
        else if (is("xray_rook_attacks")) print_u64(bb::xray_rook_attacks(arg(w[1]), arg(w[2]), iarg(w[3])));
        else if (is("xray_bishop_attacks")) print_u64(bb::xray_bishop_attacks(arg(w[1]), arg(w[2]), iarg(w[3])));
        else if (is("piece_attacks")) print_u64(bb::piece_attacks(iarg(w[1]), arg(w[2]), iarg(w[3])));
        else if (is("pinned")) print_u64(bb::pinned(arg(w[1]), arg(w[2]), iarg(w[3]), arg(w[4]), arg(w[5])));
        else if (is("shift_one")) print_u64(bb::shift_one(arg(w[1]), iarg(w[2])));
        else if (is("occluded_fill")) print_u64(bb::occluded_fill(arg(w[1]), arg(w[2]), iarg(w[3])));
        else if (is("sliding_attacks")) print_u64(bb::sliding_attacks(arg(w[1]), arg(w[2]), iarg(w[3])));
        else if (is("xray_attacks")) print_u64(bb::xray_attacks(arg(w[1]), arg(w[2]), arg(w[3]), iarg(w[4])));
        else if (is("between_slider_and_target"))
            print_u64(bb::between_slider_and_target(arg(w[1]), arg(w[2]), arg(w[3]), iarg(w[4])));
        else if (is("distance")) std::printf("%d\n", bb::distance(iarg(w[1]), iarg(w[2])));
        else if (is("manhattan_distance")) std::printf("%d\n", bb::manhattan_distance(iarg(w[1]), iarg(w[2])));
        else if (is("forward_ranks")) print_u64(bb::forward_ranks(iarg(w[1]), iarg(w[2])));
        else if (is("forward_file")) print_u64(bb::forward_file(iarg(w[1]), iarg(w[2])));
        else if (is("pawn_attack_span")) print_u64(bb::pawn_attack_span(iarg(w[1]), iarg(w[2])));
        else if (is("passed_pawn_span")) print_u64(bb::passed_pawn_span(iarg(w[1]), iarg(w[2])));
        else if (is("adjacent_files")) print_u64(bb::adjacent_files(iarg(w[1])));
        else if (is("polyglot_piece_key")) print_u64(bb::polyglot_piece_key(iarg(w[1]), iarg(w[2]), iarg(w[3])));
        else {
            std::fprintf(stderr, "driver: unknown command %s\n", w[0]);
            return 2;
        }
    }
    return 0;
}
