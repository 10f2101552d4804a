"""Rendering: lays the computed tables out as a Python module, a C header, the C
header of the slider techniques and a Rust module.

The data come ready from `generator.tables` and `generator.functions`; the
templates only lay them out. Value formatting lives in the named filters below
(`hex64`, `c_array`, `py_tuple`, `rs_array`, ...), not in template logic. The
outputs are the rows of `OUTPUTS`: a language is one template pair
(templates/bitboards.EXT.j2 and templates/functions.EXT.j2), its filters here and
one row there.
"""

from __future__ import annotations

import os
import re
import secrets
import shlex
import stat
import textwrap
import zlib
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Callable, Dict, List, Optional, Sequence, Tuple

from . import __version__, geometry
from .cache import black_memo, digest, memoized, sources_digest
from .fastpath import fast_paths, rook_names
from .functions import FUNCTIONS, GROUPS, closure, functions_by_name, python_docstring, ranged_arguments
from .mapping import DEFAULT_MAPPING, FILE, RANK, Mapping
from .sliders import HEADER_PIECES, TECHNIQUE_RECORDS, header_tables
from .tables import INT, U8, U64, Table, compute_tables

_HERE = Path(__file__).resolve().parent
# An installed wheel carries templates/ as generator/templates; a checkout has it
# at the top of the repository.
TEMPLATE_DIR = _HERE / "templates" if (_HERE / "templates").is_dir() else _HERE.parent / "templates"
DEFAULT_PREFIX = "BB"
PROG = "bitboard-tables"
ALL = "all"  # `--only all`: every table and function

# how many values one line holds, by element type
VALUES_PER_LINE = {U64: 4, U8: 8, INT: 8}


# --- value filters -------------------------------------------------------------


def hex64(value: int) -> str:
    """Returns `value` as 0x and 16 zero-padded lowercase hex digits."""
    return f"0x{value:016x}"


def slider_small(table) -> str:
    """Returns the C initializer body of a [64 sq] table of bitboards_sliders.h: four
    values a line (eight for bytes and offsets), each line naming its squares."""
    per_line = 4 if table.ctype == "uint64_t" else 8
    literal = "0x{:016x}ULL".format if table.ctype == "uint64_t" else str
    names = table.labels or geometry.SQUARE_NAMES
    lines = []
    for start in range(0, 64, per_line):
        values = ", ".join(map(literal, table.values[start : start + per_line]))
        lines.append(f"    {values}, /* {_range_label(names, start, start + per_line)} */")
    return "\n".join(lines)


def slider_big(table) -> str:
    """Returns the C initializer body of a packed table of bitboards_sliders.h: each
    square's block opened by a comment naming the square and its entries, then four
    values a line, zero-padded hex (without ULL: a hex constant takes the unsigned
    type its value needs, and the file holds 430,000 of them)."""
    values = table.values
    stops = list(table.starts[1:]) + [len(values)]
    line = "    " + " ".join(["0x%016x,"] * 4)
    blocks = []
    for name, start, stop in zip(table.labels, table.starts, stops):
        assert (stop - start) % 4 == 0  # a block holds 2**bits entries, bits >= 5
        # one % over the whole block: 430,000 values laid out in a tenth of a second
        lines = "\n".join([line] * ((stop - start) // 4)) % values[start:stop]
        blocks.append(f"    /* {name}: [{start}..{stop - 1}] */\n{lines}")
    return "\n".join(blocks)


def hex8(value: int) -> str:
    """Returns `value` as 0x and 2 zero-padded lowercase hex digits."""
    return f"0x{value:02x}"


def _literal(element: str, lang: str) -> Callable[[int], str]:
    """Returns the function that writes a value of `element` in `lang` ("py", "c" or
    "rs"): as hex64 and hex8 do, u64 with ULL in C, int in decimal."""
    if element == U64:
        return "0x{:016x}ULL".format if lang == "c" else "0x{:016x}".format
    if element == U8:
        return "0x{:02x}".format
    return str


def _range_label(labels: Sequence[str], start: int, stop: int) -> str:
    return labels[start] if stop - start == 1 else f"{labels[start]}..{labels[stop - 1]}"


def _layout(table: Table, lang: str, indent: str = "    ") -> str:
    """Returns the body of a nested initializer for `table`: one line per group of
    values, each with a comment naming the indices of its values."""
    open_, close, comment = {"c": ("{", "}", "/* {} */"), "py": ("(", ")", "# {}"), "rs": ("[", "]", "// {}")}[lang]
    per_line = VALUES_PER_LINE[table.element]
    literal = _literal(table.element, lang)
    lines: List[str] = []

    def emit(data, dims, prefix: str, depth: int):
        pad = indent * depth
        kind = dims[0]
        if len(dims) == 1:
            for start in range(0, kind.size, per_line):
                stop = min(start + per_line, kind.size)
                values = ", ".join(map(literal, data[start:stop]))
                label = f"{prefix}[{_range_label(kind.labels, start, stop)}]" if prefix else _range_label(kind.labels, start, stop)
                text = f"{pad}{values},"
                lines.append(f"{text}  {comment.format(label)}" if lang == "py" else f"{text} {comment.format(label)}")
            return
        for i in range(kind.size):
            label = f"{prefix}[{kind.labels[i]}]"
            lines.append(f"{pad}{open_}  {comment.format(label)}" if lang == "py" else f"{pad}{open_} {comment.format(label)}")
            emit(data[i], dims[1:], label, depth + 1)
            lines.append(f"{pad}{close},")

    emit(table.data, table.dims, "", 1)
    return "\n".join(lines)


def c_array(table: Table) -> str:
    """Returns the C initializer body of `table` (between the outer braces)."""
    return _layout(table, "c")


def rs_array(table: Table) -> str:
    """Returns the Rust array expression body of `table` (between the outer brackets)."""
    return _layout(table, "rs")


def py_tuple(table: Table) -> str:
    """Returns the Python tuple body of `table` (between the outer parentheses)."""
    return _layout(table, "py")


def py_dicts(occupancy_map) -> str:
    """Returns the Python tuple body of an `OccupancyMap`: one dictionary per square,
    two `occupancy: attacks` entries a line, in carry-rippler order."""
    lines: List[str] = []
    for sq, attacks in enumerate(occupancy_map.attacks):
        lines.append(f"    {{  # {occupancy_map.mapping.square_name(sq)}")
        items = list(attacks.items())
        for start in range(0, len(items), 2):
            lines.append("        " + " ".join(f"{hex64(k)}: {hex64(v)}," for k, v in items[start : start + 2]))
        lines.append("    },")
    return "\n".join(lines)


def wrapped(text: str, prefix: str, width: int = 78) -> str:
    """Returns `text` filled into comment lines of at most `width` characters, each
    starting with `prefix` (`# `, ` * `); `a1 = 0` and `(7 - rank)` stay on one line."""
    glued = text.replace(" = ", "\xa0=\xa0").replace("7 - ", "7\xa0-\xa0")
    lines = textwrap.fill(glued, width=width, initial_indent=prefix, subsequent_indent=prefix, break_on_hyphens=False)
    return lines.replace("\xa0", " ")


def c_type(table: Table) -> str:
    """Returns the C element type of `table`."""
    return {U64: "uint64_t", U8: "uint8_t", INT: "int"}[table.element]


RUST_ELEMENTS = {U64: "u64", U8: "u8", INT: "i32"}
# C types of the function records in Rust: every int argument is an index (a square,
# piece, direction, file or rank) and every int result a square or a count
RUST_TYPES = {"uint64_t": "u64", "int": "usize"}


def rs_type(table: Table) -> str:
    """Returns the Rust array type of `table`, as `[[u64; 8]; 64]` for [64 sq][8 dir]."""
    text = RUST_ELEMENTS[table.element]
    for n in reversed(table.shape):
        text = f"[{text}; {n}]"
    return text


# parameter names Rust reserves (`gen` from the 2024 edition on), as raw identifiers
RUST_RESERVED = {"gen": "r#gen"}


def rs_params(fn) -> str:
    """Returns the Rust parameter list of a lookup function (`occ: u64, sq: usize`)."""
    return ", ".join(f"{RUST_RESERVED.get(name, name)}: {RUST_TYPES[ctype]}" for name, ctype in fn.params)


def rs_returns(fn) -> str:
    """Returns the Rust result type of a lookup function."""
    return RUST_TYPES[fn.returns]


def c_dims(table: Table) -> str:
    """Returns the C array dimensions of `table`, as `[64][8]`."""
    return "".join(f"[{n}]" for n in table.shape)


def shape_text(table: Table) -> str:
    """Returns the shape and index names of `table`, as `[64 sq][8 dir]`."""
    return "".join(f"[{n} {a}]" for n, a in zip(table.shape, table.axis_names))


def c_params(fn) -> str:
    """Returns the C parameter list of a lookup function."""
    return ", ".join(f"{ctype} {name}" for name, ctype in fn.params)


def param_names(fn) -> str:
    """Returns the parameter names of a lookup function (`occ, sq`), as a C macro takes them."""
    return ", ".join(name for name, _ in fn.params)


def py_params(fn) -> str:
    """Returns the annotated Python parameter list of a lookup function (`occ: int, sq: int`)."""
    return ", ".join(f"{name}: int" for name, _ in fn.params)


# --- the environment and the outputs ----------------------------------------------


@dataclass(frozen=True)
class Enumeration:
    kind: str  # what the constants name
    names: Tuple[str, ...]


def enumerations(mapping: Mapping) -> Tuple[Enumeration, ...]:
    """Returns the enumerations of the outputs; the squares numbered by `mapping`."""
    return (
        Enumeration("direction", geometry.DIRECTION_NAMES),
        Enumeration("color", geometry.COLOR_NAMES),
        Enumeration("piece", geometry.PIECE_NAMES),
        Enumeration("square", tuple(name.upper() for name in mapping.square_names)),
    )


@dataclass(frozen=True)
class SquareHelpers:
    """The expressions of `square(file, rank)`, `square_file(sq)` and `square_rank(sq)`."""

    square: str
    square_file: str
    square_rank: str


def square_helpers(mapping: Mapping, lang: str) -> SquareHelpers:
    """Returns the helpers' expressions in `mapping`: for C, every argument and the
    whole expression parenthesized, as a function-like macro needs."""
    if lang == "c":
        return SquareHelpers(
            f"({mapping.square_expression('(file)', '(rank)')})",
            f"({mapping.coordinate_expression(FILE, '(sq)')})",
            f"({mapping.coordinate_expression(RANK, '(sq)')})",
        )
    return SquareHelpers(
        mapping.square_expression(), mapping.coordinate_expression(FILE), mapping.coordinate_expression(RANK)
    )


@lru_cache(maxsize=1)
def environment() -> jinja2.Environment:
    """Returns the one Jinja2 environment: strict, whitespace-trimmed, with the filters;
    one per process, so that each template is compiled once."""
    import jinja2  # only generating renders: list, show and diff do without it

    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(TEMPLATE_DIR)),
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
        autoescape=False,
    )
    env.filters.update(
        hex64=hex64,
        hex8=hex8,
        c_array=c_array,
        rs_array=rs_array,
        rs_type=rs_type,
        rs_params=rs_params,
        rs_returns=rs_returns,
        py_tuple=py_tuple,
        py_dicts=py_dicts,
        wrapped=wrapped,
        c_type=c_type,
        c_dims=c_dims,
        shape_text=shape_text,
        c_params=c_params,
        py_params=py_params,
        param_names=param_names,
        slider_small=slider_small,
        slider_big=slider_big,
        py_docstring=python_docstring,
        ranged_arguments=ranged_arguments,
    )
    return env


@dataclass(frozen=True)
class Selection:
    """What one generation emits: the tables and functions, the C prefix, the square
    mapping, and the options of `generate` that chose them."""

    tables: Tuple[Table, ...]
    functions: tuple
    prefix: str = DEFAULT_PREFIX
    mapping: Mapping = DEFAULT_MAPPING
    # (flag, value) of every option that shapes the output, each in one canonical
    # spelling (names in `list` order, the prefix in capitals), so that equal
    # selections give equal bytes; the outputs record them
    options: Tuple[Tuple[str, str], ...] = (
        ("--mapping", DEFAULT_MAPPING.name),
        ("--only", ALL),
        ("--prefix", DEFAULT_PREFIX),
    )


def select(
    only: Optional[Sequence[str]] = None, prefix: str = DEFAULT_PREFIX, mapping: Mapping = DEFAULT_MAPPING
) -> Selection:
    """Returns the selection of `only` (table and function names) and what they need
    in `mapping`; everything when `only` is None. Raises KeyError naming an unknown name."""
    tables = compute_tables(mapping)
    if only is None:
        chosen, functions = tables, FUNCTIONS
    else:
        table_names, function_names = closure(only, [t.name for t in tables], mapping)
        by_fn = functions_by_name()
        chosen = tuple(t for t in tables if t.name in table_names)
        functions = tuple(by_fn[n] for n in function_names)
    listed = [t.name for t in tables] + [f.name for f in FUNCTIONS]
    only_text = ALL if only is None else ",".join(n for n in listed if n in set(only))
    options = (("--mapping", mapping.name), ("--only", only_text), ("--prefix", prefix.upper()))
    return Selection(chosen, functions, prefix, mapping, options)


def regenerate_command(selection: Selection) -> str:
    """Returns the command that writes the outputs of `selection` into the current
    directory: every option spelled out, so that no configuration file can change
    what it writes."""
    options = [f"{flag} {shlex.quote(value)}" for flag, value in selection.options]
    return " ".join([PROG, "generate", "--out", ".", *options])


def _context(selection: Selection) -> dict:
    function_names = {f.name for f in selection.functions}
    mapping = selection.mapping
    return dict(
        tables=selection.tables,
        table_names={t.name for t in selection.tables},
        functions=selection.functions,
        function_names=function_names,
        fast_paths=[fp for fp in fast_paths(mapping) if fp.function in function_names],
        rook=rook_names(mapping),
        groups=GROUPS,
        enumerations=enumerations(mapping),
        mapping=mapping,
        mapping_text=mapping.description(),
        numbered_board=mapping.numbered_board(),
        column_line=mapping.column_line,
        py_squares=square_helpers(mapping, "py"),
        c_squares=square_helpers(mapping, "c"),
        P=selection.prefix.upper() + "_",
        p=selection.prefix.lower() + "_",
        generator=PROG,
        version=__version__,
        regenerate=regenerate_command(selection),
    )


# A `# fmt: off` ... `# fmt: on` region of the Python template, at the module's top level.
FMT_OFF_REGION = re.compile(r"^# fmt: off\n(.*?)^# fmt: on\n", re.M | re.S)
_PLACEHOLDER = "_fmt_off_region_{} = 0\n"
_PLACEHOLDER_REGION = re.compile(r"^# fmt: off\n_fmt_off_region_(\d+) = 0\n# fmt: on\n", re.M)


def format_with_black(text: str) -> str:
    """Returns `text` formatted by black, which leaves its `# fmt: off` regions as they
    are. Those hold the data (900 KB the filters lay out black-stable), so black is
    given the code alone: each region stands as one placeholder statement while black
    formats the rest, and is then put back verbatim, as black would have kept it."""
    regions: List[str] = []

    def stash(match) -> str:
        regions.append(match.group(1))
        return "# fmt: off\n" + _PLACEHOLDER.format(len(regions) - 1) + "# fmt: on\n"

    skeleton = FMT_OFF_REGION.sub(stash, text)
    formatted = black_memo(skeleton, lambda: _black(skeleton))
    text, restored = _PLACEHOLDER_REGION.subn(
        lambda match: f"# fmt: off\n{regions[int(match.group(1))]}# fmt: on\n", formatted
    )
    if restored != len(regions):  # black moved a region: only a new black would
        raise RuntimeError("black moved a `# fmt: off` region of bitboards.py")
    return text


def _black(text: str) -> str:
    import black  # 0.1 s to import: only when its formatting is not in the cache

    return black.format_str(text, mode=black.Mode())


def render_python(selection: Selection, black_format: bool = True) -> str:
    """Returns the text of bitboards.py for `selection`, formatted by black."""
    text = environment().get_template("bitboards.py.j2").render(**_context(selection))
    return format_with_black(text) if black_format else text


def render_c(selection: Selection) -> str:
    """Returns the text of bitboards.h for `selection`."""
    return environment().get_template("bitboards.h.j2").render(**_context(selection))


def render_rust(selection: Selection) -> str:
    """Returns the text of bitboards.rs for `selection`."""
    every_table = [t.name for t in compute_tables(selection.mapping)]
    # the functions that read no table, directly or through another function: `const
    # fn` in Rust, where a const fn cannot read a static before Rust 1.83
    const_functions = {f.name for f in selection.functions if not closure([f.name], every_table, selection.mapping)[0]}
    return environment().get_template("bitboards.rs.j2").render(**_context(selection), const_functions=const_functions)


def sliders_wanted(selection: Selection) -> bool:
    """Returns True if `selection` holds everything bitboards_sliders.h reads from
    bitboards.h: every table and function, as `--only all` gives."""
    names = {t.name for t in selection.tables} | {f.name for f in selection.functions}
    return set(SLIDERS_NEEDS) <= names


def render_sliders(selection: Selection) -> str:
    """Returns the text of bitboards_sliders.h for `selection`. Its 430,000 table
    values take a quarter of a second to lay out, so the text is kept in the cache,
    compressed (9 MB to 0.9 MB; 20 ms to expand), under the generator's sources,
    the templates and the options that shape it."""

    def render() -> bytes:
        small, big = header_tables(selection.mapping)
        by_name = functions_by_name()
        return (
            environment()
            .get_template("bitboards_sliders.h.j2")
            .render(
                **_context(selection),
                small_tables=small,
                big_tables=big,
                pieces=HEADER_PIECES,
                techniques=TECHNIQUE_RECORDS,
                rebound=[by_name[name] for name in REBOUND],
            )
            .encode("utf-8")
        )

    templates = [(TEMPLATE_DIR / name).read_bytes() for name in ("bitboards_sliders.h.j2", "functions.h.j2")]
    key = digest([sources_digest(), *templates, repr(selection.options), repr(selection.functions)])
    return zlib.decompress(memoized("sliders", key, lambda: zlib.compress(render(), 1))).decode("utf-8")


# what bitboards_sliders.h uses from bitboards.h, tables and functions
SLIDERS_NEEDS = (
    "FIRST_RANK_ATTACKS",
    "RANK_MASK_EX",
    "FILE_MASK_EX",
    "DIAGONAL_MASK_EX",
    "ANTI_DIAGONAL_MASK_EX",
    "BETWEEN",
    "lsb",
    "rank_attacks",
    "file_attacks",
    "diagonal_attacks",
    "anti_diagonal_attacks",
    "xray_rank_attacks",
    "xray_file_attacks",
    "xray_diagonal_attacks",
    "xray_anti_diagonal_attacks",
    "rook_attacks",
    "bishop_attacks",
    "queen_attacks",
    "xray_rook_attacks",
    "xray_bishop_attacks",
    "pinned",
    "sliding_attacks",
)
# the functions of bitboards.h that BB_SLIDERS rebinds besides rook, bishop and queen
# attacks, in the order their bodies need them
REBOUND = ("xray_rook_attacks", "xray_bishop_attacks", "pinned")


@dataclass(frozen=True)
class Output:
    """One output file: its name, what writes it, and whether a selection gets it."""

    name: str
    render: Callable[[Selection], str]
    wanted: Callable[[Selection], bool] = lambda selection: True


# every output, in the order they are written and listed
OUTPUTS = (
    Output("bitboards.py", render_python),
    Output("bitboards.h", render_c),
    Output("bitboards_sliders.h", render_sliders, sliders_wanted),
    Output("bitboards.rs", render_rust),
)
OUTPUT_NAMES = tuple(o.name for o in OUTPUTS)


def render_all(selection: Optional[Selection] = None) -> Dict[str, str]:
    """Returns {file name: text} of every output `selection` gets (all of them for
    the full selection)."""
    selection = selection or select()
    return {o.name: o.render(selection) for o in OUTPUTS if o.wanted(selection)}


def write_all_if_changed(outputs: Dict[Path, str]) -> List[Path]:
    """Writes each {path: text} whose bytes differ from the file's, atomically: every
    text goes to a temporary file beside its path first, and only when all are
    written are they renamed over their paths, so a failed write changes no file.
    A replaced file keeps its mode; a new one gets the mode the umask leaves of
    0o666, as any file a program creates. Returns the paths written; on an error
    removes the temporary files and raises."""
    staged: List[Tuple[str, Path]] = []
    try:
        for path, text in outputs.items():
            data = text.encode("utf-8")
            try:
                if path.read_bytes() == data:
                    continue
                mode: Optional[int] = stat.S_IMODE(path.stat().st_mode)
            except FileNotFoundError:
                mode = None
            tmp = _create_beside(path)
            staged.append((tmp, path))
            with open(tmp, "wb") as f:
                f.write(data)
            if mode is not None:
                os.chmod(tmp, mode)
        for tmp, path in staged:
            os.replace(tmp, path)
    except BaseException:
        for tmp, _ in staged:
            if os.path.exists(tmp):
                os.unlink(tmp)
        raise
    return [path for _, path in staged]


def _create_beside(path: Path) -> str:
    """Returns the name of a new empty file beside `path`, created with mode 0o666
    less the umask (mkstemp would give 0o600)."""
    for _ in range(100):
        tmp = str(path.parent / f".{path.name}.{secrets.token_hex(4)}.tmp")
        try:
            os.close(os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666))
            return tmp
        except FileExistsError:
            continue
    raise FileExistsError(f"no free temporary name beside {path}")
