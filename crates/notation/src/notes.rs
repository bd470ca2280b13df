//! Moves named in the notes: the letters of the move words that comments
//! and prose name (`Meglio era 12.Cf3`, `{Better 12...Qxd8}`), translated as
//! the moves of the game are.
//!
//! A word is a move word of a language when it is one of its piece letters
//! followed by a square (`Cf3`), with a disambiguation (`Tad1`, `Dd1d4`), a
//! capture sign or dash (`Cxe5`, `R:d4`, `Dd1-d4`) before the square, or a
//! pawn's promotion to one of its letters (`e8=D`); nothing alphabetic
//! stands right before it (digits and a period may: `12.Cf3`) nor right
//! after it (signs may: `Cxe5+!`). Squares are Latin `a`–`h` and `1`–`8`,
//! as every language reads them, and stay as written; so do pawn moves and
//! castling, which are written alike in every language.
//!
//! A translation from one language to another changes the letters of the
//! move words of the first and nothing else, and it is exactly reversible:
//! a note (a comment, or a line of one) that holds a word which the second
//! language reads as a move but the first does not, or a word that reads
//! as two different pieces, is kept as written, so that translating back
//! gives the original bytes. Commands in comments (`[%cal Gd2d4]`), tag
//! pairs and escaped lines (`%` at a line's start) are never notes.

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

/// The piece letters of the move words of one language, longest first.
#[derive(Clone, Debug)]
pub struct NoteLetters {
    pieces: Vec<(String, Role)>,
}

impl NoteLetters {
    /// The letters that `letters` writes in moves (not the extra ones it
    /// only reads).
    #[must_use]
    pub fn of(letters: &Letters) -> NoteLetters {
        let mut pieces: Vec<(String, Role)> = Role::ALL
            .iter()
            .filter(|r| !letters.pieces[r.index()].is_empty())
            .map(|&r| (letters.pieces[r.index()].clone(), r))
            .collect();
        pieces.sort_by_key(|(s, _)| std::cmp::Reverse(s.len()));
        NoteLetters { pieces }
    }

    /// Whether `other` writes the pieces of `roles` (bits of
    /// [`Role::index`]) with the same letters.
    fn writes_alike(&self, other: &NoteLetters, roles: u8) -> bool {
        Role::ALL
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

    /// The length in bytes of its longest piece letter (0 with none).
    fn longest(&self) -> usize {
        self.pieces.first().map_or(0, |(s, _)| s.len())
    }
}

/// A move word found in a note: where its letter is and what it stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Found {
    /// The letter's start and length in bytes.
    at: usize,
    len: usize,
    role: Role,
}

/// How a word at one place reads in a language.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Reading {
    None,
    One(Found),
    /// Two different pieces (a letter that is the start of another
    /// followed by what may be a square).
    Several,
}

fn is_file(b: Option<&u8>) -> bool {
    b.is_some_and(|b| (b'a'..=b'h').contains(b))
}

fn is_rank(b: Option<&u8>) -> bool {
    b.is_some_and(|b| (b'1'..=b'8').contains(b))
}

/// Whether a word ends at `i` of `text`: nothing alphanumeric follows.
fn ends(text: &str, i: usize) -> bool {
    text[i..]
        .chars()
        .next()
        .is_none_or(|c| !c.is_alphanumeric())
}

/// The length of a capture sign or dash at `i` (`x`, `:`, `-`, `×`).
fn sign(b: &[u8], i: usize) -> usize {
    match b.get(i) {
        Some(b'x' | b':' | b'-') => 1,
        Some(0xC3) if b.get(i + 1) == Some(&0x97) => 2,
        _ => 0,
    }
}

/// Whether `text[i..]`, what follows a piece letter, is a square with its
/// disambiguation and capture sign, then the word's end.
fn piece_rest(text: &str, i: usize) -> bool {
    let b = text.as_bytes();
    let mut starts = [None; 3];
    starts[0] = Some(i);
    if is_file(b.get(i)) || is_rank(b.get(i)) {
        starts[1] = Some(i + 1);
    }
    if is_file(b.get(i)) && is_rank(b.get(i + 1)) {
        starts[2] = Some(i + 2);
    }
    starts.into_iter().flatten().any(|j| {
        let s = sign(b, j);
        [j + s, j].into_iter().any(|k| {
            is_file(b.get(k))
                && is_rank(b.get(k + 1))
                && text.is_char_boundary(k + 2)
                && ends(text, k + 2)
        })
    })
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
    /// How the word starting at `i` of `text` reads in this language: a
    /// piece letter and a square, or a pawn's promotion to a piece letter
    /// (`e8=D`, `dxe8=D`: the letter is then at the `=`'s right).
    fn read_at(&self, text: &str, i: usize) -> Reading {
        let mut found = Reading::None;
        let mut add = |f: Found| {
            found = match found {
                Reading::None => Reading::One(f),
                Reading::One(g) if g.role == f.role && g.at == f.at => Reading::One(g),
                _ => Reading::Several,
            };
        };
        if !starts(text, i) {
            return Reading::None;
        }
        let rest = &text[i..];
        for (letter, role) in &self.pieces {
            if rest.starts_with(letter.as_str()) && piece_rest(text, i + letter.len()) {
                add(Found {
                    at: i,
                    len: letter.len(),
                    role: *role,
                });
            }
        }
        // A pawn's promotion: `e8=D`, `dxe8=D`, `d:e8=D`.
        let b = text.as_bytes();
        if is_file(b.get(i)) {
            let mut j = i;
            if !is_rank(b.get(i + 1)) {
                let s = sign(b, i + 1);
                j = if s > 0 && b.get(i + 1) != Some(&b'-') {
                    i + 1 + s
                } else {
                    usize::MAX
                };
            }
            if j != usize::MAX
                && is_file(b.get(j))
                && is_rank(b.get(j + 1))
                && matches!(b.get(j + 1), Some(b'1' | b'8'))
                && b.get(j + 2) == Some(&b'=')
            {
                let at = j + 3;
                for (letter, role) in &self.pieces {
                    if text[at..].starts_with(letter.as_str())
                        && *role != Role::King
                        && ends(text, at + letter.len())
                    {
                        add(Found {
                            at,
                            len: letter.len(),
                            role: *role,
                        });
                    }
                }
            }
        }
        found
    }

    /// Whether a move word of this language may start with the character
    /// `c` (a piece letter's first character, or a file).
    fn may_start(&self, c: char) -> bool {
        c.is_ascii_lowercase() || self.pieces.iter().any(|(l, _)| l.starts_with(c))
    }
}

/// Whether `text` may name a move word at all: a file letter right before
/// a rank digit somewhere (the cheap test that keeps a comment such as
/// `[%clk 0:03:00]` on the plain path).
#[must_use]
pub fn may_name_moves(text: &[u8]) -> bool {
    text.windows(2)
        .any(|w| (b'a'..=b'h').contains(&w[0]) && (b'1'..=b'8').contains(&w[1]))
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

/// The move words of one note `text` in `from`, to be written in `to`;
/// `None` when the note must be kept as written (a word `to` reads as a
/// move that `from` does not, or a word either reads two ways).
fn words_of(text: &str, from: &NoteLetters, to: &NoteLetters, found: &mut Vec<Found>) -> bool {
    found.clear();
    let bytes = text.as_bytes();
    // A word reads as a move ([`NoteLetters::read_at`]) only with a rank
    // digit among the bytes after its first: after its piece letter, a
    // disambiguation and a capture sign of two bytes at most, or after a
    // pawn's file, a capture sign and a file. A word with none there is
    // read in neither language, and most words of prose have none.
    let reach = from.longest().max(to.longest()) + 5;
    // The first rank digit at or after the byte after the word looked at.
    let mut digit = 0;
    // The character before: a word starts after no letter (what
    // `starts` tells, asked here before any reading).
    let mut after_letter = false;
    for (i, c) in text.char_indices() {
        let inside = after_letter;
        after_letter = c.is_alphanumeric() && !c.is_ascii_digit();
        if inside || !(from.may_start(c) || to.may_start(c)) {
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
        let there = to.read_at(text, i);
        match (here, there) {
            (Reading::One(f), _) => {
                // Written in `to`, the word must read back as this piece.
                let Some(letter) = to.letter(f.role) else {
                    return false;
                };
                // The word and what may follow it (a square, signs and the
                // next character: a few bytes, never the rest of a long
                // line).
                let mut end = (f.at + f.len + 16).min(text.len());
                while !text.is_char_boundary(end) {
                    end += 1;
                }
                let mut word = String::with_capacity(end - i + letter.len());
                word.push_str(&text[i..f.at]);
                word.push_str(letter);
                word.push_str(&text[f.at + f.len..end]);
                let back = to.read_at(&word, 0);
                let expected = Found {
                    at: f.at - i,
                    len: letter.len(),
                    role: f.role,
                };
                if back != Reading::One(expected) {
                    return false;
                }
                found.push(f);
            }
            (Reading::Several, _) | (Reading::None, Reading::One(_) | Reading::Several) => {
                return false;
            }
            (Reading::None, Reading::None) => {}
        }
    }
    true
}

/// Writes `note`, text of a comment or of prose that may name a move word
/// ([`may_name_moves`], asked by the caller), with the letters of the
/// move words of `from` as `to` writes them; `false` (and nothing written)
/// when nothing changes or the note is kept as written.
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
        out.extend_from_slice(&note.as_bytes()[copied..f.at]);
        out.extend_from_slice(to.letter(f.role).unwrap_or_default().as_bytes());
        copied = f.at + f.len;
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
                (State::Text, b'[') => Some(bracket_end(gap, i, true)),
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
    fn hebrew_and_greek_letters() {
        // The Hebrew queen `מה` is the king `מ` and the file `ה`.
        let en = translator("en", "he");
        assert_eq!(gap(&en, "{Nf3 Ke1}"), "{פf3 מe1}");
        assert_eq!(gap(&en, "{Qd1}"), "{מהd1}");
        let he = translator("he", "en");
        assert_eq!(gap(&he, "{פf3 מe1 מהd1}"), "{Nf3 Ke1 Qd1}");
        // A Hebrew word glued before a letter is no move.
        assert_eq!(gap(&he, "{ופf3}"), "{ופf3}");
        let el = translator("el", "en");
        assert_eq!(gap(&el, "{12.Ιf3 Αxe5}"), "{12.Nf3 Bxe5}");
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
            let notes = [
                format!("{{Meglio era 12.{n}f3, poi {r}ad1 e {q}d1-d4+! ({k}:e2)}}"),
                format!("{{Better 12...{q}xd8 13.{n}f3 e8={q} {b}×e4?!}}"),
                format!("; {k}e1 {k}f2 Кf3 Крe1 מהe4 ופf3 Ιγ3\n"),
                format!("La {q}xd8 est forcée{{{b}b5}}; {r}e4 serait une faute."),
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
