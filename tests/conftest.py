"""Every test computes afresh: the generator's cache (generator/cache.py) is turned
off for this process and the commands it runs, except where a test of the cache
turns it on in a directory of its own."""

import os

os.environ["BITBOARD_TABLES_CACHE_DIR"] = ""
