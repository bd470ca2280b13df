//! The moves that real comments name are translated there and back byte
//! for byte.
//!
//! The annotated games of tests/data/real (lichess studies, test files of
//! PGN readers: SOURCES.md there) and the fixtures of tests/data/findings
//! are translated from the language they are read in to every language
//! and back, the language given: they come back as they do with their
//! comments kept (byte for byte, but for the few forms of moves a language
//! does not keep), and the move words the comments name do change on the
//! way (`the move Bf4` is `the move Lf4` in German).

use forsyth_notation::{
    analysis::LanguageChoice,
    locale::{Locale, Locales},
    notes::{Comments, NoteTranslator},
    translate::translate_text,
};

/// A faithful translation into `locale` (`notation`: none).
fn target(
    locale: &Locale,
    notation: Option<forsyth_notation::write::Notation>,
) -> forsyth_notation::write::Target<'_> {
    forsyth_notation::write::Target {
        locale,
        notation,
        isolate: false,
        comments: Comments::Translate,
    }
}

/// The texts of the real annotated files and of the fixtures (their
/// annotation lines left out).
fn texts() -> Vec<(String, Vec<u8>)> {
    let root = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/data");
    let mut out = Vec::new();
    for dir in ["real", "findings"] {
        let mut paths: Vec<_> = std::fs::read_dir(root.join(dir))
            .expect("tests/data")
            .filter_map(Result::ok)
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|e| e == "pgn"))
            // A fixture's translations are snapshots, not sources.
            .filter(|p| {
                dir == "real"
                    || p.file_stem()
                        .and_then(|s| s.to_str())
                        .is_some_and(|s| !s.contains('.'))
            })
            .collect();
        paths.sort();
        for path in paths {
            let bytes = std::fs::read(&path).expect("a fixture");
            let text: Vec<u8> = bytes
                .split_inclusive(|&b| b == b'\n')
                .filter(|l| !l.starts_with(b"%"))
                .flatten()
                .copied()
                .collect();
            out.push((path.display().to_string(), text));
        }
    }
    out
}

/// A translation with comments kept, `comments` as the target says
/// otherwise.
fn keeping(locale: &Locale) -> forsyth_notation::write::Target<'_> {
    forsyth_notation::write::Target {
        comments: Comments::Keep,
        ..target(locale, None)
    }
}

/// Whether `back`, a text translated there and back with its comments
/// translated, is what `back_kept`, the same with its comments kept, is,
/// or `text` itself, line by line: a line that the way with the comments
/// kept does not bring back (a piece list the target writes in a form it
/// does not read as one, a game of one move the target reads as prose),
/// prose at one end, is translated as prose there (its Greek or Hebrew
/// squares too), and may be neither.
fn same_notes(text: &[u8], back: &[u8], back_kept: &[u8]) -> bool {
    if back == back_kept || back == text {
        return true;
    }
    let lines = |t: &[u8]| {
        t.split(|&b| b == b'\n')
            .map(<[u8]>::to_vec)
            .collect::<Vec<_>>()
    };
    let (text, back, back_kept) = (lines(text), lines(back), lines(back_kept));
    text.len() == back.len()
        && text.len() == back_kept.len()
        && text
            .iter()
            .zip(&back)
            .zip(&back_kept)
            .all(|((t, b), k)| b == k || b == t || k != t)
}

/// The lines of `text` that [`same_notes`] finds wrong: the text's, the
/// one translated there and back, the one with comments kept.
fn differences(text: &[u8], back: &[u8], back_kept: &[u8]) -> String {
    let lines = |t: &[u8]| -> Vec<String> {
        String::from_utf8_lossy(t)
            .lines()
            .map(str::to_owned)
            .collect()
    };
    let (text, back, back_kept) = (lines(text), lines(back), lines(back_kept));
    let mut out = format!("{} {} {} lines", text.len(), back.len(), back_kept.len());
    for ((t, b), k) in text.iter().zip(&back).zip(&back_kept) {
        if b != k && b != t {
            out.push_str(&format!("\n  text: {t}\n  back: {b}\n  kept: {k}"));
        }
    }
    out
}

/// There and back, the comments translated, gives what there and back
/// with the comments kept gives (the text itself, but for the few forms
/// of moves a language does not keep: Hebrew `פ-ה7`), every game read
/// whole included; and the comments do change on the way.
#[test]
fn comments_translate_there_and_back_byte_for_byte() {
    let locales = Locales::embedded();
    let all: Vec<&Locale> = locales.iter().collect();
    let (mut checked, mut changed, mut same, mut kept_out) = (0, 0, 0, 0);
    // Translations from or into a language with files of its own (Greek
    // `α`–`θ`, Hebrew `א`–`ח`) whose comments changed, by that language.
    let mut own_files: std::collections::BTreeMap<&str, usize> = Default::default();
    for (name, text) in texts() {
        // The language of the file, as its first games single out.
        let (_, read) =
            translate_text(&text, &locales, LanguageChoice::Auto, &target(all[0], None));
        // A file whose games are in several languages is left out: a
        // comment in one language, read in another that it names no move
        // of, is kept going there and translated coming back (no
        // translation can tell `Nf3` kept in an Italian comment from the
        // translation of its `Cf3`).
        let mut languages = read.iter().filter_map(|a| a.language);
        let Some(source) = languages.next() else {
            continue;
        };
        if languages.any(|l| l != source) {
            continue;
        }
        let source = all[source];
        let from = LanguageChoice::Fixed(source);
        for locale in &all {
            // A text with a word the target reads as a move and its own
            // language does not (`Ad1)`, a Czech heading, in Catalan) keeps
            // that note going there, and translates it coming back: left
            // out.
            let notes = NoteTranslator::new(source.letters(), locale.letters());
            if notes.keeps_a_note(&text) {
                kept_out += 1;
                continue;
            }
            let (there, _) = translate_text(&text, &locales, from, &target(locale, None));
            let (kept, _) = translate_text(&text, &locales, from, &keeping(locale));
            let back_from = LanguageChoice::Fixed(locale);
            let (back, _) = translate_text(&there, &locales, back_from, &target(source, None));
            let (back_kept, _) = translate_text(&kept, &locales, back_from, &keeping(source));
            assert!(
                same_notes(&text, &back, &back_kept),
                "{name} -> {} and back: {}",
                locale.tag(),
                differences(&text, &back, &back_kept),
            );
            checked += 1;
            changed += usize::from(there != kept);
            if there != kept {
                for l in [source, *locale] {
                    if l.letters().files[0] != 'a' {
                        *own_files.entry(l.tag()).or_default() += 1;
                    }
                }
            }
            same += usize::from(back == text);
        }
    }
    println!(
        "{checked} translations there and back checked, {changed} with comments changed, \
         {kept_out} left out; with comments changed, from or into: {own_files:?}"
    );
    // Comments in Greek and Hebrew books and in translations into them
    // name moves with their own files (`Ιζ3`, `פו3`): they change too.
    for tag in ["el", "he"] {
        let n = own_files.get(tag).copied().unwrap_or(0);
        assert!(n > 20, "{tag}: {n}");
    }
    assert!(checked > 1000, "{checked}");
    assert!(
        kept_out < checked / 5,
        "{kept_out} left out, {checked} checked"
    );
    assert!(changed > 100, "{changed}");
    // Most come back as they were; not all: a translation writes some
    // printed forms as the target writes them, and the way back does not
    // restore the source's own spelling (a phrase for resigning with its
    // side, `a černý se vzdal.`, `i blanques abandonen.`; the French `ç`
    // for the c-file; Hebrew's display hyphens; look-alike files), and a
    // page's words read only in its own language do not read in the
    // target's coming back (the Italian `se` before a variation, a Greek
    // piece list: the line stops there, its text kept as printed). 89 %
    // with the fixtures of 2026-11-29; 84 % on 2026-11-30, when three pages
    // of that kind came (a Slovak set-up, a Greek solution, an Italian
    // variation), 25 to 27 of their 28 translations each.
    assert!(same > checked * 80 / 100, "{same} of {checked}");
}

/// The translation the command line streams writes the notes the one in
/// memory (the language server's) writes: a page's prose is read in the
/// language of the move last played, on either path. Every text of
/// [`texts`] into three languages, and the input the fuzz target
/// `pgn_check` found on 2026-11-29: a page (its tags unreadable) whose
/// game is pawn moves and an unreadable drop, then `1. Kg2.*` as prose; in
/// memory the prose was read in the language the analysis named, streamed
/// in the one the moves were played in.
#[test]
fn streamed_and_in_memory_translations_write_the_same_notes() {
    use forsyth_notation::translate::{ReadOptions, translate_pgn};
    let locales = Locales::embedded();
    let fuzzed = b"[Va\xff\xff\xff\xff\xffriant \"Crazyho`se\"]\n\n1. e4 e5 2. N@f3 *FE [\"\nN\n\
        8.8/8/8/8/8/8/k6K w - - 1 0\"]\n\n1. Kg2.*\n] $9"
        .to_vec();
    let mut all = texts();
    all.push(("fuzz/seeds/pgn_check/notes-of-a-page".into(), fuzzed));
    // (fuzz pgn_check, 2026-11-29: the comment was written with the next
    // game, whose walk started again, in memory only.)
    all.push((
        "fuzz/seeds/pgn_check/notes-after-a-result".into(),
        b"f3{Bb5}*K2".to_vec(),
    ));
    // (fuzz pgn_check, 2026-11-29: a bare text whose `[*` the bare reader
    // cuts after its `*`; in memory, no chunk being a page, the whole text
    // was read again as PGN: one game, a broken tag and no moves. The
    // seed's first byte picks the language.)
    all.push((
        "fuzz/seeds/pgn_check/hebrew-after-a-broken-tag".into(),
        b"[*\0\xd7\x944 \xd7\x945\0\0\0h 2.\x1f\0\0\0\xd7\xa4\xd7\x951 \xd7\xa4\xd7\x926 \xd7\xa8\xd7\x91\xbf *\n".to_vec(),
    ));
    let mut checked = 0;
    for (name, text) in &all {
        for tag in ["es", "de", "el", "he"] {
            let to = target(locales.get(tag).expect("a language"), None);
            let (in_memory, _) = translate_text(text, &locales, LanguageChoice::Auto, &to);
            let mut streamed = Vec::new();
            translate_pgn(
                &text[..],
                &mut streamed,
                &locales,
                ReadOptions {
                    threads: 1,
                    ..ReadOptions::new(LanguageChoice::Auto)
                },
                &to,
                |_| {},
                |_| {},
            )
            .expect("reading from memory");
            assert_eq!(
                String::from_utf8_lossy(&streamed),
                String::from_utf8_lossy(&in_memory),
                "{name} -> {tag}"
            );
            checked += 1;
        }
    }
    assert!(checked > 100, "{checked}");
}

/// A king's move from the e-file in long notation, named in the prose of
/// a page (`Po 5. Gc4:f7+! Ke8:f7 6. Sf3:e5+`, `1. Lc4×f7† Ke8-e7`), is one
/// move word, read back whole from every language: written in Hebrew,
/// whose queen `מה` is its king `מ` and the file `ה`, `מה8-ה7` is the
/// king's long notation, and `מה8:ו7` the queen's capture from the eighth
/// rank, so a note with `Ke8:f7` is kept as printed. (It was read as
/// `Ke8` and a pawn's `f7`, each reading back alone: `Ke8:f7` came back
/// from Hebrew as `H8:f7`, the Polish queen.) Real pages: a Polish
/// annotated opening (zanotowane.pl), Dutch Wikipedia's Legall mate, an
/// Icelandic magazine of 1925 (their sources are in their first lines).
#[test]
fn a_kings_move_from_the_e_file_comes_back_from_every_language() {
    let locales = Locales::embedded();
    let root = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/data/pages");
    let hebrew = locales.get("he").expect("Hebrew");
    let mut checked = 0;
    for (page, tag) in [
        ("pl-zanotowane-dwa-skoczki.txt", "pl"),
        ("nl-wikipedia-zeekadettenmat.txt", "nl"),
        ("is-timarit-skakbladid-1925.txt", "is"),
    ] {
        let text = std::fs::read(root.join(page)).expect("a page");
        let source = locales.get(tag).expect("a language");
        let from = LanguageChoice::Fixed(source);
        for locale in locales.iter() {
            let (there, _) = translate_text(&text, &locales, from, &target(locale, None));
            let back_from = LanguageChoice::Fixed(locale);
            let (back, _) = translate_text(&there, &locales, back_from, &target(source, None));
            assert!(
                back == text,
                "{page} -> {} and back:\n{}",
                locale.tag(),
                differences(&text, &back, &back)
            );
            checked += 1;
        }
        let (there, _) = translate_text(&text, &locales, from, &target(hebrew, None));
        let there = String::from_utf8(there).expect("UTF-8");
        assert!(there.as_bytes() != text, "{page}");
        // Translated, the king's long notation is the king's.
        assert!(tag == "pl" || there.contains("מה8-ה7"), "{page}: {there}");
        // The king's capture is never written as the queen's.
        assert!(!there.contains("מה8:ו7"), "{page}: {there}");
    }
    assert!(checked > 60, "{checked}");
}
