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

/// F2, seen at a terminal: `check /dev/zero` is a line that never ends,
/// reported as soon as it passes the limit — findings shown on a terminal
/// go out at once, not when the buffer fills or the input ends (which for
/// `/dev/zero` is never). The terminal is `script`'s pseudo-terminal
/// (util-linux); the run is stopped as soon as the finding is seen.
#[cfg(unix)]
#[test]
fn an_endless_line_is_reported_at_a_terminal_while_it_runs() {
    use std::{
        io::Read,
        process::{Command, Stdio},
        sync::mpsc,
        time::Duration,
    };
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
    let mut stdout = script.stdout.take().expect("piped");
    let (send, seen) = mpsc::channel();
    std::thread::spawn(move || {
        let mut text = Vec::new();
        let mut buf = [0u8; 4096];
        while let Ok(n) = stdout.read(&mut buf) {
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
    let found = seen.recv_timeout(Duration::from_secs(60));
    let _ = script.kill();
    // The binary, if the terminal's end did not stop it.
    let _ = Command::new("pkill")
        .args(["-f", &format!("{binary} check --color never /dev/zero")])
        .status();
    let _ = script.wait();
    let text = found.expect("game-too-large shown within a minute, while /dev/zero is still read");
    assert!(text.contains("/dev/zero:1:1"), "{text}");
}
