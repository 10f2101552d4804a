"""Rendering: lays a selection out through one language's templates.

The data come ready from `bitboard_tables.tables`, `bitboard_tables.functions` and
the selection; the templates only lay them out. Each language folder makes one
`Renderer` of its templates directory, its named filters and the context only its
templates read; this module adds what every template reads (`common_context`)
and the filters every language shares. Choosing what to emit is
`bitboard_tables.selection`, writing files `bitboard_tables.write`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Callable, Dict

from . import __version__, geometry
from .cache import template_cache
from .functions import GROUPS, ranged_arguments
from .literals import hex8, hex64, param_names, shape_text, wrapped
from .mapping import FILE, RANK, Mapping
from .selection import PROG, Selection, regenerate_command

SHARED_FILTERS = dict(
    hex64=hex64,
    hex8=hex8,
    wrapped=wrapped,
    shape_text=shape_text,
    param_names=param_names,
    ranged_arguments=ranged_arguments,
)


@dataclass(frozen=True)
class Enumeration:
    kind: str  # what the constants name
    names: tuple


def enumerations(mapping: Mapping) -> tuple:
    """Returns the enumerations of the outputs; the squares numbered by `mapping`."""
    return (
        Enumeration("direction", geometry.DIRECTION_NAMES),
        Enumeration("color", geometry.COLOR_NAMES),
        Enumeration("piece", geometry.PIECE_NAMES),
        Enumeration("square", tuple(name.upper() for name in mapping.square_names)),
    )


def common_context(selection: Selection) -> dict:
    """Returns what every language's templates read of `selection`."""
    mapping = selection.mapping
    return dict(
        tables=selection.tables,
        table_names={t.name for t in selection.tables},
        functions=selection.functions,
        function_names={f.name for f in selection.functions},
        # how each line lookup reads its line in this mapping (None for other functions)
        lookups={f.name: f.lookup(mapping) for f in selection.functions},
        groups=GROUPS,
        enumerations=enumerations(mapping),
        mapping=mapping,
        mapping_text=mapping.description(),
        numbered_board=mapping.numbered_board(),
        # the square helpers' expressions, in the syntax Python, Rust and most languages share
        square_formulas=dict(
            square=mapping.square_expression(),
            square_file=mapping.coordinate_expression(FILE),
            square_rank=mapping.coordinate_expression(RANK),
        ),
        P=selection.prefix.upper() + "_",
        p=selection.prefix.lower() + "_",
        generator=PROG,
        version=__version__,
        regenerate=regenerate_command(selection),
    )


@dataclass(frozen=True)
class Renderer:
    """The templates of one language, with its filters and its own context."""

    templates: Path  # the language's templates directory
    filters: Dict[str, Callable] = field(default_factory=dict)
    context: Callable[[Selection], dict] = lambda selection: {}  # what only its templates read

    @cached_property
    def environment(self):
        """The language's Jinja2 environment: strict, whitespace-trimmed, with the
        shared filters and its own; made once, so each template is compiled once."""
        import jinja2  # only generating renders: list, show and diff do without it

        env = jinja2.Environment(
            loader=jinja2.FileSystemLoader(str(self.templates)),
            bytecode_cache=template_cache(),
            undefined=jinja2.StrictUndefined,
            trim_blocks=True,
            lstrip_blocks=True,
            keep_trailing_newline=True,
            autoescape=False,
        )
        env.filters.update(SHARED_FILTERS, **self.filters)
        return env

    def render(self, template: str, selection: Selection, **extra) -> str:
        """Returns `template` rendered for `selection`, with `extra` in its context."""
        context = {**common_context(selection), **self.context(selection), **extra}
        return self.environment.get_template(template).render(**context)
