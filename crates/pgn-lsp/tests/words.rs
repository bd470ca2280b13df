//! Issue 14 in the language server: the position in words in the board
//! hover, and games in descriptive notation (diagnostics, hover, rename to
//! algebraic).

mod support;

use serde_json::{Value, json};
use support::{Client, apply_edits, at};

/// The seed's 1881 problem (Greek notation), with its solution.
const SEED: &str = include_str!("../../../tests/data/seed/oikonomopoulos-1881.pgn");

/// Capablanca – Teichmann 1913 as "Chess Fundamentals" prints it.
const BOOK: &str = include_str!("../../../tests/data/descriptive/capablanca-teichmann-1913.pgn");

const URI: &str = "file:///tmp/forsyth-test/words.pgn";

/// The hover on a move says the move in words, a paragraph of its own, and
/// reads the position after it in words, piece by piece, both in the
/// user's language (the game is Greek).
#[test]
fn hover_reads_the_position_in_words() {
    for (lang, move_said, said) in [
        (
            "en",
            "king D 7",
            "White: king \"A\" 5, rooks \"A\" 8, f 1, bishop D 5, knight D 4; Black: king D 7; White to move.",
        ),
        (
            "de",
            "König D 7",
            "Weiß: König \"A\" 5, Türme \"A\" 8, f 1, Läufer D 5, Springer D 4; Schwarz: König D 7; Weiß am Zug.",
        ),
        (
            "ru",
            "король D 7",
            "Белые: король \"A\" 5, ладьи \"A\" 8, f 1, слон D 5, конь D 4; Чёрные: король D 7; ход белых.",
        ),
    ] {
        let (mut client, _) = Client::initialized(&[], Some(lang), Value::Null);
        client.open(URI, "pgn", SEED);
        client.diagnostics(URI, 1);
        let line = SEED.lines().nth(9).unwrap();
        // The hover on Black's reply 1... Ρδ7.
        let column = line[..line.find("Ρδ7").unwrap()].chars().count() as u32;
        let hover = client.request("textDocument/hover", at(URI, 9, column + 1));
        let text = hover["contents"]["value"].as_str().unwrap();
        assert!(
            text.contains(&format!("\n\n{move_said}\n\n")),
            "{lang}: {text}"
        );
        assert!(text.contains(said), "{lang}: {text}");
        assert_eq!(client.shutdown(), Some(0));
    }
}

/// A game in descriptive notation: the move that only the rest of the
/// game settles (`11. B-R4`, Ba4 or Bh4) is a warning naming both and the
/// choice, a hover on a move says it in words in the user's language, and a
/// rename to a language writes the whole game, its variations too, in
/// algebraic notation, as `translate` does.
#[test]
fn descriptive_games_in_the_editor() {
    for (lang, bishop, renamed_moves) in [
        (
            "en",
            "bishop B 5",
            "6. e3 O-O 7. Rc1 b6 8. cxd5 exd5 9. Bb5 Bb7 10. O-O a6\n11. Ba4 Rc8",
        ),
        (
            "de",
            "Läufer B 5",
            "6. e3 O-O 7. Tc1 b6 8. cxd5 exd5 9. Lb5 Lb7 10. O-O a6\n11. La4 Tc8",
        ),
    ] {
        let (mut client, _) = Client::initialized(&[], Some(lang), Value::Null);
        client.open(URI, "pgn", BOOK);
        let diagnostics = client.diagnostics(URI, 1);
        assert_eq!(diagnostics.len(), 1, "{diagnostics:?}");
        assert_eq!(diagnostics[0]["code"], "ambiguous-settled");
        assert_eq!(diagnostics[0]["severity"], 2);
        let said = diagnostics[0]["message"].as_str().unwrap();
        assert!(said.contains("Ba4") && said.contains("Bh4"), "{said}");
        // 9. B-Kt5 is Bb5: said in words.
        let line = BOOK.lines().position(|l| l.starts_with("6. ")).unwrap() as u32;
        let text = BOOK.lines().nth(line as usize).unwrap();
        let column = text.find("B-Kt5").unwrap() as u32;
        let hover = client.request("textDocument/hover", at(URI, line, column + 1));
        let shown = hover["contents"]["value"].as_str().unwrap();
        assert!(shown.contains(&format!("\n\n{bishop}\n\n")), "{shown}");
        // Renamed to the language: algebraic notation, to the last move.
        let mut params = at(URI, line, column + 1);
        params["newName"] = json!(lang);
        let edit = client.request("textDocument/rename", params);
        let edits = edit["changes"][URI].as_array().unwrap();
        let renamed = apply_edits(BOOK, edits);
        assert!(renamed.contains(renamed_moves), "{renamed}");
        assert!(
            renamed.contains("(13... bxc5 14. Rfd1)") || lang != "en",
            "{renamed}"
        );
        assert!(
            renamed.ends_with("38. Bg7 1-0\n") || renamed.ends_with("38. Lg7 1-0\n"),
            "{renamed}"
        );
        // No descriptive word is left in the move text.
        let moves = &renamed[renamed.find("[Result \"1-0\"]").unwrap()..];
        assert!(!moves.contains("-Q") && !moves.contains('×'), "{moves}");
        assert_eq!(client.shutdown(), Some(0));
    }
}

/// A game in descriptive notation of `plies` plies (the knights going out
/// and back, `N-KB3` and `N-N1`), 16 a line, and the line and column where
/// ply `illegal` is written as `Q-R5` (the queen blocked by its own king's
/// pawn), if it is.
fn long_descriptive_game(plies: usize, illegal: usize) -> (String, u32, u32) {
    let moves = ["N-KB3", "N-KB3", "N-N1", "N-N1"];
    let mut text = String::from("[Event \"long\"]\n\n");
    let mut lines = 2;
    let mut at = (0, 0);
    let mut line = String::new();
    for i in 0..plies {
        if i % 2 == 0 {
            line.push_str(&format!("{}. ", i / 2 + 1));
        }
        if i == illegal {
            at = (lines, line.len() as u32);
            line.push_str("Q-R5");
        } else {
            line.push_str(moves[i % 4]);
        }
        line.push(' ');
        if i % 16 == 15 {
            text.push_str(&line);
            text.push('\n');
            line.clear();
            lines += 1;
        }
    }
    text.push_str(&line);
    text.push_str("*\n");
    (text, at.0, at.1)
}

/// A descriptive game of more than 4096 moves, the length from which the
/// server reads a plain game stretch by stretch: its illegal move near the
/// end is a diagnostic, a hover in the middle says the move in words, and a
/// rename writes every move before the illegal one in algebraic notation.
/// Its checkpoints read each stretch in descriptive notation, as the whole
/// game was read: the hover reads the stretch around it, the rename the
/// game stretch by stretch, and they say what reading it whole says.
#[test]
fn a_long_descriptive_game_in_the_editor() {
    const PLIES: usize = 4 * 1024 + 300;
    let (text, line, column) = long_descriptive_game(PLIES, PLIES - 20);
    let (mut client, _) = Client::initialized(&[], Some("en"), Value::Null);
    client.open(URI, "pgn", &text);
    let diagnostics = client.diagnostics(URI, 1);
    let errors: Vec<_> = diagnostics.iter().filter(|d| d["severity"] == 1).collect();
    assert_eq!(errors.len(), 1, "{diagnostics:?}");
    assert_eq!(errors[0]["code"], "illegal-move");
    assert_eq!(errors[0]["range"]["start"]["line"], line);
    assert_eq!(errors[0]["range"]["start"]["character"], column);
    // Line 152 (the moves start on line 2 of the text) holds moves 1201
    // to 1208: the hover on its first, White's N-KB3.
    let middle = 2 + 150;
    let first = text.lines().nth(middle).unwrap();
    assert!(first.starts_with("1201. N-KB3"), "{first}");
    let hover = client.request("textDocument/hover", at(URI, middle as u32, 7));
    let shown = hover["contents"]["value"].as_str().unwrap();
    assert!(
        shown.contains("After 1201. Nf3") && shown.contains("knight f 3"),
        "{shown}"
    );
    let mut params = at(URI, middle as u32, 7);
    params["newName"] = json!("en");
    let edit = client.request("textDocument/rename", params);
    let edits = edit["changes"][URI].as_array().unwrap();
    assert_eq!(edits.len(), PLIES - 20, "one edit a move before Q-R5");
    let renamed = apply_edits(&text, edits);
    assert!(renamed.contains("1201. Nf3 Nf6 1202. Ng1 Ng8"), "{renamed}");
    assert!(
        renamed.contains("Ng8 2189. Q-R5 N-KB3"),
        "{}",
        &renamed[renamed.len() - 300..]
    );
    assert_eq!(client.shutdown(), Some(0));
}

/// `spokenFiles` names the files of the hover's words as the command line's
/// `--spoken-files` does (`anna`: Anna … Hector, as the FIDE rules for
/// blind players suggest; `nato`), in the move and in the position; a
/// value that is none of them is logged as not understood and leaves
/// literate letters.
#[test]
fn the_hover_names_files_as_the_settings_say() {
    let line = SEED.lines().nth(9).unwrap();
    let column = line[..line.find("Ρδ7").unwrap()].chars().count() as u32;
    for (files, lang, move_said, position) in [
        (
            "anna",
            "de",
            "König David 7",
            "Weiß: König Anna 5, Türme Anna 8, Felix 1, Läufer David 5, Springer David 4",
        ),
        (
            "NATO",
            "en",
            "king delta 7",
            "White: king alfa 5, rooks alfa 8, foxtrot 1, bishop delta 5, knight delta 4",
        ),
        (
            "braille",
            "en",
            "king D 7",
            "White: king \"A\" 5, rooks \"A\" 8, f 1, bishop D 5, knight D 4",
        ),
    ] {
        let (mut client, _) = Client::initialized(&[], Some(lang), json!({ "spokenFiles": files }));
        if files == "braille" {
            let shown = client.wait_for("window/logMessage", |p| {
                p["message"]
                    .as_str()
                    .is_some_and(|m| m.contains("spokenFiles: braille"))
            });
            assert_eq!(shown["type"], 2, "{shown}");
        }
        client.open(URI, "pgn", SEED);
        client.diagnostics(URI, 1);
        let hover = client.request("textDocument/hover", at(URI, 9, column + 1));
        let text = hover["contents"]["value"].as_str().unwrap();
        assert!(
            text.contains(&format!("\n\n{move_said}\n\n")),
            "{files}: {text}"
        );
        assert!(text.contains(position), "{files}: {text}");
        assert_eq!(client.shutdown(), Some(0));
    }
}

/// `notation: "descriptive-en"` reads every game in English descriptive
/// notation, as `--from descriptive-en` does: the book's game as guessed,
/// an algebraic game not at all (its first move is an error); a language
/// without descriptive notation is logged as not understood and not used.
#[test]
fn the_notation_setting_may_name_descriptive_notation() {
    for (notation, text, code) in [
        ("descriptive-en", BOOK, "ambiguous-settled"),
        (
            "Descriptive-EN",
            "[Event \"x\"]\n\n1. e4 e5 *\n",
            "malformed-move",
        ),
        ("descriptive-de", "[Event \"x\"]\n\n1. e4 e5 *\n", ""),
    ] {
        let (mut client, _) = Client::initialized(&[], Some("en"), json!({ "notation": notation }));
        if code.is_empty() {
            let shown = client.wait_for("window/logMessage", |p| {
                p["message"]
                    .as_str()
                    .is_some_and(|m| m.contains("notation: descriptive-de"))
            });
            assert_eq!(shown["type"], 2, "{shown}");
        }
        client.open(URI, "pgn", text);
        let diagnostics = client.diagnostics(URI, 1);
        let codes: Vec<&str> = diagnostics
            .iter()
            .filter_map(|d| d["code"].as_str())
            .collect();
        if code.is_empty() {
            assert!(codes.is_empty(), "{notation}: {diagnostics:?}");
        } else {
            assert_eq!(codes.first(), Some(&code), "{notation}: {diagnostics:?}");
        }
        assert_eq!(client.shutdown(), Some(0));
    }
}

/// Capablanca – Teichmann 1913 as the book prints it, spaces inside each
/// move and two columns (`P - Q 4`, `Kt (B 3) × Q !`), opened as a page of
/// text: the note that its moves are printed spaced and the settled
/// `B - R 4`, a hover on a spaced move that says it in words, and a rename
/// that writes every move in algebraic notation, the page's layout kept.
#[test]
fn a_game_printed_with_spaces_in_the_editor() {
    const PRINTED: &str =
        include_str!("../../../tests/data/descriptive/capablanca-teichmann-1913-printed.txt");
    const PAGE: &str = "file:///tmp/forsyth-test/capablanca.chess.txt";
    let (mut client, _) = Client::initialized(&[], Some("en"), Value::Null);
    client.open(PAGE, "chess-text", PRINTED);
    let diagnostics = client.diagnostics(PAGE, 1);
    let codes: Vec<&str> = diagnostics
        .iter()
        .filter_map(|d| d["code"].as_str())
        .collect();
    assert!(
        codes.contains(&"printed-spaced") && codes.contains(&"ambiguous-settled"),
        "{diagnostics:?}"
    );
    let line = PRINTED
        .lines()
        .position(|l| l.trim_start().starts_with("19. Kt (B 3)"))
        .unwrap() as u32;
    let text = PRINTED.lines().nth(line as usize).unwrap();
    let column = text.find("Kt (B 3)").unwrap() as u32;
    let hover = client.request("textDocument/hover", at(PAGE, line, column + 4));
    let shown = hover["contents"]["value"].as_str().unwrap();
    assert!(shown.contains("Ncxe2"), "{shown}");
    let mut params = at(PAGE, line, column + 4);
    params["newName"] = json!("en");
    let edit = client.request("textDocument/rename", params);
    let renamed = apply_edits(PRINTED, edit["changes"][PAGE].as_array().unwrap());
    assert!(
        renamed.contains("\n        1. d4                d5\n"),
        "{renamed}"
    );
    assert!(renamed.contains("\n       19. Ncxe2 !\n"), "{renamed}");
    assert!(
        renamed.contains("\n       38. Bg7               Resigns.\n"),
        "{renamed}"
    );
    assert_eq!(client.shutdown(), Some(0));
}
