//! What forsyth reads of real printed pages it was not tuned on.
//!
//! `tests/data/pages/` holds pages of books, newspapers, club bulletins and
//! web pages in many languages (see its README.md). This test reads each
//! as `forsyth translate` does, language found by the text, and counts,
//! page by page: the games found, the main line plies read, the games
//! replayed with no error, the errors of the replay, and the other errors
//! `forsyth check` reports of the page (of its text: a variation left
//! open). The table must be
//! `tests/data/pages/RESULTS.md`'s: `UPDATE_EXPECT=1 cargo test -p
//! forsyth-notation --test pages` writes it. A change that reads a page
//! better or worse changes the table, and the difference is reviewed with
//! the change.

use std::{fmt::Write as _, path::PathBuf};

use forsyth_notation::{
    analysis::LanguageChoice, diagnostic::Severity, lint::check_pgn, locale::Locales,
    translate::translate_text, write::Target,
};

fn dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/data/pages")
}

/// The table of counts of every page.
fn table() -> String {
    let mut names: Vec<String> = std::fs::read_dir(dir())
        .expect("tests/data/pages")
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|n| n.ends_with(".txt"))
        .collect();
    names.sort();
    assert!(names.len() >= 90, "{}", names.len());
    let locales = Locales::embedded();
    let target = Target {
        locale: locales.get("en").expect("built in"),
        notation: None,
        isolate: false,
        comments: Default::default(),
    };
    let mut out = String::from(
        "# What forsyth reads of the real printed pages\n\n\
         Written by `crates/notation/tests/pages.rs` (see there). A game is read\n\
         clean when its replay has no error and at least two main line plies;\n\
         the errors of a page's text (a variation left open) are counted apart,\n\
         as `forsyth check` reports them.\n\n\
         | page | games | main line plies | games read clean | errors | errors of the text |\n\
         | --- | --- | --- | --- | --- | --- |\n",
    );
    let mut totals = [0usize; 5];
    let mut clean_pages = 0;
    for name in &names {
        let source = std::fs::read(dir().join(name)).expect("a page");
        let (_, analyses) = translate_text(&source, &locales, LanguageChoice::Auto, &target);
        let plies: usize = analyses
            .iter()
            .map(|a| a.moves.iter().filter(|r| r.depth == 0).count())
            .sum();
        let clean = analyses
            .iter()
            .filter(|a| !a.has_errors() && a.moves.iter().filter(|r| r.depth == 0).count() >= 2)
            .count();
        let errors: usize = analyses
            .iter()
            .map(|a| {
                a.diagnostics
                    .iter()
                    .filter(|d| d.severity == Severity::Error)
                    .count()
            })
            .sum();
        // Every error `check` reports: the replay's, and the text's.
        let mut checked = 0;
        check_pgn(&source[..], &locales, LanguageChoice::Auto, |f| {
            checked += usize::from(f.diagnostic.severity == Severity::Error);
        })
        .expect("read from memory");
        assert!(checked >= errors, "{name}: {checked} < {errors}");
        let row = [analyses.len(), plies, clean, errors, checked - errors];
        for (t, n) in totals.iter_mut().zip(row) {
            *t += n;
        }
        clean_pages += usize::from(checked == 0);
        let _ = writeln!(
            out,
            "| {name} | {} | {} | {} | {} | {} |",
            row[0], row[1], row[2], row[3], row[4]
        );
    }
    let _ = writeln!(
        out,
        "| all {} pages ({clean_pages} with no error) | {} | {} | {} | {} | {} |",
        names.len(),
        totals[0],
        totals[1],
        totals[2],
        totals[3],
        totals[4]
    );
    out
}

#[test]
fn what_is_read_of_real_printed_pages() {
    let table = table();
    let path = dir().join("RESULTS.md");
    if std::env::var_os("UPDATE_EXPECT").is_some() {
        std::fs::write(&path, &table).expect("RESULTS.md written");
        return;
    }
    let expected = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        expected == table,
        "tests/data/pages/RESULTS.md differs (UPDATE_EXPECT=1 writes it):\n{table}"
    );
}

/// `text` lowered and its runs of white space made one space.
fn plain(text: &str) -> String {
    text.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase()
}

/// Whether `word` (plain) stands in `text` (plain) as printed: not inside a
/// longer word, where its first or last character is a letter.
fn stands_in(text: &str, word: &str) -> bool {
    let letter_before = |at: usize| {
        text[..at]
            .chars()
            .next_back()
            .is_some_and(char::is_alphabetic)
    };
    let letter_after = |at: usize| text[at..].chars().next().is_some_and(char::is_alphabetic);
    let starts_letter = word.chars().next().is_some_and(char::is_alphabetic);
    let ends_letter = word.chars().next_back().is_some_and(char::is_alphabetic);
    text.match_indices(word).any(|(at, _)| {
        let glued =
            starts_letter && letter_before(at) || ends_letter && letter_after(at + word.len());
        !glued
    })
}

/// `WORDS.md` lists, under each page of this folder, the printed words it
/// was seen to print (the sources of the locales' printed words): every
/// quoted word of a page's line must be on that page, as a word of its own.
#[test]
fn every_printed_word_is_on_its_page() {
    let words = std::fs::read_to_string(dir().join("WORDS.md")).expect("WORDS.md");
    let mut checked = 0;
    let mut missing = Vec::new();
    for line in words.lines().filter_map(|l| l.strip_prefix("- ")) {
        let (page, cited) = line
            .split_once(": ")
            .expect("'- PAGE: \"word\" (gloss), …'");
        let text = std::fs::read_to_string(dir().join(page))
            .unwrap_or_else(|e| panic!("WORDS.md cites {page}, not here: {e}"));
        let text = plain(&text);
        for word in cited.split('"').skip(1).step_by(2) {
            checked += 1;
            if !stands_in(&text, &plain(word)) {
                missing.push(format!("{page}: \"{word}\""));
            }
        }
    }
    assert!(checked >= 200, "{checked} words checked");
    assert!(
        missing.is_empty(),
        "WORDS.md cites words their page does not print:\n{}",
        missing.join("\n")
    );
}

#[test]
fn a_word_is_found_only_as_a_word() {
    assert!(stands_in("30.dh7 matt 1-0", "matt"));
    assert!(!stands_in("matti saamise", "matt"));
    assert!(!stands_in("lepitigi viiki", "viik"));
    assert!(stands_in("17.uppg.", "uppg."));
    assert!(stands_in("ф b8х.", "х"));
}

/// The tags Kampen Sjakk's page prints above its game between guillemets
/// (`[White «Ytteborg, Jan Henrik»]`, issue 18) are the game's tags: noted
/// once (`printed-quotes`), kept as printed by a faithful translation and
/// written between PGN's quotes by `--style san`, which then adds no roster
/// of its own.
#[test]
fn tags_printed_with_guillemets_above_a_game_are_its_tags() {
    let source = std::fs::read(dir().join("nb-kampensjakk-klubbmesterskapet-runde-4.txt"))
        .expect("the page");
    let locales = Locales::embedded();
    let mut notes = Vec::new();
    check_pgn(&source[..], &locales, LanguageChoice::Auto, |f| {
        if f.diagnostic.code == forsyth_notation::diagnostic::Code::PrintedQuotes {
            notes.push(f.diagnostic.args.clone());
        }
    })
    .expect("read from memory");
    // One note for the nine tag pairs.
    assert_eq!(
        notes,
        [vec![(
            "count",
            forsyth_notation::diagnostic::Arg::Number(9)
        )]]
    );
    let mut target = Target {
        locale: locales.get("en").expect("built in"),
        notation: None,
        isolate: false,
        comments: Default::default(),
    };
    let (faithful, _) = translate_text(&source, &locales, LanguageChoice::Auto, &target);
    let faithful = String::from_utf8(faithful).expect("UTF-8");
    assert!(faithful.contains("[White «Ytteborg, Jan Henrik»]\n[Black «Farner, Geir»]\n"));
    target.notation = Some(forsyth_notation::write::Notation::San);
    let (san, _) = translate_text(&source, &locales, LanguageChoice::Auto, &target);
    let san = String::from_utf8(san).expect("UTF-8");
    assert!(
        san.contains(
            "[Event \"Kampenmesterskap i langsjakk\"]\n[Date \"2015.08.24\"]\n[Round \"4\"]\n\
             [White \"Ytteborg, Jan Henrik\"]\n[Black \"Farner, Geir\"]\n[Result \"1/2-1/2\"]\n"
        ),
        "{san}"
    );
    assert!(!san.contains('«'), "{san}");
    assert!(!san.contains("[White \"?\"]"), "{san}");
}
