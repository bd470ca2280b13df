//! PGN export layout: tags one per line, a blank line, movetext wrapped
//! before 80 characters, a blank line between games (the PGN standard's
//! export format, section 8). Only white space between tokens changes:
//! invisible marks (bidi isolates around moves written for right-to-left
//! text, direction marks) stay where they are, next to what they mark;
//! games with syntax errors are left as they are.
//!
//! The result is a replacement of each game's text that changes, as byte
//! spans, for an editor's formatting or a writer of files.

use std::ops::Range;

use crate::{
    lexer::TokenKind,
    tree::{PgnReader, SyntaxTree},
};

/// The widest movetext line: the standard keeps lines below 80 characters.
const MAX_COLUMN: usize = 79;

/// A game's new layout: the bytes of `span` become `text`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Layout {
    pub span: Range<usize>,
    pub text: String,
}

/// The export layout of every game of `text`, cut into games as
/// [`PgnReader`] cuts them: one replacement per game whose layout changes.
#[must_use]
pub fn document(text: &str) -> Vec<Layout> {
    let mut games = Vec::new();
    let mut reader = PgnReader::new(text.as_bytes());
    // Reading from memory cannot fail.
    while let Ok(Some(chunk)) = reader.next_game() {
        let start = usize::try_from(chunk.offset()).unwrap_or(usize::MAX);
        games.push((start, chunk.bytes().len(), chunk.has_game()));
    }
    let count = games.len();
    let mut out = Vec::new();
    for (i, (start, len, has_game)) in games.into_iter().enumerate() {
        if !has_game {
            continue;
        }
        let Some(game_text) = text.get(start..start + len) else {
            continue;
        };
        if let Some(layout) = game(game_text, i + 1 == count) {
            out.push(Layout {
                span: start + layout.span.start..start + layout.span.end,
                text: layout.text,
            });
        }
    }
    out
}

/// The export layout of one game, `text` being the game as a
/// [`PgnReader`] cuts it (its prelude and trailer included) and `last`
/// whether it ends the document: the replacement of its span in `text`, or
/// `None` when nothing changes or the game has syntax errors.
///
/// A game followed by white space only ends with one blank line (none at
/// the end of the document); a game followed by comments or other text
/// keeps them, and only the game is laid out.
#[must_use]
pub fn game(text: &str, last: bool) -> Option<Layout> {
    let tree = SyntaxTree::parse(text.as_bytes());
    if !tree.errors().is_empty() {
        return None;
    }
    let game = tree.games().next()?;
    let content = game.content_span();
    let mut out = String::new();
    // Tags: each pair on its own line, as written inside.
    let mut body_start = content.start;
    let tokens = tree.tokens();
    if let Some(section) = game.tag_section() {
        let children: Vec<_> = section.children().collect();
        let mut next = 0;
        for (k, child) in children.iter().enumerate() {
            let bytes = String::from_utf8_lossy(child.bytes());
            out.push_str(bytes.trim());
            // Invisible marks between this tag and the next stay on its
            // line.
            let until = children
                .get(k + 1)
                .map_or(section.span().end, |c| c.span().start);
            while let Some(t) = tokens.get(next).filter(|t| (t.start as usize) < until) {
                if t.kind == TokenKind::Format && t.start as usize >= child.span().end {
                    out.push_str(&String::from_utf8_lossy(text.as_bytes().get(t.span())?));
                }
                next += 1;
            }
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
    // Whether the last token was an invisible mark.
    let mut mark = false;
    for token in tokens {
        let span = token.start as usize..token.end as usize;
        if span.start < body_start || span.end > content.end {
            continue;
        }
        if matches!(token.kind, TokenKind::Whitespace | TokenKind::Newline) {
            pending_space = true;
            continue;
        }
        let piece = String::from_utf8_lossy(text.as_bytes().get(span)?);
        let is_mark = token.kind == TokenKind::Format;
        // A mark takes no room, and is not parted from what it touches.
        let width = if is_mark { 0 } else { piece.chars().count() };
        let touching = !pending_space && (is_mark || mark);
        let own_line = matches!(token.kind, TokenKind::Escape);
        let wrap = column + 1 + width > MAX_COLUMN && !touching;
        if column > 0 && (force_break || own_line || wrap) {
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
        mark = is_mark;
    }
    if column > 0 || out.is_empty() {
        out.push('\n');
    }
    let after = text.get(content.end.min(text.len())..)?;
    if after.trim().is_empty() {
        // Exactly one blank line before the next game.
        if !last {
            out.push('\n');
        }
        let span = content.start..text.len();
        (text.get(span.clone())? != out).then_some(Layout { span, text: out })
    } else {
        // Comments or junk after the game: keep them, lay out the game
        // only.
        out.pop();
        let span = content;
        (text.get(span.clone())? != out).then_some(Layout { span, text: out })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `text` with the layouts made.
    fn apply(text: &str, layouts: &[Layout]) -> String {
        let mut out = String::new();
        let mut at = 0;
        for l in layouts {
            out.push_str(&text[at..l.span.start]);
            out.push_str(&l.text);
            at = l.span.end;
        }
        out.push_str(&text[at..]);
        out
    }

    /// The text without white space.
    fn dense(text: &str) -> String {
        text.chars().filter(|c| !c.is_whitespace()).collect()
    }

    #[test]
    fn tags_movetext_and_blank_lines() {
        // The opening of Anderssen – Kieseritzky, London 1851, squeezed
        // and spread out.
        let text = "[Event \"London\"]   [White \"Anderssen, Adolf\"]\n\n\n1.e4   e5 2.f4\n exf4 1-0\n\n\n\n\
                    [Event \"B\"]\n1. d4 d5 *   \n\n";
        let formatted = apply(text, &document(text));
        assert_eq!(
            formatted,
            "[Event \"London\"]\n[White \"Anderssen, Adolf\"]\n\n1.e4 e5 2.f4 exf4 1-0\n\n\
             [Event \"B\"]\n\n1. d4 d5 *\n"
        );
        assert_eq!(dense(&formatted), dense(text));
        // Formatting again changes nothing.
        assert_eq!(document(&formatted), []);
    }

    #[test]
    fn long_movetext_wraps_before_80_columns() {
        let moves: String = (1..=40)
            .map(|n| format!("{n}. Nf3 Nf6 {n}... Ng1 "))
            .collect();
        let text = format!("[Event \"x\"]\n\n{moves}*\n");
        let formatted = apply(&text, &document(&text));
        assert!(formatted.lines().all(|l| l.chars().count() <= MAX_COLUMN));
        assert!(formatted.lines().count() > 10);
        assert_eq!(dense(&formatted), dense(&text));
    }

    /// Moves wrapped in bidi isolates (`forsyth translate --isolate`, for
    /// moves inside right-to-left text) and direction marks keep them, next
    /// to what they mark, in the tags and the movetext, however long the
    /// lines (found by the language server's fuzz target: formatting
    /// dropped them).
    #[test]
    fn invisible_marks_stay_where_they_are() {
        let isolated = |m: &str| format!("\u{2068}{m}\u{2069}");
        let moves: String = (1..=30)
            .map(|n| format!("{n}.  {} {} ", isolated("פו3"), isolated("פו6")))
            .collect();
        let text =
            format!("[Event \"אליפות\"]\u{200f}  [White \"x\"]\n\n{moves}\u{200f} {{מט}}  *\n");
        let formatted = apply(&text, &document(&text));
        assert_eq!(dense(&formatted), dense(&text));
        assert!(formatted.starts_with("[Event \"אליפות\"]\u{200f}\n[White \"x\"]\n\n1. \u{2068}פו3\u{2069} \u{2068}פו6\u{2069} 2. "));
        for line in formatted.lines() {
            assert!(
                line.chars()
                    .filter(|c| !matches!(c, '\u{2068}' | '\u{2069}'))
                    .count()
                    <= MAX_COLUMN
            );
            assert!(
                !line.starts_with('\u{2069}') && !line.ends_with('\u{2068}'),
                "{line}"
            );
        }
        assert_eq!(document(&formatted), []);
    }

    #[test]
    fn games_with_syntax_errors_and_trailing_comments() {
        // An unterminated comment, a missing result: left as they are.
        assert_eq!(document("1.  e4 {never closed"), []);
        assert_eq!(document("1.  e4  e5"), []);
        // A comment after the game stays where it is.
        let text = "1.  e4   e5 *\n% a line for the program\n";
        let formatted = apply(text, &document(text));
        assert!(formatted.starts_with("1. e4 e5 *"), "{formatted:?}");
        assert_eq!(dense(&formatted), dense(text));
    }
}
