"""The README, docs/ and SPEC.md stay true.

- The table reference (docs/tables.md) and SPEC.md list every table with its
  shape (and, in the reference, its size); SPEC.md names every function with
  its arguments.
- Every block of an output language is a whole program that prints what the
  comments of its printing lines say, run as the language's test driver runs
  its examples (tests/drivers/<name>/): a ```python block alone, in a fresh
  interpreter from the repository root (the text before an optional ":
  explanation"); a ```c block compiled strictly by gcc as C99; a ```rust block
  beside generated/bitboards.rs, by each rustc at hand with `-D warnings`.
- Every ``` block that starts with `$ bitboard-tables ...` is the real output of
  that command (a line `...` stands for any lines, a line ending in `...` for
  any line that starts with what precedes it; the block may stop early), run in
  a directory where `generated/bitboards.h` has one bit of BEHIND[d4][g7] set by
  hand and `old/bitboards.h` is the committed header.
- The command-line quick start runs, the configuration example configures, the
  README's table of output languages is the registry's, and every relative link
  points at a file and heading that exist.
"""

from __future__ import annotations

import os
import re
import shutil
import sys
from pathlib import Path

import pytest

from bitboard_tables.board import parse_board
from bitboard_tables.functions import FUNCTIONS
from bitboard_tables.languages import LANGUAGES, OUTPUT_NAMES
from bitboard_tables.languages.language import on_board
from bitboard_tables.tables import compute_tables
from tests.conftest import GENERATED, ROOT
from tests.harness import kept
from tests.harness.cli import run_cli
from tests.harness.drivers import drivers

README = ROOT / "README.md"
SPEC = ROOT / "SPEC.md"
DOCS = sorted((ROOT / "docs").glob("*.md"))
PAGES = [README, *DOCS, SPEC]
TEXT = {page: page.read_text() for page in PAGES}


def _fenced(text: str):
    """Yields (language, body) for every fenced block of Markdown `text`."""
    language, body = None, []
    for line in text.split("\n"):
        if language is None and line.startswith("```"):
            language, body = line[3:].strip(), []
        elif language is not None and line.rstrip() == "```":
            yield language, "".join(f"{b}\n" for b in body)
            language = None
        elif language is not None:
            body.append(line)


def _blocks(language: str):
    """Returns (page name, body) for every fenced block of `language` ('' for none)."""
    return [
        (page.relative_to(ROOT).as_posix(), body)
        for page in PAGES
        for lang, body in _fenced(TEXT[page])
        if lang == language
    ]


def _claimed(code: str, call: str, comment: str):
    """Returns what the lines of `code` that start with `call` claim to print."""
    lines = [line.strip() for line in code.splitlines() if line.strip().startswith(call)]
    claims = []
    for line in lines:
        match = re.search(comment, line)
        assert match, f"no comment saying what it prints: {line}"
        claims.append(match.group(1).strip())
    return claims


# --- tables and functions --------------------------------------------------------


def test_table_reference_lists_every_table_with_its_shape_and_size():
    text = TEXT[ROOT / "docs" / "tables.md"]
    rows = {m.group(1): m.group(0) for m in re.finditer(r"^\| `(\w+)` \|.*$", text, re.M)}
    total = 0
    for table in compute_tables():
        assert table.name in rows, table.name
        cells = [c.strip() for c in rows[table.name].strip("|").split("|")]
        shape = "".join(f"[{n}]" for n in table.shape)
        assert cells[1].endswith(shape), (table.name, cells[1])
        assert cells[3] == f"{table.size_bytes:,}", (table.name, cells[3])
        total += table.size_bytes
    assert f"All tables together take {total:,} bytes" in text


def test_spec_names_every_table_with_its_shape_and_every_function():
    text = TEXT[SPEC]
    rows = [line for line in text.splitlines() if line.startswith("| `")]
    for table in compute_tables():
        (row,) = [r for r in rows if f"`{table.name}`" in r.split("|")[1]]
        assert row.split("|")[2].strip() == "".join(f"[{n}]" for n in table.shape), table.name
    for fn in FUNCTIONS:
        assert f"`{fn.name}" in text, fn.name
        for call in re.findall(rf"`{fn.name}\(([^)]*)\)", text):
            assert [p.strip() for p in call.split(",")] == [name for name, _ in fn.params], (fn.name, call)


def test_the_names_in_other_styles_are_the_languages_own():
    """docs/functions.md's table of names: every table and function of the contract,
    each with the name each language of the table's columns gives it."""
    from bitboard_tables.languages.csharp import cs_name
    from bitboard_tables.languages.go import go_name
    from bitboard_tables.languages.java import java_name
    from bitboard_tables.languages.js import js_name
    from bitboard_tables.languages.nim import nim_name
    from bitboard_tables.languages.zig import zig_name

    naming = {"Go": go_name, "Zig": zig_name, "Java": java_name, "C#": cs_name, "JavaScript": js_name, "Nim": nim_name}
    text = TEXT[ROOT / "docs" / "functions.md"]
    header = re.search(r"^\| SPEC\.md((?: \| [^|]+)+) \|$", text, re.M).group(1)
    columns = [title.strip() for title in header.split("|")[1:]]
    assert columns == list(naming)
    cell = r" \| `(\w+)`"
    rows = re.findall(r"^\| `(\w+)`" + cell * len(columns) + r" \|$", text, re.M)
    names = [t.name for t in compute_tables()] + [f.name for f in FUNCTIONS]
    assert [row[0] for row in rows] == names
    assert [tuple(naming[c](n) for c in columns) for n in names] == [row[1:] for row in rows]


def test_readme_is_for_users_first():
    text = TEXT[README]
    headings = re.findall(r"^(#{2,3}) (.+)$", text, re.M)
    titles = [t for _, t in headings]
    for title in ("Contents", "Install", "Quick start", "Python", "C", "C++ (constexpr)", "Rust", "Go", "Zig", "Java", "C# (.NET, mono)", "JavaScript", "Nim", "Command line", "Set-up: two commands"):
        assert title in titles, title
    assert titles.index("Install") < titles.index("Quick start") < titles.index("Set-up: two commands")
    assert "make generate" in text and "make test" in text
    for page in [SPEC, *DOCS, ROOT / "LICENSE"]:
        assert f"]({page.relative_to(ROOT).as_posix()})" in text, f"README does not link {page.name}"
    assert len(text.splitlines()) < 420  # ten languages' quick starts, their table, the explorer and the choice of technique per language


# --- examples ---------------------------------------------------------------------

DRIVERS = drivers()
EXAMPLES = [
    (language, toolchain, page, code)
    for language, driver in DRIVERS.items()
    if driver.examples is not None
    for page, code in _blocks(driver.examples.fence)
    for toolchain in (driver.toolchains if driver.examples.every_toolchain else (driver.default,))
]


def test_every_page_with_examples_has_them():
    def pages(fence):
        return [page for page, _ in _blocks(fence)]

    assert {"README.md", "docs/functions.md", "docs/tables.md"} <= set(pages("python"))
    assert len(pages("python")) >= 10 and len(pages("c")) >= 7
    assert {"README.md", "docs/functions.md"} <= set(pages("rust"))
    for language, driver in DRIVERS.items():  # every language's quick start shows it
        assert driver.examples is not None and "README.md" in pages(driver.examples.fence), language


@pytest.mark.parametrize(
    "language, toolchain, page, code",
    EXAMPLES,
    ids=[f"{language}-{toolchain.name}-{page}:{k}" for k, (language, toolchain, page, _) in enumerate(EXAMPLES)],
)
def test_every_example_runs_and_prints_what_it_claims(language, toolchain, page, code, tmp_path):
    """Every block of a language is a whole program; built (each toolchain of its
    matrix where the language asks) and run on generated/, it prints what the
    comments of its printing lines say."""
    examples = DRIVERS[language].examples
    assert examples.program in code, f"{page}: a {language} example that is not a whole program"
    expected = _claimed(code, examples.prints, examples.claim)
    assert expected, f"{page}: a {language} example that prints nothing"
    toolchain.require()
    assert examples.run(toolchain, code, tmp_path) == expected, f"{page}:\n{code}"


def _formatted_by_gofmt(directory: Path, files) -> list:
    from tests.drivers.go.build import NEWEST

    proc = NEWEST.gofmt_l(files, directory)  # a silent pass kept (tests/harness/kept.py: check)
    assert proc.returncode == 0 and not proc.stderr, proc.stderr
    return [Path(line).name for line in proc.stdout.splitlines()]


def _formatted_by_zig_fmt(directory: Path, files) -> list:
    from tests.drivers.zig.build import ZIGS

    zig = ZIGS[0]
    proc = kept.check([zig.require(), "fmt", "--check", *files], kept.ZIG_SOURCES, directory, zig.env(), passes=kept.silent)
    assert not proc.stderr.strip(), proc.stderr
    return [Path(line).name for line in proc.stdout.splitlines()]


def _formatted_by_prettier(directory: Path, files) -> list:
    from tests.drivers.js.build import prettier

    proc = prettier(["--list-different", *map(str, files)], directory)
    assert proc.returncode in (0, 1) and not proc.stderr.strip(), proc.stderr
    return [Path(line).name for line in proc.stdout.splitlines()]


# The languages whose generated files pass a canonical formatter: their examples
# pass it too, as a user's code beside them does (fence, file suffix, the formatter:
# (directory, files) -> the names of the files it would change).
FORMATTERS = {
    "go": (".go", _formatted_by_gofmt),
    "zig": (".zig", _formatted_by_zig_fmt),
    "js": (".mjs", _formatted_by_prettier),
}


@pytest.mark.parametrize("fence", list(FORMATTERS))
def test_every_example_is_stable_under_its_languages_formatter(fence, tmp_path):
    """Every ```go, ```zig and ```js block of the README and docs/ is as gofmt, zig fmt
    and Prettier (its defaults) would lay it out: one run of the formatter over all."""
    suffix, unchanged = FORMATTERS[fence]
    files = {}
    for k, (page, code) in enumerate(_blocks(fence)):
        path = tmp_path / f"{page.replace('/', '_').replace('.md', '')}_{k}{suffix}"
        path.write_text(code)
        files[path.name] = page
    assert files, fence
    changed = unchanged(tmp_path, sorted(tmp_path.iterdir()))
    assert not changed, [(files[name], (tmp_path / name).read_text()) for name in changed]


# --- the command line ---------------------------------------------------------------


@pytest.fixture(scope="module")
def sandbox(tmp_path_factory):
    """A directory with generated/ (BEHIND[d4][g7] given e1 by hand in the header)
    and old/bitboards.h (the committed header)."""
    root = tmp_path_factory.mktemp("cli-examples")
    (root / "generated").mkdir()
    (root / "old").mkdir()
    for name in OUTPUT_NAMES:
        shutil.copy(GENERATED / name, root / "generated" / name)
    shutil.copy(GENERATED / "bitboards.h", root / "old" / "bitboards.h")
    header = root / "generated" / "bitboards.h"
    lines = header.read_text().split("\n")
    start = next(k for k, line in enumerate(lines) if line.startswith("BB_TABLE_STORAGE uint64_t BB_BEHIND["))
    i = next(k for k in range(start, len(lines)) if lines[k].endswith("/* [d4][e7..h7] */"))
    assert "0x8000000000000000ULL" in lines[i]
    lines[i] = lines[i].replace("0x8000000000000000ULL", "0x8000000000000010ULL")
    header.write_text("\n".join(lines))
    return root


SCRIPT = Path(sys.executable).with_name("bitboard-tables")


@pytest.fixture
def bitboard_tables(monkeypatch):
    """Runs `bitboard-tables ARGS` in a directory as a user does, the console script of
    this environment found on PATH: its entry point, run in this process as the
    script runs it (tests/harness/cli.py; tests/proofs/test_cli.py runs the script
    itself)."""
    monkeypatch.setenv("PATH", f"{SCRIPT.parent}{os.pathsep}{os.environ.get('PATH', '')}")
    return lambda args, cwd: run_cli(args, cwd, argv0=SCRIPT)


def _matches(shown: str, actual: str) -> bool:
    """Returns whether `actual` begins with the lines of `shown`, where a line
    `...` stands for any lines and a line ending in `...` for a line that starts
    with what precedes it."""
    want, got = shown.rstrip("\n").split("\n"), actual.split("\n")

    def match(i: int, j: int) -> bool:
        if i == len(want):
            return True
        line = want[i].rstrip()
        if line.strip() == "...":
            return any(match(i + 1, k) for k in range(j, len(got) + 1))
        if j == len(got):
            return False
        if line.endswith("..."):
            ok = got[j].startswith(line[:-3])
        else:
            ok = got[j].rstrip() == line
        return ok and match(i + 1, j + 1)

    return match(0, 0)


CLI_EXAMPLES = [
    (page, block.split("\n", 1)[0][2:], block.split("\n", 1)[1])
    for page, block in _blocks("")
    if block.startswith("$ bitboard-tables ")
]


def test_cli_examples_are_found():
    assert {c.split()[1] for _, c, _ in CLI_EXAMPLES} >= {"show", "list", "generate", "diff"}


@pytest.mark.parametrize("page, command, shown", CLI_EXAMPLES, ids=[c for _, c, _ in CLI_EXAMPLES])
def test_cli_example_is_the_real_output(page, command, shown, sandbox, bitboard_tables):
    args = command.split()[1:]
    proc = bitboard_tables(args, sandbox)
    assert proc.returncode in (0, 1, 2), proc.stderr
    actual = proc.stdout + proc.stderr
    assert _matches(shown, actual), f"{page}: $ {command}\n--- shown\n{shown}--- actual\n{actual}"


def test_command_line_quick_start_runs(tmp_path, bitboard_tables):
    (block,) = [b for page, b in _blocks("sh") if page == "README.md" and "bitboard-tables list" in b]
    commands = [line.split("#")[0].split() for line in block.splitlines() if line.startswith("bitboard-tables ")]
    assert len(commands) >= 3
    for command in commands:
        proc = bitboard_tables(command[1:], tmp_path)
        assert proc.returncode == 0, f"{' '.join(command)}: {proc.stderr}"
    assert "eng_rook_attacks" in (tmp_path / "engine" / "bitboards.h").read_text()
    assert (tmp_path / "crates" / "bitboards" / "Cargo.toml").exists()
    c_and_rust = [name for language in LANGUAGES if language.name in ("c", "rust") for name in language.file_names]
    assert sorted(p.name for p in (tmp_path / "vendor").iterdir()) == sorted(c_and_rust)  # --lang c,rust
    # the tables' files: 6x6 in LERF has no magics recorded, so no sliders file (bitboards_sliders_6x6.h)
    on_6x6 = [on_board(f.name, parse_board("6x6")) for language in LANGUAGES for f in language.files if f.on_boards and not (f.sliders or f.boards_only)]
    assert sorted(p.name for p in (tmp_path / "mini").iterdir()) == sorted(on_6x6)  # --board 6x6: Bitboards_6x6.cs ... bitboards_6x6.zig


def test_readme_tables_exactly_the_registered_languages_and_their_files():
    """The README's table of output languages lists the registry
    (bitboard_tables.languages.LANGUAGES): each language's name as --lang takes it
    and its files, in the order they are written, and nothing else; and the
    package `package` writes of it (its ecosystem), or none ("none: why", or empty)."""
    text = TEXT[README]
    table = text[text.index("\n| language | files |") :].split("\n\n")[0]
    rows = re.findall(r"^\| `(\w+)` \| (.*?) \| (.*?) ?\|$", table, re.M)
    listed = [(name, tuple(re.findall(r"`([^`]+)`", files))) for name, files, _ in rows]
    assert listed == [(language.name, language.file_names) for language in LANGUAGES]
    packages = {name: package for name, _, package in rows}
    for language in LANGUAGES:
        shown = packages[language.name]
        if language.package is not None:
            assert shown == language.package.ecosystem, language.name
        else:
            assert shown == "" or shown.startswith("none: "), language.name


def test_the_cli_page_names_every_file_generate_writes():
    """docs/cli.md's `generate` opens with every file it writes, as the registry
    (bitboard_tables.languages.LANGUAGES) has them, in the order they are written."""
    text = TEXT[ROOT / "docs" / "cli.md"]
    opening = text[text.index("\n## generate\n") :].split("\n\n")[1]
    named = re.findall(r"`([^`/]+\.[^`/]+)`", opening.split("; `list`")[0])
    assert named == list(OUTPUT_NAMES), named


def test_configuration_example_configures(tmp_path, bitboard_tables):
    (toml,) = [b for _, b in _blocks("toml") if "[tool.bitboard-tables]" in b]
    (tmp_path / "pyproject.toml").write_text(toml)
    proc = bitboard_tables(["generate"], tmp_path)
    assert proc.returncode == 0, proc.stderr
    out = tmp_path / "src" / "engine" / "generated"
    header = (out / "bitboards.h").read_text()
    assert "ENG_BEHIND" in header and "eng_rook_attacks" in header and "ENG_LINE" not in header
    assert (out / "bitboards.py").exists()


# --- links ----------------------------------------------------------------------------


def _slug(heading: str) -> str:
    """Returns GitHub's anchor of a Markdown heading."""
    text = re.sub(r"[^\w\- ]", "", heading.strip().lower())
    return text.replace(" ", "-")


def test_every_relative_link_points_at_an_existing_file_and_heading():
    for page in PAGES:
        for target in re.findall(r"\]\(([^)\s]+)\)", TEXT[page]):
            if re.match(r"\w+://", target):
                continue
            path, _, anchor = target.partition("#")
            file = (page.parent / path).resolve() if path else page
            assert file.exists(), f"{page.name}: {target}"
            if anchor:
                headings = re.findall(r"^#+ (.+)$", file.read_text(), re.M)
                assert anchor in {_slug(h) for h in headings}, f"{page.name}: {target}"
