"""Checking vendored outputs, as a user's CI does: the points of issue 21, each
reproduced from outside the repository's generated/.

1. A changed magic number (or any entry of the sliders header) is named to the
   entry by `generate --check` and `diff`, not taken for a change of layout.
2. `show` and `list` know the sliders header's tables.
3. An output the configuration no longer writes fails `--check` as stale, and
   `generate` removes it.
4. `diff` across mappings says the same of every language, with true counts.
5. The pre-commit hook, run by `pre-commit run` from docs/cli.md's configuration,
   offline; the shell step and the GitHub Actions job of docs/cli.md.
6. `--out FILE`, the near-miss section, `--no-cache`.

And the points of issue 31 a vendored file meets:

7. Each file, copied alone into a folder, passes the `--check` of the command its
   banner records, and that command writes that file alone.
8. `diff` names a changed prefix, namespace, package or class in every language
   that declares one.
9. `show --file` takes the file's own names of its tables.
"""

from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from bitboard_tables.languages import LANGUAGES, OUTPUT_NAMES
from tests.conftest import GENERATED, ROOT
from tests.harness.cli import run_cli

SLIDERS = GENERATED / "bitboards_sliders.h"
DOCS_CLI = ROOT / "docs" / "cli.md"
WHEELHOUSE = ROOT / ".venv" / "wheelhouse"  # the Makefile downloads what pre-commit installs the hook with
# the first entry of ROOK_MAGICS (a1) in the committed header, and the value given it by hand
pytestmark = pytest.mark.timeout(240)  # a sliders header is read in 1.5 s of CPU; the hook installs itself
MAGIC_A1 = "BB_SLIDER_STORAGE uint64_t BB_ROOK_MAGICS[64] = {\n    0x"


def run(*args: str, cwd: Path) -> subprocess.CompletedProcess:
    """Runs `python -m bitboard_tables ARGS` in `cwd`, in this process (tests/harness/cli.py:
    tests/proofs/test_cli.py runs the real entry point in a process of its own)."""
    return run_cli(args, cwd)


def vendor(root: Path) -> Path:
    """Returns root/generated holding a copy of every committed output; root is a user's
    project (a .git ends the search for pyproject.toml)."""
    (root / ".git").mkdir(exist_ok=True)
    out = root / "generated"
    out.mkdir()
    for name in OUTPUT_NAMES:
        shutil.copy(GENERATED / name, out / name)
    return out


def break_behind(header: Path) -> None:
    """Sets e1 in BEHIND[d4][g7] of `header` (bitboards.h), as docs/cli.md's example does."""
    text = header.read_text()
    at = text.index("/* [d4][e7..h7] */")
    line_start = text.rindex("\n", 0, at)
    assert "0x8000000000000000ULL" in text[line_start:at]
    fixed = text[line_start:at].replace("0x8000000000000000ULL", "0x8000000000000010ULL")
    header.write_text(text[:line_start] + fixed + text[at:])


BEHIND_NAMED = "BEHIND[d4][g7]: 0x8000000000000010 on disk"


def break_magic(header: Path) -> str:
    """Sets the top bit of ROOK_MAGICS[a1] in `header`; returns the new value as --check prints it."""
    text = header.read_text()
    at = text.index(MAGIC_A1) + len(MAGIC_A1)
    old = int(text[at : at + 16], 16)
    new = old ^ 1 << 63
    header.write_text(text[:at] + f"{new:016x}" + text[at + 16 :])
    return f"0x{new:016x}"


# --- 1. the sliders header, down to the entry ---------------------------------------------


def _bump(text: str, table: str, position: int) -> str:
    """Returns `text` with entry `position` of the sliders header's `table` one more."""
    body = re.search(rf"^BB_SLIDER\w*STORAGE \w+ BB_{table}\[\d+\] = \{{", text, re.M).end()
    number = list(re.finditer(r"\b(0x[0-9a-f]+|\d+)(?:ULL)?(?=,)", text[body : body + 200_000]))[position]
    return text[: body + number.start(1)] + str(int(number.group(1), 0) + 1) + text[body + number.end(1) :]


# (table, entry, the label --check names it by): one of each kind of slider table
BUMPED = [("ROOK_MAGIC_SHIFTS", 63, "[h8]"), ("BISHOP_OFFSETS", 2, "[c1]"), ("BISHOP_PEXT_XRAYS", 100, "[100]")]


def test_a_changed_magic_and_every_kind_of_slider_table_are_named_to_the_entry(tmp_path):
    out = vendor(tmp_path)
    header = out / "bitboards_sliders.h"
    value = break_magic(header)
    text = header.read_text()
    for table, position, _ in BUMPED:
        text = _bump(text, table, position)
    header.write_text(text)
    proc = run("generate", "--check", cwd=tmp_path)
    assert proc.returncode == 1
    assert f"ROOK_MAGICS[a1]: {value} on disk" in proc.stderr, proc.stderr
    for table, _, label in BUMPED:
        assert f"{table}{label}: " in proc.stderr, (table, proc.stderr)
    assert "the text around them differs" not in proc.stderr
    proc = run("diff", "--max", "1", str(SLIDERS), str(header), cwd=tmp_path)
    assert proc.returncode == 1 and f"-> {value}" in proc.stdout, proc.stdout
    assert all(f"{table}: 1 of" in proc.stdout for table, _, _ in BUMPED), proc.stdout


# --- 2. show and list ----------------------------------------------------------------------


def test_show_and_list_know_the_sliders_header(tmp_path):
    out = vendor(tmp_path)
    text = SLIDERS.read_text()
    at = text.index(MAGIC_A1) + len(MAGIC_A1)
    magics = re.findall(r"0x([0-9a-f]{16})ULL", text[at - 2 : text.index("};", at)])
    d4 = int(magics[27], 16)  # d4 is square 27 in LERF
    for args in (["--file", str(out / "bitboards_sliders.h")], []):
        proc = run("show", *args, "ROOK_MAGICS", "d4", cwd=tmp_path)
        assert proc.returncode == 0 and proc.stdout.startswith(f"ROOK_MAGICS[d4] = 0x{d4:016x}"), proc.stderr
    proc = run("show", "--file", str(out / "bitboards_sliders.h"), "BEHIND", "d4", "g7", cwd=tmp_path)
    assert proc.returncode == 2 and "it is a table of bitboards.h" in proc.stderr and "Traceback" not in proc.stderr
    listed = run("list", cwd=tmp_path).stdout
    assert re.search(r"^ROOK_MAGIC_ATTACKS +\[102400 entry\] +u64 +819200 ", listed, re.M), listed
    document = yaml.safe_load(run("list", "--json", cwd=tmp_path).stdout)  # JSON is YAML
    sizes = {t["name"]: t["shape"] for t in document["slider_tables"]}
    # the published sizes of plain fancy magic tables (CPW): 102400 rook and 5248 bishop entries
    assert sizes["ROOK_MAGIC_ATTACKS"] == [102400] and sizes["BISHOP_PEXT_XRAYS"] == [5248]
    assert sizes["ROOK_OFFSETS"] == [64]


# --- 3. stale outputs ----------------------------------------------------------------------


def test_an_output_the_configuration_no_longer_writes_is_stale(tmp_path):
    out = vendor(tmp_path)
    (tmp_path / "pyproject.toml").write_text('[tool.bitboard-tables]\ntables = ["BEHIND"]\n')
    assert run("generate", cwd=tmp_path).returncode == 0
    # the sliders files need every table and function, C's engine header an engine table
    apart = ("bitboards_sliders.h", "bitboards_sliders.go", "bitboards_sliders_fill.go", "bitboards_sliders_nofill.go", "bitboards_engine.h")
    assert sorted(p.name for p in out.iterdir()) == sorted(n for n in OUTPUT_NAMES if n not in apart)
    shutil.copy(SLIDERS, out / "bitboards_sliders.h")  # back, as a user's checkout would hold it
    (out / "notes.txt").write_text("not ours\n")
    proc = run("generate", "--check", cwd=tmp_path)
    assert proc.returncode == 1
    assert "generated/bitboards_sliders.h: generated by bitboard-tables, but this configuration does not write it" in proc.stderr
    assert "notes.txt" not in proc.stderr
    proc = run("generate", cwd=tmp_path)
    assert proc.returncode == 0 and "removed generated/bitboards_sliders.h" in proc.stdout
    assert (out / "notes.txt").exists() and not (out / "bitboards_sliders.h").exists()
    assert run("generate", "--check", cwd=tmp_path).returncode == 0


# --- 4. diff across mappings -------------------------------------------------------------


def _joined(main: str, apart: str) -> str:
    """Returns what diff says of a language's main file and of the file that holds its
    engine tables apart (C's bitboards_engine.h), as it says it of one file that holds
    both: the functions that changed in both on one line, the mapping's line once,
    the main file's tables then the other's, and the legend of the first drawing,
    where the first changed table (the main file's) is drawn."""
    head, legend = "  functions that changed: ", "  1 in the set"
    (functions, mapping, *tables), (more, same, *rest) = main.split("\n"), apart.split("\n")
    assert functions.startswith(head) and more.startswith(head) and same == mapping, (main, apart)
    first = [line for line in tables if line.startswith(legend)]
    tables, rest = ([line for line in lines if not line.startswith(legend)] for lines in (tables, rest))
    return "\n".join([f"{functions}, {more[len(head):]}", mapping, *tables[:-1], *rest[:-1], *first, ""])


def test_diff_across_mappings_says_the_same_of_every_language_with_true_counts(tmp_path):
    assert run("generate", "--mapping", "BERLEF", "--out", "berlef", cwd=tmp_path).returncode == 0
    said = {}
    for language in LANGUAGES:
        texts = []
        for name in [language.file_names[0], *(f.name for f in language.files if f.engine)]:
            proc = run("diff", "--max", "1", str(GENERATED / name), str(tmp_path / "berlef" / name), cwd=tmp_path)
            assert proc.returncode == 1
            texts.append(proc.stdout.split("\n", 1)[1])
            for changed, total in re.findall(r"(\d+) of (\d+) entries", proc.stdout):
                assert int(changed) <= int(total), (language.name, changed, total)
        said[language.name] = texts[0] if len(texts) == 1 else _joined(*texts)
    # parallel hyperbola's record of each square is a table of C++'s main file alone (C's is in
    # bitboards_sliders.h, the other languages' hold it where no diff of their main file reads it)
    record = re.compile(r"^  HYPERBOLA_AVX2_RECORDS: 128 of 384 entries changed\n(?:    .*\n|\n)*", re.M)
    assert record.search(said["cpp"]), said["cpp"]
    said["cpp"] = record.sub("", said["cpp"])
    assert len(set(said.values())) == 1, said
    assert "square mapping LERF -> BERLEF" in said["c"] and "_rank_rows" not in said["python"]


# --- 5. pre-commit, the shell step, GitHub Actions ----------------------------------------


def _section() -> str:
    text = DOCS_CLI.read_text()
    return text[text.index("## Checking generated files in CI") :]


def _blocks(fence: str) -> list:
    return re.findall(rf"^```{fence}\n(.*?)^```", _section(), re.M | re.S)


def _shell_step() -> list:
    """The commands of the documented shell step that run the tool."""
    (step,) = _blocks("sh")
    return [line.split() for line in step.splitlines() if line.startswith("bitboard-tables ")]


def test_the_shell_step_passes_true_outputs_and_names_a_changed_entry(tmp_path):
    out = vendor(tmp_path)
    commands = _shell_step()
    assert commands == [["bitboard-tables", "generate", "--check"]]
    assert run(*commands[0][1:], cwd=tmp_path).returncode == 0
    break_behind(out / "bitboards.h")
    proc = run(*commands[0][1:], cwd=tmp_path)
    assert proc.returncode == 1 and BEHIND_NAMED in proc.stderr


def test_the_github_actions_job_runs_the_shell_step():
    (job,) = [yaml.safe_load(b) for b in _blocks("yaml") if "jobs:" in b]
    steps = next(iter(job["jobs"].values()))["steps"]
    runs = [step["run"] for step in steps if "run" in step]
    (shell,) = _blocks("sh")
    assert runs == shell.strip().splitlines()


def hook_repository(shadow: Path) -> str:
    """Makes `shadow` a git repository of one commit holding the files git tracks in
    this repository, as they are in its working tree (what `pre-commit try-repo`
    takes, uncommitted changes included); returns that commit, which names those
    files alone (its author, committer and dates fixed)."""
    tracked = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True).stdout
    for name in tracked.decode().split("\0"):
        if name and (ROOT / name).is_file():  # a file deleted in the working tree is not taken
            (shadow / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, shadow / name)
    fixed = {f"GIT_{who}_{what}": value for who in ("AUTHOR", "COMMITTER")
             for what, value in (("NAME", "test"), ("EMAIL", "test@example.com"), ("DATE", "2000-01-01T00:00:00Z"))}  # fmt: skip
    git = lambda *args: subprocess.run(["git", *args], cwd=shadow, check=True, capture_output=True, text=True, env={**os.environ, **fixed})  # noqa: E731
    git("init", "-q")
    git("add", "-A")
    git("commit", "-q", "--no-verify", "-m", "the working tree")
    return git("rev-parse", "HEAD").stdout.strip()


# pre-commit's installs of the hook (its store: the repository of the working tree it
# cloned and the environment it made there), kept between sessions as the compiled
# programs are (tests/harness/kept.py), one a key: the commit of the working tree
# (hook_repository: any edit of a tracked file is another commit), the Python, the
# installed pre-commit's and virtualenv's files and the wheelhouse's. A warm run of an
# unchanged tree runs the hook installed before, as a user's second `pre-commit run`
# does; an edit installs it afresh. The KEPT_HOOKS most recently used are kept, and the
# others used in the last STALE seconds (a session of another tree may be running one).
HOOK_HOMES = ROOT / ".venv" / "pre-commit-homes"
KEPT_HOOKS, STALE = 2, 600


def hook_home(shadow: Path) -> tuple:
    """Returns (the commit of the working tree, its hook's kept home): `shadow` made
    the tree's repository (hook_repository) and copied to home/bitboard-tables, the
    URL, when the home has none; pre-commit's store (PRE_COMMIT_HOME) is home/store."""
    from bitboard_tables.cache import digest, installed

    commit = hook_repository(shadow)
    wheels = sorted(f"{p.name} {p.stat().st_size}" for p in WHEELHOUSE.iterdir())
    home = HOOK_HOMES / digest([commit, sys.version, installed(("pre_commit", "virtualenv")) or "", *wheels])[:32]
    if not (home / "bitboard-tables").is_dir():
        home.mkdir(parents=True, exist_ok=True)
        partial = home / f".bitboard-tables.{os.getpid()}"
        shutil.copytree(shadow, partial, symlinks=True)
        try:
            partial.rename(home / "bitboard-tables")  # whole or not at all
        except OSError:  # another session's, moved meanwhile
            shutil.rmtree(partial, ignore_errors=True)
    os.utime(home)  # the most recently used are the ones kept
    used = lambda h: h.stat().st_mtime if h.exists() else 0  # noqa: E731 (0: removed meanwhile)
    for old in sorted(HOOK_HOMES.iterdir(), key=used, reverse=True)[KEPT_HOOKS:]:
        if used(old) < used(home) - STALE:
            shutil.rmtree(old, ignore_errors=True)
    return commit, home


@pytest.mark.timeout(300)
def test_the_pre_commit_hook_passes_true_outputs_and_names_a_changed_entry(tmp_path):
    """docs/cli.md's .pre-commit-config.yaml, its URL a repository of this one's working
    tree and its COMMIT that tree's commit: `pre-commit run` installs the hook once,
    offline, and it passes the true outputs, then fails naming a changed entry."""
    if not WHEELHOUSE.is_dir():
        pytest.fail(f"{WHEELHOUSE} is missing: the Makefile's bootstrap downloads it (make test)")
    (config,) = [yaml.safe_load(b) for b in _blocks("yaml") if "repos:" in b]
    (repository,) = config["repos"]
    assert (repository["repo"], repository["rev"]) == ("URL", "COMMIT")
    (hook,) = repository["hooks"]
    hooks = yaml.safe_load((ROOT / ".pre-commit-hooks.yaml").read_text())
    assert hook["id"] in {h["id"] for h in hooks}
    shadow = tmp_path / "bitboard-tables"
    shadow.mkdir()
    commit, home = hook_home(shadow)
    repository.update(repo=str(home / "bitboard-tables"), rev=commit)
    (tmp_path / "pre-commit-config.yaml").write_text(yaml.safe_dump(config))
    user = tmp_path / "user"
    user.mkdir()
    out = vendor(user)
    shutil.rmtree(user / ".git")
    git = lambda *args: subprocess.run(["git", *args], cwd=user, check=True, capture_output=True)  # noqa: E731
    git("init", "-q")
    git("add", "-A")
    env = dict(
        os.environ,
        PIP_NO_INDEX="1",  # offline: the hook's environment comes from the wheelhouse
        PIP_FIND_LINKS=str(WHEELHOUSE),
        PRE_COMMIT_HOME=str(home / "store"),  # where the hook is installed, once a key (hook_home)
        PYTHONPATH="",
    )
    precommit = [sys.executable, "-m", "pre_commit", "run", "--config", str(tmp_path / "pre-commit-config.yaml"), "--all-files"]

    def hook_run() -> subprocess.CompletedProcess:
        return subprocess.run(precommit, cwd=user, env=env, capture_output=True, text=True, timeout=240)

    proc = hook_run()
    assert proc.returncode == 0 and "Passed" in proc.stdout, proc.stdout[-3000:] + proc.stderr[-3000:]
    break_behind(out / "bitboards.h")
    proc = hook_run()
    assert proc.returncode == 1 and "Failed" in proc.stdout, proc.stdout[-3000:]
    assert BEHIND_NAMED in proc.stdout


# --- 6. the smaller ones ----------------------------------------------------------------------


def test_out_naming_a_file_says_so(tmp_path):
    (tmp_path / "afile").write_text("mine\n")
    for extra in ([], ["--check"]):
        proc = run("generate", "--out", "afile", *extra, cwd=tmp_path)
        assert proc.returncode == 2 and proc.stderr.count("\n") == 1
        assert "afile is a file, not a directory" in proc.stderr
    assert (tmp_path / "afile").read_text() == "mine\n"


def test_a_near_miss_section_writes_nothing_and_names_it(tmp_path):
    (tmp_path / ".git").mkdir()
    (tmp_path / "pyproject.toml").write_text('[tool.bitboard_tables]\ntables = ["BEHIND"]\n')
    proc = run("generate", cwd=tmp_path)
    assert proc.returncode == 2 and "[tool.bitboard_tables] is not read" in proc.stderr
    assert "[tool.bitboard-tables]" in proc.stderr and proc.stderr.count("\n") == 1
    assert not (tmp_path / "generated").exists()
    proc = run("generate", "--out", "here", cwd=tmp_path)  # --out: the user said where
    assert proc.returncode == 0 and "warning" in proc.stderr and (tmp_path / "here" / "bitboards.h").exists()


def test_no_cache_neither_reads_nor_writes_the_cache(tmp_path):
    vendor(tmp_path)
    cache = tmp_path / "cache"
    env_tool = (sys.executable, "-m", "bitboard_tables")
    env = dict(os.environ, PYTHONPATH=str(ROOT), BITBOARD_TABLES_CACHE_DIR=str(cache))
    proc = subprocess.run([*env_tool, "generate", "--check", "--no-cache"], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert not cache.exists()


# --- 7. one file alone, checked by its banner's command -------------------------------------


def banner_command(path: Path) -> list:
    """Returns the arguments of the command the banner of `path` records, after the
    program's name: its third line, past the comment's opening."""
    line = path.read_text().split("\n", 3)[2]
    words = shlex.split(line.lstrip("/#* "))
    assert words[:2] == ["bitboard-tables", "generate"], line
    return words[1:]


def run_main(args: list, cwd: Path) -> tuple:
    """Runs the command line in this process in `cwd`; returns (status, stdout, stderr)."""
    proc = run(*args, cwd=cwd)
    return proc.returncode, proc.stdout, proc.stderr


@pytest.mark.timeout(60)
def test_each_file_alone_passes_the_check_of_its_banners_command(tmp_path):
    """Every committed file, and every file of a subset with a prefix and a namespace,
    copied alone into an empty folder: the command its banner records passes with
    --check there, and run in a folder without the file writes that file alone,
    the same bytes."""
    subset = tmp_path / "subset"
    options = ["--only", "rook_attacks,BETWEEN", "--prefix", "eng", "--namespace", "com.example.engine"]
    assert run_main(["generate", "--out", str(subset), *options], tmp_path)[0] == 0
    files = [GENERATED / name for name in OUTPUT_NAMES] + sorted(subset.iterdir())
    # bitboards_sliders.h and .go (and Go's two fill files), and bitboards_engine.h: a
    # subset of no engine table has none
    apart = [name for name in OUTPUT_NAMES if "sliders" in name or name == "bitboards_engine.h"]
    assert len(apart) == 5 and len(files) == len(OUTPUT_NAMES) + len(OUTPUT_NAMES) - len(apart)
    for k, path in enumerate(files):
        alone = tmp_path / "alone" / str(k)
        alone.mkdir(parents=True)
        shutil.copy(path, alone / path.name)
        command = banner_command(path)
        status, out, err = run_main([*command, "--check"], alone)
        assert (status, err) == (0, ""), (path, command, err)
        (alone / path.name).unlink()
        status, out, err = run_main(command, alone)
        assert status == 0 and out == f"wrote {path.name}\n", (path, out, err)
        assert [p.name for p in alone.iterdir()] == [path.name] and (alone / path.name).read_bytes() == path.read_bytes()


def test_a_files_command_leaves_the_files_beside_it_alone(tmp_path):
    """The banner's command of one file, run where other generated files lie (two
    C# classes, a C header and its C++ twin), neither calls them stale nor removes
    them: they are not its files."""
    folder = tmp_path / "shared"
    for options in (["--lang", "csharp,cpp"], ["--lang", "csharp", "--prefix", "my_engine", "--namespace", "Engine"]):
        assert run_main(["generate", "--out", str(folder), "--only", "BETWEEN", *options], tmp_path)[0] == 0
    shutil.copy(GENERATED / "bitboards.h", folder / "bitboards.h")
    assert sorted(p.name for p in folder.iterdir()) == ["Bitboards.cs", "MyEngine.cs", "bitboards.h", "bitboards.hpp"]
    before = {p.name: p.read_bytes() for p in folder.iterdir()}
    for name in before:
        command = banner_command(folder / name)
        assert run_main([*command, "--check"], folder)[:3:2] == (0, ""), name
        assert run_main(command, folder)[0] == 0, name
        assert {p.name: p.read_bytes() for p in folder.iterdir()} == before, name
