// The start-up fill of bench/rust.py: the time of the first fill_slider_tables()
// of the module (every packed table: magic, black magic, and with BMI2 both PEXT),
// and of a second call, which finds them filled.
//     rust_fill   prints "fill FIRST_NS SECOND_NS", then a lookup that reads a table
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
    let sq = std::env::args().count() & 63; // read at run time: nothing folded away
    println!("{:x}", bitboards::rook_attacks_magic(0x0081_0000_0000_0081, sq));
}
