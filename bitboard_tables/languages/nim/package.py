"""The Nimble package of `bitboard-tables package --lang nim`: NAME.nimble,
src/NAME.nim re-exporting the module (src/NAME/bitboards.nim), so that a
consumer writes `import NAME`, and the self-test tests/tself.nim that `nimble
test` runs (tests/config.nims puts src/ on its path, as `nimble init` does)."""

from __future__ import annotations

from ...packaging import Package, PackageFile

# Nim's keywords (the manual's list), which no package name may be: the package's
# module is `import`ed by its name; nor `system`, which every module imports
NIM_KEYWORDS = (
    "addr", "and", "as", "asm", "bind", "block", "break", "case", "cast", "concept", "const", "continue",
    "converter", "defer", "discard", "distinct", "div", "do", "elif", "else", "end", "enum", "except", "export",
    "finally", "for", "from", "func", "if", "import", "in", "include", "interface", "is", "isnot", "iterator",
    "let", "macro", "method", "mixin", "mod", "nil", "not", "notin", "object", "of", "or", "out", "proc", "ptr",
    "raise", "ref", "return", "shl", "shr", "static", "template", "try", "tuple", "type", "using", "var", "when",
    "while", "xor", "yield", "system",
)  # fmt: skip


def nimble_package(render, carries) -> Package:
    """Returns the Package of Nim's Renderer.render `render` and its slider techniques' `carries`."""
    return Package(
        ecosystem="a Nimble package",
        render=render,
        files=(
            PackageFile("{package_name}.nimble", "nimble.j2"),
            PackageFile("src/{package_name}.nim", "module.nim.j2"),
            PackageFile("tests/config.nims", "config.nims.j2"),
            PackageFile("tests/tself.nim", "self_test.nim.j2"),
        ),
        outputs="src/{module}",
        name_pattern=rf"(?!(?:{'|'.join(NIM_KEYWORDS)})\Z)[a-z][a-z0-9]*(?:_[a-z0-9]+)*",
        name_rule="its module is imported by its name, so a Nim identifier in lower case: ASCII letters and digits, "
        "single '_' between them, starting with a letter, no Nim keyword nor system",
        default_name="bitboards",
        commands=("nimble check", "nimble test"),
        carries=carries,
        context=lambda selection, name: dict(module=name),  # the module a consumer imports
        routines=_routines,
    )


def _routines(selection):
    from .printer import NimRoutines  # printer.py imports the language

    return NimRoutines(), ""  # the module imported whole
