"""`make perft`, `make perft-rs`, ...: each language's perft program, built on
generated/ into build/ as its test driver builds it (tests/drivers/<name>/).

    python -m tests.harness.perft TARGET     (TARGET: perft, perft-rs, ...)
"""

from __future__ import annotations

import sys

from tests.conftest import GENERATED, ROOT
from tests.harness.drivers import drivers


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    targets = {d.perft: d for d in drivers().values() if d.perft}
    if len(argv) != 1 or argv[0] not in targets:
        print(f"usage: python -m tests.harness.perft TARGET; TARGET: {', '.join(targets)}", file=sys.stderr)
        return 2
    driver = targets[argv[0]]
    exe = ROOT / "build" / driver.perft
    driver.build_perft(GENERATED, exe)
    print(f"built {exe.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
