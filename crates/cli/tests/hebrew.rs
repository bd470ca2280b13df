//! `forsyth check` and `forsyth translate` on Hebrew games written with the
//! display hyphens of Hebrew texts (`פ-ו3`, `ר-ב-5`, `פב-ד2`, `צא-ג8`;
//! notation-facts §1.3, issue 11): two real lichess games of
//! `tests/data/pgn/lichess-100.pgn` (see tests/data/pgn/SOURCES.md),
//! written in Hebrew by hand, with Hebrew and Latin files, `:` and `x`,
//! final letters, check marks and glyphs set apart.

mod common;

/// lichess.org/iclkx584 and lichess.org/4snemu9c in Hebrew.
const HEBREW: &str = r#"[Event "Rated Classical game"]
[Site "https://lichess.org/iclkx584"]
[White "Voltvolf"]
[Black "Marzinkus"]
[Result "1-0"]

1. ה4 ה6 2. ד4 ד5 3. ה5 ג5 4. ג3 פ-ה7 5. ו4 ג:ד4 6. ג:ד4 פ-ו5 7. פ-ו3 פ-ג6
8. ר-ב-5 ר-ד7 9. 0-0 מה-ב6 10. ר-:ג6 ר:ג6 11. פ-ג3 ר-ה7 12. א3 0-0 13. ב4
צא-ג8 14. ר-ב2 ר-ב5 15. צ-ו2 ר-ג4 16. פ-a4 מה-ג6 17. פ-ג5 ב6 18. פ-ד3 א5
19. ר-ג3 א4 20. ז4 ר:ד3 21. מה:ד3 מה:ג3 22. מה-:ג3 צ:ג3 23. ז:ו5 ה:ו5 24. מ-ז2
צו-ג8 25. צא-א-2 ח5 26. ח4 צ8-ג6 27. ף-ז5 ו6 28. ה:ו6 ר:ו6 29. פ-ו3 ז6 30.
פ-ה5 ר:ה5 31. ו:ה5 מ-ז7 32. צו-ה2 צ-ד3 33. ה6 צ:ד4 34. ה7 צ-ז4 + 35. מ-ו2
צ-ה4 36. צ:ה4 ד:ה4 37. ה8=מה ! צ-ג3 1-0

[Event "Rated Bullet game"]
[Site "https://lichess.org/4snemu9c"]
[White "schutzstaffel"]
[Black "giao"]
[Result "1-0"]

1. ה4 ז6 2. פ-ו3 ר-ז7 3. ג3 ד6 4. ד4 פ-ו6 5. ר-ד3 0-0 6. פב-ד2 ר-ז4 7. 0-0 ג5
8. ד5 פב-ד-7 9. מה-ג2 ב5 10. ב3 ר:ו3 11. פ:ו3 א6 12. ר-ב2 צ-ה8 13. ג4 ב:ג4
14. ר:ג4 ה5 15. ד:ה6 ו:ה6 16. צא-ה1 ד5 17. ה:ד5 ה:ד5 18. צ:ה8 + מה:ה8 19.
צ-ה1 מה-ד8 20. ר:ו6 ר:ו6 21. ר-:ד5 + מ-ז7 22. ר-ג4 פ-ב6 23. מה-ה2 צ-א7 24.
מה-ה6 צ-ד7 25. ח4 פxג4 26. מה:ג4 צ-ד1 27. צ:ד1 מה:ד1+ 28. מ-ח2 1-0
"#;

/// What a run of the binary produced.
struct Run {
    code: Option<i32>,
    stdout: String,
    stderr: String,
}

/// Runs the binary in English on `input` as standard input.
fn forsyth(args: &[&str], input: &str) -> Run {
    let output = common::output(common::command("en", args), input.as_bytes());
    Run {
        code: output.status.code(),
        stdout: common::text(output.stdout),
        stderr: common::text(output.stderr),
    }
}

/// The moves of every game of a PGN text, in order: move numbers, results,
/// glyphs and check marks (glued or set apart) left out.
fn moves(pgn: &str) -> Vec<Vec<String>> {
    let mut games = Vec::new();
    for game in pgn.split("[Event ").skip(1) {
        let movetext = game.split("\n\n").nth(1).expect("movetext");
        let mut out: Vec<String> = Vec::new();
        for word in movetext.split_whitespace() {
            if matches!(word, "1-0" | "0-1" | "1/2-1/2" | "*") {
                continue;
            }
            // A move number, glued to its move or not.
            let word = match word.find('.') {
                Some(dot) if word[..dot].bytes().all(|b| b.is_ascii_digit()) => &word[dot + 1..],
                _ => word,
            };
            match word {
                "" | "!" | "?!" | "+" | "#" => {}
                _ => out.push(word.trim_end_matches(['+', '#']).to_owned()),
            }
        }
        games.push(out);
    }
    games
}

/// The two games as lichess published them.
fn english_originals() -> String {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../tests/data/pgn/lichess-100.pgn"
    );
    let data = std::fs::read_to_string(path).expect("tests/data/pgn/lichess-100.pgn");
    let games: Vec<&str> = data.split("\n\n[Event ").collect();
    ["iclkx584", "4snemu9c"]
        .iter()
        .map(|site| {
            let game = games
                .iter()
                .find(|g| g.contains(&format!("lichess.org/{site}")))
                .expect("the game");
            format!(
                "[Event {}\n\n",
                game.trim_start_matches("[Event ").trim_end()
            )
        })
        .collect()
}

#[test]
fn check_accepts_the_hyphenated_hebrew_games() {
    for args in [
        &["check", "-"][..],
        &["check", "--lang", "he", "-"],
        &["check", "--lang", "עברית", "--format", "json", "-"],
    ] {
        let run = forsyth(args, HEBREW);
        assert_eq!(run.code, Some(0), "{args:?}: {}{}", run.stdout, run.stderr);
        assert_eq!(run.stdout, "", "{args:?}");
        assert_eq!(run.stderr, "", "{args:?}");
    }
}

#[test]
fn the_hyphenated_hebrew_games_are_the_published_moves() {
    // Both in UCI coordinates, which say the moves and nothing of how
    // they were spelt.
    let uci = |pgn: &str| {
        let run = forsyth(&["translate", "--to", "en", "--style", "uci", "-"], pgn);
        assert_eq!(run.code, Some(0), "{}", run.stderr);
        moves(&run.stdout)
    };
    let original = english_originals();
    assert_eq!(
        moves(&original).iter().map(Vec::len).collect::<Vec<_>>(),
        [74, 55]
    );
    let hebrew = uci(HEBREW);
    assert_eq!(hebrew, uci(&original));
    assert_eq!(hebrew[0][25], "a8c8", "13...צא-ג8 is Rac8");
    assert_eq!(hebrew[1][10], "b1d2", "6.פב-ד2 is Nbd2");
    assert_eq!(hebrew[1][15], "b8d7", "8...פב-ד-7 is Nbd7");
}

#[test]
fn a_pawn_with_a_hyphen_after_its_file_is_still_an_error() {
    // 5...cxd4 written `ג-ד4`: no pawn capture, a malformed move.
    let broken = HEBREW.replacen("ו4 ג:ד4", "ו4 ג-ד4", 1);
    assert_ne!(broken, HEBREW);
    let run = forsyth(&["check", "--format", "json", "-"], &broken);
    assert_eq!(run.code, Some(1), "{}", run.stderr);
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(lines.len(), 1, "{}", run.stdout);
    assert!(
        lines[0].contains("\"line\":7,\"column\":45,")
            && lines[0].contains("\"code\":\"malformed-move\""),
        "{}",
        lines[0]
    );
}
