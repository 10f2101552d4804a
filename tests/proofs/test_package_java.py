"""The Java package (`bitboard-tables package --lang java`): a Maven project, built and
tested by Maven itself.

Maven is the machine's mvn (Debian's maven, 3.8 on Debian 12), run on the JDK of
the javac on PATH (its JAVA_HOME: OpenJDK 17), offline (-o) in the local repository
build/maven-repo, which the Makefile fills with the plugins and JUnit the pom pins
(`make test` builds a throwaway package there once, online): nothing here needs the
network, and nothing is written to ~/.m2. Maven compiles with javac 17 for
release 11 (-Xlint:all -Werror); surefire runs the JUnit 5 self-test in a JVM of
its own, picked by explicit path (-Djvm): Java 11, the oldest the class promises,
and the current Java (tests/conftest.py's JAVA_11 and CURRENT_JAVA; the surefire
report's java.version says which ran it).

- The default package: `mvn install` (which verifies first: compile, the
  self-test on Java 11, the jar) passes, its 17 tests all run, and its jar carries
  `Automatic-Module-Name: bitboards`; its self-test passes on the current Java too.
- A consumer project outside it, a named module that `requires bitboards`,
  depends on the installed artifact (the jar from the local repository), builds with
  `mvn package` and runs on Java 17 and Java 11, printing rook attacks that
  tests/oracles/reference.py's ray walk computes too.
- The self-test is no formality: on a copy with one BETWEEN entry spoiled and one
  rook magic number spoiled, its self-test fails those two tests, naming the entry
  and the lookup.
- `package --check` with a name that is not GROUP:ARTIFACT is a one-line error
  (the check itself: tests/proofs/test_package.py).
- A second selection (BERF, another name, version, Java package): its Bitboards.java
  is `generate`'s for the same options byte for byte, `mvn verify` passes its
  self-test, and the JVM reads its jar as the automatic module the package names.

The default package's self-test on the current Java, the spoiled copy's and the
second selection's are one Maven run over the three (`verified`: a reactor,
--fail-at-end, surefire on the current Java), as Maven's own start-up and model
are most of a short run's CPU: three runs of Maven in all, not five.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import zipfile
from dataclasses import dataclass
from pathlib import Path

import pytest

from bitboard_tables.languages.java import CAPABILITIES as JAVA_CAPABILITIES, MAVEN_PLUGINS
from bitboard_tables.mapping import LERF
from bitboard_tables.packaging.selftest import COUNTS
from tests.conftest import GENERATED, ROOT
from tests.drivers.c.build import missing
from tests.drivers.java.build import JDK, JDKS
from tests.harness.cli import run_cli
from tests.harness.packages import kept_build, make_package, run, spoiled
from tests.oracles import reference

pytestmark = pytest.mark.timeout(150)

MAVEN_REPO = ROOT / "build" / "maven-repo"  # filled by the Makefile ($(MAVEN))
# the self-test's tests: the line tables; the rook and bishop lookups of the class and
# of each technique Java carries (those that need no CPU feature); the published counts
SELF_TESTS = 1 + 2 * (1 + len(JAVA_CAPABILITIES.carried(LERF))) + len(COUNTS)
ANSI = re.compile(r"\x1b\[[0-9;]*m")
# Maven's own JVM: a short run, so the quick JIT compiler alone (as tests/drivers/java/build.py's javac)
MAVEN_JVM = "-XX:TieredStopAtLevel=1 -XX:+UseSerialGC -XX:-UsePerfData"
CONSUMER_MAIN = """\
package consumer;

import static bitboards.Bitboards.*;

public final class Main {
    private Main() {}

    public static void main(String[] args) {
        System.out.println(Long.bitCount(rookAttacks(0, D4)));
        System.out.println(Long.toHexString(rookAttacks(squareBb(D6) | squareBb(F4), D4)));
    }
}
"""


def maven(project: Path, *goals: str) -> str:
    """Runs `mvn -B -o GOALS` in `project` in the local repository build/maven-repo;
    returns what it printed (without colours). Skips (fails under CI) without mvn or
    its repository; fails the test with Maven's output when the build fails."""
    proc = maven_run(project, *goals)
    out = ANSI.sub("", proc.stdout + proc.stderr)
    assert proc.returncode == 0, f"mvn {' '.join(goals)} in {project}:\n{out[-6000:]}"
    return out


def maven_run(project: Path, *goals: str) -> subprocess.CompletedProcess:
    """Runs `mvn -B -o GOALS` in `project`; returns the finished process, its status
    unchecked."""
    mvn = shutil.which("mvn")
    if mvn is None:
        missing("mvn (maven)")
    if not (MAVEN_REPO / ".fetched").exists():
        missing(f"the Maven plugins in {MAVEN_REPO.relative_to(ROOT)} (make fills it)")
    java_home = Path(JDK.require()).resolve().parent.parent  # the JDK of the javac on PATH
    env = {k: v for k, v in os.environ.items() if not k.startswith(("MAVEN_", "JAVA_", "_JAVA_"))}
    env.update(JAVA_HOME=str(java_home), MAVEN_OPTS=MAVEN_JVM)
    return run([mvn, "-B", "-o", f"-Dmaven.repo.local={MAVEN_REPO}", *goals], project, env=env)


# the runtimes of .venv beside the javac on PATH: Java 11 and the current Java
JAVA_11, CURRENT_JAVA = JDKS[1:]


def runtime(jdk) -> str:
    """Returns the java of `jdk` (of JDKS); skips (fails under CI) without it."""
    jdk.require()
    return jdk.java


def major(jdk) -> str:
    """Returns the Java version of `jdk` (of JDKS): 11 of jre-11."""
    return jdk.name.split("-")[1]


def self_test_ran(out: str, project: Path, java: str = "") -> None:
    """Asserts that Maven's output `out` reports every test of the self-test run and
    passed, and that its report says the JVM ran it was Java `java` (if given)."""
    assert f"Tests run: {SELF_TESTS}, Failures: 0, Errors: 0, Skipped: 0" in out, out[-3000:]
    report = next((project / "target" / "surefire-reports").glob("TEST-*.xml")).read_text()
    version = re.search(r'<property name="java.version" value="([^"]+)"', report).group(1)
    assert version.split(".")[0] == java or not java, version


def copy_package(package: Path, to: Path) -> Path:
    """Copies the package's tree, without what a build made, to `to`; returns `to`."""
    return Path(shutil.copytree(package, to, ignore=shutil.ignore_patterns("target")))


@pytest.fixture(scope="module")
def package(tmp_path_factory) -> Path:
    """The default package, installed (`mvn install`: its self-test run on Java 11)
    into the local repository, where no earlier run's artifact stays; built where
    the package's builds are kept between sessions (`kept`)."""
    tree = make_package("java", tmp_path_factory.mktemp("java") / "package")
    with kept_build("java-package", package=tree) as kept:
        shutil.rmtree(MAVEN_REPO / "io" / "github" / "bitboards", ignore_errors=True)
        shutil.rmtree(kept / "package" / "target" / "surefire-reports", ignore_errors=True)  # this run's alone
        out = maven(kept / "package", "install", f"-Djvm={runtime(JAVA_11)}")
        self_test_ran(out, kept / "package", major(JAVA_11))
        yield kept / "package"


def test_package_builds_installs_and_its_self_test_passes_on_java_11(package):
    assert (package / "src/main/java/bitboards/Bitboards.java").read_bytes() == (GENERATED / "Bitboards.java").read_bytes()
    installed = MAVEN_REPO / "io/github/bitboards/bitboards/0.1.0/bitboards-0.1.0.jar"
    with zipfile.ZipFile(installed) as jar:
        manifest = jar.read("META-INF/MANIFEST.MF").decode()
        assert "bitboards/Bitboards.class" in jar.namelist()
        assert jar.read("META-INF/LICENSE") == (package / "LICENSE").read_bytes()
    assert "Automatic-Module-Name: bitboards\r\n" in manifest, manifest


def test_the_default_packages_self_test_passes_on_the_current_java(verified, package):
    assert verified.status["bitboards"] == "SUCCESS", verified.summary
    self_test_ran(verified.said["bitboards"], package, major(CURRENT_JAVA))


def test_a_consumer_module_depends_on_the_installed_artifact_and_runs_on_java_17_and_11(package, tmp_path):
    consumer = tmp_path / "consumer"
    (consumer / "src/main/java/consumer").mkdir(parents=True)
    (consumer / "pom.xml").write_text(consumer_pom())
    (consumer / "src/main/java/module-info.java").write_text("module consumer {\n    requires bitboards;\n}\n")
    (consumer / "src/main/java/consumer/Main.java").write_text(CONSUMER_MAIN)
    maven(consumer, "package")
    jar = MAVEN_REPO / "io/github/bitboards/bitboards/0.1.0/bitboards-0.1.0.jar"
    module_path = os.pathsep.join((str(consumer / "target" / "consumer-1.0.0.jar"), str(jar)))
    d4, d6, f4 = (reference.square(file, rank) for file, rank in ((3, 3), (3, 5), (5, 3)))
    expected = f"{bin(reference.rook_attacks(0, d4)).count('1')}\n{reference.rook_attacks(reference.bb([d6, f4]), d4):x}\n"
    assert expected.startswith("14\n")
    for java in (JDK.java, runtime(JAVA_11)):
        proc = run([java, "--module-path", module_path, "--module", "consumer/consumer.Main"], tmp_path)
        assert (proc.returncode, proc.stdout, proc.stderr) == (0, expected, ""), java


def consumer_pom() -> str:
    """Returns the consumer's pom.xml: a jar of release 11 that depends on the default
    package, with the plugins the package pins (the only ones the local repository has)."""
    plugins = "".join(
        f"      <plugin><groupId>org.apache.maven.plugins</groupId><artifactId>{name}</artifactId><version>{version}</version></plugin>\n"
        for name, version in MAVEN_PLUGINS
    )
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>org.example</groupId>
  <artifactId>consumer</artifactId>
  <version>1.0.0</version>
  <properties>
    <project.build.sourceEncoding>UTF-8</project.build.sourceEncoding>
    <maven.compiler.release>11</maven.compiler.release>
  </properties>
  <dependencies>
    <dependency><groupId>io.github.bitboards</groupId><artifactId>bitboards</artifactId><version>0.1.0</version></dependency>
  </dependencies>
  <build><pluginManagement><plugins>
{plugins}  </plugins></pluginManagement></build>
</project>
"""


# (what is spoiled, the pattern and its replacement in Bitboards.java, what the failure names)
SPOILS = [
    # BETWEEN[a1][c1] is b1 (0x2): made b1 and a1
    ("BETWEEN", r"(class BetweenValues \{\s+static final long\[\]\[\] VALUES = \{\s+\{ // \[a1\]\s+(?:0x[0-9a-f]{16}L, ){2})0x0000000000000002L",
     r"\g<1>0x0000000000000003L", "BETWEEN[0][2] = 0x0000000000000003, want 0x0000000000000002"),
    # the rook's magic number on a1 shifted right a hex digit: its subsets collide in the packed table;
    # on the empty board a rook on a1 sees b1..h1 and a2..a8 (the ray walk's answer)
    ("ROOK_MAGICS", r"(ROOK_MAGICS = \{\s+)0x([0-9a-f]{15})[0-9a-f]L", r"\g<1>0x0\g<2>L",
     "rookAttacksMagic(0x0000000000000000, 0) = 0x"),
]


def test_the_self_test_fails_on_a_spoiled_copy_naming_what_it_checked(verified):
    """Both spoils in one copy: each fails its own test, by name, and every other
    test passes."""
    out = verified.said[SPOILED]
    assert verified.status[SPOILED] == "FAILURE", verified.summary
    assert f"Tests run: {SELF_TESTS}, Failures: {len(SPOILS)}, Errors: 0, Skipped: 0" in out, out[-3000:]
    for what, _, _, named in SPOILS:
        assert named in out, (what, out[-3000:])


def test_package_check_with_a_name_of_no_group_is_a_one_line_error(package):
    proc = run_cli(["package", "--no-config", "--lang", "java", "--check", "--out", str(package), "--name", "bitboards"], ROOT)
    assert proc.returncode != 0 and proc.stderr.count("\n") == 1 and "GROUP:ARTIFACT" in proc.stderr, proc.stderr


SECOND = ("--mapping", "BERF", "--namespace", "org.example.chess")  # and its name and version: `second`
SPOILED = "bitboards-spoiled"  # the spoiled copy's artifact, as the reactor takes no two of one name


@pytest.fixture(scope="module")
def second(tmp_path_factory) -> Path:
    """The package of SECOND, named org.example:other at 2.1.0."""
    return make_package("java", tmp_path_factory.mktemp("second") / "package", *SECOND, "--name", "org.example:other", "--version", "2.1.0")


@pytest.fixture(scope="module")
def kept(package, second, tmp_path_factory):
    """The reactor's directory (`verified`), kept between sessions
    (tests/harness/packages.py: kept_build) with the spoiled copy of the default
    package and the package of SECOND in it (`other`): Maven's compiler plugin
    compiles again what changed alone (-Xlint:all -Werror: no kept class warned),
    surefire runs every self-test, each report of this run's."""
    copy = copy_package(package, tmp_path_factory.mktemp("spoiled") / "package")
    for _, pattern, replacement, _ in SPOILS:
        spoiled(copy / "src/main/java/bitboards/Bitboards.java", pattern, replacement)
    spoiled(copy / "pom.xml", r"(?s)<artifactId>bitboards</artifactId>(.*?)<name>bitboards</name>", rf"<artifactId>{SPOILED}</artifactId>\g<1><name>{SPOILED}</name>")
    with kept_build("java-reactor", spoiled=copy, other=second) as home:
        for tree in ("spoiled", "other"):
            shutil.rmtree(home / tree / "target" / "surefire-reports", ignore_errors=True)
        yield home


@dataclass(frozen=True)
class Reactor:
    """What one Maven run over several projects said: {artifact: its part of the
    output}, {artifact: SUCCESS or FAILURE} from the reactor's summary, and the summary."""

    said: dict
    status: dict
    summary: str


@pytest.fixture(scope="module")
def verified(package, kept) -> Reactor:
    """One `mvn --fail-at-end verify` on the current Java (-Djvm) over the default
    package, a copy of it with both SPOILS (its artifact and name SPOILED) and the
    package of SECOND: each project's self-test run by its own surefire, as `mvn
    verify` in its directory runs it, one Maven a run."""
    work = kept
    shutil.rmtree(package / "target" / "surefire-reports", ignore_errors=True)  # the install's, on Java 11
    modules = "".join(f"    <module>{os.path.relpath(tree, work)}</module>\n" for tree in (package, work / "spoiled", work / "other"))
    (work / "pom.xml").write_text(REACTOR_POM.format(modules=modules))
    proc = maven_run(work, "--fail-at-end", "verify", f"-Djvm={runtime(CURRENT_JAVA)}")
    out = ANSI.sub("", proc.stdout + proc.stderr)
    assert proc.returncode != 0, out[-3000:]  # the spoiled copy's
    parts = re.split(r"^\[INFO\] -+< [\w.]+:([\w.-]+) >-+$", out, flags=re.M)
    said = dict(zip(parts[1::2], parts[2::2]))
    summary = out[out.index("Reactor Summary"):]
    status = dict(re.findall(r"^\[INFO\] ([\w.-]+) [\d.]+ \.+ (SUCCESS|FAILURE)", summary, re.M))
    assert set(said) == set(status) == {"reactor", "bitboards", SPOILED, "other"}, (list(said), summary)
    return Reactor(said, status, summary)


REACTOR_POM = """<?xml version="1.0" encoding="UTF-8"?>
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>org.example</groupId>
  <artifactId>reactor</artifactId>
  <version>1.0.0</version>
  <packaging>pom</packaging>
  <modules>
{modules}  </modules>
</project>
"""


def test_a_second_selection_is_generate_s_bytes_and_its_self_test_passes(kept, verified, tmp_path):
    second = kept / "other"
    proc = run_cli(["generate", "--no-config", "--lang", "java", *SECOND, "--out", str(tmp_path / "generated")], ROOT)
    assert proc.returncode == 0, proc.stderr
    assert (second / "src/main/java/org/example/chess/Bitboards.java").read_bytes() == (tmp_path / "generated/Bitboards.java").read_bytes()
    assert verified.status["other"] == "SUCCESS", verified.summary
    self_test_ran(verified.said["other"], second)
    jar = second / "target" / "other-2.1.0.jar"
    proc = run([JDK.java, "--module-path", jar, "--describe-module", "org.example.chess"], tmp_path)
    assert proc.returncode == 0 and proc.stdout.startswith(f"org.example.chess@2.1.0 {jar.as_uri()} automatic\n"), proc.stdout + proc.stderr
