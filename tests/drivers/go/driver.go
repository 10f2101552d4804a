// Test driver for generated/bitboards.go: answers queries read from stdin, as
// tests/drivers/c/driver.c does for the C header, line for line.
//
// Each input line is a function name (the contract's, snake_case) and its
// arguments as decimal or 0x hex numbers; each output line is the result (hex
// for bitboards, decimal for the bit scans). Three extra commands:
//
//	tables        prints every table, one "NAME i j ... 0xVALUE" line per entry
//	              (DIR_SHIFT in decimal): printTables() of driver_tables.go,
//	              which the test writes from the Python module's table names
//	lines [SEED]  for every square, each of its four lines and every subset of
//	              the line, prints the line attacks and the line x-rays of the
//	              subset plus off-line noise from xorshift64 seeded with SEED
//	              (no noise for 0, the default); tests/harness/queries.py walks the same order
//	squares       prints the square helpers for every file and rank and square,
//	              the name of every square, then "D4 <square> <ranks> <is d4>":
//	              Go has no constant function calls, so the three are computed
//	              at run time
//	square_name SQ  prints the name of square SQ
//	parse_square NAME  prints the number of the square NAME names, -1 for none
//	scan B        prints how many squares bitboard B has, then each, lowest
//	              first, on one line
//	scan_stop B K  as scan, but its yield returns false at the Kth square (a
//	              `break` of Go 1.23's range-over-func): prints how many times
//	              Squares called yield, then the squares, K of them at most
//
// Build (tests/drivers/go/build.py lays out the module "driver": this file and
// driver_tables.go, bitboards.go in bitboards/):
//
//	go build -o driver .
package main

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"

	bb "driver/bitboards"
)

// printSquares prints Square(file, rank) of every file and rank, SquareFile and
// SquareRank of every square, then d4's number, the number of ranks and whether
// bb.D4 is d4.
func printSquares(out *bufio.Writer) {
	for file := 0; file < 8; file++ {
		for rank := 0; rank < 8; rank++ {
			fmt.Fprintf(out, "square %d %d %d\n", file, rank, bb.Square(file, rank))
		}
	}
	for sq := 0; sq < 64; sq++ {
		fmt.Fprintf(out, "coordinates %d %d %d\n", sq, bb.SquareFile(sq), bb.SquareRank(sq))
	}
	for sq := 0; sq < 64; sq++ {
		fmt.Fprintf(out, "name %d %s\n", sq, bb.SquareName(sq))
	}
	isD4 := 0
	if bb.D4 == bb.Square(3, 3) {
		isD4 = 1
	}
	fmt.Fprintf(out, "D4 %d %d %d\n", bb.Square(3, 3), bb.SquareRank(bb.H8)+1, isD4)
}

// arg returns the number text spells in decimal or 0x hex; exits on anything else.
func arg(words []string, k int) uint64 {
	if k >= len(words) {
		fatal("a missing argument")
	}
	value, err := strconv.ParseUint(words[k], 0, 64)
	if err != nil {
		fatal("a bad argument " + words[k])
	}
	return value
}

func fatal(message string) {
	fmt.Fprintln(os.Stderr, "driver:", message)
	os.Exit(2)
}

// xorshift64 returns the next state of Marsaglia's xorshift64 (13, 7, 17); 0 stays 0.
func xorshift64(state uint64) uint64 {
	state ^= state << 13
	state ^= state >> 7
	state ^= state << 17
	return state
}

// printLines prints every occupancy subset of each line through every square,
// each with the noise of the next xorshift64 state off the line.
func printLines(out *bufio.Writer, state uint64) {
	for sq := 0; sq < 64; sq++ {
		masks := [4]uint64{bb.RankMask[sq], bb.FileMask[sq], bb.DiagonalMask[sq], bb.AntiDiagonalMask[sq]}
		for line, mask := range masks {
			sub := uint64(0)
			for {
				state = xorshift64(state)
				occ := sub | state&^mask
				var a, x uint64
				switch line {
				case 0:
					a, x = bb.RankAttacks(occ, sq), bb.XrayRankAttacks(occ, sq)
				case 1:
					a, x = bb.FileAttacks(occ, sq), bb.XrayFileAttacks(occ, sq)
				case 2:
					a, x = bb.DiagonalAttacks(occ, sq), bb.XrayDiagonalAttacks(occ, sq)
				default:
					a, x = bb.AntiDiagonalAttacks(occ, sq), bb.XrayAntiDiagonalAttacks(occ, sq)
				}
				fmt.Fprintf(out, "%d %d 0x%016x 0x%016x 0x%016x\n", sq, line, occ, a, x)
				sub = (sub - mask) & mask // carry-rippler: the next subset of mask
				if sub == 0 {
					break
				}
			}
		}
	}
}

func main() {
	in := bufio.NewScanner(os.Stdin)
	in.Buffer(make([]byte, 1<<16), 1<<20)
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	for in.Scan() {
		w := strings.Fields(in.Text())
		if len(w) == 0 {
			continue
		}
		a := func(k int) uint64 { return arg(w, k) }
		s := func(k int) int { return int(arg(w, k)) }
		var b uint64
		switch w[0] {
		case "tables":
			printTables(out)
			continue
		case "lines":
			seed := uint64(0) // when absent
			if len(w) > 1 {
				seed = a(1)
			}
			printLines(out, seed)
			continue
		case "squares":
			printSquares(out)
			continue
		case "square_name":
			fmt.Fprintln(out, bb.SquareName(s(1)))
			continue
		case "parse_square":
			name := "" // when absent
			if len(w) > 1 {
				name = w[1]
			}
			if sq, ok := bb.ParseSquare(name); ok {
				fmt.Fprintf(out, "%d\n", sq)
			} else {
				fmt.Fprintln(out, -1)
			}
			continue
		case "scan":
			var found []int
			bb.Squares(a(1))(func(sq int) bool { // `for sq := range bb.Squares(b)` from Go 1.23
				found = append(found, sq)
				return true
			})
			fmt.Fprint(out, len(found))
			for _, sq := range found {
				fmt.Fprintf(out, " %d", sq)
			}
			fmt.Fprintln(out)
			continue
		case "scan_stop":
			// the squares of B, stopping after K: yield returns false at the Kth;
			// prints how many times Squares called yield, then the squares seen
			var seen []int
			stop := int(a(2))
			bb.Squares(a(1))(func(sq int) bool { // `for sq := range ... { if ... break }`
				seen = append(seen, sq)
				return len(seen) < stop
			})
			fmt.Fprint(out, len(seen))
			for _, sq := range seen {
				fmt.Fprintf(out, " %d", sq)
			}
			fmt.Fprintln(out)
			continue
		case "lsb":
			fmt.Fprintf(out, "%d\n", bb.Lsb(a(1)))
			continue
		case "popcount":
			fmt.Fprintf(out, "%d\n", bb.Popcount(a(1)))
			continue
		case "distance":
			fmt.Fprintf(out, "%d\n", bb.Distance(s(1), s(2)))
			continue
		case "manhattan_distance":
			fmt.Fprintf(out, "%d\n", bb.ManhattanDistance(s(1), s(2)))
			continue
		case "forward_ranks":
			b = bb.ForwardRanks(s(1), s(2))
		case "forward_file":
			b = bb.ForwardFile(s(1), s(2))
		case "pawn_attack_span":
			b = bb.PawnAttackSpan(s(1), s(2))
		case "passed_pawn_span":
			b = bb.PassedPawnSpan(s(1), s(2))
		case "adjacent_files":
			b = bb.AdjacentFiles(s(1))
		case "polyglot_piece_key":
			b = bb.PolyglotPieceKey(s(1), s(2), s(3))
		case "square_bb":
			b = bb.SquareBb(s(1))
		case "rank_attacks":
			b = bb.RankAttacks(a(1), s(2))
		case "file_attacks":
			b = bb.FileAttacks(a(1), s(2))
		case "diagonal_attacks":
			b = bb.DiagonalAttacks(a(1), s(2))
		case "anti_diagonal_attacks":
			b = bb.AntiDiagonalAttacks(a(1), s(2))
		case "rook_attacks":
			b = bb.RookAttacks(a(1), s(2))
		case "bishop_attacks":
			b = bb.BishopAttacks(a(1), s(2))
		case "queen_attacks":
			b = bb.QueenAttacks(a(1), s(2))
		case "xray_rank_attacks":
			b = bb.XrayRankAttacks(a(1), s(2))
		case "xray_file_attacks":
			b = bb.XrayFileAttacks(a(1), s(2))
		case "xray_diagonal_attacks":
			b = bb.XrayDiagonalAttacks(a(1), s(2))
		case "xray_anti_diagonal_attacks":
			b = bb.XrayAntiDiagonalAttacks(a(1), s(2))
		case "xray_rook_attacks":
			b = bb.XrayRookAttacks(a(1), a(2), s(3))
		case "xray_bishop_attacks":
			b = bb.XrayBishopAttacks(a(1), a(2), s(3))
		case "piece_attacks":
			b = bb.PieceAttacks(s(1), a(2), s(3))
		case "pinned":
			b = bb.Pinned(a(1), a(2), s(3), a(4), a(5))
		case "shift_one":
			b = bb.ShiftOne(a(1), s(2))
		case "occluded_fill":
			b = bb.OccludedFill(a(1), a(2), s(3))
		case "sliding_attacks":
			b = bb.SlidingAttacks(a(1), a(2), s(3))
		case "xray_attacks":
			b = bb.XrayAttacks(a(1), a(2), a(3), s(4))
		case "between_slider_and_target":
			b = bb.BetweenSliderAndTarget(a(1), a(2), a(3), s(4))
		default:
			fatal("unknown command " + w[0])
		}
		fmt.Fprintf(out, "0x%016x\n", b)
	}
}
