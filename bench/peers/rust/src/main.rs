//! Our generated Rust sliders (generated/bitboards.rs, or the module named by
//! $BITBOARDS_RS when built) against the slider lookups of the crates an engine
//! author would otherwise use: shakmaty (fixed-shift magics), cozy-chess (black
//! magics; PEXT with its `pext` feature) and chess (magics searched by its build
//! script; PEXT as `get_rook_moves_bmi` where BMI2 is on). All of them number the
//! squares a1 = 0 ... h8 = 63, as LERF does.
//!
//!     bitboard-peers oracle
//!         Every technique of ours against every peer, rook and bishop on every
//!         subset of every square's relevant mask and on BOARDS random boards a
//!         square, the queen on all of those:
//!             compare TECHNIQUE PEER PIECE COUNT MISMATCHES
//!         and each peer's own answers digested as tests/oracles/slider_hashes.py
//!         digests a driver's (the rook and the bishop on every subset, then every
//!         piece on the random boards):
//!             hash PEER PIECE attacks COUNT 0xHASH
//!         Exits with status 1 after printing the first mismatches on stderr.
//!     bitboard-peers race [ROUNDS [REPEATS]]
//!         Every contender on the same PAIRS random (square, occupancy) pairs,
//!         ROUNDS times over (default 200), in two modes: independent lookups
//!         (their sum) and a chain, each occupancy depending on the last answer:
//!             race CONTENDER ours|peer PIECE MODE MEDIAN_NS MIN_NS CHECKSUM
//!         ns a lookup, the median and the least of REPEATS timings (default 7),
//!         the contenders timed in turns.
//!     bitboard-peers count CONTENDER PIECE MODE LOOKUPS
//!         One warm-up lookup, then LOOKUPS lookups of one contender (for
//!         callgrind: the instructions of LOOKUPS lookups less those of 0).
//!     bitboard-peers engine
//!         The engine tables against shakmaty's own (src/engine.rs).
//!
//! A peer without a queen lookup ORs its rook and bishop lookups.

use std::hint::black_box;
use std::process::exit;
use std::time::Instant;

#[allow(dead_code)]
mod bitboards {
    include!(env!("BITBOARDS_RS_FILE"));
}
use bitboards as bb;

mod engine;

const USAGE: &str =
    "usage: bitboard-peers oracle | engine | race [ROUNDS [REPEATS]] | count CONTENDER PIECE MODE LOOKUPS";
const BOARDS: usize = 256;
const SEED: u64 = 0x5EED_5EED_5EED_5EED;
const FNV_OFFSET: u64 = 0xcbf2_9ce4_8422_2325;
const FNV_PRIME: u64 = 0x0000_0100_0000_01b3;
const RACE_SEED: u64 = 0x0BAD_5EED_0000_0001;
const PAIRS: usize = 1 << 14;
const PIECES: [&str; 3] = ["rook", "bishop", "queen"];
const MODES: [&str; 2] = ["independent", "chain"];

// --- the contenders ----------------------------------------------------------------

/// A slider lookup library: its square type, and its rook, bishop and queen lookups.
trait Contender {
    type Sq: Copy;
    const NAME: &'static str;
    const OURS: bool;
    /// The library's square of LERF square `sq`.
    fn sq(sq: usize) -> Self::Sq;
    fn rook(occ: u64, sq: Self::Sq) -> u64;
    fn bishop(occ: u64, sq: Self::Sq) -> u64;
    fn queen(occ: u64, sq: Self::Sq) -> u64;
}

/// What is done with each contender in turn (a generic method, so that every
/// contender's lookups are compiled into the loops that call them).
trait Visit {
    fn visit<C: Contender>(&mut self);
}

macro_rules! ours {
    ($ty:ident, $name:literal, $rook:path, $bishop:path, $queen:path) => {
        struct $ty;
        impl Contender for $ty {
            type Sq = usize;
            const NAME: &'static str = $name;
            const OURS: bool = true;
            fn sq(sq: usize) -> usize {
                sq
            }
            #[inline(always)]
            fn rook(occ: u64, sq: usize) -> u64 {
                $rook(occ, sq)
            }
            #[inline(always)]
            fn bishop(occ: u64, sq: usize) -> u64 {
                $bishop(occ, sq)
            }
            #[inline(always)]
            fn queen(occ: u64, sq: usize) -> u64 {
                $queen(occ, sq)
            }
        }
    };
}

ours!(
    Main,
    "main",
    bb::rook_attacks,
    bb::bishop_attacks,
    bb::queen_attacks
);
ours!(
    Kindergarten,
    "kindergarten",
    bb::rook_attacks_kindergarten,
    bb::bishop_attacks_kindergarten,
    bb::queen_attacks_kindergarten
);
ours!(
    KoggeStone,
    "kogge_stone",
    bb::rook_attacks_kogge_stone,
    bb::bishop_attacks_kogge_stone,
    bb::queen_attacks_kogge_stone
);
ours!(
    Hyperbola,
    "hyperbola",
    bb::rook_attacks_hyperbola,
    bb::bishop_attacks_hyperbola,
    bb::queen_attacks_hyperbola
);
ours!(
    HyperbolaSimd,
    "hyperbola_simd",
    bb::rook_attacks_hyperbola_simd,
    bb::bishop_attacks_hyperbola_simd,
    bb::queen_attacks_hyperbola_simd
);
ours!(
    HyperbolaRbit,
    "hyperbola_rbit",
    bb::rook_attacks_hyperbola_rbit,
    bb::bishop_attacks_hyperbola_rbit,
    bb::queen_attacks_hyperbola_rbit
);
ours!(
    HyperbolaAvx2,
    "hyperbola_avx2",
    bb::rook_attacks_hyperbola_avx2,
    bb::bishop_attacks_hyperbola_avx2,
    bb::queen_attacks_hyperbola_avx2
);
ours!(
    Magic,
    "magic",
    bb::rook_attacks_magic,
    bb::bishop_attacks_magic,
    bb::queen_attacks_magic
);
ours!(
    Black,
    "black",
    bb::rook_attacks_black,
    bb::bishop_attacks_black,
    bb::queen_attacks_black
);
ours!(
    Magic32,
    "magic32",
    bb::rook_attacks_magic32,
    bb::bishop_attacks_magic32,
    bb::queen_attacks_magic32
);
#[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
ours!(
    Pext,
    "pext",
    bb::rook_attacks_pext,
    bb::bishop_attacks_pext,
    bb::queen_attacks_pext
);
#[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
ours!(
    Pext16,
    "pext16",
    bb::rook_attacks_pext16,
    bb::bishop_attacks_pext16,
    bb::queen_attacks_pext16
);

/// Ours through the SliderTables that bb::fill_slider_tables() returns, whose lookups
/// check no fill: its square carries the token (no bytes), fetched where the square
/// is converted, outside the timed loops.
macro_rules! filled {
    ($ty:ident, $name:literal, $rook:ident, $bishop:ident, $queen:ident) => {
        struct $ty;
        impl Contender for $ty {
            type Sq = (usize, bb::SliderTables);
            const NAME: &'static str = $name;
            const OURS: bool = true;
            fn sq(sq: usize) -> (usize, bb::SliderTables) {
                (sq, bb::fill_slider_tables())
            }
            #[inline(always)]
            fn rook(occ: u64, (sq, tables): (usize, bb::SliderTables)) -> u64 {
                tables.$rook(occ, sq)
            }
            #[inline(always)]
            fn bishop(occ: u64, (sq, tables): (usize, bb::SliderTables)) -> u64 {
                tables.$bishop(occ, sq)
            }
            #[inline(always)]
            fn queen(occ: u64, (sq, tables): (usize, bb::SliderTables)) -> u64 {
                tables.$queen(occ, sq)
            }
        }
    };
}

filled!(MagicFilled, "magic_filled", rook_attacks_magic, bishop_attacks_magic, queen_attacks_magic);
filled!(BlackFilled, "black_filled", rook_attacks_black, bishop_attacks_black, queen_attacks_black);
filled!(Magic32Filled, "magic32_filled", rook_attacks_magic32, bishop_attacks_magic32, queen_attacks_magic32);
#[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
filled!(PextFilled, "pext_filled", rook_attacks_pext, bishop_attacks_pext, queen_attacks_pext);
#[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
filled!(Pext16Filled, "pext16_filled", rook_attacks_pext16, bishop_attacks_pext16, queen_attacks_pext16);

/// A peer: its square type and the conversion of a square index into it, its
/// bitboard type (a tuple struct of the u64), and its rook and bishop lookups
/// (`fn(Sq, Bitboard) -> Bitboard`), its queen's where it has one, else their union.
macro_rules! peer {
    ($ty:ident, $name:literal, $sq:ty, $square:expr, $board:path, $rook:path, $bishop:path $(, $queen:path)?) => {
        struct $ty;
        impl Contender for $ty {
            type Sq = $sq;
            const NAME: &'static str = $name;
            const OURS: bool = false;
            fn sq(sq: usize) -> $sq {
                ($square)(sq)
            }
            #[inline(always)]
            fn rook(occ: u64, sq: $sq) -> u64 {
                $rook(sq, $board(occ)).0
            }
            #[inline(always)]
            fn bishop(occ: u64, sq: $sq) -> u64 {
                $bishop(sq, $board(occ)).0
            }
            #[inline(always)]
            fn queen(occ: u64, sq: $sq) -> u64 {
                peer!(@queen occ, sq, $board $(, $queen)?)
            }
        }
    };
    (@queen $occ:ident, $sq:ident, $board:path, $queen:path) => {
        $queen($sq, $board($occ)).0
    };
    (@queen $occ:ident, $sq:ident, $board:path) => {
        Self::rook($occ, $sq) | Self::bishop($occ, $sq)
    };
}

peer!(
    Shakmaty,
    "shakmaty",
    shakmaty::Square,
    |sq: usize| shakmaty::Square::ALL[sq],
    shakmaty::Bitboard,
    shakmaty::attacks::rook_attacks,
    shakmaty::attacks::bishop_attacks,
    shakmaty::attacks::queen_attacks
);
peer!(
    CozyChess,
    "cozy-chess",
    cozy_chess::Square,
    cozy_chess::Square::index,
    cozy_chess::BitBoard,
    cozy_chess::get_rook_moves,
    cozy_chess::get_bishop_moves
);
#[cfg(feature = "chess")]
peer!(
    Chess,
    "chess",
    chess::Square,
    |sq: usize| chess::ALL_SQUARES[sq],
    chess::BitBoard,
    chess::get_rook_moves,
    chess::get_bishop_moves
);
#[cfg(all(feature = "chess", target_arch = "x86_64", target_feature = "bmi2"))]
peer!(
    ChessBmi,
    "chess-bmi",
    chess::Square,
    |sq: usize| chess::ALL_SQUARES[sq],
    chess::BitBoard,
    chess::get_rook_moves_bmi,
    chess::get_bishop_moves_bmi
);

/// Visits each contender of the list with `v`, in order; a contender may carry
/// the cfg it is compiled under.
macro_rules! visit {
    ($v:ident: $($(#[$cfg:meta])* $ty:ty),* $(,)?) => {
        $($(#[$cfg])* $v.visit::<$ty>();)*
    };
}

/// Visits every technique of ours compiled in, `main` (the module's own lookups)
/// first.
fn visit_ours(v: &mut impl Visit) {
    visit!(v: Main, Kindergarten, KoggeStone, Hyperbola, HyperbolaSimd, HyperbolaRbit, HyperbolaAvx2, Magic, Black, Magic32,
        #[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))] Pext,
        #[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))] Pext16,
        MagicFilled, BlackFilled, Magic32Filled,
        #[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))] PextFilled,
        #[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))] Pext16Filled);
}

/// Visits every peer compiled in.
fn visit_peers(v: &mut impl Visit) {
    visit!(v: Shakmaty, CozyChess,
        #[cfg(feature = "chess")] Chess,
        #[cfg(all(feature = "chess", target_arch = "x86_64", target_feature = "bmi2"))] ChessBmi);
}

/// Visits the contenders of the race: our fastest techniques, then every peer.
fn visit_race(v: &mut impl Visit) {
    visit!(v: Magic, Black,
        #[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))] Pext,
        MagicFilled, BlackFilled,
        #[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))] PextFilled,
        Hyperbola, Kindergarten);
    visit_peers(v);
}

/// `piece`'s lookup of `C` on a LERF square.
fn lookup<C: Contender>(piece: usize, occ: u64, sq: usize) -> u64 {
    match piece {
        0 => C::rook(occ, C::sq(sq)),
        1 => C::bishop(occ, C::sq(sq)),
        _ => C::queen(occ, C::sq(sq)),
    }
}

// --- the boards ----------------------------------------------------------------------

/// The splitmix64 stream of tests/oracles/slider_hashes.py.
struct SplitMix64(u64);

impl SplitMix64 {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Board k of a square: a & b & c, a & b, a, or a | b of the next outputs, by k % 4.
    fn board(&mut self, k: usize) -> u64 {
        let a = self.next();
        match k % 4 {
            0 => a & self.next() & self.next(),
            1 => a & self.next(),
            2 => a,
            _ => a | self.next(),
        }
    }
}

/// BOARDS random boards for every square, in the stream's order.
fn random_boards() -> Vec<Vec<u64>> {
    let mut stream = SplitMix64(SEED);
    (0..64)
        .map(|_| (0..BOARDS).map(|k| stream.board(k)).collect())
        .collect()
}

/// The squares a slider on `sq` reaches on the empty board in directions `dirs`
/// (file and rank steps), each ray's last square left out: the relevant mask.
fn relevant_mask(sq: usize, dirs: &[(i32, i32)]) -> u64 {
    let mut mask = 0;
    for &(df, dr) in dirs {
        let (mut f, mut r) = ((sq % 8) as i32 + df, (sq / 8) as i32 + dr);
        while (0..8).contains(&(f + df)) && (0..8).contains(&(r + dr)) {
            mask |= 1u64 << (8 * r + f);
            f += df;
            r += dr;
        }
    }
    mask
}

const ORTHOGONAL: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const DIAGONAL: [(i32, i32); 4] = [(1, 1), (-1, -1), (1, -1), (-1, 1)];

/// Every (square, occupancy) of the subsets of every square's relevant mask for
/// `dirs`, in carry-rippler order (the empty set first).
fn subsets(dirs: &[(i32, i32)]) -> Vec<(usize, u64)> {
    let mut out = Vec::new();
    for sq in 0..64 {
        let mask = relevant_mask(sq, dirs);
        let mut occ = 0u64;
        loop {
            out.push((sq, occ));
            occ = occ.wrapping_sub(mask) & mask;
            if occ == 0 {
                break;
            }
        }
    }
    out
}

// --- oracle --------------------------------------------------------------------------

/// The boards of the oracle: for each piece, the digested ones (subsets then
/// random boards, the queen on random boards alone), and the compared ones.
struct Boards {
    digested: [Vec<(usize, u64)>; 3],
    compared: [Vec<(usize, u64)>; 3],
}

fn oracle_boards() -> Boards {
    let random: Vec<(usize, u64)> = random_boards()
        .into_iter()
        .enumerate()
        .flat_map(|(sq, boards)| boards.into_iter().map(move |occ| (sq, occ)))
        .collect();
    let rook: Vec<_> = subsets(&ORTHOGONAL)
        .into_iter()
        .chain(random.iter().copied())
        .collect();
    let bishop: Vec<_> = subsets(&DIAGONAL)
        .into_iter()
        .chain(random.iter().copied())
        .collect();
    let queen: Vec<_> = subsets(&ORTHOGONAL)
        .into_iter()
        .chain(subsets(&DIAGONAL))
        .chain(random.iter().copied())
        .collect();
    Boards {
        digested: [rook.clone(), bishop.clone(), random],
        compared: [rook, bishop, queen],
    }
}

/// Each peer's answers on the compared boards, by piece.
struct Peers<'a> {
    boards: &'a Boards,
    answers: Vec<(&'static str, [Vec<u64>; 3])>,
}

impl Visit for Peers<'_> {
    fn visit<C: Contender>(&mut self) {
        let answers = [0, 1, 2].map(|p| {
            self.boards.compared[p]
                .iter()
                .map(|&(sq, occ)| lookup::<C>(p, occ, sq))
                .collect()
        });
        let mut hash = |p: usize| {
            let boards = &self.boards.digested[p];
            let h = boards.iter().fold(FNV_OFFSET, |h, &(sq, occ)| {
                (h ^ lookup::<C>(p, occ, sq)).wrapping_mul(FNV_PRIME)
            });
            println!(
                "hash {} {} attacks {} 0x{:016x}",
                C::NAME,
                PIECES[p],
                boards.len(),
                h
            );
        };
        (0..3).for_each(&mut hash);
        self.answers.push((C::NAME, answers));
    }
}

/// Compares every technique of ours with every peer's answers.
struct Compare<'a> {
    boards: &'a Boards,
    peers: &'a Peers<'a>,
    mismatches: usize,
}

impl Visit for Compare<'_> {
    fn visit<C: Contender>(&mut self) {
        for p in 0..3 {
            let ours: Vec<u64> = self.boards.compared[p]
                .iter()
                .map(|&(sq, occ)| lookup::<C>(p, occ, sq))
                .collect();
            for (peer, answers) in &self.peers.answers {
                let mut wrong = 0;
                for (k, (&a, &b)) in ours.iter().zip(&answers[p]).enumerate() {
                    if a != b {
                        if self.mismatches + wrong < 10 {
                            let (sq, occ) = self.boards.compared[p][k];
                            eprintln!("mismatch {} {} {} sq {} occ 0x{:016x}: 0x{:016x} against 0x{:016x}", C::NAME, peer, PIECES[p], sq, occ, a, b);
                        }
                        wrong += 1;
                    }
                }
                println!(
                    "compare {} {} {} {} {}",
                    C::NAME,
                    peer,
                    PIECES[p],
                    ours.len(),
                    wrong
                );
                self.mismatches += wrong;
            }
        }
    }
}

fn oracle() -> i32 {
    let boards = oracle_boards();
    let mut peers = Peers {
        boards: &boards,
        answers: Vec::new(),
    };
    visit_peers(&mut peers);
    let mut compare = Compare {
        boards: &boards,
        peers: &peers,
        mismatches: 0,
    };
    visit_ours(&mut compare);
    if compare.mismatches > 0 {
        eprintln!(
            "bitboard-peers: {} answers differ from a peer's",
            compare.mismatches
        );
        return 1;
    }
    0
}

// --- race ----------------------------------------------------------------------------

/// PAIRS random (LERF square, occupancy) pairs, the occupancies as the oracle's
/// random boards are drawn.
fn race_pairs() -> Vec<(usize, u64)> {
    let mut stream = SplitMix64(RACE_SEED);
    (0..PAIRS)
        .map(|k| ((stream.next() >> 58) as usize, stream.board(k)))
        .collect()
}

/// The sum of `f` over `pairs`, `rounds` times over; the lookups are independent.
#[inline(always)]
fn independent<S: Copy>(pairs: &[(S, u64)], rounds: usize, f: impl Fn(u64, S) -> u64) -> u64 {
    let mut sum = 0u64;
    for _ in 0..rounds {
        for &(sq, occ) in black_box(pairs) {
            sum = sum.wrapping_add(f(occ, sq));
        }
    }
    sum
}

/// The same sum, each lookup's occupancy depending on the last answer (`zero`
/// is 0, unknown to the compiler: the values are the same, but a lookup waits
/// for the one before).
#[inline(always)]
fn chain<S: Copy>(pairs: &[(S, u64)], rounds: usize, f: impl Fn(u64, S) -> u64) -> u64 {
    let zero = black_box(0u64);
    let (mut sum, mut last) = (0u64, 0u64);
    for _ in 0..rounds {
        for &(sq, occ) in black_box(pairs) {
            last = f(occ ^ (last & zero), sq);
            sum = sum.wrapping_add(last);
        }
    }
    sum
}

/// Runs `piece`'s lookups of `C` in `mode` over `pairs`; returns the sum.
#[inline(never)]
fn run<C: Contender>(piece: usize, mode: usize, pairs: &[(C::Sq, u64)], rounds: usize) -> u64 {
    match (piece, mode) {
        (0, 0) => independent(pairs, rounds, C::rook),
        (1, 0) => independent(pairs, rounds, C::bishop),
        (_, 0) => independent(pairs, rounds, C::queen),
        (0, _) => chain(pairs, rounds, C::rook),
        (1, _) => chain(pairs, rounds, C::bishop),
        (_, _) => chain(pairs, rounds, C::queen),
    }
}

fn native_pairs<C: Contender>(pairs: &[(usize, u64)]) -> Vec<(C::Sq, u64)> {
    pairs.iter().map(|&(sq, occ)| (C::sq(sq), occ)).collect()
}

/// Times every contender, the repeats of one (piece, mode) taken in turns.
struct Race {
    pairs: Vec<(usize, u64)>,
    rounds: usize,
    piece: usize,
    mode: usize,
    repeat: usize,
    times: Vec<(&'static str, bool, Vec<f64>, u64)>,
    index: usize,
}

impl Visit for Race {
    fn visit<C: Contender>(&mut self) {
        let pairs = native_pairs::<C>(&self.pairs);
        if self.repeat == 0 {
            run::<C>(self.piece, self.mode, &pairs, 1); // warm-up: fills, caches
            self.times.push((C::NAME, C::OURS, Vec::new(), 0));
        }
        let start = Instant::now();
        let sum = run::<C>(self.piece, self.mode, &pairs, self.rounds);
        let ns = start.elapsed().as_nanos() as f64 / (self.rounds * pairs.len()) as f64;
        let entry = &mut self.times[self.index];
        entry.2.push(ns);
        entry.3 = sum;
        self.index += 1;
    }
}

fn race(rounds: usize, repeats: usize) -> i32 {
    let pairs = race_pairs();
    for piece in 0..3 {
        for mode in 0..2 {
            let mut race = Race {
                pairs: pairs.clone(),
                rounds,
                piece,
                mode,
                repeat: 0,
                times: Vec::new(),
                index: 0,
            };
            for repeat in 0..repeats {
                race.repeat = repeat;
                race.index = 0;
                visit_race(&mut race);
            }
            for (name, ours, mut times, sum) in race.times {
                times.sort_by(|a, b| a.partial_cmp(b).expect("a time is a number"));
                let side = if ours { "ours" } else { "peer" };
                println!(
                    "race {} {} {} {} {:.3} {:.3} {}",
                    name,
                    side,
                    PIECES[piece],
                    MODES[mode],
                    times[repeats / 2],
                    times[0],
                    sum
                );
            }
        }
    }
    0
}

/// Runs one contender's lookups, for callgrind.
struct Count {
    name: String,
    piece: usize,
    mode: usize,
    lookups: usize,
    found: bool,
}

impl Visit for Count {
    fn visit<C: Contender>(&mut self) {
        if C::NAME != self.name {
            return;
        }
        self.found = true;
        let all = native_pairs::<C>(&race_pairs());
        run::<C>(self.piece, self.mode, &all[..1], 1);
        let (rounds, rest) = (self.lookups / PAIRS, self.lookups % PAIRS);
        let sum = run::<C>(self.piece, self.mode, &all, rounds).wrapping_add(run::<C>(
            self.piece,
            self.mode,
            &all[..rest],
            1,
        ));
        println!(
            "count {} {} {} {} {}",
            C::NAME,
            PIECES[self.piece],
            MODES[self.mode],
            self.lookups,
            sum
        );
    }
}

fn fail(message: &str) -> ! {
    eprintln!("bitboard-peers: {}", message);
    exit(2);
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let position = |list: &[&str], what: &str, value: &str| {
        list.iter().position(|x| *x == value).unwrap_or_else(|| {
            fail(&format!(
                "{} {:?}: choose from {}",
                what,
                value,
                list.join(", ")
            ))
        })
    };
    let number = |value: &str| {
        value
            .parse::<usize>()
            .unwrap_or_else(|_| fail(&format!("not a count: {:?}", value)))
    };
    let status = match args.as_slice() {
        ["oracle"] => oracle(),
        ["engine"] => engine::check(),
        ["race"] => race(200, 7),
        ["race", rounds] => race(number(rounds).max(1), 7),
        ["race", rounds, repeats] => race(number(rounds).max(1), number(repeats).max(1)),
        ["count", name, piece, mode, lookups] => {
            let mut count = Count {
                name: name.to_string(),
                piece: position(&PIECES, "piece", piece),
                mode: position(&MODES, "mode", mode),
                lookups: number(lookups),
                found: false,
            };
            visit_race(&mut count);
            if !count.found {
                fail(&format!("no contender {:?} in this build", name));
            }
            0
        }
        _ => fail(USAGE),
    };
    exit(status);
}
