"""The `[tool.bitboard-tables]` table of a user's pyproject.toml.

    [tool.bitboard-tables]
    out = "src/engine/generated"   # relative to the pyproject.toml
    tables = ["BEHIND", "rook_attacks"]   # or "all"
    prefix = "ENG"
    mapping = "BERLEF"                # a square mapping: LERF (the default) ... BEFR
    board = "6x6"                     # files x ranks (8x8 the default; SPEC.md, Boards)
    languages = ["c", "rust"]         # the languages written; every one by default
    namespace = "com.example.engine"  # the Java package, C# and C++ namespace, Go package
    package-name = "engine-tables"    # `package`: the package's name in its ecosystem
    package-version = "1.2.0"         # `package`: its version

The file is looked for in the current directory and its parents, up to the
first directory holding a pyproject.toml, a .git or a .hg. Options given on the
command line override the file. A section whose name is close to this one
(`[tool.bitboard_tables]`) is not read, and draws a warning.
"""

from __future__ import annotations

import difflib
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Optional, Tuple

FILE_NAME = "pyproject.toml"
TOOL_KEY = "bitboard-tables"
SECTION = f"tool.{TOOL_KEY}"
KEYS = {
    "out": "a string (a directory)",
    "tables": "a list of table and function names",
    "prefix": "a string",
    "mapping": "a string (a square mapping)",
    "board": "a string (WxH: files x ranks, as 6x6)",
    "languages": "a list of language names",
    "namespace": "a string (a dotted name)",
    "package-name": "a string (the package's name)",
    "package-version": "a string (MAJOR.MINOR.PATCH)",
}


def _toml():
    """Returns the TOML reader (tomllib, or tomli before Python 3.11), imported only when a
    pyproject.toml is read; None where there is none."""
    try:  # Python 3.11+
        import tomllib
    except ImportError:  # pragma: no cover - Python 3.9 and 3.10
        try:
            import tomli as tomllib  # type: ignore[no-redef]
        except ImportError:
            tomllib = None  # type: ignore[assignment]
    return tomllib


class ConfigError(Exception):
    """A configuration file that cannot be read or holds something unexpected."""


@dataclass(frozen=True)
class Config:
    path: Optional[Path] = None  # the file the settings came from; None when there were none
    out: Optional[Path] = None
    tables: Optional[Tuple[str, ...]] = None
    prefix: Optional[str] = None
    warnings: Tuple[str, ...] = ()  # one line each: what in the file is not read
    mapping: Optional[str] = None  # a mapping name, not yet checked
    languages: Optional[Tuple[str, ...]] = None  # language names, not yet checked
    near_misses: Tuple[str, ...] = ()  # the sections of the warnings: [tool.NAME] meant for this tool
    namespace: Optional[str] = None  # a dotted name, not yet checked
    package_name: Optional[str] = None  # `package`'s name, not yet checked
    package_version: Optional[str] = None  # `package`'s version, not yet checked
    board: Optional[str] = None  # a board (WxH), not yet checked


def find_pyproject(start: Path) -> Optional[Path]:
    """Returns the pyproject.toml of `start` or its nearest parent that has one,
    stopping at a repository root (.git, .hg) or the filesystem root."""
    for directory in (start, *start.parents):
        candidate = directory / FILE_NAME
        if candidate.is_file():
            return candidate
        if (directory / ".git").exists() or (directory / ".hg").exists():
            return None
    return None


def load(start: Path) -> Config:
    """Returns the settings of the `[tool.bitboard-tables]` table found from `start`;
    an empty Config when there is no such file or table. Raises ConfigError."""
    path = find_pyproject(start.resolve())
    if path is None:
        return Config()
    shown = _shown(path, start)
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise ConfigError(f"{shown}: cannot read: {exc.strerror or exc}") from None
    tomllib = _toml()
    if tomllib is None:
        if b"bitboard-tables]" in raw:
            raise ConfigError(f"{shown}: reading it needs Python 3.11 or the tomli package")
        return Config()
    try:
        document = tomllib.loads(raw.decode("utf-8"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise ConfigError(f"{shown}: malformed TOML: {exc}") from None
    tool = document.get("tool", {})
    if not isinstance(tool, dict):
        raise ConfigError(f"{shown}: tool must be a table ([tool.*] sections), not {_toml_type(tool)}")
    near_misses = tuple(f"{shown}: [tool.{name}]" for name in tool if _near_miss(name))
    warnings = tuple(f"{miss} is not read; did you mean [{SECTION}]?" for miss in near_misses)
    section = tool.get(TOOL_KEY)
    if section is None:
        return Config(warnings=warnings, near_misses=near_misses)
    where = f"{shown} [{SECTION}]"
    if not isinstance(section, dict):
        raise ConfigError(f"{where}: must be a table of settings; accepted keys: {', '.join(KEYS)}")
    for key in section:
        if key not in KEYS:
            raise ConfigError(f"{where}: unknown key {key!r}; accepted keys: {', '.join(KEYS)}")
    out, tables, prefix = section.get("out"), section.get("tables"), section.get("prefix")
    mapping, languages, namespace = section.get("mapping"), section.get("languages"), section.get("namespace")
    package_name, package_version = section.get("package-name"), section.get("package-version")
    board = section.get("board")
    strings = (("out", out), ("prefix", prefix), ("mapping", mapping), ("namespace", namespace), ("board", board))
    for key, value in strings + (("package-name", package_name), ("package-version", package_version)):
        if value is not None and not isinstance(value, str):
            raise ConfigError(f"{where}: {key} must be {KEYS[key]}, not {_toml_type(value)}")
    for key, value in (("tables", tables), ("languages", languages)):
        if value is not None and not (isinstance(value, list) and all(isinstance(t, str) for t in value)):
            raise ConfigError(f"{where}: {key} must be {KEYS[key]}, not {_toml_type(value)}")
    return Config(
        path=path,
        out=None if out is None else path.parent / out,
        tables=None if tables is None else tuple(tables),
        prefix=prefix,
        warnings=warnings,
        mapping=mapping,
        languages=None if languages is None else tuple(languages),
        near_misses=near_misses,
        namespace=namespace,
        package_name=package_name,
        package_version=package_version,
        board=board,
    )


def _near_miss(name: str) -> bool:
    """True when the [tool.NAME] section looks meant for this tool but is not its name."""
    if name == TOOL_KEY:
        return False
    words = "".join(c for c in name.lower() if c.isalnum())
    return difflib.SequenceMatcher(None, words, "bitboardtables").ratio() >= 0.8


def _shown(path: Path, start: Path) -> str:
    """Returns `path` relative to `start` (`pyproject.toml`, `../pyproject.toml`)."""
    return os.path.relpath(path, start.resolve())


def _toml_type(value) -> str:
    if isinstance(value, list):
        odd = [v for v in value if not isinstance(v, str)]
        return f"a list holding {_toml_type(odd[0])}" if odd else "a list"
    return {bool: "a boolean", int: "an integer", float: "a number", str: "a string", dict: "a table"}.get(
        type(value), type(value).__name__
    )
