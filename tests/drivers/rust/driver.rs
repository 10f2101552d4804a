// Test driver for generated/bitboards.rs: answers queries read from stdin, as
// tests/drivers/c/driver.c does for the C header, line for line.
//
// Each input line is a function name and its arguments as decimal or 0x hex
// numbers, answered by call() of driver_tables.rs, which the test writes from the
// model; each output line is the result (hex for bitboards, decimal for the
// integers). Three extra commands:
//   tables        prints every table, one "NAME i j ... 0xVALUE" line per entry
//                 (DIR_SHIFT in decimal): print_tables() of driver_tables.rs,
//                 which the test writes from the Python module's table names
//   lines [SEED]  for every square, each of its four lines and every subset of
//                 the line, prints the line attacks and the line x-rays of the
//                 subset plus off-line noise from xorshift64 seeded with SEED
//                 (no noise for 0, the default); tests/harness/queries.py walks the same order
//   squares       prints the square helpers for every file and rank and square,
//                 the name of every square, then "D4 <const> <array length>
//                 <is d4>" from the const fns used in constant contexts: a
//                 const, an array length, a pattern
//   square_name SQ     prints the name of square SQ
//   parse_square NAME  prints the number of the square NAME names, -1 for none
//   scan B        prints how many squares bitboard B has (the iterator's len),
//                 then each, lowest first, on one line
//   sliders       checks every slider technique of the module (pext and pext16
//                 where built with BMI2) against a ray walk written here: first
//                 four threads at once call the magic lookups before anything
//                 filled the packed tables ("threads 4 mismatches M"); then for
//                 the rook and the bishop on every square, every subset of the
//                 relevant mask the walk finds (carry-rippler order), and 1,000
//                 random boards a square (pieces on sq and off the mask too),
//                 every technique's attacks and one-lookup x-rays, and on the
//                 random boards its queen: "check T PIECE KIND checked N
//                 mismatches M"; a digest of each technique's answers on the
//                 subsets in order, which the test computes from the generator's
//                 sets ("digest T PIECE KIND 0x..."); and the path of the
//                 two-lines hyperbola ("simd sse2|ssse3|neon|portable") and of
//                 parallel hyperbola ("avx2 avx2|portable")
//   slider PIECE SQ OCC  prints every technique's answer for rook, bishop or
//                 queen on one line, "T KIND 0x..." pairs
//
// Two modes, chosen by the first argument, read no stdin
// (tests/oracles/slider_hashes.py gives the protocol):
//   first-use     four threads, let go together by a barrier before any fill,
//                 each ask every lookup of every technique once, thread t on
//                 questions of a splitmix64 stream from FIRST_USE_SEED + t; then,
//                 thread by thread, "first T TECHNIQUE PIECE KIND SQ 0xOCC 0xANSWER"
//   fill-each     calls each fill group's own fill (fill_magic_attacks, ...), then
//                 thread 0 alone asks its questions and prints its lines
//   resident      for each fill group in turn, calls a lookup that reads it and
//                 prints "resident GROUP KB": how much the process's resident
//                 anonymous memory (RssAnon of /proc/self/status) grew meanwhile
//   resident-fills  the same, each group filled by its own fill (fill_magic_attacks, ...)
//   resident-all  prints "resident all KB": its growth over fill_slider_tables()
//
// Build (the test copies bitboards.rs and writes driver_tables.rs and
// driver_sliders.rs beside it):
//     rustc -D warnings -C opt-level=1 driver.rs -o driver
// (the newest rustc of the tests adds -C target-feature=+bmi2,+ssse3 where the
// CPU has them: the PEXT lookups and the SSSE3 byte swap).

#[allow(dead_code)]
mod bitboards;
mod driver_sliders;
mod driver_tables;

use bitboards::*;
use driver_sliders::slider_techniques;
use std::io::{self, BufRead, BufWriter, Write};

// The square helpers are const fns: they make constants, array lengths and patterns.
const DRIVER_D4: usize = square(3, 3);
type ByRankOfH8 = [u8; square_rank(H8) + 1];

fn driver_is_d4(sq: usize) -> usize {
    match sq {
        DRIVER_D4 => 1,
        _ => 0,
    }
}

// Prints square(file, rank) of every file and rank, square_file and square_rank of
// every square, then the constant contexts above.
fn print_squares(out: &mut impl Write) -> io::Result<()> {
    for file in 0..8 {
        for rank in 0..8 {
            writeln!(out, "square {} {} {}", file, rank, square(file, rank))?;
        }
    }
    for sq in 0..64 {
        writeln!(out, "coordinates {} {} {}", sq, square_file(sq), square_rank(sq))?;
    }
    for sq in 0..64 {
        writeln!(out, "name {} {}", sq, square_name(sq))?;
    }
    let length = core::mem::size_of::<ByRankOfH8>();
    writeln!(out, "D4 {} {} {}", DRIVER_D4, length, driver_is_d4(D4))
}

// Returns the number `text` spells in decimal or 0x hex; panics on anything else.
fn arg(text: Option<&str>) -> u64 {
    let text = text.expect("driver: a missing argument");
    match text.strip_prefix("0x") {
        Some(hex) => u64::from_str_radix(hex, 16).expect("driver: a bad hex argument"),
        None => text.parse().expect("driver: a bad argument"),
    }
}

// Returns the next state of Marsaglia's xorshift64 (13, 7, 17); 0 stays 0.
fn xorshift64(mut state: u64) -> u64 {
    state ^= state << 13;
    state ^= state >> 7;
    state ^= state << 17;
    state
}

// Every occupancy subset of each line through every square, each with the
// noise of the next xorshift64 state off the line.
fn print_lines(out: &mut impl Write, mut state: u64) -> io::Result<()> {
    for sq in 0..64 {
        let masks = [RANK_MASK[sq], FILE_MASK[sq], DIAGONAL_MASK[sq], ANTI_DIAGONAL_MASK[sq]];
        for (line, &mask) in masks.iter().enumerate() {
            let mut sub = 0u64;
            loop {
                state = xorshift64(state);
                let occ = sub | (state & !mask);
                let (a, x) = match line {
                    0 => (rank_attacks(occ, sq), xray_rank_attacks(occ, sq)),
                    1 => (file_attacks(occ, sq), xray_file_attacks(occ, sq)),
                    2 => (diagonal_attacks(occ, sq), xray_diagonal_attacks(occ, sq)),
                    _ => (anti_diagonal_attacks(occ, sq), xray_anti_diagonal_attacks(occ, sq)),
                };
                writeln!(out, "{} {} 0x{:016x} 0x{:016x} 0x{:016x}", sq, line, occ, a, x)?;
                sub = sub.wrapping_sub(mask) & mask; // carry-rippler: the next subset of mask
                if sub == 0 {
                    break;
                }
            }
        }
    }
    Ok(())
}

// --- the slider techniques ---------------------------------------------------

type Lookup = fn(u64, usize) -> u64;

// The lookups of one technique under test: kind "attacks" (with the queen's) or "xrays".
pub struct Technique {
    name: &'static str,
    kind: &'static str,
    rook: Lookup,
    bishop: Lookup,
    queen: Option<Lookup>,
}

fn technique(name: &'static str, kind: &'static str, rook: Lookup, bishop: Lookup, queen: Option<Lookup>) -> Technique {
    Technique { name, kind, rook, bishop, queen }
}

// slider_techniques(), every technique the module has in this build in the model's
// order: driver_sliders.rs, which tests/drivers/rust/build.py writes.

// (file, rank) steps: the rook's four directions, then the bishop's.
const STEPS: [[(i32, i32); 4]; 2] = [[(1, 0), (-1, 0), (0, 1), (0, -1)], [(1, 1), (-1, -1), (-1, 1), (1, -1)]];

fn bit(file: i32, rank: i32) -> u64 {
    1u64 << square(file as usize, rank as usize)
}

// Walks the four rays of `piece` (0 rook, 1 bishop) from sq: returns (the attacks,
// up to and including the first occupied square; the x-rays, behind it up to and
// including the second occupied square or the edge).
fn walk(piece: usize, sq: usize, occ: u64) -> (u64, u64) {
    let (mut attacks, mut xrays) = (0, 0);
    for &(df, dr) in STEPS[piece].iter() {
        let (mut file, mut rank, mut blockers) = (square_file(sq) as i32, square_rank(sq) as i32, 0);
        loop {
            file += df;
            rank += dr;
            if !(0..8).contains(&file) || !(0..8).contains(&rank) || blockers == 2 {
                break;
            }
            if blockers == 0 {
                attacks |= bit(file, rank);
            } else {
                xrays |= bit(file, rank);
            }
            if occ & bit(file, rank) != 0 {
                blockers += 1;
            }
        }
    }
    (attacks, xrays)
}

// Returns the squares of the rays of `piece` from sq less the last square of each ray.
fn relevant(piece: usize, sq: usize) -> u64 {
    let mut mask = 0;
    for &(df, dr) in STEPS[piece].iter() {
        let (mut file, mut rank) = (square_file(sq) as i32 + df, square_rank(sq) as i32 + dr);
        while (0..8).contains(&(file + df)) && (0..8).contains(&(rank + dr)) {
            mask |= bit(file, rank);
            file += df;
            rank += dr;
        }
    }
    mask
}

// Returns the digest `hash` folded with `value`: FNV-1a's step on 64-bit words.
fn fold(hash: u64, value: u64) -> u64 {
    (hash ^ value).wrapping_mul(0x100000001b3)
}

const DIGEST_START: u64 = 0xcbf29ce484222325;

// Returns what `ask` returns in each of `n` threads, let go together by a barrier, in
// the threads' order; on wasm, whose WASI (preview1) has no threads, one call after
// another: the first use a single-threaded wasm program makes.
fn together<T: Send + 'static>(n: u64, ask: fn(u64) -> T) -> Vec<T> {
    if cfg!(target_family = "wasm") {
        return (0..n).map(ask).collect();
    }
    let start = std::sync::Arc::new(std::sync::Barrier::new(n as usize));
    let threads: Vec<_> = (0..n)
        .map(|t| {
            let start = start.clone();
            std::thread::spawn(move || {
                start.wait();
                ask(t)
            })
        })
        .collect();
    threads.into_iter().map(|t| t.join().expect("driver: a thread panicked")).collect()
}

// Four threads call the magic lookups at once, before anything filled their tables
// (the lazy fill: one fills, the others wait); returns their mismatches against the walk.
fn concurrent_first_lookups() -> u64 {
    together(4, |t| {
        let mut wrong = 0;
        let mut state = 0x9e3779b97f4a7c15 ^ t;
        for i in 0..20000 {
            state = xorshift64(state);
            let sq = (state >> 58) as usize;
            let occ = state & xorshift64(state ^ 0x5555555555555555);
            let piece = i & 1;
            let (attacks, xrays) = walk(piece, sq, occ);
            let got = if piece == 0 {
                (rook_attacks_magic(occ, sq), xray_rook_attacks_magic(occ, sq))
            } else {
                (bishop_attacks_magic(occ, sq), xray_bishop_attacks_magic(occ, sq))
            };
            wrong += (got != (attacks, xrays)) as u64;
        }
        wrong
    })
    .into_iter()
    .sum()
}

// --- first use: the lookups asked before anything filled their tables --------------

// The seed of thread 0's questions in first-use and fill-each (tests/oracles/slider_hashes.py).
const FIRST_USE_SEED: u64 = 0xF1257005E0000000;
const FIRST_USE_THREADS: u64 = 4;

// Returns the next output of the splitmix64 stream whose state is `state`.
fn splitmix64(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E3779B97F4A7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58476D1CE4E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D049BB133111EB);
    z ^ (z >> 31)
}

// Returns (technique, piece, kind, lookup) of every lookup the module has in this
// build, in the model's order of techniques (slider_hashes.lookups_of): per
// technique the rook's attacks and x-rays, the bishop's, then the queen's attacks.
fn first_use_lookups() -> Vec<(&'static str, &'static str, &'static str, Lookup)> {
    let techniques = slider_techniques();
    let mut out = Vec::new();
    for attacks in techniques.iter().filter(|t| t.kind == "attacks") {
        let name = attacks.name;
        let xrays = techniques.iter().find(|t| t.name == name && t.kind == "xrays");
        for (piece, lookup) in [("rook", attacks.rook), ("bishop", attacks.bishop)].iter() {
            out.push((name, *piece, "attacks", *lookup));
            if let Some(x) = xrays {
                out.push((name, *piece, "xrays", if *piece == "rook" { x.rook } else { x.bishop }));
            }
        }
        out.push((name, "queen", "attacks", attacks.queen.expect("driver: a technique without a queen")));
    }
    out
}

// Returns the `first` lines of thread `thread`: each lookup asked once, on the
// questions of its splitmix64 stream.
fn first_use_lines(thread: u64) -> String {
    let mut state = FIRST_USE_SEED.wrapping_add(thread);
    let mut text = String::new();
    for (technique, piece, kind, lookup) in first_use_lookups() {
        let (a, b, c) = (splitmix64(&mut state), splitmix64(&mut state), splitmix64(&mut state));
        let (occ, sq) = (a & b, (c % 64) as usize);
        text += &format!("first {} {} {} {} {} 0x{:x} 0x{:x}\n", thread, technique, piece, kind, sq, occ, lookup(occ, sq));
    }
    text
}

// first-use: FIRST_USE_THREADS threads let go together, no fill called before.
fn first_use(out: &mut impl Write) -> io::Result<()> {
    for lines in together(FIRST_USE_THREADS, first_use_lines) {
        write!(out, "{}", lines)?;
    }
    Ok(())
}

// fill-each: every fill group's own fill, in the order of slider_section.fill_groups,
// then thread 0's questions.
fn fill_each(out: &mut impl Write) -> io::Result<()> {
    fill_magic_attacks();
    fill_magic_xrays();
    #[cfg(target_feature = "bmi2")]
    {
        fill_pext_attacks();
        fill_pext_xrays();
        fill_pext16_attacks();
        fill_pext16_xrays();
    }
    fill_black_attacks();
    write!(out, "{}", first_use_lines(0))
}

// --- what each fill keeps resident ----------------------------------------------

// Returns the process's resident anonymous memory in KB (RssAnon of
// /proc/self/status, where the zeroed packed tables' pages count once written), 0
// where there is no such line.
fn resident_kb() -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    let line = status.lines().find(|line| line.starts_with("RssAnon:"));
    line.and_then(|line| line.split_whitespace().nth(1)).and_then(|kb| kb.parse().ok()).unwrap_or(0)
}

// resident (`by_fill` false): each fill group filled by the first lookup that reads
// it, in the order of slider_section.fill_groups, with what that kept resident;
// resident-fills (`by_fill`): each filled by its own fill.
fn resident(out: &mut impl Write, by_fill: bool) -> io::Result<()> {
    let mut groups: Vec<(&str, Lookup, fn())> = vec![
        ("magic_attacks", rook_attacks_magic, fill_magic_attacks),
        ("magic_xrays", xray_rook_attacks_magic, fill_magic_xrays),
    ];
    #[cfg(target_feature = "bmi2")]
    groups.extend(vec![
        ("pext_attacks", rook_attacks_pext as Lookup, fill_pext_attacks as fn()),
        ("pext_xrays", xray_rook_attacks_pext, fill_pext_xrays),
        ("pext16_attacks", rook_attacks_pext16, fill_pext16_attacks),
        ("pext16_xrays", xray_rook_attacks_pext16, fill_pext16_xrays),
    ]);
    groups.push(("black_attacks", rook_attacks_black, fill_black_attacks));
    groups.push(("magic32_attacks", rook_attacks_magic32, fill_magic32_attacks));
    let mut text = String::with_capacity(4096); // written after the last figure: no allocation between them
    for (group, lookup, fill) in groups {
        let before = resident_kb();
        let answer = if by_fill {
            fill();
            0
        } else {
            lookup(0, std::env::args().count() & 63)
        };
        text += &format!("resident {} {} (answer 0x{:x})\n", group, resident_kb() - before, answer);
    }
    write!(out, "{}", text)
}

// resident-all: what fill_slider_tables() keeps resident.
fn resident_all(out: &mut impl Write) -> io::Result<()> {
    let before = resident_kb();
    fill_slider_tables();
    writeln!(out, "resident all {}", resident_kb() - before)
}

fn check_sliders(out: &mut impl Write) -> io::Result<()> {
    writeln!(out, "threads 4 mismatches {}", concurrent_first_lookups())?;
    fill_slider_tables(); // filled already: returns at once
    let techniques = slider_techniques();
    let n = techniques.len();
    let (mut checked, mut wrong) = (vec![[0u64; 2]; n], vec![[0u64; 2]; n]);
    let (mut queen_checked, mut queen_wrong) = (vec![0u64; n], vec![0u64; n]);
    let mut digests = vec![[DIGEST_START; 2]; n];
    let mut state = 0x9e3779b97f4a7c15u64;
    for piece in 0..2 {
        for sq in 0..64 {
            let mask = relevant(piece, sq);
            let mut occ = 0u64;
            loop {
                let (attacks, xrays) = walk(piece, sq, occ);
                for (t, technique) in techniques.iter().enumerate() {
                    let got = (if piece == 0 { technique.rook } else { technique.bishop })(occ, sq);
                    checked[t][piece] += 1;
                    wrong[t][piece] += (got != if technique.kind == "xrays" { xrays } else { attacks }) as u64;
                    digests[t][piece] = fold(digests[t][piece], got);
                }
                occ = occ.wrapping_sub(mask) & mask;
                if occ == 0 {
                    break;
                }
            }
            for i in 0..1000 {
                state = xorshift64(state);
                let mut occ = state & xorshift64(state ^ 0x5555555555555555);
                if i & 1 == 1 {
                    occ |= 1u64 << sq;
                }
                let (attacks, xrays) = walk(piece, sq, occ);
                let queen = walk(0, sq, occ).0 | walk(1, sq, occ).0;
                for (t, technique) in techniques.iter().enumerate() {
                    let got = (if piece == 0 { technique.rook } else { technique.bishop })(occ, sq);
                    checked[t][piece] += 1;
                    wrong[t][piece] += (got != if technique.kind == "xrays" { xrays } else { attacks }) as u64;
                    if let (0, Some(q)) = (piece, technique.queen) {
                        queen_checked[t] += 1;
                        queen_wrong[t] += (q(occ, sq) != queen) as u64;
                    }
                }
            }
        }
    }
    for (t, technique) in techniques.iter().enumerate() {
        for (piece, piece_name) in ["rook", "bishop"].iter().enumerate() {
            let (name, kind) = (technique.name, technique.kind);
            writeln!(out, "check {} {} {} checked {} mismatches {}", name, piece_name, kind, checked[t][piece], wrong[t][piece])?;
            writeln!(out, "digest {} {} {} 0x{:016x}", name, piece_name, kind, digests[t][piece])?;
        }
        if technique.queen.is_some() {
            writeln!(out, "check {} queen attacks checked {} mismatches {}", technique.name, queen_checked[t], queen_wrong[t])?;
        }
    }
    let simd = if cfg!(all(target_arch = "x86_64", target_feature = "ssse3")) {
        "ssse3"
    } else if cfg!(all(target_arch = "x86_64", target_feature = "sse2")) {
        "sse2"
    } else if cfg!(all(target_arch = "aarch64", target_feature = "neon")) {
        "neon"
    } else {
        "portable"
    };
    writeln!(out, "simd {}", simd)?;
    // parallel hyperbola's path
    writeln!(out, "avx2 {}", if cfg!(all(target_arch = "x86_64", target_feature = "avx2")) { "avx2" } else { "portable" })
}

// Prints every technique's answer for PIECE on SQ given OCC, x-rays but for the queen.
fn answer_slider(out: &mut impl Write, piece: &str, sq: usize, occ: u64) -> io::Result<()> {
    let mut text = Vec::new();
    for technique in slider_techniques() {
        let lookup = match piece {
            "rook" => Some(technique.rook),
            "bishop" => Some(technique.bishop),
            _ => technique.queen,
        };
        if let Some(lookup) = lookup {
            text.push(format!("{} {} 0x{:016x}", technique.name, technique.kind, lookup(occ, sq)));
        }
    }
    writeln!(out, "{}", text.join(" "))
}

fn main() -> io::Result<()> {
    let stdin = io::stdin();
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    match std::env::args().nth(1).as_deref() {
        Some("first-use") => return first_use(&mut out).and_then(|_| out.flush()),
        Some("fill-each") => return fill_each(&mut out).and_then(|_| out.flush()),
        Some("resident") => return resident(&mut out, false).and_then(|_| out.flush()),
        Some("resident-fills") => return resident(&mut out, true).and_then(|_| out.flush()),
        Some("resident-all") => return resident_all(&mut out).and_then(|_| out.flush()),
        Some(mode) => {
            eprintln!("driver: unknown mode {}", mode);
            std::process::exit(2);
        }
        None => {}
    }
    for line in stdin.lock().lines() {
        let line = line?;
        let mut w = line.split_whitespace();
        let name = match w.next() {
            Some(name) => name,
            None => continue,
        };
        let mut a = || arg(w.next());
        let b: u64 = match name {
            "tables" => {
                driver_tables::print_tables(&mut out)?;
                continue;
            }
            "lines" => {
                let seed = line.split_whitespace().nth(1).map_or(0, |seed| arg(Some(seed))); // 0 when absent
                print_lines(&mut out, seed)?;
                continue;
            }
            "squares" => {
                print_squares(&mut out)?;
                continue;
            }
            "sliders" => {
                check_sliders(&mut out)?;
                continue;
            }
            "slider" => {
                let piece = w.next().unwrap_or("").to_string();
                let sq = arg(w.next()) as usize;
                answer_slider(&mut out, &piece, sq, arg(w.next()))?;
                continue;
            }
            "square_name" => {
                writeln!(out, "{}", square_name(a() as usize))?;
                continue;
            }
            "parse_square" => {
                let name = line.split_whitespace().nth(1).unwrap_or("");
                writeln!(out, "{}", parse_square(name).map_or(-1, |sq| sq as i64))?;
                continue;
            }
            "scan" => {
                let scan = squares(a());
                let mut text = scan.len().to_string();
                for sq in scan {
                    text += &format!(" {}", sq);
                }
                writeln!(out, "{}", text)?;
                continue;
            }
            _ => match driver_tables::call(name, &mut a) {
                Some((true, b)) => b,
                Some((false, n)) => {
                    writeln!(out, "{}", n)?;
                    continue;
                }
                None => {
                    eprintln!("driver: unknown command {}", name);
                    std::process::exit(2);
                }
            },
        };
        writeln!(out, "0x{:016x}", b)?;
    }
    out.flush()
}
