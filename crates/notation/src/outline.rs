//! The outline of a game: a name (`White – Black`, or its first moves), its
//! event, date and result, its variations with their nesting and first
//! moves, and its comments that run over several lines — with byte spans,
//! for an editor's symbols and folding.
//!
//! Only the syntax tree is read: nothing here replays the moves.

use std::ops::Range;

use crate::{
    lexer::Lexer,
    tree::{Game, Item, WalkEvent},
};

/// How many characters a variation's label grows to before it stops taking
/// moves.
const LABEL_CHARS: usize = 24;

/// How many items (move numbers and moves) of the mainline name a game
/// without player tags.
const NAME_ITEMS: usize = 4;

/// What an outline of a text shows of one game. Spans are relative to the
/// text the game was parsed from.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Outline {
    /// `White – Black`, or the first moves when there are no player tags.
    pub name: String,
    /// Event, date and result, as tagged.
    pub detail: String,
    /// The game without prelude and trailer.
    pub content: Range<usize>,
    /// Where to put the cursor: the first tag or the first move.
    pub selection: Range<usize>,
    /// Variations in text order (a variation before the ones it holds).
    pub variations: Vec<Variation>,
    /// Comments that run over more than one line.
    pub long_comments: Vec<Range<usize>>,
}

/// One variation of an outline.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Variation {
    /// From its opening to its closing parenthesis.
    pub span: Range<usize>,
    /// 1 for a variation of the mainline, 2 for a variation inside it, …
    pub depth: u32,
    /// Its first move numbers and moves, as written (`2. Bc4 Nc6`); empty
    /// when it has none.
    pub label: String,
}

impl Outline {
    /// The outline of `game`.
    #[must_use]
    pub fn of_game(game: &Game<'_>) -> Outline {
        let tag = |name: &str| {
            game.tag(name)
                .and_then(|t| t.value().map(|v| v.trim().to_owned()))
                .filter(|v| !v.is_empty() && v != "?")
        };
        let src = game.node().tree().source();
        let content = ink_end(src, game.content_span());
        let mut variations = Vec::new();
        let mut long_comments = Vec::new();
        let mut first_moves = Vec::new();
        let mut depth = 0u32;
        let mut open: Option<Variation> = None;
        for event in game.walk() {
            match event {
                WalkEvent::Enter(line) => {
                    if !line.is_mainline() {
                        depth += 1;
                        if let Some(done) = open.take() {
                            variations.push(done);
                        }
                        open = Some(Variation {
                            span: ink_end(src, line.span()),
                            depth,
                            label: String::new(),
                        });
                    }
                }
                WalkEvent::Exit(line) => {
                    if !line.is_mainline() {
                        depth = depth.saturating_sub(1);
                        if let Some(done) = open.take() {
                            variations.push(done);
                        }
                    }
                }
                WalkEvent::Item(item) => {
                    let text = match item {
                        Item::MoveNumber(n) => {
                            Some(String::from_utf8_lossy(n.bytes()).into_owned())
                        }
                        Item::Move(m) => Some(m.text().to_owned()),
                        Item::Alternatives(a) => {
                            Some(a.moves().map(|m| m.text()).collect::<Vec<_>>().join("/"))
                        }
                        Item::Comment(c) => {
                            if c.bytes().contains(&b'\n') {
                                long_comments.push(c.span());
                            }
                            None
                        }
                        _ => None,
                    };
                    if let Some(text) = text {
                        if let Some(v) = open.as_mut()
                            && v.label.chars().count() < LABEL_CHARS
                        {
                            if !v.label.is_empty() {
                                v.label.push(' ');
                            }
                            v.label.push_str(&text);
                        }
                        if depth == 0 && first_moves.len() < NAME_ITEMS {
                            first_moves.push(text);
                        }
                    }
                }
            }
        }
        if let Some(done) = open.take() {
            variations.push(done);
        }
        let name = match (tag("White"), tag("Black")) {
            (None, None) => {
                let s = first_moves.join(" ");
                if s.is_empty() { String::from("…") } else { s }
            }
            (w, b) => format!(
                "{} – {}",
                w.as_deref().unwrap_or("?"),
                b.as_deref().unwrap_or("?")
            ),
        };
        let result = game
            .result()
            .map(|r| r.text().to_owned())
            .or_else(|| tag("Result"));
        let detail: Vec<String> = [tag("Event"), tag("Date"), result]
            .into_iter()
            .flatten()
            .collect();
        let selection = game
            .tags()
            .next()
            .map(|t| t.span())
            .or_else(|| {
                game.mainline()
                    .and_then(|l| l.moves().next())
                    .map(|m| m.word_span())
            })
            .unwrap_or(content.start..content.start);
        Outline {
            name,
            detail: detail.join(", "),
            content,
            selection,
            variations,
            long_comments,
        }
    }
}

/// `span` up to its last character that is neither white space nor a line
/// break nor a format character (what the lexer reads as trivia), in
/// `src`: a span ends at its last token, which only holds trivia at its
/// end when it is a comment left open, running to the end of the text; an
/// editor's symbol ends on its last line of text all the same (issue 16).
fn ink_end(src: &[u8], span: Range<usize>) -> Range<usize> {
    let mut end = span.end.min(src.len());
    while end > span.start {
        // The last character, if the bytes before `end` end with one.
        let Some(len) = (1..=4.min(end - span.start))
            .find(|&n| std::str::from_utf8(&src[end - n..end]).is_ok())
        else {
            break;
        };
        let last = &src[end - len..end];
        match Lexer::new(last).next() {
            Some(token) if token.kind.is_trivia() && token.end as usize == len => end -= len,
            _ => break,
        }
    }
    span.start..end
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tree::SyntaxTree;

    fn outline(text: &str) -> Outline {
        let tree = SyntaxTree::parse(text.as_bytes());
        Outline::of_game(&tree.games().next().unwrap())
    }

    #[test]
    fn games_are_named_by_their_players_or_first_moves() {
        let text = "[Event \"A\"]\n[White \"Ρ\"]\n\n1. e4 e5 2. Nf3 (2. Bc4 Nc6) Nc6 1-0\n";
        let o = outline(text);
        assert_eq!(o.name, "Ρ – ?");
        assert_eq!(o.detail, "A, 1-0");
        assert_eq!(o.selection, 0..11);
        assert_eq!(o.content, 0..text.len() - 1);
        let [v] = o.variations.as_slice() else {
            panic!("one variation: {:?}", o.variations);
        };
        assert_eq!(v.label, "2. Bc4 Nc6");
        assert_eq!(v.depth, 1);
        assert_eq!(&text[v.span.clone()], "(2. Bc4 Nc6)");
        // E. Oikonomopoulos's 1881 problem in Greek, without tags: its first
        // moves name it, and a question mark is no player.
        let o = outline("[White \"?\"]\n1. Ιδ4 Ρδ7 2. Ιβ5 Ρε7 *\n");
        assert_eq!(o.name, "1. Ιδ4 Ρδ7 2.");
        assert_eq!(o.detail, "*");
    }

    #[test]
    fn nested_variations_and_long_comments() {
        let text = "1. d4 d5 2. c4 {long\ncomment} (2. Nf3 Nf6 (2... c5 3. dxc5)) e6 0-1";
        let o = outline(text);
        assert_eq!(o.long_comments.len(), 1);
        assert_eq!(&text[o.long_comments[0].clone()], "{long\ncomment}");
        let found: Vec<(u32, &str, &str)> = o
            .variations
            .iter()
            .map(|v| (v.depth, v.label.as_str(), &text[v.span.clone()]))
            .collect();
        assert_eq!(
            found,
            [
                (1, "2. Nf3 Nf6", "(2. Nf3 Nf6 (2... c5 3. dxc5))"),
                (2, "2... c5 3. dxc5", "(2... c5 3. dxc5)"),
            ]
        );
    }

    /// A game's content ends at its last token, never in the white space
    /// or line breaks after it: an editor's symbol of the game and its
    /// folding end on the game's last line (issue 16). Read whole, and as
    /// the language server reads a game (`PgnReader::parse_last`).
    #[test]
    fn content_ends_at_the_last_token() {
        let cases = [
            (
                "[Event \"A\"]\n[White \"B\"]\n\n\n",
                "[Event \"A\"]\n[White \"B\"]",
            ),
            (
                "[Event \"A\"]\n\n1. e4 e5 \n\n\n[Event \"C\"]\n\n1. e4 *\n",
                "[Event \"A\"]\n\n1. e4 e5",
            ),
            (
                "[Event \"A\"]\n\n1. e4 e5 {c} \n\n",
                "[Event \"A\"]\n\n1. e4 e5 {c}",
            ),
            ("1. e4 e5 2. \n\n", "1. e4 e5 2."),
            ("1. e4 e5 2.\t\u{a0}\u{200e}\n", "1. e4 e5 2."),
            (
                "[Event \"A\"]\r\n\r\n1. e4 e5 1-0\r\n\r\n",
                "[Event \"A\"]\r\n\r\n1. e4 e5 1-0",
            ),
            ("[Event \"A\"]  \r\n\r\n", "[Event \"A\"]"),
            (
                "[Event \"A\"]\n{after the tags}\n\n",
                "[Event \"A\"]\n{after the tags}",
            ),
            ("1. e4 ( 1. d4 \n\n", "1. e4 ( 1. d4"),
            ("1. Ιδ4 Ρδ7\u{2003}\n", "1. Ιδ4 Ρδ7"),
            // A comment left open runs to the end of the text, its line
            // breaks with it (found by the language server's fuzz target).
            (
                "1. e4 {\nThe theory prefers ",
                "1. e4 {\nThe theory prefers",
            ),
            ("[Event \"x\"]\r0. {\u{2069} \n", "[Event \"x\"]\r0. {"),
            ("1. e4 {left open \n", "1. e4 {left open"),
            ("1. e4 (1. d4 {open\r\n\u{200e} \n\n", "1. e4 (1. d4 {open"),
            ("1. e4 {\n\n", "1. e4 {"),
        ];
        for (text, content) in cases {
            let tree = SyntaxTree::parse(text.as_bytes());
            let game = tree.games().next().expect("a game");
            let o = Outline::of_game(&game);
            assert_eq!(&text[o.content.clone()], content, "in {text:?}");
            assert!(o.selection.start >= o.content.start && o.selection.end <= o.content.end);
            for v in &o.variations {
                let end = text[v.span.clone()].chars().next_back();
                assert!(end.is_some_and(|c| !c.is_whitespace()), "in {text:?}");
            }
            let mut reader = crate::tree::PgnReader::new(text.as_bytes());
            reader.next_game().expect("read").expect("a game");
            let mut read = SyntaxTree::new();
            reader.parse_last(&mut read);
            let o = Outline::of_game(&read.games().next().expect("a game"));
            assert_eq!(&text[o.content.clone()], content, "read, in {text:?}");
        }
    }

    /// Games put together from pieces of PGN, read whole and as the
    /// language server reads them (`PgnReader::parse_last`): no game's
    /// content ends in trivia.
    #[test]
    fn generated_games_end_at_their_last_token() {
        let pieces = [
            "1.",
            "2...",
            "3. ...",
            "e4",
            "Nf3",
            "{c}",
            "{a\nb}",
            "(",
            ")",
            "*",
            "1-0",
            "$1",
            "!",
            " ",
            "  ",
            "\n",
            "\r\n",
            "\t",
            "\u{a0}",
            "\u{200e}",
            "\n%esc\n",
            ";c\n",
            "[Event \"x\"]",
            "\n[White \"y\"]\n",
            "12",
            "\u{2003}",
            "@",
            "{",
            "{ open ",
        ];
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut next = || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        let trivia_at_end = |text: &str, o: &Outline| {
            o.content.end > o.content.start
                && text[o.content.clone()]
                    .chars()
                    .next_back()
                    .is_some_and(|c| c.is_whitespace() || ('\u{200b}'..='\u{200f}').contains(&c))
        };
        for _ in 0..5_000 {
            let n = 1 + (next() % 12) as usize;
            let text: String = (0..n)
                .map(|_| pieces[(next() % pieces.len() as u64) as usize])
                .collect();
            let tree = SyntaxTree::parse(text.as_bytes());
            for game in tree.games() {
                let o = Outline::of_game(&game);
                assert!(
                    !trivia_at_end(&text, &o),
                    "whole: {text:?} -> {:?}",
                    &text[o.content]
                );
                for v in &o.variations {
                    let end = text[v.span.clone()].chars().next_back();
                    assert!(
                        end.is_some_and(|c| !c.is_whitespace()),
                        "whole: {text:?} -> {:?}",
                        &text[v.span.clone()]
                    );
                }
            }
            let mut reader = crate::tree::PgnReader::with_segment_size(text.as_bytes(), 3);
            let mut at = 0;
            while let Ok(Some(chunk)) = reader.next_game() {
                let offset = chunk.offset() as usize;
                let mut one = SyntaxTree::new();
                reader.parse_last(&mut one);
                if let Some(game) = one.games().next() {
                    let o = Outline::of_game(&game);
                    let part = &text[offset..];
                    assert!(
                        !trivia_at_end(part, &o),
                        "read: {text:?} at {offset} -> {:?}",
                        &part[o.content]
                    );
                }
                at += 1;
            }
            assert!(at > 0 || text.trim().is_empty());
        }
    }
}
