// One rook lookup through our generated package alone (bitboards.go and
// bitboards_sliders.go in bitboards/, as the README's quick start has it; fancy
// magic, whose tables the package's init() fills): the program whose clean build,
// size and start-up bench/peers_go.py races against minimal/peer's.
//
//	ours SQ OCC    prints the rook's attacks from LERF square SQ on OCC, in hex
package main

import (
	"fmt"
	"os"
	"strconv"

	bb "peers/bitboards"
)

func main() {
	if len(os.Args) != 3 {
		fmt.Fprintln(os.Stderr, "ours: usage: ours SQ OCC")
		os.Exit(2)
	}
	sq, err := strconv.Atoi(os.Args[1])
	occ, err2 := strconv.ParseUint(os.Args[2], 0, 64)
	if err != nil || err2 != nil || sq < 0 || sq > 63 {
		fmt.Fprintln(os.Stderr, "ours: SQ is 0..63 and OCC a 64-bit number")
		os.Exit(2)
	}
	fmt.Printf("%016x\n", bb.RookAttacksMagic(occ, sq))
}
