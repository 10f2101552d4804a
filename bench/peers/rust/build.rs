//! Points the program at the Rust module it races: $BITBOARDS_RS (a path relative to
//! this directory, or absolute), else the repository's generated/bitboards.rs.

use std::env;
use std::path::PathBuf;

fn main() {
    println!("cargo:rerun-if-env-changed=BITBOARDS_RS");
    let dir = PathBuf::from(env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"));
    let path = match env::var_os("BITBOARDS_RS") {
        Some(path) => dir.join(path),
        None => dir.join("../../../generated/bitboards.rs"),
    };
    let path = match path.canonicalize() {
        Ok(path) => path,
        Err(err) => {
            eprintln!("bitboard-peers: the Rust module {}: {}", path.display(), err);
            std::process::exit(1);
        }
    };
    println!("cargo:rerun-if-changed={}", path.display());
    println!("cargo:rustc-env=BITBOARDS_RS_FILE={}", path.display());
}
