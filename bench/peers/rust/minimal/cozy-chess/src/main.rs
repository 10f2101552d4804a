//! One rook lookup by cozy-chess, the square and occupancy from the command line.
fn main() {
    let mut args = std::env::args().skip(1).map(|a| a.parse::<u64>().expect("minimal: a number"));
    let (sq, occ) = (args.next().unwrap_or(27) as usize % 64, args.next().unwrap_or(0));
    println!("{:016x}", cozy_chess::get_rook_moves(cozy_chess::Square::index(sq), cozy_chess::BitBoard(occ)).0);
}
