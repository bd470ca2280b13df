//! Rewriting the moves of a game where they stand, for an editor: the edits
//! of a translation (one per move word whose text changes; comments, tags,
//! NAGs and spacing stay as written, and moves after the first unreadable
//! one keep their text), and what the new name of a renamed move asks for.
//!
//! A faithful translation of a whole game ([`faithful`]) is the command
//! line's: the game is translated by [`TextTranslator`] and the edits are
//! the words that differ, so that an editor writes exactly what `forsyth
//! translate` writes (dashes of print kept, words for mate, a draw and
//! resigning, and the side that resigned, in the target's words).

use forsyth_core::{Color, Move, Position};

use crate::{
    analysis::{LanguageChoice, MoveRecord},
    cursor::GameDetail,
    fix::Edit,
    locale::{Locale, Locales},
    printed::{Printed, PrintedWords, blank_lines, plain, reread, standard_gap, stops_after},
    resolve::resolve,
    translate::{TextTranslator, render_move},
    tree::{Item, WalkEvent},
    word::read_move,
    write::Target,
    write::{Notation, move_to_string},
};

/// The edits that write the moves of `game` as `target` asks, with
/// document spans. With a notation (standard PGN), a word printed as books
/// print moves is written whole as PGN writes it: a pair's dash a space,
/// no separator, no lone dash or word for mate (the move has its mark), a
/// word for a draw as `1/2-1/2`, a glued number with its period; and a
/// result typeset otherwise (`1 : 0`) as PGN's (`1-0`).
#[must_use]
pub fn translation(game: &GameDetail<'_>, target: &Target<'_>) -> Vec<Edit> {
    edits(game, target, None)
}

/// [`translation`] of the move words of `game` that `selection` (a
/// document span, not empty) touches, every other byte left as it is. A
/// word is rewritten whole or not at all: a printed pair `1.e4-e5;` of
/// which the selection holds one character is written `1.e4 e5`. A word
/// for mate standing after its move goes with it (`Ae7 matto`: either
/// selected, both are written, `Ae7#`), so that the mark is neither lost
/// nor left twice.
#[must_use]
pub fn translation_of(
    game: &GameDetail<'_>,
    target: &Target<'_>,
    selection: std::ops::Range<usize>,
) -> Vec<Edit> {
    // The selection in the game's offsets; one that ends before the game
    // touches nothing.
    let local =
        selection.start.saturating_sub(game.start)..selection.end.saturating_sub(game.start);
    edits(game, target, Some(local))
}

/// The edits of [`translation`], of the words `selection` (game offsets)
/// touches when it is given.
fn edits(
    game: &GameDetail<'_>,
    target: &Target<'_>,
    selection: Option<std::ops::Range<usize>>,
) -> Vec<Edit> {
    let touched = |span: &std::ops::Range<usize>| {
        selection
            .as_ref()
            .is_none_or(|s| span.start < s.end && s.start < span.end)
    };
    let src = game.tree.source();
    let mut edits = Vec::new();
    let mut text = String::new();
    // The printed words, written whole.
    let mut printed: Vec<PrintedWord<'_>> = Vec::new();
    let words = match game.language {
        Some(language) if target.notation.is_some() => Some(PrintedWords::of(language)),
        _ => None,
    };
    if let (Some(words), Some(view)) = (&words, game.game()) {
        let mut before: Option<std::ops::Range<usize>> = None;
        for event in view.walk() {
            let WalkEvent::Item(Item::Move(m)) = event else {
                continue;
            };
            let (span, word) = (m.word_span(), m.text());
            if let Some(inside) = printed_records(game, &span, word, words, src) {
                let mate = inside.is_empty() && words.mate_word_in(word).is_some();
                printed.push(PrintedWord {
                    span: span.clone(),
                    inside,
                    mate_of: before.clone().filter(|_| mate),
                });
            }
            before = Some(span);
        }
        // A result typeset otherwise (`1 : 0`, `(1 x 0)`, `½–½`), written
        // as PGN writes it.
        if let Some(result) = view.result()
            && let Some(pgn) = words.result_of(result.text())
            && touched(&result.span())
        {
            edits.push(Edit {
                span: game.doc(result.span()),
                text: pgn.to_owned(),
            });
        }
    }
    // Whether the move word at `span` is to be written: touched, or the
    // move of a word for mate that is.
    let chosen = |span: &std::ops::Range<usize>| {
        touched(span)
            || printed
                .iter()
                .any(|p| p.mate_of.as_ref() == Some(span) && touched(&p.span))
    };
    if let Some(words) = &words {
        for PrintedWord {
            span,
            inside,
            mate_of,
        } in &printed
        {
            if !(chosen(span) || mate_of.as_ref().is_some_and(&touched)) {
                continue;
            }
            let word = String::from_utf8_lossy(&src[span.clone()]);
            text.clear();
            let mut at = span.start;
            let gap = |from: usize, to: usize, text: &mut String| {
                standard_gap(&String::from_utf8_lossy(&src[from..to]), text);
            };
            for record in inside {
                gap(at, record.word.start, &mut text);
                let written = String::from_utf8_lossy(&src[record.word.clone()]);
                render_move(record, &written, target, &mut text);
                at = record.word.end;
            }
            let mut end = span.end;
            if inside.is_empty() {
                if let Some(result) = words.result_of(&word) {
                    text.push_str(result);
                } else if let Some(result) = words.resigned_at(src, span, to_move(game, span)) {
                    // A word for resigning as the result it stands for,
                    // the stop of its sentence with it.
                    text.push_str(result);
                    end += stops_after(&src[end..]);
                }
            } else {
                gap(at, span.end, &mut text);
                // A separator at its end (`Dh4+;`) leaves one space.
                if text.ends_with(' ') && src.get(end).is_some_and(u8::is_ascii_whitespace) {
                    text.pop();
                }
            }
            // A word that goes leaves no double space behind.
            if text.is_empty() && src.get(end) == Some(&b' ') {
                end += 1;
            }
            edits.push(Edit {
                span: game.doc(span.start..end),
                text: text.clone(),
            });
        }
    }
    for record in game.translatable() {
        if printed
            .iter()
            .any(|p| p.span.start <= record.word.start && record.word.end <= p.span.end)
            || !chosen(&record.word)
        {
            continue;
        }
        text.clear();
        let word = src
            .get(record.word.clone())
            .map(String::from_utf8_lossy)
            .unwrap_or_default();
        render_move(record, &word, target, &mut text);
        if src.get(record.word.clone()) != Some(text.as_bytes()) {
            edits.push(Edit {
                span: game.doc(record.word.clone()),
                text: text.clone(),
            });
        }
    }
    // A move after the sign for "with the idea" (`∆ d4`, `Δ 22. Л:g7+`),
    // which the walk does not play: a comment, for PGN reads a move there
    // as played, its move written as the target writes moves where it was
    // read (`{Δ 22. Rxg7+}`), a variation that holds only the idea the
    // comment alone, as `--style` writes them. Only those the walk met on
    // a line it still played (its note printed-idea tells of them): after
    // a move that cannot be read, a line keeps its text, as its moves do.
    // The words are built once, and only for a game with ideas.
    if target.notation.is_some() && !game.analysis.ideas.is_empty() {
        let to = PrintedWords::of(target.locale);
        let from = game.language.map(PrintedWords::of);
        let notes = game
            .language
            .map(|l| crate::notes::NoteTranslator::new(l.letters(), target.locale.letters()));
        let words = crate::translate::IdeaWords {
            from: from.as_ref().unwrap_or(&to),
            to: &to,
            notes: notes.as_ref(),
        };
        for idea in &game.analysis.ideas {
            let span = idea.alone(src);
            let Some(written) = src.get(idea.span.clone()).filter(|_| touched(&span)) else {
                continue;
            };
            let mut text = Vec::new();
            if !crate::translate::idea_text(src, idea, target, &words, &mut text) {
                text.extend_from_slice(written);
            }
            let mut comment = Vec::new();
            crate::translate::write_as_comment(&text, &mut comment);
            // The comment holds the idea's words as the target writes
            // them: an edit that starts on one of them (a word for mate
            // inside the line of an "any move", `2.Ra5 mate`, gone with
            // the space after it) is the comment's.
            let span = game.doc(span);
            edits.retain(|e| !span.contains(&e.span.start));
            edits.push(Edit {
                span,
                text: String::from_utf8_lossy(&comment).into_owned(),
            });
        }
    }
    // Short words of prose between moves (`e agora` of `Cc6 e agora d5!`),
    // which the walk reads as no move: a comment, for PGN reads a word
    // there as a move, as `--style` writes them. Only those the walk met
    // on a line it still played (its note printed-prose tells of them).
    if target.notation.is_some() {
        for run in &game.analysis.prose {
            let Some(written) = src.get(run.clone()).filter(|_| touched(run)) else {
                continue;
            };
            let mut comment = Vec::new();
            crate::translate::write_as_comment(written, &mut comment);
            edits.push(Edit {
                span: game.doc(run.clone()),
                text: String::from_utf8_lossy(&comment).into_owned(),
            });
        }
    }
    // A blank line between two moves (a move a paragraph, as books print
    // them) ends a game for a PGN reader: one line break in its place.
    if target.notation.is_some() {
        let mut words: Vec<std::ops::Range<usize>> =
            game.translatable().map(|r| r.word.clone()).collect();
        words.sort_by_key(|w| w.start);
        for pair in words.windows(2) {
            let gap = pair[0].end..pair[1].start;
            if gap.is_empty() || !touched(&gap) {
                continue;
            }
            for run in blank_lines(&src[gap.clone()]) {
                edits.push(Edit {
                    span: game.doc(gap.start + run.start..gap.start + run.end),
                    text: "\n".to_owned(),
                });
            }
        }
    }
    // In the text's order.
    edits.sort_by_key(|e| e.span.start);
    edits
}

/// The edits of a faithful translation of the whole game `game` into
/// `target`'s language (`target.notation` is `None`), exactly as `forsyth
/// translate` writes it ([`TextTranslator`], in the game's language): the
/// runs of words that differ, each run one edit, in document offsets. None
/// for a game whose language is not known.
#[must_use]
pub fn faithful(
    game: &GameDetail<'_>,
    translator: &mut TextTranslator<'_>,
    target: &Target<'_>,
) -> Vec<Edit> {
    let Some(language) = game.language else {
        return Vec::new();
    };
    let src = game.tree.source();
    let choice = if game.analysis.descriptive {
        LanguageChoice::Descriptive(language)
    } else {
        LanguageChoice::Fixed(language)
    };
    let (out, _) = translator.translate(src, choice, target);
    word_edits(src, &out)
        .into_iter()
        .map(|e| Edit {
            span: game.doc(e.span),
            text: e.text,
        })
        .collect()
}

/// How long a diff of one game's words may look for the fewest edits
/// before it settles for more (the edits still write the new text).
const DIFF_TIME: std::time::Duration = std::time::Duration::from_millis(50);

/// The edits that turn `old` into `new`: the runs that differ, as a diff
/// of the two texts cut into runs of letters and digits, runs of white
/// space and single other characters (`Ρε7/Ρε5` is three: a translation
/// edits the two moves, not the slash), each run of changes one edit with
/// `old`'s byte span.
fn word_edits(old: &[u8], new: &[u8]) -> Vec<Edit> {
    /// The runs of `text`, with where each starts (and the text's end).
    fn runs(text: &str) -> (Vec<&str>, Vec<usize>) {
        #[derive(PartialEq)]
        enum Kind {
            Word,
            Space,
            Other,
        }
        let kind = |c: char| {
            if c.is_alphanumeric() {
                Kind::Word
            } else if c.is_whitespace() {
                Kind::Space
            } else {
                Kind::Other
            }
        };
        let mut runs = Vec::new();
        let mut starts = Vec::new();
        let mut last: Option<Kind> = None;
        for (i, c) in text.char_indices() {
            let k = kind(c);
            if last.as_ref() != Some(&k) || k == Kind::Other {
                starts.push(i);
            }
            last = Some(k);
        }
        starts.push(text.len());
        for pair in starts.windows(2) {
            runs.push(&text[pair[0]..pair[1]]);
        }
        (runs, starts)
    }
    let old = String::from_utf8_lossy(old);
    let new = String::from_utf8_lossy(new);
    let (a, at) = runs(&old);
    let (b, bt) = runs(&new);
    let deadline = std::time::Instant::now() + DIFF_TIME;
    similar::capture_diff_slices_deadline(similar::Algorithm::Myers, &a, &b, Some(deadline))
        .iter()
        .filter_map(|op| {
            let (tag, from, to) = op.as_tag_tuple();
            (tag != similar::DiffTag::Equal).then(|| Edit {
                span: at[from.start]..at[from.end],
                text: new[bt[to.start]..bt[to.end]].to_owned(),
            })
        })
        .collect()
}

/// A word printed as books print moves, in a game.
struct PrintedWord<'g> {
    /// Its span in the game.
    span: std::ops::Range<usize>,
    /// The moves read from it ([`printed_records`]).
    inside: Vec<&'g MoveRecord>,
    /// For a word for mate standing after its move, the move's word.
    mate_of: Option<std::ops::Range<usize>>,
}

/// How a word printed as books print moves was read (see
/// [`crate::printed`]), for a hover.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PrintedReading {
    /// The word, in the document.
    pub span: std::ops::Range<usize>,
    /// The word as written (`e4-e5;`).
    pub word: String,
    /// The moves it stands for in SAN with the game's letters (`e4 e5`),
    /// or the mark or result it stands for (`#`, `1/2-1/2`); empty for a
    /// word that stands for nothing (a lone dash).
    pub read: String,
}

/// The printed word of `game` at document offset `offset` (its end
/// included), and how it was read; `None` where the word there is no
/// printed one (a move as PGN writes it).
#[must_use]
pub fn printed_at(game: &GameDetail<'_>, offset: usize) -> Option<PrintedReading> {
    let local = offset.checked_sub(game.start)?;
    let language = game.language?;
    let item = game.game()?.walk().find_map(|event| match event {
        WalkEvent::Item(Item::Move(m))
            if m.word_span().start <= local && local <= m.word_span().end =>
        {
            Some(m)
        }
        _ => None,
    })?;
    let (span, word) = (item.word_span(), item.text());
    let words = PrintedWords::of(language);
    let src = game.tree.source();
    let inside = printed_records(game, &span, word, &words, src)?;
    let moves: Vec<String> = inside
        .iter()
        .map(|r| move_to_string(&r.before, &r.mv, language.letters(), Notation::San))
        .collect();
    let read = if !moves.is_empty() {
        moves.join(" ")
    } else if let Some(result) = words
        .result_of(word)
        .or_else(|| words.resigned_at(src, &span, to_move(game, &span)))
    {
        result.to_owned()
    } else if words.mate_word_in(word).is_some() {
        "#".to_owned()
    } else {
        String::new()
    };
    Some(PrintedReading {
        span: game.doc(span),
        word: word.to_owned(),
        read,
    })
}

/// The moves read from `word` at `span` of `game` when it is a word
/// printed as books print moves; `None` when it is a move as PGN writes
/// it. A move read whole is printed where print changed it (`e2–e4`, not
/// `e2-e4`); a word read as several moves or parts is; one that played
/// nothing is where it stands for nothing (a lone dash, `matto`).
fn printed_records<'g>(
    game: &'g GameDetail<'_>,
    span: &std::ops::Range<usize>,
    word: &str,
    words: &PrintedWords,
    src: &[u8],
) -> Option<Vec<&'g MoveRecord>> {
    let inside: Vec<&MoveRecord> = game
        .analysis
        .moves
        .iter()
        .filter(|r| span.start <= r.word.start && r.word.end <= span.end)
        .collect();
    let printed = match inside.as_slice() {
        [one] if one.word == *span => plain(word, words).is_some(),
        // A word for mate or a result as printed, or the side named
        // before a word for resigning (`il Nero abbandona`), which stands
        // for nothing.
        [] => {
            reread(word, words).is_some_and(|r| matches!(r.what, Printed::Nothing))
                || words.resigning(src, span).is_some()
        }
        _ => true,
    };
    printed.then_some(inside)
}

/// The side to move before the word at `span`: after the mainline's last
/// move before it (who resigned, when a word for resigning names no side).
fn to_move(game: &GameDetail<'_>, span: &std::ops::Range<usize>) -> Color {
    game.analysis
        .moves
        .iter()
        .rfind(|r| r.depth == 0 && r.word.end <= span.start)
        .map_or_else(
            || game.analysis.start.map_or(Color::White, |p| p.turn()),
            |r| !r.before.turn(),
        )
}

/// What a rename's new name asks for.
#[derive(Debug)]
pub enum RenameTarget<'l> {
    /// Writing the moves in this language.
    Language(&'l Locale),
    /// Nothing: the new name is not a language, and not the move renamed.
    NotTheMove,
}

/// Reads a rename's new name: the renamed move (`record`) written in some
/// language (`Sf3` for `Nf3`: German), preferring a language other than
/// `current`, or else a language's name (`de`, `Deutsch`, `Ελληνικά`).
#[must_use]
pub fn rename_target<'l>(
    locales: &'l Locales,
    new_name: &str,
    record: Option<&MoveRecord>,
    current: Option<&Locale>,
) -> RenameTarget<'l> {
    let name = new_name.trim();
    if let Some(record) = record {
        // A move first: `Lc4` is a bishop move in German before it is
        // anything else.
        let matches: Vec<&Locale> = locales
            .iter()
            .filter(|l| same_move(name, l, &record.before, record.mv))
            .collect();
        // Several languages may write the move so (`Cf3`: Italian, Spanish,
        // Catalan, French, Portuguese, Romanian): the letters most of them
        // share first (they write the whole game alike), then the order of
        // the locales; the document's own language last.
        let sharing = |l: &Locale| {
            matches
                .iter()
                .filter(|m| m.letters().pieces == l.letters().pieces)
                .count()
        };
        let keys: Vec<(bool, std::cmp::Reverse<usize>)> = matches
            .iter()
            .map(|l| {
                (
                    current.is_some_and(|c| c.tag() == l.tag()),
                    std::cmp::Reverse(sharing(l)),
                )
            })
            .collect();
        let best = (0..matches.len()).min_by_key(|&i| (keys[i], i));
        if let Some(i) = best {
            return RenameTarget::Language(matches[i]);
        }
    }
    match locales.find_by_name(name) {
        Some(l) => RenameTarget::Language(l),
        None => RenameTarget::NotTheMove,
    }
}

/// Whether `text` reads in `locale` as `mv` of `pos`, with no warning.
fn same_move(text: &str, locale: &Locale, pos: &Position, mv: Move) -> bool {
    read_move(text, locale.letters())
        .ok()
        .and_then(|readings| resolve(&readings, pos).ok())
        .is_some_and(|r| r.mv == mv && r.warnings.is_empty())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::write::Notation;

    // Greco's mate (Gioachino Greco, 1620), as printed in English.
    const GRECO: &str = "{Greco} 1. e4 e5 2. Nf3 f6 3. Nxe5 fxe5 4. Qh5+ Ke7 5. Qxe5+ Kf7 6. Bc4+ d5 \
                         7. Bxd5+ Kg6 8. h4 h5 9. Bxb7 Bxb7 10. Qf5+ Kh6 11. d4+ g5 12. Qf7 *";

    fn apply(text: &str, edits: &[Edit]) -> String {
        crate::fix::apply(edits, text).expect("edits in order, on characters")
    }

    #[test]
    fn a_translation_changes_move_words_only() {
        let locales = Locales::embedded();
        let game = GameDetail::read(GRECO, 0, &locales, LanguageChoice::Auto);
        let de = locales.get("de").unwrap();
        let target = Target {
            locale: de,
            notation: None,
            isolate: false,
            comments: Default::default(),
        };
        let edits = translation(&game, &target);
        // Pawn and king moves are written the same in German: one edit for
        // each of the ten knight, bishop and queen moves.
        assert_eq!(edits.len(), 10);
        let german = apply(GRECO, &edits);
        assert!(german.starts_with("{Greco} 1. e4 e5 2. Sf3 f6 3. Sxe5 fxe5 4. Dh5+ Ke7"));
        assert!(german.ends_with("12. Df7 *"), "{german}");
        // Back to English, byte for byte.
        let back = GameDetail::read(&german, 0, &locales, LanguageChoice::Fixed(de));
        let en = Target {
            locale: locales.get("en").unwrap(),
            notation: None,
            isolate: false,
            comments: Default::default(),
        };
        assert_eq!(apply(&german, &translation(&back, &en)), GRECO);
        // Figurines: every piece move.
        let fan = Target {
            notation: Some(Notation::Fan),
            ..en
        };
        assert!(apply(GRECO, &translation(&game, &fan)).contains("2. ♘f3"));
    }

    /// A selection rewrites the words it touches, whole, and no other:
    /// a pair of which it holds one letter, and a word for mate with its
    /// move (tests/data/findings/printed-pairs.pgn, the Italian column).
    #[test]
    fn a_selection_rewrites_the_words_it_touches() {
        let text: String = include_str!("../../../tests/data/findings/printed-pairs.pgn")
            .split_inclusive('\n')
            .filter(|l| !l.starts_with('%'))
            .collect();
        let locales = Locales::embedded();
        let it = locales.get("it").unwrap();
        let game = GameDetail::read(&text, 0, &locales, LanguageChoice::Auto);
        let target = Target {
            locale: it,
            notation: Some(Notation::San),
            isolate: false,
            comments: Default::default(),
        };
        let at = |needle: &str| text.find(needle).unwrap();
        // One letter of `Dh4+;` (the second move of a pair).
        let one = translation_of(&game, &target, at("Dh4+;")..at("Dh4+;") + 1);
        assert_eq!(
            apply(&text, &one).matches("3. Ac4 Dh4+ 4.Rf1-b5;").count(),
            1
        );
        assert_eq!(one.len(), 1, "{one:?}");
        // Nothing selected but a tag: nothing.
        assert!(translation_of(&game, &target, 0..5).is_empty());
        // A move with its word for mate, from either.
        for needle in ["Ae7", "matto"] {
            let edits = translation_of(&game, &target, at(needle)..at(needle) + 2);
            let out = apply(&text, &edits);
            assert!(out.contains("23.Ae7# 1-0"), "{needle}: {out}");
            assert_eq!(edits.len(), 2, "{needle}: {edits:?}");
        }
        // The whole game's rewrite is the selection of all of it.
        let all = 0..text.len();
        assert_eq!(
            apply(&text, &translation_of(&game, &target, all)),
            apply(&text, &translation(&game, &target))
        );
    }

    /// A move after the sign for "with the idea" is written as a comment
    /// where the walk met it on a line it played (its note printed-idea
    /// tells of it), and keeps its text on a line stopped by a move that
    /// cannot be played (`2. Ke3`), as the moves after that one do.
    #[test]
    fn an_idea_is_a_comment_where_the_walk_met_it() {
        let text = "1. e4 e5 2. Nf3 (Δ 3. Bc4) (2. Ke3 Δ 3. Qh5) 2... Nc6 ∆ 3. Bb5 *";
        let locales = Locales::embedded();
        let en = locales.get("en").unwrap();
        let game = GameDetail::read(text, 0, &locales, LanguageChoice::Fixed(en));
        let at = |needle: &str| text.find(needle).unwrap();
        let spans: Vec<_> = game.analysis.ideas.iter().map(|i| i.span.clone()).collect();
        assert_eq!(
            spans,
            [at("Δ 3. Bc4")..at(") (2."), at("∆")..text.len() - 2]
        );
        let target = Target {
            locale: en,
            notation: Some(Notation::San),
            isolate: false,
            comments: Default::default(),
        };
        assert_eq!(
            apply(text, &translation(&game, &target)),
            "1. e4 e5 2. Nf3 {Δ 3. Bc4} (2. Ke3 Δ 3. Qh5) 2... Nc6 {∆ 3. Bb5} *"
        );
        // A selection: the idea it touches.
        let one = translation_of(&game, &target, at("Bb5")..at("Bb5") + 1);
        assert_eq!(
            apply(text, &one),
            "1. e4 e5 2. Nf3 (Δ 3. Bc4) (2. Ke3 Δ 3. Qh5) 2... Nc6 {∆ 3. Bb5} *"
        );
        // A faithful translation writes no comment.
        let faithful = Target {
            notation: None,
            ..target
        };
        assert!(!apply(text, &translation(&game, &faithful)).contains('{'));
    }

    #[test]
    fn a_new_name_is_the_move_in_a_language_or_a_language() {
        let locales = Locales::embedded();
        let game = GameDetail::read(GRECO, 0, &locales, LanguageChoice::Auto);
        let nf3 = game.move_at(GRECO.find("Nf3").unwrap());
        let en = locales.get("en");
        let tag = |t: RenameTarget<'_>| match t {
            RenameTarget::Language(l) => Some(l.tag().to_owned()),
            RenameTarget::NotTheMove => None,
        };
        // `Sf3`: German and six other languages write the whole game alike
        // (Polish writes S for the knight too, but H for the queen): one
        // of the seven. `Cf3`: Italian, Spanish and Catalan rather than
        // French, Portuguese or Romanian, who write the other pieces
        // otherwise.
        let pieces = |t: RenameTarget<'_>| match t {
            RenameTarget::Language(l) => Some(l.letters().pieces.clone()),
            RenameTarget::NotTheMove => None,
        };
        let of = |tag: &str| Some(locales.get(tag).unwrap().letters().pieces.clone());
        assert_eq!(pieces(rename_target(&locales, "Sf3", nf3, en)), of("de"));
        assert_eq!(pieces(rename_target(&locales, "Cf3", nf3, en)), of("it"));
        // A move only one language writes names it.
        assert_eq!(
            tag(rename_target(&locales, "Ιζ3", nf3, en)).as_deref(),
            Some("el")
        );
        assert_eq!(
            tag(rename_target(&locales, " Ελληνικά ", nf3, en)).as_deref(),
            Some("el")
        );
        // The move, but another one: not a rename.
        assert_eq!(tag(rename_target(&locales, "Sg5", nf3, en)), None);
    }

    /// A faithful translation in an editor writes what `forsyth translate`
    /// writes, byte for byte, on every game of the printed fixtures
    /// (tests/data/findings/printed-*.pgn: dashes of print, pairs,
    /// separators, words for mate, a draw and resigning, the side that
    /// resigned), into every language with printed words of its own and
    /// English; the edits touch only what changes.
    #[test]
    fn a_faithful_translation_writes_what_the_command_line_writes() {
        let locales = Locales::embedded();
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/data/findings");
        let mut fixtures: Vec<_> = std::fs::read_dir(dir)
            .expect("the fixtures")
            .map(|e| e.expect("an entry").path())
            .filter(|p| {
                p.file_name()
                    .and_then(|n| n.to_str())
                    .is_some_and(|n| n.starts_with("printed-") && n.matches('.').count() == 1)
            })
            .collect();
        fixtures.sort();
        assert!(fixtures.len() >= 8, "{fixtures:?}");
        let mut translator = TextTranslator::new(&locales);
        let mut changed = 0;
        for path in &fixtures {
            let text: String = std::fs::read_to_string(path)
                .expect("a fixture")
                .split_inclusive('\n')
                .filter(|l| !l.starts_with('%'))
                .collect();
            let tree = crate::tree::SyntaxTree::parse(text.as_bytes());
            for to in ["de", "en", "it", "el", "he", "ru"] {
                let target = Target {
                    locale: locales.get(to).expect("a language"),
                    notation: None,
                    isolate: false,
                    comments: Default::default(),
                };
                let mut edits = Vec::new();
                let mut cli = Vec::new();
                let mut end = 0;
                for game in tree.games() {
                    let span = game.span();
                    let detail = GameDetail::read(
                        &text[span.clone()],
                        span.start,
                        &locales,
                        LanguageChoice::Auto,
                    );
                    let Some(language) = detail.language else {
                        continue;
                    };
                    edits.extend(faithful(&detail, &mut translator, &target));
                    let (out, _) = translator.translate(
                        text[span.clone()].as_bytes(),
                        LanguageChoice::Fixed(language),
                        &target,
                    );
                    cli.extend_from_slice(&text.as_bytes()[end..span.start]);
                    cli.extend_from_slice(&out);
                    end = span.end;
                }
                cli.extend_from_slice(&text.as_bytes()[end..]);
                let name = path.display();
                assert_eq!(
                    apply(&text, &edits),
                    String::from_utf8_lossy(&cli),
                    "{name} -> {to}"
                );
                // Each edit changes its text.
                assert!(
                    edits
                        .iter()
                        .all(|e| text.get(e.span.clone()) != Some(e.text.as_str())),
                    "{name} -> {to}"
                );
                changed += edits.len();
            }
        }
        assert!(changed > 100, "{changed}");
    }

    /// Words of print in a faithful translation: an en dash stays an en
    /// dash, `matto` becomes `Matt`, `patta` `Remis`, and `il Nero
    /// abbandona` `Schwarz aufgegeben` — as the command line writes them.
    #[test]
    fn a_faithful_translation_keeps_print_and_translates_its_words() {
        let locales = Locales::embedded();
        let mut translator = TextTranslator::new(&locales);
        let de = Target {
            locale: locales.get("de").expect("German"),
            notation: None,
            isolate: false,
            comments: Default::default(),
        };
        for (italian, german) in [
            (
                "1. e2–e4 e7–e5 2. Cg1–f3 Cb8–c6 3. Af1–c4 *",
                "1. e2–e4 e7–e5 2. Sg1–f3 Sb8–c6 3. Lf1–c4 *",
            ),
            (
                "1. e4 e5 2. Ac4 Cc6 3. Dh5 Cf6 4. Dxf7 matto",
                "1. e4 e5 2. Lc4 Sc6 3. Dh5 Sf6 4. Dxf7 Matt",
            ),
            (
                "1. d4 d5 2. c4 e6 3. Cc3 Cf6 patta",
                "1. d4 d5 2. c4 e6 3. Sc3 Sf6 Remis",
            ),
            (
                "1. e4 e5 2. Ac4 Cc6 3. Dh5 Cf6 4. Dxf7+ il Nero abbandona",
                "1. e4 e5 2. Lc4 Sc6 3. Dh5 Sf6 4. Dxf7+ Schwarz aufgegeben",
            ),
        ] {
            let game = GameDetail::read(italian, 0, &locales, LanguageChoice::Auto);
            let edits = faithful(&game, &mut translator, &de);
            assert_eq!(apply(italian, &edits), german);
            // A word is rewritten apart from the words around it.
            assert!(edits.iter().all(|e| !e.text.contains(' ')), "{edits:?}");
        }
    }
}
