"""A cache on disk of what every generation computes the same way.

Four kinds of result are kept, each under a key that changes whenever the result
could:

- `persistent` functions (the tables, the fast-path structures): keyed by the
  function, its arguments, the bytes of every source file of this package and
  the Python version, so that any edit of the generator computes them afresh;
- the text of every output file (`output_text`), compressed: keyed by the file,
  the options that chose it, the sources and the installed black's, Jinja2's and
  MarkupSafe's files (`installed`);
- black's formatting of the code of bitboards.py (`black_memo`): keyed by the
  exact text given to black, the Python version and the installed black's files;
- the templates compiled by Jinja2 (`template_cache`, in jinja/): Jinja2 keeps
  each template's checksum beside its code and compiles it again when it changes;
  the checksum here also holds the sources of this package, since Jinja2 calls a
  filter given only constants as it compiles, so its answer is in the code, and
  the installed Jinja2's and MarkupSafe's files, whose compiler wrote the code.

The cache lives in $BITBOARD_TABLES_CACHE_DIR, else in the user's cache directory
($XDG_CACHE_HOME/bitboard-tables, ~/.cache/bitboard-tables); setting
BITBOARD_TABLES_CACHE_DIR to the empty string turns it off. It only ever saves
time: an entry that cannot be read is computed again, one that cannot be written
is not kept, and the directory is bounded (`prune`): past LIMIT bytes the least
recently used entries go, when a process first writes to it.
"""

from __future__ import annotations

import functools
import hashlib
import os
import pickle
import sys
import tempfile
import zlib
from pathlib import Path
from typing import Any, Callable, Iterable, Optional, Tuple, TypeVar, Union

ENVIRONMENT = "BITBOARD_TABLES_CACHE_DIR"
FORMAT = b"bitboard-tables cache 1"  # changes when an entry's layout does
LIMIT = 256 << 20  # bytes the directory may hold; beyond them the least recently used entries go
# the packages whose files decide black's formatting, and Jinja2's rendering and compiled code
FORMATTER = ("black", "blib2to3")
RENDERER = ("jinja2", "markupsafe")
PACKAGE_DIR = Path(__file__).resolve().parent

T = TypeVar("T")


_disabled = False  # set by --no-cache
_bounded: set = set()  # the directories this process has pruned


def disable() -> None:
    """Turns the cache off for the rest of this process (--no-cache): nothing is read or written."""
    global _disabled
    _disabled = True


def directory() -> Optional[Path]:
    """Returns the cache directory, or None when caching is turned off."""
    if _disabled:
        return None
    chosen = os.environ.get(ENVIRONMENT)
    if chosen is not None:
        return Path(chosen) if chosen else None
    if sys.platform == "win32":
        base = os.environ.get("LOCALAPPDATA") or str(Path.home() / "AppData" / "Local")
    elif sys.platform == "darwin":
        base = str(Path.home() / "Library" / "Caches")
    else:
        base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "bitboard-tables"


def digest(parts: Iterable[Union[str, bytes]]) -> str:
    """Returns the hex SHA-256 of `parts`, each length-prefixed so that no two
    different sequences of parts share a digest."""
    h = hashlib.sha256(FORMAT)
    for part in parts:
        data = part.encode("utf-8") if isinstance(part, str) else part
        h.update(len(data).to_bytes(8, "little"))
        h.update(data)
    return h.hexdigest()


@functools.lru_cache(maxsize=1)
def sources_digest() -> str:
    """Returns the digest of every file of this package (its Python sources and, in a
    wheel, its templates) and of the Python version."""
    files = sorted(p for p in PACKAGE_DIR.rglob("*") if p.is_file() and "__pycache__" not in p.parts)
    parts = [sys.version]
    for path in files:
        parts += [path.relative_to(PACKAGE_DIR).as_posix(), path.read_bytes()]
    return digest(parts)


def memoized(kind: str, key: str, compute: Callable[[], T]) -> T:
    """Returns the result kept under `kind` and `key` (a digest), or `compute()`,
    which it keeps there."""
    where = directory()
    if where is None:
        return compute()
    path = where / f"{kind}-{key}.pickle"
    try:
        with open(path, "rb") as f:
            result = pickle.load(f)
        os.utime(path)  # the most recently used entries are the ones kept
        return result
    except Exception:  # missing, unreadable, or written by another version: compute
        pass
    result = compute()
    _store(where, kind, path, result)
    return result


def _store(where: Path, kind: str, path: Path, result: Any) -> None:
    tmp = None
    try:
        where.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{kind}-", suffix=".tmp", dir=str(where))
        with os.fdopen(fd, "wb") as f:
            pickle.dump(result, f, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(tmp, path)
        tmp = None
        if where not in _bounded:  # once a process: a scan of the whole directory
            _bounded.add(where)
            prune(where)
    except OSError:  # a read-only or full disk: the cache only saves time
        pass
    finally:
        if tmp is not None and os.path.exists(tmp):
            os.unlink(tmp)


def prune(where: Path, limit: int = LIMIT) -> None:
    """Removes the least recently used entries of the cache directory `where` (of
    every kind, and Jinja2's) while they hold more than `limit` bytes. A process
    prunes before the first entry it writes, so the directory holds at most LIMIT
    bytes and what one process has written since."""
    entries = []
    for top, _, names in os.walk(where):
        for name in names:
            if name.startswith("."):  # being written
                continue
            try:
                stat = os.stat(os.path.join(top, name))
            except OSError:  # removed by another process meanwhile
                continue
            entries.append((stat.st_mtime_ns, stat.st_size, os.path.join(top, name)))
    total = sum(size for _, size, _ in entries)
    for _, size, path in sorted(entries):
        if total <= limit:
            break
        try:
            os.unlink(path)
        except OSError:
            pass
        total -= size


def persistent(fn: Callable[..., T]) -> Callable[..., T]:
    """Returns `fn` with its results kept in the cache, keyed by its name, its
    arguments (by repr) and the sources of this package: for functions whose
    result depends on nothing else."""

    @functools.wraps(fn)
    def cached(*args, **kwargs):
        key = digest([fn.__module__, fn.__qualname__, repr(args), repr(sorted(kwargs.items())), sources_digest()])
        return memoized(fn.__name__, key, lambda: fn(*args, **kwargs))

    return cached


@functools.lru_cache(maxsize=None)
def installed(packages: Tuple[str, ...]) -> Optional[str]:
    """Returns the Python version and the real path, size and time of every file of
    the installed `packages` (black's, or Jinja2's and MarkupSafe's), which change
    whenever another version is installed or a file is edited; None when one cannot
    be found."""
    import importlib.util

    parts = [sys.version]
    for package in packages:
        spec = importlib.util.find_spec(package)
        if spec is None or not spec.submodule_search_locations:
            return None
        for top, directories, names in os.walk(os.path.realpath(list(spec.submodule_search_locations)[0])):
            directories[:] = sorted(d for d in directories if d != "__pycache__")
            for path in (os.path.join(top, name) for name in sorted(names)):
                try:
                    stat = os.stat(path)
                except OSError:
                    return None
                parts.append(f"{path} {stat.st_size} {stat.st_mtime_ns}")
    return "\n".join(parts)


def black_memo(text: str) -> str:
    """Returns black's formatting of `text` (its default mode), kept under `text` and
    the installed black's files; black imported (0.1 s) only when the cache lacks it."""

    def format_str() -> str:
        import black

        return black.format_str(text, mode=black.Mode())

    formatter = installed(FORMATTER)
    if formatter is None:
        return format_str()
    return memoized("black", digest([text, formatter]), format_str)


def output_text(name: str, options: str, render: Callable[[], str]) -> str:
    """Returns the text of the output file `name` that `options` choose: `render()`,
    kept compressed (the sliders header: 9 MB to 0.9 MB, 20 ms to expand) under the
    name, the options, the sources of this package and the installed black, Jinja2
    and MarkupSafe."""
    tools = installed(FORMATTER + RENDERER)
    if tools is None:
        return render()
    key = digest([name, options, sources_digest(), tools])
    compressed = memoized(f"text-{name}", key, lambda: zlib.compress(render().encode("utf-8"), 1))
    return zlib.decompress(compressed).decode("utf-8")


def template_cache():
    """Returns a Jinja2 bytecode cache in the cache directory, so that a generation
    loads its templates compiled; None when caching is turned off. Like every
    entry here it only saves time: what cannot be read is compiled, what cannot be
    written is not kept."""
    where = directory()
    renderer = installed(RENDERER)
    if where is None or renderer is None:
        return None
    import jinja2

    class TemplateCache(jinja2.FileSystemBytecodeCache):
        def get_source_checksum(self, source: str) -> str:
            # a filter called with constants (`"// " | contract(...)`) is folded into the
            # compiled code, so an edit of the filter must compile the template again; and
            # another Jinja2 compiles it otherwise
            return digest([source, sources_digest(), renderer])

        def load_bytecode(self, bucket) -> None:
            try:
                super().load_bytecode(bucket)
            except Exception:  # unreadable or written by another version: compile
                bucket.reset()

        def dump_bytecode(self, bucket) -> None:
            try:
                os.makedirs(self.directory, exist_ok=True)
                super().dump_bytecode(bucket)
            except OSError:  # a read-only or full disk
                pass

    return TemplateCache(str(where / "jinja"))
