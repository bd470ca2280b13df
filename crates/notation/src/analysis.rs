//! Reading a game's moves: its start position, its language, every move of
//! the mainline and the variations resolved in its position, and every
//! finding about it.
//!
//! [`analyze`] walks one game of a [`SyntaxTree`](crate::tree::SyntaxTree)
//! without recursion. A variation starts from the position before the move
//! it replaces. After an error in a line, the rest of that line (and the
//! variations inside it) cannot be placed on a board and is left unresolved;
//! other lines go on. The language is found per game when asked
//! ([`LanguageChoice::Auto`]): the language in which every mainline move
//! reads and is legal wins; ties go to the language fewer look-alike letters
//! were needed for, then to the one whose own letters appear, then to the
//! order of the locales (English first).

use std::ops::Range;

use forsyth_core::{CastlingMode, Color, Fen, Move, Position};

use crate::{
    diagnostic::{Arg, Code, Diagnostic, Related},
    locale::{Locale, Locales},
    messages,
    movetext::{Check, MoveSyntaxError, MoveSyntaxErrorKind, Reading, Readings, read_move},
    resolve::{ResolveError, ResolveWarning, resolve},
    tree::{Game, Item, MoveItem, Outcome, WalkEvent},
    write::{Notation, write_move},
};

/// Which language a game's moves are read in.
#[derive(Clone, Copy, Debug)]
pub enum LanguageChoice<'l> {
    /// Find it per game.
    Auto,
    /// This one.
    Fixed(&'l Locale),
}

/// One resolved move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveRecord {
    /// The move word's byte span (what a translator replaces).
    pub word: Range<usize>,
    /// Whether a check or mate mark stands apart after the word (`פג6 #`):
    /// a writer then leaves it out of the word.
    pub detached_check: bool,
    /// The position before the move.
    pub before: Position,
    /// The move.
    pub mv: Move,
    /// 0 for the mainline, 1 for a variation of it, and so on.
    pub depth: u32,
    /// Index (in [`Locales::iter`] order) of the language the move was read in.
    pub language: usize,
}

/// What [`analyze`] found out about a game.
#[derive(Clone, Debug, Default)]
pub struct Analysis {
    /// The start position (the `[FEN]` tag's, or the standard one); `None`
    /// when the `[FEN]` tag is invalid.
    pub start: Option<Position>,
    /// Index of the game's language in [`Locales::iter`] order, if found.
    pub language: Option<usize>,
    /// Every resolved move in text order, variations included.
    pub moves: Vec<MoveRecord>,
    /// Everything worth telling, in text order.
    pub diagnostics: Vec<Diagnostic>,
    /// The byte offset of the first move that could not be resolved.
    pub first_move_error: Option<usize>,
    /// The position after the last mainline move that was resolved.
    pub end: Option<Position>,
}

impl Analysis {
    /// Clears the analysis for reuse, keeping its allocations.
    pub fn clear(&mut self) {
        self.start = None;
        self.language = None;
        self.moves.clear();
        self.diagnostics.clear();
        self.first_move_error = None;
        self.end = None;
    }

    /// Whether any finding is an error.
    #[must_use]
    pub fn has_errors(&self) -> bool {
        self.diagnostics
            .iter()
            .any(|d| d.severity == crate::diagnostic::Severity::Error)
    }
}

/// Reads a game: see the module documentation.
#[must_use]
pub fn analyze(game: &Game<'_>, locales: &Locales, choice: LanguageChoice<'_>) -> Analysis {
    let mut analysis = Analysis::default();
    analyze_into(game, locales, choice, &mut analysis);
    analysis
}

/// [`analyze`] into a reused [`Analysis`].
pub fn analyze_into(
    game: &Game<'_>,
    locales: &Locales,
    choice: LanguageChoice<'_>,
    out: &mut Analysis,
) {
    out.clear();
    let english = locales.get("en");
    let Some(start) = start_position(game, english, out) else {
        return;
    };
    out.start = Some(start);
    let all: Vec<&Locale> = locales.iter().collect();
    let language = match choice {
        LanguageChoice::Fixed(locale) => all
            .iter()
            .position(|l| l.tag() == locale.tag())
            .unwrap_or(0),
        LanguageChoice::Auto => detect(game, &start, &all),
    };
    out.language = Some(language);
    Walker {
        locales: &all,
        language,
        out,
    }
    .walk(game, start);
    check_result(game, out);
}

/// The start position from the `[FEN]` tag (with `[Variant]` for Chess960),
/// or the standard one. An invalid FEN is reported and gives `None`.
fn start_position(game: &Game<'_>, english: Option<&Locale>, out: &mut Analysis) -> Option<Position> {
    let Some(tag) = game.tag("FEN") else {
        return Some(Position::new());
    };
    let value = tag.value().unwrap_or_default();
    let chess960 = game.tag("Variant").and_then(|v| v.value()).is_some_and(|v| {
        let v = v.to_ascii_lowercase();
        v.contains("960") || v.contains("fischer")
    });
    let mode = chess960.then_some(CastlingMode::Chess960);
    match Fen::parse_strict(&value, mode) {
        Ok((pos, _)) => Some(pos),
        Err(err) => {
            // Point into the tag's string (one byte past its opening quote);
            // exact when the value has no escapes, as FENs never do.
            let base = tag.value_span().map_or(tag.span().start, |s| s.start + 1);
            let span = base + err.span.start..base + err.span.end.max(err.span.start + 1);
            let reason = english.map_or_else(|| err.kind.to_string(), |l| messages::fen_error(&err.kind, l));
            out.diagnostics.push(
                Diagnostic::new(Code::InvalidFen, span)
                    .with("reason", Arg::Text(reason))
                    .with("fen", Arg::Text(value.into_owned())),
            );
            None
        }
    }
}

/// Tries every language on the mainline and picks one.
fn detect(game: &Game<'_>, start: &Position, locales: &[&Locale]) -> usize {
    #[derive(Clone, Copy)]
    struct Score {
        all: bool,
        resolved: usize,
        homoglyphs: usize,
        own_letters: usize,
    }
    let moves: Vec<MoveItem<'_>> = match game.mainline() {
        Some(line) => line
            .items()
            .filter_map(|item| match item {
                Item::Move(m) => Some(m),
                _ => None,
            })
            .collect(),
        None => Vec::new(),
    };
    if moves.is_empty() || locales.len() < 2 {
        return 0;
    }
    let mut best: Option<(usize, Score)> = None;
    for (index, locale) in locales.iter().enumerate() {
        let letters = locale.letters();
        let mut pos = *start;
        let mut score = Score {
            all: true,
            resolved: 0,
            homoglyphs: 0,
            own_letters: 0,
        };
        for m in &moves {
            let text = m.joined_text();
            let resolved = read_move(&text, letters)
                .ok()
                .and_then(|readings| resolve(&readings, &pos).ok().map(|r| (r, readings)));
            match resolved {
                Some((r, readings)) => {
                    let reading = &readings[r.reading];
                    score.homoglyphs += reading.homoglyphs.len();
                    if uses_own_letters(&text, locale) {
                        score.own_letters += 1;
                    }
                    score.resolved += 1;
                    pos.play_unchecked(r.mv);
                }
                None => {
                    score.all = false;
                    break;
                }
            }
        }
        let better = match &best {
            None => true,
            Some((_, b)) => {
                (score.all, score.resolved, std::cmp::Reverse(score.homoglyphs), score.own_letters)
                    > (b.all, b.resolved, std::cmp::Reverse(b.homoglyphs), b.own_letters)
            }
        };
        if better {
            best = Some((index, score));
        }
    }
    best.map_or(0, |(i, _)| i)
}

/// Whether `text` has a letter that is a piece or file letter of `locale`
/// and of no Latin-script English (a "distinctive" letter).
fn uses_own_letters(text: &str, locale: &Locale) -> bool {
    let letters = locale.letters();
    text.chars().any(|c| {
        !c.is_ascii()
            && (letters.files.contains(&c)
                || letters.pieces.iter().any(|p| p.starts_with(c)))
            || (c.is_ascii_uppercase()
                && letters.pieces.iter().any(|p| p.starts_with(c))
                && !"KQRBN".contains(c))
    })
}

/// The state of one line being walked.
#[derive(Clone)]
struct LineState {
    pos: Position,
    /// The position before the line's last move, where a variation starts.
    before_last: Option<Position>,
    /// Whether an error stopped this line.
    failed: bool,
    /// The move number just read, waiting for its move.
    number: Option<(crate::lexer::MoveNumber, Range<usize>)>,
    /// After alternatives (`Ρε7/Ρε5`), the positions of the alternatives
    /// other than the first: later moves of the line must be legal there
    /// too.
    shadows: Vec<Position>,
}

struct Walker<'a, 'l> {
    locales: &'a [&'l Locale],
    language: usize,
    out: &'a mut Analysis,
}

impl Walker<'_, '_> {
    fn walk(&mut self, game: &Game<'_>, start: Position) {
        let mut stack: Vec<LineState> = Vec::new();
        let mut mainline_end = None;
        for event in game.walk() {
            match event {
                WalkEvent::Enter(line) => {
                    let state = match stack.last() {
                        None => LineState {
                            pos: start,
                            before_last: None,
                            failed: false,
                            number: None,
                            shadows: Vec::new(),
                        },
                        Some(parent) => match (parent.failed, parent.before_last) {
                            (false, Some(before)) => LineState {
                                pos: before,
                                before_last: None,
                                failed: false,
                                number: None,
                                shadows: Vec::new(),
                            },
                            _ => LineState {
                                pos: parent.pos,
                                before_last: None,
                                failed: true,
                                number: None,
                                shadows: Vec::new(),
                            },
                        },
                    };
                    let _ = line;
                    stack.push(state);
                }
                WalkEvent::Exit(_) => {
                    if let Some(state) = stack.pop()
                        && stack.is_empty()
                        && !state.failed
                    {
                        mainline_end = Some(state.pos);
                    }
                }
                WalkEvent::Item(item) => {
                    let depth = stack.len().saturating_sub(1) as u32;
                    let Some(state) = stack.last_mut() else {
                        continue;
                    };
                    match item {
                        Item::MoveNumber(n) => {
                            state.number = n.number().map(|num| (num, n.span()));
                        }
                        Item::Move(m) => self.play_move(state, &m, depth, game),
                        Item::Alternatives(alts) => {
                            // `Ρε7/Ρε5`: each from the same position; the line
                            // goes on after the first.
                            let before = state.clone();
                            let mut first: Option<LineState> = None;
                            let mut shadows = Vec::new();
                            for m in alts.moves() {
                                let mut alt = before.clone();
                                alt.shadows.clear();
                                self.play_move(&mut alt, &m, depth, game);
                                match &first {
                                    None => first = Some(alt),
                                    Some(_) if !alt.failed => shadows.push(alt.pos),
                                    Some(_) => {}
                                }
                            }
                            if let Some(mut alt) = first {
                                alt.shadows = shadows;
                                *state = alt;
                            }
                        }
                        Item::NullMove(_) => {
                            if !state.failed {
                                if state.pos.is_check() {
                                    state.failed = true;
                                } else {
                                    state.before_last = Some(state.pos);
                                    state.pos.play_unchecked(Move::Null);
                                }
                            }
                        }
                        _ => {}
                    }
                }
            }
        }
        self.out.end = mainline_end;
    }

    fn play_move(&mut self, state: &mut LineState, m: &MoveItem<'_>, depth: u32, game: &Game<'_>) {
        let number = state.number.take();
        if state.failed {
            return;
        }
        let text = m.joined_text();
        let span = m.word_span();
        let pos = state.pos;
        let locale = self.locales[self.language];
        let readings = read_move(&text, locale.letters());
        let outcome = match &readings {
            Ok(r) => resolve(r, &pos).map_err(Failure::Resolve),
            Err(e) => Err(Failure::Syntax(*e)),
        };
        let (resolved, readings, language) = match outcome {
            Ok(resolved) => (resolved, readings.unwrap_or_default(), self.language),
            Err(failure) => {
                // Another language may read it: a game in mixed languages.
                match self.other_language(&text, &pos) {
                    Some((resolved, readings, language)) => {
                        self.out.diagnostics.push(
                            Diagnostic::new(Code::MixedLanguages, span.clone())
                                .with("move", Arg::Text(text.to_string()))
                                .with(
                                    "languages",
                                    Arg::Text(format!(
                                        "{}, {}",
                                        self.locales[self.language].name(),
                                        self.locales[language].name()
                                    )),
                                ),
                        );
                        (resolved, readings, language)
                    }
                    None => {
                        if is_final_zero_zero(&text, m, game) {
                            // `0-0` after the last move is a score, not castling.
                            state.failed = true;
                            return;
                        }
                        self.report_failure(failure, &text, span.clone(), &pos);
                        self.out.first_move_error.get_or_insert(span.start);
                        state.failed = true;
                        return;
                    }
                }
            }
        };
        let reading = &readings[resolved.reading];
        self.check_number(number, &pos);
        self.report_spelling(reading, &text, span.clone());
        for warning in &resolved.warnings {
            let d = match *warning {
                ResolveWarning::WrongCheckMark { written, actual } => {
                    Diagnostic::new(Code::WrongCheckMark, span.clone())
                        .with("move", Arg::Text(text.to_string()))
                        .with("written", Arg::Text(check_keyword(written).into()))
                        .with("actual", Arg::Text(check_keyword(actual).into()))
                }
                ResolveWarning::WrongCaptureMark { .. } => {
                    Diagnostic::new(Code::WrongCaptureMark, span.clone())
                        .with("move", Arg::Text(text.to_string()))
                }
            };
            self.out.diagnostics.push(d);
        }
        self.out.moves.push(MoveRecord {
            word: span,
            detached_check: m.check_mark().is_some(),
            before: pos,
            mv: resolved.mv,
            depth,
            language,
        });
        state.before_last = Some(pos);
        state.pos.play_unchecked(resolved.mv);
        self.follow_shadows(state, &text, span_of(m));
    }

    /// Plays `text` in each alternative position of the line; where it is
    /// not legal, reports it and drops that alternative.
    fn follow_shadows(&mut self, state: &mut LineState, text: &str, span: Range<usize>) {
        if state.shadows.is_empty() {
            return;
        }
        let letters = self.locales[self.language].letters();
        let mut shadows = std::mem::take(&mut state.shadows);
        shadows.retain_mut(|pos| {
            let outcome = match read_move(text, letters) {
                Ok(readings) => resolve(&readings, pos).map_err(Failure::Resolve),
                Err(e) => Err(Failure::Syntax(e)),
            };
            match outcome {
                Ok(r) => {
                    pos.play_unchecked(r.mv);
                    true
                }
                Err(failure) => {
                    let at = *pos;
                    self.report_failure(failure, text, span.clone(), &at);
                    false
                }
            }
        });
        state.shadows = shadows;
    }

    fn other_language(&self, text: &str, pos: &Position) -> Option<(crate::resolve::Resolved, Readings, usize)> {
        self.locales
            .iter()
            .enumerate()
            .filter(|(i, _)| *i != self.language)
            .find_map(|(i, l)| {
                let readings = read_move(text, l.letters()).ok()?;
                let resolved = resolve(&readings, pos).ok()?;
                // A reading that needs look-alike letters is no evidence.
                readings[resolved.reading]
                    .homoglyphs
                    .is_empty()
                    .then_some((resolved, readings, i))
            })
    }

    fn check_number(&mut self, number: Option<(crate::lexer::MoveNumber, Range<usize>)>, pos: &Position) {
        let Some((n, span)) = number else {
            return;
        };
        let black = pos.turn() == Color::Black;
        // "12." before a Black move is common (the number of the pair); only
        // a wrong number, or "12..." before a White move, is a mismatch.
        if n.number != pos.fullmoves() || (n.black && !black) {
            let expected = if black {
                format!("{}...", pos.fullmoves())
            } else {
                format!("{}.", pos.fullmoves())
            };
            let found = format!("{}{}", n.number, if n.black { "..." } else { "." });
            self.out.diagnostics.push(
                Diagnostic::new(Code::MoveNumber, span)
                    .with("found", Arg::Text(found))
                    .with("expected", Arg::Text(expected)),
            );
        }
    }

    fn report_spelling(&mut self, reading: &Reading, text: &str, span: Range<usize>) {
        for h in reading.homoglyphs.as_slice() {
            let at = span.start + h.offset as usize;
            self.out.diagnostics.push(
                Diagnostic::new(Code::Homoglyph, at..at + h.found.len_utf8())
                    .with("move", Arg::Text(text.to_owned()))
                    .with("found", Arg::Text(format!("{} (U+{:04X})", h.found, u32::from(h.found))))
                    .with("meant", Arg::Text(format!("{} (U+{:04X})", h.meant, u32::from(h.meant)))),
            );
        }
    }

    fn report_failure(&mut self, failure: Failure, text: &str, span: Range<usize>, pos: &Position) {
        let locale = self.locales[self.language];
        let write_list = |moves: &[Move]| {
            let mut s = String::new();
            for (i, m) in moves.iter().enumerate() {
                if i > 0 {
                    s.push_str(", ");
                }
                write_move(pos, m, locale.letters(), Notation::San, &mut s);
            }
            s
        };
        let d = match failure {
            Failure::Syntax(e) => Diagnostic::new(Code::MalformedMove, span)
                .variant(syntax_variant(e.kind))
                .with("move", Arg::Text(text.to_owned()))
                .with(
                    "letter",
                    Arg::Text(match e.kind {
                        MoveSyntaxErrorKind::UnknownPiece(c) | MoveSyntaxErrorKind::BadPromotion(c) => c.to_string(),
                        _ => String::new(),
                    }),
                )
                .with(
                    "char",
                    Arg::Text(match e.kind {
                        MoveSyntaxErrorKind::Unexpected(c) => c.to_string(),
                        _ => String::new(),
                    }),
                )
                .with("language", Arg::Text(locale.name().to_owned())),
            Failure::Resolve(ResolveError::Illegal { alternatives, .. }) => {
                let mut d = Diagnostic::new(Code::IllegalMove, span)
                    .with("move", Arg::Text(text.to_owned()))
                    .with("color", Arg::Side(pos.turn()));
                d.related.push(if alternatives.is_empty() {
                    Related {
                        span: None,
                        message: "diag-illegal-move-no-alternatives",
                        args: vec![("color", Arg::Side(pos.turn()))],
                    }
                } else {
                    Related {
                        span: None,
                        message: "diag-illegal-move-alternatives",
                        args: vec![
                            ("moves", Arg::Text(write_list(&alternatives))),
                            ("count", Arg::Number(alternatives.len() as i64)),
                        ],
                    }
                });
                d
            }
            Failure::Resolve(ResolveError::Ambiguous { candidates }) => {
                let mut d = Diagnostic::new(Code::AmbiguousMove, span)
                    .with("move", Arg::Text(text.to_owned()))
                    .with("count", Arg::Number(candidates.len() as i64));
                d.related.push(Related {
                    span: None,
                    message: "diag-ambiguous-move-candidates",
                    args: vec![("moves", Arg::Text(write_list(&candidates)))],
                });
                d
            }
            Failure::Resolve(ResolveError::MissingPromotion) => {
                Diagnostic::new(Code::MissingPromotion, span).with("move", Arg::Text(text.to_owned()))
            }
        };
        self.out.diagnostics.push(d);
    }
}

fn span_of(m: &MoveItem<'_>) -> Range<usize> {
    m.word_span()
}

enum Failure {
    Syntax(MoveSyntaxError),
    Resolve(ResolveError),
}

fn syntax_variant(kind: MoveSyntaxErrorKind) -> &'static str {
    match kind {
        MoveSyntaxErrorKind::Empty => "empty",
        MoveSyntaxErrorKind::UnknownPiece(_) => "unknown-piece",
        MoveSyntaxErrorKind::Unexpected(_) => "unexpected",
        MoveSyntaxErrorKind::NoDestination => "no-destination",
        MoveSyntaxErrorKind::IncompleteOrigin => "incomplete-origin",
        MoveSyntaxErrorKind::MissingPromotion => "missing-promotion",
        MoveSyntaxErrorKind::BadPromotion(_) => "bad-promotion",
        MoveSyntaxErrorKind::PieceCannotPromote => "piece-cannot-promote",
        MoveSyntaxErrorKind::BadCastling => "bad-castling",
        MoveSyntaxErrorKind::BadNumeric => "bad-numeric",
    }
}

fn check_keyword(check: Check) -> &'static str {
    match check {
        Check::None => "none",
        Check::Check => "check",
        Check::DoubleCheckOrMate => "double-check",
        Check::Mate => "mate",
    }
}

/// Whether `m` is a `0-0` standing last in the mainline (a score such as
/// "both absent", not a move, when castling is not legal there).
fn is_final_zero_zero(text: &str, m: &MoveItem<'_>, game: &Game<'_>) -> bool {
    if text != "0-0" {
        return false;
    }
    let Some(line) = game.mainline() else {
        return false;
    };
    let last_move = line.items().filter_map(|i| match i {
        Item::Move(mv) => Some(mv.word_span()),
        _ => None,
    });
    last_move.last() == Some(m.word_span())
}

/// Compares the `[Result]` tag with the termination marker.
fn check_result(game: &Game<'_>, out: &mut Analysis) {
    let marker = game.result();
    let tag = game.tag("Result");
    // A missing marker is the tree's finding (`missing-result`).
    match (marker, tag) {
        (Some(marker), Some(tag)) => {
            let Some(value) = tag.value() else { return };
            let tag_outcome = outcome_of(&value);
            if tag_outcome.is_some() && tag_outcome != Some(marker.outcome()) {
                out.diagnostics.push(
                    Diagnostic::new(Code::ResultMismatch, marker.span())
                        .with("tag", Arg::Text(value.into_owned()))
                        .with("movetext", Arg::Text(marker.text().to_owned())),
                );
            }
        }
        _ => {}
    }
}

/// What a `[Result]` tag value says (`None` for text that is no result).
fn outcome_of(value: &str) -> Option<Outcome> {
    Some(match value.trim() {
        "1-0" | "1–0" | "1:0" => Outcome::WhiteWins,
        "0-1" | "0–1" | "0:1" => Outcome::BlackWins,
        "1/2-1/2" | "½-½" | "½–½" | "½:½" => Outcome::Draw,
        "*" => Outcome::Unknown,
        _ => return None,
    })
}
