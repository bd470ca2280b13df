//! The forsyth language server for `.pgn` and `.fen` files.
//!
//! Not built yet: the protocol layer arrives with its own issue. This crate
//! exists so the workspace has its final shape; it exports nothing.
