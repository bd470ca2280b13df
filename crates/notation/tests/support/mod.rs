//! What the tests of printed and faithful translation share: the random
//! source their games are drawn from, and the target of a translation.

use forsyth_notation::{
    locale::Locale,
    write::{Notation, Target},
};

/// A small deterministic random source (xorshift).
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    pub fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }
}

/// A translation into `locale`: faithful (only the letters and the
/// language's words change) without a notation, else every move rewritten
/// in it.
pub fn target(locale: &Locale, notation: Option<Notation>) -> Target<'_> {
    Target {
        locale,
        notation,
        isolate: false,
        comments: Default::default(),
    }
}
