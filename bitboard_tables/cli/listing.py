"""`list`: the tables, functions, square mappings and output languages."""

from __future__ import annotations

import json

from ..functions import FUNCTIONS
from ..languages import LANGUAGES, engine_files, sliders_file
from ..literals import shape_text
from ..mapping import DEFAULT_MAPPING, MAPPINGS
from ..sliders import slider_tables
from ..tables import ENGINE_TABLES, compute_tables
from . import options


def _table_record(t) -> dict:
    return dict(name=t.name, shape=list(t.shape), axes=list(t.axis_names), element=t.element, size_bytes=t.size_bytes, meaning=t.meaning)


def _print_tables(tables, title: str) -> None:
    rows = [(title, "SHAPE", "ELEMENT", "BYTES", "MEANING")]
    for t in tables:
        rows.append((t.name, shape_text(t), t.element, str(t.size_bytes), t.meaning))
    widths = [max(len(row[k]) for row in rows) for k in range(4)]
    for row in rows:
        name, shape, element, size, meaning = row
        print(f"{name:<{widths[0]}}  {shape:<{widths[1]}}  {element:<{widths[2]}}  {size:>{widths[3]}}  {meaning}")


def cmd_list(args) -> int:
    mapping = DEFAULT_MAPPING if args.mapping is None else options.mapping(args.mapping, "--mapping")
    tables = compute_tables(mapping)
    sliders = slider_tables(mapping)
    if args.json:
        document = {
            "tables": [_table_record(t) for t in tables],
            # the tables of bitboards_sliders.h (C), beside bitboards.h
            "slider_tables": [_table_record(t) for t in sliders],
            "functions": [
                dict(name=f.name, params=[p for p, _ in f.params], doc=f.doc, needs=list(f.needs_in(mapping)))
                for f in FUNCTIONS
            ],
            "mapping": mapping.name,
            "mappings": [
                dict(name=m.name, square=m.formula(), square_0=m.square_name(0), square_1=m.square_name(1))
                for m in MAPPINGS.values()
            ],
            "languages": [dict(name=lang.name, title=lang.title, files=list(lang.file_names)) for lang in LANGUAGES],
        }
        print(json.dumps(document, indent=2))
        return 0
    _print_tables(tables, "TABLE")
    print(f"{len(tables)} tables, {sum(t.size_bytes for t in tables)} bytes, in every language's output")
    for language, apart in engine_files():
        engine = [t for t in tables if t.name in ENGINE_TABLES]
        where = f"in {apart.name} ({language.title}), beside {language.files[0].name}"
        print(f"  of them the {len(engine)} from {engine[0].name} on, {sum(t.size_bytes for t in engine)} bytes, {where}")
    print()
    _print_tables(sliders, "SLIDER TABLE")
    language, apart = sliders_file()
    where = f"in {apart.name} ({language.title}), beside {language.files[0].name}"
    print(f"{len(sliders)} tables, {sum(t.size_bytes for t in sliders)} bytes, {where}")
    print()
    signatures = [f"{f.name}({', '.join(p for p, _ in f.params)})" for f in FUNCTIONS]
    width = max(len(s) for s in signatures)
    print(f"{'FUNCTION':<{width}}  NEEDS")
    for signature, f in zip(signatures, FUNCTIONS):
        print(f"{signature:<{width}}  {', '.join(f.needs_in(mapping)) or '-'}")
    print(f"{len(FUNCTIONS)} functions; `generate --only NAME,...` takes table and function names")
    print()
    print(f"{'MAPPING':<8}  {'SQUARE':<18}  SQUARE 0  SQUARE 1   (r = rank, f = file, 0..7 from rank 1 and file a)")
    for m in MAPPINGS.values():
        chosen = "  (listed above)" if m == mapping else ""
        print(f"{m.name:<8}  {m.formula():<18}  {m.square_name(0):<8}  {m.square_name(1)}{chosen}")
    print(f"{len(MAPPINGS)} square mappings; `generate --mapping NAME` takes one, LERF by default")
    print()
    width = max(len(name) for name in ["LANGUAGE", *(lang.name for lang in LANGUAGES)])
    print(f"{'LANGUAGE':<{width}}  FILES")
    for lang in LANGUAGES:
        print(f"{lang.name:<{width}}  {', '.join(lang.file_names)}")
    print(f"{len(LANGUAGES)} languages; `generate --lang NAME,...` writes only their files, every one by default")
    return 0
