//! Writing moves in any language and notation.
//!
//! [`write_move`] renders a legal move of a position as SAN (PGN export
//! format when the letters are English), localized SAN, long algebraic
//! notation, figurine notation, UCI or ICCF numeric notation.

use std::{fmt, str::FromStr};

use forsyth_core::{Color, Move, Position, Rank, Role, Square};

use crate::{
    letters::Letters,
    locale::Locale,
    resolve::check_after,
    word::{Check, CheckMark, MoveSyntax, PieceMark, PromotionMark, Reading, Style},
};

/// The notations a move can be written in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Notation {
    /// Standard algebraic notation with the language's letters (`Nf3`,
    /// `Ιζ3`, `פו3`): with English letters, PGN export format.
    #[default]
    San,
    /// Long algebraic notation: both squares (`Ng1-f3`, `e4xd5`).
    Lan,
    /// Figurine algebraic notation: SAN with chess symbols (`♘f3`).
    Fan,
    /// UCI coordinates (`g1f3`, `e7e8q`, castling `e1g1`; Chess960
    /// king-takes-rook `e1h1`).
    Uci,
    /// ICCF numeric notation (`7163`, promotions with a fifth digit).
    Iccf,
    /// Descriptive notation (`N-KB3`, Spanish `C3AR`) in the languages that
    /// have one (see [`crate::descriptive`]); SAN in the others, and where
    /// no language is known ([`write_move`]). Not in [`Notation::ALL`],
    /// the notations every language writes.
    Descriptive,
}

impl Notation {
    pub const ALL: [Notation; 5] = [
        Notation::San,
        Notation::Lan,
        Notation::Fan,
        Notation::Uci,
        Notation::Iccf,
    ];

    /// The notation's short name: `san`, `lan`, `fan`, `uci`, `iccf`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Notation::San => "san",
            Notation::Lan => "lan",
            Notation::Fan => "fan",
            Notation::Uci => "uci",
            Notation::Iccf => "iccf",
            Notation::Descriptive => "descriptive",
        }
    }

    /// Whether the notation uses the language's letters at all (UCI and
    /// ICCF are the same in every language).
    #[must_use]
    pub const fn is_localized(self) -> bool {
        matches!(self, Notation::San | Notation::Lan)
    }
}

impl fmt::Display for Notation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Notation {
    type Err = ();

    fn from_str(s: &str) -> Result<Notation, ()> {
        Notation::ALL
            .into_iter()
            .find(|n| n.name().eq_ignore_ascii_case(s))
            .ok_or(())
    }
}

/// The chess figurine of a piece (U+2654–U+265F): White's set for White,
/// Black's for Black.
#[must_use]
pub const fn figurine(color: Color, role: Role) -> char {
    match (color, role) {
        (Color::White, Role::King) => '♔',
        (Color::White, Role::Queen) => '♕',
        (Color::White, Role::Rook) => '♖',
        (Color::White, Role::Bishop) => '♗',
        (Color::White, Role::Knight) => '♘',
        (Color::White, Role::Pawn) => '♙',
        (Color::Black, Role::King) => '♚',
        (Color::Black, Role::Queen) => '♛',
        (Color::Black, Role::Rook) => '♜',
        (Color::Black, Role::Bishop) => '♝',
        (Color::Black, Role::Knight) => '♞',
        (Color::Black, Role::Pawn) => '♟',
    }
}

/// Writes a square with the language's file letters (`ε4`, `ה4`, `e4`).
pub fn write_square(sq: Square, letters: &Letters, out: &mut String) {
    out.push(letters.file(sq.file()));
    out.push(sq.rank().char());
}

fn write_piece(role: Role, color: Color, letters: &Letters, figurines: bool, out: &mut String) {
    if figurines {
        out.push(figurine(color, role));
    } else {
        out.push_str(letters.piece(role));
    }
}

/// Writes `mv`, a legal move of `pos`, in `letters`' language and the given
/// notation, appending to `out`.
pub fn write_move(
    pos: &Position,
    mv: &Move,
    letters: &Letters,
    notation: Notation,
    out: &mut String,
) {
    write_move_checked(pos, mv, letters, notation, None, out);
}

/// [`write_move`] with the check status the move gives, when the caller
/// knows it already (`None`: found by playing the move).
pub(crate) fn write_move_checked(
    pos: &Position,
    mv: &Move,
    letters: &Letters,
    notation: Notation,
    check: Option<Check>,
    out: &mut String,
) {
    match notation {
        Notation::Uci => {
            use fmt::Write;
            let _ = write!(out, "{}", mv.to_uci(pos.castles().is_chess960()));
        }
        Notation::Iccf => write_iccf(mv, out),
        Notation::San | Notation::Fan | Notation::Descriptive => {
            write_san(
                pos,
                mv,
                letters,
                notation == Notation::Fan,
                false,
                check,
                out,
            );
        }
        Notation::Lan => {
            // A king's long form can read as another piece's: Hebrew `מה1:ד2`
            // (king e1×d2) is also queen-from-rank-1×d2. A king never needs
            // its starting square, so such a language writes the short form.
            let king = letters.piece(Role::King);
            let king_prefix = !king.is_empty()
                && Role::ALL.iter().any(|&r| {
                    r != Role::King
                        && letters.piece(r).len() > king.len()
                        && letters.piece(r).starts_with(king)
                });
            let long = !(king_prefix && mv.role() == Some(Role::King));
            write_san(pos, mv, letters, false, long, check, out);
        }
    }
}

/// The move as a new string; see [`write_move`].
#[must_use]
pub fn move_to_string(pos: &Position, mv: &Move, letters: &Letters, notation: Notation) -> String {
    let mut s = String::with_capacity(8);
    write_move(pos, mv, letters, notation, &mut s);
    s
}

fn write_san(
    pos: &Position,
    mv: &Move,
    letters: &Letters,
    figurines: bool,
    long: bool,
    check: Option<Check>,
    out: &mut String,
) {
    let color = pos.turn();
    match *mv {
        Move::Null => {
            out.push_str("--");
            return;
        }
        Move::Castle { .. } => {
            let long_castle = mv.castling_side() == Some(forsyth_core::CastlingSide::Queen);
            out.push_str(if long_castle {
                &letters.castle_long
            } else {
                &letters.castle_short
            });
        }
        Move::Normal {
            role,
            from,
            capture,
            to,
            promotion,
        } => {
            if role != Role::Pawn {
                write_piece(role, color, letters, figurines, out);
            }
            if long {
                write_square(from, letters, out);
                if capture.is_some() {
                    out.push_str(&letters.capture);
                } else {
                    out.push('-');
                }
            } else if role == Role::Pawn {
                if capture.is_some() {
                    out.push(letters.file(from.file()));
                    out.push_str(&letters.capture);
                }
            } else {
                write_disambiguation(pos, role, from, to, letters, out);
                if capture.is_some() {
                    out.push_str(&letters.capture);
                }
            }
            write_square(to, letters, out);
            if let Some(p) = promotion {
                out.push('=');
                write_piece(p, color, letters, figurines, out);
            }
        }
        Move::EnPassant { from, to } => {
            if long {
                write_square(from, letters, out);
            } else {
                out.push(letters.file(from.file()));
            }
            out.push_str(&letters.capture);
            write_square(to, letters, out);
        }
    }
    match check.unwrap_or_else(|| check_after(pos, mv)) {
        Check::None => {}
        Check::Mate => out.push('#'),
        Check::Check | Check::DoubleCheckOrMate => out.push('+'),
    }
}

/// FIRST STRONG ISOLATE and POP DIRECTIONAL ISOLATE, for moves embedded in
/// text of the other direction.
const FSI: char = '\u{2068}';
const PDI: char = '\u{2069}';

/// What to translate to.
#[derive(Clone, Copy, Debug)]
pub struct Target<'l> {
    /// The language of the written moves.
    pub locale: &'l Locale,
    /// The notation every move is rewritten in (normalized: SAN with its
    /// check marks, `O-O`, `=Q`…), or `None` to keep each move in the form
    /// it was written in and change only its letters.
    pub notation: Option<Notation>,
    /// Wrap each written move in FSI … PDI (for moves inside text of the
    /// other direction; off for PGN files).
    pub isolate: bool,
    /// What a faithful translation does with the move words that comments
    /// and prose name ([`crate::notes`]).
    pub comments: crate::notes::Comments,
}

/// [`crate::translate::render_move`] of the move `mv` of `before`, written as `text` and read
/// as `reading`, given the check status it gives when known.
#[allow(clippy::too_many_arguments)]
pub(crate) fn render_move_checked(
    before: &Position,
    mv: &Move,
    text: &str,
    reading: &Reading,
    detached_check: bool,
    check: Option<Check>,
    target: &Target<'_>,
    out: &mut String,
) {
    if target.isolate {
        out.push(FSI);
    }
    let start = out.len();
    match target.notation {
        Some(Notation::Descriptive) if crate::descriptive::Descriptive::exists(target.locale) => {
            let check = check.unwrap_or_else(|| crate::resolve::check_after(before, mv));
            // An en passant mark written with the move is kept, as the
            // target's descriptive notation writes it (Spanish `a.p.`).
            let marks = crate::descriptive::Marks {
                check,
                en_passant: reading.en_passant_mark,
            };
            crate::descriptive::Descriptive::with(target.locale, |table| {
                if let Some(table) = table {
                    out.push_str(&table.write(before, mv, marks));
                }
            });
        }
        Some(notation) => {
            write_move_checked(before, mv, target.locale.letters(), notation, check, out);
            if detached_check && out[start..].ends_with(['+', '#']) {
                // The mark stands apart in the text and stays there.
                out.pop();
            }
        }
        None => write_move_as_written(
            before,
            mv,
            text,
            reading,
            target.locale.letters(),
            AsWritten {
                display_hyphens: target.locale.is_rtl(),
                check_mark: !detached_check,
            },
            out,
        ),
    }
    if target.isolate {
        out.push(PDI);
    }
}

/// How [`write_move_as_written`] treats what the writer chose.
#[derive(Clone, Copy, Debug, Default)]
pub struct AsWritten {
    /// Keep the hyphens Hebrew writers put in short algebraic notation as a
    /// display aid (`פ-ו3`, `פב-ד2`, `ר-ב-5`): for a right-to-left target.
    /// Long notation's hyphen (`Ng1-f3`) is kept whatever the target.
    pub display_hyphens: bool,
    /// Write the check or mate mark that was read with the move; `false`
    /// when it stands apart in the text (`פג6 #`) and stays there.
    pub check_mark: bool,
}

/// Whether `text`, a castling, is printed otherwise than every language
/// writes it: with spaces inside (`O - O`, `O - O - O ch`) or as a word
/// (`Castles`, `Castles ch`). What follows the castling, its marks.
fn castling_as_printed(text: &str) -> Option<&str> {
    let is_sign = |c: char| crate::word::is_castling_o(c) || crate::printed::is_dash(c);
    let signs = text
        .char_indices()
        .find(|&(i, c)| !(is_sign(c) || (c == ' ' && text[i + 1..].starts_with(is_sign))))
        .map_or(text.len(), |(i, _)| i);
    if signs == 0 {
        // A word for castling.
        let word = text
            .find(|c: char| !c.is_alphabetic())
            .unwrap_or(text.len());
        return (word > 0).then(|| &text[word..]);
    }
    text[..signs].contains(' ').then(|| &text[signs..])
}

/// Writes `mv`, a legal move of `pos` that was written as `text` and read
/// as `reading`, in the form it was written in, with `letters`' piece and
/// file letters: a translation that changes the letters and nothing else
/// the writer chose.
///
/// Kept as written: the notation (SAN, long algebraic, coordinates), the
/// disambiguation given (none, file, rank or square, even when more than
/// needed), the capture mark (`x`, `:`, `×`, none, after the square), the
/// promotion form (`e8Q`, `e8=Q`, `e8/Q`, `e8(Q)`, lower case), figurines,
/// the check or mate mark (`+`, `++`, `#`, `†`, `ch`, or none at all), the
/// en passant mark. Castling, null moves (`--`, `Z0`, `0000`), UCI and ICCF
/// moves are the same in every language and are copied byte for byte.
/// Look-alike letters of another script are written as the letter meant.
pub fn write_move_as_written(
    pos: &Position,
    mv: &Move,
    text: &str,
    reading: &Reading,
    letters: &Letters,
    keep: AsWritten,
    out: &mut String,
) {
    let spelling = &reading.spelling;
    let verbatim = matches!(reading.syntax, MoveSyntax::Castle { .. } | MoveSyntax::Null)
        || reading.style == Style::Iccf
        || (reading.style == Style::Uci && is_universal_uci(text, reading));
    if verbatim {
        if let MoveSyntax::Castle { long } = reading.syntax
            && let Some(rest) = castling_as_printed(text)
        {
            // A castling of print (`O - O`, `Castles`): written as PGN
            // writes it, the marks after it as they are.
            out.push_str(if long { "O-O-O" } else { "O-O" });
            out.push_str(rest);
            return;
        }
        // `text` is the word alone: a mark standing apart is not in it.
        if let MoveSyntax::Castle { .. } = reading.syntax {
            // A Greek or Cyrillic O (`Ο-Ο`, `О-О`) is written as the
            // letter meant: every language castles with a Latin O or zeros.
            out.extend(text.chars().map(crate::word::latin_castling_o));
        } else {
            out.push_str(text);
        }
        return;
    }
    let color = pos.turn();
    let (role, from_file, from_rank, to, promotion) = match reading.syntax {
        MoveSyntax::Normal {
            role,
            from_file,
            from_rank,
            to,
            promotion,
            ..
        } => (role, from_file, from_rank, to, promotion),
        MoveSyntax::Squares {
            from,
            to,
            promotion,
        } => (
            Role::Pawn,
            Some(from.file()),
            Some(from.rank()),
            to,
            promotion,
        ),
        MoveSyntax::Castle { .. } | MoveSyntax::Null => return,
    };
    // The piece a promotion gives, as resolved (`e8` alone never gets here).
    let promotion = promotion.or(mv.promotion());
    let before_piece = out.len();
    match spelling.piece {
        PieceMark::None => {}
        PieceMark::Figurine => out.push(figurine(color, mv.role().unwrap_or(role))),
        PieceMark::Letter | PieceMark::ExtraLetter => {
            if role != Role::Pawn {
                out.push_str(letters.piece(role));
            }
        }
    }
    let display = keep.display_hyphens;
    // The hyphen after a piece letter, only if one was written (German
    // `P-b4` names the pawn with a letter that no other language has).
    let piece_written = out.len() > before_piece;
    // A letter that is a shorter letter and a file (Hebrew `מה`: `מ` and
    // `ה`) followed by a rank and a hyphen reads as the shorter letter's
    // long notation (`מה2-ג1`, the king from e2): the queen's rank takes
    // the hyphen after the letter too (`מה-2-ג1`).
    let letter_ends_in_file = {
        let letter = &out[before_piece..];
        letter.chars().next_back().is_some_and(|last| {
            let shorter = &letter[..letter.len() - last.len_utf8()];
            !shorter.is_empty()
                && letters.files.contains(&last)
                && letters.readable_pieces().iter().any(|&(l, _)| l == shorter)
        })
    };
    let piece_hyphen = display
        && piece_written
        && (spelling.piece_hyphen
            || (letter_ends_in_file
                && spelling.origin_hyphen
                && from_file.is_none()
                && from_rank.is_some()));
    if piece_hyphen {
        out.push('-');
    }
    // A pawn named by a letter no other language has (German `P2f3`,
    // `Pxd5`) is written as pawns are: by its file when it captures, never
    // by its rank alone.
    let (from_file, from_rank) = if role == Role::Pawn && !piece_written && from_file.is_none() {
        let file = mv.from().map(|sq| sq.file()).filter(|&f| f != to.file());
        (file, None)
    } else {
        (from_file, from_rank)
    };
    // A pawn's capture mark follows its file (`P-:g4` written without the
    // letter would start with the mark).
    let pawn_without_origin = role == Role::Pawn && !piece_written && from_file.is_none();
    let capture_mark = |out: &mut String| {
        if let Some(mark) = spelling.capture_mark
            && !pawn_without_origin
        {
            out.push(mark);
        }
    };
    // A king's letter and file that spell another piece letter (Hebrew `מ`
    // and `ה`, the queen `מה`): the file alone is left out (a king never
    // needs it), and a whole square takes the hyphen that makes it the
    // king's long notation (`מה8-xה7`, not the queen's `מה8xה7`).
    let spells_other = from_file.is_some_and(|file| {
        let piece = &out[before_piece..];
        role == Role::King
            && !piece.is_empty()
            && letters.readable_pieces().iter().any(|&(letter, other)| {
                other != role
                    && letter.strip_prefix(piece)
                        == Some(letters.file(file).encode_utf8(&mut [0; 4]))
            })
    });
    if let Some(file) = from_file
        && !(spells_other && from_rank.is_none())
    {
        out.push(letters.file(file));
    }
    if let Some(rank) = from_rank {
        out.push(rank.char());
    }
    // Long notation's hyphen; one before a capture mark is a display hyphen
    // (`Nb-xd2`, `פב-:ד2`), for right-to-left text only.
    let origin_hyphen = (spelling.origin_hyphen
        && (from_file.is_some() || from_rank.is_some())
        && ((reading.style == Style::Lan && spelling.capture_mark.is_none()) || display))
        || (spells_other && from_rank.is_some());
    if origin_hyphen {
        out.push('-');
    }
    // A mark after the destination is not read behind long notation's
    // hyphen (the king's, above): it follows the hyphen instead.
    let capture_after = spelling.capture_after && !origin_hyphen;
    if !capture_after {
        capture_mark(out);
    }
    out.push(letters.file(to.file()));
    // A hyphen inside the destination only follows another display hyphen
    // (`ר-ב-5`, `פב-ד-2`), as the reader reads it.
    if spelling.square_hyphen && display && (piece_hyphen || (origin_hyphen && role != Role::Pawn))
    {
        out.push('-');
    }
    out.push(to.rank().char());
    if capture_after {
        capture_mark(out);
    }
    if let Some(piece) = promotion {
        let (open, close) = promotion_marks(spelling.promotion);
        // Two squares with or without a mark before the letter (`g2g1n`,
        // `g2g1/n`) are read as UCI's form.
        let squares = two_squares(&out[before_piece..], letters);
        out.push_str(open);
        if spelling.piece == PieceMark::Figurine || spelling.figurine_promotion {
            out.push(figurine(color, piece));
        } else if spelling.lowercase_promotion {
            let mut own = letters.piece(piece).chars().flat_map(char::to_lowercase);
            let (first, second) = (own.next(), own.next());
            // Two squares and a lower-case letter are read as UCI's form:
            // a letter UCI gives another piece (Romanian `n`, its bishop,
            // is UCI's knight) is written as UCI writes the piece. What is
            // written decides, not how the move was read: German `P-g2g1r`
            // is written in Hungarian as `g2g1` and its rook `b`, UCI's
            // bishop.
            let uci_clash = squares
                && second.is_none()
                && first
                    .and_then(Role::from_char)
                    .is_some_and(|role| role != piece && Role::PROMOTIONS.contains(&role));
            if uci_clash {
                out.push(piece.char());
            } else {
                out.extend(letters.piece(piece).chars().flat_map(char::to_lowercase));
            }
        } else {
            out.push_str(letters.piece(piece));
        }
        out.push_str(close);
    }
    // An en passant mark follows a square: after a promotion piece (never
    // en passant, a stray mark the reader warns about) or a capture mark
    // after the square (`Ng3:ep`) no reader reads it. It is written as it
    // was when algebraic readers read that form, else (descriptive Spanish
    // `PxPa.p.`) as `e.p.`, the form every one of them reads.
    // A mark standing apart (`exd6 e.p.`) is not in `text`, the word
    // alone: it is copied where it stands, not written twice.
    let glued = text
        .rfind(|c: char| c.is_ascii_digit())
        .map_or(text, |i| &text[i + 1..])
        .contains('p');
    if reading.en_passant_mark && glued && out.ends_with(|c: char| c.is_ascii_digit()) {
        let mark = ["e. p.", "e.p.", "e.p", "ep"]
            .into_iter()
            .find(|m| text.contains(m))
            .unwrap_or("e.p.");
        out.push_str(mark);
    }
    if keep.check_mark
        && let Some(mark) = spelling.check_mark
    {
        out.push_str(check_mark_text(mark));
    }
}

/// What stands before and after a promotion piece attached by `mark`.
fn promotion_marks(mark: Option<PromotionMark>) -> (&'static str, &'static str) {
    match mark {
        Some(PromotionMark::Equals) => ("=", ""),
        Some(PromotionMark::Slash) => ("/", ""),
        Some(PromotionMark::Parens) => ("(", ")"),
        Some(PromotionMark::Bare) | None => ("", ""),
    }
}

/// A check or mate mark as it was written.
fn check_mark_text(mark: CheckMark) -> &'static str {
    match mark {
        CheckMark::Plus => "+",
        CheckMark::DoublePlus => "++",
        CheckMark::Hash => "#",
        CheckMark::Dagger => "†",
        CheckMark::DoubleDagger => "‡",
        CheckMark::NotEqual => "≠",
        CheckMark::Ch => "ch",
    }
}

/// A target language's piece and file letters, encoded once, for
/// [`write_plain_as_written`].
pub(crate) struct PlainLetters {
    /// Each piece's letters, by [`Role::index`].
    pieces: [Box<[u8]>; 6],
    /// Each file's letter in UTF-8, and its length, by [`File::index`].
    files: [([u8; 4], u8); 8],
}

impl PlainLetters {
    pub(crate) fn new(letters: &Letters) -> PlainLetters {
        PlainLetters {
            pieces: std::array::from_fn(|i| {
                letters.pieces[i].as_bytes().to_vec().into_boxed_slice()
            }),
            files: std::array::from_fn(|i| {
                let mut bytes = [0; 4];
                let len = letters.files[i].encode_utf8(&mut bytes).len();
                (bytes, len as u8)
            }),
        }
    }

    fn file(&self, file: forsyth_core::File) -> &[u8] {
        let (bytes, len) = &self.files[file.index()];
        &bytes[..usize::from(*len)]
    }

    /// Writes `word` in these letters: a word the fast reader read
    /// ([`crate::analysis::Played::fast`]: plain SAN in ASCII, its piece
    /// letter first and its promotion letter, if any, the only capitals),
    /// for `mv`, which is no castling and, a king's move, names no file of
    /// its own (`Kef1` takes the general writer's way). Its piece and
    /// promotion letters become
    /// those of `mv`'s pieces, its files these files, and every other byte
    /// (ranks, `x`, `=`, `+`, `#`) stays: what [`write_plain_as_written`]
    /// writes for it (the translation tests hold the two to the same
    /// bytes), in one pass over its bytes and no question about how it
    /// was read.
    #[inline(always)]
    pub(crate) fn write_fast_word(&self, word: &[u8], mv: &Move, out: &mut Vec<u8>) {
        out.reserve(word.len() * 4);
        for (i, &b) in word.iter().enumerate() {
            let file = b.wrapping_sub(b'a');
            if file < 8 {
                put(out, self.file(forsyth_core::File::new(u32::from(file))));
            } else if let Some(role) = b
                .is_ascii_uppercase()
                .then(|| if i == 0 { mv.role() } else { mv.promotion() })
                .flatten()
            {
                put(out, &self.pieces[role.index()]);
            } else {
                out.push(b);
            }
        }
    }
}

/// [`write_move_as_written`] for the common case, with none of its
/// questions: a move of short algebraic notation (`Nf3`, `exd5`, `Rad1+`,
/// `e8=Q#`) named by a piece letter of its language or by no letter (a
/// pawn), with no hyphen, no capture mark after the square, a promotion
/// piece, if any, as a letter of the language, no en passant mark, and no
/// king named with its file; a pawn's origin file written where it moves
/// to another file. What it writes is what [`write_move_as_written`]
/// writes for it with `letters` (the letters of the target) and
/// `check_mark` (a test runs both on the real corpora and every file of
/// `tests/data`). Writes nothing and returns `false` for any other move.
/// (Inline always: asked for every move a faithful translation writes.)
#[inline(always)]
pub(crate) fn write_plain_as_written(
    mv: &Move,
    reading: &Reading,
    check_mark: bool,
    letters: &PlainLetters,
    out: &mut Vec<u8>,
) -> bool {
    let MoveSyntax::Normal {
        role,
        from_file,
        from_rank,
        to,
        promotion,
        ..
    } = reading.syntax
    else {
        return false;
    };
    let s = &reading.spelling;
    let pawn = role == Role::Pawn;
    let named = if pawn {
        s.piece == PieceMark::None
    } else {
        s.piece == PieceMark::Letter
    };
    if !named
        || reading.style != Style::San
        || reading.en_passant_mark
        || s.piece_hyphen
        || s.origin_hyphen
        || s.square_hyphen
        || s.capture_after
        || s.lowercase_promotion
        || s.figurine_promotion
        || promotion != mv.promotion()
        || (role == Role::King && from_file.is_some())
        || (pawn
            && (from_rank.is_some()
                || (from_file.is_none()
                    && (s.capture_mark.is_some()
                        || mv.from().map(Square::file) != Some(to.file())))))
    {
        return false;
    }
    if !pawn {
        put(out, &letters.pieces[role.index()]);
    }
    if let Some(file) = from_file {
        put(out, letters.file(file));
    }
    if let Some(rank) = from_rank {
        out.push(rank.char() as u8);
    }
    if let Some(mark) = s.capture_mark {
        put(out, mark.encode_utf8(&mut [0; 4]).as_bytes());
    }
    put(out, letters.file(to.file()));
    out.push(to.rank().char() as u8);
    if let Some(piece) = promotion {
        let (open, close) = promotion_marks(s.promotion);
        out.extend_from_slice(open.as_bytes());
        put(out, &letters.pieces[piece.index()]);
        out.extend_from_slice(close.as_bytes());
    }
    if check_mark && let Some(mark) = s.check_mark {
        put(out, check_mark_text(mark).as_bytes());
    }
    true
}

/// Appends `bytes`, a letter or a mark, to `out`: a byte (as nearly every
/// one is) pushed, with no call to `memcpy` of a length it must branch on.
#[inline(always)]
fn put(out: &mut Vec<u8>, bytes: &[u8]) {
    if let [byte] = *bytes {
        out.push(byte);
    } else {
        out.extend_from_slice(bytes);
    }
}

/// Whether `written` is two squares and nothing else (`g2g1`, `ה7ה8`).
fn two_squares(written: &str, letters: &Letters) -> bool {
    let mut chars = written.chars();
    let mut square = || {
        chars
            .next()
            .is_some_and(|c| letters.file_from_char(c).is_some())
            && chars.next().is_some_and(|c| Rank::from_char(c).is_some())
    };
    square() && square() && chars.next().is_none()
}

/// Whether a move read as UCI is written as every language reads it: Latin
/// files, and a promotion, if any, in UCI's `q`, `r`, `b` or `n`. Only then
/// is it copied as it is; `ה2ה4` or `e7e8D` (German) have their letters
/// translated like any other move.
fn is_universal_uci(text: &str, reading: &Reading) -> bool {
    let promotion_ok = match reading.syntax {
        MoveSyntax::Squares {
            promotion: Some(_), ..
        } => {
            reading.spelling.lowercase_promotion
                && text
                    .trim_end_matches(|c: char| !c.is_ascii_alphanumeric())
                    .ends_with(['q', 'r', 'b', 'n'])
        }
        _ => true,
    };
    !reading.spelling.local_files && text.is_ascii() && promotion_ok
}

/// SAN disambiguation: the file if it tells the pieces apart, else the
/// rank, else both.
fn write_disambiguation(
    pos: &Position,
    role: Role,
    from: Square,
    to: Square,
    letters: &Letters,
    out: &mut String,
) {
    match disambiguation(pos, role, from, to) {
        Disambiguation::None => {}
        Disambiguation::File => out.push(letters.file(from.file())),
        Disambiguation::Rank => out.push(from.rank().char()),
        Disambiguation::Square => write_square(from, letters, out),
    }
}

/// What of its starting square a piece's move names in SAN.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Disambiguation {
    None,
    File,
    Rank,
    Square,
}

/// What SAN names of the starting square of a move of `role` from `from`
/// to `to` in `pos`: nothing, unless another piece of the kind can go there
/// too; then the file, else the rank, else both.
pub(crate) fn disambiguation(
    pos: &Position,
    role: Role,
    from: Square,
    to: Square,
) -> Disambiguation {
    if role == Role::King {
        return Disambiguation::None;
    }
    // Most moves have no rival at all: no other piece of the kind even
    // attacks the square, legally or not.
    let board = pos.board();
    let occupied = board.occupied();
    let attackers = match role {
        Role::Knight => forsyth_core::attacks::knight_attacks(to),
        Role::Bishop => forsyth_core::attacks::bishop_attacks(to, occupied),
        Role::Rook => forsyth_core::attacks::rook_attacks(to, occupied),
        Role::Queen => forsyth_core::attacks::queen_attacks(to, occupied),
        Role::Pawn | Role::King => forsyth_core::Bitboard::FULL,
    } & board.by_role(role)
        & board.by_color(pos.turn());
    if !attackers.without(from).any() {
        return Disambiguation::None;
    }
    let others = pos.legal_moves_to(role, to);
    let mut rivals = others
        .iter()
        .filter_map(Move::from)
        .filter(|&f| f != from)
        .peekable();
    if rivals.peek().is_none() {
        return Disambiguation::None;
    }
    let (mut same_file, mut same_rank) = (false, false);
    for r in rivals {
        same_file |= r.file() == from.file();
        same_rank |= r.rank() == from.rank();
    }
    if !same_file {
        Disambiguation::File
    } else if !same_rank {
        Disambiguation::Rank
    } else {
        Disambiguation::Square
    }
}

fn write_iccf(mv: &Move, out: &mut String) {
    let digit = |n: usize| char::from(b'1' + n as u8);
    let (from, to) = match *mv {
        Move::Null => {
            out.push_str("0000");
            return;
        }
        Move::Castle { king, .. } => (king, mv.destination().unwrap_or(king)),
        Move::Normal { from, to, .. } | Move::EnPassant { from, to } => (from, to),
    };
    for sq in [from, to] {
        out.push(digit(sq.file().index()));
        out.push(digit(sq.rank().index()));
    }
    match mv.promotion() {
        Some(Role::Queen) => out.push('1'),
        Some(Role::Rook) => out.push('2'),
        Some(Role::Bishop) => out.push('3'),
        Some(Role::Knight) => out.push('4'),
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{resolve::resolve, word::read_move};

    fn write(fen: &str, san: &str, notation: Notation) -> String {
        let pos: Position = fen.parse().unwrap();
        let en = Letters::english();
        let mv = resolve(&read_move(san, &en).unwrap(), &pos).unwrap().mv;
        move_to_string(&pos, &mv, &en, notation)
    }

    const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

    #[test]
    fn styles() {
        assert_eq!(write(START, "Nf3", Notation::San), "Nf3");
        assert_eq!(write(START, "Nf3", Notation::Lan), "Ng1-f3");
        assert_eq!(write(START, "Nf3", Notation::Fan), "♘f3");
        assert_eq!(write(START, "Nf3", Notation::Uci), "g1f3");
        assert_eq!(write(START, "Nf3", Notation::Iccf), "7163");
        assert_eq!(write(START, "e4", Notation::Iccf), "5254");
        assert_eq!(write(KIWIPETE, "O-O", Notation::San), "O-O");
        assert_eq!(write(KIWIPETE, "O-O", Notation::Uci), "e1g1");
        assert_eq!(write(KIWIPETE, "O-O", Notation::Iccf), "5171");
        assert_eq!(write(KIWIPETE, "dxe6", Notation::Lan), "d5xe6");
    }

    #[test]
    fn disambiguation() {
        let fen = "4k3/8/8/8/8/8/8/2N1K1N1 w - - 0 1";
        assert_eq!(write(fen, "Nge2", Notation::San), "Nge2");
        let fen = "4k3/8/8/8/R7/8/8/R3K3 w - - 0 1";
        assert_eq!(write(fen, "R1a3", Notation::San), "R1a3");
        // The Hebrew seed's example: queens on e4, h4 and h1 can all reach e1.
        let fen = "1k6/8/8/8/4Q2Q/8/8/K6Q w - - 0 1";
        assert_eq!(write(fen, "Qh4e1", Notation::San), "Qh4e1");
        assert_eq!(write(fen, "Qee1", Notation::San), "Qee1");
        assert_eq!(write(fen, "Q1e1", Notation::San), "Q1e1");
    }

    #[test]
    fn promotions_and_checks() {
        let fen = "7k/4P3/8/8/8/8/8/4K3 w - - 0 1";
        assert_eq!(write(fen, "e8=Q", Notation::San), "e8=Q+");
        assert_eq!(write(fen, "e8=N", Notation::San), "e8=N");
        assert_eq!(write(fen, "e8=R", Notation::Iccf), "57582");
        assert_eq!(write(fen, "e8=R", Notation::Uci), "e7e8r");
        let mate = "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2";
        assert_eq!(write(mate, "Qh4", Notation::San), "Qh4#");
        assert_eq!(write(mate, "Qh4", Notation::Fan), "♛h4#");
    }

    /// Found by the `move_word` fuzz target: a UCI move written with a
    /// language's own file or promotion letters was copied as it was into
    /// other languages, which cannot read it (`e2ה3` in English).
    #[test]
    fn uci_with_local_letters_is_translated_and_plain_uci_copied() {
        use crate::letters::Letters;
        let hebrew = crate::locale::Locales::embedded();
        let hebrew = hebrew.get("he").unwrap().letters().clone();
        let mut german = Letters::english();
        german.pieces = ["", "S", "L", "T", "D", "K"].map(str::to_owned);
        let en = Letters::english();
        let as_written = |fen: &str, text: &str, from: &Letters, to: &Letters| {
            let pos: Position = fen.parse().unwrap();
            let readings = read_move(text, from).unwrap();
            let resolved = resolve(&readings, &pos).unwrap();
            let mut out = String::new();
            write_move_as_written(
                &pos,
                &resolved.mv,
                text,
                &readings[resolved.reading],
                to,
                AsWritten::default(),
                &mut out,
            );
            out
        };
        assert_eq!(as_written(START, "e2ה3", &hebrew, &en), "e2e3");
        assert_eq!(as_written(START, "ה2ה4", &hebrew, &en), "e2e4");
        assert_eq!(as_written(START, "e2e4", &en, &hebrew), "e2e4");
        let fen = "7k/4P3/8/8/8/8/8/4K3 w - - 0 1";
        assert_eq!(as_written(fen, "e7e8D", &german, &en), "e7e8Q");
        assert_eq!(as_written(fen, "e7e8Q", &en, &german), "e7e8D");
        assert_eq!(as_written(fen, "e7e8q", &en, &german), "e7e8q");
        assert_eq!(as_written(fen, "e7e8n+", &en, &hebrew), "e7e8n+");
    }

    /// Found by the `move_word` fuzz target (CI, seed 1): Greek `Pe1e2:`
    /// (a king's move from a whole square, its capture mark after the
    /// destination as old books print it) was written in Hebrew as
    /// `מה1-ה2:`. The hyphen that keeps the king's `מ` and the file `ה` from
    /// reading as the queen `מה` is long notation's, after which a mark
    /// behind the destination is not read; the mark goes after the hyphen.
    #[test]
    fn capture_mark_after_the_kings_hyphen() {
        let locales = crate::locale::Locales::embedded();
        let (greek, hebrew) = (locales.get("el").unwrap(), locales.get("he").unwrap());
        let pos: Position =
            "r3k2r/pppq1ppp/2np1n2/2b1p1B1/2B1P1b1/2NP1N2/PPPQ1PPP/R3K2R w KQkq - 0 9"
                .parse()
                .unwrap();
        let readings = read_move("Pe1e2:", greek.letters()).unwrap();
        let resolved = resolve(&readings, &pos).unwrap();
        let reading = &readings[resolved.reading];
        for display_hyphens in [true, false] {
            let keep = AsWritten {
                display_hyphens,
                check_mark: true,
            };
            let mut out = String::new();
            let (mv, letters) = (&resolved.mv, hebrew.letters());
            write_move_as_written(&pos, mv, "Pe1e2:", reading, letters, keep, &mut out);
            assert_eq!(out, "מה1-:ה2");
            let back = read_move(&out, hebrew.letters()).unwrap();
            assert_eq!(resolve(&back, &pos).unwrap().mv, resolved.mv);
        }
    }

    /// Found by the `move_word` fuzz target: German `P-b4` (the pawn's
    /// extra letter and a display hyphen) was written in Hebrew as `-ב4`.
    #[test]
    fn no_display_hyphen_without_a_piece_letter() {
        let locales = crate::locale::Locales::embedded();
        let (german, hebrew) = (locales.get("de").unwrap(), locales.get("he").unwrap());
        let pos = Position::new();
        let readings = read_move("P-b4", german.letters()).unwrap();
        let resolved = resolve(&readings, &pos).unwrap();
        let keep = AsWritten {
            display_hyphens: true,
            check_mark: true,
        };
        let mut out = String::new();
        let reading = &readings[resolved.reading];
        write_move_as_written(
            &pos,
            &resolved.mv,
            "P-b4",
            reading,
            hebrew.letters(),
            keep,
            &mut out,
        );
        assert_eq!(out, "ב4");
        out.clear();
        write_move_as_written(
            &pos,
            &resolved.mv,
            "P-b4",
            reading,
            german.letters(),
            keep,
            &mut out,
        );
        assert_eq!(out, "b4");
        // Nor a hyphen inside the square (`P-h-4`).
        let pos: Position = "4k3/8/8/8/8/8/7P/4K3 w - - 0 1".parse().unwrap();
        let readings = read_move("P-h-4", german.letters()).unwrap();
        let resolved = resolve(&readings, &pos).unwrap();
        let reading = &readings[resolved.reading];
        out.clear();
        let (mv, letters) = (&resolved.mv, hebrew.letters());
        write_move_as_written(&pos, mv, "P-h-4", reading, letters, keep, &mut out);
        assert_eq!(out, "ח4");
    }

    /// Found by the `move_word` fuzz target: German `P2f3` (the pawn's
    /// extra letter and its rank) was written in English `2f3`.
    #[test]
    fn a_pawn_without_its_letter_is_told_apart_by_its_file_only() {
        let locales = crate::locale::Locales::embedded();
        let (german, english) = (locales.get("de").unwrap(), locales.get("en").unwrap());
        let pos: Position = "4k3/8/8/3p4/4P3/8/5P2/4K3 w - - 0 1".parse().unwrap();
        let keep = AsWritten::default();
        for (text, written) in [("P2f3", "f3"), ("Pexd5", "exd5"), ("P-:f4", "f4")] {
            let readings = read_move(text, german.letters()).unwrap();
            let resolved = resolve(&readings, &pos).unwrap();
            let reading = &readings[resolved.reading];
            let mut out = String::new();
            let (mv, letters) = (&resolved.mv, english.letters());
            write_move_as_written(&pos, mv, text, reading, letters, keep, &mut out);
            assert_eq!(out, written, "{text}");
        }
    }

    /// Found by the `move_word` fuzz target: Hebrew `a8ף+ep` (a promotion
    /// with a stray en passant mark after the check mark) was written in
    /// English `a8Nep+`, and English `N-g3:#ep` as `Ng3:ep#`, which no
    /// reader reads.
    #[test]
    fn no_en_passant_mark_after_a_promotion_piece() {
        let locales = crate::locale::Locales::embedded();
        let (hebrew, english) = (locales.get("he").unwrap(), locales.get("en").unwrap());
        let pos: Position = "1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1".parse().unwrap();
        let readings = read_move("a8ף+ep", hebrew.letters()).unwrap();
        let resolved = resolve(&readings, &pos).unwrap();
        let reading = &readings[resolved.reading];
        let keep = AsWritten {
            display_hyphens: false,
            check_mark: true,
        };
        let mut out = String::new();
        let (mv, letters) = (&resolved.mv, english.letters());
        write_move_as_written(&pos, mv, "a8ף+ep", reading, letters, keep, &mut out);
        assert_eq!(out, "a8N+");
        // Nor after a capture mark written after the square.
        let pos: Position = "N3k2N/8/8/8/8/8/8/N3K2N w - - 0 1".parse().unwrap();
        let readings = read_move("N-g3:#ep", english.letters()).unwrap();
        let resolved = resolve(&readings, &pos).unwrap();
        let reading = &readings[resolved.reading];
        out.clear();
        write_move_as_written(
            &pos,
            &resolved.mv,
            "N-g3:#ep",
            reading,
            letters,
            keep,
            &mut out,
        );
        assert_eq!(out, "Ng3:#");
    }

    /// Found by the `move_word` fuzz target: English `Q2-c1` (the queen
    /// from the second rank, a display hyphen after it) was written in
    /// Hebrew `מה2-ג1`, the king's long notation from e2.
    #[test]
    fn a_queens_rank_and_hyphen_in_hebrew_take_the_letters_hyphen() {
        let locales = crate::locale::Locales::embedded();
        let hebrew = locales.get("he").unwrap().letters();
        let en = Letters::english();
        // White's queen goes from d2 to c1.
        let pos: Position =
            "r3k2r/pppq1ppp/2np1n2/2b1p1B1/2B1P1b1/2NP1N2/PPPQ1PPP/R3K2R w KQkq - 0 9"
                .parse()
                .unwrap();
        let readings = read_move("Q2-c1", &en).unwrap();
        let resolved = resolve(&readings, &pos).unwrap();
        let reading = &readings[resolved.reading];
        let keep = AsWritten {
            display_hyphens: true,
            check_mark: true,
        };
        let mut out = String::new();
        write_move_as_written(&pos, &resolved.mv, "Q2-c1", reading, hebrew, keep, &mut out);
        assert_eq!(out, "מה-2-ג1");
        let back = read_move(&out, hebrew).unwrap();
        assert_eq!(resolve(&back, &pos).unwrap().mv, resolved.mv);
    }

    /// Found by the `move_word` fuzz target: Italian `Ree2` (the king from
    /// the e-file) was written in Hebrew `מהה2`, the queen's move to e2.
    #[test]
    fn a_kings_file_that_would_spell_the_queen_is_left_out() {
        let locales = crate::locale::Locales::embedded();
        let (italian, hebrew) = (locales.get("it").unwrap(), locales.get("he").unwrap());
        let pos: Position = "4k3/8/8/8/8/8/3Q4/4K3 w - - 0 1".parse().unwrap();
        let readings = read_move("Ree2", italian.letters()).unwrap();
        let resolved = resolve(&readings, &pos).unwrap();
        let mut out = String::new();
        let reading = &readings[resolved.reading];
        let (mv, letters) = (&resolved.mv, hebrew.letters());
        write_move_as_written(
            &pos,
            mv,
            "Ree2",
            reading,
            letters,
            AsWritten::default(),
            &mut out,
        );
        assert_eq!(out, "מה2");
        let back = read_move(&out, letters).unwrap();
        assert_eq!(resolve(&back, &pos).unwrap().mv, resolved.mv);

        // Found by the `translate_round_trip` fuzz target: `Ke8xe7` was
        // written `מה8xה7`, which reads as the queen from the eighth rank.
        let pos: Position = "3qk3/4P3/8/8/8/8/8/4K3 b - - 0 1".parse().unwrap();
        let en = Letters::english();
        let keep = AsWritten {
            display_hyphens: true,
            check_mark: true,
        };
        for (english, written) in [("Ke8xe7", "מה8-xה7"), ("Ke8-e7", "מה8-ה7")] {
            let readings = read_move(english, &en).unwrap();
            let resolved = resolve(&readings, &pos).unwrap();
            let reading = &readings[resolved.reading];
            let mut out = String::new();
            write_move_as_written(
                &pos,
                &resolved.mv,
                english,
                reading,
                letters,
                keep,
                &mut out,
            );
            assert_eq!(out, written);
            let back = read_move(&out, letters).unwrap();
            let again = resolve(&back, &pos).unwrap();
            assert_eq!(again.mv, resolved.mv);
            // And back into English as it was.
            let mut english_again = String::new();
            let reading = &back[again.reading];
            let keep = AsWritten::default();
            write_move_as_written(
                &pos,
                &again.mv,
                &out,
                reading,
                &en,
                keep,
                &mut english_again,
            );
            assert_eq!(english_again, english);
        }
    }

    /// Found by the `translate_round_trip` fuzz target: `axb1=♜+` (a pawn
    /// move without a figurine, promoting to one) lost its figurine.
    #[test]
    fn a_figurine_promotion_stays_a_figurine() {
        let pos: Position = "4k3/8/8/8/8/8/p7/1N2K3 b - - 0 1".parse().unwrap();
        let en = Letters::english();
        let keep = AsWritten {
            display_hyphens: false,
            check_mark: true,
        };
        for text in ["axb1=♜+", "axb1=♖+", "a1♛+"] {
            let readings = read_move(text, &en).unwrap();
            let resolved = resolve(&readings, &pos).unwrap();
            let mut out = String::new();
            let reading = &readings[resolved.reading];
            write_move_as_written(&pos, &resolved.mv, text, reading, &en, keep, &mut out);
            // Written with the figurine of the side that moves.
            assert_eq!(
                out.replace('♖', "♜").replace('♕', "♛"),
                text.replace('♖', "♜")
            );
        }
    }

    /// Found by the `move_word` fuzz target: German `P-g2g1r+` (its pawn
    /// letter, two squares, UCI's rook) was written in Hungarian as
    /// `g2g1b+`, its rook (bástya) in lower case, which two squares make
    /// UCI's bishop: the UCI letter is kept wherever two squares are
    /// written, however the move was read.
    #[test]
    fn two_squares_written_take_uci_s_letter() {
        let pos: Position = "r3k1n1/4P3/8/8/3pP3/8/1p4p1/R1N1K3 b q e3 0 40"
            .parse()
            .unwrap();
        let mut german = Letters::english();
        german.pieces = ["", "S", "L", "T", "D", "K"].map(str::to_owned);
        german.extra_pieces.push(("P".into(), Role::Pawn));
        let mut hungarian = Letters::english();
        hungarian.pieces = ["", "H", "F", "B", "V", "K"].map(str::to_owned);
        let keep = AsWritten {
            display_hyphens: false,
            check_mark: true,
        };
        for (text, written) in [
            ("P-g2g1r+", "g2g1r+"),
            ("g2g1r+", "g2g1r+"),
            ("g1r+", "g1b+"),
        ] {
            let readings = read_move(text, &german).unwrap();
            let resolved = resolve(&readings, &pos).unwrap();
            let mut out = String::new();
            let reading = &readings[resolved.reading];
            write_move_as_written(
                &pos,
                &resolved.mv,
                text,
                reading,
                &hungarian,
                keep,
                &mut out,
            );
            assert_eq!(out, written, "{text}");
            let back = read_move(&out, &hungarian).unwrap();
            assert_eq!(resolve(&back, &pos).unwrap().mv, resolved.mv, "{text}");
        }
    }
}
