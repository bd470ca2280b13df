//! The quick fix of a wrong move number (issue 15): the `move-number`
//! finding, reported once where the numbering goes off, gets a fix that
//! renumbers that number and every later one of its game.

mod support;

use serde_json::{Value, json};
use support::Client;

const URI: &str = "file:///tmp/forsyth-test/renumber.pgn";

/// A lichess study as published, it and a blitz game with their `[FEN]`
/// move numbers changed, Fischer - Spassky 1992 with numbers mistyped
/// (see the file's comments), and the same with the first wrong number of
/// each game fixed.
const FIXTURE: &str = include_str!("../../../tests/data/findings/renumber.pgn");
const FIXED: &str = include_str!("../../../tests/data/findings/renumber.fixed.pgn");

/// The text without the lines of carets of the findings fixtures.
fn without_annotations(text: &str) -> String {
    text.split_inclusive('\n')
        .filter(|l| {
            !l.strip_prefix('%')
                .is_some_and(|r| r.trim_start().starts_with('^'))
        })
        .collect()
}

fn numbers(diagnostics: &[Value]) -> Vec<Value> {
    diagnostics
        .iter()
        .filter(|d| d["code"] == "move-number")
        .cloned()
        .collect()
}

fn others(diagnostics: &[Value]) -> Vec<Value> {
    diagnostics
        .iter()
        .filter(|d| d["code"] != "move-number")
        .map(|d| json!([d["code"], d["message"]]))
        .collect()
}

/// Fixing the first wrong number of the document, again and again, fixes
/// each game's numbering with one action: the text becomes the fixture's
/// fixed text, and only the move-number findings go. In UTF-16 and UTF-8,
/// with English and Greek titles.
#[test]
fn each_game_is_renumbered_by_the_fix_of_its_first_wrong_number() {
    for (offered, locale, title) in [
        (vec![], "en", "Renumber the moves from 1. on"),
        (vec!["utf-8"], "el", "Επαναρίθμηση των κινήσεων από το 1."),
    ] {
        let (mut client, _) =
            Client::initialized(&offered, Some(locale), json!({ "debounceMs": 0 }));
        client.open(URI, "pgn", FIXTURE);
        let first = client.diagnostics(URI, 1);
        assert_eq!(numbers(&first).len(), 7, "{first:#?}");
        let mut text = FIXTURE.to_owned();
        let mut diagnostics = first.clone();
        let mut version = 1;
        let mut titles = Vec::new();
        while let Some(wrong) = numbers(&diagnostics).first().cloned() {
            assert!(version < 10, "the fixes do not end");
            let fixes = client.quick_fixes(URI, &wrong);
            let [fix] = &fixes[..] else {
                panic!("{fixes:#?}")
            };
            assert_eq!(fix["kind"], "quickfix");
            assert_eq!(fix["isPreferred"], true);
            assert_eq!(fix["diagnostics"], json!([wrong]));
            titles.push(support::plain(fix["title"].as_str().unwrap()));
            version += 1;
            text = client.apply_action(URI, &text, version, fix);
            diagnostics = client.diagnostics(URI, version);
        }
        assert_eq!(titles.len(), 4, "{titles:?}");
        assert_eq!(titles[0], title);
        assert_eq!(without_annotations(&text), FIXED);
        assert_eq!(others(&diagnostics), others(&first));
        assert_eq!(client.shutdown(), Some(0));
    }
}

/// The second finding of a game (its message asks for the number the
/// first wrong one leads to) has its own fix, which writes what it asks.
#[test]
fn a_later_finding_gets_the_fix_its_message_asks_for() {
    let (mut client, _) = Client::initialized(&[], Some("en"), json!({ "debounceMs": 0 }));
    client.open(URI, "pgn", FIXTURE);
    let diagnostics = client.diagnostics(URI, 1);
    let second = numbers(&diagnostics)
        .into_iter()
        .find(|d| support::plain(d["message"].as_str().unwrap()).contains("“5.” should be “35.”"))
        .expect("Fischer - Spassky's second finding");
    let fixes = client.quick_fixes(URI, &second);
    let [fix] = &fixes[..] else {
        panic!("{fixes:#?}")
    };
    assert_eq!(fix["title"], "Renumber the moves from 35. on");
    let text = client.apply_action(URI, FIXTURE, 2, fix);
    assert!(text.contains("34. Ba4 Nf6 35. O-O Be7 36. Re1"), "{text}");
    assert!(text.contains("Rxf7 55. Nxf7 Rxe1+ 56. Qxe1"), "{text}");
    let after = client.diagnostics(URI, 2);
    assert_eq!(numbers(&after).len(), numbers(&diagnostics).len() - 2);
    assert_eq!(client.shutdown(), Some(0));
}

/// A game of 6000 plies (read stretch by stretch, from checkpoints every
/// 1024 moves), set up at move 1 and numbered from 34: one finding, and
/// its fix renumbers all 3000 numbers.
#[test]
fn a_long_game_is_renumbered_stretch_by_stretch() {
    let moves = ["Nf3", "Nf6", "Ng1", "Ng8"];
    let mut text = String::from(
        "[Event \"long\"]\n[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\"]\n\n",
    );
    let mut expected = text.clone();
    for i in 0..6000 {
        if i % 2 == 0 {
            text.push_str(&format!("{}. ", i / 2 + 34));
            expected.push_str(&format!("{}. ", i / 2 + 1));
        }
        for t in [&mut text, &mut expected] {
            t.push_str(moves[i % 4]);
            t.push(if i % 16 == 15 { '\n' } else { ' ' });
        }
    }
    text.push_str("*\n");
    expected.push_str("*\n");
    let (mut client, _) = Client::initialized(&[], Some("en"), json!({ "debounceMs": 0 }));
    client.open(URI, "pgn", &text);
    let diagnostics = client.diagnostics(URI, 1);
    let wrong = numbers(&diagnostics);
    assert_eq!(wrong.len(), 1, "{diagnostics:#?}");
    let fixes = client.quick_fixes(URI, &wrong[0]);
    let [fix] = &fixes[..] else {
        panic!("{fixes:#?}")
    };
    assert_eq!(fix["edit"]["changes"][URI].as_array().unwrap().len(), 3000);
    let fixed = client.apply_action(URI, &text, 2, fix);
    assert_eq!(fixed, expected);
    assert!(client.diagnostics(URI, 2).is_empty());
    assert_eq!(client.shutdown(), Some(0));
}
