//! Hostile input (issue 16): the reproducers of the defects found by an
//! attacker's inputs, generated here, each run against the binary.

mod common;

use common::{command, output, text};

/// `check` with standard input `input`, in a shell that limits the
/// process's address space to `limit_kib`.
#[cfg(unix)]
fn check_limited(input: &[u8], limit_kib: u64, args: &[&str]) -> std::process::Output {
    let binary = env!("CARGO_BIN_EXE_forsyth");
    let mut all = vec!["-c", "ulimit -v \"$1\" && shift && exec \"$@\"", "sh"];
    let limit = limit_kib.to_string();
    all.push(&limit);
    all.push(binary);
    all.extend_from_slice(args);
    let mut shell = command("en", &[]);
    // Not the binary itself: a shell that limits it first.
    shell = {
        let mut c = std::process::Command::new("sh");
        c.args(&all);
        for (k, v) in shell.get_envs() {
            match v {
                Some(v) => c.env(k, v),
                None => c.env_remove(k),
            };
        }
        c
    };
    output(shell, input)
}

/// F1: forty thousand errors on one long line took memory in proportion
/// to (errors × line length): 600 MB for 30 KB, an abort for 120 KB. Each
/// finding now keeps a window of its line, and a game reports at most a
/// hundred findings of a kind, the last saying how many more there are.
#[cfg(unix)]
#[test]
fn many_errors_on_one_long_line_stay_small() {
    let mut pgn = b"[Event \"t\"]\n\n1. e4 ".to_vec();
    for _ in 0..40_000 {
        pgn.extend_from_slice(b")\\n");
    }
    pgn.extend_from_slice(b"*\n");
    let run = check_limited(&pgn, 1_000_000, &["check", "-"]);
    let stdout = text(run.stdout);
    assert_eq!(run.status.code(), Some(1), "{}", text(run.stderr));
    let shown = stdout.matches("error[").count();
    assert!((2..=300).contains(&shown), "{shown} findings shown");
    assert!(
        stdout.contains("more findings like this one in this game are not shown"),
        "{}",
        &stdout[stdout.len().saturating_sub(2000)..]
    );
    // No line of the output carries the 120 KB line.
    assert!(stdout.lines().all(|l| l.chars().count() < 400));
}

/// F1, the other reproducers: sixteen thousand repeats of `@`, `}`, `]`,
/// `[` or `$999` in one game.
#[cfg(unix)]
#[test]
fn repeated_junk_in_one_game_stays_small() {
    for junk in ["@", "}", "]", "[", "$999 "] {
        let mut pgn = b"[Event \"t\"]\n\n1. e4 ".to_vec();
        for _ in 0..16_000 {
            pgn.extend_from_slice(junk.as_bytes());
        }
        pgn.extend_from_slice(b" *\n");
        let run = check_limited(&pgn, 1_000_000, &["check", "--format", "json", "-"]);
        let stdout = text(run.stdout);
        assert!(
            matches!(run.status.code(), Some(0 | 1)),
            "{junk}: {:?} {}",
            run.status,
            text(run.stderr)
        );
        assert!(
            stdout.lines().count() <= 400,
            "{junk}: {}",
            stdout.lines().count()
        );
        for line in stdout.lines() {
            assert!(line.len() < 2000, "{junk}: {line}");
        }
    }
}

/// A finding on a long line shows a window of it between ellipses, the
/// caret under the finding.
#[test]
fn a_finding_on_a_long_line_shows_a_window() {
    let mut pgn = String::from("[Event \"t\"]\n\n");
    let moves = ["1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 "; 1].concat();
    pgn.push_str(&moves);
    for _ in 0..30 {
        pgn.push_str("{a long comment on one line} ");
    }
    pgn.push_str("6. Qe9 *\n");
    let run = output(command("en", &["check", "-"]), pgn.as_bytes());
    let stdout = text(run.stdout);
    assert_eq!(run.status.code(), Some(1), "{stdout}");
    let source = stdout
        .lines()
        .find(|l| l.starts_with("3 |"))
        .expect("the line");
    assert!(source.starts_with("3 | …"), "{stdout}");
    assert!(source.contains("6. Qe9 *"), "{stdout}");
    let caret = stdout
        .lines()
        .skip_while(|l| !l.starts_with("3 |"))
        .nth(1)
        .expect("the caret line");
    let at = source.chars().position(|c| c == 'Q').expect("Q");
    assert_eq!(caret.chars().position(|c| c == '^'), Some(at), "{stdout}");
    // The header gives the column in the whole line, not in the window.
    let line = pgn.lines().nth(2).expect("the move line");
    let column = line.find("Qe9").expect("Qe9") + 1;
    let header = format!("--> <stdin>:3:{column}");
    assert!(stdout.contains(&header), "{header} in {stdout}");
}

/// F2: nothing bounded one game or one line: `check /dev/zero` tried to
/// allocate 4 GiB, a 520 MB one-line file aborted. A game or line past
/// 64 MiB is now reported once and not read; the games after it are read.
#[cfg(unix)]
#[test]
fn an_endless_line_is_reported_and_the_next_game_read() {
    let mut pgn = b"[Event \"a\"]\n\n1. e4 e5 2. Nf3 *\n\n".to_vec();
    let giant_start = pgn.len();
    pgn.resize(giant_start + (70 << 20), 0);
    pgn.extend_from_slice(b"\n[Event \"b\"]\n\n1. d4 d5 2. Nc3 Nf6 3. Nxd9 *\n");
    let run = check_limited(&pgn, 1_500_000, &["check", "--format", "json", "-"]);
    let stdout = text(run.stdout);
    assert_eq!(run.status.code(), Some(1), "{}", text(run.stderr));
    let lines: Vec<&str> = stdout.lines().collect();
    assert!(lines.len() <= 4, "{stdout}");
    assert!(lines[0].contains("\"code\":\"game-too-large\""), "{stdout}");
    assert!(lines[0].contains("\"line\":5"), "{stdout}");
    // The game after the giant line is read: its illegal move is found,
    // on its own line.
    let last = lines.last().expect("a finding");
    assert!(last.contains("\"line\":8"), "{stdout}");
    assert!(
        last.contains("\"code\":\"malformed-move\"") || last.contains("\"code\":\"illegal-move\""),
        "{stdout}"
    );
}

/// F2 for `translate`: the giant line is copied as it is, the games around
/// it translated, in bounded memory.
#[cfg(unix)]
#[test]
fn translate_copies_a_giant_line_and_translates_the_rest() {
    let before = "[Event \"a\"]\n\n1. e4 e5 2. Nf3 *\n\n";
    let after = "\n[Event \"b\"]\n\n1. d4 d5 2. Nc3 *\n";
    let mut pgn = before.as_bytes().to_vec();
    pgn.resize(pgn.len() + (70 << 20), b'x');
    pgn.extend_from_slice(after.as_bytes());
    let run = check_limited(&pgn, 1_500_000, &["translate", "--to", "de"]);
    let stderr = String::from_utf8_lossy(&run.stderr).into_owned();
    assert_eq!(run.status.code(), Some(1), "{stderr}");
    let out = run.stdout;
    assert_eq!(out.len(), pgn.len());
    assert!(out.starts_with(before.replace("Nf3", "Sf3").as_bytes()));
    assert!(out.ends_with(after.replace("Nc3", "Sc3").as_bytes()));
    assert!(
        out[before.len()..out.len() - after.len()]
            .iter()
            .all(|&b| b == b'x')
    );
    assert!(stderr.contains("game-too-large"), "{stderr}");
}

/// F2, the quote: a 100 MB unreadable token was quoted whole in its
/// message (100 MB on standard error). A move word of 100 000
/// characters, within the game limit, is quoted as its first forty and
/// `…`, in text and in JSON, and `translate` copies it unchanged.
#[test]
fn a_long_move_word_is_quoted_as_an_excerpt() {
    let word = "Q".repeat(100_000);
    let pgn = format!("[Event \"t\"]\n\n1. e4 {word} *\n");
    let quoted = format!("{}…", "Q".repeat(40));
    for format in ["text", "json"] {
        let run = output(
            command("en", &["check", "--format", format, "-"]),
            pgn.as_bytes(),
        );
        let stdout = text(run.stdout);
        assert_eq!(run.status.code(), Some(1), "{}", text(run.stderr));
        assert!(stdout.contains(&quoted), "{format}: {stdout}");
        assert!(stdout.len() < 4000, "{format}: {} bytes", stdout.len());
        assert!(run.stderr.len() < 4000, "{format}: {}", text(run.stderr));
    }
    let run = output(command("en", &["translate", "--to", "de"]), pgn.as_bytes());
    assert_eq!(run.status.code(), Some(1), "{}", text(run.stderr));
    assert_eq!(text(run.stdout), pgn);
    assert!(run.stderr.len() < 4000, "{}", text(run.stderr));
}

/// What `output` gave up to `game-too-large`, if it gives that within a
/// minute (read on a thread of its own: the program does not end).
#[cfg(unix)]
fn too_large_seen(
    mut output: impl std::io::Read + Send + 'static,
) -> Result<String, std::sync::mpsc::RecvTimeoutError> {
    let (send, seen) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let mut text = Vec::new();
        let mut buf = [0u8; 4096];
        while let Ok(n) = output.read(&mut buf) {
            if n == 0 {
                break;
            }
            text.extend_from_slice(&buf[..n]);
            if text.windows(14).any(|w| w == b"game-too-large") {
                let _ = send.send(String::from_utf8_lossy(&text).into_owned());
                return;
            }
        }
    });
    seen.recv_timeout(std::time::Duration::from_secs(60))
}

/// F2, seen at a terminal: `check /dev/zero` is a line that never ends,
/// reported as soon as it passes the limit — findings shown on a terminal
/// go out at once, not when the buffer fills or the input ends (which for
/// `/dev/zero` is never). The terminal is `script`'s pseudo-terminal
/// (util-linux); the run is stopped as soon as the finding is seen.
#[cfg(unix)]
#[test]
fn an_endless_line_is_reported_at_a_terminal_while_it_runs() {
    use std::process::{Command, Stdio};
    let binary = env!("CARGO_BIN_EXE_forsyth");
    let inner = format!("ulimit -v 3000000; exec '{binary}' check --color never /dev/zero");
    let mut script = match Command::new("script")
        .args(["-qfec", &inner, "/dev/null"])
        .env("FORSYTH_UI_LANG", "en")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
    {
        Ok(child) => child,
        Err(e) => panic!("`script` (util-linux) runs the binary on a terminal: {e}"),
    };
    let found = too_large_seen(script.stdout.take().expect("piped"));
    let _ = script.kill();
    // The binary, if the terminal's end did not stop it.
    let _ = Command::new("pkill")
        .args(["-f", &format!("{binary} check --color never /dev/zero")])
        .status();
    let _ = script.wait();
    let text = found.expect("game-too-large shown within a minute, while /dev/zero is still read");
    assert!(text.contains("/dev/zero:1:1"), "{text}");
}

/// A game of `plies` knight moves out and back, one move pair a line,
/// on line 5 of a stream between two short games (the last with an
/// illegal king move on its line 3), and where it starts and ends.
fn stream_with_big_game(plies: usize) -> (String, usize, usize) {
    let before = "[Event \"a\"]\n\n1. e4 e5 2. Nf3 *\n\n";
    let after = "[Event \"c\"]\n\n1. d4 d5 2. Nc3 Nf6 3. Ke3 *\n";
    let moves = ["Nf3", "Nf6", "Ng1", "Ng8"];
    let mut big = String::from("[Event \"b\"]\n\n");
    for i in 0..plies {
        if i % 2 == 0 {
            big.push_str(&format!("{}. ", i / 2 + 1));
        }
        big.push_str(moves[i % 4]);
        big.push(if i % 2 == 1 { '\n' } else { ' ' });
    }
    big.push_str("*\n\n");
    let end = before.len() + big.len();
    (format!("{before}{big}{after}"), before.len(), end)
}

/// `--max-game-size`: the limit of F2 as an option. With 4 KiB, a game of
/// 11 KB is reported at its line and column, with the limit in force in
/// the message, and the game after it is read; with the default (64 MiB)
/// or a limit above the game, it is read.
#[test]
fn a_game_past_max_game_size_is_reported_and_the_next_read() {
    let (pgn, _, _) = stream_with_big_game(1_800);
    assert!((10_000..12_000).contains(&pgn.len()), "{}", pgn.len());
    let last_line = pgn.lines().count();
    let run = output(
        command(
            "en",
            &["check", "--format", "json", "--max-game-size", "4KiB", "-"],
        ),
        pgn.as_bytes(),
    );
    let stdout = text(run.stdout);
    assert_eq!(run.status.code(), Some(1), "{}", text(run.stderr));
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 2, "{stdout}");
    assert!(lines[0].contains("\"code\":\"game-too-large\""), "{stdout}");
    assert!(lines[0].contains("\"line\":5,\"column\":1"), "{stdout}");
    assert!(lines[0].contains("longer than 4 KiB"), "{stdout}");
    assert!(lines[1].contains("\"code\":\"illegal-move\""), "{stdout}");
    assert!(
        lines[1].contains(&format!("\"line\":{last_line},")),
        "{stdout}"
    );
    // In German, in text: the limit as German writes it.
    let run = output(
        command("de", &["check", "--max-game-size", "4096", "-"]),
        pgn.as_bytes(),
    );
    let stdout = text(run.stdout);
    assert!(stdout.contains("länger als 4 KiB"), "{stdout}");
    assert!(stdout.contains("<stdin>:5:1"), "{stdout}");
    for limit in [None, Some("12KB"), Some("64MiB")] {
        let mut args = vec!["check", "--format", "json", "-"];
        args.extend(limit.iter().flat_map(|l| ["--max-game-size", l]));
        let run = output(command("en", &args), pgn.as_bytes());
        let stdout = text(run.stdout);
        assert_eq!(stdout.lines().count(), 1, "{limit:?}: {stdout}");
        assert!(stdout.contains("illegal-move"), "{limit:?}: {stdout}");
    }
}

/// `translate --max-game-size`: the game past the limit is copied byte for
/// byte, the games around it translated.
#[test]
fn translate_copies_a_game_past_max_game_size_unchanged() {
    let (pgn, start, end) = stream_with_big_game(1_800);
    let run = output(
        command(
            "en",
            &["translate", "--to", "de", "--max-game-size", "4KiB"],
        ),
        pgn.as_bytes(),
    );
    let stderr = text(run.stderr);
    assert_eq!(run.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains("game-too-large"), "{stderr}");
    let out = text(run.stdout);
    assert_eq!(out.len(), pgn.len());
    assert_eq!(&out[..start], pgn[..start].replace("Nf3", "Sf3"));
    assert_eq!(&out[start..end], &pgn[start..end]);
    assert_eq!(&out[end..], pgn[end..].replace("Nc3 Nf6", "Sc3 Sf6"));
}

/// A value of `--max-game-size` that is no size, or one outside 1 KiB to
/// 1 GiB, is a usage error (status 2) naming the option, the value and
/// why, in the user's language; nothing is read.
#[test]
fn a_bad_max_game_size_is_a_usage_error() {
    for (lang, command_name, value, why) in [
        ("en", "check", "0", "0 is less than 1 KiB"),
        ("en", "check", "512", "512 is less than 1 KiB"),
        ("en", "translate", "abc", "'abc' is not a size"),
        ("en", "check", "1.5M", "'1.5M' is not a size"),
        ("en", "translate", "2G", "2G is more than 1 GiB"),
        ("de", "check", "0", "0 ist weniger als 1 KiB"),
        ("fr", "translate", "64 Mo", "'64 Mo' n'est pas une taille"),
    ] {
        let args = [command_name, "--max-game-size", value, "-"];
        let run = output(command(lang, &args), b"1. e4 *\n");
        let stderr = text(run.stderr);
        assert_eq!(run.status.code(), Some(2), "{value}: {stderr}");
        assert!(stderr.contains("--max-game-size"), "{value}: {stderr}");
        assert!(stderr.contains(why), "{lang} {value}: {stderr}");
        assert!(run.stdout.is_empty(), "{value}");
    }
}

/// F2 in a pipe: `check /dev/zero | cat` showed `game-too-large` only when
/// the output buffer filled or the input ended (for `/dev/zero`, never).
/// A game too large to read now goes out at once whatever the output is:
/// here a pipe read by this test, the run stopped once the finding is
/// seen.
#[cfg(unix)]
#[test]
fn an_endless_line_is_reported_into_a_pipe_while_it_runs() {
    use std::process::Stdio;
    let mut child = command("en", &["check", "--max-game-size", "64KiB", "/dev/zero"])
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("the forsyth binary runs");
    let found = too_large_seen(child.stdout.take().expect("piped"));
    let _ = child.kill();
    let _ = child.wait();
    let text = found.expect("game-too-large in the pipe within a minute, while /dev/zero is read");
    assert!(text.contains("/dev/zero:1:1"), "{text}");
    assert!(text.contains("longer than 64 KiB"), "{text}");
}
