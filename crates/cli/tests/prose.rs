//! Pages of prose with games inside (issue 18, "Text files as input"): a
//! `.txt` file and standard input are read alike; `check` reports each
//! game found with a note, in the user's language, and never the prose;
//! a faithful `translate` copies the prose byte for byte.

mod common;

use common::{command, output, text};

/// A fixture of tests/data/findings without its annotation lines.
fn page(name: &str) -> String {
    let dir =
        std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/data/findings");
    std::fs::read_to_string(dir.join(format!("{name}.pgn")))
        .expect("the fixture")
        .split_inclusive('\n')
        .filter(|l| !l.starts_with('%'))
        .collect()
}

#[test]
fn a_text_file_and_standard_input_are_read_alike() {
    let scratch = std::env::temp_dir().join(format!("forsyth-prose-cli-{}", std::process::id()));
    std::fs::create_dir_all(&scratch).unwrap();
    // Both pages read with no error (the column's pair `15.Rxg2- Dxh3+` with
    // its dash glued to the first move is a printed pair).
    for (name, status) in [("prose-encyclopedia", 0), ("prose-column", 0)] {
        let text_page = page(name);
        let file = scratch.join(format!("{name}.txt"));
        std::fs::write(&file, &text_page).unwrap();
        let name_arg = file.to_str().unwrap();
        let from_file = command("en", &["check", name_arg]).output().unwrap();
        let from_stdin = output(command("en", &["check", "-"]), text_page.as_bytes());
        assert_eq!(from_file.status.code(), Some(status), "{name}");
        assert_eq!(from_stdin.status.code(), Some(status), "{name}");
        let from_file = text(from_file.stdout).replace(name_arg, "<stdin>");
        assert_eq!(from_file, text(from_stdin.stdout), "{name}");
        // One note a game, no finding in the prose.
        let notes = from_file.matches("info[game-in-text]").count();
        assert_eq!(
            notes,
            if name == "prose-column" { 1 } else { 2 },
            "{from_file}"
        );
        // (`And White resigns.` ends the second game of the encyclopedia: a
        // word for resigning is its result, no prose.)
        for prose in ["Herr Anderssen", "Pillole", "Francesco", "Tartu"] {
            assert!(!from_file.contains(prose), "{name}: {prose}:\n{from_file}");
        }
        // The note in the user's language.
        let german = command("de", &["check", name_arg]).output().unwrap();
        assert!(
            text(german.stdout).contains("Eine Partie im Text"),
            "{name}"
        );
        // The prose comes back byte for byte from a translation.
        let translated = command("en", &["translate", "--to", "it", name_arg])
            .output()
            .unwrap();
        let translated = text(translated.stdout);
        for line in text_page
            .lines()
            .filter(|l| !l.starts_with(|c: char| c.is_ascii_digit()) && !l.ends_with("resigns."))
        {
            assert!(translated.contains(line), "{name}: {line:?}:\n{translated}");
        }
    }
    std::fs::remove_dir_all(&scratch).ok();
}

/// A page in which no game is found says so, in the user's language: a
/// note on standard error, exit status 0, the text copied unchanged by
/// `translate`. Moves a sentence names (fewer than four numbered from
/// White's first) are no game. A page with a game gets no such note.
#[test]
fn a_text_with_no_game_found_says_so() {
    let sentence = "After 1. e4 e5 2. Nf3 Black has a choice of defences.\n";
    for (lang, words) in [("en", "no game found"), ("de", "keine Partie gefunden")] {
        let checked = output(command(lang, &["check", "-"]), sentence.as_bytes());
        assert_eq!(checked.status.code(), Some(0), "{lang}");
        assert_eq!(text(checked.stdout), "", "{lang}");
        let stderr = text(checked.stderr);
        assert!(
            stderr.contains(&format!("<stdin>: {words}")),
            "{lang}: {stderr}"
        );
        let translated = output(
            command(lang, &["translate", "--to", "de", "-"]),
            sentence.as_bytes(),
        );
        assert_eq!(translated.status.code(), Some(0), "{lang}");
        assert_eq!(text(translated.stdout), sentence, "{lang}");
        let stderr = text(translated.stderr);
        assert!(stderr.contains(words), "{lang}: {stderr}");
    }
    let with_game = output(
        command("en", &["check", "-"]),
        page("prose-column").as_bytes(),
    );
    assert!(!text(with_game.stderr).contains("no game found"));
    // Found, the page's language is unknown: the note says how to have the
    // moves of its prose translated. Named, they are, and the note says
    // that only they are.
    let found = output(
        command("en", &["translate", "--to", "de", "-"]),
        sentence.as_bytes(),
    );
    assert_eq!(text(found.stdout), sentence);
    let stderr = text(found.stderr);
    assert!(stderr.contains("name its language with --from"), "{stderr}");
    let named = output(
        command("en", &["translate", "--from", "en", "--to", "de", "-"]),
        sentence.as_bytes(),
    );
    assert_eq!(named.status.code(), Some(0));
    assert_eq!(text(named.stdout), sentence.replace("Nf3", "Sf3"));
    let stderr = text(named.stderr);
    assert!(
        stderr.contains("only the moves its prose names are translated"),
        "{stderr}"
    );
    // Said in words, nothing is written: no game found, and no more.
    let spoken = output(
        command("en", &["translate", "--style", "spoken", "--to", "en", "-"]),
        sentence.as_bytes(),
    );
    assert_eq!(text(spoken.stdout), "");
    assert_eq!(
        text(spoken.stderr).trim_end(),
        "note: <stdin>: no game found"
    );
}

/// A game printed inside a sentence, as CyberPress Sopron printed
/// Fuchs–Honfi, 1963, on 27 January 2001
/// (http://cyberpress.sopron.hu/article_plain.php?id=3366; issue 18): the
/// moves are found as a game, where they stand on the line, the words
/// around them are prose; a translation rewrites the moves in place and
/// copies the prose byte for byte (the pawn's capture printed as its files,
/// `cd`, stays two files); `--style san` writes the game alone.
#[test]
fn a_game_printed_inside_a_sentence_is_found_and_translated_in_place() {
    let sentence = "A miniatűr játszmában 1.e4, c5 2.Hf3, Hc6 3.d4, cd 4.Hd4, g6 5.Hc3, Fg7 \
                6.Fe3, d6 7.Vd2, Hf6 8.f3, 0-0 9.Fc4, Hd7 10. 0-0-0, Hb6 11.Fb3, Ha5 \
                12.Fh6?, Hbc4! 13.Vg5 után az alábbi állásban:\n";
    let checked = output(command("en", &["check", "-"]), sentence.as_bytes());
    assert_eq!(checked.status.code(), Some(0));
    let stdout = text(checked.stdout);
    // The game starts at its first move, the 23rd character of the line.
    assert!(
        stdout.contains("info[game-in-text]") && stdout.contains("<stdin>:1:23"),
        "{stdout}"
    );
    assert!(stdout.contains("info[printed-files]: cd"), "{stdout}");
    assert!(!stdout.contains("error"), "{stdout}");
    assert!(!text(checked.stderr).contains("no game found"));
    let translated = output(
        command("en", &["translate", "--to", "en", "-"]),
        sentence.as_bytes(),
    );
    assert_eq!(translated.status.code(), Some(0));
    assert_eq!(
        text(translated.stdout),
        "A miniatűr játszmában 1.e4, c5 2.Nf3, Nc6 3.d4, cd 4.Nd4, g6 5.Nc3, Bg7 \
         6.Be3, d6 7.Qd2, Nf6 8.f3, 0-0 9.Bc4, Nd7 10. 0-0-0, Nb6 11.Bb3, Na5 \
         12.Bh6?, Nbc4! 13.Qg5 után az alábbi állásban:\n"
    );
    let standard = output(
        command("en", &["translate", "--style", "san", "-"]),
        sentence.as_bytes(),
    );
    let standard = text(standard.stdout);
    assert!(
        standard.contains("3.d4 cxd4 4.Nxd4 g6") && !standard.contains("játszmában"),
        "{standard}"
    );
}
