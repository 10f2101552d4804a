//! One rook lookup by the generated module, exported to the wasm host (Node) as
//! `rook(sq, occ)`: the function of the file WASM_LOOKUP_RS names, which bench/wasm.py
//! writes for each technique, calling that technique's rook lookup.
#[allow(dead_code)]
#[path = "../../../../../generated/bitboards.rs"]
mod bitboards;

include!(env!("WASM_LOOKUP_RS"));
