"""The registry of output languages: one folder each, found here.

Each folder `languages/<name>/` is a package that holds everything the tool knows
about one language and exports it as LANGUAGE (see language.py): its files,
syntax, types, filters, templates and reader. `LANGUAGES` is every such package,
in the order of their names; everything that lists languages derives from it:
the files a generation writes (`render_outputs`), the reader a generated file
goes to (`parse_generated`), the choices of `--lang`, `list` and the command
line's help. Adding a language is adding its folder.
"""

from __future__ import annotations

import importlib
import pkgutil
from dataclasses import replace
from pathlib import Path
from typing import Dict, Tuple

from ..cache import output_text
from ..parse import GeneratedFile, NotGenerated, Reading, banner_line, banner_mapping, one_line, read_bytes
from ..selection import Selection, file_selection
from .language import Language, OutputFile


def _found() -> Tuple[Language, ...]:
    """Returns the LANGUAGE of every package in this folder, by name; raises
    ImportError for a package that exports none or names another folder."""
    found = []
    for package in sorted(info.name for info in pkgutil.iter_modules(__path__) if info.ispkg):
        language = getattr(importlib.import_module(f"{__name__}.{package}"), "LANGUAGE", None)
        if not isinstance(language, Language) or language.name != package:
            raise ImportError(f"bitboard_tables/languages/{package}/ exports no LANGUAGE named {package!r}")
        found.append(language)
    return tuple(found)


# every language, in the order their files are written and listed
LANGUAGES: Tuple[Language, ...] = _found()
LANGUAGE_NAMES = tuple(language.name for language in LANGUAGES)
OUTPUT_NAMES = tuple(name for language in LANGUAGES for name in language.file_names)


def outputs_text(conjunction: str) -> str:
    """Returns every output file named in a sentence: `bitboards.py, ... or bitboards.rs`."""
    return ", ".join(OUTPUT_NAMES[:-1]) + f" {conjunction} " + OUTPUT_NAMES[-1]


def chosen(selection: Selection) -> Tuple[Language, ...]:
    """Returns the languages of `selection`, in registry order."""
    if selection.languages is None:
        return LANGUAGES
    return tuple(language for language in LANGUAGES if language.name in selection.languages)


def file_names(selection: Selection, wanted: bool = False) -> Tuple[str, ...]:
    """Returns the name of every file of every chosen language under `selection` (C#'s
    follows its class), of those `selection.files` names when it names some; with
    `wanted`, of those the selection gets (bitboards_sliders.h only with every
    table), whatever `selection.files` names."""
    if wanted:
        every = replace(selection, files=None)
        found = [(f, language) for language in chosen(every) for f in language.files]
        return tuple(f.file_name(every) for f, language in found if f.wanted(file_selection(every, language, f)))
    names = tuple(f.file_name(selection) for language in chosen(selection) for f in language.files)
    return names if selection.files is None else tuple(n for n in names if n in selection.files)


def spelled(name: str, contract_names, languages=None) -> Dict[str, Tuple[str, ...]]:
    """Returns {contract name: the titles of the languages that write it `name`} of the
    `contract_names` that some language of `languages` (every one by default) writes
    as `name` and the contract does not (RookAttacks: {"rook_attacks": ("C#", "Go")})."""
    found: Dict[str, Tuple[str, ...]] = {}
    for contract in contract_names:
        titles = tuple(l.title for l in languages or LANGUAGES if contract != name and l.names(contract) == name)
        if titles:
            found[contract] = titles
    return found


def sliders_file() -> Tuple[Language, OutputFile]:
    """Returns the first language of the registry that writes the slider techniques
    in a file of their own, and that file (C's bitboards_sliders.h): where `list`
    and `show` say the techniques' tables are."""
    return next((language, f) for language in LANGUAGES for f in language.files if f.sliders)


def engine_files() -> Tuple[Tuple[Language, OutputFile], ...]:
    """Returns each language that writes the engine tables (tables.ENGINE_TABLES) in a
    file of their own, with that file (C's bitboards_engine.h): where `list` says
    they are."""
    return tuple((language, f) for language in LANGUAGES for f in language.files if f.engine)


def is_output_name(name: str) -> bool:
    """Returns True if some file of some language has the name `name` under some
    selection (bitboards.h, MyEngine.cs)."""
    return any(f.may_be_named(name) for language in LANGUAGES for f in language.files)


def render_outputs(selection: Selection) -> Dict[str, str]:
    """Returns {file name: text} of every file of every chosen language that
    `selection` gets, in registry order, each rendered from its own selection
    (`file_selection`); each text from the cache when it holds it."""
    outputs = {}
    for language in chosen(selection):
        for f in language.files:
            name = f.file_name(selection)
            one = file_selection(selection, language, f)
            if (selection.files is None or name in selection.files) and f.wanted(one):
                outputs[name] = output_text(name, repr((one.options, one.functions, one.variants)), lambda f=f, one=one: f.render(one))
    return outputs


def language_of(first_line: str, path: Path) -> Language:
    """Returns the language that wrote a file whose first line is `first_line`: the one
    whose banner opens it; where several do, the one that writes a file of `path`'s
    suffix. Raises NotGenerated."""
    candidates = [language for language in LANGUAGES if first_line.startswith(language.banner)]
    by_suffix = [l for l in candidates if any(Path(name).suffix == path.suffix for name in l.file_names)]
    found = by_suffix or candidates
    if not found:
        raise NotGenerated(f"{path}: not a generated file (no output language opens its first line so)")
    return found[0]


def read_generated(path: Path) -> GeneratedFile:
    """Returns the tables and functions of the generated file at `path`.
    Raises NotGenerated, naming the file and the reason, for anything else."""
    return parse_generated(read_bytes(path), path)


def parse_generated(data: bytes, path: Path) -> GeneratedFile:
    """Returns the tables and functions of generated file contents `data`, which
    came from (or will go to) `path`. Raises NotGenerated as `read_generated`."""
    text, first = banner_line(data, path)
    mapping = banner_mapping(text, path)
    language = language_of(first, path)
    try:
        found: Reading = language.read(text, mapping)
    except (SyntaxError, ValueError) as exc:
        raise NotGenerated(f"{path}: cannot read its tables: {one_line(exc)}") from None
    return GeneratedFile(
        path, language.name, found.prefix, found.tables, found.functions, data, mapping, found.private, found.scope
    )


__all__ = [
    "LANGUAGES", "LANGUAGE_NAMES", "OUTPUT_NAMES", "Language", "file_names", "render_outputs", "parse_generated",
    "read_generated",
]
