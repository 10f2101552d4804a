"""`bitboard-tables package --lang rust`: the crate, proven by cargo.

With each cargo at hand (the newest rustc's, and Debian's beside its rustc 1.63,
the oldest the crate promises), the crate made by `package` passes `cargo test`:
its self-test runs every test the description asks for (their number derived
here from bitboard_tables.packaging.selftest, less the PEXT ones without BMI2),
and `cargo doc` with warnings denied; the newest cargo's clippy and `cargo
package` (which builds the packed crate again) accept it. A self-test that fails
on nothing would pass too, so it is run on a spoiled copy: one BETWEEN entry and one
fancy magic offset spoiled, each fails its own test, by name. A consumer crate with a path
dependency on it answers a lookup as tests/oracles/reference.py does, and the
crate of another mapping, name and version passes its own self-test.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from bitboard_tables.mapping import mapping_named
from bitboard_tables.packaging.selftest import self_test
from bitboard_tables.selection import select
from tests.drivers.c.build import cpu_has_bmi2, missing
from tests.drivers.rust.build import RUSTC_IDS, RUSTCS, Rustc
from tests.harness.packages import make_package, run, spoiled
from tests.oracles import reference as ref

pytestmark = pytest.mark.timeout(300)


def cargo_env(rustc: Rustc, target: Path, **extra: str) -> dict:
    """The environment of a cargo run by `rustc`: its rustc and rustdoc, the target
    directory `target`, offline, no flags of the caller's."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("RUSTFLAGS", "RUSTDOCFLAGS", "CARGO_"))}
    compiler = Path(rustc.require())
    return dict(env, RUSTC=str(compiler), RUSTDOC=str(compiler.with_name("rustdoc")), CARGO_TARGET_DIR=str(target),
                CARGO_NET_OFFLINE="true", **extra)  # fmt: skip


def cargo(rustc: Rustc) -> str:
    """The cargo beside `rustc`."""
    path = Path(rustc.require()).with_name("cargo")
    if not path.exists():
        missing(f"cargo beside {rustc.path}")
    return str(path)


def expected_tests(mapping: str = "LERF", bmi2: bool = False) -> int:
    """How many tests the crate's self-test runs: the line tables' one, one a carried
    lookup (the PEXT ones only with BMI2), one a published count."""
    test = self_test(select(mapping=mapping_named(mapping)), lambda technique: True)
    lookups = [lookup for lookup in test.lookups if bmi2 or "bmi2" not in lookup.needs]
    return (1 if test.line_tables else 0) + len(lookups) + len(test.counts)


@pytest.fixture(scope="module")
def crate(tmp_path_factory) -> Path:
    return make_package("rust", tmp_path_factory.mktemp("crate") / "bitboards")


def copy_of(crate: Path, tmp_path: Path) -> Path:
    """A copy of the crate of its own (cargo writes Cargo.lock into it, and a
    lockfile of the newest cargo is one the oldest cannot read)."""
    return Path(shutil.copytree(crate, tmp_path / "crate"))


def cargo_test(rustc: Rustc, tree: Path, target: Path, **extra: str):
    return run([cargo(rustc), "test", "--offline"], tree, env=cargo_env(rustc, target, **extra))


@pytest.mark.parametrize("rustc", RUSTCS, ids=RUSTC_IDS)
def test_the_crate_passes_its_self_test_and_cargo_doc(crate, rustc, tmp_path):
    tree, target = copy_of(crate, tmp_path), tmp_path / "target"
    proc = cargo_test(rustc, tree, target)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    assert f"test result: ok. {expected_tests()} passed; 0 failed" in proc.stdout, proc.stdout[-3000:]
    if cpu_has_bmi2() and rustc is RUSTCS[0]:  # the PEXT lookups' tests: with the newest rustc
        proc = cargo_test(rustc, tree, tmp_path / "target-bmi2", RUSTFLAGS="-C target-feature=+bmi2")
        assert f"test result: ok. {expected_tests(bmi2=True)} passed; 0 failed" in proc.stdout, proc.stdout[-3000:] + proc.stderr[-3000:]
    proc = run([cargo(rustc), "doc", "--offline", "--no-deps"], tree, env=cargo_env(rustc, target, RUSTDOCFLAGS="-D warnings"))
    assert proc.returncode == 0 and "warning" not in proc.stderr, proc.stderr[-3000:]
    assert (target / "doc" / "bitboards" / "fn.rook_attacks.html").exists()


def test_clippy_and_cargo_package_accept_it(crate, tmp_path):
    rustc = RUSTCS[0]
    tree, env = copy_of(crate, tmp_path), cargo_env(RUSTCS[0], tmp_path / "target")
    proc = run([cargo(rustc), "clippy", "--offline", "--all-targets", "--", "-D", "warnings"], tree, env=env)
    assert proc.returncode == 0 and "warning" not in proc.stderr, proc.stderr[-3000:]
    proc = run([cargo(rustc), "package", "--offline"], tree, env=env)
    # a crate without repository, homepage or documentation draws cargo's one warning: the user's to add
    warnings = [line for line in proc.stderr.splitlines() if line.startswith("warning") and "no documentation, homepage or repository" not in line]
    assert proc.returncode == 0 and not warnings, proc.stderr[-3000:]
    packed = tmp_path / "target" / "package" / "bitboards-0.1.0.crate"
    assert packed.exists()


# (the pattern and its replacement in src/bitboards.rs, the test that fails)
SPOILS = [
    # BETWEEN[a1][c1], b1 alone in LERF: the b1 bit cleared
    (r"(pub static BETWEEN: \[\[u64; 64\]; 64\] = \[\s*\[ // \[a1\]\s*0x0000000000000000, 0x0000000000000000, )0x0000000000000002", r"\g<1>0x0000000000000000", "line_tables_match_their_definitions"),
    # b1's block of fancy magic entries moved 96 entries into a1's (a changed magic
    # alone would not do: the fill indexes by the same magic as the lookup)
    (r"(static ROOK_OFFSETS: \[u32; 64\] = \[\s*0, )4096", r"\g<1>4000", "rook_attacks_magic_on_every_subset"),
]


def test_the_self_test_fails_on_a_spoiled_table_naming_each(crate, tmp_path):
    """Both spoils in one copy (one cargo test): each fails its own test, by name,
    and every other test passes."""
    tree = copy_of(crate, tmp_path)
    for pattern, replacement, _ in SPOILS:
        spoiled(tree / "src" / "bitboards.rs", pattern, replacement)
    proc = cargo_test(RUSTCS[0], tree, tmp_path / "target")
    assert proc.returncode != 0, proc.stdout[-2000:]
    for _, _, failing in SPOILS:
        assert f"test {failing} ... FAILED" in proc.stdout, proc.stdout[-3000:]
    assert f"test result: FAILED. {expected_tests() - len(SPOILS)} passed; {len(SPOILS)} failed" in proc.stdout, proc.stdout[-3000:]


def test_a_consumer_crate_depends_on_it_by_path(crate, tmp_path):
    consumer = tmp_path / "consumer"
    (consumer / "src").mkdir(parents=True)
    (consumer / "Cargo.toml").write_text(
        '[package]\nname = "consumer"\nversion = "0.1.0"\nedition = "2021"\n\n'
        f'[dependencies]\nbitboards = {{ path = "{crate}" }}\n'
    )
    (consumer / "src" / "main.rs").write_text(
        "fn main() {\n"
        '    println!("{:016x} {:016x}", bitboards::rook_attacks(0x0000_0800_0022_0000, bitboards::D4),\n'
        "             bitboards::bishop_attacks(0x0000_0800_0022_0000, bitboards::D4));\n"
        "}\n"
    )
    rustc = RUSTCS[0]
    proc = run([cargo(rustc), "run", "--offline", "--quiet"], consumer, env=cargo_env(rustc, tmp_path / "target"))
    assert proc.returncode == 0, proc.stderr[-3000:]
    d4, occ = 27, 0x0000_0800_0022_0000
    assert proc.stdout.split() == [f"{ref.rook_attacks(occ, d4):016x}", f"{ref.bishop_attacks(occ, d4):016x}"]


def test_the_crate_of_another_mapping_name_and_version_passes_its_self_test(tmp_path):
    tree = make_package("rust", tmp_path / "other", "--mapping", "BERF", "--name", "engine-tables", "--version", "2.1.0")
    assert 'name = "engine-tables"\nversion = "2.1.0"' in (tree / "Cargo.toml").read_text()
    proc = cargo_test(RUSTCS[0], tree, tmp_path / "target")
    assert f"test result: ok. {expected_tests('BERF')} passed; 0 failed" in proc.stdout, proc.stdout[-3000:] + proc.stderr[-3000:]


@pytest.mark.parametrize(
    "options, error",
    [
        (("--name", "9lives"), "'9lives' is no name for a Cargo crate: a crate name is ASCII letters"),
        (("--version", "1.02.0"), "'1.02.0' is no version: MAJOR.MINOR.PATCH"),
    ],
)
def test_a_bad_name_or_version_is_one_line_and_writes_nothing(tmp_path, options, error):
    with pytest.raises(AssertionError) as failed:
        make_package("rust", tmp_path / "bad", *options)
    message = str(failed.value).splitlines()[1:]
    assert message == [f"bitboard-tables: {error}" + message[0].split(error, 1)[1]] and error in message[0]
    assert not (tmp_path / "bad").exists()
