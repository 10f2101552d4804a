"""The planted bugs of the C++ output (tests/mutation/): its templates, filters and
reader.

Each replaces one exact piece of one line, text that must occur exactly once in
its file; `make mutate` plants them one at a time with the shared ones of
tests/mutation/mutants.py. The bit scans have one mutant in each branch: the
portable one is built in C++17, <bit>'s in C++20 and 23.
"""

from tests.mutation.mutants import mutant as _m

CF = "bitboard_tables/languages/cpp/templates/functions.hpp.j2"
CS = "bitboard_tables/languages/cpp/templates/sliders.hpp.j2"
CH = "bitboard_tables/languages/cpp/templates/bitboards.hpp.j2"
INIT = "bitboard_tables/languages/cpp/__init__.py"
READER = "bitboard_tables/languages/cpp/reader.py"

MUTANTS = (
    _m("cpp-lsb-portable-zero", CF, "    if (!b) return 64;", "    if (!b) return 63;", "C++17 lsb(0) is 63"),
    _m("cpp-square-bb", CF, "return std::uint64_t{1} << sq;", "return std::uint64_t{1} << (sq ^ 1);", "C++ square_bb swaps neighbours"),
    # --- the C++ lookup functions (templates/functions.hpp.j2) ----------------------------
    _m("cpp-fill-up-unmasked", CF, "return mask & {{ lookup.table }}[sq & 7]", "return {{ lookup.table }}[sq & 7]",
       "C++ fill-up lookups return the line on all eight bytes"),
    _m("cpp-a-file-position", CF, "return {{ lookup.table }}[sq >> 3][idx] << position",
       "return {{ lookup.table }}[sq >> 3][idx]", "C++ a-file attacks left on the first line"),
    _m("cpp-lsb-bit", CF, "{ return std::countr_zero(b); }", "{ return std::countl_zero(b); }",
       "C++20 lsb counts the leading zeros"),
    _m("cpp-popcount-bit", CF, "{ return std::popcount(b); }", "{ return std::popcount(b >> 1); }",
       "C++20 popcount skips bit 0"),
    _m("cpp-lsb-portable", CF, "if (!(b & 0xffffULL)) { index += 16; b >>= 16; }",
       "if (!(b & 0xffffULL)) { index += 16; b >>= 15; }", "portable lsb shifts one bit short"),
    _m("cpp-popcount-portable", CF, "b = (b + (b >> 4)) & 0x0f0f0f0f0f0f0f0fULL;", "b = (b + (b >> 4)) & 0x0f0f0f0f0f0f0f07ULL;",
       "portable popcount loses bits of the lowest byte"),
    _m("cpp-square-rank", CF, "    return {{ square_formulas.square_rank }};", "    return {{ square_formulas.square_file }};",
       "C++ square_rank returns the file"),
    _m("cpp-kindergarten-multiplier", CF, "((mask & occ) * 0x0202020202020202ULL) >> 58",
       "((mask & occ) * 0x0202020202020201ULL) >> 58", "C++ fill-up multiplier off by one"),
    _m("cpp-rook-file", CF, "return rank_attacks(occ, sq) | file_attacks(occ, sq);",
       "return rank_attacks(occ, sq) | file_attacks(0, sq);", "C++ rook attacks ignore the file's blockers"),
    _m("cpp-xray-modifying", CF, "{{ piece }}_attacks(occ ^ (blockers & attacks), sq)", "{{ piece }}_attacks(occ ^ blockers, sq)",
       "C++ x-ray removes blockers that are not attacked"),
    _m("cpp-piece-attacks", CF, "attacks &= ~BEHIND[sq][lsb(blockers)];", "attacks &= ~BETWEEN[sq][lsb(blockers)];",
       "C++ piece_attacks cuts the wrong squares"),
    _m("cpp-pinned-own", CF, "result |= BETWEEN[king_sq][lsb(pinners)] & own;", "result |= BETWEEN[king_sq][lsb(pinners)];",
       "C++ pinned returns empty squares too"),
    _m("cpp-shift-one-wrap", CF, "return (shift > 0 ? b << shift : b >> -shift) & AVOID_WRAP[dir];",
       "return (shift > 0 ? b << shift : b >> -shift) & AVOID_WRAP[dir ^ 4];", "C++ shift_one masks the wrong way"),
    _m("cpp-occluded-fill", CF, "gen |= empty & (gen >> 4 * shift);", "gen |= empty & (gen >> 3 * shift);",
       "C++ occluded_fill: the third doubling too short (negative shifts)"),
    _m("cpp-between-direction", CF, "sliding_attacks(targets, empty, dir ^ 4)", "sliding_attacks(targets, empty, dir ^ 2)",
       "C++ between_slider_and_target looks back the wrong way"),
    _m("cpp-parse-square-length", CF, "|| name[2] != '\\0') return -1;", ") return -1;",
       "C++ parse_square takes a name of three characters"),
    _m("cpp-squares-deref", CF, "constexpr int operator*() const noexcept { return lsb(bits); }",
       "constexpr int operator*() const noexcept { return lsb(bits & (bits - 1)); }", "C++ squares(b) yields each next square"),
    # --- hyperbola quintessence (templates/sliders.hpp.j2): each byte swap's branch --------
    _m("cpp-hyperbola-reverse", CS, "reverse -= std::uint64_t{1} << (sq ^ 56);", "reverse -= std::uint64_t{1} << (sq ^ 8);",
       "C++ hyperbola subtracts the slider's bit in the wrong byte of the reversed line"),
    _m("cpp-byte-swap-std", CS, "{ return std::byteswap(b); }", "{ return b; }", "C++23 byte_swap swaps nothing"),
    _m("cpp-byte-swap-portable", CS, "return (b >> 32) | (b << 32);", "return (b >> 32) | (b << 24);",
       "portable byte_swap loses the high half"),
    # --- the header (templates/bitboards.hpp.j2), its filters and reader ------------------
    _m("cpp-enumeration", CH, "    {{ name }} = {{ loop.index0 }}", "    {{ name }} = {{ loop.index }}",
       "C++ enumerations start at 1"),
    _m("cpp-tables-static", CH, "inline constexpr {{ t | cpp_type }}", "static constexpr {{ t | cpp_type }}",
       "C++ tables copied into every unit (static, not inline)"),
    _m("cpp-u8-element", INIT, 'ELEMENTS = {U64: "std::uint64_t", U8: "std::uint8_t", INT: "int"}',
       'ELEMENTS = {U64: "std::uint64_t", U8: "std::int8_t", INT: "int"}', "C++ u8 tables signed: 0x80 and up do not fit"),
    _m("cpp-namespace", INIT, "return DEFAULT_NAMESPACE if prefix.upper() == DEFAULT_PREFIX else prefix.lower()",
       "return DEFAULT_NAMESPACE", "--prefix does not name the C++ namespace"),
    _m("cpp-reader-element", READER, "by_cpp_name.get(cpp_type, U64)", "U64", "the C++ reader reads every table as u64"),
)
