# Test driver for generated/bitboards.nim: answers queries read from stdin, as
# tests/drivers/c/driver.c does for the C header, line for line.
#
# Each input line is a function name (the contract's, snake_case) and its
# arguments as decimal or 0x hex numbers; each output line is the result (hex
# for bitboards, decimal for integers): call() of driver_calls.nim, which the
# test writes from the contract's functions. Extra commands:
#   tables        every entry of every table: printTables() of driver_tables.nim
#   lines [SEED]  for every square, each of its four lines and every subset of
#                 the line, the line attacks and x-rays of the subset plus
#                 off-line noise from xorshift64 seeded with SEED (none for 0)
#   squares       the square helpers for every file and rank and square, the name
#                 of every square, then "D4 <const> <array length> <is d4>" from
#                 the helpers called at compile time: a const, an array length,
#                 a case branch
#   square_name SQ, parse_square NAME (-1 for none), scan B (count, then each square)
#
# Build (the test copies bitboards.nim and writes the two modules beside it):
#     nim c --styleCheck:error driver.nim
# or several mappings' as one program: each mapping's directory imported by a root
# that calls the main() of the one $BITBOARDS_MAPPING names (build.py's build_together).

import std/[options, strutils]
import bitboards, driver_calls, driver_tables

const driverD4 = square(3, 3)
type ByRankOfH8 = array[squareRank(H8) + 1, uint8]

func isD4(sq: int): int =
  case sq
  of driverD4: 1
  else: 0

proc hex(b: uint64): string = "0x" & toLowerAscii(toHex(b))

proc printSquares() =
  for file in 0 ..< 8:
    for rank in 0 ..< 8:
      stdout.write("square ", file, " ", rank, " ", square(file, rank), "\n")
  for sq in 0 ..< 64:
    stdout.write("coordinates ", sq, " ", squareFile(sq), " ", squareRank(sq), "\n")
  for sq in 0 ..< 64:
    stdout.write("name ", sq, " ", squareName(sq), "\n")
  stdout.write("D4 ", driverD4, " ", sizeof(ByRankOfH8), " ", isD4(D4), "\n")

proc fail(message: string) {.noreturn.} =
  stderr.write("driver: ", message, "\n")
  quit(2)

proc number(text: string): uint64 =
  ## Returns the number `text` spells in decimal or 0x hex; exits on anything else.
  try:
    if text.startsWith("0x") or text.startsWith("0X"): fromHex[uint64](text) else: parseBiggestUInt(text)
  except ValueError:
    fail("a bad argument " & text)

func xorshift64(state: uint64): uint64 =
  ## Returns the next state of Marsaglia's xorshift64 (13, 7, 17); 0 stays 0.
  result = state xor (state shl 13)
  result = result xor (result shr 7)
  result = result xor (result shl 17)

proc printLines(seed: uint64) =
  var state = seed
  for sq in 0 ..< 64:
    let masks = [RANK_MASK[sq], FILE_MASK[sq], DIAGONAL_MASK[sq], ANTI_DIAGONAL_MASK[sq]]
    for line, mask in masks:
      var sub = 0'u64
      while true:
        state = xorshift64(state)
        let occ = sub or (state and not mask)
        let (a, x) = case line
          of 0: (rankAttacks(occ, sq), xrayRankAttacks(occ, sq))
          of 1: (fileAttacks(occ, sq), xrayFileAttacks(occ, sq))
          of 2: (diagonalAttacks(occ, sq), xrayDiagonalAttacks(occ, sq))
          else: (antiDiagonalAttacks(occ, sq), xrayAntiDiagonalAttacks(occ, sq))
        stdout.write(sq, " ", line, " ", hex(occ), " ", hex(a), " ", hex(x), "\n")
        sub = (sub - mask) and mask # carry-rippler: the next subset of mask
        if sub == 0:
          break

proc answer(words: seq[string]) =
  let name = words[0]
  case name
  of "tables": printTables()
  of "lines": printLines(if words.len > 1: number(words[1]) else: 0)
  of "squares": printSquares()
  of "square_name": stdout.write(squareName(int(number(words[1]))), "\n")
  of "parse_square":
    let sq = parseSquare(if words.len > 1: words[1] else: "")
    stdout.write(if sq.isSome: $sq.get else: "-1", "\n")
  of "scan":
    var found: seq[int]
    for sq in squares(number(words[1])):
      found.add sq
    stdout.write(found.len, (if found.len > 0: " " & found.join(" ") else: ""), "\n")
  else:
    var args: seq[uint64]
    for word in words[1 .. ^1]:
      args.add number(word)
    let (known, bitboard, value) = call(name, args)
    if not known:
      fail("unknown command " & name)
    stdout.write(if bitboard: hex(value) else: $value, "\n")

proc main*() =
  for line in stdin.lines:
    let words = line.splitWhitespace()
    if words.len > 0:
      answer(words)

when isMainModule:
  main()
