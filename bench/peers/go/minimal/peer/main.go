// One rook lookup through github.com/corentings/chess/v2 alone (its hvAttack, by
// go:linkname as in ../../peer.go; the package linked and its init() run): the
// program whose clean build, size and start-up bench/peers_go.py races against
// minimal/ours's.
//
//	peer SQ OCC    prints the rook's attacks from LERF square SQ on OCC, in hex
package main

import (
	"fmt"
	"math/bits"
	_ "unsafe" // for go:linkname

	_ "github.com/corentings/chess/v2"
	"peers/minimal/args"
)

//go:linkname hvAttack github.com/corentings/chess/v2.hvAttack
func hvAttack(occupied uint64, sq int8) uint64

func main() {
	sq, occ := args.SqOcc("peer")
	// the peer's bits are ours reversed (square s is bit 63 - s); its squares are ours
	fmt.Printf("%016x\n", bits.Reverse64(hvAttack(bits.Reverse64(occ), int8(sq))))
}
