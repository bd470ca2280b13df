//! The streaming translation driver agrees with the in-memory one, and
//! the plain reader with the tree on translated games. (Here, beside the
//! driver, because it runs the translation.)

use crate::{
    analysis::LanguageChoice,
    events::tests::{compare, real_games},
    locale::Locales,
    translate::{ReadOptions, translate_pgn, translate_text},
    write::{Notation, Target},
};

/// The real games, and their first 20 kB translated into every language
/// in short and long notation.
fn texts(locales: &Locales) -> Vec<Vec<u8>> {
    let en = locales.get("en").unwrap();
    let mut texts = real_games();
    for locale in locales.iter() {
        for notation in [Notation::San, Notation::Lan] {
            let target = Target {
                locale,
                notation: Some(notation),
                isolate: false,
            };
            let (out, _) = translate_text(
                &texts[0][..20_000],
                locales,
                LanguageChoice::Fixed(en),
                &target,
            );
            texts.push(out);
        }
    }
    texts
}

#[test]
fn translated_games_are_read_plain_with_the_trees_events() {
    let locales = Locales::embedded();
    for (i, text) in texts(&locales).iter().enumerate().skip(3) {
        let (taken, games) = compare(text);
        assert!(taken * 100 >= games * 80, "file {i}: {taken} of {games}");
    }
}

/// The streaming translation, on one thread or two, is the in-memory one.
#[test]
fn streaming_translation_is_the_in_memory_one() {
    let locales = Locales::embedded();
    let mut texts = texts(&locales);
    texts.truncate(6);
    texts.push(
        "[Event \"x\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7 # 1-0\n\n\
         [Event \"y\"]\n\n1. e4 e5 2. Nf3 N 2... Nc6 3. Bb5 *\n\n\
         [Event \"z\"]\n\n1. e4 e5 2. Kf3 Nc6 3. Bb5 *\n"
            .as_bytes()
            .to_vec(),
    );
    let targets = [
        ("de", None),
        ("he", Some(Notation::Lan)),
        ("el", Some(Notation::Fan)),
        ("it", None),
    ];
    for (i, text) in texts.iter().enumerate() {
        let (tag, notation) = targets[i % targets.len()];
        let target = Target {
            locale: locales.get(tag).unwrap(),
            notation,
            isolate: false,
        };
        let (expected, _) = translate_text(text, &locales, LanguageChoice::Auto, &target);
        for threads in [1, 2] {
            let mut out = Vec::new();
            translate_pgn(
                &text[..],
                &mut out,
                &locales,
                ReadOptions {
                    threads,
                    ..ReadOptions::new(LanguageChoice::Auto)
                },
                &target,
                |_| {},
                |_| {},
            )
            .unwrap();
            assert!(
                out == expected,
                "text {i}, {threads} threads:\n{}",
                String::from_utf8_lossy(&out)
            );
        }
    }
}
