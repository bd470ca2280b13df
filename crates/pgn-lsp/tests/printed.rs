//! Games as people print them in the editor (issue 18): a hover on a word
//! printed as books print moves says how it was read, in the user's
//! language.

mod support;

use serde_json::Value;
use support::{Client, at, plain};

/// tests/data/findings/printed-pairs.pgn: the Immortal Game in the layout
/// of an Italian column (pairs joined by a dash, `;` after each, `matto`),
/// and the Ruy Lopez as chess-poster.com prints it (a spaced dash between
/// the two moves of a pair).
const FIXTURE: &str = include_str!("../../../tests/data/findings/printed-pairs.pgn");

const URI: &str = "file:///tmp/forsyth-test/column.pgn";

/// The fixture without its annotation lines.
fn column() -> String {
    FIXTURE
        .split_inclusive('\n')
        .filter(|l| !l.starts_with('%'))
        .collect()
}

/// Line and character of the `nth` occurrence of `needle` in `text`, plus
/// `into` characters.
fn find(text: &str, needle: &str, nth: usize, into: u32) -> (u32, u32) {
    let at = text.match_indices(needle).nth(nth).expect(needle).0;
    let before = &text[..at];
    let line = before.matches('\n').count() as u32;
    let column = before.rsplit('\n').next().unwrap().chars().count() as u32;
    (line, column + into)
}

fn hover(client: &mut Client, (line, character): (u32, u32)) -> Option<(String, Value)> {
    let hover = client.request("textDocument/hover", at(URI, line, character));
    let text = hover["contents"]["value"].as_str()?;
    Some((plain(text), hover["range"].clone()))
}

#[test]
fn a_hover_on_a_printed_word_says_how_it_was_read() {
    let text = column();
    for (lang, read, nothing) in [
        (
            "en",
            "is printed as books and columns print moves, and read as",
            "stands for no move",
        ),
        ("it", "si legge", "non sta per alcuna mossa"),
        ("de", "wird gelesen als", "steht für keinen Zug"),
    ] {
        let (mut client, _) = Client::initialized(&[], Some(lang), Value::Null);
        client.open(URI, "pgn", &text);
        client.diagnostics(URI, 1);
        // The first pair, on White's move: both moves, and the board.
        let place = find(&text, "1.e4-e5;", 0, 3);
        let (shown, range) = hover(&mut client, place).expect("a hover");
        let first = shown.lines().next().unwrap_or_default();
        assert!(
            first.contains("`e4-e5;`") && first.contains(&format!("{read} `e4 e5`")),
            "{lang}: {shown}"
        );
        assert!(shown.contains("```text"), "{lang}: the board\n{shown}");
        assert_eq!(range["start"]["character"], 2, "{lang}: {range}");
        assert_eq!(range["end"]["character"], 8, "{lang}: {range}");
        // A pair with Italian letters: read with the game's letters.
        let (shown, _) = hover(&mut client, find(&text, "Ac4-Dh4+;", 0, 1)).unwrap();
        assert!(shown.contains("`Ac4 Dh4+`"), "{lang}: {shown}");
        // The word for mate after the last move.
        let (shown, _) = hover(&mut client, find(&text, "matto", 0, 2)).unwrap();
        assert!(
            shown.contains("`matto`") && shown.contains(&format!("{read} `#`")),
            "{lang}: {shown}"
        );
        // The lone dash between the moves of a pair.
        let (shown, _) = hover(&mut client, find(&text, "e4 - e5", 0, 3)).unwrap();
        assert!(shown.contains(nothing), "{lang}: {shown}");
        // A move as PGN writes it: the board only.
        let (shown, _) = hover(&mut client, find(&text, "Nf3 - Nc6", 0, 1)).unwrap();
        assert!(!shown.contains(read), "{lang}: {shown}");
        assert!(shown.contains("```text"), "{lang}: {shown}");
        assert_eq!(client.shutdown(), Some(0));
    }
}

/// The rewriting code actions of the range `from`..`to` of [`URI`].
fn rewrites(client: &mut Client, from: (u32, u32), to: (u32, u32)) -> Vec<Value> {
    let actions = client.request(
        "textDocument/codeAction",
        serde_json::json!({
            "textDocument": { "uri": URI },
            "range": { "start": support::pos(from.0, from.1), "end": support::pos(to.0, to.1) },
            "context": { "diagnostics": [], "only": ["refactor.rewrite"] }
        }),
    );
    actions.as_array().cloned().unwrap_or_default()
}

/// Runs the code action `title` of the range `from`..`to` of the document
/// `text` (opened as [`URI`]) as an editor does: the document after its
/// edits, and the edits.
fn rewrite(
    client: &mut Client,
    text: &str,
    from: (u32, u32),
    to: (u32, u32),
    title: &str,
) -> (String, Vec<Value>) {
    let actions = rewrites(client, from, to);
    let action = actions
        .iter()
        .find(|a| a["title"] == title)
        .unwrap_or_else(|| panic!("no {title:?} in {actions:#?}"))
        .clone();
    let command = &action["command"];
    client.request(
        "workspace/executeCommand",
        serde_json::json!({ "command": command["command"], "arguments": command["arguments"] }),
    );
    let applied = client.applied.pop().expect("an applyEdit request");
    let edits = applied["edit"]["changes"][URI].as_array().unwrap().clone();
    (support::apply_edits(text, &edits), edits)
}

/// A game printed as books print moves offers "Rewrite as standard PGN":
/// the Italian column of the Immortal Game becomes English SAN movetext
/// (a space between a pair's moves, no separators, the mate sign on the
/// move), which reads back with no printed form and the same moves; the
/// other game's lone dashes go.
#[test]
fn a_printed_game_is_rewritten_as_standard_pgn() {
    use forsyth_notation::{
        analysis::{LanguageChoice, analyze},
        locale::Locales,
        tree::SyntaxTree,
    };
    let text = column();
    let (mut client, _) = Client::initialized(&[], Some("en"), Value::Null);
    client.open(URI, "pgn", &text);
    client.diagnostics(URI, 1);
    let place = find(&text, "1.e4-e5;", 0, 3);
    let (immortal, _) = rewrite(&mut client, &text, place, place, "Rewrite as standard PGN");
    assert!(
        immortal.contains("1.e4 e5 2.f4 exf4 3. Bc4 Qh4+ 4.Kf1 b5 5.Bxb5 Nf6 6.Nf3 Qh6 7.d3 Nh5\n"),
        "{immortal}"
    );
    assert!(
        immortal.contains("21.Nxg7+ Kd8 22.Qf6+ Nxf6 23.Be7# 1-0\n"),
        "{immortal}"
    );
    let place = find(&text, "e4 - e5", 0, 0);
    let (ruy, _) = rewrite(&mut client, &text, place, place, "Rewrite as standard PGN");
    assert!(ruy.contains("1. e4 e5\n2. Nf3 Nc6\n3. Bb5\n*"), "{ruy}");
    // Read back: the same moves, nothing printed left.
    let locales = Locales::embedded();
    let en = locales.get("en").unwrap();
    // Read back: the rewritten game (the first, then the second) has the
    // same moves in English.
    let a = SyntaxTree::parse(text.as_bytes());
    for (nth, after) in [(0, &immortal), (1, &ruy)] {
        let b = SyntaxTree::parse(after.as_bytes());
        let old = analyze(&a.games().nth(nth).unwrap(), &locales, LanguageChoice::Auto);
        let new = analyze(
            &b.games().nth(nth).unwrap(),
            &locales,
            LanguageChoice::Fixed(en),
        );
        assert!(!new.has_errors(), "{after}");
        let moves = |x: &forsyth_notation::analysis::Analysis| -> Vec<_> {
            x.moves.iter().map(|r| r.mv).collect()
        };
        assert_eq!(moves(&old), moves(&new), "{after}");
    }
    let b = SyntaxTree::parse(immortal.as_bytes());
    let game = b.games().next().unwrap();
    let read = analyze(&game, &locales, LanguageChoice::Fixed(en));
    assert!(
        !read
            .diagnostics
            .iter()
            .any(|d| d.code.as_str().starts_with("printed-")),
        "{:?}",
        read.diagnostics
    );
    assert_eq!(client.shutdown(), Some(0));
}

/// The moves of a game in the document's order, read in `choice`.
fn moves_of(
    text: &str,
    nth: usize,
    choice: forsyth_notation::analysis::LanguageChoice<'_>,
) -> (
    Vec<forsyth_core::Move>,
    Vec<forsyth_notation::diagnostic::Diagnostic>,
) {
    use forsyth_notation::{analysis::analyze, locale::Locales, tree::SyntaxTree};
    let locales = Locales::embedded();
    let tree = SyntaxTree::parse(text.as_bytes());
    let game = tree.games().nth(nth).expect("the game");
    let read = analyze(&game, &locales, choice);
    (read.moves.iter().map(|r| r.mv).collect(), read.diagnostics)
}

/// A selection offers "Rewrite the selection as standard PGN": the printed
/// words it touches are written whole as PGN writes them, in the game's
/// own letters (an Italian column stays Italian), and nothing else
/// changes. Three pairs of the Italian column, the selection starting
/// inside the first (`5.Axb5-Cf6;` from its `C`) and ending inside the
/// third (`7.d3-Ch5;` at its `3`): the three words become `Axb5 Cf6`,
/// `Cf3 Dh6` and `d3 Ch5`, byte for byte the rest; the game reads to the
/// same moves in Italian, with no error. The word for mate goes with its
/// move: `matto` selected alone writes `Ae7#` and takes the word out.
#[test]
fn a_selection_is_rewritten_as_standard_pgn_and_nothing_else() {
    use forsyth_notation::{analysis::LanguageChoice, diagnostic::Severity, locale::Locales};
    let text = column();
    let locales = Locales::embedded();
    let it = locales.get("it").unwrap();
    let (before, _) = moves_of(&text, 0, LanguageChoice::Auto);
    let (mut client, _) = Client::initialized(&[], Some("en"), Value::Null);
    client.open(URI, "pgn", &text);
    client.diagnostics(URI, 1);
    let title = "Rewrite the selection as standard PGN";
    let (after, edits) = rewrite(
        &mut client,
        &text,
        find(&text, "Axb5-Cf6;", 0, 5),
        find(&text, "d3-Ch5;", 0, 1),
        title,
    );
    assert_eq!(edits.len(), 3, "{edits:#?}");
    let (first, last) = (
        text.find("Axb5-Cf6;").unwrap(),
        text.find("d3-Ch5;").unwrap() + 7,
    );
    assert_eq!(
        &after[..first],
        &text[..first],
        "the text before the selected words"
    );
    let tail = text.len() - last;
    assert_eq!(&after[after.len() - tail..], &text[last..]);
    assert_eq!(
        &after[first..after.len() - tail],
        "Axb5 Cf6 6.Cf3 Dh6 7.d3 Ch5",
        "{after}"
    );
    let (read, findings) = moves_of(&after, 0, LanguageChoice::Fixed(it));
    assert_eq!(read, before, "{after}");
    assert!(
        !findings.iter().any(|d| d.severity == Severity::Error),
        "{findings:?}"
    );
    // The action is offered only for a selection; the whole game's
    // rewrite is offered with it.
    let place = find(&text, "1.e4-e5;", 0, 3);
    let actions = rewrites(&mut client, place, place);
    let titles: Vec<&Value> = actions.iter().map(|a| &a["title"]).collect();
    assert!(!titles.iter().any(|t| *t == title), "{titles:?}");
    assert!(
        titles.iter().any(|t| *t == "Rewrite as standard PGN"),
        "{titles:?}"
    );
    // The word for mate, selected alone, goes with its move.
    let (after, edits) = rewrite(
        &mut client,
        &text,
        find(&text, "matto", 0, 1),
        find(&text, "matto", 0, 3),
        title,
    );
    assert_eq!(edits.len(), 2, "{edits:#?}");
    assert!(after.contains("22.Df6+-Cxf6; 23.Ae7# 1-0\n"), "{after}");
    assert_eq!(after.replace("Ae7# 1-0", "Ae7 matto 1-0"), text);
    let (read, _) = moves_of(&after, 0, LanguageChoice::Fixed(it));
    assert_eq!(read, before, "{after}");
    assert_eq!(client.shutdown(), Some(0));
}

/// Translating a printed game in the editor (`forsyth.translate`) writes
/// what `forsyth translate` writes: the Italian column becomes a German
/// column, its dashes, pairs and separators as printed, `matto` as `Matt`
/// (tests/data/findings/printed-pairs.pgn), and `il Nero abbandona` as
/// `Schwarz aufgegeben` (printed-resign.pgn); the editor's document and
/// the command line's text are the same, byte for byte.
#[test]
fn a_printed_game_is_translated_as_the_command_line_translates_it() {
    use forsyth_notation::{
        analysis::LanguageChoice, locale::Locales, translate::translate_text, write::Target,
    };
    let resign: String = include_str!("../../../tests/data/findings/printed-resign.pgn")
        .split_inclusive('\n')
        .filter(|l| !l.starts_with('%'))
        .collect();
    let locales = Locales::embedded();
    let de = Target {
        locale: locales.get("de").unwrap(),
        notation: None,
        isolate: false,
        comments: Default::default(),
    };
    for (text, words) in [
        (column(), &["Matt", "Lc4-Dh4+;"][..]),
        (resign, &["Schwarz aufgegeben"][..]),
    ] {
        let (mut client, _) = Client::initialized(&[], Some("en"), Value::Null);
        client.open(URI, "pgn", &text);
        client.diagnostics(URI, 1);
        client.request(
            "workspace/executeCommand",
            serde_json::json!({ "command": "forsyth.translate", "arguments": [{ "uri": URI, "lang": "de" }] }),
        );
        let applied = client.applied.pop().expect("an applyEdit request");
        let edits = applied["edit"]["changes"][URI].as_array().unwrap().clone();
        let german = support::apply_edits(&text, &edits);
        let (cli, _) = translate_text(text.as_bytes(), &locales, LanguageChoice::Auto, &de);
        assert_eq!(german, String::from_utf8(cli).unwrap());
        for word in words {
            assert!(german.contains(word), "{word}: {german}");
        }
        assert_eq!(client.shutdown(), Some(0));
    }
}
