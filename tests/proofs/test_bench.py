"""The bench's baselines still do what they measure.

`make bench` times `generate --check` as it was before black was kept off the
data (bench.gen_split --before) as the baseline of `make check`: a baseline
that no longer reproduces the committed outputs stops the bench in its first
section. Here it must return 0, that is render bitboards.py and bitboards.h,
each from its own file's selection as `generate` does, byte for byte as
generated/ holds them.
"""

from __future__ import annotations

import subprocess
import sys

import pytest

from tests.conftest import ROOT

pytestmark = pytest.mark.timeout(120)


def test_the_check_baseline_reproduces_the_committed_outputs():
    proc = subprocess.run([sys.executable, "-m", "bench.gen_split", "--before"], cwd=ROOT, capture_output=True, text=True, timeout=100)
    assert proc.returncode == 0, f"bench.gen_split --before: exit {proc.returncode}\n{proc.stderr}"
