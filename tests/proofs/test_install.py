"""The installed tool: a wheel built from this checkout, offline (this virtual
environment's setuptools, no build isolation, no index), installed into a fresh
virtual environment, writes the committed bytes, under its own import name.

Slower than most tests (a wheel build and a virtual environment); every step has
a generous time limit, so that a hung pip fails the test rather than hangs CI.
"""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import urllib.request
import zipfile
from pathlib import Path

import black
import jinja2
import pytest

from bitboard_tables import __version__
from tests.conftest import GENERATED, ROOT
from tests.harness.cli import hears_ctrl_c

STEP = 300  # seconds any one step may take
pytestmark = pytest.mark.timeout(900)  # the module's fixtures build the wheel and the venv in its first test


def step(*cmd, cwd: Path) -> subprocess.CompletedProcess:
    """Runs cmd as a user would, with no PYTHONPATH: a PYTHONPATH naming a checkout
    (as the mutation harness sets) would import its package over the installed one."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    proc = subprocess.run([str(c) for c in cmd], cwd=cwd, env=env, capture_output=True, text=True, timeout=STEP)
    assert proc.returncode == 0, (cmd, proc.stdout[-2000:], proc.stderr[-2000:])
    return proc


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    """The wheel, built from a copy of the files it is made of."""
    work = tmp_path_factory.mktemp("wheel")
    source = work / "source"
    for part in ("bitboard_tables",):
        shutil.copytree(ROOT / part, source / part, ignore=shutil.ignore_patterns("__pycache__"))
    for path in [ROOT / "pyproject.toml", ROOT / "README.md", *ROOT.glob("LICEN[CS]E*")]:
        shutil.copy(path, source / path.name)
    dist = work / "dist"
    step(sys.executable, "-m", "pip", "wheel", "--no-build-isolation", "--no-deps", "--no-index", "-w", dist, source,
         cwd=work)  # fmt: skip
    (built,) = dist.glob("*.whl")
    return built


@pytest.fixture(scope="module")
def venv(wheel, tmp_path_factory) -> Path:
    """A fresh virtual environment holding the wheel; Jinja2 and black are this
    environment's, on its path through a .pth file (which adds their directories
    and runs none of the .pth files there, so not this checkout's editable install)."""
    work = tmp_path_factory.mktemp("venv")
    env_dir = work / "venv"
    step(sys.executable, "-m", "venv", "--without-pip", env_dir, cwd=work)
    python = env_dir / "bin" / "python"
    purelib = Path(step(python, "-c", "import sysconfig; print(sysconfig.get_path('purelib'))", cwd=work).stdout.strip())
    dependencies = {str(Path(m.__file__).resolve().parent.parent) for m in (jinja2, black)}
    (purelib / "dependencies.pth").write_text("".join(f"{d}\n" for d in sorted(dependencies)))
    step(sys.executable, "-m", "pip", "--python", python, "install", "--no-index", "--no-deps", wheel, cwd=work)
    return env_dir


@pytest.fixture
def user(tmp_path: Path) -> Path:
    """A user's project: no bitboard_tables/ of ours, a .git that ends the pyproject.toml lookup."""
    (tmp_path / ".git").mkdir()
    return tmp_path


def test_the_wheel_holds_bitboard_tables_and_its_templates(wheel):
    names = zipfile.ZipFile(wheel).namelist()
    tops = {n.split("/")[0] for n in names}
    assert tops == {"bitboard_tables", f"bitboard_tables-{__version__}.dist-info"}, tops
    templates = [*(ROOT / "bitboard_tables").glob("languages/*/templates/*.j2"), *(ROOT / "bitboard_tables").glob("languages/templates/*.j2")]
    expected = {t.relative_to(ROOT).as_posix() for t in templates}  # each language's, and those several share
    assert len(expected) >= 7 and expected <= set(names)
    page = {p.relative_to(ROOT).as_posix() for p in (ROOT / "bitboard_tables" / "explorer").glob("*.*")}
    assert "bitboard_tables/explorer/index.html" in page and page <= set(names)  # what `explore` serves
    assert wheel.name.startswith(f"bitboard_tables-{__version__}-py3-none-any")


def test_the_installed_tool_serves_the_explorer(venv, user):
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    command = [str(venv / "bin" / "bitboard-tables"), "explore", "--port", "0"]
    proc = subprocess.Popen(command, cwd=user, env=env, stdout=subprocess.PIPE, text=True, preexec_fn=hears_ctrl_c)
    try:
        url = proc.stdout.readline().strip()
        served = {"explorer.mjs": ROOT / "bitboard_tables" / "explorer" / "explorer.mjs", "modules/LERF/bitboards.mjs": GENERATED / "bitboards.mjs"}
        for path, expected in served.items():
            with urllib.request.urlopen(url + path, timeout=20) as response:
                assert response.read() == expected.read_bytes(), path
    finally:
        proc.send_signal(signal.SIGINT)
        proc.wait(timeout=10)
    assert proc.returncode == 0


def test_the_installed_tool_writes_the_committed_bytes(venv, user):
    script = venv / "bin" / "bitboard-tables"
    assert step(script, "--version", cwd=user).stdout == f"bitboard-tables {__version__}\n"
    step(script, "generate", "--out", "vendored", cwd=user)
    for name in ("bitboards.py", "bitboards.h"):
        assert (user / "vendored" / name).read_bytes() == (GENERATED / name).read_bytes(), name
    proc = step(venv / "bin" / "python", "-m", "bitboard_tables", "generate", "--check", "--out", "vendored", cwd=user)
    assert proc.stdout == "vendored/ is up to date\n"


def test_the_installed_package_leaves_a_users_generator_package_alone(venv, user):
    (user / "generator").mkdir()  # a user's own package of a common name
    (user / "generator" / "__init__.py").write_text("MINE = True\n")
    code = "import bitboard_tables, generator; print(bitboard_tables.__file__); print(generator.MINE)"
    where, mine = step(venv / "bin" / "python", "-c", code, cwd=user).stdout.split()
    assert Path(where).is_relative_to(venv) and mine == "True"
