# The queries driver of bitboards.nim, in the protocol of tests/harness/drivers.py, over call()
# and printTables() of driver_model.nim, which build.py writes beside it from the model;
# `squares` asks the square helpers at compile time too: a const, an array length, a case branch.

import std/[options, sequtils, strutils]
import bitboards

const driverD4 = square(3, 3)
type ByRankOfH8 = array[squareRank(H8) + 1, uint8]

func isD4(sq: int): int =
  case sq
  of driverD4: 1
  else: 0

func hex(b: uint64): string = "0x" & toLowerAscii(toHex(b))
func text(sq: Option[int]): string = (if sq.isSome: $sq.get else: "-1")
func text(squares: seq[int]): string = concat(@[squares.len], squares).join(" ")

func number(text: string): uint64 = (if text.startsWith("0x"): fromHex[uint64](text) else: parseBiggestUInt(text))

include driver_model

proc printLines(seed: uint64) =
  ## Each line's attacks and x-rays from each square on every subset of the line, with
  ## the off-line noise of xorshift64 (13, 7, 17) from `seed` (0: none).
  var state = seed
  for sq in 0 ..< 64:
    for line, name in ["rank", "file", "diagonal", "anti_diagonal"]:
      let mask = [RANK_MASK, FILE_MASK, DIAGONAL_MASK, ANTI_DIAGONAL_MASK][line][sq]
      var sub = 0'u64
      while true:
        state = state xor (state shl 13)
        state = state xor (state shr 7)
        state = state xor (state shl 17)
        let occ = sub or (state and not mask)
        let args = @[$occ, $sq]
        stdout.write(sq, " ", line, " ", hex(occ), " ", call(name & "_attacks", args), " ", call("xray_" & name & "_attacks", args), "\n")
        sub = (sub - mask) and mask # carry-rippler: the next subset of the line
        if sub == 0: break

proc main*() =
  for line in stdin.lines:
    let words = line.splitWhitespace()
    if words.len == 0: continue
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
    else: stdout.write(call(words[0], words[1 .. ^1]), "\n")

when isMainModule:
  main()
