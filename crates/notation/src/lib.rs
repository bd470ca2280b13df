//! Chess notation as people write it, in many languages.
//!
//! This crate knows languages and text; it knows nothing of editors or
//! terminals. Positions and rules come from `forsyth-core`.

pub mod analysis;
pub mod correct;
pub mod cursor;
pub mod descriptive;
pub mod diagnostic;
pub mod diagram;
pub mod events;
pub mod finding;
pub mod fix;
pub mod format;
pub mod letters;
pub mod lexer;
pub mod lint;
pub mod locale;
pub mod messages;
pub mod notes;
pub mod outline;
pub mod pipeline;
pub mod printed;
pub mod problem;
pub mod prose;
pub mod resolve;
pub mod rewrite;
pub mod spoken;
pub mod translate;
pub mod tree;
pub mod word;
pub mod write;
