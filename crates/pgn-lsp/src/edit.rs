//! Edits: translating moves (rename, code actions, the translate command),
//! quick fixes, formatting.
//!
//! A translation changes move words and nothing else: one text edit per
//! move whose text changes, so comments, tags, NAGs and spacing stay as
//! written. Moves after the first unreadable one in a game keep their text.

use std::ops::Range;

use forsyth_core::Position;
use forsyth_notation::{
    analysis::MoveRecord,
    locale::{Locale, Locales},
    resolve::resolve,
    translate::render_move,
    word::read_move,
    write::{Notation, Target, move_to_string, write_square},
};

use crate::{detail::GameDetail, games::Kind, state::Snapshot};

/// A replacement of a document span.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Replace {
    pub span: Range<usize>,
    pub text: String,
}

/// Which games to translate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scope {
    /// Every game of the document.
    File,
    /// The game holding this offset.
    Game(usize),
}

/// The edits that write the moves of `scope` in `locale`: in `notation`,
/// or with only their letters changed (`None`).
#[must_use]
pub fn translation(
    snapshot: &Snapshot,
    scope: Scope,
    locale: &Locale,
    notation: Option<Notation>,
) -> Vec<Replace> {
    let target = Target {
        locale,
        notation,
        isolate: false,
    };
    let entries: Vec<usize> = match scope {
        Scope::File => (0..snapshot.index.len()).collect(),
        Scope::Game(offset) => snapshot.index.find(offset).into_iter().collect(),
    };
    let mut edits = Vec::new();
    let mut text = String::new();
    for i in entries {
        if snapshot.index.get(i).is_some_and(|(_, e)| !e.has_game) {
            continue;
        }
        let Some(detail) = GameDetail::of_entry(snapshot, i) else {
            continue;
        };
        let src = detail.tree.source();
        for record in detail.translatable() {
            text.clear();
            let word = src
                .get(record.word.clone())
                .map(String::from_utf8_lossy)
                .unwrap_or_default();
            render_move(record, &word, &target, &mut text);
            if src.get(record.word.clone()) != Some(text.as_bytes()) {
                edits.push(Replace {
                    span: detail.doc(record.word.clone()),
                    text: text.clone(),
                });
            }
        }
    }
    edits
}

/// What a rename's new name asks for: a language, or the same move written
/// in another language.
#[derive(Debug)]
pub enum RenameTarget<'l> {
    Language(&'l Locale),
    /// The new name is not a language, and not the move renamed.
    NotTheMove,
}

/// Reads a rename's new name: a language name (`de`, `Deutsch`,
/// `Ελληνικά`), or the renamed move written in some language (`Sf3` for
/// `Nf3`: German).
#[must_use]
pub fn rename_target<'l>(
    locales: &'l Locales,
    new_name: &str,
    record: Option<&MoveRecord>,
    current: Option<&Locale>,
) -> RenameTarget<'l> {
    let name = new_name.trim();
    if let Some(record) = record {
        // A move first: `Lc4` is a bishop move in German before it is
        // anything else. Prefer a language other than the current one.
        let mut matches: Vec<&Locale> = locales
            .iter()
            .filter(|l| same_move(name, l, &record.before, record.mv))
            .collect();
        matches.sort_by_key(|l| current.is_some_and(|c| c.tag() == l.tag()));
        if let Some(l) = matches.first() {
            return RenameTarget::Language(l);
        }
    }
    match locales.find_by_name(name) {
        Some(l) => RenameTarget::Language(l),
        None => RenameTarget::NotTheMove,
    }
}

fn same_move(text: &str, locale: &Locale, pos: &Position, mv: forsyth_core::Move) -> bool {
    read_move(text, locale.letters())
        .ok()
        .and_then(|readings| resolve(&readings, pos).ok())
        .is_some_and(|r| r.mv == mv && r.warnings.is_empty())
}

/// Corrections for a move that cannot be played: the legal moves whose
/// text in the game's language is one character away from what is written
/// (a wrong piece letter, a missing or wrong disambiguation, a look-alike
/// letter), at most three. When exactly one of them goes to the square
/// written, it is the obvious correction and comes alone.
#[must_use]
pub fn corrections(written: &str, pos: &Position, locale: &Locale) -> Corrections {
    let written = strip_marks(written);
    let mut scored: Vec<(usize, String, String)> = pos
        .legal_moves()
        .iter()
        .filter_map(|mv| {
            let san = move_to_string(pos, mv, locale.letters(), Notation::San);
            let d = distance(&written, &strip_marks(&san));
            let mut square = String::new();
            if let Some(to) = mv.destination() {
                write_square(to, locale.letters(), &mut square);
            }
            (d <= 1).then_some((d, san, square))
        })
        .collect();
    scored.sort();
    // The square written is the surest part of a move; then its piece.
    let first = written.chars().next();
    let same_square =
        |(_, _, sq): &&(usize, String, String)| !sq.is_empty() && written.contains(sq.as_str());
    let same_piece = |(_, san, _): &&(usize, String, String)| san.chars().next() == first;
    let tiers: [Vec<&(usize, String, String)>; 2] = [
        scored
            .iter()
            .filter(same_square)
            .filter(same_piece)
            .collect(),
        scored.iter().filter(same_square).collect(),
    ];
    let chosen: Vec<&(usize, String, String)> = tiers
        .into_iter()
        .find(|t| !t.is_empty())
        .unwrap_or_else(|| scored.iter().collect());
    Corrections {
        obvious: chosen.len() == 1,
        moves: chosen
            .into_iter()
            .take(3)
            .map(|(_, s, _)| s.clone())
            .collect(),
    }
}

/// Moves that may have been meant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Corrections {
    pub moves: Vec<String>,
    /// Whether one move is clearly the one meant.
    pub obvious: bool,
}

fn strip_marks(text: &str) -> String {
    text.chars()
        .filter(|c| !matches!(c, '+' | '#' | '!' | '?' | '†' | '‡'))
        .collect()
}

/// Edit distance in characters (insertions, deletions, substitutions).
fn distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.iter().enumerate() {
        let mut prev = row[0];
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let cost = usize::from(ca != cb);
            let next = (prev + cost).min(row[j] + 1).min(row[j + 1] + 1);
            prev = row[j + 1];
            row[j + 1] = next;
        }
    }
    row[b.len()]
}

/// A quick fix: its title in the user's language and its edits.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct QuickFix {
    pub title: String,
    pub edits: Vec<Replace>,
}

/// The fixes of the findings with this code ([`forsyth_notation::fix`]:
/// repaired FENs, quotes and backslashes in tag values) that a client's
/// diagnostic at `client` (a document span) stands for.
///
/// The client sends back the diagnostic it was given, perhaps with a range
/// it has moved or widened: it stands for our findings of that code whose
/// span is its range, or else for those the range touches that start
/// nearest to it. Findings of a FEN can share a span (the missing fields,
/// all at its end): their fixes are given once.
#[must_use]
pub fn finding_fixes(snapshot: &Snapshot, code: &str, client: Range<usize>) -> Vec<QuickFix> {
    use forsyth_notation::fix;
    let Some((start, entry)) = snapshot
        .index
        .find(client.start)
        .and_then(|i| snapshot.index.get(i))
    else {
        return Vec::new();
    };
    let touching: Vec<(Range<usize>, &forsyth_notation::diagnostic::Diagnostic)> = entry
        .diagnostics
        .iter()
        .filter(|d| d.code.as_str() == code && fix::is_fixable(d.code, d.variant))
        .map(|d| (start + d.span.start..start + d.span.end, d))
        .filter(|(s, _)| s.start <= client.end && client.start <= s.end)
        .collect();
    let chosen: Vec<_> = if touching.iter().any(|(s, _)| *s == client) {
        touching.into_iter().filter(|(s, _)| *s == client).collect()
    } else {
        let nearest = touching
            .iter()
            .map(|(s, _)| s.start.abs_diff(client.start))
            .min();
        touching
            .into_iter()
            .filter(|(s, _)| Some(s.start.abs_diff(client.start)) == nearest)
            .collect()
    };
    let mut out: Vec<QuickFix> = Vec::new();
    let mut line = String::new();
    for (span, finding) in chosen {
        // The game the finding is in (a fix of a [FEN] looks at its move
        // numbers), or the lines of a `.fen` file it is on.
        let window = match snapshot.kind {
            Kind::Pgn => start..start + entry.len,
            Kind::Fen => lines_around(snapshot, span.clone()),
        };
        snapshot.text.copy_range(window.clone(), &mut line);
        let mut local = finding.clone();
        local.span = span.start - window.start..span.end - window.start;
        for found in fix::fixes(&local, &line) {
            let quick = QuickFix {
                title: found.title(snapshot.config.messages),
                edits: found
                    .edits
                    .into_iter()
                    .map(|e| Replace {
                        span: window.start + e.span.start..window.start + e.span.end,
                        text: e.text,
                    })
                    .collect(),
            };
            if !out.iter().any(|q| q.edits == quick.edits) {
                out.push(quick);
            }
        }
    }
    out
}

/// The span of the whole lines that `span` is on (with their line breaks).
fn lines_around(snapshot: &Snapshot, span: Range<usize>) -> Range<usize> {
    let rope = snapshot.text.rope();
    let len = rope.len_bytes();
    let start = snapshot.text.line_start(span.start);
    let last = rope.byte_to_line(span.end.min(len));
    let end = if last + 1 < rope.len_lines() {
        rope.line_to_byte(last + 1)
    } else {
        len
    };
    start..end.max(start)
}

/// PGN export layout for the games of a document: tags one per line, a
/// blank line, movetext wrapped before 80 characters, a blank line between
/// games. Only white space between tokens changes; games with syntax errors
/// are left as they are.
#[must_use]
pub fn format_document(snapshot: &Snapshot) -> Vec<Replace> {
    use forsyth_notation::lexer::TokenKind;
    let mut edits = Vec::new();
    for i in 0..snapshot.index.len() {
        let Some((start, entry)) = snapshot.index.get(i) else {
            continue;
        };
        if !entry.has_game {
            continue;
        }
        let mut text = String::new();
        snapshot
            .text
            .copy_range(start..start + entry.len, &mut text);
        let tree = forsyth_notation::tree::SyntaxTree::parse(text.as_bytes());
        if !tree.errors().is_empty() {
            continue;
        }
        let Some(game) = tree.games().next() else {
            continue;
        };
        let content = game.content_span();
        let mut out = String::new();
        // Tags: each pair on its own line, as written inside.
        let mut body_start = content.start;
        if let Some(section) = game.tag_section() {
            for child in section.children() {
                let bytes = String::from_utf8_lossy(child.bytes());
                out.push_str(bytes.trim());
                out.push('\n');
            }
            body_start = section.span().end;
            if game.mainline().is_some() {
                out.push('\n');
            }
        }
        // Movetext: words joined by one space, wrapped.
        let mut column = 0usize;
        let mut pending_space = false;
        let mut force_break = false;
        for token in tree.tokens() {
            let span = token.start as usize..token.end as usize;
            if span.start < body_start || span.end > content.end {
                continue;
            }
            let piece = String::from_utf8_lossy(&text.as_bytes()[span.clone()]);
            match token.kind {
                TokenKind::Whitespace | TokenKind::Newline | TokenKind::Format => {
                    pending_space = true;
                    continue;
                }
                _ => {}
            }
            let width = piece.chars().count();
            let own_line = matches!(token.kind, TokenKind::Escape);
            if column > 0 && (force_break || own_line || column + 1 + width > 79) {
                out.push('\n');
                column = 0;
            } else if column > 0 && pending_space {
                out.push(' ');
                column += 1;
            }
            out.push_str(&piece);
            column = match piece.rfind('\n') {
                Some(nl) => piece[nl + 1..].chars().count(),
                None => column + width,
            };
            pending_space = false;
            force_break = matches!(token.kind, TokenKind::LineComment | TokenKind::Escape);
        }
        if column > 0 || out.is_empty() {
            out.push('\n');
        }
        // Keep exactly one blank line before the next game.
        let after = &text[content.end.min(text.len())..];
        let is_last = i + 1 == snapshot.index.len();
        let trailer_is_blank = after.trim().is_empty();
        if trailer_is_blank {
            if !is_last {
                out.push('\n');
            }
            let whole = start + content.start..start + entry.len;
            if text[content.start..] != out {
                edits.push(Replace {
                    span: whole,
                    text: out,
                });
            }
        } else {
            // Comments or junk after the game: keep them, reformat the game
            // only.
            out.pop();
            let whole = start + content.start..start + content.end;
            if text[content.start..content.end] != out {
                edits.push(Replace {
                    span: whole,
                    text: out,
                });
            }
        }
    }
    edits
}

#[cfg(test)]
mod tests {
    use super::*;

    fn after(moves: &str) -> Position {
        let mut pos = Position::new();
        for m in moves.split_whitespace() {
            let readings = read_move(m, Locales::embedded().get("en").unwrap().letters()).unwrap();
            let mv = resolve(&readings, &pos).unwrap().mv;
            pos.play(mv).unwrap();
        }
        pos
    }

    #[test]
    fn corrections_prefer_the_square_written() {
        let locales = Locales::embedded();
        let en = locales.get("en").unwrap();
        // A wrong piece letter: the bishop goes to b5, the knight cannot.
        let found = corrections("Nb5", &after("e4 e5 Nf3 Nc6"), en);
        assert_eq!(found.moves, ["Bb5"]);
        assert!(found.obvious);
        // A missing disambiguation: both knights, neither obvious.
        let found = corrections("Nd2", &after("d4 d5 Nf3 Nf6 e3 e6"), en);
        assert_eq!(found.moves, ["Nbd2", "Nfd2"]);
        assert!(!found.obvious);
        // The same in Greek.
        let el = locales.get("el").unwrap();
        let found = corrections("Ιβ5", &after("e4 e5 Nf3 Nc6"), el);
        assert_eq!(found.moves, ["Αβ5"]);
    }

    #[test]
    fn distance_counts_characters() {
        assert_eq!(distance("Nd4", "Bd4"), 1);
        assert_eq!(distance("Nd2", "Nbd2"), 1);
        assert_eq!(distance("Ιδ4", "Ιδ4"), 0);
        assert_eq!(distance("e4", "Nf3"), 3);
    }
}
