//! Streams a PGN file through `PgnReader` and `SyntaxTree::parse_chunk` and
//! counts games and move items (for profiling the reading pipeline alone).
//!
//! `cargo run --release -p forsyth-notation --example read_tree -- FILE [MODE]`
//!
//! MODE is `tree` (the default: reader and tree), `read` (the reader alone)
//! or `lex` (the lexer alone, over the whole file in memory).

use std::{fs::File, io::BufReader};

use forsyth_notation::{
    lexer::Lexer,
    tree::{NodeKind, PgnReader, SyntaxTree},
};

fn main() -> std::io::Result<()> {
    let mut args = std::env::args().skip(1);
    let path = args.next().expect("usage: read_tree FILE [tree|read|lex]");
    let mode = args.next().unwrap_or_else(|| "tree".to_owned());
    if mode == "lex" {
        let src = std::fs::read(&path)?;
        let start = std::time::Instant::now();
        let tokens = Lexer::new(&src).count();
        println!("tokens {tokens} in {:?}", start.elapsed());
        return Ok(());
    }
    let reader = BufReader::with_capacity(1 << 18, File::open(path)?);
    let mut reader = PgnReader::new(reader);
    let mut tree = SyntaxTree::new();
    let (mut games, mut moves, mut errors, mut bytes) = (0u64, 0u64, 0u64, 0u64);
    while let Some(chunk) = reader.next_game()? {
        bytes += chunk.bytes().len() as u64;
        if mode == "read" {
            games += u64::from(chunk.has_game());
            moves += chunk.tokens().len() as u64;
            continue;
        }
        tree.parse_chunk(&chunk);
        games += tree.game_count() as u64;
        errors += tree.errors().len() as u64;
        moves += (0..tree.node_count())
            .filter(|&i| tree.node(i).is_some_and(|n| n.kind() == NodeKind::Move))
            .count() as u64;
    }
    println!("games {games} moves {moves} errors {errors} bytes {bytes}");
    Ok(())
}
