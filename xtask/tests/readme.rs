//! The README's table of languages is checked against the locales by
//! `cargo xtask l10n` (`xtask::readme`): the real README passes (the
//! `real_locales_pass` test of `l10n.rs` runs the whole check), and each way
//! a row can go stale is found on its line.

use std::fs;

use forsyth_notation::locale::{Locale, Locales};
use xtask::l10n::{self, Completeness, Options};
use xtask::readme;

/// The findings of the table check on `readme` (the real README edited),
/// against the workspace's locales.
fn findings(readme: &str) -> Vec<String> {
    let root = l10n::workspace_root();
    let dir = root.join("locales");
    let mut options = Options::new(dir.clone());
    options.pgn_files.clear();
    let report = l10n::check(&options);
    let (locales, errors) = Locales::from_dir(&dir);
    assert!(errors.is_empty());
    let tags: Vec<String> = report.rows.iter().map(|r| r.tag.clone()).collect();
    let texts: Vec<String> = tags
        .iter()
        .map(|t| fs::read_to_string(dir.join(t).join("notation.ftl")).unwrap())
        .collect();
    let languages: Vec<(&Locale, Completeness, &str)> = report
        .rows
        .iter()
        .zip(&texts)
        .map(|(row, text)| {
            let locale = locales.iter().find(|l| l.tag() == row.tag).unwrap();
            (locale, row.complete, text.as_str())
        })
        .collect();
    readme::check(&root.join("README.md"), readme, &languages, &tags)
        .iter()
        .map(|f| format!("{}: {}", f.line.unwrap_or(0), f.message))
        .collect()
}

fn real() -> String {
    fs::read_to_string(l10n::workspace_root().join("README.md")).unwrap()
}

/// `text` with the row of `tag` passed through `edit`.
fn edit_row(text: &str, tag: &str, edit: impl Fn(&str) -> String) -> String {
    let start = format!("| `{tag}` |");
    text.lines()
        .map(|l| {
            if l.starts_with(&start) {
                edit(l)
            } else {
                l.to_owned()
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn the_real_table_passes() {
    assert_eq!(findings(&real()), Vec::<String>::new());
}

#[test]
fn a_stale_row_is_found_with_the_row_wanted() {
    let text = edit_row(&real(), "de", |l| {
        l.replacen("K D T L S |", "K D T L P |", 1)
    });
    let found = findings(&text);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        found[0].contains("the row of `de` is not what the locale says: | `de` | Deutsch | K D T L S | K D T L S B | O-O |"),
        "{found:?}"
    );
    // How complete a language is.
    let text = edit_row(&real(), "hu", |l| l.replace("| notation |", "| full |"));
    let found = findings(&text);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(found[0].ends_with("| notation |"), "{found:?}");
}

#[test]
fn a_missing_row_and_a_row_of_no_locale_are_found() {
    let text = edit_row(&real(), "uk", |_| String::new());
    let found = findings(&text);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        found[0].contains("no row for `uk`: | `uk` | Українська | Кр Ф Т С К | (piece lists) | O-O | SOURCES | notation |"),
        "{found:?}"
    );
    let text = edit_row(&real(), "uk", |l| {
        format!("{l}\n| `xx` | X | K Q R B N | K Q R B N P | O-O | PGN§17 | notation |")
    });
    let found = findings(&text);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        found[0].contains("a row for `xx`, which is no locale folder"),
        "{found:?}"
    );
}

#[test]
fn sources_the_header_does_not_name_or_a_single_source_unsaid_are_found() {
    let text = edit_row(&real(), "de", |l| l.replace("janko.at", "janko.at; FIDE99"));
    let found = findings(&text);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(found[0].contains("names the source FIDE99"), "{found:?}");
    let text = edit_row(&real(), "et", |l| l.replace(" (one source)", ""));
    let found = findings(&text);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        found[0].contains("does not say \"one source\""),
        "{found:?}"
    );
}
