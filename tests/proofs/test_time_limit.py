"""Every test has a time limit, so a bug that loops forever fails the suite
instead of hanging CI (pyproject.toml: pytest-timeout, `timeout`)."""

from __future__ import annotations

import subprocess
import sys

from tests.conftest import ROOT


def test_the_default_limit_fails_a_hang_within_two_minutes(pytestconfig):
    assert 0 < float(pytestconfig.getini("timeout")) <= 120


def test_a_test_that_loops_forever_fails(tmp_path):
    # The project's configuration, its limit shortened to 2 s, on a pure Python loop
    # (what a BEHIND holding its own target square does to piece_attacks).
    (tmp_path / "test_loop.py").write_text("def test_loop():\n    while True:\n        pass\n")
    cmd = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-c", str(ROOT / "pyproject.toml")]
    cmd += ["--rootdir", str(tmp_path), "-o", "timeout=2", str(tmp_path / "test_loop.py")]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 1, proc.stdout[-2000:]
    assert "Timeout (>2.0s) from pytest-timeout" in proc.stdout
