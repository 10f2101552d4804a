# The queries driver of bitboards.nim, in the protocol of tests/harness/drivers.py, over call()
# and printTables(), which build.py writes beside it from the model; `squares` asks the square
# helpers at compile time too: a const, an array length, a case branch.

import std/[options, sequtils, strutils]
import bitboards, driver_calls, driver_tables

const driverD4 = square(3, 3)
type ByRankOfH8 = array[squareRank(H8) + 1, uint8]

func isD4(sq: int): int =
  case sq
  of driverD4: 1
  else: 0

func hex(b: uint64): string = "0x" & toLowerAscii(toHex(b))

proc number(text: string): uint64 =
  ## Returns the number `text` spells in decimal or 0x hex; exits on anything else.
  try:
    if text.startsWith("0x") or text.startsWith("0X"): fromHex[uint64](text) else: parseBiggestUInt(text)
  except ValueError:
    quit("driver: a bad argument " & text, 2)

proc printLines(seed: uint64) =
  ## Each line's attacks and x-rays from each square on every subset of the line, with
  ## the off-line noise of xorshift64 (13, 7, 17) from `seed` (0: none).
  var state = seed
  for sq in 0 ..< 64:
    let masks = [RANK_MASK[sq], FILE_MASK[sq], DIAGONAL_MASK[sq], ANTI_DIAGONAL_MASK[sq]]
    for line, name in ["rank", "file", "diagonal", "anti_diagonal"]:
      let (attacks, xrays) = (name & "_attacks", "xray_" & name & "_attacks")
      var sub = 0'u64
      while true:
        state = state xor (state shl 13)
        state = state xor (state shr 7)
        state = state xor (state shl 17)
        let occ = sub or (state and not masks[line])
        let (a, x) = (call(attacks, @[occ, uint64(sq)])[2], call(xrays, @[occ, uint64(sq)])[2])
        stdout.write(sq, " ", line, " ", hex(occ), " ", hex(a), " ", hex(x), "\n")
        sub = (sub - masks[line]) and masks[line] # carry-rippler: the next subset of the line
        if sub == 0:
          break

proc answer(words: seq[string]) =
  case words[0]
  of "tables": printTables()
  of "lines": printLines(if words.len > 1: number(words[1]) else: 0)
  of "squares":
    for file in 0 ..< 8:
      for rank in 0 ..< 8:
        stdout.write("square ", file, " ", rank, " ", square(file, rank), "\n")
    for sq in 0 ..< 64:
      stdout.write("coordinates ", sq, " ", squareFile(sq), " ", squareRank(sq), "\n")
    for sq in 0 ..< 64:
      stdout.write("name ", sq, " ", squareName(sq), "\n")
    stdout.write("D4 ", driverD4, " ", sizeof(ByRankOfH8), " ", isD4(D4), "\n")
  of "square_name": stdout.write(squareName(int(number(words[1]))), "\n")
  of "parse_square":
    let sq = parseSquare(if words.len > 1: words[1] else: "")
    stdout.write(if sq.isSome: $sq.get else: "-1", "\n")
  of "scan":
    var found: seq[string]
    for sq in squares(number(words[1])):
      found.add $sq
    stdout.write(concat(@[$found.len], found).join(" "), "\n")
  else:
    let (known, bitboard, value) = call(words[0], words[1 .. ^1].map(number))
    if not known:
      quit("driver: unknown command " & words[0], 2)
    stdout.write(if bitboard: hex(value) else: $value, "\n")

proc main*() =
  for line in stdin.lines:
    let words = line.splitWhitespace()
    if words.len > 0:
      answer(words)

when isMainModule:
  main()
