"""The fancy magics of boards other than 8x8, one module per board and mapping
(`lerf_12x10`, `lefr_5x5_8`), each written by
`python -m bitboard_tables.sliders --board WxH --mapping NAME --write`
(bitboard_tables/sliders/board_magics.py); do not edit them.
"""
