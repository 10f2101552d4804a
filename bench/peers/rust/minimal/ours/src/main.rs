//! One rook lookup by the generated module's fancy magic (its first call fills the
//! magic attack tables), the square and occupancy from the command line.
#[allow(dead_code)]
#[path = "../../../../../../generated/bitboards.rs"]
mod bitboards;

fn main() {
    let mut args = std::env::args().skip(1).map(|a| a.parse::<u64>().expect("minimal: a number"));
    let (sq, occ) = (args.next().unwrap_or(27) as usize % 64, args.next().unwrap_or(0));
    println!("{:016x}", bitboards::rook_attacks_magic(occ, sq));
}
