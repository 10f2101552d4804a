// The library's unit of the move-generator pattern (static_init.hpp): a table of
// its own, built by a namespace-scope static initializer that calls the slider
// lookups through the forwarders, before main. Listed first on the command line,
// so that g++ and clang++ run its initializer before static_init.cpp's.
#include "static_init.hpp"

#include <cstdio>

namespace {

const int QUESTIONS = 4;
// (sq, occ) of each question: the corners and centre on sparse and full boards
const int SQUARES[QUESTIONS] = {0, 27, 63, 42};
const std::uint64_t OCCUPANCIES[QUESTIONS] = {0x0000000000000000ULL, 0x0022000818004400ULL, 0x8142241818244281ULL, 0xffff00000000ffffULL};

struct LibraryTable {
    std::uint64_t answers[64][QUESTIONS];
    int count;
    LibraryTable() : answers(), count(FORWARDED_COUNT) {
        for (int i = 0; i < count; i++)
            for (int q = 0; q < QUESTIONS; q++) answers[i][q] = FORWARDED[i].lookup(OCCUPANCIES[q], SQUARES[q]);
    }
};

const LibraryTable LIBRARY_TABLE;

}  // namespace

void print_library_answers() {
    for (int i = 0; i < LIBRARY_TABLE.count; i++)
        for (int q = 0; q < QUESTIONS; q++)
            std::printf("static library %s %s %s %d 0x%llx 0x%llx\n", FORWARDED[i].technique, FORWARDED[i].piece, FORWARDED[i].kind,
                        SQUARES[q], static_cast<unsigned long long>(OCCUPANCIES[q]), static_cast<unsigned long long>(LIBRARY_TABLE.answers[i][q]));
}
