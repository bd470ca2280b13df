//! Reading one move token, in one language, without a position.
//!
//! [`read_move`] takes the text of a move token (a
//! [`Word`](crate::lexer::TokenKind::Word) of the lexer, perhaps followed by
//! a detached ` e.p.`) and a language's [`Letters`], and gives every
//! syntactic [`Reading`] the text can have. It checks syntax only: whether a
//! move is legal, and which of several readings is meant, is for the
//! resolver that has the position. [`MoveReader`] does the same with the
//! letter table prepared once, for reading many moves.
//!
//! Accepted, in every language:
//!
//! * SAN with the language's piece letters and with its own file letters or
//!   Latin `a`–`h` (`Sf3`, `Cf3`, `Ιδ4`, `פו3`, `פf3`), figurines of either
//!   colour for either side (`♘f3`, `♞f3`), disambiguation by file, rank or
//!   both (`Nbd2`, `R1a3`, `Qh4e1`);
//! * long algebraic notation (`e2-e4`, `Nb1-c3`, `e4xd5`, `מהא1-א4`), UCI
//!   (`e2e4`, `e7e8q`) and ICCF numeric notation (`5254`, `37381`);
//! * capture marks `x`, `×`, `✕`, `:` and the language's own, also after the
//!   square (`Le5:`), or none (`ed5`);
//! * promotions `e8=Q`, `e8Q`, `e8(Q)`, `e8/Q`, lower case `e8q`, localized
//!   (`ד8=פ`, `e8D`);
//! * castling `O-O`, `0-0`, `o-o`, `00`, `O-O-O`, `0-0-0`, `000`, also with
//!   look-alike letters (`Ο-Ο-O` with Greek omicrons);
//! * check `+`, `†`, `ch`; double check (or old-style mate) `++`; mate `#`,
//!   `‡`, `≠`; an en passant mark `e.p.`, `ep`, glued or after a space;
//! * null moves `--`, `Z0`, `0000`;
//! * the display hyphens of Hebrew texts (`פ-ו3`, `ר-ב-5`, `פב-ד2`; see
//!   below) and Hebrew final letter forms (`ץ ף ם` read as `צ פ מ`).
//!
//! Besides the hyphen of long notation between two whole squares (`e2-e4`,
//! `Nb1-c3`, `מהא1-א4`), Hebrew texts set hyphens into moves only to
//! display them more clearly, right to left. A move that names a piece
//! other than a pawn may have them, in every language (each is
//! unambiguous, and `Nb-d2` is written in English too):
//!
//! * after the piece letter or figurine: `פ-ו3`, `פ-בד2`, `N-f3`;
//! * after the file or rank that tells the piece apart: `פב-ד2`, `צ1-ד1`,
//!   `Nb-d2` (a knight from the b-file to d2, short notation);
//! * inside the destination square, when a hyphen stands before it:
//!   `ר-ב-5`, `פב-ד-2` (never inside a starting square: `פ-ב-1-ד2` is an
//!   error);
//! * before a capture mark, which stays right before the square it
//!   captures on: `פ-:ו6`, `פב-:ד2`, `Nb-xd2` (not `פב:-ד2`).
//!
//! [`Spelling`] records each of them (`piece_hyphen`, `origin_hyphen`,
//! `square_hyphen`). A pawn move has none: `e-d5` is no pawn capture but
//! an error ([`MoveSyntaxErrorKind::IncompleteOrigin`]), as the hyphen of
//! long notation marks a move that captures nothing and needs the whole
//! starting square, and `e4-xd5` is an error too.
//!
//! Some texts have more than one reading. The Hebrew queen is written with
//! two letters, `מה`, whose second letter is also the e-file: `מהה3` is a
//! queen move to e3 *or* a king move from the e-file to e3, and both are
//! returned, the likelier first. A hyphen right after `מה` is the queen's
//! display hyphen only (`מה-ה7` is the queen to e7, never the king from the
//! e-file), and one after `מה` and a rank is long notation only (`מה1-ו2`
//! is the king from e1; the queen from the first rank is written `מה-1ו2`
//! or `מה-1-ו2`). The rule comes from the letter table, not from Hebrew: no
//! display hyphen follows a file that spells another piece letter with the
//! letter before it, nor a rank after a letter that is a shorter letter and
//! a file. A piece letter written with a look-alike of another script (a
//! Latin `P` for the Greek king `Ρ`) is read as the letter it resembles,
//! and the reading names the characters ([`Reading::homoglyphs`]) so that a
//! caller can warn.

use std::fmt;

use arrayvec::{ArrayString, ArrayVec};
use forsyth_core::{File, Rank, Role, Square};

use crate::letters::Letters;

/// The most readings one move text can have.
pub const MAX_READINGS: usize = 4;

/// The most look-alike characters one reading records.
pub const MAX_HOMOGLYPHS: usize = 4;

/// Every reading of a move text, the likeliest first.
pub type Readings = ArrayVec<Reading, MAX_READINGS>;

/// What a move text says, position aside.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MoveSyntax {
    /// A move naming the moving piece, or none for a pawn: SAN, LAN and their
    /// localized and figurine forms. LAN sets both `from_file` and
    /// `from_rank`.
    Normal {
        /// The moving piece; [`Role::Pawn`] when no letter is written.
        role: Role,
        /// The origin file, when written (disambiguation, pawn captures, LAN).
        from_file: Option<File>,
        /// The origin rank, when written.
        from_rank: Option<Rank>,
        /// Whether the text marks a capture. A pawn changing files captures
        /// even when unmarked (`ed5`).
        capture: bool,
        /// The destination square.
        to: Square,
        /// The piece a pawn promotes to, when written.
        promotion: Option<Role>,
    },
    /// A move given by its two squares only, without naming the piece: UCI
    /// (`e2e4`, `e7e8q`, `e1g1` for castling, `e1h1` in Chess960), ICCF
    /// numeric notation (`5254`, `37381`), coordinate notation (`g1-f3`).
    Squares {
        /// The square the piece leaves.
        from: Square,
        /// The square it goes to.
        to: Square,
        /// The promotion piece, when written.
        promotion: Option<Role>,
    },
    /// Castling, short or long.
    Castle {
        /// Whether it is long castling (queen side).
        long: bool,
    },
    /// A null move (a pass), used in analysis.
    Null,
}

/// The notation a move is written in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Style {
    /// Standard (short) algebraic notation, figurine and localized forms
    /// included; castling and `--`/`Z0` null moves.
    San,
    /// Long algebraic notation: both squares, joined by a hyphen or a capture
    /// mark (`e2-e4`, `Nb1-c3`, `d4xe5`).
    Lan,
    /// UCI: both squares with nothing between (`e2e4`, `e7e8q`, `0000`).
    Uci,
    /// ICCF numeric notation (`5254`, `37381`).
    Iccf,
}

/// What the text says about check.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Check {
    /// No check mark.
    #[default]
    None,
    /// Check: `+`, `†`, `ch`.
    Check,
    /// `++`: double check in most texts, mate in older ones. A resolver should
    /// accept either.
    DoubleCheckOrMate,
    /// Mate: `#`, `‡`, `≠`.
    Mate,
}

/// The mark a check or mate was written with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CheckMark {
    /// `+`
    Plus,
    /// `++`
    DoublePlus,
    /// `#`
    Hash,
    /// `†` (U+2020)
    Dagger,
    /// `‡` (U+2021)
    DoubleDagger,
    /// `≠` (U+2260, the macOS Chess application's mate sign)
    NotEqual,
    /// `ch`
    Ch,
}

/// How the moving piece was named.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum PieceMark {
    /// No piece named: a pawn move, UCI, ICCF, castling, null move.
    #[default]
    None,
    /// One of the language's piece letters.
    Letter,
    /// A letter the language accepts on input only (German `P` for a pawn).
    ExtraLetter,
    /// A chess figurine, U+2654–U+265F.
    Figurine,
}

/// How a promotion piece was attached to the square.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PromotionMark {
    /// `e8Q`, `e7e8q`
    Bare,
    /// `e8=Q`
    Equals,
    /// `e8/Q`
    Slash,
    /// `e8(Q)`
    Parens,
}

/// How a move was spelled, beyond what it means: what a linter may remark
/// on, or a writer may keep.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Spelling {
    /// How the piece was named.
    pub piece: PieceMark,
    /// Whether some file was written with the language's own letters (`δ`,
    /// `ו`) rather than Latin ones.
    pub local_files: bool,
    /// Whether some file was written with a Latin letter `a`–`h`.
    pub latin_files: bool,
    /// The capture mark written (`x`, `:`, `×`, `✕`…), if any.
    pub capture_mark: Option<char>,
    /// Whether the capture mark follows the square (`Le5:`).
    pub capture_after: bool,
    /// How the promotion piece was attached, if there is one.
    pub promotion: Option<PromotionMark>,
    /// Whether the promotion piece was a lower-case letter (`e8q`).
    pub lowercase_promotion: bool,
    /// Whether the promotion piece was a figurine (`e8=♕`), also after a
    /// pawn move written without one.
    pub figurine_promotion: bool,
    /// Whether a hyphen stood right after the piece letter or figurine,
    /// before the origin or the square (Hebrew `פ-ו3`, `פ-בד2`, `פ-:ו6`).
    pub piece_hyphen: bool,
    /// Whether a hyphen stood between the origin (a file, a rank or a whole
    /// square) and the rest of the move: long notation (`Nb1-c3`, `e2-e4`)
    /// or the display hyphen after a disambiguation (`פב-ד2`, `צ1-ד1`). A
    /// capture mark written with it follows it (`פב-:ד2`).
    pub origin_hyphen: bool,
    /// Whether a hyphen split the destination square between its file and
    /// its rank (`ר-ב-5`, `פב-ד-2`).
    pub square_hyphen: bool,
    /// Whether castling was written with digit zeros (`0-0`, `00`).
    pub castle_zeros: bool,
    /// Whether castling was written without hyphens (`00`, `OOO`).
    pub castle_without_hyphens: bool,
    /// Whether a Hebrew final letter form (`ץ ף ם`) stood for a piece letter.
    pub final_forms: bool,
    /// The check or mate mark written, if any.
    pub check_mark: Option<CheckMark>,
}

/// A character written for a look-alike of another script.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Homoglyph {
    /// The character found, such as Latin `P` (U+0050).
    pub found: char,
    /// The character it was read as, such as Greek `Ρ` (U+03A1).
    pub meant: char,
    /// Byte offset of the character in the move text.
    pub offset: u32,
}

/// The look-alike characters of one reading, in text order: at most
/// [`MAX_HOMOGLYPHS`] (further ones are not recorded). Read it as a slice.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Homoglyphs {
    len: u8,
    /// Entries past `len` stay `NO_HOMOGLYPH`, so derived equality holds.
    items: [Homoglyph; MAX_HOMOGLYPHS],
}

const NO_HOMOGLYPH: Homoglyph = Homoglyph {
    found: '\0',
    meant: '\0',
    offset: 0,
};

impl Homoglyphs {
    /// No look-alikes.
    pub const EMPTY: Homoglyphs = Homoglyphs {
        len: 0,
        items: [NO_HOMOGLYPH; MAX_HOMOGLYPHS],
    };

    /// The look-alikes as a slice.
    #[must_use]
    pub fn as_slice(&self) -> &[Homoglyph] {
        &self.items[..usize::from(self.len)]
    }

    /// Records a look-alike, unless the list is full.
    fn push(&mut self, homoglyph: Homoglyph) {
        if let Some(slot) = self.items.get_mut(usize::from(self.len)) {
            *slot = homoglyph;
            self.len += 1;
        }
    }

    fn extend(&mut self, other: &Homoglyphs) {
        for &h in other.as_slice() {
            self.push(h);
        }
    }
}

impl Default for Homoglyphs {
    fn default() -> Homoglyphs {
        Homoglyphs::EMPTY
    }
}

impl<'a> IntoIterator for &'a Homoglyphs {
    type Item = &'a Homoglyph;
    type IntoIter = std::slice::Iter<'a, Homoglyph>;

    fn into_iter(self) -> Self::IntoIter {
        self.as_slice().iter()
    }
}

impl std::ops::Deref for Homoglyphs {
    type Target = [Homoglyph];

    fn deref(&self) -> &[Homoglyph] {
        self.as_slice()
    }
}

/// One reading of a move text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Reading {
    /// What the move says.
    pub syntax: MoveSyntax,
    /// The notation it is written in.
    pub style: Style,
    /// The check or mate it announces.
    pub check: Check,
    /// Whether an en passant mark (`e.p.`, `ep`) was written.
    pub en_passant_mark: bool,
    /// How it was spelled.
    pub spelling: Spelling,
    /// Characters read as look-alikes of the letters meant, in text order.
    pub homoglyphs: Homoglyphs,
}

impl Default for Reading {
    /// The null move `--`, plainly spelt: a slot to read into.
    fn default() -> Self {
        Reading {
            syntax: MoveSyntax::Null,
            style: Style::San,
            check: Check::None,
            en_passant_mark: false,
            spelling: Spelling::default(),
            homoglyphs: Homoglyphs::EMPTY,
        }
    }
}

/// Why a move text could not be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MoveSyntaxErrorKind {
    /// There is no move: the text is empty or only marks.
    Empty,
    /// A letter that is no piece letter of the language and no file.
    UnknownPiece(char),
    /// A character that does not belong where it stands.
    Unexpected(char),
    /// No destination square (`N`, `exd`, `Nb1-`).
    NoDestination,
    /// A pawn's hyphen between squares needs a whole starting square
    /// (`e-d5`): pawns take no display hyphen.
    IncompleteOrigin,
    /// A promotion mark with no piece after it (`e8=`).
    MissingPromotion,
    /// A promotion to something no pawn can become (`e8=K`, `e8=X`).
    BadPromotion(char),
    /// A promotion written after a piece move (`Nf3=Q`).
    PieceCannotPromote,
    /// Castling written wrongly (`O-O-O-O`, `O--O`).
    BadCastling,
    /// A numeric move that is no ICCF move (`5295`, `123`).
    BadNumeric,
}

/// Why a move text could not be read, and where.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MoveSyntaxError {
    /// What went wrong.
    pub kind: MoveSyntaxErrorKind,
    /// Byte offset in the move text where reading failed.
    pub offset: usize,
    /// The language tag of the letter table used (cut to 16 bytes).
    pub lang: ArrayString<16>,
}

impl fmt::Display for MoveSyntaxError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.kind {
            MoveSyntaxErrorKind::Empty => f.write_str("no move")?,
            MoveSyntaxErrorKind::UnknownPiece(c) => write!(
                f,
                "unknown piece letter '{c}' (U+{:04X}) in language {}",
                u32::from(c),
                self.lang
            )?,
            MoveSyntaxErrorKind::Unexpected(c) => {
                write!(f, "unexpected '{c}' (U+{:04X})", u32::from(c))?;
            }
            MoveSyntaxErrorKind::NoDestination => f.write_str("no destination square")?,
            MoveSyntaxErrorKind::IncompleteOrigin => {
                f.write_str("a hyphen between squares needs a whole starting square")?;
            }
            MoveSyntaxErrorKind::MissingPromotion => f.write_str("no promotion piece")?,
            MoveSyntaxErrorKind::BadPromotion(c) => write!(
                f,
                "bad promotion piece '{c}' in language {}: a pawn becomes a queen, rook, bishop or knight",
                self.lang
            )?,
            MoveSyntaxErrorKind::PieceCannotPromote => {
                f.write_str("only a pawn can promote")?;
            }
            MoveSyntaxErrorKind::BadCastling => f.write_str("malformed castling")?,
            MoveSyntaxErrorKind::BadNumeric => f.write_str(
                "not an ICCF numeric move (four digits 1-8, and a fifth 1-4 for a promotion)",
            )?,
        }
        write!(f, " at byte {}", self.offset)
    }
}

impl std::error::Error for MoveSyntaxError {}

/// Reads one move text in the language of `letters`, giving every reading
/// it can have, the likeliest first.
///
/// `text` is one move token as the lexer gives it (`Nf3`, `מה:ו6`,
/// `exd6e.p.`), possibly with a detached en passant mark (`exd6 e.p.`).
///
/// ```
/// use forsyth_core::{Role, Square};
/// use forsyth_notation::letters::Letters;
/// use forsyth_notation::word::{read_move, Check, MoveSyntax};
///
/// let readings = read_move("Nxf7+", &Letters::english())?;
/// assert_eq!(readings.len(), 1);
/// assert_eq!(readings[0].check, Check::Check);
/// assert!(matches!(
///     readings[0].syntax,
///     MoveSyntax::Normal { role: Role::Knight, capture: true, to: Square::F7, .. }
/// ));
/// # Ok::<_, forsyth_notation::word::MoveSyntaxError>(())
/// ```
///
/// # Errors
///
/// A [`MoveSyntaxError`] when the text has no reading; it describes the
/// reading that got furthest.
pub fn read_move(text: &str, letters: &Letters) -> Result<Readings, MoveSyntaxError> {
    MoveReader::new(letters).read(text)
}

/// A move reader for one language: [`read_move`] with the letter table
/// prepared once, for reading many moves.
///
/// ```
/// use forsyth_notation::letters::Letters;
/// use forsyth_notation::word::MoveReader;
///
/// let english = Letters::english();
/// let reader = MoveReader::new(&english);
/// for text in ["e4", "Nf3", "O-O", "exd6 e.p."] {
///     assert!(reader.read(text).is_ok());
/// }
/// ```
#[derive(Clone, Debug)]
pub struct MoveReader<'l> {
    letters: &'l Letters,
    /// Piece letters, longest first.
    pieces: ArrayVec<PieceLetter<'l>, MAX_PIECE_LETTERS>,
    /// The letter the language writes castling with, for naming look-alikes.
    castle_letter: char,
    /// The language's own capture mark, when it is one character.
    capture: Option<char>,
    /// Whether some piece letter is not Latin, so that a look-alike of
    /// another script may stand for it.
    lookalikes: bool,
    /// For the plain-SAN fast path, the piece of each upper-case ASCII
    /// letter (`A` first); all `None` when the language cannot take the
    /// fast path (see [`fast_letters`]).
    fast: Option<[Option<(Role, PieceMark)>; 26]>,
}

impl<'l> MoveReader<'l> {
    /// Prepares a reader for the language of `letters`.
    #[must_use]
    pub fn new(letters: &'l Letters) -> MoveReader<'l> {
        let pieces = piece_letters(letters);
        MoveReader {
            letters,
            fast: fast_letters(letters, &pieces),
            lookalikes: pieces.iter().any(|p| !p.text.is_ascii()),
            pieces,
            castle_letter: castling_letter(&letters.castle_short),
            capture: letters.capture_char(),
        }
    }

    /// The letter table read with.
    #[must_use]
    pub fn letters(&self) -> &'l Letters {
        self.letters
    }

    /// Whether the table letter `letter` is written at `text[pos..]`: exactly,
    /// with Hebrew final forms, or with look-alikes of its non-Latin characters.
    /// A character the language reads as itself (one of its files or a
    /// character of its piece letters) is never a look-alike of another of
    /// its letters, and a file letter is never a final form of one: in a
    /// language whose file g is a Latin `o` and whose queen is also a Greek
    /// `ο`, `o2-o4` is a pawn's move, never a queen's on the second rank; in
    /// one whose file e is a final mem `ם` and whose king is a mem `מ`,
    /// `ם7-ם6` is a pawn's move, never the king's (both found by the
    /// `locale` fuzz target). Hebrew's own `ם`, a king of its own, still
    /// stands for the mem of its queen `מה` (`םה-ה8`).
    #[inline]
    fn match_letter(&self, text: &str, pos: usize, letter: &str) -> Option<Matched> {
        let rest = text.get(pos..)?;
        if letter.is_empty() {
            return None;
        }
        let (rest_bytes, letter_bytes) = (rest.as_bytes(), letter.as_bytes());
        let exact = match letter_bytes {
            [b] => rest_bytes.first() == Some(b),
            _ => rest_bytes.starts_with(letter_bytes),
        };
        if exact {
            return Some(Matched {
                len: letter.len(),
                final_forms: false,
                homoglyphs: Homoglyphs::EMPTY,
            });
        }
        if letter.is_ascii() {
            // Only non-Latin letters have look-alikes and final forms.
            return None;
        }
        let mut chars = rest.char_indices();
        let mut matched = Matched {
            len: 0,
            final_forms: false,
            homoglyphs: Homoglyphs::EMPTY,
        };
        for want in letter.chars() {
            let (i, c) = chars.next()?;
            if c == want {
            } else if final_form_base(c) == Some(want) && self.letters.file_from_char(c).is_none() {
                matched.final_forms = true;
            } else if !want.is_ascii() && crate::letters::looks_alike(c, want) && !self.is_own(c) {
                matched.homoglyphs.push(Homoglyph {
                    found: c,
                    meant: want,
                    offset: offset32(pos + i),
                });
            } else {
                return None;
            }
            matched.len = i + c.len_utf8();
        }
        (matched.len > 0).then_some(matched)
    }

    /// Whether the language reads `c` as itself: a file letter (its own or
    /// a Latin one) or a character of one of its piece letters.
    fn is_own(&self, c: char) -> bool {
        self.letters.file_from_char(c).is_some()
            || self.pieces.iter().any(|letter| letter.text.contains(c))
    }

    /// Reads one move text, as [`read_move`] does.
    ///
    /// # Errors
    ///
    /// A [`MoveSyntaxError`] when the text has no reading.
    pub fn read(&self, text: &str) -> Result<Readings, MoveSyntaxError> {
        let mut readings = Readings::new();
        self.read_into(text, &mut readings)?;
        Ok(readings)
    }

    /// Reads one move text into `readings`, which it clears first: the same
    /// as [`MoveReader::read`] without moving the list around, for loops
    /// over many moves.
    ///
    /// # Errors
    ///
    /// A [`MoveSyntaxError`] when the text has no reading; `readings` is
    /// then empty.
    pub fn read_into(&self, text: &str, readings: &mut Readings) -> Result<(), MoveSyntaxError> {
        readings.clear();
        if let Some(reading) = self.read_fast(text.as_bytes()) {
            readings.push(reading);
            return Ok(());
        }
        self.read_full_into(text, readings)
    }

    /// [`MoveReader::read_into`] without the fast path.
    pub(crate) fn read_full_into(
        &self,
        text: &str,
        readings: &mut Readings,
    ) -> Result<(), MoveSyntaxError> {
        readings.clear();
        let mut reader = Reader {
            text,
            ctx: self,
            readings,
        };
        reader.read().map_err(|fail| {
            reader.readings.clear();
            MoveSyntaxError {
                kind: fail.kind,
                offset: fail.offset,
                lang: lang_tag(&self.letters.lang),
            }
        })
    }
}

impl MoveReader<'_> {
    /// The one reading of the plainest SAN texts
    /// (`[piece]?[a-h]?[1-8]?x?[a-h][1-8](=?[piece])?`, castling with `O` or
    /// `0` and hyphens, each with `+`, `++` or `#`), or `None` for anything
    /// else, which the full reader then reads. Whatever it reads, the full
    /// reader reads the same way (a unit test compares them). Inlined, so
    /// that the walker keeps only what it uses of the reading.
    #[inline(always)]
    pub(crate) fn read_fast(&self, text: &[u8]) -> Option<Reading> {
        let fast = self.fast.as_ref()?;
        let (core, check, check_mark) = match text {
            [core @ .., b'+', b'+'] => {
                (core, Check::DoubleCheckOrMate, Some(CheckMark::DoublePlus))
            }
            [core @ .., b'+'] => (core, Check::Check, Some(CheckMark::Plus)),
            [core @ .., b'#'] => (core, Check::Mate, Some(CheckMark::Hash)),
            core => (core, Check::None, None),
        };
        // The reading is made once, at the end, from what was read.
        let reading = |syntax, spelling| Reading {
            syntax,
            check,
            spelling: Spelling {
                check_mark,
                ..spelling
            },
            ..Reading::default()
        };
        let piece = |b: u8| -> Option<(Role, PieceMark)> {
            if b.is_ascii_uppercase() {
                fast[usize::from(b - b'A')]
            } else {
                None
            }
        };
        let mut rest = core;
        let mut role = Role::Pawn;
        let mut piece_mark = PieceMark::None;
        match rest {
            [b'O' | b'0', ..] => {
                let (long, zeros) = match core {
                    b"O-O" => (false, false),
                    b"O-O-O" => (true, false),
                    b"0-0" => (false, true),
                    b"0-0-0" => (true, true),
                    _ => return None,
                };
                let spelling = Spelling {
                    castle_zeros: zeros,
                    ..Spelling::default()
                };
                return Some(reading(MoveSyntax::Castle { long }, spelling));
            }
            [b, tail @ ..] if b.is_ascii_uppercase() => {
                let (r, mark) = piece(*b)?;
                if r == Role::Pawn {
                    return None;
                }
                role = r;
                piece_mark = mark;
                rest = tail;
            }
            _ => {}
        }
        let file = |b: u8| b.wrapping_sub(b'a') < 8;
        let rank = |b: u8| b.wrapping_sub(b'1') < 8;
        // The square is the last file and rank before any promotion; what
        // comes before it is the origin and the capture mark.
        let (head, to, promotion_text) = match rest {
            [head @ .., f, r] if file(*f) && rank(*r) => (head, (*f, *r), &[][..]),
            [head @ .., f, r, b'=', p] if file(*f) && rank(*r) => {
                (head, (*f, *r), &rest[rest.len() - 2..])
            }
            [head @ .., f, r, _] if file(*f) && rank(*r) => {
                (head, (*f, *r), &rest[rest.len() - 1..])
            }
            _ => return None,
        };
        let (origin, capture) = match head {
            [origin @ .., b'x'] => (origin, true),
            origin => (origin, false),
        };
        let (from_file, from_rank) = match *origin {
            [] => (None, None),
            [f] if file(f) => (Some(f), None),
            [r] if rank(r) => (None, Some(r)),
            [f, r] if file(f) && rank(r) => (Some(f), Some(r)),
            _ => return None,
        };
        // A pawn's move starts with its file, and names no rank; a
        // capture names where from.
        if role == Role::Pawn && (from_rank.is_some() || (from_file.is_none() && capture)) {
            return None;
        }
        let promotion = match promotion_text {
            [] => None,
            [.., p] if role == Role::Pawn => {
                let (r, _) = piece(*p)?;
                if !matches!(r, Role::Queen | Role::Rook | Role::Bishop | Role::Knight) {
                    return None;
                }
                Some(r)
            }
            _ => return None,
        };
        let spelling = Spelling {
            piece: piece_mark,
            latin_files: true,
            capture_mark: capture.then_some('x'),
            promotion: match promotion_text.len() {
                0 => None,
                1 => Some(PromotionMark::Bare),
                _ => Some(PromotionMark::Equals),
            },
            ..Spelling::default()
        };
        let syntax = MoveSyntax::Normal {
            role,
            from_file: from_file.map(|f| File::new(u32::from(f - b'a'))),
            from_rank: from_rank.map(|r| Rank::new(u32::from(r - b'1'))),
            capture,
            to: Square::from_coords(
                File::new(u32::from(to.0 - b'a')),
                Rank::new(u32::from(to.1 - b'1')),
            ),
            promotion,
        };
        Some(reading(syntax, spelling))
    }
}

/// The fast path's letter table: every piece letter a single upper-case
/// ASCII letter read by one entry only, castling written with a Latin `O`,
/// and no own file letter or capture mark that plain SAN could mistake.
fn fast_letters(
    letters: &Letters,
    pieces: &[PieceLetter<'_>],
) -> Option<[Option<(Role, PieceMark)>; 26]> {
    let mut table = [None; 26];
    for letter in pieces {
        let &[b] = letter.text.as_bytes() else {
            return None;
        };
        if !b.is_ascii_uppercase() || b == b'O' {
            return None;
        }
        let slot = &mut table[usize::from(b - b'A')];
        if slot.is_some() {
            return None;
        }
        *slot = Some((letter.role, letter.mark));
    }
    let files_ok = letters
        .files
        .iter()
        .enumerate()
        .all(|(i, &c)| !c.is_ascii() || File::from_char(c).is_some_and(|f| f.index() == i));
    let capture_ok = letters
        .capture
        .chars()
        .all(|c| c == 'x' || !c.is_ascii_alphanumeric());
    let castle_ok = castling_letter(&letters.castle_short) == 'O';
    (files_ok && capture_ok && castle_ok).then_some(table)
}

/// The language tag cut to fit the error.
fn lang_tag(lang: &str) -> ArrayString<16> {
    let mut tag = ArrayString::new();
    for c in lang.chars() {
        if tag.try_push(c).is_err() {
            break;
        }
    }
    tag
}

/// An error before the language tag is attached.
#[derive(Clone, Copy, Debug)]
struct Fail {
    kind: MoveSyntaxErrorKind,
    offset: usize,
}

#[cold]
fn fail(kind: MoveSyntaxErrorKind, offset: usize) -> Fail {
    Fail { kind, offset }
}

/// The marks stripped from the end of a move text.
#[derive(Clone, Copy, Default)]
struct Suffix {
    check: Check,
    check_mark: Option<CheckMark>,
    en_passant: bool,
}

/// A piece letter of a language and the role it stands for.
#[derive(Clone, Copy, Debug)]
struct PieceLetter<'l> {
    text: &'l str,
    role: Role,
    mark: PieceMark,
    /// Characters in the letter.
    chars: usize,
    /// Its first character, and the group of look-alikes that holds it
    /// ([`crate::letters::look_alike_index`]): what a word's first
    /// character must be, or look like, for the letter to start it.
    first: char,
    first_alikes: Option<u8>,
}

impl PieceLetter<'_> {
    /// Whether a word starting with `c` (whose group of look-alikes is
    /// `alikes`) may start with this letter as [`MoveReader::match_letter`]
    /// reads it: as written, in its final form or as a look-alike; told
    /// before the letter's characters are read one by one.
    #[inline]
    fn may_start(&self, c: char, alikes: Option<u8>) -> bool {
        c == self.first
            || final_form_base(c) == Some(self.first)
            || (alikes.is_some() && alikes == self.first_alikes)
    }
}

/// The most piece letters a table may have; further extra letters are not
/// read.
const MAX_PIECE_LETTERS: usize = 24;

/// The piece letters of a language, longest first (so that Hebrew `מה` is
/// tried before `מ`), written letters before extra ones.
fn piece_letters(letters: &Letters) -> ArrayVec<PieceLetter<'_>, MAX_PIECE_LETTERS> {
    let mut out = ArrayVec::<PieceLetter<'_>, MAX_PIECE_LETTERS>::new();
    let written = Role::ALL
        .iter()
        .map(|&role| (letters.piece(role), role, PieceMark::Letter));
    let extra = letters
        .extra_pieces
        .iter()
        .map(|(text, role)| (text.as_str(), *role, PieceMark::ExtraLetter));
    for (text, role, mark) in written.chain(extra) {
        if !text.is_empty() {
            let first = text.chars().next().unwrap_or_default();
            let _ = out.try_push(PieceLetter {
                text,
                role,
                mark,
                chars: text.chars().count(),
                first,
                first_alikes: crate::letters::look_alike_index(first),
            });
        }
    }
    // Insertion sort: stable, and without the allocation a stable sort may make.
    for i in 1..out.len() {
        let mut j = i;
        while j > 0 && out[j - 1].chars < out[j].chars {
            out.swap(j - 1, j);
            j -= 1;
        }
    }
    out
}

/// The state of reading one text.
struct Reader<'t, 'r, 'l, 'o> {
    text: &'t str,
    ctx: &'r MoveReader<'l>,
    readings: &'o mut Readings,
}

impl Reader<'_, '_, '_, '_> {
    fn read(&mut self) -> Result<(), Fail> {
        let (core_len, suffix) = strip_suffixes(self.text);
        let core = &self.text[..core_len];
        if core.is_empty() {
            return Err(fail(MoveSyntaxErrorKind::Empty, 0));
        }
        let mut base = Reading {
            syntax: MoveSyntax::Null,
            style: Style::San,
            check: suffix.check,
            en_passant_mark: suffix.en_passant,
            spelling: Spelling {
                check_mark: suffix.check_mark,
                ..Spelling::default()
            },
            homoglyphs: Homoglyphs::EMPTY,
        };
        if let Some(style) = null_move(core) {
            base.style = style;
            self.push(base);
            return Ok(());
        }
        if let Some(castle) = self.castle(core, &mut base) {
            base.syntax = MoveSyntax::Castle { long: castle? };
            self.push(base);
            return Ok(());
        }
        if core.bytes().all(|b| b.is_ascii_digit()) {
            base.syntax = iccf(core)?;
            base.style = Style::Iccf;
            self.push(base);
            return Ok(());
        }
        self.normal(core, &base)
    }

    /// Adds a reading unless an equal move is already there.
    fn push(&mut self, reading: Reading) {
        if !self.readings.iter().any(|r| r.syntax == reading.syntax) {
            // A full list drops the least likely readings.
            let _ = self.readings.try_push(reading);
        }
    }

    /// Castling, if `core` is written like castling: `Some(Ok(long))`,
    /// `Some(Err)` when malformed, `None` when it is no castling at all.
    fn castle(&self, core: &str, base: &mut Reading) -> Option<Result<bool, Fail>> {
        let meant = self.ctx.castle_letter;
        let first = core.chars().next()?;
        if !is_castling_o(first) {
            return None;
        }
        if !core.chars().all(|c| is_castling_o(c) || c == '-') {
            return None;
        }
        let mut count = 0;
        let mut hyphens = 0;
        let mut previous_hyphen = true;
        for (i, c) in core.char_indices() {
            if c == '-' {
                if previous_hyphen {
                    return Some(Err(fail(MoveSyntaxErrorKind::BadCastling, i)));
                }
                hyphens += 1;
                previous_hyphen = true;
                continue;
            }
            if !previous_hyphen && hyphens > 0 {
                // `O-OO`: hyphens between some letters only.
                return Some(Err(fail(MoveSyntaxErrorKind::BadCastling, i)));
            }
            count += 1;
            if count > 3 {
                return Some(Err(fail(MoveSyntaxErrorKind::BadCastling, i)));
            }
            previous_hyphen = false;
            if c == '0' {
                base.spelling.castle_zeros = true;
            }
            let lookalike = if c.is_ascii() {
                c == 'O' && !meant.is_ascii()
            } else {
                c != meant
            };
            if lookalike {
                base.homoglyphs.push(Homoglyph {
                    found: c,
                    meant,
                    offset: offset32(i),
                });
            }
        }
        if previous_hyphen || count < 2 || (hyphens != 0 && hyphens != count - 1) {
            return Some(Err(fail(MoveSyntaxErrorKind::BadCastling, core.len())));
        }
        base.spelling.castle_without_hyphens = hyphens == 0;
        Some(Ok(count == 3))
    }

    /// Moves naming a piece or a pawn: SAN, LAN, UCI.
    fn normal(&mut self, core: &str, base: &Reading) -> Result<(), Fail> {
        let ctx = self.ctx;
        let first = core.chars().next().unwrap_or(' ');
        let mut best: Option<Fail> = None;
        let mut keep = |e: Fail| {
            if best.is_none_or(|b| e.offset > b.offset) {
                best = Some(e);
            }
        };
        let mut named_piece = false;
        if let Some(role) = figurine_role(first) {
            named_piece = true;
            let mut reading = *base;
            reading.spelling.piece = PieceMark::Figurine;
            if let Err(e) = self.body(core, first.len_utf8(), Some(role), reading) {
                keep(e);
            }
        }
        // Exact letters first, longest first (the table is sorted), then
        // look-alikes, which only letters of other scripts have.
        let first_alikes = crate::letters::look_alike_index(first);
        for lookalikes in [false, true] {
            if lookalikes && !ctx.lookalikes {
                break;
            }
            for letter in &ctx.pieces {
                if let [b] = letter.text.as_bytes()
                    && (lookalikes || core.as_bytes().first() != Some(b))
                {
                    // A Latin letter has no look-alikes and no final form.
                    continue;
                }
                if !letter.may_start(first, first_alikes) {
                    continue;
                }
                let Some(matched) = ctx.match_letter(core, 0, letter.text) else {
                    continue;
                };
                if matched.homoglyphs.is_empty() == lookalikes {
                    continue;
                }
                named_piece = true;
                let mut reading = *base;
                reading.spelling.piece = letter.mark;
                reading.spelling.final_forms = matched.final_forms;
                reading.homoglyphs.extend(&matched.homoglyphs);
                if let Err(e) = self.body(core, matched.len, Some(letter.role), reading) {
                    keep(e);
                }
            }
        }
        // A pawn move (or UCI) starts with a file or a rank; anything else
        // that is no piece letter is an unknown one.
        let first = core.chars().next().unwrap_or(' ');
        if self.file(first).is_some() || Rank::from_char(first).is_some() {
            if let Err(e) = self.body(core, 0, None, *base) {
                keep(e);
            }
        } else if !named_piece {
            keep(fail(
                if first.is_alphabetic() {
                    MoveSyntaxErrorKind::UnknownPiece(first)
                } else {
                    MoveSyntaxErrorKind::Unexpected(first)
                },
                0,
            ));
        }
        match best {
            Some(e) if self.readings.is_empty() => Err(e),
            _ => Ok(()),
        }
    }

    /// Reads the squares, capture and promotion after the piece letter (if
    /// any) and adds the readings.
    fn body(
        &mut self,
        core: &str,
        start: usize,
        letter_role: Option<Role>,
        mut reading: Reading,
    ) -> Result<(), Fail> {
        let role = letter_role.unwrap_or(Role::Pawn);
        // A piece other than a pawn: only such a move takes the display
        // hyphen after its origin file or rank (`פב-ד2`), or a hyphen before
        // its capture mark (`פב-:ד2`).
        let named_piece = letter_role.is_some_and(|r| r != Role::Pawn);
        let mut cur = Cursor::new(core, start);

        // The display hyphen after the piece letter: `פ-ו3`, `ר-ב-5`,
        // `פ-בד2`, `פ-:ו6`.
        if letter_role.is_some()
            && cur.peek() == Some('-')
            && cur.peek_second().is_some_and(|c| {
                self.file(c).is_some() || Rank::from_char(c).is_some() || self.is_capture_mark(c)
            })
        {
            cur.bump();
            reading.spelling.piece_hyphen = true;
        }

        let file1 = self.read_file(&mut cur, &mut reading.spelling);
        // A hyphen inside the first square (`ר-ב-5`): only after a piece
        // hyphen, and only if that square is the destination (checked below).
        let mut first_square_hyphen = None;
        if file1.is_some()
            && reading.spelling.piece_hyphen
            && cur.peek() == Some('-')
            && cur.peek_second().and_then(Rank::from_char).is_some()
        {
            first_square_hyphen = Some(cur.pos);
            cur.bump();
        }
        let rank1 = cur.peek().and_then(Rank::from_char);
        if rank1.is_some() {
            cur.bump();
        }
        let origin_end = cur.pos;

        // Between origin and destination: nothing, a hyphen, a capture mark,
        // or (a named piece only) a hyphen and then a capture mark.
        let separator_at = cur.pos;
        let hyphen = cur.peek() == Some('-');
        if hyphen {
            cur.bump();
        }
        let mut capture_mark = None;
        if let Some(c) = cur.peek()
            && self.is_capture_mark(c)
        {
            if hyphen && !named_piece {
                return Err(fail(MoveSyntaxErrorKind::Unexpected(c), cur.pos));
            }
            cur.bump();
            capture_mark = Some(c);
        }

        let file2_at = cur.pos;
        let before_file2 = reading.spelling;
        let file2 = self.read_file(&mut cur, &mut reading.spelling);
        // A hyphen inside the destination square (`פב-ד-2`), in a move
        // hyphenated before it.
        let mut second_square_hyphen = false;
        if file2.is_some()
            && (reading.spelling.piece_hyphen || (hyphen && named_piece))
            && cur.peek() == Some('-')
            && cur.peek_second().and_then(Rank::from_char).is_some()
        {
            second_square_hyphen = true;
            cur.bump();
        }
        let rank2 = cur.peek().and_then(Rank::from_char);
        if rank2.is_some() {
            cur.bump();
        }

        let (from_file, from_rank, to) = match (file2, rank2) {
            (Some(f), Some(r)) => {
                if let Some(at) = first_square_hyphen {
                    // `פ-ב-1-ד2`: only the destination may be split.
                    return Err(fail(MoveSyntaxErrorKind::Unexpected('-'), at));
                }
                reading.spelling.square_hyphen = second_square_hyphen;
                (file1, rank1, Square::from_coords(f, r))
            }
            (Some(_), None) => match (file1, rank1) {
                (Some(f), Some(r)) if !hyphen && capture_mark.is_none() && cur.peek().is_none() => {
                    // `a8b`, `a8d` (German): the last letter is no file but
                    // a promotion written in lower case, whose letter is a
                    // file's.
                    reading.spelling = before_file2;
                    reading.spelling.square_hyphen = first_square_hyphen.is_some();
                    cur.pos = file2_at;
                    (None, None, Square::from_coords(f, r))
                }
                _ => return Err(fail(MoveSyntaxErrorKind::NoDestination, cur.pos)),
            },
            (None, Some(_)) => return Err(fail(MoveSyntaxErrorKind::NoDestination, file2_at)),
            (None, None) => match (file1, rank1, hyphen, capture_mark) {
                (Some(f), Some(r), false, Some(':')) => {
                    reading.spelling.capture_after = true;
                    reading.spelling.square_hyphen = first_square_hyphen.is_some();
                    (None, None, Square::from_coords(f, r))
                }
                (Some(f), Some(r), false, None) => {
                    reading.spelling.square_hyphen = first_square_hyphen.is_some();
                    (None, None, Square::from_coords(f, r))
                }
                _ => {
                    // A sign no move has where the square should be (a
                    // crazyhouse drop's `@` in `N@d5`) is named.
                    let kind = match cur.peek() {
                        Some('@') => MoveSyntaxErrorKind::Unexpected('@'),
                        _ => MoveSyntaxErrorKind::NoDestination,
                    };
                    return Err(fail(kind, cur.pos));
                }
            },
        };
        // The capture mark printed after the square taken on, behind an
        // origin too (`fe4:`, `Lf1b5:`), as old books print captures; with
        // no origin (`Le5:`) it is read above. Not in long notation with a
        // hyphen (`Lf1-b5:`), whose sign stands between the squares.
        if from_file.is_some()
            && capture_mark.is_none()
            && !hyphen
            && !reading.spelling.piece_hyphen
            && cur.peek() == Some(':')
        {
            cur.bump();
            capture_mark = Some(':');
            reading.spelling.capture_after = true;
        }
        let whole_origin = from_file.is_some() && from_rank.is_some();
        if hyphen {
            if !whole_origin && !named_piece {
                // `e-d5`: a pawn's hyphen is the one of long notation.
                return Err(fail(MoveSyntaxErrorKind::IncompleteOrigin, separator_at));
            }
            if !whole_origin
                && !reading.spelling.piece_hyphen
                && from_file.is_some()
                && self.spells_letter(core, origin_end)
            {
                // `מה-ו3`: the letter and the file spell another piece
                // letter (the queen), whose display hyphen this is; a king
                // from the e-file would not be written so.
                return Err(fail(MoveSyntaxErrorKind::Unexpected('-'), separator_at));
            }
            if from_file.is_none()
                && !reading.spelling.piece_hyphen
                && self.ends_in_file(core, start)
            {
                // `מה1-ו2`: a shorter letter, a file and this rank are a
                // whole square, and the hyphen that of long notation (the
                // king from e1), not the display hyphen of the queen from
                // the first rank.
                return Err(fail(MoveSyntaxErrorKind::Unexpected('-'), separator_at));
            }
            reading.spelling.origin_hyphen = true;
        }
        if letter_role.is_none() && from_rank.is_some() && from_file.is_none() {
            // A pawn is never told apart by its rank alone.
            let c = core[start..].chars().next().unwrap_or('?');
            return Err(fail(MoveSyntaxErrorKind::Unexpected(c), start));
        }
        let capture = capture_mark.is_some();
        reading.spelling.capture_mark = capture_mark;

        let promotion_at = cur.pos;
        // `g2g1n`: squares alone are UCI's form, whose letters are English.
        let uci_form = letter_role.is_none() && whole_origin && !hyphen && !capture;
        let promotion = self.promotion(&mut cur, &mut reading, uci_form)?;
        if let Some(c) = cur.peek() {
            return Err(fail(MoveSyntaxErrorKind::Unexpected(c), cur.pos));
        }
        if promotion.is_some() && role != Role::Pawn {
            return Err(fail(MoveSyntaxErrorKind::PieceCannotPromote, promotion_at));
        }

        let normal = MoveSyntax::Normal {
            role,
            from_file,
            from_rank,
            capture,
            to,
            promotion,
        };
        if let (None, Some(ff), Some(fr)) = (letter_role, from_file, from_rank) {
            let squares = MoveSyntax::Squares {
                from: Square::from_coords(ff, fr),
                to,
                promotion,
            };
            if !hyphen && !capture {
                reading.syntax = squares;
                reading.style = Style::Uci;
                self.push(reading);
                return Ok(());
            }
            reading.style = Style::Lan;
            reading.syntax = normal;
            self.push(reading);
            if hyphen {
                self.push(Reading {
                    syntax: squares,
                    ..reading
                });
            }
            return Ok(());
        }
        // A piece's hyphen after a whole starting square is long notation
        // (`Nb1-c3`, `מהא1-א4`); after a file or rank it is only displayed.
        reading.style = if hyphen && whole_origin {
            Style::Lan
        } else {
            Style::San
        };
        reading.syntax = normal;
        self.push(reading);
        Ok(())
    }

    /// A promotion after the destination square, if one is written;
    /// `uci_form` when the move is written as two squares (UCI's form).
    fn promotion(
        &self,
        cur: &mut Cursor<'_>,
        reading: &mut Reading,
        uci_form: bool,
    ) -> Result<Option<Role>, Fail> {
        let mark = match cur.peek() {
            None => return Ok(None),
            Some('=') => PromotionMark::Equals,
            Some('/') => PromotionMark::Slash,
            Some('(') => PromotionMark::Parens,
            Some(_) => PromotionMark::Bare,
        };
        let mark_at = cur.pos;
        if mark != PromotionMark::Bare {
            cur.bump();
        }
        let piece_at = cur.pos;
        let Some(role) = self.promotion_piece(cur, reading, uci_form) else {
            return match (mark, cur.peek()) {
                // Not a promotion: the caller reports the character.
                (PromotionMark::Bare, _) => Ok(None),
                (_, None) => Err(fail(MoveSyntaxErrorKind::MissingPromotion, piece_at)),
                (_, Some(c)) => Err(fail(MoveSyntaxErrorKind::BadPromotion(c), piece_at)),
            };
        };
        if mark == PromotionMark::Parens {
            if cur.peek() != Some(')') {
                return Err(match cur.peek() {
                    Some(c) => fail(MoveSyntaxErrorKind::Unexpected(c), cur.pos),
                    None => fail(MoveSyntaxErrorKind::Unexpected('('), mark_at),
                });
            }
            cur.bump();
        }
        if !matches!(role, Role::Queen | Role::Rook | Role::Bishop | Role::Knight) {
            let c = self.text[piece_at..].chars().next().unwrap_or('?');
            return Err(fail(MoveSyntaxErrorKind::BadPromotion(c), piece_at));
        }
        reading.spelling.promotion = Some(mark);
        Ok(Some(role))
    }

    /// A promotion piece: a figurine, a letter of the language (look-alikes
    /// and final forms included), or a lower-case letter: English `q r b n`
    /// as UCI writes them, or the language's own letters in lower case.
    /// Where the two disagree (a Romanian `n` is its bishop, nebun; a
    /// Hungarian `b` its rook, bástya), a move written as two squares
    /// (`uci_form`, `g2g1n`) takes UCI's letter and any other the
    /// language's own piece that can be promoted to.
    fn promotion_piece(
        &self,
        cur: &mut Cursor<'_>,
        reading: &mut Reading,
        uci_form: bool,
    ) -> Option<Role> {
        let pieces = &self.ctx.pieces;
        let c = cur.peek()?;
        if let Some(role) = figurine_role(c) {
            cur.bump();
            reading.spelling.figurine_promotion = true;
            return Some(role);
        }
        let mut lookalike: Option<(Role, Matched)> = None;
        for letter in pieces {
            if let Some(matched) = self.ctx.match_letter(cur.text, cur.pos, letter.text) {
                if matched.homoglyphs.is_empty() {
                    cur.pos += matched.len;
                    reading.spelling.final_forms |= matched.final_forms;
                    return Some(letter.role);
                }
                if lookalike.is_none() {
                    lookalike = Some((letter.role, matched));
                }
            }
        }
        if let Some((role, matched)) = lookalike {
            cur.pos += matched.len;
            reading.spelling.final_forms |= matched.final_forms;
            reading.homoglyphs.extend(&matched.homoglyphs);
            return Some(role);
        }
        if c.is_lowercase() {
            let own = pieces.iter().find_map(|letter| {
                let first = letter.text.chars().next()?;
                (letter.chars == 1
                    && first.to_lowercase().eq(std::iter::once(c))
                    && Role::PROMOTIONS.contains(&letter.role))
                .then_some(letter.role)
            });
            let uci = Role::from_char(c).filter(|role| Role::PROMOTIONS.contains(role));
            let role = if uci_form { uci.or(own) } else { own.or(uci) }?;
            cur.bump();
            reading.spelling.lowercase_promotion = true;
            return Some(role);
        }
        None
    }

    /// A file letter of the language or a Latin one.
    fn file(&self, c: char) -> Option<File> {
        self.ctx.letters.file_from_char(c)
    }

    /// Reads a file letter at the cursor, noting its script.
    fn read_file(&self, cur: &mut Cursor<'_>, spelling: &mut Spelling) -> Option<File> {
        let c = cur.peek()?;
        let file = self.file(c)?;
        cur.bump();
        if File::from_char(c).is_some() {
            spelling.latin_files = true;
        } else {
            spelling.local_files = true;
        }
        Some(file)
    }

    /// Whether `core[..end]` is one of the language's piece letters, final
    /// forms and look-alikes included: whether a letter and a file spell
    /// another letter (Hebrew `מ` and `ה` spell the queen `מה`).
    fn spells_letter(&self, core: &str, end: usize) -> bool {
        self.ctx.pieces.iter().any(|letter| {
            self.ctx
                .match_letter(core, 0, letter.text)
                .is_some_and(|m| m.len == end)
        })
    }

    /// Whether the piece letter `core[..end]` is a shorter piece letter
    /// and a file (Hebrew `מה`: `מ` and `ה`).
    fn ends_in_file(&self, core: &str, end: usize) -> bool {
        let Some(last) = core.get(..end).and_then(|l| l.chars().next_back()) else {
            return false;
        };
        let shorter = end - last.len_utf8();
        shorter > 0 && self.file(last).is_some() && self.spells_letter(core, shorter)
    }

    fn is_capture_mark(&self, c: char) -> bool {
        is_capture_mark(c, self.ctx.capture)
    }
}

/// The capture marks a move is read with in every language: `exd5`,
/// `e:d5`, `e×d5`, `e✕d5`. A language adds its own (`capture-mark` in its
/// `notation.ftl`, [`Letters::capture`]), and its printed texts the signs of
/// `printed-capture` (the Greek `χ`), which the reader of printed moves
/// rewrites (`printed::PrintedWords::is_capture_sign` names them all).
pub const CAPTURE_MARKS: [char; 4] = ['x', '×', '✕', ':'];

/// Whether `c` is a capture mark a move is read with in a language whose
/// own mark is `own` (one of [`CAPTURE_MARKS`], or `own`).
#[must_use]
pub fn is_capture_mark(c: char, own: Option<char>) -> bool {
    CAPTURE_MARKS.contains(&c) || own == Some(c)
}

/// A position in a text, moved one character at a time.
struct Cursor<'a> {
    text: &'a str,
    pos: usize,
}

impl<'a> Cursor<'a> {
    fn new(text: &'a str, pos: usize) -> Cursor<'a> {
        Cursor { text, pos }
    }

    fn peek(&self) -> Option<char> {
        self.text.get(self.pos..)?.chars().next()
    }

    fn peek_second(&self) -> Option<char> {
        let mut chars = self.text.get(self.pos..)?.chars();
        chars.next()?;
        chars.next()
    }

    fn bump(&mut self) {
        if let Some(c) = self.peek() {
            self.pos += c.len_utf8();
        }
    }
}

/// A letter matched in the text.
#[derive(Clone)]
struct Matched {
    len: usize,
    final_forms: bool,
    homoglyphs: Homoglyphs,
}

fn offset32(offset: usize) -> u32 {
    u32::try_from(offset).unwrap_or(u32::MAX)
}

/// The ordinary form of a Hebrew final letter.
fn final_form_base(c: char) -> Option<char> {
    Some(match c {
        'ך' => 'כ',
        'ם' => 'מ',
        'ן' => 'נ',
        'ף' => 'פ',
        'ץ' => 'צ',
        _ => return None,
    })
}

/// The role of a chess figurine of either colour.
fn figurine_role(c: char) -> Option<Role> {
    Some(match c {
        '♔' | '♚' => Role::King,
        '♕' | '♛' => Role::Queen,
        '♖' | '♜' => Role::Rook,
        '♗' | '♝' => Role::Bishop,
        '♘' | '♞' => Role::Knight,
        '♙' | '♟' => Role::Pawn,
        _ => return None,
    })
}

/// Whether `c` may stand for an O in castling: Latin `O` `o`, digit `0`,
/// Greek `Ο` `ο`, Cyrillic `О` `о`.
pub(crate) fn is_castling_o(c: char) -> bool {
    matches!(c, 'O' | 'o' | '0' | 'Ο' | 'ο' | 'О' | 'о')
}

/// A castling sign as every language writes it: the Latin letter a Greek
/// or Cyrillic O of castling stands for (`Ο` → `O`, `о` → `o`), any other
/// character as it is.
pub(crate) fn latin_castling_o(c: char) -> char {
    match c {
        'Ο' | 'О' => 'O',
        'ο' | 'о' => 'o',
        c => c,
    }
}

/// The letter a language's castling is written with, for naming
/// look-alikes: its own if it writes a letter, else Latin `O`.
fn castling_letter(castle: &str) -> char {
    match castle.chars().next() {
        Some(c) if is_castling_o(c) && c != '0' && c != 'o' => c,
        _ => 'O',
    }
}

/// A null move: `--`, `Z0`, `0000` (UCI), `@@@@`.
fn null_move(core: &str) -> Option<Style> {
    match core {
        "--" | "Z0" | "@@@@" => Some(Style::San),
        "0000" => Some(Style::Uci),
        _ => None,
    }
}

/// An ICCF numeric move: from file, from rank, to file, to rank (digits
/// 1–8), and a promotion digit 1–4 (queen, rook, bishop, knight).
fn iccf(core: &str) -> Result<MoveSyntax, Fail> {
    let b = core.as_bytes();
    if b.len() != 4 && b.len() != 5 {
        return Err(fail(MoveSyntaxErrorKind::BadNumeric, 0));
    }
    let coord = |i: usize| -> Result<u32, Fail> {
        match b[i] {
            d @ b'1'..=b'8' => Ok(u32::from(d - b'1')),
            _ => Err(fail(MoveSyntaxErrorKind::BadNumeric, i)),
        }
    };
    let from = Square::from_coords(File::new(coord(0)?), Rank::new(coord(1)?));
    let to = Square::from_coords(File::new(coord(2)?), Rank::new(coord(3)?));
    let promotion = match b.get(4) {
        None => None,
        Some(b'1') => Some(Role::Queen),
        Some(b'2') => Some(Role::Rook),
        Some(b'3') => Some(Role::Bishop),
        Some(b'4') => Some(Role::Knight),
        Some(_) => return Err(fail(MoveSyntaxErrorKind::BadNumeric, 4)),
    };
    Ok(MoveSyntax::Squares {
        from,
        to,
        promotion,
    })
}

/// Whether `c` may end the move proper before a `ch` check mark: a rank, a
/// promotion piece in upper case or in a script without case (Hebrew), a
/// figurine, a closing parenthesis. A lower-case letter does not, in any
/// script: `g1тch` reads in Bulgarian no more than `g1rch` in English, which
/// is what a translation writes of it (found by the `move_word` fuzz target).
fn ends_move(c: char) -> bool {
    c.is_ascii_digit()
        || c == ')'
        || (c.is_alphabetic() && !c.is_lowercase())
        || figurine_role(c).is_some()
}

/// Strips check, mate and en passant marks from the end of `text`; gives
/// the length of what is left and the marks.
fn strip_suffixes(text: &str) -> (usize, Suffix) {
    let mut suffix = Suffix::default();
    let mut end = text.len();
    let mut stripped_check = false;
    loop {
        let rest = text[..end].trim_end_matches(is_space);
        let stripped = if !suffix.en_passant
            && let Some(len) = en_passant_suffix(rest)
        {
            suffix.en_passant = true;
            len
        } else if !stripped_check && let Some((len, check, mark)) = check_suffix(rest) {
            stripped_check = true;
            suffix.check = check;
            suffix.check_mark = Some(mark);
            len
        } else {
            // Spaces only count before a mark (`exd6 e.p.`): other trailing
            // spaces stay, for the reader to reject.
            return (end, suffix);
        };
        end = rest[..rest.len() - stripped]
            .trim_end_matches(is_space)
            .len();
    }
}

fn is_space(c: char) -> bool {
    matches!(c, ' ' | '\t' | '\u{a0}')
}

/// The length of an en passant mark ending `rest`, if one does.
fn en_passant_suffix(rest: &str) -> Option<usize> {
    if !rest.ends_with(['.', 'p']) {
        return None;
    }
    for mark in ["e.p.", "e. p.", "e.p", "ep"] {
        if let Some(before) = rest.strip_suffix(mark) {
            let before = before.trim_end_matches(is_space);
            if before
                .chars()
                .next_back()
                .is_some_and(|c| c.is_ascii_digit() || "+#†‡≠".contains(c))
            {
                return Some(mark.len());
            }
        }
    }
    None
}

/// The check or mate mark ending `rest`, if one does.
fn check_suffix(rest: &str) -> Option<(usize, Check, CheckMark)> {
    let bytes = rest.as_bytes();
    let (len, check, mark) = match bytes.last()? {
        b'+' if bytes.ends_with(b"++") => (2, Check::DoubleCheckOrMate, CheckMark::DoublePlus),
        b'+' => (1, Check::Check, CheckMark::Plus),
        b'#' => (1, Check::Mate, CheckMark::Hash),
        b'h' => {
            let before = rest.strip_suffix("ch")?;
            if !before.chars().next_back().is_some_and(ends_move) {
                return None;
            }
            (2, Check::Check, CheckMark::Ch)
        }
        // The last bytes of `†`, `‡` and `≠` in UTF-8.
        0xA0 | 0xA1 => match rest.chars().next_back()? {
            '†' => ('†'.len_utf8(), Check::Check, CheckMark::Dagger),
            '‡' => ('‡'.len_utf8(), Check::Mate, CheckMark::DoubleDagger),
            '≠' => ('≠'.len_utf8(), Check::Mate, CheckMark::NotEqual),
            _ => return None,
        },
        _ => return None,
    };
    Some((len, check, mark))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn readings_stay_small() {
        assert!(size_of::<MoveSyntax>() <= 8);
        assert!(size_of::<Reading>() <= 96, "{}", size_of::<Reading>());
    }

    /// The fast path reads exactly what the full reader reads, in every
    /// language: on every plain SAN text, and on random texts made of the
    /// characters moves are written with.
    /// Found by the `move_word` fuzz target: `a8q` written in German as
    /// `a8d` (its queen's letter in lower case, which is also a file) could
    /// not be read back, nor `a8b` in English.
    #[test]
    fn a_lower_case_promotion_letter_that_is_a_file() {
        let english = Letters::english();
        let mut german = Letters::english();
        german.pieces = ["", "S", "L", "T", "D", "K"].map(str::to_owned);
        for (text, letters, role) in [
            ("a8b", &english, Role::Bishop),
            ("a8d", &german, Role::Queen),
            ("h1b+", &english, Role::Bishop),
        ] {
            let readings = read_move(text, letters).unwrap();
            assert_eq!(readings.len(), 1, "{text}");
            let MoveSyntax::Normal { to, promotion, .. } = readings[0].syntax else {
                panic!("{text}: {:?}", readings[0]);
            };
            assert_eq!(
                (to.rank().char(), promotion),
                (text.as_bytes()[1] as char, Some(role))
            );
            assert!(readings[0].spelling.lowercase_promotion, "{text}");
        }
        // English has no piece `d`, and a hyphen or capture mark before the
        // letter still asks for a square.
        for text in ["a8d", "a8-b", "a8xb"] {
            assert!(read_move(text, &english).is_err(), "{text}");
        }
    }

    /// Found by the `move_word` fuzz target: French `g1f` (a bishop) was
    /// written in Romanian as `g1n`, its bishop (nebun) in lower case, and
    /// read back as UCI's knight `n`. A language's own letter comes first,
    /// but in UCI's form (two squares, `g2g1n`), whose letters are English,
    /// and for a letter that is no piece to promote to (Catalan `r`, its
    /// king, rei).
    #[test]
    fn a_lower_case_promotion_letter_is_the_language_s_own_first() {
        let mut romanian = Letters::english();
        romanian.pieces = ["", "C", "N", "T", "D", "R"].map(str::to_owned);
        let mut hungarian = Letters::english();
        hungarian.pieces = ["", "H", "F", "B", "V", "K"].map(str::to_owned);
        let mut catalan = Letters::english();
        catalan.pieces = ["", "C", "A", "T", "D", "R"].map(str::to_owned);
        for (text, letters, role) in [
            ("g1n", &romanian, Role::Bishop),
            ("g1c", &romanian, Role::Knight),
            ("g1q", &romanian, Role::Queen),
            ("a8b", &hungarian, Role::Rook),
            ("a8h", &hungarian, Role::Knight),
            ("a8n", &hungarian, Role::Knight),
            ("g2g1n", &romanian, Role::Knight),
            ("g2g1b", &romanian, Role::Bishop),
            ("g2g1c", &romanian, Role::Knight),
            ("a7a8b", &hungarian, Role::Bishop),
            ("bxc1r", &catalan, Role::Rook),
            ("b2c1r", &catalan, Role::Rook),
        ] {
            let readings = read_move(text, letters).unwrap();
            let (MoveSyntax::Normal { promotion, .. } | MoveSyntax::Squares { promotion, .. }) =
                readings[0].syntax
            else {
                panic!("{text}: {:?}", readings[0]);
            };
            assert_eq!(promotion, Some(role), "{text}");
        }
    }

    #[test]
    fn fast_path_agrees_with_full_reader() {
        let locales = crate::locale::Locales::embedded();
        let mut fast_languages = 0;
        for locale in locales.iter() {
            let reader = MoveReader::new(locale.letters());
            let letters = locale.letters();
            let mut alphabet: Vec<String> = letters
                .readable_pieces()
                .iter()
                .map(|(s, _)| (*s).to_owned())
                .collect();
            alphabet.extend(letters.files.iter().map(|c| c.to_string()));
            alphabet.extend(
                "abcdefgh12345678xx==++#O0-:qQNBRKP e.p()/"
                    .chars()
                    .map(|c| c.to_string()),
            );
            let mut texts: Vec<String> = Vec::new();
            // Every plain SAN shape.
            let pieces: Vec<String> = std::iter::once(String::new())
                .chain(
                    letters
                        .readable_pieces()
                        .iter()
                        .map(|(s, _)| (*s).to_owned()),
                )
                .chain(["P".into(), "X".into()])
                .collect();
            let froms = ["", "a", "h", "1", "8", "e2", "b7", "d"];
            let promotions = ["", "=Q", "=N", "Q", "=K", "R", "=", "=P"];
            let checks = ["", "+", "++", "#", "+#"];
            for piece in &pieces {
                for from in froms {
                    for capture in ["", "x"] {
                        for to in ["e4", "a8", "h1", "c1", "d8", "f"] {
                            for promotion in promotions {
                                for check in checks {
                                    texts.push(format!(
                                        "{piece}{from}{capture}{to}{promotion}{check}"
                                    ));
                                }
                            }
                        }
                    }
                }
            }
            for castle in ["O-O", "O-O-O", "0-0", "0-0-0", "OO", "O-O-O-O", "o-o"] {
                for check in checks {
                    texts.push(format!("{castle}{check}"));
                }
            }
            // Random texts.
            let mut rng: u64 = 0x9E37_79B9_7F4A_7C15;
            for _ in 0..100_000 {
                rng ^= rng << 13;
                rng ^= rng >> 7;
                rng ^= rng << 17;
                let len = 1 + (rng % 7) as usize;
                let mut text = String::new();
                let mut r = rng;
                for _ in 0..len {
                    r = r.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
                    text.push_str(&alphabet[((r >> 33) % alphabet.len() as u64) as usize]);
                }
                texts.push(text);
            }
            let mut hits = 0;
            let mut full = Readings::new();
            for text in &texts {
                let full_result = reader.read_full_into(text, &mut full);
                if let Some(fast) = reader.read_fast(text.as_bytes()) {
                    hits += 1;
                    assert!(
                        full_result.is_ok(),
                        "{}: {text:?}: {full_result:?}",
                        letters.lang
                    );
                    assert_eq!(full.as_slice(), &[fast], "{}: {text:?}", letters.lang);
                }
                let mut via_api = Readings::new();
                let api_result = reader.read_into(text, &mut via_api);
                assert_eq!(api_result, full_result, "{}: {text:?}", letters.lang);
                assert_eq!(via_api, full, "{}: {text:?}", letters.lang);
            }
            if reader.fast.is_some() {
                fast_languages += 1;
                assert!(hits > 2_000, "{}: {hits} fast readings", letters.lang);
            }
        }
        assert!(
            fast_languages >= 3,
            "{fast_languages} languages take the fast path"
        );
    }
}
