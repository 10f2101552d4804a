// Package args reads the command line both minimal programs take, so that they
// differ only in the lookup they make.
package args

import (
	"fmt"
	"os"
	"strconv"
)

// SqOcc returns the LERF square and the occupancy of `program SQ OCC`; on any other
// command line it prints the usage and exits with 2.
func SqOcc(program string) (int, uint64) {
	if len(os.Args) != 3 {
		fmt.Fprintf(os.Stderr, "%s: usage: %s SQ OCC\n", program, program)
		os.Exit(2)
	}
	sq, err := strconv.Atoi(os.Args[1])
	occ, err2 := strconv.ParseUint(os.Args[2], 0, 64)
	if err != nil || err2 != nil || sq < 0 || sq > 63 {
		fmt.Fprintf(os.Stderr, "%s: SQ is 0..63 and OCC a 64-bit number\n", program)
		os.Exit(2)
	}
	return sq, occ
}
