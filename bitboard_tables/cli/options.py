"""The options of `generate`: each from its flag, else from the configuration, else
its default, checked, with a one-line error naming where a bad value came from."""

from __future__ import annotations

import difflib
import os
import re
from pathlib import Path
from typing import Callable, List, Optional, Sequence, Tuple, TypeVar

from .. import config as configuration
from ..functions import FUNCTIONS, board_functions
from ..languages import LANGUAGE_NAMES, LANGUAGES, spelled
from ..board import BOARD, Board, parse_board
from ..mapping import DEFAULT_MAPPING, MAPPINGS, Mapping, mapping_named
from ..selection import ALL, DEFAULT_PREFIX, PROG
from ..tables import NOT_ON_8X8, ONLY_ON_8X8, ZONES, compute_tables

# what a board lacks not for now but for what it means: a zone it has no room for, Polyglot and castling
NEVER_ON_A_BOARD = (*ZONES, *ONLY_ON_8X8, "polyglot_piece_key")

C_IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")
T = TypeVar("T")


class UsageError(Exception):
    """Bad input: reported as one line on stderr with exit status 2."""


def resolve(flag: str, given, settings: configuration.Config, key: str, default: T, parse: Callable[[object, str], T]) -> T:
    """Returns the option's value: `given` (from `flag`) if it is not None, else the
    configuration's value of `key`, else `default`; a value that is given goes
    through `parse(value, where it came from)`, which raises UsageError."""
    if given is not None:
        return parse(given, flag)
    configured = getattr(settings, key)
    if configured is not None:
        return parse(configured, f"{shown(settings.path)} [{configuration.SECTION}] {key}")
    return default


def shaping(args, settings: configuration.Config) -> Tuple[Optional[List[str]], str, Mapping, Optional[str]]:
    """Returns (only, prefix, mapping, namespace): the options that shape the files,
    which `generate` and `package` take alike, each resolved as `resolve` does; the
    mapping on the board of `--board` (`generate`'s alone)."""
    only = resolve("--only", args.only, settings, "tables", None, names)
    chosen = resolve("--mapping", args.mapping, settings, "mapping", DEFAULT_MAPPING, mapping)
    on = resolve("--board", getattr(args, "board", None), settings, "board", BOARD, board)
    try:
        chosen = chosen.on(on)
    except ValueError as exc:
        raise UsageError(f"--board: {exc}") from None
    if on.is_default:
        lacking = [name for name in only or () if name in NOT_ON_8X8]
        if lacking:
            raise UsageError(f"--only: {lacking[0]} is written on boards other than 8x8 alone (--board)")
    else:
        written = [t.name for t in compute_tables(chosen)]  # the zones a board has among BOARD_TABLES
        written += [f.name for f in board_functions(chosen, written)]  # and the functions that read them
        lacking = [name for name in only or () if name not in written]
        if lacking:
            raise UsageError(
                f"--only: {lacking[0]} is not written for the {on.name} board{'' if lacking[0] in NEVER_ON_A_BOARD else ' yet'}; "
                f"accepted on it: {', '.join(written)}"
            )
    return (
        only,
        resolve("--prefix", args.prefix, settings, "prefix", DEFAULT_PREFIX, prefix),
        chosen,
        resolve("--namespace", args.namespace, settings, "namespace", None, namespace),
    )


def board(text: str, source: str) -> Board:
    """Returns the board `text` names (WxH); raises UsageError."""
    try:
        return parse_board(text)
    except ValueError as exc:
        raise UsageError(f"{source}: {exc}") from None


def board_languages(chosen: Optional[List[str]], on: Board, source: str) -> Optional[List[str]]:
    """Returns the languages written on board `on`: `chosen` (None: every language) on
    the 8x8 board; on another, those of `chosen` that write it, every such language
    for None. Raises UsageError where a chosen language writes the 8x8 board alone,
    or bitboards narrower than the board's numbering needs."""
    if on.is_default:
        return chosen
    able = [language.name for language in LANGUAGES if language.boards and on.width <= language.widest]
    for name in chosen or ():
        if name not in able:
            language = next(language for language in LANGUAGES if language.name == name)
            why = f"writes bitboards of at most {language.widest} bits, and the {on.name} board's numbering needs {on.width}"
            why = why if language.boards else "writes the 8x8 board alone today"
            raise UsageError(f"{source}: {language.title} {why}; accepted with a {on.name} board: {', '.join(able)}")
    return chosen or able


def shown(path: Optional[Path]) -> str:
    """Returns `path` relative to the current directory (empty for None)."""
    return os.path.relpath(path) if path is not None else ""


def did_you_mean(name: str, known: Sequence[str]) -> str:
    same_letters = [k for k in known if k.lower() == name.lower()]
    close = same_letters or difflib.get_close_matches(name, known, n=1)
    return f" (did you mean {close[0]}?)" if close else ""


def listed(value, source: str) -> List[str]:
    """Returns a comma-separated string or a list of strings as its stripped, non-empty items."""
    items = value.split(",") if isinstance(value, str) else list(value)
    return [item.strip() for item in items if item.strip()]


def chosen_names(value, source: str, known: Sequence[str], every: str, nothing: str, unknown: Callable[[str], str], fold=str) -> Optional[List[str]]:
    """Returns the names `value` lists (`listed`, each through `fold`), every one of
    `known`, or None for ALL alone (`every` of them). Raises UsageError where it names
    none (`nothing`: the error's rest), ALL beside names, or a name not known
    (`unknown(name)`: the error's rest)."""
    chosen = [fold(name) for name in listed(value, source)]
    if not chosen:
        raise UsageError(f"{source} names {nothing}")
    if ALL in chosen:
        if len(chosen) > 1:
            raise UsageError(f"{source}: {ALL} asks for {every}; accepted: {ALL} alone, or names")
        return None
    for name in chosen:
        if name not in known:
            raise UsageError(f"{source}: {unknown(name)}")
    return chosen


def names(value, source: str) -> Optional[List[str]]:
    """Returns the table and function names of `value`, each checked, or None for
    `all` (every table and function); raises UsageError."""
    known = [t.name for t in compute_tables()] + [f.name for f in FUNCTIONS] + list(NOT_ON_8X8)
    accepted = f"accepted: the table and function names `{PROG} list` prints"

    def unknown(name: str) -> str:
        # a language's own name (Go's RookAttacks): --only names one subset for every
        # language at once, so it takes the contract's names alone, and says which
        own = [f"{' and '.join(titles)} name of {contract}" for contract, titles in spelled(name, known).items()]
        hint = f" (it is the {'; the '.join(own)})" if own else did_you_mean(name, known)
        return f"unknown table or function {name!r}{hint}; {accepted}, the same for every language"

    nothing = f"nothing; accepted: table and function names, as `{PROG} list` prints them"
    return chosen_names(value, source, known, "every table and function", nothing, unknown)


def languages(value, source: str) -> Optional[List[str]]:
    """Returns the language names of `value` in registry order, or None for `all` (every
    language); raises UsageError."""
    accepted = f"accepted: {', '.join(LANGUAGE_NAMES)}, or {ALL}"
    chosen = chosen_names(
        value, source, LANGUAGE_NAMES, "every language", f"no language; {accepted}",
        lambda name: f"unknown language {name!r}{did_you_mean(name, LANGUAGE_NAMES)}; {accepted}", str.lower,
    )
    return None if chosen is None else [name for name in LANGUAGE_NAMES if name in chosen]


def prefix(text: str, source: str) -> str:
    """Returns the prefix `text` names, without its trailing underscore; raises
    UsageError unless it is a C identifier."""
    stem = text[:-1] if len(text) > 1 and text.endswith("_") else text
    if not C_IDENTIFIER.match(stem):
        raise UsageError(
            f"{source}: {text!r} is not a C identifier; accepted: a letter or _ followed by letters, digits "
            f"and _, as BB or ENG (it becomes ENG_ and eng_)"
        )
    return stem


def namespace(text: str, source: str) -> str:
    """Returns the dotted name `text` (com.example.engine); raises UsageError unless
    each of its parts is an identifier and no keyword of a language that declares
    a package or namespace."""
    accepted = "accepted: identifiers joined by dots, as engine or com.example.engine"
    for part in text.split("."):
        if not C_IDENTIFIER.match(part):
            raise UsageError(f"{source}: {text!r} is not a dotted name; {accepted}")
        keyword_of = [language.title for language in LANGUAGES if part in language.keywords]
        if keyword_of:
            raise UsageError(f"{source}: {part!r} is a keyword of {' and '.join(keyword_of)}; {accepted}, none a keyword")
    return text


def mapping(name: str, source: str) -> Mapping:
    """Returns the square mapping `name` names (any case); raises UsageError."""
    try:
        return mapping_named(name)
    except KeyError:
        raise UsageError(
            f"{source}: unknown square mapping {name!r}{did_you_mean(name.upper(), list(MAPPINGS))}; "
            f"accepted: {', '.join(MAPPINGS)}"
        ) from None


def mappings_help() -> str:
    """Returns each mapping by its formula and its squares 0 and 1 (r = rank, f = file, 0..7)."""
    return "; ".join(f"{m.name} = {m.formula()} ({m.square_name(0)} = 0, {m.square_name(1)} = 1)" for m in MAPPINGS.values())


def out_directory(given: Optional[str], settings: configuration.Config, default: Path) -> Path:
    """Returns --out, else the configuration's `out` (relative to its pyproject.toml,
    shown from here), else `default`."""
    if given is not None:
        return Path(given)
    if settings.out is not None:
        return Path(os.path.relpath(settings.out))
    return default
