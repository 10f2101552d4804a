"""Test driver for generated bitboards.py: answers queries read from stdin, as
tests/drivers/c/driver.c does for the C header, line for line.

    python driver.py DIR     (DIR holds the bitboards.py under test)

Each input line is a function name and its arguments as decimal or 0x hex
numbers; each output line is the result in hex (decimal for lsb and popcount).
Three extra commands: `tables` prints every table of the contract, one "NAME i j
... 0xVALUE" line per entry (DIR_SHIFT in decimal); `lines [SEED]` the line attacks and
x-rays of every subset of every line through every square, with off-line noise
from xorshift64 seeded with SEED (none for 0); `squares` the square helpers and
every square's name; `parse_square NAME` the square NAME names, -1 for none;
`scan B` how many squares bitboard B has, then each, lowest first, on one line.
"""

import importlib.util
import sys

FULL = (1 << 64) - 1
LINES = ("rank", "file", "diagonal", "anti_diagonal")
DECIMAL = ("lsb", "popcount", "distance", "manhattan_distance")


def load(directory):
    spec = importlib.util.spec_from_file_location("bitboards", f"{directory}/bitboards.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def tables(bb, out):
    """The tables of the contract: those __all__ lists before its first function (the
    slider techniques' own come after the functions: tests/drivers/python/sliders.py)."""
    for name in bb.__all__:
        value = getattr(bb, name)
        if callable(value):
            break
        if not (name.isupper() and isinstance(value, tuple)):
            continue

        def walk(node, index):
            if isinstance(node, tuple):
                for i, child in enumerate(node):
                    walk(child, index + [i])
            else:
                shown = str(node) if name == "DIR_SHIFT" else f"0x{node:016x}"
                out.append(f"{name} {' '.join(map(str, index))} {shown}")

        walk(value, [])


def xorshift64(state):
    state ^= state << 13 & FULL
    state ^= state >> 7
    state ^= state << 17 & FULL
    return state


def lines(bb, state, out):
    """Every subset of each line through every square, in carry-rippler order, each
    with the noise of the next xorshift64 state off the line."""
    masks = (bb.RANK_MASK, bb.FILE_MASK, bb.DIAGONAL_MASK, bb.ANTI_DIAGONAL_MASK)
    for sq in range(64):
        for k, line in enumerate(LINES):
            attacks, xrays = getattr(bb, f"{line}_attacks"), getattr(bb, f"xray_{line}_attacks")
            mask = masks[k][sq]
            sub = 0
            while True:
                state = xorshift64(state)
                occ = sub | (state & ~mask & FULL)
                out.append(f"{sq} {k} 0x{occ:016x} 0x{attacks(occ, sq):016x} 0x{xrays(occ, sq):016x}")
                sub = (sub - mask) & mask
                if not sub:
                    break


def squares(bb, out):
    out += [f"square {f} {r} {bb.square(f, r)}" for f in range(8) for r in range(8)]
    out += [f"coordinates {sq} {bb.square_file(sq)} {bb.square_rank(sq)}" for sq in range(64)]
    out += [f"name {sq} {bb.square_name(sq)}" for sq in range(64)]
    out.append(f"D4 {bb.square(3, 3)} {bb.square_rank(bb.H8) + 1} {int(bb.D4 == bb.square(3, 3))}")


def parse_square(bb, name):
    """Returns the square `name` names, -1 where the module raises ValueError."""
    try:
        return bb.parse_square(name)
    except ValueError:
        return -1


def main():
    bb = load(sys.argv[1])
    out = []
    for line in sys.stdin:
        words = line.split()
        if not words:
            continue
        name = words[0]
        if name == "parse_square":
            out.append(str(parse_square(bb, words[1])))
            continue
        args = [int(w, 0) for w in words[1:]]
        if name == "tables":
            tables(bb, out)
        elif name == "lines":
            lines(bb, args[0] if args else 0, out)
        elif name == "squares":
            squares(bb, out)
        elif name == "square_name":
            out.append(bb.square_name(*args))
        elif name == "scan":
            found = list(bb.squares(*args))
            out.append(" ".join(map(str, [len(found), *found])))
        elif name in DECIMAL:
            out.append(str(getattr(bb, name)(*args)))
        else:
            out.append(f"0x{getattr(bb, name)(*args):016x}")
    sys.stdout.write("".join(f"{line}\n" for line in out))


if __name__ == "__main__":
    main()
