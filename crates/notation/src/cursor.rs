//! One game read in full, and what stands at a byte offset of it: the move
//! whose word holds the offset, the position a move typed there is played
//! in, the moves a faulty move word may have meant.
//!
//! This is what an editor asks about the game under its cursor (hovers,
//! completion, renames, quick fixes). Offsets are bytes of the document the
//! game was cut from: a game knows where its text starts.

use std::ops::Range;

use forsyth_core::{Fen, Position};

use crate::{
    analysis::{Analysis, Analyzer, LanguageChoice, MoveRecord},
    correct::corrections,
    diagnostic::Code,
    lexer::TokenKind,
    locale::{Locale, Locales},
    tree::{Game, Item, SyntaxTree, WalkEvent},
    write::{Notation, move_to_string},
};

/// A game parsed and analysed with every move recorded.
pub struct GameDetail<'l> {
    /// The game's start offset in the document.
    pub start: usize,
    pub tree: SyntaxTree,
    pub analysis: Analysis,
    /// The language the moves were read in.
    pub language: Option<&'l Locale>,
}

/// Moves that may replace the move word a finding is about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveFix {
    /// The move word, in the document.
    pub span: Range<usize>,
    /// The replacements, in the game's language, none of them the word as
    /// written.
    pub moves: Vec<String>,
    /// Whether one move is clearly the one meant.
    pub obvious: bool,
}

impl<'l> GameDetail<'l> {
    /// Reads the first game of `text`, which starts at document offset
    /// `start`, in the language `choice` asks for.
    #[must_use]
    pub fn read(
        text: &str,
        start: usize,
        locales: &'l Locales,
        choice: LanguageChoice<'l>,
    ) -> GameDetail<'l> {
        let tree = SyntaxTree::parse(text.as_bytes());
        let mut analyzer = Analyzer::new(locales);
        analyzer.record_moves = true;
        let mut analysis = Analysis::default();
        if let Some(game) = tree.games().next() {
            analyzer.analyze_into(&game, choice, &mut analysis);
        }
        let language = match choice {
            LanguageChoice::Fixed(l) => Some(l),
            LanguageChoice::Auto => analysis.language.and_then(|i| locales.iter().nth(i)),
        };
        GameDetail {
            start,
            tree,
            analysis,
            language,
        }
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

    /// The move word of a record, as written.
    #[must_use]
    pub fn written(&self, record: &MoveRecord) -> Option<String> {
        let bytes = self.tree.source().get(record.word.clone())?;
        Some(String::from_utf8_lossy(bytes).into_owned())
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

    /// Whether a move may be typed at document offset `offset`: not inside
    /// a comment, a string or the tags.
    #[must_use]
    pub fn takes_a_move_at(&self, offset: usize) -> bool {
        let Some(local) = offset.checked_sub(self.start) else {
            return false;
        };
        if let Some(token) = self.tree.token_at(local)
            && matches!(
                token.kind(),
                TokenKind::BraceComment
                    | TokenKind::UnterminatedBraceComment
                    | TokenKind::LineComment
                    | TokenKind::String
                    | TokenKind::LooseString
                    | TokenKind::UnterminatedString
            )
            && token.span().start < local
        {
            return false;
        }
        !self
            .game()
            .and_then(|game| game.tag_section())
            .is_some_and(|section| section.span().contains(&local))
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

    /// The moves that may replace the move word of a finding of `code`
    /// near document span `near`: for a move that cannot be played
    /// (`illegal-move`, `ambiguous-move`, `malformed-move`) the corrections
    /// of [`corrections`], for a `homoglyph` the move in the game's own
    /// letters. `fallback` is the language of a game whose language is
    /// unknown.
    ///
    /// `near` may have moved or widened since the finding was made (an
    /// editor sends back the span it was given): the word is the one of
    /// this game's finding of `code` that `near` touches, the one starting
    /// nearest to it, or else the word at its start.
    #[must_use]
    pub fn move_fix(
        &self,
        code: Code,
        near: Range<usize>,
        fallback: Option<&Locale>,
    ) -> Option<MoveFix> {
        if !matches!(
            code,
            Code::IllegalMove | Code::AmbiguousMove | Code::MalformedMove | Code::Homoglyph
        ) {
            return None;
        }
        let start = self
            .analysis
            .diagnostics
            .iter()
            .filter(|d| d.code == code)
            .map(|d| self.doc(d.span.clone()))
            .filter(|s| s.start <= near.end && near.start <= s.end)
            .min_by_key(|s| s.start.abs_diff(near.start))
            .map_or(near.start, |s| s.start);
        let locale = self.language.or(fallback)?;
        let word = self
            .tree
            .token_at(start.saturating_sub(self.start))
            .filter(|t| t.span().start + self.start == start)?;
        let written = String::from_utf8_lossy(word.bytes()).into_owned();
        let span = self.doc(word.span());
        let (moves, obvious) = if code == Code::Homoglyph {
            let record = self.move_at(span.start);
            let moves = record
                .map(|r| move_to_string(&r.before, &r.mv, locale.letters(), Notation::San))
                .into_iter()
                .collect();
            (moves, true)
        } else {
            let pos = self.position_at(span.start)?;
            let found = corrections(&written, &pos, locale);
            (found.moves, found.obvious)
        };
        Some(MoveFix {
            span,
            moves: moves.into_iter().filter(|m| *m != written).collect(),
            obvious,
        })
    }
}

/// Where the move word being typed at the end of `before` starts: back over
/// the characters that can be part of a move.
#[must_use]
pub fn word_start(before: &str) -> usize {
    before
        .char_indices()
        .rev()
        .take_while(|(_, c)| {
            !c.is_whitespace() && !matches!(c, '.' | '(' | ')' | '{' | '}' | ']' | '…')
        })
        .last()
        .map_or(before.len(), |(i, _)| i)
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

#[cfg(test)]
mod tests {
    use super::*;

    fn read<'l>(text: &str, start: usize, locales: &'l Locales) -> GameDetail<'l> {
        GameDetail::read(text, start, locales, LanguageChoice::Auto)
    }

    #[test]
    fn positions_inside_lines_and_variations() {
        let locales = Locales::embedded();
        // The opening of the Evans gambit, a variation on White's 4th move.
        let text = "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. b4 (4. c3 Nf6 ) Bxb4 *";
        let detail = read(text, 100, &locales);
        let at = |needle: &str| 100 + text.find(needle).unwrap();
        let fen = |offset: usize| detail.position_at(offset).map(|p| p.fen());
        // Before 4. b4: the position after 3... Bc5, White to move.
        let before_b4 = fen(at("4. b4"));
        assert!(before_b4.as_deref().unwrap().contains(" w "));
        // Inside the variation, before 4. c3: the same position.
        assert_eq!(fen(at("4. c3")), before_b4);
        // At the variation's end, after 4... Nf6: White to move again.
        let end = fen(at(" )"));
        assert!(end.as_deref().unwrap().contains("/2n2n2/"), "{end:?}");
        // After it, back in the mainline: after 4. b4, Black to move.
        assert!(fen(at("Bxb4")).as_deref().unwrap().contains(" b "));
        // The move on an offset, its end included by move_at only.
        let b4 = at("b4 ");
        assert_eq!(
            detail.move_on(b4).map(|r| r.word.clone()),
            Some(b4 - 100..b4 - 98)
        );
        assert!(detail.move_on(b4 + 2).is_none());
        assert!(detail.move_at(b4 + 2).is_some());
        assert_eq!(detail.translatable().count(), 10);
        // Offsets before the game hold nothing.
        assert!(detail.position_at(99).is_none());
    }

    #[test]
    fn moves_are_not_typed_in_comments_or_tags() {
        let locales = Locales::embedded();
        let text = "[Event \"x\"]\n\n1. e4 {a comment} e5 *";
        let detail = read(text, 0, &locales);
        assert!(!detail.takes_a_move_at(text.find("x\"").unwrap()));
        assert!(!detail.takes_a_move_at(text.find("comment").unwrap()));
        assert!(detail.takes_a_move_at(text.find("e5").unwrap()));
        assert_eq!(word_start("1. e4 Nf"), 6);
        assert_eq!(word_start("1.Ιδ"), 2);
        assert_eq!(word_start("(4. "), 4);
    }

    #[test]
    fn fixes_of_move_findings() {
        let locales = Locales::embedded();
        // A knight where the bishop goes (Ruy Lopez): Bb5 is obvious.
        let text = "1. e4 e5 2. Nf3 Nc6 3. Nb5 a6 *";
        let detail = read(text, 0, &locales);
        let word = text.find("Nb5").unwrap();
        let fix = detail
            .move_fix(Code::IllegalMove, word..word + 3, None)
            .unwrap();
        assert_eq!(fix.span, word..word + 3);
        assert_eq!(fix.moves, ["Bb5"]);
        assert!(fix.obvious);
        // Only move findings have such fixes.
        assert!(
            detail
                .move_fix(Code::MoveNumber, word..word, None)
                .is_none()
        );
        // A Latin P in a Greek game (E. Oikonomopoulos, 1881): the Greek Ρ.
        let text = "[FEN \"R7/4k3/4N3/K2B4/8/8/8/5R2 w - - 0 1\"]\n\n1. Ιδ4 Pδ7 *";
        let detail = read(text, 0, &locales);
        let word = text.find("Pδ7").unwrap();
        let fix = detail.move_fix(Code::Homoglyph, word..word, None);
        assert_eq!(
            fix.map(|f| f.moves),
            Some(vec!["Ρδ7".to_owned()]),
            "{:?}",
            detail.analysis.diagnostics
        );
    }

    #[test]
    fn fen_and_epd_lines() {
        let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        assert_eq!(fen_position(start).map(|p| p.fen()).as_deref(), Some(start));
        let epd = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - id \"start\";";
        assert_eq!(fen_position(epd).map(|p| p.fen()).as_deref(), Some(start));
        assert!(fen_position("not a fen").is_none());
    }
}
