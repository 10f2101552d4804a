"""bitboard-tables: the reference generator of chess bitboard tables.

In the repository this package is `generator` (`python -m generator`); installed,
it is `bitboard_tables` (`python -m bitboard_tables`, or the `bitboard-tables`
command), so that it never shadows a `generator` package of the user's own.
"""

__version__ = "0.1.0"
