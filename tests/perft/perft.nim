# perft.nim - a complete legal move generator and perft counter built on the
# generated Nim module, the twin of perft.c and perft.go.
#
# Every attack set here comes from bitboards.nim (generated/, or the module of
# any square mapping): sliders from rookAttacks / bishopAttacks / queenAttacks
# and absolute pins from pinned, leapers from KNIGHT_ATTACKS, KING_ATTACKS and
# PAWN_ATTACKS[color][sq], pin rays from LINE and check-blocking squares from
# BETWEEN. Squares come from the module's names, square, squareFile, squareRank
# and DIR_SHIFT only, so this file counts right on the module of every square
# mapping. Nothing else is precomputed, so a wrong table entry shows up as a
# wrong node count against the published perft numbers.
#
# Usage:
#     perft "<FEN>" DEPTH            prints the number of leaf nodes
#     perft --divide "<FEN>" DEPTH   one line per legal root move in UCI form
#                                    ("e2e4: 20", "a7a8q: 1"), sorted by move,
#                                    then the total
#     perft [--divide] - DEPTH       the same for each line of standard input,
#                                    one FEN a line, in turn
#
# The count is always the last line of standard output (of each FEN's answer).
# Bad input gives one line on standard error starting with "perft: " and exit
# status 2; with `-`, a bad line gets its error there, after the answers to the
# lines before it, and the lines after it are answered. The input rules are
# perft.c's, word for word in its opening comment.
#
# Build (bitboards.nim beside this file; tests/drivers/nim/build.py lays it out,
# as `make perft-nim` does):
#     nim c -d:danger --styleCheck:error perft.nim
#
# The generator is strictly legal, as perft.c's (see its opening comment for the
# six steps), so perft counts the moves of the last ply without making them
# ("bulk counting"). main() runs it; several mappings' perfts are built as one
# program as the drivers are (build.py's build_together).

import std/[algorithm, os, strutils]
import bitboards

func sqBit(sq: int): uint64 = 1'u64 shl sq

func pawnStep(color: int): int =
  ## Returns the square difference of one pawn step forward: north for white.
  if color == WHITE: DIR_SHIFT[NORT] else: DIR_SHIFT[SOUT]

const
  noPiece = 6 # board[] entry of an empty square
  maxMoves = 62 * 27 + 10 # no position has more legal moves (see perft.c)
  maxDepth = 64
  castleWK = 1
  castleWQ = 2
  castleBK = 4
  castleBQ = 8

type
  Position = object
    pieces: array[2, array[6, uint64]] # [color][kind]: WHITE/BLACK, PAWN..KING
    colors: array[2, uint64]           # all pieces of one color
    occupied: uint64
    board: array[64, uint8]            # the piece kind on each square, or noPiece
    side: int
    castling: int                      # castle* bits still held
    epSquare: int                      # the square a pawn may capture onto en passant, or -1
    halfmoveClock: int64
    fullmoveNumber: int64

  MoveKind = enum mkNormal, mkDoublePush, mkEnPassant, mkCastle

  Move = object
    source, target, promotion: uint8 # promotion: KNIGHT..QUEEN, or noPiece
    kind: MoveKind

  MoveList = object
    moves: array[maxMoves, Move]
    len: int

  CastleRule = tuple[right, kingFrom, kingTo, rookFrom, rookTo: int]

  FenError = object of CatchableError

const castleRules: array[4, CastleRule] = [
  (castleWK, E1, G1, H1, F1), (castleWQ, E1, C1, A1, D1),
  (castleBK, E8, G8, H8, F8), (castleBQ, E8, C8, A8, D8)]

var lists: array[maxDepth, MoveList] # the moves of each ply of a search

proc putPiece(pos: var Position, color, kind, sq: int) =
  pos.pieces[color][kind] = pos.pieces[color][kind] or sqBit(sq)
  pos.colors[color] = pos.colors[color] or sqBit(sq)
  pos.occupied = pos.occupied or sqBit(sq)
  pos.board[sq] = uint8(kind)

proc removePiece(pos: var Position, color, kind, sq: int) =
  pos.pieces[color][kind] = pos.pieces[color][kind] and not sqBit(sq)
  pos.colors[color] = pos.colors[color] and not sqBit(sq)
  pos.occupied = pos.occupied and not sqBit(sq)
  pos.board[sq] = noPiece

proc attackersOf(pos: Position, sq, by: int, occ: uint64): uint64 =
  ## Returns the pieces of color `by` that attack sq when the board holds occ.
  template p(kind: int): uint64 = pos.pieces[by][kind]
  # A pawn of `by` attacks sq exactly when a pawn of the other color on sq would attack it.
  (PAWN_ATTACKS[by xor 1][sq] and p(PAWN)) or (KNIGHT_ATTACKS[sq] and p(KNIGHT)) or
    (KING_ATTACKS[sq] and p(KING)) or (bishopAttacks(occ, sq) and (p(BISHOP) or p(QUEEN))) or
    (rookAttacks(occ, sq) and (p(ROOK) or p(QUEEN)))

func kingSquare(pos: Position, color: int): int = lsb(pos.pieces[color][KING])

func rightsTouching(sq: int): int =
  ## Returns the castling rights lost when a piece leaves or arrives on sq.
  for r in castleRules:
    if sq == r.kingFrom or sq == r.rookFrom:
      result = result or r.right

proc add(list: var MoveList, source, target: int, promotion: uint8 = noPiece, kind = mkNormal) =
  list.moves[list.len] = Move(source: uint8(source), target: uint8(target), promotion: promotion, kind: kind)
  inc list.len

proc addPawnMove(list: var MoveList, source, target: int) =
  ## Adds a pawn move; one to the last rank is four moves, one per promotion piece.
  if squareRank(target) in [0, 7]:
    for promotion in [QUEEN, ROOK, BISHOP, KNIGHT]:
      list.add(source, target, uint8(promotion))
  else:
    list.add(source, target)

proc attacksOf(kind: int, occ: uint64, sq: int): uint64 =
  ## Returns the attacks of a knight, bishop, rook or queen on sq.
  case kind
  of KNIGHT: KNIGHT_ATTACKS[sq]
  of BISHOP: bishopAttacks(occ, sq)
  of ROOK: rookAttacks(occ, sq)
  else: queenAttacks(occ, sq)

proc enPassantIsLegal(pos: Position, source, target, kingSq: int): bool =
  ## Every attack on the king recomputed with the occupancy after the capture.
  let captured = target - pawnStep(pos.side)
  let occAfter = (pos.occupied xor sqBit(source) xor sqBit(captured)) or sqBit(target)
  (pos.attackersOf(kingSq, pos.side xor 1, occAfter) and not sqBit(captured)) == 0

proc generatePawnMoves(pos: Position, list: var MoveList, kingSq: int, targets, pinnedSet: uint64) =
  let us = pos.side
  let up = pawnStep(us)
  let startRank = if us == WHITE: 1 else: 6
  let enemy = pos.colors[us xor 1]
  var pawns = pos.pieces[us][PAWN]
  while pawns != 0:
    let source = lsb(pawns)
    pawns = pawns and (pawns - 1)
    # The squares this pawn may land on: evasion targets, pin ray.
    var allowed = targets
    if (pinnedSet and sqBit(source)) != 0:
      allowed = allowed and LINE[kingSq][source]
    let target = source + up # on the board: no pawn stands on the last rank
    # Pushes: one square, and two from the start rank, onto empty squares.
    if (pos.occupied and sqBit(target)) == 0:
      if (allowed and sqBit(target)) != 0:
        list.addPawnMove(source, target)
      let target2 = target + up
      if squareRank(source) == startRank and (pos.occupied and sqBit(target2)) == 0 and (allowed and sqBit(target2)) != 0:
        list.add(source, target2, kind = mkDoublePush)
    # Captures, promotions included.
    var captures = PAWN_ATTACKS[us][source] and enemy and allowed
    while captures != 0:
      list.addPawnMove(source, lsb(captures))
      captures = captures and (captures - 1)
    # En passant has its own complete legality test.
    let ep = pos.epSquare
    if ep >= 0 and (PAWN_ATTACKS[us][source] and sqBit(ep)) != 0 and enPassantIsLegal(pos, source, ep, kingSq):
      list.add(source, ep, kind = mkEnPassant)

proc generateCastling(pos: Position, list: var MoveList) =
  for k in 2 * pos.side .. 2 * pos.side + 1: # castleRules: white's two rules, then black's
    let r = castleRules[k]
    if (pos.castling and r.right) == 0 or (BETWEEN[r.kingFrom][r.rookFrom] and pos.occupied) != 0:
      continue
    # The king does not pass through or land on an attacked square (it is not in check now).
    var crossed = BETWEEN[r.kingFrom][r.kingTo] or sqBit(r.kingTo)
    var safe = true
    while crossed != 0 and safe:
      safe = pos.attackersOf(lsb(crossed), pos.side xor 1, pos.occupied) == 0
      crossed = crossed and (crossed - 1)
    if safe:
      list.add(r.kingFrom, r.kingTo, kind = mkCastle)

proc generateLegalMoves(pos: Position, list: var MoveList) =
  ## Fills list with exactly the legal moves of pos.
  let us = pos.side
  let them = us xor 1
  let own = pos.colors[us]
  let kingSq = pos.kingSquare(us)
  let checkers = pos.attackersOf(kingSq, them, pos.occupied)
  let pinnedSet = pinned(pos.occupied, own, kingSq, pos.pieces[them][ROOK] or pos.pieces[them][QUEEN],
    pos.pieces[them][BISHOP] or pos.pieces[them][QUEEN])
  list.len = 0
  # King moves, the king lifted off the board for the attack test.
  var moves = KING_ATTACKS[kingSq] and not own
  while moves != 0:
    let target = lsb(moves)
    if pos.attackersOf(target, them, pos.occupied xor sqBit(kingSq)) == 0:
      list.add(kingSq, target)
    moves = moves and (moves - 1)
  if (checkers and (checkers - 1)) != 0:
    return # in double check only the king can move
  # In single check every other move captures the checker or blocks it.
  var targets = not own
  if checkers != 0:
    targets = checkers or BETWEEN[kingSq][lsb(checkers)]
  else:
    generateCastling(pos, list)
  # Knights, bishops, rooks, queens; a pinned piece keeps to its pin line.
  for kind in KNIGHT .. QUEEN:
    var pieces = pos.pieces[us][kind]
    while pieces != 0:
      let source = lsb(pieces)
      pieces = pieces and (pieces - 1)
      var moves = attacksOf(kind, pos.occupied, source) and targets
      if (pinnedSet and sqBit(source)) != 0:
        moves = moves and LINE[kingSq][source]
      while moves != 0:
        list.add(source, lsb(moves))
        moves = moves and (moves - 1)
  generatePawnMoves(pos, list, kingSq, targets, pinnedSet)

proc makeMove(pos: Position, m: Move): Position =
  ## Returns pos after the legal move m (copy-make).
  let us = pos.side
  let them = us xor 1
  let (source, target) = (int(m.source), int(m.target))
  let moved = pos.board[source]
  let captured = pos.board[target]
  result = pos
  result.removePiece(us, int(moved), source)
  if m.kind == mkEnPassant:
    result.removePiece(them, PAWN, target - pawnStep(us))
  elif captured != noPiece:
    result.removePiece(them, int(captured), target)
  result.putPiece(us, int(if m.promotion != noPiece: m.promotion else: moved), target)
  if m.kind == mkCastle:
    for r in castleRules:
      if r.kingTo == target:
        result.removePiece(us, ROOK, r.rookFrom)
        result.putPiece(us, ROOK, r.rookTo)
  result.castling = result.castling and not (rightsTouching(source) or rightsTouching(target))
  result.epSquare = if m.kind == mkDoublePush: source + pawnStep(us) else: -1
  result.halfmoveClock = if moved == PAWN or captured != noPiece: 0'i64 else: pos.halfmoveClock + 1
  result.fullmoveNumber = pos.fullmoveNumber + int64(us == BLACK)
  result.side = them

proc perft(pos: Position, depth: int, ply = 0): uint64 =
  ## Returns the number of leaf nodes depth plies below pos (depth >= 1).
  generateLegalMoves(pos, lists[ply])
  if depth == 1:
    return uint64(lists[ply].len) # bulk counting: the moves are legal
  for k in 0 ..< lists[ply].len:
    result += perft(makeMove(pos, lists[ply].moves[k]), depth - 1, ply + 1)

func moveToUci(m: Move): string =
  ## Returns m in UCI form ("e2e4", "e7e8q").
  for sq in [int(m.source), int(m.target)]:
    result.add chr(ord('a') + squareFile(sq))
    result.add chr(ord('1') + squareRank(sq))
  if m.promotion != noPiece:
    result.add "pnbrqk"[m.promotion]

# --- input -----------------------------------------------------------------

func parseNumber(s: string, max: int64): (int64, bool) =
  ## Returns the number 1..9 decimal digits (nothing else) spell, and whether they
  ## do and it is no greater than max.
  if s.len == 0 or s.len > 9:
    return (0'i64, false)
  var value = 0'i64
  for c in s:
    if c notin '0' .. '9':
      return (0'i64, false)
    value = 10 * value + int64(ord(c) - ord('0'))
  (value, value <= max)

func showByte(c: char): char = (if c >= ' ' and c < '\x7f': c else: '?')

func show(text: string): string =
  ## Returns input text for an error message: at most 24 bytes, anything but
  ## printable ASCII shown as '?', so the message stays one line.
  for c in text[0 ..< min(text.len, 24)]:
    result.add showByte(c)
  if text.len > 24:
    result.add "..."

proc bad(message: string) {.noreturn.} = raise newException(FenError, message)

proc parsePlacement(f: string, pos: var Position) =
  var (rank, file) = (7, 0)
  for c in f:
    if c == '/':
      if file != 8: bad("rank " & $(rank + 1) & " of the FEN covers " & $file & " squares, not 8")
      if rank == 0: bad("the FEN piece placement has more than 8 ranks")
      dec rank
      file = 0
    elif c in '1' .. '8':
      file += ord(c) - ord('0')
      if file > 8: bad("rank " & $(rank + 1) & " of the FEN covers more than 8 squares")
    else:
      # Black pieces in lower case, white in upper case.
      let kind = "pnbrqk".find(toLowerAscii(c))
      if kind < 0: bad("bad character '" & showByte(c) & "' in the FEN piece placement")
      if file >= 8: bad("rank " & $(rank + 1) & " of the FEN covers more than 8 squares")
      pos.putPiece(if c in 'a' .. 'z': BLACK else: WHITE, kind, square(file, rank))
      inc file
  if file != 8: bad("rank " & $(rank + 1) & " of the FEN covers " & $file & " squares, not 8")
  if rank != 0: bad("the FEN piece placement has " & $(8 - rank) & " ranks, not 8")

proc parseCastling(f: string, pos: var Position) =
  pos.castling = 0
  if f == "-":
    return
  if f.len == 0 or f.len > 4: bad("bad FEN castling field '" & show(f) & "'")
  for c in f:
    # The rights grow in KQkq order (castleRules'), so a letter must add a larger one.
    let k = "KQkq".find(c)
    if k < 0 or pos.castling >= castleRules[k].right:
      bad("bad FEN castling field '" & show(f) & "'") # an unknown, repeated or out-of-order letter
    let r = castleRules[k]
    if (pos.pieces[k div 2][KING] and sqBit(r.kingFrom)) == 0 or (pos.pieces[k div 2][ROOK] and sqBit(r.rookFrom)) == 0:
      bad("castling right '" & c & "' without king and rook on their home squares")
    pos.castling = pos.castling or r.right

proc parseEnPassant(f: string, pos: var Position) =
  ## The square behind a pawn that has just made a double push, with that pawn in
  ## front of it and both squares it crossed empty.
  pos.epSquare = -1
  if f == "-":
    return
  if f.len != 2 or f[0] notin 'a' .. 'h' or f[1] != (if pos.side == WHITE: '6' else: '3'):
    bad("bad FEN en-passant field '" & show(f) & "'")
  let sq = square(ord(f[0]) - ord('a'), ord(f[1]) - ord('1'))
  let (pawnSq, originSq) = (sq - pawnStep(pos.side), sq + pawnStep(pos.side))
  if (pos.pieces[pos.side xor 1][PAWN] and sqBit(pawnSq)) == 0 or (pos.occupied and (sqBit(sq) or sqBit(originSq))) != 0:
    bad("FEN en-passant square '" & show(f) & "' does not follow a double pawn push")
  pos.epSquare = sq

proc parseFen(fen: string): Position =
  ## Returns the position of a FEN (four to six fields), checked that it can be
  ## searched; raises FenError saying why not.
  let fields = fen.splitWhitespace() # " \t\n\r\v\f", as perft.c
  if fields.len < 4 or fields.len > 6:
    bad("a FEN has 4 to 6 fields, got " & (if fields.len > 6: "more than 6" else: $fields.len))
  result = Position(side: WHITE, epSquare: -1, fullmoveNumber: 1)
  for sq in 0 ..< 64:
    result.board[sq] = noPiece
  parsePlacement(fields[0], result)
  for color, name in ["white", "black"]:
    let kings = popcount(result.pieces[color][KING])
    if kings != 1: bad("the position has " & $kings & " " & name & " kings, not exactly one")
  if ((result.pieces[WHITE][PAWN] or result.pieces[BLACK][PAWN]) and (RANK_MASK[A1] or RANK_MASK[A8])) != 0:
    bad("the position has a pawn on the first or last rank")
  case fields[1]
  of "w": result.side = WHITE
  of "b": result.side = BLACK
  else: bad("bad FEN side to move '" & show(fields[1]) & "' (expected w or b)")
  # The side that just moved cannot have left its king attacked.
  if result.attackersOf(result.kingSquare(result.side xor 1), result.side, result.occupied) != 0:
    bad("the side not to move is in check")
  parseCastling(fields[2], result)
  parseEnPassant(fields[3], result)
  if fields.len > 4:
    let (clock, ok) = parseNumber(fields[4], 999_999_999)
    if not ok: bad("bad FEN halfmove clock '" & show(fields[4]) & "'")
    result.halfmoveClock = clock
  if fields.len > 5:
    let (number, ok) = parseNumber(fields[5], 999_999_999)
    if not ok or number < 1: bad("bad FEN fullmove number '" & show(fields[5]) & "'")
    result.fullmoveNumber = number

proc fail(message: string) {.noreturn.} =
  ## Prints "perft: message" on stderr and exits with status 2.
  stdout.flushFile()
  stderr.write("perft: ", message, "\n")
  quit(2)

proc answer(fen: string, depth: int, divide: bool): bool =
  ## Writes the node count depth plies below the FEN's position, or with divide
  ## the sorted "uci: count" line of each legal root move, then the total, and
  ## returns true; a FEN that cannot be searched gets its "perft: " line on
  ## stderr instead (stdout flushed first), and false.
  var pos: Position
  try:
    pos = parseFen(fen)
  except FenError as e:
    stdout.flushFile()
    stderr.write("perft: ", e.msg, "\n")
    return false
  result = true
  if not divide:
    stdout.write(perft(pos, depth), "\n")
    return
  var root: MoveList
  generateLegalMoves(pos, root)
  var lines: seq[(string, uint64)]
  var total = 0'u64
  for m in root.moves[0 ..< root.len]:
    let nodes = if depth > 1: perft(makeMove(pos, m), depth - 1) else: 1'u64
    lines.add((moveToUci(m), nodes))
    total += nodes
  lines.sort()
  for (uci, nodes) in lines:
    stdout.write(uci, ": ", nodes, "\n")
  stdout.write(total, "\n")

proc main*() =
  let args = commandLineParams()
  var (divide, fen, depthText) = (false, "", "")
  if args.len == 3 and args[0] == "--divide":
    (divide, fen, depthText) = (true, args[1], args[2])
  elif args.len == 2 and not args[0].startsWith("--"):
    (fen, depthText) = (args[0], args[1])
  else:
    fail("usage: perft [--divide] \"<FEN>\"|- DEPTH")
  let (depth, ok) = parseNumber(depthText, maxDepth)
  if not ok or depth < 1:
    fail("depth must be an integer from 1 to " & $maxDepth & ", got '" & show(depthText) & "'")
  var answered = true # every line, or the argument
  if fen == "-":
    for line in stdin.lines: # one FEN a line, "\r\n" too; the last may lack its newline
      answered = answer(line, int(depth), divide) and answered
  else:
    answered = answer(fen, int(depth), divide)
  if not answered:
    quit(2)

when isMainModule:
  main()
