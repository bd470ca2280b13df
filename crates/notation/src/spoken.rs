//! Moves and positions in words, for screen readers, text-to-speech and
//! reading a scoresheet aloud.
//!
//! [`Speaker::speak_move`] says a move the way lichess's blind mode and the
//! FIDE rules for blind players do: the piece's name, its starting file or
//! rank when SAN needs one, "takes", the square, then the promotion,
//! en passant, check or mate as parts of their own, set apart by commas:
//!
//! | SAN | `literate` | `nato` | `anna` |
//! |---|---|---|---|
//! | `Nxe5+` | knight takes E 5, check | knight takes echo 5, check | knight takes Eva 5, check |
//! | `exd8=Q#` | E takes D 8, promotes to queen, checkmate | echo takes delta 8, … | Eva takes David 8, … |
//! | `O-O` | short castling | short castling | short castling |
//!
//! Pawns have no name: a pawn's move is its file ("E 4", "E takes D 5"). The
//! words — piece names, "takes", "check", castling… — are the locale's
//! (`piece-name` and the `spoken-*` messages of `notation.ftl`); the file
//! names of [`Files::Nato`] and [`Files::Anna`] are international and never
//! translated; [`Files::Literate`] says the language's own file letters.
//!
//! # Text-to-speech
//!
//! Speech engines read some letter and digit sequences as something else
//! (lichess's `speakable`, lila#17413). So:
//!
//! * a file letter and its rank are two words (`E 5`, not `e5`);
//! * a rank is never followed by a file letter after a space alone: `1 E 5`
//!   reads as a number (1E5, "one times ten to the fifth") and `5 H 3` as a
//!   time, so a comma comes between (`rook 1, E 1`);
//! * literate `c` and `f` stay lower case (an upper-case `C` or `F` after a
//!   number is read as degrees Celsius or Fahrenheit), the other Latin file
//!   letters are upper case so that they are spelled;
//! * literate `a` is written `"A"`: a bare `A` is read as the article.
//!
//! The text has no bidi marks: it is logical order, as any text, and a
//! right-to-left language's words are never reordered.
//!
//! # Games and positions
//!
//! [`speak_pgn`] writes every game of a PGN stream as lines of spoken
//! moves, one move number a line (`1. E 4; E 5`), each variation on lines
//! of its own between `variation: …` and `end of variation` (the
//! locale's `spoken-variation` and `spoken-variation-end`);
//! [`Speaker::speak_position`] reads a position piece by piece
//! (`White: king G 1, rook F 1, pawns "A" 2, B 2; Black: …; White to
//! move.`).

use std::{
    fmt::{self, Write as _},
    io::{self, BufRead, Write},
    str::FromStr,
};

use forsyth_core::{CastlingSide, Color, File, Move, Position, Rank, Role, Square};

use crate::{
    analysis::{MoveSink, Played},
    finding::{Finding, Stats},
    locale::{FluentArgs, Locale, Locales, color_keyword, role_keyword},
    resolve::{check_after, check_status},
    translate::{GameOutput, ReadOptions},
    word::Check,
    write::{Disambiguation, disambiguation},
};

/// How files are said.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Files {
    /// The language's file letters, spelled (`E 5`, Greek `Ε 5`).
    #[default]
    Literate,
    /// The NATO spelling alphabet: alfa, bravo, charlie, delta, echo,
    /// foxtrot, golf, hotel.
    Nato,
    /// The names of the FIDE rules for blind players (Laws of Chess,
    /// Appendix D): Anna, Bella, Cesar, David, Eva, Felix, Gustav, Hector.
    Anna,
}

/// The NATO alphabet's words for a to h.
const NATO: [&str; 8] = [
    "alfa", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel",
];

/// The file names of the FIDE rules for blind players, a to h.
const ANNA: [&str; 8] = [
    "Anna", "Bella", "Cesar", "David", "Eva", "Felix", "Gustav", "Hector",
];

impl Files {
    pub const ALL: [Files; 3] = [Files::Literate, Files::Nato, Files::Anna];

    /// The style's name: `literate`, `nato`, `anna`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Files::Literate => "literate",
            Files::Nato => "nato",
            Files::Anna => "anna",
        }
    }
}

impl fmt::Display for Files {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Files {
    type Err = ();

    fn from_str(s: &str) -> Result<Files, ()> {
        Files::ALL
            .into_iter()
            .find(|n| n.name().eq_ignore_ascii_case(s))
            .ok_or(())
    }
}

/// The words of one language, looked up once.
#[derive(Clone, Debug)]
struct Words {
    /// Piece names, by [`Role::index`].
    pieces: [String; 6],
    /// "promotes to queen" and so on, by [`Role::index`].
    promotes: [String; 6],
    takes: String,
    check: String,
    mate: String,
    castle_short: String,
    castle_long: String,
    en_passant: String,
    null: String,
    variation: String,
    variation_end: String,
}

/// Says moves and positions in one language, with one style of files.
#[derive(Clone, Debug)]
pub struct Speaker<'l> {
    locale: &'l Locale,
    files: Files,
    words: Words,
}

/// One word of a spoken move.
#[derive(Clone, Copy, Debug)]
enum Word<'a> {
    Text(&'a str),
    File(File),
    Rank(Rank),
}

impl<'l> Speaker<'l> {
    /// A speaker of `locale`'s words, saying files as `files` says.
    #[must_use]
    pub fn new(locale: &'l Locale, files: Files) -> Speaker<'l> {
        let word = |id: &str, args: Option<&FluentArgs<'_>>| {
            locale
                .notation_message(id, args)
                .map(|w| w.trim().to_owned())
                .unwrap_or_default()
        };
        let by_role = |id: &str| {
            Role::ALL.map(|role| {
                let mut args = FluentArgs::new();
                args.set("role", role_keyword(role));
                word(id, Some(&args))
            })
        };
        let mut pieces: [String; 6] = Default::default();
        let mut promotes: [String; 6] = Default::default();
        for (role, (name, promotion)) in Role::ALL.into_iter().zip(
            by_role("piece-name")
                .into_iter()
                .zip(by_role("spoken-promotes-to")),
        ) {
            pieces[role.index()] = name;
            promotes[role.index()] = promotion;
        }
        Speaker {
            locale,
            files,
            words: Words {
                pieces,
                promotes,
                takes: word("spoken-takes", None),
                check: word("spoken-check", None),
                mate: word("spoken-mate", None),
                castle_short: word("spoken-castle-short", None),
                castle_long: word("spoken-castle-long", None),
                en_passant: word("spoken-en-passant", None),
                null: word("spoken-null-move", None),
                variation: word("spoken-variation", None),
                variation_end: word("spoken-variation-end", None),
            },
        }
    }

    /// The locale whose words are said.
    #[must_use]
    pub fn locale(&self) -> &'l Locale {
        self.locale
    }

    /// How files are said.
    #[must_use]
    pub fn files(&self) -> Files {
        self.files
    }

    /// `mv`, a legal move of `before`, in words; `check` is the check
    /// status it gives when the caller knows it (`None`: found by playing
    /// the move).
    #[must_use]
    pub fn speak_move(&self, before: &Position, mv: &Move, check: Option<Check>) -> String {
        let mut out = String::new();
        self.write_move(before, mv, check, &mut out);
        out
    }

    /// [`Speaker::speak_move`], appending to `out`.
    pub fn write_move(&self, before: &Position, mv: &Move, check: Option<Check>, out: &mut String) {
        let w = &self.words;
        let mut main: Vec<Word<'_>> = Vec::with_capacity(6);
        let mut extra: Option<&str> = None;
        match *mv {
            Move::Null => main.push(Word::Text(&w.null)),
            Move::Castle { .. } => main.push(Word::Text(
                if mv.castling_side() == Some(CastlingSide::Queen) {
                    &w.castle_long
                } else {
                    &w.castle_short
                },
            )),
            Move::Normal {
                role,
                from,
                capture,
                to,
                promotion,
            } => {
                if role == Role::Pawn {
                    if capture.is_some() {
                        main.push(Word::File(from.file()));
                    }
                } else {
                    main.push(Word::Text(&w.pieces[role.index()]));
                    match disambiguation(before, role, from, to) {
                        Disambiguation::None => {}
                        Disambiguation::File => main.push(Word::File(from.file())),
                        Disambiguation::Rank => main.push(Word::Rank(from.rank())),
                        Disambiguation::Square => {
                            main.extend([Word::File(from.file()), Word::Rank(from.rank())]);
                        }
                    }
                }
                if capture.is_some() {
                    main.push(Word::Text(&w.takes));
                }
                main.extend([Word::File(to.file()), Word::Rank(to.rank())]);
                extra = promotion.map(|p| w.promotes[p.index()].as_str());
            }
            Move::EnPassant { from, to } => {
                main.extend([
                    Word::File(from.file()),
                    Word::Text(&w.takes),
                    Word::File(to.file()),
                    Word::Rank(to.rank()),
                ]);
                extra = Some(&w.en_passant);
            }
        }
        self.write_words(&main, out);
        if let Some(part) = extra {
            out.push_str(", ");
            out.push_str(part);
        }
        if !matches!(mv, Move::Null) {
            match check.unwrap_or_else(|| check_after(before, mv)) {
                Check::None => {}
                Check::Mate => {
                    out.push_str(", ");
                    out.push_str(&w.mate);
                }
                Check::Check | Check::DoubleCheckOrMate => {
                    out.push_str(", ");
                    out.push_str(&w.check);
                }
            }
        }
    }

    /// A square in words: `E 5`, `echo 5`, `Eva 5`.
    #[must_use]
    pub fn speak_square(&self, sq: Square) -> String {
        let mut out = String::new();
        self.write_words(&[Word::File(sq.file()), Word::Rank(sq.rank())], &mut out);
        out
    }

    /// The position read piece by piece: each side's header, then its
    /// pieces kind by kind (king, queen, rooks, bishops, knights, pawns),
    /// each kind's squares by file then rank, then who is to move:
    /// `White: king G 1, rook F 1, pawns "A" 2, B 2; Black: king G 8;
    /// White to move.`
    #[must_use]
    pub fn speak_position(&self, pos: &Position) -> String {
        const ORDER: [Role; 6] = [
            Role::King,
            Role::Queen,
            Role::Rook,
            Role::Bishop,
            Role::Knight,
            Role::Pawn,
        ];
        let board = pos.board();
        let mut sides = Vec::with_capacity(3);
        for color in Color::ALL {
            let mut groups = Vec::new();
            for role in ORDER {
                let mut squares: Vec<Square> = board
                    .pieces()
                    .filter(|(_, p)| p.color == color && p.role == role)
                    .map(|(sq, _)| sq)
                    .collect();
                if squares.is_empty() {
                    continue;
                }
                squares.sort_by_key(|sq| (sq.file(), sq.rank()));
                let mut args = FluentArgs::new();
                args.set("role", role_keyword(role));
                args.set("count", squares.len());
                let mut group = self
                    .locale
                    .notation_message("spoken-pieces", Some(&args))
                    .map(|w| w.trim().to_owned())
                    .unwrap_or_default();
                for (i, &sq) in squares.iter().enumerate() {
                    group.push_str(if i == 0 { " " } else { ", " });
                    self.write_words(&[Word::File(sq.file()), Word::Rank(sq.rank())], &mut group);
                }
                groups.push(group);
            }
            let mut args = FluentArgs::new();
            args.set("color", color_keyword(color));
            let header = self
                .locale
                .notation_message("piece-list-header", Some(&args))
                .map(|h| h.trim().to_owned())
                .unwrap_or_default();
            sides.push(format!("{header}: {}", groups.join(", ")));
        }
        let mut args = FluentArgs::new();
        args.set("color", color_keyword(pos.turn()));
        sides.push(
            self.locale
                .notation_message("spoken-to-move", Some(&args))
                .map(|w| w.trim().to_owned())
                .unwrap_or_default(),
        );
        let mut out = sides.join("; ");
        out.push('.');
        out
    }

    /// Writes `words` set apart by spaces, with a comma between a rank and
    /// a file that follows it (see the [module documentation](self)).
    fn write_words(&self, words: &[Word<'_>], out: &mut String) {
        let mut previous: Option<Word<'_>> = None;
        for &word in words {
            if let Some(p) = previous {
                out.push_str(match (p, word) {
                    (Word::Rank(_), Word::File(_)) => ", ",
                    _ => " ",
                });
            }
            match word {
                Word::Text(text) => out.push_str(text),
                Word::File(file) => self.write_file(file, out),
                Word::Rank(rank) => out.push(rank.char()),
            }
            previous = Some(word);
        }
    }

    /// A file as [`Files`] says.
    fn write_file(&self, file: File, out: &mut String) {
        match self.files {
            Files::Nato => out.push_str(NATO[file.index()]),
            Files::Anna => out.push_str(ANNA[file.index()]),
            Files::Literate => match self.locale.letters().file(file) {
                // Read as the article "a".
                'a' | 'A' => out.push_str("\"A\""),
                // Read as degrees Celsius or Fahrenheit after a number.
                'c' | 'C' => out.push('c'),
                'f' | 'F' => out.push('f'),
                letter => out.extend(letter.to_uppercase()),
            },
        }
    }
}

// ---------------------------------------------------------------------------
// Games

/// Writes every game of a PGN stream as spoken moves, a blank line after
/// each game's: its moves, one move number a line (`1. E 4; E 5`,
/// `12... king F 8` when a line starts with Black's move), a variation
/// starting on a line of its own (`variation: 1... king D 6`) and ending
/// with `end of variation`. The games are read as `options` says, by the
/// driver of [`crate::translate::translate_pgn`]: `report` is called for
/// every finding (a line's moves stop at its first move that cannot be
/// read or played; its parent line goes on after it) and `progress` with the bytes read after each game,
/// the output in stream order whatever the number of threads.
///
/// # Errors
/// I/O errors of `reader` or `writer`.
pub fn speak_pgn<R: BufRead, W: Write>(
    reader: R,
    writer: W,
    locales: &Locales,
    options: ReadOptions<'_>,
    speaker: &Speaker<'_>,
    report: impl FnMut(&Finding<'_>),
    progress: impl FnMut(u64),
) -> io::Result<Stats> {
    crate::translate::run_games(
        reader,
        writer,
        locales,
        options,
        || Speech { speaker },
        report,
        progress,
    )
}

/// Spoken games' output, for [`crate::translate::run_games`]: each game's
/// moves as [`Lines`].
struct Speech<'s, 'l> {
    speaker: &'s Speaker<'l>,
}

impl<'s, 'l> GameOutput for Speech<'s, 'l> {
    type Sink<'a>
        = Lines<'a, 'l>
    where
        Self: 'a;

    fn sink<'a>(&'a mut self, _src: &'a [u8], out: &'a mut Vec<u8>) -> Lines<'a, 'l> {
        Lines::new(self.speaker, out)
    }

    fn finish(sink: Lines<'_, 'l>) {
        sink.finish();
    }

    /// A game too large to read says nothing.
    fn oversized(&mut self, _bytes: &[u8], _out: &mut Vec<u8>) {}
}

/// Writes a game's moves as the walk plays them, one move number a line;
/// a variation starts on a line of its own with its word
/// (`variation: 1... king D 6`) and ends with a line that says so
/// (`end of variation`), nested variations inside.
struct Lines<'a, 's> {
    speaker: &'a Speaker<'s>,
    out: &'a mut Vec<u8>,
    /// Where the game being walked began in `out`.
    game: usize,
    /// Whether a line holds White's move and waits for Black's.
    open: bool,
    /// Scratch space for one move.
    text: String,
    /// How deep in variations the last move said stands (0: the main
    /// line), and the position it was played from.
    depth: u32,
    previous: Option<Position>,
    /// By depth, the positions the moves said in the current line reached.
    afters: Vec<Vec<Position>>,
}

impl<'a, 's> Lines<'a, 's> {
    fn new(speaker: &'a Speaker<'s>, out: &'a mut Vec<u8>) -> Self {
        let game = out.len();
        Lines {
            speaker,
            out,
            game,
            open: false,
            text: String::new(),
            depth: 0,
            previous: None,
            afters: Vec::new(),
        }
    }

    /// Ends the line being written, if a move waits on it.
    fn end_line(&mut self) {
        if self.open {
            self.text.push('\n');
            self.open = false;
        }
    }

    /// Says that `count` variations end.
    fn end_variations(&mut self, count: u32) {
        for _ in 0..count {
            self.end_line();
            self.text.push_str(&self.speaker.words.variation_end);
            self.text.push('\n');
        }
    }

    /// Ends the game being written: its last line, and a blank line after
    /// a game that said anything.
    fn end_game(&mut self) {
        self.text.clear();
        self.end_variations(self.depth);
        self.end_line();
        self.out.extend_from_slice(self.text.as_bytes());
        self.depth = 0;
        self.previous = None;
        self.afters.clear();
        if self.out.len() > self.game {
            self.out.push(b'\n');
        }
        self.game = self.out.len();
    }

    fn finish(mut self) {
        self.end_game();
    }
}

impl MoveSink for Lines<'_, '_> {
    fn played(&mut self, p: &Played<'_>) {
        let check = p.check.unwrap_or_else(|| check_status(p.after));
        self.text.clear();
        // A variation begins where the depth grows, or where a move at the
        // same depth follows none of the moves said since the variation
        // began (the next variation of the same move); a move from the
        // position the last one left (an alternative, `Ρε7/Ρε5`) is said on
        // a line of its own. Variations end where the depth shrinks.
        let depth = p.depth as usize;
        if self.afters.len() <= depth {
            self.afters.resize_with(depth + 1, Vec::new);
        }
        let same = p.depth == self.depth;
        let follows = self.afters[depth].contains(p.before);
        let alternative = same && !follows && self.previous == Some(*p.before);
        let sibling = same && p.depth > 0 && !follows && !alternative;
        if p.depth < self.depth || sibling {
            self.end_variations(self.depth - p.depth + u32::from(sibling));
            self.open = false;
        }
        if p.depth > self.depth || sibling {
            for _ in self.depth + u32::from(!sibling)..=p.depth {
                self.end_line();
                self.text.push_str(&self.speaker.words.variation);
                self.text.push_str(": ");
            }
            self.afters[depth].clear();
            // The variation's first move says its number.
            self.open = false;
        }
        if alternative {
            self.end_line();
        }
        self.depth = p.depth;
        self.previous = Some(*p.before);
        self.afters[depth].push(*p.after);
        let number = p.before.fullmoves();
        match (p.before.turn(), self.open) {
            (Color::White, open) => {
                if open {
                    self.text.push('\n');
                }
                let _ = write!(self.text, "{number}. ");
                self.open = true;
            }
            (Color::Black, true) => {
                self.text.push_str("; ");
                self.open = false;
            }
            (Color::Black, false) => {
                let _ = write!(self.text, "{number}... ");
            }
        }
        self.speaker
            .write_move(p.before, &p.mv, Some(check), &mut self.text);
        if p.before.turn() == Color::Black {
            self.text.push('\n');
        }
        self.out.extend_from_slice(self.text.as_bytes());
    }

    fn begin(&mut self) {
        self.end_game();
    }

    fn restart(&mut self) {
        self.out.truncate(self.game);
        self.open = false;
        self.depth = 0;
        self.previous = None;
        self.afters.clear();
    }
}

#[cfg(test)]
mod tests;
