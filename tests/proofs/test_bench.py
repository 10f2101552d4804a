"""The bench's baselines still do what they measure.

`make bench` times `generate --check` as it was before black was kept off the
data (bench.gen_split --before) as the baseline of `make check`: a baseline
that no longer reproduces the committed outputs stops the bench in its first
section. Here it must return 0, that is render bitboards.py and bitboards.h,
each from its own file's selection as `generate` does, byte for byte as
generated/ holds them.

The files the bench races the committed ones against (the kindergarten-only
module, Rust without its lazy fill check, Python without its 64-bit cut) are the
generator's variants (`Selection.variants`): each must differ from the
committed file in its part alone.
"""

from __future__ import annotations

import difflib
from dataclasses import replace

import pytest

from bitboard_tables.languages import LANGUAGES, render_outputs
from bitboard_tables.selection import select

pytestmark = pytest.mark.timeout(120)


def test_the_check_baseline_reproduces_the_committed_outputs(capsys):
    """`python -m bench.gen_split --before`'s check, in this process: black's formatting
    of the whole module kept by the session's generator cache (cache.black_memo, keyed
    on the text and the installed black), which the bench turns off."""
    from bench.gen_split import check_as_before

    assert check_as_before() == 0, capsys.readouterr().err


def _changed_lines(language: str, **variants) -> tuple:
    """Returns (the lines only the committed file has, the lines only the variant
    has) of `language`'s first file and its variant rendered by the bench."""
    from bench.common import GENERATED, render_variant
    from bitboard_tables.languages import LANGUAGES

    (chosen,) = (lang for lang in LANGUAGES if lang.name == language)
    committed = (GENERATED / chosen.files[0].name).read_text().splitlines()
    variant = render_variant(language, **variants).splitlines()
    diff = list(difflib.ndiff(committed, variant))
    return [d[2:] for d in diff if d.startswith("- ")], [d[2:] for d in diff if d.startswith("+ ")]


def test_the_variants_the_bench_races_leave_out_only_their_part():
    """The variants of the selection the bench races the committed files against
    (Selection.sliders, lazy_fill_check, mask_to_64_bits) differ from the committed
    files in that part alone, and `generate` records none of them."""
    assert select().variants == ()
    removed, added = _changed_lines("rust", lazy_fill_check=False)
    assert added == [] and [line.strip() for line in removed] == [
        "if FILLED_GROUPS.load(core::sync::atomic::Ordering::Acquire) & group == 0 {",
        "return packed_after_fill(group, table, index); // a tail call: the fast path saves no register for it",
        "}",
    ]
    removed, added = _changed_lines("python", mask_to_64_bits=False)
    assert [line.replace(" & 0xFFFF_FFFF_FFFF_FFFF", "") for line in removed] == added and len(added) == 2
    for language in ("rust", "zig", "java", "csharp", "js"):
        removed, added = _changed_lines(language, sliders=False)
        assert not [line for line in added if "ttacks" in line], language
        assert [line for line in removed if "AttacksMagic" in line or "attacks_magic" in line], language
    outputs = render_outputs(replace(select(), sliders=False))
    assert not [f.name for lang in LANGUAGES for f in lang.files if f.sliders and f.name in outputs]
