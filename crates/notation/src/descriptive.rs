//! Descriptive notation, as English and Spanish chess books printed moves
//! until the 1980s: `P-K4`, `N-KB3`, `QxP`, `B-N5ch`, `R(1)-Q1`, Spanish
//! `P4R`, `C3AR`, `AxC`.
//!
//! A square is named by its file — the piece that stands on it at the
//! start (`KB`, the king's bishop's file: f) — and its rank counted from
//! the mover's side: `P-K4` is e4 for White and e5 for Black. A file of
//! the rooks, knights or bishops may be named without its wing (`B3`: c3 or
//! f3), and a capture names the piece taken rather than its square (`QxP`),
//! so a word is resolved against the position: [`Descriptive::resolve`]
//! keeps the legal moves that fit every reading of the word and answers
//! the one move, or every candidate when more than one fits (an ambiguity,
//! never guessed).
//!
//! The words and letters of each language's descriptive notation are data,
//! the `descriptive-*` entries of its `notation.ftl` (English and Spanish
//! have them); another language adds its own there. Each entry is a list
//! separated by spaces, whose first item is what [`Descriptive::write`]
//! prints; the others are read too (`Kt`, the knight of older English
//! books).
//!
//! # Qualifiers
//!
//! * Before the piece, a wing: `KR`, `QN`, `KB` — the king's rook, the
//!   queen's knight. A bishop is told by the colour of its squares (the
//!   king's bishop starts on f1 or f8); a rook or knight by its side: `KR`
//!   is the one nearer the king's side of the board when two can make the
//!   move, as books use it once pieces have left their first squares.
//!   Before a pawn, its file: `KP`, `BP`, `QBP`.
//! * After the piece, its rank or square: `R(1)-Q1`, `N/4-B5`, `N(Q2)-B3`.
//! * After a piece taken, its file or square: `QxQP`, `PxP/4`, `BxN(B6)`.
//!
//! [`Descriptive::write`] prints the least a book would: `N-B3` when only
//! one knight can go to a B3 square, then the destination's full file
//! (`N-KB3`), then the piece's wing or file (`KR-Q1`, `KPxP`), then its
//! rank and square (`R(1)-Q1`, `N(Q2)-B3`); for a capture, the piece taken
//! first (`PxP`), then its file (`PxBP`, `PxQBP`), then the mover's.
//! Every form it writes is read back by [`Descriptive::resolve`] as the
//! same move (tested on real games).

use forsyth_core::{CastlingSide, Color, File, Move, Position, Rank, Role, Square};

use crate::locale::Locale;
use crate::resolve::{Settled, Step};

/// Which comes first in a square: English `K4`, Spanish `4R`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Order {
    FileRank,
    RankFile,
}

/// One language's descriptive notation: its words, read from the
/// `descriptive-*` entries of its `notation.ftl`.
#[derive(Clone, Debug)]
pub struct Descriptive {
    /// Piece letters by [`Role::index`], the written one first.
    pieces: [Vec<String>; 6],
    /// File names a to h (`QR` … `KR`), the written one first.
    files: [Vec<String>; 8],
    /// The files' short names (`R`, `N`, `B`: the name without its wing;
    /// the king's and queen's files have none), the written one first.
    short: [Vec<String>; 8],
    order: Order,
    /// Between the piece and its square (`-`; Spanish writes none).
    separator: String,
    /// Every separator read (`-`, and the dashes of print `–`, `—`).
    separators: Vec<String>,
    /// Words read as the first rank after a file (`sq`, "square", in
    /// `K-Bsq`, `R-Ksq`).
    first_rank: Vec<String>,
    /// Words for castling on either side (`Castles`), which legality
    /// decides.
    castles: Vec<String>,
    capture: Vec<String>,
    check: Vec<String>,
    mate: Vec<String>,
    /// Words before a check (`dis ch`, `dbl ch`).
    check_prefix: Vec<String>,
    en_passant: Vec<String>,
    promotion_open: String,
    promotion_close: String,
    castle_short: String,
    castle_long: String,
}

/// What a move word says, position aside.
#[derive(Clone, Debug, Default)]
struct Parsed {
    role: Option<Role>,
    /// A wing written before a piece: the king's (`true`) or the queen's.
    wing: Option<bool>,
    /// Files written before a pawn.
    files: Option<Vec<File>>,
    /// The rank (from the mover's side) or square written after the piece.
    origin_rank: Option<u32>,
    origin_squares: Option<Vec<Square>>,
    /// The destination squares (a move), or the piece taken (a capture).
    to: Option<Vec<Square>>,
    capture: Option<Target>,
    promotion: Option<Role>,
    castle: Option<CastlingSide>,
}

/// The piece a capture takes, and what the word says of it.
#[derive(Clone, Debug, Default)]
struct Target {
    role: Option<Role>,
    wing: Option<bool>,
    files: Option<Vec<File>>,
    rank: Option<u32>,
    squares: Option<Vec<Square>>,
}

/// What a word says besides its move.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Marks {
    /// The check or mate written.
    pub check: crate::word::Check,
    /// Whether an en passant mark was written.
    pub en_passant: bool,
}

/// What [`Descriptive::resolve`] found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Resolution {
    /// The one legal move the word names, and its marks.
    Move(Move, Marks),
    /// The word is only a mark for the move before it (`mate`, `ch`,
    /// `dis ch` standing apart).
    Mark(crate::word::Check),
    /// Several legal moves fit: the candidates.
    Ambiguous(Vec<Move>),
    /// A pawn reaches the last rank and no promotion piece is written.
    MissingPromotion,
    /// The word reads, but no legal move fits: the role it names, if any.
    Illegal(Option<Role>),
    /// The word is not descriptive notation.
    Unreadable,
}

impl Descriptive {
    /// The descriptive notation of `locale`, if its `notation.ftl` has one
    /// (its own `descriptive-*` entries, not English's).
    #[must_use]
    pub fn of(locale: &Locale) -> Option<Descriptive> {
        if !locale.has_notation_message("descriptive-files") {
            return None;
        }
        let list = |id: &str| -> Vec<String> {
            locale
                .notation_message(id, None)
                .map(|s| s.split_whitespace().map(str::to_owned).collect())
                .unwrap_or_default()
        };
        let one = |id: &str| list(id).into_iter().next().unwrap_or_default();
        let mut pieces: [Vec<String>; 6] = Default::default();
        for role in Role::ALL {
            pieces[role.index()] = list(&format!(
                "descriptive-piece-{}",
                crate::locale::role_keyword(role)
            ));
        }
        let names = list("descriptive-files");
        if names.len() != 8 || pieces.iter().any(Vec::is_empty) {
            return None;
        }
        let mut files: [Vec<String>; 8] = Default::default();
        for (slot, name) in files.iter_mut().zip(&names) {
            *slot = name.split('/').map(str::to_owned).collect();
        }
        // A short name is a full name without the king's or queen's file's
        // name before or after it (`KB` → `B`, Spanish `AR` → `A`).
        let wings: Vec<String> = [3, 4]
            .iter()
            .flat_map(|&i: &usize| files[i].clone())
            .collect();
        let mut short: [Vec<String>; 8] = Default::default();
        for (slot, full) in short.iter_mut().zip(&files) {
            for name in full {
                for wing in &wings {
                    let rest = name
                        .strip_prefix(wing.as_str())
                        .or_else(|| name.strip_suffix(wing.as_str()));
                    if let Some(rest) = rest
                        && !rest.is_empty()
                        && !slot.iter().any(|s| s == rest)
                    {
                        slot.push(rest.to_owned());
                    }
                }
            }
        }
        let order = if one("descriptive-square") == "rank-file" {
            Order::RankFile
        } else {
            Order::FileRank
        };
        let letters = locale.letters();
        Some(Descriptive {
            pieces,
            files,
            short,
            order,
            separator: one("descriptive-move"),
            separators: list("descriptive-move"),
            first_rank: list("descriptive-first-rank"),
            castles: list("descriptive-castles"),
            capture: list("descriptive-capture"),
            check: list("descriptive-check"),
            mate: list("descriptive-mate"),
            check_prefix: list("descriptive-check-prefix"),
            en_passant: list("descriptive-en-passant"),
            promotion_open: one("descriptive-promotion-open"),
            promotion_close: one("descriptive-promotion-close"),
            castle_short: letters.castle_short.clone(),
            castle_long: letters.castle_long.clone(),
        })
    }

    /// Whether `locale` has a descriptive notation of its own.
    #[must_use]
    pub fn exists(locale: &Locale) -> bool {
        locale.has_notation_message("descriptive-files")
    }

    /// Calls `f` with the descriptive notation of `locale` (`None` when it
    /// has none), read once per thread and language.
    pub fn with<T>(locale: &Locale, f: impl FnOnce(Option<&Descriptive>) -> T) -> T {
        thread_local! {
            static TABLES: std::cell::RefCell<Vec<(String, Option<std::rc::Rc<Descriptive>>)>> =
                const { std::cell::RefCell::new(Vec::new()) };
        }
        let table = TABLES.with(|tables| {
            let mut tables = tables.borrow_mut();
            if let Some((_, t)) = tables.iter().find(|(tag, _)| tag == locale.tag()) {
                return t.clone();
            }
            let t = Descriptive::of(locale).map(std::rc::Rc::new);
            tables.push((locale.tag().to_owned(), t.clone()));
            t
        });
        f(table.as_deref())
    }

    /// Whether `word` is a mark alone (`mate`, `ch`, `dis`, `e.p.`, Spanish
    /// `a.p.`): a word that stands apart after its move.
    #[must_use]
    pub fn is_mark(&self, word: &str) -> bool {
        self.mark(word.trim()).is_some()
    }

    /// Whether `word` is an en passant mark alone (`e.p.`, Spanish `a.p.`).
    #[must_use]
    pub fn is_en_passant_mark(&self, word: &str) -> bool {
        let word = word.trim();
        self.en_passant.iter().any(|w| w.eq_ignore_ascii_case(word))
    }

    fn mark(&self, word: &str) -> Option<crate::word::Check> {
        use crate::word::Check;
        let eq = |list: &[String]| list.iter().any(|w| w.eq_ignore_ascii_case(word));
        if eq(&self.mate) {
            Some(Check::Mate)
        } else if eq(&self.check) {
            Some(Check::Check)
        } else if eq(&self.check_prefix) || eq(&self.en_passant) {
            Some(Check::None)
        } else {
            None
        }
    }

    /// Resolves `word` in `pos`: see [`Resolution`]. A separator printed
    /// after the move (`P4R,`): see [`without_separator`].
    #[must_use]
    pub fn resolve(&self, word: &str, pos: &Position) -> Resolution {
        let word = word.trim();
        let word = without_separator(word).unwrap_or(word);
        if let Some(check) = self.mark(word) {
            return Resolution::Mark(check);
        }
        let (core, marks) = self.strip_marks(word);
        if core.is_empty() {
            return Resolution::Unreadable;
        }
        let color = pos.turn();
        let readings = self.parse(core, color);
        if readings.is_empty() {
            return Resolution::Unreadable;
        }
        let legal = pos.legal_moves();
        let mut found: Vec<Move> = Vec::new();
        let mut missing_promotion = false;
        let mut role = None;
        for reading in &readings {
            role = role.or(reading.role).or(reading.castle.map(|_| Role::King));
            let mut fits: Vec<Move> = legal
                .iter()
                .copied()
                .filter(|mv| fits(reading, mv, color))
                .collect();
            narrow_wings(reading, &mut fits, color);
            if reading.promotion.is_none() && fits.iter().any(|m| m.promotion().is_some()) {
                missing_promotion = true;
                continue;
            }
            for mv in fits {
                if !found.contains(&mv) {
                    found.push(mv);
                }
            }
        }
        match found.len() {
            1 => Resolution::Move(found[0], marks),
            0 if missing_promotion => Resolution::MissingPromotion,
            0 => Resolution::Illegal(role),
            _ => Resolution::Ambiguous(found),
        }
    }

    /// Takes the check, mate and en passant marks off the end of `word`.
    pub(crate) fn strip_marks<'w>(&self, word: &'w str) -> (&'w str, Marks) {
        use crate::word::Check;
        let mut marks = Marks::default();
        let mut rest = word.trim_end();
        loop {
            let before = rest.len();
            rest = rest.trim_end_matches(['!', '?']).trim_end();
            // A mark in parentheses, as older books print it: `(ch)`,
            // `(ch.)`.
            if let Some(inner) = rest.strip_suffix(')')
                && let Some(open) = inner.rfind('(')
            {
                let word = inner[open + 1..].trim_end_matches('.');
                let check = if self.mate.iter().any(|w| w.eq_ignore_ascii_case(word)) {
                    Some(Check::Mate)
                } else if self.check.iter().any(|w| w.eq_ignore_ascii_case(word)) {
                    Some(Check::Check)
                } else {
                    None
                };
                if let Some(check) = check {
                    if marks.check == Check::None {
                        marks.check = check;
                    }
                    rest = inner[..open].trim_end();
                }
            }
            for (list, check) in [(&self.mate, Check::Mate), (&self.check, Check::Check)] {
                for w in list {
                    if let Some(r) = strip_suffix_caseless(rest, w) {
                        if marks.check == Check::None {
                            marks.check = check;
                        }
                        rest = r.trim_end();
                        // `dis ch`, `dbl ch`.
                        for p in &self.check_prefix {
                            if let Some(r) = strip_suffix_caseless(rest, p) {
                                rest = r.trim_end();
                            }
                        }
                    }
                }
            }
            // `++`, where the language does not say what it is: double
            // check in most books, mate in older ones.
            if let Some(r) = strip_suffix_caseless(rest, "++") {
                if marks.check == Check::None {
                    marks.check = Check::DoubleCheckOrMate;
                }
                rest = r.trim_end();
            }
            for w in &self.en_passant {
                if let Some(r) = strip_suffix_caseless(rest, w) {
                    marks.en_passant = true;
                    rest = r.trim_end();
                }
            }
            if rest.len() == before {
                break;
            }
        }
        (rest, marks)
    }

    /// Every reading of a move word without its marks.
    fn parse(&self, text: &str, color: Color) -> Vec<Parsed> {
        if text.contains(' ') {
            // Printed with the spaces of the page inside (`Kt - K B 3`,
            // `Kt (B 3) × Q`), which the lexer keeps in one word.
            let joined: String = text.split(' ').collect();
            return self.parse(&joined, color);
        }
        let mut out = Vec::new();
        if self.is_castle(text, &self.castle_long) {
            out.push(Parsed {
                castle: Some(CastlingSide::Queen),
                ..Parsed::default()
            });
            return out;
        }
        if self.is_castle(text, &self.castle_short) {
            out.push(Parsed {
                castle: Some(CastlingSide::King),
                ..Parsed::default()
            });
            return out;
        }
        if self.castles.iter().any(|w| w.eq_ignore_ascii_case(text)) {
            for side in [CastlingSide::King, CastlingSide::Queen] {
                out.push(Parsed {
                    castle: Some(side),
                    ..Parsed::default()
                });
            }
            return out;
        }
        for (mover, rest) in self.designations(text) {
            // The origin: `(1)`, `/4`, `(Q2)`.
            let mut starts: Vec<(Parsed, &str)> = vec![(mover.clone(), rest)];
            for (origin, after) in self.origins(rest, color) {
                let mut p = mover.clone();
                match origin {
                    Origin::Rank(r) => p.origin_rank = Some(r),
                    Origin::Squares(s) => p.origin_squares = Some(s),
                }
                starts.push((p, after));
            }
            for (p, rest) in starts {
                // A capture.
                for mark in &self.capture {
                    let Some(after) = rest.strip_prefix(mark.as_str()) else {
                        continue;
                    };
                    for (target, tail) in self.targets(after, color) {
                        for promotion in self.promotions(tail) {
                            let mut q = p.clone();
                            q.capture = Some(target.clone());
                            q.promotion = promotion;
                            out.push(q);
                        }
                    }
                }
                // A move: a separator, or none.
                let after = self
                    .separators
                    .iter()
                    .filter(|s| !s.is_empty())
                    .find_map(|s| rest.strip_prefix(s.as_str()))
                    .or_else(|| rest.strip_prefix('-'))
                    .unwrap_or(rest);
                for (squares, tail) in self.squares(after, color) {
                    for promotion in self.promotions(tail) {
                        let mut q = p.clone();
                        q.to = Some(squares.clone());
                        q.promotion = promotion;
                        out.push(q);
                    }
                }
            }
        }
        out
    }

    /// Whether `word` is castling, which reads alike in algebraic and
    /// descriptive notation.
    #[must_use]
    pub fn is_castle_word(&self, word: &str) -> bool {
        let (core, _) = self.strip_marks(word.trim());
        let core: String = core.split(' ').collect();
        self.is_castle(&core, &self.castle_short) || self.is_castle(&core, &self.castle_long)
    }

    fn is_castle(&self, text: &str, castle: &str) -> bool {
        let norm = |s: &str| -> String {
            s.chars()
                .filter(|c| !matches!(c, '-' | '–' | '—' | '−'))
                .map(|c| {
                    if c == '0' {
                        'O'
                    } else {
                        c.to_ascii_uppercase()
                    }
                })
                .collect()
        };
        !castle.is_empty() && norm(text) == norm(castle)
    }

    /// A piece named with what may come before it: a wing (`KR`), a
    /// pawn's file (`QBP`, `BP`), or nothing.
    fn designations<'t>(&self, text: &'t str) -> Vec<(Parsed, &'t str)> {
        self.qualified(text)
            .into_iter()
            .map(|(role, files, wing, rest)| {
                (
                    Parsed {
                        role: Some(role),
                        files,
                        wing,
                        ..Parsed::default()
                    },
                    rest,
                )
            })
            .collect()
    }

    /// A piece letter alone, or with its wing or (a pawn's) file: before
    /// it in English (`KR`, `QBP`), after it in Spanish (`TR`, `PAR`).
    #[allow(clippy::type_complexity)]
    fn qualified<'t>(
        &self,
        text: &'t str,
    ) -> Vec<(Role, Option<Vec<File>>, Option<bool>, &'t str)> {
        let mut out = Vec::new();
        let mut push = |role: Role, files: Vec<File>, wing: Option<bool>, rest: &'t str| {
            if role == Role::Pawn {
                out.push((role, Some(files), None, rest));
            } else if let Some(wing) = wing {
                out.push((role, None, Some(wing), rest));
            }
        };
        for (role, rest) in self.piece_at(text) {
            if self.order == Order::RankFile {
                for (files, wing, after) in self.file_names(rest) {
                    push(role, files, wing, after);
                }
            }
        }
        if self.order == Order::FileRank {
            for (files, wing, rest) in self.file_names(text) {
                for (role, rest) in self.piece_at(rest) {
                    push(role, files.clone(), wing, rest);
                }
            }
        }
        for (role, rest) in self.piece_at(text) {
            out.push((role, None, None, rest));
        }
        out
    }

    /// The piece letters `text` starts with, and what follows each.
    fn piece_at<'t>(&self, text: &'t str) -> Vec<(Role, &'t str)> {
        let mut out = Vec::new();
        for role in Role::ALL {
            for letter in &self.pieces[role.index()] {
                if let Some(rest) = text.strip_prefix(letter.as_str()) {
                    out.push((role, rest));
                }
            }
        }
        out
    }

    /// The file names `text` starts with: the files each may mean, the
    /// wing when the name is the king's or queen's file alone, and what
    /// follows.
    fn file_names<'t>(&self, text: &'t str) -> Vec<(Vec<File>, Option<bool>, &'t str)> {
        let mut out = Vec::new();
        for (i, names) in self.files.iter().enumerate() {
            for name in names {
                if let Some(rest) = text.strip_prefix(name.as_str()) {
                    let wing = match i {
                        3 => Some(false),
                        4 => Some(true),
                        _ => None,
                    };
                    out.push((vec![File::new(i as u32)], wing, rest));
                }
            }
        }
        let mut shorts: Vec<(&str, Vec<File>)> = Vec::new();
        for (i, names) in self.short.iter().enumerate() {
            for name in names {
                match shorts.iter_mut().find(|(n, _)| *n == name.as_str()) {
                    Some((_, files)) => files.push(File::new(i as u32)),
                    None => shorts.push((name.as_str(), vec![File::new(i as u32)])),
                }
            }
        }
        for (name, files) in shorts {
            if let Some(rest) = text.strip_prefix(name) {
                out.push((files, None, rest));
            }
        }
        out
    }

    /// A rank digit 1–8 at the start of `text`, counted from `color`'s side.
    fn rank_at(text: &str) -> Option<(u32, &str)> {
        let c = text.chars().next()?;
        let n = c.to_digit(10).filter(|n| (1..=8).contains(n))?;
        Some((n, &text[1..]))
    }

    /// The squares `text` starts with (`KB3`: f3 for White; `B3`: c3 or
    /// f3), and what follows each reading.
    fn squares<'t>(&self, text: &'t str, color: Color) -> Vec<(Vec<Square>, &'t str)> {
        let mut out = Vec::new();
        let square = |files: &[File], rank: u32| -> Vec<Square> {
            let rank = Rank::new(rank - 1).relative_to(color);
            files
                .iter()
                .map(|&f| Square::from_coords(f, rank))
                .collect()
        };
        match self.order {
            Order::FileRank => {
                for (files, _, rest) in self.file_names(text) {
                    if let Some((rank, rest)) = Self::rank_at(rest) {
                        out.push((square(&files, rank), rest));
                    }
                    for word in &self.first_rank {
                        if let Some(rest) = rest.strip_prefix(word.as_str()) {
                            out.push((square(&files, 1), rest));
                        }
                    }
                }
            }
            Order::RankFile => {
                if let Some((rank, rest)) = Self::rank_at(text) {
                    for (files, _, rest) in self.file_names(rest) {
                        out.push((square(&files, rank), rest));
                    }
                }
            }
        }
        out
    }

    /// An origin after the piece: `(1)`, `/4`, `(Q2)`, `/Q2`.
    fn origins<'t>(&self, text: &'t str, color: Color) -> Vec<(Origin, &'t str)> {
        let mut out = Vec::new();
        let (inner, close) = if let Some(rest) = text.strip_prefix('(') {
            (rest, Some(')'))
        } else if let Some(rest) = text.strip_prefix('/') {
            (rest, None)
        } else {
            return out;
        };
        let end = |rest: &'t str| -> Option<&'t str> {
            match close {
                Some(c) => rest.strip_prefix(c),
                None => Some(rest),
            }
        };
        if let Some((rank, rest)) = Self::rank_at(inner)
            && let Some(rest) = end(rest)
        {
            out.push((Origin::Rank(rank), rest));
        }
        for (squares, rest) in self.squares(inner, color) {
            if let Some(rest) = end(rest) {
                out.push((Origin::Squares(squares), rest));
            }
        }
        out
    }

    /// The piece a capture takes, with its qualifiers: `P`, `QP`, `KBP`,
    /// `N`, `KN`, `P/4`, `N(B6)`, `P/Q4`.
    fn targets<'t>(&self, text: &'t str, color: Color) -> Vec<(Target, &'t str)> {
        let bases: Vec<(Target, &'t str)> = self
            .qualified(text)
            .into_iter()
            .map(|(role, files, wing, rest)| {
                (
                    Target {
                        role: Some(role),
                        files,
                        wing,
                        ..Target::default()
                    },
                    rest,
                )
            })
            .collect();
        let mut out = Vec::new();
        for (t, rest) in bases {
            // The piece taken is on the mover's opponent's side: its rank
            // is still counted from the mover's side.
            for (origin, after) in self.origins(rest, color) {
                let mut q = t.clone();
                match origin {
                    Origin::Rank(r) => q.rank = Some(r),
                    Origin::Squares(s) => q.squares = Some(s),
                }
                out.push((q, after));
            }
            out.push((t, rest));
        }
        out
    }

    /// The promotion at the start of `text` (`(Q)`, `=Q`, `/Q`, `Q`) or
    /// none; only readings that end the word.
    fn promotions(&self, text: &str) -> Vec<Option<Role>> {
        let text = text.trim();
        if text.is_empty() {
            return vec![None];
        }
        let mut out = Vec::new();
        for (open, close) in [("(", ")"), ("=", ""), ("/", ""), ("", "")] {
            if let Some(rest) = text.strip_prefix(open)
                && let Some(inner) = rest.strip_suffix(close)
            {
                for (role, rest) in self.piece_at(inner) {
                    if rest.is_empty() && !matches!(role, Role::King | Role::Pawn) {
                        out.push(Some(role));
                    }
                }
            }
        }
        out.dedup();
        out
    }

    /// `mv`, a legal move of `pos`, in this descriptive notation, with the
    /// fewest qualifiers that name it alone (see the [module
    /// documentation](self)); `marks.check` is the check it gives, and
    /// `marks.en_passant` asks for this notation's en passant mark (`e.p.`,
    /// Spanish `a.p.`) after an en passant capture.
    #[must_use]
    pub fn write(&self, pos: &Position, mv: &Move, marks: Marks) -> String {
        let mut word = self.write_bare(pos, mv);
        if marks.en_passant
            && mv.is_en_passant()
            && let Some(mark) = self.en_passant.first()
        {
            word.push_str(mark);
        }
        use crate::word::Check;
        let check = marks.check;
        let mark = match check {
            Check::None => None,
            Check::Check | Check::DoubleCheckOrMate => self.check.first(),
            Check::Mate => self.mate.first(),
        };
        if let Some(mark) = mark {
            if mark.chars().all(char::is_alphabetic) && check == Check::Mate {
                word.push(' ');
            }
            word.push_str(mark);
        }
        word
    }

    fn write_bare(&self, pos: &Position, mv: &Move) -> String {
        match mv {
            Move::Castle { .. } => {
                return if mv.castling_side() == Some(CastlingSide::Queen) {
                    self.castle_long.clone()
                } else {
                    self.castle_short.clone()
                };
            }
            Move::Null => return "--".to_owned(),
            _ => {}
        }
        let candidates = self.forms(pos, mv);
        let mut first = None;
        for form in candidates {
            if matches!(self.resolve(&form, pos), Resolution::Move(m, _) if m == *mv) {
                return form;
            }
            first.get_or_insert(form);
        }
        first.unwrap_or_default()
    }

    /// The forms a book could print for `mv`, fewest qualifiers first.
    fn forms(&self, pos: &Position, mv: &Move) -> Vec<String> {
        let color = pos.turn();
        let (Some(role), Some(from), Some(to)) = (mv.role(), mv.from(), mv.to()) else {
            return Vec::new();
        };
        let piece = |r: Role| self.pieces[r.index()][0].clone();
        let full = |f: File| self.files[f.index()][0].clone();
        let short = |f: File| self.short[f.index()].first().cloned();
        let rank = |sq: Square| sq.rank().relative_to(color).index() + 1;
        let square = |sq: Square, short_file: bool| -> String {
            let file = if short_file {
                short(sq.file()).unwrap_or_else(|| full(sq.file()))
            } else {
                full(sq.file())
            };
            match self.order {
                Order::FileRank => format!("{file}{}", rank(sq)),
                Order::RankFile => format!("{}{file}", rank(sq)),
            }
        };
        let promotion = mv
            .promotion()
            .map(|p| {
                format!(
                    "{}{}{}",
                    self.promotion_open,
                    piece(p),
                    self.promotion_close
                )
            })
            .unwrap_or_default();
        // The mover: bare, then its wing or file, then its rank, then its
        // square.
        // A piece with a qualifier: before it in English, after it in
        // Spanish.
        let with = |q: &str, p: String| match self.order {
            Order::FileRank => format!("{q}{p}"),
            Order::RankFile => format!("{p}{q}"),
        };
        let mut movers = vec![piece(role)];
        if role == Role::Pawn {
            if let Some(s) = short(from.file()) {
                movers.push(with(&s, piece(role)));
            }
            movers.push(with(&full(from.file()), piece(role)));
        } else if role != Role::King {
            let king_side = self.is_king_side(role, from, color);
            let wing = full(File::new(if king_side { 4 } else { 3 }));
            movers.push(with(&wing, piece(role)));
        }
        if role != Role::Pawn {
            movers.push(format!("{}({})", piece(role), rank(from)));
            movers.push(format!("{}({})", piece(role), square(from, false)));
        }
        let mut out = Vec::new();
        match mv.capture() {
            Some(taken) => {
                let at = if mv.is_en_passant() {
                    Square::from_coords(to.file(), from.rank())
                } else {
                    to
                };
                let mut targets = vec![piece(taken)];
                if taken == Role::Pawn {
                    if let Some(s) = short(at.file()) {
                        targets.push(with(&s, piece(taken)));
                    }
                    targets.push(with(&full(at.file()), piece(taken)));
                } else if taken != Role::King {
                    let wing = full(File::new(if self.is_king_side(taken, at, !color) {
                        4
                    } else {
                        3
                    }));
                    targets.push(with(&wing, piece(taken)));
                }
                targets.push(format!("{}({})", piece(taken), square(at, true)));
                targets.push(format!("{}({})", piece(taken), square(at, false)));
                let capture = &self.capture[0];
                for m in &movers {
                    for t in &targets {
                        out.push(format!("{m}{capture}{t}{promotion}"));
                    }
                }
            }
            None => {
                for m in &movers {
                    for short_file in [true, false] {
                        out.push(format!(
                            "{m}{}{}{promotion}",
                            self.separator,
                            square(to, short_file)
                        ));
                    }
                }
            }
        }
        out.dedup();
        out
    }

    /// Whether a piece of `role` on `sq` is called the king's: a bishop by
    /// its squares' colour, another piece by the half of the board it is
    /// on.
    fn is_king_side(&self, role: Role, sq: Square, color: Color) -> bool {
        if role == Role::Bishop {
            // The king's bishop starts on f1 (light) or f8 (dark).
            light(sq) == (color == Color::White)
        } else {
            sq.file().index() >= 4
        }
    }
}

enum Origin {
    Rank(u32),
    Squares(Vec<Square>),
}

/// A move word of a pair printed with separators (`1. P4R, P3AD; 2. P4AD,
/// P4D;`, as Spanish books print them): the word without the `,` or `;`
/// after it, when it ends with one. The separator is not the move's: a
/// translation keeps it where it stands.
#[must_use]
pub fn without_separator(word: &str) -> Option<&str> {
    word.strip_suffix([',', ';'])
}

fn light(sq: Square) -> bool {
    (sq.file().index() + sq.rank().index()) % 2 == 1
}

fn strip_suffix_caseless<'t>(text: &'t str, suffix: &str) -> Option<&'t str> {
    if suffix.is_empty() || text.len() < suffix.len() {
        return None;
    }
    let cut = text.len() - suffix.len();
    if !text.is_char_boundary(cut) {
        return None;
    }
    text[cut..]
        .eq_ignore_ascii_case(suffix)
        .then(|| &text[..cut])
}

/// Whether `mv` fits what `p` says, wings aside.
fn fits(p: &Parsed, mv: &Move, color: Color) -> bool {
    if let Some(side) = p.castle {
        return mv.castling_side() == Some(side);
    }
    if matches!(mv, Move::Castle { .. } | Move::Null) {
        return false;
    }
    let (Some(role), Some(from), Some(to)) = (mv.role(), mv.from(), mv.to()) else {
        return false;
    };
    if p.role != Some(role) {
        return false;
    }
    if let Some(files) = &p.files
        && !files.contains(&from.file())
    {
        return false;
    }
    if let Some(r) = p.origin_rank
        && from.rank().relative_to(color).index() + 1 != r as usize
    {
        return false;
    }
    if let Some(squares) = &p.origin_squares
        && !squares.contains(&from)
    {
        return false;
    }
    if let Some(promotion) = p.promotion
        && mv.promotion() != Some(promotion)
    {
        return false;
    }
    match (&p.capture, &p.to) {
        (Some(target), _) => {
            let Some(taken) = mv.capture() else {
                return false;
            };
            if target.role != Some(taken) {
                return false;
            }
            let at = if mv.is_en_passant() {
                Square::from_coords(to.file(), from.rank())
            } else {
                to
            };
            if let Some(files) = &target.files
                && !files.contains(&at.file())
            {
                return false;
            }
            if let Some(r) = target.rank
                && at.rank().relative_to(color).index() + 1 != r as usize
                && to.rank().relative_to(color).index() + 1 != r as usize
            {
                return false;
            }
            if let Some(squares) = &target.squares
                && !squares.contains(&at)
                && !squares.contains(&to)
            {
                return false;
            }
            true
        }
        (None, Some(squares)) => !mv.is_capture() && squares.contains(&to),
        (None, None) => false,
    }
}

/// Keeps, of moves that fit a word with a wing (`KR-Q1`, `QxKN`), those of
/// the piece on that wing: a bishop by its squares' colour, a rook or a
/// knight nearer that side than the others.
fn narrow_wings(p: &Parsed, moves: &mut Vec<Move>, color: Color) {
    if let (Some(king), Some(role)) = (p.wing, p.role) {
        if role == Role::Bishop {
            moves.retain(|m| {
                m.from()
                    .is_some_and(|sq| light(sq) == (king == (color == Color::White)))
            });
        } else {
            narrow_side(moves, king, |m| m.from());
        }
    }
    if let Some(target) = &p.capture
        && let (Some(king), Some(role)) = (target.wing, target.role)
    {
        if role == Role::Bishop {
            // The opponent's king's bishop: f8 (dark) for Black.
            moves.retain(|m| {
                m.to()
                    .is_some_and(|sq| light(sq) == (king == (color == Color::Black)))
            });
        } else {
            narrow_side(moves, king, |m| m.to());
        }
    }
}

/// Keeps the moves whose square (`at`) is furthest to the king's side (the
/// h-file) or the queen's.
fn narrow_side(moves: &mut Vec<Move>, king: bool, at: impl Fn(&Move) -> Option<Square>) {
    let files = moves.iter().filter_map(|m| at(m).map(|s| s.file().index()));
    let best = if king { files.max() } else { files.min() };
    if let Some(best) = best {
        moves.retain(|m| at(m).is_some_and(|s| s.file().index() == best));
    }
}

impl Descriptive {
    /// Settles an ambiguous word (`B-R4` fitting Ba4 and Bh4) by legality
    /// over the rest of its line: each of `candidates`, legal moves of
    /// `pos`, is played and the move words that follow it on the line
    /// (`rest`, marks standing apart included) are read and played after
    /// it. The candidate with which the line plays furthest is the one
    /// meant; several that play as far leave the word ambiguous. Once only
    /// one candidate's line still plays, the rest is not read: the choice
    /// is made (a book's game is read once more at most per ambiguous word,
    /// usually a few moves).
    ///
    /// A later ambiguous word in `rest` goes on with each of its
    /// candidates ([`crate::resolve::settle`]).
    pub fn settle<'w>(
        &self,
        pos: &Position,
        candidates: &[Move],
        rest: impl IntoIterator<Item = &'w str>,
    ) -> Settled {
        crate::resolve::settle(pos, candidates, rest, |word, p, moves| {
            match self.resolve(word, p) {
                Resolution::Move(mv, _) => moves.push(mv),
                Resolution::Ambiguous(found) => moves.extend(found),
                Resolution::Mark(_) => return Step::Mark,
                _ => {}
            }
            Step::Moves
        })
    }
}
