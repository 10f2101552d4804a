"""bitboard-tables: the reference generator of chess bitboard tables.

The package is `bitboard_tables` in the repository and installed alike: run it as
`python -m bitboard_tables` or as the `bitboard-tables` command. The computation
(geometry, mappings, tables, functions, slider techniques) lives here; each output
language has a folder of its own under `languages/`.
"""

__version__ = "0.1.0"
