//! A line a page prints after a game, under a heading or a paragraph of
//! its own, that starts at a move number the initial position does not
//! fit: `Wariant B) 4. d2-d3 … 5. Sbl-c3 d7-d6` after `1. e2-e4 e7-e5 2.
//! Sgl-f3 Sb8-c6 3. Gfl-c4 Gf8-c5 Wariant A) 4. c2-c3 …` (a Polish opening
//! book's "Partia włoska", its variations one after another). A book goes
//! on from the game above it there; the page reader, which cuts the page
//! at the heading, would read the line from the initial position (a
//! move-number warning, then an illegal move).
//!
//! Decided by legality: the main line of the game printed before it is
//! replayed, and the line is read from the position before the move its
//! first number names there (`4.`: White's fourth move; `4. ...`: Black's)
//! only where its main line plays at least as far from there as from the
//! initial position, and at least two moves where its first move cannot
//! be played from the initial position ([`goes_on`]): a line whose first
//! move is legal in both places and whose next one is misprinted (`4.
//! d2-d3 5. Sbl-c3`, Black's fourth move left out) is the game's, whose
//! numbers it fits. The line then starts
//! from that position as from one printed above it, with the note
//! `set-up-from-game`; else it is read as before (a diagram's position the
//! page does not print is `set-up-missing`).

use std::ops::Range;

use forsyth_core::{Color, Position};

use crate::{
    analysis::{Analysis, Analyzer, LanguageChoice, StartFrom},
    diagnostic::{Arg, Code, Diagnostic, Severity},
    lexer::{Token, TokenKind},
    locale::Locales,
    tree::{GameChunk, SyntaxTree},
};

/// The game handed out before the next one on a page: its text as it was
/// handed out, and where it started.
#[derive(Debug, Default)]
pub(crate) struct Previous {
    bytes: Vec<u8>,
    tokens: Vec<Token>,
    sparse: bool,
    bare: bool,
    /// The position it started from, when not the initial one.
    start: Option<Position>,
    /// Whether a game was kept.
    kept: bool,
}

impl Previous {
    /// Keeps `chunk`, a game of the page that started from `start`.
    pub(crate) fn keep(&mut self, chunk: &GameChunk<'_>, start: Option<Position>) {
        self.bytes.clear();
        self.bytes.extend_from_slice(chunk.bytes());
        self.tokens.clear();
        self.tokens.extend_from_slice(chunk.tokens());
        self.sparse = chunk.is_sparse();
        self.bare = chunk.is_bare();
        self.start = start;
        self.kept = true;
    }
}

/// The first move number of a game's text (`bytes`, its `tokens`) before
/// its first move word, and whether it is Black's (`4. ...`, `4...`), with
/// the span from the number to the end of that word.
fn first_number(bytes: &[u8], tokens: &[Token]) -> Option<(u64, bool, Range<usize>)> {
    let n = tokens
        .iter()
        .position(|t| !t.kind.is_trivia() && t.kind != TokenKind::MoveNumber)
        .filter(|&w| w > 0)?;
    let i = tokens[..n]
        .iter()
        .rposition(|t| t.kind == TokenKind::MoveNumber)?;
    let word = tokens[i + 1..]
        .iter()
        .position(|t| t.kind == TokenKind::Word && !super::lone_dash(bytes, t))
        .map(|k| i + 1 + k)?;
    let number = super::number(bytes, &tokens[i])?;
    let black = super::black_number(bytes, tokens, i);
    Some((
        number,
        black,
        tokens[i].start as usize..tokens[word].end as usize,
    ))
}

/// How many moves of the main line `out` played before its first error.
fn played(out: &Analysis) -> usize {
    let error = out
        .diagnostics
        .iter()
        .filter(|d| d.severity == Severity::Error)
        .map(|d| d.span.start)
        .min()
        .unwrap_or(usize::MAX);
    out.moves
        .iter()
        .filter(|m| m.depth == 0 && m.word.start < error)
        .count()
}

/// Whether a line whose main line plays `there` moves from the position
/// of the game above it, and `initial` moves from the initial position,
/// goes on from that game: it plays at least as far there (its numbers
/// fit there, and not at the start: a tie is the game's), and, where its
/// first move cannot be played from the initial position, at least two
/// moves (one legal move is no evidence against a diagram's position the
/// page does not print).
fn goes_on(there: usize, initial: usize) -> bool {
    there >= initial.max(1) && (initial > 0 || there >= 2)
}

/// What [`from_previous`] replays games with: made once for a reader of
/// pages (an analyzer costs about as much to make as a long game to
/// replay, and a text can print many lines under headings of their own).
pub(crate) struct Replayer<'l> {
    analyzer: Analyzer<'l>,
    tree: SyntaxTree,
    out: Analysis,
}

impl std::fmt::Debug for Replayer<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Replayer").finish_non_exhaustive()
    }
}

impl<'l> Replayer<'l> {
    fn new(locales: &'l Locales) -> Replayer<'l> {
        let mut analyzer = Analyzer::new(locales);
        analyzer.record_moves = true;
        Replayer {
            analyzer,
            tree: SyntaxTree::new(),
            out: Analysis::default(),
        }
    }

    /// Replays the one game of `chunk` from `start` into `self.out`.
    fn replay(&mut self, chunk: &GameChunk<'_>, start: StartFrom) -> bool {
        self.tree.parse_chunk(chunk);
        let Some(game) = self.tree.games().next() else {
            return false;
        };
        self.analyzer.start_from(start);
        self.analyzer
            .analyze_into(&game, LanguageChoice::Auto, &mut self.out);
        self.analyzer.start_from(StartFrom::Initial);
        true
    }
}

/// Where `part`, a game of a page with no position printed above it,
/// starts when it goes on from `previous`, the game printed before it (see
/// the [module documentation](self)): that position, and the
/// `set-up-from-game` note (its span relative to `part`'s start).
pub(crate) fn from_previous<'l>(
    previous: &Previous,
    part: &GameChunk<'_>,
    replayer: &mut Option<Replayer<'l>>,
    locales: &'l Locales,
) -> Option<(Position, Diagnostic)> {
    if !previous.kept {
        return None;
    }
    let (number, black, span) = first_number(part.bytes(), part.tokens())?;
    if number == 1 && !black {
        return None;
    }
    let replayer = replayer.get_or_insert_with(|| Replayer::new(locales));
    let mut chunk =
        GameChunk::from_parts(&previous.bytes, &previous.tokens, 0, 0, true).bare(previous.bare);
    if previous.sparse {
        chunk = chunk.sparse();
    }
    let start = previous
        .start
        .map_or(StartFrom::Unprinted, StartFrom::Printed);
    if !replayer.replay(&chunk, start) {
        return None;
    }
    let out = &replayer.out;
    // The position of the main line before the move the number names.
    let turn = if black { Color::Black } else { Color::White };
    let fits = |p: &Position| u64::from(p.fullmoves()) == number && p.turn() == turn;
    let error = played(out);
    let position = out
        .moves
        .iter()
        .filter(|m| m.depth == 0)
        .take(error)
        .map(|m| m.before)
        .chain(
            out.end
                .filter(|_| error == out.moves.iter().filter(|m| m.depth == 0).count()),
        )
        .find(fits)?;
    // Its moves replay further there than from the initial position.
    replayer.replay(part, StartFrom::Printed(position));
    let there = played(&replayer.out);
    replayer.replay(part, StartFrom::Unprinted);
    let initial = played(&replayer.out);
    if !goes_on(there, initial) {
        return None;
    }
    let word = String::from_utf8_lossy(&part.bytes()[span.clone()]).into_owned();
    let note = Diagnostic::new(Code::SetUpFromGame, span)
        .with("move", Arg::Text(word))
        .with("fen", Arg::Text(position.fen()));
    Some((position, note))
}

#[cfg(test)]
mod tests {
    #[test]
    fn one_legal_move_there_is_no_evidence_against_a_missing_diagram() {
        assert!(!super::goes_on(1, 0));
        assert!(super::goes_on(2, 0));
        assert!(super::goes_on(1, 1));
        assert!(!super::goes_on(1, 2));
        assert!(!super::goes_on(0, 0));
    }
}
