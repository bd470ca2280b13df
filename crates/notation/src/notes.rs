//! Moves named in the notes: the letters of the move words that comments
//! and prose name (`Meglio era 12.Cf3`, `{Better 12...Qxd8}`), translated as
//! the moves of the game are.
//!
//! A word is a move word of a language when it is one of its piece letters
//! followed by a square (`Cf3`), with a disambiguation (`Tad1`, `Dd1d4`), a
//! capture sign or dash (`Cxe5`, `R:d4`, `Dd1-d4`, the Hebrew display
//! hyphen `פ-ו3`) before the square, or a pawn's: a square (`e4`), a
//! capture (`exd5`, `e:d5`, and with no sign between two neighbouring files,
//! `εδ5`, as Greek books print it), a promotion to one of its letters
//! (`e8=D`); nothing alphabetic stands right before it (digits and a period
//! may: `12.Cf3`) nor right after it (signs may: `Cxe5+!`). Files are the
//! language's own (Latin `a`–`h`, Greek `α`–`θ`, Hebrew `א`–`ח`: a Latin
//! file in a Greek note is no Greek move word), ranks `1`–`8`. Of two
//! letters that both read, the longer is the word's (the Hebrew queen `מה`
//! in `מהו5`, not the king `מ` on the e-file), as the game's reader has it.
//! Castling, written alike in every language, stays as written.
//!
//! A translation from one language to another changes the piece letters
//! and files of the move words of the first and nothing else (between two
//! languages with Latin files, only the piece letters: `Cf3` is `Sf3`;
//! into Greek, `Nf3` is `Ιζ3` and `e4` is `ε4`), never the order of the
//! text (Hebrew's right-to-left included), and it is exactly reversible:
//! a note (a comment, or a line of one) that holds a word which the second
//! language reads as a move but the first does not, or a word that reads
//! two ways or does not read back as written, is kept as written, so that
//! translating back gives the original bytes. Commands in comments
//! (`[%cal Gd2d4]`), tag pairs and escaped lines (`%` at a line's start)
//! are never notes.

use forsyth_core::Role;

use crate::letters::Letters;

/// What a translation does with comments and the prose around games.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Comments {
    /// The move words they name get the target's letters.
    #[default]
    Translate,
    /// They are kept byte for byte.
    Keep,
}

/// The piece letters (longest first) and files of the move words of one
/// language.
#[derive(Clone, Debug)]
pub struct NoteLetters {
    pieces: Vec<(String, Role)>,
    files: [char; 8],
    /// The length in bytes of its longest file letter.
    file_len: usize,
}

impl NoteLetters {
    /// The letters and files that `letters` writes in moves (not the extra
    /// letters it only reads, nor the Latin files every language reads in
    /// a game's moves).
    #[must_use]
    pub fn of(letters: &Letters) -> NoteLetters {
        let mut pieces: Vec<(String, Role)> = Role::ALL
            .iter()
            .filter(|r| !letters.pieces[r.index()].is_empty())
            .map(|&r| (letters.pieces[r.index()].clone(), r))
            .collect();
        pieces.sort_by_key(|(s, _)| std::cmp::Reverse(s.len()));
        NoteLetters {
            pieces,
            files: letters.files,
            file_len: letters
                .files
                .iter()
                .map(|c| c.len_utf8())
                .max()
                .unwrap_or(1),
        }
    }

    /// Whether `other` writes the pieces of `roles` (bits of
    /// [`Role::index`]) with the same letters, and the files alike.
    fn writes_alike(&self, other: &NoteLetters, roles: u8) -> bool {
        self.files == other.files
            && Role::ALL
                .iter()
                .filter(|r| roles & (1 << r.index()) != 0)
                .all(|&r| self.letter(r) == other.letter(r))
    }

    fn letter(&self, role: Role) -> Option<&str> {
        self.pieces
            .iter()
            .find(|(_, r)| *r == role)
            .map(|(s, _)| s.as_str())
    }

    /// How many bytes after a word's first its first rank digit may stand
    /// at most: after a piece letter, a file, a capture sign of two bytes
    /// and the square's file.
    fn reach(&self) -> usize {
        self.pieces.first().map_or(0, |(s, _)| s.len()) + 2 * self.file_len + 3
    }

    /// The file written at `text[i..]`: its index and length in bytes.
    fn file_at(&self, text: &str, i: usize) -> Option<FileAt> {
        let c = text.get(i..)?.chars().next()?;
        let file = self.files.iter().position(|&f| f == c)?;
        Some(FileAt {
            at: i,
            len: c.len_utf8(),
            file: file as u8,
        })
    }

    /// The square written at `text[i..]`: its file, and the byte after it.
    fn square_at(&self, text: &str, i: usize) -> Option<(FileAt, usize)> {
        let file = self.file_at(text, i)?;
        is_rank(text.as_bytes().get(i + file.len)).then_some((file, i + file.len + 1))
    }

    /// The square written at `text[i..]` with a hyphen between its file
    /// and rank (`ב-5`, as Hebrew texts display it after a hyphen: `ר-ב-5`):
    /// its file, and the byte after it.
    fn hyphened_square_at(&self, text: &str, i: usize) -> Option<(FileAt, usize)> {
        let file = self.file_at(text, i)?;
        let b = text.as_bytes();
        (b.get(i + file.len) == Some(&b'-') && is_rank(b.get(i + file.len + 1)))
            .then_some((file, i + file.len + 2))
    }
}

/// A piece letter of a move word: where it is and what it stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Letter {
    /// The letter's start and length in bytes.
    at: usize,
    len: usize,
    role: Role,
}

/// A file of a move word: where it is and which (0 for a).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct FileAt {
    at: usize,
    len: usize,
    file: u8,
}

/// A move word found in a note: where it is, its piece letter (the moving
/// piece's, or a promotion's) and its files (a disambiguation's or a
/// pawn's, and the square's).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Found {
    start: usize,
    end: usize,
    letter: Option<Letter>,
    files: [Option<FileAt>; 2],
}

impl Found {
    /// Writes the word, `text[start..end]`, with the letter and files of
    /// `to` (which writes the letter: asked before).
    fn write(&self, text: &str, to: &NoteLetters, out: &mut Vec<u8>) {
        let mut copied = self.start;
        let mut put = |at: usize, len: usize, with: &[u8], out: &mut Vec<u8>| {
            out.extend_from_slice(&text.as_bytes()[copied..at]);
            out.extend_from_slice(with);
            copied = at + len;
        };
        // In the word's order: a piece's letter comes before its files, a
        // promotion's after.
        let letter = self.letter.map(|l| {
            (
                l.at,
                l.len,
                to.letter(l.role).unwrap_or_default().as_bytes(),
            )
        });
        let before = letter.filter(|l| self.files[0].is_none_or(|f| l.0 < f.at));
        if let Some((at, len, with)) = before {
            put(at, len, with, out);
        }
        for f in self.files.iter().flatten() {
            let mut buf = [0; 4];
            let with = to.files[usize::from(f.file)].encode_utf8(&mut buf);
            put(f.at, f.len, with.as_bytes(), out);
        }
        if before.is_none()
            && let Some((at, len, with)) = letter
        {
            put(at, len, with, out);
        }
        out.extend_from_slice(&text.as_bytes()[copied..self.end]);
    }
}

/// How a word at one place reads in a language.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Reading {
    None,
    One(Found),
    /// Two different moves (a pawn's and a piece's).
    Several,
}

fn is_rank(b: Option<&u8>) -> bool {
    b.is_some_and(|b| (b'1'..=b'8').contains(b))
}

/// Whether a word ends at `i` of `text`: nothing alphanumeric follows.
fn ends(text: &str, i: usize) -> bool {
    text.get(i..)
        .is_some_and(|rest| rest.chars().next().is_none_or(|c| !c.is_alphanumeric()))
}

/// The length of a capture sign or dash at `i` (`x`, `:`, `-`, `×`).
fn sign(b: &[u8], i: usize) -> usize {
    match b.get(i) {
        Some(b'x' | b':' | b'-') => 1,
        Some(0xC3) if b.get(i + 1) == Some(&0x97) => 2,
        _ => 0,
    }
}

/// Whether a word may start at `i` of `text`: nothing alphabetic before
/// it, and digits only as a move number (`12.Cf3`, `12Cf3`).
fn starts(text: &str, i: usize) -> bool {
    let before = &text[..i];
    let digits = before.trim_end_matches(|c: char| c.is_ascii_digit());
    match digits.chars().next_back() {
        None => true,
        Some(c) => !c.is_alphanumeric(),
    }
}

impl NoteLetters {
    /// Whether `text[i..]`, what follows the piece letter `letter`, is a
    /// square with its disambiguation and capture sign, then the word's
    /// end: the end, and the files (the disambiguation's, the square's).
    /// The longest such word is the word, as a game's reader reads it
    /// (`Ke8:f7` is the king's capture from e8, not `Ke8` and a pawn's
    /// `f7`: written in Hebrew, `מה8:ו7`, it is the queen's capture, and
    /// the word must read back whole).
    fn piece_rest(
        &self,
        text: &str,
        letter: &str,
        i: usize,
    ) -> Option<(usize, [Option<FileAt>; 2])> {
        let b = text.as_bytes();
        // Where the square (or its sign) may start, after a square, a
        // file or rank, or no disambiguation.
        let mut starts: [Option<(usize, Option<FileAt>)>; 3] = [None, None, Some((i, None))];
        // A rank after a letter that is a shorter letter and a file (Hebrew
        // `מה`: `מ` and `ה`) is, before a hyphen, the square of the shorter
        // letter's long notation (`מה1-ו2`, the king from e1), not the
        // rank that tells the longer's piece apart, as a game's reader has
        // it.
        let mut rank_hyphen = true;
        if let Some(file) = self.file_at(text, i) {
            starts[1] = Some((i + file.len, Some(file)));
            if is_rank(b.get(i + file.len)) {
                starts[0] = Some((i + file.len + 1, Some(file)));
            }
        } else if is_rank(b.get(i)) {
            starts[1] = Some((i + 1, None));
            rank_hyphen = !self.ends_in_file(letter);
        }
        starts.into_iter().flatten().find_map(|(j, by)| {
            let s = sign(b, j);
            if s > 0 && b[j] == b'-' && by.is_none() && j > i && !rank_hyphen {
                return None;
            }
            [j + s, j].into_iter().find_map(|k| {
                // After a hyphen, Hebrew's display hyphen may stand inside
                // the square too (`ר-ב-5`, `פב-ד-2`), as a game's reader
                // has it.
                let (square, end) = self.square_at(text, k).or_else(|| {
                    (s > 0 && b[j] == b'-' && k > j)
                        .then(|| self.hyphened_square_at(text, k))
                        .flatten()
                })?;
                ends(text, end).then_some((end, [by, Some(square)]))
            })
        })
    }

    /// A pawn's move word at `i` of `text`: a square, a capture, either
    /// with a promotion to one of this language's letters.
    fn pawn_at(&self, text: &str, i: usize) -> Option<Found> {
        let b = text.as_bytes();
        let from = self.file_at(text, i)?;
        let j = i + from.len;
        let (files, end) = if is_rank(b.get(j)) {
            ([Some(from), None], j + 1)
        } else {
            // A capture: a sign (not a dash), or none between two
            // neighbouring files.
            let s = if b.get(j) == Some(&b'-') {
                0
            } else {
                sign(b, j)
            };
            let (to, end) = self.square_at(text, j + s)?;
            if s == 0 && from.file.abs_diff(to.file) != 1 {
                return None;
            }
            ([Some(from), Some(to)], end)
        };
        let found = Found {
            start: i,
            end,
            letter: None,
            files,
        };
        // A promotion: `e8=D`, `dxe8=D`, `d:e8=D`, and the other forms
        // books print that a game's reader reads, `e8/D` and `e8(D)`.
        let mark = b
            .get(end)
            .copied()
            .filter(|m| matches!(m, b'=' | b'/' | b'('));
        if matches!(b.get(end - 1), Some(b'1' | b'8'))
            && let Some(mark) = mark
        {
            let at = end + 1;
            let close = usize::from(mark == b'(');
            for (letter, role) in &self.pieces {
                let after = at + letter.len();
                if text[at..].starts_with(letter.as_str())
                    && *role != Role::King
                    && (close == 0 || b.get(after) == Some(&b')'))
                    && ends(text, after + close)
                {
                    return Some(Found {
                        end: after + close,
                        letter: Some(Letter {
                            at,
                            len: letter.len(),
                            role: *role,
                        }),
                        ..found
                    });
                }
            }
        }
        ends(text, end).then_some(found)
    }

    /// How the word starting at `i` of `text` reads in this language: a
    /// piece letter and a square (the longest letter that reads), or a
    /// pawn's move.
    fn read_at(&self, text: &str, i: usize) -> Reading {
        if !starts(text, i) {
            return Reading::None;
        }
        let rest = &text[i..];
        let piece = self.pieces.iter().find_map(|(letter, role)| {
            if !rest.starts_with(letter.as_str()) {
                return None;
            }
            let (end, files) = self.piece_rest(text, letter, i + letter.len())?;
            Some(Found {
                start: i,
                end,
                letter: Some(Letter {
                    at: i,
                    len: letter.len(),
                    role: *role,
                }),
                files,
            })
        });
        match (piece, self.pawn_at(text, i)) {
            (Some(f), None) | (None, Some(f)) => Reading::One(f),
            (None, None) => Reading::None,
            (Some(_), Some(_)) => Reading::Several,
        }
    }

    /// Whether `letter` is a shorter piece letter and a file (Hebrew `מה`).
    fn ends_in_file(&self, letter: &str) -> bool {
        letter.chars().next_back().is_some_and(|last| {
            let shorter = &letter[..letter.len() - last.len_utf8()];
            !shorter.is_empty()
                && self.files.contains(&last)
                && self.pieces.iter().any(|(l, _)| l == shorter)
        })
    }

    /// Whether a move word of this language may start with the character
    /// `c` (a piece letter's first character, or a file).
    fn may_start(&self, c: char) -> bool {
        self.files.contains(&c) || self.pieces.iter().any(|(l, _)| l.starts_with(c))
    }
}

/// Whether `text` may name a move word at all: a file letter (Latin, or the
/// last byte of a letter of another script) right before a rank digit
/// somewhere, or a hyphen between them (Hebrew's display hyphen inside a
/// square, `ר-ב-5`) (the cheap test that keeps a comment such as
/// `[%clk 0:03:00]` on the plain path).
#[must_use]
pub fn may_name_moves(text: &[u8]) -> bool {
    let file = |b: u8| (b'a'..=b'h').contains(&b) || (0x80..0xC0).contains(&b);
    text.windows(2).enumerate().any(|(i, w)| {
        (b'1'..=b'8').contains(&w[1])
            && (file(w[0]) || (w[0] == b'-' && i > 0 && file(text[i - 1])))
    })
}

/// Whether [`NoteTranslator::gap`] may write `gap` otherwise than as it
/// is: it holds a comment, or is `prose` (a page's), and may name a move
/// word ([`may_name_moves`]). The cheap test a translation asks before
/// every move it writes: the text between the moves of a game with no
/// comment is copied with no more look.
#[must_use]
pub fn gap_may_name_moves(gap: &[u8], prose: bool) -> bool {
    // Most gaps are a space and a move number: looked at byte by byte,
    // with no call (a tag section, longer, with `memchr`).
    let comment = prose
        || if gap.len() <= 32 {
            gap.iter().any(|&b| b == b'{' || b == b';')
        } else {
            memchr::memchr2(b'{', b';', gap).is_some()
        };
    comment && may_name_moves(gap)
}

/// Whether the word `found` of `text`, in `from`, written in `to`, reads
/// back in `to` as the same move, written back in `from` as it is.
fn reads_back(text: &str, found: &Found, from: &NoteLetters, to: &NoteLetters) -> bool {
    // The word and the character after it (the word's end is read with it).
    let mut after = (found.end + 4).min(text.len());
    while !text.is_char_boundary(after) {
        after += 1;
    }
    let mut word = Vec::with_capacity(after - found.start + 8);
    found.write(text, to, &mut word);
    let end = word.len();
    word.extend_from_slice(&text.as_bytes()[found.end..after]);
    let Ok(word) = String::from_utf8(word) else {
        return false;
    };
    let Reading::One(back) = to.read_at(&word, 0) else {
        return false;
    };
    if back.end != end || back.letter.map(|l| l.role) != found.letter.map(|l| l.role) {
        return false;
    }
    let mut again = Vec::with_capacity(found.end - found.start);
    back.write(&word, from, &mut again);
    again == text.as_bytes()[found.start..found.end]
}

/// Whether the piece's move word `found` of `text`, a square at its end,
/// followed by a capture sign or dash with a space on each side and a
/// square (`Крe8 : d7`, `Pg1 x f3`), as a game's reader reads it (one move
/// of long notation, `printed-spaced-capture`), reads back glued as it
/// does (`Крe8:d7` in Russian, the king's; `מה8:ד7` in Hebrew is the
/// queen's from the eighth rank: the note is kept). `true` when no such
/// sign and square follow.
fn spaced_reads_back(text: &str, found: &Found, from: &NoteLetters, to: &NoteLetters) -> bool {
    let b = text.as_bytes();
    let mut i = found.end;
    let spaces = |mut i: usize| {
        while b.get(i) == Some(&b' ') {
            i += 1;
        }
        i
    };
    let after = spaces(i);
    if after == i {
        return true;
    }
    i = after;
    let s = sign(b, i);
    if s == 0 {
        return true;
    }
    let square = spaces(i + s);
    if square == i + s {
        return true;
    }
    let Some((_, end)) = from.square_at(text, square) else {
        return true;
    };
    let glued = format!(
        "{}{}{}",
        &text[found.start..found.end],
        &text[i..i + s],
        &text[square..end]
    );
    match from.read_at(&glued, 0) {
        Reading::One(g) if g.end == glued.len() => {
            g.letter.map(|l| l.role) == found.letter.map(|l| l.role)
                && reads_back(&glued, &g, from, to)
        }
        _ => false,
    }
}

/// The move words of one note `text` in `from`, to be written in `to`;
/// `false` when the note must be kept as written (a word `to` reads as a
/// move that `from` does not, a word either reads two ways, or one that
/// does not read back as written).
fn words_of(text: &str, from: &NoteLetters, to: &NoteLetters, found: &mut Vec<Found>) -> bool {
    found.clear();
    let bytes = text.as_bytes();
    // A word reads as a move ([`NoteLetters::read_at`]) only with a rank
    // digit among the bytes after its first (a few: [`NoteLetters::reach`]).
    // A word with none there is read in neither language, and most words
    // of prose have none.
    let reach = from.reach().max(to.reach());
    let alike = from.files == to.files;
    // The first rank digit at or after the byte after the word looked at.
    let mut digit = 0;
    // The character before: a word starts after no letter (what
    // `starts` tells, asked here before any reading).
    let mut after_letter = false;
    // The end of the last word found: the text before it is read.
    let mut read = 0;
    for (i, c) in text.char_indices() {
        let inside = after_letter;
        after_letter = c.is_alphanumeric() && !c.is_ascii_digit();
        if inside || i < read || !(from.may_start(c) || to.may_start(c)) {
            continue;
        }
        if digit <= i {
            digit = bytes[i + 1..]
                .iter()
                .position(|b| (b'1'..=b'8').contains(b))
                .map_or(usize::MAX, |p| i + 1 + p);
        }
        if digit > i + reach {
            continue;
        }
        let here = from.read_at(text, i);
        match here {
            Reading::One(f) => {
                if f.letter.is_none() && alike {
                    // A pawn's word between languages with the same files
                    // is written alike: read alike, it stays.
                    if to.read_at(text, i) != here {
                        return false;
                    }
                } else {
                    // Written in `to`, the word must read back as it is,
                    // and so must the move of long notation it starts
                    // with a capture sign or dash apart (`Крe8 : d7`,
                    // which `מה8 : ד7` would make the Hebrew queen's).
                    if f.letter.is_some_and(|l| to.letter(l.role).is_none())
                        || !reads_back(text, &f, from, to)
                        || !spaced_reads_back(text, &f, from, to)
                    {
                        return false;
                    }
                    found.push(f);
                }
                read = f.end;
            }
            Reading::Several => return false,
            Reading::None => {
                if to.read_at(text, i) != Reading::None {
                    return false;
                }
            }
        }
    }
    true
}

/// Writes `note`, text of a comment or of prose that may name a move word
/// ([`may_name_moves`], asked by the caller), with the letters and files
/// of the move words of `from` as `to` writes them; `false` (and nothing
/// written) when nothing changes or the note is kept as written.
fn translate_note(
    note: &str,
    from: &NoteLetters,
    to: &NoteLetters,
    found: &mut Vec<Found>,
    out: &mut Vec<u8>,
) -> bool {
    if !words_of(note, from, to, found) || found.is_empty() {
        return false;
    }
    let mut copied = 0;
    for f in found.iter() {
        out.extend_from_slice(&note.as_bytes()[copied..f.start]);
        f.write(note, to, out);
        copied = f.end;
    }
    out.extend_from_slice(&note.as_bytes()[copied..]);
    true
}

/// The letters of two languages for the notes of a translation from the
/// first to the second.
#[derive(Clone, Debug)]
pub struct NoteTranslator {
    from: NoteLetters,
    to: NoteLetters,
}

impl NoteTranslator {
    /// A translator of notes from `from` to `to`.
    #[must_use]
    pub fn new(from: &Letters, to: &Letters) -> NoteTranslator {
        NoteTranslator {
            from: NoteLetters::of(from),
            to: NoteLetters::of(to),
        }
    }

    /// Whether this translator's source language writes the pieces of
    /// `roles` (bits of [`Role::index`]) as `other`'s does.
    #[must_use]
    pub fn writes_alike(&self, other: &NoteTranslator, roles: u8) -> bool {
        self.from.writes_alike(&other.from, roles)
    }

    /// Writes `text`, prose around a page's games, to `out` with the
    /// letters of the move words it names translated, line by line
    /// (escaped lines, `%` at their start, as they are).
    pub fn prose(&self, text: &[u8], out: &mut Vec<u8>) {
        if !may_name_moves(text) {
            out.extend_from_slice(text);
            return;
        }
        for line in text.split_inclusive(|&b| b == b'\n') {
            // An escaped line is no prose.
            if line.starts_with(b"%") {
                out.extend_from_slice(line);
            } else {
                self.note(line, out);
            }
        }
    }

    /// Whether a line of `text` holds a word that the target language
    /// reads as a move and the source does not, or that one of them reads
    /// two ways: a note that is kept as written. (Such a note, translated
    /// back from the target, is not kept: `Ad1)`, a Czech heading, is kept
    /// from Czech to Catalan, and is a Catalan bishop's move from Catalan
    /// to Czech.)
    #[must_use]
    pub fn keeps_a_note(&self, text: &[u8]) -> bool {
        let mut found = Vec::new();
        text.split(|&b| b == b'\n').any(|line| {
            may_name_moves(line)
                && std::str::from_utf8(line)
                    .is_ok_and(|s| !words_of(s, &self.from, &self.to, &mut found))
        })
    }

    /// Writes one note (a line at most), translated when it can be.
    fn note(&self, note: &[u8], out: &mut Vec<u8>) {
        let translated = may_name_moves(note)
            && std::str::from_utf8(note)
                .is_ok_and(|s| translate_note(s, &self.from, &self.to, &mut Vec::new(), out));
        if !translated {
            out.extend_from_slice(note);
        }
    }

    /// Writes `gap`, the text of a game between two of its moves (move
    /// numbers, comments, tags, prose of a page), to `out` with the move
    /// words of its comments and prose translated: tag pairs, escaped
    /// lines and the commands of comments (`[%cal Gd2d4]`) are copied as
    /// they are. `prose`: the text outside comments is prose (a page's),
    /// else it is copied as it is (a game's words that were not read).
    pub fn gap(&self, gap: &[u8], prose: bool, out: &mut Vec<u8>) {
        if gap_may_name_moves(gap, prose) {
            self.named_gap(gap, prose, out);
        } else {
            out.extend_from_slice(gap);
        }
    }

    /// [`NoteTranslator::gap`] of a gap that [`gap_may_name_moves`] says
    /// may name a move word: asked by the caller (a translation asks it
    /// before every move it writes), not again here.
    pub fn named_gap(&self, gap: &[u8], prose: bool, out: &mut Vec<u8>) {
        let mut state = State::Text;
        // The note being gathered starts at `note`.
        let mut note = 0;
        let mut i = 0;
        while i < gap.len() {
            let b = gap[i];
            // Most bytes are none of those that start or end a note or a
            // text that is none: passed over with one test.
            if !matches!(b, b'%' | b'[' | b'{' | b';' | b'}' | b'\n') {
                i += 1;
                continue;
            }
            let line_start = i == 0 || gap[i - 1] == b'\n';
            // Text that is never a note: copied as it is, up to `end`.
            let skip = match (state, b) {
                (State::Text, b'%') if line_start => Some(line_end(gap, i)),
                (State::Text, b'[') if tag_pair_at(gap, i) => Some(bracket_end(gap, i, true)),
                (State::Brace | State::Line, b'[') if gap.get(i + 1) == Some(&b'%') => {
                    Some(bracket_end(gap, i, false))
                }
                _ => None,
            };
            if let Some(end) = skip {
                self.note_in(&gap[note..i], state, prose, out);
                out.extend_from_slice(&gap[i..end]);
                i = end;
                note = end;
                continue;
            }
            let next = match (state, b) {
                (State::Text, b'{') => Some(State::Brace),
                (State::Text, b';') => Some(State::Line),
                (State::Brace, b'}') | (State::Line, b'\n') => Some(State::Text),
                (_, b'\n') => Some(state),
                _ => None,
            };
            if let Some(next) = next {
                // A note ends at a comment's edge and at each line's end.
                self.note_in(&gap[note..=i], state, prose, out);
                note = i + 1;
                state = next;
            }
            i += 1;
        }
        self.note_in(&gap[note..], state, prose, out);
    }

    /// [`NoteTranslator::note`] of text in a comment, or outside one when
    /// that is `prose`.
    fn note_in(&self, note: &[u8], state: State, prose: bool, out: &mut Vec<u8>) {
        if state == State::Text && !prose {
            out.extend_from_slice(note);
        } else {
            self.note(note, out);
        }
    }
}

/// Where a gap's text stands.
#[derive(Clone, Copy, PartialEq, Eq)]
enum State {
    Text,
    Brace,
    Line,
}

/// The end of the line that `gap[i..]` starts (after its line break).
fn line_end(gap: &[u8], i: usize) -> usize {
    gap[i..]
        .iter()
        .position(|&b| b == b'\n')
        .map_or(gap.len(), |p| i + p + 1)
}

/// Whether `gap[i..]` starts a tag pair: `[`, a name, spaces and a quoted
/// value's `"` (a note printed in brackets between the moves of a page,
/// `[9.Αδ5 Αβ4 …]`, is none: it is prose).
fn tag_pair_at(gap: &[u8], i: usize) -> bool {
    let name = gap[i + 1..]
        .iter()
        .take_while(|b| b.is_ascii_alphanumeric() || **b == b'_')
        .count();
    let spaces = gap[i + 1 + name..]
        .iter()
        .take_while(|b| **b == b' ' || **b == b'\t')
        .count();
    name > 0 && spaces > 0 && gap.get(i + 1 + name + spaces) == Some(&b'"')
}

/// The end of the bracketed text that starts at `gap[i]` (`[`), after its
/// `]`; `strings`: a tag pair, whose quoted value may hold a `]`. Never
/// past a line's end.
fn bracket_end(gap: &[u8], i: usize, strings: bool) -> usize {
    let mut quoted = false;
    let mut j = i + 1;
    while j < gap.len() {
        match gap[j] {
            b'\\' if quoted => j += 1,
            b'"' if strings => quoted = !quoted,
            b']' if !quoted => return j + 1,
            b'\n' => return j,
            _ => {}
        }
        j += 1;
    }
    gap.len()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::locale::Locales;

    fn translator(from: &str, to: &str) -> NoteTranslator {
        let locales = Locales::embedded();
        let from = locales.get(from).expect("a language");
        let to = locales.get(to).expect("a language");
        NoteTranslator::new(from.letters(), to.letters())
    }

    fn gap(t: &NoteTranslator, text: &str) -> String {
        let mut out = Vec::new();
        t.gap(text.as_bytes(), true, &mut out);
        String::from_utf8(out).expect("UTF-8")
    }

    #[test]
    fn move_words_in_comments_get_the_target_letters() {
        let it = translator("it", "en");
        assert_eq!(
            gap(&it, " {Meglio era 12.Cf3, poi Tad1 e Dd1-d4+!} "),
            " {Meglio era 12.Nf3, poi Rad1 e Qd1-d4+!} "
        );
        assert_eq!(
            gap(&it, "{R:d4 Axe5 e8=D 3...Tb1b8}"),
            "{K:d4 Bxe5 e8=Q 3...Rb1b8}"
        );
        // Pawn moves, castling and squares stay; so do words that only
        // look like moves.
        let kept = "{e4 exd5 O-O Cd Ce4x C4 Case4 xCe4 Ce9}";
        assert_eq!(gap(&it, kept), kept);
        // A command is no note; a tag pair neither.
        assert_eq!(
            gap(&it, "[Annotator \"Cf3\"]\n{[%cal Td2d4] Cf3}"),
            "[Annotator \"Cf3\"]\n{[%cal Td2d4] Nf3}"
        );
        // A note in brackets between the moves of a page is none.
        assert_eq!(gap(&it, "[9.Cf3 Tad1]"), "[9.Nf3 Rad1]");
        // A `;` comment runs to the line's end; an escaped line is no note.
        assert_eq!(gap(&it, "; Cf3\n%Cf3\n"), "; Nf3\n%Cf3\n");
    }

    #[test]
    fn a_note_with_a_word_the_target_reads_is_kept() {
        // `Le4` is a German bishop's move and no Italian one: translated,
        // it could not come back.
        let it = translator("it", "de");
        assert_eq!(gap(&it, "{Cf3 o Le4}"), "{Cf3 o Le4}");
        // Only that line of it.
        assert_eq!(gap(&it, "{Le4\nCf3}"), "{Le4\nSf3}");
    }

    #[test]
    fn hebrew_and_greek_letters_and_files() {
        // Hebrew writes its own files: the queen `מה` is the king `מ`
        // and the file `ה` (e) when a square follows, not when a file and
        // a square do (`מהו5`: the longer letter reads).
        let en = translator("en", "he");
        assert_eq!(gap(&en, "{Nf3 Ke1 e4 exd5}"), "{פו3 מה1 ה4 הxד5}");
        assert_eq!(gap(&en, "{Qd1 Qf5 Ke5}"), "{מהד1 מהו5 מה5}");
        // `Kef5` would read back as the queen's `Qf5`: kept.
        assert_eq!(gap(&en, "{Kef5 Nf3}"), "{Kef5 Nf3}");
        // A move in long notation is one word: the king's from e8 is
        // `מה8-ו7` (as a game's reader reads it), and its capture
        // `Ke8:f7`, in Hebrew the queen's from the eighth rank, is kept.
        assert_eq!(gap(&en, "{Ke8-f7 Nf3}"), "{מה8-ו7 פו3}");
        assert_eq!(gap(&en, "{Ke8:f7 Nf3}"), "{Ke8:f7 Nf3}");
        assert_eq!(gap(&en, "{Qe8:f7 Qa8-a1}"), "{מהה8:ו7 מהא8-א1}");
        let he = translator("he", "en");
        assert_eq!(
            gap(&he, "{פו3 מה1 מהד1 1...מה:ו6 פ-ג6}"),
            "{Nf3 Ke1 Qd1 1...Q:f6 N-c6}"
        );
        // After `מה` and a rank, a hyphen is long notation's (the king's
        // from e1), and a capture sign the queen's (from the first rank).
        assert_eq!(gap(&he, "{מה1-ו2 מה1:ו2}"), "{Ke1-f2 Q1:f2}");
        // A display hyphen inside the square after one before it, a comma
        // after the word (`4.ר-ב-5,`, Hebrew Wikipedia, "פתיחת ארבעת
        // הפרשים"), as a game's reader reads it; none without a hyphen
        // before the square, nor inside a pawn's.
        assert_eq!(gap(&he, "{4.ר-ב-5,}"), "{4.B-b-5,}");
        assert_eq!(gap(&he, "{פב-ד-2}"), "{Nb-d-2}");
        assert_eq!(gap(&he, "{רב-5 ה-4 פ-ו3}"), "{רב-5 ה-4 N-f3}");
        assert_eq!(gap(&en, "{4.B-b-5, Nb-d-2}"), "{4.ר-ב-5, פב-ד-2}");
        // The king's capture from e8 with its sign apart (`3. Фa4 : d7+
        // Крe8 : d7`, Lasker's "Здравый смысл в шахматной игре" on
        // readania.com) is one move of long notation: in Hebrew, `מה8 :
        // ד7` would be the queen's from the eighth rank, so the note is
        // kept; the queen's reads back, and is written.
        let ru = translator("ru", "he");
        assert_eq!(
            gap(&ru, "{3. Фa4 : d7+ Крe8 : d7}"),
            "{3. Фa4 : d7+ Крe8 : d7}"
        );
        assert_eq!(gap(&ru, "{3. Фa4 : d7+ Кр:d7}"), "{3. מהא4 : ד7+ מ:ד7}");
        assert_eq!(gap(&translator("ru", "en"), "{Крe8 : d7}"), "{Ke8 : d7}");
        // A Hebrew word glued before a letter is no move; a Latin file is
        // no Hebrew one (neither language reads `פf3`).
        assert_eq!(gap(&he, "{ופו3}"), "{ופו3}");
        assert_eq!(gap(&he, "{פf3 פו3}"), "{פf3 Nf3}");
        let el = translator("el", "en");
        assert_eq!(
            gap(&el, "{12.Ιζ3 Αxε5 14.δ4 εδ5 ε8=Β}"),
            "{12.Nf3 Bxe5 14.d4 ed5 e8=Q}"
        );
        // Every form of a promotion that the Hebrew seed shows (e8=Q,
        // e8(Q), e8/Q) gets the target's letter; `e8Q`, a word that goes
        // on with a letter, is none.
        assert_eq!(
            gap(&en, "{( e8=Q ) (e8(Q) ) e8/Q e8Q}"),
            "{( ה8=מה ) (ה8(מה) ) ה8/מה e8Q}"
        );
        // Between two languages with Greek files, only the letters change;
        // `δβ5` is no capture (the files are not neighbours).
        assert_eq!(gap(&el, "{δβ5}"), "{δβ5}");
        // An English square in a Greek note, which English reads and
        // Greek does not, keeps the note.
        assert_eq!(gap(&el, "{Ιζ3 e4}"), "{Ιζ3 e4}");
    }

    /// A note written in a language comes back byte for byte from any
    /// other: translated, or kept both ways. (A note of one language that
    /// holds a word only the other reads as a move, `Le4` in English, is
    /// kept going there, and translated coming back: no translation can
    /// tell it from the translation of `Be4`.)
    #[test]
    fn there_and_back_is_the_same_note() {
        let locales = Locales::embedded();
        let all: Vec<_> = locales.iter().collect();
        let mut changed = 0;
        for a in &all {
            let l = |role: Role| a.letters().piece(role).to_owned();
            let (k, q, r, b, n) = (
                l(Role::King),
                l(Role::Queen),
                l(Role::Rook),
                l(Role::Bishop),
                l(Role::Knight),
            );
            // The files of the language written where a `^` marks one.
            let own = |note: String| {
                let mut out = String::new();
                let mut chars = note.chars();
                while let Some(c) = chars.next() {
                    match c {
                        '^' => {
                            let file = chars.next().expect("a file");
                            let i = usize::from(file as u8 - b'a');
                            out.push(a.letters().files[i]);
                        }
                        c => out.push(c),
                    }
                }
                out
            };
            let notes = [
                own(format!(
                    "{{Meglio era 12.{n}^f3, poi {r}^a^d1 e {q}^d1-^d4+! ({k}:^e2)}}"
                )),
                own(format!(
                    "{{Better 12...{q}x^d8 13.{n}^f3 ^e8={q} {b}×^e4?!}}"
                )),
                own(format!(
                    "; {k}^e1 {k}^f2 Кf3 Крe1 מהe4 ופf3 {n}-^c6 ^c:^d5\n"
                )),
                own(format!(
                    "{{{n}^f3 {b}^b5 ^e4 ^ex^d5 ^d8={q} ^a1-^h8 ^c^d4 {k}^e^f5}}"
                )),
                own(format!(
                    "La {q}x^d8 est forcée{{{b}^b5}}; {r}^e4 serait une faute."
                )),
            ];
            for to in &all {
                let there = NoteTranslator::new(a.letters(), to.letters());
                let back = NoteTranslator::new(to.letters(), a.letters());
                for note in &notes {
                    let mut out = Vec::new();
                    there.gap(note.as_bytes(), true, &mut out);
                    changed += usize::from(out != note.as_bytes());
                    let mut again = Vec::new();
                    back.gap(&out, true, &mut again);
                    assert_eq!(
                        String::from_utf8_lossy(&again),
                        *note,
                        "{} -> {}: {}",
                        a.tag(),
                        to.tag(),
                        String::from_utf8_lossy(&out)
                    );
                }
            }
        }
        assert!(changed > 1000, "{changed}");
    }
}
