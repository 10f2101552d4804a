//! The engine tables of our module against shakmaty's own, where it exposes the
//! same sets (its `attacks::between` and `attacks::ray`, `Square::distance`, the
//! Polyglot keys of its `zobrist::Zobrist64`, and the castling paths of its
//! `Castles` in Chess960 mode), over the whole domain of each:
//!     engine WHAT COUNT MISMATCHES
//! and the first mismatches of each on stderr.

use shakmaty::zobrist::{Zobrist64, ZobristValue};
use shakmaty::{
    attacks, Bitboard, Board, Castles, CastlingMode, CastlingSide, Color, File, Piece, Role, Setup,
    Square,
};

use crate::bitboards as bb;

/// Counts the pairs of `pairs` whose two sides differ, names the first few on
/// stderr, and prints the `engine` line of `what`; returns the mismatches.
fn compare<T: PartialEq + std::fmt::Debug>(
    what: &str,
    pairs: impl Iterator<Item = (String, T, T)>,
) -> usize {
    let (mut count, mut mismatches) = (0, 0);
    for (at, ours, theirs) in pairs {
        count += 1;
        if ours != theirs {
            mismatches += 1;
            if mismatches <= 3 {
                eprintln!("{} {}: ours {:?}, shakmaty {:?}", what, at, ours, theirs);
            }
        }
    }
    println!("engine {} {} {}", what, count, mismatches);
    mismatches
}

/// `compare` of `ours` and `theirs` on every (a, b) square pair, shakmaty's squares
/// numbered as LERF's.
fn compare_pairs<T: PartialEq + std::fmt::Debug>(
    what: &str,
    ours: impl Fn(usize, usize) -> T,
    theirs: impl Fn(usize, usize) -> T,
) -> usize {
    let pairs = (0..64).flat_map(|a| (0..64).map(move |b| (a, b)));
    compare(
        what,
        pairs.map(|(a, b)| (format!("{} {}", a, b), ours(a, b), theirs(a, b))),
    )
}

fn square(sq: usize) -> Square {
    Square::new(sq as u32)
}

const COLORS: [Color; 2] = [Color::White, Color::Black];

/// The squares that must be empty for `color`'s king on file `king` to castle
/// with its rook on file `rook`, by shakmaty's Chess960 castling rights.
fn castling_path(color: Color, king: usize, rook: usize) -> u64 {
    let rank = if color == Color::White { 0 } else { 56 };
    let mut board = Board::empty();
    board.set_piece_at(
        square(rank + king),
        Piece {
            color,
            role: Role::King,
        },
    );
    board.set_piece_at(
        square(rank + rook),
        Piece {
            color,
            role: Role::Rook,
        },
    );
    let mut setup = Setup::empty();
    setup.board = board;
    setup.castling_rights = Bitboard::from(square(rank + rook));
    let castles = Castles::from_setup(&setup, CastlingMode::Chess960).unwrap_or_else(|c| c);
    let side = if rook > king {
        CastlingSide::KingSide
    } else {
        CastlingSide::QueenSide
    };
    castles.path(color, side).0
}

/// Compares every table of the module that shakmaty also has; returns the exit status.
pub fn check() -> i32 {
    let mut mismatches = 0;
    mismatches += compare_pairs(
        "between",
        |a, b| bb::BETWEEN[a][b],
        |a, b| attacks::between(square(a), square(b)).0,
    );
    mismatches += compare_pairs(
        "line",
        |a, b| bb::LINE[a][b],
        |a, b| attacks::ray(square(a), square(b)).0,
    );
    mismatches += compare_pairs(
        "distance",
        |a, b| bb::SQUARE_DISTANCE[a][b] as u32,
        |a, b| square(a).distance(square(b)),
    );
    mismatches += compare(
        "piece-keys",
        (0..2)
            .flat_map(|color| {
                (0..6).flat_map(move |piece| (0..64).map(move |sq| (color, piece, sq)))
            })
            .map(|(color, piece, sq)| {
                let theirs = Zobrist64::zobrist_for_piece(
                    square(sq),
                    Piece {
                        color: COLORS[color],
                        role: Role::ALL[piece],
                    },
                );
                (
                    format!("{} {} {}", color, piece, sq),
                    bb::polyglot_piece_key(color, piece, sq),
                    theirs.0,
                )
            }),
    );
    // 768..771 the castling rights, 772..779 the en-passant files, 780 white to move
    let rights = [
        (Color::White, CastlingSide::KingSide),
        (Color::White, CastlingSide::QueenSide),
        (Color::Black, CastlingSide::KingSide),
        (Color::Black, CastlingSide::QueenSide),
    ];
    let other_keys = rights
        .iter()
        .map(|&(color, side)| Zobrist64::zobrist_for_castling_right(color, side).0)
        .chain(
            File::ALL
                .iter()
                .map(|&file| Zobrist64::zobrist_for_en_passant_file(file).0),
        )
        .chain(std::iter::once(Zobrist64::zobrist_for_white_turn().0));
    mismatches += compare(
        "other-keys",
        other_keys
            .enumerate()
            .map(|(k, theirs)| (format!("{}", 768 + k), bb::POLYGLOT_RANDOM[768 + k], theirs)),
    );
    mismatches += compare(
        "castling-empty",
        (0..2)
            .flat_map(|color| {
                (0..8).flat_map(move |king| (0..8).map(move |rook| (color, king, rook)))
            })
            .filter(|&(_, king, rook)| king != rook)
            .map(|(color, king, rook)| {
                let theirs = castling_path(COLORS[color], king, rook);
                (
                    format!("{} {} {}", color, king, rook),
                    bb::CASTLING_EMPTY[color][king][rook],
                    theirs,
                )
            }),
    );
    if mismatches == 0 {
        0
    } else {
        1
    }
}
