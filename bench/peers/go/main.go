// Command bitboard-peers-go: our generated Go sliders (generated/bitboards.go and
// bitboards_sliders.go, laid out in bitboards/ by tests/drivers/go/peers.py) against
// the slider lookups of github.com/corentings/chess/v2 (peer.go), the twin of
// bench/peers/rust's bitboard-peers.
//
//	bitboard-peers-go oracle
//	    Every technique of ours (and the package's own RookAttacks ..., as
//	    `main`) against the peer, rook and bishop on every subset of every
//	    square's relevant mask and on BOARDS random boards a square, the queen on
//	    all of those, and the one-lookup x-rays of fancy magic against two of the
//	    peer's lookups (a ^ attacks(occ &^ a)) on the rook's and the bishop's:
//	        compare TECHNIQUE PEER PIECE COUNT MISMATCHES
//	    and the peer's own answers digested as tests/oracles/slider_hashes.py
//	    digests a driver's (the rook and the bishop on every subset, then every
//	    piece on the random boards):
//	        hash PEER PIECE attacks COUNT 0xHASH
//	    Stops at the first disagreement, one line on stderr, status 1.
//	bitboard-peers-go race [ROUNDS [REPEATS]]
//	    Every contender on the same PAIRS random (square, occupancy) pairs, each
//	    given them in its own representation (the peer: its bits), ROUNDS times
//	    over (default 200), in two modes: independent lookups (their XOR) and a
//	    chain, each occupancy depending on the last answer:
//	        race CONTENDER ours|peer PIECE MODE MEDIAN_NS MIN_NS CHECKSUM
//	    ns a lookup, the median and the least of REPEATS timings (default 7),
//	    the contenders timed in turns; CHECKSUM the XOR of the answers to one
//	    round of the pairs (the warm-up's), in LERF, the same for every contender.
//	bitboard-peers-go count CONTENDER PIECE MODE LOOKUPS
//	    One warm-up lookup, then LOOKUPS lookups of one contender (for callgrind:
//	    the instructions of LOOKUPS lookups less those of 0).
//
// Bad arguments: one line on stderr, status 2.
package main

import (
	"fmt"
	"math/bits"
	"os"
	"sort"
	"strconv"
	"time"

	"github.com/corentings/chess/v2"

	bb "peers/bitboards"
)

const (
	usage     = "usage: bitboard-peers-go oracle | race [ROUNDS [REPEATS]] | count CONTENDER PIECE MODE LOOKUPS"
	peerName  = "corentings-chess"
	boards    = 256
	seed      = 0x5EED5EED5EED5EED
	fnvOffset = 0xcbf29ce484222325
	fnvPrime  = 0x00000100000001b3
	raceSeed  = 0x0BAD5EED00000001
	pairCount = 1 << 14
)

var pieces = []string{"rook", "bishop", "queen"}
var modes = []string{"independent", "chain"}

type lookup func(occ uint64, sq int) uint64

// --- the oracle -------------------------------------------------------------------

type technique struct {
	name                string
	rook, bishop, queen lookup
}

// Every technique of bitboards_sliders.go, and the package's own lookups as `main`.
var techniques = []technique{
	{"main", bb.RookAttacks, bb.BishopAttacks, bb.QueenAttacks},
	{"kindergarten", bb.RookAttacksKindergarten, bb.BishopAttacksKindergarten, bb.QueenAttacksKindergarten},
	{"kogge_stone", bb.RookAttacksKoggeStone, bb.BishopAttacksKoggeStone, bb.QueenAttacksKoggeStone},
	{"hyperbola", bb.RookAttacksHyperbola, bb.BishopAttacksHyperbola, bb.QueenAttacksHyperbola},
	{"hyperbola_rbit", bb.RookAttacksHyperbolaRbit, bb.BishopAttacksHyperbolaRbit, bb.QueenAttacksHyperbolaRbit},
	{"magic", bb.RookAttacksMagic, bb.BishopAttacksMagic, bb.QueenAttacksMagic},
	{"black", bb.RookAttacksBlack, bb.BishopAttacksBlack, bb.QueenAttacksBlack},
	{"magic32", bb.RookAttacksMagic32, bb.BishopAttacksMagic32, bb.QueenAttacksMagic32},
}

// The one-lookup x-rays, against the peer's attacks twice.
var xrays = []technique{
	{"magic_xray", bb.XrayRookAttacksMagic, bb.XrayBishopAttacksMagic, nil},
}

// xrayOf returns the x-ray lookup of attacks `f`: the set through every first blocker.
func xrayOf(f lookup) lookup {
	return func(occ uint64, sq int) uint64 {
		a := f(occ, sq)
		return a ^ f(occ&^a, sq)
	}
}

type splitMix64 uint64

func (s *splitMix64) next() uint64 {
	*s += 0x9E3779B97F4A7C15
	z := uint64(*s)
	z = (z ^ z>>30) * 0xBF58476D1CE4E5B9
	z = (z ^ z>>27) * 0x94D049BB133111EB
	return z ^ z>>31
}

// board returns board k of a square: a & b & c, a & b, a, or a | b, by k % 4.
func (s *splitMix64) board(k int) uint64 {
	a := s.next()
	switch k % 4 {
	case 0:
		return a & s.next() & s.next()
	case 1:
		return a & s.next()
	case 2:
		return a
	}
	return a | s.next()
}

type pair struct {
	occ uint64
	sq  int
}

var orthogonal = [][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}
var diagonal = [][2]int{{1, 1}, {-1, -1}, {1, -1}, {-1, 1}}

// relevantMask walks the rays of `dirs` from sq, each ray's last square left out.
func relevantMask(sq int, dirs [][2]int) uint64 {
	var mask uint64
	for _, d := range dirs {
		f, r := sq%8+d[0], sq/8+d[1]
		for f+d[0] >= 0 && f+d[0] < 8 && r+d[1] >= 0 && r+d[1] < 8 {
			mask |= 1 << uint(8*r+f)
			f, r = f+d[0], r+d[1]
		}
	}
	return mask
}

// subsets returns every subset of every square's relevant mask, in carry-rippler
// order (the empty set first).
func subsets(dirs [][2]int) []pair {
	var out []pair
	for sq := 0; sq < 64; sq++ {
		mask, occ := relevantMask(sq, dirs), uint64(0)
		for {
			out = append(out, pair{occ, sq})
			occ = (occ - mask) & mask
			if occ == 0 {
				break
			}
		}
	}
	return out
}

func randomBoards() []pair {
	stream := splitMix64(seed)
	out := make([]pair, 0, 64*boards)
	for sq := 0; sq < 64; sq++ {
		for k := 0; k < boards; k++ {
			out = append(out, pair{stream.board(k), sq})
		}
	}
	return out
}

func concat(lists ...[]pair) []pair {
	var out []pair
	for _, l := range lists {
		out = append(out, l...)
	}
	return out
}

// checkSquares fails unless the peer's exported squares number as LERF does.
func checkSquares() {
	for sq := 0; sq < 64; sq++ {
		s := chess.NewSquare(chess.File(sq%8), chess.Rank(sq/8))
		if int(s) != sq || int(s.File()) != sq%8 || int(s.Rank()) != sq/8 {
			fmt.Fprintf(os.Stderr, "bitboard-peers-go: %s's square %s is %d, not LERF's %d\n", peerName, s, int(s), sq)
			os.Exit(1)
		}
	}
	if chess.A1 != 0 || chess.H1 != 7 || chess.A8 != 56 || chess.H8 != 63 {
		fmt.Fprintf(os.Stderr, "bitboard-peers-go: %s's A1, H1, A8, H8 are not 0, 7, 56, 63\n", peerName)
		os.Exit(1)
	}
}

func oracle() {
	checkSquares()
	random := randomBoards()
	rook, bishop := subsets(orthogonal), subsets(diagonal)
	digested := [][]pair{concat(rook, random), concat(bishop, random), random}
	compared := [][]pair{concat(rook, random), concat(bishop, random), concat(rook, bishop, random)}
	peer := []lookup{peerRook, peerBishop, peerQueen}
	for p := range pieces {
		h := uint64(fnvOffset)
		for _, b := range digested[p] {
			h = (h ^ peer[p](b.occ, b.sq)) * fnvPrime
		}
		fmt.Printf("hash %s %s attacks %d 0x%016x\n", peerName, pieces[p], len(digested[p]), h)
	}
	answers := make([][]uint64, 3)
	for p := range pieces {
		for _, b := range compared[p] {
			answers[p] = append(answers[p], peer[p](b.occ, b.sq))
		}
	}
	for _, t := range techniques {
		for p, f := range []lookup{t.rook, t.bishop, t.queen} {
			compare(t.name, pieces[p], f, compared[p], answers[p])
		}
	}
	xrayAnswers := []lookup{xrayOf(peerRook), xrayOf(peerBishop)}
	for _, t := range xrays {
		for p, f := range []lookup{t.rook, t.bishop} {
			want := make([]uint64, len(compared[p]))
			for k, b := range compared[p] {
				want[k] = xrayAnswers[p](b.occ, b.sq)
			}
			compare(t.name, pieces[p], f, compared[p], want)
		}
	}
}

// compare checks f against the peer's answers `want` on `boards`; stops the program
// at the first disagreement.
func compare(name, piece string, f lookup, boards []pair, want []uint64) {
	for k, b := range boards {
		if got := f(b.occ, b.sq); got != want[k] {
			fmt.Fprintf(os.Stderr, "bitboard-peers-go: %s %s sq %d occ 0x%016x: ours 0x%016x, %s 0x%016x\n",
				name, piece, b.sq, b.occ, got, peerName, want[k])
			os.Exit(1)
		}
	}
	fmt.Printf("compare %s %s %s %d 0\n", name, peerName, piece, len(boards))
}

// --- the race ---------------------------------------------------------------------

// zero is 0, which the compiler cannot know where the chains read it; sink keeps
// the timed runs' answers.
var zero, sink uint64

// independent returns the XOR of f over `pairs`, `rounds` times over; inlined into
// each contender's run, with f, so that every lookup is a direct call or inlined.
func independent(pairs []pair, rounds int, f lookup) uint64 {
	var x uint64
	for r := 0; r < rounds; r++ {
		for _, p := range pairs {
			x ^= f(p.occ, p.sq)
		}
	}
	return x
}

// chain returns the same, each lookup's occupancy depending on the last answer.
func chain(pairs []pair, rounds int, f lookup) uint64 {
	var x, last uint64
	for r := 0; r < rounds; r++ {
		for _, p := range pairs {
			last = f(p.occ^(last&zero), p.sq)
			x ^= last
		}
	}
	return x
}

type runner func(piece, mode int, pairs []pair, rounds int) uint64

// The runners of the contenders, runMagic ... runPeer (a switch of direct calls of
// independent and chain, one a piece and mode, each with its lookup, which Go
// inlines into the loop), are written into runners.go by tests/drivers/go/peers.py
// (RUNNERS) when it lays the module out.

// Our fancy magic called as the peer's lookups are, never inlined: what the call
// costs, against the peer, whose lookups (reached by go:linkname) the compiler
// cannot inline here.
//
//go:noinline
func rookMagicCalled(occ uint64, sq int) uint64 { return bb.RookAttacksMagic(occ, sq) }

//go:noinline
func bishopMagicCalled(occ uint64, sq int) uint64 { return bb.BishopAttacksMagic(occ, sq) }

//go:noinline
func queenMagicCalled(occ uint64, sq int) uint64 {
	return bb.RookAttacksMagic(occ, sq) | bb.BishopAttacksMagic(occ, sq)
}

type contender struct {
	name string
	ours bool
	run  runner
	// native converts a LERF bitboard into the contender's, and its answers back
	// (bit reversal, its own inverse, for the peer; nothing for ours)
	native func(uint64) uint64
}

func same(b uint64) uint64 { return b }

var contenders = []contender{
	{"magic", true, runMagic, same},
	{"black", true, runBlack, same},
	{"hyperbola", true, runHyperbola, same},
	{"kindergarten", true, runKindergarten, same},
	{"magic_called", true, runMagicCalled, same},
	{peerName, false, runPeer, bits.Reverse64},
}

// racePairs returns PAIRS random (LERF square, occupancy) pairs.
func racePairs() []pair {
	stream := splitMix64(raceSeed)
	out := make([]pair, pairCount)
	for k := range out {
		sq := int(stream.next() >> 58)
		out[k] = pair{stream.board(k), sq}
	}
	return out
}

func nativePairs(c contender, pairs []pair) []pair {
	out := make([]pair, len(pairs))
	for k, p := range pairs {
		out[k] = pair{c.native(p.occ), p.sq}
	}
	return out
}

func race(rounds, repeats int) {
	pairs := racePairs()
	for piece := range pieces {
		for mode := range modes {
			times := make([][]float64, len(contenders))
			sums := make([]uint64, len(contenders))
			native := make([][]pair, len(contenders))
			for k, c := range contenders {
				native[k] = nativePairs(c, pairs)
				sums[k] = c.native(c.run(piece, mode, native[k], 1)) // warm-up: caches
			}
			for r := 0; r < repeats; r++ {
				for k, c := range contenders {
					start := time.Now()
					sink ^= c.run(piece, mode, native[k], rounds)
					times[k] = append(times[k], float64(time.Since(start).Nanoseconds())/float64(rounds*len(pairs)))
				}
			}
			for k, c := range contenders {
				sort.Float64s(times[k])
				side := "peer"
				if c.ours {
					side = "ours"
				}
				fmt.Printf("race %s %s %s %s %.3f %.3f %d\n", c.name, side, pieces[piece], modes[mode], times[k][repeats/2], times[k][0], sums[k])
			}
		}
	}
}

func count(name string, piece, mode, lookups int) {
	for _, c := range contenders {
		if c.name != name {
			continue
		}
		all := nativePairs(c, racePairs())
		c.run(piece, mode, all[:1], 1)
		// the XOR of the answers, in LERF (whole rounds in even number cancel)
		x := c.run(piece, mode, all, lookups/len(all)) ^ c.run(piece, mode, all[:lookups%len(all)], 1)
		fmt.Printf("count %s %s %s %d %d\n", name, pieces[piece], modes[mode], lookups, c.native(x))
		return
	}
	fail(fmt.Sprintf("no contender %q in this build", name))
}

// --- the command line ---------------------------------------------------------------

func fail(message string) {
	fmt.Fprintf(os.Stderr, "bitboard-peers-go: %s\n", message)
	os.Exit(2)
}

func number(value string) int {
	n, err := strconv.Atoi(value)
	if err != nil || n < 0 {
		fail(fmt.Sprintf("not a count: %q", value))
	}
	return n
}

func position(list []string, what, value string) int {
	for k, v := range list {
		if v == value {
			return k
		}
	}
	fail(fmt.Sprintf("%s %q: choose from %s", what, value, joined(list)))
	return 0
}

func joined(list []string) string {
	out := ""
	for k, v := range list {
		if k > 0 {
			out += ", "
		}
		out += v
	}
	return out
}

func main() {
	zero = uint64(len(os.Args)) >> 63
	args := os.Args[1:]
	switch {
	case len(args) == 1 && args[0] == "oracle":
		oracle()
	case len(args) >= 1 && len(args) <= 3 && args[0] == "race":
		rounds, repeats := 200, 7
		if len(args) > 1 {
			rounds = number(args[1])
		}
		if len(args) > 2 {
			repeats = number(args[2])
		}
		race(max(rounds, 1), max(repeats, 1))
	case len(args) == 5 && args[0] == "count":
		count(args[1], position(pieces, "piece", args[2]), position(modes, "mode", args[3]), number(args[4]))
	default:
		fail(usage)
	}
}
