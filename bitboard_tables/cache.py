"""A cache on disk of what every generation computes the same way.

Four kinds of result are kept, each under a key that changes whenever the result
could:

- `persistent` functions (the tables, the fast-path structures): keyed by the
  function, its arguments, the bytes of every source file of this package and
  the Python version, so that any edit of the generator computes them afresh;
- the text of every output file (`output_text`), compressed: keyed by the file,
  the options that chose it, the sources and the installed black's files;
- black's formatting of the code of bitboards.py (`black_memo`): keyed by the
  exact text given to black and the installed black's files;
- the templates compiled by Jinja2 (`template_cache`, in jinja/): Jinja2 keeps
  each template's checksum beside its code and compiles it again when it changes;
  the checksum here also holds the sources of this package, since Jinja2 calls a
  filter given only constants as it compiles, so its answer is in the code.

The cache lives in $BITBOARD_TABLES_CACHE_DIR, else in the user's cache directory
($XDG_CACHE_HOME/bitboard-tables, ~/.cache/bitboard-tables); setting
BITBOARD_TABLES_CACHE_DIR to the empty string turns it off. It only ever saves
time: an entry that cannot be read is computed again, one that cannot be written
is not kept, and a kind keeps only its few most recent entries.
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
from typing import Any, Callable, Iterable, Optional, TypeVar, Union

ENVIRONMENT = "BITBOARD_TABLES_CACHE_DIR"
FORMAT = b"bitboard-tables cache 1"  # changes when an entry's layout does
KEEP = 8  # entries kept per kind
PACKAGE_DIR = Path(__file__).resolve().parent

T = TypeVar("T")


_disabled = False  # set by --no-cache


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
        entries = sorted(where.glob(f"{kind}-*.pickle"), key=lambda p: p.stat().st_mtime_ns, reverse=True)
        for old in entries[KEEP:]:
            old.unlink()
    except OSError:  # a read-only or full disk: the cache only saves time
        pass
    finally:
        if tmp is not None and os.path.exists(tmp):
            os.unlink(tmp)


def persistent(fn: Callable[..., T]) -> Callable[..., T]:
    """Returns `fn` with its results kept in the cache, keyed by its name, its
    arguments (by repr) and the sources of this package: for functions whose
    result depends on nothing else."""

    @functools.wraps(fn)
    def cached(*args, **kwargs):
        key = digest([fn.__module__, fn.__qualname__, repr(args), repr(sorted(kwargs.items())), sources_digest()])
        return memoized(fn.__name__, key, lambda: fn(*args, **kwargs))

    return cached


@functools.lru_cache(maxsize=1)
def _installed_black() -> Optional[str]:
    """Returns the path, size and time of the installed black's files, which change
    whenever another black is installed; None when they cannot be read."""
    import importlib.util

    spec = importlib.util.find_spec("black")
    origin = spec.origin if spec is not None and spec.origin else ""
    try:
        stat = os.stat(origin)
    except OSError:
        return None
    return f"{origin} {stat.st_size} {stat.st_mtime_ns}"


def black_memo(text: str) -> str:
    """Returns black's formatting of `text` (its default mode), kept under `text` and
    the installed black's files; black imported (0.1 s) only when the cache lacks it."""

    def format_str() -> str:
        import black

        return black.format_str(text, mode=black.Mode())

    installed = _installed_black()
    if installed is None:
        return format_str()
    return memoized("black", digest([text, installed]), format_str)


def output_text(name: str, options: str, render: Callable[[], str]) -> str:
    """Returns the text of the output file `name` that `options` choose: `render()`,
    kept compressed (the sliders header: 9 MB to 0.9 MB, 20 ms to expand) under the
    name, the options, the sources of this package and the installed black."""
    installed = _installed_black()
    if installed is None:
        return render()
    key = digest([name, options, sources_digest(), installed])
    # a kind per file, so that each file keeps its own KEEP entries, however many files
    # a generation writes
    compressed = memoized(f"text-{name}", key, lambda: zlib.compress(render().encode("utf-8"), 1))
    return zlib.decompress(compressed).decode("utf-8")


def template_cache():
    """Returns a Jinja2 bytecode cache in the cache directory, so that a generation
    loads its templates compiled; None when caching is turned off. Like every
    entry here it only saves time: what cannot be read is compiled, what cannot be
    written is not kept."""
    where = directory()
    if where is None:
        return None
    import jinja2

    class TemplateCache(jinja2.FileSystemBytecodeCache):
        def get_source_checksum(self, source: str) -> str:
            # a filter called with constants (`"// " | contract(...)`) is folded into the
            # compiled code, so an edit of the filter must compile the template again
            return digest([source, sources_digest()])

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
