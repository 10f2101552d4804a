"""bitboards.mjs proven on a big-endian JavaScript engine: Debian 12's s390x nodejs
(Node 18) under qemu-s390x, where a table's Int32Array view holds each bitboard's
high half first and the module reads a copy with the halves swapped (halvesOf).

tests/drivers/js/fetch_s390x_node.sh lays that Node and its libraries into
build/s390x-nodejs (make test calls it); qemu-s390x is Debian's qemu-user. On it,
unchanged: the queries driver (tests/drivers/js/driver.mjs) answers every
function over a quarter of its domain, every line occupancy and every table entry as
brute force does (tests/harness/queries.py, the expectations of
tests/proofs/test_languages.py); the sliders driver hashes every subset of every
relevant mask and the random boards for every technique as the reference does
(tests/oracles/slider_hashes.py); perft.mjs with fancy magic counts CPW's
published numbers, each within a million nodes. A Node start under qemu costs
some 3 s of CPU: one Node answers all three (RUNNER), each checked by its own test.
"""

from __future__ import annotations

import json
import random
import shutil
import stat

import pytest

from bitboard_tables.languages.js import CAPABILITIES as JS_CAPABILITIES, js_name
from bitboard_tables.mapping import mapping_named
from bitboard_tables.sliders.techniques import lookup_name
from tests.conftest import GENERATED, ROOT
from tests.drivers.c.build import missing
from tests.drivers.js.build import JS_DIR, Node, build_driver, build_js_perft
from tests.harness import queries
from tests.harness.drivers import laid_out, run
from tests.oracles.slider_hashes import check_hash_lines, lookups_of
from tests.perft.positions import CPW_RESULTS
from tests.proofs.test_languages import _driver_io, _same, contract_queries, expected_lines, expected_tables  # noqa: F401

pytestmark = pytest.mark.timeout(600)  # the first test waits for the one Node (some 40 s of CPU under qemu)

ROOT_S390X = ROOT / "build" / "s390x-nodejs"  # tests/drivers/js/fetch_s390x_node.sh
# CPW's positions at depth 3, within a million nodes each, asked of one Node
PERFT_DEPTH = 3
PERFTS = ("initial", "kiwipete", "position3", "position4", "position5")


@pytest.fixture(scope="module")
def node_s390x(tmp_path_factory) -> Node:
    """The s390x Node as a command: a launcher that runs it under qemu-s390x."""
    qemu = shutil.which("qemu-s390x")
    if qemu is None:
        missing("qemu-s390x (Debian's qemu-user)")
    if not (ROOT_S390X / "usr" / "bin" / "nodejs").exists():
        missing("s390x nodejs (make test runs tests/drivers/js/fetch_s390x_node.sh)")
    launcher = tmp_path_factory.mktemp("s390x") / "node"
    launcher.write_text(f'#!/bin/sh\nexec "{qemu}" -L "{ROOT_S390X}" "{ROOT_S390X}/usr/bin/nodejs" "$@"\n')
    launcher.chmod(launcher.stat().st_mode | stat.S_IXUSR)
    return Node("node-18-s390x", str(launcher), "tests/drivers/js/fetch_s390x_node.sh")


# The proofs below are worth something only on a big-endian engine: a Uint32Array's 1
# lies in its last byte, and Node says s390x. The Node that answers the three
# questions says so first (ENGINE).
ENGINE = "process.stdout.write(`${process.arch} ${new Uint8Array(new Uint32Array([1]).buffer).join(',')}\\n`);\n"
BIG_ENDIAN_S390X = "s390x 0,0,0,1"

# One Node for the three programs: RUNNER runs each (JOBS: [name, script, its
# arguments, the file its standard input reads]) in turn as `node SCRIPT ARGS <
# FILE` would, its process.argv set and fs.readFileSync(0) reading FILE (the builtin
# module's ES exports synced, as the scripts import it), each answer after a line
# "=== NAME"; each script is the one of its own test, unchanged, each on its own copy
# of bitboards.mjs (a module of its own, as in a process of its own).
RUNNER = ENGINE + """import fs from "node:fs";
import { syncBuiltinESMExports } from "node:module";
import { pathToFileURL } from "node:url";

const jobs = JSON.parse(process.argv[2]);
const read = fs.readFileSync;
for (const [name, script, args, input] of jobs) {
    fs.readFileSync = (file, ...rest) => read(file === 0 ? input : file, ...rest);
    syncBuiltinESMExports();
    process.argv = [process.argv[0], script, ...args];
    process.stdout.write(`=== ${name}\\n`);
    await import(pathToFileURL(script).href);
}
"""


# A quarter of the whole domain, drawn at random (a fixed seed) from every function's
# queries: byte order changes where a table's halves are read from, not what a
# function does with them, which test_languages.py proves over the whole domain on
# three x86-64 Nodes; a table read with its halves the wrong way round answers wrong
# on most of the queries that read it, so a quarter of each function's domain finds it.
QUERY_SHARE, QUERY_SEED = 0.25, 40


@pytest.fixture(scope="module")
def answered(node_s390x, tmp_path_factory, contract_queries) -> dict:  # noqa: F811
    """{"engine": [its line], "queries": the queries driver's lines, "sliders": the
    sliders driver's, "perft": perft.mjs's; "asked": the queries driver's input,
    "want": its expected answers}: one Node under qemu, started once."""
    tmp = tmp_path_factory.mktemp("s390x-answers")
    rng = random.Random(QUERY_SEED)
    functions, want = _driver_io([query for query in contract_queries if rng.random() < QUERY_SHARE])
    asked = functions + "".join(f"lines {seed}\n" for seed in queries.LINE_NOISE_SEEDS) + "tables\n"
    node, driver, *driver_args = build_driver(node_s390x, GENERATED, tmp / "driver")
    (tmp / "queries.txt").write_text(asked)
    techniques = JS_CAPABILITIES.carried(mapping_named("LERF"))
    lookups = [[t, piece, kind, js_name(lookup_name(piece, kind, t))] for t, piece, kind in lookups_of(techniques)]
    sliders_dir = laid_out(tmp / "sliders", {"bitboards.mjs": GENERATED / "bitboards.mjs"})
    exe = build_js_perft(node_s390x, GENERATED, tmp / "perft-magic", "magic")
    perft = exe.with_name(f"{exe.name}.d") / "perft.mjs"  # what the launcher exe runs
    (tmp / "fens.txt").write_text("".join(f"{CPW_RESULTS[name][0]}\n" for name in PERFTS))
    jobs = [
        ["queries", driver, driver_args, str(tmp / "queries.txt")],
        ["sliders", str(JS_DIR / "sliders.mjs"), [str(sliders_dir), json.dumps(lookups)], "/dev/null"],
        ["perft", str(perft), ["-", str(PERFT_DEPTH)], str(tmp / "fens.txt")],
    ]
    (tmp / "runner.mjs").write_text(RUNNER)
    found, name = {"engine": []}, "engine"
    for line in run([node, str(tmp / "runner.mjs"), json.dumps(jobs)], "", timeout=600):
        if line.startswith("=== "):
            name = line[len("=== "):]
            found[name] = []
        else:
            found[name].append(line)
    assert sorted(found) == ["engine", "perft", "queries", "sliders"], sorted(found)
    return {**found, "asked": asked, "want": want}


def test_s390x_every_function_every_line_occupancy_and_table_entry_on_a_big_endian_engine(
    answered, expected_lines, expected_tables  # noqa: F811
):
    """The Node under qemu answers what the queries driver answers on x86-64: every
    function on a quarter of its domain, every line occupancy, every table entry;
    and first, that it is a big-endian s390x engine (ENGINE)."""
    assert answered["engine"] == [BIG_ENDIAN_S390X]
    _same(answered["queries"], answered["want"] + expected_lines + expected_tables["LERF"], answered["asked"])


def test_s390x_every_technique_on_every_subset_of_every_mask(answered):
    assert answered["engine"] == [BIG_ENDIAN_S390X]
    check_hash_lines("\n".join(answered["sliders"]), "LERF", JS_CAPABILITIES.carried(mapping_named("LERF")))


def test_s390x_perft_with_fancy_magic_counts_the_published_numbers(answered):
    assert answered["engine"] == [BIG_ENDIAN_S390X]
    assert [int(line) for line in answered["perft"]] == [CPW_RESULTS[name][1][PERFT_DEPTH - 1] for name in PERFTS]
