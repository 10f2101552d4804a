"""The test driver of every output language, found by the language's name.

Each language of `bitboard_tables.languages` has a package `tests/drivers/<name>/`
that exports DRIVER, a `Driver`: how to build, on a directory of generated files,

- its driver, a program that reads commands on stdin and answers in one protocol
  (tests/drivers/c/driver.c says it first): a lookup function's name and its
  arguments, answered in hex (decimal for lsb and popcount); `tables`, every
  entry of every table as "NAME i j 0xVALUE" (DIR_SHIFT in decimal); `lines
  SEED`, the line lookups on every subset of every line with off-line noise;
  `squares`, the square helpers, in constant contexts where the language has them;
- its perft, a program that takes "<FEN>" DEPTH (or --divide "<FEN>" DEPTH) and
  prints the node count last; `make <perft>` builds it into build/<perft> on
  generated/ (tests/harness/perft.py), where the language compiles.

- its examples: how the README's and docs' code blocks of the language are run
  (tests/proofs/test_readme.py), each a whole program whose printing lines say
  in a comment what they print;
- its sliders (`Sliders`), where its output carries the slider techniques: a
  program that asks every lookup of every technique in the protocol of
  tests/oracles/slider_hashes.py (tests/drivers/go/sliders.go is the model), and
  the perft of each technique whose perft counts the published numbers;
- its package (`Package`), where `bitboard-tables package` makes one: how its
  ecosystem runs the package's self-test, and the spoils it must catch.

From DRIVER alone a language gets every proof of tests/proofs/test_languages.py:
the tables entry by entry, every function over its whole domain and every line
occupancy, on every toolchain of its matrix; the conjugation proofs in all eight
mappings; and its perft in all eight mappings. From its Sliders, every proof of
tests/proofs/test_sliders.py: every lookup of every technique it carries over
every subset of every relevant mask and random boards, on first use and after
each fill group's own fill, on every toolchain, in LERF and in BEFR; and the
published counts of its perft by each technique. From its Package, the self-test
proofs of tests/proofs/test_package.py.
"""

from __future__ import annotations

import importlib
import os
import re
import shutil
import subprocess
import threading
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Callable, Dict, List, Optional, Sequence, Tuple

from bitboard_tables.languages import LANGUAGE_NAMES
from bitboard_tables.mapping import mapping_named

Command = List[str]


@dataclass(frozen=True)
class Examples:
    """How the documents' code blocks of one language are run."""

    fence: str  # the tag of its fenced blocks: ```c
    program: str  # what every block holds, a whole program: "int main"
    prints: str  # what each line that prints starts with: "printf("
    claim: str  # the comment at the end of such a line, what it prints as group 1
    # (toolchain, the block's code, a directory of its own) -> the lines it prints,
    # built and run on generated/; raises AssertionError with the messages of a
    # build that fails or warns
    run: Callable[[object, str, Path], List[str]]
    every_toolchain: bool = False  # built by every toolchain of the matrix, else the default's


def _one_branch(toolchain) -> Tuple[Tuple[str, ...], ...]:
    return ((),)


@dataclass(frozen=True)
class Sliders:
    """How a language's sliders driver is built and asked (tests/proofs/test_sliders.py).

    The driver answers in the protocol of tests/oracles/slider_hashes.py: with no mode
    argument, a `hash` line for each lookup of each technique the output carries (every
    subset of every relevant mask, then random boards); with `first-use`, each of
    THREADS threads (or thread 0 alone) asks every lookup once before any fill; with a
    mode of `fills`, each fill group's own fill (or the fill of every table) comes
    first and thread 0 alone asks."""

    # (toolchain, directory of generated files, build directory, mapping) -> a function
    # of a run's arguments (a branch's, then a mode: none for the hashes, "first-use",
    # a mode of `fills`) to the command that runs the driver so: built once a
    # toolchain and mapping, run many times
    build: Callable[[object, Path, Path, str], Callable[[Sequence[str]], Command]]
    # the modes that call each fill group's own fill first ("fill-each"), or the fill
    # of every table ("fill-all"); () where the output has no fill to call (Go's
    # package fills its tables in its init())
    fills: Tuple[str, ...] = ("fill-each",)
    # the threads of its first-use mode: None, all THREADS; (0,) where the language
    # runs one (JavaScript)
    threads: Optional[Tuple[int, ...]] = None
    # toolchain -> the arguments of each branch the driver takes on it, each run on
    # every branch (C#'s .NET Core build: () and ("portable",), without its intrinsics)
    branches: Callable[[object], Tuple[Tuple[str, ...], ...]] = _one_branch
    # (toolchain, branch, the output of the hash run) -> asserts what the language's
    # run says beside its hashes (Zig: its four threads filled at once); None: nothing
    check: Optional[Callable[[object, Tuple[str, ...], str], None]] = None
    # (toolchain, branch, mode of `fills`, the output of that run) -> asserts what the
    # language's run says beside its answers (Go: the tables each fill fills); None: nothing
    check_fills: Optional[Callable[[object, Tuple[str, ...], str, str], None]] = None
    # {technique: the positions its perft counts (slider_perfts())}: the techniques
    # whose perft, by the default toolchain on the committed outputs, counts the
    # published numbers (each language's kindergarten perft counts
    # them in tests/proofs/test_perft_compiled.py, its fancy magic in every mapping in
    # tests/proofs/test_languages.py)
    perfts: Dict[str, List[Tuple[str, int, int]]] = field(default_factory=dict)
    # (technique, directory of generated files, build directory) -> the command of the
    # perft whose sliders and pins are that technique's
    build_perft: Optional[Callable[[str, Path, Path], Command]] = None


@dataclass(frozen=True)
class Ran:
    """What one run of a package's self-test says: how many of its checks passed and
    failed, their names where its runner reports them (else None), and its output."""

    passed: int
    failed: int
    output: str
    names: Optional[List[str]] = None  # of the checks that passed, in the order run


def verdicts(proc: subprocess.CompletedProcess, line: str, skipped: str) -> Ran:
    """Returns the Ran of a self-test's run `proc` whose runner writes a line a test,
    `line` of {verdict} (PASS or FAIL; group 1 the test's name): asserts that no test
    was skipped (no `skipped` in its output) and that the run fails where a test does."""
    passed, failed = (re.findall(line.format(verdict=verdict), proc.stdout, flags=re.M) for verdict in ("PASS", "FAIL"))
    assert skipped not in proc.stdout and (proc.returncode == 0) == (not failed), proc.stdout + proc.stderr
    return Ran(len(passed), len(failed), proc.stdout + proc.stderr, passed)


@dataclass(frozen=True)
class Spoil:
    """A change to a copy of a package that its self-test must catch: the first match
    of `pattern` in `file` becomes `replacement`; `check` (as Package.name gives it)
    then fails, and the output says `named`."""

    file: str
    pattern: str
    replacement: str
    check: str
    named: str


def check_names(line_tables: str, lookup: Callable[[object], str], count: Callable[[object], str]) -> Callable[[object], str]:
    """Returns Package.name of a runner that names the line tables' check
    `line_tables`, a lookup's check `lookup(Lookup)` and a count's `count(Count)`."""
    from bitboard_tables.packaging.selftest import Count, Lookup

    def name(check) -> str:
        if isinstance(check, Lookup):
            return lookup(check)
        return count(check) if isinstance(check, Count) else line_tables

    return name


@dataclass(frozen=True)
class Package:
    """How a language's package (`bitboard-tables package`) is self-tested by its
    ecosystem's own tools (tests/proofs/test_package.py). Its self-test checks what
    bitboard_tables/packaging/selftest.py describes: the line tables, each slider
    lookup on every subset of its masks, the published counts."""

    # (toolchain, the package's tree, a directory of the test's) -> Ran
    self_test: Callable[[object, Path, Path], Ran]
    # the toolchains the self-test of the default package runs on
    toolchains: Tuple
    # (a check: "line_tables", a selftest.Lookup or a selftest.Count) -> the name its
    # runner reports it by; None where the runner names none (its checks counted)
    name: Optional[Callable[[object], str]] = None
    # the changes to a copy that its self-test must each catch (all in one copy)
    spoils: Tuple[Spoil, ...] = ()
    # the options of a second package: another mapping, name and version
    other: Tuple[str, ...] = ()
    # (toolchain, lookup) -> whether the run checks the lookup (Rust's PEXT ones: with BMI2)
    runs: Callable[[object, object], bool] = lambda toolchain, lookup: True
    # (toolchain, the package's tree, its Ran) -> asserts what else a passing run says
    # (Go: each lookup's occupancies, its time); None: nothing
    check: Optional[Callable[[object, Path, Ran], None]] = None
    # the toolchains that run the self-test of the spoiled copy (the first) and of the
    # other package; () for the first of `toolchains`
    others: Tuple = ()

    @property
    def spoiled_by(self):
        """The toolchain that runs the self-test of the spoiled copy."""
        return (self.others or self.toolchains)[0]


@dataclass(frozen=True)
class Driver:
    language: str  # the name in bitboard_tables.languages
    # the toolchains that build its driver (a compiler matrix), each with a `name`
    # for the test report and `require()`, which skips the test without it (fails
    # under CI); the first builds the drivers of the mappings and the perfts
    toolchains: Tuple
    # (toolchain, directory of generated files, build directory) -> the driver's command
    build: Callable[[object, Path, Path], Command]
    # (directory of generated files, the program's path) -> the perft's command
    build_perft: Callable[[Path, Path], Command]
    perft: Optional[str]  # `make <perft>` builds build/<perft>; None where nothing is built
    # how many nodes one count of its perft may take in a test of every mapping:
    # each CPW position at the deepest depth up to 3 within it, each Sedlak case of depth 6 within it
    perft_nodes: int = 10_000_000
    examples: Optional[Examples] = None
    # how the tests build its perft on the outputs of the mappings other than LERF,
    # where its optimized build is slow (Zig through LLVM: some 15 s a build), or
    # with a slider technique (Go's fancy magic), as build_perft; None: by
    # build_perft. LERF's perft is always build_perft's.
    build_quick_perft: Optional[Callable[[Path, Path], Command]] = None
    # how the tests build its driver by its default toolchain on the outputs of the
    # mappings other than LERF, where a quicker build proves the same (unoptimized:
    # the mappings change values, not code), as build; None: by build
    build_quick: Optional[Callable[[object, Path, Path], Command]] = None
    # (toolchain, {mapping: directory of generated files}, build directory) ->
    # {mapping: command}, or None where the toolchain cannot: its drivers of the
    # mappings other than LERF built as one program, where one build of all costs
    # far less than one of each (Zig: most of a build is its own start-up); None:
    # each by build (or build_quick)
    build_together: Optional[Callable[[object, Dict[str, Path], Path], Optional[Dict[str, Command]]]] = None
    # ({mapping: directory}, build directory) -> {mapping: command}, or None: its
    # perfts of those mappings as one program, as build_quick_perft builds each
    build_perfts_together: Optional[Callable[[Dict[str, Path], Path], Optional[Dict[str, Command]]]] = None
    # the generated files its drivers and perfts read, where not all of its
    # language's: what the tests generate in the mappings other than LERF
    files: Tuple[str, ...] = ()
    # its sliders driver and perfts by technique; None: proven by a file of its own
    # (C, C++ and Rust: tests/proofs/test_c_sliders.py, test_cpp.py, test_rust.py)
    sliders: Optional[Sliders] = None
    # how its package is self-tested; None: by tests/proofs/test_package_<name>.py alone
    package: Optional[Package] = None

    @property
    def default(self):
        """The toolchain that builds the drivers of the mappings and the perfts."""
        return self.toolchains[0]


class NoDriver(ImportError):
    """A registered language without a test driver."""


def driver_of(language: str) -> Driver:
    """Returns the DRIVER of tests/drivers/<language>/; raises NoDriver naming what is
    missing when the language has none."""
    package = f"tests.drivers.{language}"
    try:
        module = importlib.import_module(package)
    except ModuleNotFoundError as exc:
        if exc.name != package:
            raise
        raise NoDriver(f"the language {language!r} has no test driver: tests/drivers/{language}/__init__.py") from None
    driver = getattr(module, "DRIVER", None)
    if not isinstance(driver, Driver) or driver.language != language:
        raise NoDriver(f"tests/drivers/{language}/__init__.py exports no DRIVER of {language!r}")
    return driver


@lru_cache(maxsize=1)
def drivers() -> Dict[str, Driver]:
    """Returns {language: its driver} for every registered language that has one, in
    registry order (tests/proofs/test_languages.py fails for one that has none)."""
    found = {}
    for name in LANGUAGE_NAMES:
        try:
            found[name] = driver_of(name)
        except NoDriver:
            pass
    return found


class Installed:
    """The base of a toolchain of a matrix (Nim's, Zig's): its `name` in the test
    report, its command's `path` (None where it is not installed), its `origin`."""

    def require(self) -> str:
        """Returns the command's path; skips the test without it, or fails under CI."""
        from tests.drivers.c.build import missing

        if self.path is None:
            missing(f"{self.name} ({self.origin})")
        return self.path


def tool_version(command: Sequence[str], env: Optional[dict] = None) -> str:
    """Returns the first `major.minor` a toolchain's version command prints (`1.6` of
    Nim Compiler Version 1.6.10, `1.19` of go version go1.19.8, `1.63` of rustc
    1.63.0, `0.15` of 0.15.2): its name in the test report; "unknown" where none."""
    proc = subprocess.run(list(command), capture_output=True, text=True, env=env)
    found = re.search(r"(\d+\.\d+)", proc.stdout) if proc.returncode == 0 else None
    return found.group(1) if found else "unknown"


def installed(kind, tool: str, path: Optional[str], missing: str, version: Sequence[str] = ("--version",), **fields):
    """Returns the toolchain `kind(name, path, **fields)` of the program at `path`, named
    by `tool` and its version (`version` its arguments that print it): "nim-1.6"; where no
    program is there, named `tool`-`missing` ("zig-current") without a path."""
    if path is not None and os.access(path, os.X_OK):
        return kind(f"{tool}-{tool_version([path, *version])}", path, **fields)
    return kind(f"{tool}-{missing}", None, **fields)


def laid_out(directory: Path, files: Dict[str, object]) -> Path:
    """Returns `directory`, made where missing, holding `files` ({name: a Path to copy,
    or the text to write}): a program's build directory."""
    directory.mkdir(parents=True, exist_ok=True)
    for name, source in files.items():
        if isinstance(source, Path):
            shutil.copy(source, directory / name)
        else:
            (directory / name).write_text(source)
    return directory


def branch_command(built: Dict[Tuple[str, ...], Path]) -> Callable[[Sequence[str]], Command]:
    """Returns the Sliders.build answer of a sliders driver built once a branch (`built`,
    {a branch's one argument, or (): program}): a run whose arguments start with a
    branch's runs that branch's program on the rest, any other the program of ()."""

    def command(args: Sequence[str]) -> Command:
        branch = tuple(args[:1]) if tuple(args[:1]) in built else ()
        return [str(built[branch]), *args[len(branch):]]

    return command


# the environment variable that chooses which mapping's program runs, in a program
# that holds several (Driver.build_together, build_perfts_together)
MAPPING_VARIABLE = "BITBOARDS_MAPPING"


def together_root(lines: Sequence[str], mappings: Sequence[str], **names: str) -> str:
    """Returns the root of several mappings' programs built as one, which runs the program
    of the mapping $BITBOARDS_MAPPING names: `lines`, each holding {m} once a mapping of
    `mappings`, {variable} the variable's name and {NAME} each of `names` (other braces
    are the language's own)."""
    out = []
    for line in lines:
        for name, value in {"variable": MAPPING_VARIABLE, **names}.items():
            line = line.replace(f"{{{name}}}", value)
        out += [line.replace("{m}", m) for m in mappings] if "{m}" in line else [line]
    return "\n".join(out) + "\n"


def mapping_commands(program: Path, mappings: Sequence[str]) -> Dict[str, Command]:
    """Returns {mapping: the command that runs `program` as that mapping's}: with
    $BITBOARDS_MAPPING naming it."""
    return {m: ["env", f"{MAPPING_VARIABLE}={m}", str(program)] for m in mappings}


class Once:
    """What a test session makes once, on demand, by key (a build, a run); a failure is
    kept and fails (or skips) each test that asks for it. Threads that ask for one
    key at once wait for one making."""

    def __init__(self):
        self.done: Dict[tuple, object] = {}
        self._locks: Dict[tuple, threading.Lock] = {}
        self._lock = threading.Lock()

    def _once(self, key: tuple, make):
        with self._lock:
            lock = self._locks.setdefault(key, threading.Lock())
        with lock:
            if key not in self.done:
                try:
                    self.done[key] = make()
                except BaseException as exc:  # pytest's skip and fail too
                    self.done[key] = exc
        found = self.done[key]
        if isinstance(found, BaseException):
            raise found
        return found


class Builds(Once):
    """The drivers and perfts of a test session, each built once, on demand; a failed
    build fails (or skips) each test that needs it."""

    def __init__(self, root: Path):
        super().__init__()
        self.root = root

    def driver(self, language: str, toolchain, outputs: Path, mapping: str) -> Command:
        """Returns the command of `language`'s driver built by `toolchain` on the
        outputs of `mapping` in `outputs`."""
        toolchain.require()
        where = self.root / f"{language}-{toolchain.name}-{mapping}"
        driver = driver_of(language)
        quick = mapping != "LERF" and toolchain is driver.default and driver.build_quick is not None
        build = driver.build_quick if quick else driver.build
        return self._once(self._driver_key(language, toolchain, mapping), lambda: build(toolchain, outputs, where))

    def drivers_together(self, language: str, toolchain, outputs: Dict[str, Path]) -> None:
        """Builds `language`'s drivers by `toolchain` on the outputs of each mapping
        of `outputs` as one program, where its driver can (build_together), so that
        `driver` finds them built."""
        build = driver_of(language).build_together
        if build is not None:
            keys = {m: self._driver_key(language, toolchain, m) for m in outputs}
            where = self.root / f"{language}-{toolchain.name}-drivers-together"
            self._together(keys, toolchain, lambda: build(toolchain, outputs, where))

    def perfts_together(self, language: str, outputs: Dict[str, Path]) -> None:
        """Builds `language`'s perfts on the outputs of each mapping of `outputs` as
        one program, where its driver can (build_perfts_together), so that `perft`
        finds them built."""
        driver = driver_of(language)
        build = driver.build_perfts_together
        if build is not None:
            keys = {m: self._perft_key(language, m) for m in outputs}
            where = self.root / f"{language}-perfts-together"
            self._together(keys, driver.default, lambda: build(outputs, where))

    def _together(self, keys: Dict[str, tuple], toolchain, build: Callable[[], Optional[Dict[str, Command]]]) -> None:
        """Stores the commands `build` returns ({mapping: command}) under `keys`
        ({mapping: key}), or its failure under each, which then fails each test that
        needs one; where it returns None (the toolchain cannot), each is built alone
        when asked."""
        if all(key in self.done for key in keys.values()):
            return
        toolchain.require()
        try:
            commands = build()
        except BaseException as exc:  # pytest's skip and fail too
            commands = {m: exc for m in keys}
        if commands is not None:
            for m, key in keys.items():
                self.done.setdefault(key, commands[m])

    @staticmethod
    def _driver_key(language: str, toolchain, mapping: str) -> tuple:
        return ("driver", language, toolchain.name, mapping)

    @staticmethod
    def _perft_key(language: str, mapping: str) -> tuple:
        return ("perft", language, mapping)

    def prebuild(self, jobs: Sequence[Callable[[], object]]) -> None:
        """Runs `jobs` (calls of `driver` or `perft`) two at a time, as the machine has
        two cores; what fails is reported by the test that needs it."""
        with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
            for future in [pool.submit(job) for job in jobs]:
                try:
                    future.result()
                except BaseException:  # pytest's skip and fail too
                    pass

    def perft(self, language: str, outputs: Path, mapping: str) -> Command:
        """Returns the command of `language`'s perft on the outputs of `mapping` in `outputs`."""
        driver = driver_of(language)
        driver.default.require()
        exe = self.root / f"perft-{language}-{mapping}"
        build = driver.build_perft if mapping == "LERF" or driver.build_quick_perft is None else driver.build_quick_perft
        return self._once(self._perft_key(language, mapping), lambda: build(outputs, exe))


def run(command: Sequence[str], text: str, timeout: float = 300) -> List[str]:
    """Returns the output lines of `command` given `text` on stdin; raises
    AssertionError when it fails or writes to stderr."""
    proc = subprocess.run(list(command), input=text, capture_output=True, text=True, timeout=timeout)
    assert proc.returncode == 0 and not proc.stderr, f"{' '.join(command)}: {proc.stderr[:2000]}"
    return proc.stdout.splitlines()


def perft_each(command: Sequence[str], fens: Sequence[str], depth: int, divide: bool = False) -> List[List[str]]:
    """Returns what a perft program (`command`) prints for each of `fens` at `depth`,
    asked in one run: `perft [--divide] - DEPTH` answers each line of its standard
    input as it answers that FEN given as its argument, so that a program slow to
    start (a JVM, Node) starts once. Each answer ends with its count, the one line
    without a colon."""
    lines = run([*command, *(["--divide"] if divide else []), "-", str(depth)], "".join(f"{fen}\n" for fen in fens))
    answers, answer = [], []
    for line in lines:
        answer.append(line)
        if ":" not in line:
            answers.append(answer)
            answer = []
    assert not answer and len(answers) == len(fens), (len(answers), len(fens), answer)
    return answers


def sliders_check(command: Sequence[str], mapping: str, techniques) -> str:
    """Runs a language's sliders driver (`command`: tests/drivers/go/sliders.go is the
    model), asserts that its hash lines are those of `techniques` (the model's
    records of the techniques the language carries), each equal to the reference's
    in `mapping` (tests/oracles/slider_hashes.py), and returns its output."""
    from tests.oracles.slider_hashes import check_hash_lines

    proc = subprocess.run(list(command), capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0 and not proc.stderr, proc.stderr
    check_hash_lines(proc.stdout, mapping, techniques)
    return proc.stdout


def carried_techniques(language: str, mapping: str) -> tuple:
    """Returns the model's records of the slider techniques `language` carries in
    `mapping` (its Capabilities.carried): the lookups its sliders driver asks."""
    return importlib.import_module(f"bitboard_tables.languages.{language}").CAPABILITIES.carried(mapping_named(mapping))


def check_slider_modes(language: str, command: Sequence[str], mapping: str, toolchain=None, branch: Sequence[str] = ()) -> None:
    """Runs `language`'s sliders driver (`command`, built on the outputs of `mapping`
    by `toolchain`) in each of its modes and checks each as tests/proofs/test_sliders.py
    does: for a build that suite does not make (a cross build run by an emulator)."""
    from tests.oracles.slider_hashes import check_hash_lines

    sliders = driver_of(language).sliders
    techniques = carried_techniques(language, mapping)
    out = run([*command, *branch], "", timeout=120)
    check_hash_lines("\n".join(out), mapping, techniques)
    if sliders.check is not None:
        sliders.check(toolchain, tuple(branch), "\n".join(out))
    first_use_check([*command, *branch, "first-use"], mapping, techniques, sliders.threads)
    for mode in sliders.fills:
        first_use_check([*command, *branch, mode], mapping, techniques, threads=[0])


def lookup_rows(techniques, row: str, name_of: Callable[[str], str]) -> List[str]:
    """Returns `row` (of {technique}, {piece}, {kind} and {name}) for each lookup of
    `techniques` (the model's records) in the order of tests/oracles/slider_hashes.py's
    lookups_of, {name} the lookup's name in the language (`name_of` of its
    lookup_name): the list of lookups a sliders driver asks, written from the model,
    so that a new technique needs no edit of a driver."""
    from bitboard_tables.sliders.techniques import lookup_name
    from tests.oracles.slider_hashes import lookups_of

    return [
        row.format(technique=t, piece=piece, kind=kind, name=name_of(lookup_name(piece, kind, t)))
        for t, piece, kind in lookups_of(techniques)
    ]


def fill_rows(groups, condition: Callable[[frozenset], str], fill: str, table: str) -> Tuple[list, list]:
    """Returns the rows ((condition, line)) of the fill groups `groups` (the model's
    FillGroups): `fill` (of {group}) of each group, and `table` (of {table}) of each
    of its packed tables, each under `condition` of its technique's needs."""
    fills = [(condition(g.needs), fill.format(group=g.name)) for g in groups]
    tables = [(condition(g.needs), table.format(table=n)) for g in groups for n in g.tables]
    return fills, tables


def guarded_arrays(arrays: Sequence[Tuple[str, Sequence[Tuple[str, str]]]]) -> List[str]:
    """Returns the lines of C or C++ arrays, for each (declaration, rows) of `arrays`
    `DECLARATION = {`, its rows ((condition, line), "" for none), each run of one
    condition within #if CONDITION ... #endif, and `};`, a blank line between two."""
    from itertools import groupby

    lines: List[str] = []
    for declaration, rows in arrays:
        lines += [""] if lines else []
        lines.append(f"{declaration} = {{")
        for condition, run in groupby(rows, key=lambda row: row[0]):
            body = [line for _, line in run]
            lines += [f"#if {condition}", *body, "#endif"] if condition else body
        lines.append("};")
    return lines


def first_use_check(command: Sequence[str], mapping: str, techniques, threads=None) -> str:
    """Runs a language's sliders driver in its first-use mode (`command`, its mode
    argument included: `first-use`, every lookup first asked by THREADS threads at
    once before any fill; `fill-each`, thread 0 alone after each fill group's own
    fill), asserts that its `first` lines answer as the reference does in `mapping`
    (tests/oracles/slider_hashes.py: check_first_use_lines) for `threads` (all
    THREADS by default), and returns its output."""
    from tests.oracles.slider_hashes import THREADS, check_first_use_lines

    proc = subprocess.run(list(command), capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0 and not proc.stderr, proc.stderr
    check_first_use_lines(proc.stdout, mapping, techniques, range(THREADS) if threads is None else threads)
    return proc.stdout


def filled_lines(stdout: str) -> list:
    """Returns [group, table...] of each `filled GROUP TABLE...` line of a driver's
    `fill-each` mode: after each group's own fill, the packed tables that hold
    anything so far."""
    return [line.split()[1:] for line in stdout.splitlines() if line.startswith("filled ")]


def check_each_fill_fills_its_group(stdout: str, groups) -> None:
    """Asserts that after each fill group of `groups` (the model's FillGroups a
    build carries, in order) the tables that hold anything are those of the groups
    filled so far: no group's fill fills another group's tables, none skips its own."""
    expected, so_far = [], []
    for group in groups:
        so_far += group.tables
        expected.append([group.name, *sorted(so_far)])
    assert [[name, *sorted(tables)] for name, *tables in filled_lines(stdout)] == expected


def initialized_after_markers(lines, initialized: str) -> dict:
    """Returns {holder: the last `fill ...` marker line before the line in which the
    regular expression `initialized` (one group: the holder's name) finds that
    the runtime initialized the holder}, from a driver's output interleaved with
    its runtime's class-initialization log (Java's -Xlog:class+init, mono's --trace)."""
    import re

    marker, out = None, {}
    for line in lines:
        if line.startswith("fill"):
            marker = line
        found = re.search(initialized, line)
        if found:
            out[found.group(1)] = marker
    return out


def slider_perfts(depths: Optional[Sequence[int]] = None, sedlak: bool = True) -> List[Tuple[str, int, int]]:
    """Returns (FEN, depth, published count) of the positions a technique's perft
    counts, as tests/proofs/test_perft_compiled.py asks each C technique: CPW's at the
    deepest depth within some ten thousand nodes (those of `depths`, all by default),
    then Sedlak's (where `sedlak`)."""
    from tests.perft.positions import CPW_RESULTS, SEDLAK

    asked = (("kiwipete", 3), ("position3", 4), ("position4", 3), ("position5", 3), ("initial", 3))
    cpw = [(CPW_RESULTS[name][0], depth, CPW_RESULTS[name][1][depth - 1]) for name, depth in asked if depths is None or depth in depths]
    return cpw + (list(SEDLAK.values()) if sedlak else [])


def check_published_perfts(command: Sequence[str], perfts: Optional[Sequence[Tuple[str, int, int]]] = None) -> None:
    """Asserts that a perft program (`command`) counts the published number of each
    of `perfts` (slider_perfts() by default), one run a depth."""
    perfts = slider_perfts() if perfts is None else perfts
    for depth in sorted({depth for _, depth, _ in perfts}):
        asked = [(fen, nodes) for fen, d, nodes in perfts if d == depth]
        answers = perft_each(command, [fen for fen, _ in asked], depth)
        assert [int(answer[-1]) for answer in answers] == [nodes for _, nodes in asked], depth


def check_every_lookup_checked(source: str, held: str, output: str, checked: str) -> None:
    """Asserts that the rook and bishop lookups a package's module holds (each match of
    `held` in its `source`, group 1 the lookup's name) are those its self-test checked,
    each on its 102,400 or 5,248 occupancies (each match of `checked` in the run's
    `output`: the name, then the count)."""
    lookups = re.findall(held, source, flags=re.M)
    expected = sorted((name, "102400" if name.lower().startswith("rook") else "5248") for name in lookups)
    assert sorted(re.findall(checked, output, flags=re.M)) == expected, output


def table_shapes() -> List[Tuple[str, Tuple[int, ...]]]:
    """Returns (name, shape) of every table of the contract, in output order: what
    each driver's `tables` prints (the same in every mapping)."""
    from bitboard_tables.tables import compute_tables

    return [(t.name, t.shape) for t in compute_tables()]

