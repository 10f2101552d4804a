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

// lookups, every lookup of the techniques Go carries in the model's order, is
// sliders_lookups.go, which tests/drivers/go/build.py writes beside this file.

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
			state := splitmix64(FirstUseSeed + uint64(t))
			<-start
			for _, l := range lookups {
				a, b, c := state.next(), state.next(), state.next()
				q := question{sq: int(c % 64), occ: a & b}
				q.answer = l.answer(q.occ, q.sq)
				firstAnswers[t] = append(firstAnswers[t], q)
			}
		}(t)
	}
	close(start)
	done.Wait()
}

func main() {
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	if len(os.Args) > 1 && os.Args[1] == "first-use" {
		for t, answers := range firstAnswers {
			for k, q := range answers {
				l := lookups[k]
				fmt.Fprintf(out, "first %d %s %s %s %d 0x%x 0x%x\n", t, l.technique, l.piece, l.kind, q.sq, q.occ, q.answer)
			}
		}
		return
	}
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
