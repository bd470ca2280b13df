//! One game read in full, on demand: its tree and every resolved move, for
//! hovers, completion, renames and code actions. The document index keeps
//! only findings; reading one game again takes microseconds.

use std::ops::Range;

use forsyth_core::{Fen, Position};
use forsyth_notation::{
    analysis::{Analysis, Analyzer, LanguageChoice, MoveRecord},
    locale::Locale,
    tree::{Game, Item, SyntaxTree, WalkEvent},
};

use crate::state::Snapshot;

/// A game of a snapshot, parsed and analysed with every move recorded.
pub struct GameDetail {
    /// The game's start offset in the document.
    pub start: usize,
    pub tree: SyntaxTree,
    pub analysis: Analysis,
    /// The language the moves were read in.
    pub language: Option<&'static Locale>,
}

impl GameDetail {
    /// The game of entry `i` of the snapshot's index.
    #[must_use]
    pub fn of_entry(snapshot: &Snapshot, i: usize) -> Option<GameDetail> {
        let span = snapshot.index.span(i)?;
        let mut text = String::new();
        snapshot.text.copy_range(span.clone(), &mut text);
        let tree = SyntaxTree::parse(text.as_bytes());
        let locales = snapshot.config.locales;
        let mut analyzer = Analyzer::new(locales);
        analyzer.record_moves = true;
        let mut analysis = Analysis::default();
        if let Some(game) = tree.games().next() {
            analyzer.analyze_into(&game, snapshot.config.notation, &mut analysis);
        }
        let language = match snapshot.config.notation {
            LanguageChoice::Fixed(l) => Some(l),
            LanguageChoice::Auto => analysis.language.and_then(|i| locales.iter().nth(i)),
        };
        Some(GameDetail {
            start: span.start,
            tree,
            analysis,
            language,
        })
    }

    /// The game holding document offset `offset`.
    #[must_use]
    pub fn at(snapshot: &Snapshot, offset: usize) -> Option<GameDetail> {
        GameDetail::of_entry(snapshot, snapshot.index.find(offset)?)
    }

    /// The typed view of the game.
    #[must_use]
    pub fn game(&self) -> Option<Game<'_>> {
        self.tree.games().next()
    }

    /// A span of the game's text as a document span.
    #[must_use]
    pub fn doc(&self, span: Range<usize>) -> Range<usize> {
        self.start + span.start..self.start + span.end
    }

    /// The recorded move whose word holds document offset `offset` (its end
    /// included, where a cursor after the move stands).
    #[must_use]
    pub fn move_at(&self, offset: usize) -> Option<&MoveRecord> {
        self.move_on(offset).or_else(|| {
            let local = offset.checked_sub(self.start)?;
            self.analysis.moves.iter().find(|r| r.word.end == local)
        })
    }

    /// The recorded move whose word holds document offset `offset`, its end
    /// excluded.
    #[must_use]
    pub fn move_on(&self, offset: usize) -> Option<&MoveRecord> {
        let local = offset.checked_sub(self.start)?;
        self.analysis
            .moves
            .iter()
            .find(|r| r.word.start <= local && local < r.word.end)
    }

    /// The moves a translation may rewrite: every recorded move before the
    /// first one that could not be read (after it, the moves' meaning is
    /// unknown).
    pub fn translatable(&self) -> impl Iterator<Item = &MoveRecord> {
        let limit = self.analysis.first_move_error.unwrap_or(usize::MAX);
        self.analysis
            .moves
            .iter()
            .take_while(move |r| r.word.start < limit)
    }

    /// The position at document offset `offset`, as a move typed there would
    /// be played in: after the last move before it in its line, or where
    /// its line starts.
    #[must_use]
    pub fn position_at(&self, offset: usize) -> Option<Position> {
        let local = offset.checked_sub(self.start)?;
        let game = self.game()?;
        let record = |span: Range<usize>| {
            self.analysis
                .moves
                .iter()
                .find(|r| r.word.start == span.start)
        };
        // Per open line: the position its next move is played in, and the
        // position before its last move (where a variation starts).
        struct Frame {
            next: Option<Position>,
            before_last: Option<Position>,
        }
        let mut stack: Vec<Frame> = Vec::new();
        for event in game.walk() {
            match event {
                WalkEvent::Enter(line) => {
                    if line.span().start >= local {
                        break;
                    }
                    let start = if line.is_mainline() {
                        self.analysis.start
                    } else {
                        stack.last().and_then(|f| f.before_last)
                    };
                    stack.push(Frame {
                        next: start,
                        before_last: None,
                    });
                }
                WalkEvent::Exit(line) => {
                    let end = line.span().end;
                    // The cursor is in the mainline anywhere in its game.
                    let inside =
                        line.is_mainline() || end > local || (end == local && !line.is_closed());
                    if inside {
                        break;
                    }
                    stack.pop();
                }
                WalkEvent::Item(item) => {
                    if item.span().start >= local {
                        break;
                    }
                    if let Item::Move(m) = item {
                        let frame = stack.last_mut()?;
                        match record(m.word_span()) {
                            Some(r) => {
                                let mut after = r.before;
                                after.play(r.mv).ok()?;
                                frame.before_last = Some(r.before);
                                frame.next = Some(after);
                            }
                            None => frame.before_last = frame.next.take(),
                        }
                    }
                }
            }
        }
        stack.pop().and_then(|f| f.next)
    }
}

/// The position of a FEN or EPD line (EPD: its four position fields).
#[must_use]
pub fn fen_position(line: &str) -> Option<Position> {
    let line = line.trim();
    let fields: Vec<&str> = line.split_whitespace().collect();
    if fields.len() < 4 {
        return Fen::parse_strict(line, None).ok().map(|(p, _)| p);
    }
    let numbers = fields.len() >= 6
        && fields[4].bytes().all(|b| b.is_ascii_digit())
        && fields[5].bytes().all(|b| b.is_ascii_digit());
    let fen = if numbers {
        fields[..6].join(" ")
    } else {
        format!("{} 0 1", fields[..4].join(" "))
    };
    Fen::parse_strict(&fen, None).ok().map(|(p, _)| p)
}
