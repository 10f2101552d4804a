"""`python -m tests.perft`: the Python perft's command line (see movegen.py)."""

import sys

from tests.perft.movegen import main

raise SystemExit(main(sys.argv[1:]))
