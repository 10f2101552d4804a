"""Reading a generated Rust module: a table by tokenizing its `pub static NAME: [[T; N]; M] = [...];`
initializer, its meaning and index names from the doc comment before its `#[rustfmt::skip]`; a
function, the text of its `pub fn` or `pub const fn`.
"""

from __future__ import annotations

import re

from ...parse import Grammar, header_comment, initializer_tokens, last_line_past, nested_array_type

GRAMMAR = Grammar(
    declaration=re.compile(r"^pub\s+static\s+(?P<name>\w+)\s*:\s*(?P<type>[\[\]\w;\s]+?)\s*=\s*\[", re.M),
    header=header_comment("///"),  # /// NAME[64 sq][8 dir]: meaning
    comments=last_line_past("#[rustfmt::skip]"),  # the header above the table's #[rustfmt::skip]
    tokens=initializer_tokens(r"-?\s*(?:0[xX][0-9a-fA-F_]+|[\d_]+)(?:u64|u8|i32|usize)?", opening=r"\[", closing=r"\]"),
    suffix=re.compile(r"\s+|_|(?:u64|u8|i32|usize)$"),
    function=re.compile(r"^pub\s+(?:const\s+)?fn\s+(\w+)\s*\(", re.M),
    header_required=False,
    # [[u64; 8]; 64]: ("u64", (64, 8))
    array_type=nested_array_type(r"(?:\[\s*)+(\w+)(?:\s*;\s*\d+\s*\])+", r";\s*(\d+)\s*\]", outer_last=True),
)
