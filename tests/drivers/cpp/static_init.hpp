// The move-generator pattern of issue 41 (tests/proofs/test_cpp.py): a library whose
// own static initializers ask slider lookups before main. Its slider functions
// forward to bitboards.hpp's packed-table lookups (static_init.cpp); its unit
// (static_init_library.cpp) never includes bitboards.hpp, so nothing orders its
// initializers after anything bitboards.hpp could run at start-up.
#ifndef STATIC_INIT_HPP
#define STATIC_INIT_HPP

#include <cstdint>

// One lookup the library forwards: its technique, piece and kind, and the function.
struct Forwarded {
    const char *technique, *piece, *kind;
    std::uint64_t (*lookup)(std::uint64_t occ, int sq);
};

// The packed-table lookups of bitboards.hpp (static_init.cpp), and how many.
extern const Forwarded FORWARDED[];
extern const int FORWARDED_COUNT;

// Prints the library's answers, which its static initializer computed before main.
void print_library_answers();

#endif
