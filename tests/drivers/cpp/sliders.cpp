// The slider techniques of generated/bitboards.hpp, answered in bulk for
// tests/proofs/test_cpp.py, which computes the same digests from the generator.
//
// Prints, after fill_slider_tables() (called twice: the second call must change
// nothing), one line per technique, piece, kind and square:
//     TECHNIQUE PIECE KIND SQ 0xSUBSETS 0xRANDOM
// SUBSETS digests the lookup's answers on every subset of the square's relevant
// mask (ROOK_RELEVANT_MASK[sq] or BISHOP_...), in carry-rippler order from 0;
// RANDOM its answers on COUNT random boards of xorshift64 from SEED (pieces off
// the mask, and on sq every other board). The queen has RANDOM only (SUBSETS 0).
// A digest of values v1..vn is h = h * 0x100000001b3 + v (mod 2**64) from
// 0xcbf29ce484222325. Then "table NAME 0xDIGEST" of every packed table, entry by
// entry, "simd PATH" (HYPERBOLA_SIMD), "avx2 PATH" (HYPERBOLA_AVX2: parallel
// hyperbola's) and "pext yes|no" (whether the compiler targets BMI2 and so the PEXT
// lookups exist).
//
//
// Or the first-use check of tests/oracles/slider_hashes.py, by its first argument:
// `first-use`: THREADS threads, released together, no fill called anywhere
// before, thread t asking every lookup (slider_hashes.lookups_of: technique order;
// rook attacks, rook x-rays, bishop attacks, bishop x-rays, queen attacks) on its
// own question of a splitmix64 stream from FIRST_USE_SEED + t; after joining, for
// each thread in order, one line a lookup:
//     first T TECHNIQUE PIECE KIND SQ 0xOCC 0xANSWER
// Built with ONE_THREAD (wasm32-wasi, whose libc++ has no threads), `first-use`
// asks each thread's questions in turn on its one thread: the first use a
// single-threaded program makes.
// `fill-each`: the tables filled when main starts, each fill group's own fill, then
// thread 0 alone asks and prints.
//
// Usage: sliders SEED COUNT | sliders first-use | sliders fill-each
#include "bitboards.hpp"

#include <atomic>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#ifndef ONE_THREAD
#include <thread>
#endif
#include <vector>

namespace bb = bitboards;

// The lookups that read only constant tables are constant expressions.
static_assert(bb::rook_attacks_kindergarten(0, bb::A1) == bb::ROOK_MASK_EX[bb::A1], "kindergarten in a constant expression");
static_assert(bb::bishop_attacks_kogge_stone(0, bb::D4) == bb::BISHOP_MASK_EX[bb::D4], "Kogge-Stone in a constant expression");
static_assert(bb::queen_attacks_hyperbola(0, bb::D4) == bb::QUEEN_MASK_EX[bb::D4], "hyperbola in a constant expression");

namespace {

using Lookup = std::uint64_t (*)(std::uint64_t, int);

const std::uint64_t START = 0xcbf29ce484222325ULL, FACTOR = 0x100000001b3ULL;

std::uint64_t xorshift64(std::uint64_t state) {
    state ^= state << 13;
    state ^= state >> 7;
    state ^= state << 17;
    return state;
}

// The random board i of a square's run, and the next state.
std::uint64_t board(std::uint64_t &state, int i, int sq) {
    state = xorshift64(state);
    const std::uint64_t other = xorshift64(state ^ 0x5555555555555555ULL);
    std::uint64_t occ = state & other;
    if (i & 1) occ |= std::uint64_t{1} << sq;
    return occ;
}

template <typename T>
std::uint64_t digest(const T *values, std::size_t count) {
    std::uint64_t h = START;
    for (std::size_t i = 0; i < count; i++) h = h * FACTOR + values[i];
    return h;
}

template <typename T, std::size_t N>
std::uint64_t digest_of(const T (&values)[N]) {
    return digest(values, N);
}

// Whether any entry of `values` is nonzero.
template <typename T, std::size_t N>
bool holds_any(const T (&values)[N]) {
    for (const T &v : values) {
        if (v != 0) return true;
    }
    return false;
}

// A lookup, a fill group's own fill, a packed table: the rows of sliders_lookups.hpp.
struct FirstLookup {
    const char *technique, *piece, *kind;
    Lookup lookup;
};

struct Fill {
    const char *group;
    void (*fill)();
};

struct Packed {
    const char *name;
    bool (*any)();
    std::uint64_t (*digest)();
};

}  // namespace

// FIRST_LOOKUPS, every lookup in slider_hashes.lookups_of's order; FILLS, each fill
// group's own fill in slider_section.fill_groups' order; PACKED, their packed
// tables: of the techniques the header carries, PEXT's under __BMI2__, written by
// tests/drivers/cpp/build.py from the model.
#include "sliders_lookups.hpp"

namespace {

void print_table(const char *name, std::uint64_t h) { std::printf("table %s 0x%016llx\n", name, static_cast<unsigned long long>(h)); }

// --- the first-use check -------------------------------------------------------

const int THREADS = 4;
const std::uint64_t FIRST_USE_SEED = 0xF1257005E0000000ULL;

const std::size_t FIRST_COUNT = sizeof FIRST_LOOKUPS / sizeof FIRST_LOOKUPS[0];

std::uint64_t splitmix64(std::uint64_t &state) {
    state += 0x9E3779B97F4A7C15ULL;
    std::uint64_t z = state;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

struct Answer {
    int sq;
    std::uint64_t occ, answer;
};

// Asks every lookup of FIRST_LOOKUPS on thread t's questions, into `out`.
void ask(int t, Answer *out) {
    std::uint64_t state = FIRST_USE_SEED + static_cast<std::uint64_t>(t);
    for (std::size_t i = 0; i < FIRST_COUNT; i++) {
        const std::uint64_t a = splitmix64(state), b = splitmix64(state), c = splitmix64(state);
        const int sq = static_cast<int>(c % 64);
        out[i] = {sq, a & b, FIRST_LOOKUPS[i].lookup(a & b, sq)};
    }
}

void print_answers(int t, const Answer *answers) {
    for (std::size_t i = 0; i < FIRST_COUNT; i++) {
        const FirstLookup &l = FIRST_LOOKUPS[i];
        std::printf("first %d %s %s %s %d 0x%llx 0x%llx\n", t, l.technique, l.piece, l.kind, answers[i].sq,
                    static_cast<unsigned long long>(answers[i].occ), static_cast<unsigned long long>(answers[i].answer));
    }
}

// THREADS threads, released together (each spins until all have started), each
// asking its questions before anything has filled a table.
void first_use() {
    std::vector<Answer> answers(THREADS * FIRST_COUNT);
#ifdef ONE_THREAD
    for (int t = 0; t < THREADS; t++) ask(t, &answers[static_cast<std::size_t>(t) * FIRST_COUNT]);
#else
    std::atomic<int> started{0};
    std::vector<std::thread> threads;
    for (int t = 0; t < THREADS; t++) {
        threads.emplace_back([t, &started, &answers] {
            started.fetch_add(1);
            while (started.load() < THREADS) {
            }
            ask(t, &answers[static_cast<std::size_t>(t) * FIRST_COUNT]);
        });
    }
    for (std::thread &thread : threads) thread.join();
#endif
    for (int t = 0; t < THREADS; t++) print_answers(t, &answers[static_cast<std::size_t>(t) * FIRST_COUNT]);
}

// Prints "filled GROUP" and the names of the packed tables that hold anything so far.
void print_filled(const char *group) {
    std::printf("filled %s", group);
    for (const Packed &table : PACKED) {
        if (table.any()) std::printf(" %s", table.name);
    }
    std::printf("\n");
}

// The packed tables that hold anything when main starts ("at-start TABLE..."), then
// each fill group's own fill, in slider_section.fill_groups' order, each followed by
// the tables that hold anything so far ("filled GROUP TABLE..."), then thread 0's
// questions.
void fill_each() {
    std::printf("at-start");
    for (const Packed &table : PACKED) {
        if (table.any()) std::printf(" %s", table.name);
    }
    std::printf("\n");
    for (const Fill &f : FILLS) {
        f.fill();
        print_filled(f.group);
    }
    std::vector<Answer> answers(FIRST_COUNT);
    ask(0, answers.data());
    print_answers(0, answers.data());
}

// Every packed table's digest, "table NAME 0xDIGEST".
void print_tables() {
    for (const Packed &table : PACKED) print_table(table.name, table.digest());
}

}  // namespace

int main(int argc, char **argv) {
    if (argc == 2 && std::strcmp(argv[1], "first-use") == 0) {
        first_use();
        return 0;
    }
    if (argc == 2 && std::strcmp(argv[1], "fill-each") == 0) {
        fill_each();
        return 0;
    }
    if (argc != 3) {
        std::fprintf(stderr, "usage: sliders SEED COUNT | sliders first-use | sliders fill-each\n");
        return 2;
    }
    const std::uint64_t seed = std::strtoull(argv[1], nullptr, 0);
    const int count = static_cast<int>(std::strtol(argv[2], nullptr, 0));
    bb::fill_slider_tables();
    bb::fill_slider_tables();
    print_tables();  // before any lookup, which would fill what fill_slider_tables() left empty
    for (const FirstLookup &l : FIRST_LOOKUPS) {
        const bool rook = std::strcmp(l.piece, "rook") == 0, bishop = std::strcmp(l.piece, "bishop") == 0;
        std::uint64_t state = seed;
        for (int sq = 0; sq < 64; sq++) {
            std::uint64_t subsets = 0;
            if (rook || bishop) {
                const std::uint64_t mask = rook ? bb::ROOK_RELEVANT_MASK[sq] : bb::BISHOP_RELEVANT_MASK[sq];
                std::uint64_t occ = 0;
                subsets = START;
                do {
                    subsets = subsets * FACTOR + l.lookup(occ, sq);
                    occ = (occ - mask) & mask;
                } while (occ);
            }
            std::uint64_t random = START;
            for (int i = 0; i < count; i++) random = random * FACTOR + l.lookup(board(state, i, sq), sq);
            std::printf("%s %s %s %d 0x%016llx 0x%016llx\n", l.technique, l.piece, l.kind, sq,
                        static_cast<unsigned long long>(subsets), static_cast<unsigned long long>(random));
        }
    }
#if defined(__BMI2__) && defined(__x86_64__)
    std::printf("pext yes\n");
#else
    std::printf("pext no\n");
#endif
    std::printf("simd %s\n", bb::HYPERBOLA_SIMD);
    std::printf("avx2 %s\n", bb::HYPERBOLA_AVX2);
    return 0;
}
