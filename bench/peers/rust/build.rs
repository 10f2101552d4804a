//! Points the programs at the Rust module they race: $BITBOARDS_RS (a path relative
//! to this directory, or absolute), else the repository's generated/bitboards.rs.
//!
//! For the perft program (src/perft.rs, feature `perft`), writes perft_bitboards.rs
//! into OUT_DIR: that module, its rook_attacks, bishop_attacks, queen_attacks and
//! pinned replaced by those of $PERFT_SLIDERS (a technique of ours, or a peer).

use std::env;
use std::fs;
use std::path::PathBuf;

/// (name, rook lookup, bishop lookup) of every slider set the perft takes: `occ` and
/// `sq` (a LERF usize) in scope; "kindergarten" is the module's own.
const SLIDERS: [(&str, &str, &str); 8] = [
    ("kindergarten", "", ""),
    ("magic", "generated::rook_attacks_magic(occ, sq)", "generated::bishop_attacks_magic(occ, sq)"),
    ("black", "generated::rook_attacks_black(occ, sq)", "generated::bishop_attacks_black(occ, sq)"),
    ("hyperbola", "generated::rook_attacks_hyperbola(occ, sq)", "generated::bishop_attacks_hyperbola(occ, sq)"),
    ("pext", "generated::rook_attacks_pext(occ, sq)", "generated::bishop_attacks_pext(occ, sq)"),
    (
        "shakmaty",
        "::shakmaty::attacks::rook_attacks(::shakmaty::Square::ALL[sq], ::shakmaty::Bitboard(occ)).0",
        "::shakmaty::attacks::bishop_attacks(::shakmaty::Square::ALL[sq], ::shakmaty::Bitboard(occ)).0",
    ),
    (
        "cozy-chess",
        "::cozy_chess::get_rook_moves(::cozy_chess::Square::index(sq), ::cozy_chess::BitBoard(occ)).0",
        "::cozy_chess::get_bishop_moves(::cozy_chess::Square::index(sq), ::cozy_chess::BitBoard(occ)).0",
    ),
    (
        "chess",
        "::chess::get_rook_moves(::chess::ALL_SQUARES[sq], ::chess::BitBoard(occ)).0",
        "::chess::get_bishop_moves(::chess::ALL_SQUARES[sq], ::chess::BitBoard(occ)).0",
    ),
];

fn fail(message: String) -> ! {
    eprintln!("bitboard-peers: {}", message);
    std::process::exit(1);
}

fn main() {
    println!("cargo:rerun-if-env-changed=BITBOARDS_RS");
    println!("cargo:rerun-if-env-changed=PERFT_SLIDERS");
    let dir =
        PathBuf::from(env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"));
    let path = match env::var_os("BITBOARDS_RS") {
        Some(path) => dir.join(path),
        None => dir.join("../../../generated/bitboards.rs"),
    };
    let path = path
        .canonicalize()
        .unwrap_or_else(|err| fail(format!("the Rust module {}: {}", path.display(), err)));
    println!("cargo:rerun-if-changed={}", path.display());
    println!("cargo:rustc-env=BITBOARDS_RS_FILE={}", path.display());

    let sliders = env::var("PERFT_SLIDERS").unwrap_or_else(|_| "kindergarten".to_string());
    let (_, rook, bishop) = SLIDERS.iter().find(|s| s.0 == sliders).unwrap_or_else(|| {
        let names: Vec<&str> = SLIDERS.iter().map(|s| s.0).collect();
        fail(format!(
            "PERFT_SLIDERS={:?}: choose from {}",
            sliders,
            names.join(", ")
        ))
    });
    let mut module = format!(
        "// Written by bench/peers/rust/build.rs: {}, its sliders and pins by {}.\nmod generated {{\n    include!({:?});\n}}\npub use generated::*;\n",
        path.display(),
        sliders,
        path.display().to_string()
    );
    if !rook.is_empty() {
        module += &format!(
            r#"
#[inline]
pub fn rook_attacks(occ: u64, sq: usize) -> u64 {{
    {rook}
}}

#[inline]
pub fn bishop_attacks(occ: u64, sq: usize) -> u64 {{
    {bishop}
}}

#[inline]
pub fn queen_attacks(occ: u64, sq: usize) -> u64 {{
    rook_attacks(occ, sq) | bishop_attacks(occ, sq)
}}

// The module's own pinned, by these lookups: an x-ray is two of them.
#[inline]
pub fn pinned(occ: u64, own: u64, king_sq: usize, enemy_rq: u64, enemy_bq: u64) -> u64 {{
    let rook = rook_attacks(occ, king_sq);
    let bishop = bishop_attacks(occ, king_sq);
    let mut pinners = ((rook ^ rook_attacks(occ ^ (own & rook), king_sq)) & enemy_rq)
        | ((bishop ^ bishop_attacks(occ ^ (own & bishop), king_sq)) & enemy_bq);
    let mut result = 0;
    while pinners != 0 {{
        result |= BETWEEN[king_sq][lsb(pinners)] & own;
        pinners &= pinners - 1;
    }}
    result
}}
"#
        );
    }
    let out = PathBuf::from(env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"))
        .join("perft_bitboards.rs");
    fs::write(&out, module).unwrap_or_else(|err| fail(format!("{}: {}", out.display(), err)));
    println!("cargo:rustc-env=BITBOARDS_RS={}", out.display());
}
