//! One rook lookup by shakmaty, exported to the wasm host (Node) as `rook(sq, occ)`:
//! the program of ../wasm-ours on shakmaty's lookup.
#[no_mangle]
pub extern "C" fn rook(sq: u32, occ: u64) -> u64 {
    shakmaty::attacks::rook_attacks(shakmaty::Square::new(sq % 64), shakmaty::Bitboard(occ)).0
}
