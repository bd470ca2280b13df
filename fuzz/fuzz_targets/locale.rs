//! The locale loader (`locale::Locales::add_dir`) on generated and raw
//! `notation.ftl` files.
//!
//! Never a panic. A locale the loader accepts must be usable: generated
//! legal games translated from English into it and back (`en → L → en`)
//! give the same bytes, faithfully and normalized to SAN. A locale whose
//! letters collide with the syntax of moves (issue 16, F7: a capture mark
//! that is a file letter) must be refused by the loader, not found out by
//! a translation that cannot be read back.
//!
//! The first byte picks the mode: a generated file (letters picked from
//! real languages and lists of troublesome characters) for a new locale,
//! or the raw bytes as a new locale or as an override of `de`.

#![no_main]

use std::fs;
use std::path::PathBuf;
use std::sync::OnceLock;

use arbitrary::Unstructured;
use forsyth_fuzz::{english, locales, notation_ftl, pgn_game};
// Comments as written: a note with a word only the target reads as a
// move (`Ad1` in an English note, a bishop move in Catalan) is kept going
// there and translated coming back, so a round trip of translated notes
// is not exact (tests/notes.rs checks translated notes on real files).
use forsyth_notation::analysis::LanguageChoice;
use forsyth_notation::notes::Comments;
use forsyth_notation::translate::translate_text;
use forsyth_notation::write::{Notation, Target};
use libfuzzer_sys::fuzz_target;

/// A folder of this process's own for the locale files, in memory when the
/// system has one.
fn folder() -> &'static PathBuf {
    static FOLDER: OnceLock<PathBuf> = OnceLock::new();
    FOLDER.get_or_init(|| {
        let shm = PathBuf::from("/dev/shm");
        let base = if shm.is_dir() {
            shm
        } else {
            std::env::temp_dir()
        };
        base.join(format!("forsyth-fuzz-locale-{}", std::process::id()))
    })
}

fuzz_target!(|data: &[u8]| {
    let Some((&mode, rest)) = data.split_first() else {
        return;
    };
    let mut u = Unstructured::new(rest);
    let (tag, text) = match mode % 4 {
        0 => ("de", rest.to_vec()),
        1 => ("xx", rest.to_vec()),
        _ => match notation_ftl(&mut u) {
            Ok(text) => ("xx", text.into_bytes()),
            Err(_) => return,
        },
    };
    let dir = folder();
    let _ = fs::remove_dir_all(dir);
    fs::create_dir_all(dir.join(tag)).expect("a folder for the locale");
    fs::write(dir.join(tag).join("notation.ftl"), &text).expect("the locale file");
    let mut all = locales().clone();
    let loaded = all.add_dir(dir);
    if let Err(errors) = &loaded {
        for e in errors {
            let _ = e.to_string();
        }
    }
    let _ = fs::remove_dir_all(dir);
    if loaded.is_err() {
        return;
    }
    let locale = all.get(tag).expect("a locale that loaded");
    // Games from what is left of the input, or a fixed one.
    let game = pgn_game(&mut u).unwrap_or_default();
    let fixed = "1. e4 d5 2. exd5 Qxd5 3. Nc3 Qa5 4. d4 Nf6 5. Nf3 Bf5 6. Bc4 e6 \
                 7. Bd2 c6 8. O-O Bb4 9. a3 Bxc3 10. Bxc3 Qc7 11. Ne5 O-O 12. Qe2 Nbd7 \
                 13. Rae1 Nxe5 14. dxe5 Nd5 15. Bd2 b5 16. Ba2 a5 17. c4 bxc4 \
                 18. Bxc4 Nb6 19. Ba2 Rfd8 20. g4 Bg6 21. f4 Rxd2 22. Qxd2 Rd8 \
                 23. Qe3 Rd2 24. f5 exf5 25. gxf5 Bxf5 26. Rxf5 g6 27. e6 fxe6 \
                 28. Rf8+ Kg7 29. Qe5+ Kxf8 30. Qh8+ Ke7 31. Qxh7+ Kd6 *\n\
                 \n1. e4 d5 2. e5 f5 3. exf6 e5 4. fxg7 Ne7 5. gxh8=N Bf5 6. d4 exd4 \
                 7. Qxd4 Nbc6 8. Qxd5 Qxd5 9. c4 O-O-O 10. cxd5 Nxd5 11. Nf7 Rd7 \
                 12. Nc3 Ndb4 13. Bb5 a6 14. Bxc6 Nxc6 15. Nf3 Bd6 16. O-O Rxf7 *\n";
    let en = english();
    for src in [game.as_bytes(), fixed.as_bytes()] {
        for notation in [None, Some(Notation::San), Some(Notation::Lan)] {
            let to_english = Target {
                locale: en,
                notation,
                isolate: false,
                comments: Comments::Keep,
            };
            let target = Target {
                locale,
                notation,
                isolate: false,
                comments: Comments::Keep,
            };
            let (reference, read) =
                translate_text(src, &all, LanguageChoice::Fixed(en), &to_english);
            assert!(read.iter().all(|a| a.first_move_error.is_none()));
            let (there, _) = translate_text(src, &all, LanguageChoice::Fixed(en), &target);
            let (back, analyses) =
                translate_text(&there, &all, LanguageChoice::Fixed(locale), &to_english);
            let unreadable = analyses.iter().find_map(|a| {
                a.first_move_error
                    .map(|_| (a.diagnostics.first().cloned(), a.first_move_error))
            });
            assert!(
                back == reference && unreadable.is_none(),
                "the loader accepted a locale that cannot read what it writes \
                 ({notation:?}): {unreadable:?}\nnotation.ftl:\n{}\nwritten:\n{}",
                String::from_utf8_lossy(&text),
                String::from_utf8_lossy(&there),
            );
        }
    }
});
