//! The move reader of every language (`forsyth_notation::word`), and what
//! the writers make of what it reads.
//!
//! Never a panic; at most `MAX_READINGS` readings; an error's offset lies
//! within the text. A reading that resolves to a legal move in one of a few
//! positions is written back, in every language, in SAN, long algebraic
//! notation, figurines and as written (a faithful translation), and each
//! of those texts reads and resolves, in that language, to the same move.

#![no_main]

use std::sync::OnceLock;

use forsyth_core::{Fen, Position};
use forsyth_fuzz::{locales, text};
use forsyth_notation::correct::corrections;
use forsyth_notation::resolve::resolve;
use forsyth_notation::word::{MAX_READINGS, MoveReader};
use forsyth_notation::write::{AsWritten, Notation, move_to_string, write_move_as_written};
use libfuzzer_sys::fuzz_target;

/// Positions to resolve in: the start, a middlegame with castling both
/// ways, and positions with promotions and en passant for either side.
fn positions() -> &'static [Position] {
    static POSITIONS: OnceLock<Vec<Position>> = OnceLock::new();
    POSITIONS.get_or_init(|| {
        [
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "r3k2r/pppq1ppp/2np1n2/2b1p1B1/2B1P1b1/2NP1N2/PPPQ1PPP/R3K2R w KQkq - 0 9",
            "r3k2r/pppq1ppp/2np1n2/2b1p1B1/2B1P1b1/2NP1N2/PPPQ1PPP/R3K2R b KQkq - 0 9",
            "1n2k3/P1P5/8/3pP3/8/8/1p4p1/R1N1K2R w KQ d6 0 40",
            "r3k1n1/4P3/8/8/3pP3/8/1p4p1/R1N1K3 b q e3 0 40",
            "N3k2N/8/8/8/8/8/8/N3K2N w - - 0 1",
        ]
        .iter()
        .map(|fen| Fen::parse_strict(fen, None).expect("a legal FEN").0)
        .collect()
    })
}

fuzz_target!(|data: &[u8]| {
    let Some(word) = text(data) else { return };
    if word.len() > 64 {
        return;
    }
    for locale in locales() {
        let letters = locale.letters();
        let reader = MoveReader::new(letters);
        let readings = match reader.read(word) {
            Ok(readings) => readings,
            Err(e) => {
                assert!(e.offset <= word.len(), "{word:?}: {e:?}");
                let _ = e.to_string();
                continue;
            }
        };
        assert!(!readings.is_empty() && readings.len() <= MAX_READINGS);
        for pos in positions() {
            let _ = corrections(word, pos, locale);
            let Ok(resolved) = resolve(&readings, pos) else {
                continue;
            };
            let reading = &readings[resolved.reading];
            for target in locales() {
                let theirs = target.letters();
                let mut written = vec![
                    move_to_string(pos, &resolved.mv, theirs, Notation::San),
                    move_to_string(pos, &resolved.mv, theirs, Notation::Lan),
                    move_to_string(pos, &resolved.mv, theirs, Notation::Fan),
                ];
                let mut faithful = String::new();
                write_move_as_written(
                    pos,
                    &resolved.mv,
                    word,
                    reading,
                    theirs,
                    AsWritten {
                        display_hyphens: target.is_rtl(),
                        check_mark: true,
                    },
                    &mut faithful,
                );
                written.push(faithful);
                for text in written {
                    let back = MoveReader::new(theirs).read(&text).unwrap_or_else(|e| {
                        panic!(
                            "{} {word:?} in {}: {} wrote {text:?}, which it cannot read: {e}",
                            locale.tag(),
                            pos.fen(),
                            target.tag()
                        )
                    });
                    let again = resolve(&back, pos).unwrap_or_else(|e| {
                        panic!(
                            "{} {word:?} in {}: {} wrote {text:?}, which does not resolve: {e:?}",
                            locale.tag(),
                            pos.fen(),
                            target.tag()
                        )
                    });
                    assert_eq!(
                        again.mv,
                        resolved.mv,
                        "{} {word:?} in {}: {} wrote {text:?}, another move",
                        locale.tag(),
                        pos.fen(),
                        target.tag()
                    );
                }
            }
        }
    }
});
