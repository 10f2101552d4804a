"""The smallest programs of the Go and Zig sections (bench/go.py, bench/zig.py) and
their C counterpart: one lookup (rook_attacks) on arguments read at run time, so
nothing is folded away, printed in hex; and the empty program of each language."""

C_ONE = """#include <stdio.h>
#include <stdlib.h>
#include "bitboards.h"

int main(int argc, char **argv) {
    uint64_t occ = argc > 1 ? strtoull(argv[1], 0, 0) : 0;
    int sq = argc > 2 ? atoi(argv[2]) & 63 : 0;
    printf("%llx\\n", (unsigned long long)bb_rook_attacks(occ, sq));
    return 0;
}
"""
C_EMPTY = "int main(void) { return 0; }\n"
