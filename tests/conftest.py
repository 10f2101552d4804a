"""What every test shares: where the repository is, a cache turned off, and the
outputs and builds that several test modules use, made once a session.

Every test computes afresh: the generator's cache (bitboard_tables/cache.py) is
turned off for this process and the commands it runs, except where a test of the
cache turns it on in a directory of its own.
"""

import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent  # the repository
GENERATED = ROOT / "generated"  # the committed outputs
TESTS = ROOT / "tests"

os.environ["BITBOARD_TABLES_CACHE_DIR"] = ""


@pytest.fixture(scope="session")
def builds(tmp_path_factory):
    """The drivers and perfts of every language, each built once (tests/harness/drivers.py)."""
    from tests.harness.drivers import Builds

    return Builds(tmp_path_factory.mktemp("builds"))


@pytest.fixture(scope="session")
def mapped(tmp_path_factory):
    """{mapping: the directory of its outputs}: LERF's are the committed ones; every
    other is written by `python -m bitboard_tables generate --mapping NAME --out DIR`."""
    from tests.oracles.mappings import NAMES

    root = tmp_path_factory.mktemp("mappings")
    (root / ".git").mkdir()  # no pyproject.toml lookup above this directory
    env = dict(os.environ, PYTHONPATH=str(ROOT))

    def generate(name: str):
        out = root / name
        command = [sys.executable, "-m", "bitboard_tables", "generate", "--mapping", name, "--out", str(out)]
        proc = subprocess.run(command, cwd=root, env=env, capture_output=True, text=True)
        assert proc.returncode == 0, proc.stderr
        return name, out

    with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        return {"LERF": GENERATED, **dict(pool.map(generate, [m for m in NAMES if m != "LERF"]))}
