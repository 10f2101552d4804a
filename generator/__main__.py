"""`python -m generator` in the repository, `python -m bitboard_tables` installed:
the command line (see cli.py)."""

from .cli import main

raise SystemExit(main())
