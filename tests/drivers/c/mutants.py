"""The planted bugs of the C output (tests/mutation/): its templates and filters.

Each replaces one exact piece of one line, text that must occur exactly once in
its file; `make mutate` plants them one at a time with the shared ones of
tests/mutation/mutants.py.
"""

from tests.mutation.mutants import mutant as _m

CF = "bitboard_tables/languages/c/templates/functions.h.j2"
CH = "bitboard_tables/languages/c/templates/bitboards.h.j2"  # bitboards.h and bitboards_engine.h
CLANG = "bitboard_tables/languages/c/__init__.py"
SLH = "bitboard_tables/languages/c/templates/bitboards_sliders.h.j2"
WIDE = "bitboard_tables/languages/c/templates/wide.h.j2"  # a board's 128-bit bitboard: __int128 or two words (issue 49)

MUTANTS = (
    _m("c-lsb-msvc-zero", CF, '(int)index : 64"', '(int)index : 0"', "MSVC branch: lsb(0) is 0"),
    _m("c-lsb-builtin-zero", CF, '__builtin_ctzll(b) : 64"', '__builtin_ctzll(b) : 63"', "GCC/Clang branch: lsb(0) is 63"),
    # --- square mappings ----------------------------------------------------------
    _m("map-c-macro-arguments", CLANG, 'square_formulas(selection.mapping, "(file)", "(rank)", "(sq)")',
       'square_formulas(selection.mapping, "file", "rank", "sq")', "the square helper macros' arguments unparenthesized"),
    # --- the C functions (the bodies as C prints them: the cfamily-* mutants of tests/mutation/mutants.py) ---
    # (the bugs of the bodies themselves are the shared fb-* mutants, tests/mutation/mutants.py)
    _m("c-lsb-msvc", CF, 'lsb="_BitScanForward64(&index, b) ?', 'lsb="_BitScanReverse64(&index, b) ?',
       "MSVC branch: the highest bit for the lowest"),
    _m("c-lsb-builtin", CF, 'lsb="b ? __builtin_ctzll(b) : 64"', 'lsb="b ? 63 - __builtin_clzll(b) : 64"',
       "GCC/Clang branch: the highest bit for the lowest"),
    _m("c-lsb-builtin-32-high", CF, "b ? 32 + __builtin_ctz(", "b ? 31 + __builtin_ctz(",
       "GCC/Clang branch on a 32-bit CPU: a bit of the high word one square low"),
    _m("c-lsb-builtin-32-zero", CF, '(uint32_t)(b >> 32)) : 64"', '(uint32_t)(b >> 32)) : 63"',
       "GCC/Clang branch on a 32-bit CPU: lsb(0) is 63"),
    _m("c-popcount-builtin", CF, 'popcount="__builtin_popcountll(b)"', 'popcount="__builtin_popcountll(b >> 1)"',
       "GCC/Clang popcount drops bit 0"),
    # --- the header's preprocessor branches and modes -----------------------------------
    _m("c-checked-off-by-one", CLANG, "{arg} >= 0 && {arg} < {n}", "{arg} >= 0 && {arg} <= {n}", "checked mode lets 64 (or 6, 8) through"),
    _m("c-shared-cxx-storage", CH, "#define {{ P }}TABLE_STORAGE extern const", "#define {{ P }}TABLE_STORAGE const",
       "shared tables in C++ get internal linkage"),
    _m("c-shared-extern-c", CH, 'extern "C" {', 'extern "C++" {', "shared tables lose C linkage in C++"),
    _m("c-implementation-implies-shared", CH, "#if defined({{ P }}IMPLEMENTATION) && !defined({{ P }}SHARED_TABLES)",
       "#if defined({{ P }}IMPLEMENTATION) && defined({{ P }}SHARED_TABLES)",
       "the implementation file alone keeps static tables"),
    # --- a board's 128-bit bitboard (wide.h.j2, issue 49; killed by tests/proofs/test_boards_two_words.py) ---
    _m("c-two-words-swapped", WIDE, "{{ \"{{\" }}(uint64_t)(high), (uint64_t)(low){{ \"}}\" }}",
       "{{ \"{{\" }}(uint64_t)(low), (uint64_t)(high){{ \"}}\" }}", "BB_BITBOARD's two words the low one first"),
    _m("c-int128-shift-in-64-bits", WIDE, '("shift_left", "b << n")', '("shift_left", "(" ~ t ~ ")((uint64_t)b << (n & 63))")',
       "unsigned __int128: the 128-bit shift done in 64 bits"),
    # (the functions of both representations, C's as C++'s: wide-* in tests/mutation/mutants.py)
    # --- bitboards_sliders.h: the techniques, the tables, the magic search --------------
    # the vector paths (printed by languages/vector.py, whose tables' mutants are shared)
    _m("sl-simd-signed-narrow", CLANG, 'LANES = WORDS.lanes("long long", pointer=', 'LANES = WORDS.lanes("int", pointer=',
       "C loads SSE2's lanes through an int: the high half of occ and of the lines lost"),
    # (the branches of the SSE2 and NEON paths, laid out as C++'s: cfamily-* in tests/mutation/mutants.py)
    _m("sl-cxx-shared-packed", SLH, "#define {{ P }}SLIDER_PACKED_STORAGE extern const",
       "#define {{ P }}SLIDER_PACKED_STORAGE const", "shared constant packed tables get internal linkage in C++"),
    # --- BB_FILL_SLIDER_TABLES: the fill groups, their flags, the debug assert (issue 41) --
    _m("sl-fill-assert-removed", SLH, "#define {{ P }}ASSERT_FILLED_(condition) assert(condition);",
       "#define {{ P }}ASSERT_FILLED_(condition)", "a lookup before its fill answers 0 silently in debug builds"),
    _m("sl-fill-all-skips-black", CLANG, "fill_all=section.fill_text(statements),",
       'fill_all=section.fill_text(statements, {t for t in section.packed if "BLACK" not in t}),',
       "bb_fill_slider_tables() leaves the black magic table zeros (its own fill stays right)"),
    _m("sl-fill-all-flag-unset", SLH, '{{ flags("    {} = 1;") }}', '{{ "    " ~ fills[0].flag ~ " = 1;\\n" }}',
       "bb_fill_slider_tables() marks only the magic attacks filled"),
    _m("sl-fill-xrays-into-attacks", CLANG, "section.fill_text(statements, set(g.tables), guarded=False)",
       'section.fill_text(statements, {t.replace("XRAYS", "ATTACKS") for t in g.tables}, guarded=False)',
       "each x-ray fill fills its technique's attack tables"),
    _m("sl-fill-groups-swapped", CLANG, "section.fill_text(statements, set(g.tables), guarded=False)",
       "section.fill_text(statements, set((G := section.groups())[G.index(g) ^ 1 if G.index(g) < 2 else G.index(g)].tables), guarded=False)",
       "the magic attack and x-ray fills fill each other's tables"),
    _m("sl-fill-wrong-flag", SLH, "    {{ f.flag }} = 1;", "    {{ fills[0].flag }} = 1;",
       "every fill marks the magic attacks filled, none its own"),
    # shakmaty's wasm32 overflow (issue 48): each fill builds its tables in zeroed local
    # arrays, then copies them to the static ones; killed only by a small stack, the
    # wasm32 one (tests/harness/cross.py: WASI_STACK), where the local arrays trap
    _m("sl-fill-on-the-stack", SLH, "{{ f.loop }}",
       '{% set local = namespace(loop=f.loop) %}{% for t in f.tables %}    __typeof__({{ t }}) {{ t }}_LOCAL = {0};'
       '{% set local.loop = local.loop | replace(t ~ "[", t ~ "_LOCAL[") %}{% endfor %}{{ local.loop }}'
       '{% for t in f.tables %}    __builtin_memcpy({{ t }}, {{ t }}_LOCAL, sizeof {{ t }});{% endfor %}',
       "each fill builds its tables in local arrays on the stack and copies them to the static ones"),
    _m("sl-pinned-not-rebound", CLANG, 'REBOUND = ("xray_rook_attacks", "xray_bishop_attacks", "pinned")',
       'REBOUND = ("xray_rook_attacks", "xray_bishop_attacks")', "BB_SLIDERS leaves bb_pinned kindergarten"),
    # --- square names and the squares of a bitboard ----------------------------------------
    _m("c-squares-count", CF, "squares[count++] = {{ p }}lsb(b);", "squares[count++] = {{ p }}lsb(b & (b - 1));", "C squares skips the lowest square"),
    # (a board's lookup functions, in both representations of its bitboard: two-words-* in tests/mutation/mutants.py)
)
