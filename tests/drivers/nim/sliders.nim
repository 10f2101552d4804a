# sliders.nim - the exhaustive check of bitboards.nim's slider techniques, the twin of
# tests/drivers/go/sliders.go, whose opening comment says what it asks and prints, line
# for line, over the lookups of sliders_lookups.nim (build.py writes them from the
# model); first-use asks at this module's first statement, from one thread (0): the
# module's initialization has filled the tables before anything of the program runs.

import std/[os, strutils]
import bitboards, sliders_lookups

proc next(state: var uint64): uint64 =
  state += 0x9e3779b97f4a7c15'u64
  var z = state
  z = (z xor (z shr 30)) * 0xbf58476d1ce4e5b9'u64
  z = (z xor (z shr 27)) * 0x94d049bb133111eb'u64
  z xor (z shr 31)

func hex(b: uint64): string = "0x" & toLowerAscii(toHex(b))

const
  boards = 256 # random boards a square
  seed = 0x5eed5eed5eed5eed'u64
  firstUseSeed = 0xf1257005e0000000'u64

let firstUse = paramCount() >= 1 and paramStr(1) == "first-use"
var firstAnswers: seq[string]
if firstUse:
  var state = firstUseSeed
  for (technique, piece, kind, answer) in lookups:
    let a = state.next()
    let b = state.next()
    let sq = int(state.next() mod 64)
    let occ = a and b
    firstAnswers.add "first 0 " & [technique, piece, kind, $sq, hex(occ), hex(answer(occ, sq))].join(" ")

proc randomBoards(): seq[array[boards, uint64]] =
  ## Returns boards random boards for each square, in the stream's order.
  var state = seed
  for sq in 0 ..< 64:
    var row: array[boards, uint64]
    for k in 0 ..< boards:
      var a = state.next()
      case k mod 4
      of 0: a = a and state.next() and state.next()
      of 1: a = a and state.next()
      of 3: a = a or state.next()
      else: discard
      row[k] = a
    result.add row

if firstUse:
  for line in firstAnswers:
    echo line
else:
  let random = randomBoards()
  for (technique, piece, kind, answer) in lookups:
    var (hash, count) = (0xcbf29ce484222325'u64, 0)
    template add(value: uint64) =
      hash = (hash xor value) * 0x100000001b3'u64
      inc count
    if piece != "queen":
      for sq in 0 ..< 64:
        let mask = if piece == "rook": ROOK_RELEVANT_MASK[sq] else: BISHOP_RELEVANT_MASK[sq]
        var occ = 0'u64
        while true:
          add(answer(occ, sq))
          occ = (occ - mask) and mask
          if occ == 0:
            break
    for sq in 0 ..< 64:
      for occ in random[sq]:
        add(answer(occ, sq))
    echo "hash ", technique, " ", piece, " ", kind, " ", count, " ", hex(hash)
