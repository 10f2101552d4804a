"""The record of one output language: everything the tool knows about it.

Each folder `languages/<name>/` builds one `Language` in its `__init__.py`: the
files it writes and how each is rendered, its literal and comment syntax, how it
names the element types and the argument kinds, its reserved words, and its
reader. The registry (`languages/__init__.py`) lists them; nothing outside a
language's folder knows a language by name.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Callable, Dict, Optional, Tuple

from ..literals import Syntax
from ..parse import Reading


def camel(name: str) -> str:
    """Returns a snake_case name in camelCase: xray_rank_attacks is xrayRankAttacks."""
    first, *rest = name.split("_")
    return first + "".join(word.capitalize() for word in rest)


@dataclass(frozen=True)
class OutputFile:
    """One file a language writes."""

    name: str  # "bitboards.h"
    render: Callable  # (Selection) -> the file's text
    # (Selection) -> whether the selection gets the file (bitboards_sliders.h only
    # with everything of bitboards.h it reads); every selection by default
    wanted: Callable = field(default=lambda selection: True)
    # (Selection) -> the file's name under the selection, where it follows a name the
    # options choose (C#'s file is named as its class: MyEngine.cs); None: always `name`
    named: Optional[Callable] = None
    pattern: str = ""  # a regular expression of every name `named` gives (`[A-Za-z_]\w*\.cs`)
    # whether the file holds the slider techniques apart from the language's main file
    # (C's bitboards_sliders.h), so that `list` and `show` can say where their tables are
    sliders: bool = False

    def file_name(self, selection) -> str:
        """Returns the name this file has under `selection`."""
        return self.name if self.named is None else self.named(selection)

    def may_be_named(self, name: str) -> bool:
        """Returns True if this file has the name `name` under some selection."""
        return name == self.name or bool(self.pattern and re.fullmatch(self.pattern, name))


@dataclass(frozen=True)
class Language:
    name: str  # what --lang and `languages = [...]` take: "c"
    title: str  # for people: "C"
    files: Tuple[OutputFile, ...]
    syntax: Syntax  # brackets, comments and literals of a table initializer
    elements: Dict[str, str]  # element type (tables.U64 ...) -> the language's type
    kinds: Dict[str, str]  # argument kind (functions.BITBOARD, INTEGER) -> the language's type
    banner: str  # what the first line of every file it writes starts with: "/*"
    read: Callable[[str, object], Reading]  # (file text, its Mapping) -> Reading; raises ValueError
    reserved: Dict[str, str] = field(default_factory=dict)  # parameter name -> how the language writes it
    takes_prefix: bool = False  # whether --prefix names its identifiers (else it is a namespace of its own)
    prefix_help: str = ""  # what --prefix names, for the help: "PREFIX_ and prefix_ on its names"
    # what --namespace sets, for the help ("its package"); empty: the language declares
    # none, a user's import names the module
    namespace_help: str = ""
    keywords: frozenset = frozenset()  # the words a part of --namespace cannot be
    # a contract name (BEHIND, rook_attacks) -> the name the language writes it by
    # (Behind, RookAttacks), so that a file's own names are read back
    names: Callable[[str], str] = lambda name: name
    # how the language's files are laid out as a package of its ecosystem
    # (bitboard_tables.packaging.Package); None: `package` does not take the language
    package: Optional[object] = None

    @property
    def file_names(self) -> Tuple[str, ...]:
        return tuple(f.name for f in self.files)
