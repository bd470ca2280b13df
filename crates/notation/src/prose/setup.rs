//! The position a game of a page starts from, when the page prints it as
//! text just above the game: a FEN line (`rnbqkbnr/pppppppp/8/8/8/8/
//! PPPPPPPP/1NBQKBNR w Kkq - 0 1` over an odds game), or a piece list in
//! the page's language ([`crate::problem::read_piece_list`]: `Λευκά: Ρθ6,
//! Βγ5, Ιε7, Στρ. δ4 (4)` / `Μαύρα: Ρθ8, …`, `V: a2, c2, … Ke2` / `S: …`).
//!
//! What is read is decided by the text's form alone: the nearest line
//! above the game (after the game before it) that is a FEN, or that starts
//! with a side's header and reads, with the lines after it, as a whole
//! piece list of some language with a king of each side, and from which
//! the game's first move plays (a position whose side to move cannot play
//! it is not the game's: a problem printed above a game of its own, or
//! the solution of last week's position under this week's). The side to
//! move is the FEN's; for a list, Black's when the game's first number is
//! Black's (`1... Ιγ2!`), else the side for which the game's first move
//! is legal (White's first).

use std::ops::Range;

use forsyth_core::{Fen, Position};

use crate::{
    locale::Locales,
    problem::{list_headers, read_piece_list},
    resolve::resolve,
    word::read_move,
};

/// A set-up printed before a game.
#[derive(Clone, Debug)]
pub struct PrintedSetUp {
    /// Its bytes in the text it was found in.
    pub span: Range<usize>,
    /// The position the game starts from.
    pub position: Position,
    /// The language a piece list was read in (an index into
    /// [`Locales::iter`]); `None` for a FEN.
    pub language: Option<usize>,
}

/// How many lines above a game a set-up is looked for.
const LINES_ABOVE: usize = 12;

/// How many lines a piece list may run over.
const LIST_LINES: usize = 4;

/// The set-up printed in `before` (the text above a game, from the end of
/// the game before it), if any: the nearest to the game. `first`: the
/// game's first move word, and whether its number is Black's.
#[must_use]
pub fn find(before: &str, first: Option<(&str, bool)>, locales: &Locales) -> Option<PrintedSetUp> {
    // The lines, with their byte ranges, nearest first.
    let mut lines: Vec<Range<usize>> = Vec::new();
    let mut at = 0;
    for line in before.split_inclusive('\n') {
        let end = at + line.trim_end_matches(['\r', '\n']).len();
        lines.push(at..end);
        at += line.len();
    }
    let from = lines.len().saturating_sub(LINES_ABOVE);
    for k in (from..lines.len()).rev() {
        let line = &before[lines[k].clone()];
        if let Some(found) = fen_line(line, lines[k].start, first, locales) {
            return Some(found);
        }
        if let Some(found) = piece_list(before, &lines[k..], first, locales) {
            return Some(found);
        }
    }
    None
}

/// A FEN standing first on `line` (at byte `at`).
fn fen_line(
    line: &str,
    at: usize,
    first: Option<(&str, bool)>,
    locales: &Locales,
) -> Option<PrintedSetUp> {
    let mut trimmed = line.trim_start();
    // A label before it (`FEN: 8/P2k4/…`).
    for label in ["FEN:", "FEN"] {
        if let Some(rest) = trimmed.strip_prefix(label)
            && rest.starts_with(char::is_whitespace)
        {
            trimmed = rest.trim_start();
            break;
        }
    }
    let start = at + line.len() - trimmed.len();
    let board = trimmed.split_whitespace().next()?;
    if board.matches('/').count() != 7
        || !board
            .chars()
            .all(|c| c == '/' || c.is_ascii_digit() || "pnbrqkPNBRQK".contains(c))
    {
        return None;
    }
    // The board and the FEN fields after it, as many as read.
    let words: Vec<&str> = trimmed.split_whitespace().take(6).collect();
    for n in (1..=words.len()).rev() {
        // The end of the n-th word.
        let mut end = 0;
        for w in &words[..n] {
            end += trimmed[end..].find(w)? + w.len();
        }
        let text = &trimmed[..end];
        let position = if n >= 2 {
            let Ok((position, _)) = Fen::parse_lenient(text, None) else {
                continue;
            };
            // A first move that does not play from the FEN: the game is
            // not the FEN's.
            if let Some((word, _)) = first
                && !plays(word, &position, locales)
            {
                return None;
            }
            position
        } else {
            with_side(board, first, locales)?
        };
        return Some(PrintedSetUp {
            span: start..start + text.len(),
            position,
            language: None,
        });
    }
    None
}

/// A piece list that starts on the first of `lines` with a side's header,
/// in the language whose list reads over the most lines.
fn piece_list(
    text: &str,
    lines: &[Range<usize>],
    first: Option<(&str, bool)>,
    locales: &Locales,
) -> Option<PrintedSetUp> {
    let line = text[lines[0].clone()].trim_start();
    let start = lines[0].end - line.len();
    for (language, locale) in locales.iter().enumerate() {
        if !list_headers(locale)
            .iter()
            .any(|h| starts_with_word(line, h))
        {
            continue;
        }
        for n in (1..=lines.len().min(LIST_LINES)).rev() {
            let end = lines[n - 1].end;
            let list = text[start..end].trim_end();
            let Ok(board) = read_piece_list(list, locale) else {
                continue;
            };
            if board.kings().count() != 2 {
                continue;
            }
            let Some(position) = with_side(&board.board_fen(), first, locales) else {
                continue;
            };
            return Some(PrintedSetUp {
                span: start..start + list.len(),
                position,
                language: Some(language),
            });
        }
    }
    None
}

/// Whether `line` starts with the header `word` (a word of its own: not
/// `Weißer`, and `V:` only with its colon).
fn starts_with_word(line: &str, word: &str) -> bool {
    let mut chars = line.chars();
    for want in word.chars() {
        match chars.next() {
            Some(c) if c.to_lowercase().eq(want.to_lowercase()) => {}
            _ => return false,
        }
    }
    !chars.next().is_some_and(char::is_alphanumeric)
}

/// The position of `board` (a FEN's board field) with the side to move
/// that `first` says: Black when its number is Black's, else the side for
/// which its move reads legal in some language (White when both or none
/// do); `None` when the board is no legal position, or when the first
/// move plays from neither side of it (the game is not the set-up's).
fn with_side(board: &str, first: Option<(&str, bool)>, locales: &Locales) -> Option<Position> {
    let position = |side: char| {
        Fen::parse_lenient(&format!("{board} {side} - - 0 1"), None)
            .ok()
            .map(|(p, _)| p)
    };
    let white = position('w');
    let black = position('b');
    let (word, black_numbered) = match first {
        Some(first) => first,
        None => return white.or(black),
    };
    let legal = |pos: &Option<Position>| pos.as_ref().is_some_and(|pos| plays(word, pos, locales));
    // A first move that plays from neither side of the set-up: the game
    // is not the set-up's (a game of its own under a problem's list, or
    // the solution of a position printed the week before).
    if !legal(&white) && !legal(&black) {
        return None;
    }
    if black_numbered {
        return black.or(white);
    }
    if !legal(&white) && legal(&black) {
        return black;
    }
    white.or(black)
}

/// Whether the move word `word` reads as a legal move of `pos` in some
/// language.
fn plays(word: &str, pos: &Position, locales: &Locales) -> bool {
    let word = word.trim_end_matches(['!', '?']);
    locales
        .iter()
        .any(|l| read_move(word, l.letters()).is_ok_and(|readings| resolve(&readings, pos).is_ok()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use forsyth_core::Color;

    fn found(before: &str, first: Option<(&str, bool)>) -> Option<(String, String, Color)> {
        let locales = Locales::embedded();
        find(before, first, &locales).map(|s| {
            (
                before[s.span.clone()].to_owned(),
                s.position.board().board_fen(),
                s.position.turn(),
            )
        })
    }

    /// Rizospastis, 2 November 2024 (see the fixture prose-rizospastis):
    /// two lines for each side, the count after each, the list nearest the
    /// game read.
    #[test]
    fn a_greek_list_over_two_lines() {
        let text = "Λευκά: Ρθ1, Βζ1, Στρ. α3 (3)\nΜαύρα: Ρη8, Στρ. α7 (2)\nΗ ΛΥΣΗ\n\
                    Λευκά: Ρθ6, Βγ5, Ιε7,\nΣτρ. δ4 (4)\nΜαύρα: Ρθ8, Αδ5,\nΣτρ. γ7, γ6, θ7 (5)\n\
                    Παίζουν τα λευκά.\n";
        let (list, board, side) = found(text, Some(("Βγ3", false))).expect("a list");
        assert_eq!(
            list,
            "Λευκά: Ρθ6, Βγ5, Ιε7,\nΣτρ. δ4 (4)\nΜαύρα: Ρθ8, Αδ5,\nΣτρ. γ7, γ6, θ7 (5)"
        );
        assert_eq!(board, "7k/2p1N2p/2p4K/2Qb4/3P4/8/8/8");
        assert_eq!(side, Color::White);
    }

    /// The side to move: Black's number, or the first move legal only for
    /// Black.
    #[test]
    fn the_side_to_move() {
        let text = "White: Kg1, Qb4, Rd1. Black: Kg8, Re7, d2.\n";
        assert_eq!(
            found(text, Some(("Re2", false))).map(|f| f.2),
            Some(Color::Black)
        );
        assert_eq!(
            found(text, Some(("Re1", true))).map(|f| f.2),
            Some(Color::Black)
        );
        assert_eq!(
            found(text, Some(("Qb8+", false))).map(|f| f.2),
            Some(Color::White)
        );
    }

    /// A FEN line with its fields, and the names of the players after a
    /// header (`Weiß: M.v.Wantoch Schwarz: R. Sieveking`), which are no
    /// list.
    #[test]
    fn fen_lines_and_player_names() {
        let text =
            "Londra, 1862\nrnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/1NBQKBNR w Kkq - 0 1\n(Rimuovere)\n";
        let (fen, _, side) = found(text, Some(("e4", false))).expect("a FEN");
        assert_eq!(
            fen,
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/1NBQKBNR w Kkq - 0 1"
        );
        assert_eq!(side, Color::White);
        assert_eq!(
            found(
                "Weiß: M.v.Wantoch Schwarz: R. Sieveking\n",
                Some(("e4", false))
            ),
            None
        );
        assert_eq!(found("White to play.\n", Some(("e4", false))), None);
    }

    /// Hungarian `V:` and `S:`, as sakkmatt.jimdo.com heads its lists
    /// (its own list of Greco's mate gives d7 twice and reads as no
    /// position: the test's is Greco's with the pawn on d6).
    #[test]
    fn short_headers() {
        let page = "V: a2, c2, e4, g2, Hd6, Fb3, Ff4, Ba1, Bh1, Vh5, Ke2\n\n\
                    S: a5, b5, c6, d7, h7, Hb8, Hd7, Fc8, Ba8, Bf8, Vc3, Kd8\n\n";
        assert_eq!(found(page, Some(("Vh5-e8+", false))), None);
        let text = page.replace("d7, h7", "h7");
        let (list, board, side) = found(&text, Some(("Vh5-e8+", false))).expect("a list");
        assert!(list.starts_with("V: a2") && list.ends_with("Kd8"), "{list}");
        assert_eq!(board, "rnbk1r2/3n3p/2pN4/pp5Q/4PB2/1Bq5/P1P1K1P1/R6R");
        assert_eq!(side, Color::White);
    }
}
