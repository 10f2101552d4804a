"""`bitboard-tables package --lang rust`: the crate, proven by cargo.

With each cargo at hand (the newest rustc's, and Debian's beside its rustc 1.63,
the oldest the crate promises), `cargo doc` documents the crate made by `package`
with warnings denied, and with BMI2 its self-test runs the PEXT lookups' tests
too; the newest cargo's clippy, `cargo fmt --check` and `cargo package` (which
builds the packed crate again) accept it. A consumer crate with a path dependency
on it answers a lookup as tests/oracles/reference.py does. (`cargo test`, the self-test, passes every
test the description asks for by name on each cargo, fails on a spoiled copy
naming what was spoiled, and passes on a crate of another mapping, name and
version: tests/proofs/test_package.py through tests/drivers/rust/package.py.)
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from tests.drivers.c.build import cpu_has_bmi2
from tests.drivers.rust.build import RUSTC_IDS, RUSTCS
from tests.drivers.rust.package import cargo, cargo_env, cargo_test
from tests.conftest import ROOT
from tests.harness import kept
from tests.harness.kept import silent
from tests.harness.cli import run_cli
from tests.harness.packages import described_checks, kept_build, make_package, run
from tests.oracles import reference as ref

pytestmark = pytest.mark.timeout(300)


@pytest.fixture(scope="module")
def crate(tmp_path_factory) -> Path:
    return make_package("rust", tmp_path_factory.mktemp("crate") / "bitboards")


def copy_of(crate: Path, name: str):
    """A copy of the crate of its own (cargo writes Cargo.lock into it, and a
    lockfile of the newest cargo is one the oldest cannot read), DIR/crate of a build
    kept between sessions as `name` (tests/harness/packages.py: kept_build), its
    target directories beside it in DIR, which cargo brings up to date."""
    return kept_build(f"rust-{name}", crate=crate)


@pytest.mark.parametrize("rustc", RUSTCS, ids=RUSTC_IDS)
def test_cargo_doc_documents_it_and_with_bmi2_the_pext_tests_pass(crate, rustc):
    """`cargo doc` with warnings denied (denied, a warning fails the build: no build
    cargo keeps warned); with the newest rustc and BMI2, the self-test runs the PEXT
    lookups' tests too (without: tests/proofs/test_package.py)."""
    with copy_of(crate, f"doc-{rustc.name}") as kept:
        tree, target = kept / "crate", kept / "target"
        if cpu_has_bmi2() and rustc is RUSTCS[0]:
            tests = len(described_checks("rust"))
            proc = cargo_test(rustc, tree, kept / "target-bmi2", RUSTFLAGS="-C target-feature=+bmi2")
            assert f"test result: ok. {tests} passed; 0 failed" in proc.stdout, proc.stdout[-3000:] + proc.stderr[-3000:]
        shutil.rmtree(target / "doc", ignore_errors=True)  # written again
        proc = run([cargo(rustc), "doc", "--offline", "--no-deps"], tree, env=cargo_env(rustc, target, RUSTDOCFLAGS="-D warnings"))
        assert proc.returncode == 0 and "warning" not in proc.stderr, proc.stderr[-3000:]
        assert (target / "doc" / "bitboards" / "fn.rook_attacks.html").exists()


# what cargo's clippy and fmt read beside the crate's files (CRATE_FILES): cargo's,
# clippy's and rustfmt's configuration, searched from the crate up and in the home directory
CARGO_CONFIGS = (".cargo/config.toml", ".cargo/config", "clippy.toml", ".clippy.toml", "rustfmt.toml", ".rustfmt.toml")
CRATE_FILES = (".rs", ".toml", ".lock", ".md")


def _checked(command: list, tree: Path, env: dict, passes) -> subprocess.CompletedProcess:
    """`command` (cargo's clippy or fmt) in `tree`, a pass kept (tests/harness/kept.py:
    check) under the crate's files, cargo (its version names the toolchain: clippy's,
    rustfmt's), the rustc it is given and the configuration it would find."""
    inputs = [tree, *kept.configurations([tree, Path.home()], CARGO_CONFIGS)]
    return kept.check(command, CRATE_FILES, tree, env, ("RUSTC", "RUSTDOC"), inputs, passes, timeout=300)


def test_clippy_and_cargo_package_accept_it(crate):
    rustc = RUSTCS[0]
    with copy_of(crate, "clippy") as kept:
        tree, env = kept / "crate", cargo_env(RUSTCS[0], kept / "target")
        clippy = [cargo(rustc), "clippy", "--offline", "--all-targets", "--", "-D", "warnings"]
        proc = _checked(clippy, tree, env, lambda proc: proc.returncode == 0 and "warning" not in proc.stderr)
        assert proc.returncode == 0 and "warning" not in proc.stderr, proc.stderr[-3000:]  # denied: none kept
        proc = _checked([cargo(rustc), "fmt", "--check"], tree, env, silent)  # as an engine formats its dependencies' code
        assert proc.returncode == 0 and not proc.stderr.strip(), proc.stdout[-3000:] + proc.stderr[-3000:]
        packed = kept / "target" / "package" / "bitboards-0.1.0.crate"
        packed.unlink(missing_ok=True)  # packed again
        proc = run([cargo(rustc), "package", "--offline"], tree, env=env)
        # a crate without repository, homepage or documentation draws cargo's one warning: the user's to add
        warnings = [line for line in proc.stderr.splitlines() if line.startswith("warning") and "no documentation, homepage or repository" not in line]
        assert proc.returncode == 0 and not warnings, proc.stderr[-3000:]
        assert packed.exists()


def test_a_consumer_crate_depends_on_it_by_path(crate, tmp_path):
    consumer = tmp_path / "consumer"
    (consumer / "src").mkdir(parents=True)
    (consumer / "Cargo.toml").write_text(
        '[package]\nname = "consumer"\nversion = "0.1.0"\nedition = "2021"\n\n'
        '[dependencies]\nbitboards = { path = "../crate" }\n'
    )
    (consumer / "src" / "main.rs").write_text(
        "fn main() {\n"
        '    println!("{:016x} {:016x}", bitboards::rook_attacks(0x0000_0800_0022_0000, bitboards::D4),\n'
        "             bitboards::bishop_attacks(0x0000_0800_0022_0000, bitboards::D4));\n"
        "}\n"
    )
    rustc = RUSTCS[0]
    with kept_build("rust-consumer", crate=crate, consumer=consumer) as kept:  # both kept, as copy_of's
        proc = run([cargo(rustc), "run", "--offline", "--quiet"], kept / "consumer", env=cargo_env(rustc, kept / "target"))
    assert proc.returncode == 0, proc.stderr[-3000:]
    d4, occ = 27, 0x0000_0800_0022_0000
    assert proc.stdout.split() == [f"{ref.rook_attacks(occ, d4):016x}", f"{ref.bishop_attacks(occ, d4):016x}"]


@pytest.mark.parametrize(
    "options, error",
    [
        (("--name", "9lives"), "'9lives' is no name for a Cargo crate: a crate name is ASCII letters"),
        (("--version", "1.02.0"), "'1.02.0' is no version: MAJOR.MINOR.PATCH"),
    ],
)
def test_a_bad_name_or_version_is_one_line_and_writes_nothing(tmp_path, options, error):
    proc = run_cli(["package", "--no-config", "--lang", "rust", "--out", str(tmp_path / "bad"), *options], ROOT)
    assert proc.returncode == 2 and proc.stdout == "" and proc.stderr.count("\n") == 1, proc.stderr
    assert proc.stderr.startswith(f"bitboard-tables: {error}"), proc.stderr
    assert not (tmp_path / "bad").exists()
