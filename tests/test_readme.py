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


def test_function_snippets_compile_and_run(tmp_path):
    """Every C fragment compiles strictly inside a function; every Python fragment
    runs, in order, with the module imported as `bb`."""
    blocks = re.findall(r"```c\n(.*?)```", README, re.S)
    fragments = [b for b in blocks if "int main" not in b]
    assert len(fragments) >= 5
    body = "\n".join("    {\n" + b + "    }" for b in fragments)
    (tmp_path / "snippets.c").write_text(f'#include "bitboards.h"\nvoid snippets(void);\nvoid snippets(void) {{\n{body}\n}}\n')
    proc = subprocess.run(
        ["gcc", "-std=c99", *STRICT, "-Wno-unused-variable", "-Wno-unused-but-set-variable", f"-I{GENERATED}",
         "-c", str(tmp_path / "snippets.c"), "-o", str(tmp_path / "snippets.o")],
        capture_output=True,
        text=True,
    )
    assert proc.returncode == 0 and not proc.stderr, proc.stderr
    from generated import bitboards as bb

    namespace = {"bb": bb, "occ": 0, "own": 0, "rooks": 1 << bb.A1 | 1 << bb.H1}
    namespace["empty"] = ~(namespace["rooks"] | 1 << bb.A4 | 1 << bb.H6) & (1 << 64) - 1
    for block in re.findall(r"```python\n(.*?)```", README, re.S):
        if "from generated" not in block:
            if "pins" in block:  # the position the C fragment sets up
                namespace["own"] = 1 << bb.E1 | 1 << bb.E4 | 1 << bb.D2
                namespace["occ"] = namespace["own"] | 1 << bb.E8 | 1 << bb.A5
            exec(block, namespace)
    assert bb.popcount(namespace["a"]) == 25  # the last `a`: the queen on d4, blocker f6
    assert namespace["x"] == 1 << bb.D7
    assert namespace["pins"] == 1 << bb.E4 | 1 << bb.D2
    assert namespace["north"] == sum(1 << s for s in (bb.A2, bb.A3, bb.A4, bb.H2, bb.H3, bb.H4, bb.H5, bb.H6))


def test_function_snippet_counts():
    from generated import bitboards as bb

    assert bb.popcount(bb.rook_attacks(1 << bb.D6 | 1 << bb.F4, bb.D4)) == 10
    assert bb.popcount(bb.queen_attacks(0, bb.D4)) == 27


def test_show_examples_print_what_the_readme_shows():
    """Each `$ bitboard-tables show ...` block of the README is the real output
    (the README may cut a block short after its board)."""
    examples = re.findall(r"```\n\$ bitboard-tables (show [^\n]+)\n(.*?)```", README, re.S)
    assert len(examples) >= 2
    for command, shown in examples:
        args = command.split()
        proc = subprocess.run([sys.executable, "-m", "generator", *args], cwd=ROOT, capture_output=True, text=True)
        if proc.returncode == 2:  # the bad-input example
            assert proc.stderr == shown, command
        else:
            assert proc.returncode == 0, proc.stderr
            assert proc.stdout.startswith(shown.rstrip("\n").rsplit("\n\n1 in the set", 1)[0]), command
