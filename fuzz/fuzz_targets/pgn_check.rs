//! The checker and the translator on any bytes: `lint::check_pgn_threads`
//! and `translate::translate_text` and `translate_pgn` (one thread), with the
//! language found per game.
//!
//! Never a panic; every finding lies within the input; the streaming
//! translator writes what the in-memory one writes.

#![no_main]

use forsyth_fuzz::{english, locales};
use forsyth_notation::analysis::LanguageChoice;
use forsyth_notation::lint::check_pgn_threads;
use forsyth_notation::translate::{ReadOptions, translate_pgn, translate_text};
use forsyth_notation::write::Target;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let (choice, src) = match data.split_first() {
        Some((&first, rest)) => (first, rest),
        None => (0, data),
    };
    let all: Vec<_> = locales().iter().collect();
    let to = all[usize::from(choice) % all.len()];
    let target = Target {
        locale: to,
        notation: None,
        isolate: false,
        comments: Default::default(),
    };
    let _ = check_pgn_threads(src, locales(), LanguageChoice::Auto, 1, |finding| {
        assert!(finding.offset <= src.len() as u64, "{finding:?}");
        assert!(finding.line >= 1 && finding.column >= 1, "{finding:?}");
    })
    .expect("reading from memory");
    let (in_memory, _) = translate_text(src, locales(), LanguageChoice::Auto, &target);
    let mut streamed = Vec::new();
    translate_pgn(
        src,
        &mut streamed,
        locales(),
        ReadOptions {
            threads: 1,
            ..ReadOptions::new(LanguageChoice::Auto)
        },
        &target,
        |_| {},
        |_| {},
    )
    .expect("reading from memory");
    assert_eq!(
        streamed, in_memory,
        "streamed and in-memory translations differ"
    );
    let _ = english();
});
