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
test_boards_functions.py's questions, each the walk's. Where the board's magics
are recorded (5x5, 6x6 in LEFR, 4x8), the same program asks its sliders file
(bitboards_sliders_5x5.go, BitboardsSliders_5x5.java, .cs, bitboards_sliders_5x5.nim)
every subset of every line's mask of every square (`slider_groups`), each with a
subset of the piece's other line and squares off both: the piece's and the
queen's lookup by fancy magic and by hyperbola (Go's, Java's and Nim's bit reversal,
C#'s printed), and by PEXT in C# and Nim, whose 8x8 outputs carry it; each answer the
walk's, and each file read back (its hyperbola masks too). The Go files are gofmt-clean, the
6x10 Nim module nimpretty-clean. A board numbered past 64
bits is refused in one line by each."""

from __future__ import annotations

import itertools
import random
import shutil
import subprocess
from dataclasses import replace
from pathlib import Path

import pytest

from bitboard_tables.cli import main
from bitboard_tables.languages import LANGUAGES, read_generated
from bitboard_tables.tables import compute_tables
from tests.harness.table_printer import concatenated, flat, printer_source, subscripts
from bitboard_tables.sliders.board_magics import has_magics
from tests.proofs.test_boards import LINES, Walk, as_lists, board_mapping, generated
from tests.proofs.test_boards_functions import NARROW_HELPERS, Oracle, csharp_folded, narrow_calls, split_answers
from tests.proofs.test_boards_sliders import Walk as SlidersWalk, check_read_back

# issue 49's boards within 64 bits but 8x8 (the 8x8 proofs'): minishogi's and Gardner's, Los Alamos'
# (file-major, as its magics are recorded), Silverman's; and rows padded to 8 bits, a file-major numbering
# of 60 bits with ranks of two digits (a10)
BOARDS = [("5x5", "LERF"), ("6x6", "LEFR"), ("4x8", "LERF"), ("5x5/8", "LERF"), ("6x10", "LEFR")]
NARROW = [language.name for language in LANGUAGES if language.widest == 64]
SLIDERS = [board for board in BOARDS if has_magics(board_mapping(*board))]  # those with a sliders file
# each language's slider techniques on a board, as its lookups' suffix: PEXT where the 8x8 output carries it, hyperbola in all
TECHNIQUES = {"go": ("Magic", "Hyperbola"), "java": ("Magic", "Hyperbola"), "csharp": ("Magic", "Pext", "Hyperbola"), "nim": ("Magic", "Pext", "Hyperbola")}


def slider_groups(board_text: str, mapping_name: str) -> list:
    """Returns the questions of a board's slider lookups, as flat groups of five numbers:
    a square, a piece (0 the rook, 1 the bishop), the inner squares of one of its lines
    (the line less the square and each ray's last square), of its other line, and
    squares off both; each program asks every subset of the first with the subset of
    the second in the same carry-rippler step and the squares off both, until the
    first's subsets come round to 0."""
    walk, rng, out = Walk(board_text, mapping_name), random.Random(49), []
    board = walk.set_of(walk.squares)
    for f, r in walk.squares:
        inner = {line: walk.set_of(s for u in (1, -1) for s in list(walk.walk(f, r, u * LINES[line][0][0], u * LINES[line][0][1]))[:-1])
                 for line in ("RANK", "FILE", "DIAGONAL", "ANTI_DIAGONAL")}  # fmt: skip
        for piece, lines in enumerate((("RANK", "FILE"), ("DIAGONAL", "ANTI_DIAGONAL"))):
            for a, b in (lines, lines[::-1]):
                out += [walk.number(f, r), piece, inner[a], inner[b], rng.getrandbits(64) & board & ~(inner[a] | inner[b])]
    return out


def slider_answers(board_text: str, mapping_name: str, techniques) -> list:
    """Returns the lines a program prints for `slider_groups`' questions: "S", then for
    each technique the piece's attacks and the queen's, in hex, by the walk."""
    oracle, groups, out = Oracle(Walk(board_text, mapping_name)), slider_groups(board_text, mapping_name), []
    for k in range(0, len(groups), 5):
        sq, piece, a, b, junk = groups[k : k + 5]
        occ, paired = 0, 0
        while True:
            full = occ | paired | junk
            want = [oracle.slide(sq, full, LINES[("ROOK", "BISHOP")[piece]]), oracle.slide(sq, full, LINES["QUEEN"])]
            out.append(" ".join(["S", *(f"{v:x}" for v in want * len(techniques))]))
            occ, paired = (occ - a) & a, (paired - b) & b
            if not occ:
                break
    return out


def split_sliders(printed: str, language: str) -> str:
    """Asserts that the "S" lines of `printed` are the answers of every board's sliders
    (SLIDERS) by `language`'s techniques, in order; returns the other lines."""
    got = [" ".join([line.split()[0], *(f"{int(v, 16):x}" for v in line.split()[1:])]) for line in printed.splitlines() if line.startswith("S ")]
    want = [line for board in SLIDERS for line in slider_answers(*board, TECHNIQUES[language])]
    assert got == want, next(((k, g, w) for k, (g, w) in enumerate(zip(got, want)) if g != w), (len(got), len(want)))
    return "\n".join(line for line in printed.splitlines() if not line.startswith("S "))


def asked(language: str, module, statement: str, literal: str, member: str = ".", each: str = "{rook}, {bishop}, {queen}") -> list:
    """Returns the statements of `language` that ask every board's sliders (SLIDERS) their
    questions, each board's a `statement` of {module} (its sliders' module or class,
    `module(tag)`), {groups} (slider_groups' numbers, each a `literal`) and {lookups}
    (its lookups, `member` after the module: `each` of the rook's, bishop's and queen's
    of each technique)."""
    out = []
    for board in SLIDERS:
        scope = module(board[0].replace("/", "_"))
        named = {"go": str, "csharp": str}.get(language, lambda name: name[0].lower() + name[1:])
        spelled = [{piece.lower(): f"{scope}{member}{named(piece + 'Attacks' + t)}" for piece in ("Rook", "Bishop", "Queen")} for t in TECHNIQUES[language]]
        lookups = ", ".join(each.format(**names) for names in spelled)
        out.append(statement.format(module=scope, groups=", ".join(map(literal.format, slider_groups(*board))), lookups=lookups))
    return out


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
    for (tag, out, shapes), board in zip(found, BOARDS):
        for path in out.iterdir():
            if "liders" in path.name:  # the sliders files: their masks the walk's, their magics the recorded ones
                check_read_back(path, SlidersWalk(*board))
            elif not path.name.endswith(".d.mts"):  # declarations: no values
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
        for path in out.glob("*.go"):  # the board's tables, and its sliders where its magics are recorded: one package
            shutil.copy(path, tmp_path / f"b{tag}")
    files = [str(p) for p in tmp_path.glob("*/*.go")]
    assert subprocess.run([NEWEST.gofmt(), "-l", *files], capture_output=True, text=True, check=True).stdout == ""
    head = 'package main\n\nimport (\n\t"bufio"\n\t"fmt"\n\t"os"\n\n' + "\n".join(imports) + "\n)\n\n" + GO_SLIDERS + NARROW_HELPERS["go"] + "\nfunc main() {"
    head += "\n\tout := bufio.NewWriter(os.Stdout)\n\tdefer out.Flush()\n" + "\n".join("\t" + c for c in narrow_calls("go", BOARDS, lambda tag: f"b{tag}"))
    head += "\n" + "\n".join("\t" + c for c in asked("go", lambda tag: f"b{tag}", "sliders(out, []uint64{{{groups}}}, {lookups})", "{:#x}"))
    spell = lambda name: "{}.{}".format(name.split(".")[0], go_name(name.split(".")[1]))  # noqa: E731
    (tmp_path / "main.go").write_text(printer(replace(TABLES, head=head, entry=subscripts(spell)), boards, lambda tag: f"b{tag}", spell))
    (tmp_path / "go.mod").write_text("module dump\n\ngo 1.19\n")
    NEWEST.run(["vet", "./..."], tmp_path)
    NEWEST.run(["build", "-buildvcs=false", "-o", "dump", "."], tmp_path)
    assert_read_back(split_answers(split_sliders(_run([str(tmp_path / "dump")]), "go"), BOARDS), boards, lambda tag: f"b{tag}")


# the Go program's asking of slider_groups' questions: each lookup's piece and queen
GO_SLIDERS = """func sliders(out *bufio.Writer, g []uint64, lookups ...func(uint64, int) uint64) {
\tfor k := 0; k < len(g); k += 5 {
\t\tsq, a, b, occ, paired := int(g[k]), g[k+2], g[k+3], uint64(0), uint64(0)
\t\tfor {
\t\t\tfull := occ | paired | g[k+4]
\t\t\tfmt.Fprint(out, "S")
\t\t\tfor t := 0; t < len(lookups); t += 3 {
\t\t\t\tfmt.Fprintf(out, " %x %x", lookups[t+int(g[k+1])](full, sq), lookups[t+2](full, sq))
\t\t\t}
\t\t\tfmt.Fprintln(out)
\t\t\tocc, paired = (occ-a)&a, (paired-b)&b
\t\t\tif occ == 0 {
\t\t\t\tbreak
\t\t\t}
\t\t}
\t}
}

"""


def _run(command) -> str:
    return subprocess.run(command, capture_output=True, text=True, check=True).stdout


# the Java program's asking of slider_groups' questions: each lookup's piece and queen
JAVA_SLIDERS = """    interface Lookup {
        long at(long occ, int sq);
    }

    static void sliders(java.io.PrintStream out, long[] g, Lookup... lookups) {
        for (int k = 0; k < g.length; k += 5) {
            long a = g[k + 2], b = g[k + 3], occ = 0, paired = 0;
            do {
                long full = occ | paired | g[k + 4];
                StringBuilder line = new StringBuilder("S");
                for (int t = 0; t < lookups.length; t += 3) {
                    line.append(' ').append(Long.toHexString(lookups[t + (int) g[k + 1]].at(full, (int) g[k])));
                    line.append(' ').append(Long.toHexString(lookups[t + 2].at(full, (int) g[k])));
                }
                out.println(line);
                occ = (occ - a) & a;
                paired = (paired - b) & b;
            } while (occ != 0);
        }
    }

"""


def test_the_java_classes_compile_and_read_back(boards, tmp_path):
    from tests.drivers.java.build import JDK, TABLES, java_command

    JDK.require()
    package = tmp_path / "src" / "bitboards"
    package.mkdir(parents=True)
    sources = [Path(shutil.copy(path, package)) for _, out, _ in boards[0] for path in out.glob("*.java")]  # the sliders too
    head = "final class Dump {\n    private Dump() {}\n\n    static String hex(long b) {\n        return String.format(\"0x%016x\", b);\n    }\n\n" + JAVA_SLIDERS + NARROW_HELPERS["java"]
    calls = narrow_calls("java", BOARDS, lambda tag: f"bitboards.Bitboards_{tag}")
    chunks = [calls[k : k + 200] for k in range(0, len(calls), 200)]  # a method's 64 KB of bytecode
    for k, chunk in enumerate(chunks):  # the lookup functions' answers (test_boards_functions.py)
        head += f"    static void answers{k}(java.io.PrintStream out) {{\n" + "".join(f"        {c}\n" for c in chunk) + "    }\n\n"
    head += "    public static void main(String[] args) {\n"
    head += "        java.io.PrintStream out = new java.io.PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.out), false);"
    head += "".join(f"\n        answers{k}(out);" for k in range(len(chunks)))
    head += "".join(f"\n        {c}" for c in asked("java", lambda tag: f"bitboards.BitboardsSliders_{tag}", "sliders(out, new long[] {{{groups}}}, {lookups});", "{:#x}L", "::"))
    spell = lambda name: f"bitboards.{name}"  # noqa: E731
    syntax = replace(TABLES, head=head, tail="        out.flush();\n    }\n}", entry=subscripts(spell), print=concatenated("out.println({words});", "hex({})"))
    (tmp_path / "src" / "Dump.java").write_text(printer(syntax, boards, lambda tag: f"Bitboards_{tag}", spell))
    JDK.compile([tmp_path / "src" / "Dump.java", *sources], tmp_path / "classes")
    printed = split_sliders(_run(java_command(JDK, tmp_path / "classes", "Dump")), "java")
    assert_read_back(split_answers(printed, BOARDS), boards, lambda tag: f"Bitboards_{tag}")


# the C# program's asking of slider_groups' questions: each lookup's piece and queen
CSHARP_SLIDERS = """    static void Sliders(System.IO.TextWriter output, ulong[] g, params System.Func<ulong, int, ulong>[] lookups)
    {
        for (int k = 0; k < g.Length; k += 5)
        {
            ulong a = g[k + 2], b = g[k + 3], occ = 0, paired = 0;
            do
            {
                ulong full = occ | paired | g[k + 4];
                string line = "S";
                for (int t = 0; t < lookups.Length; t += 3)
                {
                    line += " " + lookups[t + (int)g[k + 1]](full, (int)g[k]).ToString("x") + " " + lookups[t + 2](full, (int)g[k]).ToString("x");
                }
                output.WriteLine(line);
                occ = (occ - a) & a;
                paired = (paired - b) & b;
            }
            while (occ != 0);
        }
    }

"""


def test_the_csharp_classes_compile_and_read_back(boards, tmp_path):
    from tests.drivers.csharp.build import PORTABLE, TABLES, mono

    PORTABLE.require()
    head = "using System.Globalization;\n\nstatic class Dump\n{\n" + CSHARP_SLIDERS + NARROW_HELPERS["csharp"] + csharp_folded(f"Bitboards_{tag}" for tag, _, _ in boards[0])
    head += "    static void Main()\n    {\n"
    head += "        var output = new System.IO.StreamWriter(System.Console.OpenStandardOutput());"
    head += "".join(f"\n        {c}" for c in narrow_calls("csharp", BOARDS, lambda tag: f"Bitboards_{tag}"))
    head += "".join(f"\n        {c}" for c in asked("csharp", lambda tag: f"BitboardsSliders_{tag}", "Sliders(output, new ulong[] {{{groups}}}, {lookups});", "{:#x}UL"))
    syntax = replace(TABLES, head=head, tail="        output.Flush();\n    }\n}", entry=flat(str))
    (tmp_path / "Dump.cs").write_text(printer(syntax, boards, lambda tag: f"Bitboards_{tag}", str))
    exe = PORTABLE.compile([tmp_path / "Dump.cs", *(path for _, out, _ in boards[0] for path in sorted(out.glob("*.cs")))], tmp_path / "dump.exe")
    assert_read_back(split_answers(split_sliders(_run([mono(), str(exe)]), "csharp"), BOARDS), boards, lambda tag: f"Bitboards_{tag}")


# the Nim program's asking of slider_groups' questions: `answers` each technique's piece and queen, of
# the square `sq`, the piece (0 the rook) and the occupancy `full` it injects
NIM_SLIDERS = """template sliders(g: openArray[uint64], answers: untyped) =
  for k in countup(0, g.len - 1, 5):
    let (sq {.inject.}, piece {.inject.}, a, b) = (int(g[k]), int(g[k + 1]), g[k + 2], g[k + 3])
    var (occ, paired) = (0'u64, 0'u64)
    while true:
      let full {.inject.} = occ or paired or g[k + 4]
      var line = "S"
      for v in answers:
        line.add(" " & toHex(v))
      echo line
      (occ, paired) = ((occ - a) and a, (paired - b) and b)
      if occ == 0:
        break

"""


def test_the_nim_modules_compile_and_read_back(boards, tmp_path):
    from tests.drivers.nim.build import NIM, TABLES, check_nimpretty_clean

    NIM.require()
    modules = [Path(shutil.copy(path, tmp_path)).stem for _, out, _ in boards[0] for path in sorted(out.glob("*.nim"))]  # the sliders too
    # the file-major 6x10's module and the 5x5's sliders (a row of one square; PEXT's importc folded); the rest are laid out alike
    check_nimpretty_clean([tmp_path / f"bitboards_{boards[0][-1][0]}.nim", tmp_path / f"bitboards_sliders_{SLIDERS[0][0]}.nim"], tmp_path)
    head = f"import {', '.join(modules)}, std/options, std/strutils\n\n{NIM_SLIDERS}" + NARROW_HELPERS["nim"] + "proc main() ="
    head += "".join(f"\n{TABLES.indent * TABLES.depth}{c}" for c in narrow_calls("nim", BOARDS, lambda tag: f"bitboards_{tag}"))
    each = "(if piece == 0: {rook}(full, sq) else: {bishop}(full, sq)), {queen}(full, sq)"
    head += "".join(f"\n  {c}" for c in asked("nim", lambda tag: f"bitboards_sliders_{tag}", "sliders([{groups}], @[{lookups}])", "{:#x}'u64", each=each))
    syntax = replace(TABLES, head=head, tail="main()", entry=subscripts(str))
    (tmp_path / "dump.nim").write_text(printer(syntax, boards, lambda tag: f"bitboards_{tag}", str))
    printed = _run([str(NIM.compile("dump.nim", tmp_path / "dump", NIM.quick))])
    assert_read_back(split_answers(split_sliders(printed, "nim"), BOARDS), boards, lambda tag: f"bitboards_{tag}")


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
