// The start-up fill of bench/rust.py: the time of the first fill_slider_tables()
// of the module (every packed table: magic, black magic, and with BMI2 both PEXT),
// and of a second call, which finds them filled.
//     rust_fill   prints "fill FIRST_NS SECOND_NS", then a digest of a lookup of every table
#[allow(dead_code)]
mod bitboards {
    include!(env!("BITBOARDS_RS"));
}

use std::time::Instant;

fn main() {
    let start = Instant::now();
    bitboards::fill_slider_tables();
    let first = start.elapsed();
    let start = Instant::now();
    bitboards::fill_slider_tables();
    let second = start.elapsed();
    println!("fill {} {}", first.as_nanos(), second.as_nanos());
    // a lookup of every packed table, the square read at run time: a table no lookup
    // reads would be dropped by the optimizer, its fill with it, and the figure
    // would be that of fewer tables than the label says
    let sq = std::env::args().count() & 63;
    let occ = 0x0081_0000_0000_0081;
    let mut check = bitboards::queen_attacks_magic(occ, sq) ^ bitboards::queen_attacks_black(occ, sq);
    check ^= bitboards::xray_rook_attacks_magic(occ, sq) ^ bitboards::xray_bishop_attacks_magic(occ, sq);
    #[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
    {
        check ^= bitboards::queen_attacks_pext(occ, sq) ^ bitboards::queen_attacks_pext16(occ, sq);
        check ^= bitboards::xray_rook_attacks_pext(occ, sq) ^ bitboards::xray_bishop_attacks_pext(occ, sq);
        check ^= bitboards::xray_rook_attacks_pext16(occ, sq) ^ bitboards::xray_bishop_attacks_pext16(occ, sq);
    }
    println!("{:x}", check);
}
