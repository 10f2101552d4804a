// sliders.go - the exhaustive check of bitboards_sliders.go, built once per Go
// toolchain by tests/proofs/test_sliders.py in a module "sliders" whose
// bitboards/ holds bitboards.go and bitboards_sliders.go, with the list of its
// lookups, sliders_lookups.go, written beside it from the model.
//
// For every technique's rook and bishop attacks and one-lookup x-rays: on every
// square in turn, every subset of the square's relevant mask (RookRelevantMask,
// BishopRelevantMask) in carry-rippler order (occ = (occ - mask) & mask, the
// empty set first), then on every square in turn Boards random boards of a
// splitmix64 stream (seed Seed; board k of the stream: a, a&b, a&b&c or a|b of its
// next outputs, by k % 4); the queen's attacks on the random boards only. Prints
// one line per lookup:
//
//	hash TECHNIQUE PIECE KIND COUNT 0xHASH
//
// COUNT the answers, HASH their FNV-1a over 64-bit words (h = (h ^ answer) *
// 0x100000001b3 from 0xcbf29ce484222325), in the order above. The test computes
// the same from tests/oracles/reference.py.
//
// With the argument first-use, it asks each lookup once before anything else in
// the program has touched the slider tables, from the init() of this package
// (which Go runs after the init() of the package it imports, before main):
// Threads goroutines started together (a closed channel, their start gate), the
// goroutine t asking every lookup of `lookups` in order, each on the next
// (sq, occ) of a splitmix64 stream from FirstUseSeed + t (occ = a & b, sq = c %
// 64 of its next three outputs); main prints, for each goroutine in turn, one
// line a question, as tests/oracles/slider_hashes.py (check_first_use_lines)
// reads them:
//
//	first T TECHNIQUE PIECE KIND SQ 0xOCC 0xANSWER
//
// Without an argument, and with fill-each, it first prints the packed tables that
// hold anything when main starts, before any lookup (every one by default; none
// when built with -tags bitboards_nofill):
//
//	at-start TABLE...
//
// With fill-each, it then calls each fill group's own fill (FillMagicAttacks ...,
// `fills`), each followed by the packed tables that hold anything so far
// ("filled GROUP TABLE..."), then asks goroutine 0's questions of the first-use
// check in main and prints them as that check does.
package main

import (
	"bufio"
	"fmt"
	"os"
	"sync"

	bb "sliders/bitboards"
)

const (
	Boards       = 256 // random boards a square
	Seed         = 0x5eed5eed5eed5eed
	Threads      = 4 // goroutines of the first-use check
	FirstUseSeed = 0xf1257005e0000000
)

type lookup struct {
	technique, piece, kind string
	answer                 func(occ uint64, sq int) uint64
}

type fill struct {
	group string
	fill  func()
}

type packedTable struct {
	name    string
	entries []uint64
}

// lookups, every lookup of the techniques Go carries in the model's order, fills,
// each fill group's own fill, and packed, every packed table, are
// sliders_lookups.go, which tests/drivers/go/build.py writes beside this file.

// printHolding prints head and the name of each packed table that holds a nonzero entry.
func printHolding(out *bufio.Writer, head string) {
	fmt.Fprint(out, head)
	for _, t := range packed {
		for _, entry := range t.entries {
			if entry != 0 {
				fmt.Fprintf(out, " %s", t.name)
				break
			}
		}
	}
	fmt.Fprintln(out)
}

type splitmix64 uint64

func (s *splitmix64) next() uint64 {
	*s += 0x9e3779b97f4a7c15
	z := uint64(*s)
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// randomBoards returns Boards random boards for each square, in the stream's order.
func randomBoards() [64][Boards]uint64 {
	var out [64][Boards]uint64
	state := splitmix64(Seed)
	for sq := 0; sq < 64; sq++ {
		for k := 0; k < Boards; k++ {
			a := state.next()
			switch k % 4 {
			case 0:
				a &= state.next() & state.next()
			case 1:
				a &= state.next()
			case 3:
				a |= state.next()
			}
			out[sq][k] = a
		}
	}
	return out
}

// question is one first-use question and its answer.
type question struct {
	sq          int
	occ, answer uint64
}

// firstAnswers holds each goroutine's answers of the first-use check, asked in init().
var firstAnswers [Threads][]question

// ask returns goroutine t's answers of the first-use check: every lookup in order,
// each on the next (sq, occ) of a splitmix64 stream from FirstUseSeed + t.
func ask(t int) []question {
	var answers []question
	state := splitmix64(FirstUseSeed + uint64(t))
	for _, l := range lookups {
		a, b, c := state.next(), state.next(), state.next()
		q := question{sq: int(c % 64), occ: a & b}
		q.answer = l.answer(q.occ, q.sq)
		answers = append(answers, q)
	}
	return answers
}

func init() {
	if len(os.Args) < 2 || os.Args[1] != "first-use" {
		return
	}
	start := make(chan struct{})
	var done sync.WaitGroup
	for t := 0; t < Threads; t++ {
		done.Add(1)
		go func(t int) {
			defer done.Done()
			<-start
			firstAnswers[t] = ask(t)
		}(t)
	}
	close(start)
	done.Wait()
}

func main() {
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	if len(os.Args) > 1 && os.Args[1] == "fill-each" {
		printHolding(out, "at-start")
		for _, f := range fills {
			f.fill()
			printHolding(out, "filled "+f.group)
		}
		firstAnswers[0] = ask(0)
	}
	if len(os.Args) > 1 {
		for t, answers := range firstAnswers {
			for k, q := range answers {
				l := lookups[k]
				fmt.Fprintf(out, "first %d %s %s %s %d 0x%x 0x%x\n", t, l.technique, l.piece, l.kind, q.sq, q.occ, q.answer)
			}
		}
		return
	}
	printHolding(out, "at-start")
	boards := randomBoards()
	masks := map[string]*[64]uint64{"rook": &bb.RookRelevantMask, "bishop": &bb.BishopRelevantMask}
	for _, l := range lookups {
		hash, count := uint64(0xcbf29ce484222325), 0
		add := func(answer uint64) {
			hash = (hash ^ answer) * 0x100000001b3
			count++
		}
		if mask, ok := masks[l.piece]; ok {
			for sq := 0; sq < 64; sq++ {
				occ := uint64(0)
				for {
					add(l.answer(occ, sq))
					occ = (occ - mask[sq]) & mask[sq]
					if occ == 0 {
						break
					}
				}
			}
		}
		for sq := 0; sq < 64; sq++ {
			for _, occ := range boards[sq] {
				add(l.answer(occ, sq))
			}
		}
		fmt.Fprintf(out, "hash %s %s %s %d 0x%016x\n", l.technique, l.piece, l.kind, count, hash)
	}
}
