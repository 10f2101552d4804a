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
CP = "bitboard_tables/languages/cpp/printer.py"
CH = "bitboard_tables/languages/cpp/templates/bitboards.hpp.j2"
INIT = "bitboard_tables/languages/cpp/__init__.py"
READER = "bitboard_tables/languages/cpp/reader.py"

MUTANTS = (
    # --- the C++ lookup functions (templates/functions.hpp.j2): the primitives ----------------------------
    _m("cpp-lsb-bit", CF, 'lsb="std::countr_zero(b)"', 'lsb="std::countl_zero(b)"',
       "C++20 lsb counts the leading zeros"),
    _m("cpp-lsb-bit-32-high", CF, ": 32 + std::countr_zero(", ": 31 + std::countr_zero(",
       "C++20 lsb on a 32-bit CPU: a bit of the high word one square low (killed by the i686 C++20 driver)"),
    _m("cpp-lsb-bit-32-zero", CF, 'std::countr_zero(static_cast<std::uint32_t>(b >> 32))")]',
       'std::countr_zero(static_cast<std::uint32_t>(b >> 32) | 0x80000000u)")]', "C++20 lsb on a 32-bit CPU: lsb(0) is 63"),
    _m("cpp-popcount-bit", CF, 'popcount="std::popcount(b)"', 'popcount="std::popcount(b >> 1)"',
       "C++20 popcount skips bit 0"),
    _m("cpp-squares-deref", CF, "constexpr int operator*() const noexcept { return lsb(bits); }",
       "constexpr int operator*() const noexcept { return lsb(bits & (bits - 1)); }", "C++ squares(b) yields each next square"),
    # --- the bodies (function_bodies.py) as C++ prints them: printer.py --------------------
    # (the bugs of the bodies themselves are the shared fb-* mutants, tests/mutation/mutants.py)
    _m("cpp-print-bit-neighbour", CP, '"bit": "(std::uint64_t{{1}} << {0})"', '"bit": "(std::uint64_t{{1}} << ({0} ^ 1))"',
       "the C++ printer's one bit swaps neighbours (square_bb)"),
    _m("cpp-print-position-cast", CP, 'POSITION = "static_cast<int>({})"', 'POSITION = "static_cast<int>({}) & 31"', "the C++ a-file index loses its top bit (file_attacks)"),
    # --- the slider techniques (templates/sliders.hpp.j2, printer.py, __init__.py; the vector
    # paths' layout, languages/templates/cfamily.j2, its mutants the shared cfamily-* ones) ----
    _m("cpp-byte-swap-std", CS, '"std::byteswap(b)")]', '"b")]', "C++23 byte_swap swaps nothing"),
    _m("cpp-neon-include", CS, "#include <arm_neon.h>", "#include <cstddef>",
       "<arm_neon.h> left out where the NEON path is taken: the header does not compile on aarch64"),
    # --- first use (issue 41): sliders.cpp's first-use and fill-each, static_init*.cpp --------
    _m("cpp-first-use-unchecked", CS,
       "        if (!{{ fill_of[l.name].flag }}.load(std::memory_order_acquire)) {{ fill_of[l.name].function }}();",
       "", "with BB_FILL_ON_FIRST_USE a packed-table lookup answers 0 from its empty table: the check removed"),
    _m("cpp-fill-marked-before-stored", CS, '~ g.flag ~ ".load(std::memory_order_relaxed);") }}',
       '~ g.flag ~ ".exchange(true, std::memory_order_release);") }}',
       "with BB_FILL_ON_FIRST_USE a fill marks its groups filled before it stores their tables: a lookup "
       "meanwhile answers 0 (killed by test_first_use.py's paused fill, issue 45)"),
    _m("cpp-fill-at-start-unordered", CS, "slider_tables_at_start __attribute__((init_priority(101)));",
       "slider_tables_at_start;", "the initializer that fills before main loses its priority: another unit's initializer may run first"),
    _m("cpp-fill-at-start-empty", CS, "if constexpr (SLIDER_GROUPS_AT_START != 0u) fill_packed_groups(SLIDER_GROUPS_AT_START);",
       "if constexpr (SLIDER_GROUPS_AT_START != 0u) {}", "nothing fills the packed tables before main"),
    _m("cpp-fill-chosen-group-and-next", CS, "    | {{ g.bit }}u", "    | {{ g.bit * 3 }}u",
       "a BB_SLIDERS_FILL_<GROUP> macro fills the next group before main too (magic attacks: the magic x-rays as well)"),
    _m("cpp-fill-all-skips-black", CS, "    fill_packed_groups({{ \"0x%xu\" | format(2 ** (fills | length) - 1) }});",
       "    fill_packed_groups({{ \"0x%xu\" | format(2 ** (fills | length - 1) - 1) }});",
       "fill_slider_tables() leaves BLACK_ATTACKS (the last group) empty: one group's fill skipped"),
    _m("cpp-fill-wrong-group", CS, '.load(std::memory_order_acquire)) fill_packed_groups(" ~ (2 ** loop.index0) ~ "u);',
       '.load(std::memory_order_acquire)) fill_packed_groups(" ~ (2 ** ((loop.index0 + 1) % (fills | length))) ~ "u);',
       "each group's own fill (fill_magic_attacks() ...) fills the next group's tables"),
    _m("cpp-fill-store-other-group", INIT, 'Arg(sliders["fill_of_table"][tables[0]]["name"], "bool")',
       'Arg({"magic_xrays": "magic_attacks"}.get(n := sliders["fill_of_table"][tables[0]]["name"], n), "bool")',
       "the one pass stores the magic x-rays when the magic attacks are asked: a group filled with another's"),
    # --- the fill without threads (issue 48): the lock's condition, killed by the stand-in <mutex> of
    # test_cpp.py (test_a_library_without_threads_takes_no_mutex) and by wasm32's libc++ (test_cross_c.py)
    _m("cpp-no-threads-inverted", CS,
       "!defined({{ P }}NO_THREADS) && !defined(_LIBCPP_HAS_NO_THREADS) && (!defined(_LIBCPP_HAS_THREADS) || _LIBCPP_HAS_THREADS)",
       "defined({{ P }}NO_THREADS) || defined(_LIBCPP_HAS_NO_THREADS) || (defined(_LIBCPP_HAS_THREADS) && !_LIBCPP_HAS_THREADS)",
       "the fill's lock taken where the library has no threads, and dropped where it has: wasm32's C++ does not compile"),
    _m("cpp-no-threads-libcxx-unread", CS, "!defined({{ P }}NO_THREADS) && !defined(_LIBCPP_HAS_NO_THREADS) && (",
       "!defined({{ P }}NO_THREADS) && (", "libc++'s _LIBCPP_HAS_NO_THREADS (to libc++ 19) unread: wasm32's C++ does not compile"),
    _m("cpp-no-threads-libcxx20-unread", CS, "(!defined(_LIBCPP_HAS_THREADS) || _LIBCPP_HAS_THREADS)",
       "(!defined(_LIBCPP_HAS_THREADS) || !_LIBCPP_HAS_THREADS)", "libc++ 20's _LIBCPP_HAS_THREADS read backwards: 0 takes the lock"),
    _m("cpp-no-threads-opt-out-unread", CS, "!defined({{ P }}NO_THREADS) && !defined(_LIBCPP_HAS_NO_THREADS)",
       "!defined(_LIBCPP_HAS_NO_THREADS)", "BB_NO_THREADS unread: the header asks for <mutex> and std::mutex all the same"),
    _m("cpp-simd-signed-narrow", INIT, 'LANES = WORDS.lanes("long long", pointer=', 'LANES = WORDS.lanes("int", pointer=',
       "C++ loads SSE2's lanes through an int: the high half of occ and of the lines lost"),
    _m("cpp-printer-bit", CP, '"bit": "(std::uint64_t{{1}} << {0})"', '"bit": "(std::uint64_t{{2}} << {0})"',
       "the C++ printer's 1 << sq is 2 << sq"),
    _m("cpp-printer-widen", CP, '"u64": "std::uint64_t{{{1}}}"', '"u64": "std::uint32_t{{{1}}}"',
       "the C++ printer widens a narrow entry to 32 bits only"),
    _m("cpp-pext-guard", INIT, 'NEEDS = {"bmi2": "defined(__BMI2__) && (defined(__x86_64__) || defined(_M_X64))"}', 'NEEDS = {"bmi2": "defined(__BMI2__) && 0"}',
       "the PEXT lookups never compiled"),
    _m("cpp-fill-narrow", INIT, 'cast="static_cast<{0}>({1})"', 'cast="static_cast<std::uint8_t>({1})"',
       "16-bit PEXT entries stored in 8 bits"),
    # --- the header (templates/bitboards.hpp.j2), its filters and reader ------------------
    _m("cpp-tables-static", CH, 'tables_of(tables, "inline constexpr")', 'tables_of(tables, "static constexpr")',
       "C++ tables copied into every unit (static, not inline)"),
    _m("cpp-namespace", INIT, "return DEFAULT_NAMESPACE if prefix.upper() == DEFAULT_PREFIX else prefix.lower()",
       "return DEFAULT_NAMESPACE", "--prefix does not name the C++ namespace"),
    # (a board's lookup functions, in both representations of its bitboard: two-words-* in tests/mutation/mutants.py)
)
