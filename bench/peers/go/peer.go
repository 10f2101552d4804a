// The peer's slider lookups: github.com/corentings/chess/v2's diaAttack and hvAttack
// (engine.go: hyperbola quintessence by bit reversal, one line at a time), which the
// package does not export, reached by //go:linkname pulls of their symbols. The
// package is imported (blank) so that it is linked and its init() runs: that fills
// bbSquares, which both lookups read. The declarations give the peer's types by
// their representations, as linkname requires of nothing more: its bitboard is a
// uint64, its Square an int8.
//
// The peer numbers squares as we do in LERF (Square: A1 = 0, B1 = 1, ... H8 = 63;
// checkSquares proves it on its exported names), but its bitboards the other way
// round: square s is bit 63 - s (bbSquares[sq] = 1 << (63 - sq); A1 the most
// significant bit), our BERF. A LERF bitboard is a peer bitboard reversed
// (bits.Reverse64), both ways. tests/perft/perft.go's sliders.go, which
// tests/drivers/go/peers.py writes, takes this file beside it too.
package main

import (
	"math/bits"
	_ "unsafe" // for go:linkname

	_ "github.com/corentings/chess/v2" // linked, and its init() run
)

// peerHvAttack is hvAttack: the rook's attacks from sq on occupied, in the peer's bits.
//
//go:linkname peerHvAttack github.com/corentings/chess/v2.hvAttack
func peerHvAttack(occupied uint64, sq int8) uint64

// peerDiaAttack is diaAttack: the bishop's attacks, in the peer's bits.
//
//go:linkname peerDiaAttack github.com/corentings/chess/v2.diaAttack
func peerDiaAttack(occupied uint64, sq int8) uint64

// The peer's lookups on its own representation: occ in its bits, sq its Square
// (a LERF square number). The queen ORs its two lookups, as the peer's own move
// generation does.
func peerRookNative(occ uint64, sq int) uint64   { return peerHvAttack(occ, int8(sq)) }
func peerBishopNative(occ uint64, sq int) uint64 { return peerDiaAttack(occ, int8(sq)) }
func peerQueenNative(occ uint64, sq int) uint64 {
	return peerHvAttack(occ, int8(sq)) | peerDiaAttack(occ, int8(sq))
}

// The peer's lookups on LERF bitboards and squares: the occupancy converted into its
// bits and the answer back.
func peerRook(occ uint64, sq int) uint64 {
	return bits.Reverse64(peerHvAttack(bits.Reverse64(occ), int8(sq)))
}

func peerBishop(occ uint64, sq int) uint64 {
	return bits.Reverse64(peerDiaAttack(bits.Reverse64(occ), int8(sq)))
}

func peerQueen(occ uint64, sq int) uint64 {
	return bits.Reverse64(peerQueenNative(bits.Reverse64(occ), sq))
}
