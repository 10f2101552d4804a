"""The command line: `python -m bitboard_tables ...`.

Every subcommand and every kind of bad input. Outputs go to pytest's tmp_path,
never to the repository's generated/. A bad input must give exit status 2,
exactly one line on stderr, no traceback, and leave every file as it was.

The commands run in this process (`run`: tests/harness/cli.py, the entry point
`python -m bitboard_tables` calls, with its argv, its output and its exit status)
so that each does not start an interpreter; what only a real process shows runs
in one (`run_process`): bad input through the real entry point, the umask, the
advice pasted into a shell, the repository's own checkout, the console script.
"""

from __future__ import annotations

import importlib.util
import json
import os
import re
import shlex
import shutil
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from bitboard_tables import __version__
from bitboard_tables.functions import ENGINE_GROUPS, FUNCTIONS, closure
from bitboard_tables.cli.show import _find
from bitboard_tables.languages import LANGUAGES, OUTPUT_NAMES
from bitboard_tables.mapping import LERF
from bitboard_tables.sliders import header_tables
from bitboard_tables.tables import ENGINE_TABLES, compute_tables
from tests.conftest import GENERATED, ROOT
from tests.drivers.c.build import STRICT
from tests.harness import kept
from tests.harness.cli import run_cli
from tests.drivers.csharp.build import PORTABLE, mono
from tests.drivers.go.build import GOS
from tests.drivers.java.build import JDK, java_command
from tests.drivers.rust.build import RUSTCS

# what a subset (--only) of no engine table gets: the sliders files (Go's with the two
# files of its fill) need every table and function, C's engine header an engine table
# (tables.ENGINE_TABLES)
SLIDERS_FILES = ("bitboards_sliders.h", "bitboards_sliders.go", "bitboards_sliders_fill.go", "bitboards_sliders_nofill.go")
SUBSET_OUTPUTS = tuple(name for name in OUTPUT_NAMES if name not in (*SLIDERS_FILES, "bitboards_engine.h"))
BEHIND_C = "BB_TABLE_STORAGE uint64_t BB_BEHIND[64][64]"
BEHIND_RS = "pub static BEHIND: [[u64; 64]; 64]"
STRICT_C = ["gcc", "-std=c99", "-Wall", "-Wextra", "-Werror", "-pedantic"]

BEHIND_D4_G7 = """\
BEHIND[d4][g7] = 0x8000000000000000  (1 square: h8)

8 . . . . . . . 1
7 . . . . . . T .
6 . . . . . . . .
5 . . . . . . . .
4 . . . X . . . .
3 . . . . . . . .
2 . . . . . . . .
1 . . . . . . . .
  a b c d e f g h

1 in the set, . not; X = d4 (frm, not in the set); T = g7 (to, not in the set)
"""


def run(*args: str, cwd: Path) -> subprocess.CompletedProcess:
    """Runs `python -m bitboard_tables ARGS` in `cwd`, in this process."""
    return run_cli(args, cwd)


def run_process(*args: str, cwd: Path, umask: int = -1) -> subprocess.CompletedProcess:
    """Runs `python -m bitboard_tables ARGS` in `cwd`, in a process of its own."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.run(
        [sys.executable, "-m", "bitboard_tables", *args], cwd=cwd, env=env, capture_output=True, text=True, umask=umask
    )


def snapshot(directory: Path) -> dict:
    """Returns {relative path: bytes or 'dir'} of everything under `directory`."""
    return {
        str(p.relative_to(directory)): "dir" if p.is_dir() else p.read_bytes() for p in sorted(directory.rglob("*"))
    }


def advice(proc: subprocess.CompletedProcess, out: str) -> str:
    """Returns the one command `generate --check` gives to regenerate `out`, checking
    that it gives exactly one, on its last line."""
    lines = proc.stderr.splitlines()
    assert proc.returncode == 1, proc
    assert [line for line in lines if " run " in line or "make " in line] == lines[-1:], proc.stderr
    start = f"{out}/ is not up to date: run "
    assert lines[-1].startswith(start), lines[-1]
    return lines[-1][len(start) :]


def run_advice(command: str, cwd: Path) -> None:
    """Runs a command `generate --check` advised, as a user pastes it into a shell."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.run(command, shell=True, cwd=cwd, env=env, capture_output=True, text=True)
    assert proc.returncode == 0, (command, proc.stderr)


def assert_bad_input(proc: subprocess.CompletedProcess, *words: str) -> None:
    assert proc.returncode == 2, proc
    lines = proc.stderr.splitlines()
    assert len(lines) == 1, proc.stderr
    assert "Traceback" not in proc.stderr
    assert lines[0].startswith("bitboard-tables"), lines[0]
    for word in words:
        assert word in lines[0], lines[0]


@pytest.fixture
def work(tmp_path: Path) -> Path:
    """A directory to run in; its .git stops the pyproject.toml lookup there."""
    (tmp_path / ".git").mkdir()
    return tmp_path


@pytest.fixture(scope="module")
def full(tmp_path_factory) -> Path:
    """A full generation with the defaults, done once; tests copy it before changing it."""
    work = tmp_path_factory.mktemp("full")
    (work / ".git").mkdir()
    proc = run("generate", "--out", "out", cwd=work)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.splitlines() == [f"wrote out/{name}" for name in OUTPUT_NAMES]
    return work / "out"


@pytest.fixture(scope="module")
def subset(tmp_path_factory) -> Path:
    """`--only rook_attacks,BEHIND --prefix eng`, done once."""
    work = tmp_path_factory.mktemp("subset")
    (work / ".git").mkdir()
    proc = run("generate", "--out", "out", "--only", "rook_attacks,BEHIND", "--prefix", "eng", cwd=work)
    assert proc.returncode == 0, proc.stderr
    return work / "out"


def edit_entry(path: Path, table: str, row_comment: str, old: str, new: str) -> None:
    """Replaces the first `old` value on the first row after the line that starts
    `table` and ends with `row_comment`."""
    lines = path.read_text().split("\n")
    start = next(k for k, line in enumerate(lines) if line.startswith(table))
    i = next(k for k, line in enumerate(lines) if k > start and line.endswith(row_comment))
    assert old in lines[i]
    lines[i] = lines[i].replace(old, new, 1)
    path.write_text("\n".join(lines))


def subset_closure():
    """Returns (tables, functions) that the `subset` fixture's --only pulls in."""
    return closure(["rook_attacks", "BEHIND"], [t.name for t in compute_tables()])


def compile_and_run(work: Path, include: Path, source: str) -> str:
    (work / "main.c").write_text(source)
    cmd = [*STRICT_C, f"-I{include}", str(work / "main.c"), "-o", str(work / "main")]
    build = kept.run(cmd, kept.C_SOURCES)
    assert build.returncode == 0 and not build.stderr, build.stderr
    return subprocess.run([str(work / "main")], capture_output=True, text=True, check=True).stdout


def import_module(path: Path, name: str):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# --- generate --------------------------------------------------------------------


def test_generate_writes_every_output(full):
    for name in OUTPUT_NAMES:
        assert b"Generated by bitboard-tables" in (full / name).read_bytes().split(b"\n")[0]
    assert sorted(p.name for p in full.iterdir()) == sorted(OUTPUT_NAMES)  # no temporary files


def test_generate_writes_only_when_the_bytes_change(work):
    out = work / "out"
    assert run("generate", "--out", "out", "--only", "DIR_SHIFT", cwd=work).returncode == 0
    before = {p.name: p.stat().st_mtime_ns for p in out.iterdir()}
    (out / "bitboards.h").write_text("stale")
    proc = run("generate", "--out", "out", "--only", "DIR_SHIFT", cwd=work)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.splitlines() == [
        f"wrote out/{name}" if name == "bitboards.h" else f"out/{name} is up to date" for name in SUBSET_OUTPUTS
    ]
    assert (out / "bitboards.py").stat().st_mtime_ns == before["bitboards.py"]
    assert "BB_TABLE_STORAGE int BB_DIR_SHIFT[8]" in (out / "bitboards.h").read_text()
    assert sorted(p.name for p in out.iterdir()) == sorted(SUBSET_OUTPUTS)


def test_new_outputs_follow_the_umask_and_replaced_ones_keep_their_mode(work):
    out = work / "out"

    def mode(name: str) -> int:
        return stat.S_IMODE((out / name).stat().st_mode)

    assert run_process("generate", "--out", "out", "--only", "DIR_SHIFT", cwd=work, umask=0o027).returncode == 0
    assert (mode("bitboards.py"), mode("bitboards.h")) == (0o640, 0o640)
    (out / "bitboards.py").chmod(0o600)
    (out / "bitboards.h").chmod(0o755)
    for name in SUBSET_OUTPUTS:
        (out / name).write_text((out / name).read_text() + "\n")  # stale: all are rewritten
    proc = run_process("generate", "--out", "out", "--only", "DIR_SHIFT", cwd=work, umask=0o022)
    assert proc.stdout.splitlines() == [f"wrote out/{name}" for name in SUBSET_OUTPUTS], proc.stderr
    assert (mode("bitboards.py"), mode("bitboards.h")) == (0o600, 0o755)
    (out / "bitboards.h").unlink()
    assert run_process("generate", "--out", "out", "--only", "DIR_SHIFT", cwd=work, umask=0o077).returncode == 0
    assert (mode("bitboards.py"), mode("bitboards.h")) == (0o600, 0o600)
    assert sorted(p.name for p in out.iterdir()) == sorted(SUBSET_OUTPUTS)


def test_check_passes_on_a_fresh_generation(full, work):
    proc = run("generate", "--check", "--out", str(full), cwd=work)
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr == ""


def test_check_names_each_differing_table_entry(full, work):
    out = work / "out"
    shutil.copytree(full, out)
    edit_entry(out / "bitboards.h", BEHIND_C, "/* [d4][e7..h7] */", "0x8000000000000000ULL", "0x8000000000000010ULL")
    edit_entry(out / "bitboards.py", "KNIGHT_ATTACKS = (", "# a1..d1", "0x00000000000a1100", "0x00000000000a1000")
    edit_entry(out / "bitboards.rs", BEHIND_RS, "// [d4][e7..h7]", "0x8000000000000000", "0x8000000000000020")
    before = snapshot(out)
    proc = run("generate", "--check", "--out", "out", cwd=work)
    assert proc.returncode == 1
    err = proc.stderr.splitlines()
    assert "out/bitboards.h: differs from a fresh generation" in err
    assert "  BEHIND: 1 of 4096 entries differs" in err
    assert "    BEHIND[d4][g7]: 0x8000000000000010 on disk, 0x8000000000000000 generated" in err
    assert "out/bitboards.py: differs from a fresh generation" in err
    assert "  KNIGHT_ATTACKS: 1 of 64 entries differs" in err
    assert "    KNIGHT_ATTACKS[c1]: 0x00000000000a1000 on disk, 0x00000000000a1100 generated" in err
    assert "out/bitboards.rs: differs from a fresh generation" in err
    rust = err[err.index("out/bitboards.rs: differs from a fresh generation") :][1:3]
    assert rust == ["  BEHIND: 1 of 4096 entries differs", "    BEHIND[d4][g7]: 0x8000000000000020 on disk, 0x8000000000000000 generated"]
    assert advice(proc, "out").endswith(" generate --out out")
    assert snapshot(out) == before  # --check writes nothing
    diff = run("diff", str(full / "bitboards.rs"), "out/bitboards.rs", cwd=work)
    assert diff.returncode == 1 and "  BEHIND[d4][g7]: 0x8000000000000000 -> 0x8000000000000020" in diff.stdout


def test_check_and_diff_label_entries_by_their_indices(full, work):
    # A_FILE_ATTACKS[0][2] is the third value of the row labelled [0][0..3] (the first
    # row was once labelled [1]): check and diff name it so, and show takes the name back.
    # (the Python module alone: the other files, unchanged, are compared in the tests above and below)
    out = work / "out"
    out.mkdir()
    shutil.copy(full / "bitboards.py", out)
    edit_entry(out / "bitboards.py", "A_FILE_ATTACKS = (", "# [0][0..3]", "0x0000010101010100,", "0x0000010101010101,")
    check = run("generate", "--check", "--out", "out", "--lang", "python", cwd=work)
    assert check.returncode == 1
    assert "    A_FILE_ATTACKS[0][2]: 0x0000010101010101 on disk, 0x0000010101010100 generated" in check.stderr
    diff = run("diff", str(full / "bitboards.py"), "out/bitboards.py", cwd=work)
    assert "    A_FILE_ATTACKS[0][2]: 0x0000010101010100 -> 0x0000010101010101" in diff.stdout
    shown = run("show", "A_FILE_ATTACKS[0][2]", cwd=work).stdout.splitlines()[0]
    assert shown.startswith("A_FILE_ATTACKS[0][2] = 0x0000010101010100")


def test_check_reports_missing_files_and_missing_tables(work):
    (work / "out").mkdir()
    proc = run("generate", "--check", "--out", "out", "--only", "DIR_SHIFT", cwd=work)
    assert proc.returncode == 1
    assert "out/bitboards.py: missing" in proc.stderr
    assert advice(proc, "out").endswith(" generate --out out --only DIR_SHIFT")
    assert run("generate", "--out", "out", "--only", "DIR_SHIFT", cwd=work).returncode == 0
    proc = run("generate", "--check", "--out", "out", "--only", "DIR_SHIFT,AVOID_WRAP", cwd=work)
    assert proc.returncode == 1
    assert "  AVOID_WRAP: generated, missing on disk" in proc.stderr.splitlines()
    assert snapshot(work / "out").keys() == set(SUBSET_OUTPUTS)


def test_only_emits_a_subset_that_compiles_and_imports(subset, work):
    header, module = (subset / "bitboards.h").read_text(), subset / "bitboards.py"
    tables, functions = subset_closure()
    assert "BEHIND" in tables and "RANK_MASK_EX" in tables and "rook_attacks" in functions
    for table in compute_tables():
        assert (f"ENG_{table.name}[" in header) == (table.name in tables), table.name
        assert (f"\n{table.name} = (" in module.read_text()) == (table.name in tables), table.name
    for f in FUNCTIONS:
        assert (f"eng_{f.name}(" in header) == (f.name in functions), f.name
        assert (f"\ndef {f.name}(" in module.read_text()) == (f.name in functions), f.name
    out = compile_and_run(
        work,
        subset,
        '#include <stdio.h>\n#include "bitboards.h"\n'
        "int main(void) {\n"
        '    printf("%llx %llx\\n", (unsigned long long)eng_rook_attacks(0, ENG_D4),\n'
        "           (unsigned long long)ENG_BEHIND[ENG_D4][ENG_G7]);\n"
        "    return 0;\n}\n",
    )
    assert out.split() == ["8080808f7080808", "8000000000000000"]
    bb = import_module(module, "bitboards_subset")
    assert bb.rook_attacks(0, bb.D4) == 0x08080808F7080808
    assert bb.rook_attacks(1 << bb.D6 | 1 << bb.B4, bb.D4) == 0x00000808F6080808
    assert bb.BEHIND[bb.D4][bb.G7] == 1 << bb.H8


def test_only_emits_a_rust_subset_that_compiles_warning_free(subset, work):
    rust = (subset / "bitboards.rs").read_text()
    tables, functions = subset_closure()
    for table in compute_tables():
        assert (f"\npub static {table.name}: " in rust) == (table.name in tables), table.name
    for f in FUNCTIONS:
        assert bool(re.search(rf"\npub (const )?fn {f.name}\(", rust)) == (f.name in functions), f.name
    main = work / "main.rs"
    main.write_text(
        '#[allow(dead_code)]\nmod bitboards;\nfn main() {\n    println!("{:x} {:x}", bitboards::rook_attacks(0, bitboards::D4), '
        "bitboards::BEHIND[bitboards::D4][bitboards::G7]);\n}\n"
    )
    shutil.copy(subset / "bitboards.rs", work / "bitboards.rs")
    for rustc in RUSTCS:
        rustc.build(["--crate-type", "lib", "--emit", "metadata=lib.rmeta", "bitboards.rs"], cwd=work)
        rustc.build(["main.rs", "-o", "main-rs"], cwd=work)
        out = subprocess.run([str(work / "main-rs")], capture_output=True, text=True, check=True).stdout
        assert out.split() == ["8080808f7080808", "8000000000000000"]


def test_only_and_prefix_emit_a_cpp_subset_in_its_namespace(subset, work):
    # --prefix eng names the namespace; the subset holds what it needs, and its
    # lookups and tables are constant expressions
    header = (subset / "bitboards.hpp").read_text()
    tables, functions = subset_closure()
    assert "\nnamespace eng {\n" in header and "--prefix ENG" in header.split("\n")[2]
    for table in compute_tables():
        assert (f"inline constexpr std::uint64_t {table.name}[" in header) == (table.name in tables), table.name
    for f in FUNCTIONS:
        assert bool(re.search(rf"\nconstexpr \S+ {f.name}\(", header)) == (f.name in functions), f.name
    (work / "main.cpp").write_text(
        '#include "bitboards.hpp"\n'
        "static_assert(eng::rook_attacks(0, eng::D4) == 0x08080808F7080808ULL, \"\");\n"
        "static_assert(eng::BEHIND[eng::D4][eng::G7] == 1ULL << eng::H8, \"\");\n"
        "int main() { return 0; }\n"
    )
    command = ["g++", "-std=c++17", "-fsyntax-only", *STRICT, f"-I{subset}", str(work / "main.cpp")]
    proc = subprocess.run(command, capture_output=True, text=True)
    assert proc.returncode == 0 and not proc.stderr, proc.stderr


def test_namespace_declares_the_package_or_namespace_of_each_language(work):
    """--namespace com.example.engine is the Java package com.example.engine, the C#
    namespace com.example.engine (its class, and file, named by --prefix: Eng.cs),
    the C++ namespace com::example::engine (its include guard named after it) and the
    Go package engine; each compiles and answers as the whole file does, and each is
    read back by show --file."""
    options = ["--only", "rook_attacks", "--prefix", "eng", "--namespace", "com.example.engine"]
    proc = run("generate", "--out", "out", "--lang", "cpp,csharp,go,java", *options, cwd=work)
    assert proc.returncode == 0, proc.stderr
    out = work / "out"
    assert sorted(p.name for p in out.iterdir()) == ["Bitboards.java", "Eng.cs", "bitboards.go", "bitboards.hpp"]
    # Java: the package, in its folder under a source root
    src = work / "java" / "com" / "example" / "engine"
    src.mkdir(parents=True)
    shutil.copy(out / "Bitboards.java", src)
    (work / "java" / "Main.java").write_text(
        "import static com.example.engine.Bitboards.*;\n"
        "public final class Main {\n"
        "    public static void main(String[] args) {\n"
        '        System.out.println(Long.toHexString(rookAttacks(1L << D6 | 1L << F4, D4)));\n'
        "    }\n}\n"
    )
    JDK.compile([src / "Bitboards.java", work / "java" / "Main.java"], work / "classes")
    ran = subprocess.run(java_command(JDK, work / "classes", "Main"), capture_output=True, text=True)
    assert ran.stdout.split() == ["80837080808"], ran.stderr
    # C#: the class Eng in the namespace
    (work / "Main.cs").write_text(
        "using com.example.engine;\n"
        "public static class Program\n{\n"
        "    public static void Main()\n    {\n"
        '        System.Console.WriteLine(Eng.RookAttacks(1UL << Eng.D6 | 1UL << Eng.F4, Eng.D4).ToString("x"));\n'
        "    }\n}\n"
    )
    exe = PORTABLE.compile([out / "Eng.cs", work / "Main.cs"], work / "main.exe")
    assert subprocess.run([mono(), str(exe)], capture_output=True, text=True).stdout.split() == ["80837080808"]
    # C++: the nested namespace, and a guard of its own beside the default header
    header = (out / "bitboards.hpp").read_text()
    assert "\nnamespace com::example::engine {\n" in header and "#ifndef COM_EXAMPLE_ENGINE_BITBOARDS_HPP\n" in header
    (work / "both").mkdir()
    shutil.copy(out / "bitboards.hpp", work / "both" / "engine.hpp")
    (work / "main.cpp").write_text(
        '#include "engine.hpp"\n#include "bitboards.hpp"\n'
        "static_assert(com::example::engine::rook_attacks(1ULL << bitboards::D6, bitboards::D4) == "
        "bitboards::ROOK_MASK_EX[bitboards::D4] - (1ULL << bitboards::D7) - (1ULL << bitboards::D8), \"\");\n"
        "int main() { return 0; }\n"
    )
    command = ["g++", "-std=c++17", "-fsyntax-only", *STRICT, f"-I{work / 'both'}", f"-I{GENERATED}", str(work / "main.cpp")]
    proc = subprocess.run(command, capture_output=True, text=True)
    assert proc.returncode == 0 and not proc.stderr, proc.stderr
    # Go: the package clause is the last part, as the last element of an import path
    assert "\npackage engine\n" in (out / "bitboards.go").read_text()
    module = work / "gomod"
    (module / "engine").mkdir(parents=True)
    shutil.copy(out / "bitboards.go", module / "engine")
    (module / "go.mod").write_text("module example.com\n\ngo 1.19\n")
    (module / "main.go").write_text(
        'package main\n\nimport (\n\t"fmt"\n\n\t"example.com/engine"\n)\n\n'
        "func main() {\n\tfmt.Printf(\"%x\\n\", engine.RookAttacks(1<<engine.D6|1<<engine.F4, engine.D4))\n}\n"
    )
    assert GOS[-1].run(["run", "."], module).split() == ["80837080808"]
    for name in ("Bitboards.java", "Eng.cs", "bitboards.go", "bitboards.hpp"):
        proc = run("show", "--file", f"out/{name}", "RANK_MASK_EX", "d4", cwd=work)
        assert proc.stdout.startswith("RANK_MASK_EX[d4] = 0x00000000f7000000"), (name, proc.stderr)


def test_namespace_is_read_from_the_configuration_and_recorded(work):
    (work / "pyproject.toml").write_text('[tool.bitboard-tables]\nnamespace = "engine.core"\nlanguages = ["java", "rust"]\n')
    proc = run("generate", "--only", "BETWEEN", cwd=work)
    assert proc.returncode == 0, proc.stderr
    java = (work / "generated" / "Bitboards.java").read_text()
    assert "\npackage engine.core;\n" in java and java.split("\n")[2].endswith("--namespace engine.core")
    assert "--namespace" not in (work / "generated" / "bitboards.rs").read_text().split("\n")[2]  # a module declares none
    assert run("generate", "--check", "--only", "BETWEEN", cwd=work).returncode == 0
    proc = run("generate", "--check", "--only", "BETWEEN", "--namespace", "engine", cwd=work)
    assert proc.returncode == 1 and "  package engine.core -> engine" in proc.stderr.splitlines(), proc.stderr


def test_prefix_renames_every_c_identifier(full, work):
    proc = run("generate", "--out", "out", "--prefix", "chess", cwd=work)
    assert proc.returncode == 0, proc.stderr
    header = (work / "out" / "bitboards.h").read_text()
    assert "BB_" not in header and "bb_" not in header
    assert "CHESS_TABLE_STORAGE uint64_t CHESS_BEHIND[64][64]" in header
    # the modules, which take no prefix, are the same bytes: their banners record none
    for name in ("bitboards.py", "bitboards.rs", "bitboards.zig", "bitboards.go", "Bitboards.java", "bitboards.mjs", "bitboards.nim"):
        assert (work / "out" / name).read_bytes() == (full / name).read_bytes(), name
    out = compile_and_run(
        work,
        work / "out",
        '#include <stdio.h>\n#include "bitboards.h"\n'
        'int main(void) { printf("%d\\n", chess_popcount(chess_queen_attacks(0, CHESS_D4))); return 0; }\n',
    )
    assert out.strip() == "27"


def test_configuration_is_read_and_command_line_overrides_it(work):
    (work / "pyproject.toml").write_text(
        '[project]\nname = "engine"\n\n[tool.bitboard-tables]\nout = "src/gen"\ntables = ["rook_attacks"]\nprefix = "ENG"\n'
    )
    sub = work / "tools"
    sub.mkdir()
    proc = run("generate", cwd=sub)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.splitlines() == [
        "configuration: ../pyproject.toml [tool.bitboard-tables]",
    ] + [f"wrote ../src/gen/{'Eng.cs' if name == 'Bitboards.cs' else name}" for name in SUBSET_OUTPUTS]
    header = (work / "src" / "gen" / "bitboards.h").read_text()
    assert "eng_rook_attacks(" in header and "BEHIND" not in header
    proc = run("generate", "--out", "here", "--prefix", "XY", "--only", "BEHIND", cwd=work)
    assert proc.returncode == 0, proc.stderr
    header = (work / "here" / "bitboards.h").read_text()
    assert "XY_BEHIND[" in header and "rook_attacks" not in header
    assert run("generate", "--check", cwd=sub).returncode == 0


def test_lang_writes_only_the_files_of_the_languages_chosen(work):
    """--lang (or `languages` in the configuration, which --lang overrides) writes the
    files of those languages alone, in registry order, and the banner's command
    says so; every language is the default, and records nothing."""
    proc = run("generate", "--out", "out", "--lang", "rust,C", cwd=work)
    assert proc.returncode == 0, proc.stderr
    wrote = ["bitboards.h", "bitboards_engine.h", "bitboards_sliders.h", "bitboards.rs"]
    assert proc.stdout.splitlines() == [f"wrote out/{name}" for name in wrote]
    assert sorted(p.name for p in (work / "out").iterdir()) == sorted(wrote)
    banner = (work / "out" / "bitboards.rs").read_text().splitlines()[2]  # that file's own command
    assert banner.endswith("generate --no-config --out . --lang rust --mapping LERF --only all"), banner
    assert run("generate", "--out", "out", "--lang", "c,rust", "--check", cwd=work).returncode == 0
    (work / "pyproject.toml").write_text('[tool.bitboard-tables]\nout = "conf"\nlanguages = ["python"]\n')
    proc = run("generate", cwd=work)
    assert proc.returncode == 0, proc.stderr
    assert [p.name for p in (work / "conf").iterdir()] == ["bitboards.py"]
    proc = run("generate", "--lang", "all", "--check", cwd=work)
    assert proc.returncode == 1 and "conf/bitboards.h: missing" in proc.stderr
    (work / "pyproject.toml").write_text('[tool.bitboard-tables]\nlanguages = ["pyhton"]\n')
    assert_bad_input(run("generate", "--check", cwd=work), "languages: unknown language 'pyhton'", "did you mean python?")
    (work / "pyproject.toml").write_text('[tool.bitboard-tables]\nlanguages = "c"\n')
    assert_bad_input(run("generate", "--check", cwd=work), "languages must be a list of language names, not a string")


def test_list_names_every_language_and_its_files(work):
    proc = run("list", cwd=work)
    lines = proc.stdout.splitlines()
    start = lines.index("LANGUAGE  FILES")
    assert lines[start + 1 : start + 12] == [
        "c         bitboards.h, bitboards_engine.h, bitboards_sliders.h",
        "cpp       bitboards.hpp",
        "csharp    Bitboards.cs",
        "go        bitboards.go, bitboards_sliders.go, bitboards_sliders_fill.go, bitboards_sliders_nofill.go",
        "java      Bitboards.java",
        "js        bitboards.mjs, bitboards.d.mts",
        "nim       bitboards.nim",
        "python    bitboards.py",
        "rust      bitboards.rs",
        "zig       bitboards.zig",
        "10 languages; `generate --lang NAME,...` writes only their files, every one by default",
    ]
    document = json.loads(run("list", "--json", cwd=work).stdout)
    assert document["languages"] == [
        {"name": "c", "title": "C", "files": ["bitboards.h", "bitboards_engine.h", "bitboards_sliders.h"]},
        {"name": "cpp", "title": "C++", "files": ["bitboards.hpp"]},
        {"name": "csharp", "title": "C#", "files": ["Bitboards.cs"]},
        {"name": "go", "title": "Go", "files": ["bitboards.go", "bitboards_sliders.go", "bitboards_sliders_fill.go", "bitboards_sliders_nofill.go"]},
        {"name": "java", "title": "Java", "files": ["Bitboards.java"]},
        {"name": "js", "title": "JavaScript", "files": ["bitboards.mjs", "bitboards.d.mts"]},
        {"name": "nim", "title": "Nim", "files": ["bitboards.nim"]},
        {"name": "python", "title": "Python", "files": ["bitboards.py"]},
        {"name": "rust", "title": "Rust", "files": ["bitboards.rs"]},
        {"name": "zig", "title": "Zig", "files": ["bitboards.zig"]},
    ]


def test_version(work):
    proc = run("--version", cwd=work)
    assert proc.returncode == 0 and proc.stdout == f"bitboard-tables {__version__}\n"
    assert re.fullmatch(r"\d+\.\d+\.\d+", __version__)


# what each file of `--only rook_attacks,BEHIND --prefix eng --namespace com.example.engine`
# records: its language (and itself, where the language writes two files), the subset,
# the prefix where the language takes one, the namespace where it declares one
ONLY = "--mapping LERF --only BEHIND,rook_attacks"
RECORDED = {
    "bitboards.h": f"--lang c --file bitboards.h {ONLY} --prefix ENG",
    "bitboards.hpp": f"--lang cpp {ONLY} --prefix ENG --namespace com.example.engine",
    "Eng.cs": f"--lang csharp {ONLY} --prefix ENG --namespace com.example.engine",
    "bitboards.go": f"--lang go --file bitboards.go {ONLY} --namespace com.example.engine",
    "Bitboards.java": f"--lang java {ONLY} --namespace com.example.engine",
    "bitboards.mjs": f"--lang js --file bitboards.mjs {ONLY}",
    "bitboards.d.mts": f"--lang js --file bitboards.d.mts {ONLY}",
    "bitboards.nim": f"--lang nim {ONLY}",
    "bitboards.py": f"--lang python {ONLY}",
    "bitboards.rs": f"--lang rust {ONLY}",
    "bitboards.zig": f"--lang zig {ONLY}",
}


def test_outputs_record_the_version_and_a_command_that_regenerates_them(work):
    """The banner of each output names the version and the command that writes that
    file alone, every option that shapes it spelled out in one canonical form, and
    no configuration read; pasted in the output's directory, the command rewrites
    nothing, whatever a configuration file there says, and in an empty one writes
    that file alone. (One is pasted into a shell, the console script being `python
    -m bitboard_tables` here; the others are split as the shell splits them and run
    in this process.)"""
    (work / "pyproject.toml").write_text(
        '[tool.bitboard-tables]\nout = "elsewhere"\ntables = ["KNIGHT_ATTACKS"]\nprefix = "XX"\n'
        'namespace = "other"\nlanguages = ["c"]\nmapping = "BERLEF"\n'
    )
    options = ["--only", "rook_attacks,BEHIND", "--prefix", "eng", "--namespace", "com.example.engine"]
    assert run("generate", "--out", "out", "--lang", "all", "--mapping", "LERF", *options, cwd=work).returncode == 0
    first = snapshot(work / "out")
    assert sorted(first) == sorted(RECORDED)
    commands = {}
    for name, data in first.items():
        banner = data.decode().split("\n")[:3]
        assert banner[0].split(". ")[0][2:].strip() == f"Generated by bitboard-tables {__version__}", name
        assert banner[2][2:].strip() == f"bitboard-tables generate --no-config --out . {RECORDED[name]}", name
        commands[name] = banner[2][2:].strip()
    assert b'\n__version__ = "%s"' % __version__.encode() in first["bitboards.py"]
    # the same selection in other words gives the same bytes
    options = ["--only", "BEHIND,rook_attacks,BEHIND", "--prefix", "ENG_", "--namespace", "com.example.engine"]
    proc = run("generate", "--out", "out", "--lang", "all", "--mapping", "LERF", *options, cwd=work)
    assert proc.stdout.splitlines()[1:] == [f"out/{name} is up to date" for name in RECORDED], proc.stderr
    pasted = f"{shlex.quote(sys.executable)} -m bitboard_tables"
    run_advice(commands["bitboards.h"].replace("bitboard-tables", pasted, 1), work / "out")
    for command in commands.values():
        assert run(*shlex.split(command)[1:], cwd=work / "out").returncode == 0, command
    assert snapshot(work / "out") == first
    for name, command in commands.items():
        alone = work / "alone" / name
        alone.mkdir(parents=True)
        assert run(*shlex.split(command)[1:], cwd=alone).returncode == 0, command
        assert snapshot(alone) == {name: first[name]}, name
    assert not (work / "elsewhere").exists()


def test_check_advises_one_command_that_regenerates_what_it_checked(work):
    """Whatever options and configuration `generate --check` ran with, its last line
    is the one command that regenerates those files from there; run, it makes the
    check pass."""
    (work / "pyproject.toml").write_text('[tool.bitboard-tables]\nout = "src/gen"\ntables = ["BEHIND"]\n')
    sub = work / "tools"
    sub.mkdir()
    cases = [
        (sub, ["--out", "out", "--only", "DIR_SHIFT", "--prefix", "eng"], "out"),
        (sub, [], "../src/gen"),  # everything from the configuration
        (work, ["--only", "all"], "src/gen"),
    ]
    for cwd, options, out in cases:
        proc = run("generate", "--check", *options, cwd=cwd)
        command = advice(proc, out)
        assert command.endswith(" -m bitboard_tables generate" + "".join(" " + o for o in options)), command
        run_advice(command, cwd)
        assert run("generate", "--check", *options, cwd=cwd).returncode == 0, (options, command)
    script = Path(sys.executable).with_name("bitboard-tables")
    if script.exists():  # the console script advises itself
        check = [str(script), "generate", "--check", "--out", "out", "--only", "BEHIND"]
        (work / "out" / "bitboards.h").unlink(missing_ok=True)
        proc = subprocess.run(check, cwd=sub, capture_output=True, text=True)
        command = advice(proc, "out")
        assert command == f"{shlex.quote(str(script))} generate --out out --only BEHIND", command
        run_advice(command, sub)
        assert subprocess.run(check, cwd=sub, capture_output=True, text=True).returncode == 0


def test_check_advises_make_generate_at_the_root_of_this_repository(tmp_path):
    """`make check` in the repository advises `make generate`, which runs the checked
    command without --check; any option makes the advice that command instead."""
    makefile = (ROOT / "Makefile").read_text()
    assert "\ngenerate: $(STAMP)\n\t$(PY) -m bitboard_tables generate\n" in makefile
    assert "\ncheck: $(STAMP)\n\t$(PY) -m bitboard_tables generate --check\n" in makefile
    root = tmp_path / "repository"
    for part in ("bitboard_tables", "generated"):
        shutil.copytree(ROOT / part, root / part, ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(ROOT / "Makefile", root / "Makefile")
    (root / ".git").mkdir()
    (root / "generated" / "bitboards.h").write_text("/* Generated by bitboard-tables */\n")
    env = dict(os.environ, PYTHONPATH=str(root))
    check = [sys.executable, "-m", "bitboard_tables", "generate", "--check"]
    proc = subprocess.run(check, cwd=root, env=env, capture_output=True, text=True)
    assert advice(proc, "generated") == "make generate"
    proc = subprocess.run([*check, "--prefix", "BB"], cwd=root, env=env, capture_output=True, text=True)
    assert advice(proc, "generated").endswith(" -m bitboard_tables generate --prefix BB")
    proc = subprocess.run(check, cwd=root / "generated", env=env, capture_output=True, text=True)
    assert proc.returncode == 1 and "make generate" not in proc.stderr  # not at the root: no Makefile there


def test_check_and_diff_read_the_fast_path_structures_as_data(full, work):
    """A changed entry of a private fast-path structure of the module changes what its
    functions return; check and diff name the entry, as for a table. (The module alone:
    the other files, unchanged, are compared in the tests above.)"""
    new = work / "new"
    new.mkdir()
    shutil.copy(full / "bitboards.py", new)
    edit_entry(new / "bitboards.py", "_rank_rows = [", "# [d4][0..3]", "0x00000000f7000000", "0x00000000f6000000")
    edit_entry(
        new / "bitboards.py", "_diagonals_attacks_by_occ = [", "0x0000000000000200: 0x0000000000000200,",
        "0x8040201008040200", "0x8040201008040000",
    )  # fmt: skip
    edited, fresh = import_module(new / "bitboards.py", "edited"), import_module(full / "bitboards.py", "fresh")
    assert edited.rook_attacks(0, fresh.D4) != fresh.rook_attacks(0, fresh.D4) == 0x08080808F7080808
    proc = run("generate", "--check", "--out", "new", "--lang", "python", cwd=work)
    err = proc.stderr.splitlines()
    assert err[:5] == [
        "new/bitboards.py: differs from a fresh generation",
        "  _rank_rows: 1 of 4096 entries differs",
        "    _rank_rows[d4][0]: 0x00000000f6000000 on disk, 0x00000000f7000000 generated",
        "  _diagonals_attacks_by_occ: 1 of 5248 entries differs",
        "    _diagonals_attacks_by_occ[a1][0x0000000000000000]: 0x8040201008040000 on disk, 0x8040201008040200 generated",
    ]
    assert not any("agree" in line for line in err)
    proc = run("diff", str(full / "bitboards.py"), "new/bitboards.py", cwd=work)
    assert proc.returncode == 1
    out = proc.stdout.splitlines()
    py = out.index(f"diff {full}/bitboards.py new/bitboards.py")
    assert out[py + 1 : py + 5] == [
        "  _rank_rows: 1 of 4096 entries changed",
        "    _rank_rows[d4][0]: 0x00000000f7000000 -> 0x00000000f6000000",
        "  _diagonals_attacks_by_occ: 1 of 5248 entries changed",
        "    _diagonals_attacks_by_occ[a1][0x0000000000000000]: 0x8040201008040200 -> 0x8040201008040000",
    ]
    # a module against a header: the header has no fast paths, and that is no difference;
    # the module's [64 sq] slider tables are bitboards_sliders.h's (those of the
    # techniques Python carries: not the 32-bit magic's), its engine tables
    # bitboards_engine.h's, not the header's
    proc = run("diff", str(full / "bitboards.py"), str(full / "bitboards.h"), cwd=work)
    apart = [*ENGINE_TABLES, *(t.name for t in header_tables(LERF)[0] if not t.name.endswith(("MAGICS32", "MAGIC32_SHIFTS")))]
    assert proc.stdout.splitlines()[1:] == [f"  tables removed: {', '.join(apart)}"], proc.stdout


def test_a_near_miss_section_name_draws_a_warning(work):
    (work / "pyproject.toml").write_text('[tool.bitboard_tables]\ntables = ["BEHIND"]\n\n[tool.black]\nline-length = 99\n')
    proc = run("generate", "--out", "out", cwd=work)
    assert proc.returncode == 0
    assert proc.stderr.splitlines() == [
        "bitboard-tables: warning: pyproject.toml: [tool.bitboard_tables] is not read; "
        "did you mean [tool.bitboard-tables]?"
    ]
    assert "BB_KNIGHT_ATTACKS" in (work / "out" / "bitboards.h").read_text()  # the section was not read


def test_only_all_overrides_the_configured_tables(full, work):
    (work / "pyproject.toml").write_text('[tool.bitboard-tables]\nout = "out"\ntables = ["BEHIND"]\n')
    assert run("generate", cwd=work).returncode == 0
    assert "KNIGHT_ATTACKS" not in (work / "out" / "bitboards.h").read_text()
    assert run("generate", "--only", "all", cwd=work).returncode == 0
    assert snapshot(work / "out") == snapshot(full)


def test_mapping_from_configuration_and_command_line(work):
    (work / "pyproject.toml").write_text('[tool.bitboard-tables]\nout = "gen"\nmapping = "berlef"\n')
    proc = run("generate", "--only", "square", cwd=work)
    assert proc.returncode == 0, proc.stderr
    module = (work / "gen" / "bitboards.py").read_text()
    assert "# Square mapping BERLEF: square = 8 * (7 - rank) + file; a8 = 0, b8 = 1," in module
    assert "return 8 * (7 - rank) + file" in module
    assert "#define bb_square(file, rank) (8 * (7 - (rank)) + (file))" in (work / "gen" / "bitboards.h").read_text()
    assert run("generate", "--check", "--only", "square", cwd=work).returncode == 0
    # the command line overrides the file, and --check names the command that regenerates
    proc = run("generate", "--check", "--only", "square", "--mapping", "LEFR", cwd=work)
    assert proc.returncode == 1
    assert proc.stderr.splitlines()[-1].endswith(" -m bitboard_tables generate --only square --mapping LEFR")


def test_show_takes_a_mapping_or_a_file_not_both(subset, work):
    proc = run("show", "--mapping", "LEFR", "--file", str(subset / "bitboards.h"), "BEHIND", cwd=work)
    assert_bad_input(proc, "--mapping and --file exclude each other")


# --- list --------------------------------------------------------------------------


def test_list_names_every_table_with_shape_element_size_and_meaning(work):
    proc = run("list", cwd=work)
    assert proc.returncode == 0, proc.stderr
    rows = {line.split()[0]: line for line in proc.stdout.splitlines() if line}
    for table in compute_tables():
        row = rows[table.name]
        shape = "".join(f"[{n} {a}]" for n, a in zip(table.shape, table.axis_names))
        assert shape in row
        assert f" {table.element} " in row and f" {table.size_bytes} " in row and row.endswith(table.meaning)
    assert "BEHIND                     [64 frm][64 to]                u64      32768  squares beyond to" in proc.stdout
    for f in FUNCTIONS:
        assert f.name in rows or any(k.startswith(f.name + "(") for k in rows)


def test_list_json(work):
    proc = run("list", "--json", cwd=work)
    assert proc.returncode == 0, proc.stderr
    document = json.loads(proc.stdout)
    tables = {t["name"]: t for t in document["tables"]}
    assert list(tables) == [t.name for t in compute_tables()]
    assert tables["BEHIND"] == dict(
        name="BEHIND",
        shape=[64, 64],
        axes=["frm", "to"],
        element="u64",
        size_bytes=32768,
        meaning=compute_tables()[[t.name for t in compute_tables()].index("BEHIND")].meaning,
    )
    assert tables["FIRST_RANK_ATTACKS"]["element"] == "u8" and tables["FIRST_RANK_ATTACKS"]["size_bytes"] == 512
    assert [f["name"] for f in document["functions"]] == [f.name for f in FUNCTIONS]


# --- show --------------------------------------------------------------------------


def test_show_draws_an_entry_as_a_board(work):
    proc = run("show", "BEHIND", "d4", "g7", cwd=work)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == BEHIND_D4_G7
    # numbers, any case, and the NAME[i][j] form that check and diff print, all name the same entry
    for args in (["BEHIND", "27", "54"], ["behind", "D4", "G7"], ["BEHIND[d4][g7]"], ["BEHIND[d4]", "0x36"]):
        assert run("show", *args, cwd=work).stdout == BEHIND_D4_G7, args


def test_show_takes_enumeration_names(work):
    proc = run("show", "BLOCKERS_AND_BEYOND", "QUEEN", "d4", cwd=work)
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    assert lines[0] == "BLOCKERS_AND_BEYOND[QUEEN][d4] = 0x00482a1c761c2a00  (19 squares)"
    assert lines[2:11] == [
        "8 . . . . . . . .",
        "7 . . . 1 . . 1 .",
        "6 . 1 . 1 . 1 . .",
        "5 . . 1 1 1 . . .",
        "4 . 1 1 X 1 1 1 .",
        "3 . . 1 1 1 . . .",
        "2 . 1 . 1 . 1 . .",
        "1 . . . . . . . .",
        "  a b c d e f g h",
    ]
    proc = run("show", "RAY_ATTACKS", "e4", "NOEA", cwd=work)
    assert proc.stdout.splitlines()[0] == "RAY_ATTACKS[e4][NOEA] = 0x0080402000000000  (3 squares: f5, g6, h7)"
    assert "4 . . . . X . . ." in proc.stdout
    proc = run("show", "DIR_SHIFT", "sout", cwd=work)
    assert proc.stdout == "DIR_SHIFT[SOUT] = -8\n"


def test_show_draws_u8_entries_as_one_rank(work):
    proc = run("show", "FIRST_RANK_ATTACKS", "5", "3", cwd=work)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.splitlines()[:5] == [
        "FIRST_RANK_ATTACKS[5][3] = 0xf6  (6 squares: b, c, e, f, g, h)",
        "",
        "  . 1 1 X 1 1 1 1",
        "  a b c d e f g h",
        "",
    ]
    assert run("show", "FIRST_RANK_ATTACKS", "5", "d", cwd=work).stdout == proc.stdout  # a file letter too


def test_index_labels_are_the_indices_a_user_types(work):
    # A_FILE_ATTACKS[0] is the first rank's row, labelled [0] (once [1]); show takes the label back.
    from generated import bitboards as bb

    proc = run("show", "A_FILE_ATTACKS", "0", "3", cwd=work)
    assert proc.returncode == 0, proc.stderr
    head = proc.stdout.splitlines()[0]
    assert head == f"A_FILE_ATTACKS[0][3] = {bb.A_FILE_ATTACKS[0][3]:#018x}  (5 squares: a2, a3, a4, a5, a6)"
    assert run("show", "A_FILE_ATTACKS[0][3]", cwd=work).stdout == proc.stdout
    proc = run("show", "XRAY_FILL_UP_ATTACKS", "7", cwd=work)
    assert proc.returncode == 0, proc.stderr
    assert "of the 64 entries of XRAY_FILL_UP_ATTACKS[7]:" in proc.stdout
    assert "one entry: show XRAY_FILL_UP_ATTACKS 7 <occ6>" in proc.stdout


def test_show_without_indices_gives_the_shape_and_a_few_entries(work):
    proc = run("show", "KNIGHT_ATTACKS", cwd=work)
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    assert lines[0] == "KNIGHT_ATTACKS[64 sq], u64, 512 bytes: knight attacks from sq"
    assert lines[3].split() == ["[a1]", "[b1]", "[c1]", "[d1]"]
    assert lines[11] == "1 X . . . . . . .    1 . X . . . . . .    1 . . X . . . . .    1 . . . X . . . ."
    assert lines[-1] == "one entry: show KNIGHT_ATTACKS <sq>"
    proc = run("show", "BEHIND", "d4", cwd=work)
    assert proc.stdout.splitlines()[1] == "the first 4 non-zero of the 64 entries of BEHIND[d4]:"


def test_show_reads_a_generated_file(subset, work):
    proc = run("show", "--file", str(subset / "bitboards.h"), "BEHIND", "d4", "g7", cwd=work)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == BEHIND_D4_G7
    proc = run("show", "--file", str(subset / "bitboards.py"), "RANK_MASK_EX", "a1", cwd=work)
    assert (
        proc.stdout.splitlines()[0] == "RANK_MASK_EX[a1] = 0x00000000000000fe  (7 squares: b1, c1, d1, e1, f1, g1, h1)"
    )


def test_show_reads_the_c_engine_header_and_points_to_it(work):
    """The engine tables are read from C's bitboards_engine.h, and asked of bitboards.h,
    show names the file that holds them; `list` says where they are."""
    proc = run("show", "--file", str(GENERATED / "bitboards_engine.h"), "BB_RAY_PASS", "a1", "c3", cwd=work)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.splitlines()[0] == "RAY_PASS[a1][c3] = 0x8040201008040200  (7 squares: b2, c3, d4, e5, f6, g7, h8)"
    proc = run("show", "--file", str(GENERATED / "bitboards.h"), "SQUARE_DISTANCE", cwd=work)
    assert_bad_input(proc, "unknown table 'SQUARE_DISTANCE' in", "it is a table of bitboards_engine.h, not of this file")
    listed = run("list", cwd=work).stdout
    assert "  of them the 15 from SQUARE_DISTANCE on, 114472 bytes, in bitboards_engine.h (C), beside bitboards.h\n" in listed


def test_show_takes_each_files_own_names(work):
    """show --file reads a table by the name the file's language writes it (Go's
    PieceAttacksTable, Zig's rank_mask_ex, the C header's BB_BEHIND), as by its
    contract name; every table of every language, found as `show` finds it."""
    tables = compute_tables()
    for language in LANGUAGES:
        for table in tables:
            assert _find(tables, language.names(table.name), [language]) is table, (language.name, table.name)
    assert _find(tables, "PieceAttacksTable", [l for l in LANGUAGES if l.name == "rust"]) is None
    for file, name in (("bitboards.go", "PieceAttacksTable"), ("bitboards.h", "BB_PIECE_ATTACKS"), ("bitboards.zig", "piece_attacks")):
        proc = run("show", "--file", str(GENERATED / file), name, "KNIGHT", "d4", cwd=work)
        assert proc.returncode == 0, proc.stderr
        assert proc.stdout.splitlines()[0] == "PIECE_ATTACKS[KNIGHT][d4] = 0x0000142200221400  (8 squares: c2, e2, b3, f3, b5, f5, c6, e6)"
    proc = run("show", "--file", str(GENERATED / "bitboards.py"), "PieceAttacksTable", cwd=work)
    assert_bad_input(proc, "unknown table 'PieceAttacksTable'")  # Python's own name is the contract's


def test_only_takes_the_contracts_names_and_names_the_one_a_languages_name_means(work):
    """--only chooses one subset for every language at once, so it takes the contract's
    names alone; a language's own name is refused with the contract's name it means."""
    for name, words in (
        ("RookAttacks", ["'RookAttacks'", "it is the C# and Go name of rook_attacks", "the same for every language"]),
        ("PieceAttacksTable", ["it is the Go name of PIECE_ATTACKS"]),
        ("xrayRankAttacks", ["Java and JavaScript and Nim and Zig name of xray_rank_attacks"]),
    ):
        assert_bad_input(run("generate", "--out", "out", "--only", name, cwd=work), *words)
    assert not (work / "out").exists()


# --- diff --------------------------------------------------------------------------


def test_diff_of_identical_files_exits_0(full, work):
    proc = run("diff", str(full), str(full), cwd=work)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.count("  no differences") == len(OUTPUT_NAMES)


def test_diff_draws_each_changed_entry_side_by_side(full, work):
    new = work / "new"
    shutil.copytree(full, new)
    edit_entry(new / "bitboards.h", BEHIND_C, "/* [d4][e7..h7] */", "0x8000000000000000ULL", "0x8000000000000010ULL")
    proc = run("diff", str(full), "new", cwd=work)
    assert proc.returncode == 1, proc.stderr
    out = proc.stdout.splitlines()
    py = out.index(f"diff {full}/bitboards.py new/bitboards.py")
    assert out[py + 1] == "  no differences"
    h = out.index(f"diff {full}/bitboards.h new/bitboards.h")
    assert out[h + 1 : h + 15] == [
        "  BEHIND: 1 of 4096 entries changed",
        "    BEHIND[d4][g7]: 0x8000000000000000 -> 0x8000000000000010",
        "      old                  new                  change",
        "      8 . . . . . . . 1    8 . . . . . . . 1    8 . . . . . . . 1",
        "      7 . . . . . . T .    7 . . . . . . T .    7 . . . . . . . .",
        "      6 . . . . . . . .    6 . . . . . . . .    6 . . . . . . . .",
        "      5 . . . . . . . .    5 . . . . . . . .    5 . . . . . . . .",
        "      4 . . . X . . . .    4 . . . X . . . .    4 . . . . . . . .",
        "      3 . . . . . . . .    3 . . . . . . . .    3 . . . . . . . .",
        "      2 . . . . . . . .    2 . . . . . . . .    2 . . . . . . . .",
        "      1 . . . . . . . .    1 . . . . 1 . . .    1 . . . . + . . .",
        "        a b c d e f g h      a b c d e f g h      a b c d e f g h",
        "",
        "  1 in the set, . not, X frm, T to; change: + only in new, - only in old",
    ]
    # a Python module against a header compares the tables
    proc = run("diff", str(full / "bitboards.py"), "new/bitboards.h", cwd=work)
    assert proc.returncode == 1 and "BEHIND[d4][g7]: 0x8000000000000000 -> 0x8000000000000010" in proc.stdout


def test_diff_names_added_and_removed_tables_and_functions(full, subset, work):
    proc = run("diff", str(full / "bitboards.h"), str(subset / "bitboards.h"), cwd=work)
    assert proc.returncode == 1, proc.stderr
    out = proc.stdout.splitlines()
    removed = next(line for line in out if line.startswith("  tables removed: "))
    kept, kept_functions = subset_closure()
    # the full header's: all but the engine tables and their functions (bitboards_engine.h's)
    assert set(removed.split(": ")[1].split(", ")) == {t.name for t in compute_tables() if t.name not in ENGINE_TABLES} - set(kept)
    # in SPEC.md's order (functions.FUNCTIONS), whatever order the header keeps
    gone = [f.name for f in FUNCTIONS if f.name not in kept_functions and f.group not in ENGINE_GROUPS]
    assert f"  functions removed: {', '.join(gone)}" in out
    assert "  prefix BB_ -> ENG_" in out
    proc = run("diff", str(subset), str(full), cwd=work)
    assert proc.returncode == 1
    assert any(
        line.startswith("  tables added: DIR_SHIFT, AVOID_WRAP, RAY_ATTACKS") for line in proc.stdout.splitlines()
    )


def test_diff_and_check_name_a_changed_prefix_namespace_package_or_class_in_every_language(work):
    """A user's names change with the prefix, namespace, package or class the file
    declares them in: diff and generate --check say so in every language that
    declares one, never that only the text around the tables differs."""
    # the functions too are read alike, inside a namespace or not (C#'s are indented in one)
    assert run("generate", "--out", "old", "--only", "BETWEEN,rook_attacks", cwd=work).returncode == 0
    options = ["--only", "BETWEEN,rook_attacks", "--prefix", "eng", "--namespace", "com.example"]
    assert run("generate", "--out", "new", *options, cwd=work).returncode == 0
    proc = run("diff", "old", "new", cwd=work)
    assert proc.returncode == 1
    said = {}
    for block in proc.stdout.split("diff ")[1:]:
        head, *lines = block.strip().split("\n")
        said[head] = [line.strip() for line in lines]
    assert said == {
        "old/bitboards.h new/bitboards.h": ["prefix BB_ -> ENG_"],
        "old/bitboards.hpp new/bitboards.hpp": ["namespace bitboards -> com::example"],
        "old/Bitboards.cs new/Eng.cs": ["namespace (global) -> com.example", "class Bitboards -> Eng"],
        "old/bitboards.go new/bitboards.go": ["package bitboards -> example"],
        "old/Bitboards.java new/Bitboards.java": ["package bitboards -> com.example"],
        **{f"old/{n} new/{n}": ["no differences"] for n in ("bitboards.mjs", "bitboards.d.mts", "bitboards.nim", "bitboards.py", "bitboards.rs", "bitboards.zig")},
    }, proc.stdout
    shutil.copy(work / "old" / "bitboards.hpp", work / "new" / "bitboards.hpp")
    proc = run("generate", "--check", "--out", "new", *options, cwd=work)
    assert proc.returncode == 1 and "  namespace bitboards -> com::example" in proc.stderr.splitlines(), proc.stderr
    assert "the text around them differs" not in proc.stderr


# --- bad input -----------------------------------------------------------------------


@pytest.fixture
def sentinel(work) -> Path:
    """An output directory holding old files that a failed run must leave alone."""
    out = work / "out"
    out.mkdir()
    (out / "bitboards.h").write_text("/* old */\n")
    (out / "bitboards.py").write_text("# old\n")
    return out


@pytest.mark.parametrize(
    "args, words",
    [
        (["--only", "BEHIN,rook_attacks"], ["'BEHIN'", "did you mean BEHIND?", "accepted"]),
        (["--only", "piece_Attacks"], ["'piece_Attacks'", "did you mean PIECE_ATTACKS?"]),
        (["--only", "rook_attacks,nonsense"], ["'nonsense'", "list"]),
        (["--only", ","], ["--only names nothing"]),
        (["--only", "BEHIND,all"], ["--only: all asks for every table and function", "accepted: all alone"]),
        (["--prefix", "9x"], ["'9x'", "not a C identifier", "accepted"]),
        (["--prefix", "my-engine"], ["'my-engine'", "not a C identifier"]),
        (["--prefix", ""], ["not a C identifier"]),
        (["--check", "--prefix", "a b"], ["'a b'", "not a C identifier"]),
        (["--frob"], ["unrecognized arguments: --frob"]),
        (["--mapping", "LERX"], ["--mapping: unknown square mapping 'LERX'", "did you mean LERF?", "accepted: LERF"]),
        (["--check", "--mapping", "a1"], ["unknown square mapping 'a1'", "BEFR"]),
        (["--lang", "rst"], ["--lang: unknown language 'rst'", "did you mean rust?", "accepted: c, cpp, csharp, go, java, js, nim, python, rust, zig, or all"]),
        (["--lang", "c,all"], ["--lang: all asks for every language", "accepted: all alone"]),
        (["--lang", ","], ["--lang names no language"]),
        (["--namespace", "com..engine"], ["--namespace: 'com..engine' is not a dotted name", "com.example.engine"]),
        (["--namespace", "my-engine"], ["'my-engine' is not a dotted name"]),
        (["--namespace", "com.package.x"], ["'package' is a keyword of Go and Java", "none a keyword"]),
        (["--file", "bitboards.hh"], ["--file", "no file 'bitboards.hh'", "did you mean bitboards.h?", "bitboards.h, bitboards_engine.h, bitboards_sliders.h"]),
        (["--only", "BEHIND", "--file", "bitboards_sliders.h"], ["no file 'bitboards_sliders.h'", "they write: bitboards.h, bitboards.hpp"]),
        (["--lang", "c", "--file", "bitboards.py"], ["no file 'bitboards.py'", "they write: bitboards.h, bitboards_engine.h, bitboards_sliders.h"]),
        (["--file", ","], ["--file names no file"]),
    ],
)
def test_bad_generate_options(sentinel, args, words):
    before = snapshot(sentinel.parent)
    assert_bad_input(run("generate", "--out", "out", *args, cwd=sentinel.parent), *words)
    assert snapshot(sentinel.parent) == before


def test_out_through_a_regular_file(work):
    (work / "file").write_text("keep")
    before = snapshot(work)
    assert_bad_input(run("generate", "--out", "file/sub", cwd=work), "file/sub", "--out")
    assert_bad_input(run("generate", "--out", "file", cwd=work), "file", "--out")
    assert snapshot(work) == before


def test_a_failed_write_leaves_no_file_half_written(work):
    out = work / "out"
    out.mkdir()
    (out / "bitboards.h").mkdir()  # bitboards.py stages fine, bitboards.h cannot be written
    before = snapshot(work)
    assert_bad_input(run("generate", "--out", "out", "--only", "DIR_SHIFT", cwd=work), "cannot write", "out")
    assert snapshot(work) == before  # neither bitboards.py nor a temporary file


@pytest.mark.parametrize(
    "toml, words",
    [
        ("[tool.bitboard-tables\nout = 'x'\n", ["pyproject.toml", "malformed TOML", "line 1"]),
        ("[tool.bitboard-tables]\nout = 3\n", ["out must be a string", "not an integer"]),
        ("[tool.bitboard-tables]\nouts = 'x'\n", ["unknown key 'outs'", "accepted keys: out, tables, prefix"]),
        ("[tool.bitboard-tables]\ntables = 'BEHIND'\n", ["tables must be a list", "not a string"]),
        ("[tool.bitboard-tables]\ntables = ['BEHIND', 3]\n", ["tables must be a list", "holding an integer"]),
        ("[tool.bitboard-tables]\ntables = ['BEHINDD']\n", ["tables: unknown table or function 'BEHINDD'"]),
        ("[tool.bitboard-tables]\nprefix = 'no way'\n", ["prefix: 'no way' is not a C identifier"]),
        ("tool = 3\n", ["pyproject.toml: tool must be a table", "not an integer"]),
        ("[tool.bitboard-tables]\ntables = ['all', 'BEHIND']\n", ["tables: all asks for every table", "alone"]),
        ("[tool.bitboard-tables]\nmapping = 'BERLEFF'\n", ["mapping: unknown square mapping 'BERLEFF'", "BERLEF?"]),
        ("[tool.bitboard-tables]\nmapping = 1\n", ["mapping must be a string", "not an integer"]),
        ("[tool.bitboard-tables]\nnamespace = 1\n", ["namespace must be a string", "not an integer"]),
        ("[tool.bitboard-tables]\nnamespace = 'a.if'\n", ["namespace: 'if' is a keyword of"]),
    ],
)
def test_malformed_configuration(work, toml, words):
    (work / "pyproject.toml").write_text(toml)
    before = snapshot(work)
    for args in (["generate"], ["generate", "--check"]):
        assert_bad_input(run(*args, cwd=work), *words)
    assert snapshot(work) == before


@pytest.mark.parametrize(
    "args, words",
    [
        (["BEHIND", "d4", "z9"], ["'z9'", "BEHIND[to]", "accepted: a square name a1..h8 or a number 0..63"]),
        (["BEHIND", "d4", "64"], ["index 64 is out of range for BEHIND[to]", "0..63"]),
        (["BEHIND", "-1"], ["out of range", "BEHIND[frm]"]),
        (["BEHIND", "d4", "g7", "h8"], ["takes at most 2 indices"]),
        (["RAY_ATTACKS", "e4", "NOXX"], ["'NOXX'", "NOEA, EAST, SOEA"]),
        (["PAWN_ATTACKS", "GREEN"], ["'GREEN'", "WHITE, BLACK or a number 0..1"]),
        (["A_FILE_ATTACKS", "8"], ["index 8 is out of range for A_FILE_ATTACKS[rank]", "0..7"]),
        (["FIRST_RANK_ATTACKS", "0", "i"], ["'i'", "FIRST_RANK_ATTACKS[file]", "a number 0..7 or a file letter"]),
        (["BEHIND", "d4", "--mapping", "LERX"], ["unknown square mapping 'LERX'", "did you mean LERF?", "BEFR"]),
        (["BEHINDD"], ["unknown table 'BEHINDD'", "did you mean BEHIND?"]),
        (["--file", "nowhere.h", "BEHIND"], ["nowhere.h", "--file takes"]),
        ([], ["required: NAME"]),
    ],
)
def test_bad_show(work, args, words):
    proc = run("show", *args, cwd=work)
    assert_bad_input(proc, *words)
    assert proc.stdout == ""


def test_diff_of_something_not_generated(full, work):
    (work / "notes.h").write_text("/* not ours */\nstatic const int X[1] = {1};\n")
    (work / "empty").mkdir()
    forged = work / "forged.py"
    forged.write_text("# Generated by bitboard-tables\nBEHIND = ((1, 2), (3,))\n")
    cases = [
        (["notes.h", str(full / "bitboards.h")], ["notes.h", "not a generated file", "diff takes"]),
        ([str(full / "bitboards.py"), "missing.py"], ["missing.py", "cannot read"]),
        (["empty", str(work / "empty")], [f"hold no {', '.join(OUTPUT_NAMES[:-1])} or {OUTPUT_NAMES[-1]}"]),
        (["forged.py", str(full / "bitboards.py")], ["forged.py", "cannot read its tables", "BEHIND"]),
        (["--max", "-1", str(full), str(full)], ["--max -1"]),
        ([str(full)], ["required: NEW"]),
    ]
    for args, words in cases:
        proc = run("diff", *args, cwd=work)
        assert_bad_input(proc, *words)
        assert proc.stdout == "", args


def test_bad_input_through_the_real_entry_point(work):
    """`python -m bitboard_tables` in a process of its own gives what the command line
    run in this process gives: for bad input of each kind (the parser's, an option's,
    the configuration's, show's, diff's) exit status 2, one line, no traceback; and
    the output and status of a good command and of --version."""
    (work / "configured").mkdir()
    (work / "configured" / "pyproject.toml").write_text("[tool.bitboard-tables]\nout = 3\n")
    cases = [
        ("", ["generate", "--out", "out", "--frob"], ["unrecognized arguments: --frob"]),
        ("", ["generate", "--out", "out", "--only", "BEHIN"], ["'BEHIN'", "did you mean BEHIND?"]),
        ("configured", ["generate", "--check"], ["out must be a string", "not an integer"]),
        ("", ["show", "BEHIND", "d4", "z9"], ["'z9'", "BEHIND[to]"]),
        ("", ["diff", "missing.py", str(GENERATED / "bitboards.py")], ["missing.py", "cannot read"]),
    ]
    for folder, args, words in cases:
        proc = run_process(*args, cwd=work / folder)
        assert_bad_input(proc, *words)
        assert proc.stdout == ""
        assert (proc.returncode, proc.stdout, proc.stderr) == (2, "", run(*args, cwd=work / folder).stderr), args
    assert not (work / "out").exists()
    for args in (["show", "BEHIND", "d4", "g7"], ["--version"]):
        proc, here = run_process(*args, cwd=work), run(*args, cwd=work)
        assert (proc.returncode, proc.stdout, proc.stderr) == (here.returncode, here.stdout, here.stderr) == (0, proc.stdout, ""), args
    assert proc.stdout == f"bitboard-tables {__version__}\n"


def test_the_console_script(work):
    script = Path(sys.executable).with_name("bitboard-tables")
    if not script.exists():
        pytest.skip("bitboard-tables is not installed next to this Python")
    proc = subprocess.run([str(script), "show", "BEHIND", "d4", "g7"], cwd=work, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == BEHIND_D4_G7
