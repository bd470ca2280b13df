//! The peer of the `check` benchmark alone, as `versus` and the benchmark
//! run it: pgn-reader + shakmaty replaying every mainline of a PGN file,
//! and the counts (for profiling the peer the way `check_file` profiles
//! forsyth: instructions, simulated caches and branches).
//!
//! `cargo run --release -p forsyth-notation --example peer -- FILE`

#[path = "../benches/side.rs"]
mod side;

fn main() {
    let path = std::env::args().nth(1).expect("usage: peer FILE");
    println!("{:?}", side::pgn_reader(std::path::Path::new(&path)));
}
