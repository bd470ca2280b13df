//! One game read in full, and what stands at a byte offset of it: the move
//! whose word holds the offset, the position a move typed there is played
//! in, the moves a faulty move word may have meant.
//!
//! This is what an editor asks about the game under its cursor (hovers,
//! completion, renames, quick fixes). Offsets are bytes of the document the
//! game was cut from: a game knows where its text starts.
//!
//! A long game is not read from its start for every question: its
//! [`Checkpoints`] are the positions before every [`CHECKPOINT_STEP`]th
//! move of its mainline, and what stands at an offset is read from the
//! nearest one before it to the next one after it ([`Window`]), as a game
//! of its own that starts from that position. The work of a question is
//! then bounded by the step, not by the game's length.

use std::ops::Range;

use forsyth_core::{Color, Fen, Position};

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
    /// The languages that read the game's moves exactly as `language` does
    /// (itself included, in locale order) when the language was found:
    /// one reading (Spanish, Italian and Catalan on any game). Just
    /// `language` when it was given.
    pub readers: Vec<&'l Locale>,
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
        GameDetail::read_preferring(text, start, locales, choice, None)
    }

    /// [`GameDetail::read`], naming `preferred` (the user's language) for
    /// a game that reads the same in it as in the language found
    /// ([`Analyzer::prefer`]); the language named comes first among the
    /// [`readers`](Self::readers).
    #[must_use]
    pub fn read_preferring(
        text: &str,
        start: usize,
        locales: &'l Locales,
        choice: LanguageChoice<'l>,
        preferred: Option<&Locale>,
    ) -> GameDetail<'l> {
        GameDetail::read_in_file(text, start, locales, choice, preferred, &[])
    }

    /// [`GameDetail::read_preferring`] for a game of a file whose games
    /// count `votes` per language (`pipeline::file_votes`): a game several
    /// languages read is read and named as the file's other games single
    /// out ([`Analyzer::prefer_file`]), as the command line does.
    #[must_use]
    pub fn read_in_file(
        text: &str,
        start: usize,
        locales: &'l Locales,
        choice: LanguageChoice<'l>,
        preferred: Option<&Locale>,
        votes: &[u32],
    ) -> GameDetail<'l> {
        let tree = SyntaxTree::parse(text.as_bytes());
        let mut analyzer = Analyzer::new(locales);
        analyzer.record_moves = true;
        analyzer.prefer(preferred);
        analyzer.prefer_file(votes);
        let mut analysis = Analysis::default();
        if let Some(game) = tree.games().next() {
            analyzer.analyze_into(&game, choice, &mut analysis);
        }
        // Looked up by their word's start.
        if !analysis.moves.is_sorted_by_key(|r| r.word.start) {
            analysis.moves.sort_by_key(|r| r.word.start);
        }
        let language = match choice {
            LanguageChoice::Fixed(l) | LanguageChoice::Descriptive(l) => Some(l),
            LanguageChoice::Auto => analysis.language.and_then(|i| locales.iter().nth(i)),
        };
        let mut readers: Vec<&Locale> = match (choice, analysis.language, tree.games().next()) {
            (LanguageChoice::Auto, Some(found), Some(game)) => analyzer
                .same_reading_of(&game, found)
                .into_iter()
                .filter_map(|i| locales.iter().nth(i))
                .collect(),
            _ => language.into_iter().collect(),
        };
        // The language named first.
        if let Some(named) = language
            && let Some(i) = readers.iter().position(|l| l.tag() == named.tag())
        {
            readers[..=i].rotate_right(1);
        }
        GameDetail {
            start,
            tree,
            analysis,
            language,
            readers,
        }
    }

    /// Reads `window`, a stretch of a long game (see [`Checkpoints`]) whose
    /// text is `body`, of a game that starts at document offset
    /// `game_start`. What the detail says about offsets in the stretch is
    /// what reading the whole game says about them; offsets outside it
    /// hold nothing to ask about. `None` when the stretch starts too near
    /// the document's start for its tags to stand before it.
    #[must_use]
    pub fn read_window(
        window: &Window,
        body: &str,
        game_start: usize,
        locales: &'l Locales,
        choice: LanguageChoice<'l>,
    ) -> Option<GameDetail<'l>> {
        let start = (game_start + window.span.start).checked_sub(window.header.len())?;
        let mut text = String::with_capacity(window.header.len() + body.len());
        text.push_str(&window.header);
        text.push_str(body);
        Some(GameDetail::read(&text, start, locales, choice))
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
            self.last_move_from(local).filter(|r| r.word.end == local)
        })
    }

    /// The recorded move whose word holds document offset `offset`, its end
    /// excluded.
    #[must_use]
    pub fn move_on(&self, offset: usize) -> Option<&MoveRecord> {
        let local = offset.checked_sub(self.start)?;
        self.last_move_from(local)
            .filter(|r| r.word.start <= local && local < r.word.end)
    }

    /// The last recorded move whose word starts at or before game offset
    /// `local`: words do not overlap, so only it can hold `local` or end
    /// there.
    fn last_move_from(&self, local: usize) -> Option<&MoveRecord> {
        let moves = &self.analysis.moves;
        let i = moves.partition_point(|r| r.word.start <= local);
        moves.get(i.checked_sub(1)?)
    }

    /// The recorded move whose word starts at game offset `start`.
    fn record_at(&self, start: usize) -> Option<&MoveRecord> {
        let moves = &self.analysis.moves;
        let i = moves.partition_point(|r| r.word.start < start);
        moves.get(i).filter(|r| r.word.start == start)
    }

    /// The move word of a record, as written.
    #[must_use]
    pub fn written(&self, record: &MoveRecord) -> Option<String> {
        let bytes = self.tree.source().get(record.word.clone())?;
        Some(String::from_utf8_lossy(bytes).into_owned())
    }

    /// The moves a translation may rewrite: every recorded move (the moves
    /// of a line after one that could not be read are not played, so not
    /// recorded: their meaning is unknown; the line's parent goes on).
    pub fn translatable(&self) -> impl Iterator<Item = &MoveRecord> {
        self.analysis.moves.iter()
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
                    | TokenKind::PrintedString
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
        let record = |span: Range<usize>| self.record_at(span.start);
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

/// How many mainline moves apart the [`Checkpoints`] of a long game are.
pub const CHECKPOINT_STEP: usize = 1024;

/// Games with fewer mainline moves than this are read whole: that is as
/// cheap as reading a window.
const CHECKPOINTS_FROM: usize = 4 * CHECKPOINT_STEP;

/// A place a long game may be read from: a mainline move (with its move
/// number, when one stands right before it) and the position it is played
/// in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Checkpoint {
    /// Where reading starts, as an offset of the game's text.
    pub offset: usize,
    /// How many moves of the mainline come before it.
    pub ply: usize,
    /// The position its move is played in.
    pub before: Position,
}

/// The checkpoints of a long game: the position before every
/// [`CHECKPOINT_STEP`]th move of its mainline. Each stretch between two of
/// them was read on its own, as a game starting from the first one's
/// position, and found to reach the second one's after as many moves as
/// reading the game whole: only such stretches are read alone.
#[derive(Clone, Debug, Default)]
pub struct Checkpoints {
    points: Vec<Checkpoint>,
    /// Up to where stretches were found to read as the whole game does.
    checked: usize,
    /// The game's length.
    len: usize,
    /// The language stretches are read in (index in [`Locales::iter`]
    /// order): the whole game's.
    language: Option<usize>,
    /// Whether stretches are read in the language's descriptive notation,
    /// as the whole game was.
    descriptive: bool,
    /// The game's `[Variant]`, which every stretch repeats.
    variant: Option<String>,
}

/// How a game's moves were read: in which language (index in
/// [`Locales::iter`] order), and whether in its descriptive notation.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GameReading {
    pub language: Option<usize>,
    pub descriptive: bool,
}

impl GameReading {
    /// How `analysis` read its game.
    #[must_use]
    pub fn of(analysis: &Analysis) -> GameReading {
        GameReading {
            language: analysis.language,
            descriptive: analysis.descriptive,
        }
    }
}

/// What an edit left of a long game's [`Checkpoints`]: the checkpoints
/// of its text before the edit, and where that text and this one differ.
#[derive(Clone, Debug)]
pub struct Reuse<'c> {
    /// The checkpoints of the game's text before the edit.
    pub old: &'c Checkpoints,
    /// What the edit wrote, as offsets of the game's new text: before it,
    /// the text is the old one; from its end on, the old one shifted by
    /// `delta`.
    pub edit: Range<usize>,
    /// How many bytes longer the new text is (negative: shorter).
    pub delta: isize,
}

/// What to read for a question about one offset of a long game: a stretch
/// of its text, after a tag section that sets up the position the stretch
/// starts from (empty for the stretch that starts the game).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Window {
    /// The stretch, as offsets of the game's text.
    pub span: Range<usize>,
    /// The tags to read before it.
    pub header: String,
}

impl Checkpoints {
    /// The checkpoints of the first game of `tree`, whose analysis read
    /// the game's moves as `reading` says (in a language, in its
    /// descriptive notation or not) when `choice` is
    /// [`LanguageChoice::Auto`]: every stretch is read so. `None` for a
    /// game too short to need them.
    ///
    /// `reuse`: the checkpoints of the game's text before an edit (see
    /// [`Reuse`]). Those before the edit are kept (a position depends only
    /// on the text before it); the stretches from there on are read again
    /// up to the first checkpoint past the edit where the game stands as it
    /// did (same position, same number of moves before it): from there on
    /// the text is the old one and each stretch reads as it did, so the
    /// old checkpoints are kept too, shifted.
    #[must_use]
    pub fn of_game(
        tree: &SyntaxTree,
        reading: GameReading,
        locales: &Locales,
        choice: LanguageChoice<'_>,
        reuse: Option<Reuse<'_>>,
    ) -> Option<Checkpoints> {
        // A move takes two bytes and a separator at least: a shorter text
        // holds too few to need checkpoints.
        if tree.source().len() < 3 * CHECKPOINTS_FROM {
            return None;
        }
        let game = tree.games().next()?;
        let (cuts, total) = cuts(&game)?;
        let (language, descriptive) = match choice {
            LanguageChoice::Fixed(l) => (locales.iter().position(|x| x.tag() == l.tag()), false),
            LanguageChoice::Descriptive(l) => {
                (locales.iter().position(|x| x.tag() == l.tag()), true)
            }
            LanguageChoice::Auto => (reading.language, reading.descriptive),
        };
        let variant = match game.tag("Variant") {
            None => None,
            // A tag longer than any variant's name: not worth repeating.
            Some(tag) => Some(tag.value().filter(|v| v.len() <= 64)?.into_owned()),
        };
        let mut out = Checkpoints {
            points: Vec::new(),
            checked: 0,
            len: tree.source().len(),
            language,
            descriptive,
            variant,
        };
        let reuse = reuse.filter(|r| {
            r.old.language == out.language
                && r.old.descriptive == out.descriptive
                && r.old.variant == out.variant
        });
        if let Some(r) = &reuse {
            out.points = r
                .old
                .points
                .iter()
                .zip(&cuts)
                .take_while(|&(p, &(offset, ply))| {
                    p.offset == offset && p.ply == ply && p.offset <= r.edit.start
                })
                .map(|(p, _)| p.clone())
                .collect();
            // The stretches up to the last one kept were read then.
            out.checked = out.points.last().map_or(0, |p| p.offset);
        }
        // The old text after the edit is this one's only if the game still
        // ends where it did.
        let after = reuse.filter(|r| r.old.len.checked_add_signed(r.delta) == Some(out.len));
        out.extend(tree.source(), &cuts, total, locales, after.as_ref());
        Some(out)
    }

    /// Reads the stretches after the last checkpoint, adding one at each
    /// cut, until the game ends or a stretch reads otherwise, or a
    /// checkpoint past the edit `after` describes finds the game as it was.
    fn extend(
        &mut self,
        src: &[u8],
        cuts: &[(usize, usize)],
        total: usize,
        locales: &Locales,
        after: Option<&Reuse<'_>>,
    ) {
        let choice = self.choice(locales, LanguageChoice::Auto);
        let mut analyzer = Analyzer::new(locales);
        analyzer.record_moves = false;
        let mut tree = SyntaxTree::new();
        let mut analysis = Analysis::default();
        let mut text = Vec::new();
        let ends = cuts
            .iter()
            .copied()
            .skip(self.points.len())
            .chain([(src.len(), total)]);
        for (end, end_ply) in ends {
            let (start, start_ply) = self.points.last().map_or((0, 0), |p| (p.offset, p.ply));
            text.clear();
            if let Some(p) = self.points.last() {
                text.extend_from_slice(self.header(p).as_bytes());
            }
            text.extend_from_slice(&src[start..end]);
            tree.parse_into(&text);
            let Some(game) = tree.games().next() else {
                return;
            };
            analyzer.analyze_into(&game, choice, &mut analysis);
            let reached = match (analysis.start, analysis.end) {
                (Some(a), Some(b)) => plies(&b).checked_sub(plies(&a)),
                _ => None,
            };
            if reached != Some(end_ply - start_ply) {
                return;
            }
            self.checked = end;
            if end < src.len()
                && let Some(before) = analysis.end
            {
                let point = Checkpoint {
                    offset: end,
                    ply: end_ply,
                    before,
                };
                if let Some(r) = after
                    && self.take_rest(&point, r)
                {
                    return;
                }
                self.points.push(point);
            }
        }
    }

    /// When `point` is past the edit and the old checkpoints have it (same
    /// place in the old text, same ply, same position), takes it and the
    /// old ones after it, shifted, with as much of the game checked as
    /// then: each stretch after it is the same text read from the same
    /// position.
    fn take_rest(&mut self, point: &Checkpoint, r: &Reuse<'_>) -> bool {
        let shift = |offset: usize| offset.checked_add_signed(r.delta);
        let Some(old_offset) = point.offset.checked_add_signed(-r.delta) else {
            return false;
        };
        if point.offset < r.edit.end {
            return false;
        }
        let Some(k) = r.old.points.iter().position(|q| q.offset == old_offset) else {
            return false;
        };
        let old = &r.old.points[k];
        if old.ply != point.ply || old.before != point.before || r.old.checked < old.offset {
            return false;
        }
        let Some(checked) = shift(r.old.checked) else {
            return false;
        };
        for q in &r.old.points[k..] {
            let Some(offset) = shift(q.offset) else {
                return false;
            };
            self.points.push(Checkpoint {
                offset,
                ..q.clone()
            });
        }
        self.checked = checked;
        true
    }

    /// The checkpoints, in text order.
    #[must_use]
    pub fn points(&self) -> &[Checkpoint] {
        &self.points
    }

    /// Whether every stretch reads as the whole game does.
    #[must_use]
    pub fn is_complete(&self) -> bool {
        self.checked == self.len
    }

    /// The language a stretch is read in: the whole game's (in its
    /// descriptive notation when the game was read so), or what the
    /// settings ask for when it is unknown.
    #[must_use]
    pub fn choice<'l>(
        &self,
        locales: &'l Locales,
        fallback: LanguageChoice<'l>,
    ) -> LanguageChoice<'l> {
        match self.language.and_then(|i| locales.iter().nth(i)) {
            Some(l) if self.descriptive => LanguageChoice::Descriptive(l),
            Some(l) => LanguageChoice::Fixed(l),
            None => fallback,
        }
    }

    /// What to read for a question about game offset `offset`: from the
    /// last checkpoint before it to the second one after that, so that the
    /// offset is inside, with the whole of the word there and what came
    /// before it in its line. `None` when that was not found to read as the
    /// whole game does: then the game is read whole.
    #[must_use]
    pub fn window(&self, offset: usize) -> Option<Window> {
        let k = self.points.partition_point(|p| p.offset < offset);
        self.window_over(k, k + 1)
    }

    /// Every stretch between two checkpoints in order, when each reads as
    /// the whole game does.
    #[must_use]
    pub fn windows(&self) -> Option<Vec<Window>> {
        (0..=self.points.len())
            .map(|k| self.window_over(k, k))
            .collect()
    }

    /// From checkpoint `first - 1` (or the game's start) to checkpoint
    /// `last` (or the game's end).
    fn window_over(&self, first: usize, last: usize) -> Option<Window> {
        let start = first.checked_sub(1).and_then(|i| self.points.get(i));
        let end = self.points.get(last).map_or(self.len, |p| p.offset);
        (end <= self.checked).then(|| Window {
            span: start.map_or(0, |p| p.offset)..end,
            header: start.map(|p| self.header(p)).unwrap_or_default(),
        })
    }

    /// The tag section that starts a stretch at `point`.
    fn header(&self, point: &Checkpoint) -> String {
        let mut out = String::new();
        if let Some(v) = &self.variant {
            let v = v.replace('\\', "\\\\").replace('"', "\\\"");
            out.push_str(&format!("[Variant \"{v}\"]\n"));
        }
        out.push_str(&format!("[FEN \"{}\"]\n\n", point.before.fen()));
        out
    }
}

/// Where a long game's mainline may be cut: before every
/// [`CHECKPOINT_STEP`]th move (at its move number when one stands right
/// before it), with the number of moves before it, and how many moves the
/// mainline has; `None` for a game too short to need cuts. Not right after
/// moves given as alternatives, whose line goes on from more than one
/// position.
fn cuts(game: &Game<'_>) -> Option<(Vec<(usize, usize)>, usize)> {
    let mainline = game.mainline()?;
    let mut cuts = Vec::new();
    let mut ply = 0;
    let mut number: Option<usize> = None;
    let mut after_alternatives = false;
    for item in mainline.items() {
        match item {
            Item::MoveNumber(n) => {
                number = Some(n.span().start);
                continue;
            }
            Item::Move(m) => {
                if ply > 0 && ply % CHECKPOINT_STEP == 0 && !after_alternatives {
                    cuts.push((number.unwrap_or(m.span().start), ply));
                }
                ply += 1;
                after_alternatives = false;
            }
            Item::NullMove(_) => {
                ply += 1;
                after_alternatives = false;
            }
            Item::Alternatives(_) => {
                ply += 1;
                after_alternatives = true;
            }
            _ => {}
        }
        number = None;
    }
    (ply >= CHECKPOINTS_FROM).then_some((cuts, ply))
}

/// How many plies were played from the standard start to `pos`, by its
/// move number and side to move.
fn plies(pos: &Position) -> usize {
    let full = pos.fullmoves().max(1) as usize - 1;
    2 * full + usize::from(pos.turn() == Color::Black)
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

    /// A game read in English algebraic notation (the first locale).
    fn english() -> GameReading {
        GameReading {
            language: Some(0),
            descriptive: false,
        }
    }

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

    /// A game of `plies` knight moves out and back, with move numbers,
    /// comments, NAGs and a variation now and then.
    fn long_game(plies: usize) -> String {
        let moves = ["Nf3", "Nf6", "Ng1", "Ng8"];
        let mut text = String::from("[Event \"long\"]\n\n");
        for i in 0..plies {
            if i % 2 == 0 {
                text.push_str(&format!("{}. ", i / 2 + 1));
            }
            text.push_str(moves[i % 4]);
            text.push(' ');
            if i % 97 == 5 {
                text.push_str("{a comment} $1 ");
            }
            if i % 4 == 1 && i % 301 == 1 {
                // Instead of Nf6: a variation, with one of its own.
                text.push_str(&format!("({}... Nc6 (e5) {}. Nc3) ", i / 2 + 1, i / 2 + 2));
            }
            if i == plies - 40 {
                // An illegal move in a variation: translations skip the rest
                // of the variation and go on with the main line.
                text.push_str("(Qd4) ");
            }
            if i % 16 == 15 {
                text.push('\n');
            }
        }
        text.push_str("*\n");
        text
    }

    #[test]
    fn windows_read_a_long_game_as_reading_it_whole() {
        let locales = Locales::embedded();
        let text = long_game(4 * CHECKPOINT_STEP + 300);
        let game_start = 1000;
        let whole = read(&text, game_start, &locales);
        let tree = SyntaxTree::parse(text.as_bytes());
        let checkpoints = Checkpoints::of_game(
            &tree,
            GameReading::of(&whole.analysis),
            &locales,
            LanguageChoice::Auto,
            None,
        )
        .unwrap();
        assert_eq!(checkpoints.points().len(), 4);
        assert!(checkpoints.is_complete());
        let choice = checkpoints.choice(&locales, LanguageChoice::Auto);
        // Offsets all over the game, and every one near a checkpoint.
        let near = checkpoints
            .points()
            .iter()
            .flat_map(|p| p.offset - 12..p.offset + 12);
        let offsets = (0..text.len()).step_by(53).chain(near);
        for local in offsets.chain([text.len() - 3, text.len()]) {
            let window = checkpoints.window(local).unwrap();
            assert!(
                window.span.start < local.max(1) && local < window.span.end || local == text.len()
            );
            let body = &text[window.span.clone()];
            let part =
                GameDetail::read_window(&window, body, game_start, &locales, choice).unwrap();
            let offset = game_start + local;
            assert_eq!(
                part.position_at(offset),
                whole.position_at(offset),
                "at {local}: {:?}",
                &text[local.saturating_sub(10)..(local + 10).min(text.len())]
            );
            let record = |d: &GameDetail<'_>| {
                d.move_at(offset)
                    .map(|r| (d.doc(r.word.clone()), r.mv, r.before, d.written(r)))
            };
            assert_eq!(record(&part), record(&whole), "at {local}");
            assert_eq!(part.takes_a_move_at(offset), whole.takes_a_move_at(offset));
        }
        // Stretch by stretch, the moves a translation rewrites are the whole
        // game's.
        let mut words = Vec::new();
        for window in checkpoints.windows().unwrap() {
            let body = &text[window.span.clone()];
            let part =
                GameDetail::read_window(&window, body, game_start, &locales, choice).unwrap();
            words.extend(part.translatable().map(|r| part.doc(r.word.clone())));
            if part.analysis.end.is_none() {
                break;
            }
        }
        let all: Vec<_> = whole
            .translatable()
            .map(|r| whole.doc(r.word.clone()))
            .collect();
        assert_eq!(words, all);
        assert!(all.len() > 4 * CHECKPOINT_STEP + 300);
        // The main line's moves after the variation that stopped are
        // translated; the variation's illegal move is not.
        let illegal = text.find("(Qd4)").unwrap() + 1;
        assert!(!all.iter().any(|w| w.start == game_start + illegal));
        let last = text.rfind("Ng").unwrap();
        assert!(all.iter().any(|w| w.start == game_start + last));
    }

    #[test]
    fn checkpoints_before_an_edit_are_kept_and_stop_at_an_illegal_move() {
        let locales = Locales::embedded();
        let text = long_game(6 * CHECKPOINT_STEP);
        let tree = SyntaxTree::parse(text.as_bytes());
        let first =
            Checkpoints::of_game(&tree, english(), &locales, LanguageChoice::Auto, None).unwrap();
        assert_eq!(first.points().len(), 5);
        // An illegal move after the third checkpoint: the first three are
        // kept, and no stretch after it is read alone.
        let third = first.points()[2].offset;
        let at = third + text[third..].find("Ng1").unwrap();
        let edited = format!("{}Qd4{}", &text[..at], &text[at + 3..]);
        let tree = SyntaxTree::parse(edited.as_bytes());
        let second = Checkpoints::of_game(
            &tree,
            english(),
            &locales,
            LanguageChoice::Auto,
            Some(Reuse {
                old: &first,
                edit: at..at + 3,
                delta: 0,
            }),
        )
        .unwrap();
        assert_eq!(second.points(), &first.points()[..3]);
        assert!(!second.is_complete());
        assert!(second.window(at).is_none());
        let second_point = first.points()[1].offset;
        assert!(second.window(second_point - 1).is_some());
        assert!(second.window(third - 1).is_none());
        assert!(second.windows().is_none());
        // A short game has none.
        let tree = SyntaxTree::parse(long_game(100).as_bytes());
        assert!(
            Checkpoints::of_game(&tree, english(), &locales, LanguageChoice::Auto, None).is_none()
        );
    }

    /// Random edits of a long game (a comment typed in, a move changed,
    /// an illegal move, bytes deleted): the checkpoints kept from before
    /// each edit are those a fresh read gives.
    #[test]
    fn checkpoints_kept_across_an_edit_are_a_fresh_reads() {
        let locales = Locales::embedded();
        let text = long_game(6 * CHECKPOINT_STEP);
        let tree = SyntaxTree::parse(text.as_bytes());
        let first =
            Checkpoints::of_game(&tree, english(), &locales, LanguageChoice::Auto, None).unwrap();
        let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
        let mut next = move |n: usize| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % n as u64) as usize
        };
        let mut kept_after = 0;
        for round in 0..16 {
            // Right after a space of the movetext.
            let from = 20 + next(text.len() - 40);
            let at = from + text[from..].find(' ').unwrap() + 1;
            let (cut, written) = match round % 4 {
                0 | 1 => (0, "{a comment typed in} "),
                2 => (
                    text[at..].find(' ').unwrap(),
                    ["Nh3", "Qd4", "Nc3"][next(3)],
                ),
                _ => (1 + next(3), ""),
            };
            let edited = format!("{}{written}{}", &text[..at], &text[at + cut..]);
            let tree = SyntaxTree::parse(edited.as_bytes());
            let of = |reuse| {
                Checkpoints::of_game(&tree, english(), &locales, LanguageChoice::Auto, reuse)
            };
            let reuse = Reuse {
                old: &first,
                edit: at..at + written.len(),
                delta: written.len() as isize - cut as isize,
            };
            let fresh = format!("{:?}", of(None));
            assert_eq!(format!("{:?}", of(Some(reuse))), fresh, "round {round}");
            let after = first.points().iter().filter(|p| p.offset > at).count();
            if cut == 0 && after > 0 {
                kept_after += 1;
            }
        }
        // Comments typed before a checkpoint leave the game as it was there.
        assert!(kept_after > 0);
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
