"""The programs the tests compile, kept between sessions, keyed by what decides them.

A test that compiles a program (C, C++, Rust, Nim, Zig, C#, Go: the build helpers of
tests/drivers/) calls `run` with the command and the program it writes. Where a
build of the same key succeeded before, silently, its program is copied to the
output instead of compiling again: a warm run reuses every program whose inputs
did not change, as an incremental build does; a fresh clone (an empty
KEPT_PROGRAMS) compiles each once.

The key holds everything that decides the program:
- the compiler: its resolved path, that file's size and time, and what its
  version command prints; the CPU's model and flags (a program may be built for
  this machine's CPU); and the time of Debian's package database, which
  changes when any package is installed or upgraded (the system's headers and
  libraries, the linker, the C compilers that rustc and Nim call);
- the command, each directory it reads written as the hash of its sources
  rather than its path (a session's build directory is new each time), and the
  environment variables that steer a compiler (KEY_ENVIRONMENT, and those the
  caller names, whose paths are treated as the command's);
- the bytes of every input: each file the command or those variables name,
  and every source (`suffixes`) under each directory it reads, recursively:
  the directories of the sources it names, and every directory it names (-I,
  -isystem, -L, --path:), and every file a source quotes by its absolute path
  ("/..."; #include, #[path], include!, or Nim's "$projectDir/..." search path in
  a config.nims) and the directory of such a source. A
  file a compiler could reach from there that has no source suffix would be
  missed: the callers name what their languages include.
  Files of Debian's packages (SYSTEM) are not hashed: the package database's
  time stands for them.

A program that holds the path of a source (an assert's or a panic's message,
debug information) holds the one of the build that was kept.

Only a build that succeeds and prints nothing is kept, so a replayed build is
one the tests' assertions (no warning, no message) accept. A build whose
inputs cannot be hashed (a directory of more than MAX_FILES sources) runs
uncached. The cache is bounded (LIMIT: the least recently used programs go
first); it lives in .venv, untracked, so a fresh clone starts without it
and the mutation harness's copies each use their own, deleted with the copy.
BITBOARD_TABLES_KEPT_PROGRAMS=off turns it off; BITBOARD_TABLES_KEPT_LOG=FILE
says which builds were replayed. Several processes may build one key at once:
each writes its program under a name of its own, then renames it.

The verdicts of the formatters and linters (`check`: prettier, gofmt, go vet,
staticcheck, zig fmt; `passed` and `keep` for one run in the test's own
process, black's) are kept in the same store, by the same key with no program
(the configuration files a tool reads, and an npm tool's package.json, named as
its `inputs`): a verdict on the same bytes by the same tool is the same proof.
Only a pass is kept, with what it printed; a failure runs again, its message fresh.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import subprocess
import threading
import time
from functools import lru_cache
from pathlib import Path
from typing import Callable, Dict, List, Mapping, Optional, Sequence, Tuple, Union

from bitboard_tables import cache
from tests.conftest import ROOT

KEPT_PROGRAMS = ROOT / ".venv" / "kept-programs"
LIMIT = 1 << 30  # bytes of kept programs; beyond it the least recently used go
SWITCH = "BITBOARD_TABLES_KEPT_PROGRAMS"  # "off": compile every program, keep none
LOG = "BITBOARD_TABLES_KEPT_LOG"  # a file: each build appends hit, miss or uncached, and its command
MAX_FILES = 400  # the sources a directory may hold to be hashed
# the sources of each language: what its compiler may read beside the files the command names
C_SOURCES = (".c", ".h", ".cc", ".cpp", ".cxx", ".hpp", ".hh", ".hxx", ".inc", ".def", ".ipp", ".tcc")
RUST_SOURCES = (".rs",)
# (not .c: a build directory holds Nim's nimcache, C that names the directory)
NIM_SOURCES = (".nim", ".nims", ".cfg")
ZIG_SOURCES = (".zig", ".zon")
# the environment a compiler (or the compiler or linker it calls) reads
KEY_ENVIRONMENT = (
    "PATH", "CPATH", "C_INCLUDE_PATH", "CPLUS_INCLUDE_PATH", "LIBRARY_PATH", "GCC_EXEC_PREFIX", "COMPILER_PATH",
    "LD_LIBRARY_PATH", "SOURCE_DATE_EPOCH", "RUSTFLAGS", "CC", "CXX", "CFLAGS", "CXXFLAGS", "LDFLAGS",
)  # fmt: skip
# the trees of Debian's packages, which the package database's time stands for (but /usr/local)
SYSTEM = ("/usr/", "/lib", "/bin/", "/sbin/", "/etc/", "/proc/", "/sys/", "/dev/")  # and the kernel's files
PACKAGE_DATABASE = Path("/var/lib/dpkg/status")
SKIPPED_DIRECTORIES = {"node_modules", "__pycache__"}  # and every hidden one
RECENT = 2.0  # seconds: a file changed more recently is hashed on every look


def run(
    command: Sequence[Union[str, Path]],
    suffixes: Sequence[str],
    output: Optional[Path] = None,
    cwd: Optional[Path] = None,
    env: Optional[Mapping[str, str]] = None,
    env_names: Sequence[str] = (),
) -> subprocess.CompletedProcess:
    """Returns the finished `command` (run in `cwd` with `env`), which writes the
    program `output` (None: the one it names, output_of); where a silent, successful
    build of the same key (`key`: `suffixes` the sources it may read, `env_names`
    the variables it reads) kept its program, that program copied to `output` and a
    process that succeeded and said nothing."""
    command = [str(part) for part in command]
    output = output_of(command) if output is None else output
    found = None
    if output is not None and os.environ.get(SWITCH) != "off":
        output = Path(cwd or ".", output)
        found = key(command, output, suffixes, cwd, env, env_names)
    kept = KEPT_PROGRAMS / found[:2] / found if found else None
    if os.environ.get(LOG):
        with open(os.environ[LOG], "a") as log:
            log.write(f"{'uncached' if kept is None else 'hit' if kept.exists() else 'miss'} {' '.join(command)}\n")
    if kept is not None and _copy(kept, output):
        os.utime(kept)  # recently used
        return subprocess.CompletedProcess(command, 0, "", "")
    before = _identity(output) if kept is not None else None
    proc = subprocess.run(command, capture_output=True, text=True, cwd=cwd, env=None if env is None else dict(env))
    if kept is not None and silent(proc) and _identity(output) not in (None, before):  # a program it wrote
        _store(kept, lambda partial: shutil.copy(output, partial))
    return proc


def _store(kept: Path, write: Callable[[Path], object]) -> None:
    """Keeps at `kept` what `write` writes to the path it is given: under a name of
    this writer's own, renamed whole or not at all."""
    kept.parent.mkdir(parents=True, exist_ok=True)
    partial = kept.with_name(f".{kept.name}.{os.getpid()}.{threading.get_ident()}.{time.monotonic_ns()}")
    write(partial)
    partial.replace(kept)
    prune()


def check(
    command: Sequence[Union[str, Path]],
    suffixes: Sequence[str],
    cwd: Optional[Path] = None,
    env: Optional[Mapping[str, str]] = None,
    env_names: Sequence[str] = (),
    inputs: Sequence[Path] = (),
    passes: Callable[[subprocess.CompletedProcess], bool] = lambda proc: proc.returncode == 0,
    timeout: Optional[float] = None,
) -> subprocess.CompletedProcess:
    """Returns the finished check `command` (a formatter's or a linter's, which
    writes nothing; run in `cwd` with `env`); where a run of the same key (`key` with
    no program, `inputs` the files and directories it reads beside those it names)
    passed before, that pass replayed: status 0 and what it printed. A run that
    `passes` is kept."""
    command = [str(part) for part in command]
    found = key(command, None, suffixes, cwd, env, env_names, inputs) if os.environ.get(SWITCH) != "off" else None
    said = passed(found, command)
    if said is not None:
        return subprocess.CompletedProcess(command, 0, *said)
    proc = subprocess.run(command, capture_output=True, text=True, cwd=cwd, env=None if env is None else dict(env), timeout=timeout)
    if passes(proc):
        keep(found, proc.stdout, proc.stderr)
    return proc


def configurations(paths: Sequence[Path], names: Sequence[str]) -> List[Path]:
    """Returns the files of `names` (a tool's configuration) that a tool run on
    `paths` finds, searching from each path's directory (a directory's own) up."""
    found: Dict[Path, None] = {}
    for path in map(Path, paths):
        path = path.resolve()
        for directory in [path] * path.is_dir() + list(path.parents):
            found.update((directory / name, None) for name in names if (directory / name).is_file())
    return list(found)


def silent(proc: subprocess.CompletedProcess) -> bool:
    """Whether a build or a check passed and said nothing (a program kept by `run`;
    gofmt -l, go vet, zig fmt --check, staticcheck)."""
    return proc.returncode == 0 and not proc.stdout + proc.stderr


def verdict_key(parts: Sequence[str]) -> Optional[str]:
    """Returns the key of a verdict given in the test's own process (black's) on
    `parts`: the tool's identity, its options and the text judged; None where a
    part is None (a tool that cannot be named)."""
    if os.environ.get(SWITCH) == "off" or any(part is None for part in parts):
        return None
    return cache.digest(["verdict 1", *parts])


def passed(found: Optional[str], command: Sequence[str] = ()) -> Optional[Tuple[str, str]]:
    """Returns what the pass kept under `found` printed (stdout, stderr), or None
    where none is kept."""
    kept = KEPT_PROGRAMS / found[:2] / found if found else None
    if os.environ.get(LOG):
        with open(os.environ[LOG], "a") as log:
            log.write(f"{'uncached' if kept is None else 'hit' if kept.exists() else 'miss'} {' '.join(command)}\n")
    try:
        said = json.loads(kept.read_text()) if kept else None
    except (OSError, ValueError):  # never kept, pruned meanwhile, or being written
        return None
    os.utime(kept)  # recently used
    return said[0], said[1]


def keep(found: Optional[str], stdout: str = "", stderr: str = "") -> None:
    """Keeps a pass under `found` (None: nothing), with what it printed."""
    if found is not None:
        _store(KEPT_PROGRAMS / found[:2] / found, lambda partial: partial.write_text(json.dumps([stdout, stderr])))


def output_of(command: Sequence[str]) -> Optional[Path]:
    """Returns the file `command` writes: what follows its last -o (or is joined to
    -o:, Nim's, or -femit-bin=, Zig's), or the one file of rustc's --emit KIND=PATH;
    None where it names none."""
    for before, part in reversed(list(zip(["", *command], command))):
        if before == "-o":
            return Path(part)
        if before == "--emit" and "=" in part and "," not in part:
            return Path(part.split("=", 1)[1])
        for flag in ("-o:", "-femit-bin="):
            if part.startswith(flag):
                return Path(part[len(flag) :])
    return None


def _identity(path: Path) -> Optional[tuple]:
    """Returns what tells a file at `path` from the one there before (None: no file)."""
    try:
        stat = path.stat()
    except FileNotFoundError:
        return None
    return (stat.st_ino, stat.st_mtime_ns, stat.st_size)


def _copy(kept: Path, output: Path) -> bool:
    """Copies `kept` (its bytes and mode) to `output`; returns False where it is not kept."""
    try:
        shutil.copy(kept, output)
    except FileNotFoundError:  # never kept, or pruned meanwhile
        return False
    return True


def key(
    command: Sequence[str],
    output: Optional[Path],
    suffixes: Sequence[str],
    cwd: Optional[Path] = None,
    env: Optional[Mapping[str, str]] = None,
    env_names: Sequence[str] = (),
    inputs: Sequence[Path] = (),
) -> Optional[str]:
    """Returns the key of the build of `output` by `command` (see the module's
    docstring; None: a check's verdict, `inputs` what else it reads), or None
    where its compiler is missing or an input can not be hashed."""
    env = os.environ if env is None else env
    base = Path(cwd) if cwd else Path.cwd()
    tool = shutil.which(command[0], path=env.get("PATH")) if os.sep not in command[0] else str(base / command[0])
    if tool is None:
        return None
    named = {name: env.get(name) for name in (*KEY_ENVIRONMENT, *env_names)}
    files: Dict[Path, None] = {}  # what the command, the variables and the sources name, in order
    directories: Dict[Path, None] = {}  # the directories it reads, in order

    def add(path: Path) -> None:
        if (output is not None and path == output.resolve()) or (str(path).startswith(SYSTEM) and not str(path).startswith("/usr/local/")):
            return
        if path.is_file():
            files[path] = None
            if path.suffix in suffixes:
                directories.setdefault(path.parent, None)
        elif path.is_dir():
            directories.setdefault(path, None)

    for value in [*command[1:], *(v for v in named.values() if v is not None), *map(str, inputs)]:
        for candidate in _named_paths(value):
            add((base / candidate).resolve())
    hashed: Dict[str, str] = {}
    while len(hashed) < len(directories):  # each directory's sources may name more by absolute path
        for directory in [d for d in directories if str(d) not in hashed]:
            sources = _sources(directory, tuple(suffixes))
            if sources is None:
                return None
            digest = hashlib.sha256()
            for source in sources:
                digest.update(f"{source.relative_to(directory)}\0{_file_digest(source)}\0".encode())
                for named_path in _absolute_paths(source):  # #include "/...", #[path = "/..."]
                    if not named_path.startswith(SYSTEM):
                        add(Path(named_path).resolve())
            hashed[str(directory)] = f"<{digest.hexdigest()[:16]}>"
    program = {str(output.resolve().parent): "<output>"} if output is not None else {}
    places = sorted({**program, **hashed}.items(), key=lambda item: -len(item[0]))

    def placed(text: str) -> str:
        for path, token in places:
            text = text.replace(path, token)
        return text

    lines = ["kept 1" if output is not None else "verdict 1", _tool(tool, command[0]), _package_database(), _machine()]
    lines += [placed(part) for part in command[1:]]
    lines += [f"${name}={placed(value)}" for name, value in named.items() if value is not None]
    lines += [f"{placed(str(path))} {_file_digest(path)}" for path in files]
    lines += sorted(hashed.values())  # each directory read, the command's and those its sources name
    return hashlib.sha256("\0".join(lines).encode()).hexdigest()


def _named_paths(value: str) -> List[str]:
    """Returns what in a command's argument (or a variable's value) may name a file
    or directory: all of it, what follows -I, -L, -o or @, and what follows its first
    = or : (-femit-bin=PATH, --nimcache:PATH, -Mname=PATH)."""
    out = [value]
    if value.startswith("@"):
        out.append(value[1:])
    if value.startswith("-"):
        if value[:2] in ("-I", "-L", "-o"):
            out.append(value[2:])
        for sep in "=:":
            if sep in value:
                out.append(value.split(sep, 1)[1])
    return [p for p in out if p and "\0" not in p]


def _tool(path: str, called: str) -> str:
    """Returns what names the compiler at `path`: its real path, size and time, and
    what `called --version` (or `called version`, Zig's) prints."""
    real = os.path.realpath(path)
    stat = os.stat(real)
    return f"{called} {real} {stat.st_size} {stat.st_mtime_ns}\n{_version(path, real, stat.st_size, stat.st_mtime_ns)}"


@lru_cache(maxsize=None)
def _version(path: str, *identity) -> str:
    """Returns what `path --version` (or `path version`, Zig's) prints; `identity`
    (its real path, size and time) asks again when the file changes."""
    said = ""
    for asked in ("--version", "version"):
        proc = subprocess.run([path, asked], capture_output=True, text=True)
        said = proc.stdout + proc.stderr
        if proc.returncode == 0 and said.strip():
            break
    return said


@lru_cache(maxsize=None)
def _machine() -> str:
    """Returns the CPU's model and flags as /proc/cpuinfo lists them (Zig builds for
    the machine's CPU unless told otherwise; "" where there is none to read)."""
    try:
        lines = Path("/proc/cpuinfo").read_text().splitlines()
    except OSError:
        return ""
    return "\n".join(dict.fromkeys(line for line in lines if line.startswith(("model name", "flags"))))


def _package_database() -> str:
    """Returns the size and time of Debian's package database ("" where there is none)."""
    try:
        stat = PACKAGE_DATABASE.stat()
    except OSError:
        return ""
    return f"{stat.st_size} {stat.st_mtime_ns}"


def _remembered(memo: Dict[tuple, object], path: Path, compute):
    """Returns compute(path), kept in `memo` for this process where the file at `path`
    last changed more than RECENT seconds ago (as git trusts its index: a change
    after that gives it a new time)."""
    stat = path.stat()
    seen = (str(path), stat.st_ino, stat.st_size, stat.st_mtime_ns, stat.st_ctime_ns)
    if seen in memo:
        return memo[seen]
    value = compute(path)
    if time.time() - max(stat.st_mtime, stat.st_ctime) > RECENT:
        memo[seen] = value
    return value


_FILE_DIGESTS: Dict[tuple, str] = {}


def _file_digest(path: Path) -> str:
    """Returns the sha256 of the file at `path` (remembered: _remembered)."""
    return _remembered(_FILE_DIGESTS, path, lambda p: hashlib.sha256(p.read_bytes()).hexdigest())


def _sources(directory: Path, suffixes: Tuple[str, ...]) -> Optional[List[Path]]:
    """Returns every source (`suffixes`) under `directory` (hidden directories and
    SKIPPED_DIRECTORIES aside), in order, or None where there are more than MAX_FILES."""
    sources = []
    for top, subdirectories, names in os.walk(directory):
        subdirectories[:] = sorted(d for d in subdirectories if not d.startswith(".") and d not in SKIPPED_DIRECTORIES)
        sources += [Path(top, name) for name in sorted(names) if name.endswith(suffixes)]
        if len(sources) > MAX_FILES:
            return None
    return [source for source in sources if source.is_file()]


_ABSOLUTE_PATHS: Dict[tuple, List[str]] = {}


def _absolute_paths(path: Path) -> List[str]:
    """Returns the absolute paths the file at `path` quotes ("/...", or Nim's
    "$projectDir/...", a config.nims's search path, from the file's own directory),
    remembered as _file_digest's digests are."""
    return _remembered(_ABSOLUTE_PATHS, path, _quoted_paths)


def _quoted_paths(path: Path) -> List[str]:
    """Returns the paths the file at `path` quotes, as _absolute_paths says, read anew."""
    quoted = re.findall(rb'"((?:\$projectDir)?/[^"\n]{1,1000})"', path.read_bytes())
    return [m.decode(errors="surrogateescape").replace("$projectDir", str(path.parent), 1) for m in quoted]


def prune(limit: int = LIMIT) -> None:
    """Removes the least recently used kept programs while they hold more than
    `limit` bytes (as the generator's cache is bounded: bitboard_tables/cache.py)."""
    cache.prune(KEPT_PROGRAMS, limit)
