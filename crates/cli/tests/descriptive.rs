//! Descriptive notation on the command line (issue 14): a book's game and
//! a page of a Spanish book read and translated, descriptive notation
//! written with `--style descriptive`, and a language with no descriptive
//! notation refused, in the user's language, rather than copied silently.

mod common;

use common::{command, text};

fn data(path: &str) -> String {
    format!("{}/../../tests/data/{path}", env!("CARGO_MANIFEST_DIR"))
}

/// Runs the binary with its messages in `lang`: status, stdout, stderr.
fn forsyth(lang: &str, args: &[&str]) -> (Option<i32>, String, String) {
    let out = command(lang, args)
        .output()
        .expect("the forsyth binary runs");
    (out.status.code(), text(out.stdout), text(out.stderr))
}

const BOOK: &str = "descriptive/capablanca-teichmann-1913.pgn";
const SPANISH_PAGE: &str = "descriptive/euwe-caro-kann-1974-espeli-andersen.txt";

#[test]
fn a_book_s_game_is_read_given_or_guessed() {
    let book = data(BOOK);
    for from in ["auto", "descriptive-en"] {
        let (code, out, err) = forsyth("en", &["translate", "--from", from, &book]);
        assert_eq!(code, Some(0), "{err}");
        assert!(
            out.contains("9. Bb5 Bb7 10. O-O a6\n11. Ba4 Rc8")
                && out.ends_with("37. Bh6 Kd5 38. Bg7 1-0\n"),
            "{out}"
        );
    }
    // check: the one word the rest of the game settles, a warning.
    let (code, out, err) = forsyth("en", &["check", &book]);
    assert_eq!(code, Some(0), "{err}");
    let found: Vec<&str> = out.lines().filter(|l| l.contains("]: ")).collect();
    assert_eq!(found.len(), 1, "{out}");
    assert!(
        found[0].starts_with("warning[ambiguous-settled]") && found[0].ends_with("Ba4 is played."),
        "{out}"
    );
    // Written back in descriptive notation, in Spanish.
    let (code, out, err) = forsyth(
        "en",
        &["translate", "--style", "descriptive", "--to", "es", &book],
    );
    assert_eq!(code, Some(0), "{err}");
    assert!(out.contains("1. P4D P4D 2. C3AR C3AR 3. P4A P3R"), "{out}");
}

#[test]
fn a_page_of_a_spanish_book_is_read_among_its_prose() {
    let page = data(SPANISH_PAGE);
    // Notes only: the game found, its separators, no result written.
    let (code, out, err) = forsyth("es", &["check", &page]);
    assert_eq!(code, Some(0), "{err}");
    let found: Vec<&str> = out.lines().filter(|l| l.contains("]: ")).collect();
    assert_eq!(found.len(), 3, "{out}");
    assert!(found.iter().all(|l| l.starts_with("información[")), "{out}");
    let (code, out, err) = forsyth("en", &["translate", "--to", "es", &page]);
    assert_eq!(code, Some(0), "{err}");
    assert!(
        out.contains("1. e4, c6; 2. c4, d5; 3. cxd5, cxd5; 4. Ab5+, Ad7; 5.\nDa4, dxe4;"),
        "{out}"
    );
}

/// `--from descriptive-de` and `--style descriptive --to de` name a
/// language with no descriptive notation: a usage error (status 2) naming
/// the languages that have one, not a game copied as it was.
#[test]
fn a_language_without_descriptive_notation_is_refused() {
    let book = data(BOOK);
    for (lang, args, said) in [
        (
            "en",
            vec!["translate", "--from", "descriptive-de", book.as_str()],
            "Deutsch (de) has no descriptive notation; descriptive notation is read and \
             written in English (en), Español (es)",
        ),
        (
            "en",
            vec!["check", "--lang", "descriptive-de", book.as_str()],
            "Deutsch (de) has no descriptive notation",
        ),
        (
            "de",
            vec![
                "translate",
                "--style",
                "descriptive",
                "--to",
                "de",
                book.as_str(),
            ],
            "Deutsch (de) hat keine beschreibende Notation",
        ),
    ] {
        let (code, out, err) = forsyth(lang, &args);
        assert_eq!(code, Some(2), "{args:?}: {err}");
        assert!(out.is_empty(), "{out}");
        assert!(err.contains(said), "{args:?}: {err}");
    }
}
