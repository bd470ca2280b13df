//! The outline of a game: a name (`White – Black`, or its first moves), its
//! event, date and result, its variations with their nesting and first
//! moves, and its comments that run over several lines — with byte spans,
//! for an editor's symbols and folding.
//!
//! Only the syntax tree is read: nothing here replays the moves.

use std::ops::Range;

use crate::tree::{Game, Item, WalkEvent};

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
        let content = game.content_span();
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
                            span: line.span(),
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
}
