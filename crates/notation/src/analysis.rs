//! Reading a game's moves: its start position, its language, every move of
//! the mainline and the variations resolved in its position, and every
//! finding about it.
//!
//! One walker replays a game's [`Events`], whichever produced them (a game
//! of the [`SyntaxTree`](crate::tree::SyntaxTree), or the plain reader
//! straight from the tokens), without recursion: findings go to the
//! [`Analysis`], each move played to a [`MoveSink`] (nothing, a list of
//! [`MoveRecord`]s, or a translation written as the walk goes). A variation starts from the position before the move
//! it replaces. After an error in a line, the rest of that line (and the
//! variations inside it) cannot be placed on a board and is left unresolved;
//! other lines go on. The language is found per game when asked
//! ([`LanguageChoice::Auto`]): the language guessed from a letter only it
//! has (English when none) is walked first, and if it reads every move of
//! every line with no look-alike letter it is the game's. Otherwise the
//! languages are grouped by how they read the game's letters (languages
//! that read them alike are one reading, walked once: Spanish, Italian and
//! Catalan), the groups tried most letters read first, and the first that
//! reads the whole game cleanly, every check and capture mark right, wins;
//! failing that, the best walk ([`Analyzer::detect`]).

use std::ops::Range;

use forsyth_core::{
    Attempt, CastlingMode, Color, Fen, FenField, Move, ParsedFen, Position, Repair, why_illegal,
};

use crate::{
    descriptive::Descriptive,
    diagnostic::{Arg, Code, Diagnostic, Related, Severity},
    events::{
        Event, EventSink, Events, GameText, MoveWord, PlainMoves, PlainTokens, bytes::PlainBytes,
    },
    lexer::Token,
    locale::{Locale, Locales},
    printed::{Part, Printed, PrintedKind, PrintedKinds, PrintedWords, line_near, reread},
    resolve::{
        ResolveError, Settled, Step, capture_mark_fits, check_mark_fits, check_status, resolve,
        resolve_as, resolve_unplayed, settle, straight_move,
    },
    tree::{Game, Outcome},
    word::{
        Check, CheckMark, MoveReader, MoveSyntax, MoveSyntaxError, MoveSyntaxErrorKind, Reading,
        Readings,
    },
};

/// Which language a game's moves are read in.
#[derive(Clone, Copy, Debug)]
pub enum LanguageChoice<'l> {
    /// Find it per game.
    Auto,
    /// This one.
    Fixed(&'l Locale),
    /// This one's descriptive notation (`P-K4`, Spanish `P4R`): see
    /// [`crate::descriptive`].
    Descriptive(&'l Locale),
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
    /// How the move was read: its notation and spelling, which a faithful
    /// translation keeps.
    pub reading: Reading,
}

/// A move as the walker played it, for a [`MoveSink`].
#[derive(Clone, Copy, Debug)]
pub struct Played<'a> {
    /// The move word's byte span.
    pub word: &'a Range<usize>,
    /// The move word as read, detached marks joined on.
    pub text: &'a str,
    /// The game's text, for [`Played::written`].
    game_text: GameText<'a>,
    /// Whether a check or mate mark stands apart after the word.
    pub detached_check: bool,
    /// The position before the move, and after it.
    pub before: &'a Position,
    pub after: &'a Position,
    /// The move.
    pub mv: Move,
    /// 0 for the mainline, 1 for a variation of it, and so on.
    pub depth: u32,
    /// Index (in [`Locales::iter`] order) of the language it was read in.
    pub language: usize,
    /// How it was read.
    pub reading: &'a Reading,
    /// Whether the word was read by the fast reader as it stands, no mark
    /// apart joined on (`text` is then the word, as [`Played::written`]):
    /// plain SAN in ASCII, `[piece][file][rank][x][file][rank][=piece][+#]`
    /// or castling, the piece letters upper case (no print, no hyphen, no
    /// figurine).
    pub fast: bool,
    /// The check status the move gives, when the walker knows it (it
    /// does when a check or mate mark was written).
    pub check: Option<Check>,
}

impl<'a> Played<'a> {
    /// The text at `word` as it stands, detached marks apart (empty when
    /// it is not UTF-8): what a translation replaces. A slice of the
    /// game's text, checked once a game.
    #[inline]
    #[must_use]
    pub fn written(&self) -> &'a str {
        self.game_text.get(self.word).unwrap_or_default()
    }
}

/// Where the walker puts the moves it plays, in text order.
pub trait MoveSink {
    /// Whether [`MoveSink::played`] reads [`Played::before`]: a sink that
    /// does not (`false`) is handed a `before` that is right only in a game
    /// with variations, and the walker saves a copy of the position a move.
    const TAKES_BEFORE: bool = true;
    /// A move was read and played.
    fn played(&mut self, played: &Played<'_>);
    /// A move that cannot be read or played starts at byte `at`: what
    /// follows in its line (and in the variations of that line) has no
    /// known meaning. The walk goes on with the line's parent, if any, when
    /// the line closes: a later [`MoveSink::played`],
    /// [`MoveSink::printed`] or [`MoveSink::numbered`] is of a line whose
    /// position is known. `depth` is the line's (0: the main line, after
    /// which nothing of the game is played).
    fn failed(&mut self, at: usize, depth: u32) {
        let _ = (at, depth);
    }
    /// The game's first move, read in `language`, cannot be played,
    /// whatever the error (`set-up-missing`: a problem's solution under a
    /// diagram printed as a picture; an illegal or unreadable move):
    /// nothing of the game can be played, but its move words are still
    /// words of `language`. Comes before that move's
    /// [`MoveSink::failed`].
    fn unplayable_start(&mut self, language: usize) {
        let _ = language;
    }
    /// A word printed as books print (see [`crate::printed`]) is about to
    /// be played: its byte span, the language it is read in, and whether
    /// it holds no move (a lone dash, a word for mate after its move).
    /// Comes before the [`MoveSink::played`] of the moves in it.
    fn printed(&mut self, word: &Range<usize>, language: usize, alone: bool) {
        let _ = (word, language, alone);
    }
    /// The printed word at `word` is a word for resigning, which stands
    /// for `result` (the side named before it lost, else the side to
    /// move): comes before its [`MoveSink::printed`].
    fn resigned(&mut self, word: &Range<usize>, result: &'static str) {
        let _ = (word, result);
    }
    /// A move number stands at `span`, on a line still being played, with
    /// `black` to move: comes before the [`MoveSink::played`] or
    /// [`MoveSink::printed`] of its move.
    fn numbered(&mut self, span: &Range<usize>, black: bool) {
        let _ = (span, black);
    }
    /// A move printed after the sign for "with the idea" (`∆ d4`, `Δ 22.
    /// Л:g7+`, see [`crate::printed::IDEA_SIGNS`]) stands on a line still
    /// being played: commentary, not played.
    fn idea(&mut self, idea: &Idea) {
        let _ = idea;
    }
    /// Short words of prose printed between two moves, or before the
    /// result, stand at `span` on a line still being played (`e agora` of
    /// `Cc6 e agora d5!`, `και` of `Ιβ4 και 0-1`; see
    /// [`PrintedKind::Prose`]): commentary, not a move. Comes before the
    /// [`MoveSink::played`] of the move after them.
    fn prose(&mut self, span: &Range<usize>) {
        let _ = span;
    }
    /// `count` variations of the game are still open at its end (their
    /// `)` missing): a text that closes them writes them before `at`, where
    /// the game's result stands (else its end). Comes before
    /// [`MoveSink::ended`].
    fn unclosed(&mut self, count: u32, at: usize) {
        let _ = (count, at);
    }
    /// The game's tag values printed between quotes of print stand at
    /// `spans` (`[Event «…»]`, [`Events::quoted`]): told after
    /// [`MoveSink::begin`], before any move.
    fn quoted(&mut self, spans: &[Range<usize>]) {
        let _ = spans;
    }
    /// The walk of a game begins.
    fn begin(&mut self) {}
    /// The game whose moves were handed ends at byte `end` of the text (a
    /// walk of a tree's games says so after each; a driver of one game's
    /// text does not).
    fn ended(&mut self, end: usize) {
        let _ = end;
    }
    /// A variation printed apart after the line it belongs to (`1...Ιε7`
    /// after `1.Ρθ3! Αη6 2.Ρε6#`) starts with the move number at `at`; it
    /// belongs before the move or move number at `next`, which follows the
    /// move it is a variation of (told by [`MoveSink::branch`] first, when
    /// it stands before `at`). Its first move is White's when `white`
    /// (`2. Кb1-c3` after `2. g1-f3 d7-d6;`), else Black's.
    fn restarted(&mut self, next: usize, at: usize, white: bool) {
        let _ = (next, at, white);
    }
    /// The variation of the last [`MoveSink::restarted`] not ended ends at
    /// `at`.
    fn restart_ended(&mut self, at: usize) {
        let _ = at;
    }
    /// A line goes on at `at` after one of White's first moves, or after
    /// Black's reply to it: where a variation printed apart later may
    /// belong.
    fn branch(&mut self, at: usize) {
        let _ = at;
    }
    /// The text at `span`, printed after prose at the game's end, is a
    /// note, passed over: it does not start again as a variation printed
    /// apart ([`Analyzer::restarts_at`]).
    fn aside(&mut self, span: Range<usize>) {
        let _ = span;
    }
    /// The walk of the game begins again (in another language): forget
    /// what it played since [`MoveSink::begin`].
    fn restart(&mut self) {}
    /// The game's walk is thrown away, to be walked again from its start
    /// as if it had never been ([`Analyzer::analyze_plain`]): the sink is
    /// as it was before the game's [`MoveSink::begin`], and whatever it
    /// wrote or kept of the game is forgotten.
    fn again(&mut self) {
        self.restart();
    }
}

/// Keeps nothing.
impl MoveSink for () {
    const TAKES_BEFORE: bool = false;
    #[inline]
    fn played(&mut self, _: &Played<'_>) {}
}

/// Keeps a record of every move.
impl MoveSink for Vec<MoveRecord> {
    fn played(&mut self, p: &Played<'_>) {
        self.push(MoveRecord {
            word: p.word.clone(),
            detached_check: p.detached_check,
            before: *p.before,
            mv: p.mv,
            depth: p.depth,
            language: p.language,
            reading: *p.reading,
        });
    }

    fn begin(&mut self) {
        self.clear();
    }

    fn restart(&mut self) {
        self.clear();
    }
}

/// Hands every move to both sinks.
impl<A: MoveSink, B: MoveSink> MoveSink for (&mut A, &mut B) {
    #[inline]
    fn played(&mut self, played: &Played<'_>) {
        self.0.played(played);
        self.1.played(played);
    }

    fn failed(&mut self, at: usize, depth: u32) {
        self.0.failed(at, depth);
        self.1.failed(at, depth);
    }

    fn unplayable_start(&mut self, language: usize) {
        self.0.unplayable_start(language);
        self.1.unplayable_start(language);
    }

    fn printed(&mut self, word: &Range<usize>, language: usize, alone: bool) {
        self.0.printed(word, language, alone);
        self.1.printed(word, language, alone);
    }

    fn resigned(&mut self, word: &Range<usize>, result: &'static str) {
        self.0.resigned(word, result);
        self.1.resigned(word, result);
    }

    fn numbered(&mut self, span: &Range<usize>, black: bool) {
        self.0.numbered(span, black);
        self.1.numbered(span, black);
    }

    fn idea(&mut self, idea: &Idea) {
        self.0.idea(idea);
        self.1.idea(idea);
    }

    fn prose(&mut self, span: &Range<usize>) {
        self.0.prose(span);
        self.1.prose(span);
    }

    fn begin(&mut self) {
        self.0.begin();
        self.1.begin();
    }

    fn quoted(&mut self, spans: &[Range<usize>]) {
        self.0.quoted(spans);
        self.1.quoted(spans);
    }

    fn unclosed(&mut self, count: u32, at: usize) {
        self.0.unclosed(count, at);
        self.1.unclosed(count, at);
    }

    fn ended(&mut self, end: usize) {
        self.0.ended(end);
        self.1.ended(end);
    }

    fn restart(&mut self) {
        self.0.restart();
        self.1.restart();
    }

    fn restarted(&mut self, next: usize, at: usize, white: bool) {
        self.0.restarted(next, at, white);
        self.1.restarted(next, at, white);
    }

    fn restart_ended(&mut self, at: usize) {
        self.0.restart_ended(at);
        self.1.restart_ended(at);
    }

    fn branch(&mut self, at: usize) {
        self.0.branch(at);
        self.1.branch(at);
    }

    fn aside(&mut self, span: Range<usize>) {
        self.0.aside(span.clone());
        self.1.aside(span);
    }

    fn again(&mut self) {
        self.0.again();
        self.1.again();
    }
}

/// A move printed after the sign for "with the idea" (`∆ d4`, `Δ 22.
/// Л:g7+`): the threat or plan an annotator names, commentary, not played.
/// So are a threat after a word for one (`amenaza 2. Dc8++`) and a
/// problemist's "any move" with the rest of its line (`1...Sd~ 2.Dd4#`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Idea {
    /// What it is printed after: [`PrintedKind::Idea`] (a sign),
    /// [`PrintedKind::Threat`] (a word for a threat) or
    /// [`PrintedKind::AnyMove`] (no sign: the word is the "any move").
    pub kind: PrintedKind,
    /// From the sign to the move's end (a threat's last move's, where
    /// [`more`](Self::more) holds moves; the end of the line's rest after
    /// an "any move").
    pub span: Range<usize>,
    /// The sign or the word for a threat (for an "any move", its word).
    pub sign: Range<usize>,
    /// The move's word (for an "any move", its word without a separator
    /// printed after it).
    pub word: Range<usize>,
    /// The language the walk read it in (index in [`Locales::iter`]
    /// order).
    pub language: usize,
    /// The move it names, when it reads as one legal move: the position
    /// after the last move played (in the line, or before a variation
    /// that starts with the idea, in the line it branches from) with the
    /// turn passed (the side that moved names its plan: `21. Фd5!! (Δ 22.
    /// Л:g7+)`), else as it stands. `None` for an "any move".
    pub read: Option<IdeaMove>,
    /// After a word for a threat, the moves printed after the first up to
    /// the mate the threat names (`Грозит 2. Фb5+ Крd4 3. Фd5x`), in
    /// order; empty for a threat of one move, an idea and an "any move".
    pub more: Vec<IdeaMove>,
}

/// A move an [`Idea`] names: its word's span (a separator printed after it
/// left out), the position it is played from, the move, and how its word
/// reads (what a translation that keeps its form needs).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IdeaMove {
    /// The move's word, without a separator printed after it.
    pub span: Range<usize>,
    /// The position it is played from.
    pub before: Position,
    /// The move.
    pub mv: Move,
    /// How its word reads.
    pub reading: Reading,
}

impl Idea {
    /// The text the idea's comment stands for in `src`: its span, with the
    /// parentheses of a variation that holds nothing else (`(Δ 22.
    /// Л:g7+)`), which a comment in their place leaves no empty variation,
    /// and with a separator printed right after it (`amenazando 2.De3#,
    /// 1...Cfe4`), which no PGN reads after a comment.
    #[must_use]
    pub fn alone(&self, src: &[u8]) -> Range<usize> {
        let (Some(before), Some(after)) = (src.get(..self.span.start), src.get(self.span.end..))
        else {
            return self.span.clone();
        };
        if matches!(after.first(), Some(b',' | b';')) {
            return self.span.start..self.span.end + 1;
        }
        let open = before.trim_ascii_end();
        let close = after.trim_ascii_start();
        if open.last() == Some(&b'(') && close.first() == Some(&b')') {
            open.len() - 1..src.len() - close.len() + 1
        } else {
            self.span.clone()
        }
    }
}

/// What [`analyze`] found out about a game.
#[derive(Clone, Debug, Default)]
pub struct Analysis {
    /// The start position (the `[FEN]` tag's, or the standard one); `None`
    /// when the `[FEN]` tag is invalid.
    pub start: Option<Position>,
    /// Index of the game's language in [`Locales::iter`] order, if found.
    pub language: Option<usize>,
    /// Every resolved move in text order, variations included (empty when
    /// the analyzer does not record moves: see [`Analyzer::record_moves`]).
    pub moves: Vec<MoveRecord>,
    /// How many moves were resolved, recorded or not.
    pub move_count: usize,
    /// Everything worth telling, in text order.
    pub diagnostics: Vec<Diagnostic>,
    /// The byte offset of the first move that could not be resolved.
    pub first_move_error: Option<usize>,
    /// The position after the last mainline move that was resolved.
    pub end: Option<Position>,
    /// Whether the moves were read in the language's descriptive notation.
    pub descriptive: bool,
    /// The moves printed after the sign for "with the idea" (`∆ d4`,
    /// `Δ 22. Л:g7+`) on lines still played, in text order: what
    /// [`MoveSink::idea`] is handed.
    pub ideas: Vec<Idea>,
    /// The short words of prose printed between moves (`e agora` of `Cc6
    /// e agora d5!`) on lines still played, each run one span, in text
    /// order: what [`MoveSink::prose`] is handed.
    pub prose: Vec<Range<usize>>,
    /// Where the first word printed with a piece letter in lower case
    /// (`βα5`) that reads legal both as written (a pawn's capture) and as
    /// the piece's move stands, in the walk this holds: the reading is
    /// then settled over the whole game ([`Analyzer::settle_lower`]).
    lower_both: Option<usize>,
}

impl Analysis {
    /// Clears the analysis for reuse, keeping its allocations.
    pub fn clear(&mut self) {
        self.start = None;
        self.language = None;
        self.moves.clear();
        self.move_count = 0;
        // (Most games leave none to drop: no call to drop nothing.)
        if !self.diagnostics.is_empty() {
            self.diagnostics.clear();
        }
        self.first_move_error = None;
        self.end = None;
        self.descriptive = false;
        self.ideas.clear();
        self.prose.clear();
        self.lower_both = None;
    }

    /// Forgets the moves read and what was found about them, keeping the
    /// first `keep` findings (those about the tags).
    fn reset_moves(&mut self, keep: usize) {
        self.language = None;
        self.moves.clear();
        self.move_count = 0;
        self.diagnostics.truncate(keep);
        self.first_move_error = None;
        self.end = None;
        self.ideas.clear();
        self.prose.clear();
        self.lower_both = None;
    }

    /// Whether any finding is an error.
    #[must_use]
    pub fn has_errors(&self) -> bool {
        self.diagnostics
            .iter()
            .any(|d| d.severity == crate::diagnostic::Severity::Error)
    }
}

/// Reads a game: see the module documentation. To read many games, make
/// one [`Analyzer`] and reuse it.
#[must_use]
pub fn analyze(game: &Game<'_>, locales: &Locales, choice: LanguageChoice<'_>) -> Analysis {
    let mut analysis = Analysis::default();
    Analyzer::new(locales).analyze_into(game, choice, &mut analysis);
    analysis
}

#[cfg(test)]
thread_local! {
    /// How many times a game's replay started from its start position on
    /// this thread (tests only): a walk of its events in the language
    /// named or guessed, with the walks of language detection inside it
    /// not counted again (`pipeline::REPLAYED_AGAIN` counts the games
    /// replayed more than once).
    pub(crate) static REPLAYS: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

/// Reads games: the move readers of every language, prepared once, and
/// scratch space reused from game to game.
pub struct Analyzer<'l> {
    locales: Vec<&'l Locale>,
    readers: Vec<MoveReader<'l>>,
    /// Per language, its printed words and signs (`matto`, the Greek `χ`),
    /// made the first time a game asks for them ([`Analyzer::printed_words`]):
    /// a game in a language named on the command line needs that
    /// language's alone, and making all of them cost about 1 M
    /// instructions, a sixteenth of a one-game `check`.
    printed: Vec<std::cell::OnceCell<PrintedWords>>,
    /// Per language, the characters of the piece letters it reads, longest
    /// letter first
    /// ([`Letters::readable_pieces`](crate::letters::Letters::readable_pieces),
    /// [`piece_chars`]): what [`reading_key`] asks of it for every game
    /// whose languages are grouped.
    readable: Vec<Vec<PieceChar<'l>>>,
    /// Per language, the piece letters it reads, longest first
    /// ([`Letters::readable_pieces`](crate::letters::Letters::readable_pieces)):
    /// what [`rare_moves`] reads a game's move words with.
    pieces: Vec<Vec<(&'l str, forsyth_core::Role)>>,
    /// Per language, its descriptive notation, if it has one.
    descriptive: Vec<Option<Descriptive>>,
    /// Per language, whether its descriptive notation reads the first
    /// moves seen from the standard start ([`first_move_reads`]).
    descriptive_first: Vec<rustc_hash::FxHashMap<String, bool>>,
    /// The letters each language alone reads, as one sorted list of
    /// (letter, language), looked up for every word of every game the
    /// guess reads ([`Analyzer::owner_of`]).
    distinctive_letters: Vec<(char, usize)>,
    /// The same for ASCII letters, by code: the language's index plus one,
    /// or 0 (most games are written in ASCII).
    distinctive_ascii: [u32; 128],
    /// Every letter some language reads (sorted): a move whose piece
    /// letter is not among them is in a language not loaded.
    known: Vec<char>,
    readings: Readings,
    /// The walker's line stack, kept between games.
    stack: Vec<LineState>,
    /// The walker's [`Key`]s, kept between games.
    keys: Vec<Key>,
    /// The walker's marks ([`Marks`]) and look-alike letters reported,
    /// kept between games: a game's walk starts them again
    /// ([`Analyzer::start_walk`]) and drops no list.
    marks: Marks,
    look_alikes: Vec<(char, char)>,
    /// The events of a game read from a tree, kept between games.
    events: Events,
    /// Whether to keep a [`MoveRecord`] of every move (translation and
    /// editors need them; a plain check does not).
    pub record_moves: bool,
    /// The language named for a game that several languages read alike,
    /// when it is one of them (the user's language); see
    /// [`Analyzer::prefer`].
    preferred: Option<usize>,
    /// Per language, how many of the file's first games it reads as they
    /// were read (empty: none counted); see [`Analyzer::prefer_file`].
    file: Vec<u32>,
    /// Whether the last game read looked at the file's counts: it went on
    /// to group languages ([`Analyzer::detect`]). A game that did not is
    /// read the same whatever the counts.
    file_asked: bool,
    /// The word printed with a piece letter in lower case (`βα5`) that
    /// walks read as the piece's move though it reads as written too (its
    /// span's start; see [`Analyzer::settle_lower`]).
    lower_forced: Option<usize>,
    /// Where a game with no `[FEN]` starts (see [`StartFrom`]).
    start_from: StartFrom,
    /// The spans of the next game's text that may be variations printed
    /// apart (see [`Analyzer::restarts_at`]), in order.
    restarts_at: Vec<Range<usize>>,
    /// The diagrams printed between the next game's moves, in order (see
    /// [`Analyzer::diagrams_at`]).
    diagrams_at: Vec<(Range<usize>, forsyth_core::Board)>,
    /// What the page around the next game says of its language, per
    /// language (empty: no page; see [`Analyzer::page_languages`]).
    page: Vec<PageEvidence>,
    /// Sets of a game's letters (from [`key_letters`]) and the key every
    /// language makes of them ([`Analyzer::letters_keys`]), the last
    /// [`LETTER_KEYS_KEPT`] asked for.
    letter_keys: std::cell::RefCell<Vec<(Vec<char>, Vec<u64>)>>,
}

/// What the text of a page around a game says of one language: how many
/// of its words are written in the language's script (Cyrillic prose is
/// not English), and how many are the language's printed words (its words
/// for mate, a draw, resigning and its short words of prose between
/// moves, from its `notation.ftl`: Ukrainian `і`, Polish `i`). Counted by
/// the page reader ([`crate::prose`]); compared script first.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub struct PageEvidence {
    /// Words of the page in the language's script.
    pub script: u32,
    /// Words of the page that are the language's printed words.
    pub words: u32,
}

/// Where a game with no `[FEN]` tag starts: what the text around it says
/// (a game of a page, [`crate::prose`]).
#[derive(Clone, Debug, Default)]
pub enum StartFrom {
    /// The initial position.
    #[default]
    Initial,
    /// The position printed above it (`set-up-in-text`).
    Printed(Position),
    /// The initial position, on a page that prints no position above the
    /// game: a first move that cannot be played from it is reported as
    /// the game starting from a position the page does not print
    /// (`set-up-missing`), not as an illegal move.
    Unprinted,
}

impl<'l> Analyzer<'l> {
    /// Where the next games with no `[FEN]` tag start, until told
    /// otherwise.
    pub fn start_from(&mut self, start: StartFrom) {
        self.start_from = start;
        self.restarts_at.clear();
        self.diagrams_at.clear();
        self.page.clear();
    }

    /// What the page around the next game says of its language, per
    /// language in [`Locales::iter`] order (told after
    /// [`Analyzer::start_from`], which forgets it). A game whose moves
    /// give its language no evidence, or too little, and that no language
    /// reads whole (a problem's solution whose diagram is missing, a move
    /// that does not read) is read in the language the page is written
    /// in, after legality: its error says why in that language, not in
    /// English. A game some language reads whole is read as before.
    pub fn page_languages(&mut self, evidence: &[PageEvidence]) {
        self.page.clear();
        self.page.extend_from_slice(evidence);
    }

    /// Spans of the next game's text (told after [`Analyzer::start_from`],
    /// which forgets them), in order, that a page prints after prose at
    /// the game's end and that may be variations printed apart (`2. Βδ3+
    /// ματ. Αν 1... Ιε5 2. Βζ4+ ματ.`, [`crate::prose::Cut::restarts`]):
    /// each is walked where its first move starts again at Black's move of
    /// a number passed (see `Walker::restart`), and passed over as a note
    /// (told to [`MoveSink::aside`]) where not.
    pub fn restarts_at(&mut self, spans: &[Range<usize>]) {
        self.restarts_at.clear();
        self.restarts_at.extend_from_slice(spans);
    }

    /// The diagrams a page prints between the next game's moves (told
    /// after [`Analyzer::start_from`], which forgets them), in order: each
    /// span in the game's text and the board it shows
    /// ([`crate::prose::Cut::diagrams`]). Where the main line reaches one,
    /// a board that is not the main line's position is a
    /// `printed-diagram-differs` warning: a move before it misprinted or
    /// misread, or the diagram out of its place.
    pub fn diagrams_at(&mut self, diagrams: &[(Range<usize>, forsyth_core::Board)]) {
        self.diagrams_at.clear();
        self.diagrams_at.extend_from_slice(diagrams);
    }

    /// A game that started from the initial position on a page that
    /// prints no position above it, and whose first move is illegal there:
    /// one `set-up-missing` error in place of the illegal move's.
    #[inline(always)]
    fn unprinted(&self, src: &[u8], out: &mut Analysis) {
        // Nearly every game: a file's games, or moves played.
        if matches!(self.start_from, StartFrom::Unprinted) && out.move_count == 0 {
            self.set_up_missing(src, out);
        }
    }

    /// [`Analyzer::unprinted`] of a game of a page that played no move.
    #[cold]
    #[inline(never)]
    fn set_up_missing(&self, src: &[u8], out: &mut Analysis) {
        let Some(k) = out
            .diagnostics
            .iter()
            .position(|d| d.severity == Severity::Error)
        else {
            return;
        };
        if out.diagnostics[k].code != Code::IllegalMove {
            return;
        }
        let span = out.diagnostics[k].span.clone();
        let word = String::from_utf8_lossy(src.get(span.clone()).unwrap_or_default()).into_owned();
        out.diagnostics[k] =
            Diagnostic::new(Code::SetUpMissing, span).with("move", Arg::Text(word));
    }

    /// An analyzer for the languages of `locales`, recording moves.
    #[must_use]
    pub fn new(locales: &'l Locales) -> Analyzer<'l> {
        let locales: Vec<&Locale> = locales.iter().collect();
        let readers = locales
            .iter()
            .map(|l| MoveReader::new(l.letters()))
            .collect();
        let alphabet = |l: &Locale| -> Vec<char> {
            let letters = l.letters();
            let mut chars: Vec<char> = letters
                .readable_pieces()
                .iter()
                .flat_map(|(s, _)| s.chars())
                .chain(letters.files)
                .collect();
            chars.sort_unstable();
            chars.dedup();
            chars
        };
        let alphabets: Vec<Vec<char>> = locales.iter().map(|l| alphabet(l)).collect();
        let mut known: Vec<char> = alphabets.iter().flatten().copied().collect();
        known.sort_unstable();
        known.dedup();
        let distinctive: Vec<Vec<char>> = alphabets
            .iter()
            .enumerate()
            .map(|(i, own)| {
                own.iter()
                    .copied()
                    .filter(|c| !('a'..='h').contains(c))
                    .filter(|c| {
                        alphabets
                            .iter()
                            .enumerate()
                            .all(|(j, other)| j == i || !other.contains(c))
                    })
                    .collect()
            })
            .collect();
        let printed = locales.iter().map(|_| std::cell::OnceCell::new()).collect();
        let pieces: Vec<Vec<(&str, forsyth_core::Role)>> = locales
            .iter()
            .map(|l| l.letters().readable_pieces())
            .collect();
        let readable = pieces.iter().map(|p| piece_chars(p)).collect();
        let descriptive = locales.iter().map(|l| Descriptive::of(l)).collect();
        Analyzer {
            descriptive_first: vec![rustc_hash::FxHashMap::default(); locales.len()],
            descriptive,
            stack: Vec::new(),
            keys: Vec::new(),
            marks: Marks::default(),
            look_alikes: Vec::new(),
            events: Events::new(),
            locales,
            readers,
            printed,
            readable,
            pieces,
            distinctive_letters: {
                let mut all: Vec<(char, usize)> = distinctive
                    .iter()
                    .enumerate()
                    .flat_map(|(i, own): (usize, &Vec<char>)| own.iter().map(move |&c| (c, i)))
                    .collect();
                all.sort_unstable();
                all
            },
            distinctive_ascii: {
                let mut table = [0u32; 128];
                for (i, own) in distinctive.iter().enumerate() {
                    for &c in own.iter().filter(|c| c.is_ascii()) {
                        table[c as usize] = u32::try_from(i + 1).unwrap_or(0);
                    }
                }
                table
            },
            known,
            readings: Readings::new(),
            record_moves: true,
            preferred: None,
            file: Vec::new(),
            file_asked: false,
            lower_forced: None,
            start_from: StartFrom::Initial,
            restarts_at: Vec::new(),
            diagrams_at: Vec::new(),
            page: Vec::new(),
            letter_keys: std::cell::RefCell::default(),
        }
    }

    /// Names `locale` (the user's interface language, say: a caller's
    /// choice, notation knows nothing of users) for a game whose moves read
    /// the same in it as in the languages found with it. Without one, or
    /// when it reads the game otherwise, the group of languages is named by
    /// its first (in [`Locales::iter`] order); a language guessed from a
    /// letter only it has is named as before. What is read is the same
    /// whichever language of a group is named.
    pub fn prefer(&mut self, locale: Option<&Locale>) {
        self.preferred = locale.and_then(|l| self.locales.iter().position(|m| m.tag() == l.tag()));
    }

    /// Names a game that several languages read alike by the language the
    /// file's other games single out: `votes` counts, per language (in
    /// [`Locales::iter`] order), the games of the file that it reads as
    /// they were read (a game read alike by a group counts for each of
    /// them). The member of the group with the most, when one has more
    /// than every other, is named; else the preferred language
    /// ([`Analyzer::prefer`]), else the group's first. What is read is the
    /// same whichever is named.
    pub fn prefer_file(&mut self, votes: &[u32]) {
        self.file.clear();
        self.file.extend_from_slice(votes);
    }

    /// Whether the last game read looked at the file's counts
    /// ([`Analyzer::prefer_file`]): a game that did not reads the same
    /// whatever they are, so a driver may read the file's first games
    /// once, before their counts are known, and only those that asked
    /// again.
    #[must_use]
    pub(crate) fn asked_file(&self) -> bool {
        self.file_asked
    }

    /// The events of the last game read from a tree.
    pub(crate) fn last_events(&self) -> &Events {
        &self.events
    }

    /// The member of a group the file's games single out, if any.
    fn file_choice(&self, members: &[usize]) -> Option<usize> {
        let votes = |m: usize| self.file.get(m).copied().unwrap_or(0);
        let best = members.iter().copied().max_by_key(|&m| votes(m))?;
        let top = votes(best);
        (top > 0 && members.iter().filter(|&&m| votes(m) == top).count() == 1).then_some(best)
    }

    /// The languages, in [`Locales::iter`] order (the indices of
    /// [`Analysis::language`] and [`MoveRecord::language`]).
    #[must_use]
    pub fn locales(&self) -> &[&'l Locale] {
        &self.locales
    }

    /// Reads one game of a tree into `out` (cleared first), keeping a
    /// record of its moves in `out.moves` if [`Analyzer::record_moves`].
    pub fn analyze_into(
        &mut self,
        game: &Game<'_>,
        choice: LanguageChoice<'_>,
        out: &mut Analysis,
    ) {
        self.analyze_game(game, choice, out, &mut ());
    }

    /// [`Analyzer::analyze_into`], handing every move played to `sink`
    /// too (a translation written as the walk plays).
    pub fn analyze_game<M: MoveSink>(
        &mut self,
        game: &Game<'_>,
        choice: LanguageChoice<'_>,
        out: &mut Analysis,
        sink: &mut M,
    ) {
        let mut events = std::mem::take(&mut self.events);
        events.read_game(game);
        let src = game.node().tree().source();
        let mut moves = std::mem::take(&mut out.moves);
        if self.record_moves {
            self.analyze_events(src, &events, choice, out, &mut (&mut moves, sink));
        } else {
            moves.clear();
            self.analyze_events(src, &events, choice, out, sink);
        }
        out.moves = moves;
        self.events = events;
    }

    /// Replays a game's events into `out` (cleared first; its `moves` stay
    /// empty), handing every move played to `moves`. `src` is the text
    /// the events were read from.
    pub fn analyze_events<M: MoveSink>(
        &mut self,
        src: &[u8],
        events: &Events,
        choice: LanguageChoice<'_>,
        out: &mut Analysis,
        moves: &mut M,
    ) {
        self.replay_events(src, events, choice, out, moves);
        self.unprinted(src, out);
    }

    /// [`Analyzer::analyze_events`], before a missing set-up is told.
    fn replay_events<M: MoveSink>(
        &mut self,
        src: &[u8],
        events: &Events,
        choice: LanguageChoice<'_>,
        out: &mut Analysis,
        moves: &mut M,
    ) {
        out.clear();
        moves.begin();
        moves.quoted(events.quoted());
        self.file_asked = false;
        let Some((start, zero_fullmove)) =
            start_position(events, &self.start_from, &mut out.diagnostics)
        else {
            return;
        };
        #[cfg(test)]
        REPLAYS.with(|replays| replays.set(replays.get() + 1));
        out.start = Some(start);
        let game = Replay {
            src,
            text: GameText::new(src, events),
            events,
            may_vary: M::TAKES_BEFORE || events.has_variations() || inline_alternative(src),
            start: &start,
            zero_fullmove,
        };
        // What was found before the moves (a repaired FEN) stays whatever
        // walks are tried.
        let before_moves = out.diagnostics.len();
        let (language, fallback, descriptive) = match choice {
            LanguageChoice::Fixed(locale) => (self.index_of(locale), false, false),
            LanguageChoice::Descriptive(locale) => (self.index_of(locale), false, true),
            LanguageChoice::Auto => {
                // Most games show letters that only one language has: walk
                // in that language, and look no further if every move of
                // every line reads there without look-alikes and with its
                // check and capture marks right (that language
                // would win every tie). A game with no such letter is walked
                // in the first language, which wins ties among the rest.
                // Only when that walk stumbles is every language tried.
                let guess = self.guess(&game).unwrap_or(0);
                self.walk(&game, guess, true, false, out, moves);
                if is_clean(out, before_moves) {
                    self.settle_lower(&game, (true, false), before_moves, out, moves);
                    check_result(&game, out, moves);
                    return;
                }
                // A game in descriptive notation (`P-K4`) reads in no
                // language's algebraic notation.
                if self.detect_descriptive(&game, guess, out, before_moves, moves) {
                    check_result(&game, out, moves);
                    return;
                }
                match self.detect(&game, guess, out, before_moves, moves) {
                    // A language read it cleanly: that walk stands.
                    Detected::Clean => {
                        self.settle_lower(&game, (true, false), before_moves, out, moves);
                        check_result(&game, out, moves);
                        return;
                    }
                    Detected::Best { language, whole } => {
                        out.reset_moves(before_moves);
                        moves.restart();
                        (language, !whole, false)
                    }
                }
            }
        };
        let auto = matches!(choice, LanguageChoice::Auto);
        if descriptive {
            self.walk_descriptive(&game, language, out, moves);
        } else {
            self.walk(&game, language, auto, fallback, out, moves);
            self.settle_lower(&game, (auto, fallback), before_moves, out, moves);
        }
        check_result(&game, out, moves);
    }

    /// Reads and replays the one game whose text is `bytes` and whose
    /// tokens are `tokens`, if it is of plain syntax ([`Events::read_plain`],
    /// into `events`), as [`Analyzer::analyze_events`] replays it: whether
    /// it was. Each event of the move text is replayed as the plain reader
    /// reads it, with no list of them in between, when the language is
    /// named or is the one walked first (the guess, which the words read
    /// tell on the way); a game the walk needs the whole list for (another
    /// language guessed, a walk not clean) is read into the list and
    /// replayed from it. `events.events()` is then not the game's: read
    /// them with [`Events::read_plain`] to look at them. When the game is
    /// not plain, `out` and `moves` hold anything: the caller throws the
    /// walk away ([`MoveSink::again`]) and starts again from its tree.
    pub fn analyze_plain<M: MoveSink>(
        &mut self,
        bytes: &[u8],
        tokens: &[Token],
        events: &mut Events,
        choice: LanguageChoice<'_>,
        out: &mut Analysis,
        moves: &mut M,
    ) -> bool {
        let plain = self.replay_plain(bytes, tokens, events, choice, out, moves);
        if plain {
            self.unprinted(bytes, out);
        }
        plain
    }

    /// [`Analyzer::analyze_plain`] of the game `bytes`, read from its bytes
    /// alone by the byte reader ([`crate::events::bytes`]) as it is
    /// replayed, its tags already read into `events` and its move text
    /// starting at `first` ([`Events::read_bytes_game`]): `false` when the
    /// byte reader gives up on it (the walk begun is thrown away; the
    /// caller lexes the game). `checked` is the text of `bytes`, or of
    /// their start, or going on past them, as far as the caller has checked
    /// it.
    pub(crate) fn analyze_bytes<M: MoveSink>(
        &mut self,
        (bytes, checked): (&[u8], Option<&str>),
        first: usize,
        events: &mut Events,
        choice: LanguageChoice<'_>,
        out: &mut Analysis,
        moves: &mut M,
    ) -> bool {
        let plain = self.replay_bytes((bytes, checked), first, events, choice, out, moves);
        if plain {
            self.unprinted(bytes, out);
        }
        plain
    }

    /// [`Analyzer::analyze_plain`], before a missing set-up is told.
    fn replay_plain<M: MoveSink>(
        &mut self,
        bytes: &[u8],
        tokens: &[Token],
        events: &mut Events,
        choice: LanguageChoice<'_>,
        out: &mut Analysis,
        moves: &mut M,
    ) -> bool {
        let Some(walked) = self.streamed_language(choice, events) else {
            return self.analyze_plain_events(bytes, tokens, events, choice, out, moves);
        };
        let Some(first) = events.read_plain_tags(bytes, tokens) else {
            return false;
        };
        // A game whose last token but comments and white space is no
        // result (a game cut short, `1. d4 d5` and no more) is not plain:
        // told before it is walked, not at its end, so that it is replayed
        // once, from its tree.
        if !Events::ends_with_result(tokens) {
            return false;
        }
        let moves_read = PlainTokens(tokens);
        match self.replay_streamed((bytes, None), moves_read, first, events, walked, out, moves) {
            Some(plain) => plain,
            None => self.analyze_plain_events(bytes, tokens, events, choice, out, moves),
        }
    }

    /// [`Analyzer::analyze_bytes`] of the game `bytes`, its tags read
    /// into `events` and its move text starting at `first`, with its text as
    /// far as checked, before a missing set-up is told.
    fn replay_bytes<M: MoveSink>(
        &mut self,
        (bytes, checked): (&[u8], Option<&str>),
        first: usize,
        events: &mut Events,
        choice: LanguageChoice<'_>,
        out: &mut Analysis,
        moves: &mut M,
    ) -> bool {
        let streamed = match self.streamed_language(choice, events) {
            Some(walked) => self.replay_streamed(
                (bytes, checked),
                PlainBytes,
                first,
                events,
                walked,
                out,
                moves,
            ),
            None => None,
        };
        match streamed {
            Some(plain) => plain,
            None => self.analyze_bytes_events(bytes, events, choice, out, moves),
        }
    }

    /// The language a plain game is walked in as it is read, and whether
    /// it is a guess; `None` when it must be walked from the list of its
    /// events (another guess than the first language, spans that may be
    /// notes, which are passed over from the list, or diagrams, compared
    /// there).
    fn streamed_language(
        &self,
        choice: LanguageChoice<'_>,
        events: &Events,
    ) -> Option<(usize, bool)> {
        let walked = match choice {
            LanguageChoice::Fixed(locale) => (self.index_of(locale), false),
            // The language walked first when no word says another.
            LanguageChoice::Auto if events.watching() => (0, true),
            _ => return None,
        };
        (self.restarts_at.is_empty() && self.diagrams_at.is_empty()).then_some(walked)
    }

    /// Walks the plain game `bytes`, its tags read into `events`, in
    /// `language` (a guess when `auto`), its move text read by
    /// `moves_read` from `first` and each event played as it is read:
    /// whether the game is plain, or `None` when it must be walked again
    /// from the list of its events (no start position read, another
    /// language told, a walk the whole game settles).
    #[allow(clippy::too_many_arguments)]
    fn replay_streamed<M: MoveSink, P: PlainMoves>(
        &mut self,
        (bytes, checked): (&[u8], Option<&str>),
        moves_read: P,
        first: usize,
        events: &mut Events,
        (language, auto): (usize, bool),
        out: &mut Analysis,
        moves: &mut M,
    ) -> Option<bool> {
        out.clear();
        moves.begin();
        self.file_asked = false;
        let (start, zero_fullmove) =
            start_position(events, &self.start_from, &mut out.diagnostics)?;
        #[cfg(test)]
        REPLAYS.with(|replays| replays.set(replays.get() + 1));
        out.start = Some(start);
        let before_moves = out.diagnostics.len();
        let move_text = moves_read.move_text(bytes, first).min(bytes.len());
        let text = GameText::covering(bytes, checked, move_text..bytes.len());
        let game = Replay {
            src: bytes,
            text,
            events,
            may_vary: M::TAKES_BEFORE || may_vary_read::<P>(&bytes[move_text..]),
            start: &start,
            zero_fullmove,
        };
        out.language = Some(language);
        self.start_walk();
        let mut walker = Walker {
            auto,
            ..Walker::new(self, language, out, moves)
        };
        let (first_finding, stack) = walker.begin();
        let mut walk = Replayed {
            walker,
            stack,
            game: &game,
            seeking: auto,
            other: false,
        };
        // The mainline's start and the comments before its first move.
        for event in game.events.events() {
            walk.event(event.clone());
        }
        let end = moves_read.read(bytes, first, &mut walk);
        let Replayed {
            mut walker,
            stack,
            other,
            ..
        } = walk;
        walker.end(first_finding, stack);
        let again = other || walker.redo;
        let Some(end) = end else {
            return Some(false);
        };
        // Read to its end: what the quick look said is what the full one
        // says.
        debug_assert!(
            M::TAKES_BEFORE || game.may_vary == may_vary_plain(&bytes[move_text..]),
            "{:?}",
            String::from_utf8_lossy(bytes)
        );
        if !moves_read.end(events, bytes, end) {
            return Some(false);
        }
        // A word printed with a piece letter in lower case read legal both
        // ways (`βα5`) is settled over the whole game, from the list.
        if again || out.lower_both.is_some() || (auto && !is_clean(out, before_moves)) {
            moves.again();
            return None;
        }
        let game = Replay {
            src: bytes,
            text,
            events,
            may_vary: false,
            start: &start,
            zero_fullmove,
        };
        check_result(&game, out, moves);
        Some(true)
    }

    /// [`Analyzer::analyze_bytes`] the usual way: the game's events read
    /// into `events` by the byte reader, then replayed.
    fn analyze_bytes_events<M: MoveSink>(
        &mut self,
        bytes: &[u8],
        events: &mut Events,
        choice: LanguageChoice<'_>,
        out: &mut Analysis,
        moves: &mut M,
    ) -> bool {
        if !events.read_bytes(bytes) {
            return false;
        }
        self.analyze_events(bytes, events, choice, out, moves);
        true
    }

    /// [`Analyzer::analyze_plain`] the usual way: the game's events read
    /// into `events`, then replayed.
    fn analyze_plain_events<M: MoveSink>(
        &mut self,
        bytes: &[u8],
        tokens: &[Token],
        events: &mut Events,
        choice: LanguageChoice<'_>,
        out: &mut Analysis,
        moves: &mut M,
    ) -> bool {
        if !events.read_plain(bytes, tokens) {
            return false;
        }
        self.analyze_events(bytes, events, choice, out, moves);
        true
    }

    /// Settles a word printed with a piece letter in lower case that reads
    /// legal both as written and as the piece's move (`βα5`: the b-pawn
    /// takes on a5, or the Greek queen `Β` goes there), which the walk in
    /// `out` read as written, by legality over the whole game: where only
    /// the piece's reading replays the game to its end, it is walked into
    /// `out` and `moves` instead; where both do, to different moves, the
    /// reading as written stands and a warning `printed-two-readings`
    /// names both. Never one reading picked silently. `walked` are the
    /// walk's `auto` and `fallback`.
    fn settle_lower<M: MoveSink>(
        &mut self,
        game: &Replay<'_>,
        walked: (bool, bool),
        before_moves: usize,
        out: &mut Analysis,
        moves: &mut M,
    ) {
        let (Some(at), Some(language), false) = (out.lower_both, out.language, out.descriptive)
        else {
            return;
        };
        let (auto, fallback) = walked;
        let mut scratch = Analysis::default();
        let mut theirs: Vec<MoveRecord> = Vec::new();
        self.lower_forced = Some(at);
        self.walk(game, language, auto, fallback, &mut scratch, &mut theirs);
        self.lower_forced = None;
        if scratch.first_move_error.is_some() {
            // The piece's reading does not replay the game: the word is
            // the pawn's capture it reads as.
            return;
        }
        if out.first_move_error.is_some() {
            // Only the piece's reading replays the game.
            out.reset_moves(before_moves);
            moves.restart();
            self.lower_forced = Some(at);
            self.walk(game, language, auto, fallback, out, moves);
            self.lower_forced = None;
            return;
        }
        let Some(theirs) = theirs.iter().find(|r| r.word.start == at) else {
            return;
        };
        let word = String::from_utf8_lossy(game.src.get(theirs.word.clone()).unwrap_or_default());
        let reader = &self.readers[language];
        let Some(ours) = reader
            .read_into(&word, &mut self.readings)
            .ok()
            .and_then(|()| resolve_unplayed(&self.readings, &theirs.before).ok())
        else {
            return;
        };
        let letters = self.locales[language].letters();
        let san = |mv: &Move| {
            crate::write::move_to_string(&theirs.before, mv, letters, crate::write::Notation::San)
        };
        let found = Diagnostic::new(Code::PrintedTwoReadings, theirs.word.clone())
            .with("move", quote(&word))
            .with(
                "moves",
                Arg::Text(format!("{} / {}", san(&ours.mv), san(&theirs.mv))),
            );
        let after = out
            .diagnostics
            .iter()
            .position(|d| d.span.start > at)
            .unwrap_or(out.diagnostics.len())
            .max(before_moves.min(out.diagnostics.len()));
        out.diagnostics.insert(after, found);
    }

    /// Whether the game, which its guessed language did not read cleanly
    /// (walked into `out`), is in the descriptive notation of a language
    /// that has one: its first mainline move reads as descriptive (never
    /// the case of an algebraic move: its files are lower case) and the
    /// descriptive walk reads more moves than the algebraic one. That walk
    /// then stands in `out` and `moves`; otherwise `out` and `moves` hold
    /// the guess's walk again.
    fn detect_descriptive<M: MoveSink>(
        &mut self,
        game: &Replay<'_>,
        guess: usize,
        out: &mut Analysis,
        before_moves: usize,
        moves: &mut M,
    ) -> bool {
        let Some(first) = first_mainline_move(game) else {
            return false;
        };
        let mut order: Vec<usize> = (0..self.locales.len())
            .filter(|&i| self.descriptive[i].is_some())
            .collect();
        order.sort_by_key(|&i| i != guess);
        let algebraic = (out.first_move_error.is_none(), out.move_count);
        let mut best: Option<(usize, (bool, usize))> = None;
        // Whether a descriptive walk took the place of the guess's in
        // `out` and `moves` (most games: none, their first move reads in
        // no descriptive notation).
        let mut walked = false;
        for index in order {
            let Some(table) = &self.descriptive[index] else {
                continue;
            };
            // Its first move must read as a legal move, and not as castling
            // (written alike in both notations) unless a mark of descriptive
            // notation stands after it (`O-O ch`).
            if !first_move_reads(table, &mut self.descriptive_first[index], game)
                || (table.is_castle_word(first)
                    && !mainline_words(game)
                        .nth(1)
                        .is_some_and(|next| table.is_mark(next)))
            {
                continue;
            }
            out.reset_moves(before_moves);
            moves.restart();
            walked = true;
            self.walk_descriptive(game, index, out, moves);
            let score = (out.first_move_error.is_none(), out.move_count);
            if score.0 {
                return true;
            }
            if score > best.map_or(algebraic, |b| b.1) {
                best = Some((index, score));
            }
        }
        if best.is_none() && !walked {
            // The guess's walk stands where it was.
            return false;
        }
        out.reset_moves(before_moves);
        moves.restart();
        match best {
            Some((index, _)) => {
                self.walk_descriptive(game, index, out, moves);
                true
            }
            None => {
                self.walk(game, guess, true, false, out, moves);
                false
            }
        }
    }

    /// Starts the walker's marks and look-alike letters again for a
    /// game's walk (a walk left off may have kept some).
    #[inline(always)]
    fn start_walk(&mut self) {
        let marks = &mut self.marks;
        if !(marks.missing_check.is_empty()
            && marks.missing_mate.is_empty()
            && marks.missing_capture.is_empty()
            && marks.unmarked_pawn.is_none())
        {
            *marks = Marks::default();
        }
        marks.check_written = false;
        marks.mate_written = false;
        marks.capture_written = false;
        if !self.look_alikes.is_empty() {
            self.look_alikes.clear();
        }
    }

    /// Walks the game in one language's descriptive notation.
    fn walk_descriptive<M: MoveSink>(
        &mut self,
        game: &Replay<'_>,
        language: usize,
        out: &mut Analysis,
        moves: &mut M,
    ) {
        out.language = Some(language);
        out.descriptive = true;
        self.start_walk();
        Walker {
            descriptive: true,
            ..Walker::new(self, language, out, moves)
        }
        .walk(game);
    }

    /// Walks the game in one language. With `fallback`, a move that the
    /// language cannot read is read in the first other language that reads
    /// it as a legal move (with a `mixed-languages` warning); without, it
    /// is an error.
    fn walk<M: MoveSink>(
        &mut self,
        game: &Replay<'_>,
        language: usize,
        auto: bool,
        fallback: bool,
        out: &mut Analysis,
        moves: &mut M,
    ) {
        self.walk_as(game, language, (auto, fallback, false), out, moves);
    }

    /// [`Analyzer::walk`] of a game in a language it is found in
    /// (`auto`), only to try the language ([`Analyzer::detect`],
    /// [`Analyzer::other_reading`]): a walk whose mainline fails is thrown
    /// away, and only its score is asked of it, which nothing after the
    /// failure changes (no move plays on a line that follows a failed
    /// one). The walk stops there, past the end of its lines
    /// ([`Walker::end`]), and the failure's finding holds its code and
    /// variant alone. A walk that reads every move is the same as
    /// [`Analyzer::walk`]'s.
    fn try_walk<M: MoveSink>(
        &mut self,
        game: &Replay<'_>,
        language: usize,
        out: &mut Analysis,
        moves: &mut M,
    ) {
        self.walk_as(game, language, (true, false, true), out, moves);
    }

    /// [`Analyzer::walk`] (`auto`, `fallback`) or [`Analyzer::try_walk`]
    /// (`trial`).
    fn walk_as<M: MoveSink>(
        &mut self,
        game: &Replay<'_>,
        language: usize,
        (auto, fallback, trial): (bool, bool, bool),
        out: &mut Analysis,
        moves: &mut M,
    ) {
        out.language = Some(language);
        self.start_walk();
        Walker {
            auto,
            fallback,
            trial,
            ..Walker::new(self, language, out, moves)
        }
        .walk(game);
    }

    /// The language of the first distinctive letter of the mainline, if
    /// any: the language to try first.
    fn guess(&self, game: &Replay<'_>) -> Option<usize> {
        let mut depth = 0usize;
        let mut alternatives = 0u32;
        let mut events = game.events.events();
        // The plain reader watched for the bytes that can say something
        // ([`Analyzer::plain_events`]): the words before the first that
        // starts with one say nothing, and are not looked at again.
        match game.events.first_watched() {
            Some(None) => return None,
            Some(Some(first)) => {
                // A mainline move word: inside the mainline's `Enter`.
                // (The plain reader writes no alternatives.)
                events = events.get(first..).unwrap_or_default();
                depth = 1;
            }
            None => {}
        }
        for event in events {
            match event {
                Event::Enter => depth += 1,
                Event::Exit => depth = depth.saturating_sub(1),
                Event::Alternatives(n) => alternatives = *n,
                Event::Move(word) => {
                    if alternatives > 0 {
                        alternatives -= 1;
                        continue;
                    }
                    if depth != 1 {
                        continue;
                    }
                    let bytes = game.src.get(word.span.clone()).unwrap_or_default();
                    // A word starting with two ASCII characters says
                    // something only by a letter of one language's own
                    // (lowercase letters and digits say nothing): told by
                    // the table, with no call (asked for every mainline
                    // move of a game whose letters no language has alone).
                    if let [a, b, ..] = *bytes
                        && a.is_ascii()
                        && b.is_ascii()
                    {
                        let says = |x: u8| {
                            !x.is_ascii_lowercase()
                                && !x.is_ascii_digit()
                                && self.distinctive_ascii[usize::from(x)] != 0
                        };
                        if !says(a) && !says(b) {
                            continue;
                        }
                    }
                    if let Some(i) = self.distinctive_language(Events::word_text(game.text, word)) {
                        return Some(i);
                    }
                }
                _ => {}
            }
        }
        None
    }

    /// A list of events for [`Events::read_plain`] to read games into
    /// before they are analyzed with `choice`: when the language is to be
    /// found, it notes where the mainline's first move word that may say
    /// something of its language stands (a byte of a letter only one
    /// language has, or a byte of a character that is not ASCII), so that
    /// the guess skips the words before it with no second look.
    #[must_use]
    pub fn plain_events(&self, choice: LanguageChoice<'_>) -> Events {
        let mut events = Events::new();
        if matches!(choice, LanguageChoice::Auto) {
            let mut bytes = [false; 256];
            for (b, watched) in bytes.iter_mut().enumerate() {
                *watched = match u8::try_from(b) {
                    Ok(x) if x.is_ascii() => {
                        !x.is_ascii_lowercase()
                            && !x.is_ascii_digit()
                            && self.distinctive_ascii[b] != 0
                    }
                    _ => true,
                };
            }
            events.watch(&bytes);
        }
        events
    }

    /// The language whose own letter a move word shows in its first two
    /// characters (lower-case letters and digits say nothing: files,
    /// squares, pawn moves).
    pub(crate) fn distinctive_language(&self, word: &str) -> Option<usize> {
        // Castling is written alike in every language, though its `O` is
        // the Estonian bishop's letter.
        // (Every castling word starts with a Latin, Greek or Cyrillic O or
        // a zero: the bytes 'O', 'o', '0', 0xCE or 0xD0.)
        if matches!(
            word.as_bytes().first(),
            Some(b'O' | b'o' | b'0' | 0xCE | 0xD0)
        ) && is_castling(word)
        {
            return None;
        }
        let head = &word.as_bytes()[..word.len().min(2)];
        if head.is_ascii() {
            return head
                .iter()
                .filter(|b| !b.is_ascii_lowercase() && !b.is_ascii_digit())
                .find_map(|&b| (self.distinctive_ascii[usize::from(b)] as usize).checked_sub(1));
        }
        word.chars()
            .take(2)
            .filter(|c| !c.is_ascii_lowercase() && !c.is_ascii_digit())
            .find_map(|c| self.owner_of(c))
    }

    /// The language whose own letter `c` is (one no other language
    /// reads), if any.
    #[inline]
    fn owner_of(&self, c: char) -> Option<usize> {
        if c.is_ascii() {
            return (self.distinctive_ascii[c as usize] as usize).checked_sub(1);
        }
        let at = self.distinctive_letters.partition_point(|&(d, _)| d < c);
        self.distinctive_letters
            .get(at)
            .filter(|&&(d, _)| d == c)
            .map(|&(_, i)| i)
    }

    /// The index of a language given by the caller.
    pub(crate) fn index_of(&self, locale: &Locale) -> usize {
        self.locales
            .iter()
            .position(|l| l.tag() == locale.tag())
            .unwrap_or(0)
    }

    /// Finds the language of a game its guessed language did not read
    /// cleanly, walking the whole game (mainline and every variation).
    ///
    /// Languages that read the game's letters alike read it alike: they
    /// are one reading ([`Analyzer::same_reading`]), walked once, in the
    /// first language of the group (English first, then by tag). The
    /// groups are tried most letters of the game first; the first whose
    /// walk reads every move with no look-alike letter and every check and
    /// capture mark right is the game's language, and that walk, into
    /// `out` and `moves`, stands ([`Detected::Clean`]).
    ///
    /// Otherwise the best walk wins: a language that reads every move of
    /// every line wins over any that does not; among those that do not,
    /// the one that reads more moves, then the one whose first failing move
    /// is at least spelt right (an illegal move is still in the language
    /// that spells it; else a malformed move whose piece letter is the
    /// language's), then the one the page around the game is written in
    /// ([`PageEvidence`]). Ties go to fewer look-alike letters, then to fewer
    /// wrong check and capture marks (`cxb8=S#` mates as the Danish
    /// knight, not as the Czech bishop),
    /// then to more moves showing the language's own letters, then to
    /// `first` (the
    /// language guessed from the letters), then to the order of the
    /// locales (English first). The caller walks it again.
    fn detect<M: MoveSink>(
        &mut self,
        game: &Replay<'_>,
        first: usize,
        out: &mut Analysis,
        before_moves: usize,
        moves: &mut M,
    ) -> Detected {
        if self.locales.len() < 2 {
            return Detected::Best {
                language: first,
                whole: out.first_move_error.is_none(),
            };
        }
        // The groups' order and names follow the file's counts.
        self.file_asked = true;
        // How many move words show each language's own letters: each
        // letter of a word looked up once (its language, if it is one's
        // own), each language counted once a word.
        let mut own = vec![0usize; self.locales.len()];
        // The number (from 1) of the last word each language was counted in.
        let mut counted_in = vec![0usize; self.locales.len()];
        let words = game.events.events().iter().filter_map(|event| match event {
            Event::Move(word) => Some(game.events.move_text(game.text, word)),
            _ => None,
        });
        for (n, text) in (1..).zip(words) {
            for i in text.chars().filter_map(|c| self.owner_of(c)) {
                if counted_in[i] != n {
                    counted_in[i] = n;
                    own[i] += 1;
                }
            }
        }
        // (whole game read, moves read, how well the first failure is
        // spelt, the page's evidence, fewer look-alikes, fewer wrong check
        // and capture marks, own letters seen, the guess)
        type Score = (
            bool,
            usize,
            u8,
            PageEvidence,
            std::cmp::Reverse<usize>,
            std::cmp::Reverse<usize>,
            usize,
            bool,
        );
        // A group's evidence and rank, whichever member names it (the
        // preferred language may): what is read must not depend on the name.
        let groups = self.reading_groups(game);
        let group_of = |index: usize| groups.iter().find(|g| g.members.contains(&index));
        let own_of = |index: usize| {
            group_of(index).map_or(own[index], |g| {
                g.members.iter().map(|&m| own[m]).max().unwrap_or(0)
            })
        };
        // (A copy: the walks below borrow the analyzer.)
        let page = self.page.clone();
        let page_of = |index: usize| {
            let of = |m: usize| page.get(m).copied().unwrap_or_default();
            group_of(index).map_or(of(index), |g| {
                g.members.iter().map(|&m| of(m)).max().unwrap_or_default()
            })
        };
        let rank_of = |index: usize| group_of(index).map_or(index, |g| g.members[0]);
        let score = |out: &Analysis, index: usize| -> Score {
            let found = &out.diagnostics[before_moves.min(out.diagnostics.len())..];
            // Spelt right (an illegal move is still in the language that
            // spells it), else its piece letter at least the language's
            // (`Hh4X`: the Polish queen, a sign after it not read), else
            // not even that (`H` is no English letter).
            let spelt = found
                .iter()
                .find(|d| d.severity == crate::diagnostic::Severity::Error)
                .map_or(0, |d| match d.code {
                    Code::IllegalMove | Code::AmbiguousMove | Code::MissingPromotion => 2,
                    Code::MalformedMove if d.variant != Some("unknown-piece") => 1,
                    _ => 0,
                });
            let homoglyphs = found.iter().filter(|d| d.code == Code::Homoglyph).count();
            let marks = found
                .iter()
                .filter(|d| matches!(d.code, Code::WrongCheckMark | Code::WrongCaptureMark))
                .count();
            (
                out.first_move_error.is_none(),
                out.move_count,
                spelt,
                page_of(index),
                std::cmp::Reverse(homoglyphs),
                std::cmp::Reverse(marks),
                own_of(index),
                index == first,
            )
        };
        // The guess was walked already, into `out`.
        let mut best: (usize, Score) = (first, score(out, first));
        for group in groups.iter().filter(|g| !g.members.contains(&first)) {
            // The group is named by the language the file's games single
            // out, else by the one the page is written in, else by the
            // preferred language if it is one of them, else by its first.
            let index = self
                .file_choice(&group.members)
                .or_else(|| page_choice(&page, &group.members))
                .or_else(|| self.preferred.filter(|p| group.members.contains(p)))
                .unwrap_or(group.members[0]);
            out.reset_moves(before_moves);
            moves.restart();
            self.try_walk(game, index, out, moves);
            let s = score(out, index);
            // Read whole, with no look-alike and every check and capture
            // mark right: no other reading can be better.
            if s.0 && s.4.0 == 0 && s.5.0 == 0 {
                self.other_reading(game, index, &group.members, &groups, out);
                return Detected::Clean;
            }
            if s > best.1 || (s == best.1 && rank_of(index) < rank_of(best.0)) {
                best = (index, s);
            }
        }
        Detected::Best {
            language: best.0,
            whole: best.1.0,
        }
    }

    /// After the group `members` read the game cleanly in language
    /// `taken` (detection walked it: the guess did not read it cleanly),
    /// whether another group reads it whole and cleanly too, to other
    /// moves (a Dutch `Pc6`, a knight, is a French pawn move): a warning
    /// `two-readings` names both and the first move where they part, in
    /// figurines. Never one reading picked silently.
    fn other_reading(
        &mut self,
        game: &Replay<'_>,
        taken: usize,
        members: &[usize],
        groups: &[Group],
        out: &mut Analysis,
    ) {
        let mut scratch = Analysis::default();
        let mut ours: Vec<MoveRecord> = Vec::new();
        let mut theirs: Vec<MoveRecord> = Vec::new();
        for group in groups.iter().filter(|g| g.members != members) {
            let index = group.members[0];
            // Whether it reads cleanly first, keeping no move (most groups
            // do not); then its moves, to compare.
            scratch.clear();
            self.try_walk(game, index, &mut scratch, &mut ());
            if !is_clean(&scratch, 0) {
                continue;
            }
            theirs.clear();
            scratch.clear();
            self.try_walk(game, index, &mut scratch, &mut theirs);
            if ours.is_empty() {
                scratch.clear();
                self.try_walk(game, taken, &mut scratch, &mut ours);
            }
            let Some(at) = ours.iter().zip(&theirs).position(|(a, b)| a.mv != b.mv) else {
                continue;
            };
            let (a, b) = (&ours[at], &theirs[at]);
            let names = |m: &[usize]| {
                m.iter()
                    .map(|&i| self.locales[i].name())
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            let fan = |r: &MoveRecord, i: usize| {
                crate::write::move_to_string(
                    &r.before,
                    &r.mv,
                    self.locales[i].letters(),
                    crate::write::Notation::Fan,
                )
            };
            let word = String::from_utf8_lossy(game.src.get(a.word.clone()).unwrap_or_default());
            out.diagnostics.push(
                Diagnostic::new(Code::TwoReadings, a.word.clone())
                    .with("move", quote(&word))
                    .with("language", Arg::Text(names(members)))
                    .with("languages", Arg::Text(names(&group.members)))
                    .with(
                        "moves",
                        Arg::Text(format!("{} / {}", fan(a, taken), fan(b, index))),
                    ),
            );
            return;
        }
    }

    /// The languages, in groups that read the move words of `game` alike,
    /// most of the game's letters read first (then the groups of more
    /// languages, then in locale order); each group's members in locale
    /// order.
    fn reading_groups(&self, game: &Replay<'_>) -> Vec<Group> {
        let chars = game_letters(game.text, game.events);
        let key_letters = key_letters(&chars);
        let words = KeyWords::of(move_texts(game.text, game.events));
        let letters_keys = self.letters_keys(&key_letters);
        let mut groups: Vec<Group> = Vec::new();
        for (index, locale) in self.locales.iter().enumerate() {
            let letters = locale.letters();
            let (key, printed) = self.reading_key_of(letters_keys[index], index, &words);
            match groups.iter_mut().find(|g| g.key == key) {
                Some(group) => group.members.push(index),
                None => groups.push(Group {
                    key,
                    members: vec![index],
                    covered: covered(letters, &chars),
                    rare: 0,
                    printed,
                }),
            }
        }
        // Most letters read first. Among groups that read as many, the one
        // more of whose printed words and phrases the game holds (Slovak's
        // `sa vzdal` before Czech's reading), then the one
        // the file's other games single out most ([`Analyzer::prefer_file`]:
        // `Kf8` of a Hungarian file is its king's move, not the Turkish
        // rook's), then the one whose reading moves the king and the queen
        // less and promotes to other pieces than the queen less (a short
        // line `1. d3 e5 2. Rd2` is a Finnish knight move before it is a
        // Catalan king's), then the one more languages share (a reading
        // more writers use: German's and the Scandinavian letters before
        // Czech's on `Sd2`).
        let votes = |g: &Group| {
            g.members
                .iter()
                .map(|&m| self.file.get(m).copied().unwrap_or(0))
                .max()
                .unwrap_or(0)
        };
        let before_rare = |g: &Group| {
            (
                std::cmp::Reverse(g.covered),
                std::cmp::Reverse(g.printed),
                std::cmp::Reverse(votes(g)),
            )
        };
        // How rare a group's moves are decides only between groups that
        // tie before it: read (over every move word) for those alone.
        let keys: Vec<_> = groups.iter().map(before_rare).collect();
        for (i, group) in groups.iter_mut().enumerate() {
            if keys
                .iter()
                .enumerate()
                .any(|(j, key)| j != i && *key == keys[i])
            {
                group.rare = rare_moves(&self.pieces[group.members[0]], game.text, game.events);
            }
        }
        groups.sort_by_key(|g| {
            (
                before_rare(g),
                g.rare,
                std::cmp::Reverse(g.members.len()),
                g.members[0],
            )
        });
        groups
    }

    /// The languages that read every move of a game exactly as language
    /// `language` does, itself included, in locale order: those that agree
    /// on every letter its move words are written with. Spanish, Italian
    /// and Catalan read every game alike (they share every letter); Russian
    /// and Ukrainian read a game without rook moves alike; a game of pawn
    /// moves reads alike in every language written with Latin files. `src`
    /// is the text the events were read from.
    #[must_use]
    pub fn same_reading(&self, src: &[u8], events: &Events, language: usize) -> Vec<usize> {
        let text = GameText::new(src, events);
        let chars = key_letters(&game_letters(text, events));
        if language >= self.locales.len() {
            return Vec::new();
        }
        // The whole key (the printed words of each language looked for in
        // the move words) only of the languages that make the same of the
        // game's letters, and the words only when one does.
        let letters = self.letters_keys(&chars);
        let alike: Vec<usize> = (0..self.locales.len())
            .filter(|&i| i == language || letters[i] == letters[language])
            .collect();
        if alike.len() == 1 {
            return alike;
        }
        let words = KeyWords::of(move_texts(text, events));
        let key = self.reading_key_of(letters[language], language, &words).0;
        alike
            .into_iter()
            .filter(|&i| i == language || self.reading_key_of(letters[i], i, &words).0 == key)
            .collect()
    }

    /// [`same_reading`](Self::same_reading) for a game of a tree.
    #[must_use]
    pub fn same_reading_of(&mut self, game: &Game<'_>, language: usize) -> Vec<usize> {
        let mut events = std::mem::take(&mut self.events);
        events.read_game(game);
        let group = self.same_reading(game.node().tree().source(), &events, language);
        self.events = events;
        group
    }
}

/// The member of a group (`members`) the page's text singles out
/// (`page`, per language: [`PageEvidence`]), if one has more than every
/// other.
fn page_choice(page: &[PageEvidence], members: &[usize]) -> Option<usize> {
    let of = |m: usize| page.get(m).copied().unwrap_or_default();
    let best = members.iter().copied().max_by_key(|&m| of(m))?;
    let top = of(best);
    (top != PageEvidence::default() && members.iter().filter(|&&m| of(m) == top).count() == 1)
        .then_some(best)
}

/// The first mainline move word of a game, if any.
fn first_mainline_move<'a>(game: &Replay<'a>) -> Option<&'a str> {
    let mut depth = 0usize;
    for event in game.events.events() {
        match event {
            Event::Enter => depth += 1,
            Event::Exit => depth = depth.saturating_sub(1),
            Event::Move(word) if depth == 1 => {
                return Some(game.events.move_text(game.text, word));
            }
            _ => {}
        }
    }
    None
}

/// The mainline's move words (see [`rest_of_line`]).
fn mainline_words<'g>(game: &'g Replay<'_>) -> impl Iterator<Item = &'g str> + 'g {
    let events = game.events.events();
    let from = events
        .iter()
        .position(|e| matches!(e, Event::Enter))
        .map_or(events.len(), |i| i + 1);
    rest_of_line(game, from)
}

/// The move words after event `from` on its line, to the line's end:
/// variations inside it passed over, of alternatives (`Ρε7/Ρε5`) the first.
fn rest_of_line<'g>(game: &'g Replay<'_>, from: usize) -> impl Iterator<Item = &'g str> + 'g {
    let mut nesting = 0usize;
    let mut skip = 0u32;
    let mut taken_first = true;
    game.events
        .events()
        .get(from..)
        .unwrap_or_default()
        .iter()
        .map_while(move |event| match event {
            Event::Enter => {
                nesting += 1;
                Some(None)
            }
            Event::Exit if nesting == 0 => None,
            Event::Exit => {
                nesting -= 1;
                Some(None)
            }
            Event::Alternatives(n) if nesting == 0 => {
                skip = *n;
                taken_first = false;
                Some(None)
            }
            Event::Move(word) if nesting == 0 => {
                if skip > 0 {
                    skip -= 1;
                    if taken_first {
                        return Some(None);
                    }
                    taken_first = true;
                }
                Some(Some(game.events.move_text(game.text, word)))
            }
            _ => Some(None),
        })
        .flatten()
}

/// Whether the game's first mainline move reads as a legal move in
/// `table`'s descriptive notation (printed with spaces inside or not: the
/// lexer keeps `P - K 4` in one word).
fn first_move_reads(
    table: &crate::descriptive::Descriptive,
    kept: &mut rustc_hash::FxHashMap<String, bool>,
    game: &Replay<'_>,
) -> bool {
    let Some(first) = mainline_words(game).next() else {
        return false;
    };
    let reads = || {
        matches!(
            table.resolve(first, game.start),
            crate::descriptive::Resolution::Move(..)
        )
    };
    // From the standard start, kept by the word: a file's games open with
    // few words, which a descriptive notation reads or not (the common
    // case: a game in algebraic notation no guess reads cleanly).
    if *game.start != Position::new() {
        return reads();
    }
    if let Some(&kept) = kept.get(first) {
        return kept;
    }
    let found = reads();
    if kept.len() == DESCRIPTIVE_FIRST_KEPT {
        kept.clear();
    }
    kept.insert(first.to_owned(), found);
    found
}

/// How many first moves [`first_move_reads`] keeps for each descriptive
/// notation.
const DESCRIPTIVE_FIRST_KEPT: usize = 256;

/// How a move read in descriptive notation is recorded: as the SAN that
/// names it, with the check written, so that a translation writes SAN.
fn descriptive_reading(pos: &Position, mv: &Move, marks: crate::descriptive::Marks) -> Reading {
    use crate::word::{CheckMark, PieceMark, PromotionMark, Spelling, Style};
    use crate::write::{Disambiguation, disambiguation};
    let syntax = match *mv {
        Move::Castle { .. } => MoveSyntax::Castle {
            long: mv.castling_side() == Some(forsyth_core::CastlingSide::Queen),
        },
        _ => {
            let (role, from, to) = (
                mv.role().unwrap_or(forsyth_core::Role::Pawn),
                mv.from().unwrap_or(forsyth_core::Square::A1),
                mv.to().unwrap_or(forsyth_core::Square::A1),
            );
            let (from_file, from_rank) = if role == forsyth_core::Role::Pawn {
                (mv.is_capture().then(|| from.file()), None)
            } else {
                match disambiguation(pos, role, from, to) {
                    Disambiguation::None => (None, None),
                    Disambiguation::File => (Some(from.file()), None),
                    Disambiguation::Rank => (None, Some(from.rank())),
                    Disambiguation::Square => (Some(from.file()), Some(from.rank())),
                }
            };
            MoveSyntax::Normal {
                role,
                from_file,
                from_rank,
                capture: mv.is_capture(),
                to,
                promotion: mv.promotion(),
            }
        }
    };
    Reading {
        syntax,
        style: Style::San,
        check: marks.check,
        en_passant_mark: marks.en_passant,
        spelling: Spelling {
            piece: if mv.role() == Some(forsyth_core::Role::Pawn) {
                PieceMark::None
            } else {
                PieceMark::Letter
            },
            capture_mark: mv.is_capture().then_some('x'),
            promotion: mv.promotion().map(|_| PromotionMark::Equals),
            check_mark: match marks.check {
                Check::None => None,
                Check::Check => Some(CheckMark::Plus),
                Check::DoubleCheckOrMate => Some(CheckMark::DoublePlus),
                Check::Mate => Some(CheckMark::Hash),
            },
            ..Spelling::default()
        },
        homoglyphs: crate::word::Homoglyphs::EMPTY,
    }
}

/// Whether the walk in `out` read every move with no look-alike letter
/// and every check and capture mark right: then its language is the
/// game's. (`1. h5+ Kh6 2. Rf7#` plays in English, but only the Estonian
/// knight mates.)
fn is_clean(out: &Analysis, before_moves: usize) -> bool {
    out.first_move_error.is_none()
        && out.diagnostics[before_moves.min(out.diagnostics.len())..]
            .iter()
            .all(|d| {
                !matches!(
                    d.code,
                    Code::Homoglyph | Code::WrongCheckMark | Code::WrongCaptureMark
                )
            })
}

/// Languages that read a game's letters alike.
struct Group {
    key: u64,
    /// Indices in locale order.
    members: Vec<usize>,
    /// How many of the game's letters the group writes as (part of) its
    /// own piece letters, and reads on input only.
    covered: (usize, usize),
    /// How rare its reading's moves are (see [`rare_moves`]), where
    /// another group ties with it on all that comes first in their order
    /// ([`Analyzer::reading_groups`]); 0 elsewhere, where it decides
    /// nothing.
    rare: usize,
    /// How many of its printed words and phrases stand among the game's
    /// move words (`se vzdal`, `sa vzdal`): evidence of the language that
    /// letters cannot give (Czech and Slovak share every letter; `a
    /// čierny sa vzdal` is Slovak's phrase), counted with its key
    /// ([`reading_key`]).
    printed: usize,
}

/// Whether a move word is castling as every language reads it: `O`s or
/// zeros (Latin, Greek or Cyrillic) and hyphens, and marks after them.
fn is_castling(word: &str) -> bool {
    let core = word.trim_end_matches(['+', '#', '!', '?']);
    !core.is_empty()
        && core
            .chars()
            .all(|c| matches!(c, 'O' | 'o' | '0' | 'Ο' | 'ο' | 'О' | 'о' | '-'))
}

/// The characters of a game's move words that a language may read its own
/// way, sorted and once each: not digits, not Latin `a`–`h` (files in every
/// language), not marks, and not the words of castling (two or three `O`s
/// or zeros, read alike in every language).
fn game_letters(src: GameText<'_>, events: &Events) -> Vec<char> {
    let mut chars: Vec<char> = Vec::new();
    for event in events.events() {
        let Event::Move(word) = event else {
            continue;
        };
        let text = events.move_text(src, word);
        if is_castling(text) {
            continue;
        }
        for c in text.chars() {
            if c.is_ascii_digit() || ('a'..='h').contains(&c) || !c.is_alphabetic() || c == 'x' {
                continue;
            }
            if let Err(at) = chars.binary_search(&c) {
                chars.insert(at, c);
            }
        }
    }
    chars
}

/// Where the check or mate sign printed apart after a move word ending at
/// `end` stands in `src` (`+` of `Db1 +`, `†` of `Dd1–f3 †`): past the
/// blanks after the word, the signs there.
fn sign_after(src: &[u8], end: usize) -> Option<Range<usize>> {
    let rest = src.get(end..)?;
    let start = end + rest.iter().position(|b| !b.is_ascii_whitespace())?;
    let len = crate::printed::check_signs_len(&src[start..]);
    (len > 0).then(|| start..start + len)
}

/// The move words of a game, detached marks joined on.
fn move_texts<'a>(src: GameText<'a>, events: &'a Events) -> Vec<&'a str> {
    events
        .events()
        .iter()
        .filter_map(|e| match e {
            Event::Move(word) => Some(events.move_text(src, word)),
            _ => None,
        })
        .collect()
}

/// A game's letters (from [`game_letters`]), each with the characters
/// that look like it (four at most) and whether it is lower case: what
/// [`Analyzer::reading_key_of`] asks of every language, found once a game.
fn key_letters(chars: &[char]) -> Vec<KeyLetter> {
    chars
        .iter()
        .map(|&c| KeyLetter {
            c,
            alikes: crate::letters::look_alikes(c).take(4).collect(),
            lower: c.is_lowercase(),
        })
        .collect()
}

/// A letter of a game, as [`key_letters`] finds it.
struct KeyLetter {
    c: char,
    alikes: arrayvec::ArrayVec<char, 4>,
    lower: bool,
}

/// A game's move words as [`reading_key`] asks every language about
/// them, found once a game: each distinct text once (a long game, or
/// prose read as one, prints the same words many times).
struct KeyWords<'a> {
    /// The move words, in order, detached marks joined on.
    words: Vec<&'a str>,
    /// For each word, the index of its text in `texts`.
    ids: Vec<u32>,
    /// The distinct texts, in the order they first stand.
    texts: Vec<&'a str>,
    /// Every byte of the texts, as a set of 256 bits: a language none of
    /// whose printed words and signs starts with one of them finds none
    /// in any text ([`PrintedWords::may_be_in`]), told without a look at
    /// a text.
    bytes: [u64; 4],
    /// The texts with no digit, in order: the only ones that may be a
    /// short word of prose or a word for a threat
    /// ([`PrintedWords::prose_in`]). Nearly every move word has a digit.
    wordy: Vec<&'a str>,
    /// The most words with no digit that stand one after another: a
    /// phrase for resigning (two words or more, none with a digit:
    /// [`PrintedWords::phrases_in`]) needs as many.
    wordy_run: usize,
}

impl<'a> KeyWords<'a> {
    fn of(words: Vec<&'a str>) -> KeyWords<'a> {
        // (Fx hashing: a long game's words are many, and short.)
        let mut seen: rustc_hash::FxHashMap<&'a str, u32> = rustc_hash::FxHashMap::default();
        let mut texts = Vec::new();
        let ids = words
            .iter()
            .map(|&word| {
                *seen.entry(word).or_insert_with(|| {
                    texts.push(word);
                    (texts.len() - 1) as u32
                })
            })
            .collect();
        let has_digit = |text: &str| text.bytes().any(|b| b.is_ascii_digit());
        let mut bytes = [0u64; 4];
        for b in texts.iter().flat_map(|text| text.bytes()) {
            bytes[usize::from(b >> 6)] |= 1 << (b & 63);
        }
        let wordy = texts
            .iter()
            .copied()
            .filter(|text| !has_digit(text))
            .collect();
        let (mut run, mut wordy_run) = (0, 0);
        for word in &words {
            run = if has_digit(word) { 0 } else { run + 1 };
            wordy_run = wordy_run.max(run);
        }
        KeyWords {
            words,
            ids,
            texts,
            bytes,
            wordy,
            wordy_run,
        }
    }
}

impl Analyzer<'_> {
    /// The letters key of every language, in locale order: the part of a
    /// [`reading_key`] that the game's letters make alone
    /// ([`hash_letters`]), cheap, as no printed word is looked for.
    /// Languages whose letter keys differ have different reading keys.
    /// Found once for every language and kept for the games that show
    /// the same letters ([`Analyzer::letter_keys`]): a file's games show
    /// few sets of them (an English file's, some of `K`, `Q`, `R`, `B` and
    /// `N`); and looked up once a game, not once a language.
    fn letters_keys(&self, chars: &[KeyLetter]) -> Vec<u64> {
        let mut kept = self.letter_keys.borrow_mut();
        let same = |(letters, _): &(Vec<char>, Vec<u64>)| {
            letters.len() == chars.len() && letters.iter().zip(chars).all(|(&c, k)| c == k.c)
        };
        let at = match kept.iter().position(same) {
            Some(at) => at,
            None => {
                let keys: Vec<u64> = (0..self.locales.len())
                    .map(|i| {
                        use std::hash::Hasher;
                        let mut h = std::collections::hash_map::DefaultHasher::new();
                        hash_letters(&mut h, self.locales[i].letters(), &self.readable[i], chars);
                        h.finish()
                    })
                    .collect();
                // (A file of games in many languages and scripts: the sets
                // kept are bounded.)
                if kept.len() == LETTER_KEYS_KEPT {
                    kept.remove(0);
                }
                kept.push((chars.iter().map(|k| k.c).collect(), keys));
                kept.len() - 1
            }
        };
        kept[at].1.clone()
    }

    /// The printed words and signs of language `language`, made on first
    /// use.
    fn printed_words(&self, language: usize) -> &PrintedWords {
        self.printed[language].get_or_init(|| PrintedWords::of(self.locales[language]))
    }

    /// [`Analyzer::reading_key_of`] of a game's letters `chars`.
    #[cfg(test)]
    fn reading_key(
        &self,
        language: usize,
        chars: &[KeyLetter],
        words: &KeyWords<'_>,
    ) -> (u64, usize) {
        self.reading_key_of(self.letters_keys(chars)[language], language, words)
    }

    /// What language `language` makes of each of a game's letters (from
    /// [`key_letters`], its key among the [`Analyzer::letters_keys`]:
    /// `letters`): the piece letters holding it, those it may be a
    /// look-alike or a lower-case form of, the file it is; and the printed
    /// words for mate and capture signs of its own that stand in `words`
    /// (the Italian `matto`). Two languages with the same key read the
    /// game's words alike. With it, how many of its printed words and
    /// phrases stand among the words ([`Group::printed`]).
    fn reading_key_of(&self, letters: u64, language: usize, words: &KeyWords<'_>) -> (u64, usize) {
        reading_key(letters, self.printed_words(language), words)
    }
}

/// How many sets of a game's letters [`Analyzer::letters_keys`] keeps the
/// keys of.
const LETTER_KEYS_KEPT: usize = 16;

/// A character of one of a language's piece letters, as [`reading_key`]
/// compares it with a game's letters: the piece letter it stands in, its
/// piece, its place in it, the letter, and its lower case when that is one
/// character. Found once per language, not once per game.
#[derive(Clone, Copy, Debug)]
struct PieceChar<'l> {
    text: &'l str,
    role: usize,
    at: usize,
    letter: char,
    lower: Option<char>,
}

/// The characters of a language's piece letters `pieces` (longest first),
/// in order.
fn piece_chars<'l>(pieces: &[(&'l str, forsyth_core::Role)]) -> Vec<PieceChar<'l>> {
    let mut out = Vec::new();
    for &(text, role) in pieces {
        for (at, letter) in text.chars().enumerate() {
            let mut lower = letter.to_lowercase();
            let one = lower.next().filter(|_| lower.next().is_none());
            out.push(PieceChar {
                text,
                role: role.index(),
                at,
                letter,
                lower: one,
            });
        }
    }
    out
}

/// [`Analyzer::reading_key_of`] of a language whose letters make the key
/// `letters` of the game's letters ([`Analyzer::letters_keys`]) and whose
/// printed words are `printed`: the key, and how many of its printed
/// words and phrases `words` holds. Each distinct text of `words` is asked
/// about once; the key hashes what is found word by word, in order, as if
/// each word were asked.
fn reading_key(letters: u64, printed: &PrintedWords, words: &KeyWords<'_>) -> (u64, usize) {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    let mut count = 0;
    let first_bytes = printed.first_bytes();
    // The words and signs found in each text (`PrintedWords::found_in`,
    // of a text that holds a byte one of them starts with), as a range of
    // `found`.
    // (None of it where no text holds such a byte, as in most games.)
    if first_bytes
        .iter()
        .zip(&words.bytes)
        .any(|(a, b)| a & b != 0)
    {
        let mut found: Vec<&str> = Vec::new();
        let mut spans: Vec<(u32, u32)> = Vec::with_capacity(words.texts.len());
        for text in &words.texts {
            let start = found.len() as u32;
            if PrintedWords::may_be_in(&first_bytes, text) {
                found.extend(printed.found_in(text));
            }
            spans.push((start, found.len() as u32));
        }
        for &id in &words.ids {
            let (from, to) = spans[id as usize];
            for found in &found[from as usize..to as usize] {
                (5u8, found).hash(&mut h);
                count += 1;
            }
        }
    }
    if words.wordy_run >= 2 {
        for found in printed.phrases_in(&words.words) {
            (5u8, found).hash(&mut h);
            count += 1;
        }
    }
    // Its short words of prose between moves (Croatian's `i`, no Danish
    // word, though both write `Lxf7`): which texts are (those `prose_in`
    // gives of the texts with no digit, in order).
    let mut of_prose = printed.prose_in(&words.wordy).peekable();
    if of_prose.peek().is_some() {
        let prose: Vec<bool> = words
            .texts
            .iter()
            .map(|text| of_prose.next_if(|p| std::ptr::eq(*p, *text)).is_some())
            .collect();
        for (&id, word) in words.ids.iter().zip(&words.words) {
            if prose[id as usize] {
                (6u8, word).hash(&mut h);
                count += 1;
            }
        }
    }
    h.write_u64(letters);
    (h.finish(), count)
}

/// The part of [`reading_key`] that its letters make, hashed into `h`:
/// what the language makes of each of the game's letters (`chars`, from
/// [`key_letters`]), from its `letters` and the characters of its piece
/// letters `pieces`. No printed word counts here: two languages whose
/// parts differ have different keys, found without asking about a word.
fn hash_letters(
    h: &mut impl std::hash::Hasher,
    letters: &crate::letters::Letters,
    pieces: &[PieceChar<'_>],
    chars: &[KeyLetter],
) {
    use std::hash::Hash;
    for &KeyLetter {
        c,
        ref alikes,
        lower,
    } in chars
    {
        c.hash(h);
        // Each letter of its pieces, with its lower case when that is one
        // character (none else is a letter of the game).
        for &PieceChar {
            text,
            role,
            at,
            letter: l,
            lower: l_lower,
        } in pieces
        {
            if l == c {
                (0u8, text, role, at).hash(h);
            } else if alikes.contains(&l) {
                (1u8, text, role, at).hash(h);
            } else if lower && l_lower == Some(c) {
                (2u8, text, role, at).hash(h);
            }
        }
        if let Some(file) = letters.files.iter().position(|&f| f == c) {
            (3u8, file).hash(h);
        }
        if letters.capture_char() == Some(c) {
            4u8.hash(h);
        }
    }
}

/// How unusual the moves of a game read in a language would be: two for a
/// move word that starts with its king's letter, one for its queen's, three
/// for a pawn promoted to another piece than the queen. Kings seldom move
/// but to castle, queens less than the minor pieces, and a pawn seldom
/// becomes anything but a queen, so of two languages that read a game's
/// letters equally, the one that reads fewer such moves is the likelier
/// (`b8=L` is an Estonian queen before it is a Danish bishop).
fn rare_moves(pieces: &[(&str, forsyth_core::Role)], src: GameText<'_>, events: &Events) -> usize {
    let mut rare = 0;
    for event in events.events() {
        let Event::Move(word) = event else {
            continue;
        };
        // A move number printed glued to its move (`5Ld2`) aside.
        let text = Events::word_text(src, word)
            .trim_start_matches(|c: char| c.is_ascii_digit() || c == '.');
        // The longest letter first (the table is sorted so).
        let role = pieces
            .iter()
            .find(|(letter, _)| text.starts_with(letter))
            .map(|&(_, role)| role);
        rare += match role {
            Some(forsyth_core::Role::King) => 2,
            Some(forsyth_core::Role::Queen) => 1,
            Some(_) => 0,
            None => match promotion(pieces, text) {
                Some(forsyth_core::Role::Queen) | None => 0,
                Some(_) => 3,
            },
        };
    }
    rare
}

/// The piece a pawn's move word promotes to, read with `pieces` (a
/// language's [`Letters::readable_pieces`](crate::letters::Letters::readable_pieces)):
/// a piece letter at its end, after `=`, `/`, `(` or the last rank
/// (`e8=Q`, `e8/Q`, `e8(Q)`, `exd8Q`), marks after it aside.
fn promotion(pieces: &[(&str, forsyth_core::Role)], text: &str) -> Option<forsyth_core::Role> {
    let core = text.trim_end_matches(['+', '#', '!', '?', ')', '‡', '†']);
    pieces.iter().find_map(|&(letter, role)| {
        let before = core.strip_suffix(letter)?;
        matches!(
            before.chars().next_back(),
            Some('=' | '/' | '(' | '1' | '8')
        )
        .then_some(role)
    })
}

/// How many characters of `chars` are written in one of the language's
/// own piece letters: the letters it writes first, then those it reads on
/// input only (German `P` for the pawn counts less than Dutch `P`, the
/// knight, on `Pf3`).
fn covered(letters: &crate::letters::Letters, chars: &[char]) -> (usize, usize) {
    // (Asked for each group of languages of each game whose language is
    // looked for: no list made.)
    let written = |c: char| letters.pieces.iter().any(|text| text.contains(c));
    let extra = |c: char| {
        letters
            .extra_pieces
            .iter()
            .any(|(text, _)| text.contains(c))
    };
    (
        chars.iter().filter(|&&c| written(c)).count(),
        chars.iter().filter(|&&c| extra(c)).count(),
    )
}

/// A game being replayed: its events, the text they were read from, and
/// its start position.
struct Replay<'a> {
    src: &'a [u8],
    /// `src` as text, for the move words.
    text: GameText<'a>,
    events: &'a Events,
    /// Whether the position before each move is kept: for a sink that
    /// reads it ([`MoveSink::TAKES_BEFORE`], not looked for then), or for a
    /// variation the game may hold ([`Events::has_variations`], or,
    /// replayed as read, a `(` in its move text) or an alternative printed
    /// inline ([`inline_alternative`]).
    may_vary: bool,
    start: &'a Position,
    /// Whether the `[FEN]` said fullmove 0 (read as 1): a writer who
    /// numbers from 0 then follows the FEN as written.
    zero_fullmove: bool,
}

/// A walk that replays the events of a game as the plain reader reads
/// them ([`Analyzer::analyze_plain`]).
struct Replayed<'w, 'a, 'l, 'g, M> {
    walker: Walker<'w, 'l, M>,
    stack: Vec<LineState>,
    game: &'g Replay<'a>,
    /// Whether the guess is still to be told by a mainline word (the
    /// walk's language is the one walked when none tells).
    seeking: bool,
    /// Whether a word told another language: the walk stops, and the game
    /// is walked again the usual way.
    other: bool,
}

impl<M: MoveSink> EventSink for Replayed<'_, '_, '_, '_, M> {
    #[inline(always)]
    fn event(&mut self, event: Event) {
        if !self.other {
            let game = self.game;
            self.walker.step(&mut self.stack, &event, usize::MAX, game);
        }
    }

    #[inline(always)]
    fn word(&mut self, span: Range<usize>, mainline: bool) {
        if self.other {
            return;
        }
        let game = self.game;
        // [`Analyzer::guess`]: the first mainline word that starts with a
        // byte that can say something and shows a language's own letter.
        if mainline && self.seeking && game.events.watches(game.src, &span) {
            let word = MoveWord::plain(span.clone());
            if let Some(language) = self
                .walker
                .analyzer
                .distinctive_language(Events::word_text(game.text, &word))
            {
                self.seeking = false;
                if language != self.walker.language {
                    self.other = true;
                    return;
                }
            }
        }
        self.walker.step(
            &mut self.stack,
            &Event::Move(MoveWord::plain(span)),
            usize::MAX,
            game,
        );
    }
}

/// What [`Analyzer::detect`] found for a game.
enum Detected {
    /// A language read it cleanly; its walk is in the caller's analysis.
    Clean,
    /// No language read it cleanly: the best one, to walk again.
    Best {
        language: usize,
        /// Whether it reads every move of the game.
        whole: bool,
    },
}

/// The start position from the `[FEN]` tag (with `[Variant]` for Chess960),
/// or the standard one.
///
/// A FEN that strict reading refuses but lenient reading can repair (the
/// fullmove number 0 of many puzzle collections, missing counters, a
/// castling right or an en passant square that the board contradicts) gives
/// the repaired position and one `fen-repaired` warning per repair: the game
/// can still be replayed. A FEN that no repair makes a legal position (no
/// king, a pawn on the first rank) is reported and gives `None`.
///
/// A game under other rules (`[Variant "Crazyhouse"]`, antichess, horde…)
/// is reported once, on its tag, and gives `None`: its moves are not read
/// at all rather than read by the wrong rules.
fn start_position(
    events: &Events,
    start_from: &StartFrom,
    diagnostics: &mut Vec<Diagnostic>,
) -> Option<(Position, bool)> {
    let variant = events.variant();
    let rules = variant
        .as_ref()
        .and_then(|v| v.text)
        .map_or(Rules::Chess, Rules::of);
    if rules == Rules::Other
        && let Some(tag) = variant
    {
        diagnostics.push(
            Diagnostic::new(Code::UnsupportedVariant, tag.span.clone())
                .with("variant", quote(tag.text.unwrap_or_default())),
        );
        return None;
    }
    let Some(tag) = events.fen() else {
        return Some(match start_from {
            StartFrom::Printed(position) => (*position, false),
            StartFrom::Initial | StartFrom::Unprinted => (Position::new(), false),
        });
    };
    let mode = (rules == Rules::Chess960).then_some(CastlingMode::Chess960);
    // Point into the tag's string; exact when the value has no escapes, as
    // FENs never do.
    let before = diagnostics.len();
    let start = read_fen(tag.text.unwrap_or_default(), mode, tag.base, diagnostics)?;
    let zero_fullmove = diagnostics[before..].iter().any(|d| {
        d.args
            .iter()
            .any(|(_, a)| matches!(a, Arg::Repair(Repair::FullmovesZero)))
    });
    Some((start, zero_fullmove))
}

/// The rules a `[Variant]` tag names.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Rules {
    /// Standard chess (no tag, or a name of it).
    #[default]
    Chess,
    /// Chess960.
    Chess960,
    /// Rules forsyth does not know: the game's moves are not read.
    Other,
}

impl Rules {
    /// Standard chess for what the PGN world writes for it (`Standard`,
    /// `Normal`, `Regular`, `Classical`, `From Position`, empty), Chess960 for its names
    /// (`Chess960`, `Fischerandom`, `Chess 960`), anything else other rules.
    #[must_use]
    pub fn of(value: &str) -> Rules {
        // Compared in any case, with no lower-case copy (a `[Variant]` tag
        // stands in most games of a study).
        let v = value.trim().as_bytes();
        let contains = |word: &[u8]| v.windows(word.len()).any(|w| w.eq_ignore_ascii_case(word));
        if contains(b"960") || contains(b"fischer") {
            Rules::Chess960
        } else if [
            &b""[..],
            b"standard",
            b"normal",
            b"regular",
            b"classical",
            b"chess",
            b"orthodox",
            b"from position",
            b"fromposition",
        ]
        .iter()
        .any(|name| v.eq_ignore_ascii_case(name))
        {
            Rules::Chess
        } else {
            Rules::Other
        }
    }
}

/// Reads a FEN that stands at byte `base` of a text: strictly, or else
/// leniently with one `fen-repaired` warning per repair, or not at all with
/// an `invalid-fen` error (see [`start_position`]).
pub(crate) fn read_fen(
    value: &str,
    mode: Option<CastlingMode>,
    base: usize,
    diagnostics: &mut Vec<Diagnostic>,
) -> Option<Position> {
    // An empty span (a field that is missing) covers the character at it,
    // or the FEN's last one at its end: never a byte past the FEN.
    let at = |span: Range<usize>| {
        if !span.is_empty() {
            return base + span.start..base + span.end;
        }
        let char_at = |i: usize| value.get(i..).and_then(|rest| rest.chars().next());
        match char_at(span.start) {
            Some(c) => base + span.start..base + span.start + c.len_utf8(),
            None => match value.char_indices().next_back() {
                Some((i, c)) => base + i..base + i + c.len_utf8(),
                None => base..base + 1,
            },
        }
    };
    // One `ParsedFen` a thread, read into for every FEN (it is all written
    // again each time): no vectors of repairs and castling letters
    // allocated and dropped for each set-up, and its 700 bytes not set up
    // anew.
    thread_local! {
        static PARSED: std::cell::RefCell<ParsedFen> = std::cell::RefCell::default();
    }
    PARSED.with_borrow_mut(|parsed| read_parsed_fen(value, mode, diagnostics, parsed, at))
}

/// [`read_fen`] into `parsed`; `at` places a span of `value` in the text.
fn read_parsed_fen(
    value: &str,
    mode: Option<CastlingMode>,
    diagnostics: &mut Vec<Diagnostic>,
    parsed: &mut ParsedFen,
    at: impl Fn(Range<usize>) -> Range<usize>,
) -> Option<Position> {
    match Fen::parse_strict_or_lenient_into(value, mode, parsed) {
        Ok(pos) => {
            for repair in &parsed.repairs {
                let span = repair_span(repair, parsed, value.len());
                let mut finding = Diagnostic::new(Code::FenRepaired, at(span))
                    .with("fen", Arg::Text(value.to_owned()))
                    .with("repair", Arg::Repair(repair.clone()));
                // A fullmove number 0 is what many programs write for a
                // set-up position: worth knowing, not a warning.
                if *repair == Repair::FullmovesZero {
                    finding.severity = Severity::Information;
                }
                diagnostics.push(finding);
            }
            Some(pos)
        }
        Err((strict, lenient)) => {
            // Report what no repair could mend; strict reading's first
            // complaint may have been one that lenient reading repaired.
            let err = if lenient.kind == strict.kind {
                strict
            } else {
                lenient
            };
            diagnostics.push(
                Diagnostic::new(Code::InvalidFen, at(err.span))
                    .with("reason", Arg::FenError(err.kind))
                    .with("fen", Arg::Text(value.to_owned())),
            );
            None
        }
    }
}

/// The bytes of a FEN that a repair is about: the repaired field, or the
/// end of the FEN for a field that was missing.
fn repair_span(repair: &Repair, parsed: &ParsedFen, len: usize) -> Range<usize> {
    let field = |f: FenField| parsed.spans.fields[f as usize].clone();
    match repair {
        Repair::Dash { span }
        | Repair::DroppedCastling { span, .. }
        | Repair::DroppedEpSquare { span } => span.clone(),
        Repair::FullmovesZero => field(FenField::Fullmoves).unwrap_or(len..len),
        Repair::ResetHalfmoves => field(FenField::Halfmoves).unwrap_or(len..len),
        Repair::Defaulted(_) => len..len,
        Repair::StrippedBrackets | Repair::Separators => 0..len,
    }
}

/// The state of one line being walked.
#[derive(Clone)]
struct LineState {
    pos: Position,
    /// The position before the line's last move, where a variation starts
    /// (when `moved`).
    before_last: Position,
    /// Whether a move was played in the line.
    moved: bool,
    /// Whether an error stopped this line.
    failed: bool,
    /// The move number just read, waiting for its move.
    number: Option<(crate::lexer::MoveNumber, Range<usize>)>,
    /// After alternatives (`Ρε7/Ρε5`), the positions of the alternatives
    /// other than the first: later moves of the line must be legal there
    /// too.
    shadows: Vec<Position>,
    /// How far the line's written move numbers are from the real ones,
    /// since the last number found off (a variation starts with its
    /// parent's).
    number_shift: i128,
    /// Whether the line is a variation printed apart, after the line it
    /// belongs to, as problem solutions print them: `1.Ρθ3! Αη6 2.Ρε6#
    /// 1...Ιε7 2.Αγ7#` (see [`Walker::restart`]).
    restart: bool,
    /// How many [`Key`]s the line has kept.
    keys: u8,
}

/// How many plies a threat printed after a word for it ([`Walker::idea`])
/// holds after its first move at most, up to the mate it threatens.
const THREAT_PLIES: usize = 6;

/// How many moves [`Walker::reach`] plays at most to tell a line printed
/// apart from a line's own move under a wrong number.
const REACH: usize = 8;

/// How many of a line's first positions with Black to move are kept as
/// [`Key`]s: a solution's variations start again from its first moves.
const KEYS: u8 = 8;

/// A position of a line with Black to move, after one of White's first
/// moves of the line: where a variation printed apart may start
/// (`1...Ιε7` after `1.Ρθ3! Αη6 2.Ρε6#`).
#[derive(Clone)]
struct Key {
    /// The depth of the line it stands in.
    line: u32,
    /// The position before White's move: where a line printed apart under
    /// White's number of an earlier move starts again (`2. Кb1-c3` after
    /// `2. g1-f3 d7-d6;`, see [`Walker::restart_white`]).
    before: Position,
    /// White's move, played from [`Key::before`] to the key's position
    /// ([`Key::pos`]): kept instead of that position, which only a line
    /// printed apart asks for.
    mv: Move,
    /// Where the first move or move number after White's move starts
    /// (`usize::MAX`: none yet): where a variation of White's move goes.
    after: usize,
    /// Where Black's reply played from it ends (`usize::MAX`: none yet).
    reply: usize,
    /// Where the line's next move or move number after the reply starts
    /// (`usize::MAX`: none yet): where a variation from the key goes.
    next: usize,
}

impl Key {
    /// The position after White's move: where a line printed apart under
    /// Black's number starts again ([`Walker::restart`]).
    fn pos(&self) -> Position {
        let mut pos = self.before;
        pos.play_unchecked(self.mv);
        pos
    }

    /// The key's move number: White's move keeps it.
    fn fullmoves(&self) -> u32 {
        self.before.fullmoves()
    }
}

/// Where a line printed apart starts ([`Walker::play_apart`]).
struct Apart {
    /// The depth of the line it is a variation of.
    line: u32,
    /// The position it starts from.
    pos: Position,
    /// Where it belongs: before the move or number there ([`Key::next`],
    /// [`Key::after`]; `usize::MAX`: where it was printed).
    next: usize,
    /// Its move number, and where that stands.
    number: (crate::lexer::MoveNumber, Range<usize>),
    /// [`LineState::number_shift`] of the line it stands after.
    shift: i128,
    /// Whether its first move is White's.
    white: bool,
}

impl LineState {
    fn new(pos: Position, failed: bool, number_shift: i128) -> LineState {
        LineState {
            pos,
            before_last: pos,
            moved: false,
            failed,
            number: None,
            shadows: Vec::new(),
            number_shift,
            restart: false,
            keys: 0,
        }
    }
}

struct Walker<'a, 'l, M> {
    analyzer: &'a mut Analyzer<'l>,
    language: usize,
    /// Whether the language was found rather than given.
    auto: bool,
    /// Whether a move the language cannot read may be read in another.
    fallback: bool,
    out: &'a mut Analysis,
    moves: &'a mut M,
    /// Whether a move number of the game was compared yet.
    numbered: bool,
    /// The printed forms reported in this walk (each once a game).
    printed: PrintedKinds,
    /// Whether moves are read in the language's descriptive notation.
    descriptive: bool,
    /// Whether the word read as printed has a check or mate mark standing
    /// apart after it (`Dx f7 #`): its move is played with it.
    detached: bool,
    /// Whether the walk, replaying events as they are read
    /// ([`Analyzer::analyze_plain`]), met a question only the whole list
    /// answers (is this the mainline's last move?): the game is read and
    /// walked again the usual way.
    redo: bool,
    /// The last run of short words of prose handed to the sink (see
    /// [`Walker::prose_words`]): its other words are passed over.
    prose: Range<usize>,
    /// The words of the last move of long notation read across words
    /// ([`Walker::dash_apart`]: `Rg8— f6;`): its words after the first are
    /// passed over.
    joined: Range<usize>,
    /// Where the last event of a line printed apart ([`LineState::restart`])
    /// ends: where that line ends when the line it stands in does.
    last_end: usize,
    /// Whether the walk only tries the language ([`Analyzer::try_walk`]).
    trial: bool,
}

impl<'a, 'l, M: MoveSink> Walker<'a, 'l, M> {
    /// A walker of a game in `language` into `out` and `moves`, nothing
    /// of it read yet: the language given (not found), each move read in
    /// it alone, in algebraic notation, the whole game walked.
    fn new(
        analyzer: &'a mut Analyzer<'l>,
        language: usize,
        out: &'a mut Analysis,
        moves: &'a mut M,
    ) -> Self {
        Walker {
            analyzer,
            language,
            auto: false,
            fallback: false,
            out,
            moves,
            numbered: false,
            printed: 0,
            descriptive: false,
            detached: false,
            redo: false,
            prose: 0..0,
            joined: 0..0,
            last_end: 0,
            trial: false,
        }
    }
}

/// The marks a game writes, and the moves without the mark they call for:
/// reported at the end of the walk, and only if the game writes that mark
/// elsewhere. A game that never writes `+` or `x` follows a style and is
/// not wrong at every move; nor is a problem's solution that marks checks
/// but leaves its mates unmarked, as problemists print them.
#[derive(Default)]
struct Marks {
    check_written: bool,
    mate_written: bool,
    capture_written: bool,
    missing_check: Vec<Diagnostic>,
    missing_mate: Vec<Diagnostic>,
    missing_capture: Vec<Diagnostic>,
    /// The first pawn's capture printed with no mark (`ed5`), with the
    /// move it was read as: noted at the end of the walk, once, whether or
    /// not the game marks its other captures (`printed-unmarked-capture`).
    unmarked_pawn: Option<Diagnostic>,
}

impl Marks {
    /// Keeps the finding of a capture written with no capture mark.
    #[cold]
    #[inline(never)]
    fn missing_capture_mark(&mut self, text: &str, span: &Range<usize>) {
        self.missing_capture
            .push(Diagnostic::new(Code::WrongCaptureMark, span.clone()).with("move", quote(text)));
    }

    /// Keeps the finding of a move that gives check or mate, reaching
    /// `after`, with no mark.
    #[cold]
    fn missing_check(&mut self, after: &Position, text: &str, span: &Range<usize>) {
        let actual = check_status(after);
        let missing = Diagnostic::new(Code::WrongCheckMark, span.clone())
            .with("move", quote(text))
            .with("written", Arg::Text(check_keyword(Check::None).into()))
            .with("actual", Arg::Text(check_keyword(actual).into()));
        if actual == Check::Mate {
            self.missing_mate.push(missing);
        } else {
            self.missing_check.push(missing);
        }
    }
}

impl<M: MoveSink> Walker<'_, '_, M> {
    /// The printed words and signs of the game's language.
    fn printed_words(&self) -> &PrintedWords {
        self.analyzer.printed_words(self.language)
    }

    fn walk(&mut self, game: &Replay<'_>) {
        let (first_finding, mut stack) = self.begin();
        let events = game.events.events();
        let mut i = 0;
        // The next span that may be a variation printed apart.
        let mut apart = 0;
        // The next diagram printed between the moves.
        let mut diagram = 0;
        while let Some(event) = events.get(i) {
            // A walk that tries the language ends where its mainline fails.
            if self.trial
                && stack
                    .first()
                    .is_some_and(|line| line.failed && !line.restart)
            {
                break;
            }
            if let Some((span, board)) = self.analyzer.diagrams_at.get(diagram)
                && let Some(start) = event_start(event)
                && start >= span.start
            {
                diagram += 1;
                // The main line's position: no move of it was played past
                // the diagram yet.
                if let Some(line) = stack.first()
                    && !line.failed
                    && line.pos.board() != board
                {
                    let squares: Vec<String> = (0..64)
                        .map(forsyth_core::Square::new)
                        .filter(|&sq| line.pos.board().piece_at(sq) != board.piece_at(sq))
                        .map(|sq| sq.to_string())
                        .collect();
                    let d = Diagnostic::new(Code::PrintedDiagramDiffers, span.clone())
                        .with("squares", Arg::Text(squares.join(", ")))
                        .with("diagram", Arg::Text(board.board_fen()))
                        .with("board", Arg::Text(line.pos.board().board_fen()));
                    self.out.diagnostics.push(d);
                }
            }
            if let Some(span) = self.analyzer.restarts_at.get(apart)
                && let Some(start) = event_start(event)
            {
                let span = span.clone();
                if start >= span.start {
                    apart += 1;
                    while self
                        .analyzer
                        .restarts_at
                        .get(apart)
                        .is_some_and(|next| next.start <= start)
                    {
                        apart += 1;
                    }
                    if start < span.end
                        && let Some(end) = self.note_end(&stack, events, i, &span, game)
                    {
                        self.moves.aside(span);
                        i = end;
                        continue;
                    }
                }
            }
            i += 1;
            if let Some(next) = self.idea(&stack, events, i - 1, game) {
                i = next;
                continue;
            }
            match event {
                Event::Move(word) if self.descriptive => {
                    let depth = stack.len().saturating_sub(1) as u32;
                    if let Some(state) = stack.last_mut() {
                        i += self.play_descriptive(state, word, i - 1, depth, game);
                    }
                }
                Event::Alternatives(n) => {
                    let depth = stack.len().saturating_sub(1) as u32;
                    let Some(state) = stack.last_mut() else {
                        continue;
                    };
                    // `Ρε7/Ρε5`: each from the same position; the line
                    // goes on after the first.
                    let before = state.clone();
                    let keys = self.analyzer.keys.len();
                    let mut first: Option<LineState> = None;
                    let mut shadows = Vec::new();
                    let end = (i + *n as usize).min(events.len());
                    for (k, event) in events.iter().enumerate().take(end).skip(i) {
                        let Event::Move(word) = event else {
                            continue;
                        };
                        let mut alt = before.clone();
                        alt.shadows.clear();
                        self.play_move(&mut alt, word, k, depth, game);
                        match &first {
                            None => first = Some(alt),
                            Some(_) if !alt.failed => shadows.push(alt.pos),
                            Some(_) => {}
                        }
                    }
                    i = end;
                    // (Each alternative's position is no key.)
                    self.analyzer.keys.truncate(keys);
                    if let Some(mut alt) = first {
                        alt.shadows = shadows;
                        *state = alt;
                    }
                }
                _ => self.step(&mut stack, event, i - 1, game),
            }
        }
        self.end(first_finding, stack);
    }

    /// Starts a walk: where its findings start, and the line stack.
    fn begin(&mut self) -> (usize, Vec<LineState>) {
        // The mainline's end, once a walk reaches it.
        self.out.end = None;
        let first_finding = self.out.diagnostics.len();
        let mut stack = std::mem::take(&mut self.analyzer.stack);
        stack.clear();
        self.analyzer.keys.clear();
        (first_finding, stack)
    }

    /// Ends a walk begun with [`Walker::begin`].
    fn end(&mut self, first_finding: usize, mut stack: Vec<LineState>) {
        while stack.pop().is_some_and(|line| line.restart) {
            self.moves.restart_ended(self.last_end);
        }
        stack.clear();
        self.analyzer.keys.clear();
        self.analyzer.stack = stack;
        self.report_missing_marks(first_finding);
    }

    /// Replays event `index` (`usize::MAX` when the events are replayed as
    /// they are read, not from a list), but for alternatives and words of
    /// descriptive notation, which [`Walker::walk`] plays itself.
    #[inline(always)]
    fn step(&mut self, stack: &mut Vec<LineState>, event: &Event, index: usize, game: &Replay<'_>) {
        match event {
            // A word read with the one before it as one move (`f6;` of
            // `Rg8— f6;`): passed over.
            Event::Move(MoveWord { span, .. })
                if span.start > self.joined.start && span.end <= self.joined.end => {}
            Event::Enter => {
                let state = match stack.last() {
                    None => LineState::new(*game.start, false, 0),
                    Some(parent) => {
                        let ok = !parent.failed && parent.moved;
                        let pos = if ok { parent.before_last } else { parent.pos };
                        LineState::new(pos, !ok, parent.number_shift)
                    }
                };
                stack.push(state);
            }
            Event::Exit => {
                // The variations printed apart after a line end with it.
                while stack.last().is_some_and(|line| line.restart) {
                    stack.pop();
                    self.moves.restart_ended(self.last_end);
                }
                if let Some(state) = stack.pop()
                    && stack.is_empty()
                    && !state.failed
                {
                    self.out.end = Some(state.pos);
                }
                self.drop_keys(stack.len() as u32);
            }
            // A line printed apart that starts or goes on here (one cheap
            // test of the three ways first: most moves are none).
            Event::Move(word)
                if stack.last().is_some_and(|state| {
                    !state.failed
                        && (state.restart
                            || state
                                .number
                                .as_ref()
                                .is_some_and(|(n, _)| restarts_any(*n, state)))
                }) && self.apart(stack, word, index, game) => {}
            _ => {
                let depth = stack.len().saturating_sub(1) as u32;
                // A White number in a variation printed apart that is the
                // next move's of the line it stands after (`26.Td5` after
                // `25.Txe5! Dd6 25.-fxe5 26.La5+`): the line's turn.
                let line_turn = match event {
                    Event::Number {
                        number: Some(n), ..
                    } if !n.black && stack.last().is_some_and(|s| s.restart && !s.failed) => stack
                        .iter()
                        .rfind(|line| !line.restart)
                        .filter(|line| {
                            !line.failed
                                && line.pos.turn() == Color::White
                                && number_fits(*n, &line.pos, line.number_shift)
                        })
                        .map(|line| line.pos.turn()),
                    _ => None,
                };
                let Some(state) = stack.last_mut() else {
                    return;
                };
                if state.restart
                    && let Event::Move(MoveWord { span, .. })
                    | Event::Number { span, .. }
                    | Event::Nag(span)
                    | Event::Comment(span)
                    | Event::Null(span) = event
                {
                    self.last_end = span.end;
                }
                if let Event::Move(MoveWord { span, .. }) | Event::Number { span, .. } = event {
                    self.branch(depth, span.start);
                }
                match event {
                    Event::Number { number, span } => {
                        // Digits too many for a number are compared as
                        // the largest one: wrong before any position a
                        // game can reach.
                        let number = number.unwrap_or(crate::lexer::MoveNumber {
                            number: u64::MAX,
                            black: false,
                        });
                        if !state.failed {
                            let turn = line_turn.unwrap_or(state.pos.turn());
                            self.moves.numbered(span, turn == Color::Black);
                        }
                        state.number = Some((number, span.clone()));
                    }
                    Event::Move(word) => {
                        // A dash in White's move's place (`25.-fxe5` after
                        // `25.Txe5! Dd6`, `14.-Pg6` after `14.Ld5!`): the
                        // number before it is Black's. (Not a dash between
                        // a number and White's move: `1 – e4 c5 2 - d4`.)
                        let black = state.number.as_ref().is_some_and(|(n, _)| {
                            !n.black
                                && (state.pos.turn() == Color::Black
                                    || i128::from(n.number) - state.number_shift
                                        < i128::from(state.pos.fullmoves()))
                        }) && crate::printed::move_left_out(
                            game.events.move_text(game.text, word),
                        );
                        if black && let Some((n, _)) = state.number.as_mut() {
                            n.black = true;
                        }
                        self.play_move(state, word, index, depth, game);
                    }
                    Event::Null(span) if !state.failed => {
                        if state.pos.is_check() {
                            // A side in check cannot pass.
                            let text = String::from_utf8_lossy(
                                game.src.get(span.clone()).unwrap_or_default(),
                            )
                            .into_owned();
                            let reason = why_illegal(&state.pos, &Attempt::Null);
                            let letters = self.analyzer.locales[self.language].letters();
                            self.out.diagnostics.push(
                                Diagnostic::new(Code::IllegalMove, span.clone())
                                    .with("move", quote(&text))
                                    .with("color", Arg::Side(state.pos.turn()))
                                    .with(
                                        "reason",
                                        Arg::illegal(reason, state.pos.turn(), letters),
                                    ),
                            );
                            self.fail(span.start, depth);
                            state.failed = true;
                        } else {
                            state.before_last = state.pos;
                            state.moved = true;
                            state.pos.play_unchecked(Move::Null);
                        }
                    }
                    _ => {}
                }
            }
        }
    }

    /// Whether the move `word` starts a line printed apart again, after
    /// Black's number of an earlier move ([`Walker::restart`]) or White's
    /// ([`Walker::restart_white`]), or goes on with one
    /// ([`Walker::resume`]): each asked in turn, as the line then stands.
    fn apart(
        &mut self,
        stack: &mut Vec<LineState>,
        word: &MoveWord,
        index: usize,
        game: &Replay<'_>,
    ) -> bool {
        let numbered =
            |stack: &[LineState], test: fn(crate::lexer::MoveNumber, &LineState) -> bool| {
                stack.last().is_some_and(|state| {
                    !state.failed && state.number.as_ref().is_some_and(|(n, _)| test(*n, state))
                })
            };
        (numbered(stack, restarts) && self.restart(stack, word, index, game))
            || (numbered(stack, restarts_white) && self.restart_white(stack, word, index, game))
            || (stack
                .last()
                .is_some_and(|state| state.restart && !state.failed)
                && self.resume(stack, word, index, game))
    }

    /// Notes where the line at `depth` goes on after Black's reply to one
    /// of its [`Key`]s: a move or move number starting at `at`.
    /// Also notes where the first move or number after the key's White
    /// move starts: where a variation of that move goes.
    #[inline(always)]
    fn branch(&mut self, depth: u32, at: usize) {
        if let Some(key) = self.analyzer.keys.last_mut()
            && key.line == depth
        {
            if key.reply == usize::MAX {
                if key.after == usize::MAX {
                    key.after = at;
                    self.moves.branch(at);
                }
            } else if key.next == usize::MAX {
                key.next = at;
                self.moves.branch(at);
            }
        }
    }

    /// Drops the [`Key`]s of the lines deeper than `depth`.
    fn drop_keys(&mut self, depth: u32) {
        while self.analyzer.keys.last().is_some_and(|k| k.line >= depth) {
            self.analyzer.keys.pop();
        }
    }

    /// The [`Key`] the move `text`, numbered `number` after the lines of
    /// `stack`, starts again from as a variation printed apart (see
    /// [`Walker::restart`]): none where it plays where it stands (the
    /// line's move, its number wrong), or where no key of that number lets
    /// it play.
    fn restart_key(
        &mut self,
        stack: &[LineState],
        number: crate::lexer::MoveNumber,
        text: &str,
    ) -> Option<Key> {
        let state = stack.last()?;
        if state.failed || !restarts(number, state) {
            return None;
        }
        let shift = state.number_shift;
        let pos = state.pos;
        // A move that plays where it stands is the line's (its number
        // wrong).
        if self.plays(text, &pos) {
            return None;
        }
        // Back into the line the variations printed apart stand after, or
        // into one of them.
        let lowest = stack.iter().rposition(|line| !line.restart).unwrap_or(0) as u32;
        let wanted = i128::from(number.number) - shift;
        let key = self
            .analyzer
            .keys
            .iter()
            .rev()
            .take_while(|k| k.line >= lowest)
            .find(|k| k.reply != usize::MAX && i128::from(k.fullmoves()) == wanted)
            .cloned()?;
        self.plays(text, &key.pos()).then_some(key)
    }

    /// Where the events from `i` that stand in `span` (a span that may be
    /// a variation printed apart, [`Analyzer::restarts_at`]) end, when
    /// they are to be passed over as a note: its first move, under Black's
    /// number, does not start again from a [`Key`] (or it holds no move).
    /// `None` to walk them.
    #[cold]
    #[inline(never)]
    fn note_end(
        &mut self,
        stack: &[LineState],
        events: &[Event],
        i: usize,
        span: &Range<usize>,
        game: &Replay<'_>,
    ) -> Option<usize> {
        // The events in the span: up to the last that starts in it, its
        // lines opened and closed in it.
        let mut end = i;
        let mut number = None;
        let mut first = None;
        for (k, event) in events.iter().enumerate().skip(i) {
            let Some(start) = event_start(event) else {
                continue;
            };
            if start >= span.end {
                break;
            }
            end = k + 1;
            match event {
                Event::Number { number: n, .. } if first.is_none() => number = *n,
                Event::Move(word) if first.is_none() => first = Some(word),
                _ => {}
            }
        }
        // Lines opened and closed across its edge: walked as they are.
        let balance = events[i..end].iter().fold(0i64, |d, e| match e {
            Event::Enter => d + 1,
            Event::Exit => d - 1,
            _ => d,
        });
        if balance != 0 {
            return None;
        }
        let key = match (number, first) {
            (Some(number), Some(word)) if number.black => {
                let text = game.events.move_text(game.text, word);
                self.restart_key(stack, number, text)
            }
            _ => None,
        };
        key.is_none().then_some(end)
    }

    /// Plays the move `word`, numbered as Black's move of an earlier
    /// number than the line's (`1...Ιε7` after `1.Ρθ3! Αη6 2.Ρε6#`), as
    /// problem solutions print their variations one after another: where
    /// it does not play where it stands, and plays in the position after
    /// White's move of that number (of the line, or of a variation printed
    /// so before it), as a variation of Black's reply there, after the
    /// ones printed before it. Whether it was played so.
    #[cold]
    #[inline(never)]
    fn restart(
        &mut self,
        stack: &mut Vec<LineState>,
        word: &MoveWord,
        index: usize,
        game: &Replay<'_>,
    ) -> bool {
        let Some(state) = stack.last() else {
            return false;
        };
        let Some((number, number_span)) = state.number.clone() else {
            return false;
        };
        let shift = state.number_shift;
        let text = game.events.move_text(game.text, word);
        let Some(key) = self.restart_key(stack, number, text) else {
            return self.alternative(stack, word, index, game);
        };
        let apart = Apart {
            line: key.line,
            pos: key.pos(),
            next: key.next,
            number: (number, number_span),
            shift,
            white: false,
        };
        self.play_apart(stack, apart, word, index, game);
        true
    }

    /// Plays the move `word`, numbered as White's move of an earlier
    /// number than the line's (`2. Кb1-c3` after `2. g1-f3 d7-d6;`), as
    /// books and encyclopedias print a line's alternatives one after
    /// another: where it does not play where it stands, and plays before
    /// White's move of that number (in the line the variations printed
    /// apart stand after, else in one of them, the last first), as a
    /// variation of that move, after the ones printed before it. Whether it
    /// was played so.
    #[cold]
    #[inline(never)]
    fn restart_white(
        &mut self,
        stack: &mut Vec<LineState>,
        word: &MoveWord,
        index: usize,
        game: &Replay<'_>,
    ) -> bool {
        let Some(state) = stack.last() else {
            return false;
        };
        let Some((number, number_span)) = state.number.clone() else {
            return false;
        };
        let (pos, shift) = (state.pos, state.number_shift);
        let text = game.events.move_text(game.text, word);
        let lowest = stack.iter().rposition(|line| !line.restart).unwrap_or(0) as u32;
        let wanted = i128::from(number.number) - shift;
        let keys = &self.analyzer.keys;
        let fits = |k: &Key| i128::from(k.fullmoves()) == wanted;
        let candidates: Vec<usize> = (0..keys.len())
            .filter(|&k| keys[k].line == lowest && fits(&keys[k]))
            .chain(
                (0..keys.len())
                    .rev()
                    .filter(|&k| keys[k].line > lowest && fits(&keys[k])),
            )
            .collect();
        let Some(key) = candidates
            .into_iter()
            .find(|&k| {
                let before = self.analyzer.keys[k].before;
                self.plays(text, &before)
            })
            .map(|k| self.analyzer.keys[k].clone())
        else {
            return false;
        };
        // A move that plays where it stands too (`2. Кb1-c3` after `2.
        // g1-f3 d7-d6`) is the line's, its number wrong, unless the moves
        // after it play further from White's move of its number. Replayed
        // as read, the moves after it are not there to tell: the game is
        // walked again from the list (read so, `2. e4 e5 2. Nf3 Nc6 1. e4`
        // read `2. Nf3` as the line's where the list read it as an
        // alternative to `e4`).
        if self.plays(text, &pos) {
            if index == usize::MAX {
                self.redo = true;
                return false;
            }
            if self.reach(game, index, key.before) <= self.reach(game, index, pos) {
                return false;
            }
        }
        let apart = Apart {
            line: key.line,
            pos: key.before,
            next: key.after,
            number: (number, number_span),
            shift,
            white: true,
        };
        self.play_apart(stack, apart, word, index, game);
        true
    }

    /// Plays the move `word` as the first of a line printed apart
    /// ([`LineState::restart`]): the lines deeper than the one it is a
    /// variation of end, and it starts from `apart`'s position, noted once
    /// a game (a [`PrintedKind::Restart`], or [`PrintedKind::Alternative`]
    /// for White's move).
    fn play_apart(
        &mut self,
        stack: &mut Vec<LineState>,
        apart: Apart,
        word: &MoveWord,
        index: usize,
        game: &Replay<'_>,
    ) {
        let (number, number_span) = apart.number;
        while stack.len() as u32 > apart.line + 1 {
            stack.pop();
            self.moves.restart_ended(number_span.start);
        }
        self.drop_keys(apart.line + 1);
        let mut line = LineState::new(apart.pos, false, apart.shift);
        line.restart = true;
        line.number = Some((number, number_span.clone()));
        let next = if apart.next == usize::MAX {
            number_span.start
        } else {
            apart.next
        };
        self.moves.restarted(next, number_span.start, apart.white);
        self.last_end = word.span.end;
        let kind = if apart.white {
            PrintedKind::Alternative
        } else {
            PrintedKind::Restart
        };
        self.note_restart(game, kind, number_span.start..word.span.end);
        stack.push(line);
        let depth = apart.line + 1;
        if let Some(state) = stack.last_mut() {
            self.play_move(state, word, index, depth, game);
        }
    }

    /// How many of the moves from the event `from` on, up to [`REACH`],
    /// play one after another from `pos`, in the line they stand in.
    #[cold]
    fn reach(&mut self, game: &Replay<'_>, from: usize, mut pos: Position) -> usize {
        let mut played = 0;
        for event in game.events.events().iter().skip(from) {
            match event {
                Event::Enter | Event::Exit | Event::Alternatives(_) => break,
                Event::Move(word) => {
                    let text = game.events.move_text(game.text, word);
                    let Ok(resolved) = self.resolve_text(text, &pos) else {
                        break;
                    };
                    pos.play_unchecked(resolved.mv);
                    played += 1;
                    if played == REACH {
                        break;
                    }
                }
                _ => {}
            }
        }
        played
    }

    /// Notes a variation printed apart, from its number to its first move
    /// (`span`): a [`PrintedKind::Restart`] or [`PrintedKind::Alternative`].
    fn note_restart(&mut self, game: &Replay<'_>, kind: PrintedKind, span: Range<usize>) {
        let written = String::from_utf8_lossy(game.src.get(span.clone()).unwrap_or_default());
        self.note(kind.bit(), &written, &span, None);
    }

    /// Starts an alternative to the line's last move, Black's, printed
    /// inline with its number and no parentheses (`25.Txe5! Dd6 25.-fxe5
    /// 26.La5+ betekent dameverlies. 26.Td5`, a Dutch newspaper): the move,
    /// under Black's number of the last move, plays where that move was
    /// played and not where it stands. Read as a variation printed apart
    /// (a [`PrintedKind::Restart`]), which ends where the line's own next
    /// move comes ([`Walker::resume`]). Whether it was played so.
    #[cold]
    #[inline(never)]
    fn alternative(
        &mut self,
        stack: &mut Vec<LineState>,
        word: &MoveWord,
        index: usize,
        game: &Replay<'_>,
    ) -> bool {
        let Some(state) = stack.last() else {
            return false;
        };
        let Some((number, number_span)) = state.number.clone() else {
            return false;
        };
        let (before, pos, shift) = (state.before_last, state.pos, state.number_shift);
        if state.failed
            || state.restart
            || !state.moved
            || !number.black
            || before.turn() != Color::Black
            || i128::from(number.number) - shift != i128::from(before.fullmoves())
        {
            return false;
        }
        let text = game.events.move_text(game.text, word);
        if self.plays(text, &pos) || !self.plays(text, &before) {
            return false;
        }
        let depth = stack.len() as u32;
        let mut line = LineState::new(before, false, shift);
        line.restart = true;
        line.number = Some((number, number_span.clone()));
        self.moves
            .restarted(number_span.start, number_span.start, false);
        self.last_end = word.span.end;
        self.note_restart(game, PrintedKind::Restart, number_span.start..word.span.end);
        stack.push(line);
        if let Some(state) = stack.last_mut() {
            self.play_move(state, word, index, depth, game);
        }
        true
    }

    /// Ends the variations printed apart that the move `word` cannot go on
    /// with, where it is the next move of the line they stand after, under
    /// its number (`26.Td5` after `25.Txe5! Dd6 25.-fxe5 26.La5+`): the
    /// line goes on. Whether it was played so.
    #[cold]
    #[inline(never)]
    fn resume(
        &mut self,
        stack: &mut Vec<LineState>,
        word: &MoveWord,
        index: usize,
        game: &Replay<'_>,
    ) -> bool {
        let Some(state) = stack.last() else {
            return false;
        };
        let Some((number, number_span)) = state.number.clone() else {
            return false;
        };
        let text = game.events.move_text(game.text, word);
        if self.plays(text, &state.pos) {
            return false;
        }
        let Some(base) = stack.iter().rposition(|line| !line.restart) else {
            return false;
        };
        let parent = &stack[base];
        let parent_pos = parent.pos;
        if parent.failed
            || !number_fits(number, &parent_pos, parent.number_shift)
            || !self.plays(text, &parent_pos)
        {
            return false;
        }
        while stack.len() > base + 1 {
            stack.pop();
            self.moves.restart_ended(number_span.start);
        }
        self.drop_keys(base as u32 + 1);
        let depth = base as u32;
        if let Some(state) = stack.last_mut() {
            state.number = Some((number, number_span));
            self.play_move(state, word, index, depth, game);
        }
        true
    }

    /// Reports the moves that lack a check or capture mark the game writes
    /// elsewhere, in text order among the walk's other findings (which
    /// start at `first`).
    fn report_missing_marks(&mut self, first: usize) {
        // Nearly every game: no move lacked a mark, and nothing is taken,
        // gathered or dropped (the marks start again as taken ones would).
        let marks = &mut self.analyzer.marks;
        if marks.missing_check.is_empty()
            && marks.missing_mate.is_empty()
            && marks.missing_capture.is_empty()
            && marks.unmarked_pawn.is_none()
        {
            marks.check_written = false;
            marks.mate_written = false;
            marks.capture_written = false;
            return;
        }
        let marks = std::mem::take(&mut self.analyzer.marks);
        let mut missing = Vec::new();
        if marks.check_written {
            missing.extend(marks.missing_check);
        }
        if marks.mate_written {
            missing.extend(marks.missing_mate);
        }
        if marks.capture_written {
            missing.extend(marks.missing_capture);
        }
        let bit = PrintedKind::UnmarkedCapture.bit();
        if let Some(unmarked) = marks.unmarked_pawn
            && self.printed & bit == 0
        {
            self.printed |= bit;
            missing.push(unmarked);
        }
        if missing.is_empty() {
            return;
        }
        let found = &mut self.out.diagnostics;
        found.append(&mut missing);
        if let Some(walked) = found.get_mut(first..) {
            walked.sort_by_key(|d| d.span.start);
        }
    }

    /// The sign for "with the idea" at event `at` (an annotation glyph
    /// `∆`, or `Δ` read as a word; [`crate::printed::IDEA_SIGNS`]) before a
    /// move, a move number between them or not (`∆ d4`, `(Δ 22. Л:g7+)`):
    /// the move is the threat or plan a problemist or an annotator names,
    /// commentary, and is not played. So is a move after one of the
    /// language's words for a threat (`Truer 2.Txe4#`, `hrozí 2.Dg2+`;
    /// [`PrintedWords::is_threat_word`](crate::printed::PrintedWords::is_threat_word)),
    /// with the moves printed after it up to the mate it threatens
    /// ([`Walker::threat_line`]: `Грозит 2. Фb5+ Крd4 3. Фd5x`), and a
    /// problemist's "any move" (`1...Sd~ 2.Dd4#`; [`Walker::any_move`])
    /// with the rest of its line. Noted once a game and handed to the sink
    /// when its line is still played (`failed` else); the index of the
    /// event after the move. `None` for any other event, and for a sign
    /// before no move (`∆` alone is NAG 140). (The plain reader leaves a
    /// game with `∆` to the tree; a `Δ`, a word for a threat or an "any
    /// move" fails its walk, or has it walked again from the list.)
    fn idea(
        &mut self,
        stack: &[LineState],
        events: &[Event],
        at: usize,
        game: &Replay<'_>,
    ) -> Option<usize> {
        let state = stack.last()?;
        let sign = match &events[at] {
            Event::Nag(span) => span,
            Event::Move(word) => &word.span,
            _ => return None,
        };
        let text = game.text.get(sign)?;
        let kind = if crate::printed::IDEA_SIGNS.contains(&text) {
            PrintedKind::Idea
        } else if matches!(events[at], Event::Move(_)) && self.printed_words().is_threat_word(text)
        {
            PrintedKind::Threat
        } else if matches!(events[at], Event::Move(_)) {
            return self.any_move(state, events, at, game);
        } else {
            return None;
        };
        let mut k = at + 1;
        if matches!(events.get(k), Some(Event::Number { .. })) {
            k += 1;
        }
        let Some(Event::Move(word)) = events.get(k) else {
            return None;
        };
        if state.failed {
            return Some(k + 1);
        }
        // The position the move is named from: after the last move
        // played, in the line or in the one a variation that starts with
        // the idea branches from.
        let last = match stack {
            [.., parent, line] if !line.moved => parent.pos,
            _ => state.pos,
        };
        // A separator printed after the move (`amenazando 2.De3#, 1...`)
        // is not the move's.
        let text = game
            .text
            .get(&word.span)
            .unwrap_or_default()
            .trim_end_matches([',', ';']);
        let word_span = word.span.start..word.span.start + text.len();
        let read = self.read_idea(text, &last, word_span.clone());
        let (more, mut end, mut last_byte) = match (&read, kind) {
            (Some(first), PrintedKind::Threat) => self
                .threat_line(events, k + 1, first, game)
                .unwrap_or((Vec::new(), k + 1, word_span.end)),
            _ => (Vec::new(), k + 1, word_span.end),
        };
        // A word for mate printed apart after a threat of one move
        // (`threatening Qg6 mate`) goes with it.
        if kind == PrintedKind::Threat
            && more.is_empty()
            && let Some(Event::Move(w)) = events.get(end)
            && let Some(mate) = game.text.get(&w.span)
            && self.printed_words().is_mate_word(mate)
        {
            last_byte = w.span.start + mate.trim_end_matches([',', ';']).len();
            end += 1;
        }
        let span = sign.start..last_byte;
        let written = game.text.get(&span).unwrap_or_default();
        self.note(kind.bit(), written, &span, None);
        let idea = Idea {
            kind,
            span,
            sign: sign.clone(),
            word: word_span,
            language: self.language,
            read,
            more,
        };
        self.moves.idea(&idea);
        self.out.ideas.push(idea);
        Some(end)
    }

    /// A problemist's "any move" at event `at` (`1...Sd~ 2.Dd4#`, `1…F~`,
    /// `Je4~`, the Hebrew `צה-נוסע`; [`PrintedWords::any_move`]), on a
    /// line still played, that names a man of the side to move: the
    /// writer's shorthand for the set of moves that one reply meets, not a
    /// move, so not played. The rest of its line plays after a move that is
    /// not known, so it is commentary with it: the move numbers that go on
    /// from it, the moves, annotations and comments, up to a number that
    /// does not go on (the next variation printed apart, `1...Se4`), a
    /// mate (a mark or a word for it), the line's end or the game's
    /// result, at most [`THREAT_PLIES`] moves. Noted once a game, handed
    /// to the sink as an [`Idea`] with no move read; the index of the
    /// event after it. `None` for any other word.
    fn any_move(
        &mut self,
        state: &LineState,
        events: &[Event],
        at: usize,
        game: &Replay<'_>,
    ) -> Option<usize> {
        let Event::Move(word) = &events[at] else {
            return None;
        };
        let text = game.text.get(&word.span)?;
        let printed = self.printed_words();
        let any = printed.any_move(text)?;
        if state.failed || !any.names_a_man_in(&state.pos) {
            return None;
        }
        let word_span = word.span.start..word.span.start + any.len;
        // The moves after it, numbered on from it: its ply as its number
        // says (`1...` of `1...Sd~` after a variation printed apart that
        // ended in mate), else as the line numbers it, then each move's.
        let mut ply = match (at.checked_sub(1).map(|k| &events[k]), &state.number) {
            (Some(Event::Number { .. }), Some((n, _))) => {
                i128::from(n.number) * 2 + i128::from(n.black)
            }
            _ => {
                (i128::from(state.pos.fullmoves()) + state.number_shift) * 2
                    + i128::from(state.pos.turn() == Color::Black)
            }
        };
        let mut end = at + 1;
        let mut last_byte = word_span.end;
        let mut moves = 0;
        let mut mated = false;
        while !mated && moves < THREAT_PLIES {
            match events.get(end) {
                Some(Event::Number {
                    number: Some(n), ..
                }) => {
                    let numbered = i128::from(n.number) * 2 + i128::from(n.black);
                    if numbered <= ply {
                        break;
                    }
                    end += 1;
                }
                Some(Event::Nag(span) | Event::Comment(span)) => {
                    last_byte = span.end;
                    end += 1;
                }
                Some(Event::Move(next)) => {
                    let written = game.text.get(&next.span).unwrap_or_default();
                    let written = written.trim_end_matches([',', ';']);
                    last_byte = next.span.start + written.len();
                    end += 1;
                    if printed.is_mate_word(written) {
                        mated = true;
                        continue;
                    }
                    ply += 1;
                    moves += 1;
                    mated = written.contains('#')
                        || written.ends_with("++")
                        || matches!(events.get(end), Some(Event::Move(w))
                            if game.text.get(&w.span).is_some_and(|m| printed.is_mate_word(m)));
                    if mated && let Some(Event::Move(w)) = events.get(end) {
                        let mate = game.text.get(&w.span).unwrap_or_default();
                        if printed.is_mate_word(mate) {
                            last_byte = w.span.start + mate.trim_end_matches([',', ';']).len();
                            end += 1;
                        }
                    }
                }
                _ => break,
            }
        }
        let span = word.span.start..last_byte;
        let written = game.text.get(&span).unwrap_or_default();
        self.note(PrintedKind::AnyMove.bit(), written, &span, None);
        let idea = Idea {
            kind: PrintedKind::AnyMove,
            span,
            sign: word_span.clone(),
            word: word_span,
            language: self.language,
            read: None,
            more: Vec::new(),
        };
        self.moves.idea(&idea);
        self.out.ideas.push(idea);
        Some(end)
    }

    /// The moves printed after a threat's first move `first`, from event
    /// `from`, that play on from it to a mate (`Грозит 2. Фb5+ Крd4 3.
    /// Фd5x`, `hrozí 2.Dg2+ S:g2 mat`: the mate the writer says is
    /// threatened), move numbers, annotations and words for mate between
    /// them; then the index of the event after them and the byte where
    /// they end (a word for mate printed apart after the last with them).
    /// `None` when the first move mates, or when the moves after it do not
    /// reach a mate within [`THREAT_PLIES`] plies, each legal, with no
    /// other event between (then they are the game's: a threat of one
    /// move, `dreigt 2.Dd5#`, or `threatens 13.Ng5` before the game's next
    /// move).
    fn threat_line(
        &mut self,
        events: &[Event],
        from: usize,
        first: &IdeaMove,
        game: &Replay<'_>,
    ) -> Option<(Vec<IdeaMove>, usize, usize)> {
        let mut now = first.before;
        if now.play(first.mv).is_err() || now.is_checkmate() {
            return None;
        }
        let mut more = Vec::new();
        let mut k = from;
        while more.len() < THREAT_PLIES {
            match events.get(k) {
                Some(Event::Number { .. } | Event::Nag(_)) => k += 1,
                Some(Event::Move(word)) => {
                    let text = game
                        .text
                        .get(&word.span)
                        .unwrap_or_default()
                        .trim_end_matches([',', ';']);
                    if self.printed_words().is_mate_word(text) {
                        k += 1;
                        continue;
                    }
                    let span = word.span.start..word.span.start + text.len();
                    let Some(next) = self.read_in(text, &now, span.clone()) else {
                        break;
                    };
                    if now.play(next.mv).is_err() {
                        break;
                    }
                    let mut end = span.end;
                    more.push(next);
                    k += 1;
                    if now.is_checkmate() {
                        // A word for mate printed apart goes with it.
                        if let Some(Event::Move(w)) = events.get(k)
                            && let Some(mate) = game.text.get(&w.span)
                            && self.printed_words().is_mate_word(mate)
                        {
                            end = w.span.start + mate.trim_end_matches([',', ';']).len();
                            k += 1;
                        }
                        return Some((more, k, end));
                    }
                }
                _ => break,
            }
        }
        None
    }

    /// The move `text` (at `span`) reads as in `pos`, as written or as
    /// printed, when it is one legal move there.
    fn read_in(&mut self, text: &str, pos: &Position, span: Range<usize>) -> Option<IdeaMove> {
        let analyzer = &mut *self.analyzer;
        let plain = crate::printed::plain(text, analyzer.printed_words(self.language));
        analyzer.readers[self.language]
            .read_into(plain.as_deref().unwrap_or(text), &mut analyzer.readings)
            .ok()?;
        resolve_unplayed(&analyzer.readings, pos)
            .ok()
            .map(|r| IdeaMove {
                span,
                before: *pos,
                mv: r.mv,
                reading: analyzer.readings[r.reading],
            })
    }

    /// Whether the word `text` at `span` (event `index`), which reads as
    /// no move, starts a run of the language's short words of prose
    /// printed between moves (`e agora` of `Cc6 e agora d5!`, `και` of
    /// `Ιβ4 και 0-1`: its `printed-prose`): each word of the run one of
    /// them and no move, and the run followed by a move that plays in the
    /// line's position (move numbers, annotations and comments between)
    /// or by a result. A word of prose before anything else (a move not
    /// legal there, the end of a line) stays the error it is: a misprinted
    /// move is never passed over; but a move of the side that moved last,
    /// the last of a variation, is a plan the words name (`(Jge2 a 0 0)`:
    /// "Nge2 and castles", a Czech club's history), commentary with them.
    /// One more: an abbreviation (`etc.`,
    /// `ecc.`, `usw.`: small letters and a period) last in a line that
    /// played a move, where books cut a line short. The run is noted once
    /// a game, handed to the sink and kept; its other words are passed
    /// over.
    fn prose_words(
        &mut self,
        state: &LineState,
        text: &str,
        span: &Range<usize>,
        index: usize,
        game: &Replay<'_>,
    ) -> bool {
        if !self.printed_words().is_prose_word(text) {
            let ends = index != usize::MAX
                && matches!(
                    game.events.events().get(index + 1),
                    None | Some(Event::Exit)
                );
            if !(ends && state.moved && abbreviation(game.src, span)) {
                return false;
            }
            // Its period with it, when the lexer left it apart.
            let stop = usize::from(game.src.get(span.end) == Some(&b'.'));
            self.prose_run(text, span.start..span.end + stop);
            return true;
        }
        // Replayed as read, what follows is not there to tell: the game is
        // walked again from the list.
        if index == usize::MAX {
            self.redo = true;
            return false;
        }
        let events = game.events.events();
        let mut end = span.end;
        let mut k = index + 1;
        let follows = loop {
            match events.get(k) {
                Some(Event::Move(word)) => {
                    let next = game.events.move_text(game.text, word);
                    if self.printed_words().is_prose_word(next)
                        && self.resolve_text(next, &state.pos).is_err()
                    {
                        end = word.span.end;
                        k += 1;
                        continue;
                    }
                    if self.plays(next, &state.pos) {
                        break true;
                    }
                    // The same side's next move, last in its line: a plan
                    // (`(Jge2 a 0 0)`, "Nge2 and castles", Black's reply
                    // left out), commentary with the word before it.
                    let mut passed = state.pos;
                    let last = events[k + 1..]
                        .iter()
                        .find(|e| !matches!(e, Event::Nag(_) | Event::Comment(_)))
                        .is_some_and(|e| matches!(e, Event::Exit));
                    if last && passed.play(Move::Null).is_ok() && self.plays(next, &passed) {
                        end = word.span.end;
                        break true;
                    }
                    break false;
                }
                Some(Event::Number { .. } | Event::Nag(_) | Event::Comment(_)) => k += 1,
                Some(Event::Result(_)) => break true,
                _ => break false,
            }
        };
        if !follows {
            return false;
        }
        let run = span.start..end;
        let written = game.text.get(&run).unwrap_or_default();
        self.prose_run(written, run);
        true
    }

    /// Reads the move word `word` (`text`), which is no legal move as
    /// printed, with the one or two words after it on its line as one move
    /// of long notation whose dash is printed with a space before or after
    /// it (`3. Rbl—c3, Rg8— f6;`, `d7 —d6`, `e2 — e4`:
    /// [`PrintedKind::DashApart`]), a space after the first word: played
    /// where that move is legal, the words after the first passed over.
    ///
    /// A pair whose dash is glued to White's move, Black's move after a
    /// space (`15.Rxg2- Dxh3+`, `e4- e5`), overlaps the form: its first
    /// word is legal, and is played as the pair's first move before this
    /// is asked. A pair and a move of long notation are never both legal
    /// (see [`crate::printed`]: the long move's piece stands where the
    /// pair's first move goes), so legality alone tells the two readings
    /// apart, and no walk of the game can find both.
    #[allow(clippy::too_many_arguments)]
    fn dash_apart(
        &mut self,
        state: &mut LineState,
        word: &MoveWord,
        text: &str,
        number: Option<(crate::lexer::MoveNumber, Range<usize>)>,
        index: usize,
        depth: u32,
        game: &Replay<'_>,
    ) -> bool {
        let src = game.src;
        let span = &word.span;
        // A space after the word, and a dash before it or after it.
        let dash_at = |at: usize| {
            let rest = src.get(at..).unwrap_or_default();
            rest.first() == Some(&b'-')
                || crate::printed::PRINTED_DASHES
                    .iter()
                    .any(|d| rest.starts_with(d.encode_utf8(&mut [0; 4]).as_bytes()))
        };
        if word.detached_check
            || src.get(span.end) != Some(&b' ')
            || !(text.ends_with(crate::printed::is_dash) || dash_at(span.end + 1))
        {
            return false;
        }
        // Replayed as read, the words after it are not there to read: the
        // game is walked again from the list.
        if index == usize::MAX {
            self.redo = true;
            return false;
        }
        let events = game.events.events();
        let mut end = span.end;
        for next in events.iter().skip(index + 1).take(2) {
            let Event::Move(next) = next else {
                return false;
            };
            // One space between the words, or none (`—` and `f6` of `—f6`).
            let apart = next.span.start == end + 1 && src.get(end) == Some(&b' ');
            if next.detached_check || !(apart || (next.span.start == end && end > span.end)) {
                return false;
            }
            end = next.span.end;
            let run = span.start..end;
            let Some(written) = game.text.get(&run) else {
                return false;
            };
            let Some(found) = reread(written, self.printed_words()) else {
                continue;
            };
            let part = match &found.what {
                Printed::Move(part) => part,
                Printed::Pairs(pairs) => match pairs.first() {
                    Some((whole, second)) if second.is_empty() => whole,
                    _ => continue,
                },
                _ => continue,
            };
            if part.kinds & PrintedKind::DashApart.bit() == 0 {
                continue;
            }
            let Ok(resolved) = self.resolve_part(part, &state.pos) else {
                continue;
            };
            let part = part.clone();
            self.moves.printed(&run, self.language, false);
            let before = self.out.diagnostics.len();
            self.note(found.kinds | part.kinds, written, &run, None);
            self.name_played(before, &state.pos, resolved.mv);
            let part_span = span.start + part.range.start..span.start + part.range.end;
            self.commit_resolved(
                state,
                &resolved,
                self.language,
                &part.text,
                &part_span,
                false,
                number,
                depth,
                game,
            );
            self.joined = run;
            return true;
        }
        false
    }

    /// Takes the words `written` at `run` as prose between moves: noted
    /// once a game, handed to the sink, kept, and passed over.
    fn prose_run(&mut self, written: &str, run: Range<usize>) {
        self.note(PrintedKind::Prose.bit(), written, &run, None);
        self.moves.prose(&run);
        self.out.prose.push(run.clone());
        self.prose = run;
    }

    /// Whether the move word `text` reads as a move that plays in `pos`,
    /// as written or as printed (`e2–e4`, `Dxf7 matto`, a pair's first
    /// move, a number glued on).
    fn plays(&mut self, text: &str, pos: &Position) -> bool {
        if self.resolve_text(text, pos).is_ok() {
            return true;
        }
        let found = reread(text, self.printed_words());
        let mut what = found.map(|f| f.what);
        while let Some(Printed::Numbered { rest, .. }) = what {
            what = Some(*rest);
        }
        match what {
            Some(Printed::Move(part)) => self.resolve_part(&part, pos).is_ok(),
            Some(Printed::Pairs(pairs)) => pairs
                .iter()
                .any(|(first, _)| self.resolve_part(first, pos).is_ok()),
            _ => false,
        }
    }

    /// The move `text` names after the sign for "with the idea", from
    /// `last` (the position after the last move played) with the turn
    /// passed, else from `last` as it stands: the first where it reads as
    /// one legal move.
    fn read_idea(&mut self, text: &str, last: &Position, span: Range<usize>) -> Option<IdeaMove> {
        let analyzer = &mut *self.analyzer;
        let plain = crate::printed::plain(text, analyzer.printed_words(self.language));
        analyzer.readers[self.language]
            .read_into(plain.as_deref().unwrap_or(text), &mut analyzer.readings)
            .ok()?;
        let mut passed = *last;
        let passed = passed.play(Move::Null).ok().map(|()| passed);
        passed.into_iter().chain([*last]).find_map(|pos| {
            resolve_unplayed(&analyzer.readings, &pos)
                .ok()
                .map(|r| IdeaMove {
                    span: span.clone(),
                    before: pos,
                    mv: r.mv,
                    reading: analyzer.readings[r.reading],
                })
        })
    }

    /// Notes a move that cannot be read or played, starting at `at`, in a
    /// line at `depth`.
    fn fail(&mut self, at: usize, depth: u32) {
        if self.out.first_move_error.is_none() {
            self.out.first_move_error = Some(at);
            // The game's first move: whatever the error (a missing
            // set-up, an illegal or unreadable move), no move of it plays.
            if depth == 0 && self.out.move_count == 0 {
                self.moves.unplayable_start(self.language);
            }
        }
        self.moves.failed(at, depth);
    }

    fn play_move(
        &mut self,
        state: &mut LineState,
        word: &MoveWord,
        index: usize,
        depth: u32,
        game: &Replay<'_>,
    ) {
        if self.descriptive {
            self.play_descriptive(state, word, index, depth, game);
            return;
        }
        // (Black's moves have no number before them: nothing to take, and
        // no `None` written back over a `None`.)
        let number = if state.number.is_some() {
            state.number.take()
        } else {
            None
        };
        if state.failed {
            return;
        }
        let text = game.events.move_text(game.text, word);
        let span = &word.span;
        // A piece letter printed in lower case (`βα5`, the Greek queen
        // `β`, which is also the b-file): read as the piece's move where a
        // walk settling the game's reading says so, and where it reads as
        // written too, to another move, its place is kept for that.
        if text.as_bytes().first().is_some_and(|&b| b >= 0x80)
            && let Some(upper) = crate::printed::lower_piece(text, self.printed_words())
        {
            if self.analyzer.lower_forced == Some(span.start) {
                self.detached = word.detached_check;
                let read = self.printed(state, text, span, number.clone(), depth, game);
                self.detached = false;
                if read {
                    return;
                }
            } else if self.out.lower_both.is_none() {
                let pos = state.pos;
                if let (Ok(written), Ok(piece)) = (
                    self.resolve_text(text, &pos),
                    self.resolve_text(&upper, &pos),
                ) && written.mv != piece.mv
                {
                    self.out.lower_both = Some(span.start);
                }
            }
        }
        let analyzer = &mut *self.analyzer;
        // The common case first: the plainest SAN, read by table, naming
        // one legal move found straight from the position. Anything else
        // (and whatever fails here) takes the whole way below, which reads
        // the word to the same reading.
        if let Some(reading) = analyzer.readers[self.language].read_fast(text.as_bytes())
            && let Some(mv) = straight_move(&reading, &state.pos)
        {
            self.commit(
                state,
                mv,
                (&reading, word.alone()),
                self.language,
                text,
                span,
                word.detached_check,
                number,
                depth,
                game,
            );
            return;
        }
        self.play_move_slow(state, word, text, number, index, depth, game);
    }

    /// [`Walker::play_move`] for a word the fast path did not play: read
    /// every way the language allows, and whatever fails told. Kept out of
    /// line: the plain move's path stays small.
    #[cold]
    #[inline(never)]
    #[allow(clippy::too_many_arguments)]
    fn play_move_slow(
        &mut self,
        state: &mut LineState,
        word: &MoveWord,
        text: &str,
        number: Option<(crate::lexer::MoveNumber, Range<usize>)>,
        index: usize,
        depth: u32,
        game: &Replay<'_>,
    ) {
        let span = &word.span;
        let analyzer = &mut *self.analyzer;
        let outcome = match analyzer.readers[self.language].read_into(text, &mut analyzer.readings)
        {
            Ok(()) => resolve_unplayed(&analyzer.readings, &state.pos).map_err(Failure::Resolve),
            Err(e) => Err(Failure::Syntax(e)),
        };
        let (resolved, language) = match outcome {
            Ok(resolved) => (resolved, self.language),
            Err(failure) => {
                // A word of a run of short words of prose handed to the
                // sink already (`agora` of `e agora`).
                if self.prose.start <= span.start && span.end <= self.prose.end {
                    state.number = number;
                    return;
                }
                // A form of print (`e4-e5;`, `e2–e4`, `Dxf7 matto`) reads
                // in the game's language; a check or mate mark apart after
                // it (`Dx f7 #`, `Cç3 +`) is joined on in `text`.
                if game
                    .src
                    .get(span.clone())
                    .is_some_and(|word| text.as_bytes().starts_with(word))
                {
                    self.detached = word.detached_check;
                    let read = self.printed(state, text, span, number.clone(), depth, game);
                    self.detached = false;
                    if read {
                        return;
                    }
                }
                // A move of long notation with a space by its dash, its
                // squares in two words or three (`Rg8— f6;`, `d7 —d6`).
                if self.dash_apart(state, word, text, number.clone(), index, depth, game) {
                    return;
                }
                // A short word of prose between two moves (`e agora` of
                // `Cc6 e agora d5!`, `και` of `Ιβ4 και 0-1`).
                if matches!(failure, Failure::Syntax(_))
                    && self.prose_words(state, text, span, index, game)
                {
                    state.number = number;
                    return;
                }
                // A problemist's "any move" (`Sd~`), which a walk of the
                // list reads with the rest of its line ([`Walker::any_move`]):
                // replayed as read, the game is walked again from the list.
                if index == usize::MAX
                    && matches!(failure, Failure::Syntax(_))
                    && self.printed_words().any_move(text).is_some()
                {
                    self.redo = true;
                }
                // A move the game's language cannot read at all may be in
                // another language: a game in mixed languages. (An illegal
                // or ambiguous move is not: it reads fine, it is wrong.)
                let other = match (&failure, self.fallback) {
                    (Failure::Syntax(_), true) => self.other_language(text, &state.pos),
                    _ => None,
                };
                // An ambiguous move (`Td8` where two rooks can go) that
                // only one of its candidates lets the line play on after:
                // that one, and said.
                let settled = match &failure {
                    Failure::Resolve(ResolveError::Ambiguous { candidates }) => {
                        self.settle_ambiguous(&state.pos, text, span, candidates, index, game)
                    }
                    _ => None,
                };
                match (settled, other) {
                    (Some(resolved), _) => (resolved, self.language),
                    (None, Some((resolved, language))) => {
                        self.out.diagnostics.push(
                            Diagnostic::new(Code::MixedLanguages, span.clone())
                                .with("move", quote(text))
                                .with(
                                    "languages",
                                    Arg::Text(format!(
                                        "{}, {}",
                                        self.analyzer.locales[self.language].name(),
                                        self.analyzer.locales[language].name()
                                    )),
                                ),
                        );
                        (resolved, language)
                    }
                    (None, None) => {
                        // (Replayed as read, the list is not there to
                        // tell: the game is walked again from it.)
                        if text == "0-0" && index == usize::MAX {
                            self.redo = true;
                        }
                        if text == "0-0" && game.events.is_last_mainline_move(index) {
                            // `0-0` after the last move is a score, not castling.
                            state.failed = true;
                            return;
                        }
                        // A pair of print that reads as two moves, one
                        // of them not legal (`Lb2-Sc6`, no bishop can go
                        // to b2), fails at that move: the word read as one
                        // move would be a wrong form. Neither move of the
                        // word is played: the line stops at the word
                        // (`16.d4-Lxe4`, not after its `d4`).
                        let word_start = span.start;
                        let (failure, text, span, pos) =
                            match self.pair_failure(&failure, text, span, &state.pos) {
                                Some(found) => found,
                                None => (failure, text.to_owned(), span.clone(), state.pos),
                            };
                        let ahead = match (&failure, &number) {
                            (Failure::Resolve(ResolveError::Illegal { .. }), Some((n, _))) => {
                                self.number_ahead(*n, &text, span.clone(), &pos)
                            }
                            _ => None,
                        };
                        match ahead {
                            Some(d) => self.out.diagnostics.push(d),
                            // A walk that tries the language is thrown away
                            // with its failure: its code and variant alone.
                            None if self.trial => {
                                let d = self.failure_finding(&failure, &text, span.clone());
                                self.out.diagnostics.push(d);
                            }
                            None => self.report_failure(failure, &text, span.clone(), &pos),
                        }
                        self.fail(word_start.min(span.start), depth);
                        state.failed = true;
                        return;
                    }
                }
            }
        };
        self.commit_resolved(
            state,
            &resolved,
            language,
            text,
            span,
            word.detached_check,
            number,
            depth,
            game,
        );
    }

    /// The move an ambiguous word `text` (`Td8`, rooks on a8 and f8 both
    /// able to go) means, where only one of its `candidates` in `pos` lets
    /// the rest of its line (the move words after event `index`) play on
    /// ([`settle`]), resolved as that move and said (`ambiguous-settled`,
    /// naming the candidates and the choice). `None` where several play as
    /// far: the word stays ambiguous.
    fn settle_ambiguous(
        &mut self,
        pos: &Position,
        text: &str,
        span: &Range<usize>,
        candidates: &[Move],
        index: usize,
        game: &Replay<'_>,
    ) -> Option<crate::resolve::Resolved> {
        if index == usize::MAX {
            return None;
        }
        let analyzer = &mut *self.analyzer;
        let reader = &analyzer.readers[self.language];
        let mut readings = Readings::new();
        let settled = settle(
            pos,
            candidates,
            rest_of_line(game, index + 1),
            |word, p, moves| {
                if reader.read_into(word, &mut readings).is_ok() {
                    match resolve_unplayed(&readings, p) {
                        Ok(resolved) => moves.push(resolved.mv),
                        Err(ResolveError::Ambiguous { candidates }) => moves.extend(candidates),
                        Err(_) => {}
                    }
                }
                Step::Moves
            },
        );
        let Settled::One(mv) = settled else {
            return None;
        };
        reader.read_into(text, &mut analyzer.readings).ok()?;
        let resolved = resolve_as(&analyzer.readings, pos, mv)?;
        let letters = analyzer.locales[self.language].letters();
        self.out.diagnostics.push(
            Diagnostic::new(Code::AmbiguousSettled, span.clone())
                .with("move", quote(text))
                .with("moves", Arg::moves(pos, candidates, letters))
                .with("chosen", Arg::moves(pos, &[mv], letters)),
        );
        Some(resolved)
    }

    /// Plays a move word of descriptive notation (see
    /// [`crate::descriptive`]), with the marks that stand apart after it
    /// (`QxQ mate`, `R-Q1 dis ch`): how many such words it took.
    fn play_descriptive(
        &mut self,
        state: &mut LineState,
        word: &MoveWord,
        index: usize,
        depth: u32,
        game: &Replay<'_>,
    ) -> usize {
        use crate::descriptive::Resolution;
        let number = state.number.take();
        if state.failed {
            return 0;
        }
        let Some(table) = self.analyzer.descriptive[self.language].as_ref() else {
            return 0;
        };
        let mut text = game.events.move_text(game.text, word).to_owned();
        let mut span = word.span.clone();
        // A lone separator after the dots of Black's move (`1. ..., P4R`)
        // is passed over as in an algebraic game, its number kept for the
        // move after it.
        if crate::printed::is_lone_separator(&text) {
            self.printed(state, &text, &span, number, depth, game);
            return 0;
        }
        let mut extra = 0;
        while let Some(Event::Move(next)) = game.events.events().get(index + 1 + extra) {
            let mark = game.events.move_text(game.text, next);
            if !table.is_mark(mark) || table.is_mark(&text) {
                break;
            }
            text.push(' ');
            text.push_str(mark);
            // An en passant mark standing apart (`a.p.`) stays out of the
            // move's span, copied as written like `e.p.` after any move.
            if !table.is_en_passant_mark(mark) {
                span.end = next.span.end;
            }
            extra += 1;
        }
        let pos = state.pos;
        let mut resolution = table.resolve(&text, &pos);
        // A separator printed after the move (`P4R,`, `P3AD;`) stays out of
        // its span, copied where it stands; said once a game.
        let separated = game
            .text
            .get(&(span.end.saturating_sub(1)..span.end))
            .is_some_and(|last| crate::descriptive::without_separator(last) == Some(""));
        if separated {
            span.end -= 1;
            if text.ends_with([',', ';']) {
                text.pop();
            }
        }
        if let Resolution::Ambiguous(candidates) = &resolution
            && let Settled::One(mv) =
                table.settle(&pos, candidates, rest_of_line(game, index + 1 + extra))
        {
            // Only one candidate lets the line play on: taken, and said.
            let letters = self.analyzer.locales[self.language].letters();
            self.out.diagnostics.push(
                Diagnostic::new(Code::AmbiguousSettled, span.clone())
                    .with("move", quote(&text))
                    .with("moves", Arg::moves(&pos, candidates, letters))
                    .with("chosen", Arg::moves(&pos, &[mv], letters)),
            );
            resolution = Resolution::Move(mv, table.strip_marks(&text).1);
        }
        // A word for resigning (`Resigns.`, `White resigns`) is the game's
        // result, read as in an algebraic game.
        let resigning = matches!(resolution, Resolution::Unreadable) && {
            let words = self.printed_words();
            words.is_resign_word(&text) || words.resigning(game.src, &span).is_some()
        };
        let failure = match resolution {
            Resolution::Move(mv, mut marks) => {
                // An en passant mark is the move's only when glued to its
                // word: one standing apart is copied where it stands.
                let written = Events::word_text(game.text, word);
                marks.en_passant = table
                    .strip_marks(crate::descriptive::without_separator(written).unwrap_or(written))
                    .1
                    .en_passant;
                if written.contains(' ') {
                    // `P - Q 4`, as old books print it: said once a game.
                    self.note(PrintedKind::Spaced.bit(), written, &word.span, None);
                }
                if separated {
                    // The word as printed: a `--style` writes the move
                    // without the separator, as standard PGN.
                    let whole = word.span.start..span.end + 1;
                    self.moves.printed(&whole, self.language, false);
                    self.note(
                        PrintedKind::Separator.bit(),
                        game.text.get(&whole).unwrap_or_default(),
                        &whole,
                        None,
                    );
                }
                let reading = descriptive_reading(&pos, &mv, marks);
                self.commit(
                    state,
                    mv,
                    (&reading, false),
                    self.language,
                    &text,
                    &span,
                    false,
                    number,
                    depth,
                    game,
                );
                return extra;
            }
            Resolution::Mark(_) => {
                // A mark with no move before it in the word: passed over.
                state.number = number;
                return extra;
            }
            Resolution::Ambiguous(candidates) => {
                Failure::Resolve(ResolveError::Ambiguous { candidates })
            }
            Resolution::MissingPromotion => Failure::Resolve(ResolveError::MissingPromotion),
            Resolution::Illegal(role) => Failure::Resolve(ResolveError::Illegal {
                role,
                alternatives: role
                    .map(|r| pos.legal_moves_of(r).to_vec())
                    .unwrap_or_default(),
                reason: None,
                of_kind: true,
            }),
            Resolution::Unreadable
                if resigning && self.printed(state, &text, &span, number, depth, game) =>
            {
                return extra;
            }
            Resolution::Unreadable => Failure::Syntax(MoveSyntaxError {
                kind: MoveSyntaxErrorKind::Unexpected(text.chars().next().unwrap_or(' ')),
                offset: 0,
                lang: arrayvec::ArrayString::from(self.analyzer.locales[self.language].tag())
                    .unwrap_or_default(),
            }),
        };
        self.report_failure(failure, &text, span.clone(), &pos);
        self.fail(span.start, depth);
        state.failed = true;
        extra
    }

    /// Notes which marks the move writes, and keeps a finding for a mark
    /// it lacks (see [`Marks`]). `after` is the position the move reached.
    #[inline(always)]
    fn note_marks(
        &mut self,
        reading: &Reading,
        mv: Move,
        detached_check: bool,
        after: &Position,
        text: &str,
        span: &Range<usize>,
    ) {
        let marks = &mut self.analyzer.marks;
        match reading.check {
            Check::Check => marks.check_written = true,
            Check::Mate | Check::DoubleCheckOrMate => marks.mate_written = true,
            Check::None if detached_check => marks.check_written = true,
            Check::None if after.is_check() => marks.missing_check(after, text, span),
            Check::None => {}
        }
        // Only moves written by piece and square: long algebraic and UCI
        // moves say captures their own way, or not at all.
        if let MoveSyntax::Normal { capture, .. } = reading.syntax {
            if capture {
                marks.capture_written = true;
            } else if mv.is_capture() && mv.role() == Some(forsyth_core::Role::Pawn) {
                // A pawn's capture printed as its file and square (`ed5`):
                // a printed habit, kept by `commit` (`unmarked_pawn`).
            } else if mv.is_capture() {
                marks.missing_capture_mark(text, span);
            }
        }
    }

    /// Keeps the note of a pawn's capture printed with no mark (`ed5`),
    /// played from `before`: reported at the walk's end (see [`Marks`]).
    #[cold]
    fn note_unmarked_pawn(
        &mut self,
        before: &Position,
        mv: Move,
        language: usize,
        text: &str,
        span: &Range<usize>,
    ) {
        let letters = self.analyzer.locales[language].letters();
        self.analyzer.marks.unmarked_pawn = Some(
            Diagnostic::new(Code::PrintedUnmarkedCapture, span.clone())
                .with("move", quote(text))
                .with("played", Arg::moves(before, &[mv], letters)),
        );
    }

    /// Plays a move resolved in the analyzer's scratch readings
    /// ([`Walker::commit`]).
    #[allow(clippy::too_many_arguments)]
    fn commit_resolved(
        &mut self,
        state: &mut LineState,
        resolved: &crate::resolve::Resolved,
        language: usize,
        text: &str,
        span: &Range<usize>,
        detached_check: bool,
        number: Option<(crate::lexer::MoveNumber, Range<usize>)>,
        depth: u32,
        game: &Replay<'_>,
    ) {
        let reading = self
            .analyzer
            .readings
            .get(resolved.reading)
            .copied()
            .unwrap_or_default();
        self.commit(
            state,
            resolved.mv,
            (&reading, false),
            language,
            text,
            span,
            detached_check,
            number,
            depth,
            game,
        );
    }

    /// Plays `mv`, read as `reading` (by the fast reader: `fast`): its
    /// number compared, its marks checked, the findings reported, the move
    /// handed on.
    #[allow(clippy::too_many_arguments)]
    #[inline(always)]
    fn commit(
        &mut self,
        state: &mut LineState,
        mv: Move,
        (reading, fast): (&Reading, bool),
        language: usize,
        text: &str,
        span: &Range<usize>,
        detached_check: bool,
        number: Option<(crate::lexer::MoveNumber, Range<usize>)>,
        depth: u32,
        game: &Replay<'_>,
    ) {
        // A number that fits, past the game's first, needs no more look.
        if let Some((n, _)) = &number
            && !(self.numbered && number_fits(*n, &state.pos, state.number_shift))
        {
            self.check_number(number, &state.pos, &mut state.number_shift, game);
        }
        if !reading.homoglyphs.is_empty() {
            self.report_spelling(reading, text, span);
        }
        // The position before the line's last move is where a variation
        // starts, and what the sink is told the move was played from: not
        // kept when neither asks for it (a copy a move saved in a check of
        // a game with no variation). (The sink is asked here too: a game
        // may be walked into another sink than the one it was read for,
        // as the readings [`Analyzer::other_reading`] compares.)
        if M::TAKES_BEFORE || game.may_vary {
            state.before_last = state.pos;
        }
        state.moved = true;
        let white = state.pos.turn() == Color::White;
        if !white
            && let Some(key) = self.analyzer.keys.last_mut()
            && key.line == depth
            && key.reply == usize::MAX
        {
            key.reply = span.end;
        }
        // The first pawn's capture printed with no mark (`ed5`), named as
        // the move read, from the position it is played in.
        if self.analyzer.marks.unmarked_pawn.is_none()
            && matches!(reading.syntax, MoveSyntax::Normal { capture: false, .. })
            && mv.is_capture()
            && mv.role() == Some(forsyth_core::Role::Pawn)
        {
            self.note_unmarked_pawn(&state.pos, mv, language, text, span);
        }
        // The positions after White's first moves of a line, where a
        // variation printed apart may start again.
        if white && state.keys < KEYS {
            state.keys += 1;
            self.analyzer.keys.push(Key {
                line: depth,
                before: state.pos,
                mv,
                after: usize::MAX,
                reply: usize::MAX,
                next: usize::MAX,
            });
        }
        state.pos.play_unchecked(mv);
        // A check mark is checked on the position the move reached.
        let check = (reading.check != Check::None).then(|| check_status(&state.pos));
        self.note_marks(reading, mv, detached_check, &state.pos, text, span);
        // A check or mate sign as books print it: apart from its move
        // (`Db1 +`), or the dagger (`Lc4×f7†`): each said once a game.
        let dagger = matches!(
            reading.spelling.check_mark,
            Some(CheckMark::Dagger | CheckMark::DoubleDagger)
        );
        if (detached_check && self.printed & PrintedKind::CheckApart.bit() == 0)
            || (dagger && self.printed & PrintedKind::Dagger.bit() == 0)
        {
            self.note_check_sign(reading, detached_check, span, game);
        }
        if let Some(actual) = check
            && !check_mark_fits(reading.check, actual)
        {
            self.wrong_check_mark(reading.check, actual, text, span);
        }
        if !capture_mark_fits(reading, &mv) {
            self.wrong_capture_mark(text, span);
        } else if reading.spelling.capture_after {
            // The capture sign printed after the square (`fe4:`, `Lb5:`),
            // on a move that takes there: a form of print, said once.
            self.note(PrintedKind::CaptureAfter.bit(), text, span, None);
        }
        self.out.move_count += 1;
        // The line's alternatives must allow the move too; a move one of
        // them refuses is reported before it is handed on.
        if !state.shadows.is_empty() {
            self.follow_shadows(state, text, span.clone());
        }
        self.moves.played(&Played {
            word: span,
            text,
            game_text: game.text,
            detached_check,
            before: &state.before_last,
            after: &state.pos,
            mv,
            depth,
            language,
            reading,
            fast,
            check,
        });
    }

    /// Notes the check or mate sign of the move word at `span` as books
    /// print it, once a game each: apart from the word (`printed-check-apart`,
    /// on the sign) and the dagger or double dagger (`printed-dagger`, on
    /// it, naming the PGN sign it is read as).
    #[cold]
    #[inline(never)]
    fn note_check_sign(
        &mut self,
        reading: &Reading,
        detached: bool,
        span: &Range<usize>,
        game: &Replay<'_>,
    ) {
        let word = game.text.get(span).unwrap_or_default();
        let apart = if detached {
            sign_after(game.src, span.end)
        } else {
            None
        };
        let sign = |at: &Range<usize>| String::from_utf8_lossy(&game.src[at.clone()]).into_owned();
        // Texts of a right-to-left language print the sign apart as a rule
        // (`פג6 #`, `צ-ז4 +`): no print to note there (and no more look for
        // one in this game).
        if detached && self.printed & PrintedKind::CheckApart.bit() == 0 {
            self.printed |= PrintedKind::CheckApart.bit();
            if !self.analyzer.locales[self.language].is_rtl() {
                let at = apart.clone().unwrap_or_else(|| span.clone());
                let found = Diagnostic::new(Code::PrintedCheckApart, at.clone())
                    .with("move", quote(word))
                    .with("sign", Arg::Text(sign(&at)));
                self.out.diagnostics.push(found);
            }
        }
        let Some(mark) = reading.spelling.check_mark else {
            return;
        };
        let (dagger, read) = match mark {
            CheckMark::Dagger => ('†', "+"),
            CheckMark::DoubleDagger => ('‡', "#"),
            _ => return,
        };
        if self.printed & PrintedKind::Dagger.bit() == 0 {
            self.printed |= PrintedKind::Dagger.bit();
            // On the dagger: apart after the word, or its last in the word.
            let at = apart
                .filter(|r| sign(r).contains(dagger))
                .or_else(|| {
                    word.rfind(dagger)
                        .map(|i| span.start + i..span.start + i + dagger.len_utf8())
                })
                .unwrap_or_else(|| span.clone());
            let found = Diagnostic::new(Code::PrintedDagger, at)
                .with("move", quote(word))
                .with("sign", Arg::Text(dagger.into()))
                .with("read", Arg::Text(read.into()));
            self.out.diagnostics.push(found);
        }
    }

    /// Takes back the `wrong-check-mark` of the move before a word for
    /// mate at `word`, when only white space stands between them: `Βα3+
    /// ματ!`, `Dxf7+ mat` (Rizospastis, NIN) print check, then the word
    /// for mate, as the move's marks, and the move mates.
    #[cold]
    fn check_then_mate(&mut self, word: &Range<usize>, src: &[u8]) {
        let diagnostics = &mut self.out.diagnostics;
        if let Some(k) = diagnostics.iter().rposition(|d| {
            d.code == Code::WrongCheckMark
                && d.span.end <= word.start
                && src
                    .get(d.span.end..word.start)
                    .is_some_and(|gap| gap.iter().all(u8::is_ascii_whitespace))
        }) {
            diagnostics.remove(k);
        }
    }

    /// Reports a check or mate mark that is not what the move gives. Out
    /// of line, as findings are: the plain move's path stays small.
    #[cold]
    #[inline(never)]
    fn wrong_check_mark(&mut self, written: Check, actual: Check, text: &str, span: &Range<usize>) {
        self.out.diagnostics.push(
            Diagnostic::new(Code::WrongCheckMark, span.clone())
                .with("move", quote(text))
                .with("written", Arg::Text(check_keyword(written).into()))
                .with("actual", Arg::Text(check_keyword(actual).into())),
        );
    }

    /// Reports a capture mark that does not fit the move (see
    /// [`capture_mark_fits`]).
    #[cold]
    #[inline(never)]
    fn wrong_capture_mark(&mut self, text: &str, span: &Range<usize>) {
        self.out
            .diagnostics
            .push(Diagnostic::new(Code::WrongCaptureMark, span.clone()).with("move", quote(text)));
    }

    /// Reads the move word `text` at `span`, which does not read or play
    /// as written, as printed (see [`crate::printed`]): whether it did. A
    /// pair is played as two moves, a word standing for nothing (a lone
    /// dash, a word for mate after its move) is passed over. Each printed
    /// form is reported once a walk.
    fn printed(
        &mut self,
        state: &mut LineState,
        text: &str,
        span: &Range<usize>,
        number: Option<(crate::lexer::MoveNumber, Range<usize>)>,
        depth: u32,
        game: &Replay<'_>,
    ) -> bool {
        let words = self.printed_words();
        let mut found = reread(text, words);
        // The side named before a word for resigning (`il Nero abbandona`)
        // stands for nothing: the word for resigning is the result. A move
        // printed there is played (`17 O-O, resigns`: the castling was
        // passed over as a name).
        // (Two small letters, `il`, may be a pawn's capture printed as its
        // files, or the article of a name.)
        let plays = found.as_ref().is_some_and(|f| match &f.what {
            Printed::Nothing => false,
            Printed::Move(part) => part.kinds & PrintedKind::Files.bit() == 0,
            _ => true,
        });
        // Words for resigning, a phrase's, or a name before them: looked
        // for only where no move is read.
        let resigning = if plays {
            None
        } else {
            words.resigning(game.src, span)
        };
        if !plays && resigning.as_ref().is_some_and(|r| !r.head) {
            self.moves.printed(span, self.language, true);
            // A separator or dash of print there (`Nc3 , resigns`) is
            // noted as anywhere else; a name is none.
            if let Some(found) = &found {
                self.note(found.kinds, text, span, None);
            }
            return true;
        }
        // The last word of a phrase for resigning (`op.` of `Wit gaf op.`)
        // is the result, as a word for resigning is.
        if !plays && resigning.as_ref().is_some_and(|r| r.head) {
            found = Some(crate::printed::Reread {
                kinds: PrintedKind::Result.bit(),
                what: Printed::Nothing,
            });
        }
        let Some(found) = found else {
            return false;
        };
        let alone = matches!(found.what, Printed::Nothing);
        if alone
            && let Some(result) = resigning
                .as_ref()
                .filter(|r| r.head)
                .map(|r| r.result(state.pos.turn()))
        {
            self.moves.resigned(span, result);
        }
        self.moves.printed(span, self.language, alone);
        self.play_printed(
            state,
            &found.what,
            found.kinds,
            text,
            span,
            number,
            depth,
            game,
        )
    }

    /// Plays what a printed word holds: `kinds` are the printed forms read
    /// around it (a separator after it, a number before it).
    #[allow(clippy::too_many_arguments)]
    fn play_printed(
        &mut self,
        state: &mut LineState,
        what: &Printed,
        kinds: PrintedKinds,
        text: &str,
        span: &Range<usize>,
        mut number: Option<(crate::lexer::MoveNumber, Range<usize>)>,
        depth: u32,
        game: &Replay<'_>,
    ) -> bool {
        // A mark joined on from apart (`Dx f7 #` read as `Dx f7#`) stays
        // out of the span.
        let sub = |part: &Part| {
            (span.start + part.range.start).min(span.end)
                ..(span.start + part.range.end).min(span.end)
        };
        match what {
            Printed::Nothing => {
                if kinds & PrintedKind::Mate.bit() != 0 && state.moved {
                    let actual = check_status(&state.pos);
                    if actual == Check::Mate {
                        self.check_then_mate(span, game.src);
                    } else {
                        self.out.diagnostics.push(
                            Diagnostic::new(Code::WrongCheckMark, span.clone())
                                .with("move", quote(text))
                                .with("written", Arg::Text(check_keyword(Check::Mate).into()))
                                .with("actual", Arg::Text(check_keyword(actual).into())),
                        );
                    }
                }
                // The number stays for the move it stands before.
                state.number = number;
                // A word for resigning: the side named before it on its
                // line, else the side to move, lost.
                let words = self.printed_words();
                let resigning = words.resigning(game.src, span).filter(|r| r.head);
                let resigned = resigning.as_ref().map(|r| r.result(state.pos.turn()));
                // A phrase is named whole (`gaf op`), its span with it.
                let phrase = resigning
                    .as_ref()
                    .filter(|r| r.phrase != *span)
                    .map(|r| r.phrase.clone());
                let phrase_text = phrase
                    .as_ref()
                    .and_then(|p| std::str::from_utf8(game.src.get(p.clone())?).ok());
                // A lone separator (`e4 , c5`) is named by the word it
                // follows.
                let lone = crate::printed::is_lone_separator(text);
                let before = line_near(game.src, span.start, true)
                    .split_whitespace()
                    .next_back()
                    .filter(|_| lone)
                    .map(|word| {
                        // Its move without the number glued to it (`1.e4`).
                        let the_move = word.trim_start_matches(|c: char| {
                            c.is_ascii_digit() || matches!(c, '.' | '…')
                        });
                        if the_move.is_empty() { word } else { the_move }
                    });
                self.note(
                    kinds,
                    before.or(phrase_text).unwrap_or(text),
                    phrase.as_ref().unwrap_or(span),
                    resigned,
                );
                true
            }
            Printed::Numbered {
                number: n,
                at,
                rest,
            } => {
                let written = crate::lexer::MoveNumber {
                    number: *n,
                    black: false,
                };
                let glued = Some((written, span.start..span.start + at));
                self.play_printed(state, rest, kinds, text, span, glued, depth, game)
            }
            Printed::Move(part) if part.kinds & PrintedKind::Files.bit() != 0 => {
                self.play_files(state, part, kinds, text, sub(part), number, depth, game)
            }
            Printed::Move(part) => {
                let Ok(resolved) = self.resolve_part(part, &state.pos) else {
                    return false;
                };
                let before = self.out.diagnostics.len();
                self.note(kinds | part.kinds, text, span, None);
                self.name_played(before, &state.pos, resolved.mv);
                let part_span = sub(part);
                self.commit_resolved(
                    state,
                    &resolved,
                    self.language,
                    &part.text,
                    &part_span,
                    self.detached,
                    number,
                    depth,
                    game,
                );
                true
            }
            Printed::Pairs(pairs) => {
                for (first, second) in pairs {
                    let Ok(a) = self.resolve_part(first, &state.pos) else {
                        continue;
                    };
                    if !second.is_empty() {
                        let mut after = state.pos;
                        after.play_unchecked(a.mv);
                        if self.resolve_part(second, &after).is_err() {
                            continue;
                        }
                    }
                    let before = self.out.diagnostics.len();
                    self.note(kinds | first.kinds | second.kinds, text, span, None);
                    self.name_played(before, &state.pos, a.mv);
                    if !second.is_empty() {
                        self.other_pairs(state, text, span, (first, second), pairs);
                    }
                    // The scratch readings hold another move's: read the
                    // first again before playing it.
                    let Ok(a) = self.resolve_text(&first.text, &state.pos) else {
                        continue;
                    };
                    let first_span = sub(first);
                    self.commit_resolved(
                        state,
                        &a,
                        self.language,
                        &first.text,
                        &first_span,
                        false,
                        number.take(),
                        depth,
                        game,
                    );
                    if !second.is_empty()
                        && let Ok(b) = self.resolve_text(&second.text, &state.pos)
                    {
                        let second_span = sub(second);
                        self.commit_resolved(
                            state,
                            &b,
                            self.language,
                            &second.text,
                            &second_span,
                            false,
                            None,
                            depth,
                            game,
                        );
                    }
                    return true;
                }
                false
            }
        }
    }

    /// Plays a pawn's capture printed as its two files (`cd`, `ed:`): the
    /// one legal capture of a pawn of the side to move from the first file
    /// on the second. Where two pawns can make such a capture (pawns on c3
    /// and c5, black men on d4 and d6), an error names both; where none
    /// can, the word is left to the usual error.
    #[allow(clippy::too_many_arguments)]
    fn play_files(
        &mut self,
        state: &mut LineState,
        part: &Part,
        kinds: PrintedKinds,
        text: &str,
        span: Range<usize>,
        number: Option<(crate::lexer::MoveNumber, Range<usize>)>,
        depth: u32,
        game: &Replay<'_>,
    ) -> bool {
        let Some((_, to, body)) = crate::printed::two_files(&part.text) else {
            return false;
        };
        let marks = part.text[body.end..].trim_end_matches(['!', '?']);
        // The rank goes after the second file, the capture mark stays as
        // printed (`cd` as `cd4`, `ed:` as `ed5:`, `e:d` as `e:d5`), so
        // that the game's capture marks are judged as printed.
        // (A colon after the files, `ed:`, is read before the square:
        // `e:d5`.)
        let written = &part.text[..body.end];
        let (first, second) = match written.strip_suffix(':') {
            Some(files) => {
                let at = files.len() - to.len_utf8();
                (format!("{}:", &files[..at]), &files[at..])
            }
            None => (String::new(), written),
        };
        let mut found: Vec<(String, Move)> = Vec::new();
        for rank in '1'..='8' {
            let candidate = format!("{first}{second}{rank}{marks}");
            if let Ok(resolved) = self.resolve_text(&candidate, &state.pos)
                && resolved.mv.role() == Some(forsyth_core::Role::Pawn)
                && resolved.mv.is_capture()
            {
                found.push((candidate, resolved.mv));
            }
        }
        match found.as_slice() {
            [] => false,
            [(candidate, mv)] => {
                let before = self.out.diagnostics.len();
                self.note(kinds | part.kinds, text, &span, None);
                // The note names the move read (`cd` as `cxd4`).
                let letters = self.analyzer.locales[self.language].letters();
                if let Some(d) = self.out.diagnostics[before..]
                    .iter_mut()
                    .find(|d| d.code == Code::PrintedFiles)
                {
                    d.args
                        .push(("played", Arg::moves(&state.pos, &[*mv], letters)));
                }
                let Ok(resolved) = self.resolve_text(candidate, &state.pos) else {
                    return false;
                };
                // Findings about it quote it as printed.
                self.commit_resolved(
                    state,
                    &resolved,
                    self.language,
                    &part.text,
                    &span,
                    false,
                    number,
                    depth,
                    game,
                );
                // Two files say the capture (`printed-files`): not a file
                // and a square printed with no mark.
                if self
                    .analyzer
                    .marks
                    .unmarked_pawn
                    .as_ref()
                    .is_some_and(|d| d.span == span)
                {
                    self.analyzer.marks.unmarked_pawn = None;
                }
                true
            }
            several => {
                let pos = state.pos;
                let moves: Vec<Move> = several.iter().map(|(_, mv)| *mv).collect();
                let letters = self.analyzer.locales[self.language].letters();
                let mut d = Diagnostic::new(Code::AmbiguousMove, span.clone())
                    .with("move", quote(&part.text))
                    .with("count", Arg::Number(moves.len() as i64));
                d.related.push(Related {
                    span: None,
                    message: "diag-ambiguous-move-candidates",
                    args: vec![("moves", Arg::moves(&pos, &moves, letters))],
                });
                self.out.diagnostics.push(d);
                self.fail(span.start, depth);
                state.failed = true;
                true
            }
        }
    }

    /// Warns when a pair other than `taken` of the same word is legal too
    /// (`O-O-O-O-O`: either side may castle either way), naming both
    /// readings.
    fn other_pairs(
        &mut self,
        state: &LineState,
        text: &str,
        span: &Range<usize>,
        taken: (&Part, &Part),
        pairs: &[(Part, Part)],
    ) {
        for (first, second) in pairs {
            if second.is_empty() || (first.range == taken.0.range) {
                continue;
            }
            let Ok(a) = self.resolve_text(&first.text, &state.pos) else {
                continue;
            };
            let mut after = state.pos;
            after.play_unchecked(a.mv);
            if self.resolve_text(&second.text, &after).is_ok() {
                let readings = format!(
                    "{} {} / {} {}",
                    taken.0.text, taken.1.text, first.text, second.text
                );
                self.out.diagnostics.push(
                    Diagnostic::new(Code::PrintedAmbiguous, span.clone())
                        .with("move", quote(text))
                        .with("moves", Arg::Text(readings)),
                );
                return;
            }
        }
    }

    /// Names the move read in the notes on a word whose printed form
    /// changes which move it is (`TxT` as `Txe5`, `βα5` as `Βα5`, `Tal` as
    /// `Ta1`), among the findings from `before` on.
    fn name_played(&mut self, before: usize, pos: &Position, mv: Move) {
        let letters = self.analyzer.locales[self.language].letters();
        for d in self.out.diagnostics[before..].iter_mut().filter(|d| {
            matches!(
                d.code,
                Code::PrintedCapturedPiece
                    | Code::PrintedLowerPiece
                    | Code::PrintedOcrDigit
                    | Code::PrintedOcrCheck
            )
        }) {
            d.args.push(("played", Arg::moves(pos, &[mv], letters)));
        }
    }

    /// Reads and resolves the move of a printed part in the walk's
    /// language, as [`resolve_text`](Self::resolve_text): a capture that
    /// names the piece it takes (`Sd7xSe5`) only when it takes that piece,
    /// and one that names no square (`TxT`) as the one capture of that
    /// piece by that piece.
    fn resolve_part(
        &mut self,
        part: &Part,
        pos: &Position,
    ) -> Result<crate::resolve::Resolved, ()> {
        let Some(taken) = part.captured else {
            return self.resolve_text(&part.text, pos);
        };
        let takes = |mv: &Move| {
            mv.to()
                .and_then(|to| pos.board().role_at(to))
                .is_some_and(|r| r == taken && !matches!(mv, Move::Castle { .. }))
        };
        if part.text.contains(|c: char| c.is_ascii_digit()) {
            let resolved = self.resolve_text(&part.text, pos)?;
            return if takes(&resolved.mv) {
                Ok(resolved)
            } else {
                Err(())
            };
        }
        // No square: the piece letter before the sign.
        let letters = self.analyzer.locales[self.language].letters();
        let mover = letters
            .readable_pieces()
            .into_iter()
            .find(|(l, _)| {
                part.text.starts_with(l) && part.text[l.len()..].starts_with(['x', ':', '\u{d7}'])
            })
            .map(|(_, r)| r)
            .ok_or(())?;
        let mut found = pos.legal_moves_of(mover).into_iter().filter(|mv| takes(mv));
        let (Some(mv), None) = (found.next(), found.next()) else {
            return Err(());
        };
        let (Some(from), Some(to)) = (mv.from(), mv.to()) else {
            return Err(());
        };
        // The move as long notation in the language, the marks printed
        // after it kept (`DxT+`).
        let marks = part.text.trim_end_matches(['+', '#', '!', '?']).len();
        let square =
            |sq: forsyth_core::Square| format!("{}{}", letters.file(sq.file()), sq.rank().char());
        let long = format!(
            "{}{}x{}{}",
            letters.piece(mover),
            square(from),
            square(to),
            &part.text[marks..]
        );
        self.resolve_text(&long, pos)
    }

    /// Reads and resolves `text` in the walk's language, the readings left
    /// in the analyzer's scratch list.
    fn resolve_text(&mut self, text: &str, pos: &Position) -> Result<crate::resolve::Resolved, ()> {
        let analyzer = &mut *self.analyzer;
        analyzer.readers[self.language]
            .read_into(text, &mut analyzer.readings)
            .map_err(|_| ())?;
        resolve_unplayed(&analyzer.readings, pos).map_err(|_| ())
    }

    /// Why the move `text` at `span`, illegal in `pos`, is: its number `n`
    /// says White's move (`2.c4` under a headline `1.d4`, a lesson that
    /// leaves Black's first move out), Black is to move, and the move is
    /// White's legal one with the turn passed. The finding that says so
    /// (variant `number-ahead`, no list of the piece's moves), else `None`
    /// and the move is reported illegal as it stands.
    fn number_ahead(
        &mut self,
        n: crate::lexer::MoveNumber,
        text: &str,
        span: Range<usize>,
        pos: &Position,
    ) -> Option<Diagnostic> {
        if n.black
            || pos.turn() != Color::Black
            || n.number != u64::from(pos.fullmoves()).saturating_add(1)
        {
            return None;
        }
        let mut white = *pos;
        white.play(Move::Null).ok()?;
        self.resolve_text(text, &white).ok()?;
        Some(
            Diagnostic::new(Code::IllegalMove, span)
                .variant("number-ahead")
                .with("move", quote(text))
                .with("found", Arg::Text(format!("{}.", n.number)))
                .with(
                    "white",
                    Arg::Number(i64::try_from(n.number).unwrap_or(i64::MAX)),
                )
                .with(
                    "black",
                    Arg::Number(i64::try_from(n.number - 1).unwrap_or(i64::MAX)),
                ),
        )
    }

    /// Where the word `text` at `span`, which reads as no move
    /// (`failure`, a wrong form), reads as a pair of print (`Lb2-Sc6`) of
    /// two well-formed moves of which one is not legal: that move's
    /// failure, its text, its span and the position it was tried in. A
    /// capture that names the piece it takes (`exCd4`, where no pawn of
    /// the e-file can take on d4) fails as that capture does, under its
    /// printed text: it is a move of a known form, not a malformed one; so
    /// does any one move of print that reads but is not legal (`Лa6,`).
    fn pair_failure(
        &mut self,
        failure: &Failure,
        text: &str,
        span: &Range<usize>,
        pos: &Position,
    ) -> Option<(Failure, String, Range<usize>, Position)> {
        if !matches!(failure, Failure::Syntax(_)) {
            return None;
        }
        let found = reread(text, self.printed_words())?;
        // The failure of the one move `written` reads as.
        let mut as_read = |written: &str| {
            let analyzer = &mut *self.analyzer;
            analyzer.readers[self.language]
                .read_into(written, &mut analyzer.readings)
                .ok()?;
            let e = resolve_unplayed(&analyzer.readings, pos).err()?;
            Some((Failure::Resolve(e), text.to_owned(), span.clone(), *pos))
        };
        // A number glued on says nothing of what the move is.
        let mut what = found.what;
        while let Printed::Numbered { rest, .. } = what {
            what = *rest;
        }
        let pairs = match what {
            // A word print changed, read whole (a move of long notation
            // printed with a dash of print, `Rd4—f5`, `Ke8—f8`: Skák,
            // 1949; a spaced move): the failure of the move it reads as,
            // as for `Rd4-f5`, not its dash.
            Printed::Pairs(pairs)
                if pairs
                    .first()
                    .is_some_and(|(whole, second)| second.is_empty() && whole.kinds != 0) =>
            {
                return as_read(&pairs[0].0.text);
            }
            Printed::Pairs(pairs) => pairs,
            // One move of print (`Лa6,`, `Cd3+,`, `Фа4+` with a Cyrillic
            // `а`, `D g 7 – h 7` with spaces inside) that reads, but not as
            // a legal move, fails as that move does: spelt right, it is not
            // legal there (a solution whose diagram is missing:
            // `set-up-missing`), not unreadable. (A capture printed as its
            // files, `ed`, is read against the position only.)
            Printed::Move(part)
                if part.captured.is_some()
                    || part.kinds & PrintedKind::SpacedMove.bit() != 0
                    || part.kinds & PrintedKind::CastlingApart.bit() != 0
                    || part.kinds & PrintedKind::Files.bit() == 0 =>
            {
                return as_read(&part.text);
            }
            _ => return None,
        };
        let (first, second) = pairs.first()?;
        if second.is_empty() || first.captured.is_some() || second.captured.is_some() {
            return None;
        }
        let sub = |part: &Part| {
            (span.start + part.range.start).min(span.end)
                ..(span.start + part.range.end).min(span.end)
        };
        let mut at = *pos;
        for part in [first, second] {
            let analyzer = &mut *self.analyzer;
            analyzer.readers[self.language]
                .read_into(&part.text, &mut analyzer.readings)
                .ok()?;
            match resolve_unplayed(&analyzer.readings, &at) {
                Ok(resolved) => at.play_unchecked(resolved.mv),
                Err(e) => return Some((Failure::Resolve(e), part.text.clone(), sub(part), at)),
            }
        }
        None
    }

    /// Reports the printed forms of `kinds` not reported yet in this walk,
    /// at the word `text` at `span` (`resigned`: the result a word for
    /// resigning stands for).
    fn note(
        &mut self,
        kinds: PrintedKinds,
        text: &str,
        span: &Range<usize>,
        resigned: Option<&'static str>,
    ) {
        for kind in PrintedKind::ALL {
            if kinds & kind.bit() != 0 && self.printed & kind.bit() == 0 {
                self.printed |= kind.bit();
                let code = match kind {
                    PrintedKind::Dash => Code::PrintedDash,
                    PrintedKind::LeftOut => Code::PrintedLeftOut,
                    PrintedKind::Separator => Code::PrintedSeparator,
                    PrintedKind::Pair => Code::PrintedPair,
                    PrintedKind::Number => Code::PrintedNumber,
                    PrintedKind::Mate => Code::PrintedMate,
                    PrintedKind::Capture => Code::PrintedCapture,
                    PrintedKind::Result => Code::PrintedResult,
                    PrintedKind::Spaced => Code::PrintedSpaced,
                    PrintedKind::Files => Code::PrintedFiles,
                    PrintedKind::Homoglyph => Code::PrintedHomoglyph,
                    PrintedKind::SpacedCapture => Code::PrintedSpacedCapture,
                    PrintedKind::Letter => Code::PrintedLetter,
                    PrintedKind::CapturedPiece => Code::PrintedCapturedPiece,
                    PrintedKind::Idea => Code::PrintedIdea,
                    PrintedKind::Prose => Code::PrintedProse,
                    PrintedKind::NumberPeriod => Code::PrintedNumberPeriod,
                    PrintedKind::NumberSlash => Code::PrintedNumberSlash,
                    PrintedKind::NumberParen => Code::PrintedNumberParen,
                    PrintedKind::LowerPiece => Code::PrintedLowerPiece,
                    PrintedKind::OcrDigit => Code::PrintedOcrDigit,
                    PrintedKind::Restart => Code::PrintedRestart,
                    PrintedKind::Alternative => Code::PrintedAlternative,
                    PrintedKind::UnmarkedCapture => Code::PrintedUnmarkedCapture,
                    PrintedKind::StarCapture => Code::PrintedStarCapture,
                    PrintedKind::SpacedMove => Code::PrintedSpacedMove,
                    PrintedKind::CaptureAfter => Code::PrintedCaptureAfter,
                    PrintedKind::Threat => Code::PrintedThreat,
                    PrintedKind::AnyMove => Code::PrintedAnyMove,
                    PrintedKind::GluedPair => Code::PrintedGluedPair,
                    PrintedKind::OcrLetter => Code::PrintedOcrLetter,
                    PrintedKind::CastlingApart => Code::PrintedCastlingApart,
                    PrintedKind::OcrCheck => Code::PrintedOcrCheck,
                    PrintedKind::CheckApart => Code::PrintedCheckApart,
                    PrintedKind::Dagger => Code::PrintedDagger,
                    PrintedKind::MoveBroken => Code::PrintedMoveBroken,
                    PrintedKind::DashApart => Code::PrintedDashApart,
                    PrintedKind::OcrSpace => Code::PrintedOcrSpace,
                };
                // A line break in the word (a move broken across a line,
                // `e2⏎—e4,`) shown as a sign, so the message stays on one
                // line.
                let broken: String;
                let shown = if text.contains(['\n', '\r']) {
                    broken = text.replace("\r\n", "⏎").replace(['\n', '\r'], "⏎");
                    broken.as_str()
                } else {
                    text
                };
                let mut found = Diagnostic::new(code, span.clone()).with("move", quote(shown));
                if kind == PrintedKind::Homoglyph
                    && let Some((at, c, file)) = self.printed_words().file_alike_in(text)
                {
                    // The note stands on the letter, and names it.
                    let at = span.start + at;
                    found = Diagnostic::new(code, at..at + c.len_utf8())
                        .with("move", quote(shown))
                        .with("found", Arg::Text(format!("{c} (U+{:04X})", u32::from(c))))
                        .with("meant", Arg::Text(file.into()));
                }
                if kind == PrintedKind::OcrLetter
                    && let Some((at, c, meant)) = self.printed_words().ocr_letter_in(text)
                {
                    // The note stands on the letter, and names it.
                    let at = span.start + at;
                    found = Diagnostic::new(code, at..at + c.len_utf8())
                        .with("move", quote(shown))
                        .with("found", Arg::Text(format!("{c} (U+{:04X})", u32::from(c))))
                        .with("meant", Arg::Text(meant.into()));
                }
                if kind == PrintedKind::Result
                    && let Some(result) = self.printed_words().result_of(text).or(resigned)
                {
                    found = found.with("result", Arg::Text(result.into()));
                }
                self.out.diagnostics.push(found);
            }
        }
    }

    /// Plays `text` in each alternative position of the line; where it is
    /// not legal, reports it and drops that alternative.
    fn follow_shadows(&mut self, state: &mut LineState, text: &str, span: Range<usize>) {
        if state.shadows.is_empty() {
            return;
        }
        let mut shadows = std::mem::take(&mut state.shadows);
        shadows.retain_mut(|pos| {
            let analyzer = &mut *self.analyzer;
            let outcome =
                match analyzer.readers[self.language].read_into(text, &mut analyzer.readings) {
                    Ok(()) => resolve(&analyzer.readings, pos).map_err(Failure::Resolve),
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

    /// The first other language that reads `text` as a legal move without
    /// look-alikes; its readings are left in the analyzer's scratch list.
    fn other_language(
        &mut self,
        text: &str,
        pos: &Position,
    ) -> Option<(crate::resolve::Resolved, usize)> {
        let analyzer = &mut *self.analyzer;
        for i in (0..analyzer.locales.len()).filter(|i| *i != self.language) {
            if analyzer.readers[i]
                .read_into(text, &mut analyzer.readings)
                .is_err()
            {
                continue;
            }
            if let Ok(resolved) = resolve_unplayed(&analyzer.readings, pos)
                && analyzer.readings[resolved.reading].homoglyphs.is_empty()
            {
                return Some((resolved, i));
            }
        }
        None
    }

    /// Compares a move number with the move it stands before. A game whose
    /// numbers are all shifted (a puzzle numbered from 1 after a `[FEN]` at
    /// move 34, or the other way round) gets one warning, at the first
    /// number off, not one per number: later numbers are compared with the
    /// numbering that number began.
    #[inline(never)]
    fn check_number(
        &mut self,
        number: Option<(crate::lexer::MoveNumber, Range<usize>)>,
        pos: &Position,
        shift: &mut i128,
        game: &Replay<'_>,
    ) {
        let Some((n, span)) = number else {
            return;
        };
        if let Some(written) = game.src.get(span.clone())
            && crate::lexer::period_apart(written)
        {
            self.note(
                PrintedKind::NumberPeriod.bit(),
                &String::from_utf8_lossy(written),
                &span,
                None,
            );
        }
        // `1/` and `1)`, a number printed with a slash or a parenthesis
        // (bare text only).
        if let Some(written) = game.src.get(span.clone())
            && let Some(kind) = match written.last() {
                Some(b'/') => Some(PrintedKind::NumberSlash),
                Some(b')') => Some(PrintedKind::NumberParen),
                _ => None,
            }
        {
            self.note(kind.bit(), &String::from_utf8_lossy(written), &span, None);
        }
        if !std::mem::replace(&mut self.numbered, true)
            && game.zero_fullmove
            && i128::from(n.number) + 1 == i128::from(pos.fullmoves())
        {
            // `[FEN "… 0 0"]` and `0. Rha7`: numbered as the FEN was written.
            *shift = -1;
        }
        if !number_fits(n, pos, *shift) {
            let black = pos.turn() == Color::Black;
            let expected = i128::from(pos.fullmoves()) + *shift;
            let wrong_number = i128::from(n.number) != expected;
            let dots = if black { "..." } else { "." };
            let expected = format!("{expected}{dots}");
            let found = if n.number == u64::MAX {
                // As written: the number may not fit.
                String::from_utf8_lossy(game.src.get(span.clone()).unwrap_or_default())
                    .trim()
                    .to_owned()
            } else {
                format!("{}{}", n.number, if n.black { "..." } else { "." })
            };
            self.out.diagnostics.push(
                Diagnostic::new(Code::MoveNumber, span)
                    .with("found", quote(&found))
                    .with("expected", Arg::Text(expected)),
            );
            if wrong_number {
                *shift = i128::from(n.number) - i128::from(pos.fullmoves());
            }
        }
    }

    /// Reports the look-alike letters of a reading, each kind (the letter
    /// found and the one meant) once a game, on its first move: the same
    /// letter typed for the same one again is read so with no more word
    /// (a Russian game typed with a Latin `K` for its knight has it in
    /// most moves).
    #[cold]
    fn report_spelling(&mut self, reading: &Reading, text: &str, span: &Range<usize>) {
        for h in reading.homoglyphs.as_slice() {
            if self.analyzer.look_alikes.contains(&(h.found, h.meant)) {
                continue;
            }
            self.analyzer.look_alikes.push((h.found, h.meant));
            let at = span.start + h.offset as usize;
            self.out.diagnostics.push(
                Diagnostic::new(Code::Homoglyph, at..at + h.found.len_utf8())
                    .with("move", quote(text))
                    .with(
                        "found",
                        Arg::Text(format!("{} (U+{:04X})", h.found, u32::from(h.found))),
                    )
                    .with(
                        "meant",
                        Arg::Text(format!("{} (U+{:04X})", h.meant, u32::from(h.meant))),
                    ),
            );
        }
    }

    /// The finding of a move that cannot be read or played, by its code
    /// and variant alone ([`Walker::report_failure`] gives it its
    /// arguments).
    fn failure_finding(&self, failure: &Failure, text: &str, span: Range<usize>) -> Diagnostic {
        match failure {
            Failure::Syntax(MoveSyntaxError {
                kind: MoveSyntaxErrorKind::UnknownPiece(letter),
                ..
            }) if is_bare_capture(text, *letter, self.printed_words()) => {
                // `xg7`: a capture sign where the piece letter (or the
                // pawn's file) should be; the letter is missing, not a
                // language.
                Diagnostic::new(Code::MalformedMove, span).variant("capture-no-piece")
            }
            Failure::Syntax(MoveSyntaxError {
                kind: MoveSyntaxErrorKind::UnknownPiece(letter),
                ..
            }) if self.auto
                && letter.is_alphabetic()
                && self.analyzer.known.binary_search(letter).is_err() =>
            {
                // No loaded language has this letter: the game is in
                // another one (a locale folder would teach it).
                Diagnostic::new(Code::UnknownLanguage, span)
            }
            Failure::Syntax(e) => {
                Diagnostic::new(Code::MalformedMove, span).variant(syntax_variant(e.kind))
            }
            Failure::Resolve(ResolveError::Illegal { .. }) => {
                Diagnostic::new(Code::IllegalMove, span)
            }
            Failure::Resolve(ResolveError::Ambiguous { .. }) => {
                Diagnostic::new(Code::AmbiguousMove, span)
            }
            Failure::Resolve(ResolveError::MissingPromotion) => {
                Diagnostic::new(Code::MissingPromotion, span)
            }
        }
    }

    fn report_failure(&mut self, failure: Failure, text: &str, span: Range<usize>, pos: &Position) {
        let locale = self.analyzer.locales[self.language];
        let d = self.failure_finding(&failure, text, span);
        let d = match failure {
            Failure::Syntax(MoveSyntaxError {
                kind: MoveSyntaxErrorKind::UnknownPiece(letter),
                ..
            }) if d.variant == Some("capture-no-piece") => d
                .with("move", quote(text))
                .with("letter", Arg::Text(letter.to_string())),
            Failure::Syntax(MoveSyntaxError {
                kind: MoveSyntaxErrorKind::UnknownPiece(letter),
                ..
            }) if d.code == Code::UnknownLanguage => {
                let names: Vec<&str> = self.analyzer.locales.iter().map(|l| l.name()).collect();
                d.with("move", quote(text))
                    .with("letter", Arg::Text(letter.to_string()))
                    .with("languages", Arg::Text(names.join(", ")))
            }
            Failure::Syntax(e) => d
                .with("move", quote(text))
                .with(
                    "letter",
                    Arg::Text(match e.kind {
                        MoveSyntaxErrorKind::UnknownPiece(c)
                        | MoveSyntaxErrorKind::BadPromotion(c) => c.to_string(),
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
            Failure::Resolve(ResolveError::Illegal {
                role,
                alternatives,
                reason,
                of_kind,
            }) => {
                let mut d = d
                    .with("move", quote(text))
                    .with("color", Arg::Side(pos.turn()))
                    .with("reason", Arg::illegal(reason, pos.turn(), locale.letters()));
                let kind = role.filter(|_| of_kind);
                if let Some(note) = legal_moves_note(pos, kind, &alternatives, reason, locale) {
                    d.related.push(note);
                }
                d
            }
            Failure::Resolve(ResolveError::Ambiguous { candidates }) => {
                let mut d = d
                    .with("move", quote(text))
                    .with("count", Arg::Number(candidates.len() as i64));
                d.related.push(Related {
                    span: None,
                    message: "diag-ambiguous-move-candidates",
                    args: vec![("moves", Arg::moves(pos, &candidates, locale.letters()))],
                });
                d
            }
            Failure::Resolve(ResolveError::MissingPromotion) => d.with("move", quote(text)),
        };
        self.out.diagnostics.push(d);
    }
}

enum Failure {
    Syntax(MoveSyntaxError),
    Resolve(ResolveError),
}

/// The note after an illegal move: the legal moves of the one piece the
/// move or its reason names ("this piece": the pawn on e2 of `e5`), else
/// of every piece of `kind`, the move's, named (`Legal knight moves: …`
/// after `Nbd2` with no knight on the b-file, `White has no legal king
/// move.` after `O-O` through check); none where the reason names no
/// piece of the side's own (`Black has no queen left`, `there is no piece
/// on d2`, `the queen on g5 is Black's`, a pass in check): it would add
/// nothing.
fn legal_moves_note(
    pos: &Position,
    kind: Option<forsyth_core::Role>,
    alternatives: &[Move],
    reason: Option<forsyth_core::IllegalReason>,
    locale: &Locale,
) -> Option<Related> {
    use forsyth_core::IllegalReason;
    if alternatives.is_empty()
        && matches!(
            reason,
            Some(
                IllegalReason::NoPiece { .. }
                    | IllegalReason::EmptySquare { .. }
                    | IllegalReason::OpponentsPiece { .. }
                    | IllegalReason::PassInCheck { .. }
            )
        )
    {
        return None;
    }
    let color = ("color", Arg::Side(pos.turn()));
    let moves = || ("moves", Arg::moves(pos, alternatives, locale.letters()));
    let piece = kind.map(|role| {
        (
            "piece",
            Arg::Text(crate::locale::role_keyword(role).to_owned()),
        )
    });
    let (message, args) = match (piece, alternatives.is_empty()) {
        (Some(piece), true) => ("diag-illegal-move-no-alternatives-kind", vec![color, piece]),
        (Some(piece), false) => ("diag-illegal-move-alternatives-kind", vec![moves(), piece]),
        (None, true) => ("diag-illegal-move-no-alternatives", vec![color]),
        (None, false) => (
            "diag-illegal-move-alternatives",
            vec![moves(), ("count", Arg::Number(alternatives.len() as i64))],
        ),
    };
    Some(Related {
        span: None,
        message,
        args,
    })
}

/// At most how many characters of a move word a message quotes.
const QUOTED_CHARS: usize = 40;

/// Whether the word at `span` of `src` is an abbreviation that cuts a
/// line short (`etc.`, `ecc.`, `usw.`): three small letters or more, then
/// a period (in the word or right after it).
fn abbreviation(src: &[u8], span: &Range<usize>) -> bool {
    let Some(word) = src.get(span.clone()) else {
        return false;
    };
    let letters = word.strip_suffix(b".").unwrap_or(word);
    let Ok(letters) = std::str::from_utf8(letters) else {
        return false;
    };
    let stop = word.ends_with(b".") || src.get(span.end) == Some(&b'.');
    stop && letters.chars().count() >= 3 && letters.chars().all(char::is_lowercase)
}

/// A move word as a message quotes it: whole, or its first
/// [`QUOTED_CHARS`] characters and an ellipsis (a word of junk may be
/// megabytes long).
fn quote(text: &str) -> Arg {
    match text.char_indices().nth(QUOTED_CHARS) {
        Some((at, _)) => Arg::Text(format!("{}…", &text[..at])),
        None => Arg::Text(text.to_owned()),
    }
}

/// Whether `text` is a capture with nothing before its sign (`xg7`,
/// `:g7`, the Greek `χδ5`), a capture sign of its language (`printed`'s):
/// the piece letter or the pawn's file was left out.
fn is_bare_capture(text: &str, letter: char, printed: &PrintedWords) -> bool {
    let mut chars = text.chars();
    if !printed.is_capture_sign(letter) || chars.next() != Some(letter) {
        return false;
    }
    matches!(
        (chars.next(), chars.next()),
        (Some(file), Some('1'..='8')) if printed.file_of(file).is_some()
    )
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

/// Where `event` starts in the game's text; `None` for one that stands
/// for no text of its own (a line's start or end, alternatives).
fn event_start(event: &Event) -> Option<usize> {
    match event {
        Event::Number { span, .. }
        | Event::Null(span)
        | Event::Nag(span)
        | Event::Comment(span)
        | Event::Result(span) => Some(span.start),
        Event::Move(word) => Some(word.span.start),
        Event::Enter | Event::Exit | Event::Alternatives(_) => None,
    }
}

/// Whether a game's text may hold an alternative to Black's move printed
/// inline, its number going back with a dash in White's move's place
/// (`25.Txe5! Dd6 25.-fxe5 26.La5+`, [`Walker::alternative`]), which starts
/// from the position before the line's last move: a number's stop and a
/// dash after it.
///
/// Its dashes are looked for, rare in a game (results, castling), and the
/// stop before each: one fast pass over the text (a pass over its stops,
/// one for every move number, or six substring searches, each building
/// its searcher, cost a plain game more than its tags).
fn inline_alternative(text: &[u8]) -> bool {
    memchr::memchr2_iter(b'-', 0xE2, text).any(|at| dash_after_stop(text, at))
}

/// Whether the move text `text` of a game read from its tokens may hold a
/// variation: a `(`, or an alternative printed inline
/// ([`inline_alternative`]); both looked for in one pass.
fn may_vary_plain(text: &[u8]) -> bool {
    memchr::memchr3_iter(b'(', b'-', 0xE2, text)
        .any(|at| text[at] == b'(' || dash_after_stop(text, at))
}

/// [`may_vary_plain`] of the move text `text` of a game `P` reads: where
/// `P` reads a dash after a number's stop in comments only
/// ([`PlainMoves::DASHES_IN_COMMENTS_ONLY`]), a text with no `(` and no
/// comment may not vary, told by one search for two bytes (rather than a
/// stop for every dash of castling and results).
#[inline]
fn may_vary_read<P: PlainMoves>(text: &[u8]) -> bool {
    if P::DASHES_IN_COMMENTS_ONLY && memchr::memchr2(b'(', b'{', text).is_none() {
        return false;
    }
    may_vary_plain(text)
}

/// Whether the byte at `at` of `text` starts a dash (`-`, `–`, `—`) after
/// a number's stop (`25.-fxe5`, `25. –`).
fn dash_after_stop(text: &[u8], at: usize) -> bool {
    let dash = &text[at..];
    let before = &text[..at];
    let before = before.strip_suffix(b" ").unwrap_or(before);
    (dash[0] == b'-'
        || dash.starts_with("\u{2013}".as_bytes())
        || dash.starts_with("\u{2014}".as_bytes()))
        && before.ends_with(b".")
}

/// Whether White's move `number` was played in the line before the move
/// that stands in it now: a line printed apart may start again there
/// ([`Walker::restart_white`]).
fn restarts_white(number: crate::lexer::MoveNumber, state: &LineState) -> bool {
    let n = i128::from(number.number) - state.number_shift;
    let now = i128::from(state.pos.fullmoves());
    !number.black && (n < now || (n == now && state.pos.turn() == Color::Black))
}

/// Whether `number`, before a move of the line `state`, [`restarts`] or
/// [`restarts_white`]: an earlier move than the line's.
#[inline]
fn restarts_any(number: crate::lexer::MoveNumber, state: &LineState) -> bool {
    restarts(number, state) || restarts_white(number, state)
}

/// Whether `number`, before a move of the line `state`, is Black's move of
/// an earlier number than the line's (`1...` after White's second move):
/// a variation printed apart, or a wrong number.
#[inline]
fn restarts(number: crate::lexer::MoveNumber, state: &LineState) -> bool {
    number.black
        && i128::from(number.number) - state.number_shift < i128::from(state.pos.fullmoves())
}

/// Whether a move number fits the move it stands before, the game's
/// numbers being `shift` off the real ones. "12." before a Black move is
/// common (the number of the pair); only a wrong number, or "12..." before a
/// White move, is a mismatch.
#[inline]
fn number_fits(n: crate::lexer::MoveNumber, pos: &Position, shift: i128) -> bool {
    i128::from(n.number) == i128::from(pos.fullmoves()) + shift
        && (!n.black || pos.turn() == Color::Black)
}

/// Whether a `[Result]` tag's value agrees with the game's termination
/// marker (a value that is no result says nothing).
fn result_agrees(tag: &str, marker: Outcome) -> bool {
    Outcome::from_bytes(tag.as_bytes()).is_none_or(|outcome| outcome == marker)
}

/// Compares the `[Result]` tag with the termination marker, and notes a
/// marker printed otherwise than PGN writes it (`1 : 0`, `½–½`): a
/// printed word the sink is told of (a translation in one notation
/// writes it as PGN does).
fn check_result<M: MoveSink>(game: &Replay<'_>, out: &mut Analysis, moves: &mut M) {
    // Tag values between quotes of print (`[Event «…»]`): one note a
    // game, from the first to the last.
    if let (Some(first), Some(last)) = (game.events.quoted().first(), game.events.quoted().last()) {
        out.diagnostics.push(
            Diagnostic::new(Code::PrintedQuotes, first.start..last.end)
                .with("count", Arg::Number(game.events.quoted().len() as i64)),
        );
    }
    if let Some((outcome, span)) = game.events.marker()
        && let Some(marker) = game.src.get(span.clone())
        && !matches!(marker, b"1-0" | b"0-1" | b"1/2-1/2" | b"*")
    {
        moves.printed(span, out.language.unwrap_or(0), true);
        out.diagnostics.push(
            Diagnostic::new(Code::PrintedResult, span.clone())
                .with("move", quote(&String::from_utf8_lossy(marker)))
                .with("result", Arg::Text(outcome.as_pgn().into())),
        );
    }
    // A missing marker is the tree's finding (`missing-result`).
    let (Some((outcome, span)), Some(value)) = (
        game.events.marker(),
        game.events.result_tag().and_then(|t| t.text),
    ) else {
        return;
    };
    if !result_agrees(value, outcome) {
        let marker = String::from_utf8_lossy(game.src.get(span.clone()).unwrap_or_default());
        out.diagnostics.push(
            Diagnostic::new(Code::ResultMismatch, span.clone())
                .with("tag", quote(value))
                .with("movetext", quote(&marker)),
        );
    }
}

#[cfg(test)]
mod rules_tests {
    use super::Rules;

    /// What the PGN world writes in `[Variant]`, in any case, with spaces
    /// around: lichess's and ChessBase's names of the rules.
    #[test]
    fn a_variant_tag_names_its_rules_in_any_case() {
        for (value, rules) in [
            ("", Rules::Chess),
            ("Standard", Rules::Chess),
            ("  From Position ", Rules::Chess),
            ("FROMPOSITION", Rules::Chess),
            ("Chess960", Rules::Chess960),
            ("chess 960", Rules::Chess960),
            ("FischeRandom", Rules::Chess960),
            ("Antichess", Rules::Other),
            ("Crazyhouse", Rules::Other),
            ("Ständard", Rules::Other),
            ("96", Rules::Other),
        ] {
            assert_eq!(Rules::of(value), rules, "{value:?}");
        }
    }
}

#[cfg(test)]
mod capture_sign_tests {
    use super::is_bare_capture;
    use crate::{
        locale::Locales,
        printed::{Printed, PrintedKind, PrintedWords, reread},
        word::{CAPTURE_MARKS, MoveSyntax, read_move},
    };

    /// What a capture sign is, said once (`PrintedWords::is_capture_sign`):
    /// every sign a move is read with (`word::is_capture_mark`: `x × ✕ :`
    /// and the language's own mark), and every sign its printed texts
    /// print (`printed-capture`, the Greek `χ`, rewritten by `reread`), in
    /// every language; and each of them, printed with nothing before it
    /// (`xg7`, as a Russian page prints `10. Сxg7 xg7`), is the capture
    /// with no piece that `malformed-move` names, not a letter of an
    /// unknown language.
    #[test]
    fn the_capture_signs_of_the_reader_the_printed_and_the_messages_agree() {
        let locales = Locales::embedded();
        for locale in locales.iter() {
            let words = PrintedWords::of(locale);
            let letters = locale.letters();
            let (e, d) = (letters.files[4], letters.files[3]);
            let own = letters.capture_char();
            let name = locale.name();
            for c in CAPTURE_MARKS.into_iter().chain(own) {
                assert!(words.is_capture_sign(c), "{name}: {c}");
                let text = format!("{e}{c}{d}5");
                let readings = read_move(&text, letters).unwrap_or_default();
                assert!(
                    readings
                        .iter()
                        .any(|r| matches!(r.syntax, MoveSyntax::Normal { capture: true, .. })),
                    "{name}: {text} {readings:?}"
                );
                assert!(
                    is_bare_capture(&format!("{c}{d}5+"), c, &words),
                    "{name}: {c}"
                );
            }
            for &c in words.capture_signs() {
                assert!(words.is_capture_sign(c), "{name}: {c}");
                let text = format!("{e}{c}{d}5");
                let r = reread(&text, &words).map(|r| r.what);
                assert!(
                    matches!(&r, Some(Printed::Move(p))
                        if p.kinds & PrintedKind::Capture.bit() != 0 && p.text.contains('x')),
                    "{name}: {text} {r:?}"
                );
                assert!(
                    is_bare_capture(&format!("{c}{d}5"), c, &words),
                    "{name}: {c}"
                );
            }
            for c in ['-', '+', '#', '*', e] {
                assert!(!words.is_capture_sign(c), "{name}: {c}");
            }
            // A sign before no square is no capture left without its piece.
            assert!(!is_bare_capture(&format!("x{d}"), 'x', &words), "{name}");
        }
    }
}

#[cfg(test)]
mod same_reading_tests {
    use super::{Analyzer, GameText, KeyWords, game_letters, key_letters, move_texts};
    use crate::{events::Events, locale::Locales, tree::SyntaxTree};

    /// `same_reading` asks the whole key only of the languages whose
    /// letters key agrees: it finds the languages that comparing whole
    /// keys finds, on every game of the real files, the plain games and
    /// the pages of every language of the test data (sixty a file), for
    /// each language.
    #[test]
    fn same_reading_finds_the_languages_of_the_same_whole_key() {
        let locales = Locales::embedded();
        let analyzer = Analyzer::new(&locales);
        let n = analyzer.locales.len();
        let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/data");
        let mut games = 0;
        for dir in ["real", "pgn", "pages"] {
            let mut paths: Vec<_> = std::fs::read_dir(format!("{root}/{dir}"))
                .unwrap()
                .map(|e| e.unwrap().path())
                .filter(|p| p.extension().is_some_and(|e| e == "pgn" || e == "txt"))
                .collect();
            paths.sort();
            for path in paths {
                let src = std::fs::read(&path).unwrap();
                let tree = SyntaxTree::parse(&src);
                for game in tree.games().take(60) {
                    let mut events = Events::default();
                    events.read_game(&game);
                    let src = game.node().tree().source();
                    let text = GameText::new(src, &events);
                    let chars = key_letters(&game_letters(text, &events));
                    let words = KeyWords::of(move_texts(text, &events));
                    let keys: Vec<u64> = (0..n)
                        .map(|i| analyzer.reading_key(i, &chars, &words).0)
                        .collect();
                    for language in 0..n {
                        let whole: Vec<usize> =
                            (0..n).filter(|&i| keys[i] == keys[language]).collect();
                        assert_eq!(
                            analyzer.same_reading(src, &events, language),
                            whole,
                            "{} game {games} language {language}",
                            path.display()
                        );
                    }
                    games += 1;
                }
            }
        }
        assert!(games > 400, "{games} games");
    }
}
