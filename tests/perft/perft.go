// perft.go - a complete legal move generator and perft counter built on the
// generated Go package, the twin of perft.c and perft.rs.
//
// Every attack set here comes from bitboards.go (generated/, or the package of
// any square mapping): sliders from rookAttacks / bishopAttacks / queenAttacks
// and absolute pins from pinnedPieces, which sliders.go beside this file defines
// (tests/drivers/go/build.py writes it: bitboards.go's RookAttacks ... and Pinned,
// or one technique of bitboards_sliders.go, RookAttacksMagic ..., chosen at build
// time and called directly); leapers from KnightAttacks, KingAttacks and
// PawnAttacks[color][sq], pin rays from Line and check-blocking squares from Between.
// Squares come from the package's names, Square, SquareFile, SquareRank and
// DirShift only, so this file counts right on the package of every square
// mapping. Nothing else is precomputed, so a wrong table entry shows up as a
// wrong node count against the published perft numbers.
//
// Usage:
//
//	perft "<FEN>" DEPTH            prints the number of leaf nodes
//	perft --divide "<FEN>" DEPTH   one line per legal root move in UCI form
//	                               ("e2e4: 20", "a7a8q: 1"), sorted by move,
//	                               then the total
//	perft [--divide] - DEPTH       the same for each line of standard input,
//	                               one FEN a line, in turn
//
// The count is always the last line of standard output (of each FEN's
// answer). Bad input (malformed FEN, an impossible position, a bad depth,
// wrong arguments) gives one line on standard error starting with "perft: "
// and exit status 2; with `-`, a bad line gets its error there, after the
// answers to the lines before it, and the lines after it are answered (a
// line's trailing "\r" is ignored; no lines, no output). The input rules are
// perft.c's, word for word in its opening comment (and its usage).
//
// Build: a module "perft" whose directory holds this file and sliders.go, and
// bitboards.go (with bitboards_sliders.go for a technique) in bitboards/
// (tests/drivers/go/build.py lays it out, as `make perft-go` does):
//
//	go build -o build/perft-go .
//
// The generator is strictly legal, as perft.c's (see its opening comment for
// the six steps), so perft counts the moves of the last ply without making
// them ("bulk counting").
package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"

	bb "perft/bitboards"
)

// ------------------------------------------------------------------------
// Position
// ------------------------------------------------------------------------

// sqBit returns the bitboard of square sq alone.
func sqBit(sq int) uint64 {
	return 1 << uint(sq)
}

// pawnStep returns the square difference of one pawn step forward: north for white.
func pawnStep(color int) int {
	if color == bb.White {
		return bb.DirShift[bb.Nort]
	}
	return bb.DirShift[bb.Sout]
}

const noPiece = 6 // board[] entry of an empty square
// No position has more legal moves than this (see perft.c).
const maxMoves = 62*27 + 10
const maxDepth = 64

// Castling rights, one bit each.
const (
	castleWK = 1
	castleWQ = 2
	castleBK = 4
	castleBQ = 8
)

type position struct {
	pieces         [2][6]uint64 // [color][kind]: White/Black, Pawn..King
	colors         [2]uint64    // all pieces of one color
	occupied       uint64       // all pieces
	board          [64]uint8    // the piece kind on each square, or noPiece
	side           int          // the color to move
	castling       int          // castle* bits still held
	epSquare       int          // the square a pawn may capture onto en passant, or -1
	halfmoveClock  int64
	fullmoveNumber int64
}

// emptyPosition returns the empty board, white to move.
func emptyPosition() position {
	pos := position{side: bb.White, epSquare: -1, fullmoveNumber: 1}
	for sq := range pos.board {
		pos.board[sq] = noPiece
	}
	return pos
}

func (pos *position) putPiece(color, kind, sq int) {
	pos.pieces[color][kind] |= sqBit(sq)
	pos.colors[color] |= sqBit(sq)
	pos.occupied |= sqBit(sq)
	pos.board[sq] = uint8(kind)
}

func (pos *position) removePiece(color, kind, sq int) {
	pos.pieces[color][kind] &^= sqBit(sq)
	pos.colors[color] &^= sqBit(sq)
	pos.occupied &^= sqBit(sq)
	pos.board[sq] = noPiece
}

// attackersOf returns the pieces of color `by` that attack sq when the board
// holds occ (other than pos.occupied to ask "what if").
func (pos *position) attackersOf(sq, by int, occ uint64) uint64 {
	p := &pos.pieces[by]
	// A pawn of `by` attacks sq exactly when a pawn of the other color on sq
	// would attack the pawn's square.
	return bb.PawnAttacks[by^1][sq]&p[bb.Pawn] |
		bb.KnightAttacks[sq]&p[bb.Knight] |
		bb.KingAttacks[sq]&p[bb.King] |
		bishopAttacks(occ, sq)&(p[bb.Bishop]|p[bb.Queen]) |
		rookAttacks(occ, sq)&(p[bb.Rook]|p[bb.Queen])
}

// kingSquare returns the square of the king of color.
func (pos *position) kingSquare(color int) int {
	return bb.Lsb(pos.pieces[color][bb.King])
}

// ------------------------------------------------------------------------
// Moves
// ------------------------------------------------------------------------

const (
	moveNormal = iota
	moveDoublePush
	moveEnPassant
	moveCastle
)

type move struct {
	from, to  uint8
	promotion uint8 // Knight..Queen, or noPiece
	kind      uint8 // move*
}

// castleRule is one castling move: the right it needs and where king and rook go.
type castleRule struct {
	right                              int
	kingFrom, kingTo, rookFrom, rookTo int
}

var castleRules = [4]castleRule{
	{castleWK, bb.E1, bb.G1, bb.H1, bb.F1},
	{castleWQ, bb.E1, bb.C1, bb.A1, bb.D1},
	{castleBK, bb.E8, bb.G8, bb.H8, bb.F8},
	{castleBQ, bb.E8, bb.C8, bb.A8, bb.D8},
}

// rightsTouching returns the castling rights lost when a piece leaves or arrives on sq.
func rightsTouching(sq int) int {
	rights := 0
	for _, r := range castleRules {
		if sq == r.kingFrom || sq == r.rookFrom {
			rights |= r.right
		}
	}
	return rights
}

func addMove(list *[]move, from, to int, promotion, kind uint8) {
	*list = append(*list, move{uint8(from), uint8(to), promotion, kind})
}

// addPawnMove adds a pawn move; one to the last rank is four moves, one per promotion piece.
func addPawnMove(list *[]move, from, to int, kind uint8) {
	rank := bb.SquareRank(to)
	if rank == 0 || rank == 7 {
		for _, promotion := range [4]uint8{bb.Queen, bb.Rook, bb.Bishop, bb.Knight} {
			addMove(list, from, to, promotion, kind)
		}
	} else {
		addMove(list, from, to, noPiece, kind)
	}
}

// attacksOf returns the attacks of a knight, bishop, rook or queen on sq.
func attacksOf(kind int, occ uint64, sq int) uint64 {
	switch kind {
	case bb.Knight:
		return bb.KnightAttacks[sq]
	case bb.Bishop:
		return bishopAttacks(occ, sq)
	case bb.Rook:
		return rookAttacks(occ, sq)
	}
	return queenAttacks(occ, sq)
}

// enPassantIsLegal returns whether capturing en passant from `from` onto `to`
// is legal: every attack on the king recomputed with the occupancy after the capture.
func enPassantIsLegal(pos *position, from, to, kingSq int) bool {
	captured := to - pawnStep(pos.side)
	occAfter := (pos.occupied ^ sqBit(from) ^ sqBit(captured)) | sqBit(to)
	return pos.attackersOf(kingSq, pos.side^1, occAfter)&^sqBit(captured) == 0
}

func generatePawnMoves(pos *position, list *[]move, kingSq int, targets, pinned uint64) {
	us := pos.side
	up := pawnStep(us)
	startRank := 6
	if us == bb.White {
		startRank = 1
	}
	enemy := pos.colors[us^1]
	pawns := pos.pieces[us][bb.Pawn]

	for pawns != 0 {
		from := bb.Lsb(pawns)
		pawns &= pawns - 1
		// The squares this pawn may land on: evasion targets, pin ray.
		allowed := targets
		if pinned&sqBit(from) != 0 {
			allowed &= bb.Line[kingSq][from]
		}
		to := from + up // on the board: no pawn stands on the last rank

		// Pushes: one square, and two from the start rank, onto empty squares.
		if pos.occupied&sqBit(to) == 0 {
			if allowed&sqBit(to) != 0 {
				addPawnMove(list, from, to, moveNormal)
			}
			if bb.SquareRank(from) == startRank {
				to2 := to + up
				if pos.occupied&sqBit(to2) == 0 && allowed&sqBit(to2) != 0 {
					addMove(list, from, to2, noPiece, moveDoublePush)
				}
			}
		}

		// Captures, promotions included.
		captures := bb.PawnAttacks[us][from] & enemy & allowed
		for captures != 0 {
			addPawnMove(list, from, bb.Lsb(captures), moveNormal)
			captures &= captures - 1
		}

		// En passant has its own complete legality test.
		if ep := pos.epSquare; ep >= 0 {
			if bb.PawnAttacks[us][from]&sqBit(ep) != 0 && enPassantIsLegal(pos, from, ep, kingSq) {
				addMove(list, from, ep, noPiece, moveEnPassant)
			}
		}
	}
}

func generateCastling(pos *position, list *[]move) {
	us := pos.side
	// castleRules holds white's two rules, then black's.
	for _, r := range castleRules[2*us : 2*us+2] {
		if pos.castling&r.right == 0 || bb.Between[r.kingFrom][r.rookFrom]&pos.occupied != 0 {
			continue
		}
		// The king does not pass through or land on an attacked square (it is
		// not in check now: castling is only tried then).
		crossed := bb.Between[r.kingFrom][r.kingTo] | sqBit(r.kingTo)
		safe := true
		for crossed != 0 && safe {
			safe = pos.attackersOf(bb.Lsb(crossed), us^1, pos.occupied) == 0
			crossed &= crossed - 1
		}
		if safe {
			addMove(list, r.kingFrom, r.kingTo, noPiece, moveCastle)
		}
	}
}

// generateLegalMoves fills list with exactly the legal moves of pos.
func generateLegalMoves(pos *position, list *[]move) {
	us := pos.side
	them := us ^ 1
	own := pos.colors[us]
	enemyRq := pos.pieces[them][bb.Rook] | pos.pieces[them][bb.Queen]
	enemyBq := pos.pieces[them][bb.Bishop] | pos.pieces[them][bb.Queen]
	kingSq := pos.kingSquare(us)
	checkers := pos.attackersOf(kingSq, them, pos.occupied)
	pinned := pinnedPieces(pos.occupied, own, kingSq, enemyRq, enemyBq)

	*list = (*list)[:0]

	// King moves, the king lifted off the board for the attack test.
	moves := bb.KingAttacks[kingSq] &^ own
	for moves != 0 {
		to := bb.Lsb(moves)
		if pos.attackersOf(to, them, pos.occupied^sqBit(kingSq)) == 0 {
			addMove(list, kingSq, to, noPiece, moveNormal)
		}
		moves &= moves - 1
	}

	// In double check only the king can move.
	if checkers&(checkers-1) != 0 {
		return
	}

	// In single check every other move captures the checker or blocks it.
	var targets uint64
	if checkers != 0 {
		targets = checkers | bb.Between[kingSq][bb.Lsb(checkers)]
	} else {
		generateCastling(pos, list)
		targets = ^own
	}

	// Knights, bishops, rooks, queens; a pinned piece keeps to its pin line.
	for kind := bb.Knight; kind <= bb.Queen; kind++ {
		pieces := pos.pieces[us][kind]
		for pieces != 0 {
			from := bb.Lsb(pieces)
			pieces &= pieces - 1
			moves := attacksOf(kind, pos.occupied, from) & targets
			if pinned&sqBit(from) != 0 {
				moves &= bb.Line[kingSq][from]
			}
			for moves != 0 {
				addMove(list, from, bb.Lsb(moves), noPiece, moveNormal)
				moves &= moves - 1
			}
		}
	}

	generatePawnMoves(pos, list, kingSq, targets, pinned)
}

// makeMove returns pos after the legal move m (copy-make).
func makeMove(pos *position, m move) position {
	us := pos.side
	them := us ^ 1
	from, to := int(m.from), int(m.to)
	moved := pos.board[from]
	captured := pos.board[to]
	next := *pos

	next.removePiece(us, int(moved), from)
	if m.kind == moveEnPassant {
		next.removePiece(them, bb.Pawn, to-pawnStep(us))
	} else if captured != noPiece {
		next.removePiece(them, int(captured), to)
	}
	placed := moved
	if m.promotion != noPiece {
		placed = m.promotion
	}
	next.putPiece(us, int(placed), to)

	if m.kind == moveCastle {
		for _, r := range castleRules {
			if r.kingTo == to {
				next.removePiece(us, bb.Rook, r.rookFrom)
				next.putPiece(us, bb.Rook, r.rookTo)
			}
		}
	}

	next.castling &^= rightsTouching(from) | rightsTouching(to)
	next.epSquare = -1
	if m.kind == moveDoublePush {
		next.epSquare = from + pawnStep(us)
	}
	next.halfmoveClock = pos.halfmoveClock + 1
	if moved == bb.Pawn || captured != noPiece {
		next.halfmoveClock = 0
	}
	next.fullmoveNumber = pos.fullmoveNumber
	if us == bb.Black {
		next.fullmoveNumber++
	}
	next.side = them
	return next
}

// ------------------------------------------------------------------------
// Perft
// ------------------------------------------------------------------------

// perft returns the number of leaf nodes depth plies below pos (depth >= 1);
// lists[0] holds the moves of this ply, the rest those of the plies below.
func perft(pos *position, depth int, lists [][]move) uint64 {
	var positions [maxDepth]position
	return perftFrom(pos, depth, lists, positions[:])
}

// perftFrom is perft with the positions of the plies below in `below`: a
// position made in a local and passed down by its address would move to the
// heap (Go's escape analysis gives up on a recursive call), one allocation a
// node, which measured 1.12 s against 0.88 s for Kiwipete at depth 5.
func perftFrom(pos *position, depth int, lists [][]move, below []position) uint64 {
	list := &lists[0]
	generateLegalMoves(pos, list)
	if depth == 1 {
		return uint64(len(*list)) // bulk counting: the moves are legal
	}
	var nodes uint64
	for _, m := range *list {
		below[0] = makeMove(pos, m)
		nodes += perftFrom(&below[0], depth-1, lists[1:], below[1:])
	}
	return nodes
}

// moveLists returns the move lists of a search depth plies deep.
func moveLists(depth int) [][]move {
	lists := make([][]move, depth)
	for i := range lists {
		lists[i] = make([]move, 0, maxMoves)
	}
	return lists
}

// moveToUCI returns m in UCI form ("e2e4", "e7e8q").
func moveToUCI(m move) string {
	name := func(sq int) string {
		return string([]byte{byte('a' + bb.SquareFile(sq)), byte('1' + bb.SquareRank(sq))})
	}
	uci := name(int(m.from)) + name(int(m.to))
	if m.promotion != noPiece {
		uci += string("pnbrqk"[m.promotion])
	}
	return uci
}

// ------------------------------------------------------------------------
// Input
// ------------------------------------------------------------------------

// parseNumber returns the number 1..9 decimal digits (nothing else) spell, and
// whether they do and it is no greater than max.
func parseNumber(s string, max int64) (int64, bool) {
	if len(s) == 0 || len(s) > 9 {
		return 0, false
	}
	var value int64
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return 0, false
		}
		value = 10*value + int64(s[i]-'0')
	}
	return value, value <= max
}

// showByte returns byte c as show writes it.
func showByte(c byte) byte {
	if c >= 0x20 && c < 0x7f {
		return c
	}
	return '?'
}

// show returns input text for an error message: at most 24 bytes, anything but
// printable ASCII shown as '?', so the message stays one line.
func show(text string) string {
	var shown []byte
	for i := 0; i < len(text) && i < 24; i++ {
		shown = append(shown, showByte(text[i]))
	}
	if len(text) > 24 {
		shown = append(shown, "..."...)
	}
	return string(shown)
}

// fenError is the message saying why a FEN cannot be searched.
type fenError string

func (e fenError) Error() string { return string(e) }

func errorf(format string, args ...interface{}) error {
	return fenError(fmt.Sprintf(format, args...))
}

func parsePlacement(f string, pos *position) error {
	const letters = "pnbrqk"
	rank, file := 7, 0
	for i := 0; i < len(f); i++ {
		c := f[i]
		switch {
		case c == '/':
			if file != 8 {
				return errorf("rank %d of the FEN covers %d squares, not 8", rank+1, file)
			}
			if rank == 0 {
				return errorf("the FEN piece placement has more than 8 ranks")
			}
			rank--
			file = 0
		case c >= '1' && c <= '8':
			file += int(c - '0')
			if file > 8 {
				return errorf("rank %d of the FEN covers more than 8 squares", rank+1)
			}
		default:
			// Black pieces in lower case, white in upper case.
			color := bb.White
			if c >= 'a' && c <= 'z' {
				color = bb.Black
			}
			lower := c
			if c >= 'A' && c <= 'Z' {
				lower = c + 'a' - 'A'
			}
			kind := strings.IndexByte(letters, lower)
			if kind < 0 {
				return errorf("bad character '%c' in the FEN piece placement", showByte(c))
			}
			if file >= 8 {
				return errorf("rank %d of the FEN covers more than 8 squares", rank+1)
			}
			pos.putPiece(color, kind, bb.Square(file, rank))
			file++
		}
	}
	if file != 8 {
		return errorf("rank %d of the FEN covers %d squares, not 8", rank+1, file)
	}
	if rank != 0 {
		return errorf("the FEN piece placement has %d ranks, not 8", 8-rank)
	}
	return nil
}

func parseCastling(f string, pos *position) error {
	const letters = "KQkq" // in the order of castleRules
	pos.castling = 0
	if f == "-" {
		return nil
	}
	bad := errorf("bad FEN castling field '%s'", show(f))
	if len(f) == 0 || len(f) > 4 {
		return bad
	}
	for i := 0; i < len(f); i++ {
		// The rights grow in KQkq order, so a letter must add a larger one.
		k := strings.IndexByte(letters, f[i])
		if k < 0 || pos.castling >= castleRules[k].right {
			return bad // an unknown, repeated or out-of-order letter
		}
		r := castleRules[k]
		color := k / 2 // KQ white, kq black
		if pos.pieces[color][bb.King]&sqBit(r.kingFrom) == 0 || pos.pieces[color][bb.Rook]&sqBit(r.rookFrom) == 0 {
			return errorf("castling right '%c' without king and rook on their home squares", f[i])
		}
		pos.castling |= r.right
	}
	return nil
}

// parseEnPassant reads the en-passant field, which names the square behind a
// pawn that has just made a double push, with that pawn in front of it and
// both squares it crossed empty.
func parseEnPassant(f string, pos *position) error {
	pos.epSquare = -1
	if f == "-" {
		return nil
	}
	rank := byte('3')
	if pos.side == bb.White {
		rank = '6'
	}
	if len(f) != 2 || f[0] < 'a' || f[0] > 'h' || f[1] != rank {
		return errorf("bad FEN en-passant field '%s'", show(f))
	}
	sq := bb.Square(int(f[0]-'a'), int(f[1]-'1'))
	pawnSq := sq - pawnStep(pos.side)
	originSq := sq + pawnStep(pos.side)
	if pos.pieces[pos.side^1][bb.Pawn]&sqBit(pawnSq) == 0 || pos.occupied&(sqBit(sq)|sqBit(originSq)) != 0 {
		return errorf("FEN en-passant square '%s' does not follow a double pawn push", show(f))
	}
	pos.epSquare = sq
	return nil
}

// parseFEN returns the position of a FEN (four to six fields: the two move
// counters may be left out), checked that it can be searched; or the error
// saying why not.
func parseFEN(fen string) (position, error) {
	// Split on runs of white space; a seventh field is only there to be refused.
	fields := strings.FieldsFunc(fen, func(c rune) bool { return strings.ContainsRune(" \t\n\r\v\f", c) })
	if len(fields) < 4 || len(fields) > 6 {
		got := fmt.Sprint(len(fields))
		if len(fields) > 6 {
			got = "more than 6"
		}
		return position{}, errorf("a FEN has 4 to 6 fields, got %s", got)
	}
	pos := emptyPosition()
	if err := parsePlacement(fields[0], &pos); err != nil {
		return pos, err
	}
	for color, name := range [2]string{"white", "black"} {
		if kings := bb.Popcount(pos.pieces[color][bb.King]); kings != 1 {
			return pos, errorf("the position has %d %s kings, not exactly one", kings, name)
		}
	}
	if (pos.pieces[bb.White][bb.Pawn]|pos.pieces[bb.Black][bb.Pawn])&(bb.RankMask[bb.A1]|bb.RankMask[bb.A8]) != 0 {
		return pos, errorf("the position has a pawn on the first or last rank")
	}
	switch fields[1] {
	case "w":
		pos.side = bb.White
	case "b":
		pos.side = bb.Black
	default:
		return pos, errorf("bad FEN side to move '%s' (expected w or b)", show(fields[1]))
	}
	// The side that just moved cannot have left its king attacked.
	if pos.attackersOf(pos.kingSquare(pos.side^1), pos.side, pos.occupied) != 0 {
		return pos, errorf("the side not to move is in check")
	}
	if err := parseCastling(fields[2], &pos); err != nil {
		return pos, err
	}
	if err := parseEnPassant(fields[3], &pos); err != nil {
		return pos, err
	}
	if len(fields) > 4 {
		clock, ok := parseNumber(fields[4], 999_999_999)
		if !ok {
			return pos, errorf("bad FEN halfmove clock '%s'", show(fields[4]))
		}
		pos.halfmoveClock = clock
	}
	if len(fields) > 5 {
		number, ok := parseNumber(fields[5], 999_999_999)
		if !ok || number < 1 {
			return pos, errorf("bad FEN fullmove number '%s'", show(fields[5]))
		}
		pos.fullmoveNumber = number
	}
	return pos, nil
}

// fail prints "perft: message" on stderr and exits with status 2.
func fail(message string) {
	fmt.Fprintf(os.Stderr, "perft: %s\n", message)
	os.Exit(2)
}

// answer writes the answer for one FEN to out: the node count depth plies
// deep, or with divide the sorted "uci: count" line of each legal root move,
// then the total. A FEN that cannot be searched gets its "perft: " line on
// stderr instead (out flushed first), and answer returns false.
func answer(out *bufio.Writer, fen string, depth int, divide bool, lists [][]move) bool {
	pos, err := parseFEN(fen)
	if err != nil {
		out.Flush()
		fmt.Fprintf(os.Stderr, "perft: %s\n", err)
		return false
	}
	if !divide {
		fmt.Fprintf(out, "%d\n", perft(&pos, depth, lists))
		return true
	}
	root := make([]move, 0, maxMoves)
	generateLegalMoves(&pos, &root)
	type line struct {
		uci   string
		nodes uint64
	}
	lines := make([]line, 0, len(root))
	var total uint64
	for _, m := range root {
		nodes := uint64(1)
		if depth > 1 {
			next := makeMove(&pos, m)
			nodes = perft(&next, depth-1, lists)
		}
		lines = append(lines, line{moveToUCI(m), nodes})
		total += nodes
	}
	sort.Slice(lines, func(i, j int) bool { return lines[i].uci < lines[j].uci })
	for _, l := range lines {
		fmt.Fprintf(out, "%s: %d\n", l.uci, l.nodes)
	}
	fmt.Fprintf(out, "%d\n", total)
	return true
}

func main() {
	args := os.Args[1:]
	divide := false
	var fen, depthText string
	switch {
	case len(args) == 3 && args[0] == "--divide":
		divide, fen, depthText = true, args[1], args[2]
	case len(args) == 2 && !strings.HasPrefix(args[0], "--"):
		fen, depthText = args[0], args[1]
	default:
		fail("usage: perft [--divide] \"<FEN>\"|- DEPTH")
	}
	depth, ok := parseNumber(depthText, maxDepth)
	if !ok || depth < 1 {
		fail(fmt.Sprintf("depth must be an integer from 1 to %d, got '%s'", maxDepth, show(depthText)))
	}

	out := bufio.NewWriter(os.Stdout)
	lists := moveLists(int(depth))
	answered := true // every line, or the argument
	if fen == "-" {
		// One FEN a line; the last line may lack its newline.
		input := bufio.NewReader(os.Stdin)
		for {
			line, err := input.ReadString('\n')
			if err != nil && err != io.EOF {
				out.Flush()
				fail(fmt.Sprintf("cannot read standard input: %v", err))
			}
			if line != "" {
				line = strings.TrimSuffix(strings.TrimSuffix(line, "\n"), "\r")
				answered = answer(out, line, int(depth), divide, lists) && answered
			}
			if err == io.EOF {
				break
			}
		}
	} else {
		answered = answer(out, fen, int(depth), divide, lists)
	}
	if out.Flush() != nil {
		os.Exit(1)
	}
	if !answered {
		os.Exit(2)
	}
}
