// The smallest Rust program of bench/rust.py's binary sizes: one lookup of the
// module (rook_attacks) on arguments read at run time, so nothing is folded away.
//     rust_one_lookup OCC SQ   prints rook_attacks(OCC, SQ) in hex
#[allow(dead_code)]
mod bitboards {
    include!(env!("BITBOARDS_RS"));
}

fn main() {
    let args: Vec<u64> = std::env::args().skip(1).map(|a| a.parse().unwrap_or(0)).collect();
    let (occ, sq) = (args.first().copied().unwrap_or(0), args.get(1).copied().unwrap_or(0) as usize & 63);
    println!("{:x}", bitboards::rook_attacks(occ, sq));
}
