# Test driver for generated/bitboards.nim: answers the queries read from stdin in
# the protocol of tests/drivers/c/driver.c (tests/harness/drivers.py), line for
# line. A lookup function's query is answered by call() of driver_calls.nim,
# `tables` by printTables() of driver_tables.nim, both written from the contract
# beside the module by build.py (lay_out). `squares` ends with "D4 <const> <array
# length> <is d4>" from the square helpers at compile time: a const, an array
# length, a case branch. Several mappings' drivers are built as one program, each
# a module whose main() the root calls (build.py's `together`).

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
      let name = ["rank", "file", "diagonal", "anti_diagonal"][line] & "_attacks"
      var sub = 0'u64
      while true:
        state = xorshift64(state)
        let occ = sub or (state and not mask)
        let (a, x) = (call(name, @[occ, uint64(sq)])[2], call("xray_" & name, @[occ, uint64(sq)])[2])
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
