"""The explorer (bitboard_tables/explorer/, `bitboard-tables explore`), run for real.

The server in a subprocess on the loopback, its bad arguments and its Ctrl-C;
then one chromium (tests/harness/browser.py) asked every question: the module
imports in the browser and every table entry it exposes, read back through the
page, equals the generator's; random deep links and clicks over every table and
function in two mappings give the sets of the Python module; bad URLs give a
readable message and no console error; the page is usable by keyboard, at phone
width, and from a plain static server. Screenshots go to build/.
"""

from __future__ import annotations

import dataclasses
import importlib.util
import json
import os
import random
import re
import signal
import socket
import subprocess
import sys
import urllib.error
import urllib.request

import pytest

from bitboard_tables.functions import BITBOARD, FUNCTIONS
from bitboard_tables.languages import render_outputs
from bitboard_tables.languages.js import CAPABILITIES as JS_CAPABILITIES
from bitboard_tables.mapping import MAPPINGS, mapping_named
from bitboard_tables.selection import select
from bitboard_tables.sliders.build import small_slider_tables
from bitboard_tables.sliders.techniques import lookup_name
from bitboard_tables.tables import U8, U64, compute_tables, table_of
from bitboard_tables.view import entries, marks
from tests.conftest import GENERATED, ROOT
from tests.harness.browser import Browser, static_server
from tests.harness.cli import hears_ctrl_c, run_cli
from tests.drivers.js.build import prettier
from tests.oracles.slider_hashes import lookups_of

MAPPINGS_SHOWN = ("LERF", "BEFR")  # the committed one, and the one least like it: file-major, both descending
SQUARE_PARAMS = ("sq", "king_sq", "frm", "to")  # the functions' parameters that are squares
QUERIES_PER_ITEM = 4  # random queries of every table and function in each mapping: 4 * 56 * 2 = 448
DEEP_LINKS = 8  # of them loaded as a fresh page in each mapping
SCREENSHOTS = ROOT / "build" / "explorer"
SEED = 32


def explore(*args: str) -> subprocess.Popen:
    """Starts `bitboard-tables explore` with `args`."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    command = [sys.executable, "-m", "bitboard_tables", "explore", *args]
    return subprocess.Popen(command, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, preexec_fn=hears_ctrl_c)


def get(url: str) -> tuple:
    """Returns (status, content type, body) of GET `url`."""
    try:
        with urllib.request.urlopen(url, timeout=20) as response:
            return response.status, response.headers["Content-Type"], response.read()
    except urllib.error.HTTPError as exc:
        return exc.code, exc.headers["Content-Type"], exc.read()


@pytest.fixture(scope="module")
def server():
    """The URL of one `explore --port 0`, stopped with Ctrl-C (SIGINT) at the end."""
    proc = explore("--port", "0")
    url = proc.stdout.readline().strip()
    assert re.fullmatch(r"http://127\.0\.0\.1:\d+/", url), (url, proc.stderr.read() if proc.poll() is not None else "")
    yield url
    proc.send_signal(signal.SIGINT)
    proc.wait(timeout=10)


@pytest.fixture(scope="module")
def browser():
    b = Browser()
    yield b
    b.close()


@pytest.fixture(scope="module")
def oracles(tmp_path_factory):
    """{mapping: (its tables by name, its Python module)}: the generator's tables and
    the Python module of each mapping shown, the committed one for LERF."""
    found = {}
    for name in MAPPINGS_SHOWN:
        mapping = mapping_named(name)
        if name == "LERF":
            path = GENERATED / "bitboards.py"
        else:
            selection = dataclasses.replace(select(mapping=mapping), languages=("python",))
            path = tmp_path_factory.mktemp(name) / "bitboards.py"
            path.write_text(render_outputs(selection)["bitboards.py"])
        spec = importlib.util.spec_from_file_location(f"bitboards_{name.lower()}", path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        # the module's slider techniques' [64 sq] tables too, those of an element the page
        # shows (its u32 offsets aside)
        # (slider_tables' [64 sq] tables, made as it makes them, without building its packed ones)
        smalls = [t for t in small_slider_tables(mapping) if t.element in (U64, U8)]
        sliders = [table_of(t.name, tuple(t.values), t.element, t.meaning, [(64, "sq")], mapping) for t in smalls]
        found[name] = ({t.name: t for t in (*compute_tables(mapping), *sliders)}, module)
    return found


# --- the server ------------------------------------------------------------------------


def test_the_server_serves_the_page_and_the_module_of_every_mapping(server):
    status, kind, page = get(server)
    assert (status, kind) == (200, "text/html; charset=utf-8")
    modules = json.loads(re.search(rb'<script type="application/json" id="modules">(.*?)</script>', page, re.S).group(1))
    assert modules == {name: f"modules/{name}/bitboards.mjs" for name in MAPPINGS}
    for name in ("explorer.mjs", "catalogue.mjs", "explorer.css"):
        status, kind, body = get(server + name)
        assert status == 200 and body == (ROOT / "bitboard_tables" / "explorer" / name).read_bytes(), name
    # the committed module and declarations, byte for byte: the server renders what generate writes
    for name, kind in (("bitboards.mjs", "text/javascript"), ("bitboards.d.mts", "text/plain")):
        assert get(f"{server}modules/LERF/{name}") == (200, f"{kind}; charset=utf-8", (GENERATED / name).read_bytes())
    status, _, befr = get(f"{server}modules/BEFR/bitboards.mjs")
    assert status == 200 and b"--mapping BEFR" in befr.split(b"\n")[2] and befr != (GENERATED / "bitboards.mjs").read_bytes()
    for path in ("modules/LERX/bitboards.mjs", "modules/LERF/bitboards.py", "nothing", "../pyproject.toml", "modules/LERF"):
        status, kind, body = get(server + path)
        assert (status, kind) == (404, "text/plain; charset=utf-8") and b"the explorer is at /" in body, path


def test_ctrl_c_stops_the_server_quietly():
    proc = explore("--port", "0", "--mapping", "berlef")
    url = proc.stdout.readline().strip()
    assert re.fullmatch(r"http://127\.0\.0\.1:\d+/\?mapping=BERLEF", url), url
    assert proc.stdout.readline() == "serving the explorer; Ctrl-C stops it\n"
    assert get(url)[0] == 200
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=10)
    assert proc.returncode == 0 and err == "" and out == "", err


@pytest.mark.parametrize(
    "args, words",
    [
        (["--port", "x"], ["--port x is not a port", "0 for any free port"]),
        (["--port", "65536"], ["--port 65536 is not a port"]),
        (["--port", "-1"], ["--port -1 is not a port"]),
        (["--mapping", "LERX"], ["unknown square mapping 'LERX'", "did you mean LERF?"]),
        (["--port"], ["--port: expected one argument"]),
        (["d4"], ["unrecognized arguments: d4"]),
    ],
)
def test_bad_explore_arguments(args, words):
    """Refused before anything is served: run in this process (tests/harness/cli.py; a
    port in use, below, in a process of its own)."""
    proc = run_cli(["explore", *args], ROOT)
    out, err = proc.stdout, proc.stderr
    assert proc.returncode == 2 and out == "", (out, err)
    assert len(err.splitlines()) == 1 and "Traceback" not in err and err.startswith("bitboard-tables"), err
    for word in words:
        assert word in err, err


def test_a_port_in_use_is_a_one_line_error():
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        proc = explore("--port", str(port))
        out, err = proc.communicate(timeout=20)
    assert proc.returncode == 2 and out == "" and len(err.splitlines()) == 1, err
    assert f"cannot listen on 127.0.0.1:{port}" in err and "or 0 for any" in err


def test_the_pages_scripts_are_stable_under_prettier():
    page = ROOT / "bitboard_tables" / "explorer"
    files = [*sorted(page.glob("*.*")), ROOT / "tests" / "explorer" / "browser.mjs", ROOT / "bench" / "explorer" / "bare.html"]
    proc = prettier(["--check", *(str(f.relative_to(ROOT)) for f in files)], ROOT)
    assert proc.returncode == 0, proc.stdout + proc.stderr


# --- the module in the browser ----------------------------------------------------------

READ_CATALOGUE = """() => {
  const c = explorer.catalogue();
  return {
    tables: c.tables.map((t) => [t.name, t.dims.map((d) => d.size), t.dims.map((d) => d.axis), t.element]),
    functions: c.functions.map((f) => [f.name, f.params.map((p) => p.name)]),
  };
}"""

# every entry of every table, as the page evaluates it for the board: the value and the squares drawn
READ_ENTRIES = """() => {
  const c = explorer.catalogue();
  const out = {};
  for (const t of c.tables) {
    const values = [];
    const total = t.dims.reduce((n, d) => n * d.size, 1);
    for (let flat = 0; flat < total; flat++) {
      const args = [];
      let rest = flat;
      for (let k = t.dims.length - 1; k >= 0; k--) {
        args.unshift(rest % t.dims[k].size);
        rest = Math.floor(rest / t.dims[k].size);
      }
      const answer = explorer.evaluate({ kind: "table", name: t.name, args });
      values.push(answer.set === null ? answer.value : answer.set.toString(16));
    }
    out[t.name] = values;
  }
  return out;
}"""


@pytest.mark.timeout(120)
@pytest.mark.parametrize("mapping", MAPPINGS_SHOWN)
def test_every_table_entry_read_through_the_page_equals_the_generators(server, browser, oracles, mapping):
    tables, module = oracles[mapping]
    answer = browser.ask("goto", url=f"{server}?mapping={mapping}")
    assert answer["mapping"] == mapping and answer["message"] is None, answer
    catalogue = browser.evaluate(READ_CATALOGUE)
    expected = [[t.name, list(t.shape), list(t.axis_names), t.element] for t in tables.values()]
    assert catalogue["tables"] == expected
    # and the slider techniques' lookups (rook_attacks_magic ...), each of occ and sq
    techniques = JS_CAPABILITIES.carried(mapping_named(mapping))
    lookups = [[lookup_name(piece, kind, t), ["occ", "sq"]] for t, piece, kind in lookups_of(techniques)]
    assert sorted(catalogue["functions"]) == sorted([[f.name, [name for name, _ in f.params]] for f in FUNCTIONS] + lookups)
    read = browser.evaluate(READ_ENTRIES)
    assert list(read) == list(tables)
    for name, table in tables.items():
        want = [format(v, "x") if table.element in (U64, U8) else str(v) for _, v in entries(table)]
        assert read[name] == want, name
    # the page's own module is the module: its square numbers are the mapping's
    assert browser.evaluate("() => explorer.module().D4") == getattr(module, "D4") == mapping_named(mapping).square(3, 3)
    assert browser.ask("problems") == []


# --- random queries: deep links and in-page links ------------------------------------------


def random_bitboard(rng: random.Random) -> int:
    """Returns a random bitboard, as sparse as a middle game or as dense as a random one."""
    b = rng.getrandbits(64)
    for _ in range(rng.randrange(4)):
        b &= rng.getrandbits(64)
    return b


def queries(mapping: str, tables: dict, rng: random.Random):
    """Yields (search string, expectation) of QUERIES_PER_ITEM random queries of every
    table and function in `mapping`; an expectation is (Python function name or table,
    its arguments)."""
    m = mapping_named(mapping)
    for table in tables.values():
        for _ in range(QUERIES_PER_ITEM):
            index = tuple(rng.randrange(kind.size) for kind in table.dims)
            labels = []
            for kind, i in zip(table.dims, index):  # a label, a number or an alias, as a user types any
                written = [kind.labels[i], str(i)] + ([kind.aliases[i]] if kind.aliases else [])
                labels.append(rng.choice(written))
            yield f"?table={table.name}&args={','.join(labels)}&mapping={mapping}", ("table", table, index)
    for f in FUNCTIONS:
        for _ in range(QUERIES_PER_ITEM):
            args, parts = [], []
            for name, kind in f.params:
                if kind == BITBOARD:
                    value = random_bitboard(rng) or (1 if f.name == "lsb" else 0)
                    text = f"0x{value:016x}" if rng.random() < 0.8 else ",".join(m.square_name(s) for s in range(64) if value >> s & 1)
                elif name in SQUARE_PARAMS:
                    value = rng.randrange(64)
                    text = rng.choice([m.square_name(value), str(value)])
                elif name == "color":
                    value = rng.randrange(2)
                    text = rng.choice([("WHITE", "BLACK")[value], str(value)])
                elif name == "piece":
                    value = rng.randrange(6)
                    text = ["PAWN", "KNIGHT", "BISHOP", "ROOK", "QUEEN", "KING"][value]
                elif name == "dir":
                    value = rng.randrange(8)
                    text = ["NOEA", "EAST", "SOEA", "SOUT", "SOWE", "WEST", "NOWE", "NORT"][value]
                elif name in ("file", "rank"):
                    value = rng.randrange(8)
                    text = rng.choice(["abcdefgh"[value], str(value)]) if name == "file" else str(value)
                else:  # parse_square's name: a square's, or no square's
                    value = rng.choice([m.square_name(rng.randrange(64)), "z9", "d44", "D4", "i1", ""])
                    text = value
                args.append(value)
                parts.append(f"{name}={urllib.request.quote(text, safe=',')}")
            yield f"?function={f.name}&{'&'.join(parts)}&mapping={mapping}", ("function", f, tuple(args))


def expected(mapping: str, module, query) -> dict:
    """Returns what the board must show for `query`: {value, on} (on: sorted square
    names; value the result's text, or for an integer its number)."""
    m = mapping_named(mapping)
    names = lambda b: sorted(m.square_name(s) for s in range(64) if b >> s & 1)  # noqa: E731
    kind, item, args = query
    if kind == "table":
        value = item.data
        for i in args:
            value = value[i]
        # the argument squares as `show` marks them; a u8 entry's bits are the squares 0..7 of the board
        marked = {m.square_name(sq): marker for sq, (marker, _) in marks(item, args).items()} if item.element in (U64, U8) else {}
        if item.element == U64:
            return dict(value=f"0x{value:016x}", on=names(value), marks=marked)
        if item.element == U8:
            return dict(value=f"0x{value:02x}", on=names(value), marks=marked)
        return dict(value=str(value), on=[], marks=marked)
    # the first square argument marked X, a second T (on the first's square too)
    squares = [v for (name, _), v in zip(item.params, args) if name in SQUARE_PARAMS]
    marked = {m.square_name(v): "XT"[min(k, 1)] for k, v in enumerate(squares)}
    return dict(_function(mapping, module, query), marks=marked)


def _function(mapping: str, module, query) -> dict:
    m = mapping_named(mapping)
    names = lambda b: sorted(m.square_name(s) for s in range(64) if b >> s & 1)  # noqa: E731
    _, item, args = query
    fn = getattr(module, item.name)
    if item.returns == BITBOARD:
        result = fn(*args)
        return dict(value=f"0x{result:016x}", on=names(result))
    if item.name == "squares":
        listed = list(fn(*args))
        return dict(value="[" + ", ".join(m.square_name(s) for s in listed) + "]", on=names(args[0]))
    if item.name == "square_name":
        return dict(value=json.dumps(fn(*args)), on=[])
    if item.name == "parse_square":
        try:
            sq = fn(*args)
        except ValueError:
            return dict(number=-1, on=[])
        return dict(number=sq, on=[m.square_name(sq)])
    result = fn(*args)
    on = [m.square_name(result)] if item.name in ("square", "lsb") else []
    return dict(number=result, on=on)


def check(answer: dict, want: dict, search: str) -> None:
    assert answer["message"] is None, (search, answer["message"])
    got = dict(on=sorted(answer["on"]), marks=answer["marks"])
    if "number" in want:
        got["number"] = int(answer["value"].split()[0])
    else:
        got["value"] = answer["value"]
    assert got == want, (search, answer)


SHOW_ALL = """async (searches) => {
  const out = [];
  for (const s of searches) {
    await explorer.show(s);
    out.push(explorer.answer());
  }
  return out;
}"""


@pytest.mark.timeout(120)
@pytest.mark.parametrize("mapping", MAPPINGS_SHOWN)
def test_random_links_over_every_table_and_function_draw_the_python_modules_sets(server, browser, oracles, mapping):
    tables, module = oracles[mapping]
    rng = random.Random(f"{SEED}{mapping}")
    cases = list(queries(mapping, tables, rng))
    assert len(cases) >= 200 and {q[1].name for _, q in cases} == set(tables) | {f.name for f in FUNCTIONS}
    browser.ask("goto", url=f"{server}?mapping={mapping}")
    answers = browser.evaluate(SHOW_ALL, [search for search, _ in cases])
    for (search, query), answer in zip(cases, answers):
        check(answer, expected(mapping, module, query), search)
    # deep links: a fresh page for each, as a link opened from elsewhere
    for search, query in rng.sample(cases, DEEP_LINKS):
        check(browser.ask("goto", url=server + search), expected(mapping, module, query), search)
    # the link the page writes for a view (what a click puts in the URL) opens the same view
    again = browser.evaluate(SHOW_ALL, [a["link"] for a in answers])
    assert [(a["label"], a["value"], a["on"]) for a in again] == [(a["label"], a["value"], a["on"]) for a in answers]
    assert all(a["link"] == a["search"] for a in again)
    assert browser.ask("problems") == []


# --- clicks and keys ------------------------------------------------------------------------

SQUARES_DRAWN = """() => [...document.querySelectorAll(".square")].map((s) => [
  s.dataset.square, s.classList.contains("on"), s.getAttribute("aria-label"), s.tabIndex, s.textContent,
])"""


def square_set(module, names) -> int:
    return sum(1 << module.parse_square(n) for n in names)


@pytest.mark.timeout(60)
def test_clicks_and_keys_set_the_arguments_and_the_url(server, browser, oracles):
    tables, bb = oracles["LERF"]
    rng = random.Random(SEED)
    answer = browser.ask("goto", url=f"{server}?function=rook_attacks&occ=0x0&sq=a1&mapping=LERF")
    assert answer["on"] and answer["message"] is None
    # a click sets sq once its radio button says so; then clicks toggle squares of occ
    browser.ask("click", selector="#click-arg-sq-sq")
    answer = browser.ask("click", selector='[data-square="d4"]')
    assert answer["search"] == "?function=rook_attacks&occ=0x0000000000000000&sq=d4&mapping=LERF"
    browser.ask("click", selector="#click-arg-occ-occ")
    occ = 0
    for clicked in rng.sample([bb.square_name(s) for s in range(64) if s != bb.D4], 16):
        answer = browser.ask("click", selector=f'[data-square="{clicked}"]')
        occ ^= 1 << bb.parse_square(clicked)
        want = bb.rook_attacks(occ, bb.D4)
        assert sorted(answer["on"]) == sorted(bb.square_name(s) for s in bb.squares(want)), clicked
        assert answer["search"] == f"?function=rook_attacks&occ=0x{occ:016x}&sq=d4&mapping=LERF"
    # every square says what it is, and one, the square clicked last, is the board's tab stop
    drawn = browser.evaluate(SQUARES_DRAWN)
    on = set(answer["on"])
    for name, is_on, label, _, text in drawn:
        assert is_on == (name in on)
        assert label.startswith(f"{name}, {'in the set' if is_on else 'not in the set'}"), label
        assert ("in occ" in label) == bool(occ >> bb.parse_square(name) & 1) and ("●" in text or name == "d4") == ("in occ" in label or name == "d4")
    assert [name for name, _, _, tab, _ in drawn if tab == 0] == [clicked]
    assert next(label for name, _, label, _, _ in drawn if name == "d4").endswith("sq (X)")
    # the keyboard: arrows move the focus, Enter toggles as a click does, Space too
    assert browser.ask("focus", selector='[data-square="d4"]') == "d4"
    for key in ("ArrowUp", "ArrowUp", "ArrowRight"):
        browser.ask("press", key=key)
    assert browser.ask("focused")["square"] == "e6"
    answer = browser.ask("press", key="Enter")
    occ ^= 1 << bb.E6
    assert answer["search"] == f"?function=rook_attacks&occ=0x{occ:016x}&sq=d4&mapping=LERF"
    assert browser.ask("focused")["label"].startswith("e6, ")
    browser.ask("press", key="ArrowLeft")
    answer = browser.ask("press", key=" ")
    occ ^= 1 << bb.D6
    assert sorted(answer["on"]) == sorted(bb.square_name(s) for s in bb.squares(bb.rook_attacks(occ, bb.D4)))
    # a table chosen from the list, its two squares set by two clicks, frm then to
    answer = browser.ask("select", selector="#name", value="table:BEHIND")
    assert answer["search"] == "?table=BEHIND&args=d4,g7&mapping=LERF" and answer["on"] == ["h8"]
    browser.ask("click", selector='[data-square="b2"]')
    answer = browser.ask("click", selector='[data-square="c3"]')
    assert answer["search"] == "?table=BEHIND&args=b2,c3&mapping=LERF"
    assert sorted(answer["on"]) == sorted(bb.square_name(s) for s in bb.squares(bb.BEHIND[bb.B2][bb.C3]))
    # the form: a square typed, a bitboard typed as square names, a typo shown and not taken
    answer = browser.ask("fill", selector="#arg-to-1", value="e5")
    assert answer["search"] == "?table=BEHIND&args=b2,e5&mapping=LERF"
    answer = browser.ask("fill", selector="#arg-to-1", value="e9")
    assert answer["message"] == "'e9' is not an index of BEHIND[to]; accepted: a square name a1..h8 or a number 0..63"
    assert answer["search"] == "?table=BEHIND&args=b2,e5&mapping=LERF"
    browser.ask("select", selector="#name", value="function:queen_attacks")
    answer = browser.ask("fill", selector="#arg-occ-occ", value="d6 f4 b2")
    occ = square_set(bb, ["d6", "f4", "b2"])
    assert answer["search"] == f"?function=queen_attacks&occ=0x{occ:016x}&sq=d4&mapping=LERF" and answer["message"] is None
    assert sorted(answer["on"]) == sorted(bb.square_name(s) for s in bb.squares(bb.queen_attacks(occ, bb.D4)))
    # another mapping: the same squares and the same geometry, another number
    answer = browser.ask("select", selector="#mapping", value="BEFR")
    assert answer["mapping"] == "BEFR" and sorted(answer["on"]) == sorted(bb.square_name(s) for s in bb.squares(bb.queen_attacks(occ, bb.D4)))
    befr = mapping_named("BEFR")
    assert answer["search"] == f"?function=queen_attacks&occ=0x{sum(1 << befr.square(*divmod(s, 8)[::-1]) for s in bb.squares(occ)):016x}&sq=d4&mapping=BEFR"
    # the browser's Back goes to the view before
    browser.evaluate("() => history.back()")
    answer = browser.evaluate("() => new Promise((done) => setTimeout(() => explorer.settled().then(() => done(explorer.answer())), 50))")
    assert answer["mapping"] == "LERF"
    assert browser.ask("problems") == []


# --- bad URLs ---------------------------------------------------------------------------------

BAD_URLS = [
    ("?table=BEHINDD&args=d4,g7", ["unknown table 'BEHINDD'", "did you mean BEHIND?"]),
    ("?table=BEHIND&args=d4,64", ["index 64 is out of range for BEHIND[to]", "a square name a1..h8 or a number 0..63"]),
    ("?table=BEHIND&args=d4", ["BEHIND[frm][to] takes 2 indices in args, got 1"]),
    ("?table=RAY_ATTACKS&args=e4,NOXX", ["'NOXX' is not an index of RAY_ATTACKS[dir]", "NOEA, EAST"]),
    ("?function=rook_atacks&sq=d4", ["unknown function 'rook_atacks'", "did you mean rook_attacks?"]),
    ("?function=rook_attacks&occ=0x1ffffffffffffffff&sq=d4", ["occ=0x1ffffffffffffffff is out of range", "below 2**64"]),
    ("?function=rook_attacks&occ=d9&sq=d4", ["'d9' is no square"]),
    ("?function=rook_attacks&blockers=0&sq=d4", ["rook_attacks takes occ, sq; unknown argument 'blockers'"]),
    ("?table=BEHIND&function=rook_attacks", ["names a table and a function"]),
    ("?mapping=LERX", ["unknown square mapping 'LERX'", "LERF, LERBEF"]),
    ("?tabel=BEHIND", ["unknown URL parameter 'tabel'"]),
]

READ_MESSAGE = """() => ({
  message: document.getElementById("message").hidden ? null : document.getElementById("message").innerText,
  board: !document.getElementById("view").hidden,
  role: document.getElementById("message").getAttribute("role"),
  restart: !document.getElementById("restart").hidden,
})"""


@pytest.mark.timeout(60)
def test_a_bad_url_shows_a_readable_message_and_no_console_error(server, browser):
    for search, words in BAD_URLS:
        browser.ask("goto", url=server + search)
        shown = browser.evaluate(READ_MESSAGE)
        assert shown["message"] and not shown["board"] and shown["role"] == "alert" and shown["restart"], (search, shown)
        for word in words:
            assert word in shown["message"], (search, shown["message"])
        assert browser.ask("problems") == [], search
    # the way out: a link to the first view
    answer = browser.ask("follow", selector="#restart a")
    assert answer["message"] is None and answer["on"] and not browser.evaluate(READ_MESSAGE)["restart"]


# --- a static copy of the page, phone width, screenshots -------------------------------------------


@pytest.fixture(scope="module")
def static_root():
    """The repository's root served by a plain static server, as `python3 -m http.server` would."""
    with static_server(ROOT) as url:
        yield url


def test_a_static_copy_of_the_page_shows_the_committed_module(static_root, browser, oracles):
    _, bb = oracles["LERF"]
    page = static_root + "bitboard_tables/explorer/"
    answer = browser.ask("goto", url=page + "?table=BEHIND&args=d4,g7")
    assert (answer["value"], answer["on"], answer["mapping"]) == (f"0x{bb.BEHIND[bb.D4][bb.G7]:016x}", ["h8"], "LERF")
    options = browser.evaluate("() => [...document.querySelectorAll('#mapping option')].map((o) => [o.value, o.disabled])")
    assert options == [[name, name != "LERF"] for name in MAPPINGS]
    browser.ask("goto", url=page + "?table=BEHIND&args=d4,g7&mapping=BERLEF")
    shown = browser.evaluate(READ_MESSAGE)
    assert "holds the LERF module only, not BERLEF's" in shown["message"] and "bitboard-tables explore" in shown["message"]
    assert browser.ask("problems") == []


PHONE = 375


@pytest.mark.timeout(60)
def test_the_page_at_phone_width_and_its_screenshots(server, browser):
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    try:
        # the README's docs/explorer.png is this one
        browser.ask("viewport", width=560, height=700)
        browser.ask("goto", url=server)
        browser.ask("screenshot", path=str(SCREENSHOTS / "explorer.png"), fullPage=True)
        browser.ask("viewport", width=PHONE, height=800)
        browser.ask("goto", url=f"{server}?table=BLOCKERS_AND_BEYOND&args=QUEEN,d4&mapping=LERF")
        layout = browser.evaluate(
            """() => ({
              width: document.documentElement.scrollWidth,
              square: document.querySelector(".square").getBoundingClientRect().width,
              controls: [...document.querySelectorAll("select, input")].map((e) => e.getBoundingClientRect().right),
            })"""
        )
        browser.ask("screenshot", path=str(SCREENSHOTS / "explorer-phone.png"), fullPage=True)
    finally:
        browser.ask("viewport", width=1000, height=900)
    assert layout["width"] <= PHONE, layout  # nothing scrolls sideways
    assert layout["square"] >= 36, layout  # a square is a finger's target
    assert max(layout["controls"]) <= PHONE, layout
    assert (SCREENSHOTS / "explorer.png").stat().st_size > 10_000
