// Test driver for generated/bitboards.rs: answers queries read from stdin, as
// tests/drivers/c/driver.c does for the C header, line for line.
//
// Each input line is a function name and its arguments as decimal or 0x hex
// numbers; each output line is the result (hex for bitboards, decimal for the
// bit scans). Three extra commands:
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
//
// Build (the test copies bitboards.rs and writes driver_tables.rs beside it):
//     rustc -D warnings -C opt-level=1 driver.rs -o driver

#[allow(dead_code)]
mod bitboards;
mod driver_tables;

use bitboards::*;
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

fn main() -> io::Result<()> {
    let stdin = io::stdin();
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
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
            "lsb" => {
                writeln!(out, "{}", lsb(a()))?;
                continue;
            }
            "popcount" => {
                writeln!(out, "{}", popcount(a()))?;
                continue;
            }
            "square_bb" => square_bb(a() as usize),
            "rank_attacks" => rank_attacks(a(), a() as usize),
            "file_attacks" => file_attacks(a(), a() as usize),
            "diagonal_attacks" => diagonal_attacks(a(), a() as usize),
            "anti_diagonal_attacks" => anti_diagonal_attacks(a(), a() as usize),
            "rook_attacks" => rook_attacks(a(), a() as usize),
            "bishop_attacks" => bishop_attacks(a(), a() as usize),
            "queen_attacks" => queen_attacks(a(), a() as usize),
            "xray_rank_attacks" => xray_rank_attacks(a(), a() as usize),
            "xray_file_attacks" => xray_file_attacks(a(), a() as usize),
            "xray_diagonal_attacks" => xray_diagonal_attacks(a(), a() as usize),
            "xray_anti_diagonal_attacks" => xray_anti_diagonal_attacks(a(), a() as usize),
            "xray_rook_attacks" => xray_rook_attacks(a(), a(), a() as usize),
            "xray_bishop_attacks" => xray_bishop_attacks(a(), a(), a() as usize),
            "piece_attacks" => piece_attacks(a() as usize, a(), a() as usize),
            "pinned" => pinned(a(), a(), a() as usize, a(), a()),
            "shift_one" => shift_one(a(), a() as usize),
            "occluded_fill" => occluded_fill(a(), a(), a() as usize),
            "sliding_attacks" => sliding_attacks(a(), a(), a() as usize),
            "xray_attacks" => xray_attacks(a(), a(), a(), a() as usize),
            "between_slider_and_target" => between_slider_and_target(a(), a(), a(), a() as usize),
            _ => {
                eprintln!("driver: unknown command {}", name);
                std::process::exit(2);
            }
        };
        writeln!(out, "0x{:016x}", b)?;
    }
    out.flush()
}
