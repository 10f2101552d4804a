"""Boards other than 8x8 in Go, Java, C#, JavaScript (with its TypeScript
declarations) and Nim, the languages of boards numbered within 64 bits (issue 49):
the files of `generate --board` on issue 49's boards within 64 bits (5x5, 6x6,
4x8; 8x8 is the 8x8 proofs'), a padded one and a file-major one, each language's
five in one program, built once (JavaScript's
type-checked against its declarations by tsc --strict), that prints every entry
of every table and every square constant by its driver's table printer
(tests/harness/table_printer.py); each is the brute-force walk's of
test_boards.py, as the project's readers read it too. Go's, Java's, C#'s,
Nim's and JavaScript's programs also print their lookup functions' answers to a sample of
test_boards_functions.py's questions, each the walk's. A board numbered past 64
bits is refused in one line by each."""

from __future__ import annotations

import itertools
import shutil
import subprocess
from dataclasses import replace
from pathlib import Path

import pytest

from bitboard_tables.cli import main
from bitboard_tables.languages import LANGUAGES, read_generated
from bitboard_tables.tables import compute_tables
from tests.harness.table_printer import concatenated, flat, printer_source, subscripts
from tests.proofs.test_boards import Walk, as_lists, board_mapping, generated
from tests.proofs.test_boards_functions import NARROW_HELPERS, csharp_folded, narrow_calls, split_answers

# issue 49's boards within 64 bits but 8x8 (the 8x8 proofs'): minishogi's and Gardner's, Los Alamos',
# Silverman's; and rows padded to 8 bits, a file-major numbering of 60 bits with ranks of two digits (a10)
BOARDS = [("5x5", "LERF"), ("6x6", "LERF"), ("4x8", "LERF"), ("5x5/8", "LERF"), ("6x10", "LEFR")]
NARROW = [language.name for language in LANGUAGES if language.widest == 64]


@pytest.fixture(scope="module")
def boards(tmp_path_factory):
    """Returns ([(tag, the directory of its files, its tables' (name, shape))], {tag:
    the walk's tables, and {a square's constant: its number}}) of BOARDS, each
    generated in the five languages."""
    root, found, walks = tmp_path_factory.mktemp("boards"), [], {}
    for board_text, mapping_name in BOARDS:
        tag = board_text.replace("/", "_")
        out = generated(root, board_text, mapping_name, "--lang", ",".join(NARROW))
        found.append((tag, out, [(t.name, t.shape) for t in compute_tables(board_mapping(board_text, mapping_name))]))
        walk = Walk(board_text, mapping_name)
        walks[tag] = dict(walk.tables(), **{"abcdefghijklmnop"[f].upper() + str(r + 1): walk.number(f, r) for f, r in walk.squares})
    return found, walks


def flattened(data) -> list:
    return [v for row in data for v in flattened(row)] if isinstance(data, list) else [data]


def printer(syntax, boards, module, spell) -> str:
    """Returns the table printer of `syntax` over every table of `boards`, each named
    `module(tag)`.NAME, after the line of each square's constant (A1: `spell`("b6x6.A1")):
    what the program prints of each entry, the entry's line."""
    found, walks = boards
    squares = [f"{module(tag)}.{name}" for tag, _, shapes in found for name in walks[tag] if name not in dict(shapes)]
    constants = [syntax.indent * syntax.depth + syntax.print(name, [], spell(name), False) for name in squares]
    shapes = [(f"{module(tag)}.{name}", shape) for tag, _, shapes in found for name, shape in shapes]
    return printer_source(replace(syntax, head="\n".join([syntax.head, *constants])), shapes)


def assert_read_back(printed: str, boards, module) -> None:
    """Asserts that `printed` ("MODULE.NAME i j 0xVALUE" lines, `module(tag)` the
    MODULE of each board) holds every entry of every table of `boards`, in index
    order, each the walk's, and nothing else."""
    found, walks = boards
    lines = {}
    for line in printed.splitlines():
        name, *indices, value = line.split()
        lines.setdefault(name, []).append((tuple(map(int, indices)), int(value, 10 if name.endswith(".DIR_SHIFT") else 16)))
    for tag, _, shapes in found:
        for name in set(walks[tag]) - set(dict(shapes)):  # the square constants
            assert lines.pop(f"{module(tag)}.{name}") == [((), walks[tag][name])], (tag, name)
        for name, shape in shapes:
            entries = lines.pop(f"{module(tag)}.{name}")
            assert [i for i, _ in entries] == list(itertools.product(*map(range, shape))), (tag, name)
            assert [v for _, v in entries] == flattened(walks[tag][name]), (tag, name)
    assert not lines, list(lines)[:3]


def test_every_file_reads_back_and_a_wider_board_is_refused(boards, tmp_path, capsys):
    found, walks = boards
    for tag, out, shapes in found:
        for path in out.iterdir():
            if not path.name.endswith(".d.mts"):  # declarations: no values
                tables = {t.name: as_lists(t.data) for t in read_generated(path).tables}
                assert tables == {name: walks[tag][name] for name in tables} and len(tables) == len(shapes), path
    for name in NARROW:
        for board in ("12x10", "6x6/16"):  # 120 squares; 36 squares numbered up to 85
            capsys.readouterr()
            assert main(["generate", "--no-config", "--out", str(tmp_path / "out"), "--board", board, "--lang", name]) == 2
            err = capsys.readouterr().err
            assert "writes bitboards of at most 64 bits" in err and err.count("\n") == 1, err
            assert not (tmp_path / "out").exists()


def test_the_go_files_are_gofmt_clean_and_read_back(boards, tmp_path):
    from bitboard_tables.languages.go import go_name
    from tests.drivers.go.build import NEWEST, TABLES

    NEWEST.require()
    imports = []
    for tag, out, _ in boards[0]:
        (tmp_path / f"b{tag}").mkdir()
        imports.append(f'\tb{tag} "dump/b{tag}"')
        shutil.copy(out / f"bitboards_{tag}.go", tmp_path / f"b{tag}")
    files = [str(p) for p in tmp_path.glob("*/*.go")]
    assert subprocess.run([NEWEST.gofmt(), "-l", *files], capture_output=True, text=True, check=True).stdout == ""
    head = 'package main\n\nimport (\n\t"bufio"\n\t"fmt"\n\t"os"\n\n' + "\n".join(imports) + "\n)\n\n" + NARROW_HELPERS["go"] + "\nfunc main() {"
    head += "\n\tout := bufio.NewWriter(os.Stdout)\n\tdefer out.Flush()\n" + "\n".join("\t" + c for c in narrow_calls("go", BOARDS, lambda tag: f"b{tag}"))
    spell = lambda name: "{}.{}".format(name.split(".")[0], go_name(name.split(".")[1]))  # noqa: E731
    (tmp_path / "main.go").write_text(printer(replace(TABLES, head=head, entry=subscripts(spell)), boards, lambda tag: f"b{tag}", spell))
    (tmp_path / "go.mod").write_text("module dump\n\ngo 1.19\n")
    NEWEST.run(["vet", "./..."], tmp_path)
    NEWEST.run(["build", "-buildvcs=false", "-o", "dump", "."], tmp_path)
    assert_read_back(split_answers(_run([str(tmp_path / "dump")]), BOARDS), boards, lambda tag: f"b{tag}")


def _run(command) -> str:
    return subprocess.run(command, capture_output=True, text=True, check=True).stdout


def test_the_java_classes_compile_and_read_back(boards, tmp_path):
    from tests.drivers.java.build import JDK, TABLES, java_command

    JDK.require()
    package = tmp_path / "src" / "bitboards"
    package.mkdir(parents=True)
    sources = [Path(shutil.copy(out / f"Bitboards_{tag}.java", package)) for tag, out, _ in boards[0]]
    head = "final class Dump {\n    private Dump() {}\n\n    static String hex(long b) {\n        return String.format(\"0x%016x\", b);\n    }\n\n" + NARROW_HELPERS["java"]
    calls = narrow_calls("java", BOARDS, lambda tag: f"bitboards.Bitboards_{tag}")
    chunks = [calls[k : k + 200] for k in range(0, len(calls), 200)]  # a method's 64 KB of bytecode
    for k, chunk in enumerate(chunks):  # the lookup functions' answers (test_boards_functions.py)
        head += f"    static void answers{k}(java.io.PrintStream out) {{\n" + "".join(f"        {c}\n" for c in chunk) + "    }\n\n"
    head += "    public static void main(String[] args) {\n"
    head += "        java.io.PrintStream out = new java.io.PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.out), false);"
    head += "".join(f"\n        answers{k}(out);" for k in range(len(chunks)))
    spell = lambda name: f"bitboards.{name}"  # noqa: E731
    syntax = replace(TABLES, head=head, tail="        out.flush();\n    }\n}", entry=subscripts(spell), print=concatenated("out.println({words});", "hex({})"))
    (tmp_path / "src" / "Dump.java").write_text(printer(syntax, boards, lambda tag: f"Bitboards_{tag}", spell))
    JDK.compile([tmp_path / "src" / "Dump.java", *sources], tmp_path / "classes")
    assert_read_back(split_answers(_run(java_command(JDK, tmp_path / "classes", "Dump")), BOARDS), boards, lambda tag: f"Bitboards_{tag}")


def test_the_csharp_classes_compile_and_read_back(boards, tmp_path):
    from tests.drivers.csharp.build import PORTABLE, TABLES, mono

    PORTABLE.require()
    head = "using System.Globalization;\n\nstatic class Dump\n{\n" + NARROW_HELPERS["csharp"] + csharp_folded(f"Bitboards_{tag}" for tag, _, _ in boards[0])
    head += "    static void Main()\n    {\n"
    head += "        var output = new System.IO.StreamWriter(System.Console.OpenStandardOutput());"
    head += "".join(f"\n        {c}" for c in narrow_calls("csharp", BOARDS, lambda tag: f"Bitboards_{tag}"))
    syntax = replace(TABLES, head=head, tail="        output.Flush();\n    }\n}", entry=flat(str))
    (tmp_path / "Dump.cs").write_text(printer(syntax, boards, lambda tag: f"Bitboards_{tag}", str))
    exe = PORTABLE.compile([tmp_path / "Dump.cs", *(out / f"Bitboards_{tag}.cs" for tag, out, _ in boards[0])], tmp_path / "dump.exe")
    assert_read_back(split_answers(_run([mono(), str(exe)]), BOARDS), boards, lambda tag: f"Bitboards_{tag}")


def test_the_nim_modules_compile_and_read_back(boards, tmp_path):
    from tests.drivers.nim.build import NIM, TABLES

    NIM.require()
    modules = [Path(shutil.copy(out / f"bitboards_{tag}.nim", tmp_path)).stem for tag, out, _ in boards[0]]
    head = f"import {', '.join(modules)}, std/options, std/strutils\n\n" + NARROW_HELPERS["nim"] + "proc main() ="
    head += "".join(f"\n{TABLES.indent * TABLES.depth}{c}" for c in narrow_calls("nim", BOARDS, lambda tag: f"bitboards_{tag}"))
    syntax = replace(TABLES, head=head, tail="main()", entry=subscripts(str))
    (tmp_path / "dump.nim").write_text(printer(syntax, boards, lambda tag: f"bitboards_{tag}", str))
    printed = _run([str(NIM.compile("dump.nim", tmp_path / "dump", NIM.quick))])
    assert_read_back(split_answers(printed, BOARDS), boards, lambda tag: f"bitboards_{tag}")


def test_the_js_modules_type_check_run_and_read_back(boards, tmp_path):
    """A TypeScript program on the declarations, under --strict, compiled by tsc and
    run by Node on the modules (Prettier, 0.8 s more, is left to the 8x8 files,
    whose tables are laid out alike)."""
    from tests.drivers.js.build import NODE, tsc
    from tests.harness.table_printer import PrinterSyntax
    from tests.proofs.test_js import TSC_OPTIONS

    NODE.require()
    for tag, out, _ in boards[0]:
        for suffix in ("mjs", "d.mts"):
            shutil.copy(out / f"bitboards_{tag}.{suffix}", tmp_path)
    head = "\n".join(f'import * as b{tag} from "./bitboards_{tag}.mjs";' for tag, _, _ in boards[0]) + "\n\nconst out: string[] = [];\n" + NARROW_HELPERS["js"]
    head += "\n".join(narrow_calls("js", BOARDS, lambda tag: f"b{tag}"))
    syntax = PrinterSyntax(
        head, 'console.log(out.join("\\n"));', "for (let {i} = 0; {i} < {n}; {i}++) {{", flat(str),
        concatenated("out.push({words});", '"0x" + {}.toString(16).padStart(16, "0")', word="String({})"), depth=0, indent="  ",
    )
    (tmp_path / "dump.mts").write_text(printer(syntax, boards, lambda tag: f"b{tag}", str))
    proc = tsc([*TSC_OPTIONS, "dump.mts"], tmp_path)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert_read_back(split_answers(NODE.run(["dump.mjs"], tmp_path), BOARDS), boards, lambda tag: f"b{tag}")
