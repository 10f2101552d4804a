//! One rook lookup by chess, the square and occupancy from the command line.
fn main() {
    let mut args = std::env::args().skip(1).map(|a| a.parse::<u64>().expect("minimal: a number"));
    let (sq, occ) = (args.next().unwrap_or(27) % 64, args.next().unwrap_or(0));
    // SAFETY: sq is below 64, a square
    let square = unsafe { chess::Square::new(sq as u8) };
    println!("{:016x}", chess::get_rook_moves(square, chess::BitBoard(occ)).0);
}
