// One rook lookup through our generated package alone (bitboards.go and
// bitboards_sliders.go in bitboards/, as the README's quick start has it; fancy
// magic, whose tables the package's init() fills): the program whose clean build,
// size and start-up bench/peers_go.py races against minimal/peer's.
//
//	ours SQ OCC    prints the rook's attacks from LERF square SQ on OCC, in hex
package main

import (
	"fmt"

	bb "peers/bitboards"
	"peers/minimal/args"
)

func main() {
	sq, occ := args.SqOcc("ours")
	fmt.Printf("%016x\n", bb.RookAttacksMagic(occ, sq))
}
