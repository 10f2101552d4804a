"""Section 17: cozy-chess's own perft with its slider lookups swapped for ours
(issue 46): the move generator of a real engine library, not ours, as a user who
drops our file into it would build it.

cozy-chess 0.3.4 (the version bench/peers/rust/Cargo.lock pins, its source from
the crates that `make bench` fetched) is copied into build/cozy-perft/ once per
contender, and built there by cargo --release as its `perft` example, offline:
- `cozy-chess`: the copy untouched but for its dev-dependencies and benches
  (criterion, which the example does not use), its sliders its own black magic
  (the `pext` feature's PEXT in the native build);
- ours by a technique: the same copy, `get_rook_moves` and `get_bishop_moves`
  answering by generated/bitboards.rs (included as a private module) through a
  `SliderTables` kept in a static (`SliderTables::assume_filled`; the example's
  main first fills the one group they read, `fill_black_attacks()`), which reads with no check, as an engine that fills at
  start-up calls them; "checked": the module's checked functions instead.
Nothing of cozy-chess is committed: the swap is three text replacements, each
asserted to hit exactly once.

The figure is callgrind's instruction count of the search: the whole run on
Kiwipete to depth 4 (bulk counting, cozy-chess's default) less the whole run to
depth 1, which is the start-up (our first fill: 3.3 M instructions for black
magic's attacks; cozy-chess builds its tables at compile time), reported apart;
each build's counts are checked against CPW's 48 and 4,085,603. A row compares
each contender with cozy-chess's own lookups in the same build mode (goal, for
our best: at most 1.00x). Portable (the default x86-64) and native (`-C target-cpu=native`, less
AVX-512, which valgrind 3.19 does not decode).
"""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from typing import Dict, List, Optional, Tuple

from bench.common import BENCH, BUILD, GENERATED, KIWIPETE, Row, base_env
from bench.peers import cargo
from tests.drivers.c.build import cpu_has_bmi2
from bitboard_tables.mapping import LERF
from bitboard_tables.sliders.techniques import technique_named
from tests.drivers.rust.build import NEWEST

KEY = "cozy_perft"
REPEATS = (1, 1)  # instruction counts: one run each
SECTION = "17. cozy-chess's perft on our lookups"
DEPTH = 4
KIWIPETE_NODES = {1: 48, DEPTH: 4_085_603}  # CPW's
GOAL = 1.0
VERSION = "0.3.4"
PEERS = BENCH / "peers" / "rust"
WORK = BUILD / "cozy-perft"
BUILDS = {"portable": "", "native": "-C target-cpu=native -C target-feature=-avx512f"}
# (contender, its lookups: a method of TABLES, a checked function, or cozy-chess's own)
CONTENDERS = {
    "portable": ("cozy-chess", "magic", "black", "black checked", "hyperbola"),
    "native": ("cozy-chess", "magic", "black", "pext", "pext checked"),
}
# what the swap replaces in the copy: the lookups' bodies, and where the module and the fill go
ROOK = "BitBoard(SLIDING_MOVES[get_rook_moves_index(square, blockers)])"
BISHOP = "BitBoard(SLIDING_MOVES[get_bishop_moves_index(square, blockers)])"
LIB_HEAD = "mod board;\nmod moves;\n"
EXAMPLE_MAIN = "fn main() {\n"


def cozy_source() -> Path:
    """Returns the directory of cozy-chess's source in cargo's registry, as the
    peers' lock pins it (make bench fetches it)."""
    command = [
        cargo() or "cargo",
        "metadata",
        "--offline",
        "--locked",
        "--format-version",
        "1",
    ]
    proc = subprocess.run(
        command,
        cwd=PEERS,
        env=dict(base_env(), RUSTC=NEWEST.path or "rustc"),
        capture_output=True,
        text=True,
    )
    if proc.returncode != 0:
        raise RuntimeError(
            f"cargo metadata in {PEERS} failed (make bench fetches the crates first): {proc.stderr.strip()[-500:]}"
        )
    (package,) = [
        p for p in json.loads(proc.stdout)["packages"] if p["name"] == "cozy-chess"
    ]
    if package["version"] != VERSION:
        raise RuntimeError(
            f"bench/peers/rust pins cozy-chess {package['version']}, this section swaps {VERSION}'s lookups"
        )
    return Path(package["manifest_path"]).parent


def _replace_once(path: Path, old: str, new: str) -> None:
    text = path.read_text()
    if text.count(old) != 1:
        raise RuntimeError(
            f"{path}: {old!r} stands {text.count(old)} times, not once: another cozy-chess than {VERSION}?"
        )
    path.write_text(text.replace(old, new))


def _manifest_without_dev(manifest: Path) -> None:
    """Drops the [[bench]] and [dev-dependencies...] tables of the copy's Cargo.toml:
    the example needs neither, and criterion is not among the fetched crates."""
    kept, skipping = [], False
    for line in manifest.read_text().splitlines():
        if line.startswith("["):
            skipping = line.startswith("[[bench]]") or line.startswith(
                "[dev-dependencies"
            )
        if not skipping:
            kept.append(line)
    manifest.write_text("\n".join(kept) + "\n")


def through_tables(contender: str) -> Tuple[str, bool]:
    """Returns (the technique, whether its lookups are SliderTables' methods) of one of
    ours: a technique of packed tables (its record's fills, in the model) unless
    "checked" follows its name."""
    technique, *checked = contender.split()
    return technique, not checked and bool(technique_named(LERF, technique).fills)


def lookups(contender: str) -> Optional[Tuple[str, str]]:
    """Returns the Rust expressions of (a rook's, a bishop's) attacks by `contender`,
    of `blockers.0` and `square as usize`; None for cozy-chess's own."""
    if contender == "cozy-chess":
        return None
    technique, tables = through_tables(contender)
    call = (
        "crate::ours::TABLES.{}_attacks_{}" if tables else "crate::ours::{}_attacks_{}"
    )
    return tuple(
        f"BitBoard({call.format(piece, technique)}(blockers.0, square as usize))"
        for piece in ("rook", "bishop")
    )


def copy_for(source: Path, contender: str, where: Path) -> Path:
    """Returns a copy of cozy-chess at `where` whose lookups are `contender`'s."""
    if where.exists():
        shutil.rmtree(where)
    shutil.copytree(source, where)
    for path in where.rglob("*"):
        path.chmod(path.stat().st_mode | 0o200)  # the registry's files are read-only
    _manifest_without_dev(where / "Cargo.toml")
    (where / "Cargo.lock").unlink(missing_ok=True)
    swapped = lookups(contender)
    if swapped is None:
        return where
    rook, bishop = swapped
    technique, tables = through_tables(contender)
    # the group the lookups read, filled first for SliderTables' (the checked functions fill it themselves)
    fill = f"ours::fill_{technique}_attacks();" if tables else ""
    _replace_once(where / "src" / "moves.rs", ROOK, rook)
    _replace_once(where / "src" / "moves.rs", BISHOP, bishop)
    module = (
        "#[allow(dead_code, missing_docs, clippy::all)]\nmod ours {\n"
        f"    include!({json.dumps(str(GENERATED / 'bitboards.rs'))});\n"
        "    // SAFETY: the perft example's main fills the group its lookups read first\n"
        '    #[cfg(target_has_atomic = "8")]\n'
        "    pub static TABLES: SliderTables = unsafe { SliderTables::assume_filled() };\n}\n"
        f"#[doc(hidden)]\npub fn fill_ours() {{\n    {fill}\n}}\n"
    )
    _replace_once(where / "src" / "lib.rs", LIB_HEAD, LIB_HEAD + module)
    _replace_once(
        where / "examples" / "perft.rs",
        EXAMPLE_MAIN,
        EXAMPLE_MAIN + "    cozy_chess::fill_ours();\n",
    )
    return where


def build(crate: Path, mode: str, contender: str) -> Path:
    """Builds the copy's perft example in release for `mode` of BUILDS; returns it."""
    target = (
        WORK / f"target-{crate.name}"
    )  # one each: cargo may leave another copy's binary at a shared one's path
    env = dict(
        base_env(),
        RUSTC=NEWEST.path or "rustc",
        CARGO_TARGET_DIR=str(target),
        RUSTFLAGS=BUILDS[mode],
    )
    command = [
        cargo() or "cargo",
        "build",
        "--offline",
        "--quiet",
        "--release",
        "--example",
        "perft",
    ]
    if mode == "native" and contender == "cozy-chess":
        command += ["--features", "pext"]
    proc = subprocess.run(command, cwd=crate, env=env, capture_output=True, text=True)
    if proc.returncode != 0:
        raise RuntimeError(
            f"{' '.join(command)} in {crate} failed: {proc.stderr.strip()[-800:]}"
        )
    exe = WORK / f"perft-{mode}-{contender.replace(' ', '-')}"
    shutil.copy(target / "release" / "examples" / "perft", exe)
    return exe


def instructions(exe: Path, depth: int) -> int:
    """Returns callgrind's instructions of `exe` on Kiwipete to `depth`; raises where
    its count is not the published one."""
    out = WORK / f"{exe.name}.callgrind"
    proc = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", str(exe), str(depth), KIWIPETE],
                          capture_output=True, text=True)  # fmt: skip
    nodes = int(proc.stdout.split()[0]) if proc.stdout.strip() else None
    if proc.returncode != 0 or nodes != KIWIPETE_NODES[depth]:
        raise RuntimeError(
            f"{exe.name}: {nodes} nodes at depth {depth}, not {KIWIPETE_NODES[depth]}: {proc.stderr.strip()[-300:]}"
        )
    refs = [line for line in proc.stderr.splitlines() if "refs:" in line]
    return int(refs[0].split()[-1].replace(",", ""))


def measure(repeats: int) -> List[Row]:
    if shutil.which("valgrind") is None or (
        cargo() is None and shutil.which("cargo") is None
    ):
        return [Row(SECTION, "cozy-chess perft", 0, "", note="not available")]
    source = cozy_source()
    WORK.mkdir(parents=True, exist_ok=True)
    rows: List[Row] = []
    for mode in BUILDS:
        if mode == "native" and not cpu_has_bmi2():
            continue
        search: Dict[str, int] = {}
        start: Dict[str, int] = {}
        for contender in CONTENDERS[mode]:
            exe = build(
                copy_for(
                    source,
                    contender,
                    WORK / f"cozy-chess-{mode}-{contender.replace(' ', '-')}",
                ),
                mode,
                contender,
            )
            start[contender] = instructions(exe, 1)
            search[contender] = instructions(exe, DEPTH) - start[contender]
        own = f"cozy-chess's own lookups ({'PEXT' if mode == 'native' else 'black magic'})"
        best = min((c for c in search if c != "cozy-chess"), key=search.__getitem__)
        for contender in search:
            if contender == "cozy-chess":
                continue
            rows.append(Row(SECTION, f"{mode}: Kiwipete depth {DEPTH} less depth 1, ours by {contender}, instructions",
                            search[contender], "instr", own, search["cozy-chess"], GOAL if contender == best else None))  # fmt: skip
            rows.append(Row(SECTION, f"{mode}: start-up and depth 1 (our fill of the group read), ours by {contender}, instructions",
                            start[contender], "instr", own, start["cozy-chess"]))  # fmt: skip
    return rows


if __name__ == "__main__":
    for row in measure(1):
        print(row)
