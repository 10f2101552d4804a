"""The two perft consumers of the generated tables: perft.c on bitboards.h and
movegen.py on bitboards.py; positions.py holds the published counts both meet.

    python -m tests.perft "<FEN>" DEPTH
    python -m tests.perft --divide "<FEN>" DEPTH
"""
