//! Games inside prose: the move text of a page of a book, a newspaper
//! column or a web page, found among its paragraphs, and where each of its
//! games ends.
//!
//! The reader cuts a stream into games at tags and PGN results only (its
//! splitter knows token kinds, never text). A text with no tags at all (a
//! page, a column: [`bare_text`]) may hold prose around its games, and games
//! that end with a word for a draw (`patta`, `Remis`) and no PGN result;
//! [`Page::find`] reads such a game chunk again, by the text of its words,
//! and gives the games in it. The drivers check and translate each of them
//! as a game of its own; the prose is not read (a translation copies it
//! byte for byte, a `--style` writes only the games).
//!
//! What is a game is decided by the text itself, not by a file's name:
//!
//! * each word is a move word in form ([`Class::Move`]: a letter and a
//!   digit, castling, digits of ICCF, a capture between two capitals, a
//!   word for mate of any language), a word for a draw or for resigning
//!   of any language ([`Class::Draw`]: `patta`, `abbandona`), or a word of
//!   prose ([`Class::Prose`]: any other);
//! * three words of prose or more with nothing but punctuation, comments or
//!   annotation signs between them are a stretch of prose, which ends a
//!   game; fewer stay in the game around them (a misprinted move is an
//!   error of its game, never prose);
//! * a game starts at a move number before a move word, or at two move
//!   words in a row, and ends at its last move, result or word for a draw;
//!   a word for a draw at the game's depth ends the game;
//! * a game has at least two move words, or one numbered move that a
//!   result ends (a solution of one move: `1.Lxd5! 1:0`): a sentence that
//!   names `e4` once, a caption `Diagram 3` or a year are prose.
//!
//! A chunk that is one game with no prose around it is left as it is
//! ([`Page::find`] answers `None`): bare move text reads as before.

use std::ops::Range;

pub mod continuation;
pub mod font_diagram;
pub mod heading;
pub mod setup;

use crate::{
    analysis::PageEvidence,
    diagnostic::{Arg, Code, Diagnostic},
    letters::Script,
    lexer::{Token, TokenKind, language_word},
    locale::Locales,
    printed::{PRINTED_DASHES, PrintedWords, WordSets},
    tree::GameChunk,
};

/// How many words of prose in a row end a game.
const PROSE_RUN: usize = 3;

/// How many bytes of a text's head [`bare_text`] looks at.
pub const HEAD_BYTES: usize = 64 * 1024;

/// What a token is to a reader of a page.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Class {
    /// A move number.
    Number,
    /// A word that is a move in form.
    Move,
    /// A word for a draw or for resigning, standing where a result
    /// stands.
    Draw,
    /// A PGN result (or one the lexer reads as typeset).
    Result,
    /// A word of prose.
    Prose,
    /// Punctuation, a comment, an annotation sign, a parenthesis: neither
    /// ends a stretch of prose nor starts a game.
    Neutral,
}

/// The printed words of every language, for [`Class`]: the words for
/// mate and for a draw.
#[derive(Clone, Debug, Default)]
pub struct Words {
    languages: Vec<PrintedWords>,
    /// The words for mate, a draw and resigning of all of them.
    sets: WordSets,
    /// The words of descriptive notation for castling (`Castles`).
    castles: Vec<String>,
}

impl Words {
    /// The printed words of every language of `locales`.
    #[must_use]
    pub fn of(locales: &Locales) -> Words {
        let castles = locales
            .iter()
            .filter_map(|l| l.notation_message("descriptive-castles", None))
            .flat_map(|w| w.split_whitespace().map(str::to_owned).collect::<Vec<_>>())
            .collect();
        let languages: Vec<PrintedWords> = locales.iter().map(PrintedWords::of).collect();
        Words {
            sets: WordSets::of(&languages),
            languages,
            castles,
        }
    }

    fn is_draw(&self, word: &str) -> bool {
        self.sets.is_draw(word) || self.sets.is_resign(word)
    }

    /// Whether `word` is a word for resigning (and no word for a draw) of
    /// some language.
    fn is_resign(&self, word: &str) -> bool {
        self.sets.is_resign(word) && !self.sets.is_draw(word)
    }

    /// Whether `word` is a word of a phrase for resigning of several words
    /// of some language ([`PrintedWords::in_phrase`]): else
    /// [`phrase_class`](Self::phrase_class) finds none for it.
    fn in_a_phrase(&self, word: &[u8]) -> bool {
        std::str::from_utf8(word).is_ok_and(|text| self.languages.iter().any(|w| w.in_phrase(text)))
    }

    /// What `token`, a word of prose in form, is when it is a word of a
    /// phrase for resigning of several words of some language (`gaf` and
    /// `op.` of `Wit gaf op.`, `se` of `černý se vzdal`): its last word
    /// stands where a result stands ([`Class::Draw`]), the others are
    /// neutral. The side named before it stays a word of prose.
    fn phrase_class(&self, src: &[u8], token: &Token) -> Option<Class> {
        let text = std::str::from_utf8(token.bytes(src)).ok()?;
        let span = token.span();
        self.languages
            .iter()
            .filter(|w| w.in_phrase(text))
            .find_map(|w| {
                let found = w.resigning(src, &span)?;
                (found.phrase.start <= span.start).then_some(if found.head {
                    Class::Draw
                } else {
                    Class::Neutral
                })
            })
    }

    /// Whether `token`, a word for resigning, has a side named before it
    /// at the start of its sentence and a clause after it (`Белые сдались
    /// ввиду потери фигуры.`): the result, the clause prose.
    fn resigns_before_clause(&self, src: &[u8], token: &Token) -> bool {
        let span = token.span();
        self.languages
            .iter()
            .any(|w| w.resigning(src, &span).is_some_and(|r| r.head && r.clause))
    }

    fn is_mate(&self, word: &str) -> bool {
        self.sets.is_mate(word)
    }

    /// What the word `text` is.
    #[must_use]
    pub fn class_of_word(&self, text: &str) -> Class {
        // A descriptive move printed with spaces inside (`Kt × B`, one word
        // of the lexer) is read by its form without them.
        let squeezed: String;
        let text = if text.contains(char::is_whitespace) {
            squeezed = text.split_whitespace().collect();
            &squeezed
        } else {
            text
        };
        if self.is_draw(text) {
            return Class::Draw;
        }
        if self.is_mate(text) {
            return Class::Move;
        }
        let core = text.trim_end_matches(['+', '#', '!', '?', ';', ',', '.']);
        if core.is_empty() {
            return Class::Neutral;
        }
        // Castling in words, as descriptive notation prints it (`6. ...
        // Castles`).
        if self.castles.iter().any(|w| w == core) {
            return Class::Move;
        }
        // A dash of print standing alone between a pair's moves.
        if core.chars().all(crate::printed::is_dash) {
            return Class::Neutral;
        }
        // Castling, with letters (capital or not: `o-o`, as French and
        // Dutch pages print it) or zeros and any dash.
        let castles = core
            .chars()
            .filter(|c| matches!(c, 'O' | 'o' | '0'))
            .count();
        if (2..=3).contains(&castles)
            && core
                .chars()
                .all(|c| matches!(c, 'O' | 'o' | '0' | '-') || PRINTED_DASHES.contains(&c))
        {
            return Class::Move;
        }
        let digits = core.chars().filter(char::is_ascii_digit).count();
        if digits == core.chars().count() {
            // ICCF's digits (`5254`); a year with a 0 or a 9 is prose.
            let iccf =
                (4..=5).contains(&digits) && core.bytes().all(|b| (b'1'..=b'8').contains(&b));
            return if iccf { Class::Move } else { Class::Prose };
        }
        if digits > 0 {
            let letters = core.chars().filter(|c| c.is_alphabetic()).count();
            // A move names a square, a letter before a digit (`e4`, `P-K4`,
            // `Βθ7`); `5a` of `Houdini 1.5a` or `Háse/2011` names none.
            let square = core
                .chars()
                .zip(core.chars().skip(1))
                .any(|(a, b)| a.is_alphabetic() && b.is_ascii_digit());
            // A letter before two digits in a row and more after them
            // names no square (`C55` of `ECOC55–C59`, a range of codes
            // glued to its label): no rank has two digits. At the word's
            // end, or before a period, they may be a move number glued to
            // the move before it, as scans print it (`Tf7+Rg83.Rf6!`) —
            // after a square's small file letter, never after a capital:
            // a capital before two digits is a code at the word's end too
            // (`C37` of `3. Nf3 Be7, C37 - Muzijev gambit: 1. e4`, the ECO
            // code of the next line, as hr.wikipedia's "Kraljev gambit"
            // prints an opening's lines).
            let chars: Vec<char> = core.chars().collect();
            let code = chars.iter().enumerate().any(|(k, c)| {
                let run = chars[k + 1..]
                    .iter()
                    .take_while(|d| d.is_ascii_digit())
                    .count();
                c.is_alphabetic()
                    && run >= 2
                    && (c.is_uppercase()
                        || chars.get(k + 1 + run).is_some_and(|&after| after != '.'))
            });
            return if square && !code && digits <= 4 && letters <= 8 && core.chars().count() <= 16 {
                Class::Move
            } else {
                Class::Prose
            };
        }
        // A capture of descriptive notation, between two capitals (`PxP`,
        // `KtxB`).
        if let Some((a, b)) = core.split_once(['x', '×', ':'])
            && a.starts_with(char::is_uppercase)
            && b.starts_with(char::is_uppercase)
            && core.chars().count() <= 8
        {
            return Class::Move;
        }
        Class::Prose
    }

    /// What the token `token` of `src` is.
    #[must_use]
    pub fn class_of(&self, src: &[u8], token: &Token) -> Class {
        #[cfg(test)]
        CLASSED.with(|n| n.set(n.get() + 1));
        match token.kind {
            TokenKind::MoveNumber => Class::Number,
            TokenKind::Result => Class::Result,
            TokenKind::Word => std::str::from_utf8(token.bytes(src))
                .map_or(Class::Prose, |text| self.class_of_word(text)),
            TokenKind::String
            | TokenKind::UnterminatedString
            | TokenKind::LooseString
            | TokenKind::PrintedString
            | TokenKind::InvalidUtf8 => Class::Prose,
            _ => Class::Neutral,
        }
    }
}

/// The games of a chunk of bare text (see the [module documentation](self)).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Page {
    /// Each game's tokens, indices into the chunk's tokens: one range, or
    /// several for a game whose moves go on after prose (a commentary
    /// between its moves, `3. Bc4` after a paragraph that follows `2...
    /// exf4`).
    pub games: Vec<Vec<Range<usize>>>,
    /// Whether prose stands around the games (else they were only cut at
    /// words for a draw).
    pub prose: bool,
    /// For each game, the first of its notes that holds moves (a variation
    /// printed inline, moves named in a sentence), as indices into the
    /// chunk's tokens, from its first significant token to its last.
    pub notes: Vec<Option<Range<usize>>>,
    /// For each game, the runs of its moves printed after prose at its end
    /// that start again at Black's move of a number it has passed (`2.
    /// Βδ3+ ματ. Αν 1... Ιε5 2. Βζ4+ ματ.`), as indices into the chunk's
    /// tokens, in order: variations printed apart where the replay finds
    /// that they play so, else notes ([`Cut::restarts`]).
    pub restarts: Vec<Vec<Range<usize>>>,
    /// The diagrams printed in a chess font on the page
    /// ([`font_diagram`]), in order: each one's bytes in the chunk (from
    /// the top of its frame) and the board it shows.
    pub diagrams: Vec<(Range<usize>, forsyth_core::Board)>,
}

impl Page {
    /// The games of the chunk `src` (its `tokens`, trivia left out or
    /// not), when it holds prose or more than one game; `None` for a chunk
    /// that is one game and nothing else, or that starts with tags.
    #[must_use]
    pub fn find(src: &[u8], tokens: &[Token], words: &Words) -> Option<Page> {
        let significant = |t: &Token| !t.kind.is_trivia();
        let first = tokens.iter().find(|t| significant(t))?;
        // Nothing but periods (the stop after a result, `1 : 0.`): no
        // game.
        if tokens
            .iter()
            .filter(|t| significant(t))
            .all(|t| t.kind == TokenKind::Dots && t.bytes(src).iter().all(|&b| b == b'.'))
        {
            return Some(Page {
                games: Vec::new(),
                prose: true,
                notes: Vec::new(),
                restarts: Vec::new(),
                diagrams: Vec::new(),
            });
        }
        if first.kind == TokenKind::TagOpen
            && (tag_line(&src[first.start as usize..])
                || printed_tag_line(&src[first.start as usize..]))
        {
            return None;
        }
        // Cheap first look: no word of prose and no word for a draw
        // before the last token, no page.
        // A line that starts with a word of prose is prose: a move or a
        // number in it is named in a sentence (`the theory prefers 3.Nf3`,
        // `Diagram 3`).
        let mut classes: Vec<(usize, Class)> = Vec::new();
        // The line of each of `classes`, and whether it is a word of a
        // language (see `language_word`).
        let mut lines: Vec<(usize, bool)> = Vec::new();
        let mut line = 0;
        let mut line_prose = None;
        // For each line: whether it is a line of prose, and whether its
        // last word leaves a sentence open (no `.`, `:`, `!` or `?` after
        // it): the line after it goes on with the sentence.
        let mut open: Vec<(bool, bool)> = Vec::new();
        // For each of `classes`, whether it starts a paragraph (a blank
        // line before it).
        let mut paragraphs: Vec<bool> = Vec::new();
        let mut escape_line = false;
        // How many parentheses are open.
        let mut depth = 0usize;
        // The words for resigning in a sentence (`Черные сдались ввиду …`).
        let mut resigned: Vec<usize> = Vec::new();
        // The list marks that start lines (see `list_mark`), as tokens,
        // and whether the next significant token starts its line.
        let mut marks: Vec<Range<usize>> = Vec::new();
        let mut line_first = true;
        // Whether the line is a table's rule (`---|---|`).
        let mut rule_line = false;
        // The diagrams printed in a chess font (see `font_diagram`), with
        // their captions, as ranges of tokens, and their boards; the end
        // of the last one, and whether the next token past it is the first.
        let mut diagrams: Vec<Range<usize>> = Vec::new();
        let mut boards: Vec<(Range<usize>, forsyth_core::Board)> = Vec::new();
        let mut diagram_end = 0;
        let mut after_diagram = false;
        // Whether a word of prose is a word of a phrase for resigning of
        // some language ([`Words::in_a_phrase`]), each word asked once.
        let mut in_phrases: std::collections::HashMap<&[u8], bool> =
            std::collections::HashMap::new();
        // The numbers that start a game inside a sentence after White's
        // first move ([`mid_sentence_game`]), in order; whether a move
        // stands before, and whether a blank line stands after the last
        // one (and whether the last line break was after the last
        // significant token).
        let mut mids: Vec<usize> = Vec::new();
        let mut moved = false;
        let mut blank_since_move = false;
        let mut newline_run = false;
        // The last move number before, of the game or of the prose.
        let mut named_number: Option<u64> = None;
        for (i, t) in tokens.iter().enumerate() {
            if t.kind == TokenKind::Newline {
                blank_since_move |= newline_run;
                newline_run = true;
            } else if significant(t) {
                newline_run = false;
            }
            if t.kind == TokenKind::Newline {
                line_prose = None;
                line_first = true;
                // An escape line (`%`, which PGN readers skip, as the
                // findings fixtures' annotations) is no line of the page:
                // a sentence goes on across it.
                if !escape_line {
                    line += 1;
                }
                escape_line = false;
            }
            if t.kind == TokenKind::Escape {
                escape_line = true;
                continue;
            }
            if !significant(t) {
                continue;
            }
            let text = std::str::from_utf8(t.bytes(src)).unwrap_or_default();
            // A diagram is no text of a game and no prose: neutral, and
            // set aside from the game it stands in (`7.e5 Jxe5?? Diagram
            // XIIIIIIIIY 9r+lwqk+-tr0 … 8.Je6`). The line goes on after it
            // as after a line's start.
            if i >= diagram_end
                && text == font_diagram::TOP
                && let Some(diagram) = font_diagram::read(&src[t.start as usize..])
            {
                let end = t.start as usize + diagram.len;
                diagram_end = i + tokens[i..].partition_point(|t| (t.start as usize) < end);
                after_diagram = true;
                let mut from = i;
                if let Some(last) = classes.last_mut()
                    && diagram_caption(tokens[last.0].bytes(src))
                {
                    last.1 = Class::Neutral;
                    from = last.0;
                }
                diagrams.push(from..diagram_end);
                boards.push((t.start as usize..end, diagram.board));
            }
            if i < diagram_end {
                paragraphs.push(lines.last().is_some_and(|&(l, _)| l + 1 < line));
                classes.push((i, Class::Neutral));
                lines.push((line, false));
                continue;
            }
            if std::mem::take(&mut after_diagram) {
                line_prose = None;
            }
            // A list mark is no text of the line: the token after it
            // decides whether the line is prose. A table's rules and cell
            // walls (`1. e4 | e5 |`, `---|---|`) are none either.
            let first = std::mem::take(&mut line_first);
            if first {
                rule_line = table_rule(src, tokens, i);
            }
            // So is a label glued to a number (`ResponderEliminar1.`).
            let list = first && (list_mark(src, tokens, i) || glued_label(tokens, i + 1));
            // A diagram printed as the names of its squares, a rank a line
            // (`a8 b8 c8 d8 e8 f8 g8 h8`): prose, no moves.
            if first && square_names(src, tokens, i) {
                line_prose = Some(true);
            }
            if list || table_mark(src, t) || (rule_line && table_rule_part(src, t)) {
                marks.push(i..i + 1);
                line_first = first;
                paragraphs.push(lines.last().is_some_and(|&(l, _)| l + 1 < line));
                classes.push((i, Class::Neutral));
                lines.push((line, false));
                continue;
            }
            let mut class = words.class_of(src, t);
            if class == Class::Prose
                && (files_capture(src, tokens, i, classes.last().map(|(_, c)| *c), words)
                    || (classes.last().is_some_and(|(_, c)| *c == Class::Number)
                        && t.kind == TokenKind::Word
                        && scanned_first_rank(text)
                        && !spaced_on(src, &tokens[i + 1..])))
            {
                class = Class::Move;
            }
            if class == Class::Prose
                && t.kind == TokenKind::Word
                && *in_phrases
                    .entry(t.bytes(src))
                    .or_insert_with(|| words.in_a_phrase(t.bytes(src)))
                && let Some(phrase) = words.phrase_class(src, t)
            {
                class = phrase;
            }
            if class == Class::Draw && resign_in_sentence(src, &tokens[i + 1..], words, t) {
                class = Class::Prose;
                resigned.push(i);
            }
            // A word for mate after a word of prose is a word of the
            // sentence (`7.Jd5# Légalův mat – kombinace…`: Légal's mate),
            // not the mate of a move.
            if class == Class::Move
                && t.kind == TokenKind::Word
                && words.is_mate(text)
                && classes.last().is_some_and(|(_, c)| *c == Class::Prose)
            {
                class = Class::Prose;
            }
            // A line's title before a game (`Defensa Siciliana: 1.e4 c5`):
            // the game starts at its first move number, as a line would.
            if class == Class::Number
                && (titled(src, tokens, i) || sentence_game(src, tokens, i, words))
            {
                line_prose = None;
            } else if class == Class::Number
                && line_prose == Some(true)
                && depth == 0
                && (!moved
                    || (blank_since_move
                        && number(src, t) == Some(1)
                        && black_number(src, tokens, i)))
                // Not the line that goes on from a move the prose names
                // just before (`Ef svart … leikur 5...., d7—d6, … áfram:
                // 6. Rf3 x e5, Dd8—e7 … 7. …`: if Black plays 5...d6,
                // White goes on with 6.Nxe5): a note of that move.
                && !number(src, t)
                    .is_some_and(|n| named_number.is_some_and(|m| m + 1 == n || m == n))
                && mid_sentence_game(src, tokens, i, words)
            {
                line_prose = None;
                mids.push(i);
            }
            // A line that starts inside a parenthesis opened on a line
            // before it (`(Eine selten gewählte⏎Fortsetzung, … korrekt)
            // 6...Le7`) is decided by its first token after it: the words
            // of the parenthesis are its own.
            let inside = depth > 0 || t.kind == TokenKind::ParenClose;
            match t.kind {
                TokenKind::ParenOpen => depth += 1,
                TokenKind::ParenClose => depth = depth.saturating_sub(1),
                _ => {}
            }
            let prose = if inside && line_prose.is_none() {
                false
            } else {
                *line_prose.get_or_insert(class == Class::Prose)
            };
            let class = match class {
                Class::Move | Class::Number if prose => Class::Prose,
                other => other,
            };
            if open.len() <= line {
                open.resize(line + 1, (false, false));
                open[line].0 = prose;
            }
            if t.kind != TokenKind::BraceComment {
                open[line].1 = !text.ends_with(['.', ':', '!', '?']);
            }
            if class == Class::Move {
                moved = true;
                blank_since_move = false;
            }
            if class == Class::Number || t.kind == TokenKind::MoveNumber {
                named_number = number(src, t).or(named_number);
            }
            paragraphs.push(lines.last().is_some_and(|&(l, _)| l + 1 < line));
            classes.push((i, class));
            lines.push((line, t.kind == TokenKind::Word && language_word(text)));
        }
        let dividers = dividers(&mut classes, &lines, src, tokens);
        // Brackets first: one among the moves is no word of a
        // parenthesis around it (`( 9... Bxh2+ … Bg2 {…}[the white king …]
        // ) 10. g3` is a variation).
        let (bracket_notes, inline, bracket_prose) = brackets(&mut classes, src, tokens, words);
        let (mut asides, aside_notes) = asides(&mut classes, src, tokens);
        // One inside an aside is that aside's (asides are in order and
        // apart: the one that starts last before it is the one it may be
        // in). So is a diagram.
        let inline: Vec<Range<usize>> = inline
            .into_iter()
            .chain(diagrams)
            .filter(|b| {
                let k = asides.partition_point(|a| a.start <= b.start);
                !(k > 0 && b.end <= asides[k - 1].end)
            })
            .collect();
        if !inline.is_empty() {
            asides.extend(inline);
            asides.sort_by_key(|a| a.start);
        }
        let last = classes.len().saturating_sub(1);
        // A note among the moves (words in parentheses or brackets) makes
        // a page: its words are no moves.
        if marks.is_empty()
            && asides.is_empty()
            && !classes
                .iter()
                .enumerate()
                .any(|(k, (_, c))| *c == Class::Prose || (*c == Class::Draw && k < last))
        {
            return None;
        }
        let mut prose = prose_stretches(&classes, &lines);
        for (k, heading) in headings(&classes, &lines).into_iter().enumerate() {
            prose[k] |= heading;
        }
        for range in bracket_prose {
            for p in &mut prose[range] {
                *p = true;
            }
        }
        for k in dividers {
            prose[k] = true;
        }
        quotations(&classes, &lines, src, tokens, &mut prose);
        // What stands in a note in parentheses is the note's, never the
        // prose that ends a game (`(4... Bxf2+ 5. Rxf2⏎Cxe5 [(Starr …), mas
        // … e5)] 6. d4`: a bracket inside).
        for aside in &asides {
            let from = classes.partition_point(|(i, _)| *i < aside.start);
            let to = classes.partition_point(|(i, _)| *i < aside.end);
            for p in &mut prose[from..to] {
                *p = false;
            }
        }
        let mut found = Vec::new();
        let mut region_start = 0;
        let mut k = 0;
        while k <= classes.len() {
            let end_here = k == classes.len() || prose[k];
            if end_here {
                games_in(
                    &classes[region_start..k],
                    &paragraphs[region_start..k],
                    src,
                    tokens,
                    words,
                    &mids,
                    &mut found,
                );
                region_start = k + 1;
            }
            k += 1;
        }
        let mut since = 0;
        for stretch in &mut found {
            let first = stretch.pieces[0].start;
            // (`resigned` is in order: the first at or after `since`.)
            let k = resigned.partition_point(|&r| r < since);
            stretch.after_resign = resigned.get(k).is_some_and(|&r| r < first);
            since = stretch.pieces[stretch.pieces.len() - 1].end;
            let k = classes.partition_point(|(i, _)| *i < first);
            let line = lines[k].0;
            stretch.in_sentence = (k == 0 || lines[k - 1].0 != line)
                && line > 0
                && open
                    .get(line - 1)
                    .is_some_and(|&(prose, open)| prose && open);
            if stretch.in_sentence {
                stretch.named = named(src, tokens, first, words);
            }
        }
        let joined = join(found, src, tokens);
        let mut aside_in_game = false;
        let mut marked = false;
        let mut restarts = Vec::new();
        let (games, notes): (Vec<_>, Vec<_>) = joined
            .into_iter()
            // A numbered move that a result or a word for resigning ends
            // is a game too: a problem's solution of one move (`REŠITEV:
            // 1.Lxd5! 1:0`).
            .filter(|(g, _)| g.moves >= 2 || (g.moves == 1 && g.ended && g.first_number.is_some()))
            .map(|(g, note)| {
                let (pieces, taken) = without(g.pieces, &asides, src, tokens);
                aside_in_game |= taken;
                // The list marks between its lines (`• 2.פ-ו3 פ-ג6`) are
                // no text of the game.
                let (pieces, taken) = unmarked(pieces, &marks, tokens);
                marked |= taken;
                // A bracket of moves between two pieces (a variation) is a
                // note too; the first note is named.
                // So is a parenthesis of words with moves among them.
                // (Not one among the runs that may be variations printed
                // apart: those are read as notes or variations later.)
                let before = g.apart.first().map_or(pieces.len(), |r| {
                    pieces.partition_point(|p| p.start < r.start)
                });
                let bracket = pieces[..before].windows(2).find_map(|pair| {
                    let gap = pair[0].end..pair[1].start;
                    [&bracket_notes, &aside_notes]
                        .into_iter()
                        .filter_map(|notes| {
                            let k = notes.partition_point(|b| b.start < gap.start);
                            notes.get(k).filter(|b| b.end <= gap.end).cloned()
                        })
                        .min_by_key(|b| b.start)
                });
                let note = match (note, bracket) {
                    (Some(n), Some(b)) => Some(if b.start < n.start { b } else { n }),
                    (n, b) => n.or(b),
                };
                restarts.push(g.apart);
                (pieces, note)
            })
            .unzip();
        let in_games: usize = games
            .iter()
            .flatten()
            .map(|g: &Range<usize>| {
                let from = classes.partition_point(|(i, _)| *i < g.start);
                let to = classes.partition_point(|(i, _)| *i < g.end);
                classes[from..to]
                    .iter()
                    .filter(|(_, c)| *c == Class::Prose)
                    .count()
            })
            .sum();
        let all_prose = classes.iter().filter(|(_, c)| *c == Class::Prose).count();
        let has_prose = all_prose > in_games || aside_in_game;
        if !has_prose && games.len() <= 1 && !marked {
            return None;
        }
        let notes = notes
            .into_iter()
            .map(|note| {
                let note = note?;
                let first = note.clone().find(|&i| significant(&tokens[i]))?;
                let last = note.rev().find(|&i| significant(&tokens[i]))?;
                Some(first..last + 1)
            })
            .collect();
        Some(Page {
            games,
            prose: has_prose,
            notes,
            restarts,
            diagrams: boards,
        })
    }
}

/// The games of a page's runs of move text, each with the first of its
/// notes that holds moves (the tokens between two of its pieces).
///
/// A run whose first move is the one that comes after the game before it
/// (`9. ........ B - Kt 2` after `9. B - Kt 5` and a paragraph) is more of
/// that game, the prose between its commentary; so is one whose number
/// goes on from the game's (the same number for Black's move, or the
/// next), unless it starts from a move the game has passed. Before such a
/// run, runs that start from a move the game has passed (a variation
/// printed inline: `27...P × Kt would be worse` after `27. Kt × Kt K × Kt`)
/// or that go on with a sentence (`16 Kt - Q R 4, Kt (B 4) - K 5.` under
/// `The alternative would have been 14...P - Kt 4;`) are notes of the game,
/// not games, and the game goes on after them (when none goes on with the
/// game, they are read as before). A run that starts at White's first move
/// is always a game of its own.
fn join(
    mut found: Vec<Stretch>,
    src: &[u8],
    tokens: &[Token],
) -> Vec<(Stretch, Option<Range<usize>>)> {
    // Black's move under White's number, as some print it (`21. – Be8`
    // after `21. a4`, `9 B - Kt 2` after `9 B - Kt 5`), is the next move,
    // in a game that numbers no Black move as Black's.
    let black_as_white = |game: &Stretch, stretch: &Stretch| {
        !game.black_numbered
            && !stretch.white_named
            && matches!((game.next, stretch.first()),
                (Some((n, true)), Some((m, false))) if n == m)
    };
    let passed = move |game: &Stretch, stretch: &Stretch| {
        !black_as_white(game, stretch)
            && matches!((game.next, stretch.first()), (Some(next), Some(first)) if first < next)
    };
    // Whether `stretch` starts at the game's next move, or at the move of
    // the game after an alternative printed inline at its end.
    let goes_on = |game: &Stretch, stretch: &Stretch| {
        stretch.first().is_some()
            && (game.next == stretch.first() || game.resume == stretch.first())
    };
    let continues = move |game: &Stretch, stretch: &Stretch| {
        !game.ended
            && game.apart.is_empty()
            && !stretch.first_move()
            && match (game.next, stretch.first()) {
                _ if game.resume.is_some() && game.resume == stretch.first() => true,
                (Some((_, true)), _) if stretch.dots => true,
                // Black's move under dots when the game is at White's: an
                // alternative to Black's move played (`4.Cc3 Dc7⏎- ..g6 …`).
                (Some((_, false)), _) if stretch.dots => false,
                (Some(next), Some(first)) if first == next => true,
                _ if black_as_white(game, stretch) => true,
                _ if passed(game, stretch) => false,
                // Black's move of the number of White's next, numbered as
                // Black's, leaves White's move out: moves named after one
                // the page names in a sentence (`4...ר-ב4 מוביל לעמדה
                // סימטרית` under `המסע המשוחק ביותר של הלבן הוא 4.ר-ב-5`,
                // the alternatives after it), not more of the game.
                (Some((n, false)), Some((m, true))) if m == n => false,
                _ => matches!((game.last_number, stretch.first_number),
                    (Some(m), Some(n)) if (n > 1 || stretch.first_black)
                        && (n == m || n == m + 1)),
            }
    };
    let note = |game: &Stretch, stretch: &Stretch| {
        !game.ended
            && !stretch.first_move()
            && (passed(game, stretch)
                || stretch.in_sentence
                || (stretch.dots && matches!(game.next, Some((_, false)))))
    };
    // Whether `stretch` goes on with moves its sentence names on the line
    // before it that are no move of the game: a threat (`grozi`, `hrozí`,
    // the language's word for one, ending the sentence), or an alternative
    // to a move the game has played (`Po 4. ... Sf6:e4⏎5. d4:e5 grozi 6.
    // Hd5` after `4. ... e5:d4`: after 4...Nxe4 5.dxe5). Its moves are a
    // note, though its number is the game's next.
    let aside = |game: &Stretch, stretch: &Stretch| {
        let Some(named) = &stretch.named else {
            return false;
        };
        !game.ended
            && !stretch.first_move()
            && match named.moves {
                None => true,
                Some((at, word, next)) => {
                    Some(next) == stretch.first()
                        && game.next.is_some_and(|n| at < n)
                        && game
                            .played
                            .iter()
                            .rev()
                            .find(|(a, _)| *a == at)
                            .is_some_and(|&(_, played)| {
                                move_core(tokens[played].bytes(src))
                                    != move_core(tokens[word].bytes(src))
                            })
                }
            }
    };
    // A run at White's number whose next run, later in its sentence,
    // starts at Black's move of the same number, numbered as Black's
    // (`29.Сd7+ форсировало мат …, например 29. … Кd7 30.Фd7+` after
    // `29.Лd6 …`): the page numbers Black's move of that number as Black's,
    // so the run's is White's, an alternative to White's move, never
    // Black's move under White's number.
    for k in 1..found.len() {
        let (before, run) = (&found[k - 1], &found[k]);
        let gap = before.pieces.last().map_or(0, |p| p.end)..run.pieces[0].start;
        if let (Some((n, false)), Some((m, true))) = (before.first(), run.first())
            && n == m
            && run.after_prose
            && !run.after_stop
            && !tokens[gap].iter().any(|t| t.kind == TokenKind::Newline)
        {
            found[k - 1].white_named = true;
        }
    }
    let mut joined: Vec<(Stretch, Option<Range<usize>>)> = Vec::new();
    // Runs set aside as notes of the last game, until one goes on with it.
    let mut pending: Vec<Stretch> = Vec::new();
    // For each run, whether a run after it (before the next game from
    // White's first move) starts at the same move: the game's move printed
    // again after an alternative named in a sentence (`Beter was hier
    // 3.Pc3 Pf6. 3.Pf3 Pf6`).
    // So is a run inside a sentence that starts at Black's move when the
    // next run that starts a line is Black's move under dots (`y si ahora
    // 6. ... Ce4 7. Ad2` before `... Ag4.` under `6. Ad2 ...`).
    let again: Vec<bool> = (0..found.len())
        .map(|k| {
            let later = || found[k + 1..].iter().take_while(|s| !s.first_move());
            !found[k].after_stop
                && (later().any(|s| s.first().is_some() && s.first() == found[k].first())
                    || (found[k].first_black
                        && later().find(|s| !s.after_prose).is_some_and(|s| s.dots)))
        })
        .collect();
    for (stretch, again) in found.into_iter().zip(again) {
        if stretch.fresh {
            flush(&mut joined, &mut pending, continues);
            joined.push((stretch, None));
            continue;
        }
        let Some((game, first_note)) = joined.last_mut() else {
            if !stretch.after_prose {
                joined.push((stretch, None));
            }
            continue;
        };
        // A game named in a parenthesis of the prose between the moves of
        // a game (`5. f2—f4 Bc8—g4` … `í kongsbragði (1. e4, e5. … 6. d3,
        // Bg4) og telja` … `6. Rg1—f3`): a note of that game when a run
        // goes on with it after, else a game of its own ([`flush`]).
        if stretch.in_parens && !game.ended && game.moves >= 2 {
            pending.push(stretch);
            continue;
        }
        if stretch.after_prose {
            // After prose on its line: the game's next move goes on with
            // it (`4.cxd5 “Ik heb …” … remise! 4… cxd5 5.Pc3`), a move
            // passed is a note (`Velen zouden 14…Ld6 en 15… 0-0 kiezen`),
            // anything else moves named in a sentence; never a game.
            if stretch.after_resign || game.ended {
                continue;
            }
            // Inside the sentence of a note whose moves it goes on with
            // (`Фе5—c7; погано 7…Фd5 через 8.Kbd2, і після 9.Сс4 …`: bad
            // is 7…Фd5 for 8.Kbd2), the note's moves, though the game's
            // next move is the same.
            let goes_on_note = !stretch.after_stop
                && pending
                    .last()
                    .is_some_and(|n| n.next.is_some() && n.next == stretch.first());
            if goes_on_note {
                pending.push(stretch);
                continue;
            }
            // A reply printed after the comment on the move before it,
            // with no number, then the next number (`6.Ac4 facendo
            // pressione sulla casa f7 Cf6 7.Db3 doppia minaccia …`): Black's
            // move the game is at, White's next after it; the run goes on
            // with the game from that reply (the words before it prose).
            let mut stretch = stretch;
            if let (Some((lead, count)), Some((n, false)), Some((m, true))) =
                (stretch.lead, stretch.first(), game.next)
                && !again
                && n == m + 1
            {
                let piece = &mut stretch.pieces[0];
                piece.start = lead;
                stretch.moves -= count - 1;
                stretch.first_number = Some(m);
                stretch.first_black = true;
                stretch.lead = None;
            }
            if !again && game.next.is_some() && goes_on(game, &stretch) {
                if let Some(note) = pending.first() {
                    let from = game.pieces.last().map_or(note.pieces[0].start, |p| p.end);
                    first_note.get_or_insert(from..stretch.pieces[0].start);
                    pending.clear();
                }
                extend(game, stretch);
            } else if again || note(game, &stretch) {
                pending.push(stretch);
            }
            continue;
        }
        // A game of one move so far, and a run from that same move on a
        // line of its own: the move was named before its game (`1.-Txe3!
        // y cae la Dama.` in a reader's comment, the game `1...Txe3! ⏎
        // 2.Axe3 ⏎ … 2...Ag4!` further down), which starts here.
        if game.moves < 2
            && pending.is_empty()
            && first_note.is_none()
            && !game.ended
            && stretch.first().is_some()
            && stretch.first() == game.first()
        {
            *game = stretch;
            continue;
        }
        if aside(game, &stretch) {
            pending.push(stretch);
            continue;
        }
        if continues(game, &stretch) {
            if let Some(note) = pending.first() {
                let from = game.pieces.last().map_or(note.pieces[0].start, |p| p.end);
                first_note.get_or_insert(from..stretch.pieces[0].start);
                pending.clear();
            }
            extend(game, stretch);
        } else if note(game, &stretch) && !stretch.ended {
            pending.push(stretch);
        } else {
            // A run on a line of its own that ends its game (`26. Rb6 X
            // c8 … 28. Rb6—d7f og svartur gafst upp.` under `25. — Re7—c6
            // 27. Rc8—b6`, two columns of a scan read as one) is no note
            // that the game goes on after: the runs after it are taken
            // against it, not against the game before it (Skák 1949).
            flush(&mut joined, &mut pending, continues);
            push(&mut joined, stretch, continues);
        }
    }
    flush(&mut joined, &mut pending, continues);
    joined
}

/// The runs set aside as notes when no run goes on with the game after
/// them: read as before (a misnumbered move is an error of a game, never
/// dropped silently).
///
/// A run after prose that starts at Black's move of a number the game has
/// printed (`2. Βδ3+ ματ. Αν 1... Ιε5 2. Βζ4+ ματ.`, if 1... Ιε5), after
/// the last run that is no such note, is appended to the game as a
/// variation printed apart maybe ([`Page::restarts`]): the replay reads it
/// so where it plays so, else as the note it is.
fn flush(
    joined: &mut Vec<(Stretch, Option<Range<usize>>)>,
    pending: &mut Vec<Stretch>,
    continues: impl Fn(&Stretch, &Stretch) -> bool + Copy,
) {
    let tail = pending
        .iter()
        .rposition(|run| !run.after_prose)
        .map_or(0, |k| k + 1);
    for (k, run) in std::mem::take(pending).into_iter().enumerate() {
        if !run.after_prose {
            push(joined, run, continues);
        } else if k >= tail
            && let Some((game, _)) = joined.last_mut()
            && restarts(game, &run)
        {
            let (Some(first), Some(last)) = (run.pieces.first(), run.pieces.last()) else {
                continue;
            };
            game.apart.push(first.start..last.end);
            game.pieces.extend(run.pieces);
        }
        // Else a run after prose that does not go on with the game is
        // moves named in a sentence: prose.
    }
}

/// Whether `run`, a note after prose left over at the end of `game`, may
/// be a variation printed apart: it starts at Black's move of a number
/// the game has reached (`1...` after `2. Βδ3+`).
fn restarts(game: &Stretch, run: &Stretch) -> bool {
    !game.ended
        && !run.after_resign
        && run.black_start
        && matches!((run.first_number, game.last_number), (Some(n), Some(m)) if n <= m)
}

/// Appends `stretch` to the last game of `joined` if it `continues` it,
/// else as a game of its own.
fn push(
    joined: &mut Vec<(Stretch, Option<Range<usize>>)>,
    stretch: Stretch,
    continues: impl Fn(&Stretch, &Stretch) -> bool,
) {
    match joined.last_mut() {
        Some((game, _)) if continues(game, &stretch) => extend(game, stretch),
        _ => joined.push((stretch, None)),
    }
}

/// `game` with the moves of `stretch` after it.
fn extend(game: &mut Stretch, stretch: Stretch) {
    // Black's move under dots with no number after it: White's next.
    if stretch.dots && stretch.first_number.is_none() {
        game.next = game.next.map(|(n, _)| (n + 1, false));
    }
    game.pieces.extend(stretch.pieces);
    game.played.extend(stretch.played);
    game.moves += stretch.moves;
    game.last_number = stretch.last_number.or(game.last_number);
    game.next = stretch.next.or(game.next);
    game.resume = stretch.resume;
    game.ended = stretch.ended;
    game.black_numbered |= stretch.black_numbered;
}

/// Whether `token`, a word for resigning, goes on with words of prose on
/// its line (`and Black resigned a few moves later`): a sentence, not the
/// result (which ends its line or its sentence, a PGN result or stops
/// after it maybe: `y Burn se rindió. Correspondencia: …`).
fn resign_in_sentence(src: &[u8], after: &[Token], words: &Words, token: &Token) -> bool {
    let text = std::str::from_utf8(token.bytes(src)).unwrap_or_default();
    let resigns = words.is_resign(text) || words.phrase_class(src, token) == Some(Class::Draw);
    // The stop that ends the sentence, glued to a word or apart.
    let mut ended = crate::printed::ends_sentence(text);
    resigns
        && !words.resigns_before_clause(src, token)
        && after
            .iter()
            .take_while(|t| t.kind != TokenKind::Newline)
            .filter(|t| !t.kind.is_trivia())
            .take_while(|t| {
                let go = !ended;
                ended = std::str::from_utf8(t.bytes(src)).is_ok_and(crate::printed::ends_sentence);
                go
            })
            .any(|t| words.class_of(src, t) == Class::Prose)
}

/// Which significant tokens (by their place in `classes`) are in a stretch
/// of prose: [`PROSE_RUN`] words of prose or more, with only neutral
/// tokens between them, or two words of a language (see
/// [`language_word`]: `c5?? Automatto! Dopo 20. ... Rf8`), which no
/// misprint of a move makes.
fn prose_stretches(classes: &[(usize, Class)], lines: &[(usize, bool)]) -> Vec<bool> {
    let mut prose = vec![false; classes.len()];
    let mut k = 0;
    while k < classes.len() {
        if classes[k].1 != Class::Prose {
            k += 1;
            continue;
        }
        let (mut end, mut words, mut language) = (k, 0, 0);
        let mut j = k;
        while j < classes.len() && matches!(classes[j].1, Class::Prose | Class::Neutral) {
            if classes[j].1 == Class::Prose {
                words += 1;
                language += usize::from(lines[j].1);
                end = j;
            }
            j += 1;
        }
        if words >= PROSE_RUN || language >= 2 {
            for p in &mut prose[k..=end] {
                *p = true;
            }
        }
        k = j.max(k + 1);
    }
    prose
}

/// Which significant tokens (by their place in `classes`) are on a line of
/// nothing but words of prose, one of them a word of a language (a heading
/// or a caption between a game's moves: `Klassieke variant`, `Bird
/// Açılışı`): prose however few its words, as it holds no misprinted move.
/// `lines` gives each token's line and whether it is a word of a language.
fn headings(classes: &[(usize, Class)], lines: &[(usize, bool)]) -> Vec<bool> {
    let mut heading = vec![false; classes.len()];
    let mut k = 0;
    while k < classes.len() {
        let line = lines[k].0;
        let end = (k..classes.len())
            .find(|&j| lines[j].0 != line)
            .unwrap_or(classes.len());
        let only_prose = classes[k..end]
            .iter()
            .all(|(_, c)| matches!(c, Class::Prose | Class::Neutral));
        if only_prose && lines[k..end].iter().any(|(_, word)| *word) {
            for h in &mut heading[k..end] {
                *h = true;
            }
        }
        k = end;
    }
    heading
}

/// The stars of a line that holds more than one (a divider between
/// sections, `*       *       *`, as Project Gutenberg prints them; `***
/// START OF THIS PROJECT GUTENBERG EBOOK ***`), by their place in
/// `classes`, made words of prose: no game's result, and no game of their
/// own. A game's `*` stands alone on its line.
fn dividers(
    classes: &mut [(usize, Class)],
    lines: &[(usize, bool)],
    src: &[u8],
    tokens: &[Token],
) -> Vec<usize> {
    let star = |(i, _): &(usize, Class)| {
        let t = &tokens[*i];
        t.kind == TokenKind::Result && t.bytes(src) == b"*"
    };
    let mut found = Vec::new();
    let mut k = 0;
    while k < classes.len() {
        let line = lines[k].0;
        let end = (k..classes.len())
            .find(|&j| lines[j].0 != line)
            .unwrap_or(classes.len());
        if classes[k..end].iter().filter(|c| star(c)).count() > 1 {
            for (j, class) in classes.iter_mut().enumerate().take(end).skip(k) {
                if star(class) {
                    class.1 = Class::Prose;
                    found.push(j);
                }
            }
        }
        k = end;
    }
    found
}

/// The parentheses that hold a word of a language (`12. Qe2 (the best
/// move) c5`, `R - Kt 3 ch (best)`, `(actual or close opposition)`), moves
/// among the words or not (`6...Le7 (zu interessanten Verwicklungen würde
/// jetzt Db6 führen, z.B. 7.Lxf6 gxf6⏎8.Sb3 a5 9.a4 Tg8) 7.Dd2`, `(следует
/// играть 6. Kf3 или 6. е3)`), as ranges of tokens from `(` to its `)`,
/// the outermost of nested ones: a note of the game, not a variation, and
/// not the prose that ends a game (their words are made neutral in
/// `classes`). A parenthesis of moves and no such word is a variation
/// (`(if K - B 6, K - R 2)`, `(11... Qe5 12. Bb5 Nc6 14. Rd1±)`), and one
/// with no word at all a promotion or a mark (`(Q)`, `(ch)`); one where
/// a game starts is no note. Returns
/// them, and those of them that hold a move.
fn asides(
    classes: &mut [(usize, Class)],
    src: &[u8],
    tokens: &[Token],
) -> (Vec<Range<usize>>, Vec<Range<usize>>) {
    let mut found: Vec<Range<usize>> = Vec::new();
    // The same asides as ranges of `classes`, for the neutral ones to be
    // passed over when an aside around them is made neutral.
    let mut found_classes: Vec<Range<usize>> = Vec::new();
    let mut with_moves: Vec<Range<usize>> = Vec::new();
    // What the text inside each open parenthesis holds so far, innermost
    // last, its nested parentheses that are no asides included: told as
    // the tokens pass, so that 100 000 nested parentheses cost no more
    // than 100 000 words (each parenthesis is never read again).
    #[derive(Default)]
    struct Inside {
        at: usize,
        // White's first move: `(Př.: 1.e4 d5 2.exd5 Dxd5 3.Jc3, tempo je …)`.
        game: bool,
        word: bool,
        moves: bool,
        // The last bracket inside (`[` or `]`), if any.
        bracket: Option<TokenKind>,
    }
    let mut open: Vec<Inside> = Vec::new();
    for k in 0..classes.len() {
        let (token, class) = classes[k];
        let kind = tokens[token].kind;
        if kind != TokenKind::ParenOpen
            && kind != TokenKind::ParenClose
            && let Some(inside) = open.last_mut()
        {
            match class {
                Class::Move => {
                    inside.moves = true;
                    inside.game |= k > inside.at + 1
                        && classes[k - 1].1 == Class::Number
                        && first_move(src, tokens, classes[k - 1].0);
                }
                Class::Prose => {
                    inside.word |=
                        std::str::from_utf8(tokens[token].bytes(src)).is_ok_and(language_word);
                }
                _ => {}
            }
            if matches!(kind, TokenKind::TagOpen | TokenKind::TagClose) {
                inside.bracket = Some(kind);
            }
        }
        match kind {
            TokenKind::ParenOpen => open.push(Inside {
                at: k,
                ..Inside::default()
            }),
            TokenKind::ParenClose => {
                let Some(inside) = open.pop() else {
                    continue;
                };
                let o = inside.at;
                // A game that starts inside is read as any other.
                let words = !inside.game && inside.word;
                if let Some(parent) = open.last_mut() {
                    if inside.bracket.is_some() {
                        parent.bracket = inside.bracket;
                    }
                    // Not an aside: what it holds is its parent's too.
                    if !words {
                        parent.game |= inside.game;
                        parent.word |= inside.word;
                        parent.moves |= inside.moves;
                    }
                }
                if !words {
                    continue;
                }
                // A bracket opened inside and closed right after it
                // (`(… [(Starr …), mas … e5)] 6. d4`) is the note's.
                let unclosed = inside.bracket == Some(TokenKind::TagOpen);
                let last = match classes.get(k + 1) {
                    Some(&(i, _)) if unclosed && tokens[i].kind == TokenKind::TagClose => {
                        classes[k + 1].1 = Class::Neutral;
                        i
                    }
                    _ => classes[k].0,
                };
                let range = classes[o].0..last + 1;
                // The asides inside this one are part of it (and neutral
                // already).
                let mut from = o;
                let mut inner: Vec<Range<usize>> = Vec::new();
                while found_classes.last().is_some_and(|a| a.start >= o) {
                    found.pop();
                    inner.extend(found_classes.pop());
                }
                for skip in inner.iter().rev() {
                    for c in &mut classes[from..skip.start] {
                        c.1 = Class::Neutral;
                    }
                    from = skip.end;
                }
                for c in &mut classes[from..=k] {
                    c.1 = Class::Neutral;
                }
                let inner_moves = with_moves.last().is_some_and(|a| a.start >= range.start);
                while with_moves.last().is_some_and(|a| a.start >= range.start) {
                    with_moves.pop();
                }
                if inside.moves || inner_moves {
                    with_moves.push(range.clone());
                }
                found.push(range);
                found_classes.push(o..k + 1);
            }
            _ => {}
        }
    }
    (found, with_moves)
}

/// Whether `word` is a diagram's caption printed before it (`Diagram`,
/// `Diagramm`, `Диаграмма`, `Διάγραμμα`, and their cases).
fn diagram_caption(word: &[u8]) -> bool {
    let Ok(word) = std::str::from_utf8(word) else {
        return false;
    };
    let word = word.trim_matches(|c: char| !c.is_alphanumeric());
    // Its first five characters in lower case, on the stack.
    let head: arrayvec::ArrayVec<char, 15> =
        word.chars().take(5).flat_map(char::to_lowercase).collect();
    ["diagr", "диагр", "діагр", "διάγρ", "διαγρ", "דיאגר"]
        .iter()
        .any(|c| c.chars().eq(head.iter().copied()))
}

/// `pieces` (ranges of `tokens`) without the ranges of `asides` inside
/// them, each piece from a significant token to a significant token (an
/// aside that ends a piece, `10. Pd4xc6, ... (zie diagram)`, ends it
/// before it, and so before a closing quotation mark glued to its last
/// move: `2.Hd6-f7matt” (Kings Hunt honlap)`), and whether any was taken
/// out.
fn without(
    pieces: Vec<Range<usize>>,
    asides: &[Range<usize>],
    src: &[u8],
    tokens: &[Token],
) -> (Vec<Range<usize>>, bool) {
    if asides.is_empty() {
        return (pieces, false);
    }
    let mut taken = false;
    let trivia = |i: usize| tokens[i].kind.is_trivia() || quotation_mark(src, &tokens[i]);
    let mut out = Vec::new();
    for piece in pieces {
        let mut from = piece.start;
        // `asides` are in order and apart: those in the piece follow one
        // another.
        let first = asides.partition_point(|a| a.start <= piece.start);
        for aside in asides[first..]
            .iter()
            .take_while(|a| a.start < piece.end)
            .filter(|a| a.end <= piece.end)
        {
            taken = true;
            // Black's dots of a pair printed with White's move alone
            // (`10. Pd4xc6, ... (zie diagram)`) go with it.
            let mut end = aside.start;
            while end > from && (trivia(end - 1) || tokens[end - 1].kind == TokenKind::Dots) {
                end -= 1;
            }
            if end > from {
                out.push(from..end);
            }
            from = from.max(aside.end);
            while from < piece.end && trivia(from) {
                from += 1;
            }
        }
        if from < piece.end {
            out.push(from..piece.end);
        }
    }
    (out, taken)
}

/// Whether the significant token `tokens[i]`, the first of its line, is
/// a list mark (a web page's or a book's list of moves, `• 2.פ-ו3 פ-ג6`,
/// as the Hebrew Wikipedia prints one): a bullet (`•`, `◦`, `▪`, `‣`,
/// `●`, …), or a dash (`–`, `-`) before a move number on its line. It is
/// no text of the game (never a dash between a pair's moves, which stands
/// after a move).
fn list_mark(src: &[u8], tokens: &[Token], i: usize) -> bool {
    let text = std::str::from_utf8(tokens[i].bytes(src)).unwrap_or_default();
    let mut chars = text.chars();
    let (Some(c), None) = (chars.next(), chars.next()) else {
        return false;
    };
    if LIST_MARKS.contains(&c) {
        return true;
    }
    crate::printed::is_dash(c)
        && tokens[i + 1..]
            .iter()
            .take_while(|t| t.kind != TokenKind::Newline)
            .find(|t| !t.kind.is_trivia())
            .is_some_and(|t| matches!(t.kind, TokenKind::MoveNumber | TokenKind::Dots))
}

/// Whether `token` is a wall of a table printed in text (a web page's
/// table copied as text, or Markdown's), alone or in a rule (`|`,
/// `|:--|`): `1. e4 | e5 |`, a Spanish book's moves in a table
/// (epubs.bibliotk.mx). No text of a game.
fn table_mark(src: &[u8], token: &Token) -> bool {
    table_rule_part(src, token) && token.bytes(src).contains(&b'|')
}

/// Whether `token` is made of a table rule's characters only: dashes,
/// walls and colons.
fn table_rule_part(src: &[u8], token: &Token) -> bool {
    let bytes = token.bytes(src);
    !bytes.is_empty() && bytes.iter().all(|b| matches!(b, b'|' | b'-' | b':'))
}

/// Whether the line that starts at the significant token `tokens[i]` is a
/// diagram's rank printed as the names of its squares, files `a` to `h` in
/// order (`a8 b8 c8 d8 e8 f8 g8 h8`, the grid of a wiki's diagram copied as
/// text): no moves.
fn square_names(src: &[u8], tokens: &[Token], i: usize) -> bool {
    let names = tokens[i..]
        .iter()
        .take_while(|t| t.kind != TokenKind::Newline)
        .filter(|t| !t.kind.is_trivia())
        .map(|t| t.bytes(src));
    let Some(rank) = names.clone().next().and_then(|n| n.get(1).copied()) else {
        return false;
    };
    (b'1'..=b'8').contains(&rank)
        && names.clone().count() == 8
        && names.zip(b'a'..=b'h').all(|(n, file)| n == [file, rank])
}

/// Whether the line that starts at the significant token `tokens[i]` is a
/// table's rule (`---|---|`, however the lexer cuts it: `--` is PGN's
/// null move): its significant tokens all made of dashes, walls and
/// colons, a wall among them. Read once a line.
fn table_rule(src: &[u8], tokens: &[Token], i: usize) -> bool {
    let mut walled = false;
    for t in tokens[i..]
        .iter()
        .take_while(|t| t.kind != TokenKind::Newline)
        .filter(|t| !t.kind.is_trivia())
    {
        if !table_rule_part(src, t) {
            return false;
        }
        walled |= table_mark(src, t);
    }
    walled
}

/// The bullets of lists: no character of a move text.
const LIST_MARKS: [char; 14] = [
    '•', '◦', '‣', '⁃', '∙', '·', '▪', '▫', '●', '○', '■', '□', '►', '▸',
];

/// `pieces` (ranges of `tokens`) cut at the list `marks` inside them (one
/// token each), each piece from a significant token to a significant
/// token, and whether any was taken out.
fn unmarked(
    pieces: Vec<Range<usize>>,
    marks: &[Range<usize>],
    tokens: &[Token],
) -> (Vec<Range<usize>>, bool) {
    let mut taken = false;
    let mut out = Vec::new();
    for piece in pieces {
        let mut from = piece.start;
        let first = marks.partition_point(|m| m.start < piece.start);
        for mark in marks[first..].iter().take_while(|m| m.end <= piece.end) {
            taken = true;
            let mut end = mark.start;
            while end > from && tokens[end - 1].kind.is_trivia() {
                end -= 1;
            }
            if end > from {
                out.push(from..end);
            }
            from = mark.end;
            while from < piece.end && tokens[from].kind.is_trivia() {
                from += 1;
            }
        }
        if from < piece.end {
            out.push(from..piece.end);
        }
    }
    (out, taken)
}

/// What [`brackets`] finds: the notes, the asides among the moves and the
/// prose brackets.
type Brackets = (Vec<Range<usize>>, Vec<Range<usize>>, Vec<Range<usize>>);

/// The brackets of book prose, prose (by their place in `classes`):
/// `[Illustration]`, `[Diagram 3]`, a footnote's mark `[1]` or
/// its text `[Footnote: ...]`, over lines too, from `[` to its `]` (or to
/// the next `[`), however few their words, unless a game starts inside
/// (White's first move: `[Footnote: Lasker - Bauer: 1. P-KB4, P-Q4;
/// ...]`), whose words are read as any others. Moves of a game passed in
/// a bracket (`[ Bei 3…Sf6 4.Lc4 e6 ist der Läufer c8 eingesperrt.]`, `[
/// 6…dxc2 7.Sc3 …]`) are a variation, never the game's moves: prose too,
/// and a note of the game when its moves go on after it.
///
/// A bracket between a move and the next move of its line or the number
/// of the next (`2. Nf3 [the best move] Nc6`, `Bg2 {…}[the white king
/// has found protection] ) 10. g3`: an editor's words, or a translation
/// of the comment before it) is an aside among the moves, as a
/// parenthesis of words is: its classes become neutral and the game goes
/// on after it. So is a `]` that closes no bracket, or one that closes a
/// bracket a game starts in.
///
/// Returns the brackets that hold moves (a number before a move), as
/// ranges of `tokens` from `[` to its end; the asides among the moves, as
/// ranges of `tokens`; and the other brackets, prose, as ranges of
/// `classes`.
fn brackets(
    classes: &mut [(usize, Class)],
    src: &[u8],
    tokens: &[Token],
    words: &Words,
) -> Brackets {
    let mut notes = Vec::new();
    let mut inline = Vec::new();
    let mut prose = Vec::new();
    let kind = |classes: &[(usize, Class)], k: usize| tokens[classes[k].0].kind;
    // The first class at or after each that is not neutral (read once:
    // a run of brackets costs no more than its tokens).
    let mut next = vec![classes.len(); classes.len() + 1];
    for k in (0..classes.len()).rev() {
        next[k] = if classes[k].1 == Class::Neutral {
            next[k + 1]
        } else {
            k
        };
    }
    // The last class before `k` that is not neutral.
    let mut before: Option<Class> = None;
    let last_of = |classes: &[(usize, Class)], range: Range<usize>, before: Option<Class>| {
        classes[range]
            .iter()
            .rfind(|(_, c)| *c != Class::Neutral)
            .map(|(_, c)| *c)
            .or(before)
    };
    let mut k = 0;
    while k < classes.len() {
        // A `]` that closes no bracket (`Qc7 {… [it's better … Nf6}] 4.
        // e3`: the bracket opened inside the comment) is a mark of print,
        // no text of the game.
        if kind(classes, k) == TokenKind::TagClose {
            inline.push(classes[k].0..classes[k].0 + 1);
        }
        if kind(classes, k) != TokenKind::TagOpen {
            before = last_of(classes, k..k + 1, before);
            k += 1;
            continue;
        }
        let end = (k + 1..classes.len())
            .find(|&j| matches!(kind(classes, j), TokenKind::TagOpen | TokenKind::TagClose))
            .map_or(classes.len(), |j| {
                if kind(classes, j) == TokenKind::TagClose {
                    j + 1
                } else {
                    j
                }
            });
        let game = (k..end).any(|j| {
            classes[j].1 == Class::Number
                && first_move(src, tokens, classes[j].0)
                && classes[j + 1..end]
                    .iter()
                    .find(|(_, c)| *c != Class::Neutral)
                    .is_some_and(|(_, c)| *c == Class::Move)
        });
        // Moves by their form, a sentence's too (`[ Bei Chessbase findet
        // sich … mit 2…Sc6 3.Sc3 Sf6 …]`).
        let moves = (k..end.saturating_sub(1)).any(|j| {
            tokens[classes[j].0].kind == TokenKind::MoveNumber
                && words.class_of(src, &tokens[classes[j + 1].0]) == Class::Move
        });
        if game && kind(classes, end - 1) == TokenKind::TagClose {
            // A game inside: its words are read as any others, and the
            // `]` is a mark of print, as one that closes no bracket (`[
            // This game is …⏎⏎1. d4 e6 … Qc7 {…}] 4. e3`).
            inline.push(classes[end - 1].0..classes[end - 1].0 + 1);
        }
        if !game {
            let range = classes[k].0..classes[end - 1].0 + 1;
            let after = classes.get(next[end]).map(|(_, c)| *c);
            let among_moves = kind(classes, end - 1) == TokenKind::TagClose
                && before == Some(Class::Move)
                && matches!(after, Some(Class::Move | Class::Number));
            if among_moves {
                for c in &mut classes[k..end] {
                    c.1 = Class::Neutral;
                }
            } else {
                prose.push(k..end);
            }
            if moves {
                notes.push(range.clone());
            }
            if among_moves {
                inline.push(range);
            }
        }
        before = last_of(classes, k..end.max(k + 1), before);
        k = end.max(k + 1);
    }
    (notes, inline, prose)
}

/// The typographic quotation marks, which quote prose around a game
/// (`„Ein Zug!“`, `“1.e4 e5”`), never characters of a game.
const QUOTATION_MARKS: [&str; 11] = ["“", "”", "„", "‟", "«", "»", "‚", "‘", "’", "‹", "›"];

/// Whether `token` is a quotation mark alone (the lexer's unknown
/// character).
fn quotation_mark(src: &[u8], token: &Token) -> bool {
    token.kind == TokenKind::Unknown
        && std::str::from_utf8(token.bytes(src)).is_ok_and(|t| QUOTATION_MARKS.contains(&t))
}

/// Marks as prose the quotations in typographic quotes on one line (`18.
/// d5. “Bella!” 18. ... b5`, `„Ein Zug!“`, `«Bravo!»`) that hold a word
/// of prose, however few their words: what a writer quotes is no move, and
/// its quotes are no characters of a game.
fn quotations(
    classes: &[(usize, Class)],
    lines: &[(usize, bool)],
    src: &[u8],
    tokens: &[Token],
    prose: &mut [bool],
) {
    let text = |k: usize| {
        let t = &tokens[classes[k].0];
        if t.kind == TokenKind::Unknown {
            std::str::from_utf8(t.bytes(src)).unwrap_or_default()
        } else {
            ""
        }
    };
    let mut k = 0;
    while k < classes.len() {
        let close: &[&str] = match text(k) {
            "“" => &["”"],
            "„" => &["“", "”"],
            "«" => &["»"],
            "»" => &["«"],
            _ => {
                k += 1;
                continue;
            }
        };
        let line = lines[k].0;
        let end = (k + 1..classes.len())
            .take_while(|&j| lines[j].0 == line)
            .find(|&j| close.contains(&text(j)));
        match end {
            Some(end) if classes[k + 1..end].iter().any(|(_, c)| *c == Class::Prose) => {
                for p in &mut prose[k..=end] {
                    *p = true;
                }
                k = end + 1;
            }
            _ => k += 1,
        }
    }
}

/// A run of move text between stretches of prose: a game, or more of the
/// game before it.
struct Stretch {
    pieces: Vec<Range<usize>>,
    moves: usize,
    /// The first and last move numbers in it.
    first_number: Option<u64>,
    last_number: Option<u64>,
    /// Whether the first move number is Black's (`1...d5` after a heading
    /// under `1.f4` goes on with the game).
    first_black: bool,
    /// Whether it ends with a result or a word for a draw.
    ended: bool,
    /// The move that would come next after it: its number and whether it
    /// is Black's (after `20. Kt - B 5 ! K - B 1`, White's 21st).
    next: Option<(u64, bool)>,
    /// Whether it starts a line that goes on with a sentence of the line
    /// before it (`The alternative would have been 14...P - Kt 4;` above
    /// `16 Kt - Q R 4, Kt (B 4) - K 5.`): moves named in a sentence.
    in_sentence: bool,
    /// When its last moves are an alternative to an earlier Black move
    /// printed inline (`25.Txe5! Dd6 25.-fxe5 26.La5+`), the move of the
    /// game that comes next ([`moves_next`]): a run from it goes on with
    /// the game (`26.Td5` after `betekent dameverlies.`).
    resume: Option<(u64, bool)>,
    /// Whether it starts a game inside a sentence after White's first
    /// move ([`mid_sentence_game`]): a game of its own.
    fresh: bool,
    /// Whether it starts after prose on its line (`… En het werd geen
    /// remise! 4… cxd5 5.Pc3`): more of the game when it starts at the
    /// game's next move, a note when it starts from a move passed, else
    /// moves named in a sentence (prose).
    after_prose: bool,
    /// Whether a word for resigning in a sentence stands between it and
    /// the run before it (`Черные сдались ввиду неизбежного мата после 23…
    /// Кр:g8 24. Лe8+`): the game has ended, and no run after prose goes
    /// on with it.
    after_resign: bool,
    /// Whether it starts a line, or a sentence (`vantaggio. 21. Ch5+.`),
    /// not inside one (`Beter was hier 3.Pc3 Pf6.`).
    after_stop: bool,
    /// Whether it starts with Black's move printed under dots at the start
    /// of a line, with no number (`... Da5` under `3. Cc3 ...` and a
    /// paragraph).
    dots: bool,
    /// Whether it starts with Black's move number (`1...`): after prose,
    /// below the game's number, a variation printed apart maybe (`2. Βδ3+
    /// ματ. Αν 1... Ιε5 2. …`).
    black_start: bool,
    /// The runs after prose appended to it as variations printed apart
    /// maybe ([`Page::restarts`]), token ranges from the first to the last.
    apart: Vec<Range<usize>>,
    /// Whether it numbers a Black move as Black's (`5/ ... - c6`, `5...
    /// c6`): a game that does never prints Black's move under White's
    /// number, so a run at White's number is White's (`6/ Ce4 suivi de …`
    /// under `6/ Fd3 - ... ;`, an alternative to White's move).
    black_numbered: bool,
    /// Whether it ends before a `)` that closes a parenthesis of the prose
    /// it stands in (`í kongsbragði (1. e4, e5. … 6. d3, Bg4) og telur`):
    /// moves named in the prose, which nothing after goes on with.
    in_parens: bool,
    /// Whether the run after it starts at Black's move of its first
    /// number, numbered as Black's (`29.Сd7+ …, например 29. … Кd7`): its
    /// first number is White's ([`join`]).
    white_named: bool,
    /// Its moves outside parentheses, each with where it stands in the
    /// game and its token.
    played: Vec<(MoveAt, usize)>,
    /// When it goes on with a sentence of the line before it
    /// ([`Stretch::in_sentence`]), what that sentence names at its end
    /// ([`named`]).
    named: Option<Named>,
    /// When it starts with moves before its first number, the token of
    /// the last of them and how many they are (`f7 Cf6 7.Db3` after `6.Ac4
    /// facendo pressione sulla casa`: Black's reply printed after the
    /// comment on White's move, with no number, then White's next).
    lead: Option<(usize, usize)>,
}

/// What the sentence a run goes on with names at its end, on the line
/// before the run ([`named`]).
#[derive(Clone, Debug)]
struct Named {
    /// The moves it names last (`Po 4. ... Sf6:e4`): where the first
    /// stands, its token, and the move after them; `None` for a word for a
    /// threat that ends the sentence (`grozi`, `hrozí`).
    moves: Option<(MoveAt, usize, MoveAt)>,
}

impl Stretch {
    /// Where it starts, as a move: its first number and whether it is
    /// Black's.
    fn first(&self) -> Option<(u64, bool)> {
        self.first_number.map(|n| (n, self.first_black))
    }

    /// Whether it starts at White's first move (a game of its own, never
    /// more of the game before it).
    fn first_move(&self) -> bool {
        self.first() == Some((1, false))
    }
}

/// The move that comes after the moves of `stretch` (significant tokens by
/// their class): White's after Black's, Black's after White's, counted
/// from the last move number. What stands in parentheses is a variation's
/// (`7. ... f2:g1S+!! (7. ... fgD? 8. D:d8+ K:d8 9. T:g1)` before `8.
/// Th1:g1`), not counted.
fn next_move(stretch: &[(usize, Class)], src: &[u8], tokens: &[Token]) -> Option<(u64, bool)> {
    moves_next(stretch, src, tokens).0
}

/// A move of a game: its number and whether it is Black's.
type MoveAt = (u64, bool);

/// The move after the moves of `stretch` ([`next_move`]), and, when its
/// last moves are an alternative to an earlier Black move printed inline
/// with no parentheses (`25.Txe5! Dd6 25.-fxe5 26.La5+`), the move of the
/// line they stand after that comes next (White's 26th): where that line
/// goes on (`26.Td5`).
fn moves_next(
    stretch: &[(usize, Class)],
    src: &[u8],
    tokens: &[Token],
) -> (Option<MoveAt>, Option<MoveAt>) {
    let next = |at: Option<(u64, bool)>, moves: usize| {
        let (n, black) = at?;
        Some(match (black, moves) {
            (_, 0) => (n, black),
            (true, _) | (false, 2..) => (n + 1, false),
            (false, _) => (n, true),
        })
    };
    let mut at: Option<(u64, bool)> = None;
    let mut moves = 0;
    let mut main: Option<(u64, bool)> = None;
    for (i, class) in outside_parens(stretch, tokens) {
        match class {
            Class::Number => {
                let here = number(src, &tokens[i]).map(|n| (n, black_number(src, tokens, i)));
                let before = next(at, moves);
                match (here, before) {
                    // The line's next move again, after the alternative's
                    // moves went past it (`26.Td5` after `25.-fxe5
                    // 26.La5+`, not `26.La5+` itself).
                    (Some(h), Some(b)) if main == Some(h) && b > h => main = None,
                    (Some(h @ (_, true)), Some(b)) if main.is_none() && h < b => main = Some(b),
                    _ => {}
                }
                at = here;
                moves = 0;
            }
            Class::Move => moves += 1,
            _ => {}
        }
    }
    (next(at, moves), main)
}

/// The significant tokens of `stretch` (by their class) outside
/// parentheses, the parentheses themselves included.
fn outside_parens<'a>(
    stretch: &'a [(usize, Class)],
    tokens: &'a [Token],
) -> impl Iterator<Item = (usize, Class)> + 'a {
    let mut depth = 0u32;
    stretch.iter().copied().filter(move |&(i, _)| {
        match tokens[i].kind {
            TokenKind::ParenOpen => depth += 1,
            TokenKind::ParenClose => depth = depth.saturating_sub(1),
            _ => {}
        }
        depth == 0 || matches!(tokens[i].kind, TokenKind::ParenOpen | TokenKind::ParenClose)
    })
}

/// The number of a move number token (`12.`, `12...`, `12…`).
fn number(src: &[u8], token: &Token) -> Option<u64> {
    let bytes = token.bytes(src);
    let digits = bytes.iter().take_while(|b| b.is_ascii_digit()).count();
    std::str::from_utf8(&bytes[..digits]).ok()?.parse().ok()
}

/// The moves of `stretch` (significant tokens by their class) outside
/// parentheses, each with where it stands in its game (counted from the
/// move number before it, as [`moves_next`] counts) and its token.
fn moves_at(stretch: &[(usize, Class)], src: &[u8], tokens: &[Token]) -> Vec<(MoveAt, usize)> {
    let mut out = Vec::new();
    let mut at: Option<MoveAt> = None;
    for (i, class) in outside_parens(stretch, tokens) {
        match class {
            Class::Number => {
                at = number(src, &tokens[i]).map(|n| (n, black_number(src, tokens, i)));
            }
            Class::Move => {
                if let Some(here) = at {
                    out.push((here, i));
                    at = Some(match here {
                        (n, false) => (n, true),
                        (n, true) => (n + 1, false),
                    });
                }
            }
            _ => {}
        }
    }
    out
}

/// A move word without the signs after it (`Sf6:e4!` → `Sf6:e4`).
fn move_core(word: &[u8]) -> &[u8] {
    let end = word
        .iter()
        .rposition(|b| !matches!(b, b'+' | b'#' | b'!' | b'?' | b',' | b';' | b'.'))
        .map_or(0, |k| k + 1);
    &word[..end]
}

/// How many tokens of the line before a run [`named`] looks at, from its
/// end back: a sentence names a move or two at its end.
const NAMED_TOKENS: usize = 16;

/// What the open sentence on the line before the token `first` (a run's
/// first) names at its end: the moves after its last move number (`Po 4.
/// ... Sf6:e4`, "after 4...Nxe4"), or a word for a threat of some
/// language (`grozi`) as its last word.
fn named(src: &[u8], tokens: &[Token], first: usize, words: &Words) -> Option<Named> {
    let mut line = tokens[..first]
        .iter()
        .enumerate()
        .rev()
        .skip_while(|(_, t)| t.kind != TokenKind::Newline)
        .skip_while(|(_, t)| t.kind.is_trivia())
        .take_while(|(_, t)| t.kind != TokenKind::Newline)
        .filter(|(_, t)| !t.kind.is_trivia())
        .take(NAMED_TOKENS);
    let (last, token) = line.next()?;
    let text = std::str::from_utf8(token.bytes(src)).ok()?;
    if token.kind == TokenKind::Word && words.languages.iter().any(|w| w.is_threat_word(text)) {
        return Some(Named { moves: None });
    }
    // Back to the last move number, over move words, dots and signs.
    let class = words.class_of(src, token);
    if !matches!(class, Class::Move | Class::Neutral) {
        return None;
    }
    let mut tail = vec![(last, class)];
    for (i, t) in line {
        let class = words.class_of(src, t);
        match class {
            Class::Number => {
                tail.push((i, class));
                tail.reverse();
                let at = number(src, t).map(|n| (n, black_number(src, tokens, i)))?;
                let played = moves_at(&tail, src, tokens);
                let &(_, word) = played.first()?;
                let next = next_move(&tail, src, tokens)?;
                return Some(Named {
                    moves: Some((at, word, next)),
                });
            }
            Class::Move | Class::Neutral => tail.push((i, class)),
            _ => return None,
        }
    }
    None
}

/// Appends the runs of move text of one region (significant tokens
/// between stretches of prose) to `found`: each from its start (a number
/// before a move, or two moves in a row) to its last move, result or word
/// for a draw, cut after a word for a draw or a result outside
/// parentheses.
fn games_in(
    region: &[(usize, Class)],
    paragraphs: &[bool],
    src: &[u8],
    tokens: &[Token],
    words: &Words,
    mids: &[usize],
    found: &mut Vec<Stretch>,
) {
    // Whether prose stands before token `i` on its line: moves named in a
    // sentence after the words of a game's line start no game.
    let after_prose = |i: usize| {
        !titled(src, tokens, i)
            && !glued_label(tokens, i)
            && mids.binary_search(&i).is_err()
            && !sentence_game(src, tokens, i, words)
            && tokens[..i]
                .iter()
                .rev()
                .take_while(|t| t.kind != TokenKind::Newline)
                .any(|t| words.class_of(src, t) == Class::Prose)
    };
    let next_real = |from: usize| {
        region[from..]
            .iter()
            .map(|(_, c)| *c)
            .find(|c| *c != Class::Neutral)
    };
    // The class of the last token of `region[from..s]` that is not
    // neutral.
    let last_real = |from: usize, s: usize| {
        region[from..s]
            .iter()
            .rev()
            .map(|(_, c)| *c)
            .find(|c| *c != Class::Neutral)
    };
    // Whether the last token before `region[s]` that is not neutral is a
    // word of prose (`kiezen.` before `4.Pc3`).
    let after_word = |s: usize| last_real(0, s) == Some(Class::Prose);
    // Whether the last token before `region[s]` that is not neutral is a
    // move that ends a sentence (`è 5. ... f6. 6. Ad3 d4`: an alternative
    // named in a sentence, then the game's next move).
    let after_move_stop = |s: usize| {
        last_real(0, s) == Some(Class::Move) && tokens[region[s - 1].0].bytes(src).ends_with(b".")
    };
    // Whether a line break stands between the significant tokens
    // `region[s - 1]` and `region[s]`.
    let new_line = |s: usize| {
        s > 0
            && tokens[region[s - 1].0..region[s].0]
                .iter()
                .any(|t| t.kind == TokenKind::Newline)
    };
    // Whether token `i` starts its line.
    let line_start = |i: usize| {
        tokens[..i]
            .iter()
            .rev()
            .find(|t| t.kind != TokenKind::Whitespace && t.kind != TokenKind::Format)
            .is_none_or(|t| t.kind == TokenKind::Newline)
    };
    // Whether token `i` starts its line, a list mark aside (`- ..g6`, an
    // alternative to Black's move printed as a list's line).
    let marked_line_start = |i: usize| {
        let mut before = tokens[..i]
            .iter()
            .enumerate()
            .rev()
            .filter(|(_, t)| t.kind != TokenKind::Whitespace && t.kind != TokenKind::Format);
        match before.next() {
            None => true,
            Some((_, t)) if t.kind == TokenKind::Newline => true,
            Some((j, _)) => {
                before
                    .next()
                    .is_none_or(|(_, t)| t.kind == TokenKind::Newline)
                    && list_mark(src, tokens, j)
            }
        }
    };
    // Whether the significant token before token `i` on its line ends a
    // sentence, or none stands before it.
    let after_stop = |i: usize| {
        tokens[..i]
            .iter()
            .rev()
            .take_while(|t| t.kind != TokenKind::Newline)
            .find(|t| !t.kind.is_trivia())
            .is_none_or(|t| {
                t.bytes(src).ends_with(b".")
                    || t.bytes(src).ends_with(b"!")
                    || t.bytes(src).ends_with(b"?")
            })
    };
    let mut k = 0;
    while k < region.len() {
        // The start: a number or a move before a move, or dots that start
        // a line before one (Black's move under White's, `... Da5`).
        let Some(start) = (k..region.len()).find(|&s| {
            (matches!(
                (region[s].1, next_real(s + 1)),
                (Class::Number | Class::Move, Some(Class::Move))
            ) && !caption(tokens[region[s].0].bytes(src)))
                || (tokens[region[s].0].kind == TokenKind::Dots
                    && marked_line_start(region[s].0)
                    && region.get(s + 1).is_some_and(|&(_, c)| c == Class::Move))
        }) else {
            return;
        };
        let dots = tokens[region[start].0].kind == TokenKind::Dots;
        // A run after prose on its line ends with its line (`join` keeps
        // it only as more of the game, or a note of it).
        let after_prose = after_prose(region[start].0);
        let after_stop = after_stop(region[start].0);
        // The end: a word for a draw or a result outside parentheses, or
        // the region's end.
        let mut depth = 0u32;
        let mut end = region.len();
        let mut ended = false;
        let mut in_parens = false;
        let mut moved = false;
        for (s, &(i, class)) in region.iter().enumerate().skip(start) {
            // Whether a parenthesis opened before this token is still open.
            let inside = depth > 0;
            // A `)` that closes no parenthesis of the run after its moves
            // closes the prose's (`í kongsbragði (1. e4, e5. … 6. d3, Bg4)
            // og telur`): the game ends before it, and nothing after the
            // prose goes on with it.
            // (Not a label's, `Δ) 25.ζ4`, `Β1)`, `11 )`: only one glued
            // to a move.)
            if tokens[i].kind == TokenKind::ParenClose
                && depth == 0
                && moved
                && s > start
                && region[s - 1] == (i - 1, Class::Move)
                // Glued: no byte between them (a sparse chunk's tokens
                // leave the white space out, so the index says nothing).
                && tokens[i - 1].end == tokens[i].start
                && !caption(tokens[i - 1].bytes(src))
                && tokens[i - 1].bytes(src).len() > 1
            {
                end = s;
                ended = true;
                in_parens = true;
                break;
            }
            match tokens[i].kind {
                TokenKind::ParenOpen => depth += 1,
                TokenKind::ParenClose => depth = depth.saturating_sub(1),
                _ => {}
            }
            // White's first move again after moves: the next game (lines
            // printed one opening a line, `1.e4 c5 Defensa Siciliana`).
            if class == Class::Number && depth == 0 && moved && first_move(src, tokens, i) {
                end = s;
                break;
            }
            // A run after prose ends with its line, and at a number after
            // a word of prose (`Velen zouden 3…Pbd7 kiezen. 4.Pc3`) or at
            // a number after a move that ends a sentence (`è 5. ... f6. 6.
            // Ad3`, `con 24. Dxf5. 24. ... Dc8`): what follows is a run of
            // its own, which may go on with the game.
            // Not at a line break inside a sentence, where the move
            // goes on (`23.⏎Cf6`) or the run's count does (`Dopo 20. ...
            // Rf8⏎21. dxc6`).
            // Nor where a line of the paragraph ends after White's move and
            // the next starts with Black's (`15. Te2⏎Txe2 16. Cxe2`, a
            // blog's text wrapped between the two moves of a pair).
            let goes_on = || {
                let before = tokens[region[s - 1].0].bytes(src);
                region[s - 1].1 == Class::Number
                    || (class == Class::Number
                        && !before.ends_with(b".")
                        && number(src, &tokens[i]).is_some_and(|n| {
                            next_move(&region[start..s], src, tokens)
                                == Some((n, black_number(src, tokens, i)))
                        }))
                    || (class == Class::Move
                        && !paragraphs[s]
                        && last_real(start, s) == Some(Class::Move)
                        && next_move(&region[start..s], src, tokens)
                            .is_some_and(|(_, black)| black))
            };
            // Nor at a line break inside a parenthesis that closes further
            // on (`31. Th5! Tg7 (31. ... Rf8 32. Th8+⏎Tg8 33. Dd6+ … matto)
            // 32. Dh6`): the page's wrapping, inside the run's note.
            let wrapped = || inside && closes(&region[s..], tokens, depth);
            if after_prose
                && s > start
                && ((new_line(s) && !goes_on() && !wrapped())
                    || (class == Class::Number && (after_word(s) || after_move_stop(s))))
            {
                end = s;
                break;
            }
            // Dots that start a line (a list mark aside) before a move,
            // when the run is at White's move: Black's move again, an
            // alternative to the one played, printed as a list's line
            // (`4.Cc3 Dc7⏎- ..g6 Si tratta …⏎- ..Cd4 5.e5!`, a web page's
            // lesson): a run of its own, which `join` reads as a note.
            if s > start
                && moved
                && depth == 0
                && tokens[i].kind == TokenKind::Dots
                && marked_line_start(i)
                && region.get(s + 1).is_some_and(|&(_, c)| c == Class::Move)
                && next_move(&region[start..s], src, tokens).is_some_and(|(_, black)| !black)
            {
                end = s;
                break;
            }
            // A paragraph or a line that starts from a move passed (the
            // game's moves again after a variation printed on lines of its
            // own; `5/ ... - Fg4; est aussi possible.` under `5/ ... - c6
            // ;`, an alternative printed on a line of its own), or a
            // number after a word of prose that goes back to a move passed
            // (`22.exd4 Of 22.Txc7 Pe2+`: an alternative named inline): a
            // run of its own, which `join` reads as a note or the game
            // going on.
            // So is Black's number after a word of prose, in a run that
            // started at Black's move under dots with no number and has
            // played only it (`... a6 Si bien 3. ... a6 es la defensa`: the
            // move named again in the sentence after it; White's is next).
            // Not the number where the game goes on after an alternative to
            // Black's move printed inline (`26.Td5` after `25.Txe5! Dd6
            // 25.-fxe5 26.La5+ betekent dameverlies.`).
            if class == Class::Number
                && (paragraphs[s] || (depth == 0 && (after_word(s) || line_start(region[s].0))))
                && moved
                && number(src, &tokens[i]).is_some_and(|n| {
                    let here = (n, black_number(src, tokens, i));
                    let (next, main) = moves_next(&region[start..s], src, tokens);
                    match next {
                        Some(next) => here < next && main != Some(here),
                        None => {
                            dots && after_word(s)
                                && here.1
                                && region[start..s]
                                    .iter()
                                    .filter(|(_, c)| *c == Class::Move)
                                    .count()
                                    == 1
                        }
                    }
                })
            {
                end = s;
                break;
            }
            moved |= class == Class::Move;
            if (class == Class::Draw || class == Class::Result) && depth == 0 {
                end = s + 1;
                ended = true;
                break;
            }
        }
        // Back to the last move, result, word for a draw or annotation.
        let last = (start..end).rev().find(|&s| {
            matches!(region[s].1, Class::Move | Class::Draw | Class::Result)
                || matches!(
                    tokens[region[s].0].kind,
                    TokenKind::Glyph
                        | TokenKind::Nag
                        | TokenKind::CheckMark
                        | TokenKind::ParenClose
                        | TokenKind::BraceComment
                )
        });
        let stretch = &region[start..end];
        let moves = stretch.iter().filter(|(_, c)| *c == Class::Move).count();
        let mut numbers = stretch
            .iter()
            .filter(|(_, c)| *c == Class::Number)
            .filter_map(|(i, _)| number(src, &tokens[*i]));
        if let Some(last) = last {
            let (next, resume) = moves_next(&region[start..=last], src, tokens);
            let first_number = numbers.next();
            let first_black = stretch
                .iter()
                .find(|(_, c)| *c == Class::Number)
                .is_some_and(|(i, _)| black_number(src, tokens, *i));
            found.push(Stretch {
                fresh: mids.binary_search(&region[start].0).is_ok(),
                pieces: std::iter::once(region[start].0..region[last].0 + 1).collect(),
                moves,
                first_number,
                last_number: numbers.next_back().or(first_number),
                first_black,
                black_numbered: stretch
                    .iter()
                    .any(|(i, c)| *c == Class::Number && black_number(src, tokens, *i)),
                ended,
                next,
                resume,
                in_sentence: false,
                after_prose,
                after_resign: false,
                after_stop,
                dots,
                // (Not one with characters that read as nothing: a note.)
                black_start: region[start].1 == Class::Number
                    && black_number(src, tokens, region[start].0)
                    && tokens[region[start].0..=region[last].0].iter().all(|t| {
                        !matches!(
                            t.kind,
                            TokenKind::Unknown
                                | TokenKind::UnterminatedString
                                | TokenKind::UnterminatedBraceComment
                        )
                    }),
                apart: Vec::new(),
                in_parens,
                white_named: false,
                played: moves_at(&region[start..=last], src, tokens),
                named: None,
                lead: {
                    let lead: Vec<usize> = outside_parens(stretch, tokens)
                        .take_while(|&(_, c)| c != Class::Number)
                        .filter(|&(_, c)| c == Class::Move)
                        .map(|(i, _)| i)
                        .collect();
                    lead.last().map(|&i| (i, lead.len()))
                },
            });
        }
        k = end.max(start + 1);
    }
}

/// Whether `word` is a capital and a number only (`D3` of `D3 D4`, the
/// captions of two diagrams side by side, as bizkandirayiz.com prints a
/// lesson's diagrams; `B1` of a lettered sub-variation): a label, which
/// names a square in no notation on its own (descriptive notation names
/// its piece first, `P-K4`), so it starts no game though its form is a
/// move's.
fn caption(word: &[u8]) -> bool {
    let Ok(text) = std::str::from_utf8(word) else {
        return false;
    };
    let mut chars = text.chars();
    chars.next().is_some_and(char::is_uppercase) && {
        let rest = chars.as_str();
        (1..=2).contains(&rest.len()) && rest.bytes().all(|b| b.is_ascii_digit())
    }
}

/// Whether the parentheses open before `rest` (`depth` of them, counted
/// with its first token) all close in it: the first token is inside a
/// parenthesis of the text, not after one left open.
fn closes(rest: &[(usize, Class)], tokens: &[Token], depth: u32) -> bool {
    let mut depth = depth;
    for &(i, _) in rest.iter().skip(1) {
        match tokens[i].kind {
            TokenKind::ParenOpen => depth += 1,
            TokenKind::ParenClose => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    return true;
                }
            }
            _ => {}
        }
    }
    depth == 0
}

/// Whether the move number `tokens[i]` is Black's (`1...`, `1. ...`).
fn black_number(src: &[u8], tokens: &[Token], i: usize) -> bool {
    white_passed(src, tokens, i)
        || crate::lexer::move_number(tokens[i].bytes(src)).is_some_and(|n| n.black)
}

/// Whether White's move under the move number `tokens[i]` is left out:
/// dots after it (`1. ... e5`), or a dash in its place (`1.-Txe3!`,
/// `1.-,Ke5.`).
fn white_passed(src: &[u8], tokens: &[Token], i: usize) -> bool {
    tokens[i + 1..]
        .iter()
        .find(|t| !t.kind.is_trivia())
        .is_some_and(|t| t.kind == TokenKind::Dots || lone_dash(src, t))
}

/// Whether the word `token` is a dash alone, or with a separator after it
/// (`-`, `–,`), or the sign printed for a move not given (`—o—`): a move
/// left out.
fn lone_dash(src: &[u8], token: &Token) -> bool {
    token.kind == TokenKind::Word
        && std::str::from_utf8(token.bytes(src)).is_ok_and(crate::printed::move_left_out)
}

/// Whether the move number `tokens[i]` is White's first (`1.`, not `1...`
/// nor `1. ...`).
fn first_move(src: &[u8], tokens: &[Token], i: usize) -> bool {
    crate::lexer::move_number(tokens[i].bytes(src))
        .is_some_and(|n| n.number == 1 && !n.black && !white_passed(src, tokens, i))
}

/// Whether the move number `tokens[i]` is White's first after a title on
/// its line, a word that ends with a colon (`Defensa Siciliana: 1.e4 c5`):
/// a game starts there though prose starts the line.
fn titled(src: &[u8], tokens: &[Token], i: usize) -> bool {
    first_move(src, tokens, i)
        && tokens[..i]
            .iter()
            .rev()
            .take_while(|t| t.kind != TokenKind::Newline)
            .find(|t| !t.kind.is_trivia())
            .is_some_and(|t| t.bytes(src).ends_with(b":"))
}

/// Whether the move number `tokens[i]` has a word glued before it, which
/// the lexer cut off ([`crate::lexer`]: `ResponderEliminar1...Txe3!`,
/// `Bearbeiten1. e2-e4`, the labels of a web page's buttons copied with
/// its text): no sentence names moves with no space before them, and the
/// number starts its line as if the label were not there.
fn glued_label(tokens: &[Token], i: usize) -> bool {
    i > 0
        && tokens
            .get(i)
            .is_some_and(|t| t.kind == TokenKind::MoveNumber)
        && tokens[i - 1].kind == TokenKind::Word
        && tokens[i - 1].end == tokens[i].start
}

/// How many moves in a row, numbered from White's first, make a game of
/// moves printed inside a sentence (fewer are moves the sentence names:
/// `After 1. e4 e5 2. Nf3 Black…`).
const SENTENCE_MOVES: u64 = 4;

/// How many words the notes in parentheses among a sentence's first moves
/// hold at most ([`sentence_game`]): a long paragraph's worth.
const NOTE_WORDS: usize = 200;

/// Whether the move number `tokens[i]` is White's first and starts a game
/// printed inside a sentence: [`SENTENCE_MOVES`] numbers or more in a row
/// from it, each before a move, or two that end in a mate or a result,
/// before three words of prose in a row (`A
/// miniatűr játszmában 1.e4, c5 2.Hf3, Hc6 3.d4, cd … 13.Vg5 után az
/// alábbi állásban:`, as CyberPress Sopron printed Fuchs–Honfi, 1963, on
/// 27 January 2001). What stands in parentheses is not counted.
fn sentence_game(src: &[u8], tokens: &[Token], i: usize, words: &Words) -> bool {
    if !first_move(src, tokens, i) {
        return false;
    }
    sentence_run(src, tokens, i, words, 0, SENTENCE_MOVES, true)
        || teaching_game(src, tokens, i, words)
}

/// How many numbers in a row, from the first, make a game printed inside
/// a sentence that starts after White's first move ([`mid_sentence_game`]):
/// one more than from White's first, the page having less to show for it.
const MID_SENTENCE_MOVES: u64 = SENTENCE_MOVES + 1;

/// Whether the move number `tokens[i]`, not White's first, starts a game
/// printed inside a sentence from a position the page shows and does not
/// print (`Dakle 1...h5 2. a4 h4 3. a5 h3 4. a6 h2 5. a7 h1D 6. a8D+`,
/// `Dobitak je bio relativno jednostavan: 39...Kd5! 40. Kb6 … 40...f5 41.
/// b4 f4 42. b5`, as the Croatian "Škola šahovskih končanica" prints its
/// endings): [`MID_SENTENCE_MOVES`] numbers in a row from it, each before
/// a move, the first printed again once at most (Black's move after a
/// note on White's), before three words of prose in a row. What stands in
/// parentheses is not counted. Fewer are moves a sentence names (`after
/// 12...Qd7 13.Nf3`); [`Page::find`] asks it only where no game stands
/// before it, or for Black's first move in a paragraph of its own.
fn mid_sentence_game(src: &[u8], tokens: &[Token], i: usize, words: &Words) -> bool {
    let Some(n) = number(src, &tokens[i]) else {
        return false;
    };
    if n == 0 || first_move(src, tokens, i) {
        return false;
    }
    sentence_run(src, tokens, i, words, n - 1, MID_SENTENCE_MOVES, false)
}

/// Whether [`sentence_game`]'s look from the move number `tokens[i]`
/// finds `wanted` numbers in a row after `before` (each one more than the
/// last, White's; the first may be Black's), or, when `whole` (from
/// White's first move), two that end in a mate or a result.
fn sentence_run(
    src: &[u8],
    tokens: &[Token],
    i: usize,
    words: &Words,
    before: u64,
    wanted: u64,
    whole: bool,
) -> bool {
    let mut numbers = before;
    // How many times the last number was printed again (`1.e4 1...e5`):
    // once at most, else no game goes on here and the look stops, so
    // that text of one number printed over and over is read in a time
    // that grows with its length, not its square.
    let mut again = 0;
    let mut prose_run = 0;
    let mut last = None;
    // How many parentheses are open: their words are a note's, counted
    // neither as prose nor as moves (`3.e:d5 (Teoretik: Slabý ťah, …)
    // 3...e:d5 4.Jf3`, as Život printed Ivančo – Lax in 1956).
    let mut depth = 0u32;
    // How many words the notes in parentheses held: past NOTE_WORDS, a
    // `(` left open (a broken or hostile text) and no sentence of a game,
    // and the look stops.
    let mut noted = 0;
    for (j, t) in tokens.iter().enumerate().skip(i) {
        if t.kind.is_trivia() {
            continue;
        }
        match t.kind {
            TokenKind::ParenOpen => depth += 1,
            TokenKind::ParenClose => depth = depth.saturating_sub(1),
            _ if depth == 0 => {}
            _ => {
                noted += 1;
                if noted > NOTE_WORDS {
                    break;
                }
                continue;
            }
        }
        let mut class = words.class_of(src, t);
        if class == Class::Prose && files_capture(src, tokens, j, last, words) {
            class = Class::Move;
        }
        match class {
            Class::Prose => {
                prose_run += 1;
                if prose_run == PROSE_RUN {
                    break;
                }
            }
            Class::Number => {
                prose_run = 0;
                let n = number(src, t);
                if n == Some(numbers + 1) && (j == i || !black_number(src, tokens, j)) {
                    numbers += 1;
                    again = 0;
                    if numbers - before >= wanted {
                        return true;
                    }
                } else if n != Some(numbers) || again == 1 {
                    break;
                } else {
                    again += 1;
                }
            }
            // A game that ends in the sentence, at a result or a word for
            // a draw or resigning right after its last move, or at a mate
            // (`1.f3 e5 2.g4 Dh4# 0-1`, the fool's mate), is whole, however
            // short.
            // (Not from a position the page does not print: a solution's
            // variation named in a sentence, `1.-Kxd3+ 2.Pe5#`.)
            Class::Result | Class::Draw => {
                return whole && numbers >= 2 && last == Some(Class::Move);
            }
            Class::Move if t.bytes(src).ends_with(b"#") => return whole && numbers >= 2,
            Class::Move => prose_run = 0,
            Class::Neutral => {}
        }
        last = Some(class);
    }
    false
}

/// How many numbered pairs of moves in a row, from White's first, make a
/// game printed with a paragraph of prose after each pair
/// ([`teaching_game`]).
const TEACHING_PAIRS: u64 = 3;

/// How many words of prose stand at most between two pairs of a
/// [`teaching_game`]: a long paragraph's worth.
const TEACHING_WORDS: usize = 400;

/// Whether the move number `tokens[i]` is White's first and starts a game
/// printed as lessons print one, each numbered pair of moves followed by a
/// paragraph that explains it, the paragraphs and moves on one line as a
/// scan's text gives them (`Hvítt. Svart. 1. e2—e4 e7—e5 Þá er
/// skákmennirnir hafa verið settir upp … 2. Bfl—c4 Bf8—c5 Nú höfum vér …
/// 3. c2—c3 Rb8—c6 Þegar þér …`: "Leikur fyrir byrjendur", Í uppnámi,
/// 20 March 1901, on timarit.is): [`TEACHING_PAIRS`] numbers or more in
/// order from it, each before two moves, White's and Black's, with at most
/// [`TEACHING_WORDS`] words between a pair and the next number. A number
/// named in a paragraph before a single move (`að leika á eptir 4. d2—d4
/// og …`: to play next) ends the look; so does any other number, a result
/// or a word for a draw, and so does a parenthesis between a number and
/// its moves; what stands in parentheses in a paragraph is no move.
fn teaching_game(src: &[u8], tokens: &[Token], i: usize, words: &Words) -> bool {
    // Whether the look is after a number, and how many moves followed it.
    let mut after_number: Option<u32> = None;
    let mut pairs = 0;
    let mut between = 0;
    let mut depth = 0u32;
    let mut last = None;
    for (j, t) in tokens.iter().enumerate().skip(i) {
        if t.kind.is_trivia() {
            continue;
        }
        // A parenthesis between a number and its moves ends the look; one
        // in a paragraph counts with its words, so that every token looked
        // at past a pair counts towards TEACHING_WORDS (a `(` left open, a
        // broken or hostile text, is looked at no further).
        let inside = depth > 0 || t.kind == TokenKind::ParenOpen;
        match t.kind {
            TokenKind::ParenOpen => depth += 1,
            TokenKind::ParenClose => depth = depth.saturating_sub(1),
            _ => {}
        }
        if inside || t.kind == TokenKind::ParenClose {
            if after_number.is_some() {
                return false;
            }
            between += 1;
            if between > TEACHING_WORDS {
                return false;
            }
            continue;
        }
        let mut class = words.class_of(src, t);
        if class == Class::Prose && files_capture(src, tokens, j, last, words) {
            class = Class::Move;
        }
        last = Some(class);
        match (class, after_number) {
            (Class::Neutral, Some(_)) => {}
            (Class::Number, None) => {
                if number(src, t) != Some(pairs + 1) || black_number(src, tokens, j) {
                    return false;
                }
                after_number = Some(0);
            }
            (Class::Move, Some(moves)) => {
                if moves == 1 {
                    pairs += 1;
                    if pairs >= TEACHING_PAIRS {
                        return true;
                    }
                    after_number = None;
                    between = 0;
                } else {
                    after_number = Some(moves + 1);
                }
            }
            (Class::Prose | Class::Move | Class::Neutral, None) => {
                between += 1;
                if between > TEACHING_WORDS {
                    return false;
                }
            }
            _ => return false,
        }
    }
    false
}

/// Whether the word `tokens[i]`, prose by its form, is a pawn's capture
/// printed as its two files (`cd`, `ed:`, as Hungarian and Russian print
/// them): after a move or a number (`last`, the class of the significant
/// token before it) and before a move, a number, a result or the end. A
/// word such as `de` among words of prose stays prose.
fn files_capture(
    src: &[u8],
    tokens: &[Token],
    i: usize,
    last: Option<Class>,
    words: &Words,
) -> bool {
    if tokens[i].kind != TokenKind::Word || !matches!(last, Some(Class::Move | Class::Number)) {
        return false;
    }
    let text = std::str::from_utf8(tokens[i].bytes(src)).unwrap_or_default();
    let text = text.trim_end_matches([',', ';']);
    if !pawn_files(text, words) {
        return false;
    }
    // Under its own move number, as the last word of its line (`10.dc.`
    // and a paragraph of comment under it): a move. So is one after a
    // move that ends its line with a stop glued to it (`8.c5,bc.` and a
    // paragraph under it, as NIN prints a game a pair a line).
    if matches!(last, Some(Class::Number | Class::Move)) {
        let mut end = tokens[i].end;
        let mut stop = false;
        let next = tokens[i + 1..].iter().find(|t| {
            let glued = t.start == end
                && matches!(
                    t.kind,
                    TokenKind::Dots | TokenKind::Glyph | TokenKind::CheckMark
                );
            stop |= glued && t.kind == TokenKind::Dots && t.bytes(src) == b".";
            end = t.end;
            !t.kind.is_trivia() && !glued
        });
        let line_ends = next.is_none_or(|next| {
            tokens[i + 1..]
                .iter()
                .take_while(|t| t.start < next.start)
                .any(|t| t.kind == TokenKind::Newline)
        });
        if line_ends && (last == Some(Class::Number) || stop) {
            return true;
        }
    }
    tokens[i + 1..]
        .iter()
        .find(|t| !t.kind.is_trivia())
        .is_none_or(|t| {
            matches!(
                words.class_of(src, t),
                Class::Number | Class::Move | Class::Result | Class::Draw
            ) || std::str::from_utf8(t.bytes(src))
                .is_ok_and(|next| pawn_files(next.trim_end_matches([',', ';']), words))
        })
}

/// Whether `word` is a piece's move to the first rank as text read from
/// scans prints it, a small `l` for the `1` (`10. Khl`, `20. Ddl`, `Hxcl`:
/// Skák, 1956, on timarit.is): a piece letter, a capture sign maybe, a
/// file and the `l`, marks after it maybe. Read so only under its move number
/// ([`Page::find`]), where a name (`Tal`) stands seldom; the walker reads
/// the move as printed (`printed-ocr-digit`).
fn scanned_first_rank(word: &str) -> bool {
    let core = word.trim_end_matches(['+', '#', '!', '?', ',', ';', '.']);
    let mut chars = core.chars();
    // A capital, or a letter of a script with no case (the Hebrew `מ`);
    // a file of Latin, Greek or Hebrew letters (as a translation writes
    // the scan's move: `Ρθl`, `מחl`).
    let piece = chars
        .next()
        .is_some_and(|c| c.is_alphabetic() && !c.is_lowercase());
    let file = |f: &char| matches!(f, 'a'..='h' | 'α'..='θ' | 'א'..='ח');
    let rest: Vec<char> = chars.filter(|c| !matches!(c, 'x' | ':' | '×')).collect();
    piece && matches!(rest.as_slice(), [f, 'l'] | [_, f, 'l'] if file(f))
}

/// Whether the significant token first in `after` is a capture sign or a
/// dash standing alone: the move before it goes on after it, printed with
/// spaces (`4. Pgl x f3`), a word the walker reads whole.
fn spaced_on(src: &[u8], after: &[Token]) -> bool {
    after.iter().find(|t| !t.kind.is_trivia()).is_some_and(|t| {
        std::str::from_utf8(t.bytes(src)).is_ok_and(|w| {
            let mut chars = w.chars();
            chars
                .next()
                .is_some_and(|c| matches!(c, 'x' | 'X' | ':' | '×') || crate::printed::is_dash(c))
                && chars.next().is_none()
        })
    })
}

/// Whether `word` is a pawn's capture printed as its two files
/// ([`crate::printed::two_files`]) in form: two files side by side in some
/// language's letters, as a pawn takes (`cd`, `ed:`, `γδ`, a Cyrillic `е`
/// for `e`), not any two small letters (`is il` of a sentence after a
/// game's last move).
fn pawn_files(word: &str, words: &Words) -> bool {
    crate::printed::two_files(word)
        .is_some_and(|(a, b, _)| words.languages.iter().any(|l| l.adjacent_files(a, b)))
}

/// Whether `head` (the first [`HEAD_BYTES`] of a text, or all of it) is
/// bare text: no line of it starts with a tag pair, `[Name "` (a name of
/// letters, digits and `_`, then a quote: a tag with its value
/// broken further on still counts). A line of book prose in brackets is no
/// tag (`[Illustration]`, `[Illustration: Fig. 3]`, `[Footnote: ...`,
/// `[EBook #33870]`, a footnote `[1]`). Only in bare text does
/// [`Page::find`] look for prose; a PGN file with tags is read as it
/// always was.
///
/// A text whose first line (blank lines and `%` lines aside) is a tag pair
/// whose value stands between quotes of print (`[Event «…»]`,
/// [`TokenKind::PrintedString`]) is no bare text either: games with such
/// tags and nothing else. A page that prints such tags above a game after
/// its prose stays a page, the game read with its tags ([`Pages::each`]).
#[must_use]
pub fn bare_text(head: &[u8]) -> bool {
    let mut lines = head
        .split(|&b| b == b'\n' || b == b'\r')
        .map(<[u8]>::trim_ascii_start);
    let mut first = true;
    !lines.any(|line| {
        let printed = first && printed_tag_line(line);
        if !line.is_empty() && line.first() != Some(&b'%') {
            first = false;
        }
        printed || tag_line(line)
    })
}

/// Whether `line` starts with a tag pair's name and a quote of print
/// opening its value (`[Event «`, `[White „`: see
/// [`crate::lexer::PRINTED_QUOTES`]).
fn printed_tag_line(line: &[u8]) -> bool {
    tag_value(line).is_some_and(|value| {
        crate::lexer::PRINTED_QUOTES
            .iter()
            .any(|(open, _)| value.starts_with(open.as_bytes()))
    })
}

/// The first of the tag pairs printed right above the token `head` of
/// `tokens` (blank lines between them aside) whose values all stand
/// between quotes of print (`[Event «…»]` lines above a game of a page),
/// after `after` (the end of the game before): its index, or `head` when
/// there are none.
fn printed_tags_above(tokens: &[Token], head: usize, after: usize) -> usize {
    let mut start = head;
    let mut i = head;
    loop {
        // Trivia back to the `]` of a tag pair.
        while i > 0 && tokens[i - 1].kind.is_trivia() {
            i -= 1;
        }
        if i < 4 || tokens[i - 1].kind != TokenKind::TagClose {
            return start;
        }
        let mut j = i - 1;
        let mut value = false;
        while j > 0 {
            j -= 1;
            match tokens[j].kind {
                TokenKind::TagOpen => break,
                TokenKind::PrintedString if !value => value = true,
                TokenKind::TagName | TokenKind::Whitespace => {}
                _ => return start,
            }
        }
        if !value
            || tokens[j].kind != TokenKind::TagOpen
            || (tokens[j].start as usize) < after
            || tokens[j + 1].kind != TokenKind::TagName
        {
            return start;
        }
        start = j;
        i = j;
    }
}

/// Whether `line` starts with a tag pair's name and the quote of its value
/// (`[Event "`, `[ Site  "`).
fn tag_line(line: &[u8]) -> bool {
    tag_value(line).is_some_and(|value| value.first() == Some(&b'"'))
}

/// What follows the `[` and the tag name `line` starts with (spaces
/// aside): where its value starts. `None` for a line that starts with no
/// tag name.
fn tag_value(line: &[u8]) -> Option<&[u8]> {
    let rest = line.strip_prefix(b"[")?.trim_ascii_start();
    let name = rest
        .iter()
        .take_while(|b| b.is_ascii_alphanumeric() || **b == b'_')
        .count();
    (name > 0 && rest[0].is_ascii_alphabetic()).then(|| rest[name..].trim_ascii_start())
}

/// Reads up to [`HEAD_BYTES`] of `reader` and tells whether it is
/// [`bare_text`]; gives the stream back whole.
///
/// # Errors
/// I/O errors of `reader`.
pub(crate) fn peek<R: std::io::BufRead>(
    mut reader: R,
) -> std::io::Result<(bool, crate::pipeline::Again<R>)> {
    let mut head = Vec::new();
    while head.len() < HEAD_BYTES {
        let data = match reader.fill_buf() {
            Ok(data) => data,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if data.is_empty() {
            break;
        }
        let n = data.len().min(HEAD_BYTES - head.len());
        head.extend_from_slice(&data[..n]);
        reader.consume(n);
    }
    let bare = bare_text(&head);
    Ok((
        bare,
        std::io::Read::chain(std::io::Cursor::new(head), reader),
    ))
}

/// Reads the pages of a stream for a driver's worker (and for the language
/// server, which reads a document as `check` reads a file): the printed
/// words of every language, and the tokens of the game being handed out.
#[derive(Debug)]
pub struct Pages<'l> {
    words: Words,
    /// The script of every language's piece letters, in locale order.
    scripts: Vec<Script>,
    /// The tokens of the game being handed out, relative to its start.
    tokens: Vec<Token>,
    /// Its bytes, when prose inside it is masked.
    bytes: Vec<u8>,
    /// Whether prose between a game's moves is handed out as white space
    /// (for an output that writes only the games), or as it is (the
    /// readers skip it either way: it stands between the game's tokens).
    pub(crate) mask: bool,
    /// What a line that may go on from the game above it is replayed
    /// with ([`continuation`]), made when one is first met and kept.
    replayer: Option<continuation::Replayer<'l>>,
}

/// A game of a page cut out of its chunk: its byte range in the chunk,
/// the note that says where it is (for a page with prose), and the prose
/// between its moves.
pub struct Cut {
    /// The game's bytes in the chunk, from its first token to its last.
    pub range: Range<usize>,
    /// The findings about the game's place in the text, their spans
    /// relative to the game's start: the `game-in-text` note (for a page
    /// with prose), and the `note-in-text` note (for a game with notes
    /// that hold moves between its moves).
    pub notes: Vec<Diagnostic>,
    /// The prose between the game's moves (a commentary the moves go on
    /// after), relative to the game's start: a reader of the game's bytes
    /// takes it as white space.
    pub prose: Vec<Range<usize>>,
    /// The runs of moves after prose at the game's end that may be
    /// variations printed apart ([`Page::restarts`]), relative to the
    /// game's start: the replay reads each as one where its first move
    /// starts again so, and passes over it as a note where not
    /// ([`crate::analysis::Analyzer::restarts_at`]).
    pub restarts: Vec<Range<usize>>,
    /// The diagrams printed in a chess font between the game's moves
    /// ([`font_diagram`]), relative to the game's start, with the boards
    /// they show, in order: the replay compares each with the position the
    /// main line reaches there
    /// ([`crate::analysis::Analyzer::diagrams_at`]).
    pub diagrams: Vec<(Range<usize>, forsyth_core::Board)>,
    /// The position printed above the game, its span in the chunk
    /// ([`setup`]), with the `set-up-in-text` note about it and the
    /// `set-up-count` warning when the count printed with it is not the
    /// list's (their spans in the chunk too); `None` when the page prints
    /// none.
    pub setup: Option<(setup::PrintedSetUp, Vec<Diagnostic>)>,
    /// What the page's words say of the language of its games, per
    /// language in locale order ([`page_evidence`]): handed to the replay
    /// ([`crate::analysis::Analyzer::page_languages`]).
    pub languages: Vec<PageEvidence>,
}

impl<'l> Pages<'l> {
    /// A reader of pages in the languages of `locales`.
    #[must_use]
    pub fn new(locales: &'l Locales) -> Pages<'l> {
        Pages {
            words: Words::of(locales),
            scripts: locales.iter().map(|l| l.letters().script()).collect(),
            tokens: Vec::new(),
            bytes: Vec::new(),
            mask: false,
            replayer: None,
        }
    }

    /// When `chunk` is a [`Page`], hands each of its games to `each` in
    /// order, as a chunk of its own with its place in `chunk` and its note,
    /// and returns true; false for any other chunk (nothing is called).
    pub fn each(
        &mut self,
        chunk: &GameChunk<'_>,
        locales: &'l Locales,
        mut each: impl FnMut(&GameChunk<'_>, Cut),
    ) -> bool {
        if chunk.oversized().is_some() {
            return false;
        }
        let src = chunk.bytes();
        let tokens = chunk.tokens();
        let Some(page) = Page::find(src, tokens, &self.words) else {
            return false;
        };
        let evidence = page_evidence(src, tokens, &self.words, &self.scripts);
        // Where the game before the one being handed out ended.
        let mut after = 0;
        // The line breaks before the last game handed out, and its start.
        let (mut counted, mut lines_before) = (0, 0);
        // The page's FEN lines ([`setup::PageFens`]), read once the first
        // game asks for them.
        let mut fens: Option<setup::PageFens<'_>> = None;
        // That game, for a line that goes on from it.
        let mut previous = continuation::Previous::default();
        for ((game, note), restarts) in page.games.iter().zip(&page.notes).zip(&page.restarts) {
            let Some(head) = game.first() else {
                continue;
            };
            // Tag pairs printed with quotes of print right above the game
            // (`[Event «…»]`) are its tags.
            let tagged = printed_tags_above(tokens, head.start, after);
            let extended: Vec<Range<usize>>;
            let (game, head) = if tagged < head.start {
                extended = std::iter::once(tagged..head.end)
                    .chain(game[1..].iter().cloned())
                    .collect();
                (&extended, &extended[0])
            } else {
                (game, head)
            };
            let first = tokens[head.start];
            let start = first.start as usize;
            let mut setup =
                printed_setup(src, tokens, head.clone(), after..start, locales, &mut fens);
            // Variations printed apart are a problem's solution's, which
            // starts from a position printed above it: with none, the runs
            // that may be ones are the notes they were.
            let kept: Vec<Range<usize>>;
            let (game, restarts) = if setup.is_none() && !restarts.is_empty() {
                kept = game
                    .iter()
                    .filter(|p| {
                        // (In order and apart: the one that starts last
                        // before it is the one it may be in.)
                        let k = restarts.partition_point(|r| r.start <= p.start);
                        !(k > 0 && p.end <= restarts[k - 1].end)
                    })
                    .cloned()
                    .collect();
                (&kept, &[][..])
            } else {
                (game, &restarts[..])
            };
            let Some(tail) = game.last() else {
                continue;
            };
            let last = tokens[tail.end - 1];
            let end = last.end as usize;
            after = end;
            self.tokens.clear();
            for piece in game {
                self.tokens
                    .extend(tokens[piece.clone()].iter().map(|t| Token {
                        kind: t.kind,
                        start: t.start - first.start,
                        end: t.end - first.start,
                    }));
            }
            let mut bytes = &src[start..end];
            let prose: Vec<Range<usize>> = game
                .windows(2)
                .map(|pair| {
                    let from = tokens[pair[0].end - 1].end - first.start;
                    let to = tokens[pair[1].start].start - first.start;
                    from as usize..to as usize
                })
                .collect();
            let restarts = restarts
                .iter()
                .map(|r| {
                    let from = tokens[r.start].start - first.start;
                    let to = tokens[r.end - 1].end - first.start;
                    from as usize..to as usize
                })
                .collect();
            if self.mask && !prose.is_empty() {
                // Prose between the pieces as comments of the game.
                self.bytes.clear();
                self.bytes.extend_from_slice(bytes);
                comment_out(&mut self.bytes, &prose);
                bytes = &self.bytes;
            }
            // (Counted on from the game before: games come in order.)
            if start < counted {
                (counted, lines_before) = (0, 0);
            }
            lines_before += crate::tree::count_lines(&src[counted..start]);
            // A `\r\n` cut in two counts once.
            if counted > 0 && counted < start && src[counted - 1] == b'\r' && src[counted] == b'\n'
            {
                lines_before -= 1;
            }
            counted = start;
            let lines = lines_before;
            // The characters before the game on its line (a game printed
            // inside a sentence, or after a title), for its columns.
            let line_start = src[..start]
                .iter()
                .rposition(|&b| matches!(b, b'\n' | b'\r'))
                .map_or(0, |i| i + 1);
            let before = String::from_utf8_lossy(&src[line_start..start])
                .chars()
                .count();
            let before = if line_start == 0 {
                before as u64 + chunk.column()
            } else {
                before as u64
            };
            let mut part = GameChunk::from_parts(
                bytes,
                &self.tokens,
                chunk.offset() + start as u64,
                chunk.line() + lines,
                true,
            )
            // A game with its tags printed above it reads them as tags.
            .bare(chunk.is_bare() && tokens[game[0].start].kind != TokenKind::TagOpen)
            .at_column(before);
            // Prose inside the game stands between its tokens, where the
            // readers see white space.
            if chunk.is_sparse() || game.len() > 1 {
                part = part.sparse();
            }
            // A line that starts at a number the initial position does
            // not fit goes on from the game above it where it replays
            // there ([`continuation`]).
            if setup.is_none()
                && let Some((position, mut note)) =
                    continuation::from_previous(&previous, &part, &mut self.replayer, locales)
            {
                note.span = note.span.start + start..note.span.end + start;
                let found = setup::PrintedSetUp {
                    span: start..start,
                    position,
                    language: None,
                    count: None,
                };
                setup = Some((found, vec![note]));
            }
            previous.keep(&part, setup.as_ref().map(|(s, _)| s.position));
            let mut notes = Vec::new();
            if page.prose {
                // The last word as printed, with the tokens glued before
                // it (`Ab5!`, not `!`).
                // A result printed with spaces (`1 : 0`) is one token.
                let from = src[start..last.start as usize]
                    .iter()
                    .rposition(u8::is_ascii_whitespace)
                    .map_or(start, |i| start + i + 1);
                let text = String::from_utf8_lossy(&src[from..end]).into_owned();
                notes.push(
                    Diagnostic::new(Code::GameInText, 0..end - start).with("word", Arg::Text(text)),
                );
            }
            if let Some(note) = note {
                let from = tokens[note.start].start as usize - start;
                let to = tokens[note.end - 1].end as usize - start;
                notes.push(Diagnostic::new(Code::NoteInText, from..to));
            }
            let diagrams = page
                .diagrams
                .iter()
                .filter(|(span, _)| start <= span.start && span.end <= end)
                .map(|(span, board)| (span.start - start..span.end - start, *board))
                .collect();
            each(
                &part,
                Cut {
                    range: start..end,
                    notes,
                    prose,
                    restarts,
                    diagrams,
                    setup,
                    languages: evidence.clone(),
                },
            );
        }
        true
    }
}

/// What the words of a page (`tokens` of `src`) say of the language of
/// its games, per language ([`PageEvidence`]): the words written in its
/// script, and the words that are its printed words (for mate, a draw,
/// resigning, its short words of prose: `words`, in locale order, as
/// `scripts`).
fn page_evidence(
    src: &[u8],
    tokens: &[Token],
    words: &Words,
    scripts: &[Script],
) -> Vec<PageEvidence> {
    let mut evidence = vec![PageEvidence::default(); scripts.len()];
    // Each word once, however often the page prints it (every language
    // is asked about it), with how often it does.
    let mut seen: std::collections::HashMap<&[u8], u32> = std::collections::HashMap::new();
    for token in tokens.iter().filter(|t| t.kind == TokenKind::Word) {
        *seen.entry(token.bytes(src)).or_default() += 1;
    }
    for (word, times) in seen {
        let Ok(text) = std::str::from_utf8(word) else {
            continue;
        };
        let Some(first) = text.chars().find(|c| c.is_alphabetic()) else {
            continue;
        };
        let script = Script::of(first);
        // (A move word, with its digit, is no printed word.)
        let printed = !text.bytes().any(|b| b.is_ascii_digit());
        for ((found, &own), language) in evidence.iter_mut().zip(scripts).zip(&words.languages) {
            found.script += times * u32::from(own == script);
            found.words += times
                * u32::from(
                    printed
                        && (language.is_prose_word(text)
                            || language.is_threat_word(text)
                            || language.is_mate_word(text)
                            || language.is_draw_word(text)
                            || language.is_resign_word(text)),
                );
        }
    }
    evidence
}

/// The set-up printed in `src[before]`, above the game whose first piece
/// is `game` (indices into `tokens`), with the note that says it is read
/// ([`setup::find`]).
fn printed_setup<'a>(
    src: &'a [u8],
    tokens: &[Token],
    game: Range<usize>,
    before: Range<usize>,
    locales: &Locales,
    fens: &mut Option<setup::PageFens<'a>>,
) -> Option<(setup::PrintedSetUp, Vec<Diagnostic>)> {
    let text = std::str::from_utf8(&src[before.clone()]).ok()?;
    // The game's first move word, and whether its number is Black's.
    let number = game
        .clone()
        .find(|&i| tokens[i].kind == TokenKind::MoveNumber);
    let word = game
        .clone()
        .find(|&i| tokens[i].kind == TokenKind::Word && !lone_dash(src, &tokens[i]));
    let black = word.is_some_and(|w| number.is_some_and(|n| n < w && black_number(src, tokens, n)));
    // The reply to it: the move word after it, outside parentheses (a
    // threat printed in them, `(απειλεί 2. Ιζ5Χ)`, is none), either
    // unnumbered (`1.Df4 Kc5`) or under the other side's number
    // (`1.Df4 hrozí 2.Dd4 mat, … 1...Kc5`; `1...Txe3! 2.Axe3`); and the
    // threat printed before it under the same side's number (`2.Dd4`).
    // Words of prose are passed over.
    let mut threat = None;
    let next = word.and_then(|w| {
        let mut depth = 0usize;
        let mut number = None;
        (w + 1..game.end).find_map(|i| {
            match tokens[i].kind {
                TokenKind::ParenOpen => depth += 1,
                TokenKind::ParenClose => depth = depth.saturating_sub(1),
                TokenKind::MoveNumber if depth == 0 => number = Some(i),
                TokenKind::Word if depth == 0 => {
                    let text = std::str::from_utf8(tokens[i].bytes(src)).ok()?;
                    let is_move = text.bytes().any(|b| b.is_ascii_digit())
                        || text.starts_with(['O', '0', 'o']) && text.contains('-');
                    if !is_move {
                        return None;
                    }
                    if number.is_none_or(|n| black_number(src, tokens, n) != black) {
                        return Some(text);
                    }
                    threat.get_or_insert(text);
                }
                _ => {}
            }
            None
        })
    });
    let first = word.and_then(|w| {
        let text = std::str::from_utf8(tokens[w].bytes(src)).ok()?;
        Some(setup::FirstMoves {
            word: text,
            black,
            next,
            threat,
        })
    });
    // Else a FEN printed further up the page, above an earlier game.
    let (mut found, base) = match setup::find(text, first, locales) {
        Some(found) => (found, before.start),
        None => {
            let fens = fens.get_or_insert_with(|| setup::PageFens::of(src));
            (fens.find(before.start, first?, locales)?, 0)
        }
    };
    let shift = |r: &Range<usize>| base + r.start..base + r.end;
    found.span = shift(&found.span);
    if let Some(count) = &mut found.count {
        count.span = shift(&count.span);
        count.white_span = shift(&count.white_span);
        count.black_span = shift(&count.black_span);
    }
    let mut notes = vec![
        Diagnostic::new(Code::SetUpInText, found.span.clone())
            .with("fen", Arg::Text(found.position.fen())),
    ];
    // The count printed with the list, when it is not the list's.
    if let Some(count) = &found.count {
        let of_list = crate::problem::UnitCount::of(found.position.board());
        if count.count != of_list {
            notes.push(
                Diagnostic::new(Code::SetUpCount, count.span.clone())
                    .with("written", Arg::Text(count.count.to_string()))
                    .with("found", Arg::Text(of_list.to_string())),
            );
        }
    }
    Some((found, notes))
}

/// Writes the prose of `spans` of a game's `bytes` (the commentary
/// between its moves, a heading, a note: [`Cut::prose`]) as a PGN comment
/// in the same bytes, for an output that writes only the games
/// (`--style`): the white space before and after it becomes `{` and `}`,
/// and a brace inside it a parenthesis (a comment holds none). The
/// readers of the game's bytes skip it as they skip white space. A span
/// with no white space around its prose is left as spaces (never so
/// between a page's pieces, which end and start at words).
pub fn comment_out(bytes: &mut [u8], spans: &[Range<usize>]) {
    for span in spans {
        let span = span.start.min(bytes.len())..span.end.min(bytes.len());
        // A sentence's stop glued to the move before the prose (`5. Dd4.`
        // and a paragraph): no PGN; a space, and the prose after it is the
        // comment.
        let stops = bytes[span.clone()]
            .iter()
            .take_while(|b| matches!(b, b'.' | b',' | b';' | b':'))
            .count();
        if bytes
            .get(span.start + stops)
            .is_some_and(u8::is_ascii_whitespace)
        {
            mask(
                bytes,
                std::slice::from_ref(&(span.start..span.start + stops)),
            );
        }
        // The rest of a pair printed on the move's line before the prose
        // (`6/ Fd3 - ... ;` and a paragraph: the pair's dash, the dots of
        // the move to come, its separator) stands for nothing: masked, not
        // the comment's.
        let rest = pair_rest(&bytes[span.clone()]);
        mask(
            bytes,
            std::slice::from_ref(&(span.start..span.start + rest)),
        );
        let text = &bytes[span.clone()];
        let (Some(a), Some(b)) = (
            text.iter().position(|b| !b.is_ascii_whitespace()),
            text.iter().rposition(|b| !b.is_ascii_whitespace()),
        ) else {
            continue;
        };
        let (a, b) = (span.start + a, span.start + b);
        // A list mark that starts a line of the game (`• 2.Nf3 Nc6`), or
        // a table's walls and rules (`e4 | e5 |⏎---|---|⏎2. Cf3`): no text
        // of it, and no comment.
        if std::str::from_utf8(&bytes[a..=b]).is_ok_and(|text| {
            let walled = text.contains('|');
            text.chars().all(|c| {
                LIST_MARKS.contains(&c)
                    || crate::printed::is_dash(c)
                    || (walled && (matches!(c, '|' | ':') || c.is_whitespace()))
            })
        }) {
            mask(bytes, std::slice::from_ref(&span));
            continue;
        }
        // A note in parentheses or brackets (`12. Qe2 (the best move) c5`,
        // `2. Nf3 [a note] Nc6`) is the comment's braces.
        if let Some(open @ (b'(' | b'[')) = bytes.get(a).copied()
            && bytes[b] == if open == b'(' { b')' } else { b']' }
            && !bytes[a + 1..b].contains(&open)
        {
            for c in &mut bytes[a + 1..b] {
                *c = match *c {
                    b'{' => b'(',
                    b'}' => b')',
                    c => c,
                };
            }
            bytes[a] = b'{';
            bytes[b] = b'}';
            continue;
        }
        if a == span.start || b + 1 == span.end {
            mask(bytes, std::slice::from_ref(&span));
            continue;
        }
        for c in &mut bytes[a..=b] {
            *c = match *c {
                b'{' => b'(',
                b'}' => b')',
                c => c,
            };
        }
        bytes[a - 1] = b'{';
        bytes[b + 1] = b'}';
    }
}

/// How long the rest of a pair printed before prose at the start of
/// `text` is, on its first line: words of dashes, dots and separators
/// only (the dash, dots and `;` of `Fd3 - ... ;`), the white space between
/// them included; 0 when none stands there.
fn pair_rest(text: &[u8]) -> usize {
    let line = text
        .iter()
        .position(|&b| matches!(b, b'\n' | b'\r'))
        .unwrap_or(text.len());
    let Ok(line) = std::str::from_utf8(&text[..line]) else {
        return 0;
    };
    let mut end = 0;
    let mut at = 0;
    for word in line.split_ascii_whitespace() {
        // Where the word starts: after the white space before it.
        at += line[at..].find(word).unwrap_or(0);
        if !word
            .chars()
            .all(|c| crate::printed::is_dash(c) || matches!(c, '.' | '…' | ';' | ','))
        {
            break;
        }
        at += word.len();
        end = at;
    }
    end
}

/// Writes the bytes of `spans` of a game's `bytes` as spaces, their line
/// breaks kept: prose between its moves ([`Cut::prose`]) as the readers
/// of the game's bytes see it.
pub fn mask(bytes: &mut [u8], spans: &[Range<usize>]) {
    for span in spans {
        let span = span.start.min(bytes.len())..span.end.min(bytes.len());
        for b in &mut bytes[span] {
            if !matches!(b, b'\n' | b'\r') {
                *b = b' ';
            }
        }
    }
}

#[cfg(test)]
thread_local! {
    /// How many words [`Words::class_of`] classed, on this thread: the
    /// work of finding a page's games, counted to show it grows with the
    /// text's length.
    static CLASSED: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lexer::Lexer;

    /// Text of one move number or move printed over and over, as a
    /// hostile or broken file holds it, is looked at in a time that grows
    /// with its length: twice the text, at most a little over twice the
    /// words classed. `1. a5 ` repeated was looked at from each `1.` to
    /// the text's end (`sentence_game`): 40 000 of them took 262 s.
    #[test]
    fn a_phrase_for_resigning_ends_its_game_before_the_next_sentence() {
        // El País, 26.8.2008 (Burn–Mackenzie, Frankfurt 1887): the column's
        // last line goes on after the game's end.
        let line = "ocurre esto: 1 d4 e6 2 c4 d5 3 Cc3 Cf6, y Burn se rindió. \
                    Correspondencia: ajedrez@elpais.es";
        assert_eq!(
            page(line),
            Some(vec![
                "1 d4 e6 2 c4 d5 3 Cc3 Cf6, y Burn se rindió".to_owned()
            ])
        );
        // A word for resigning inside a sentence stays prose.
        let sentence = "ocurre esto: 1 d4 e6 2 c4 d5 3 Cc3 Cf6, y Burn se rindió \
                        poco después de la apertura";
        assert_eq!(
            page(sentence),
            Some(vec!["1 d4 e6 2 c4 d5 3 Cc3 Cf6,".to_owned()])
        );
    }

    #[test]
    fn a_page_is_looked_at_in_a_time_that_grows_with_its_length() {
        for unit in [
            "1. a5 ",
            "1. ",
            "1... a5 ",
            "1. a5 a5 ",
            "a5 ",
            "1. a5 und ",
            "1.e4 e5 ",
            "1. e4 1... e5 ",
            "1. a 5 ",
            "1. a5 ) ",
            "1-0 1. a5 ",
            "1. a5 (",
            "( 1. a5 ",
            // A lesson's pairs with no paragraph, or a parenthesis or
            // signs left after them (`teaching_game`).
            "1. a5 a5 ( ",
            "1. a5 a5 ! ",
            "1. a5 a5 2. a5 a5 ",
        ] {
            let classed = |n: usize| {
                CLASSED.with(|c| c.set(0));
                let _ = found(&unit.repeat(n));
                CLASSED.with(std::cell::Cell::get)
            };
            let (once, twice) = (classed(400), classed(800));
            assert!(
                twice <= once * 5 / 2 + 100,
                "{unit:?}: {once} words classed for 400, {twice} for 800"
            );
        }
    }

    #[test]
    fn two_files_side_by_side_in_one_language_are_a_pawn_capture() {
        let words = Words::of(&Locales::embedded());
        // Latin, Greek (Greek files) and Hebrew files; a Cyrillic `е`
        // where a Latin file stands; a capture sign and a check after them.
        for word in ["cd", "ed:", "gh+", "γδ", "גד", "еd", "dс"] {
            assert!(pawn_files(word, &words), "{word}");
        }
        // Two letters that are no neighbouring files of any one language:
        // words of prose, files apart, files of two scripts.
        for word in ["is", "il", "ce", "ah", "aβ", "γd", "אb", "ee"] {
            assert!(!pawn_files(word, &words), "{word}");
        }
    }

    /// The page `text` is, if it is one, with its tokens.
    fn found(text: &str) -> Option<(Page, Vec<Token>)> {
        let locales = Locales::embedded();
        let words = Words::of(&locales);
        let tokens: Vec<Token> = Lexer::new(text.as_bytes()).bare(true).collect();
        let page = Page::find(text.as_bytes(), &tokens, &words)?;
        Some((page, tokens))
    }

    /// The text of `text`'s tokens `range`, from the first's start to the
    /// last's end.
    fn span_text(text: &str, tokens: &[Token], range: Range<usize>) -> String {
        text[tokens[range.start].start as usize..tokens[range.end - 1].end as usize].to_owned()
    }

    /// The text of each game of the page `text`, from its first piece to
    /// its last.
    fn page(text: &str) -> Option<Vec<String>> {
        let (page, tokens) = found(text)?;
        Some(
            page.games
                .iter()
                .map(|g| span_text(text, &tokens, g[0].start..g[g.len() - 1].end))
                .collect(),
        )
    }

    /// The text of each piece of each game of the page `text`.
    fn pieces(text: &str) -> Vec<Vec<String>> {
        let (page, tokens) = found(text).expect("a page");
        page.games
            .iter()
            .map(|g| {
                g.iter()
                    .map(|p| span_text(text, &tokens, p.clone()))
                    .collect()
            })
            .collect()
    }

    #[test]
    fn words_by_their_form() {
        let locales = Locales::embedded();
        let w = Words::of(&locales);
        for (word, class) in [
            ("e4", Class::Move),
            ("Nf3", Class::Move),
            ("Ac4-Dh4+;", Class::Move),
            ("O-O-O", Class::Move),
            ("0–0", Class::Move),
            ("o-o", Class::Move),
            ("o-o-o", Class::Move),
            ("Кf3", Class::Move),
            ("Βθ7+ματ", Class::Move),
            ("PxP", Class::Move),
            ("Castles", Class::Move),
            ("castles", Class::Prose),
            ("matto", Class::Move),
            ("patta", Class::Draw),
            ("Remis", Class::Draw),
            ("ничья", Class::Draw),
            ("White", Class::Prose),
            ("Diagram", Class::Prose),
            ("1909", Class::Prose),
            ("–", Class::Neutral),
            // An ECO code glued to its label (the Hebrew Wikipedia's
            // `ECOC55–C59`) names no square; moves as scans and books print
            // them do.
            ("ECOC55–C59", Class::Prose),
            ("C47-C49", Class::Prose),
            // An ECO code alone (hr.wikipedia's `Be7, C37 - Muzijev`).
            ("C37,", Class::Prose),
            ("B01", Class::Prose),
            ("Tf7+Rg83", Class::Move),
            ("Bcl—g5", Class::Move),
            ("N1f3", Class::Move),
            ("Ra1", Class::Move),
            ("e2e4", Class::Move),
            ("1d4", Class::Move),
            ("Tf7+Rg83.Rf6!", Class::Move),
        ] {
            assert_eq!(w.class_of_word(word), class, "{word}");
        }
    }

    #[test]
    fn games_among_prose() {
        let text = "Chapter I\n\nWhite to play and win. The move e4 is good here.\n\n\
                    1. e4 e5 2. Nf3 Nc6 3. Bb5 a6\n\nThe Ruy Lopez, as Diagram 3 shows, \
                    leads to rich play.\n\n1. d4 d5 2. c4 e6 1/2-1/2\n\nThat was all.\n";
        assert_eq!(
            page(text).unwrap(),
            ["1. e4 e5 2. Nf3 Nc6 3. Bb5 a6", "1. d4 d5 2. c4 e6 1/2-1/2"]
        );
        // Moves named in a sentence are prose.
        assert_eq!(
            page("The theory of today prefers 3.Nf3 Nc6 to it.\n\n1. e4 e5 2. f4 exf4 3. Bc4\n")
                .unwrap(),
            ["1. e4 e5 2. f4 exf4 3. Bc4"]
        );
        // A misprinted move stays in its game.
        assert_eq!(page("1. e4 e5 2. Nf3 Nx 3. Bb5 a6"), None);
        // Bare games, plain or printed, are left alone.
        assert_eq!(page("1.e4-e5; 2.f4-exf4; 3. Ac4-Dh4+; 0-1"), None);
        assert_eq!(
            page("[Event \"x\"]\n\nWhite to play and win 1. e4 e5 *"),
            None
        );
    }

    /// Commentary between the moves of a game, as the Russian Wikipedia
    /// prints the Immortal Game: the moves go on after it.
    #[test]
    fn commentary_between_moves() {
        let text = "1. e2-e4 e7-e5\n2. f2-f4 e5:f4\nПринятый королевский гамбит. Чёрные забирают пешку.\n\
                    3. Cc4\nХод, определяющий Гамбит слона. Современная теория отдаёт предпочтение 3.Kf3\n\
                    3…Фh4+ 4. Крf1 b5?\n";
        assert_eq!(page(text).unwrap(), [text[..text.len() - 1].to_owned()]);
    }

    /// Openings printed one a line, their names after the moves or as a
    /// title before them: each line is a game (White's first move again
    /// starts the next), its name prose; Black's `1...` or `1. ...` does
    /// not.
    #[test]
    fn one_opening_a_line() {
        let text = "Aperturas:\n\n1.e4 c5 Defensa Siciliana\n1.e4 e6 Defensa Francesa\n\
                    1.d4 d5 2.c4 Gambito de Dama\n";
        assert_eq!(page(text).unwrap(), ["1.e4 c5", "1.e4 e6", "1.d4 d5 2.c4"]);
        let text = "Las aperturas:\n\nDefensa Siciliana: 1.e4 c5\nApertura Española: 1.e4 e5 2.Cf3 \
                    Cc6 3.Ab5\nLa teoría prefiere 3.Cf3 Cc6 aquí.\n";
        assert_eq!(page(text).unwrap(), ["1.e4 c5", "1.e4 e5 2.Cf3 Cc6 3.Ab5"]);
        // Black's first move on a line of its own stays in the game.
        let text = "The game:\n\n1. e4\n1. ... e5\n2. Nf3\n2... Nc6\n\nThat was all for today.\n";
        assert_eq!(page(text).unwrap(), ["1. e4\n1. ... e5\n2. Nf3\n2... Nc6"]);
    }

    /// Headings and captions between a game's moves (the name of its
    /// opening on a line of its own) are prose however short, and the
    /// moves after them go on with the game; a word for mate in a sentence
    /// after the last move is a word of the sentence; castling printed in
    /// small letters starts a line of moves (tce2024.blogspot.com, issue 18).
    #[test]
    fn headings_sentences_and_small_castling() {
        let text = "Lasker - Bauer, Amsterdam, 1889\n\n1.f4\n\nBird Açılışı\n\n1...d5 2.e3 Af6\n\n\
                    Şimdi basitçe taşı geri alış tehdit ediyor.\n\n3.b3 e6\n";
        assert_eq!(
            page(text).unwrap(),
            [
                "1.f4\n\nBird Açılışı\n\n1...d5 2.e3 Af6\n\nŞimdi basitçe taşı geri alış tehdit ediyor.\n\n3.b3 e6"
            ]
        );
        let text = "2... Pf6 3. Lg2 e6\nKlassieke variant\n4. c4 d5\n";
        assert_eq!(page(text).unwrap(), [text.trim_end()]);
        let text = "Miniaturka:\n\n1.e4 e5 2.Jf3 d6 3.Sc4 Sg4 4.Jc3 h6? 5.Jxe5! Sxd1?? 6.Sxf7+ Ke7 \
                    7.Jd5# Légalův mat – kombinace by nebyla možná\n";
        assert_eq!(
            page(text).unwrap(),
            ["1.e4 e5 2.Jf3 d6 3.Sc4 Sg4 4.Jc3 h6? 5.Jxe5! Sxd1?? 6.Sxf7+ Ke7 7.Jd5#"]
        );
        let text =
            "La partie.\n1. e4 e5 2. Cf3 Cc6 3. Fc4 Fc5 4.\no-o Cf6 5. d3 d6\nFin de la partie.\n";
        assert_eq!(
            page(text).unwrap(),
            ["1. e4 e5 2. Cf3 Cc6 3. Fc4 Fc5 4.\no-o Cf6 5. d3 d6"]
        );
        // A misprinted move alone on its line stays in its game.
        assert_eq!(page("1. e4 e5 2. Nf3 Nc6\nNx\n3. Bb5 a6"), None);
    }

    /// Notes printed inline between a game's moves, as Capablanca's
    /// "Chess Fundamentals" prints them (issue 18): a variation from a move
    /// passed, and moves named in a sentence, are notes, and the game goes
    /// on after them at its next move; the first such note is named.
    #[test]
    fn notes_between_moves() {
        let notes = |text: &str| {
            let (page, tokens) = found(text).expect("a page");
            page.notes
                .iter()
                .map(|n| n.clone().map(|n| span_text(text, &tokens, n)))
                .collect::<Vec<_>>()
        };
        // A variation from a move passed, in a paragraph of its own.
        let text = "The game.\n\n1. e4 e5\n2. Nf3 Nc6\n\n2...d6 would be worse, as White would win \
                    the centre.\n\n3. Bb5 a6\n";
        assert_eq!(page(text).unwrap(), [text[11..text.len() - 1].to_owned()]);
        assert_eq!(
            notes(text),
            [Some(
                "2...d6 would be worse, as White would win the centre.".into()
            )]
        );
        // Moves named in a sentence, on a line of their own.
        let text = "The game.\n\n1. e4 e5\n2. Nf3 Nc6\n\nThe alternative was 2...d6; 3 d4,\n\
                    4 Nc3 Nf6.\n\n3. Bb5 a6\n";
        assert_eq!(page(text).unwrap(), [text[11..text.len() - 1].to_owned()]);
        assert_eq!(
            notes(text),
            [Some("The alternative was 2...d6; 3 d4,\n4 Nc3 Nf6.".into())]
        );
        // An escape line inside the sentence changes nothing.
        let text = text.replace("3 d4,\n", "3 d4,\n% an annotation\n");
        assert_eq!(page(&text).unwrap(), [text[11..text.len() - 1].to_owned()]);
        // Commentary with no moves in it is no such note; nor is a game
        // that starts at White's first move.
        let text = "The game.\n\n1. e4 e5\n\nA good start for both sides.\n\n2. Nf3 Nc6\n\n\
                    Another game:\n1. d4 d5 2. c4 e6\n";
        assert_eq!(
            page(text).unwrap(),
            [
                "1. e4 e5\n\nA good start for both sides.\n\n2. Nf3 Nc6",
                "1. d4 d5 2. c4 e6"
            ]
        );
        assert_eq!(notes(text), [None, None]);
    }

    /// Brackets of book prose are no tags: `[Illustration]` between a
    /// game's moves (Capablanca's "Chess Fundamentals", Gutenberg #33870),
    /// a footnote's mark, a footnote over lines; a game inside a footnote
    /// (Lasker's "Chess Strategy", Gutenberg #5614) is read (issue 18).
    #[test]
    fn brackets_of_book_prose() {
        for (head, bare) in [
            ("[Illustration]\n\n1. e4 e5\n", true),
            ("[Illustration: FIG. 3. \"The Immortal Game\"]\n", true),
            (
                "Release Date: May 2004 [EBook #5614]\n[1] See page 3.\n",
                true,
            ),
            ("[Footnote: I should like\nto quote Mr. Hart.]\n", true),
            ("[Event \"Berlin\"]\n1. e4 *\n", false),
            ("  [ Site  \"x\"]\n", false),
            ("[Event\"x\"]\n", false),
            ("[Site]\n[Event \"Missing header value\"]\n*\n", false),
        ] {
            assert_eq!(bare_text(head.as_bytes()), bare, "{head}");
        }
        let text = "The game.\n\n1. e4 e5\n2. Nf3 Nc6\n\n[Illustration]\n\n3. Bb5 a6\n\n\
                    [Footnote: I should like to quote my friend Mr. Hart's\nclever definition.]\n\n\
                    4. Ba4 Nf6 [1]\n\n[FOOTNOTE: Lasker - Bauer: 1. f4 d5; 2. e3 Nf6;\n3. b3 e6.]\n";
        assert_eq!(
            page(text).unwrap(),
            [
                "1. e4 e5\n2. Nf3 Nc6\n\n[Illustration]\n\n3. Bb5 a6\n\n[Footnote: I should like to \
                 quote my friend Mr. Hart's\nclever definition.]\n\n4. Ba4 Nf6",
                "1. f4 d5; 2. e3 Nf6;\n3. b3 e6"
            ]
        );
    }

    /// Words in parentheses are a note of the game, not a variation, and
    /// the game goes on after them; a parenthesis with moves is a
    /// variation, one with a piece letter a promotion (issue 18).
    #[test]
    fn words_in_parentheses() {
        assert_eq!(
            pieces("The game.\n\n1. e4 e5 2. Nf3 Nc6 (the best move) 3. Bb5 a6\n"),
            [["1. e4 e5 2. Nf3 Nc6", "3. Bb5 a6"]]
        );
        assert_eq!(
            pieces("1. P - B 7 R - Kt 3 ch (best)\n2. K - B 1 R - K B 3\n\nNow it is won.\n"),
            [vec!["1. P - B 7 R - Kt 3 ch", "2. K - B 1 R - K B 3"]]
        );
        assert_eq!(
            pieces(
                "1. e4 e5 2. Nf3 (2. f4 exf4) Nc6 3. Bb5 a6 4. Ba4 (or 4. Bxc6) Nf6\n\nNow it is won.\n"
            ),
            [["1. e4 e5 2. Nf3 (2. f4 exf4) Nc6 3. Bb5 a6 4. Ba4 (or 4. Bxc6) Nf6"]]
        );
        assert_eq!(
            pieces("1. e4 e5 2. d4 d5 3. exd5 (Q) Nf6\n\nNow it is won.\n"),
            [["1. e4 e5 2. d4 d5 3. exd5 (Q) Nf6"]]
        );
        // A closing quotation mark glued to the last move, before the
        // source in parentheses (sakkmatt.jimdo.com, a Hungarian site):
        // the quote is prose, not a character of the game.
        assert_eq!(
            pieces(
                "Greco\n\n1.Vh5-e8+!! Bf8xe8 2.Hd6-f7matt” (Kings Hunt honlap)\n\nGreco az egyik volt.\n"
            ),
            [["1.Vh5-e8+!! Bf8xe8 2.Hd6-f7matt"]]
        );
        let mut bytes = b"Nc6 (the best move) 3. Bb5 {12} Ba4\n\nIt is {12} won.\n\n5.".to_vec();
        comment_out(&mut bytes, &[3..20, 35..54]);
        assert_eq!(
            String::from_utf8(bytes).unwrap(),
            "Nc6 {the best move} 3. Bb5 {12} Ba4\n{It is (12) won.}\n5."
        );
        // A paragraph after a move that ends its sentence (a Serbian
        // column, NIN, 20 June 2002: `5. ef,Lb4+.` and its note): the stop
        // goes, the paragraph is the comment.
        let mut bytes = b"5. ef,Lb4+.\nUzimanje na g2 ne ide zbog Dh5+.\n\n6.Kf1".to_vec();
        comment_out(&mut bytes, std::slice::from_ref(&(10..46)));
        assert_eq!(
            String::from_utf8(bytes).unwrap(),
            "5. ef,Lb4+ {Uzimanje na g2 ne ide zbog Dh5+.}\n6.Kf1"
        );
        // The rest of a pair before a paragraph (a French page of lessons,
        // tests/data/findings/prose-apprendre.pgn: `6/ Fd3 - ... ;` and an
        // alternative on a line of its own) stands for nothing and is not
        // the comment's; dots that start the prose's own line are.
        let text = "6/ Fd3 - ... ;\n6/ Ce4 est aussi intéressant.\n6/ ... - Fg4 ;";
        let mut bytes = text.as_bytes().to_vec();
        let end = text.find("\n6/ ...").unwrap() + 1;
        comment_out(&mut bytes, std::slice::from_ref(&(6..end)));
        assert_eq!(
            String::from_utf8(bytes).unwrap(),
            "6/ Fd3        {6/ Ce4 est aussi intéressant.}6/ ... - Fg4 ;"
        );
        let mut bytes = b"Fd3\n... et les blancs gagnent.\n7/".to_vec();
        comment_out(&mut bytes, std::slice::from_ref(&(3..31)));
        assert_eq!(
            String::from_utf8(bytes).unwrap(),
            "Fd3{... et les blancs gagnent.}7/"
        );
    }

    /// Polish opening theory ("Teoria debiutów: obrona 2 skoczków",
    /// zanotowane.pl/22/5729): a sentence names an alternative to Black's
    /// 4th move at its line's end and the next line goes on with it (`Po
    /// 4. ... Sf6:e4⏎5. d4:e5 grozi 6. Hd5`); the game goes on at `5.
    /// 0-0`, the alternative's moves are its note.
    #[test]
    fn a_line_that_goes_on_with_an_alternative_named_before_it_is_a_note() {
        let text = "3. Gfl-c4 Sg8-f6\nTak rozpoczęta partia nosi nazwę obrony dwu skoczków.\n\
                    4. d2-d4\nRuch ten otwiera gońca cl i prowadzi skuteczną walkę.\n\
                    4. ... e5:d4\nNajlepsza odpowiedź czarnych. Po 4. ... Sf6:e4\n\
                    5. d4:e5 grozi 6. Hd5. Aby nie stracić figury, czarne muszą grać 5. ... \
                    Se4-c5 6. 0-0, Gf8-e7 7. Sb1-c3,\n0-0 i białe uzyskałyby dużą przewagę.\n\
                    5. 0-0\nRuch 5. Sf3-g5 byłby i teraz przedwczesny.\n";
        assert_eq!(
            pieces(text),
            [["3. Gfl-c4 Sg8-f6", "4. d2-d4", "4. ... e5:d4", "5. 0-0"]]
        );
        let (page, tokens) = found(text).expect("a page");
        let note = page.notes[0].clone().expect("a note");
        assert!(span_text(text, &tokens, note).contains("Po 4. ... Sf6:e4\n5. d4:e5 grozi 6. Hd5"));
        // The game's own move named again before the line: the game goes
        // on with it.
        let again = "3. Gfl-c4 Sg8-f6\nTak rozpoczęta partia nosi nazwę obrony dwu skoczków.\n\
                     4. d2-d4\nRuch ten otwiera gońca cl i prowadzi skuteczną walkę.\n\
                     4. ... e5:d4\nNajlepsza odpowiedź czarnych. Po 4. ... e5:d4!\n\
                     5. 0-0 Sf6:e4\n";
        assert_eq!(
            pieces(again),
            [[
                "3. Gfl-c4 Sg8-f6",
                "4. d2-d4",
                "4. ... e5:d4",
                "5. 0-0 Sf6:e4"
            ]]
        );
        // A sentence that ends with a word for a threat: the line after it
        // is the threat, a note.
        let threat = "3. Gfl-c4 Sg8-f6\nTak rozpoczęta partia nosi nazwę obrony dwu skoczków.\n\
                      4. d2-d4 e5:d4\nTeraz białe grozi\n5. Hd1-d4 Sc6:d4\n\
                      Najlepsza odpowiedź czarnych.\n5. 0-0 Sf6:e4\n";
        assert_eq!(
            pieces(threat),
            [["3. Gfl-c4 Sg8-f6", "4. d2-d4 e5:d4", "5. 0-0 Sf6:e4"]]
        );
    }

    /// A quiz's game ends at `29.Лd6 …`, and the commentary names an
    /// alternative to White's 29th move and its line, Black's 29th under
    /// dots (Уокер и Медли – Перигаль и Карнап, 1847, "В добром старом
    /// стиле", chesskomi.ru): the alternative is White's move, not Black's
    /// under White's number, and the game ends where it ends.
    #[test]
    fn a_white_number_before_black_numbered_as_black_is_whites() {
        let text = "27.Фe7 Фb6+ 28.Kрf1 Кc5 29.Лd6 …\n\n\
                    29.Сd7+ форсировало мат не позднее 11-го хода, например 29. … Кd7 \
                    30.Фd7+ Kрb8 31.Фe8+ Kрc7. Теперь черные могли откупиться ферзём.\n";
        assert_eq!(
            page(text),
            Some(vec!["27.Фe7 Фb6+ 28.Kрf1 Кc5 29.Лd6".to_owned()])
        );
    }

    /// Black's moves numbered as Black's at the number of White's next move
    /// leave White's move out: they follow a move the page names in a
    /// sentence, and are not more of the game (Hebrew Wikipedia, "פתיחת
    /// ארבעת הפרשים": the Four Knights, then "the most played move of White
    /// is 4.Bb5", then Black's three answers as bullets). Read on, `4...ר-ב4`
    /// was played as White's fourth move, illegal.
    #[test]
    fn blacks_move_after_whites_left_out_is_no_more_of_the_game() {
        let text = "מהלכים\n  1. ה4 ה5\n  2. פ-ו3 פ-ג6\n  3. פ-ג3 פ-ו6\nECO C47-C49\n\
                    פתיחת אב משחק פתוח\n\n\
                    המסע המשוחק ביותר של הלבן הוא 4.ר-ב-5, הוריאנט הספרדי, שלאחריו יש \
                    לשחור שלוש אפשרויות עיקריות:\n\n\
                    \u{20}\u{20}• 4...ר-ב4 מוביל לעמדה סימטרית, ובדרך כלל לתיקו.\n\
                    \u{20}\u{20}• 4...פ-ד4 וריאנט רובינשטיין.\n";
        assert_eq!(
            page(text),
            Some(vec!["1. ה4 ה5\n  2. פ-ו3 פ-ג6\n  3. פ-ג3 פ-ו6".to_owned()])
        );
    }

    /// A game goes on after a sentence on its line when its next move
    /// follows (a Dutch club's report, schaaksite.nl, issue 18); moves
    /// named from a move passed are a note, an alternative printed after a
    /// word is a note and never the main line, other moves named in a
    /// sentence are prose, and so are the moves after a word for resigning
    /// in a sentence.
    #[test]
    fn a_game_goes_on_after_a_sentence_on_its_line() {
        let pieces = |text: &str| {
            let (page, tokens) = found(text).expect("a page");
            let games = page
                .games
                .iter()
                .map(|g| {
                    g.iter()
                        .map(|p| span_text(text, &tokens, p.clone()))
                        .collect::<Vec<_>>()
                })
                .collect::<Vec<_>>();
            let notes = page
                .notes
                .iter()
                .map(|n| n.clone().map(|n| span_text(text, &tokens, n)))
                .collect::<Vec<_>>();
            (games, notes)
        };
        let text = "De partij:\n\n1.d4 d5 2.Pf3 “Ik heb het” zei hij toen. 2… Pf6 3.c4 e6 Dat \
                    is een manier! Velen zouden 3…Pbd7 kiezen. 4.Pc3 Lb4 5.Lg5 h6 6.Lxf6 Dxf6 \
                    7.e3 Of 7.Da4+ Pc6 8.e3 en na 9.Le2 is het gelijk. 7…0-0 8.Ld3\n";
        let (games, notes) = pieces(text);
        assert_eq!(
            games,
            [[
                "1.d4 d5 2.Pf3",
                "2… Pf6 3.c4 e6",
                "4.Pc3 Lb4 5.Lg5 h6 6.Lxf6 Dxf6 7.e3",
                "7…0-0 8.Ld3"
            ]]
        );
        assert_eq!(
            notes,
            [Some(
                "Dat is een manier! Velen zouden 3…Pbd7 kiezen.".into()
            )]
        );
        // Moves named in a sentence that go on with no game stay prose,
        // and so does the game's next move named before it is printed.
        let text = "De partij:\n\n1.d4 d5 2.c4 e6 Beter was hier 4.Pc3 Pf6 zei hij toen.\n";
        assert_eq!(pieces(text).0, [["1.d4 d5 2.c4 e6"]]);
        // Nor does the game go on with the moves of an alternative named
        // in a sentence (after a `;` of the sentence, in bare text) that
        // reach the game's next move: `8.Kbd2` answers `7…Фd5`, not the
        // game's `7…Фе5—c7`.
        let text = "1.е2—е4 с7—с5 2.с2—с3 d7—d5 3.e4:d5 Фd8:d5 4.d2—d4 e7—e5? Слід було \
                    грати 4…Kf6 з приблизно однаковими шансами. 5.d4:e5 Фd5:е5+ 6.Сс1—е3 \
                    Kg8—f6 7.Kg1—f3 Фе5—c7; погано 7…Фd5 через 8.Kbd2, і після 9.Сс4 ферзь \
                    знову попадає під удари легких фігур.\n";
        // (`7…Фd5`, at Black's move of a number the game has passed,
        // goes with it as a run that may be a variation printed apart, as
        // problem solutions print them: [`Page::restarts`]; with no
        // position printed above, [`Pages::each`] hands it out as the note
        // it was, and a replay passes over one that does not start again.)
        assert_eq!(
            pieces(text).0,
            [[
                "1.е2—е4 с7—с5 2.с2—с3 d7—d5 3.e4:d5 Фd8:d5 4.d2—d4 e7—e5?",
                "5.d4:e5 Фd5:е5+ 6.Сс1—е3 Kg8—f6 7.Kg1—f3 Фе5—c7",
                "7…Фd5"
            ]]
        );
        let (page, tokens) = found(text).expect("a page");
        let restarts: Vec<Vec<String>> = page
            .restarts
            .iter()
            .map(|g| {
                g.iter()
                    .map(|r| span_text(text, &tokens, r.clone()))
                    .collect()
            })
            .collect();
        assert_eq!(restarts, [["7…Фd5"]]);
        let text = "De partij:\n\n1.d4 d5 2.c4 e6 Beter was hier 3.Pc3 Pf6 zei hij toen.\n\n\
                    3.Pf3 Pf6 4.e3\n";
        let (games, notes) = pieces(text);
        assert_eq!(games, [["1.d4 d5 2.c4 e6", "3.Pf3 Pf6 4.e3"]]);
        assert_eq!(
            notes,
            [Some("Beter was hier 3.Pc3 Pf6 zei hij toen.".into())]
        );
        // After a word for resigning with a clause, the moves of the mate
        // resigned before are prose; the side named at the start of its
        // sentence and the word are the game's result.
        let text = "Партия:\n\n1. e4 e5 2. Фh5 Кc6 3. Сc4 Кf6 Черные сдались ввиду мата \
                    после 4. Ф:f7#.\n";
        assert_eq!(
            pieces(text).0,
            [["1. e4 e5 2. Фh5 Кc6 3. Сc4 Кf6 Черные сдались"]]
        );
        // Named inside a sentence, the side and the word are prose too.
        let text = "Партия:\n\n1. e4 e5 2. Фh5 Кc6 3. Сc4 Кf6 и вскоре черные сдались ввиду \
                    мата после 4. Ф:f7#.\n";
        assert_eq!(pieces(text).0, [["1. e4 e5 2. Фh5 Кc6 3. Сc4 Кf6"]]);
    }

    /// Moves in brackets in bare text are a variation, never the game's
    /// moves (herderschach.de, sg-kohlscheid.de, nss.cz, issue 18): prose
    /// and a note of the game, which goes on after them; a version number
    /// is no move (`[komentují: Houdini 1.5a + Pavel Háse/2011]`); words
    /// in parentheses at a game's end are a note too (`10. Pd4xc6, ...
    /// (zie diagram)`, `Лf7 (см. диаграмму)`).
    #[test]
    fn moves_in_brackets_are_a_variation() {
        let text = "1.e4\nd5\n2.Sf3\ndxe4\n3.Sg5\nLf5\nGilt als beste Erwiderung. [ Bei 3…Sf6\n\
                    4.Lc4\ne6\nist der Läufer c8 eingesperrt.]\n4.Lc4\ne6\n5.d3\n";
        let (found_page, tokens) = found(text).expect("a page");
        assert_eq!(found_page.games.len(), 1);
        assert_eq!(
            found_page.games[0]
                .iter()
                .map(|p| span_text(text, &tokens, p.clone()))
                .collect::<Vec<_>>(),
            ["1.e4\nd5\n2.Sf3\ndxe4\n3.Sg5\nLf5", "4.Lc4\ne6\n5.d3"]
        );
        assert_eq!(
            found_page.notes[0]
                .clone()
                .map(|n| span_text(text, &tokens, n)),
            Some("[ Bei 3…Sf6\n4.Lc4\ne6\nist der Läufer c8 eingesperrt.]".into())
        );
        // A variation in brackets after the game's last move is prose.
        let text = "Szabo,Laszlo (2510) - Short,Nigel D (2440) [A11]\n\
                    [komentují: Houdini 1.5a + Pavel Háse/2011]\n\n1.Jf3 d5 2.g3 Jf6 3.Sg2 c6 \
                    Méně obvyklá cesta. [Nejvíce příznivců má 4.0–0 Jbd7 5.Dc2 Jb6]\n";
        assert_eq!(page(text).unwrap(), ["1.Jf3 d5 2.g3 Jf6 3.Sg2 c6"]);
        for text in [
            "De partij:\n\n9. e2-e4, d5xe4\n10. Pd4xc6, ... (zie diagram)\n",
            "Партия: 1. e4 e5 2. Кf3 Кc6 (см. диаграмму)\n",
        ] {
            let games = page(text).unwrap();
            assert_eq!(games.len(), 1, "{text}");
            assert!(!games[0].contains('('), "{text}: {games:?}");
        }
    }

    #[test]
    fn a_word_for_a_draw_ends_a_game() {
        assert_eq!(
            page("1. e4 e5 2. Nf3 Nc6 patta\n\n1. d4 d5 2. c4 c6 Remis\n").unwrap(),
            ["1. e4 e5 2. Nf3 Nc6 patta", "1. d4 d5 2. c4 c6 Remis"]
        );
        assert_eq!(page("1. e4 e5 2. Nf3 Nc6 patta\n"), None);
    }

    /// A list mark that starts a line (`  • 2.פ-ו3 פ-ג6`, as the Hebrew
    /// Wikipedia prints an opening, issue 18) is no text of the game: the
    /// game's pieces leave it out, with prose around the list or none. It
    /// does not make its line a line of moves: the word after it decides.
    #[test]
    fn list_marks_are_no_text_of_a_game() {
        let text = "Its moves:\n\n  • 1.e4 e5\n  • 2.Nf3 Nc6\n  ◦ 3.Nc3 Nf6\n\nThat is all.\n";
        assert_eq!(pieces(text), [["1.e4 e5", "2.Nf3 Nc6", "3.Nc3 Nf6"]]);
        // No prose: still no mark in the game.
        assert_eq!(
            pieces("• 1.e4 e5\n• 2.Nf3 Nc6\n"),
            [["1.e4 e5", "2.Nf3 Nc6"]]
        );
        // A dash before a number, as lists print it; never a pair's dash.
        assert_eq!(
            pieces("Its moves:\n– 1.e4 e5\n– 2.Nf3 Nc6\nThat is all.\n"),
            [["1.e4 e5", "2.Nf3 Nc6"]]
        );
        assert_eq!(
            page("Its moves:\n1.e4\n– e5 2.Nf3 Nc6\nThat is all.\n").unwrap(),
            ["1.e4\n– e5 2.Nf3 Nc6"]
        );
        // A line of prose behind a bullet is prose.
        assert_eq!(
            page("1.e4 e5 2.Nf3 Nc6\n• the theory prefers 3.Bb5 here\n3.Bc4 Bc5\n").unwrap(),
            ["1.e4 e5 2.Nf3 Nc6\n• the theory prefers 3.Bb5 here\n3.Bc4 Bc5"]
        );
    }

    /// Alternatives to Black's move printed as a list's lines under dots
    /// with no number (`- ..g6 …`, corso-di-scacchi.it's lesson on the
    /// Rossolimo, issue 18): notes of the game, which goes on at the next
    /// number after them. Dots that start a line when Black is to move are
    /// still Black's move of the game (the list mark no text of it).
    #[test]
    fn alternatives_to_blacks_move_as_a_list_under_dots_are_notes() {
        let text = "1.e4 c5 2.Cf3 Cc6 3.Ab5 Cf6 4.Cc3 Dc7\n\
                    - ..g6 Si tratta della seconda scelta 5.e5 Cg4 6.Axc6 dxc6\n\
                    - ..Cd4 5.e5! Cxb5 6.Cxb5 Cd5\n\
                    5.0-0 Cd4 6.Te1 a6\n";
        assert_eq!(
            pieces(text),
            [[
                "1.e4 c5 2.Cf3 Cc6 3.Ab5 Cf6 4.Cc3 Dc7",
                "5.0-0 Cd4 6.Te1 a6"
            ]]
        );
        assert_eq!(
            pieces("1.e4 c5 2.Cf3 Cc6 3.Ab5\n- ..Cf6 4.Cc3 Dc7\n"),
            [["1.e4 c5 2.Cf3 Cc6 3.Ab5", "..Cf6 4.Cc3 Dc7"]]
        );
    }
}
