// Test driver for generated/bitboards.hpp: answers queries read from stdin, as
// tests/drivers/c/driver.c does for the C header, line for line.
//
// Each input line is a function name and its arguments as decimal or 0x hex
// numbers, answered by call() of driver_calls.hpp, which the test writes from the
// model; each output line is the result (hex for bitboards, decimal for the
// integers). Three extra commands:
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
// Build (the test writes driver_tables.cpp and driver_calls.hpp):
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

void print_int(int v) { std::printf("%d\n", v); }

#include "driver_calls.hpp"  // written by the test: call(), each function by name

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
        else if (!call(w[0], w + 1)) {
            std::fprintf(stderr, "driver: unknown command %s\n", w[0]);
            return 2;
        }
    }
    return 0;
}
