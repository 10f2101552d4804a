"""Every interleaving a lazy fill allows, forced (issue 45): each language whose
packed tables fill on a lookup's first call while other threads may look up
(Capabilities.threads "lazy", bitboard_tables/languages/slider_section.py:
FIRST_USE) has its fills paused at every store of a table, and while a fill
stands there, with some of its group's tables filled and the others empty:

- the lookups of every fill group are asked, from threads of their own: those of
  the tables still empty, those of the tables already filled, and those of the
  other groups, whose first lookups race this group's fill;
- a second call of the same fill is made, two fills at once;
- the paused fill is a group's own (fill_magic_attacks ...) or
  fill_slider_tables, racing all those lookups.

Then the fill resumes; every answer must be the reference's ray walks'
(tests/oracles/slider_hashes.py: reference_answer), none an error, each table
stored once, the paused fill the one that filled. A fill that marks its group
filled before its last table (Python's fill testing the group's first table
instead of its last; C++'s flag, Rust's and Zig's state set before the stores) lets a lookup answer
from an empty table while the fill stands, and fails here at once, where the
four threads of the first-use check (test_sliders_*.py) would need the
scheduler's luck.

How a fill is paused, without touching the product:
- Python: each table of the module is replaced by a list whose slice store (the
  fill's last step for that table) waits for the test.
- C++ (BB_FILL_ON_FIRST_USE), tests/drivers/cpp/first_use_pause.cpp: the pages
  of a group's tables are made read-only, so the fill's first store into each
  faults; the signal handler waits for the test, makes the pages writable and
  returns, and the store is made again.
- Rust, tests/drivers/rust/first_use_pause.rs: the same, with libc's mprotect and
  sigaction declared in the driver; bitboards.rs included as its header says, with
  the lists of the model in the same module (its packed tables are private). A
  lookup of a group FILLING spins until the fill ends; one of a group marked
  FILLED before its stores (rs-fill-marked-before-stored) answers 0.
- Zig, tests/drivers/zig/first_use_pause.zig: the same, through std.os.linux
  (built by the pinned Zig; it builds on the current one too). Its
  fillSliderTables() fills one group after another, so while it stands at the
  first, the first lookups of the others fill them from their own threads, and
  several stores stand at once; each table is resumed in turn.

The languages that fill before any thread (Go's init()), in the runtime's class
initialization (Java, C#), or by the program (C, JavaScript) have no fill to
pause; the languages whose lazy fill has no pausing driver yet are listed in
UNPAUSED.
"""

from __future__ import annotations

import importlib
import importlib.util
import itertools
import queue
import shutil
import subprocess
import threading

import pytest

from bitboard_tables.languages import LANGUAGES
from bitboard_tables.languages.python import dialect as python_dialect
from bitboard_tables.languages.slider_section import FIRST_USE, fill_groups
from bitboard_tables.mapping import mapping_named
from bitboard_tables.sliders.techniques import lookup_name
from tests.conftest import GENERATED, ROOT
from tests.oracles.slider_hashes import first_use_queries, lookups_of, reference_answer

pytestmark = pytest.mark.timeout(120)

LERF = mapping_named("LERF")
# the languages whose lazy fills these tests do not pause yet (their first-use
# checks of test_sliders_*.py and test_cross_*.py race four threads): none
UNPAUSED: set = set()


def _capabilities(language):
    return importlib.import_module(f"bitboard_tables.languages.{language.name}").CAPABILITIES


def test_every_language_says_how_its_tables_are_right_from_several_threads():
    """Capabilities.threads is one of FIRST_USE's, and each language with a lazy fill
    is paused here (PAUSED), or listed as not yet (UNPAUSED)."""
    threads = {language.name: _capabilities(language).threads for language in LANGUAGES}
    assert set(threads.values()) <= set(FIRST_USE), threads
    lazy = {name for name, how in threads.items() if how == "lazy"}
    assert lazy == set(PAUSED) | UNPAUSED and not set(PAUSED) & UNPAUSED, lazy


# --- the questions and the answers ----------------------------------------------------


def _questions(groups) -> list:
    """Returns (lookup name, piece, kind, sq, occ) for every lookup that reads a table
    of `groups`, each on a question of first_use_queries of its own."""
    carried = {lookup_name(piece, kind, technique): (piece, kind) for technique, piece, kind in lookups_of(list({g.technique.name: g.technique for g in groups}.values()))}
    names = [name for g in groups for name in g.lookups]
    return [(name, *carried[name], sq, occ) for name, (sq, occ) in zip(names, first_use_queries(0, len(names)))]


def _wrong(answers) -> list:
    """Returns the answers [(lookup, piece, kind, sq, occ, answer or the exception)]
    that are not the reference's."""
    return [a for a in answers if a[-1] != reference_answer("LERF", *a[1:5])]


# --- Python ----------------------------------------------------------------------------

PY_GROUPS = fill_groups(LERF, python_dialect())
_fresh_count = itertools.count()


class _PausingTable(list):
    """A packed table of the module that stops its fill before each store: it puts
    (its name, an event) on `pauses` and waits for the event."""

    def __init__(self, name: str, pauses: queue.Queue, stored: list):
        super().__init__()
        self.name, self.pauses, self.stored = name, pauses, stored

    def __setitem__(self, key, value):
        resume = threading.Event()
        self.pauses.put((self.name, resume))
        assert resume.wait(60), f"{self.name}: the test never resumed the fill"
        self.stored.append(self.name)
        super().__setitem__(key, value)


def _fresh_module():
    """Returns generated/bitboards.py loaded anew: no table filled."""
    spec = importlib.util.spec_from_file_location(f"_bitboards_first_use_{next(_fresh_count)}", GENERATED / "bitboards.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _ask_in_threads(bb, questions, answers: list) -> list:
    """Starts one thread a question, each appending its answer (or exception) to
    `answers`; returns the threads."""

    def ask(name, piece, kind, sq, occ):
        try:
            answer = getattr(bb, name)(occ, sq)
        except Exception as error:  # a lookup that raises is a wrong answer, reported
            answer = error
        answers.append((name, piece, kind, sq, occ, answer))

    threads = [threading.Thread(target=ask, args=q) for q in questions]
    for thread in threads:
        thread.start()
    return threads


def _paused_python_fill(fill: str, paused) -> None:
    """Runs the module's `fill` in a thread, with the tables of the groups `paused`
    stopping it before each store; at each stop, asks every filled lookup of every
    group (a thread each, given 50 ms to answer or block) and, at the first, calls
    `fill` again from another thread; then resumes it. Asserts what the module doc
    says."""
    bb = _fresh_module()
    pauses, stored = queue.Queue(), []
    tables = {t: _PausingTable(t, pauses, stored) for g in paused for t in g.tables}
    for name, table in tables.items():
        setattr(bb, name, table)  # the globals the fills store into and the lookups read
    returned, second, answers, askers = [], [], [], []
    filler = threading.Thread(target=lambda: returned.append(getattr(bb, fill)()))
    filler.start()
    stops = []
    while len(stops) < len(tables):
        name, resume = pauses.get(timeout=60)
        stops.append(name)
        if len(stops) == 1:  # a second fill while the first stands
            askers.append(threading.Thread(target=lambda: second.append(getattr(bb, fill)())))
            askers[-1].start()
        asked = _ask_in_threads(bb, _questions(PY_GROUPS), answers)
        for thread in asked:
            thread.join(0.05)
        askers += asked
        resume.set()
    filler.join(60)
    for thread in askers:
        thread.join(60)
    # the second call of a group's fill waited for the first and found its tables
    # full; a second fill_slider_tables() may fill the groups after the one that stood
    assert returned == [True] and len(second) == 1, (returned, second)
    assert second == [False] or len(paused) > 1, "a group's second fill filled again"
    assert sorted(stored) == sorted(tables), f"each table stored once: {stored}"
    assert len(answers) == len(stops) * len(_questions(PY_GROUPS))
    assert _wrong(answers) == [], f"lookups asked while {fill} stood between its tables"


@pytest.mark.parametrize("group", PY_GROUPS, ids=[g.function for g in PY_GROUPS])
def test_python_a_fill_paused_between_its_tables(group):
    """A group's own fill, paused before the store of each of its tables: the
    lookups of its tables still empty, of those filled, and the first lookups of
    every other group, and a second call of the fill, all at each stop."""
    _paused_python_fill(group.function, [group])


def test_python_fill_slider_tables_paused_between_every_table():
    """fill_slider_tables(), paused before the store of every packed table: every
    lookup of every group asked at each stop, and a second fill_slider_tables()."""
    _paused_python_fill("fill_slider_tables", PY_GROUPS)


# --- C++ ------------------------------------------------------------------------------

CPP_DIR = ROOT / "tests" / "drivers" / "cpp"


def _cpp_groups():
    from bitboard_tables.languages.cpp import dialect as cpp_dialect

    return [g for g in fill_groups(LERF, cpp_dialect()) if not g.condition]  # built without BMI2: no PEXT


def first_use_groups_source(groups) -> str:
    """Returns first_use_groups.hpp, which first_use_pause.cpp includes: LOOKUPS, every
    lookup that reads a table of `groups`; FILLS, each group's fill and
    fill_slider_tables; TABLES, each packed table with its group, from the model."""
    lookups = [f'    {{"{name}", bb::{name}}},' for name, *_ in _questions(groups)]
    fills = [f'    {{"{g.function}", bb::{g.function}}},' for g in groups] + ['    {"fill_slider_tables", bb::fill_slider_tables},']
    tables = [f'    {{"{t}", "{g.name}", bb::{t}, sizeof bb::{t}}},' for g in groups for t in g.tables]
    arrays = [("const NamedLookup LOOKUPS[]", lookups), ("const NamedFill FILLS[]", fills), ("const Table TABLES[]", tables)]
    lines = ["// Written by tests/proofs/test_first_use.py from the model.", "namespace {"]
    for declaration, rows in arrays:
        lines += ["", f"{declaration} = {{", *rows, "};"]
    return "\n".join([*lines, "", "}  // namespace", ""])


@pytest.fixture(scope="module")
def cpp_pause(tmp_path_factory):
    """first_use_pause.cpp built by g++ with BB_FILL_ON_FIRST_USE on generated/bitboards.hpp."""
    from tests.drivers.cpp.build import CPP_STRICT, default_cxx

    build = tmp_path_factory.mktemp("first_use_cpp")
    (build / "first_use_groups.hpp").write_text(first_use_groups_source(_cpp_groups()))
    exe = build / "first_use_pause"
    command = [default_cxx(), "-std=c++17", "-O2", "-pthread", *CPP_STRICT, "-Wno-old-style-cast", "-DBB_FILL_ON_FIRST_USE"]
    command += [f"-I{GENERATED}", f"-I{build}", str(CPP_DIR / "first_use_pause.cpp"), "-o", str(exe)]
    proc = subprocess.run(command, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0 and not proc.stderr.strip(), proc.stderr
    return exe


def _paused_compiled_fill(command, groups, fill: str, paused, head: str = "") -> None:
    """Runs a compiled pausing driver (`command`, first_use_pause.cpp's protocol) on
    `fill` with the tables of `paused` stopping it, every lookup of every group of
    `groups` asked at each stop (stdin: `head`, then the questions); asserts what the
    module doc says."""
    questions = _questions(groups)
    stdin = head + "".join(f"{name} {sq} {occ}\n" for name, _, _, sq, occ in questions)
    proc = subprocess.run(command, input=stdin, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0 and not proc.stderr, proc.stderr
    lines = [line.split() for line in proc.stdout.splitlines()]
    stops = [table for kind, table in (line for line in lines if line[0] == "stop")]
    assert sorted(stops) == sorted(t for g in paused for t in g.tables), f"each paused table stopped once: {stops}"
    got = [line[1:] for line in lines if line[0] == "answer"]
    assert len(got) == len(stops) * len(questions)
    kinds = {name: (piece, kind) for name, piece, kind, _, _ in questions}
    answers = [(name, *kinds[name], int(sq), int(occ, 16), int(answer, 16)) for name, sq, occ, answer in got]
    assert _wrong(answers) == [], f"lookups asked while {fill} stood between its tables"


def _paused_cpp_fill(exe, fill: str, paused) -> None:
    """first_use_pause.cpp's `fill` paused at the tables of `paused` (_paused_compiled_fill)."""
    _paused_compiled_fill([str(exe), fill, *(g.name for g in paused)], _cpp_groups(), fill, paused)


@pytest.mark.parametrize("group", _cpp_groups(), ids=[g.function for g in _cpp_groups()])
def test_cpp_a_fill_paused_between_its_tables(cpp_pause, group):
    """C++ with BB_FILL_ON_FIRST_USE: a group's own fill, stopped at its first store
    into each of its tables; at each stop every lookup of every group, and a second
    call of the fill."""
    _paused_cpp_fill(cpp_pause, group.function, [group])


def test_cpp_fill_slider_tables_paused_between_every_table(cpp_pause):
    """fill_slider_tables() (one pass over every group), stopped at its first store
    into every packed table, every lookup asked at each stop."""
    _paused_cpp_fill(cpp_pause, "fill_slider_tables", _cpp_groups())


# --- Rust -----------------------------------------------------------------------------

RUST_DIR = ROOT / "tests" / "drivers" / "rust"


def _rust_groups():
    """The fill groups of the driver's build: the PEXT ones where the CPU has BMI2
    (the newest rustc builds with it, tests/drivers/rust/build.py: driver_features)."""
    from bitboard_tables.languages.rust import RustPrinter, dialect as rust_dialect
    from tests.drivers.rust.build import NEWEST, driver_features

    return [g for g in fill_groups(LERF, rust_dialect(RustPrinter())) if not g.condition or driver_features(NEWEST)]


def rust_first_use_groups_source(groups) -> str:
    """Returns first_use_groups.rs, which first_use_pause.rs includes in the module of
    bitboards.rs: LOOKUPS, every lookup that reads a table of `groups`; FILLS, each
    group's fill and fill_slider_tables; tables(), each packed table's name, group,
    address and size, from the model."""
    from bitboard_tables.languages.rust import RustPrinter

    table = RustPrinter().table
    lookups = [f'    ("{name}", {name}),' for name, *_ in _questions(groups)]
    fills = [f'    ("{g.function}", {g.function}),' for g in groups] + ['    ("fill_slider_tables", fill_every_group),']
    rows = [f'        ("{t}", "{g.name}", {table(t)}.0.get() as usize, core::mem::size_of_val(&{table(t)})),' for g in groups for t in g.tables]
    return "\n".join(
        [
            "// Written by tests/proofs/test_first_use.py from the model.",
            "pub static LOOKUPS: &[(&str, fn(u64, usize) -> u64)] = &[",
            *lookups,
            "];",
            "",
            "pub static FILLS: &[(&str, fn())] = &[",
            *fills,
            "];",
            "",
            "fn fill_every_group() {",
            "    let _ = fill_slider_tables();",
            "}",
            "",
            "pub fn tables() -> Vec<(&'static str, &'static str, usize, usize)> {",
            "    vec![",
            *rows,
            "    ]",
            "}",
            "",
        ]
    )


@pytest.fixture(scope="module")
def rust_pause(tmp_path_factory):
    """first_use_pause.rs built by the newest rustc (with BMI2 where the CPU has it)
    on generated/bitboards.rs."""
    from tests.drivers.rust.build import NEWEST, driver_features

    build = tmp_path_factory.mktemp("first_use_rust")
    shutil.copy(RUST_DIR / "first_use_pause.rs", build / "first_use_pause.rs")
    shutil.copy(GENERATED / "bitboards.rs", build / "bitboards.rs")
    (build / "first_use_groups.rs").write_text(rust_first_use_groups_source(_rust_groups()))
    NEWEST.build(["-C", "opt-level=1", *driver_features(NEWEST), "first_use_pause.rs", "-o", "first_use_pause"], cwd=build)
    return build / "first_use_pause"


@pytest.mark.parametrize("group", _rust_groups(), ids=[g.function for g in _rust_groups()])
def test_rust_a_fill_paused_between_its_tables(rust_pause, group):
    """Rust: a group's own fill, stopped at its first store into each of its tables
    (the group FILLING); at each stop every lookup of every group, and a second call
    of the fill."""
    _paused_compiled_fill([str(rust_pause), group.function, group.name], _rust_groups(), group.function, [group])


def test_rust_fill_slider_tables_paused_between_every_table(rust_pause):
    """fill_slider_tables() (one pass over every group), stopped at its first store
    into every packed table, every lookup asked at each stop."""
    groups = _rust_groups()
    _paused_compiled_fill([str(rust_pause), "fill_slider_tables", *(g.name for g in groups)], groups, "fill_slider_tables", groups)


# --- Zig ------------------------------------------------------------------------------

ZIG_DIR = ROOT / "tests" / "drivers" / "zig"


def _zig_groups():
    from bitboard_tables.languages.zig import dialect as zig_dialect

    return list(fill_groups(LERF, zig_dialect()))


def zig_first_use_groups_source(groups) -> str:
    """Returns first_use_groups.zig, which first_use_pause.zig imports: `lookups`, every
    lookup that reads a table of `groups`; `fills`, each group's fill and
    fillSliderTables; `tables`, each packed table's name, group and bytes, from the
    model (the contract's names, the module's functions and variables)."""
    from bitboard_tables.languages.zig import zig_name

    lookups = [f'    .{{ .name = "{name}", .lookup = bb.{zig_name(name)} }},' for name, *_ in _questions(groups)]
    fills = [f'    .{{ .name = "{f}", .fill = bb.{zig_name(f)} }},' for f in [*(g.function for g in groups), "fill_slider_tables"]]
    tables = [f'    .{{ .name = "{t}", .group = "{g.name}", .bytes = std.mem.asBytes(&bb.{zig_name(t)}) }},' for g in groups for t in g.tables]
    lines = [
        "// Written by tests/proofs/test_first_use.py from the model.",
        'const std = @import("std");',
        'const bb = @import("bitboards.zig");',
        'const driver = @import("first_use_pause.zig");',
    ]
    for declaration, rows in (("lookups = [_]driver.Lookup", lookups), ("fills = [_]driver.Fill", fills), ("tables = [_]driver.Table", tables)):
        lines += ["", f"pub const {declaration}{{", *rows, "};"]
    return "\n".join(lines) + "\n"


@pytest.fixture(scope="module")
def zig_pause(tmp_path_factory):
    """first_use_pause.zig built by the pinned Zig (Debug) on generated/bitboards.zig."""
    from tests.drivers.zig.build import ZIG

    build = tmp_path_factory.mktemp("first_use_zig")
    shutil.copy(ZIG_DIR / "first_use_pause.zig", build / "first_use_pause.zig")
    shutil.copy(GENERATED / "bitboards.zig", build / "bitboards.zig")
    (build / "first_use_groups.zig").write_text(zig_first_use_groups_source(_zig_groups()))
    ZIG.run(["build-exe", "first_use_pause.zig", "-femit-bin=first_use_pause"], build)
    return build / "first_use_pause"


def _paused_zig_fill(exe, fill: str, paused) -> None:
    """first_use_pause.zig's `fill` paused at the tables of `paused` (_paused_compiled_fill),
    its command on stdin's first line."""
    _paused_compiled_fill([str(exe)], _zig_groups(), fill, paused, " ".join([fill, *(g.name for g in paused)]) + "\n")


@pytest.mark.parametrize("group", _zig_groups(), ids=[g.function for g in _zig_groups()])
def test_zig_a_fill_paused_between_its_tables(zig_pause, group):
    """Zig: a group's own fill (fillMagicAttacks ...), stopped at its first store into
    each of its tables (its state filling); at each stop every lookup of every
    group, and a second call of the fill."""
    _paused_zig_fill(zig_pause, group.function, [group])


def test_zig_fill_slider_tables_paused_between_every_table(zig_pause):
    """fillSliderTables() (each group's fill in turn), stopped at its first store
    into every packed table, every lookup asked at each stop."""
    _paused_zig_fill(zig_pause, "fill_slider_tables", _zig_groups())


PAUSED = {
    "python": test_python_a_fill_paused_between_its_tables,
    "cpp": test_cpp_a_fill_paused_between_its_tables,
    "rust": test_rust_a_fill_paused_between_its_tables,
    "zig": test_zig_a_fill_paused_between_its_tables,
}
