"""`python -m bitboard_tables`: the command line (see cli/)."""

from .cli import main

raise SystemExit(main())
