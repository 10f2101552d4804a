"""Packages: one language's generated files laid out as a package its ecosystem's
own tools accept (`bitboard-tables package`).

This is the shared base: every language that can be packaged declares a
`Package` in its own folder (`languages/<name>/__init__.py`), with the templates
of its manifest, glue and self-test in `languages/<name>/templates/package/`.
Everything else is done here once for all of them:

- the package's generated files are those `generate` writes for the same options,
  byte for byte (`languages.render_outputs`), placed in the package's `outputs`
  folder;
- its README (templates/README.md.j2) records the options it was made with and the
  command that makes it again, and shows the ecosystem's commands and the
  language's usage (its `package/usage.md.j2`);
- its LICENSE is this project's;
- its self-test is printed from one description (selftest.py);
- the package name and version are checked against the ecosystem's rule, with a
  one-line error.
"""

from __future__ import annotations

import re
import shlex
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Callable, Dict, Optional, Tuple

from .. import __version__
from ..selection import PROG, Selection
from .selftest import self_test

HERE = Path(__file__).resolve().parent
DEFAULT_VERSION = "0.1.0"
# a version every ecosystem here takes: MAJOR.MINOR.PATCH, numbers without leading zeros
VERSION = re.compile(r"(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\Z")


@dataclass(frozen=True)
class PackageFile:
    """One file of a package's tree besides the generated ones: its path in the tree
    (a `str.format` pattern of the package's context: "{name}") and its template in
    the language's templates/package/ folder."""

    path: str
    template: str


@dataclass(frozen=True)
class Package:
    """What one language's package is: its ecosystem, its files, and its rules."""

    ecosystem: str  # for people: "a Cargo crate"
    render: Callable  # the language's Renderer.render: (template, selection, **extra) -> text
    files: Tuple[PackageFile, ...]
    outputs: str  # the folder of the tree the generated files go in ("src"; "" for the root)
    name_pattern: str  # a regular expression of the package names the ecosystem takes
    name_rule: str  # that rule in words, for the error
    default_name: str  # the name when none is given
    commands: Tuple[str, ...]  # how a user builds and tests it, in the tree (for the README)
    # the slider techniques the language carries (slider_section.carried_techniques's
    # `carries`), for the self-test; None: the language carries none
    carries: Optional[Callable] = None
    # (Selection) -> whether the package's files hold the slider techniques at all,
    # where the language decides it by more than what they read (C's
    # bitboards_sliders.h comes only with every function it rebinds); the self-test
    # checks them only then
    sliders_in: Callable = field(default=lambda selection: True)
    context: Callable = field(default=lambda selection, name: {})  # what only its package templates read


class PackageError(ValueError):
    """A package name or version the ecosystem does not take."""


def check_name(package: Package, name: str) -> str:
    if not re.fullmatch(package.name_pattern, name):
        raise PackageError(f"{name!r} is no name for {package.ecosystem}: {package.name_rule}")
    return name


def check_version(version: str) -> str:
    if not VERSION.match(version):
        raise PackageError(f"{version!r} is no version: MAJOR.MINOR.PATCH, three numbers without leading zeros (1.2.0)")
    return version


@lru_cache(maxsize=None)
def licence() -> str:
    """Returns this project's licence, which every package carries."""
    return (HERE / "LICENSE").read_text(encoding="utf-8")


def package_command(selection: Selection, language: str, name: str, version: str) -> str:
    """Returns the command that writes this package again into the current directory:
    every option spelled out and no configuration read."""
    options = [f"{flag} {shlex.quote(value)}" for flag, value in selection.options if flag not in ("--lang", "--file")]
    named = ["--name", shlex.quote(name), "--version", shlex.quote(version)]
    return " ".join([PROG, "package", "--no-config", "--lang", language, "--out", ".", *named, *options])


def package_tree(language, selection: Selection, outputs: Dict[str, str], name: str, version: str) -> Dict[str, str]:
    """Returns {path in the tree: text} of the package of `language` (a Language with
    a `package`) for `selection`, whose generated files are `outputs` ({file name:
    text}, as `generate` writes them), named `name` at `version`."""
    package: Package = language.package
    context = dict(
        package_name=name,
        package_version=version,
        ecosystem=package.ecosystem,
        self_test=self_test(selection, package.carries if package.sliders_in(selection) else None),
        generated=tuple(outputs),
        outputs_dir=package.outputs,
        package_command=package_command(selection, language.name, name, version),
        tool_version=__version__,
        **package.context(selection, name),
    )
    tree = {str(Path(package.outputs) / file): text for file, text in outputs.items()}
    for f in package.files:
        tree[f.path.format(**context)] = package.render(f"package/{f.template}", selection, **context)
    usage = package.render("package/usage.md.j2", selection, **context)
    tree["README.md"] = _readme().render(
        title=language.title, commands=package.commands, usage=usage, options=selection.options, **context
    )
    tree["LICENSE"] = licence()
    return dict(sorted(tree.items()))


@lru_cache(maxsize=None)
def _readme():
    import jinja2

    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(HERE / "templates")),
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
        autoescape=False,
    )
    return env.get_template("README.md.j2")
