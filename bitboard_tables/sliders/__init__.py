"""The slider techniques: every one described once, its tables built by evaluating
that description, and every language printing it.

- `../expression.py` (shared with the lookup functions' bodies): the
  language-neutral expressions lookups are written in, their meaning
  (`evaluate`, `compiled`) and the base of every language's printer;
- `techniques.py`: each technique's lookups, helpers, fills and needs;
- `occupancy.py`: relevant masks, their subsets, and each subset's attack and
  x-ray sets (the reference the tables are built from);
- `build.py`: the tables, built by evaluating the fills; their sizes;
- `records.py`: one record per square (mask, magic, block pointer, shift), which
  C's and C++'s magic and black magic lookups read in place of the parallel tables;
- `magic_search.py`, `black_magics.py`: the fancy magic search and the black
  magics' packing, recorded in `bitboard_tables/magic_numbers.py`;
- `__main__.py`: `python -m bitboard_tables.sliders` (`make magics`).
"""

from .black_magics import recorded_black_magics, search_black_magics
from .build import SliderTable, black_table, header_tables, packed_tables, slider_tables, small_tables, table_bytes
from .magic_search import SEED, find_magic, magic_numbers_module, recorded_magics, search_magics, splitmix64
from .occupancy import PIECES, TABLE_ENTRIES, SquareSets, index_bits, offsets, relevant_masks, square_sets
from .techniques import Technique, technique_named, techniques
from ..mapping import LERF

__all__ = [
    "AVX2_TECHNIQUES", "BMI2_TECHNIQUES", "PACKED_TABLES", "PACKED_TECHNIQUES", "PIECES", "SEED", "TABLE_ENTRIES", "TECHNIQUES", "XRAY_TECHNIQUES", "SliderTable", "SquareSets",
    "Technique", "black_table", "find_magic", "header_tables", "index_bits", "magic_numbers_module", "offsets",
    "packed_tables", "recorded_black_magics", "recorded_magics", "relevant_masks", "search_black_magics",
    "search_magics", "slider_tables", "small_tables", "splitmix64", "square_sets", "table_bytes", "technique_named",
    "techniques",
]  # fmt: skip

# The techniques, in the order of the C header's selection macro's values.
TECHNIQUES = tuple(t.name for t in techniques(LERF))
# those with one-lookup x-rays; those that need BMI2; those that read packed tables (which a fill fills)
XRAY_TECHNIQUES = tuple(t.name for t in techniques(LERF) if t.xrays)
BMI2_TECHNIQUES = tuple(t.name for t in techniques(LERF) if "bmi2" in t.needs)
# those whose vector path needs AVX2 (each has a scalar path elsewhere)
AVX2_TECHNIQUES = tuple(t.name for t in techniques(LERF) if "avx2" in t.needs)
PACKED_TECHNIQUES = tuple(t.name for t in techniques(LERF) if t.fills)
# the packed tables, which their fills write at run time (their names are the same in every mapping)
PACKED_TABLES = frozenset(f.table for t in techniques(LERF) for f in t.fills)
