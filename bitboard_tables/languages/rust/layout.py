"""The module as rustfmt lays it out (its defaults: rustfmt 1.x, any edition).

The printer writes each statement on one line. A table keeps its rows of values
and their index comments under `#[rustfmt::skip]` (rustfmt would give each value
a line). A function's body is laid out as rustfmt lays it where its rules are
plain (`laid_out`: a `let`'s value on the next line, a chain of one operator one
operand a line, a call one argument a line), and the function is marked
`#[rustfmt::skip]` where a line is beyond them (`kept` reads rustfmt's widths
conservatively); `attribute` lays out a `#[cfg(...)]`, `assigned` a constant's
value. tests/proofs/test_rust.py runs `rustfmt --check` on the files.
"""

from __future__ import annotations

import re

SKIP = "#[rustfmt::skip]"
MAX_WIDTH = 100  # max_width: a line's width
LIST_WIDTH = 60  # fn_call_width and array_width: a call's, tuple's or array's items on one line
ATTRIBUTE_WIDTH = 70  # attr_fn_like_width: an attribute's items on one line
CHAIN_WIDTH = 60  # chain_width: a chain of two or more `.` on one line
IF_ELSE_WIDTH = 50  # single_line_if_else_max_width: an if-else on one line


def _blanked(text: str) -> str:
    """Returns `text` with each string literal's characters made letters (`"sss"`)."""
    return re.sub(r'"(?:[^"\\]|\\.)*"', lambda m: '"' + "s" * (len(m[0]) - 2) + '"', text)


def _lists(text: str):
    """Yields (opening bracket, its contents, whether a comma separates them at their
    depth, the character before it) of every bracket pair of `text`, its strings skipped."""
    stack, text = [], _blanked(text)
    for at, c in enumerate(text):
        if c in "([":
            stack.append([at, False])
        elif c == "," and stack:
            stack[-1][1] = True
        elif c in ")]" and stack:
            start, comma = stack.pop()
            yield text[start], text[start + 1 : at], comma, text[start - 1] if start else ""


def _collapsed(text: str) -> str:
    """Returns `text` with the contents of every bracket pair taken out: `f().g()`."""
    while True:
        shorter = re.sub(r"\([^()\[\]]*\)", "()", re.sub(r"\[[^()\[\]]*\]", "[]", text))
        if shorter == text:
            return text
        text = shorter


def kept(line: str) -> bool:
    """True where rustfmt keeps `line` (a statement, a block's opening or closing, or
    an expression, as the printer writes it on one line) as it is: it fits in
    MAX_WIDTH and in each of rustfmt's narrower widths, read conservatively (a
    line longer than CHAIN_WIDTH that holds a chain of two `.`, say, is taken for
    one that rustfmt breaks)."""
    text = line.strip()
    if text.startswith("//") or not text:
        return True
    if len(line) >= MAX_WIDTH or (" else " in text and len(text) > IF_ELSE_WIDTH):
        return False
    if len(text) > CHAIN_WIDTH and re.search(r"\.\w+(?:\(\)|\[\])*\.[A-Za-z_]", _collapsed(text)):
        return False
    return all(len(inner) <= LIST_WIDTH for _, inner, comma, before in _lists(text) if comma or re.match(r"[\w!>]", before))


def skipped(body: str) -> str:
    """Returns `#[rustfmt::skip]` and a line break to open the lines of a function whose
    `body` holds a line rustfmt would lay out otherwise (kept); else nothing."""
    return "" if all(kept(line) for line in body.splitlines()) else SKIP + "\n"


def _items(text: str) -> list:
    """Returns the items of `text` split at its commas of depth 0."""
    items, depth, start = [], 0, 0
    for at, c in enumerate(text):
        depth += (c in "([") - (c in ")]")
        if c == "," and depth == 0:
            items.append(text[start:at].strip())
            start = at + 1
    return items + [text[start:].strip()]


def attribute(predicate: str, indent: str = "") -> str:
    """Returns `#[cfg(predicate)]` at `indent` as rustfmt lays it out: on one line
    where it fits, else its single-item wrappers (`cfg(all(`, `cfg(not(any(`) opened
    on the first line and the first list of several items one item a line."""
    line = f"#[cfg({predicate})]"
    lists = [inner for _, inner, comma, _ in _lists(line) if comma]
    if len(indent + line) <= MAX_WIDTH and all(len(inner) <= ATTRIBUTE_WIDTH for inner in lists):
        return line
    opened, rest = "cfg(", predicate
    while True:
        name, inner = re.fullmatch(r"(\w+)\((.*)\)", rest, re.S).groups()
        opened, items = opened + name + "(", _items(inner)
        if len(items) > 1:
            break
        rest = items[0]
    lines = [f"{indent}    {item}" for item in items]
    return f"#[{opened}\n" + ",\n".join(lines) + f"\n{indent}" + ")" * opened.count("(") + "]"


def assigned(head: str, operands: list, op: str = "|") -> str:
    """Returns `head` (`const NAME: u8 =`) and its value, `operands` joined by `op`, as
    rustfmt lays them out: on one line where they fit, else the value alone on the
    next line, else one operand a line after the first (a line of its own before each
    `op`); an operand of several lines (an if-else) keeps them."""
    value = f" {op} ".join(operands)
    if "\n" not in value and len(f"{head} {value};") <= MAX_WIDTH:
        return f"{head} {value};"
    if "\n" not in value and len(f"    {value};") <= MAX_WIDTH:
        return f"{head}\n    {value};"
    return f"{head} {operands[0]}" + "".join(f"\n    {op} {o}" for o in operands[1:]) + ";"


# the binary operators from the loosest binding: the printer spaces each (`a | b`)
OPERATORS = (("||",), ("&&",), ("==", "!=", "<", ">", "<=", ">="), ("|",), ("^",), ("&",), ("<<", ">>"), ("+", "-"), ("*", "/", "%"))


def _operands(text: str):
    """Returns (operator, operands) of `text` split at its loosest binary operator of
    depth 0 where that one operator joins them all; (None, [text]) where none does."""
    spaced, depth, found = _blanked(text), 0, []
    for at, c in enumerate(spaced):
        depth += (c in "([{") - (c in ")]}")
        if depth == 0 and c == " " and (m := re.match(r" (\S+) ", spaced[at:])):
            found.append((at, m[1]))
    for level in OPERATORS:
        cuts = [(at, op) for at, op in found if op in level]
        if cuts:
            if len({op for _, op in cuts}) > 1:
                return "", []
            starts = [0] + [at + len(op) + 2 for at, op in cuts]
            ends = [at for at, _ in cuts] + [len(text)]
            return cuts[0][1], [text[s:e] for s, e in zip(starts, ends)]
    return None, [text]


def _broken(text: str, indent: str, head: str, tail: str):
    """Returns the lines of `indent` + `head` + `text` + `tail` as rustfmt breaks them,
    where every piece then fits: a chain of one binary operator one operand a line (of
    two, the first longer than a tab), a call of several arguments one argument a line;
    None beyond that."""
    op, operands = _operands(text)
    inner = indent + "    "
    if op and (len(operands) > 2 or len(operands[0]) > 4):
        lines = [indent + head + operands[0]] + [f"{inner}{op} {o}" for o in operands[1:]]
        lines[-1] += tail
        return lines if all(map(kept, lines)) else None
    call = re.fullmatch(r"([\w:]+)\((.*)\)((?: as \w+)?)", text)
    # a call of several arguments (one of one, or of literals alone, rustfmt lays out otherwise)
    if op is None and call and len(_items(call[2])) > 1 and not re.fullmatch(r"[\w\s,&\[\]]*", call[2]):
        arguments = _items(call[2])
        if [inner for _, inner, _, _ in _lists(text)][-1] != call[2]:
            return None  # the parentheses after the name close before the end
        lines = [f"{indent}{head}{call[1]}("]
        for argument in arguments:
            one = f"{inner}{argument},"
            lines += [one] if kept(one) else (_broken(argument, inner, "", ",") or [None])
        return None if None in lines else lines + [f"{indent}){call[3]}{tail}"]
    return None


def _laid(line: str):
    """Returns `line` as rustfmt lays it out (several lines where it breaks it), or None
    where these rules do not reach: a `let` whose value fits on the next line goes
    there, else the value breaks after `=` as an expression does (_broken)."""
    if kept(line):
        return line
    indent, text = line[: len(line) - len(line.lstrip())], line.strip()
    let = re.fullmatch(r"(let (?:mut )?\w+ = )(.*);", text)
    if let and kept(f"{indent}    {let[2]};"):
        return f"{indent}{let[1].rstrip()}\n{indent}    {let[2]};"
    head, value, tail = (let[1], let[2], ";") if let else ("", text, "")
    lines = _broken(value, indent, head, tail)
    return "\n".join(lines) if lines else None


def laid_out(body: str, first: str = "", depth: str = ""):
    """Returns (`#[rustfmt::skip]` and a line break, or nothing; the body) of a function
    whose `body` the printer wrote: each line as rustfmt lays it out (_laid), and no
    mark; or, where a line is beyond those rules, `body` as it is, marked. `first` is
    the indentation the template writes before the body's first line, `depth` what it
    adds before every line (a method's)."""
    lines = [_laid(depth + line) for line in (first + body).splitlines()]
    if None in lines:
        return SKIP + "\n", body
    return "", "\n".join(line[len(depth) :] for line in "\n".join(lines).splitlines())[len(first) :]
