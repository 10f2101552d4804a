"""The README stays true: its table reference and its examples."""

from __future__ import annotations

import re
import subprocess
import sys

from generator.tables import compute_tables
from tests.cbuild import GENERATED, ROOT, STRICT

README = (ROOT / "README.md").read_text()


def _example(language: str, marker: str) -> str:
    """Returns the one code block of `language` in the README that contains `marker`."""
    (block,) = [b for b in re.findall(rf"```{language}\n(.*?)```", README, re.S) if marker in b]
    return block


def test_table_reference_lists_every_table_with_its_shape_and_size():
    rows = {m.group(1): m.group(0) for m in re.finditer(r"^\| `(\w+)` \|.*$", README, re.M)}
    total = 0
    for table in compute_tables():
        assert table.name in rows, table.name
        cells = [c.strip() for c in rows[table.name].strip("|").split("|")]
        shape = "".join(f"[{n}]" for n in table.shape)
        assert cells[1].endswith(shape), (table.name, cells[1])
        assert cells[3] == f"{table.size_bytes:,}", (table.name, cells[3])
        total += table.size_bytes
    assert f"All tables together take {total:,} bytes" in README


def test_python_example_prints_what_its_comments_say():
    code = _example("python", "print(")
    expected = [line.split("#", 1)[1].split(":")[0].strip() for line in code.splitlines() if line.startswith("print(")]
    proc = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.split() == expected


def test_c_example_compiles_strictly_and_prints_what_its_comment_says(tmp_path):
    code = _example("c", "int main")
    (tmp_path / "example.c").write_text(code)
    exe = tmp_path / "example"
    build = subprocess.run(
        ["gcc", "-std=c99", *STRICT, f"-I{GENERATED}", str(tmp_path / "example.c"), "-o", str(exe)],
        capture_output=True,
        text=True,
    )
    assert build.returncode == 0 and not build.stderr, build.stderr
    out = subprocess.run([str(exe)], capture_output=True, text=True).stdout
    assert out.strip() == re.search(r"/\* (\d+ squares, behind f4: \w+) \*/", code).group(1)
