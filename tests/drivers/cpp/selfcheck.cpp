// The compiler's own proof of generated/bitboards.hpp (LERF): every table is
// recomputed here by stepping on the board, in constexpr code written apart from
// the generator, and compared with the header entry by entry inside a
// static_assert. The build fails if any entry differs, and the compiler names the
// first one: "the comparison reduces to '(137 == -1)'" is entry 137 in index
// order. The program it makes does nothing; the compile is the proof.
//     g++ -std=c++20 -fsyntax-only -Igenerated tests/drivers/cpp/selfcheck.cpp
// (clang++ needs -fconstexpr-steps=100000000: its default stops long before.)
#include "bitboards.hpp"

#include <cstdint>

namespace bb = bitboards;
using u64 = std::uint64_t;

namespace check {

// dir8 order: NOEA, EAST, SOEA, SOUT, SOWE, WEST, NOWE, NORT as (file, rank) steps
constexpr int DF[8] = {1, 1, 1, 0, -1, -1, -1, 0};
constexpr int DR[8] = {1, 0, -1, -1, -1, 0, 1, 1};
constexpr int KNIGHT_DF[8] = {1, 2, 2, 1, -1, -2, -2, -1};
constexpr int KNIGHT_DR[8] = {2, 1, -1, -2, -2, -1, 1, 2};

constexpr bool on_board(int f, int r) { return 0 <= f && f < 8 && 0 <= r && r < 8; }
constexpr u64 bit(int f, int r) { return u64{1} << (8 * r + f); }
constexpr u64 bit(int sq) { return bit(sq % 8, sq / 8); }

// The squares from sq (excluded) in direction d, up to the first square of occ
// (included) or the edge.
constexpr u64 ray(int sq, int d, u64 occ = 0) {
    u64 out = 0;
    int f = sq % 8 + DF[d], r = sq / 8 + DR[d];
    while (on_board(f, r)) {
        out |= bit(f, r);
        if (occ & bit(f, r)) break;
        f += DF[d];
        r += DR[d];
    }
    return out;
}

// The last square of the ray from sq in direction d (0 for an empty ray).
constexpr u64 ray_end(int sq, int d) {
    u64 out = 0;
    int f = sq % 8 + DF[d], r = sq / 8 + DR[d];
    while (on_board(f, r)) {
        out = bit(f, r);
        f += DF[d];
        r += DR[d];
    }
    return out;
}

// The line masks, sq excluded: the two opposite rays of directions d and d ^ 4.
constexpr u64 line_ex(int sq, int d) { return ray(sq, d) | ray(sq, d ^ 4); }
constexpr u64 rank_ex(int sq) { return line_ex(sq, 1); }
constexpr u64 file_ex(int sq) { return line_ex(sq, 7); }
constexpr u64 diagonal_ex(int sq) { return line_ex(sq, 0); }
constexpr u64 anti_diagonal_ex(int sq) { return line_ex(sq, 6); }
constexpr u64 rook_ex(int sq) { return rank_ex(sq) | file_ex(sq); }
constexpr u64 bishop_ex(int sq) { return diagonal_ex(sq) | anti_diagonal_ex(sq); }

constexpr u64 leaper(int sq, const int *df, const int *dr) {
    u64 out = 0;
    for (int k = 0; k < 8; k++)
        if (on_board(sq % 8 + df[k], sq / 8 + dr[k])) out |= bit(sq % 8 + df[k], sq / 8 + dr[k]);
    return out;
}
constexpr u64 knight(int sq) { return leaper(sq, KNIGHT_DF, KNIGHT_DR); }
constexpr u64 king(int sq) { return leaper(sq, DF, DR); }
constexpr u64 pawn(int color, int sq) {
    const int f = sq % 8, r = sq / 8 + (color == 0 ? 1 : -1);
    return (on_board(f - 1, r) ? bit(f - 1, r) : 0) | (on_board(f + 1, r) ? bit(f + 1, r) : 0);
}

// The piece on the empty board, and less the last square of each ray (sliders).
constexpr u64 piece(int kind, int sq, bool beyond) {
    if (kind == 0) return 0;
    if (kind == 1) return beyond ? 0 : knight(sq);
    if (kind == 5) return beyond ? 0 : king(sq);
    u64 out = 0;
    for (int d = 0; d < 8; d++) {
        const bool diagonal = d % 2 == 0;
        if ((kind == 2 && !diagonal) || (kind == 3 && diagonal)) continue;
        out |= beyond ? ray(sq, d) & ~ray_end(sq, d) : ray(sq, d);
    }
    return out;
}

// The direction from a to b along a line, or -1.
constexpr int direction(int a, int b) {
    for (int d = 0; d < 8; d++)
        if (ray(a, d) & bit(b)) return d;
    return -1;
}

constexpr u64 behind(int a, int b) { return direction(a, b) < 0 ? 0 : ray(b, direction(a, b)); }
constexpr u64 between(int a, int b) {
    return direction(a, b) < 0 ? 0 : ray(a, direction(a, b)) & ~ray(b, direction(a, b)) & ~bit(b);
}
constexpr u64 line(int a, int b) { return direction(a, b) < 0 ? 0 : line_ex(a, direction(a, b)) | bit(a); }

// One line of eight positions: the attacks of a slider at pos with the six inner
// positions occupied as occ6 (bit i: position i + 1), and its x-rays.
constexpr unsigned attacks8(int pos, unsigned occ) {
    unsigned out = 0;
    for (int p = pos + 1; p < 8; p++) {
        out |= 1u << p;
        if (occ & (1u << p)) break;
    }
    for (int p = pos - 1; p >= 0; p--) {
        out |= 1u << p;
        if (occ & (1u << p)) break;
    }
    return out;
}
constexpr unsigned first_rank(int pos, unsigned occ6, bool xray) {
    const unsigned occ = occ6 << 1, a = attacks8(pos, occ);
    return xray ? a ^ attacks8(pos, occ & ~a) : a;
}
// the same on the a-file: bit i of idx is the a-file square of rank 6 - i
constexpr u64 a_file(int rank, unsigned idx, bool xray) {
    unsigned occ = 0;
    for (int i = 0; i < 6; i++)
        if (idx & (1u << i)) occ |= 1u << (6 - i);
    const unsigned a = attacks8(rank, occ), set = xray ? a ^ attacks8(rank, occ & ~a) : a;
    u64 out = 0;
    for (int r = 0; r < 8; r++)
        if (set & (1u << r)) out |= bit(0, r);
    return out;
}

// Each returns the index of the first entry (in index order) of the header's
// table that differs from the one computed here, or -1 when none does.
constexpr long dir_shift() {
    for (int d = 0; d < 8; d++)
        if (bb::DIR_SHIFT[d] != 8 * DR[d] + DF[d]) return d;
    return -1;
}
constexpr long avoid_wrap() {
    for (int d = 0; d < 8; d++) {
        u64 landed = 0;
        for (int sq = 0; sq < 64; sq++)
            if (on_board(sq % 8 + DF[d], sq / 8 + DR[d])) landed |= bit(sq % 8 + DF[d], sq / 8 + DR[d]);
        if (bb::AVOID_WRAP[d] != landed) return d;
    }
    return -1;
}
constexpr long ray_attacks() {
    for (int sq = 0; sq < 64; sq++)
        for (int d = 0; d < 8; d++)
            if (bb::RAY_ATTACKS[sq][d] != ray(sq, d)) return 8 * sq + d;
    return -1;
}
// Every [64 sq] table of the lines and the leapers.
constexpr long by_square(int which) {
    for (int sq = 0; sq < 64; sq++) {
        const u64 self = bit(sq);
        const u64 want[] = {
            rank_ex(sq) | self, file_ex(sq) | self, diagonal_ex(sq) | self, anti_diagonal_ex(sq) | self,
            rank_ex(sq), file_ex(sq), diagonal_ex(sq), anti_diagonal_ex(sq),
            rook_ex(sq) | self, bishop_ex(sq) | self, rook_ex(sq) | bishop_ex(sq) | self,
            rook_ex(sq), bishop_ex(sq), rook_ex(sq) | bishop_ex(sq), knight(sq), king(sq)};
        const u64 got[] = {
            bb::RANK_MASK[sq], bb::FILE_MASK[sq], bb::DIAGONAL_MASK[sq], bb::ANTI_DIAGONAL_MASK[sq],
            bb::RANK_MASK_EX[sq], bb::FILE_MASK_EX[sq], bb::DIAGONAL_MASK_EX[sq], bb::ANTI_DIAGONAL_MASK_EX[sq],
            bb::ROOK_MASK[sq], bb::BISHOP_MASK[sq], bb::QUEEN_MASK[sq],
            bb::ROOK_MASK_EX[sq], bb::BISHOP_MASK_EX[sq], bb::QUEEN_MASK_EX[sq], bb::KNIGHT_ATTACKS[sq], bb::KING_ATTACKS[sq]};
        if (got[which] != want[which]) return sq;
    }
    return -1;
}
constexpr long pawn_attacks() {
    for (int color = 0; color < 2; color++)
        for (int sq = 0; sq < 64; sq++)
            if (bb::PAWN_ATTACKS[color][sq] != pawn(color, sq)) return 64 * color + sq;
    return -1;
}
constexpr long by_piece(bool beyond) {
    for (int kind = 0; kind < 6; kind++)
        for (int sq = 0; sq < 64; sq++)
            if ((beyond ? bb::BLOCKERS_AND_BEYOND : bb::PIECE_ATTACKS)[kind][sq] != piece(kind, sq, beyond)) return 64 * kind + sq;
    return -1;
}
// BEHIND (0), BETWEEN (1), LINE (2), over every pair of squares.
constexpr long pairs(int which) {
    for (int a = 0; a < 64; a++)
        for (int b = 0; b < 64; b++) {
            const u64 got = which == 0 ? bb::BEHIND[a][b] : which == 1 ? bb::BETWEEN[a][b] : bb::LINE[a][b];
            const u64 want = which == 0 ? behind(a, b) : which == 1 ? between(a, b) : line(a, b);
            if (got != want) return 64 * a + b;
        }
    return -1;
}
constexpr long kindergarten(bool xray) {
    const auto &first = xray ? bb::FIRST_RANK_XRAYS : bb::FIRST_RANK_ATTACKS;
    const auto &fill_up = xray ? bb::XRAY_FILL_UP_ATTACKS : bb::FILL_UP_ATTACKS;
    const auto &on_a_file = xray ? bb::XRAY_A_FILE_ATTACKS : bb::A_FILE_ATTACKS;
    for (unsigned occ6 = 0; occ6 < 64; occ6++)
        for (int pos = 0; pos < 8; pos++) {
            const unsigned want = first_rank(pos, occ6, xray);
            if (first[occ6][pos] != want) return 8 * static_cast<long>(occ6) + pos;
            if (fill_up[pos][occ6] != want * 0x0101010101010101ULL) return 1000 + 64 * pos + static_cast<long>(occ6);
            if (on_a_file[pos][occ6] != a_file(pos, occ6, xray)) return 2000 + 64 * pos + static_cast<long>(occ6);
        }
    return -1;
}

}  // namespace check

static_assert(check::dir_shift() == -1, "DIR_SHIFT");
static_assert(check::avoid_wrap() == -1, "AVOID_WRAP");
static_assert(check::ray_attacks() == -1, "RAY_ATTACKS");
static_assert(check::by_square(0) == -1, "RANK_MASK");
static_assert(check::by_square(1) == -1, "FILE_MASK");
static_assert(check::by_square(2) == -1, "DIAGONAL_MASK");
static_assert(check::by_square(3) == -1, "ANTI_DIAGONAL_MASK");
static_assert(check::by_square(4) == -1, "RANK_MASK_EX");
static_assert(check::by_square(5) == -1, "FILE_MASK_EX");
static_assert(check::by_square(6) == -1, "DIAGONAL_MASK_EX");
static_assert(check::by_square(7) == -1, "ANTI_DIAGONAL_MASK_EX");
static_assert(check::by_square(8) == -1, "ROOK_MASK");
static_assert(check::by_square(9) == -1, "BISHOP_MASK");
static_assert(check::by_square(10) == -1, "QUEEN_MASK");
static_assert(check::by_square(11) == -1, "ROOK_MASK_EX");
static_assert(check::by_square(12) == -1, "BISHOP_MASK_EX");
static_assert(check::by_square(13) == -1, "QUEEN_MASK_EX");
static_assert(check::by_square(14) == -1, "KNIGHT_ATTACKS");
static_assert(check::by_square(15) == -1, "KING_ATTACKS");
static_assert(check::pawn_attacks() == -1, "PAWN_ATTACKS");
static_assert(check::by_piece(false) == -1, "PIECE_ATTACKS");
static_assert(check::by_piece(true) == -1, "BLOCKERS_AND_BEYOND");
static_assert(check::pairs(0) == -1, "BEHIND");
static_assert(check::pairs(1) == -1, "BETWEEN");
static_assert(check::pairs(2) == -1, "LINE");
static_assert(check::kindergarten(false) == -1, "FIRST_RANK_ATTACKS, FILL_UP_ATTACKS, A_FILE_ATTACKS");
static_assert(check::kindergarten(true) == -1, "FIRST_RANK_XRAYS, XRAY_FILL_UP_ATTACKS, XRAY_A_FILE_ATTACKS");

int main() { return 0; }
