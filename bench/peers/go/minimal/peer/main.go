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
	"os"
	"strconv"
	_ "unsafe" // for go:linkname

	_ "github.com/corentings/chess/v2"
)

//go:linkname hvAttack github.com/corentings/chess/v2.hvAttack
func hvAttack(occupied uint64, sq int8) uint64

func main() {
	if len(os.Args) != 3 {
		fmt.Fprintln(os.Stderr, "peer: usage: peer SQ OCC")
		os.Exit(2)
	}
	sq, err := strconv.Atoi(os.Args[1])
	occ, err2 := strconv.ParseUint(os.Args[2], 0, 64)
	if err != nil || err2 != nil || sq < 0 || sq > 63 {
		fmt.Fprintln(os.Stderr, "peer: SQ is 0..63 and OCC a 64-bit number")
		os.Exit(2)
	}
	// the peer's bits are ours reversed (square s is bit 63 - s); its squares are ours
	fmt.Printf("%016x\n", bits.Reverse64(hvAttack(bits.Reverse64(occ), int8(sq))))
}
