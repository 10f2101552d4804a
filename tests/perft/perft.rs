// perft.rs - a complete legal move generator and perft counter built on the
// generated Rust module, the twin of perft.c.
//
// Every attack set here comes from bitboards.rs (generated/, or the module of
// any square mapping): sliders from rook_attacks / bishop_attacks /
// queen_attacks, leapers from KNIGHT_ATTACKS, KING_ATTACKS and
// PAWN_ATTACKS[color][sq], absolute pins from pinned, pin rays from LINE and
// check-blocking squares from BETWEEN. Squares come from the module's names,
// square, square_file, square_rank and DIR_SHIFT only, so this file counts right
// on the module of every square mapping. Nothing else is precomputed, so a
// wrong table entry shows up as a wrong node count against the published
// perft numbers.
//
// Usage:
//     perft "<FEN>" DEPTH            prints the number of leaf nodes
//     perft --divide "<FEN>" DEPTH   one line per legal root move in UCI form
//                                    ("e2e4: 20", "a7a8q: 1"), sorted by move,
//                                    then the total
//     perft [--divide] - DEPTH       the same for each line of standard input,
//                                    one FEN a line, in turn
//
// The count is always the last line of standard output (of each FEN's
// answer). Bad input (malformed FEN, an impossible position, a bad depth,
// wrong arguments) gives one line on standard error starting with "perft: "
// and exit status 2; with `-`, a bad line gets its error there, after the
// answers to the lines before it, and the lines after it are answered (a
// line's trailing "\r" is ignored; no lines, no output). The input rules are
// perft.c's, word for word in its opening comment (and its usage).
//
// Build: the module is included from the path in BITBOARDS_RS, read when
// compiling (an absolute path, or one relative to this file):
//     BITBOARDS_RS=$PWD/generated/bitboards.rs rustc -O -D warnings \
//         tests/perft/perft.rs -o build/perft-rs
//
// With --cfg sliders and PERFT_SLIDERS_RS (tests/drivers/rust/build.py's
// build_rust_perft(..., technique=T) writes both, for every technique of the
// model; pext and pext16 with -C target-feature=+bmi2) the sliders are the
// module's rook_attacks_T, bishop_attacks_T and queen_attacks_T, and pinned is
// computed here by its x-rays (one lookup where it has them), as perft.c does
// with BB_SLIDERS.
//
// The generator is strictly legal, as perft.c's (see its opening comment for
// the six steps), so perft counts the moves of the last ply without making
// them ("bulk counting").

#[allow(dead_code)]
mod bitboards {
    include!(env!("BITBOARDS_RS"));
}

use bitboards::*;
use std::io::{self, BufRead, Write};
use std::process::exit;

// With --cfg sliders, the sliders are one technique's: the file PERFT_SLIDERS_RS
// names (written from the model by tests/drivers/rust/build.py's
// perft_sliders_source) brings rook_attacks, bishop_attacks and queen_attacks of
// the technique into scope, and xray_rook and xray_bishop: its one-lookup x-rays
// where it has them, else two of its attack lookups.
#[cfg(sliders)]
include!(env!("PERFT_SLIDERS_RS"));

// Returns the pieces of own pinned to the king on king_sq by an enemy slider, by
// the chosen technique's x-rays: an enemy slider behind exactly one piece of the
// board, that piece own.
#[cfg(sliders)]
fn pinned(occ: u64, own: u64, king_sq: usize, enemy_rq: u64, enemy_bq: u64) -> u64 {
    let mut pinners = (xray_rook(occ, king_sq) & enemy_rq) | (xray_bishop(occ, king_sq) & enemy_bq);
    let mut result = 0;
    while pinners != 0 {
        result |= BETWEEN[king_sq][lsb(pinners)] & own;
        pinners &= pinners - 1;
    }
    result
}

// ------------------------------------------------------------------------
// Position
// ------------------------------------------------------------------------

// Returns the bitboard of square sq alone.
#[inline]
fn sq_bit(sq: usize) -> u64 {
    1u64 << sq
}

// Returns the square difference of one pawn step forward: north for white.
#[inline]
fn pawn_step(color: usize) -> i32 {
    DIR_SHIFT[if color == WHITE { NORT } else { SOUT }]
}

// Returns sq moved by the square difference step (the result is on the board).
#[inline]
fn offset(sq: usize, step: i32) -> usize {
    (sq as i32 + step) as usize
}

const NO_PIECE: u8 = 6; // board[] entry of an empty square
// No position has more legal moves than this (see perft.c).
const MAX_MOVES: usize = 62 * 27 + 10;
const MAX_DEPTH: i64 = 64;

// Castling rights, one bit each.
const CASTLE_WK: u32 = 1;
const CASTLE_WQ: u32 = 2;
const CASTLE_BK: u32 = 4;
const CASTLE_BQ: u32 = 8;

#[derive(Clone, Copy)]
struct Position {
    pieces: [[u64; 6]; 2], // [color][kind]: WHITE/BLACK, PAWN..KING
    colors: [u64; 2],      // all pieces of one color
    occupied: u64,         // all pieces
    board: [u8; 64],       // the piece kind on each square, or NO_PIECE
    side: usize,           // the color to move
    castling: u32,         // CASTLE_* bits still held
    ep_square: Option<usize>, // the square a pawn may capture onto en passant
    halfmove_clock: i64,
    fullmove_number: i64,
}

impl Position {
    // Returns the empty board, white to move.
    fn empty() -> Position {
        Position {
            pieces: [[0; 6]; 2],
            colors: [0; 2],
            occupied: 0,
            board: [NO_PIECE; 64],
            side: WHITE,
            castling: 0,
            ep_square: None,
            halfmove_clock: 0,
            fullmove_number: 1,
        }
    }

    fn put_piece(&mut self, color: usize, kind: usize, sq: usize) {
        self.pieces[color][kind] |= sq_bit(sq);
        self.colors[color] |= sq_bit(sq);
        self.occupied |= sq_bit(sq);
        self.board[sq] = kind as u8;
    }

    fn remove_piece(&mut self, color: usize, kind: usize, sq: usize) {
        self.pieces[color][kind] &= !sq_bit(sq);
        self.colors[color] &= !sq_bit(sq);
        self.occupied &= !sq_bit(sq);
        self.board[sq] = NO_PIECE;
    }

    // Returns the pieces of color `by` that attack `sq` when the board holds
    // `occ` (other than self.occupied to ask "what if").
    #[inline]
    fn attackers_of(&self, sq: usize, by: usize, occ: u64) -> u64 {
        let p = &self.pieces[by];
        // A pawn of `by` attacks sq exactly when a pawn of the other color on sq
        // would attack the pawn's square.
        (PAWN_ATTACKS[by ^ 1][sq] & p[PAWN])
            | (KNIGHT_ATTACKS[sq] & p[KNIGHT])
            | (KING_ATTACKS[sq] & p[KING])
            | (bishop_attacks(occ, sq) & (p[BISHOP] | p[QUEEN]))
            | (rook_attacks(occ, sq) & (p[ROOK] | p[QUEEN]))
    }

    // Returns the square of the king of `color`.
    fn king_square(&self, color: usize) -> usize {
        lsb(self.pieces[color][KING])
    }
}

// ------------------------------------------------------------------------
// Moves
// ------------------------------------------------------------------------

const MOVE_NORMAL: u8 = 0;
const MOVE_DOUBLE_PUSH: u8 = 1;
const MOVE_EN_PASSANT: u8 = 2;
const MOVE_CASTLE: u8 = 3;

#[derive(Clone, Copy)]
struct Move {
    from: u8,
    to: u8,
    promotion: u8, // KNIGHT..QUEEN, or NO_PIECE
    kind: u8,      // MOVE_*
}

// A ply's moves as perft.c and perft.cpp keep them: a fixed array and a count, so
// that adding a move is one store (a Vec's push tests its capacity, through a
// pointer, on every move: a fifth of this perft's instructions under callgrind).
struct MoveList {
    moves: [Move; MAX_MOVES],
    len: usize,
}

impl MoveList {
    fn new() -> MoveList {
        MoveList { moves: [Move { from: 0, to: 0, promotion: NO_PIECE, kind: MOVE_NORMAL }; MAX_MOVES], len: 0 }
    }

    #[inline]
    fn push(&mut self, m: Move) {
        self.moves[self.len] = m;
        self.len += 1;
    }

    fn clear(&mut self) {
        self.len = 0;
    }
}

// The moves held, as a slice.
impl std::ops::Deref for MoveList {
    type Target = [Move];
    fn deref(&self) -> &[Move] {
        &self.moves[..self.len]
    }
}

// One castling move: the right it needs and where king and rook go.
struct CastleRule {
    right: u32,
    king_from: usize,
    king_to: usize,
    rook_from: usize,
    rook_to: usize,
}

const CASTLE_RULES: [CastleRule; 4] = [
    CastleRule { right: CASTLE_WK, king_from: E1, king_to: G1, rook_from: H1, rook_to: F1 },
    CastleRule { right: CASTLE_WQ, king_from: E1, king_to: C1, rook_from: A1, rook_to: D1 },
    CastleRule { right: CASTLE_BK, king_from: E8, king_to: G8, rook_from: H8, rook_to: F8 },
    CastleRule { right: CASTLE_BQ, king_from: E8, king_to: C8, rook_from: A8, rook_to: D8 },
];

// Returns the castling rights lost when a piece leaves or arrives on `sq`.
fn rights_touching(sq: usize) -> u32 {
    CASTLE_RULES
        .iter()
        .filter(|r| sq == r.king_from || sq == r.rook_from)
        .fold(0, |rights, r| rights | r.right)
}

#[inline]
fn add_move(list: &mut MoveList, from: usize, to: usize, promotion: u8, kind: u8) {
    list.push(Move { from: from as u8, to: to as u8, promotion, kind });
}

// A pawn move to the last rank is four moves, one per promotion piece.
#[inline]
fn add_pawn_move(list: &mut MoveList, from: usize, to: usize, kind: u8) {
    let rank = square_rank(to);
    if rank == 0 || rank == 7 {
        for promotion in [QUEEN, ROOK, BISHOP, KNIGHT] {
            add_move(list, from, to, promotion as u8, kind);
        }
    } else {
        add_move(list, from, to, NO_PIECE, kind);
    }
}

// Returns the attacks of a knight, bishop, rook or queen on `sq`.
#[inline]
fn attacks_of(kind: usize, occ: u64, sq: usize) -> u64 {
    match kind {
        KNIGHT => KNIGHT_ATTACKS[sq],
        BISHOP => bishop_attacks(occ, sq),
        ROOK => rook_attacks(occ, sq),
        _ => queen_attacks(occ, sq),
    }
}

// Returns whether capturing en passant from `from` onto `to` is legal: every
// attack on the king recomputed with the occupancy after the capture.
fn en_passant_is_legal(pos: &Position, from: usize, to: usize, king_sq: usize) -> bool {
    let captured = offset(to, -pawn_step(pos.side));
    let occ_after = (pos.occupied ^ sq_bit(from) ^ sq_bit(captured)) | sq_bit(to);
    pos.attackers_of(king_sq, pos.side ^ 1, occ_after) & !sq_bit(captured) == 0
}

fn generate_pawn_moves(pos: &Position, list: &mut MoveList, king_sq: usize, targets: u64, pinned: u64) {
    let us = pos.side;
    let up = pawn_step(us);
    let start_rank = if us == WHITE { 1 } else { 6 };
    let enemy = pos.colors[us ^ 1];
    let mut pawns = pos.pieces[us][PAWN];

    while pawns != 0 {
        let from = lsb(pawns);
        pawns &= pawns - 1;
        // The squares this pawn may land on: evasion targets, pin ray.
        let mut allowed = targets;
        if pinned & sq_bit(from) != 0 {
            allowed &= LINE[king_sq][from];
        }
        let to = offset(from, up); // on the board: no pawn stands on the last rank

        // Pushes: one square, and two from the start rank, onto empty squares.
        if pos.occupied & sq_bit(to) == 0 {
            if allowed & sq_bit(to) != 0 {
                add_pawn_move(list, from, to, MOVE_NORMAL);
            }
            if square_rank(from) == start_rank {
                let to2 = offset(to, up);
                if pos.occupied & sq_bit(to2) == 0 && allowed & sq_bit(to2) != 0 {
                    add_move(list, from, to2, NO_PIECE, MOVE_DOUBLE_PUSH);
                }
            }
        }

        // Captures, promotions included.
        let mut captures = PAWN_ATTACKS[us][from] & enemy & allowed;
        while captures != 0 {
            add_pawn_move(list, from, lsb(captures), MOVE_NORMAL);
            captures &= captures - 1;
        }

        // En passant has its own complete legality test.
        if let Some(ep) = pos.ep_square {
            if PAWN_ATTACKS[us][from] & sq_bit(ep) != 0 && en_passant_is_legal(pos, from, ep, king_sq) {
                add_move(list, from, ep, NO_PIECE, MOVE_EN_PASSANT);
            }
        }
    }
}

fn generate_castling(pos: &Position, list: &mut MoveList) {
    let us = pos.side;
    // CASTLE_RULES holds white's two rules, then black's.
    for r in &CASTLE_RULES[2 * us..2 * us + 2] {
        if pos.castling & r.right == 0 || BETWEEN[r.king_from][r.rook_from] & pos.occupied != 0 {
            continue;
        }
        // The king does not pass through or land on an attacked square (it is
        // not in check now: castling is only tried then).
        let mut crossed = BETWEEN[r.king_from][r.king_to] | sq_bit(r.king_to);
        let mut safe = true;
        while crossed != 0 && safe {
            safe = pos.attackers_of(lsb(crossed), us ^ 1, pos.occupied) == 0;
            crossed &= crossed - 1;
        }
        if safe {
            add_move(list, r.king_from, r.king_to, NO_PIECE, MOVE_CASTLE);
        }
    }
}

// Fills `list` with exactly the legal moves of `pos`.
fn generate_legal_moves(pos: &Position, list: &mut MoveList) {
    let us = pos.side;
    let them = us ^ 1;
    let own = pos.colors[us];
    let enemy_rq = pos.pieces[them][ROOK] | pos.pieces[them][QUEEN];
    let enemy_bq = pos.pieces[them][BISHOP] | pos.pieces[them][QUEEN];
    let king_sq = pos.king_square(us);
    let checkers = pos.attackers_of(king_sq, them, pos.occupied);
    let pinned = pinned(pos.occupied, own, king_sq, enemy_rq, enemy_bq);

    list.clear();

    // King moves, the king lifted off the board for the attack test.
    let mut moves = KING_ATTACKS[king_sq] & !own;
    while moves != 0 {
        let to = lsb(moves);
        if pos.attackers_of(to, them, pos.occupied ^ sq_bit(king_sq)) == 0 {
            add_move(list, king_sq, to, NO_PIECE, MOVE_NORMAL);
        }
        moves &= moves - 1;
    }

    // In double check only the king can move.
    if checkers & checkers.wrapping_sub(1) != 0 {
        return;
    }

    // In single check every other move captures the checker or blocks it.
    let targets = if checkers != 0 {
        checkers | BETWEEN[king_sq][lsb(checkers)]
    } else {
        generate_castling(pos, list);
        !own
    };

    // Knights, bishops, rooks, queens; a pinned piece keeps to its pin line.
    for kind in KNIGHT..=QUEEN {
        let mut pieces = pos.pieces[us][kind];
        while pieces != 0 {
            let from = lsb(pieces);
            pieces &= pieces - 1;
            let mut moves = attacks_of(kind, pos.occupied, from) & targets;
            if pinned & sq_bit(from) != 0 {
                moves &= LINE[king_sq][from];
            }
            while moves != 0 {
                add_move(list, from, lsb(moves), NO_PIECE, MOVE_NORMAL);
                moves &= moves - 1;
            }
        }
    }

    generate_pawn_moves(pos, list, king_sq, targets, pinned);
}

// Returns `pos` after the legal move `m` (copy-make).
fn make_move(pos: &Position, m: Move) -> Position {
    let us = pos.side;
    let them = us ^ 1;
    let (from, to) = (m.from as usize, m.to as usize);
    let moved = pos.board[from];
    let captured = pos.board[to];
    let mut next = *pos;

    next.remove_piece(us, moved as usize, from);
    if m.kind == MOVE_EN_PASSANT {
        next.remove_piece(them, PAWN, offset(to, -pawn_step(us)));
    } else if captured != NO_PIECE {
        next.remove_piece(them, captured as usize, to);
    }
    let placed = if m.promotion != NO_PIECE { m.promotion } else { moved };
    next.put_piece(us, placed as usize, to);

    if m.kind == MOVE_CASTLE {
        for r in CASTLE_RULES.iter().filter(|r| r.king_to == to) {
            next.remove_piece(us, ROOK, r.rook_from);
            next.put_piece(us, ROOK, r.rook_to);
        }
    }

    next.castling &= !(rights_touching(from) | rights_touching(to));
    next.ep_square = if m.kind == MOVE_DOUBLE_PUSH { Some(offset(from, pawn_step(us))) } else { None };
    next.halfmove_clock = if moved == PAWN as u8 || captured != NO_PIECE { 0 } else { pos.halfmove_clock + 1 };
    next.fullmove_number = pos.fullmove_number + if us == BLACK { 1 } else { 0 };
    next.side = them;
    next
}

// ------------------------------------------------------------------------
// Perft
// ------------------------------------------------------------------------

// Returns the number of leaf nodes `depth` plies below `pos` (depth >= 1);
// lists[0] holds the moves of this ply, the rest those of the plies below.
fn perft(pos: &Position, depth: usize, lists: &mut [MoveList]) -> u64 {
    let (list, below) = lists.split_first_mut().expect("a move list per ply");
    generate_legal_moves(pos, list);
    if depth == 1 {
        return list.len() as u64; // bulk counting: the moves are legal
    }
    list.iter().map(|&m| perft(&make_move(pos, m), depth - 1, below)).sum()
}

// Returns the move lists of a search `depth` plies deep.
fn move_lists(depth: usize) -> Vec<MoveList> {
    (0..depth).map(|_| MoveList::new()).collect()
}

// Returns `m` in UCI form ("e2e4", "e7e8q").
fn move_to_uci(m: Move) -> String {
    let name = |sq: usize| format!("{}{}", (b'a' + square_file(sq) as u8) as char, (b'1' + square_rank(sq) as u8) as char);
    let mut uci = name(m.from as usize) + &name(m.to as usize);
    if m.promotion != NO_PIECE {
        uci.push(b"pnbrqk"[m.promotion as usize] as char);
    }
    uci
}

// ------------------------------------------------------------------------
// Input
// ------------------------------------------------------------------------

// Returns the number 1..9 decimal digits (nothing else) spell, if no greater than max.
fn parse_number(s: &str, max: i64) -> Option<i64> {
    if s.is_empty() || s.len() > 9 || !s.bytes().all(|c| c.is_ascii_digit()) {
        return None;
    }
    s.parse().ok().filter(|&value| value <= max)
}

// Returns input text for an error message: at most 24 bytes, anything but
// printable ASCII shown as '?', so the message stays one line.
fn show(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut shown: String = bytes.iter().take(24).map(|&c| if (0x20..0x7f).contains(&c) { c as char } else { '?' }).collect();
    if bytes.len() > 24 {
        shown.push_str("...");
    }
    shown
}

fn parse_placement(f: &str, pos: &mut Position) -> Result<(), String> {
    const LETTERS: &[u8] = b"pnbrqk";
    let (mut rank, mut file) = (7usize, 0usize);
    for (i, c) in f.bytes().enumerate() {
        if c == b'/' {
            if file != 8 {
                return Err(format!("rank {} of the FEN covers {} squares, not 8", rank + 1, file));
            }
            if rank == 0 {
                return Err("the FEN piece placement has more than 8 ranks".to_string());
            }
            rank -= 1;
            file = 0;
        } else if (b'1'..=b'8').contains(&c) {
            file += (c - b'0') as usize;
            if file > 8 {
                return Err(format!("rank {} of the FEN covers more than 8 squares", rank + 1));
            }
        } else {
            // Black pieces in lower case, white in upper case.
            let color = if c.is_ascii_lowercase() { BLACK } else { WHITE };
            let kind = match LETTERS.iter().position(|&l| l == c.to_ascii_lowercase()) {
                Some(kind) => kind,
                None => return Err(format!("bad character '{}' in the FEN piece placement", show_byte(f, i))),
            };
            if file >= 8 {
                return Err(format!("rank {} of the FEN covers more than 8 squares", rank + 1));
            }
            pos.put_piece(color, kind, square(file, rank));
            file += 1;
        }
    }
    if file != 8 {
        return Err(format!("rank {} of the FEN covers {} squares, not 8", rank + 1, file));
    }
    if rank != 0 {
        return Err(format!("the FEN piece placement has {} ranks, not 8", 8 - rank));
    }
    Ok(())
}

// Returns byte i of `text` as show() writes it.
fn show_byte(text: &str, i: usize) -> char {
    let c = text.as_bytes()[i];
    if (0x20..0x7f).contains(&c) {
        c as char
    } else {
        '?'
    }
}

fn parse_castling(f: &str, pos: &mut Position) -> Result<(), String> {
    const LETTERS: &[u8] = b"KQkq"; // in the order of CASTLE_RULES
    pos.castling = 0;
    if f == "-" {
        return Ok(());
    }
    let bad = || format!("bad FEN castling field '{}'", show(f));
    if f.is_empty() || f.len() > 4 {
        return Err(bad());
    }
    for c in f.bytes() {
        // The rights grow in KQkq order, so a letter must add a larger one.
        let i = match LETTERS.iter().position(|&l| l == c) {
            Some(i) if pos.castling < CASTLE_RULES[i].right => i,
            _ => return Err(bad()), // an unknown, repeated or out-of-order letter
        };
        let r = &CASTLE_RULES[i];
        let color = i / 2; // KQ white, kq black
        if pos.pieces[color][KING] & sq_bit(r.king_from) == 0 || pos.pieces[color][ROOK] & sq_bit(r.rook_from) == 0 {
            return Err(format!("castling right '{}' without king and rook on their home squares", c as char));
        }
        pos.castling |= r.right;
    }
    Ok(())
}

// The en-passant field names the square behind a pawn that has just made a
// double push, with that pawn in front of it and both squares it crossed empty.
fn parse_en_passant(f: &str, pos: &mut Position) -> Result<(), String> {
    pos.ep_square = None;
    if f == "-" {
        return Ok(());
    }
    let b = f.as_bytes();
    let rank = if pos.side == WHITE { b'6' } else { b'3' };
    if b.len() != 2 || !(b'a'..=b'h').contains(&b[0]) || b[1] != rank {
        return Err(format!("bad FEN en-passant field '{}'", show(f)));
    }
    let sq = square((b[0] - b'a') as usize, (b[1] - b'1') as usize);
    let pawn_sq = offset(sq, -pawn_step(pos.side));
    let origin_sq = offset(sq, pawn_step(pos.side));
    if pos.pieces[pos.side ^ 1][PAWN] & sq_bit(pawn_sq) == 0 || pos.occupied & (sq_bit(sq) | sq_bit(origin_sq)) != 0 {
        return Err(format!("FEN en-passant square '{}' does not follow a double pawn push", show(f)));
    }
    pos.ep_square = Some(sq);
    Ok(())
}

// Returns the position of a FEN (four to six fields: the two move counters may
// be left out), checked that it can be searched; or the message saying why not.
fn parse_fen(fen: &str) -> Result<Position, String> {
    // Split on runs of white space; a seventh field is only there to be refused.
    let fields: Vec<&str> = fen.split(|c| " \t\n\r\x0b\x0c".contains(c)).filter(|f| !f.is_empty()).take(7).collect();
    if fields.len() < 4 || fields.len() > 6 {
        let got = if fields.len() > 6 { "more than 6".to_string() } else { fields.len().to_string() };
        return Err(format!("a FEN has 4 to 6 fields, got {}", got));
    }
    let mut pos = Position::empty();
    parse_placement(fields[0], &mut pos)?;
    for (color, name) in [(WHITE, "white"), (BLACK, "black")] {
        let kings = popcount(pos.pieces[color][KING]);
        if kings != 1 {
            return Err(format!("the position has {} {} kings, not exactly one", kings, name));
        }
    }
    if (pos.pieces[WHITE][PAWN] | pos.pieces[BLACK][PAWN]) & (RANK_MASK[A1] | RANK_MASK[A8]) != 0 {
        return Err("the position has a pawn on the first or last rank".to_string());
    }
    pos.side = match fields[1] {
        "w" => WHITE,
        "b" => BLACK,
        other => return Err(format!("bad FEN side to move '{}' (expected w or b)", show(other))),
    };
    // The side that just moved cannot have left its king attacked.
    if pos.attackers_of(pos.king_square(pos.side ^ 1), pos.side, pos.occupied) != 0 {
        return Err("the side not to move is in check".to_string());
    }
    parse_castling(fields[2], &mut pos)?;
    parse_en_passant(fields[3], &mut pos)?;
    if let Some(text) = fields.get(4) {
        pos.halfmove_clock = parse_number(text, 999_999_999).ok_or_else(|| format!("bad FEN halfmove clock '{}'", show(text)))?;
    }
    if let Some(text) = fields.get(5) {
        pos.fullmove_number = parse_number(text, 999_999_999)
            .filter(|&n| n >= 1)
            .ok_or_else(|| format!("bad FEN fullmove number '{}'", show(text)))?;
    }
    Ok(pos)
}

// Prints "perft: message" on stderr and exits with status 2.
fn fail(message: &str) -> ! {
    eprintln!("perft: {}", message);
    exit(2)
}

// Writes the answer for one FEN to `out`: the node count `depth` plies deep,
// or with `divide` the sorted "uci: count" line of each legal root move, then
// the total. A FEN that cannot be searched gets its "perft: " line on stderr
// instead (`out` flushed first), and `answered` becomes false.
fn answer(out: &mut impl Write, fen: &str, depth: usize, divide: bool, lists: &mut [MoveList], answered: &mut bool) -> io::Result<()> {
    let pos = match parse_fen(fen) {
        Ok(pos) => pos,
        Err(message) => {
            out.flush()?;
            eprintln!("perft: {}", message);
            *answered = false;
            return Ok(());
        }
    };
    if !divide {
        return writeln!(out, "{}", perft(&pos, depth, lists));
    }
    let mut root = MoveList::new();
    generate_legal_moves(&pos, &mut root);
    let mut lines: Vec<(String, u64)> = root
        .iter()
        .map(|&m| {
            let nodes = if depth > 1 { perft(&make_move(&pos, m), depth - 1, lists) } else { 1 };
            (move_to_uci(m), nodes)
        })
        .collect();
    lines.sort();
    let total: u64 = lines.iter().map(|(_, nodes)| nodes).sum();
    lines.iter().try_for_each(|(uci, nodes)| writeln!(out, "{}: {}", uci, nodes))?;
    writeln!(out, "{}", total)
}

fn main() {
    #[cfg(sliders)]
    fill_slider_tables(); // else the first lookup of a packed table fills them
    let args: Vec<String> = std::env::args_os().skip(1).map(|a| a.to_string_lossy().into_owned()).collect();
    let (divide, fen, depth_text) = match args.as_slice() {
        [flag, fen, depth] if flag == "--divide" => (true, fen, depth),
        [fen, depth] if !fen.starts_with("--") => (false, fen, depth),
        _ => fail("usage: perft [--divide] \"<FEN>\"|- DEPTH"),
    };
    let depth = match parse_number(depth_text, MAX_DEPTH) {
        Some(depth) if depth >= 1 => depth as usize,
        _ => fail(&format!("depth must be an integer from 1 to {}, got '{}'", MAX_DEPTH, show(depth_text))),
    };

    let stdout = io::stdout();
    let mut out = stdout.lock();
    let mut lists = move_lists(depth);
    let mut answered = true; // every line, or the argument
    let written = if fen == "-" {
        // One FEN a line; the last line may lack its newline.
        let stdin = io::stdin();
        let mut input = stdin.lock();
        let mut line = Vec::new();
        loop {
            line.clear();
            match input.read_until(b'\n', &mut line) {
                Ok(0) => break Ok(()),
                Ok(_) => {}
                Err(error) => {
                    let _ = out.flush();
                    fail(&format!("cannot read standard input: {}", error))
                }
            }
            let text = line.strip_suffix(b"\n").unwrap_or(&line);
            let text = text.strip_suffix(b"\r").unwrap_or(text);
            if let Err(error) = answer(&mut out, &String::from_utf8_lossy(text), depth, divide, &mut lists, &mut answered) {
                break Err(error);
            }
        }
    } else {
        answer(&mut out, fen, depth, divide, &mut lists, &mut answered)
    };
    if written.and_then(|_| out.flush()).is_err() {
        exit(1);
    }
    if !answered {
        exit(2);
    }
}
