//! Streams a PGN file through `PgnReader` and `SyntaxTree::parse_chunk` and
//! counts games and move items (for profiling the reading pipeline alone).
//!
//! `cargo run --release -p forsyth-notation --example read_tree -- FILE`

use std::{fs::File, io::BufReader};

use forsyth_notation::tree::{NodeKind, PgnReader, SyntaxTree};

fn main() -> std::io::Result<()> {
    let path = std::env::args().nth(1).expect("usage: read_tree FILE");
    let reader = BufReader::with_capacity(1 << 18, File::open(path)?);
    let mut reader = PgnReader::new(reader);
    let mut tree = SyntaxTree::new();
    let (mut games, mut moves, mut errors, mut bytes) = (0u64, 0u64, 0u64, 0u64);
    while let Some(chunk) = reader.next_game()? {
        tree.parse_chunk(&chunk);
        bytes += chunk.bytes().len() as u64;
        games += tree.game_count() as u64;
        errors += tree.errors().len() as u64;
        moves += (0..tree.node_count())
            .filter(|&i| tree.node(i).is_some_and(|n| n.kind() == NodeKind::Move))
            .count() as u64;
    }
    println!("games {games} moves {moves} errors {errors} bytes {bytes}");
    Ok(())
}
