# sliders.nim - the exhaustive check of bitboards.nim's slider techniques, as
# tests/drivers/go/sliders.go checks Go's, line for line of output; built by
# tests/drivers/nim/build.py beside bitboards.nim and sliders_lookups.nim, the
# list of the lookups (`lookups`) it writes from the model.
#
# For every technique's rook and bishop attacks and one-lookup x-rays: on every
# square in turn, every subset of the square's relevant mask (ROOK_RELEVANT_MASK,
# BISHOP_RELEVANT_MASK) in carry-rippler order, the empty set first, then on
# every square boards random boards of a splitmix64 stream (seed `seed`; board k:
# a, a and b, a and b and c or a or b of its next outputs, by k mod 4); the
# queen's attacks on the random boards only. One line a lookup:
#
#     hash TECHNIQUE PIECE KIND COUNT 0xHASH
#
# (HASH: FNV-1a over the 64-bit answers). With the argument first-use it asks
# each lookup once at this module's first statement, before anything else of
# the program reads a slider table: the module's initialization has filled them
# before its importer's code runs. One thread (0), each question the next (sq,
# occ) of a splitmix64 stream from firstUseSeed (occ = a and b, sq = c mod 64):
#
#     first 0 TECHNIQUE PIECE KIND SQ 0xOCC 0xANSWER

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
