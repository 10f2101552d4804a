"""The Rust module beyond what every language proves (tests/proofs/test_languages.py):
on every rustc at hand (tests/drivers/rust/build.py: the rustc on PATH and
Debian's 1.63), the driver stops, panicking, on every out-of-range square, piece
and direction (SPEC.md: Rust has no checked mode to ask for); the module compiles
inside a `#![no_std]` library, as `mod` and through `include!`, in every edition
each rustc knows; rustdoc documents it without a warning; and it compiles
optimized as a library alone.

The slider techniques (its rook_attacks_T ..., its fill groups' fills and
fill_slider_tables): the driver's `first-use` asks every lookup first from four
threads at once, before any fill, and `fill-each` after each group's own fill,
each answer checked against the reference (tests/harness/drivers.py:
first_use_check), and `resident` shows that each lookup's first call keeps resident
its own fill group's tables and no other's, `resident-fills` the same of each
group's own fill, `resident-all` that fill_slider_tables()
fills every group; its `sliders` walks every subset of every relevant mask and random boards in one run
per rustc (the newest built with BMI2 and SSSE3 where the CPU has them, so the
PEXT lookups and both byte swaps of the two-lines hyperbola run), against a ray
walk of its own and, by a digest of every answer, against the generator's sets;
its answers on random boards equal tests/oracles/reference.py; a module of a
file-major mapping passes the same check; and perft.rs on the fastest technique
(PEXT where the CPU has BMI2, else fancy magic) counts the published numbers.
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import List

import pytest

from bitboard_tables.functions import FUNCTIONS, ranged_arguments, reads_a_table
from tests.conftest import GENERATED
from tests.harness import kept, queries
from tests.harness.drivers import check_published_perfts, first_use_check, run
from bitboard_tables.mapping import mapping_named
from bitboard_tables.tables import compute_tables
from bitboard_tables.sliders import BMI2_TECHNIQUES, PACKED_TABLES, PIECES, TECHNIQUES, XRAY_TECHNIQUES, square_sets, techniques
from tests.conftest import ROOT
from tests.drivers.c.build import missing
from tests.drivers.rust.build import CPU_FEATURES, NEWEST, RUSTC_IDS, RUSTCS, Rustc, build_rust_perft, driver_features, rustfmt_check
from tests.oracles import reference as ref
from tests.oracles.mappings import slider_sets

MODULE = GENERATED / "bitboards.rs"
# the editions of each rustc: 2024 from Rust 1.85 on
EDITIONS = ("2015", "2018", "2021")

pytestmark = pytest.mark.timeout(180)




def _out_of_range_calls() -> List[str]:
    """Returns a driver query for every function and every argument that indexes a
    table, that argument out of range (its count, 2**20, 2**64 - 1), the others valid."""
    calls = []
    for fn in filter(reads_a_table, FUNCTIONS):  # square_bb indexes no table
        if fn.name in queries.COMPUTED_INDEX:
            continue
        ranged = {name: count for name, count, _ in ranged_arguments(fn)}
        for argument, count in ranged.items():
            for value in (count, 1 << 20, (1 << 64) - 1):
                args = [str(value) if name == argument else "0" if name in ranged else "0x8100000000000081" for name, _ in fn.params]
                calls.append(" ".join([fn.name, *args]))
    return calls


@pytest.mark.parametrize("rustc", RUSTCS, ids=RUSTC_IDS)
def test_every_out_of_range_index_panics(builds, rustc):
    (exe,) = builds.driver("rust", rustc, GENERATED, "LERF")
    calls = _out_of_range_calls()
    assert {call.split()[0] for call in calls} == {fn.name for fn in FUNCTIONS if ranged_arguments(fn) and reads_a_table(fn)} - set(queries.COMPUTED_INDEX)

    env = dict(os.environ, RUST_BACKTRACE="0")  # the panic's message, no backtrace to capture

    def call_alone(call: str):  # a panic ends the driver: one process a call
        return call, subprocess.run([str(exe)], input=call + "\n", capture_output=True, text=True, timeout=30, env=env)

    with ThreadPoolExecutor(max_workers=4) as pool:
        for call, proc in pool.map(call_alone, calls):
            assert proc.returncode == 101 and proc.stdout == "", (call, proc.returncode, proc.stdout)
            assert "index out of bounds" in proc.stderr, (call, proc.stderr)
    # the same calls in range answer; lsb(0), which has no set bit, is 64
    valid = [" ".join(call.split()[:1] + ["0" if a.isdigit() else a for a in call.split()[1:]]) for call in calls]
    assert len(run([exe], "".join(q + "\n" for q in valid))) == len(valid)
    assert run([exe], "lsb 0\n") == ["64"]


def _editions(rustc: Rustc) -> List[str]:
    proc = subprocess.run([rustc.require(), "--edition", "2024", "--print", "crate-name", "-"], input="", capture_output=True, text=True)
    return list(EDITIONS) + (["2024"] if proc.returncode == 0 else [])


@pytest.mark.parametrize("rustc", RUSTCS, ids=RUSTC_IDS)
def test_compiles_in_a_no_std_library_in_every_edition(rustc, tmp_path):
    """`#![no_std]` library crates holding the module as `pub mod bitboards;` and
    through `include!`, type-checked and linted (-D warnings) in each edition."""
    (tmp_path / "bitboards.rs").write_bytes(MODULE.read_bytes())
    crates = {
        "as_mod.rs": "#![no_std]\npub mod bitboards;\n",
        "as_include.rs": '#![no_std]\npub mod bitboards {\n    include!("bitboards.rs");\n}\n',
    }
    for name, text in crates.items():
        (tmp_path / name).write_text(text)
    editions = _editions(rustc)
    for edition in editions:
        for name in crates:
            out = tmp_path / f"{edition}-{name}.rmeta"
            rustc.build(["--edition", edition, "--crate-type", "lib", "--emit", f"metadata={out}", name], cwd=tmp_path)
    # the PEXT lookups and the SSSE3 byte swap, in the oldest and the newest edition
    for edition in (editions[0], editions[-1]):
        out = tmp_path / f"{edition}-features.rmeta"
        rustc.build(["--edition", edition, *CPU_FEATURES, "--crate-type", "lib", "--emit", f"metadata={out}", "as_mod.rs"], cwd=tmp_path)


@pytest.mark.parametrize("rustc", RUSTCS, ids=RUSTC_IDS)
def test_rustdoc_documents_it_without_warnings(rustc, tmp_path):
    """`cargo doc` of a crate holding the module, and with --document-private-items:
    every doc comment is valid rustdoc (a table's `[64 sq]`, a packed table's
    `[102400]` or a `MASK[sq]` in a comment is no broken link)."""
    rustdoc = Path(rustc.require()).with_name("rustdoc")
    if not rustdoc.exists():
        pytest.skip(f"no rustdoc beside {rustc.path}")
    for private in ([], ["--document-private-items"]):
        command = [str(rustdoc), "-D", "warnings", *private, "--crate-type", "lib", "--crate-name", "bitboards", str(MODULE)]
        proc = subprocess.run([*command, "-o", str(tmp_path / "doc")], capture_output=True, text=True)
        assert proc.returncode == 0 and not proc.stderr.strip(), f"{' '.join(command)}:\n{proc.stderr}"
    assert (tmp_path / "doc" / "bitboards" / "fn.rook_attacks.html").exists()
    assert (tmp_path / "doc" / "bitboards" / "static.ROOK_MAGIC_SHIFTS.html").exists()  # the private items too


CLIPPY_ENVIRONMENT = ("CLIPPY_CONF_DIR", "CLIPPY_ARGS", "CARGO_MANIFEST_DIR")  # what clippy-driver reads beside RUSTFLAGS


def test_clippy_finds_nothing_with_warnings_denied(tmp_path):
    """clippy (the newest rustc's) with `-D warnings`, as a user's crate that holds
    the module runs it, portable and with BMI2 (where the PEXT tables and their
    fills compile): no lint fires, not even on the file's own constants (a set of
    fill groups once began `0 | ...`, clippy's identity_op)."""
    clippy = Path(NEWEST.require()).with_name("clippy-driver")
    if not clippy.exists():
        missing(f"clippy-driver beside {NEWEST.path} (rustup component add clippy)")
    configs = kept.configurations([Path.cwd()], ["clippy.toml", ".clippy.toml"])  # its pass kept: kept.check
    for flags in ([], ["-C", "target-feature=+bmi2"]):
        command = [str(clippy), "--edition", "2021", "--crate-type", "lib", "-D", "warnings", *flags, str(MODULE)]
        proc = kept.check([*command, "--out-dir", tmp_path], kept.RUST_SOURCES, env_names=CLIPPY_ENVIRONMENT, inputs=configs, passes=kept.silent, timeout=120)
        assert proc.returncode == 0 and not proc.stderr.strip(), f"{' '.join(command)}:\n{proc.stderr}"


def test_rustfmt_leaves_it_as_it_is():
    """`rustfmt --check` (the newest rustc's, its defaults) in 2015's style and 2024's
    changes nothing, as an engine that formats its vendored files runs it: the tables
    keep their rows under #[rustfmt::skip], as does each function whose body the
    printer wrote (one statement a line); the templates' own text is rustfmt's."""
    rustfmt_check([MODULE])
    assert MODULE.read_text().count("#[rustfmt::skip]\npub static ") == len(compute_tables())


@pytest.mark.parametrize("rustc", RUSTCS, ids=RUSTC_IDS)
def test_compiles_optimized_as_a_library(rustc, tmp_path):
    """`rustc -O --crate-type lib` on the module alone, as bench/run.py times it."""
    rustc.build(["-O", "--crate-type", "lib", str(MODULE), "-o", str(tmp_path / "libbitboards.rlib")])


# --- the slider techniques --------------------------------------------------------

M64 = (1 << 64) - 1


def _digest(values) -> int:
    """The driver's digest of a sequence of answers: FNV-1a's step on 64-bit words."""
    h = 0xCBF29CE484222325
    for v in values:
        h = ((h ^ v) * 0x100000001B3) & M64
    return h


def _expected_sliders(mapping: str, pext: bool):
    """Returns ({(technique, piece, kind): checked}, {(technique, piece, kind): digest}):
    what the driver's `sliders` must print in `mapping`; each digest folds the
    generator's attack or x-ray set of every subset of every square's mask, in the
    generator's order (square, then carry-rippler)."""
    sets = {piece: square_sets(mapping_named(mapping), piece) for piece in PIECES}
    of_kind = {(piece, kind): _digest(v for s in sets[piece] for v in getattr(s, kind)) for piece in PIECES for kind in ("attacks", "xrays")}
    checked, digests = {}, {}
    for t in TECHNIQUES:
        if t in BMI2_TECHNIQUES and not pext:
            continue
        for kind in ("attacks", "xrays") if t in XRAY_TECHNIQUES else ("attacks",):
            for piece, subsets in (("rook", 102400), ("bishop", 5248)):
                checked[(t, piece, kind)] = subsets + 64 * 1000
                digests[(t, piece, kind)] = f"0x{of_kind[(piece, kind)]:016x}"
        checked[(t, "queen", "attacks")] = 64 * 1000
    return checked, digests


def check_sliders(command: List[str], mapping: str, pext: bool, simd: str, avx2: str = "portable") -> None:
    """Asserts the `sliders` and first-use answers of the driver (`command`) built with
    PEXT or not (`pext`), its two-lines hyperbola by `simd` ("sse2", "ssse3", "neon", "portable"),
    parallel hyperbola by `avx2` ("avx2", "portable")."""
    lines = run(command, "sliders\n")
    checked, digests = _expected_sliders(mapping, pext)
    counts = {tuple(f[1:4]): (int(f[5]), int(f[7])) for f in (line.split() for line in lines) if f[0] == "check"}
    assert {k: v[0] for k, v in counts.items()} == checked
    assert {k: v[1] for k, v in counts.items() if v[1]} == {}
    assert {tuple(f[1:4]): f[4] for f in (line.split() for line in lines) if f[0] == "digest"} == digests
    assert "threads 4 mismatches 0" in lines
    assert f"simd {simd}" in lines
    _check_first_use(command, mapping, pext)


def _check_x86_64_sliders(exe, mapping: str, rustc: Rustc) -> None:
    pext = bool(driver_features(rustc))
    avx2 = "avx2" if pext and "+avx2" in CPU_FEATURES[1] else "portable"
    check_sliders([str(exe)], mapping, pext, "ssse3" if pext else "sse2", avx2)


def _check_first_use(command: List[str], mapping: str, pext: bool):
    """Every lookup of the build asked first by four threads at once before any fill
    (each fills its own group on the way), and by one thread after each fill group's
    own fill (fill_magic_attacks, ...): every answer the reference's."""
    built = [t for t in techniques(mapping_named(mapping)) if pext or not t.needs & {"bmi2"}]
    first_use_check([*command, "first-use"], mapping, built)
    first_use_check([*command, "fill-each"], mapping, built, threads=[0])


@pytest.mark.parametrize("rustc", RUSTCS, ids=RUSTC_IDS)
def test_every_slider_technique_on_every_subset_and_random_boards(builds, rustc):
    """Every technique's rook and bishop attacks and one-lookup x-rays on the 102,400
    rook and 5,248 bishop subsets and 64,000 random boards each (its queen on those),
    zero mismatches against the driver's ray walk, and each technique's answers on
    the subsets digest to the generator's sets; four threads' first lookups fill
    the tables once between them and answer right; every lookup's first use, by
    four threads at once before any fill and after each fill group's own fill,
    answers as the reference does."""
    (exe,) = builds.driver("rust", rustc, GENERATED, "LERF")
    _check_x86_64_sliders(exe, "LERF", rustc)


def _block_ends(text: str) -> dict:
    """Returns {packed table: (the largest end of a square's block, the table's
    length)} read from a bitboards.rs text: each lookup's index is its square's
    block start plus an index of the block's bits alone, so that no occupancy
    reaches past the block: a magic's or PEXT's block is 2 ** (64 - MAGIC_SHIFTS[sq])
    entries from OFFSETS[sq], a black magic's 2 ** (64 - the lookup's fixed shift)
    from BLACK_OFFSETS[sq]."""
    import re

    def table(name):
        body = re.search(rf"static {name}: \[u\w+; 64\] = \[(.*?)\];", text, re.S).group(1)
        return [int(v, 0) for v in re.findall(r"\b(?:0x[0-9a-f]+|\d+)\b", re.sub(r"//[^\n]*", "", body))]

    lengths = {name: int(n) for name, n in re.findall(r"static (\w+): Packed<u\d+, (\d+)>", text)}
    out = {}
    for piece in ("ROOK", "BISHOP"):
        offsets, shifts = table(f"{piece}_OFFSETS"), table(f"{piece}_MAGIC_SHIFTS")
        black_offsets = table(f"{piece}_BLACK_OFFSETS")
        lookup = re.search(rf"pub fn {piece.lower()}_attacks_black\(.*?\n}}", text, re.S).group(0)
        black_shift = int(re.search(r">> (\d+)\)", lookup).group(1))
        end = max(o + (1 << (64 - s)) for o, s in zip(offsets, shifts))
        for name in lengths:
            if name.startswith(f"{piece}_"):
                out[name] = (end, lengths[name])
        black_end = max(o + (1 << (64 - black_shift)) for o in black_offsets)
        out["BLACK_ATTACKS"] = (max(black_end, out.get("BLACK_ATTACKS", (0, 0))[0]), lengths["BLACK_ATTACKS"])
    return out


def test_every_packed_index_is_in_its_table_for_every_occupancy(tmp_path):
    """The packed lookups read without a bounds check (get_unchecked): sound because
    every square's whole block lies in its table, in LERF and in BEFR, for every
    packed table the module declares."""
    befr = tmp_path / "befr"
    command = [sys.executable, "-m", "bitboard_tables", "generate", "--lang", "rust", "--mapping", "BEFR", "--out", str(befr)]
    proc = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    for path in (GENERATED / "bitboards.rs", befr / "bitboards.rs"):
        ends = _block_ends(path.read_text())
        assert len(ends) == len(PACKED_TABLES), sorted(ends)  # every packed table of the model (with BMI2)
        assert {name: end for name, (end, length) in ends.items() if end > length} == {}, path


# the slack of a resident-memory figure, in KB: a page either side of each table,
# the stack and heap pages touched meanwhile, the kernel's batched counters
RESIDENT_SLACK_KB = 96
THP = Path("/sys/kernel/mm/transparent_hugepage/enabled")


def _group_kb(mapping: str, pext: bool) -> dict:
    """Returns {fill group: KB of its packed tables} of a build: each table's entries
    (SPEC.md's sizes, build.packed_entries) times its element's bytes."""
    from bitboard_tables.sliders.build import packed_entries

    out = {}
    for t in techniques(mapping_named(mapping)):
        if t.needs & {"bmi2"} and not pext:
            continue
        tables = {f.table: packed_entries(mapping_named(mapping), f) * int(f.element[1:]) // 8 for f in t.fills}
        for f in t.fills:
            out.setdefault(f"{t.name}_{f.holds}", {})[f.table] = tables[f.table]
    return {group: sum(sizes.values()) / 1024 for group, sizes in out.items()}


@pytest.mark.skipif(not Path("/proc/self/status").exists() or "RssAnon:" not in Path("/proc/self/status").read_text(),
                    reason="no RssAnon in /proc/self/status")  # fmt: skip
def test_each_fill_keeps_only_its_own_tables_resident(builds):
    """A lookup's first call fills its own group's packed tables and no other's: the
    resident memory it adds is that group's tables' size (the rook's and the
    bishop's: 841 KB for the fancy magic attacks); so does each group's own fill
    (fill_magic_attacks, ...); and fill_slider_tables() adds every group's, none
    skipped."""
    (exe,) = builds.driver("rust", NEWEST, GENERATED, "LERF")
    expected = _group_kb("LERF", bool(driver_features(NEWEST)))
    huge_pages = THP.exists() and "[always]" in THP.read_text()  # a write may then make 2 MB resident
    for mode in ("resident", "resident-fills"):
        grew = {f[1]: int(f[2]) for f in (line.split() for line in run([str(exe), mode], "")) if f[0] == "resident"}
        assert sorted(grew) == sorted(expected), mode
        for group, kb in expected.items():
            assert grew[group] >= kb - RESIDENT_SLACK_KB, (mode, group, grew[group], kb)
            assert huge_pages or grew[group] <= kb + RESIDENT_SLACK_KB, (mode, group, grew[group], kb)
    (line,) = run([str(exe), "resident-all"], "")
    assert abs(int(line.split()[2]) - sum(expected.values())) <= RESIDENT_SLACK_KB or huge_pages, (line, sum(expected.values()))
    assert int(line.split()[2]) >= sum(expected.values()) - RESIDENT_SLACK_KB, line


def _answers_match_reference(exe, mapping: str, pext: bool):
    rng = random.Random(29)
    queries = [(piece, sq, occ) for piece in ("rook", "bishop", "queen") for sq in range(64) for occ in (0, ref.FULL)]
    queries += [(rng.choice(("rook", "bishop", "queen")), rng.randrange(64), occ) for occ in ref.random_occupancies(3000, 29)]
    lines = run([str(exe)], "".join(f"slider {piece} {sq} 0x{occ:016x}\n" for piece, sq, occ in queries))
    assert len(lines) == len(queries)
    for (piece, sq, occ), line in zip(queries, lines):
        attacks, xrays = slider_sets(mapping, piece, sq, occ)
        words = line.split()
        answers = {(words[i], words[i + 1]): int(words[i + 2], 16) for i in range(0, len(words), 3)}
        expected = {(t, "attacks"): attacks for t in TECHNIQUES if pext or t not in BMI2_TECHNIQUES}
        if piece != "queen":
            expected.update({(t, "xrays"): xrays for t in XRAY_TECHNIQUES if pext or t not in BMI2_TECHNIQUES})
        assert answers == expected, (piece, sq, hex(occ))


def test_slider_answers_equal_tests_reference(builds):
    """Every technique's rook, bishop and queen answers and x-rays, on the empty and
    the full board on every square and 3,000 random boards, by the newest build."""
    (exe,) = builds.driver("rust", NEWEST, GENERATED, "LERF")
    _answers_match_reference(exe, "LERF", bool(driver_features(NEWEST)))


@pytest.mark.timeout(300)
def test_a_file_major_module_passes_the_same_slider_checks(builds, tmp_path):
    """BEFR (square = 8 * (7 - file) + (7 - rank)): its own magics, the hyperbola byte
    swap on the rank and both diagonals, the first-rank table on the file; and
    `rustfmt --check` changes nothing in it."""
    out = tmp_path / "befr"
    proc = subprocess.run(
        [sys.executable, "-m", "bitboard_tables", "generate", "--lang", "rust", "--out", str(out), "--mapping", "BEFR"],
        cwd=ROOT, capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr
    rustfmt_check([out / "bitboards.rs"])  # its own bodies, under #[rustfmt::skip]
    (exe,) = builds.driver("rust", NEWEST, out, "BEFR")
    _check_x86_64_sliders(exe, "BEFR", NEWEST)
    _answers_match_reference(exe, "BEFR", bool(driver_features(NEWEST)))


@pytest.mark.timeout(300)
def test_perft_on_the_fastest_technique_counts_the_published_numbers(tmp_path):
    """perft.rs built on PEXT (-C target-feature=+bmi2) where the CPU has BMI2,
    else on fancy magic: its sliders and pins by that technique, through the
    unchecked methods of a SliderTables kept in a static (assume_filled), as an
    engine that fills at start-up calls them (the other mappings' perft takes the
    checked functions)."""
    from tests.perft.positions import CPW_RESULTS, SEDLAK

    pext = bool(driver_features(NEWEST))
    flags = CPU_FEATURES if pext else ()
    binary = build_rust_perft(NEWEST, MODULE, tmp_path / "perft-rs-sliders", *flags, technique="pext" if pext else "magic", proof=True)
    cases = [(CPW_RESULTS[name][0], depth, CPW_RESULTS[name][1][depth - 1]) for name, depth in
             (("kiwipete", 3), ("position3", 4), ("position4", 3), ("position5", 3), ("initial", 3))]  # fmt: skip
    cases += list(SEDLAK.values())
    for fen, depth, nodes in cases:
        assert run([str(binary), fen, str(depth)], "")[-1] == str(nodes), (fen, depth)


@pytest.mark.timeout(300)
def test_perft_on_parallel_hyperbola_counts_the_published_numbers(tmp_path):
    """perft.rs on parallel hyperbola, Stockfish's technique, built with the driver's
    target features (+avx2 where the CPU has AVX2: its vector lanes), as bench
    section 6 races it beside fancy magic and PEXT."""
    binary = build_rust_perft(NEWEST, MODULE, tmp_path / "perft-rs-parallel", *driver_features(NEWEST), technique="hyperbola_avx2")
    check_published_perfts([str(binary)])
