//! The README's table of languages (section "Languages"), checked against
//! the locales: one row a folder of `locales/`, with the language's name,
//! its piece letters in moves, its Forsyth letters, its castling, its
//! sources (each key the row names must be in the header of the locale's
//! `notation.ftl`, and a language whose header says it rests on one
//! source says so) and how complete it is, as `cargo xtask l10n` finds it.
//! A stale or missing row fails the check, which prints the row wanted.

use std::path::Path;

use forsyth_core::Role;
use forsyth_notation::locale::{Locale, PIECE_ORDER};

use crate::report::{Completeness, Finding};

/// The header line of the table.
const HEADER: &str =
    "| tag | language | K Q R B N (moves) | Forsyth | castling | sources | translated |";

/// What a row says of one language.
#[derive(Debug, PartialEq, Eq)]
struct Row {
    tag: String,
    cells: Vec<String>,
    line: usize,
}

/// The rows of the languages table of `readme` (the text of README.md).
fn rows(readme: &str) -> Option<Vec<Row>> {
    let mut lines = readme.lines().enumerate();
    lines.find(|(_, l)| l.trim() == HEADER)?;
    lines.next(); // | --- | …
    Some(
        lines
            .map_while(|(i, l)| l.starts_with('|').then_some((i, l)))
            .map(|(i, l)| {
                let cells: Vec<String> = l
                    .trim()
                    .trim_matches('|')
                    .split('|')
                    .map(|c| c.trim().to_owned())
                    .collect();
                Row {
                    tag: cells
                        .first()
                        .map(|c| c.trim_matches('`').to_owned())
                        .unwrap_or_default(),
                    cells,
                    line: i + 1,
                }
            })
            .collect(),
    )
}

/// The cells a locale's row must hold but its sources: name, letters in
/// moves, Forsyth letters, castling, completeness.
fn expected(locale: &Locale, complete: Completeness) -> [String; 5] {
    let letters = locale.letters();
    let moves = PIECE_ORDER
        .iter()
        .filter(|&&r| r != Role::Pawn)
        .map(|&r| letters.piece(r))
        .collect::<Vec<_>>()
        .join(" ");
    let forsyth = if letters.forsyth_has_case() {
        PIECE_ORDER
            .map(|r| letters.forsyth[r.index()].as_str())
            .join(" ")
    } else {
        "(piece lists)".to_owned()
    };
    let translated = match complete {
        Completeness::Full => "full",
        Completeness::NotationOnly => "notation",
        Completeness::Incomplete => "incomplete",
    };
    [
        locale.name().to_owned(),
        moves,
        forsyth,
        letters.castle_short.clone(),
        translated.to_owned(),
    ]
}

/// What is wrong with the sources cell `sources` of a locale whose
/// `notation.ftl` is `notation`: a key it names that the header does not,
/// or a single source the header admits and the cell does not say.
fn sources_problem(sources: &str, notation: &str) -> Option<String> {
    let header: String = notation
        .lines()
        .filter(|l| l.starts_with("###"))
        .collect::<Vec<_>>()
        .join("\n");
    if sources.is_empty() {
        return Some("names no source".to_owned());
    }
    for item in sources.split(';') {
        let key = item
            .trim()
            .split([' ', '(', ','])
            .next()
            .unwrap_or_default();
        let spaced = key.replace("PGN§", "PGN §");
        if !key.is_empty() && !header.contains(key) && !header.contains(&spaced) {
            return Some(format!(
                "names the source {key}, which the header of notation.ftl does not"
            ));
        }
    }
    let lower = header.to_lowercase();
    if ["single source", "one source", "only source"]
        .iter()
        .any(|s| lower.contains(s))
        && !sources.contains("one source")
    {
        return Some(
            "does not say \"one source\", though notation.ftl's header says a row rests on one"
                .to_owned(),
        );
    }
    None
}

/// Checks the languages table of `readme_path` against `languages`: each
/// locale that loads with its completeness and the text of its
/// `notation.ftl`; `folders` are the tags of every locale folder.
#[must_use]
pub fn check(
    readme_path: &Path,
    readme: &str,
    languages: &[(&Locale, Completeness, &str)],
    folders: &[String],
) -> Vec<Finding> {
    let mut findings = Vec::new();
    let Some(rows) = rows(readme) else {
        findings.push(Finding::failure(
            readme_path,
            None,
            None,
            format!("no table of languages (a line `{HEADER}`)"),
        ));
        return findings;
    };
    for (locale, complete, notation) in languages {
        let tag = locale.tag();
        let want = expected(locale, *complete);
        let Some(row) = rows.iter().find(|r| r.tag == tag) else {
            findings.push(Finding::failure(
                readme_path,
                None,
                Some(tag),
                format!(
                    "the table of languages has no row for `{tag}`: | `{tag}` | {} | SOURCES | {} |",
                    want[..4].join(" | "),
                    want[4]
                ),
            ));
            continue;
        };
        let sources = row.cells.get(5).map_or("", String::as_str);
        let said = [1, 2, 3, 4, 6].map(|i| row.cells.get(i).map_or("", String::as_str));
        if row.cells.len() != 7 || said.iter().zip(&want).any(|(s, w)| s != w) {
            findings.push(Finding::failure(
                readme_path,
                Some(row.line),
                Some(tag),
                format!(
                    "the row of `{tag}` is not what the locale says: | `{tag}` | {} | {sources} | {} |",
                    want[..4].join(" | "),
                    want[4]
                ),
            ));
        }
        if let Some(problem) = sources_problem(sources, notation) {
            findings.push(Finding::failure(
                readme_path,
                Some(row.line),
                Some(tag),
                format!("the row of `{tag}` {problem}"),
            ));
        }
    }
    for row in &rows {
        if !folders.contains(&row.tag) {
            findings.push(Finding::failure(
                readme_path,
                Some(row.line),
                Some(&row.tag),
                format!(
                    "the table of languages has a row for `{}`, which is no locale folder",
                    row.tag
                ),
            ));
        }
    }
    findings
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_key_the_header_does_not_name_and_an_unsaid_single_source_are_found() {
        let header = "### Sources:\n###   letters: PGN §17 alone (a single source)\n";
        assert_eq!(sources_problem("PGN§17 (one source)", header), None);
        assert!(sources_problem("PGN§17", header).is_some());
        assert!(sources_problem("PGN§17; BIJL (one source)", header).is_some());
        assert!(sources_problem("", header).is_some());
    }

    #[test]
    fn the_rows_of_the_table_are_read_with_their_lines() {
        let text = format!(
            "intro\n\n{HEADER}\n| --- |\n| `en` | English | K Q R B N | a | O-O | s | full |\n\nafter\n| `xx` |\n"
        );
        let rows = rows(&text).unwrap();
        assert_eq!(rows.len(), 1);
        assert_eq!(rows[0].tag, "en");
        assert_eq!(rows[0].line, 5);
        assert_eq!(rows[0].cells.len(), 7);
    }
}
