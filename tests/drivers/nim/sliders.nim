# The sliders check of bitboards.nim, in the protocol of tests/oracles/slider_hashes.py
# (tests/drivers/go/sliders.go says it first), over `lookups`, which sliders_lookups.nim,
# written by build.py from the model, fills. `first-use` asks at the program's first statement,
# from thread 0: the module fills its tables at its initialization, before its importer runs.

import std/[os, strutils]
import bitboards

var lookups: seq[tuple[technique, piece, kind: string, answer: proc (occ: uint64, sq: int): uint64 {.nimcall.}]]
include sliders_lookups

proc next(state: var uint64): uint64 =
  state += 0x9e3779b97f4a7c15'u64
  var z = state
  z = (z xor (z shr 30)) * 0xbf58476d1ce4e5b9'u64
  z = (z xor (z shr 27)) * 0x94d049bb133111eb'u64
  z xor (z shr 31)

func hex(b: uint64): string = "0x" & toLowerAscii(toHex(b))

if paramCount() >= 1 and paramStr(1) == "first-use":
  var state = 0xf1257005e0000000'u64
  for (technique, piece, kind, answer) in lookups:
    let occ = state.next() and state.next()
    let sq = int(state.next() mod 64)
    echo "first 0 ", [technique, piece, kind, $sq, hex(occ), hex(answer(occ, sq))].join(" ")
else:
  const boards = 256 # random boards a square, in the stream's order
  var (state, random) = (0x5eed5eed5eed5eed'u64, newSeq[uint64]())
  for k in 0 ..< 64 * boards:
    var a = state.next()
    case k mod 4
    of 0: a = a and state.next() and state.next()
    of 1: a = a and state.next()
    of 3: a = a or state.next()
    else: discard
    random.add a
  for (technique, piece, kind, answer) in lookups:
    var (hash, count) = (0xcbf29ce484222325'u64, 0)
    template add(value: uint64) =
      hash = (hash xor value) * 0x100000001b3'u64
      inc count
    for sq in 0 ..< (if piece == "queen": 0 else: 64): # every subset of each relevant mask
      let mask = if piece == "rook": ROOK_RELEVANT_MASK[sq] else: BISHOP_RELEVANT_MASK[sq]
      var occ = 0'u64
      while true:
        add(answer(occ, sq))
        occ = (occ - mask) and mask
        if occ == 0: break
    for k, occ in random:
      add(answer(occ, k div boards))
    echo "hash ", technique, " ", piece, " ", kind, " ", count, " ", hex(hash)
