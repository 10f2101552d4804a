"""The planted bugs of the Rust output (tests/mutation/): its templates and filters.

Each replaces one exact piece of one line, text that must occur exactly once in
its file; `make mutate` plants them one at a time with the shared ones of
tests/mutation/mutants.py.
"""

from tests.mutation.mutants import mutant as _m

RF = "bitboard_tables/languages/rust/templates/functions.rs.j2"
RS = "bitboard_tables/languages/rust/templates/bitboards.rs.j2"
RSL = "bitboard_tables/languages/rust/templates/sliders.rs.j2"
RP = "bitboard_tables/languages/rust/printer.py"
RIT = "bitboard_tables/languages/rust/templates/items.rs.j2"
RI = "bitboard_tables/languages/rust/__init__.py"

MUTANTS = (
    _m("rs-print-hi32-low-half", RP, '"lo32": "({0} as u32)", "hi32": "(({0} >> 32) as u32)"}', '"lo32": "({0} as u32)", "hi32": "({0} as u32)"}',
       "Rust's 32-bit magic index reads the low half for the high one"),
    # --- the Rust primitives (templates/functions.rs.j2); the other bodies are printed
    # from function_bodies.py (their bugs: fb-* in tests/mutation/mutants.py, rs-print-* below)
    _m("rs-lsb", RF, "b.trailing_zeros() as usize", "63 - b.leading_zeros() as usize", "Rust lsb finds the highest bit"),
    _m("rs-popcount", RF, "b.count_ones() as usize", "(b >> 1).count_ones() as usize", "Rust popcount skips bit 0"),
    # --- boards other than 8x8 (issue 49): their tables alone, u128 past 64 bits ---------
    _m("rs-board128-high-half-dropped", RI, 'U128: "0x{:032x}".format}', 'U128: lambda v: "0x{:032x}".format(v & (1 << 64) - 1)}',
       "Rust writes a u128 entry's low half alone: 9x10's squares from 64 on are lost"),
    # --- square names and the squares of a bitboard ----------------------------------------
    _m("rs-square-name", RF, "NAMES[{{ board.files }} * square_rank(sq) + square_file(sq)]", "NAMES[{{ board.files }} * square_file(sq) + square_rank(sq)]",
       "Rust square_name reads the names by file"),
    _m("rs-parse-square-edge", RF, "rank > b'{{ names.digits[-1] }}'", "rank > b'9'", "Rust parse_square takes rank 9"),
    _m("rs-squares-clear", RS, "self.0 &= self.0 - 1;", "self.0 &= self.0 - 2;", "Rust Squares clears the wrong bit"),
    _m("rs-squares-len", RS, "let count = self.0.count_ones() as usize;", "let count = self.0.count_zeros() as usize;",
       "Rust Squares reports the empty squares' count"),
    # --- the bodies (function_bodies.py) as Rust prints them: printer.py -----------------
    _m("rs-print-bit-low-half", RP, '"bit": "(1u64 << {0})"', '"bit": "(1u64 << ({0} & 31))"',
       "Rust printer's one bit drops the high half (square_bb of e5..h8)"),
    _m("rs-print-neg", RP, 'return f"(-{self(a)})" if type_of(a) == "int"', 'return f"({self(a)})" if type_of(a) == "int"',
       "Rust printer drops a negation: shift_one and occluded_fill shift southward by a negative count"),
    _m("rs-print-let-mut", RP, "{'mut ' if name in self.reassigned else ''}", "{''}",
       "Rust printer declares a loop's accumulator and bits immutable: piece_attacks and pinned do not compile"),
    _m("rs-print-select-then-twice", RP, 'self._block(expr.otherwise, ("return",), later)', 'self._block(expr.then, ("return",), later)',
       "Rust printer's if-else gives the then branch in both: a shift by a negative count"),
    # --- the slider techniques: the printer, the fill, the vector path -------------------
    _m("rs-printer-wrapping-sub", RP, '"sub": "wrapping_sub"', '"sub": "wrapping_add"',
       "Rust printer: a wrapping subtraction printed as an addition (hyperbola)"),
    _m("rs-printer-not", RP, '"not": "(!{0})"', '"not": "({0})"',
       "Rust printer: not printed as the operand itself (black magic's index)"),
    _m("rs-printer-bit", RP, '"bit": "(1u64 << {0})"', '"bit": "(2u64 << {0})"',
       "Rust printer: the bit of a square one square off (Kogge-Stone, hyperbola)"),
    _m("rs-fill-waits", RSL, "while FILLED_GROUPS.load(ordering) & groups != groups {", "while CLAIMED_GROUPS.load(ordering) & groups != groups {",
       "Rust fill: a second thread reads the tables while the first still fills them"),
    _m("rs-fill-marked-before-stored", RSL, "let claimed = groups & !CLAIMED_GROUPS.fetch_or(groups, ordering);",
       "let claimed = groups & !CLAIMED_GROUPS.fetch_or(groups, ordering) & !FILLED_GROUPS.fetch_or(groups, ordering);",
       "Rust fill: a group is marked filled when claimed, before its tables are stored: a lookup meanwhile "
       "answers 0 (killed by test_first_use.py's paused fill, issue 45)"),
    _m("rs-fill-marks-others-claims", RSL, "FILLED_GROUPS.fetch_or(claimed, core::sync::atomic::Ordering::Release);",
       "FILLED_GROUPS.fetch_or(groups, core::sync::atomic::Ordering::Release);",
       "Rust fill: a thread marks filled the groups it asked for, also those another thread claimed and still fills"),
    # --- the fill groups (issue 41): each lookup fills its own group, each fill its own tables
    _m("rs-lazy-check-removed", RSL, "if FILLED_GROUPS.load(core::sync::atomic::Ordering::Acquire) & group == 0 {",
       "if FILLED_GROUPS.load(core::sync::atomic::Ordering::Acquire) & 0 != 0 {",
       "Rust lookups read their packed table unfilled: no fill on first use"),
    _m("rs-fill-all-skips-group", RSL, "    fill(CARRIED_GROUPS);", "    fill(CARRIED_GROUPS & !{{ fills[0].bit_name }});",
       "Rust fill_slider_tables skips the fancy magic attacks (then filled by their first lookup)"),
    _m("rs-group-writes-other-tables", RI,
       "bits = {table: Name(GROUP_OF[table], g.bit) for g in groups for table in g.tables}",
       "bits = {table: Name(GROUP_OF[h.tables[0]], h.bit) for k, g in enumerate(groups) for h in [groups[(k + 1) % len(groups)]] for table in g.tables}",
       "Rust fill groups: each group's tables written by the next group's fill (the magic attacks by fill_magic_xrays)"),
    _m("rs-lookup-checks-other-group", RP, 'return f"packed({GROUP_OF[expr.table]}, ', "return f\"packed({GROUP_OF['ROOK_MAGIC_ATTACKS']}, ",
       "Rust lookups: every lookup checks and fills the fancy magic attacks' state, whatever table it reads"),
    _m("rs-own-fill-other-group", RSL, "    fill({{ g.bit_name }});", "    fill({{ fills[0].bit_name }});",
       "Rust fill_magic_xrays() ... each fill the fancy magic attacks (their lookups still fill their own)"),
    # shakmaty's wasm32 overflow (issue 48: its Box::new of a table built it on the stack
    # first): a first lookup moves its filled table through a local array; killed only by
    # a small stack, the wasm32 driver's (tests/harness/cross.py: WASI_STACK), where it
    # traps: in rustc's own 1 MiB the rook's 800 KB fit, and it passes
    _m("rs-fill-through-the-stack", RSL, "    fill(group); // returns once the group is filled, after an Acquire load",
       "    fill(group); let local: [T; N] = unsafe { *table.0.get() }; unsafe { *table.0.get() = local };",
       "Rust's first lookup copies its filled table into a local array and back"),
    # the vector paths (printed by languages/vector.py, whose tables' mutants are shared); NEON's
    # killed on aarch64 under qemu (test_cross_rust.py)
    _m("rs-simd-signed-narrow", RI, 'LANES = WORDS.lanes("i64", lambda row', 'LANES = WORDS.lanes("i32 as i64", lambda row',
       "Rust loads SSE2's lanes through an i32: the high half of occ and of the lines lost"),
    _m("rs-simd-ssse3-inverted", RSL, '    #[cfg(target_feature = "{{ h.feature }}")]', '    #[cfg(not(target_feature = "{{ h.feature }}"))]',
       "Rust's SSSE3 byte swap compiled where the target has no SSSE3 (and both where it has)"),
    _m("rs-neon-lines-path", RI, '{isa: f"core::arch::{arch}::" for isa, arch in ARCH.items()}',
       '{isa: f"core::arch::{arch}::" for isa, arch in ARCH.items() if arch != "aarch64"}',
       "Rust's NEON intrinsics named without core::arch::aarch64: the module does not compile on aarch64"),
    _m("rs-packed-table-short", RSL, "{{ t.entries }}> = Packed(core::cell::UnsafeCell::new([0; {{ t.entries }}]))",
       "{{ t.entries - 1 }}> = Packed(core::cell::UnsafeCell::new([0; {{ t.entries - 1 }}]))",
       "every packed table one entry short: the unchecked read of the last block's last entry passes its end"),
    _m("rs-filled-queen-rook-only", RP, 'return f"self.{super().call(expr)}"', 'return f"self.{super().call(expr)}".replace("bishop", "rook")',
       "SliderTables' queen lookups forget the bishop's lines (tests/proofs/test_peers.py)"),
    _m("rs-filled-read-other-group", RP, 'return f"filled(&{expr.table}, {self.bare(expr.index)})"',
       'return f"filled(&{expr.table.replace(\'_ATTACKS\', \'_XRAYS\') if \'BLACK\' not in expr.table else expr.table}, {self.bare(expr.index)})"',
       "SliderTables' attack lookups read the x-ray tables (tests/proofs/test_peers.py)"),
    # --- rustfmt's marks (#[rustfmt::skip]): killed by tests/proofs/test_rust.py's rustfmt --check ----
    _m("rs-table-rows-unskipped", RIT, "{# a table keeps its rows #}#[rustfmt::skip]", "#[allow(dead_code)]",
       "Rust's tables lose #[rustfmt::skip]: rustfmt would give each value a line of its own"),
    _m("rs-reader-skip", "bitboard_tables/languages/rust/reader.py", 'comments=last_line_past("#[rustfmt::skip]"),', "comments=last_line_past(''),",
       "the Rust reader looks for a table's header on its #[rustfmt::skip]: generate --check names BEHIND[27][54], not BEHIND[d4][g7]"),
    _m("rs-function-unskipped", RS, '{{ "#[rustfmt::skip]\\n" if f.name in bodies }}', '{{ "" if f.name in bodies }}',
       "the lookup functions the printer writes lose #[rustfmt::skip]: rustfmt would break their longer statements"),
    _m("rs-slider-function-unskipped", RIT, "{{ cfg(predicate) }}#[rustfmt::skip]", "{{ cfg(predicate) }}#[allow(clippy::all)]",
       "the slider lookups and helpers lose #[rustfmt::skip]: rustfmt would break their longer statements and cfgs"),
    _m("rs-cfg-unskipped", RI, 'attributes=("rustfmt::skip",) * bool(g.condition)', 'attributes=() * bool(g.condition)',
       "an item under a cfg of several predicates (PEXT's fills) loses #[rustfmt::skip]: rustfmt would break the cfg"),
    # --- a board's sliders (languages/board_sliders.py, issue 49): killed by test_boards_sliders where BMI2 runs ---
    _m("bpext-rs-high-word-dropped", "bitboard_tables/languages/rust/__init__.py", '"hi64": "(({0} >> 64) as u64)"', '"hi64": "(({0} as u64) >> 63 >> 1)"',
       "a 128-bit board's PEXT index reads the high word as 0 (Rust's board printer)"),
    # a board's lookup functions (issue 49): killed by tests/proofs/test_boards_functions.py
    _m("rs-board-bit-64", RP, 'self.UNARY = {**self.UNARY, "bit": f"(1u{width} << {{0}})"}', 'self.UNARY = {**self.UNARY}',
       "a 128-bit board's square_bb shifts a u64 (no u128 past 64 bits)"),
)
