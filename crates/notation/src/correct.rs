//! The correction search: the legal moves a move that cannot be played
//! (illegal, ambiguous or unreadable as written) may have meant.
//!
//! A candidate is a legal move whose text in the game's language is one
//! character away from what is written: a wrong piece letter, a missing or
//! wrong disambiguation, a look-alike letter. The square written is the
//! surest part of a move, then its piece; when exactly one candidate is
//! left after those preferences, it is the obvious correction.

use forsyth_core::Position;

use crate::{
    locale::Locale,
    write::{Notation, move_to_string, write_square},
};

/// Moves that may have been meant, in SAN in the game's language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Corrections {
    /// At most three, nearest first.
    pub moves: Vec<String>,
    /// Whether one move is clearly the one meant.
    pub obvious: bool,
}

/// The moves of `pos` that `written` (a move word in `locale`'s letters)
/// may have meant: the legal moves whose text is one character away from
/// it, at most three. When exactly one of them goes to the square written,
/// it is the obvious correction and comes alone; so is the one move of
/// the piece written (its letter) when none goes to the square written.
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
    // A piece's move (its letter first, no file) whose square is wrong
    // (a rank misread from a scan: `Nf5` for `Nf3`): the one move of that
    // piece that is one character away.
    let piece = first.is_some_and(|c| locale.letters().file_from_char(c).is_none());
    let tiers: [Vec<&(usize, String, String)>; 3] = [
        scored
            .iter()
            .filter(same_square)
            .filter(same_piece)
            .collect(),
        scored.iter().filter(same_square).collect(),
        if piece {
            scored.iter().filter(same_piece).collect()
        } else {
            Vec::new()
        },
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

/// The text without check, mate and annotation marks.
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{locale::Locales, resolve::resolve, word::read_move};

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
        // A wrong rank (a scan's): the one move of that piece one
        // character away is the obvious correction.
        let found = corrections("Nf5", &after("e4 e5"), en);
        assert_eq!(found.moves, ["Nf3"]);
        assert!(found.obvious);
        // Two of them: none is.
        let found = corrections("Bc5", &after("e4 e5 d4 d5"), en);
        assert!(!found.obvious, "{found:?}");
    }

    #[test]
    fn distance_counts_characters() {
        assert_eq!(distance("Nd4", "Bd4"), 1);
        assert_eq!(distance("Nd2", "Nbd2"), 1);
        assert_eq!(distance("Ιδ4", "Ιδ4"), 0);
        assert_eq!(distance("e4", "Nf3"), 3);
    }
}
