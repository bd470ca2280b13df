//! Translation round trips on generated legal games: English PGN with
//! comments, variations, NAGs, glyphs, `[FEN]` starts and moves in every
//! form a writer may choose, translated into each language and back
//! (`en → L → en`) through `translate::translate_text` (one translator
//! kept for all, [`forsyth_fuzz::translate_text`]), must give the same
//! bytes, both faithfully (only letters change) and normalized to SAN.
//! Every generated move is legal, so reading the English text must find
//! no move error.

#![no_main]

use arbitrary::Unstructured;
use forsyth_fuzz::{english, locales, pgn_game, translate_text};
// Comments as written: a note with a word only the target reads as a
// move (`Ad1` in an English note, a bishop move in Catalan) is kept going
// there and translated coming back, so a round trip of translated notes
// is not exact (tests/notes.rs checks translated notes on real files).
use forsyth_notation::analysis::LanguageChoice;
use forsyth_notation::notes::Comments;
use forsyth_notation::write::{Notation, Target};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let mut u = Unstructured::new(data);
    let Ok(game) = pgn_game(&mut u) else { return };
    let src = game.as_bytes();
    let en = english();
    for notation in [None, Some(Notation::San)] {
        let to_english = Target {
            locale: en,
            notation,
            isolate: false,
            comments: Comments::Keep,
        };
        let (reference, analyses) = translate_text(src, LanguageChoice::Fixed(en), &to_english);
        for analysis in &analyses {
            assert!(
                analysis.first_move_error.is_none(),
                "a generated legal game has a move error: {:?}\n{game}",
                analysis.diagnostics
            );
        }
        if notation.is_none() {
            assert_eq!(
                String::from_utf8_lossy(&reference),
                game,
                "English to English is not the identity"
            );
        }
        for locale in locales() {
            let target = Target {
                locale,
                notation,
                isolate: false,
                comments: Comments::Keep,
            };
            let (there, _) = translate_text(src, LanguageChoice::Fixed(en), &target);
            let (back, _) = translate_text(&there, LanguageChoice::Fixed(locale), &to_english);
            assert_eq!(
                String::from_utf8_lossy(&back),
                String::from_utf8_lossy(&reference),
                "en -> {} -> en ({notation:?}) differs; {} text:\n{}",
                locale.tag(),
                locale.tag(),
                String::from_utf8_lossy(&there)
            );
        }
    }
});
