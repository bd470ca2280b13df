//! Project chores behind `cargo xtask`, as a library so tests can call them.

pub mod grammar;
pub mod l10n;
pub mod readme;
pub mod report;
