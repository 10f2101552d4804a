"""The Java language: `Bitboards.java`, one class `bitboards.Bitboards` without
dependencies, for Java 11 and later.

Everything the tool knows about Java: the file and how it is rendered, the
literal and comment syntax of its tables, the Java types of the element types and
argument kinds, its names (`java_name`: camelCase functions, the tables and
enumeration constants in capitals as the contract spells them), the filters of
its templates and its reader (reader.py). Java takes no prefix: a class is a
namespace of its own, `bitboards.Bitboards`, in the package `bitboards`.

A method of a class file holds at most 64 KB of bytecode, so every table of more
than HELD_ABOVE entries is initialized in a nested class of its own (`RAY_ATTACKS =
RayAttacksValues.VALUES`), and the slider techniques' packed tables are zeroed
arrays of a nested class per fill group (`MagicAttacksTables`), whose static
initializer runs the group's fill (`slider_context`), printed from the model: the
JVM runs it on the first lookup that reads the group. docs/functions.md ("Java")
and docs/sliders.md ("In Java") give the measures.

Its package (`bitboard-tables package --lang java`, MAVEN_PROJECT) is a Maven
project named GROUP:ARTIFACT: pom.xml (templates/package/pom.xml.j2: release 11,
javac -Xlint:all -Werror, every plugin pinned, the jar's Automatic-Module-Name the
class's package), the class under src/main/java/ in its package's folder, and the
self-test in JUnit 5 under src/test/java/ (SelfTest.java.j2).
"""

from __future__ import annotations

from ...functions import BITBOARD, INTEGER, NAME, SQUARE_OR_NONE, SQUARES
from ...literals import Syntax, decimal, hex8
from ...selection import Selection
from ...tables import INT, U8, U32, U64, Table
from ...packaging import Package, PackageFile
from ...packaging.selftest import held_scope
from ..board_sliders import narrow_sliders_file
from ..language import Language, OutputFile, Words, main_module, on_board, pascal_case
from ...expression import OCC, SQ, Arg, Const, Read, op
from ...statements import Break, For, If, Local, Return, print_routine
from ..slider_section import MASK, Capabilities, Dialect, SliderSection, fill_step, held_in
from .reader import GRAMMAR, HOLDER_SUFFIX
from .printer import JavaPrinter, JavaStatements, java_name

# the slider techniques' shifts and offsets are int too
ELEMENTS = {U64: "long", U32: "int", U8: "int", INT: "int"}
# an integer an int; a name a String, no square -1 (as in C), the squares of a bitboard an int[]
KINDS = {BITBOARD: ELEMENTS[U64], INTEGER: "int", NAME: "String", SQUARE_OR_NONE: "int", SQUARES: "int[]"}
SYNTAX = Syntax("{", "}", "// {}", {U64: "0x{:016x}L".format, U8: hex8, INT: decimal})
MODULE = "Bitboards.java"
PACKAGE = "bitboards"  # the package without --namespace
JAVA_RELEASE = "11"  # the oldest Java the class compiles on, the pom's release
# the words Java reserves, which no part of a package name can be
KEYWORDS = frozenset("""abstract assert boolean break byte case catch char class const continue default do double else enum extends
final finally float for goto if implements import instanceof int interface long native new package private
protected public return short static strictfp super switch synchronized this throw throws transient try void
volatile while true false null _""".split())
CLASS = "Bitboards"
# a table of more entries than this is initialized in a class of its own
HELD_ABOVE = 64


java_param = java_name  # a parameter in camelCase: king_sq is kingSq


def held(table: Table) -> bool:
    """Whether `table` is initialized in a nested class of its own: above HELD_ABOVE entries."""
    return table.entries > HELD_ABOVE


def java_holder(table: Table) -> str:
    """Returns the name of the nested class that initializes `table`: RayAttacksValues."""
    return pascal_case(table.name) + HOLDER_SUFFIX


# Java's words: camelCase functions and parameters, `TYPE name` parameters, a doc comment's
# further lines, an array type `long[][]` (Words.array_type); a slider table's offsets in five hex
# digits, which the reader tells from bytes
WORDS = Words(
    SYNTAX, ELEMENTS, KINDS, name=java_name, param_name=java_param,
    comment=lambda name, doc: doc.replace("\n", "\n     * "), nested="{of}[]",
)


def package_of(selection: Selection) -> str:
    """Returns the package of the class: --namespace, else `bitboards`."""
    return selection.namespace or PACKAGE


# --- the slider techniques ---------------------------------------------------------


# Java 11 has no PEXT (`Long.compress` is Java 19's) and no vector lanes: it
# carries the techniques that need neither
CAPABILITIES = Capabilities(features=frozenset({"rbit"}), threads="runtime")  # Long.reverse: intrinsified (rbit) on AArch64


def dialect(tables=None) -> Dialect:
    """Returns how the class prints the techniques, a packed table named as `tables` names it."""
    return WORDS.dialect(JavaPrinter(tables or {}), MODULE, capabilities=CAPABILITIES)


def _sixteen(section: SliderSection, group, piece: str) -> str:
    """Returns the body of a piece's fill method for the tables of `group` (each the
    method's parameter of its name in lower case): sixteen turns of the model's fill
    step (slider_section.fill_step) from occ on, then the next subset, 0 after the last."""
    step, _ = fill_step(section.mapping, section.dialect, piece, set(group.tables), indices=True)
    sixteen = For(Arg("k", "index"), 16, step + (If(op("eq", OCC, Const(0)), (Break(),)),))
    statements = JavaStatements()
    statements.stored, statements.narrow = lambda table: java_name(table.lower()), section.dialect.narrow
    return print_routine(statements, (SQ, OCC), (Local(MASK, Read(f"{piece.upper()}_RELEVANT_MASK", SQ)), sixteen, Return(OCC)))


def _holder(section: SliderSection, group, print_index) -> dict:
    """Returns a fill group's nested class (SliderSection.holder: its packed tables'
    meanings printed in Java), with `method` (the private fill its static initializer
    runs), `locals` (each table's name as the fill's parameter) and per piece a method
    of its own (`method`) that takes the tables the piece writes (its `tables`, declared
    as `params`)."""
    holder = section.holder(group, java_name, print_index)
    element = {java_name(table.name.lower()): table.element for table in holder["tables"]}
    pieces = [
        dict(p, tables=names, params=[f"{ELEMENTS[element[n]]}[] {n}" for n in names], method=f"fill{holder['name']}{p['piece'].capitalize()}")
        for p in holder["pieces"]
        for names in [[java_name(t.lower()) for t in p["tables"]]]
    ]
    for p in pieces:
        p["body"] = _sixteen(section, group, p["piece"])
    return dict(holder, method=f"fill{holder['name']}", locals={t: java_name(t.lower()) for t in group.tables}, pieces=pieces)


def slider_context(selection: Selection) -> dict:
    """Returns what the class's slider section reads (SliderSection.context): each fill
    group its nested class (`_holder`), whose fill takes each packed table as a
    parameter, read elsewhere through its holder."""
    section = SliderSection(dialect(), selection)
    if not section.wanted:
        return section.context()
    groups = section.groups()
    qualified = dialect({table: f"{holder}.{table}" for table, holder in held_in(selection.mapping).items()})
    holders = [_holder(section, g, qualified.printer.bare) for g in groups]
    return section.context(techniques=section.techniques(qualified), fills=holders)


RENDERER = WORDS.renderer(
    __file__,
    lambda selection: dict(package=package_of(selection), class_name=on_board(CLASS, selection.mapping.board), java_release=JAVA_RELEASE),
    held=held,
    java_holder=java_holder,
    java_name=java_name,
)


render_module = main_module(RENDERER, "Bitboards.java.j2", JavaStatements(), slider_context)


# --- the Maven project (bitboard-tables package --lang java) ---------------------

# every plugin the build's lifecycles run, each pinned (Maven 3.8's defaults are
# older, and an unpinned plugin is whatever the default of the Maven at hand is);
# the consumer project of tests/proofs/test_package_java.py pins the same
MAVEN_PLUGINS = (
    ("maven-clean-plugin", "3.5.0"), ("maven-resources-plugin", "3.5.0"), ("maven-compiler-plugin", "3.16.0"),
    ("maven-surefire-plugin", "3.6.1"), ("maven-jar-plugin", "3.5.1"), ("maven-install-plugin", "3.2.0"), ("maven-deploy-plugin", "3.1.4")
)  # fmt: skip
# the self-test's JUnit: 5.x, whose classes run on Java 8 and later (6.x needs 17)
JUNIT = ("org.junit.jupiter", "junit-jupiter", "5.14.4")
# GROUP:ARTIFACT, each id words of ASCII letters, digits, '-' and '_' between dots
MAVEN_ID = r"[A-Za-z][A-Za-z0-9_-]*(\.[A-Za-z0-9_-]+)*"
SELF_TEST = "BitboardsSelfTest"


def _package_context(selection: Selection, name: str) -> dict:
    """What the Maven project's templates read beside the renderer's (the package, the
    release): the groupId and artifactId of `name` (GROUP:ARTIFACT), the package's folder
    under a source root, the plugins, JUnit and the self-test's class."""
    group_id, artifact_id = name.split(":")
    junit = dict(zip(("group_id", "artifact_id", "version"), JUNIT))
    return dict(
        group_id=group_id, artifact_id=artifact_id, package_path=package_of(selection).replace(".", "/"),
        maven_plugins=MAVEN_PLUGINS, junit=junit, self_test_class=SELF_TEST,
    )


# the Maven project (PACKAGE, as other languages name theirs, is the class's Java
# package here, which tests/drivers/java/build.py reads)
MAVEN_PROJECT = Package(
    ecosystem="a Maven project",
    render=RENDERER.render,
    files=(
        PackageFile("pom.xml"),
        PackageFile(f"src/test/java/{{package_path}}/{SELF_TEST}.java", "SelfTest.java.j2"),
    ),
    outputs="src/main/java/{package_path}",
    name_pattern=f"{MAVEN_ID}:{MAVEN_ID}",
    name_rule="a Maven name is GROUP:ARTIFACT (io.github.bitboards:bitboards), each ASCII letters, digits, '-' and '_' "
    "between dots, starting with a letter",
    default_name="io.github.bitboards:bitboards",
    board_separator="-",  # the artifact carries the board: io.github.bitboards:bitboards-6x6
    commands=("mvn -B verify", "mvn -B install"),
    carries=CAPABILITIES.carries, board_sliders=True,
    context=_package_context,
    # the names after the class, Bitboards (Bitboards_6x6 on a 6x6 board); its slider lookups after BitboardsSliders_6x6
    routines=lambda selection: (JavaStatements(), held_scope(selection, on_board(CLASS, selection.mapping.board) + ".",
                                                       dict.fromkeys(("magic", "pext", "hyperbola"), on_board("BitboardsSliders", selection.mapping.board) + "."))),
)


SLIDERS = narrow_sliders_file("BitboardsSliders.java", RENDERER, "board_sliders.java.j2", WORDS, JavaStatements, CAPABILITIES, held=True)
LANGUAGE = Language(
    "java", "Java", (OutputFile(MODULE, render_module, on_boards=True), SLIDERS), WORDS,
    grammar=GRAMMAR,  # each table's element its grammar's (reader._element), not by its type's spelling
    namespace_help=f"its package ({PACKAGE} by default; give --out the package's folder)", keywords=KEYWORDS, package=MAVEN_PROJECT, widest=64,
)
