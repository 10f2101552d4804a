"""The generator's cache on disk only saves time: with it, a generation gives the
bytes it gives without it, and an edit of the generator's sources or templates
changes the output as if there were no cache."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import GENERATED, ROOT


def generate(source: Path, cache: Path, out: Path) -> subprocess.CompletedProcess:
    """Runs `python -m bitboard_tables generate --out out` on the checkout `source`."""
    env = dict(os.environ, PYTHONPATH=str(source), BITBOARD_TABLES_CACHE_DIR=str(cache))
    cmd = [sys.executable, "-m", "bitboard_tables", "generate", "--out", str(out)]
    proc = subprocess.run(cmd, cwd=source, env=env, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    return proc


def output(out: Path) -> dict:
    return {name: (out / name).read_bytes() for name in ("bitboards.py", "bitboards.h")}


@pytest.fixture
def checkout(tmp_path: Path) -> Path:
    """A copy of the generator and its templates, to edit."""
    source = tmp_path / "src"
    for part in ("bitboard_tables",):
        shutil.copytree(ROOT / part, source / part, ignore=shutil.ignore_patterns("__pycache__"))
    (source / ".git").mkdir()  # the pyproject.toml lookup stops here
    return source


def test_a_cached_generation_gives_the_committed_bytes(checkout, tmp_path):
    cache = tmp_path / "cache"
    committed = output(GENERATED)
    generate(checkout, cache, tmp_path / "cold")
    kinds = {p.name.split("-")[0] for p in cache.iterdir()}
    assert kinds == {"compute_tables", "fast_paths", "black", "jinja", "text"}, kinds
    texts = sorted(p.name for p in cache.glob("text-*"))
    assert len(texts) == len(list((tmp_path / "cold").iterdir())) > 8  # every output file's text, however many
    generate(checkout, cache, tmp_path / "warm")
    assert sorted(p.name for p in cache.glob("text-*")) == texts  # read back, none computed again
    assert output(tmp_path / "cold") == output(tmp_path / "warm") == committed
    for entry in (p for p in cache.rglob("*") if p.is_file()):  # a damaged entry is computed again
        entry.write_bytes(b"not a pickle")
    generate(checkout, cache, tmp_path / "damaged")
    assert output(tmp_path / "damaged") == committed


# a template of each kind (a file's and a function body's), each with text it holds once
EDITED_TEMPLATES = (
    ("c", "bitboards.h.j2", "bitboards.h", "Chess bitboard tables and lookups."),
    ("python", "functions.py.j2", "bitboards.py", "# the highest blocker first"),
)


def test_an_edit_of_the_sources_or_templates_is_not_hidden_by_the_cache(checkout, tmp_path):
    """An edit of the generator's code and of its templates shows in the next
    generation, however warm the cache: the tables' text, the compiled templates and
    the rendered outputs are all keyed by the sources' bytes, templates included."""
    cache = tmp_path / "cache"
    generate(checkout, cache, tmp_path / "before")
    tables = checkout / "bitboard_tables" / "tables.py"
    tables.write_text(tables.read_text().replace('"knight attacks from sq"', '"where a knight on sq jumps"'))
    for language, template, _, marker in EDITED_TEMPLATES:
        path = checkout / "bitboard_tables" / "languages" / language / "templates" / template
        text = path.read_text()
        assert text.count(marker) == 1, marker
        path.write_text(text.replace(marker, marker.upper()))
    generate(checkout, cache, tmp_path / "after")
    edited = output(tmp_path / "after")
    for name in ("bitboards.py", "bitboards.h"):
        assert b"where a knight on sq jumps" in edited[name], name
        assert b"knight attacks from sq" not in edited[name], name
    for _, _, name, marker in EDITED_TEMPLATES:
        before, after = (tmp_path / "before" / name).read_text(), (tmp_path / "after" / name).read_text()
        assert marker in before and marker.upper() not in before
        assert marker.upper() in after and marker not in after


def test_an_edit_of_the_code_is_formatted_by_black_again(checkout, tmp_path):
    cache = tmp_path / "cache"
    generate(checkout, cache, tmp_path / "before")
    template = checkout / "bitboard_tables" / "languages" / "python" / "templates" / "bitboards.py.j2"
    text = template.read_text()
    assert "{{ name }} = {{ loop.index0 }}" in text
    template.write_text(text.replace("{{ name }} = {{ loop.index0 }}", "{{ name }}=( {{ loop.index0 }} )"))
    generate(checkout, cache, tmp_path / "after")
    edited = (tmp_path / "after" / "bitboards.py").read_text()
    assert "\nD4 = 27\n" in edited  # black's layout, not the template's


def test_an_empty_cache_directory_setting_turns_the_cache_off(checkout, tmp_path):
    env = dict(os.environ, PYTHONPATH=str(checkout), BITBOARD_TABLES_CACHE_DIR="", XDG_CACHE_HOME=str(tmp_path / "xdg"))
    env["HOME"] = str(tmp_path / "home")
    cmd = [sys.executable, "-m", "bitboard_tables", "generate", "--out", str(tmp_path / "out"), "--only", "DIR_SHIFT"]
    proc = subprocess.run(cmd, cwd=checkout, env=env, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    assert not (tmp_path / "xdg").exists() and not (tmp_path / "home").exists()
