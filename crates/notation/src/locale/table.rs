//! Building a [`Letters`] table from a locale's notation messages, and
//! checking that the table is usable.
//!
//! Each message is formatted without arguments and without bidi isolation,
//! then trimmed. What is checked:
//!
//! * `language-name` (without control characters), the five piece letters other than the pawn's,
//!   `castle-short`, `castle-long` and `capture-mark` exist and are not
//!   empty; `piece-letter-pawn` exists (it is empty in every known language);
//! * piece letters (and the space-separated extra letters) are made of
//!   letters only, are all different, and none is a file letter;
//! * the six `forsyth-letter-*` are all empty (a script without letter case)
//!   or each one upper-case letter with a different lower case, all different;
//! * `file-a` … `file-h` are each one letter, all different;
//! * long castling is not written like short castling.
//!
//! And no letter or mark collides with the syntax every language's move
//! reader ([`crate::word`]) shares, so that whatever the writers put
//! together from the table reads back as the same move:
//!
//! * a file letter is not the Latin letter of another file (Latin `a`–`h`
//!   are read in every language) nor `x`, the capture mark every language
//!   reads;
//! * a piece letter starts with a letter and goes on with letters or
//!   combining marks (a move is one word of the lexer), does not start with
//!   a file letter (`ab4` would start like a pawn move), holds no `x` and
//!   does not end in `ch` (a check mark);
//! * the capture mark is one character (the reader reads no longer one):
//!   `x`, `×`, `✕`, `:` or a letter, and then not a file letter, a letter of
//!   a piece letter in either case, nor a digit, check or promotion mark;
//! * castling is written as the reader reads it: two (short) or three
//!   (long) `O`s or zeros, with a hyphen between each or none;
//! * a Forsyth letter's lower case is one letter whose upper case is the
//!   Forsyth letter again, so that Black's letters are twelve different ones.
//!
//! `piece-letter-extra-*` and `language-name-english` may be absent.

use forsyth_core::{File, Role};

use super::error::LocaleErrorKind;
use super::role_keyword;
use crate::letters::Letters;

/// What looking up one message gave.
pub(crate) enum Lookup {
    /// No such message.
    Missing,
    /// The formatted value.
    Text(String),
    /// The message exists but could not be formatted; the reason.
    Broken(String),
}

/// A problem with one notation message.
#[derive(Debug)]
pub(crate) struct Problem {
    pub(crate) id: String,
    pub(crate) kind: LocaleErrorKind,
}

/// The message ids of the eight files, a to h.
pub(crate) const FILE_IDS: [&str; 8] = [
    "file-a", "file-b", "file-c", "file-d", "file-e", "file-f", "file-g", "file-h",
];

/// Reads the letter table of locale `lang` through `lookup`. Every problem
/// found is returned, not just the first.
pub(crate) fn read_letters(
    lang: &str,
    lookup: impl Fn(&str) -> Lookup,
) -> Result<Letters, Vec<Problem>> {
    let mut r = Reader {
        lookup,
        problems: Vec::new(),
    };

    let mut autonym = r.non_empty("language-name");
    if let Some(name) = &autonym
        && name.contains(char::is_control)
    {
        r.malformed(
            "language-name",
            "the language name must not contain control characters".to_owned(),
        );
        autonym = None;
    }
    let files = r.files();
    let pieces = r.pieces(&files);
    let extra_pieces = r.extra_pieces(&pieces, &files);
    let forsyth = r.forsyth();
    let castle_short = r.castling("castle-short", false);
    let castle_long = r.castling("castle-long", true);
    if let (Some(short), Some(long)) = (&castle_short, &castle_long)
        && short == long
    {
        r.malformed(
            "castle-long",
            format!("long castling `{long}` is written like short castling"),
        );
    }
    let capture = r.capture(&files, &pieces, &extra_pieces);

    match (
        autonym,
        pieces,
        forsyth,
        files,
        castle_short,
        castle_long,
        capture,
    ) {
        (
            Some(autonym),
            Some(pieces),
            Some(forsyth),
            Some(files),
            Some(castle_short),
            Some(castle_long),
            Some(capture),
        ) if r.problems.is_empty() => Ok(Letters {
            lang: lang.to_owned(),
            autonym,
            pieces,
            extra_pieces,
            forsyth,
            files,
            castle_short,
            castle_long,
            capture,
        }),
        _ => Err(r.problems),
    }
}

struct Reader<F> {
    lookup: F,
    problems: Vec<Problem>,
}

impl<F: Fn(&str) -> Lookup> Reader<F> {
    fn problem(&mut self, id: &str, kind: LocaleErrorKind) {
        self.problems.push(Problem {
            id: id.to_owned(),
            kind,
        });
    }

    fn malformed(&mut self, id: &str, reason: String) {
        self.problem(id, LocaleErrorKind::Malformed(reason));
    }

    /// A message that may be absent: its trimmed value, or `None`.
    fn optional(&mut self, id: &str) -> Option<String> {
        match (self.lookup)(id) {
            Lookup::Text(s) => Some(s.trim().to_owned()),
            Lookup::Missing => None,
            Lookup::Broken(reason) => {
                self.malformed(id, reason);
                None
            }
        }
    }

    /// A message that must exist (its value may be empty).
    fn required(&mut self, id: &str) -> Option<String> {
        match (self.lookup)(id) {
            Lookup::Text(s) => Some(s.trim().to_owned()),
            Lookup::Missing => {
                self.problem(id, LocaleErrorKind::MissingMessage);
                None
            }
            Lookup::Broken(reason) => {
                self.malformed(id, reason);
                None
            }
        }
    }

    /// A message that must exist and have a value.
    fn non_empty(&mut self, id: &str) -> Option<String> {
        let value = self.required(id)?;
        if value.is_empty() {
            self.problem(id, LocaleErrorKind::EmptyMessage);
            return None;
        }
        Some(value)
    }

    fn files(&mut self) -> Option<[char; 8]> {
        let mut files = ['\0'; 8];
        let mut ok = true;
        for (i, id) in FILE_IDS.iter().enumerate() {
            let Some(value) = self.non_empty(id) else {
                ok = false;
                continue;
            };
            let mut chars = value.chars();
            match (chars.next(), chars.next()) {
                (Some(c), None) if c.is_alphabetic() => {
                    if let Some(j) = files[..i].iter().position(|&f| f == c) {
                        self.malformed(
                            id,
                            format!(
                                "file letter `{c}` is already the letter of `{}`",
                                FILE_IDS[j]
                            ),
                        );
                        ok = false;
                    } else if let Some(reason) = file_letter_clash(c, i) {
                        self.malformed(id, reason);
                        ok = false;
                    }
                    files[i] = c;
                }
                _ => {
                    self.malformed(
                        id,
                        format!(
                            "a file letter must be exactly one letter, found `{value}` ({} characters)",
                            value.chars().count()
                        ),
                    );
                    ok = false;
                }
            }
        }
        ok.then_some(files)
    }

    /// The letters written in moves. `files` (when known) is used to reject
    /// a piece letter that is also a file letter.
    fn pieces(&mut self, files: &Option<[char; 8]>) -> Option<[String; 6]> {
        let mut pieces: [String; 6] = Default::default();
        let mut ok = true;
        let mut taken: Vec<(String, String)> = Vec::new();
        for role in PIECE_ORDER {
            let id = format!("piece-letter-{}", role_keyword(role));
            let value = if role == Role::Pawn {
                self.required(&id)
            } else {
                self.non_empty(&id)
            };
            let Some(value) = value else {
                ok = false;
                continue;
            };
            if !value.is_empty() && !self.check_piece_letter(&id, &value, files, &mut taken) {
                ok = false;
            }
            pieces[role.index()] = value;
        }
        ok.then_some(pieces)
    }

    /// The letters accepted on input only, `piece-letter-extra-<role>`, each a
    /// space-separated list.
    fn extra_pieces(
        &mut self,
        pieces: &Option<[String; 6]>,
        files: &Option<[char; 8]>,
    ) -> Vec<(String, Role)> {
        let mut taken: Vec<(String, String)> = match pieces {
            Some(pieces) => PIECE_ORDER
                .iter()
                .filter(|r| !pieces[r.index()].is_empty())
                .map(|r| {
                    (
                        pieces[r.index()].clone(),
                        format!("piece-letter-{}", role_keyword(*r)),
                    )
                })
                .collect(),
            None => Vec::new(),
        };
        let mut extras = Vec::new();
        for role in PIECE_ORDER {
            let id = format!("piece-letter-extra-{}", role_keyword(role));
            let Some(value) = self.optional(&id) else {
                continue;
            };
            for letter in value.split_whitespace() {
                if self.check_piece_letter(&id, letter, files, &mut taken) {
                    extras.push((letter.to_owned(), role));
                }
            }
        }
        extras
    }

    /// Checks one piece letter and records it in `taken`; false if it is
    /// unusable.
    fn check_piece_letter(
        &mut self,
        id: &str,
        letter: &str,
        files: &Option<[char; 8]>,
        taken: &mut Vec<(String, String)>,
    ) -> bool {
        if !is_word_of_letters(letter) {
            self.malformed(
                id,
                format!("a piece letter must be made of letters only, found `{letter}`"),
            );
            return false;
        }
        if let Some(reason) = piece_letter_clash(letter, files) {
            self.malformed(id, reason);
            return false;
        }
        if let Some((_, other)) = taken.iter().find(|(l, _)| l == letter) {
            let other = other.clone();
            self.malformed(
                id,
                format!("piece letter `{letter}` is already the letter of `{other}`"),
            );
            return false;
        }
        let mut chars = letter.chars();
        if let (Some(c), None) = (chars.next(), chars.next()) {
            let local = files.is_some_and(|f| f.contains(&c));
            if local || ('a'..='h').contains(&c) {
                self.malformed(id, format!("piece letter `{letter}` is also a file letter"));
                return false;
            }
        }
        taken.push((letter.to_owned(), id.to_owned()));
        true
    }

    /// `castle-short` (`long` false) or `castle-long`: written as the move
    /// reader reads castling.
    fn castling(&mut self, id: &str, long: bool) -> Option<String> {
        let value = self.non_empty(id)?;
        let wanted = if long { 3 } else { 2 };
        match castling_letters(&value) {
            Some(n) if n == wanted => Some(value),
            Some(n) => {
                let (this, other) = if long {
                    ("long", "short")
                } else {
                    ("short", "long")
                };
                self.malformed(
                    id,
                    format!(
                        "{this} castling `{value}` has {n} O's, so it would read as {other} \
                         castling: write {wanted}"
                    ),
                );
                None
            }
            None => {
                self.malformed(
                    id,
                    format!(
                        "castling must be written with O's or zeros, two for the short and \
                         three for the long, with a hyphen between each or none (`O-O`, \
                         `0-0-0`, `OO`): the move reader reads no other form, found `{value}`"
                    ),
                );
                None
            }
        }
    }

    /// `capture-mark`: one character the move reader reads as a capture and
    /// as nothing else, given the file and piece letters.
    fn capture(
        &mut self,
        files: &Option<[char; 8]>,
        pieces: &Option<[String; 6]>,
        extras: &[(String, Role)],
    ) -> Option<String> {
        const ID: &str = "capture-mark";
        let mark = self.non_empty(ID)?;
        let mut chars = mark.chars();
        let c = match (chars.next(), chars.next()) {
            (Some(c), None) => c,
            _ => {
                let reason = if mark.contains(char::is_whitespace) {
                    format!("the capture mark `{mark}` must not contain spaces")
                } else {
                    format!(
                        "the capture mark must be one character (the move reader reads no \
                         longer one), found `{mark}`"
                    )
                };
                self.malformed(ID, reason);
                return None;
            }
        };
        let reason = if UNIVERSAL_CAPTURES.contains(&c) {
            None
        } else if c.is_ascii_digit() || c.is_numeric() {
            Some(format!(
                "the capture mark `{c}` is a digit, which moves use for ranks, castling with \
                 zeros and numeric notation"
            ))
        } else if "+#†‡≠".contains(c) {
            Some(format!("the capture mark `{c}` is a check or mate mark"))
        } else if "-=/()".contains(c) {
            Some(format!(
                "the capture mark `{c}` already has a meaning in moves (the hyphen of long \
                 notation, or a promotion mark)"
            ))
        } else if char_class(c) != Some(CharClass::Letter) {
            Some(format!(
                "the capture mark `{c}` cannot be part of a move: write `x`, `×`, `✕`, `:` \
                 or a letter"
            ))
        } else if let Some(i) = files.and_then(|f| f.iter().position(|&f| f == c)) {
            Some(format!(
                "the capture mark `{c}` is also the letter of `{}`: a capture written with it \
                 could not be told from a move naming its starting file (`B{c}c6`: a capture \
                 on c6, or a move from the `{c}` file)",
                FILE_IDS[i]
            ))
        } else if File::from_char(c).is_some() {
            Some(format!(
                "the capture mark `{c}` is the Latin letter of the {c}-file, which every \
                 language reads"
            ))
        } else {
            let written = pieces
                .iter()
                .flat_map(|p| PIECE_ORDER.iter().map(move |r| (&p[r.index()], *r, false)));
            let extra = extras.iter().map(|(l, r)| (l, *r, true));
            written
                .chain(extra)
                .find(|(letter, _, _)| {
                    letter
                        .chars()
                        .any(|l| l == c || l.to_lowercase().eq(c.to_lowercase()))
                })
                .map(|(letter, role, extra)| {
                    let kind = if extra {
                        "piece-letter-extra"
                    } else {
                        "piece-letter"
                    };
                    format!(
                        "the capture mark `{c}` is a letter of `{kind}-{}` (`{letter}`), in \
                         upper or lower case (promotions are read in both)",
                        role_keyword(role)
                    )
                })
        };
        match reason {
            Some(reason) => {
                self.malformed(ID, reason);
                None
            }
            None => Some(mark),
        }
    }

    fn forsyth(&mut self) -> Option<[String; 6]> {
        let mut letters: [Option<String>; 6] = Default::default();
        for role in PIECE_ORDER {
            let id = forsyth_id(role);
            letters[role.index()] = self.required(&id);
        }
        if letters.iter().any(Option::is_none) {
            return None;
        }
        let letters = letters.map(Option::unwrap_or_default);
        let given: Vec<Role> = PIECE_ORDER
            .into_iter()
            .filter(|r| !letters[r.index()].is_empty())
            .collect();
        if given.is_empty() {
            return Some(letters);
        }
        let mut ok = true;
        for role in PIECE_ORDER {
            let id = forsyth_id(role);
            let value = &letters[role.index()];
            if value.is_empty() {
                self.malformed(
                    &id,
                    format!(
                        "Forsyth letters must be all given or all empty (for a script without \
                         letter case), but `{}` is given",
                        forsyth_id(given[0])
                    ),
                );
                ok = false;
                continue;
            }
            let mut chars = value.chars();
            let cased = match (chars.next(), chars.next()) {
                (Some(c), None) => has_simple_case(c),
                _ => false,
            };
            if !cased {
                self.malformed(
                    &id,
                    format!(
                        "a Forsyth letter must be one upper-case letter that has a lower case, \
                         one letter whose upper case is the Forsyth letter again, found `{value}`"
                    ),
                );
                ok = false;
                continue;
            }
            if let Some(other) = PIECE_ORDER
                .iter()
                .take_while(|&&r| r != role)
                .find(|r| letters[r.index()] == *value)
            {
                self.malformed(
                    &id,
                    format!(
                        "Forsyth letter `{value}` is already the letter of `{}`",
                        forsyth_id(*other)
                    ),
                );
                ok = false;
            }
        }
        ok.then_some(letters)
    }
}

/// The capture marks every language reads (`word`'s own list).
const UNIVERSAL_CAPTURES: [char; 4] = ['x', '×', '✕', ':'];

/// How the lexer classes a character of a move word: its `Word` token
/// starts with a letter (`\p{L}`) and goes on with letters and combining
/// marks (`\p{M}`), among others. The same Unicode classes as the lexer's,
/// which this layer cannot import.
#[derive(logos::Logos, Clone, Copy, Debug, PartialEq, Eq)]
enum CharClass {
    #[regex(r"\p{L}")]
    Letter,
    #[regex(r"\p{M}")]
    Mark,
}

/// The lexer's class of `c`, if it is a letter or a combining mark.
fn char_class(c: char) -> Option<CharClass> {
    use logos::Logos;
    let mut buf = [0; 4];
    let text: &str = c.encode_utf8(&mut buf);
    let mut lexer = CharClass::lexer(text);
    match lexer.next() {
        Some(Ok(class)) if lexer.span().end == text.len() => Some(class),
        _ => None,
    }
}

/// Whether `text` is a letter followed by letters and combining marks: one
/// word of the lexer, however it is written.
fn is_word_of_letters(text: &str) -> bool {
    let mut chars = text.chars();
    chars
        .next()
        .is_some_and(|c| char_class(c) == Some(CharClass::Letter))
        && chars.all(|c| char_class(c).is_some())
}

/// Why file letter `c` of file `index` (0 for a) collides with what every
/// language reads, if it does.
fn file_letter_clash(c: char, index: usize) -> Option<String> {
    if char_class(c) != Some(CharClass::Letter) {
        return Some(format!(
            "file letter `{c}` is not a letter that starts a word (Unicode category L): a \
             move starting with it would not be read"
        ));
    }
    if let Some(latin) = File::from_char(c)
        && latin.index() != index
    {
        return Some(format!(
            "file letter `{c}` is the Latin letter of the {}-file, which every language \
             reads: a square on it would never mean this file",
            latin.char()
        ));
    }
    if UNIVERSAL_CAPTURES.contains(&c) {
        return Some(format!(
            "file letter `{c}` is the capture mark every language reads"
        ));
    }
    None
}

/// Why piece letter `letter` (made of letters) collides with the files or
/// the marks of moves, if it does. A one-letter piece letter that is a file
/// letter is named by the caller.
fn piece_letter_clash(letter: &str, files: &Option<[char; 8]>) -> Option<String> {
    let first = letter.chars().next()?;
    let is_file = |c: char| File::from_char(c).is_some() || files.is_some_and(|f| f.contains(&c));
    if letter.chars().count() > 1 && is_file(first) {
        return Some(format!(
            "piece letter `{letter}` starts with the file letter `{first}`: its moves would \
             start like pawn moves"
        ));
    }
    if let Some(c) = letter.chars().find(|c| UNIVERSAL_CAPTURES.contains(c)) {
        return Some(format!(
            "piece letter `{letter}` holds `{c}`, the capture mark every language reads"
        ));
    }
    if letter.ends_with("ch") {
        return Some(format!(
            "piece letter `{letter}` ends in `ch`, which is read as a check mark"
        ));
    }
    None
}

/// How many `O`s a castling text has, if the move reader reads it as
/// castling: `O`, `o`, `0` and their Greek and Cyrillic look-alikes, two or
/// three of them, with a hyphen between each or none.
fn castling_letters(text: &str) -> Option<usize> {
    let is_o = |c: char| matches!(c, 'O' | 'o' | '0' | 'Ο' | 'ο' | 'О' | 'о');
    let letters = text.chars().filter(|&c| is_o(c)).count();
    let hyphens = text.chars().filter(|&c| c == '-').count();
    let well_formed = letters + hyphens == text.chars().count()
        && (2..=3).contains(&letters)
        && (hyphens == 0 || (hyphens == letters - 1 && !text.contains("--")))
        && !text.starts_with('-')
        && !text.ends_with('-');
    well_formed.then_some(letters)
}

/// Whether `c` is an upper-case letter whose lower case is one letter that
/// turns back into `c` (not the Kelvin sign, whose lower case is Latin `k`;
/// not `İ`, whose lower case is two characters).
fn has_simple_case(c: char) -> bool {
    if !c.is_uppercase() || char_class(c) != Some(CharClass::Letter) {
        return false;
    }
    let mut lower = c.to_lowercase();
    match (lower.next(), lower.next()) {
        (Some(l), None) if l != c => l.to_uppercase().eq(std::iter::once(c)),
        _ => false,
    }
}

/// The order roles are read and reported in: as people list them.
pub const PIECE_ORDER: [Role; 6] = [
    Role::King,
    Role::Queen,
    Role::Rook,
    Role::Bishop,
    Role::Knight,
    Role::Pawn,
];

fn forsyth_id(role: Role) -> String {
    format!("forsyth-letter-{}", role_keyword(role))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A lookup over `(id, value)` pairs, on top of the English table.
    fn english_with(changes: &[(&str, Option<&str>)]) -> impl Fn(&str) -> Lookup {
        let mut map: Vec<(String, String)> = [
            ("language-name", "English"),
            ("piece-letter-king", "K"),
            ("piece-letter-queen", "Q"),
            ("piece-letter-rook", "R"),
            ("piece-letter-bishop", "B"),
            ("piece-letter-knight", "N"),
            ("piece-letter-pawn", ""),
            ("forsyth-letter-king", "K"),
            ("forsyth-letter-queen", "Q"),
            ("forsyth-letter-rook", "R"),
            ("forsyth-letter-bishop", "B"),
            ("forsyth-letter-knight", "N"),
            ("forsyth-letter-pawn", "P"),
            ("file-a", "a"),
            ("file-b", "b"),
            ("file-c", "c"),
            ("file-d", "d"),
            ("file-e", "e"),
            ("file-f", "f"),
            ("file-g", "g"),
            ("file-h", "h"),
            ("castle-short", "O-O"),
            ("castle-long", "O-O-O"),
            ("capture-mark", "x"),
        ]
        .iter()
        .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
        .collect();
        for (id, value) in changes {
            map.retain(|(k, _)| k != id);
            if let Some(v) = value {
                map.push(((*id).to_owned(), (*v).to_owned()));
            }
        }
        move |id: &str| match map.iter().find(|(k, _)| k == id) {
            Some((_, v)) => Lookup::Text(v.clone()),
            None => Lookup::Missing,
        }
    }

    fn problems(changes: &[(&str, Option<&str>)]) -> Vec<(String, String)> {
        match read_letters("xx", english_with(changes)) {
            Ok(_) => Vec::new(),
            Err(ps) => ps.into_iter().map(|p| (p.id, p.kind.to_string())).collect(),
        }
    }

    #[test]
    fn the_english_table_reads_back() {
        let mut english = Letters::english();
        english.lang = "xx".into();
        assert_eq!(read_letters("xx", english_with(&[])).unwrap(), english);
    }

    #[test]
    fn values_are_trimmed_and_extras_split() {
        let letters = read_letters(
            "xx",
            english_with(&[
                ("piece-letter-king", Some("  K ")),
                ("piece-letter-extra-pawn", Some(" P  Bp ")),
            ]),
        )
        .unwrap();
        assert_eq!(letters.pieces[Role::King.index()], "K");
        assert_eq!(
            letters.extra_pieces,
            vec![("P".to_owned(), Role::Pawn), ("Bp".to_owned(), Role::Pawn)]
        );
    }

    #[test]
    fn missing_and_empty_messages() {
        let p = problems(&[("file-h", None), ("piece-letter-queen", Some(""))]);
        assert_eq!(
            p,
            vec![
                ("file-h".to_owned(), "missing notation message".to_owned()),
                (
                    "piece-letter-queen".to_owned(),
                    "notation message is empty".to_owned()
                ),
            ]
        );
        // The pawn letter must exist, but may be empty.
        assert_eq!(
            problems(&[("piece-letter-pawn", None)])[0].0,
            "piece-letter-pawn"
        );
        // Extra letters and the English name may be absent.
        assert!(problems(&[("language-name-english", None)]).is_empty());
    }

    #[test]
    fn file_letters_must_be_single_distinct_letters() {
        let p = problems(&[("file-c", Some("cc"))]);
        assert_eq!(p[0].0, "file-c");
        assert!(p[0].1.contains("exactly one letter"), "{p:?}");
        let p = problems(&[("file-c", Some("3"))]);
        assert_eq!(p[0].0, "file-c");
        let p = problems(&[("file-h", Some("a"))]);
        assert_eq!(p[0].0, "file-h");
        assert!(p[0].1.contains("`file-a`"), "{p:?}");
    }

    #[test]
    fn piece_letters_must_be_distinct_letters_and_not_files() {
        let p = problems(&[("piece-letter-queen", Some("K"))]);
        assert_eq!(p.len(), 1);
        assert_eq!(p[0].0, "piece-letter-queen");
        assert!(p[0].1.contains("`piece-letter-king`"), "{p:?}");

        let p = problems(&[("piece-letter-extra-pawn", Some("N"))]);
        assert_eq!(p[0].0, "piece-letter-extra-pawn");

        let p = problems(&[("piece-letter-knight", Some("N+"))]);
        assert_eq!(p[0].0, "piece-letter-knight");

        let p = problems(&[("piece-letter-bishop", Some("b"))]);
        assert!(p[0].1.contains("file letter"), "{p:?}");

        // Greek files, a Greek letter used for a piece: rejected too.
        let p = problems(&[("file-a", Some("α")), ("piece-letter-bishop", Some("α"))]);
        assert_eq!(p[0].0, "piece-letter-bishop");
    }

    #[test]
    fn forsyth_letters_all_or_none_with_case() {
        let none = [
            ("forsyth-letter-king", Some("")),
            ("forsyth-letter-queen", Some("")),
            ("forsyth-letter-rook", Some("")),
            ("forsyth-letter-bishop", Some("")),
            ("forsyth-letter-knight", Some("")),
            ("forsyth-letter-pawn", Some("")),
        ];
        let letters = read_letters("xx", english_with(&none)).unwrap();
        assert!(!letters.forsyth_has_case());

        let p = problems(&[("forsyth-letter-pawn", Some(""))]);
        assert_eq!(p[0].0, "forsyth-letter-pawn");
        assert!(p[0].1.contains("all given or all empty"), "{p:?}");

        // Hebrew letters have no case; lower case is not Forsyth's White.
        for bad in ["מ", "p", "PP"] {
            let p = problems(&[("forsyth-letter-pawn", Some(bad))]);
            assert_eq!(p[0].0, "forsyth-letter-pawn", "{bad}");
        }
        let p = problems(&[("forsyth-letter-pawn", Some("K"))]);
        assert!(p[0].1.contains("`forsyth-letter-king`"), "{p:?}");
    }

    #[test]
    fn castling_and_capture() {
        let p = problems(&[("castle-long", Some("O-O"))]);
        assert_eq!(p[0].0, "castle-long");
        let p = problems(&[("capture-mark", Some("x x"))]);
        assert_eq!(p[0].0, "capture-mark");
        let p = problems(&[("castle-short", None)]);
        assert_eq!(p[0].0, "castle-short");
        let p = problems(&[("language-name", Some("Eng\u{0}lish"))]);
        assert_eq!(p[0].0, "language-name");
    }

    #[test]
    fn the_capture_mark_collides_with_nothing_a_move_is_made_of() {
        // Issue 16, F7: `a` was accepted, and `Bac6` could not be read back.
        for (mark, wanted) in [
            ("a", "`file-a`"),
            ("c", "`file-c`"),
            ("5", "digit"),
            ("0", "digit"),
            ("+", "check or mate mark"),
            ("#", "check or mate mark"),
            ("-", "long notation"),
            ("=", "promotion"),
            ("K", "`piece-letter-king`"),
            ("q", "`piece-letter-queen`"),
            ("*", "cannot be part of a move"),
            ("xx", "one character"),
            ("x x", "spaces"),
        ] {
            let p = problems(&[("capture-mark", Some(mark))]);
            assert_eq!(p.len(), 1, "{mark}: {p:?}");
            assert_eq!(p[0].0, "capture-mark", "{mark}");
            assert!(p[0].1.contains(wanted), "{mark}: {p:?}");
        }
        // Greek files: Latin `b` is still read as the b-file everywhere.
        let greek_files: Vec<(&str, Option<&str>)> = FILE_IDS
            .iter()
            .zip(["α", "β", "γ", "δ", "ε", "ζ", "η", "θ"])
            .map(|(id, f)| (*id, Some(f)))
            .collect();
        let mut changes = greek_files.clone();
        changes.push(("capture-mark", Some("b")));
        let p = problems(&changes);
        assert!(p[0].1.contains("Latin letter of the b-file"), "{p:?}");
        let mut changes = greek_files;
        changes.push(("capture-mark", Some("δ")));
        assert!(problems(&changes)[0].1.contains("`file-d`"));
        // An extra letter counts too.
        let p = problems(&[
            ("piece-letter-extra-pawn", Some("P")),
            ("capture-mark", Some("p")),
        ]);
        assert!(p[0].1.contains("`piece-letter-extra-pawn`"), "{p:?}");
        // What the shipped locales write, and other letters, are fine.
        for mark in ["x", ":", "×", "✕", "X", "z", "ש"] {
            assert!(
                problems(&[("capture-mark", Some(mark))]).is_empty(),
                "{mark}"
            );
        }
    }

    #[test]
    fn file_and_piece_letters_collide_with_nothing_every_language_reads() {
        let p = problems(&[("file-a", Some("b")), ("file-b", Some("a"))]);
        assert_eq!(p[0].0, "file-a");
        assert!(p[0].1.contains("Latin letter of the b-file"), "{p:?}");
        let p = problems(&[("file-a", Some("x"))]);
        assert!(p[0].1.contains("capture mark"), "{p:?}");
        // A combining mark is no letter a word starts with.
        let p = problems(&[("file-a", Some("\u{345}"))]);
        assert_eq!(p[0].0, "file-a", "{p:?}");

        for (letter, wanted) in [
            ("ab", "starts with the file letter `a`"),
            ("Kx", "capture mark"),
            ("Bch", "check mark"),
            ("\u{345}K", "letters only"),
        ] {
            let p = problems(&[("piece-letter-king", Some(letter))]);
            assert_eq!(p[0].0, "piece-letter-king", "{letter}");
            assert!(p[0].1.contains(wanted), "{letter}: {p:?}");
        }
        // A letter and a combining mark make one piece letter.
        assert!(problems(&[("piece-letter-king", Some("K\u{301}"))]).is_empty());
    }

    #[test]
    fn castling_is_written_as_the_reader_reads_it() {
        for ok in ["O-O", "0-0", "OO", "Ο-Ο", "o-o"] {
            assert!(problems(&[("castle-short", Some(ok))]).is_empty(), "{ok}");
        }
        for bad in ["Roque", "O-O-O", "O", "O--O", "-O-O", "O-OO", "O-O+"] {
            let p = problems(&[("castle-short", Some(bad))]);
            assert_eq!(p[0].0, "castle-short", "{bad}: {p:?}");
        }
        let p = problems(&[("castle-long", Some("0-0"))]);
        assert!(p[0].1.contains("would read as short castling"), "{p:?}");
    }

    #[test]
    fn forsyth_letters_have_a_simple_case() {
        // The Kelvin sign's lower case is Latin `k`, which reads back as `K`.
        let p = problems(&[("forsyth-letter-king", Some("\u{212A}"))]);
        assert_eq!(p[0].0, "forsyth-letter-king", "{p:?}");
        // `İ`'s lower case is two characters.
        let p = problems(&[("forsyth-letter-king", Some("İ"))]);
        assert_eq!(p[0].0, "forsyth-letter-king", "{p:?}");
        assert!(problems(&[("forsyth-letter-king", Some("Ж"))]).is_empty());
    }

    #[test]
    fn broken_messages_are_reported() {
        let lookup = |id: &str| {
            if id == "capture-mark" {
                Lookup::Broken("unknown variable $x".into())
            } else {
                english_with(&[])(id)
            }
        };
        let p = read_letters("xx", lookup).unwrap_err();
        assert_eq!(p[0].id, "capture-mark");
    }
}
