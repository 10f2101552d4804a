"""The programs kept between sessions (tests/harness/kept.py): a build is replayed
only where everything that decides its program is the same, and only a silent,
successful build is kept. Tiny C programs built by gcc, in a cache of the test's own."""

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from tests.harness import kept

MAIN = '#include "answer.h"\n#include <stdio.h>\nint main(void) { printf("%d\\n", ANSWER); return 0; }\n'


@pytest.fixture(autouse=True)
def cache(tmp_path, monkeypatch):
    """A cache of the test's own, switched on whatever the environment says."""
    if shutil.which("gcc") is None:
        pytest.skip("gcc is not installed")
    monkeypatch.setattr(kept, "KEPT_PROGRAMS", tmp_path / "kept")
    monkeypatch.delenv(kept.SWITCH, raising=False)
    return tmp_path / "kept"


def _project(where: Path, answer: str = "42", main: str = MAIN) -> Path:
    """Writes main.c in `where`/src and answer.h in `where`/include (found by -I only); returns `where`."""
    (where / "src").mkdir(parents=True)
    (where / "include").mkdir()
    (where / "src" / "main.c").write_text(main)
    (where / "include" / "answer.h").write_text(f"#define ANSWER {answer}\n")
    return where


def _build(where: Path, *flags: str) -> subprocess.CompletedProcess:
    command = ["gcc", "-std=c99", *flags, f"-I{where / 'include'}", str(where / "src" / "main.c"), "-o", str(where / "main")]
    return kept.run(command, kept.C_SOURCES)


def _answer(where: Path) -> str:
    return subprocess.run([str(where / "main")], capture_output=True, text=True, check=True).stdout


def _key(where: Path, *flags: str) -> str:
    command = ["gcc", "-std=c99", *flags, f"-I{where / 'include'}", str(where / "src" / "main.c"), "-o", str(where / "main")]
    return kept.key(command, where / "main", kept.C_SOURCES)


def _programs(cache: Path) -> int:
    return sum(1 for _ in cache.glob("*/*")) if cache.is_dir() else 0


def test_the_same_sources_elsewhere_are_replayed(tmp_path, cache):
    first, second = _project(tmp_path / "one"), _project(tmp_path / "two")
    assert _build(first).returncode == 0 and _answer(first) == "42\n"
    assert _key(first) == _key(second)  # the directories' paths are not in the key, their sources are
    (program,) = cache.glob("*/*")
    program.write_text("#!/bin/sh\necho replayed\n")  # what a replay copies, a compile would not write
    proc = _build(second)
    assert (proc.returncode, proc.stdout, proc.stderr) == (0, "", "")
    assert _answer(second) == "replayed\n"


def test_a_changed_header_a_flag_or_a_new_header_is_a_new_key(tmp_path):
    where = _project(tmp_path / "p")
    before = _key(where)
    assert _key(where, "-O1") != before
    (where / "include" / "answer.h").write_text("#define ANSWER 43\n")  # read through -I, named nowhere
    assert _key(where) != before
    (where / "include" / "answer.h").write_text("#define ANSWER 42\n")
    assert _key(where) == before
    (where / "src" / "other.h").write_text("/* a header beside the source */\n")
    assert _key(where) != before


def test_a_header_included_by_its_absolute_path_is_in_the_key(tmp_path):
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (elsewhere / "answer.h").write_text("#define ANSWER 42\n")
    where = _project(tmp_path / "p", main=MAIN.replace('"answer.h"', f'"{elsewhere / "answer.h"}"'))
    before = _key(where)
    (elsewhere / "answer.h").write_text("#define ANSWER 43\n")  # named by no command, no -I
    assert _key(where) != before


def test_a_changed_header_builds_the_new_program(tmp_path):
    where = _project(tmp_path / "p")
    assert _build(where).returncode == 0 and _answer(where) == "42\n"
    (where / "include" / "answer.h").write_text("#define ANSWER 7\n")
    assert _build(where).returncode == 0 and _answer(where) == "7\n"


def test_a_build_with_a_warning_or_an_error_is_not_kept(tmp_path, cache):
    unused = MAIN.replace("{ printf", "{ int unused; printf")
    where = _project(tmp_path / "p", main=unused)
    for _ in range(2):  # the warning each time: nothing replays a silent build
        proc = _build(where, "-Wall")
        assert proc.returncode == 0 and "unused" in proc.stderr
    assert _programs(cache) == 0
    for _ in range(2):
        assert _build(where, "-Wall", "-Werror").returncode != 0
    assert _programs(cache) == 0


def test_the_least_recently_used_go_beyond_the_limit(tmp_path, cache):
    for k, answer in enumerate(("1", "2", "3")):
        where = _project(tmp_path / f"p{k}", answer)
        assert _build(where).returncode == 0
    programs = sorted(cache.glob("*/*"), key=lambda p: p.stat().st_mtime_ns)
    assert len(programs) == 3
    size = programs[0].stat().st_size
    for k, program in enumerate(programs):
        os.utime(program, ns=(k * 10**9, k * 10**9))
    kept.prune(limit=2 * size + size // 2)
    assert sorted(cache.glob("*/*")) == sorted(programs[1:])


def test_a_module_a_config_nims_finds_by_its_search_path_is_in_the_key(tmp_path):
    """Nim's package self-test finds the module by tests/config.nims's
    switch("path", "$projectDir/../src"): a spoiled module there changes the key."""
    tree = tmp_path / "package"
    (tree / "tests").mkdir(parents=True)
    (tree / "src" / "bitboards").mkdir(parents=True)
    (tree / "tests" / "config.nims").write_text('switch("path", "$projectDir/../src")\n')
    (tree / "tests" / "tself.nim").write_text("import bitboards/bitboards\n")
    module = tree / "src" / "bitboards" / "bitboards.nim"
    module.write_text("const ROOK_MAGICS* = [1'u64]\n")
    command = ["gcc", "c", f"-o:{tree / 'tests' / 'tself'}", "tself.nim"]  # any tool on PATH: only the key is asked
    before = kept.key(command, tree / "tests" / "tself", kept.NIM_SOURCES, cwd=tree / "tests")
    module.write_text("const ROOK_MAGICS* = [0'u64]\n")
    assert before is not None and kept.key(command, tree / "tests" / "tself", kept.NIM_SOURCES, cwd=tree / "tests") != before


# a stand-in formatter: it says what it checked on stdout, appends a line to ran.log
# each time it runs, and passes where every file it is given reads "tidy"
CHECKER = '#!/bin/sh\n[ "$1" = --version ] && { echo checker 1; exit 0; }\necho run >> "$(dirname "$0")/ran.log"\nfor f; do [ "$(cat "$f")" = tidy ] || { echo "$f: untidy"; exit 1; }; done\necho checked\n'


def test_a_verdict_is_kept_on_a_pass_only_and_keyed_on_the_bytes_and_the_configuration(tmp_path, cache):
    """kept.check: a pass replays (its output with it) on the same bytes in another
    directory; a changed byte of a file it checks, or of a configuration file named
    as an input, runs the tool again; a failure is never kept."""
    checker = tmp_path / "bin" / "checker"
    checker.parent.mkdir()
    checker.write_text(CHECKER)
    checker.chmod(0o755)
    config = tmp_path / "checker.toml"
    config.write_text("width = 80\n")
    one, two = tmp_path / "one", tmp_path / "two"
    for where in (one, two):
        where.mkdir()
        (where / "a.txt").write_text("tidy")

    def check(where: Path) -> subprocess.CompletedProcess:
        return kept.check([checker, where / "a.txt"], (".txt",), inputs=[config])

    def runs() -> int:
        return len((checker.parent / "ran.log").read_text().splitlines())

    assert (check(one).returncode, check(one).stdout, runs()) == (0, "checked\n", 1)
    assert (check(two).returncode, check(two).stdout, runs()) == (0, "checked\n", 1)  # the same bytes elsewhere
    config.write_text("width = 81\n")
    assert check(two).returncode == 0 and runs() == 2
    (two / "a.txt").write_text("tidY")  # one byte
    for k in (3, 4):  # each time run again: a failure is not kept
        proc = check(two)
        assert (proc.returncode, proc.stdout, runs()) == (1, f"{two / 'a.txt'}: untidy\n", k)
