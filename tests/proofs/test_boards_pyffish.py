"""Boards other than 8x8 against an oracle nobody here wrote (issue 49): Fairy-Stockfish,
through its Python binding pyffish (the test extra, pinned), and, a second opinion,
the python-shogi and xiangqi packages' legal moves on the same shogi and xiangqi
positions.

Our side is the generated Python output of each board (`generate --board`, imported
from a temporary directory), read as any user would: its square constants name the
squares, and every attack set below is built from its tables alone (RAY_ATTACKS,
KNIGHT_ATTACKS, KING_ATTACKS, PAWN_ATTACKS, ROOK_MASK_EX, BETWEEN, LINE), never from
the generator's internals.

- Random positions on the boards of capablanca (10x8), grand (10x10), shogi (9x9)
  and xiangqi (9x10), seeded: the destinations of each piece among pyffish's legal
  moves equal our attacks less the friendly pieces, for the pieces our tables mean:
  rook, bishop, knight, queen, archbishop and chancellor (marshal, cardinal), the
  king (less the squares the enemy attacks, also from our tables); shogi's rook,
  bishop, dragon (rook and king), horse (bishop and king), lance (one ray) and king;
  xiangqi's chariot (rook), horse (a knight whose leg, a rook step, is empty: our
  KING_ATTACKS of the leg holds the two leaps it blocks) and cannon (rook moves to
  empty squares, captures over one screen, by RAY_ATTACKS). Legal moves leave out
  a pinned piece's and a checked side's moves, so every position is one where they
  are all pseudo-legal, as pyffish itself decides: the side to move is not in check
  even with all its pieces but the king lifted off the board (`gives_check`), so no
  move of them can expose it; the side not to move is not in check (no king
  capture in a legal position); xiangqi's generals stand on two files (the flying
  general is no check for pyffish), and no black cannon, whose screen a move could
  become. Each board's answers are read by two numberings, whose square constants
  are checked first: LERF and Fairy-Stockfish's own rows of 12 bits (`10x8/12`,
  `10x10/12`, `9x10/12`), or the file-major LEFR on 9x9.
- Perft of a king, rook, bishop and knight on each side of a 10x8 board
  (capablanca, no pawns, no castling): a small legal move generator here, checks
  and pins by BETWEEN and LINE, counts the same tree as pyffish's legal moves,
  move by move at the root.
"""

from __future__ import annotations

import importlib.util
import random
import re
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Dict, List, Optional, Tuple

import pytest

from bitboard_tables.cli import main

# the oracles, imported by the fixture `oracles` in the worker that runs these tests
# rather than at collection, which every worker of `make test` does (pyffish's import
# alone takes 0.2 s of CPU)
pyffish = shogi = xiangqi = None


@pytest.fixture(scope="module", autouse=True)
def oracles():
    global pyffish, shogi, xiangqi
    import pyffish
    import shogi

    xiangqi = _import_xiangqi()


def _import_xiangqi():
    """Returns the xiangqi package (an environment for reinforcement learning with its own
    move generator), whose modules import each other by top-level names (board,
    constants, piece, ...) from its folder, which it appends to sys.path: the package
    keeps them, and sys.path and sys.modules are left as they were."""
    path, names = list(sys.path), set(sys.modules)
    import xiangqi

    for name in set(sys.modules) - names:
        if name.split(".")[0] in ("board", "constants", "env", "force", "helper", "piece"):
            del sys.modules[name]
    sys.path[:] = path
    return xiangqi

FILES = "abcdefghijklmnop"
MOVE = re.compile(r"([a-p])(\d+)([a-p])(\d+)")


def bits(bb: int):
    """Yields the square numbers of `bb`."""
    while bb:
        low = bb & -bb
        yield low.bit_length() - 1
        bb ^= low


def generated_module(out: Path, board_text: str, mapping_name: str = "LERF"):
    """Returns the Python output of `generate --board board_text`, written into `out`
    and imported."""
    tag = f"{board_text.replace('/', '_')}_{mapping_name}"
    folder = out / tag
    args = ["generate", "--no-config", "--out", str(folder), "--board", board_text, "--mapping", mapping_name, "--lang", "python"]
    assert main(args) == 0
    (path,) = folder.glob("bitboards_[0-9]*.py")  # the tables' module, not a board's sliders (bitboards_sliders_10x8.py)
    spec = importlib.util.spec_from_file_location(f"pyffish_{tag}", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class Ours:
    """The attack sets of a board's generated module, by its tables alone."""

    def __init__(self, module):
        self.m = module
        self.ray, self.king, self.knight = module.RAY_ATTACKS, module.KING_ATTACKS, module.KNIGHT_ATTACKS
        self.rook_directions = (module.EAST, module.SOUT, module.WEST, module.NORT)
        self.bishop_directions = (module.NOEA, module.SOEA, module.SOWE, module.NOWE)
        self.number = {}  # pyffish's square names (a1 ... j10) to our square numbers
        for name in dir(module):
            if re.fullmatch(r"[A-P]\d+", name):
                self.number[name.lower()] = getattr(module, name)
        self.name = {n: name for name, n in self.number.items()}

    def set_of(self, names) -> int:
        return sum(1 << self.number[name] for name in set(names))

    def slide(self, sq: int, occ: int, directions) -> int:
        """Each ray of `directions` from `sq` up to and including its first occupied
        square: the ray less every blocker's own ray onward (mapping-blind)."""
        attacks = 0
        for d in directions:
            ray = self.ray[sq][d]
            beyond = 0
            for b in bits(ray & occ):
                beyond |= self.ray[b][d]
            attacks |= ray & ~beyond
        return attacks

    def rook(self, sq, occ):
        return self.slide(sq, occ, self.rook_directions)

    def bishop(self, sq, occ):
        return self.slide(sq, occ, self.bishop_directions)

    def xiangqi_horse(self, sq: int, occ: int) -> int:
        """The knight's leaps but those over an occupied leg (the rook step beside the
        horse): a leg's KING_ATTACKS hold the two leaps it blocks and no other."""
        blocked = 0
        for leg in bits(self.king[sq] & self.m.ROOK_MASK_EX[sq] & occ):
            blocked |= self.king[leg]
        return self.knight[sq] & ~blocked

    def cannon(self, sq: int, occ: int, enemy: int) -> int:
        """The rook's moves to empty squares, and the first piece beyond a screen if an
        enemy's."""
        moves = self.rook(sq, occ) & ~occ
        for d in self.rook_directions:
            screen = self.slide(sq, occ, (d,)) & occ
            for s in bits(screen):
                moves |= self.slide(s, occ, (d,)) & occ & enemy
        return moves


# --- the variants: pieces, what each attacks by our tables, random positions --------------------

Attack = Callable[[Ours, int, int, int], int]  # (ours, sq, occupied, enemy) -> the piece's destinations before friends


def _leaper(table: str) -> Attack:
    return lambda o, sq, occ, enemy: getattr(o, table)[sq]


ROOK: Attack = lambda o, sq, occ, enemy: o.rook(sq, occ)
BISHOP: Attack = lambda o, sq, occ, enemy: o.bishop(sq, occ)
KNIGHT, KING = _leaper("knight"), _leaper("king")
CHESS_PIECES: Dict[str, Attack] = {
    "R": ROOK,
    "B": BISHOP,
    "N": KNIGHT,
    "Q": lambda o, sq, occ, enemy: o.rook(sq, occ) | o.bishop(sq, occ),
    "A": lambda o, sq, occ, enemy: o.bishop(sq, occ) | o.knight[sq],  # archbishop (grand's cardinal)
    "C": lambda o, sq, occ, enemy: o.rook(sq, occ) | o.knight[sq],  # chancellor (grand's marshal)
    "K": KING,
}
SHOGI_PIECES: Dict[str, Attack] = {
    "R": ROOK,
    "B": BISHOP,
    "+R": lambda o, sq, occ, enemy: o.rook(sq, occ) | o.king[sq],  # dragon
    "+B": lambda o, sq, occ, enemy: o.bishop(sq, occ) | o.king[sq],  # horse
    "L": lambda o, sq, occ, enemy: o.slide(sq, occ, (o.m.NORT,)),  # sente's lance, up the board
    "l": lambda o, sq, occ, enemy: o.slide(sq, occ, (o.m.SOUT,)),
    "K": KING,
}
XIANGQI_PIECES: Dict[str, Attack] = {
    "R": ROOK,  # chariot
    "N": lambda o, sq, occ, enemy: o.xiangqi_horse(sq, occ),
    "C": lambda o, sq, occ, enemy: o.cannon(sq, occ, enemy),
}


@dataclass(frozen=True)
class Variant:
    name: str
    files: int
    ranks: int
    boards: Tuple[Tuple[str, str], ...]  # (board, mapping) of the generated modules that read its answers
    pieces: Dict[str, Attack]  # white's pieces compared (uppercase), and the attacks of black's
    mine: str  # white's pieces besides the king, sampled
    theirs: str  # black's, sampled
    king_compared: bool  # whether every black piece's attacks are ours, so the king's moves are compared
    positions: int
    tail: str = "w - - 0 1"

    def fen(self, placed: Dict[Tuple[int, int], str], side: str = "w") -> str:
        rows = []
        for r in reversed(range(self.ranks)):
            row, empty = "", 0
            for f in range(self.files):
                piece = placed.get((f, r))
                if piece is None:
                    empty += 1
                    continue
                row += (str(empty) if empty else "") + piece
                empty = 0
            rows.append(row + (str(empty) if empty else ""))
        board, tail = "/".join(rows), self.tail.replace("w", side, 1)
        return board + tail if tail.startswith("[") else f"{board} {tail}"


def allowed(variant: Variant, piece: str, f: int, r: int) -> bool:
    """Whether `piece` may stand on (f, r) in `variant`: pawns off the end ranks; shogi's
    knights and lances where they can move; xiangqi's generals and advisors in their
    palace, elephants on their points, soldiers where they can be."""
    white, p = piece[-1].isupper(), piece.upper()
    ahead = r if white else variant.ranks - 1 - r  # ranks from its own side
    if variant.name in ("capablanca", "grand"):
        return p != "P" or 2 <= r <= variant.ranks - 3
    if variant.name == "shogi":
        return not (p == "L" and ahead == 8 or p == "N" and ahead >= 7)
    if p == "K":
        return 3 <= f <= 5 and ahead <= 2
    if p == "A":
        return (f, ahead) in {(3, 0), (5, 0), (4, 1), (3, 2), (5, 2)}
    if p == "B":
        return (f, ahead) in {(2, 0), (6, 0), (0, 2), (4, 2), (8, 2), (2, 4), (6, 4)}
    if p == "P":
        return ahead >= 5 or ahead in (3, 4) and f % 2 == 0
    return True


def random_position(variant: Variant, rng: random.Random) -> Optional[Tuple[str, Dict[Tuple[int, int], str]]]:
    """Returns the FEN and pieces of a random position of `variant` in which every move of white's
    pieces but the king is legal, as pyffish decides (the module's docstring), or None
    where the draw is not one."""
    squares = [(f, r) for r in range(variant.ranks) for f in range(variant.files)]
    placed: Dict[Tuple[int, int], str] = {}

    def place(piece: str) -> None:
        options = [s for s in squares if s not in placed and allowed(variant, piece, *s)]
        placed[rng.choice(options)] = piece

    place("K")
    place("k")
    if variant.name == "xiangqi" and len({f for (f, _), p in placed.items()}) == 1:
        return None  # the generals on one file: the flying general, which pyffish calls no check
    for piece in rng.sample(variant.theirs, rng.randint(2, 6)):
        place(piece)
    if pyffish.gives_check(variant.name, variant.fen(placed), []):
        return None  # white's king attacked with its own pieces lifted off the board
    for piece in rng.sample(variant.mine, rng.randint(3, len(variant.mine))):
        place(piece)
    fen = variant.fen(placed)
    if pyffish.gives_check(variant.name, variant.fen(placed, "b"), []):
        return None  # black's king attacked: no legal position
    return fen, placed


VARIANTS = [
    Variant("capablanca", 10, 8, (("10x8", "LERF"), ("10x8/12", "LERF")), CHESS_PIECES,
            "RRBBNNQACPPP", "rrbbnnqacpppp", True, 40),
    Variant("grand", 10, 10, (("10x10", "LERF"), ("10x10/12", "LERF")), CHESS_PIECES, "RRBBNNQACPPP", "rrbbnnqacpppp", True, 30),
    Variant("shogi", 9, 9, (("9x9", "LERF"), ("9x9", "LEFR")), SHOGI_PIECES,
            ["R", "B", "+R", "+B", "L", "L", "G", "S", "N"], ["r", "b", "+r", "+b", "l", "l"], True, 40, "[-] w 0 1"),
    Variant("xiangqi", 9, 10, (("9x10", "LERF"), ("9x10/12", "LERF")), XIANGQI_PIECES,
            "RRNNCCAABBPP", "rrnnaabbppp", False, 40),
]  # fmt: skip


@pytest.fixture(scope="module")
def modules(tmp_path_factory):
    """Returns {(board, mapping): Ours of its generated module}, each made at first use."""
    out, made = tmp_path_factory.mktemp("boards"), {}

    def of(board_text: str, mapping_name: str) -> Ours:
        if (board_text, mapping_name) not in made:
            made[board_text, mapping_name] = Ours(generated_module(out, board_text, mapping_name))
        return made[board_text, mapping_name]

    return of


def square_name(f: int, r: int) -> str:
    return f"{FILES[f]}{r + 1}"


def numbered(board_text: str, mapping_name: str, f: int, r: int) -> int:
    """Returns the number of square (f, r): in LERF, rows of the board's width or of S bits
    (`WxH/S`; 10x8/12, 10x10/12 and 9x10/12 are Fairy-Stockfish's Square, `r * FILE_NB + f`
    with FILE_NB 12, its src/types.h); in LEFR, `H * f + r`."""
    size, _, stride = board_text.partition("/")
    files, ranks = map(int, size.split("x"))
    return {"LERF": int(stride or files) * r + f, "LEFR": ranks * f + r}[mapping_name]


def destinations(moves) -> Dict[str, set]:
    """Returns {from square: its destinations} of moves in pyffish's notation
    (e2e4, a9a10, e7e8+)."""
    out: Dict[str, set] = {}
    for move in moves:
        m = MOVE.match(move)
        out.setdefault(m[1] + m[2], set()).add(m[3] + m[4])
    return out


def shogi_destinations(fen: str) -> Dict[str, set]:
    """Returns python-shogi's legal destinations of the position, in pyffish's square
    names: SFEN's board is pyffish's (rank 9 first, file a first, which USI calls 9a)."""
    board = shogi.Board(fen.split("[")[0] + " b - 1")  # sente (b in SFEN, w in pyffish) to move
    out: Dict[str, set] = {}

    def name(usi: str) -> str:
        return f"{FILES[9 - int(usi[0])]}{9 - (ord(usi[1]) - ord('a'))}"

    for move in board.legal_moves:
        usi = move.usi()
        out.setdefault(name(usi[:2]), set()).add(name(usi[2:4]))
    return out


def xiangqi_destinations(fen: str) -> Dict[str, set]:
    """Returns the xiangqi package's legal destinations of red, to move, in pyffish's square
    names: its moves are ICCS (h2e2), ranks 0 to 9."""
    out: Dict[str, set] = {}
    for move in xiangqi.Env(opening=fen.split()[0]).get_valid_actions():
        out.setdefault(f"{move[0]}{int(move[1]) + 1}", set()).add(f"{move[2]}{int(move[3]) + 1}")
    return out


def enemy_attacks(variant: Variant, o: Ours, placed, occ: int) -> int:
    """Returns the squares black's pieces attack through `occ`, by our tables."""
    attacked = 0
    for (f, r), piece in placed.items():
        if piece[-1].islower():
            sq = o.number[square_name(f, r)]
            if piece == "p":
                attacked |= o.m.PAWN_ATTACKS[o.m.BLACK][sq]
            else:
                attacked |= variant.pieces.get(piece, variant.pieces.get(piece.upper()))(o, sq, occ, 0)
    return attacked


def mismatches(variant: Variant, o: Ours, fen: str, placed, moves: Dict[str, set]) -> Tuple[List[str], int]:
    """Returns (how each compared piece's destinations in `moves` differ from our
    attacks less the friendly pieces, the number of pieces compared)."""
    white = o.set_of(square_name(*s) for s, p in placed.items() if p[-1].isupper())
    black = o.set_of(square_name(*s) for s, p in placed.items() if p[-1].islower())
    wrong, compared = [], 0
    for (f, r), piece in sorted(placed.items()):
        attack = variant.pieces.get(piece)
        if not piece[-1].isupper() or attack is None or piece == "K" and not variant.king_compared:
            continue
        name = square_name(f, r)
        sq = o.number[name]
        expected = attack(o, sq, white | black, black) & ~white
        if piece == "K":  # less the squares black attacks, through the king's own square
            expected &= ~enemy_attacks(variant, o, placed, (white | black) & ~(1 << sq))
        got = o.set_of(moves.get(name, ()))
        compared += 1
        if got != expected:
            names = lambda bb: [o.name.get(s, f"#{s}") for s in bits(bb)]  # noqa: E731
            wrong.append(f"{fen}: {piece} {name}: ours less theirs {names(expected & ~got)}, theirs less ours {names(got & ~expected)}")
    return wrong, compared


@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: v.name)
def test_every_piece_moves_as_our_tables_say(variant, modules):
    start = time.process_time()
    rng = random.Random(f"issue 49 {variant.name}")
    positions, draws = [], 0
    while len(positions) < variant.positions:
        draws += 1
        drawn = random_position(variant, rng)
        if drawn:
            fen, placed = drawn
            oracles = {"pyffish": destinations(pyffish.legal_moves(variant.name, fen, []))}
            if variant.name == "shogi":
                oracles["python-shogi"] = shogi_destinations(fen)
            if variant.name == "xiangqi":
                oracles["xiangqi"] = xiangqi_destinations(fen)
            positions.append((fen, placed, oracles))
    wrong, compared, squares = [], 0, 0
    for board_text, mapping_name in variant.boards:
        o = modules(board_text, mapping_name)
        numbers = {square_name(f, r): numbered(board_text, mapping_name, f, r) for f in range(variant.files) for r in range(variant.ranks)}
        assert o.number == numbers, f"{board_text} {mapping_name}: the square constants"
        for fen, placed, oracles in positions:
            for oracle, moves in oracles.items():
                w, n = mismatches(variant, o, fen, placed, moves)
                wrong += [f"{board_text} {mapping_name}, {oracle}: {line}" for line in w]
                compared += n
                squares += n * variant.files * variant.ranks
    print(f"{variant.name}: {len(positions)} positions of {draws} drawn; {compared} destination sets ({squares} squares) "
          f"compared in {len(variant.boards)} numberings by {len(oracles)} oracles; {time.process_time() - start:.2f} s CPU")  # fmt: skip
    assert not wrong, f"{len(wrong)} differ:\n" + "\n".join(wrong[:20])


# --- perft on 10x8: a small legal move generator on our tables, against pyffish's legal moves ---


class Perft:
    """A legal move generator for kings and the pieces of CHESS_PIECES on one board, its
    attacks from `ours`: check evasions by BETWEEN, pinned pieces kept on LINE, the
    king's squares tested with the king lifted off the board. A position is
    {square: piece}, white's pieces uppercase."""

    def __init__(self, ours: Ours):
        self.o = ours

    def attacks(self, piece: str, sq: int, occ: int) -> int:
        return CHESS_PIECES[piece.upper()](self.o, sq, occ, 0)

    def moves(self, position: Dict[int, str], white: bool) -> List[Tuple[int, int]]:
        o, m = self.o, self.o.m
        own = sum(1 << sq for sq, p in position.items() if p.isupper() == white)
        theirs = [(sq, p) for sq, p in position.items() if p.isupper() != white]
        occ = own | sum(1 << sq for sq, _ in theirs)
        king = next(sq for sq, p in position.items() if p == ("K" if white else "k"))
        lifted = occ & ~(1 << king)
        out = [(king, to) for to in bits(o.king[king] & ~own)
               if not any(self.attacks(p, sq, lifted) >> to & 1 for sq, p in theirs if sq != to)]  # fmt: skip
        checkers = [sq for sq, p in theirs if self.attacks(p, sq, occ) >> king & 1]
        if len(checkers) > 1:
            return out
        allowed = m.BETWEEN[king][checkers[0]] | 1 << checkers[0] if checkers else ~own
        pinned = {}
        for sq, p in theirs:  # a slider on the king's line with one piece between, ours: pinned to the line
            on_file_or_rank = m.ROOK_MASK_EX[king] >> sq & 1
            if m.LINE[king][sq] and p.upper() in ("RQC" if on_file_or_rank else "BQA"):
                between = m.BETWEEN[king][sq] & occ
                if between & own and not between & (between - 1):
                    pinned[between.bit_length() - 1] = m.LINE[king][sq]
        for sq, p in position.items():
            if p.isupper() == white and sq != king:
                targets = self.attacks(p, sq, occ) & ~own & allowed & pinned.get(sq, ~0)
                out += [(sq, to) for to in bits(targets)]
        return out

    def perft(self, position: Dict[int, str], white: bool, depth: int) -> int:
        moves = self.moves(position, white)
        if depth == 1:
            return len(moves)
        total = 0
        for frm, to in moves:
            after = dict(position)
            after[to] = after.pop(frm)
            total += self.perft(after, not white, depth - 1)
        return total

    def divide(self, fen: str, depth: int) -> Dict[str, int]:
        """Returns {move: the leaves under it} of the position of `fen` (pieces and side)."""
        board, side = fen.split()[:2]
        position = {}
        for r, row in enumerate(reversed(board.split("/"))):
            f = 0
            for run in re.findall(r"\d+|[A-Za-z]", row):
                if run.isdigit():
                    f += int(run)
                else:
                    position[self.o.number[square_name(f, r)]] = run
                    f += 1
        out = {}
        for frm, to in self.moves(position, side == "w"):
            after = dict(position)
            after[to] = after.pop(frm)
            out[self.o.name[frm] + self.o.name[to]] = self.perft(after, side != "w", depth - 1) if depth > 1 else 1
        return out


def pyffish_perft(variant: str, fen: str, depth: int, moves: Tuple[str, ...] = ()) -> int:
    """Returns the leaves of pyffish's legal move tree `depth` plies under `moves` from `fen`."""
    legal = pyffish.legal_moves(variant, fen, list(moves))
    if depth == 1:
        return len(legal)
    return sum(pyffish_perft(variant, fen, depth - 1, moves + (m,)) for m in legal)


# a king, rook, bishop and knight a side on 10x8, drawn at random among those pyffish
# counts in a few hundred calls (a millisecond each: the binding sets its variant up
# at every call); its tree holds 33 nodes in check and 140 pinned pieces
PERFT_10X8 = ("capablanca", "2k7/10/2K7/10/4R5/5b4/3n6/r2B5N w - - 0 1", 3, 6614)


def test_perft_on_10x8_equals_pyffish(modules):
    start = time.process_time()
    variant, fen, depth, leaves = PERFT_10X8
    theirs = {m: pyffish_perft(variant, fen, depth - 1, (m,)) for m in pyffish.legal_moves(variant, fen, [])}
    for board_text in ("10x8", "10x8/12"):
        mine = Perft(modules(board_text, "LERF")).divide(fen, depth)
        differ = {m: (mine.get(m), theirs.get(m)) for m in set(mine) | set(theirs) if mine.get(m) != theirs.get(m)}
        assert not differ, f"{board_text}: {fen} perft {depth}, (ours, pyffish's) by root move: {differ}"
    assert sum(theirs.values()) == leaves  # the position the comment above describes
    print(f"perft {depth} of {fen}: {leaves} leaves, {time.process_time() - start:.2f} s CPU")
