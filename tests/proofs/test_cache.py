"""The generator's cache on disk only saves time: with it, a generation gives the
bytes it gives without it, and an edit of the generator's sources or templates, or
another Jinja2 or MarkupSafe, changes the output as if there were no cache; and it
stays within its bound, the least recently used entries going first."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Optional

import pytest

from tests.conftest import GENERATED, ROOT


def generate(source: Path, cache: Path, out: Path, *more: str, site: Optional[Path] = None) -> subprocess.CompletedProcess:
    """Runs `python -m bitboard_tables generate --out out` and `more` on the checkout
    `source`, with the packages of `site` before the installed ones."""
    path = os.pathsep.join(str(p) for p in (source, site) if p is not None)
    env = dict(os.environ, PYTHONPATH=path, BITBOARD_TABLES_CACHE_DIR=str(cache))
    cmd = [sys.executable, "-m", "bitboard_tables", "generate", "--out", str(out), *more]
    proc = subprocess.run(cmd, cwd=source, env=env, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    return proc


def output(out: Path) -> dict:
    return {name: (out / name).read_bytes() for name in ("bitboards.py", "bitboards.h")}


def copy_sources(source: Path) -> Path:
    """Copies the generator and its templates into `source`, to edit; returns it."""
    shutil.copytree(ROOT / "bitboard_tables", source / "bitboard_tables", ignore=shutil.ignore_patterns("__pycache__"))
    (source / ".git").mkdir()  # the pyproject.toml lookup stops here
    return source


@pytest.fixture
def checkout(tmp_path: Path) -> Path:
    """A copy of the generator and its templates, to edit."""
    return copy_sources(tmp_path / "src")


@pytest.fixture(scope="module")
def cold(tmp_path_factory):
    """(a copy of the generator, its cache, its outputs): one generation into an
    empty cache, the cache it leaves, which the tests copy before changing it."""
    root = tmp_path_factory.mktemp("cold")
    source = copy_sources(root / "src")
    generate(source, root / "cache", root / "out")
    return source, root / "cache", root / "out"


def copy_of(cold, tmp_path: Path):
    """Returns (source, cache) copied from the `cold` fixture into `tmp_path`."""
    source, cache, _ = cold
    shutil.copytree(source, tmp_path / "src")
    shutil.copytree(cache, tmp_path / "cache")
    return tmp_path / "src", tmp_path / "cache"


def test_a_cached_generation_gives_the_committed_bytes(cold, tmp_path):
    checkout, cache = copy_of(cold, tmp_path)
    committed = output(GENERATED)
    kinds = {p.name.split("-")[0] for p in cache.iterdir()}
    assert kinds == {"compute_tables", "fast_paths", "black", "jinja", "text"}, kinds
    texts = sorted(p.name for p in cache.glob("text-*"))
    assert len(texts) == len(list(cold[2].iterdir())) > 8  # every output file's text, however many
    generate(checkout, cache, tmp_path / "warm")
    assert sorted(p.name for p in cache.glob("text-*")) == texts  # read back, none computed again
    assert output(cold[2]) == output(tmp_path / "warm") == committed
    for entry in (p for p in cache.rglob("*") if p.is_file()):  # a damaged entry is computed again
        entry.write_bytes(b"not a pickle")
    generate(checkout, cache, tmp_path / "damaged")
    assert output(tmp_path / "damaged") == committed


# a template of each kind (a file's and a function body's), each with text it holds once
EDITED_TEMPLATES = (
    ("c", "bitboards.h.j2", "bitboards.h", "Chess bitboard tables and lookups."),
    ("python", "functions.py.j2", "bitboards.py", "(modulo 2**"),
)
# the opening of the sentence the `contract` filter writes, which JavaScript's template
# calls with constants only: Jinja2 folds such a call into the compiled template
CONTRACT = "Names, shapes, index order and meanings"
# an edit of the layout of bitboards.py's code, which black lays out again
BLACK_TEMPLATE = ("python", "bitboards.py.j2", "{{ name }} = {{ value }}", "{{ name }}=( {{ value }} )")


@pytest.fixture(scope="module")
def edited(cold, tmp_path_factory) -> Path:
    """The outputs of one generation, with the cache `cold` left, of the generator
    with its code and templates edited: a description of tables.py, the templates of
    EDITED_TEMPLATES (each marker in capitals) and BLACK_TEMPLATE."""
    checkout, cache = copy_of(cold, tmp_path_factory.mktemp("edited"))
    tables = checkout / "bitboard_tables" / "tables.py"
    tables.write_text(tables.read_text().replace('"knight attacks from sq"', '"where a knight on sq jumps"'))
    edits = [(language, template, marker, marker.upper()) for language, template, _, marker in EDITED_TEMPLATES]
    for language, template, old, new in [*edits, BLACK_TEMPLATE]:
        path = checkout / "bitboard_tables" / "languages" / language / "templates" / template
        text = path.read_text()
        assert text.count(old) == 1, old
        path.write_text(text.replace(old, new))
    generate(checkout, cache, checkout.parent / "after")
    return checkout.parent / "after"


def test_an_edit_of_the_sources_or_templates_is_not_hidden_by_the_cache(cold, edited):
    """An edit of the generator's code and of its templates shows in the next
    generation, however warm the cache: the tables' text, the compiled templates and
    the rendered outputs are all keyed by the sources' bytes, templates included."""
    after = output(edited)
    for name in ("bitboards.py", "bitboards.h"):
        assert b"where a knight on sq jumps" in after[name], name
        assert b"knight attacks from sq" not in after[name], name
    for _, _, name, marker in EDITED_TEMPLATES:
        before, after = (cold[2] / name).read_text(), (edited / name).read_text()
        assert marker in before and marker.upper() not in before
        assert marker.upper() in after and marker not in after


def test_an_edit_of_a_filter_folded_into_a_compiled_template_shows(checkout, tmp_path):
    """A filter given constants runs as Jinja2 compiles the template, so its answer is
    in the compiled code the cache keeps, under the template's path: generated again
    from the same checkout after an edit of the filter, the output shows the edit."""
    generate(checkout, tmp_path / "cache", tmp_path / "before", "--lang", "js")
    language = checkout / "bitboard_tables" / "languages" / "language.py"
    assert language.read_text().count(CONTRACT) == 1
    language.write_text(language.read_text().replace(CONTRACT, CONTRACT.upper()))
    generate(checkout, tmp_path / "cache", tmp_path / "after", "--lang", "js")
    before, after = (tmp_path / "before" / "bitboards.mjs").read_text(), (tmp_path / "after" / "bitboards.mjs").read_text()
    assert CONTRACT in before and CONTRACT.upper() not in before
    assert CONTRACT.upper() in after and CONTRACT not in after


def test_an_edit_of_the_code_is_formatted_by_black_again(cold, edited):
    assert "\nD4 = 27\n" in (cold[2] / "bitboards.py").read_text()
    assert "\nD4 = 27\n" in (edited / "bitboards.py").read_text()  # black's layout, not the template's


def test_an_empty_cache_directory_setting_turns_the_cache_off(checkout, tmp_path):
    env = dict(os.environ, PYTHONPATH=str(checkout), BITBOARD_TABLES_CACHE_DIR="", XDG_CACHE_HOME=str(tmp_path / "xdg"))
    env["HOME"] = str(tmp_path / "home")
    cmd = [sys.executable, "-m", "bitboard_tables", "generate", "--out", str(tmp_path / "out"), "--only", "DIR_SHIFT"]
    proc = subprocess.run(cmd, cwd=checkout, env=env, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    assert not (tmp_path / "xdg").exists() and not (tmp_path / "home").exists()


# a line of Jinja2's compiler that writes a template's text into the compiled code: edited,
# the compiled bitboards.h writes the marker of EDITED_TEMPLATES in capitals
JINJA2_CONSTANT = "return repr(concat(group))"


def test_another_jinja2_or_markupsafe_renders_and_compiles_afresh(cold, tmp_path):
    """A generation with a cache that another Jinja2 filled shows what this one
    writes, however warm the cache: an edit of a copy of Jinja2's compiler (as an
    upgrade rewrites its files) changes bitboards.h, so neither its text nor its
    compiled template was served from the cache; and an edit of MarkupSafe's files,
    which Jinja2's filters call, renders the text and compiles the templates again."""
    import jinja2
    import markupsafe

    checkout, cache = copy_of(cold, tmp_path)  # the tables kept: only the texts are computed
    site = tmp_path / "site"
    for package in (jinja2, markupsafe):
        shutil.copytree(Path(package.__file__).parent, site / package.__name__, ignore=shutil.ignore_patterns("__pycache__"))
    _, _, name, marker = EDITED_TEMPLATES[0]

    def compiled():  # the compiled templates on disk, each with its bytes
        return {p.name: p.read_bytes() for p in (cache / "jinja").iterdir()}

    def generation(step: str) -> str:
        generate(checkout, cache, tmp_path / step, "--lang", "c", "--only", "DIR_SHIFT", site=site)
        return (tmp_path / step / name).read_text()

    initial = compiled()  # every language's, compiled by the installed Jinja2
    assert marker in generation("before")
    texts, templates = sorted(cache.glob(f"text-{name}-*")), compiled()
    used = [k for k in templates if templates[k] != initial.get(k)]  # C's, compiled for this checkout
    assert used
    compiler = site / "jinja2" / "compiler.py"
    assert compiler.read_text().count(JINJA2_CONSTANT) == 1
    compiler.write_text(compiler.read_text().replace(JINJA2_CONSTANT, f"return repr(concat(group).replace({marker!r}, {marker.upper()!r}))"))
    after = generation("jinja2")
    assert marker.upper() in after and marker not in after
    assert len(sorted(cache.glob(f"text-{name}-*"))) == len(texts) + 1  # rendered again
    assert all(compiled()[k] != templates[k] for k in used)  # and compiled again
    texts, templates = sorted(cache.glob(f"text-{name}-*")), compiled()
    with open(site / "markupsafe" / "__init__.py", "a") as f:
        f.write("# another MarkupSafe\n")
    assert generation("markupsafe") == after
    assert len(sorted(cache.glob(f"text-{name}-*"))) == len(texts) + 1
    assert all(compiled()[k] != templates[k] for k in used)


def test_the_cache_keeps_the_most_recently_used_within_its_bound(tmp_path, monkeypatch):
    """Beyond its bound, the cache loses its least recently used entries, of every
    kind and Jinja2's, until the rest fit: used, by the time of their last use, which
    a read renews."""
    from bitboard_tables.cache import memoized, prune

    monkeypatch.setenv("BITBOARD_TABLES_CACHE_DIR", str(tmp_path))
    memoized("c", "1", lambda: "c" * 100)  # the oldest of four, until it is read
    others = {"a-1.pickle": 300, "jinja/b.cache": 200, "d-1.pickle": 50}
    for k, name in enumerate(["c-1.pickle", *others]):
        (tmp_path / name).parent.mkdir(exist_ok=True)
        if name in others:
            (tmp_path / name).write_bytes(b"x" * others[name])
        os.utime(tmp_path / name, ns=(10**18 + k * 10**9,) * 2)
    assert memoized("c", "1", lambda: pytest.fail("not read")) == "c" * 100  # the most recently used now
    prune(tmp_path, (tmp_path / "c-1.pickle").stat().st_size + 50 + 10)  # room for it and d beside it
    assert sorted(p.relative_to(tmp_path).as_posix() for p in tmp_path.rglob("*") if p.is_file()) == ["c-1.pickle", "d-1.pickle"]
