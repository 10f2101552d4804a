"""What every test shares: where the repository is, and a cache turned off.

Every test computes afresh: the generator's cache (bitboard_tables/cache.py) is
turned off for this process and the commands it runs, except where a test of the
cache turns it on in a directory of its own.
"""

import os
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent  # the repository
GENERATED = ROOT / "generated"  # the committed outputs
TESTS = ROOT / "tests"

os.environ["BITBOARD_TABLES_CACHE_DIR"] = ""
