//! Lexes a file whole and prints how many tokens it has (for profiling the
//! lexer alone, as the `lex` benchmark times it).
//!
//! `cargo run --release -p forsyth-notation --example lex_file -- FILE`

use forsyth_notation::lexer::Lexer;

fn main() -> std::io::Result<()> {
    let path = std::env::args().nth(1).expect("usage: lex_file FILE");
    let src = std::fs::read(path)?;
    let (mut tokens, mut sum) = (0u64, 0u64);
    for token in Lexer::new(&src) {
        tokens += 1;
        sum = sum.wrapping_add(token.kind as u64 + u64::from(token.end - token.start));
    }
    println!("{} bytes, {tokens} tokens (sum {sum})", src.len());
    Ok(())
}
