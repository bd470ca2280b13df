//! The forsyth language server for `.pgn` and `.fen` files: diagnostics
//! for illegal moves and invalid FENs, board hovers, translating moves
//! between languages (rename, code actions, a command), completion of legal
//! moves, symbols, folding and formatting.
//!
//! A thin layer over `forsyth-notation`: this crate converts between the
//! protocol and the notation crate's byte spans ([`protocol`]), keeps
//! documents and their games up to date edit by edit ([`state`],
//! [`games`]), routes each protocol method to its handler ([`server`],
//! [`handlers`], one file per method) and answers requests from
//! snapshots; [`transport`] reads and writes the protocol's frames.

pub mod games;
pub mod handlers;
pub mod protocol;
pub mod server;
pub mod state;
pub mod transport;

use forsyth_notation::locale::Locales;

/// The locales: the embedded ones, plus a folder named by
/// `FORSYTH_LOCALES`. Loaded once for the life of the process.
#[must_use]
pub fn load_locales() -> (&'static Locales, Vec<String>) {
    let dir = std::env::var_os("FORSYTH_LOCALES").map(std::path::PathBuf::from);
    let (locales, errors) = Locales::load(dir.as_deref());
    let errors = errors.iter().map(ToString::to_string).collect();
    (Box::leak(Box::new(locales)), errors)
}

/// Serves the protocol on standard input and output until the client
/// exits; returns the exit status ([`transport::serve`]).
pub async fn serve_stdio(locales: &'static Locales) -> u8 {
    transport::serve(std::io::stdin(), std::io::stdout(), locales).await
}
