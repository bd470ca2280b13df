//! How one language writes moves and positions: its piece letters, file
//! letters, castling and capture marks.
//!
//! A [`Letters`] table is plain data. It is built from a locale's
//! `notation.ftl` by [`crate::locale`], read by the move reader
//! ([`crate::word`]) and used by the writers. Nothing here is specific to
//! one language: every language is a table.

use forsyth_core::{File, Role};

/// The script of a letter, as far as the languages' piece letters tell
/// scripts apart (a page of Cyrillic prose is not in English).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Script {
    /// Latin letters, and any other letter not below.
    Latin,
    /// Greek letters.
    Greek,
    /// Cyrillic letters.
    Cyrillic,
    /// Hebrew letters.
    Hebrew,
}

impl Script {
    /// The script of the letter `c`.
    #[must_use]
    pub fn of(c: char) -> Script {
        match u32::from(c) {
            0x370..=0x3FF | 0x1F00..=0x1FFF => Script::Greek,
            0x400..=0x52F | 0x1C80..=0x1C8F | 0x2DE0..=0x2DFF | 0xA640..=0xA69F => Script::Cyrillic,
            0x590..=0x5FF | 0xFB1D..=0xFB4F => Script::Hebrew,
            _ => Script::Latin,
        }
    }
}

/// The notation table of one language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Letters {
    /// The locale's language tag, such as `el` or `de`.
    pub lang: String,
    /// The language's own name for itself (`Deutsch`, `Ελληνικά`, `עברית`).
    pub autonym: String,
    /// The letters written in moves, indexed by [`Role::index`]. The pawn's
    /// entry is empty in every language we know: pawn moves carry no letter.
    /// A letter may be more than one character (Hebrew queen `מה`).
    pub pieces: [String; 6],
    /// Further letters accepted on input only, with the role they stand for
    /// (German `P` for the pawn, for example).
    pub extra_pieces: Vec<(String, Role)>,
    /// The letters of problemists' Forsyth notation, upper case, indexed by
    /// [`Role::index`] (Greek `Σ Ι Α Π Β Ρ`). Empty strings where the
    /// language's script has no letter case (Hebrew): such a language writes
    /// positions as piece lists instead.
    pub forsyth: [String; 6],
    /// The eight file letters, a to h, written by this language. Latin `a`–`h`
    /// are accepted on input in every language as well.
    pub files: [char; 8],
    /// Short castling as this language writes it (`O-O`, `0-0`).
    pub castle_short: String,
    /// Long castling as this language writes it (`O-O-O`, `0-0-0`).
    pub castle_long: String,
    /// The capture mark this language writes (`x`, `:`).
    pub capture: String,
}

impl Letters {
    /// The capture mark, when it is one character (`x`, the Hebrew
    /// `:`): the one a move is read with besides
    /// [`CAPTURE_MARKS`](crate::word::CAPTURE_MARKS).
    #[must_use]
    pub fn capture_char(&self) -> Option<char> {
        let mut chars = self.capture.chars();
        chars.next().filter(|_| chars.next().is_none())
    }

    /// The letters written for `role` in a move (empty for the pawn).
    #[must_use]
    pub fn piece(&self, role: Role) -> &str {
        &self.pieces[role.index()]
    }

    /// The file letter this language writes for `file`.
    #[must_use]
    pub fn file(&self, file: File) -> char {
        self.files[file.index()]
    }

    /// Reads a file letter of this language, or a Latin `a`–`h`.
    #[must_use]
    pub fn file_from_char(&self, c: char) -> Option<File> {
        File::from_char(c).or_else(|| {
            self.files
                .iter()
                .position(|&f| f == c)
                .map(|i| File::new(i as u32))
        })
    }

    /// The script the language writes its piece letters in (the king's
    /// first letter's).
    #[must_use]
    pub fn script(&self) -> Script {
        self.piece(Role::King)
            .chars()
            .next()
            .map_or(Script::Latin, Script::of)
    }

    /// Whether this language's Forsyth letters have an upper and a lower case.
    #[must_use]
    pub fn forsyth_has_case(&self) -> bool {
        self.forsyth.iter().all(|l| !l.is_empty())
    }

    /// Every piece letter this language reads, with its role: the written
    /// ones first, then the extra ones. Longest letters come first, so a
    /// reader that takes the first match prefers `מה` to `מ`.
    #[must_use]
    pub fn readable_pieces(&self) -> Vec<(&str, Role)> {
        let mut out: Vec<(&str, Role)> = Role::ALL
            .iter()
            .filter(|r| !self.pieces[r.index()].is_empty())
            .map(|&r| (self.pieces[r.index()].as_str(), r))
            .chain(self.extra_pieces.iter().map(|(s, r)| (s.as_str(), *r)))
            .collect();
        out.sort_by_key(|(s, _)| std::cmp::Reverse(s.chars().count()));
        out
    }

    /// The English table, the one PGN export format uses. It is also what
    /// `locales/en/notation.ftl` says; this copy exists so the lexer's fast
    /// path and tests need no loaded locale.
    #[must_use]
    pub fn english() -> Letters {
        Letters {
            lang: "en".into(),
            autonym: "English".into(),
            pieces: [
                String::new(),
                "N".into(),
                "B".into(),
                "R".into(),
                "Q".into(),
                "K".into(),
            ],
            extra_pieces: Vec::new(),
            forsyth: [
                "P".into(),
                "N".into(),
                "B".into(),
                "R".into(),
                "Q".into(),
                "K".into(),
            ],
            files: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'],
            castle_short: "O-O".into(),
            castle_long: "O-O-O".into(),
            capture: "x".into(),
        }
    }
}

/// Letters that look the same in Latin, Greek and Cyrillic (notation facts
/// §3.2), upper and lower case.
const LOOK_ALIKES: [&[char]; 24] = [
    &['A', 'Α', 'А'],
    &['B', 'Β', 'В'],
    &['C', 'С'],
    &['E', 'Ε', 'Е'],
    &['H', 'Η', 'Н'],
    &['I', 'Ι', 'І'],
    &['K', 'Κ', 'К'],
    &['M', 'Μ', 'М'],
    &['N', 'Ν'],
    &['O', 'Ο', 'О'],
    &['P', 'Ρ', 'Р'],
    &['T', 'Τ', 'Т'],
    &['X', 'Χ', 'Х'],
    &['Y', 'Υ', 'У'],
    &['Z', 'Ζ'],
    &['a', 'α', 'а'],
    &['c', 'с'],
    &['e', 'е'],
    &['i', 'ι', 'і'],
    &['k', 'κ'],
    &['o', 'ο', 'о'],
    &['p', 'ρ', 'р'],
    &['x', 'χ', 'х'],
    &['v', 'ν'],
];

/// How many characters [`LOOK_ALIKES`] holds.
const LOOK_ALIKE_CHARS: usize = {
    let mut n = 0;
    let mut g = 0;
    while g < LOOK_ALIKES.len() {
        n += LOOK_ALIKES[g].len();
        g += 1;
    }
    n
};

/// Every character of [`LOOK_ALIKES`] with the index of its group, sorted
/// by character: a character's group is found by a binary search, not by a
/// look through every group (asked for each letter of a move word that a
/// language of Greek or Cyrillic letters does not read as written).
const LOOK_ALIKE_GROUPS: [(char, u8); LOOK_ALIKE_CHARS] = {
    let mut table = [('\0', 0u8); LOOK_ALIKE_CHARS];
    let mut n = 0;
    let mut g = 0;
    while g < LOOK_ALIKES.len() {
        let mut i = 0;
        while i < LOOK_ALIKES[g].len() {
            // Insertion into the sorted part.
            let c = LOOK_ALIKES[g][i];
            let mut at = n;
            while at > 0 && table[at - 1].0 as u32 > c as u32 {
                table[at] = table[at - 1];
                at -= 1;
            }
            table[at] = (c, g as u8);
            n += 1;
            i += 1;
        }
        g += 1;
    }
    table
};

/// The index of the group of [`LOOK_ALIKES`] that holds `c`, if one does:
/// two characters look alike where they are different and in the same
/// group.
#[inline]
pub(crate) fn look_alike_index(c: char) -> Option<u8> {
    let at = LOOK_ALIKE_GROUPS
        .binary_search_by_key(&c, |&(other, _)| other)
        .ok()?;
    Some(LOOK_ALIKE_GROUPS[at].1)
}

/// The group of [`LOOK_ALIKES`] that holds `c`, if one does.
#[inline]
fn look_alike_group(c: char) -> Option<&'static [char]> {
    look_alike_index(c).map(|g| LOOK_ALIKES[usize::from(g)])
}

/// The characters other than `c` that look like it.
pub(crate) fn look_alikes(c: char) -> impl Iterator<Item = char> {
    look_alike_group(c)
        .into_iter()
        .flat_map(|group| group.iter().copied())
        .filter(move |&other| other != c)
}

/// Whether `a` and `b` are different characters that look alike.
pub(crate) fn looks_alike(a: char, b: char) -> bool {
    a != b && look_alike_group(a).is_some_and(|group| group.contains(&b))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn look_alikes_across_scripts() {
        assert!(looks_alike('P', 'Ρ'));
        assert!(looks_alike('Ρ', 'Р'));
        assert!(looks_alike('ο', 'o'));
        assert!(!looks_alike('P', 'P'));
        assert!(!looks_alike('P', 'B'));
        assert_eq!(look_alikes('Κ').collect::<Vec<_>>(), ['K', 'К']);
        assert_eq!(look_alikes('Σ').count(), 0);
    }

    /// The sorted table finds, for every character of the groups and for
    /// every character up to U+0500 (Latin, Greek, Cyrillic), the group a
    /// look through the groups finds: a character stands in one group at
    /// most.
    #[test]
    fn the_sorted_table_finds_the_group_each_character_is_in() {
        assert!(LOOK_ALIKE_GROUPS.windows(2).all(|w| w[0].0 < w[1].0));
        let scan = |c: char| LOOK_ALIKES.iter().copied().find(|g| g.contains(&c));
        let all = LOOK_ALIKES.iter().flat_map(|g| g.iter().copied());
        for c in all.chain((0..0x500).filter_map(char::from_u32)) {
            assert_eq!(look_alike_group(c), scan(c), "{c:?}");
        }
        assert!(looks_alike('х', 'x') && looks_alike('x', 'χ'));
        assert!(!looks_alike('x', 'x') && !looks_alike('x', 'y'));
    }
}
