"""The CMake package C's and C++'s headers are laid out as: an INTERFACE target,
a pkg-config file and a ctest self-test (`cmake_package`), its templates in
templates/cmake/. Each of the two languages declares its `Package` with it,
giving its own spellings; neither imports the other.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..expression import CFamilyPrinter, CFamilyStatements, Op
from ..render import Renderer
from ..selection import Selection
from ..statements import labelled
from . import HERE, Package, PackageFile

CMAKE = Renderer(HERE / "templates" / "cmake")  # the templates both share


@dataclass(frozen=True)
class Spelling:
    """How the self-test writes the names of a header of the package: a table's or
    an enumeration constant's (BETWEEN, QUEEN) after `tables`, a function's
    (rook_attacks) after `functions`, each behind `scope`: C's prefixes (BB_, bb_),
    C++'s namespace (bitboards::)."""

    tables: str = ""
    functions: str = ""
    scope: str = ""
    # the self-test's bitboard type: the header's 128-bit one on a board past 64 bits
    # (C's bb_bitboard_t, C++'s bitboards::bitboard_t)
    bitboard: str = "uint64_t"


@dataclass(frozen=True)
class Check:
    """One check of the package's self-test: its name (a C identifier, the table's
    or the lookup's own, without scope: BB_BETWEEN, bb_rook_attacks_magic; or the
    count's kind: knight_moves), which the self-test takes as its argument and
    ctest names its test by; what it returns when it passes (the entries or
    occupancies it compared, or the published count); and its routine's name
    (selftest.SelfTest.routines)."""

    name: str
    expected: int
    routine: str


def self_test_checks(test, spelling: Spelling) -> tuple:
    """Returns the Checks of the self-test `test` (packaging.selftest.SelfTest), in
    its order, named as `spelling` writes them."""
    return (
        *(Check(spelling.tables + table, (test.files * test.ranks) ** 2, f"{table.lower()}_table") for table in test.line_tables),
        *(Check(spelling.functions + c.lookup.name, test.subsets[c.lookup.piece], c.name) for c in test.checks() if c.lookup),
        *(Check(c.name, c.count.value, c.name) for c in test.checks() if c.count),
    )


class SelfTestPrinter(CFamilyPrinter):
    """The expressions of the self-test's routines, in the C that compiles as C and as
    C++: a table or constant after `spelling.tables`, a function after its `functions`."""

    UNARY = {**CFamilyPrinter.UNARY, "int": "{0}"}

    def __init__(self, spelling: Spelling):
        super().__init__(spelling.tables, spelling.functions)
        self.UNARY["bit"] = f"(({spelling.bitboard})1 << {{0}})"


class SelfTestStatements(CFamilyStatements):
    """The self-test's routines (statements.py) in that C: a check prints what differs
    and returns -1 from its check function; a 128-bit bitboard (`spelling.bitboard`
    other than uint64_t) is printed as its two 64-bit halves."""

    def __init__(self, printer: SelfTestPrinter, spelling: Spelling):
        super().__init__(printer)
        self.TYPES = {**self.TYPES, "u64": spelling.bitboard}
        self.wide = spelling.bitboard != "uint64_t"

    def expect(self, expect):
        wide = []  # the values printed in hex: on a 128-bit board, each as two halves
        hexa = '0x%016" PRIx64 "%016" PRIx64 "' if self.wide else '0x%016" PRIx64 "'
        words, values = labelled(self.printer, expect, lambda v: "%d", lambda v: wide.append(v) or hexa, lambda t: t.replace("%", "%%"))
        if self.wide:
            values = [f"(uint64_t)({v} >> 64), (uint64_t)({v})" if v in wide else v for v in values]
        condition = self.printer.bare(Op("ne", (expect.got, expect.want)))
        return [f"if ({condition}) {{", f'{self.INDENT}fprintf(stderr, "{words}\\n", {", ".join(values)});', f"{self.INDENT}return -1;", "}"]


# the files of the package (C's and C++'s) besides the headers: from templates/cmake/,
# written once; tests/self_test.{extension} compiles as C99 and as C++11
CMAKE_FILES = (
    PackageFile("CMakeLists.txt", "CMakeLists.txt.j2"),
    PackageFile("cmake/{package_name}Config.cmake.in", "Config.cmake.in.j2"),
    PackageFile("cmake/{package_name}.pc.in", "pc.in.j2"),
    PackageFile("tests/self_test.{self_test_extension}", "self_test.c.j2"),
)
SHARED_TEMPLATES = {f"package/{f.template}" for f in CMAKE_FILES}


def cmake_package(render, standard: str, spelling, header, carries, sliders_in=lambda selection: True, fill=lambda selection: "") -> Package:
    """Returns the CMake package of C's or C++'s headers (C++ declares its own with
    this): an INTERFACE target NAME::NAME of the headers in include/, installed with
    its export (find_package), usable through add_subdirectory and FetchContent, a
    pkg-config file, and the self-test tests/self_test.c (.cpp), compiled to
    `standard` ("C 99", "CXX 11") and run by ctest, one test a check. The language
    gives its `render` (for its usage.md.j2), the `spelling` of its names and the
    `header` the self-test includes and the `fill` it calls first, if any (each
    (Selection) -> it), and the package's `carries` and `sliders_in` (Package)."""
    cmake_language, number = standard.split()

    def rendered(template: str, selection: Selection, **extra) -> str:
        if template in SHARED_TEMPLATES:
            return CMAKE.render(template[len("package/") :], selection, **extra)
        if template == "package/usage.md.j2":  # the CMake usage, then the language's example
            return CMAKE.render("usage.md.j2", selection, example=render(template, selection, **extra).rstrip("\n"), **extra)
        return render(template, selection, **extra)

    def context(selection: Selection, name: str) -> dict:
        names = spelling(selection)
        return dict(
            cmake_language=cmake_language,
            standard=number,
            self_test_extension="c" if cmake_language == "C" else "cpp",
            self_test_header=header(selection),
            self_test_fill=fill(selection),
            spelling=names,
            bitboard=names.bitboard,
            self_test_checks=lambda test: self_test_checks(test, names),
        )

    return Package(
        ecosystem="a CMake package",
        render=rendered,
        files=CMAKE_FILES,
        outputs="include",
        # one name for the CMake package, its target and namespace, and the .pc
        name_pattern=r"[A-Za-z][A-Za-z0-9_-]{0,63}",
        name_rule="a CMake package name is ASCII letters, digits, '-' and '_', starting with a letter, at most 64 characters",
        default_name="bitboards",
        commands=(
            "cmake -S . -B build",
            "cmake --build build",
            "ctest --test-dir build",
            "cmake --install build --prefix PREFIX",
        ),
        carries=carries,
        sliders_in=sliders_in,
        board_sliders=True,  # the self-test includes the board's sliders header, which includes the other (`header`)
        context=context,
        routines=lambda selection: (SelfTestStatements(SelfTestPrinter(spelling(selection)), spelling(selection)), spelling(selection).scope),
    )
