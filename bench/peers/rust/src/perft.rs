// tests/perft/perft.rs, its module the one build.rs writes: our move generator with
// the sliders and pins of $PERFT_SLIDERS when built (a technique of ours, or a peer).
include!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../../../tests/perft/perft.rs"
));
