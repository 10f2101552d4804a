"""The command line run in the test's own process: what `python -m bitboard_tables ARGS`
(or the console script) gives, without starting an interpreter for each command.

`run_cli` calls the entry point both of them call, `bitboard_tables.cli.main`, as
they call it: in the directory given, with `sys.argv` as the interpreter would set
it (the command's advice names the program from it), its stdout and stderr
captured, and its exit status taken as the interpreter takes it (a `SystemExit`'s
code; an exception main lets through is a traceback on stderr and status 1, as
the interpreter gives it). What only a real process shows (the interpreter's own
exit, the umask, the console script, a pasted command) the tests run in a
subprocess, as a user does.
"""

from __future__ import annotations

import contextlib
import io
import os
import signal
import subprocess
import sys
import traceback
from pathlib import Path
from typing import Sequence, Union

import bitboard_tables
from bitboard_tables.cli import main

# sys.argv[0] under `python -m bitboard_tables`: the path of the package's __main__.py
MODULE_MAIN = Path(bitboard_tables.__file__).resolve().parent / "__main__.py"


def run_cli(args: Sequence[str], cwd: Union[str, Path], argv0: Union[str, Path] = MODULE_MAIN) -> subprocess.CompletedProcess:
    """Runs the command line with `args` in `cwd`, in this process, as the program
    `argv0` (by default `python -m bitboard_tables`); returns (returncode, stdout,
    stderr) as subprocess.run(..., capture_output=True, text=True) does."""
    # --no-cache turns the cache off for the rest of the process it runs in
    assert "--no-cache" not in args, "--no-cache: run it in a process of its own"
    out, err = io.StringIO(), io.StringIO()
    saved = os.getcwd(), sys.argv
    os.chdir(cwd)
    sys.argv = [str(argv0), *args]
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                status = main(list(args)) or 0
            except SystemExit as exc:  # argparse's errors, --version and --help
                status = exc.code if isinstance(exc.code, int) else 0 if exc.code is None else 1
                if isinstance(exc.code, str):
                    print(exc.code, file=sys.stderr)
            except Exception:  # what the interpreter would print
                traceback.print_exc()
                status = 1
    finally:
        os.chdir(saved[0])
        sys.argv = saved[1]
    return subprocess.CompletedProcess([str(argv0), *args], status, out.getvalue(), err.getvalue())


def hears_ctrl_c() -> None:
    """Gives a started server the default Ctrl-C (SIGINT), which its tests send it
    (Popen's preexec_fn): a shell that runs `make test &` without job control
    starts the tests with SIGINT ignored, and a process keeps it ignored."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)
